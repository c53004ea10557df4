//! Which framework's shared objects are installed in the interpreter's site-packages (the
//! python layer's probe says where those are) and what CUDA wheels the framework's own
//! metadata asks for. Nothing is imported or run here: only files are read.

use crate::matrix::{Matrix, ReleaseLibraries};
use std::path::{Path, PathBuf};

pub use crate::frameworks::Framework;

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
    /// The CUDA the build says it was made for, and where that was read ("12.1", "the
    /// +cu121 local version"): PyTorch's local version or torch/version.py, the CUDA major
    /// of JAX's plug-in directory.
    pub build_cuda: Option<(String, String)>,
    /// Other facts about the build, for the evidence ("jaxlib 0.7.2", "git_version ...").
    pub build_notes: Vec<String>,
}

/// Frameworks with their consumer objects present, in the order of `order`.
pub fn installed(site_packages: &[PathBuf], order: &[Framework]) -> Vec<Installed> {
    let mut out = Vec::new();
    for &fw in order {
        for sp in site_packages {
            let objects: Vec<PathBuf> = fw
                .consumer_objects()
                .iter()
                .map(|rel| sp.join(rel))
                .filter(|p| p.is_file())
                .collect();
            if objects.is_empty() {
                continue;
            }
            let (version, nvidia_requires) = dist_info(sp, fw.dist());
            let mut found = Installed {
                framework: fw,
                site_packages: sp.clone(),
                objects,
                version,
                nvidia_requires,
                build_cuda: None,
                build_notes: Vec::new(),
            };
            read_build(&mut found);
            out.push(found);
            break;
        }
    }
    out
}

/// What the build says about itself: PyTorch's `+cuXXX` local version and torch/version.py
/// (`cuda = '12.4'`, `git_version`); JAX's plug-in directory (`xla_cudaNN`), jaxlib and the
/// plug-in's dist-infos.
fn read_build(fw: &mut Installed) {
    let sp = fw.site_packages.clone();
    match fw.framework {
        Framework::Tensorflow => {}
        Framework::Pytorch => {
            let local = fw
                .version
                .as_deref()
                .and_then(|v| v.split_once('+'))
                .map(|(_, l)| l.to_string());
            let from_local = local.as_deref().and_then(cuda_of_local_tag);
            // Bounded and regular files only: a FIFO or /dev/zero planted here must not hang
            // or fill gpudoc (torch/version.py is a few hundred bytes).
            let text = crate::bounded::read_bounded(&sp.join("torch").join("version.py"), 1 << 16)
                .map(|b| String::from_utf8_lossy(&b.bytes).into_owned())
                .unwrap_or_default();
            let from_file = py_assignment(&text, "cuda");
            if let Some(g) = py_assignment(&text, "git_version") {
                fw.build_notes
                    .push(format!("torch/version.py git_version {g}"));
            }
            if let Some(c) = &from_file {
                fw.build_notes.push(format!("torch/version.py cuda {c}"));
            }
            fw.build_cuda = match (from_local, local, from_file) {
                (Some(c), Some(l), _) => Some((c, format!("the +{l} local version"))),
                (None, _, Some(c)) => Some((c, "torch/version.py".into())),
                _ => None,
            };
        }
        Framework::Jax => {
            let major = fw.objects.first().and_then(|o| {
                let s = o.to_string_lossy();
                let rest = &s[s.find("xla_cuda")? + "xla_cuda".len()..];
                let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
                digits.parse::<u64>().ok()
            });
            if let Some(m) = major {
                fw.build_cuda = Some((
                    m.to_string(),
                    format!("the plug-in directory jax_plugins/xla_cuda{m}"),
                ));
                for dist in [format!("jax_cuda{m}_pjrt"), format!("jax_cuda{m}_plugin")] {
                    if let (Some(v), requires) = dist_info(&sp, &dist) {
                        fw.build_notes.push(format!("{dist} {v}"));
                        fw.nvidia_requires.extend(requires);
                    }
                }
            }
            if let (Some(v), _) = dist_info(&sp, "jaxlib") {
                fw.build_notes.push(format!("jaxlib {v}"));
                if fw.version.is_none() {
                    fw.version = Some(v);
                }
            }
        }
    }
}

/// "cu121" -> "12.1", "cu118" -> "11.8", "cu130" -> "13.0"; `None` for "cpu", "rocm6.0".
fn cuda_of_local_tag(tag: &str) -> Option<String> {
    let digits = tag.strip_prefix("cu")?;
    if digits.len() < 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let (major, minor) = digits.split_at(digits.len() - 1);
    Some(format!("{major}.{minor}"))
}

/// The string a Python file assigns to `name` (`cuda = '12.4'`, `cuda: Optional[str] = '12.4'`).
fn py_assignment(text: &str, name: &str) -> Option<String> {
    text.lines().find_map(|l| {
        let rest = l.trim_start().strip_prefix(name)?;
        if !rest.starts_with([' ', ':', '=']) {
            return None;
        }
        let value = rest.split_once('=')?.1.trim();
        let q = value.chars().next().filter(|c| *c == '\'' || *c == '"')?;
        let inner = &value[1..];
        Some(inner[..inner.find(q)?].to_string())
    })
}

/// The leading dotted number of a version ("2.4.1+cu121" -> "2.4.1", "2.15.0.post1" ->
/// "2.15.0").
pub fn release_number(version: &str) -> String {
    let head = version.split('+').next().unwrap_or(version);
    head.split('.')
        .take_while(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
        .collect::<Vec<_>>()
        .join(".")
}

/// What the installed release loads and checks at load time, from its matrix rows; `Err`
/// with the reason when the matrix does not know the release (gpudoc's default rules apply).
pub fn release_libraries(fw: &Installed, matrix: &Matrix) -> Result<ReleaseLibraries, String> {
    let name = fw.framework.display();
    let Some(version) = fw.version.as_deref() else {
        return Err(format!(
            "{name}'s version is unknown (no {}-*.dist-info)",
            fw.framework.dist()
        ));
    };
    let number = release_number(version);
    let build = fw.build_cuda.as_ref().map(|(c, _)| c.as_str());
    let found = match fw.framework {
        Framework::Tensorflow => matrix.tensorflow_libraries(&number),
        Framework::Pytorch => {
            // Without a local version or version.py, the wheels it requires say the major.
            let cuda = build.map(str::to_string).or_else(|| {
                let major = required_cuda_major(&fw.nvidia_requires, matrix)?;
                let row = matrix.pytorch_release(&number)?;
                let pypi = crate::version::Version::parse(row.pypi_cuda.get_ref())?;
                (pypi.major() != major).then(|| major.to_string())
            });
            matrix.pytorch_libraries(&number, cuda.as_deref())
        }
        Framework::Jax => build
            .and_then(|b| b.parse::<u64>().ok())
            .and_then(|m| matrix.jax_libraries(&number, m)),
    };
    let newest = match fw.framework {
        Framework::Tensorflow => matrix
            .tensorflow
            .last()
            .map(|r| r.version.get_ref().clone()),
        Framework::Pytorch => matrix.pytorch.last().map(|r| r.version.get_ref().clone()),
        Framework::Jax => matrix.jax.last().map(|r| r.version.get_ref().clone()),
    };
    found.ok_or_else(|| {
        let build = fw
            .build_cuda
            .as_ref()
            .map(|(c, from)| format!(" (CUDA {c}, from {from})"))
            .unwrap_or_default();
        format!(
            "{name} {version}{build} is not in the matrix (its newest {} row is {}): gpudoc's default rules apply, with no release floors",
            fw.framework.id(),
            newest.as_deref().unwrap_or("none")
        )
    })
}

/// Version and NVIDIA requirements from `<dist>-<version>.dist-info/METADATA`.
pub fn dist_info(site_packages: &Path, dist: &str) -> (Option<String>, Vec<String>) {
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
        let meta = crate::env::read_bounded(&e.path().join("METADATA"), crate::env::TEXT_CAP)
            .map(|r| String::from_utf8_lossy(&r.bytes).into_owned())
            .unwrap_or_default();
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

/// The CUDA major a framework's NVIDIA requirements name: the `[[cuda_wheels]]` row whose
/// CUDA runtime wheel is required ("nvidia-cuda-runtime-cu12" -> 12, "nvidia-cuda-runtime"
/// -> 13).
pub fn required_cuda_major(requires: &[String], matrix: &Matrix) -> Option<u64> {
    requires.iter().find_map(|r| {
        let name = r
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.'))
            .next()?;
        matrix
            .cuda_wheels
            .iter()
            .find(|w| {
                w.libraries
                    .get("libcudart")
                    .is_some_and(|l| l.package.eq_ignore_ascii_case(name))
            })
            .map(|w| *w.cuda_major.get_ref())
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
        let m = Matrix::builtin().unwrap();
        assert_eq!(required_cuda_major(&req, &m), Some(12));
        let torch = vec!["nvidia-cudnn-cu13==9.19.0.56; platform_system == \"Linux\"".to_string()];
        assert_eq!(
            required_min(&torch, "nvidia-cudnn-cu"),
            Some(("nvidia-cudnn-cu13".into(), "9.19.0.56".into()))
        );
        assert_eq!(required_cuda_major(&torch, &m), None);
        let cu13 = vec!["nvidia-cuda-runtime==13.0.96; platform_system == \"Linux\"".to_string()];
        assert_eq!(required_cuda_major(&cu13, &m), Some(13));
        assert_eq!(required_min(&req, "nvidia-nccl"), None);
    }
}
