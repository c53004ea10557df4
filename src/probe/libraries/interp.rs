//! The interpreter's view of where packages live, for the libraries layer: its prefix and
//! site-packages directories, asked from the interpreter itself in a child process with a
//! time limit, plus which framework's shared objects are installed there and what CUDA
//! wheels the framework's own metadata asks for.
//!
//! Layer 4 (`python`) will own the full interpreter probe; [`site_info`] is the one small
//! function to route through it once it exists. Nothing is imported here: the script only
//! reads `sys` and `site`.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};

use serde::Deserialize;

use crate::child::{Outcome, run_with_timeout};
use crate::env::Env;

/// Marks the script's own output line, so noise from sitecustomize cannot confuse us.
const MARK: &str = "GPUDOC_SITE ";

/// Prints one line: MARK + JSON of prefix, version and every site-packages directory.
const SCRIPT: &str = r#"
import json, site, sys
dirs = []
try:
    dirs += site.getsitepackages()
except Exception:
    pass
try:
    if site.ENABLE_USER_SITE:
        dirs.append(site.getusersitepackages())
except Exception:
    pass
dirs += [p for p in sys.path if p.endswith(("site-packages", "dist-packages"))]
seen = []
for d in dirs:
    if d not in seen:
        seen.append(d)
print("GPUDOC_SITE " + json.dumps({"prefix": sys.prefix, "executable": sys.executable,
    "version": "%d.%d.%d" % sys.version_info[:3], "site_packages": seen}))
"#;

/// What the interpreter said about itself.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
pub struct SiteInfo {
    pub prefix: String,
    pub executable: String,
    pub version: String,
    pub site_packages: Vec<String>,
}

/// Why there is no interpreter view (a note in the report, never a failure of this layer).
pub type SiteError = String;

/// The interpreter gpudoc inspects: `--python`, else `python3` then `python` on PATH (under
/// `--root`, PATH's directories inside the root).
pub fn find_python(env: &Env) -> Option<PathBuf> {
    if let Some(p) = &env.python {
        return Some(p.clone());
    }
    let path = env.var("PATH")?;
    for name in ["python3", "python"] {
        if env.has_root() {
            for dir in path.split(':').filter(|d| d.starts_with('/')) {
                let p = env.path(dir).join(name);
                if p.is_file() {
                    return Some(p);
                }
            }
        } else if let Ok(p) = which::which_in(name, Some(path), "/") {
            return Some(p);
        }
    }
    None
}

/// Ask `python` for its site-packages, once per interpreter per run.
pub fn site_info(env: &Env, python: &Path) -> Result<SiteInfo, SiteError> {
    static MEMO: OnceLock<Mutex<HashMap<PathBuf, Result<SiteInfo, SiteError>>>> = OnceLock::new();
    let memo = MEMO.get_or_init(Default::default);
    if let Some(hit) = memo.lock().ok().and_then(|m| m.get(python).cloned()) {
        return hit;
    }
    let answer = query(env, python);
    if let Ok(mut m) = memo.lock() {
        m.insert(python.to_path_buf(), answer.clone());
    }
    answer
}

fn query(env: &Env, python: &Path) -> Result<SiteInfo, SiteError> {
    let mut cmd = Command::new(python);
    // -I: ignore PYTHON* variables and the user's cwd on sys.path (a stray json.py or
    // site.py in the current directory must not answer for the interpreter); -S is not
    // used because `site` is what computes the directories we want.
    cmd.arg("-I").arg("-c").arg(SCRIPT);
    let result = run_with_timeout(cmd, env.timeout);
    let who = python.display();
    match &result.outcome {
        Outcome::TimedOut => return Err(format!("{who} did not answer within the time limit")),
        Outcome::SpawnFailed(e) => return Err(format!("{who} could not be started: {e}")),
        Outcome::Signaled(_) => {
            return Err(format!("{who} {}", result.describe_outcome()));
        }
        Outcome::Exited(_) => {}
    }
    result
        .stdout
        .lines()
        .rev()
        .find_map(|l| l.trim().strip_prefix(MARK))
        .and_then(|json| serde_json::from_str::<SiteInfo>(json).ok())
        .ok_or_else(|| {
            format!(
                "{who} {} without printing its site-packages{}",
                result.describe_outcome(),
                result
                    .stderr_tail(1)
                    .first()
                    .map(|l| format!(": {l}"))
                    .unwrap_or_default()
            )
        })
}

/// Which framework's shared objects are the consumer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Framework {
    Tensorflow,
    Pytorch,
}

impl Framework {
    pub fn name(self) -> &'static str {
        match self {
            Framework::Tensorflow => "TensorFlow",
            Framework::Pytorch => "PyTorch",
        }
    }

    /// The distribution name in site-packages (`<name>-<version>.dist-info`).
    fn dist(self) -> &'static str {
        match self {
            Framework::Tensorflow => "tensorflow",
            Framework::Pytorch => "torch",
        }
    }

    /// The framework's objects that open CUDA libraries, in load order, relative to
    /// site-packages. TensorFlow dlopen()s them from libtensorflow_framework.so.2 (whose
    /// RUNPATH lists `$ORIGIN/../nvidia/*/lib`); PyTorch links them from libtorch_cuda.so
    /// and preloads them through libtorch_global_deps.so, both with an RPATH.
    pub fn objects(self) -> &'static [&'static str] {
        match self {
            Framework::Tensorflow => &[
                "tensorflow/libtensorflow_framework.so.2",
                "tensorflow/libtensorflow_cc.so.2",
            ],
            Framework::Pytorch => &[
                "torch/lib/libtorch_global_deps.so",
                "torch/lib/libtorch_cuda.so",
            ],
        }
    }
}

/// A framework installed in one of the site-packages directories.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Installed {
    pub framework: Framework,
    pub site_packages: PathBuf,
    /// The consumer objects that exist, in load order.
    pub objects: Vec<PathBuf>,
    /// Its version from the dist-info directory name.
    pub version: Option<String>,
    /// `Requires-Dist` lines of its METADATA that name NVIDIA wheels.
    pub nvidia_requires: Vec<String>,
}

/// Frameworks with their consumer objects present, in the order of `order`.
pub fn installed(site_packages: &[PathBuf], order: &[Framework]) -> Vec<Installed> {
    let mut out = Vec::new();
    for &fw in order {
        for sp in site_packages {
            let objects: Vec<PathBuf> = fw
                .objects()
                .iter()
                .map(|rel| sp.join(rel))
                .filter(|p| p.is_file())
                .collect();
            if objects.is_empty() {
                continue;
            }
            let (version, nvidia_requires) = dist_info(sp, fw.dist());
            out.push(Installed {
                framework: fw,
                site_packages: sp.clone(),
                objects,
                version,
                nvidia_requires,
            });
            break;
        }
    }
    out
}

/// Version and NVIDIA requirements from `<dist>-<version>.dist-info/METADATA`.
fn dist_info(site_packages: &Path, dist: &str) -> (Option<String>, Vec<String>) {
    let Ok(entries) = std::fs::read_dir(site_packages) else {
        return (None, Vec::new());
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(rest) = name
            .strip_prefix(dist)
            .and_then(|r| r.strip_prefix('-'))
            .and_then(|r| r.strip_suffix(".dist-info"))
        else {
            continue;
        };
        let meta = std::fs::read_to_string(e.path().join("METADATA")).unwrap_or_default();
        let requires = meta
            .lines()
            .filter_map(|l| l.strip_prefix("Requires-Dist:"))
            .map(str::trim)
            .filter(|r| r.starts_with("nvidia-"))
            .map(str::to_string)
            .collect();
        return (Some(rest.to_string()), requires);
    }
    (None, Vec::new())
}

/// The lower bound a `Requires-Dist` line puts on a distribution whose name starts with
/// `prefix` ("nvidia-cudnn-cu12>=9.3.0.75" or "nvidia-cudnn-cu13==9.19.0.56" -> "9.3.0.75").
pub fn required_min(requires: &[String], prefix: &str) -> Option<(String, String)> {
    for r in requires {
        let spec = r.split(';').next().unwrap_or("").trim();
        let name_end = spec
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.'))
            .unwrap_or(spec.len());
        let (name, constraints) = spec.split_at(name_end);
        if !name.starts_with(prefix) {
            continue;
        }
        let constraints = constraints
            .trim()
            .trim_start_matches('(')
            .trim_end_matches(')');
        for c in constraints.split(',') {
            let c = c.trim();
            for op in [">=", "==", "~="] {
                if let Some(v) = c.strip_prefix(op) {
                    let v = v.trim().trim_end_matches(".*");
                    return Some((name.to_string(), v.to_string()));
                }
            }
        }
    }
    None
}

/// The CUDA major a framework's NVIDIA requirements name ("nvidia-cuda-runtime-cu12" -> 12).
pub fn required_cuda_major(requires: &[String]) -> Option<u64> {
    requires.iter().find_map(|r| {
        let name = r
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .next()?;
        if !name.starts_with("nvidia-cuda-runtime") {
            return None;
        }
        name.rsplit_once("-cu")?.1.parse().ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_requirement_floors_from_metadata_lines() {
        let req = vec![
            "nvidia-cublas-cu12<13.0,>=12.5.3.2; extra == \"and-cuda\"".to_string(),
            "nvidia-cudnn-cu12<10.0,>=9.3.0.75; extra == \"and-cuda\"".to_string(),
            "nvidia-cuda-runtime-cu12<13.0,>=12.5.82; extra == \"and-cuda\"".to_string(),
        ];
        assert_eq!(
            required_min(&req, "nvidia-cudnn-cu"),
            Some(("nvidia-cudnn-cu12".into(), "9.3.0.75".into()))
        );
        assert_eq!(required_cuda_major(&req), Some(12));
        let torch = vec!["nvidia-cudnn-cu13==9.19.0.56; platform_system == \"Linux\"".to_string()];
        assert_eq!(
            required_min(&torch, "nvidia-cudnn-cu"),
            Some(("nvidia-cudnn-cu13".into(), "9.19.0.56".into()))
        );
        assert_eq!(required_cuda_major(&torch), None);
        assert_eq!(required_min(&req, "nvidia-nccl"), None);
    }
}
