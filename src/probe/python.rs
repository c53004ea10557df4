//! Layer 4, `python`: which interpreter the frameworks run in, and its ABI. Finds the
//! interpreter (`--python`, else `python3`/`python` on PATH; under `--root`, PATH inside the
//! root), runs the embedded `python_probe.py` in a child process with a time limit, and
//! reports version, implementation, prefixes (venv, conda, system), pointer size, SOABI and
//! platform tag, glibc, site-packages, installed framework and NVIDIA distributions (from
//! their metadata: nothing is imported here), and the CPU features framework wheels need.
//! Fills `facts.python`.
//!
//! Other layers get the same answer through [`interpreter`], which runs Python once per
//! report and memoises the result in [`Ctx`]; the framework layer uses it for the
//! interpreter path, the libraries layer for site-packages.
//!
//! The probe protocol follows uv's: four ways to fail are kept apart (could not start,
//! non-zero exit, unparsable output, an error the script reports itself), plus the two a
//! child process adds (crashed, timed out). The script speaks the runner's protocol: only
//! its line marked [`ANSWER_MARKER`] is parsed, so sitecustomize noise on stdout cannot
//! break it. Unlike uv we do not pass `-I`: gpudoc must see what the user's `python` sees,
//! PYTHONPATH and user site included.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde::Deserialize;

use super::{Ctx, Layer, Prefetch};
use crate::env::Env;
use crate::facts::{Distribution, Facts, PythonFacts};
use crate::report::{Check, Hint, Reason};
#[cfg(doc)]
use crate::runner::ANSWER_MARKER;
use crate::runner::{ProbeFailure, ProbeResult, run_probe};

pub const LAYER: Layer = Layer {
    id: "python",
    title: "Python interpreter and ABI",
    needs: &[],
    uses: &[],
    checks: CHECKS,
    run,
    prefetch: Some(Prefetch {
        after: &[],
        run: prefetch,
    }),
};

const CHECKS: &[(&str, &str)] = &[
    (
        "python.interpreter",
        "a Python interpreter is found, starts, and answers the probe",
    ),
    (
        "python.abi",
        "64-bit interpreter; SOABI, platform tag and glibc that framework wheels exist for",
    ),
    (
        "python.packages",
        "framework and NVIDIA distributions installed in this interpreter",
    ),
    (
        "python.cpu-features",
        "the CPU has the instructions framework wheels are built with (AVX)",
    ),
];

/// The embedded interpreter probe.
pub const PROBE_SCRIPT: &str = include_str!("python_probe.py");

/// What the interpreter probe learned, plus the path gpudoc ran.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PythonInfo {
    /// The interpreter gpudoc started (as found: may be a venv link or a pyenv shim).
    pub path: PathBuf,
    pub facts: PythonFacts,
    /// `facts.site_packages` with their exact bytes (a directory whose name is not UTF-8
    /// is shown escaped in the facts, but searched here as it is).
    pub site_packages: Vec<PathBuf>,
}

/// Why the interpreter could not be probed. Each variant keeps what the user needs to see.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PythonError {
    #[error("no Python interpreter found (looked for {names})")]
    NotFound {
        names: String,
        searched: Vec<String>,
    },
    #[error("{path} is not executable")]
    NotExecutable { path: String },
    /// Found inside an untrusted `--root`: gpudoc does not run it.
    #[error("{path}: {}", crate::env::NOT_RUN_UNDER_ROOT)]
    NotRun { path: String },
    #[error("{path} could not be started: {error}")]
    Spawn { path: String, error: String },
    #[error("{path} {description}")]
    Crashed {
        path: String,
        description: String,
        stderr_tail: Vec<String>,
    },
    #[error("{path} {description}")]
    TimedOut {
        path: String,
        description: String,
        stderr_tail: Vec<String>,
    },
    #[error("{path} exited with status {code} before answering")]
    Status {
        path: String,
        code: i32,
        stdout_tail: Vec<String>,
        stderr_tail: Vec<String>,
    },
    #[error("{path} printed no answer gpudoc could read")]
    Unparsable {
        path: String,
        stdout_tail: Vec<String>,
        stderr_tail: Vec<String>,
    },
    #[error("the probe failed inside {path}: {kind}: {message}")]
    Reported {
        path: String,
        kind: String,
        message: String,
    },
}

/// The interpreter and its facts, probed once per report: later calls return the memoised
/// answer from `ctx`. This is the one way for any layer to learn about Python.
pub fn interpreter<'c>(ctx: &'c Ctx) -> Result<&'c PythonInfo, PythonError> {
    ctx.python
        .get_or_init(|| observe(ctx.env))
        .as_ref()
        .map_err(Clone::clone)
}

/// Start the interpreter probe early: the libraries and framework layers read it too.
fn prefetch(ctx: &Ctx, _: &Facts) {
    let _ = interpreter(ctx);
}

fn run(ctx: &Ctx, facts: &mut Facts) -> Vec<Check> {
    match interpreter(ctx) {
        Ok(info) => {
            facts.python = Some(info.facts.clone());
            let mut checks = judge(&info.facts);
            // Say which interpreter a version request (`--python 3.11`) chose.
            if let (Some(request), Some(first)) = (&ctx.env.python_request, checks.first_mut()) {
                first.evidence.insert(
                    0,
                    format!("--python {request} resolved to {}", info.path.display()),
                );
            }
            checks
        }
        Err(err) => vec![failure(&err)],
    }
}

/// Find the interpreter, run the probe, read CPU features.
pub fn observe(env: &Env) -> Result<PythonInfo, PythonError> {
    let path = find(env)?;
    // The root's own interpreter is code from the image: run it only when the user named its
    // file (--python PATH; a version request or a bare name names none) or trusts the root.
    // A bare name (`--python python3`) is looked up on the root's PATH: the file it finds is
    // the image's, not one the user pointed at, so it is not run either.
    let named_a_file = env
        .python
        .as_ref()
        .is_some_and(|p| p.as_os_str().as_encoded_bytes().contains(&b'/'));
    if env.untrusted_root() && (!named_a_file || env.python_request.is_some()) {
        return Err(PythonError::NotRun {
            path: path.display().to_string(),
        });
    }
    let mut cmd = Command::new(&path);
    // -B: never write .pyc files into the user's environment.
    cmd.args(["-B", "-c", PROBE_SCRIPT, "interpreter"]);
    let (mut facts, site_packages) =
        parse_answer_paths(&path, run_probe(cmd, env.timeout, env.deadline))?;
    facts.cpu_features = observe_cpu_features(env, &facts.machine);
    Ok(PythonInfo {
        path,
        facts,
        site_packages,
    })
}

/// `--python` (a path as given, a bare name looked up on PATH), else `python3` then
/// `python` on PATH. Under `--root` the PATH directories are looked up inside the root.
pub fn find(env: &Env) -> Result<PathBuf, PythonError> {
    let names: Vec<String> = match &env.python {
        Some(p) if p.components().count() > 1 => return check_executable(p),
        Some(p) => vec![p.display().to_string()],
        None => vec!["python3".into(), "python".into()],
    };
    let dirs: Vec<PathBuf> = env
        .var("PATH")
        .unwrap_or("")
        .split(':')
        .filter(|d| d.starts_with('/'))
        .map(|d| env.path(d))
        .collect();
    let joined = std::env::join_paths(&dirs).unwrap_or_default();
    for name in &names {
        if let Ok(found) = which::which_in(name, Some(&joined), &env.root) {
            return Ok(found);
        }
    }
    // which skips files without the execute bit; name such a file rather than "not found".
    for name in &names {
        for dir in &dirs {
            let candidate = dir.join(name);
            if candidate.is_file() {
                return check_executable(&candidate);
            }
        }
    }
    Err(PythonError::NotFound {
        names: names.join(", "),
        searched: dirs.iter().map(|d| d.display().to_string()).collect(),
    })
}

fn check_executable(path: &Path) -> Result<PathBuf, PythonError> {
    let shown = path.display().to_string();
    match std::fs::metadata(path) {
        Err(_) => Err(PythonError::NotFound {
            names: shown,
            searched: Vec::new(),
        }),
        Ok(m) if m.is_dir() || m.permissions().mode() & 0o111 == 0 => {
            Err(PythonError::NotExecutable { path: shown })
        }
        Ok(_) => Ok(path.to_path_buf()),
    }
}

/// The probe's answer line, as the script writes it.
#[derive(Debug, Deserialize)]
#[serde(tag = "result", rename_all = "lowercase")]
pub enum Answer {
    Success(Box<RawFacts>),
    Error { kind: String, message: String },
}

#[derive(Debug, Deserialize)]
pub struct RawFacts {
    version: String,
    implementation: String,
    executable: String,
    prefix: String,
    base_prefix: String,
    conda_prefix: Option<String>,
    pointer_bits: u32,
    soabi: Option<String>,
    platform_tag: String,
    #[serde(default)]
    machine: String,
    glibc: Option<String>,
    #[serde(default)]
    site_packages: Vec<String>,
    /// The same directories' bytes, hex-encoded (older probes did not send it).
    #[serde(default)]
    site_packages_hex: Vec<String>,
    #[serde(default)]
    frameworks: Vec<Distribution>,
    #[serde(default)]
    nvidia_packages: Vec<Distribution>,
    #[serde(default)]
    modules: std::collections::BTreeMap<String, Option<String>>,
}

/// Turn the child's answer, or the runner's reason for none, into facts or a
/// [`PythonError`].
#[cfg(test)]
pub fn parse_answer(path: &Path, result: ProbeResult<Answer>) -> Result<PythonFacts, PythonError> {
    parse_answer_paths(path, result).map(|(facts, _)| facts)
}

/// The facts, plus the site-packages directories with their exact bytes.
fn parse_answer_paths(
    path: &Path,
    result: ProbeResult<Answer>,
) -> Result<(PythonFacts, Vec<PathBuf>), PythonError> {
    let path = path.display().to_string();
    let unanswered = match result {
        Ok(probed) => {
            return match probed.answer {
                Answer::Error { kind, message } => Err(PythonError::Reported {
                    path,
                    kind,
                    message,
                }),
                Answer::Success(raw) => {
                    let dirs = exact_paths(&raw.site_packages, &raw.site_packages_hex);
                    Ok((to_facts(*raw), dirs))
                }
            };
        }
        Err(unanswered) => unanswered,
    };
    let description = unanswered.describe();
    let out = &unanswered.output;
    Err(match unanswered.failure {
        ProbeFailure::SpawnFailed { error } => PythonError::Spawn { path, error },
        ProbeFailure::Timeout { .. } | ProbeFailure::NotRun { .. } => PythonError::TimedOut {
            path,
            description,
            stderr_tail: out.stderr_tail(8),
        },
        ProbeFailure::Crash { .. } => PythonError::Crashed {
            path,
            description,
            stderr_tail: out.stderr_tail(8),
        },
        ProbeFailure::ExitedWithoutAnswer { code } if code != 0 => PythonError::Status {
            path,
            code,
            stdout_tail: out.stdout_tail(4),
            stderr_tail: out.stderr_tail(8),
        },
        ProbeFailure::ExitedWithoutAnswer { .. } | ProbeFailure::Garbled { .. } => {
            PythonError::Unparsable {
                path,
                stdout_tail: out.stdout_tail(4),
                stderr_tail: out.stderr_tail(8),
            }
        }
    })
}

/// The directories as bytes from their hex form, else (an older answer, or one that does not
/// decode) as the text shown.
fn exact_paths(shown: &[String], hex: &[String]) -> Vec<PathBuf> {
    use std::os::unix::ffi::OsStringExt;
    let decode = |h: &str| -> Option<PathBuf> {
        let bytes: Option<Vec<u8>> = (0..h.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(h.get(i..i + 2)?, 16).ok())
            .collect();
        Some(PathBuf::from(std::ffi::OsString::from_vec(bytes?)))
    };
    match hex.iter().map(|h| decode(h)).collect::<Option<Vec<_>>>() {
        Some(dirs) if dirs.len() == shown.len() => dirs,
        _ => shown.iter().map(PathBuf::from).collect(),
    }
}

fn to_facts(raw: RawFacts) -> PythonFacts {
    let environment = if raw.prefix != raw.base_prefix {
        "venv"
    } else if raw.conda_prefix.as_deref() == Some(raw.prefix.as_str())
        || Path::new(&raw.prefix).join("conda-meta").is_dir()
    {
        "conda"
    } else {
        "system"
    };
    PythonFacts {
        version: raw.version,
        implementation: raw.implementation,
        executable: raw.executable,
        prefix: raw.prefix,
        base_prefix: raw.base_prefix,
        environment: environment.into(),
        conda_prefix: raw.conda_prefix,
        pointer_bits: raw.pointer_bits,
        soabi: raw.soabi,
        platform_tag: raw.platform_tag,
        machine: raw.machine,
        glibc: raw.glibc,
        site_packages: raw.site_packages,
        frameworks: raw.frameworks,
        nvidia_packages: raw.nvidia_packages,
        modules: raw.modules,
        cpu_features: None,
    }
}

/// The x86 features framework wheels are compiled for, from /proc/cpuinfo (under --root).
fn observe_cpu_features(env: &Env, machine: &str) -> Option<Vec<String>> {
    if !is_x86(machine) {
        return None;
    }
    let text = env.read_text("/proc/cpuinfo").ok()?;
    Some(parse_cpu_flags(&text))
}

fn is_x86(machine: &str) -> bool {
    matches!(
        machine.to_ascii_lowercase().as_str(),
        "x86_64" | "amd64" | "i386" | "i686"
    )
}

/// The features of interest among the first `flags` line of /proc/cpuinfo.
pub fn parse_cpu_flags(cpuinfo: &str) -> Vec<String> {
    const WANTED: &[&str] = &["sse4_2", "avx", "avx2", "fma", "avx512f"];
    let flags: Vec<&str> = cpuinfo
        .lines()
        .find(|l| l.starts_with("flags"))
        .and_then(|l| l.split_once(':'))
        .map(|(_, v)| v.split_whitespace().collect())
        .unwrap_or_default();
    WANTED
        .iter()
        .filter(|w| flags.contains(w))
        .map(|w| w.to_string())
        .collect()
}

/// Judge an interpreter that answered.
pub fn judge(f: &PythonFacts) -> Vec<Check> {
    let mut out = Vec::new();
    let env_word = match f.environment.as_str() {
        "venv" => "virtual environment",
        "conda" => "conda environment",
        _ => "system interpreter",
    };
    out.push(
        Check::pass(
            "python.interpreter",
            format!(
                "Python {} ({}, {}) at {}",
                f.version, f.implementation, env_word, f.executable
            ),
        )
        .evidence(format!("prefix: {}", f.prefix))
        .evidence(format!("base prefix: {}", f.base_prefix))
        .evidence_all(f.conda_prefix.iter().map(|c| format!("CONDA_PREFIX: {c}"))),
    );
    let abi_evidence = [
        format!("SOABI: {}", f.soabi.as_deref().unwrap_or("unknown")),
        format!("platform: {} ({})", f.platform_tag, f.machine),
        format!("glibc: {}", f.glibc.as_deref().unwrap_or("not glibc")),
    ];
    let abi = if f.pointer_bits != 64 {
        Check::fail(
            "python.abi",
            format!(
                "{}-bit interpreter; TensorFlow, PyTorch and JAX publish 64-bit wheels only",
                f.pointer_bits
            ),
        )
        .hint(Hint::new(
            "Install a 64-bit Python and create the environment with it",
            &["python3 -m venv ~/venv-gpu   # with a 64-bit python3"],
        ))
    } else {
        Check::pass(
            "python.abi",
            format!("64-bit {} on {}", f.implementation, f.platform_tag),
        )
    };
    out.push(abi.evidence_all(abi_evidence));
    out.push(packages_check(f));
    if let Some(c) = cpu_check(f) {
        out.push(c);
    }
    out
}

fn packages_check(f: &PythonFacts) -> Check {
    let evidence = f
        .frameworks
        .iter()
        .chain(&f.nvidia_packages)
        .map(|d| format!("{} {}", d.name, d.version))
        .chain(
            f.site_packages
                .iter()
                .map(|s| format!("site-packages: {s}")),
        );
    let tf_variants: Vec<&str> = f
        .frameworks
        .iter()
        .map(|d| d.name.as_str())
        .filter(|n| {
            matches!(
                *n,
                "tensorflow" | "tensorflow-cpu" | "tensorflow-gpu" | "tf-nightly"
            )
        })
        .collect();
    if tf_variants.len() > 1 {
        // They install the same `tensorflow` package directory: whichever came last wins.
        let cmd = format!("pip uninstall -y {}", tf_variants.join(" "));
        return Check::warn(
            "python.packages",
            format!(
                "{} are installed together and overwrite each other's files",
                tf_variants.join(" and ")
            ),
        )
        .evidence_all(evidence)
        .hint(Hint::new(
            "Uninstall all TensorFlow variants, then install the one you want",
            &[cmd.as_str(), "pip install 'tensorflow[and-cuda]'"],
        ));
    }
    Check::pass(
        "python.packages",
        format!(
            "{} framework distribution(s), {} NVIDIA package(s)",
            f.frameworks.len(),
            f.nvidia_packages.len()
        ),
    )
    .evidence_all(evidence)
}

fn cpu_check(f: &PythonFacts) -> Option<Check> {
    let features = f.cpu_features.as_ref()?;
    let shown = format!("CPU features: {}", features.join(" "));
    if features.iter().any(|x| x == "avx") {
        return Some(Check::pass("python.cpu-features", "the CPU supports AVX").evidence(shown));
    }
    let tf = f
        .frameworks
        .iter()
        .any(|d| d.name.starts_with("tensorflow"));
    let summary = "the CPU has no AVX: official TensorFlow wheels are built with AVX and die with \"Illegal instruction\" on import";
    let check = if tf {
        Check::fail("python.cpu-features", summary)
    } else {
        Check::warn("python.cpu-features", summary)
    };
    Some(
        check
            .evidence(shown)
            .hint(Hint::new(
                "Use a machine (or VM CPU model) with AVX, or a TensorFlow built from source without it; in a VM, pass the host CPU through",
                &["grep -o -w avx /proc/cpuinfo | head -1", "virsh edit \"${VM:?set VM to the name of the VM}\"   # then set <cpu mode='host-passthrough'/>"],
            ))
            .explain("cpu-illegal-instruction"),
    )
}

/// Recreate a virtual environment in place (its packages must then be installed again).
const RECREATE_VENV: &str =
    "python3 -m venv --clear \"${VENV:?set VENV to the environment directory}\"";

/// The failed check for an interpreter that could not be probed.
pub fn failure(err: &PythonError) -> Check {
    let install = Hint::new(
        "Install Python 3 or name the interpreter with --python",
        &[
            crate::fix::INSTALL_PYTHON,
            "gpudoc check --python \"${VENV:?set VENV to the environment directory}/bin/python\"",
        ],
    );
    let c = Check::fail("python.interpreter", err.to_string());
    match err {
        PythonError::NotRun { .. } => Check::skip("python.interpreter", err.to_string()).hint(
            Hint::new(
                "Name the interpreter to run with --python, or trust the root",
                &["gpudoc check --trust-root"],
            ),
        ),
        PythonError::NotFound { searched, .. } => c
            .evidence_all(searched.iter().map(|s| format!("{}{s}", crate::report::SEARCHED)))
            .hint(install),
        PythonError::NotExecutable { path } => {
            let chmod = format!("chmod +x {}", crate::fix::quote(path));
            c.hint(Hint::new(
                "Make the file executable, or point --python at a working interpreter",
                &[chmod.as_str(), "gpudoc check --python \"${VENV:?set VENV to the environment directory}/bin/python\""],
            ))
        }
        PythonError::Spawn { path, .. } => c.reason(Some(Reason::Crash)).hint(Hint::new(
            "The file exists but the system cannot run it (wrong architecture, missing loader, or a broken venv whose base Python was removed); recreate the environment",
            &[format!("file \"$(readlink -f {})\"", crate::fix::quote(path)).as_str(), RECREATE_VENV],
        )),
        PythonError::Crashed { stderr_tail, .. } => c
            .reason(Some(Reason::Crash))
            .evidence_all(stderr_tail.iter().cloned())
            .hint(Hint::new(
                "The interpreter crashed on start-up; a broken sitecustomize or .pth file, or a damaged installation, are the usual causes",
                &["python3 -X faulthandler -c 'print(1)'", "python3 -S -c 'print(1)'   # without site: if this works, a .pth or sitecustomize is to blame"],
            )),
        PythonError::TimedOut { stderr_tail, .. } => c
            .reason(Some(Reason::Timeout))
            .evidence_all(stderr_tail.iter().cloned())
            .hint(Hint::new(
                "The interpreter did not answer in time; a sitecustomize or .pth hook that blocks, or a hung network file system, are the usual causes",
                &["python3 -S -c 'print(1)'", "gpudoc check --timeout 120"],
            )),
        PythonError::Status {
            stdout_tail,
            stderr_tail,
            ..
        }
        | PythonError::Unparsable {
            stdout_tail,
            stderr_tail,
            ..
        } => c
            .reason(Some(Reason::Crash))
            .evidence_all(stdout_tail.iter().map(|l| format!("stdout: {l}")))
            .evidence_all(stderr_tail.iter().map(|l| format!("stderr: {l}")))
            .hint(Hint::new(
                "This does not behave like a Python 3 interpreter; check what --python (or python3 on PATH) points at",
                &["python3 -c 'import sys; print(sys.version)'", "gpudoc check --python \"${VENV:?set VENV to the environment directory}/bin/python\""],
            )),
        PythonError::Reported { .. } => c.hint(Hint::new(
            "The interpreter runs but its standard library is damaged; recreate the environment",
            &[RECREATE_VENV],
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner::{ANSWER_MARKER as PROBE_MARKER, Captured, Ending, classify};
    use std::time::Duration;

    fn result(ending: Ending, stdout: &str, stderr: &str) -> ProbeResult<Answer> {
        classify(
            ending,
            Captured {
                stdout: stdout.into(),
                stderr: stderr.into(),
                elapsed: Duration::from_millis(5),
                answer: None,
            },
        )
    }

    const GOOD: &str = r#"{"result": "success", "version": "3.12.3", "implementation": "cpython", "executable": "/opt/torch/.venv/bin/python3", "prefix": "/opt/torch/.venv", "base_prefix": "/usr", "conda_prefix": null, "pointer_bits": 64, "soabi": "cpython-312-x86_64-linux-gnu", "platform_tag": "linux-x86_64", "machine": "x86_64", "glibc": "2.39", "site_packages": ["/opt/torch/.venv/lib/python3.12/site-packages"], "frameworks": [{"name": "torch", "version": "2.11.0+cu130", "location": "/x"}], "nvidia_packages": [], "modules": {"torch": "/x/torch", "tensorflow": null}}"#;

    #[test]
    fn only_the_marked_line_is_parsed_despite_noise() {
        let out = format!("hello from sitecustomize\n{{\"result\": 1}}\n{PROBE_MARKER}{GOOD}\n");
        let f = parse_answer(Path::new("py"), result(Ending::Exited(0), &out, "")).unwrap();
        assert_eq!(f.version, "3.12.3");
        assert_eq!(f.environment, "venv");
        assert_eq!(f.modules["torch"].as_deref(), Some("/x/torch"));
        assert_eq!(f.modules["tensorflow"], None);
    }

    #[test]
    fn each_failure_kind_is_distinct() {
        let p = Path::new("py");
        let r = |o, out: &str| parse_answer(p, result(o, out, "boom"));
        assert!(matches!(
            r(Ending::SpawnFailed("ENOENT".into()), ""),
            Err(PythonError::Spawn { .. })
        ));
        assert!(matches!(
            r(Ending::TimedOut(Duration::from_secs(5)), ""),
            Err(PythonError::TimedOut { .. })
        ));
        assert!(matches!(
            r(Ending::Signaled(11), ""),
            Err(PythonError::Crashed { .. })
        ));
        assert!(matches!(
            r(Ending::Exited(2), ""),
            Err(PythonError::Status { code: 2, .. })
        ));
        assert!(matches!(
            r(Ending::Exited(0), "not json at all"),
            Err(PythonError::Unparsable { .. })
        ));
        let bad_json = format!("{PROBE_MARKER}{{not json");
        assert!(matches!(
            r(Ending::Exited(0), &bad_json),
            Err(PythonError::Unparsable { .. })
        ));
        let reported =
            format!(r#"{PROBE_MARKER}{{"result": "error", "kind": "OSError", "message": "x"}}"#);
        assert!(matches!(
            r(Ending::Exited(0), &reported),
            Err(PythonError::Reported { .. })
        ));
    }

    #[test]
    fn both_python_probes_print_the_runners_marker() {
        let line = format!("MARKER = \"{PROBE_MARKER}\"");
        for script in [PROBE_SCRIPT, crate::probe::framework::PROBE_SCRIPT] {
            assert!(script.contains(&line), "{line} missing from a Python probe");
        }
    }

    #[test]
    fn cpu_flags_are_read_from_the_first_flags_line() {
        let text = "processor: 0\nflags\t\t: fpu sse4_2 avx fma\nflags: avx2\n";
        assert_eq!(parse_cpu_flags(text), ["sse4_2", "avx", "fma"]);
        assert!(parse_cpu_flags("processor: 0\n").is_empty());
    }

    fn facts() -> PythonFacts {
        let out = format!("{PROBE_MARKER}{GOOD}");
        parse_answer(Path::new("py"), result(Ending::Exited(0), &out, "")).unwrap()
    }

    #[test]
    fn no_avx_fails_only_when_tensorflow_is_installed() {
        let mut f = facts();
        f.cpu_features = Some(vec!["sse4_2".into()]);
        let status = |f: &PythonFacts| {
            judge(f)
                .into_iter()
                .find(|c| c.id == "python.cpu-features")
                .unwrap()
                .status
        };
        assert_eq!(status(&f), crate::report::Status::Warn);
        f.frameworks.push(Distribution {
            name: "tensorflow".into(),
            version: "2.15.0".into(),
            location: None,
        });
        assert_eq!(status(&f), crate::report::Status::Fail);
        f.cpu_features = Some(vec!["avx".into(), "avx2".into()]);
        assert_eq!(status(&f), crate::report::Status::Pass);
    }

    #[test]
    fn thirty_two_bit_interpreters_fail_and_tf_variants_together_warn() {
        let mut f = facts();
        f.pointer_bits = 32;
        for name in ["tensorflow", "tensorflow-cpu"] {
            f.frameworks.push(Distribution {
                name: name.into(),
                version: "2.15.0".into(),
                location: None,
            });
        }
        let checks = judge(&f);
        let by_id = |id: &str| checks.iter().find(|c| c.id == id).unwrap();
        assert_eq!(by_id("python.abi").status, crate::report::Status::Fail);
        let pk = by_id("python.packages");
        assert_eq!(pk.status, crate::report::Status::Warn);
        assert!(pk.summary.contains("tensorflow and tensorflow-cpu"));
    }
}
