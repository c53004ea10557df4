//! Layer 5, `framework`: the framework's build and how it fits this machine. For each
//! framework `--framework` selects (auto: every one the interpreter can import, TensorFlow
//! first so that its verdict leads), runs the embedded `framework_probe.py` in a child
//! process with its own, longer time limit: the child imports the framework once, reads the
//! build (TensorFlow's `get_build_info`, PyTorch's `torch.version.cuda` and arch list, JAX
//! and its CUDA plugin), enumerates the GPUs (layer 6's data, so nothing is imported twice)
//! and lists the CUDA libraries mapped into it. Fills `facts.tensorflow`, `facts.pytorch`
//! and `facts.jax`.
//!
//! Judged here: import failures (raised, crashed, hung), a CPU-only build on a machine with
//! an NVIDIA GPU, a build for a CUDA newer than the driver runs, GPUs whose compute
//! capability the build cannot run (neither machine code for the major nor PTX old enough to
//! JIT), the framework's own log lines, and mapped libraries that disagree with the
//! libraries layer's prediction. Version numbers come from the build and the matrix, never
//! from code.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde::Deserialize;

use super::framework_log::classify_log;
use super::{Ctx, Layer, Prefetch, python};
use crate::facts::{Facts, FrameworkFacts, FrameworkGpu, LogFinding, PythonFacts};
pub use crate::frameworks::{Framework, FrameworkSelection};
use crate::matrix::Matrix;
use crate::report::{Check, Hint, Reason};
use crate::runner::{Captured, ProbeResult, Probed, RunDeadline, run_concurrently, run_probe};
use crate::version::{Version, cudnn_int_to_string};

pub const LAYER: Layer = Layer {
    id: "framework",
    title: "Framework build (TensorFlow, PyTorch, JAX)",
    needs: &["python"],
    uses: &["driver", "libraries"],
    checks: CHECKS,
    run,
    prefetch: Some(Prefetch {
        after: &["driver"],
        run: prefetch,
    }),
};

const CHECKS: &[(&str, &str)] = &[
    (
        "framework.installed",
        "at least one of TensorFlow, PyTorch, JAX is installed (auto mode)",
    ),
    (
        "framework.tensorflow-import",
        "TensorFlow imports without error, crash or hang",
    ),
    (
        "framework.tensorflow-build",
        "TensorFlow is a CUDA build where there is an NVIDIA GPU",
    ),
    (
        "framework.tensorflow-python",
        "the interpreter's Python is in the range TensorFlow's release was built for",
    ),
    (
        "framework.tensorflow-cuda-driver",
        "the driver runs the CUDA TensorFlow was built for",
    ),
    (
        "framework.tensorflow-compute-capability",
        "every GPU's compute capability is in TensorFlow's build or reachable by PTX JIT",
    ),
    (
        "framework.tensorflow-log",
        "TensorFlow's own log: problems, and noise labelled harmless",
    ),
    (
        "framework.tensorflow-libraries",
        "CUDA libraries TensorFlow mapped agree with the libraries layer",
    ),
    (
        "framework.pytorch-import",
        "PyTorch imports without error, crash or hang",
    ),
    (
        "framework.pytorch-build",
        "PyTorch is a CUDA build where there is an NVIDIA GPU",
    ),
    (
        "framework.pytorch-python",
        "the interpreter's Python is in the range PyTorch's release was built for",
    ),
    (
        "framework.pytorch-cuda-driver",
        "the driver runs the CUDA PyTorch was built for",
    ),
    (
        "framework.pytorch-compute-capability",
        "every GPU's compute capability is in PyTorch's arch list or reachable by PTX JIT",
    ),
    (
        "framework.pytorch-log",
        "PyTorch's log: problems, and noise labelled harmless",
    ),
    (
        "framework.pytorch-libraries",
        "CUDA libraries PyTorch mapped agree with the libraries layer",
    ),
    (
        "framework.jax-import",
        "JAX imports without error, crash or hang",
    ),
    (
        "framework.jax-build",
        "JAX has a CUDA plugin where there is an NVIDIA GPU",
    ),
    (
        "framework.jax-python",
        "the interpreter's Python is in the range JAX's release was built for",
    ),
    (
        "framework.jax-cuda-driver",
        "the driver runs the CUDA the JAX plugin was built for",
    ),
    (
        "framework.jax-compute-capability",
        "every GPU's compute capability is supported by JAX",
    ),
    (
        "framework.jax-log",
        "JAX's log: problems, and noise labelled harmless",
    ),
    (
        "framework.jax-libraries",
        "CUDA libraries JAX mapped agree with the libraries layer",
    ),
];

/// The embedded framework probe; it prints the runner's answer line.
pub const PROBE_SCRIPT: &str = include_str!("framework_probe.py");
/// The least time a framework child gets, whatever `--timeout` says: importing TensorFlow
/// takes seconds even on a fast disk, and initialising CUDA adds more. Raising the user's
/// value is said in the import check's evidence ([`import_timeout`]).
pub const MIN_IMPORT_TIMEOUT: Duration = Duration::from_secs(8);
/// A framework child's deadline when the user gave no `--timeout`: a cold import of
/// TensorFlow from a slow or network disk takes a minute.
pub const DEFAULT_IMPORT_TIMEOUT: Duration = Duration::from_secs(120);

/// The deadline of `fw`'s import child for a `--timeout` of `asked` (`None`: not given), and,
/// when gpudoc raised the user's value, the evidence line that says so: `--timeout` means
/// one thing everywhere (each probe's deadline), and gpudoc never changes it silently.
pub fn import_timeout(asked: Option<Duration>, fw: Framework) -> (Duration, Option<String>) {
    let Some(asked) = asked else {
        return (DEFAULT_IMPORT_TIMEOUT, None);
    };
    if asked >= MIN_IMPORT_TIMEOUT {
        return (asked, None);
    }
    let note = format!(
        "timeout raised from {} s to {} s: importing {} takes longer",
        seconds(asked),
        seconds(MIN_IMPORT_TIMEOUT),
        fw.display()
    );
    (MIN_IMPORT_TIMEOUT, Some(note))
}

/// The user's `--timeout`, if they gave one.
fn asked_timeout(ctx: &Ctx) -> Option<Duration> {
    ctx.env.timeout_given.then_some(ctx.env.timeout)
}

/// Seconds as the user typed them: `2`, `0.5`.
fn seconds(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s.fract() == 0.0 {
        format!("{}", d.as_secs())
    } else {
        format!("{s}")
    }
}

/// `framework.<id>-<kind>`, the check ids of one framework.
fn check_id(fw: Framework, kind: &str) -> String {
    format!("framework.{}-{kind}", fw.id())
}

/// What a child saw: its answer (or why there was none), its classified log, and the tail
/// of its stderr.
#[derive(Clone, Debug)]
pub struct ProbeRun {
    pub framework: Framework,
    pub result: ProbeResult<Answer>,
    pub log: Vec<LogFinding>,
    pub stderr_tail: Vec<String>,
}

/// The probe's success answer, as the script writes it.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct RawAnswer {
    pub version: Option<String>,
    #[serde(default)]
    pub build_info: Option<serde_json::Map<String, serde_json::Value>>,
    pub build_error: Option<String>,
    pub cuda_version: Option<String>,
    pub is_cuda_build: Option<bool>,
    pub cudnn_int: Option<i64>,
    pub arch_list: Option<Vec<String>>,
    pub jaxlib_version: Option<String>,
    pub cuda_plugin: Option<String>,
    pub gpus: Option<Vec<RawGpu>>,
    pub device_error: Option<String>,
    pub mapped_libraries: Option<Vec<String>>,
}

/// A GPU as the probe reports it.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct RawGpu {
    pub name: Option<String>,
    pub device_name: Option<String>,
    pub compute_capability: Option<String>,
    pub memory_total_mib: Option<u64>,
}

/// The probe's answer line, as the script writes it: what the import reported, or the
/// error the script caught.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "result", rename_all = "lowercase")]
pub enum Answer {
    Success(Box<RawAnswer>),
    Error {
        kind: ErrorKind,
        message: String,
        #[serde(default)]
        traceback: Vec<String>,
    },
}

/// Which error the script caught (snake_case on the wire).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// `ModuleNotFoundError` for the framework itself.
    NotInstalled,
    /// The import raised.
    ImportError,
    /// The probe script itself failed.
    #[serde(other)]
    ProbeError,
}

fn run(ctx: &Ctx, facts: &mut Facts) -> Vec<Check> {
    let info = match python::interpreter(ctx) {
        Ok(info) => info,
        Err(e) => {
            return vec![Check::skip(
                "framework.installed",
                format!("skipped: no interpreter ({e})"),
            )];
        }
    };
    let chosen = select(ctx.framework, &info.facts);
    if chosen.is_empty() {
        return vec![none_installed(facts, ctx.matrix)];
    }
    let mut out = Vec::new();
    let predicted = predicted_libraries(facts);
    for run in observations(ctx, facts) {
        let fw = run.framework;
        let real = real_paths(run, predicted.as_deref());
        let seen = Seen {
            predicted: predicted.as_deref(),
            real_paths: &real,
        };
        let (mut checks, fw_facts) = judge(run, facts, ctx.matrix, &seen);
        if let (_, Some(note)) = import_timeout(asked_timeout(ctx), fw) {
            let import_id = check_id(fw, "import");
            for check in checks.iter_mut().filter(|c| c.id == import_id) {
                check.evidence.push(note.clone());
            }
        }
        out.extend(checks);
        *facts.framework_mut(fw) = fw_facts;
    }
    out
}

/// Start the framework imports as soon as the interpreter and the driver's answer are
/// known: they read no other layer's facts, and they are the slowest part of a check.
fn prefetch(ctx: &Ctx, facts: &Facts) {
    let _ = observations(ctx, facts);
}

/// Every chosen framework's import child, run at most once per report, in [`select`]'s
/// order. The imports are independent: all at once, so a hang costs one time limit, not one
/// per framework. Empty when there is no interpreter. `facts` needs only the driver's.
pub fn observations<'c>(ctx: &'c Ctx, facts: &Facts) -> &'c [ProbeRun] {
    ctx.framework_runs.get_or_init(|| {
        let Ok(info) = python::interpreter(ctx) else {
            return Vec::new();
        };
        let chosen = select(ctx.framework, &info.facts);
        let at_once = concurrency(facts, chosen.len());
        // JAX grabs 75% of GPU memory on first use; beside another framework's child that
        // could starve it into a false out-of-memory. The probe needs no pool (unless the
        // user set one).
        let jax_env: &[(&str, &str)] = match ctx.env.var(JAX_PREALLOCATE) {
            None if at_once > 1 => &[(JAX_PREALLOCATE, "false")],
            _ => &[],
        };
        run_concurrently(chosen, at_once, |fw| {
            let env = if fw == Framework::Jax { jax_env } else { &[] };
            let (timeout, _) = import_timeout(asked_timeout(ctx), fw);
            observe(&info.path, fw, timeout, ctx.env.deadline, ctx.matrix, env)
        })
    })
}

/// JAX's switch for its up-front GPU memory pool.
const JAX_PREALLOCATE: &str = "XLA_PYTHON_CLIENT_PREALLOCATE";

/// How many framework children run at once: all of them, unless a GPU's compute mode lets
/// only one process at a time use it (concurrent children would then fail each other).
fn concurrency(facts: &Facts, chosen: usize) -> usize {
    let exclusive = facts.gpus.iter().any(|g| {
        matches!(
            g.compute_mode.as_deref(),
            Some("exclusive_process" | "exclusive_thread")
        )
    });
    if exclusive { 1 } else { chosen }
}

/// The frameworks to probe: the one named, or (auto) each one the interpreter can import.
pub fn select(choice: FrameworkSelection, py: &PythonFacts) -> Vec<Framework> {
    match choice {
        Some(fw) => vec![fw],
        None => Framework::ALL
            .into_iter()
            .filter(|fw| py.modules.get(fw.module()).is_some_and(|m| m.is_some()))
            .collect(),
    }
}

/// Import `fw` in a child of `python`, with `env` added to its environment, and classify
/// how it went. For JAX the script gets the matrix's CUDA plug-in distributions (newest
/// CUDA major first) to look for. It gets `timeout`, and no more than `deadline` (the whole
/// run's) leaves.
pub fn observe(
    python: &Path,
    fw: Framework,
    timeout: Duration,
    deadline: Option<RunDeadline>,
    matrix: &Matrix,
    env: &[(&str, &str)],
) -> ProbeRun {
    let mut cmd = Command::new(python);
    cmd.envs(env.iter().copied());
    // -B: never write .pyc files into the user's environment. No -I: the framework must be
    // imported exactly as the user's own scripts import it (PYTHONPATH, user site).
    cmd.args(["-B", "-c", PROBE_SCRIPT, "framework", fw.id()]);
    if fw == Framework::Jax {
        let mut plugins: Vec<_> = matrix.jax_plugins.iter().collect();
        plugins.sort_by_key(|p| std::cmp::Reverse(*p.cuda_major.get_ref()));
        cmd.args(plugins.iter().map(|p| p.package.as_str()));
    }
    interpret(fw, run_probe(cmd, timeout, deadline))
}

/// Read the framework's log from the child's stderr, whatever the ending.
pub fn interpret(fw: Framework, result: ProbeResult<Answer>) -> ProbeRun {
    let output: &Captured = match &result {
        Ok(probed) => &probed.output,
        Err(unanswered) => &unanswered.output,
    };
    ProbeRun {
        framework: fw,
        log: classify_log(&output.stderr),
        stderr_tail: output.stderr_tail(10),
        result,
    }
}

/// The libraries layer's prediction (`facts.libraries`), read through the JSON contract so
/// that this layer does not depend on that layer's Rust types.
fn predicted_libraries(facts: &Facts) -> Option<Vec<Predicted>> {
    let value = serde_json::to_value(facts).ok()?;
    let list = value.get("libraries")?.as_array()?;
    Some(
        list.iter()
            .filter_map(|e| {
                Some(Predicted {
                    soname: e.get("soname")?.as_str()?.to_string(),
                    winner: e
                        .get("winner")
                        .and_then(|w| w.get("path"))
                        .and_then(|p| p.as_str())
                        .map(str::to_string),
                })
            })
            .collect(),
    )
}

/// One library the libraries layer predicted: its soname and the file it said wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Predicted {
    pub soname: String,
    pub winner: Option<String>,
}

/// What the layer observed besides the child's run, for comparing mapped libraries with the
/// libraries layer's prediction.
#[derive(Clone, Copy, Debug)]
pub struct Seen<'a> {
    /// The libraries layer's prediction, when it ran.
    pub predicted: Option<&'a [Predicted]>,
    /// Each mapped or predicted path with symlinks resolved, where it resolves.
    pub real_paths: &'a RealPaths,
}

/// Path -> the same path with symlinks resolved.
pub type RealPaths = std::collections::BTreeMap<String, String>;

/// Resolve the mapped and predicted paths (the only file-system reads the comparison needs).
pub fn real_paths(run: &ProbeRun, predicted: Option<&[Predicted]>) -> RealPaths {
    let mapped = match &run.result {
        Ok(Probed {
            answer: Answer::Success(a),
            ..
        }) => a.mapped_libraries.as_deref().unwrap_or_default(),
        _ => &[],
    };
    let winners = predicted
        .unwrap_or_default()
        .iter()
        .filter_map(|p| p.winner.as_ref());
    mapped
        .iter()
        .chain(winners)
        .filter_map(|p| {
            let real = std::fs::canonicalize(p).ok()?;
            Some((p.clone(), real.display().to_string()))
        })
        .collect()
}

/// Judge one framework's run against earlier facts; returns its checks and its facts. Pure:
/// it reads nothing but its arguments.
pub fn judge(
    run: &ProbeRun,
    facts: &Facts,
    matrix: &Matrix,
    seen: &Seen,
) -> (Vec<Check>, Option<FrameworkFacts>) {
    let fw = run.framework;
    let name = fw.display();
    let import_id = check_id(fw, "import");
    let answer = match &run.result {
        Ok(probed) => &probed.answer,
        Err(unanswered) => {
            let reason = unanswered.reason();
            let (summary, hint) = broken_summary(fw, reason, &unanswered.describe(), facts);
            let check = Check::fail(&import_id, summary)
                .reason(Some(reason))
                .evidence_all(run.stderr_tail.iter().map(|l| format!("stderr: {l}")))
                .hint(hint);
            return (vec![check], None);
        }
    };
    let answer = match answer {
        Answer::Success(a) => a,
        Answer::Error {
            kind: ErrorKind::NotInstalled,
            ..
        } => {
            let cmd = install_command(fw, facts, matrix);
            let check = Check::fail(
                &import_id,
                format!("{name} is not installed in this interpreter"),
            )
            .evidence_all(interpreter_evidence(facts))
            .hint(Hint::new(
                format!("Install {name} into this interpreter"),
                &[cmd.as_str()],
            ))
            .explain("framework-not-installed");
            return (vec![check], None);
        }
        Answer::Error {
            kind: ErrorKind::ImportError | ErrorKind::ProbeError,
            message,
            traceback,
        } => {
            let check = Check::fail(
                &import_id,
                format!("import {} raised {message}", fw.module()),
            )
            .evidence_all(traceback.iter().map(|l| format!("traceback: {l}")))
            .evidence_all(log_evidence(&run.log, false))
            .evidence_all(run.stderr_tail.iter().map(|l| format!("stderr: {l}")))
            .hint(import_hint(fw, message, facts, matrix));
            return (vec![check], None);
        }
    };
    let f = to_facts(fw, answer, &run.log);
    let mut out = Vec::new();
    let mut import = Check::pass(&import_id, format!("{name} {} imported", f.version));
    if let Some(e) = &answer.build_error {
        import = import.evidence(format!("build info unavailable: {e}"));
    }
    out.push(import);
    out.push(build_check(fw, &f, facts, matrix));
    if let Some(c) = python_range_check(fw, &f, facts, matrix) {
        out.push(c);
    }
    if let Some(c) = cuda_driver_check(fw, &f, facts, matrix) {
        out.push(c);
    }
    let with_matrix_arch = pytorch_arch_from_matrix(fw, &f, matrix);
    if let Some(c) = compute_capability_check(fw, with_matrix_arch.as_ref().unwrap_or(&f), facts) {
        out.push(c);
    }
    out.push(log_check(fw, &run.log));
    out.push(libraries_check(
        fw,
        &f.mapped_libraries,
        seen.predicted,
        seen.real_paths,
    ));
    (out, Some(f))
}

/// The interpreter's Python against the range the matrix gives for this release (the
/// release's tested builds, PyTorch's and JAX's published ranges). A release the matrix does
/// not know, or an unknown Python, gives no check.
fn python_range_check(
    fw: Framework,
    f: &FrameworkFacts,
    facts: &Facts,
    matrix: &Matrix,
) -> Option<Check> {
    let python = Version::parse(&facts.python.as_ref()?.version)?;
    // "2.11.0+cu130" -> "2.11.0": the local build tag is not part of the release.
    let release = f.version.split('+').next().unwrap_or(&f.version);
    let (min, max) = match fw {
        Framework::Tensorflow => {
            let r = matrix.tensorflow_release(release)?;
            (
                r.python_min.get_ref().clone(),
                r.python_max.get_ref().clone(),
            )
        }
        Framework::Pytorch => {
            let r = matrix.pytorch_release(release)?;
            (
                r.python_min.get_ref().clone(),
                r.python_max.get_ref().clone(),
            )
        }
        Framework::Jax => {
            let r = matrix.jax_release(release)?;
            (
                r.python_min.get_ref().clone(),
                r.python_max.get_ref().clone(),
            )
        }
    };
    let id = check_id(fw, "python");
    let name = fw.display();
    let py = python.major_minor();
    if crate::matrix::in_minor_range(&python, &min, &max) {
        return Some(Check::pass(
            &id,
            format!("Python {py} is in {name} {release}'s supported range {min} to {max}"),
        ));
    }
    let cmd = install_command(fw, facts, matrix);
    Some(
        Check::fail(
            &id,
            format!("Python {py}, but {name} {release} supports Python {min} to {max}"),
        )
        .evidence(format!("matrix: {name} {release} was built and tested for Python {min} to {max}"))
        .hint(Hint::new(
            format!("Install the {name} release built for Python {py} (or use a Python {min} to {max} environment)"),
            &[cmd.as_str()],
        ))
        .explain("python-version-unsupported"),
    )
}

fn to_facts(fw: Framework, a: &RawAnswer, log: &[LogFinding]) -> FrameworkFacts {
    let bi = a.build_info.as_ref();
    let bi_str = |k: &str| {
        bi.and_then(|b| b.get(k))
            .and_then(|v| v.as_str())
            .map(str::to_string)
    };
    let bi_bool = |k: &str| bi.and_then(|b| b.get(k)).and_then(|v| v.as_bool());
    let (cuda_version, cudnn_version, is_cuda_build, ccs) = match fw {
        Framework::Tensorflow => (
            bi_str("cuda_version"),
            bi_str("cudnn_version"),
            bi_bool("is_cuda_build").unwrap_or(false),
            bi.and_then(|b| b.get("cuda_compute_capabilities"))
                .and_then(|v| v.as_array())
                .map(|l| {
                    l.iter()
                        .filter_map(|x| x.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default(),
        ),
        Framework::Pytorch => (
            a.cuda_version.clone(),
            a.cudnn_int.filter(|v| *v > 0).map(cudnn_int_to_string),
            a.is_cuda_build.unwrap_or(false),
            a.arch_list.clone().unwrap_or_default(),
        ),
        Framework::Jax => {
            // "jax-cuda13-plugin 0.11.2": the plugin's name carries the CUDA major it needs.
            let major = a.cuda_plugin.as_deref().and_then(|p| {
                p.strip_prefix("jax-cuda")
                    .and_then(|r| r.split('-').next())
                    .map(str::to_string)
            });
            (major, None, a.cuda_plugin.is_some(), Vec::new())
        }
    };
    FrameworkFacts {
        version: a.version.clone().unwrap_or_else(|| "unknown".into()),
        cuda_version,
        cudnn_version,
        is_cuda_build,
        compute_capabilities: ccs,
        is_tensorrt_build: if fw == Framework::Tensorflow {
            bi_bool("is_tensorrt_build")
        } else {
            None
        },
        jaxlib_version: a.jaxlib_version.clone(),
        cuda_plugin: a.cuda_plugin.clone(),
        gpus: a
            .gpus
            .iter()
            .flatten()
            .map(|g| FrameworkGpu {
                name: g
                    .device_name
                    .clone()
                    .or_else(|| g.name.clone())
                    .unwrap_or_default(),
                compute_capability: g.compute_capability.clone(),
                memory_total_mib: g.memory_total_mib,
            })
            .collect(),
        device_error: a.device_error.clone(),
        mapped_libraries: a.mapped_libraries.clone().unwrap_or_default(),
        log: log.to_vec(),
    }
}

fn interpreter_evidence(facts: &Facts) -> Vec<String> {
    facts
        .python
        .iter()
        .map(|p| format!("interpreter: {} (Python {})", p.executable, p.version))
        .collect()
}

/// The install command for `fw` on this machine: the release `gpudoc plan` recommends for
/// this driver, GPU and Python (`pip install 'tensorflow[and-cuda]==2.15.*'`), run with this
/// interpreter's pip; an unpinned GPU build when the planner finds no release that works.
pub fn install_command(fw: Framework, facts: &Facts, matrix: &Matrix) -> String {
    if facts.gpus.is_empty() && facts.platform.container.is_some() {
        // No GPU seen inside a container: the likely problem is passthrough (the nodes layer
        // says so), and a CPU-only build would be the wrong fix. The GPU build for the host's
        // driver is what `gpudoc plan` names once the container sees the GPU.
        return "gpudoc plan   # once the container has GPU access (nodes.container-gpu-access): it names the GPU build for the host's driver".into();
    }
    let plan = crate::planner::plan(&crate::planner::MachineSpec::from_facts(facts), matrix);
    let framework_plan = plan.framework(fw);
    let planned = framework_plan.recommended.as_ref().and_then(|r| {
        r.install
            .iter()
            .filter(|i| i.method.starts_with("pip"))
            .flat_map(|i| &i.commands)
            .find(|c| c.contains("pip install"))
    });
    if let Some(cmd) = planned {
        // `python3 -m pip`: the report's finishing step (crate::fix) makes it the interpreter
        // gpudoc inspected, shell-quoted.
        return cmd.clone();
    }
    let driver_major = facts
        .driver
        .as_ref()
        .and_then(|d| d.cuda_version.as_deref())
        .and_then(Version::parse)
        .map(|v| v.major());
    install_command_for(fw, !facts.gpus.is_empty(), driver_major, None)
}

/// The pip command for `fw`: a GPU build where there is a GPU, pinned to `pin` ("2.15") when
/// the planner chose a release; `driver_cuda_major` picks JAX's plugin family.
pub fn install_command_for(
    fw: Framework,
    has_gpu: bool,
    driver_cuda_major: Option<u64>,
    pin: Option<&str>,
) -> String {
    let pin = |pkg: &str| match pin {
        Some(v) => format!("'{pkg}=={v}.*'"),
        None if pkg.contains('[') => format!("'{pkg}'"),
        None => pkg.to_string(),
    };
    match fw {
        Framework::Tensorflow if has_gpu => format!("pip install {}", pin("tensorflow[and-cuda]")),
        Framework::Tensorflow => format!("pip install {}", pin("tensorflow")),
        Framework::Pytorch => format!("pip install {}", pin("torch")),
        Framework::Jax => match driver_cuda_major {
            Some(m) if has_gpu && m >= 12 => {
                format!("pip install {}", pin(&format!("jax[cuda{m}]")))
            }
            _ => format!("pip install {}", pin("jax")),
        },
    }
}

fn none_installed(facts: &Facts, matrix: &Matrix) -> Check {
    let tf = install_command(Framework::Tensorflow, facts, matrix);
    let torch = install_command(Framework::Pytorch, facts, matrix);
    let jax = install_command(Framework::Jax, facts, matrix);
    Check::fail(
        "framework.installed",
        "none of TensorFlow, PyTorch, JAX is installed in this interpreter",
    )
    .evidence_all(interpreter_evidence(facts))
    .hint(Hint::new(
        "Install the framework you use into this interpreter (or point --python at the environment that has it)",
        &[tf.as_str(), torch.as_str(), jax.as_str()],
    ))
    .explain("framework-not-installed")
}

fn import_hint(fw: Framework, message: &str, facts: &Facts, matrix: &Matrix) -> Hint {
    let lower = message.to_ascii_lowercase();
    if lower.contains("cannot open shared object file") || lower.contains(".so") {
        let cmd = install_command(fw, facts, matrix);
        return Hint::new(
            format!(
                "A shared library {} needs is missing or not on the loader path; the libraries layer shows which copies exist. Reinstalling pulls in the matching NVIDIA wheels",
                fw.display()
            ),
            &["gpudoc check --only libraries -v", cmd.as_str()],
        );
    }
    if lower.contains("numpy") {
        let reinstall = format!("pip install --upgrade --force-reinstall {}", fw.dist());
        return Hint::new(
            format!(
                "{} was built against another NumPy ABI; install the NumPy it supports",
                fw.display()
            ),
            &[
                "pip install 'numpy<2'   # for releases built before NumPy 2",
                reinstall.as_str(),
            ],
        );
    }
    let cmd = format!("python -c 'import {}'", fw.module());
    Hint::new(
        format!(
            "Run the import yourself to see the full error; reinstalling {} usually fixes a damaged installation",
            fw.display()
        ),
        &[cmd.as_str(), "gpudoc explain -   # and paste the error"],
    )
}

fn broken_summary(
    fw: Framework,
    reason: Reason,
    description: &str,
    facts: &Facts,
) -> (String, Hint) {
    let name = fw.display();
    let import = format!("python -X faulthandler -c 'import {}'", fw.module());
    match reason {
        Reason::Timeout => (
            format!("import {} hung: the probe {description}", fw.module()),
            Hint::new(
                format!(
                    "{name}'s import or CUDA initialisation did not finish; a wedged driver, a hung network file system, or a GPU held in exclusive mode are the usual causes. Retry with a longer --timeout to rule out a slow disk"
                ),
                &["gpudoc check --timeout 120", "nvidia-smi", import.as_str()],
            ),
        ),
        Reason::Crash => {
            let features = facts.python.as_ref().and_then(|p| p.cpu_features.as_ref());
            let sigill = description.contains("SIGILL");
            let needed = fw.required_cpu_flag();
            // The command that shows whether the CPU has it: prints the flag, or nothing.
            let grep = needed.map(|flag| format!("grep -o -w {flag} /proc/cpuinfo | sort -u"));
            let lacks = |flag: &str| features.is_some_and(|f| !f.iter().any(|x| x == flag));
            let text = match needed {
                Some(flag) if sigill && lacks(flag) => format!(
                    "{name}'s official wheels are built with {upper} instructions, and this CPU (or VM CPU model) does not have {upper}: use a machine or VM CPU model with {upper} (in a VM, pass the host CPU through), or a {name} built from source without it",
                    upper = flag.to_uppercase()
                ),
                Some(flag) if sigill => format!(
                    "{name} hit an illegal instruction: its official wheels need {upper}, so check that this CPU (or VM CPU model) reports it; if it does, a package compiled for a newer CPU than this one is loaded into it",
                    upper = flag.to_uppercase()
                ),
                None if sigill => format!(
                    "{name} hit an illegal instruction: a package compiled for a newer CPU than this one (or this VM CPU model) is loaded into it"
                ),
                _ => format!(
                    "{name} crashed during import; a mismatched native library (CUDA, cuDNN, NumPy) loaded into it is the usual cause"
                ),
            };
            let mut commands: Vec<&str> = Vec::new();
            if sigill {
                commands.extend(grep.as_deref());
            }
            commands.extend([import.as_str(), "gpudoc check --only libraries -v"]);
            (
                format!("import {} crashed: the probe {description}", fw.module()),
                Hint::new(text, &commands),
            )
        }
    }
}

fn build_check(fw: Framework, f: &FrameworkFacts, facts: &Facts, matrix: &Matrix) -> Check {
    let id = check_id(fw, "build");
    let name = fw.display();
    let described = describe_build(f);
    let n = facts.gpus.len();
    if f.is_cuda_build {
        return Check::pass(
            &id,
            format!("{name} {} is a CUDA build ({described})", f.version),
        )
        .evidence_all(
            f.compute_capabilities
                .first()
                .map(|_| format!("built for: {}", f.compute_capabilities.join(" "))),
        );
    }
    let windows = facts
        .python
        .as_ref()
        .is_some_and(|p| p.platform_tag.starts_with("win"));
    if n == 0 {
        // No NVIDIA GPU to use: a CPU build is what this machine can run anyway.
        return Check::pass(
            &id,
            format!(
                "{name} {} is a CPU-only build (no NVIDIA GPU here)",
                f.version
            ),
        );
    }
    let summary = format!(
        "{name} {} is a CPU-only build, but this machine has {n} NVIDIA GPU(s)",
        f.version
    );
    let cmd = install_command(fw, facts, matrix);
    let hint = match fw {
        Framework::Tensorflow if windows => Hint::new(
            windows_tf_text(matrix),
            &[
                "wsl --install -d Ubuntu",
                "pip install 'tensorflow[and-cuda]'   # inside WSL2",
            ],
        ),
        Framework::Tensorflow => Hint::new(
            "Replace the CPU-only TensorFlow with the CUDA build",
            &["pip uninstall -y tensorflow tensorflow-cpu", cmd.as_str()],
        ),
        Framework::Pytorch => Hint::new(
            "Replace the CPU wheel with a CUDA one (PyPI's Linux torch wheel is a CUDA build; CPU wheels come from the /whl/cpu index)",
            &["pip uninstall -y torch", cmd.as_str()],
        ),
        Framework::Jax => Hint::new(
            "Install JAX's CUDA plugin for your driver's CUDA major",
            &[cmd.as_str()],
        ),
    };
    let entry = match fw {
        Framework::Tensorflow if windows => "tf-windows-native-gpu",
        Framework::Tensorflow => "tf-cpu-build",
        Framework::Pytorch => "torch-cpu-build",
        Framework::Jax => "jax-cpu-jaxlib",
    };
    Check::fail(&id, summary).hint(hint).explain(entry)
}

/// Where TensorFlow's native-Windows GPU builds end, and what the last one was built with.
fn windows_tf_text(matrix: &Matrix) -> String {
    let last = matrix.tensorflow_windows.last();
    let stay = last
        .map(|r| {
            format!(
                ", or stay on TensorFlow {} with CUDA {} and cuDNN {}",
                r.version.get_ref(),
                r.cuda.get_ref(),
                r.cudnn.get_ref()
            )
        })
        .unwrap_or_default();
    let after = matrix
        .tensorflow_platforms
        .as_ref()
        .map(|p| p.windows_native_gpu_last.get_ref().as_str())
        .or(last.map(|r| r.version.get_ref().as_str()))
        .map(|v| format!(" after {v}"))
        .unwrap_or_default();
    format!(
        "TensorFlow has no GPU build for native Windows{after}: use WSL2 (Ubuntu) and install tensorflow[and-cuda] there{stay}"
    )
}

fn describe_build(f: &FrameworkFacts) -> String {
    let mut parts = Vec::new();
    if let Some(c) = &f.cuda_version {
        parts.push(format!("CUDA {c}"));
    }
    if let Some(c) = &f.cudnn_version {
        parts.push(format!("cuDNN {c}"));
    }
    if let Some(p) = &f.cuda_plugin {
        parts.push(p.clone());
    }
    if parts.is_empty() {
        "CUDA version not reported".into()
    } else {
        parts.join(", ")
    }
}

/// The build's CUDA against the driver: the matrix's minimum driver for that CUDA release
/// (minor version compatibility included), else the driver's own highest CUDA.
fn cuda_driver_check(
    fw: Framework,
    f: &FrameworkFacts,
    facts: &Facts,
    matrix: &Matrix,
) -> Option<Check> {
    let built = f
        .cuda_version
        .as_deref()
        .and_then(Version::parse)
        .filter(|_| f.is_cuda_build)?;
    let driver = facts.driver.as_ref()?;
    let driver_v = Version::parse(&driver.version)?;
    let driver_cuda = driver.cuda_version.as_deref().and_then(Version::parse);
    let min = matrix.min_driver_for_cuda(&built.major_minor());
    let verdict = judge_cuda_driver(&built, &driver_v, driver_cuda.as_ref(), min.as_ref());
    let id = check_id(fw, "cuda-driver");
    let name = fw.display();
    let max = driver_cuda
        .as_ref()
        .map(|v| v.to_string())
        .unwrap_or_else(|| "unknown".into());
    // A GPU the release has only PTX for runs it through the driver's JIT, which minor
    // version compatibility does not cover: the driver must support the CUDA that made the
    // PTX (TensorFlow 2.16+ on compute capability 9.0: CUDA 12.x PTX, R555 and newer).
    let jit = (fw == Framework::Tensorflow)
        .then(|| tf_jit_floor(f, facts, matrix))
        .flatten();
    if let Some((need, ptx_cuda, gpus)) = &jit
        && driver_v < *need
        && verdict != CudaDriver::TooOld
    {
        return Some(
            Check::fail(
                &id,
                format!(
                    "{} run{} {name} {} only through PTX JIT of code made by CUDA {ptx_cuda}, which needs driver >= {need}; driver {} supports CUDA <= {max}",
                    gpus.join(", "),
                    if gpus.len() == 1 { "s" } else { "" },
                    f.version,
                    driver.version
                ),
            )
            .evidence(format!(
                "{name} built for CUDA {built}: minor version compatibility lets driver {} run its machine code, not JIT-compile newer PTX",
                driver.version
            ))
            .hint(Hint::new(
                format!("Upgrade the NVIDIA driver to {need} or newer, or install a {name} release with machine code for this GPU (gpudoc plan)"),
                &[crate::fix::INSTALL_DRIVER, "gpudoc plan"],
            ))
            .explain("cuda-driver-too-old"),
        );
    }
    let min = match (&min, &jit) {
        (Some(m), Some((need, _, _))) => Some(m.clone().max(need.clone())),
        (m, _) => m.clone(),
    };
    Some(match verdict {
        CudaDriver::Ok => Check::pass(
            &id,
            format!("{name} built for CUDA {built}; driver {} supports CUDA <= {max}", driver.version),
        ),
        CudaDriver::MinorCompat => Check::pass(
            &id,
            format!("{name} built for CUDA {built} runs on driver {} (CUDA <= {max}) under minor version compatibility", driver.version),
        )
        .evidence("PTX JIT of kernels built for a newer CUDA minor still needs a newer driver"),
        CudaDriver::TooOld => {
            let need = min.map(|m| format!(" (needs >= {m})")).unwrap_or_default();
            Check::fail(
                &id,
                format!("{name} is built for CUDA {built}; driver {} supports only CUDA <= {max}{need}", driver.version),
            )
            .hint(Hint::new(
                format!("Upgrade the NVIDIA driver, or install a {name} release built for CUDA {max} or older (gpudoc plan)"),
                &[crate::fix::INSTALL_DRIVER, "gpudoc plan"],
            ))
            .explain("cuda-driver-too-old")
        }
    })
}

/// For a TensorFlow release that some GPU here runs only through PTX JIT: the driver that
/// JIT needs (the matrix's `ptx_cuda` toolkit driver), that CUDA, and those GPUs.
fn tf_jit_floor(
    f: &FrameworkFacts,
    facts: &Facts,
    matrix: &Matrix,
) -> Option<(Version, String, Vec<String>)> {
    let r = matrix.tensorflow_release(&f.version)?;
    let gpus: Vec<String> = facts
        .gpus
        .iter()
        .filter_map(|g| {
            let cc = Version::parse(g.compute_capability.as_deref()?)?;
            matches!(r.cc_support(&cc), crate::matrix::CcSupport::PtxJit(_))
                .then(|| format!("GPU {} ({cc})", g.index))
        })
        .collect();
    if gpus.is_empty() {
        return None;
    }
    let need = matrix.tf_min_driver(r, false, true)?;
    let ptx_cuda = r
        .ptx_cuda
        .as_ref()
        .map_or(r.cuda.get_ref(), |p| p.get_ref())
        .clone();
    Some((need, ptx_cuda, gpus))
}

/// How a build's CUDA fits a driver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CudaDriver {
    /// The driver supports this CUDA release outright.
    Ok,
    /// Only through minor version compatibility (same major, newer minor).
    MinorCompat,
    TooOld,
}

/// `built` against a driver `driver` whose highest CUDA is `driver_cuda`; `min_driver` is
/// the matrix's oldest driver for `built` (with minor version compatibility), if known.
pub fn judge_cuda_driver(
    built: &Version,
    driver: &Version,
    driver_cuda: Option<&Version>,
    min_driver: Option<&Version>,
) -> CudaDriver {
    let outright = driver_cuda.map(|d| (built.major(), built.minor()) <= (d.major(), d.minor()));
    match (outright, min_driver) {
        (Some(true), _) => CudaDriver::Ok,
        (_, Some(min)) if driver >= min => CudaDriver::MinorCompat,
        (_, Some(_)) => CudaDriver::TooOld,
        (Some(false), None) if driver_cuda.is_some_and(|d| d.major() == built.major()) => {
            CudaDriver::MinorCompat
        }
        (Some(false), None) => CudaDriver::TooOld,
        (None, None) => CudaDriver::Ok,
    }
}

/// How a GPU of compute capability `cc` can run a build with these targets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CcSupport {
    /// Machine code for its major (`sm_80` runs on 8.0, 8.6, 8.9).
    Sass(String),
    /// Only by JIT-compiling PTX for an older or equal capability (`compute_90` on 10.0).
    Ptx(String),
    /// Neither: "no kernel image is available for execution on the device".
    None,
}

/// A build target: (major, minor, is PTX, arch-specific like `sm_90a`).
type Target = (u64, u64, bool, bool);

/// Parse "sm_86", "compute_90", "sm_90a", "8.6".
fn parse_target(t: &str) -> Option<Target> {
    let (digits, ptx) = if let Some(r) = t.strip_prefix("sm_") {
        (r, false)
    } else if let Some(r) = t.strip_prefix("compute_") {
        (r, true)
    } else if let Some((a, b)) = t.split_once('.') {
        return Some((a.parse().ok()?, b.parse().ok()?, false, false));
    } else {
        return None;
    };
    let specific = digits.ends_with(['a', 'f']);
    let digits = digits.trim_end_matches(['a', 'f']);
    if digits.len() < 2 {
        return None;
    }
    let (major, minor) = digits.split_at(digits.len() - 1);
    Some((major.parse().ok()?, minor.parse().ok()?, ptx, specific))
}

/// The rules CUDA applies when loading a fat binary: SASS for `sm_XY` runs on capability
/// X.Z with Z >= Y (same major; `sm_90a`-style targets only on exactly 9.0); PTX for
/// `compute_XY` is JIT-compiled for any capability >= X.Y.
pub fn cc_support(cc: &str, targets: &[String]) -> CcSupport {
    let Some((gm, gn)) = cc
        .split_once('.')
        .and_then(|(a, b)| Some((a.parse::<u64>().ok()?, b.parse::<u64>().ok()?)))
    else {
        return CcSupport::None;
    };
    let parsed: Vec<(&String, Target)> = targets
        .iter()
        .filter_map(|t| Some((t, parse_target(t)?)))
        .collect();
    let sass = parsed.iter().find(|(_, (m, n, ptx, specific))| {
        !ptx && *m == gm && if *specific { *n == gn } else { *n <= gn }
    });
    if let Some((t, _)) = sass {
        return CcSupport::Sass((*t).clone());
    }
    let ptx = parsed
        .iter()
        .filter(|(_, (m, n, ptx, specific))| *ptx && !specific && (*m, *n) <= (gm, gn))
        .max_by_key(|(_, (m, n, _, _))| (*m, *n));
    match ptx {
        Some((t, _)) => CcSupport::Ptx((*t).clone()),
        None => CcSupport::None,
    }
}

/// A PyTorch CUDA build that reported no arch list (`torch.cuda.get_arch_list()` is empty
/// when CUDA is unavailable): its facts with the targets the matrix gives for that release's
/// CUDA variant (`[[pytorch]] cuda_arch_lists`), so a GPU the wheel has no code for is still
/// caught. `None` when nothing is to be filled in.
fn pytorch_arch_from_matrix(
    fw: Framework,
    f: &FrameworkFacts,
    matrix: &Matrix,
) -> Option<FrameworkFacts> {
    if fw != Framework::Pytorch || !f.is_cuda_build || !f.compute_capabilities.is_empty() {
        return None;
    }
    let release = f.version.split('+').next().unwrap_or(&f.version);
    let cuda = Version::parse(f.cuda_version.as_deref()?)?.major_minor();
    let targets = matrix.pytorch_release(release)?.arch_targets(&cuda)?;
    Some(FrameworkFacts {
        compute_capabilities: targets,
        ..f.clone()
    })
}

fn compute_capability_check(fw: Framework, f: &FrameworkFacts, facts: &Facts) -> Option<Check> {
    if !f.is_cuda_build || f.compute_capabilities.is_empty() || facts.gpus.is_empty() {
        return None;
    }
    let id = check_id(fw, "compute-capability");
    let name = fw.display();
    let built = f.compute_capabilities.join(" ");
    let mut evidence = vec![format!("{name} {} built for: {built}", f.version)];
    let mut missing = Vec::new();
    let mut jit = Vec::new();
    for g in &facts.gpus {
        let Some(cc) = &g.compute_capability else {
            continue;
        };
        match cc_support(cc, &f.compute_capabilities) {
            CcSupport::Sass(t) => evidence.push(format!(
                "GPU {} {} ({cc}): machine code {t}",
                g.index, g.name
            )),
            CcSupport::Ptx(t) => {
                evidence.push(format!(
                    "GPU {} {} ({cc}): PTX {t}, JIT-compiled at start-up",
                    g.index, g.name
                ));
                jit.push(format!("GPU {} ({cc})", g.index));
            }
            CcSupport::None => missing.push(format!(
                "GPU {} {} (compute capability {cc})",
                g.index, g.name
            )),
        }
    }
    Some(if !missing.is_empty() {
        Check::fail(
            &id,
            format!("{} not in {name} {}'s build ({built}) and not reachable by PTX JIT", missing.join(", "), f.version),
        )
        .evidence_all(evidence)
        .hint(Hint::new(
            format!("Use a {name} release whose build includes this GPU's architecture (gpudoc plan lists them), or build {name} from source for it"),
            &["gpudoc plan", "gpudoc matrix"],
        ))
        .explain("no-kernel-image")
    } else if !jit.is_empty() {
        Check::pass(
            &id,
            format!(
                "{} run{} {name} through PTX JIT (first start is slow)",
                jit.join(", "),
                if jit.len() == 1 { "s" } else { "" }
            ),
        )
        .evidence_all(evidence)
    } else {
        Check::pass(&id, format!("every GPU has machine code in {name}'s build"))
            .evidence_all(evidence)
    })
}

/// Log lines as evidence: problems first, then (when `with_benign`) the harmless ones.
pub fn log_evidence(log: &[LogFinding], with_benign: bool) -> Vec<String> {
    let problems = log
        .iter()
        .filter(|l| !l.benign)
        .map(|l| format!("log ({}): {}", l.kind, l.line));
    let benign = log
        .iter()
        .filter(|l| l.benign && with_benign)
        .map(|l| format!("harmless ({}): {}", l.kind, l.line));
    problems.chain(benign).collect()
}

fn log_check(fw: Framework, log: &[LogFinding]) -> Check {
    let id = check_id(fw, "log");
    let name = fw.display();
    let problems: Vec<&str> = log
        .iter()
        .filter(|l| !l.benign)
        .map(|l| l.kind.as_str())
        .collect();
    let benign = log.len() - problems.len();
    if problems.is_empty() {
        return Check::pass(
            &id,
            format!("{name}'s log: {benign} harmless line(s), no problems"),
        )
        .evidence_all(log_evidence(log, true));
    }
    let mut kinds = problems.clone();
    kinds.dedup();
    // The catalog entry of the first problem line that has one.
    let explain = log
        .iter()
        .filter(|l| !l.benign)
        .find_map(|l| l.explain.as_deref())
        .unwrap_or("tf-dlopen-failed");
    Check::warn(&id, format!("{name} logged {} problem line(s): {}", problems.len(), kinds.join(", ")))
        .evidence_all(log_evidence(log, true))
        .hint(Hint::new(
            "The devices and libraries checks below say what these lines mean here; gpudoc explain gives the full entry",
            &[format!("gpudoc explain {explain}").as_str()],
        ))
        .explain(explain)
}

/// Which mapped files belong to a soname: the file itself or a versioned file of it
/// (libcudnn.so.9 covers libcudnn.so.9.14.0, not libcudnn_ops.so.9).
fn belongs(mapped: &str, soname: &str) -> bool {
    let base = Path::new(mapped)
        .file_name()
        .and_then(|b| b.to_str())
        .unwrap_or("");
    base == soname
        || base
            .strip_prefix(soname)
            .is_some_and(|r| r.starts_with('.'))
}

fn same_file(a: &str, b: &str, real_paths: &RealPaths) -> bool {
    let real = |p: &str| {
        real_paths
            .get(p)
            .map(String::as_str)
            .unwrap_or(p)
            .to_string()
    };
    a == b || real(a) == real(b)
}

/// Compare what the framework mapped with the libraries layer's prediction.
pub fn libraries_check(
    fw: Framework,
    mapped: &[String],
    predicted: Option<&[Predicted]>,
    real_paths: &RealPaths,
) -> Check {
    let id = check_id(fw, "libraries");
    let name = fw.display();
    let evidence: Vec<String> = mapped.iter().map(|m| format!("mapped: {m}")).collect();
    let Some(predicted) = predicted else {
        return Check::skip(
            &id,
            format!(
                "{name} mapped {} CUDA librar(ies); no libraries-layer prediction to compare with",
                mapped.len()
            ),
        )
        .evidence_all(evidence);
    };
    let mut disagree = Vec::new();
    let mut agree = 0;
    for p in predicted {
        let files: Vec<&String> = mapped.iter().filter(|m| belongs(m, &p.soname)).collect();
        if files.is_empty() {
            continue; // not loaded (yet): lazy loading is no disagreement
        }
        match &p.winner {
            Some(w) if files.iter().any(|f| same_file(f, w, real_paths)) => agree += 1,
            Some(w) => disagree.push(format!(
                "{}: predicted {w}, {name} mapped {}",
                p.soname, files[0]
            )),
            None => disagree.push(format!(
                "{}: predicted not found, {name} mapped {}",
                p.soname, files[0]
            )),
        }
    }
    if disagree.is_empty() {
        Check::pass(
            &id,
            format!("{agree} mapped CUDA librar(ies) match the libraries layer's prediction"),
        )
        .evidence_all(evidence)
    } else {
        Check::warn(&id, format!("{name} loaded different CUDA libraries than the loader rules predict: {}", disagree.join("; ")))
            .evidence_all(evidence)
            .hint(Hint::new(
                "Another copy was loaded first (a preloaded library, an RPATH, or LD_LIBRARY_PATH set by a wrapper); make one copy reachable",
                &["gpudoc check --only libraries -v", "echo $LD_LIBRARY_PATH"],
            ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_raised_import_timeout_is_said_and_a_sufficient_one_kept() {
        let secs = Duration::from_secs;
        let (t, note) = import_timeout(Some(secs(2)), Framework::Tensorflow);
        assert_eq!(t, MIN_IMPORT_TIMEOUT);
        assert_eq!(
            note.as_deref(),
            Some("timeout raised from 2 s to 8 s: importing TensorFlow takes longer")
        );
        assert_eq!(
            import_timeout(Some(secs(30)), Framework::Jax),
            (secs(30), None)
        );
        assert_eq!(
            import_timeout(Some(Duration::from_millis(500)), Framework::Pytorch)
                .1
                .unwrap(),
            "timeout raised from 0.5 s to 8 s: importing PyTorch takes longer"
        );
        assert_eq!(
            import_timeout(None, Framework::Jax),
            (DEFAULT_IMPORT_TIMEOUT, None)
        );
    }
    use crate::facts::{DriverFacts, GpuFacts};
    use crate::report::Status;
    use crate::runner::{ProbeFailure, Unanswered};

    fn v(s: &str) -> Version {
        Version::parse(s).unwrap()
    }
    fn s(l: &[&str]) -> Vec<String> {
        l.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn an_illegal_instruction_names_the_cpu_flag_and_how_to_check_it() {
        let sigill = "was killed by SIGILL (signal 4)";
        let mut facts = Facts {
            python: Some(crate::facts::PythonFacts {
                cpu_features: Some(vec!["sse4_2".into()]),
                ..Default::default()
            }),
            ..Facts::default()
        };
        let (_, hint) = broken_summary(Framework::Tensorflow, Reason::Crash, sigill, &facts);
        assert!(
            hint.text.contains("built with AVX instructions"),
            "{}",
            hint.text
        );
        assert!(hint.text.contains("does not have AVX"), "{}", hint.text);
        assert_eq!(hint.commands[0], "grep -o -w avx /proc/cpuinfo | sort -u");
        // CPU flags unknown: still names AVX and the command that shows it.
        facts.python = None;
        let (_, hint) = broken_summary(Framework::Jax, Reason::Crash, sigill, &facts);
        assert!(hint.text.contains("need AVX"), "{}", hint.text);
        assert_eq!(hint.commands[0], "grep -o -w avx /proc/cpuinfo | sort -u");
        // PyTorch picks its kernels at run time: no flag to blame, no grep.
        let (_, hint) = broken_summary(Framework::Pytorch, Reason::Crash, sigill, &facts);
        assert!(!hint.text.contains("AVX"), "{}", hint.text);
        assert!(hint.commands.iter().all(|c| !c.contains("cpuinfo")));
        // Another crash is not blamed on the CPU.
        let (_, hint) = broken_summary(
            Framework::Tensorflow,
            Reason::Crash,
            "was killed by SIGSEGV (signal 11)",
            &facts,
        );
        assert!(hint.commands.iter().all(|c| !c.contains("cpuinfo")));
    }

    #[test]
    fn sass_runs_within_its_major_and_ptx_jits_upwards() {
        let tf221 = s(&["sm_60", "sm_70", "sm_80", "sm_89", "compute_90"]);
        assert_eq!(cc_support("8.6", &tf221), CcSupport::Sass("sm_80".into()));
        assert_eq!(
            cc_support("9.0", &tf221),
            CcSupport::Ptx("compute_90".into())
        );
        assert_eq!(
            cc_support("10.0", &tf221),
            CcSupport::Ptx("compute_90".into())
        );
        assert_eq!(cc_support("5.2", &tf221), CcSupport::None);
        // A Kepler 3.7 under a build that starts at sm_50 (TensorFlow 2.15's list).
        let tf215 = s(&["sm_50", "sm_60", "sm_70", "sm_80", "compute_90"]);
        assert_eq!(cc_support("3.7", &tf215), CcSupport::None);
        // Arch-specific targets run only on exactly that capability.
        assert_eq!(
            cc_support("9.0", &s(&["sm_90a"])),
            CcSupport::Sass("sm_90a".into())
        );
        assert_eq!(cc_support("10.0", &s(&["sm_90a"])), CcSupport::None);
        assert_eq!(
            cc_support("8.6", &s(&["sm_89"])),
            CcSupport::None,
            "sm_89 does not run on 8.6"
        );
    }

    #[test]
    fn cuda_against_driver() {
        let d580 = v("580.159.04");
        let c130 = v("13.0");
        assert_eq!(
            judge_cuda_driver(&v("12.5.1"), &d580, Some(&c130), None),
            CudaDriver::Ok
        );
        assert_eq!(
            judge_cuda_driver(
                &v("13.2"),
                &v("535.104.05"),
                Some(&v("12.2")),
                Some(&v("580.65.06"))
            ),
            CudaDriver::TooOld
        );
        assert_eq!(
            judge_cuda_driver(
                &v("12.5.1"),
                &v("535.104.05"),
                Some(&v("12.2")),
                Some(&v("525.60.13"))
            ),
            CudaDriver::MinorCompat
        );
    }

    #[test]
    fn cuda_check_uses_the_shipped_matrix_floor() {
        let m = Matrix::builtin().unwrap();
        let min = m
            .min_driver_for_cuda("12.5")
            .expect("12.5 is in the matrix");
        assert!(
            min <= v("535.104.05"),
            "minor version compatibility floor for 12.x"
        );
        let facts = Facts {
            driver: Some(DriverFacts {
                version: "535.104.05".into(),
                cuda_version: Some("12.2".into()),
                ..Default::default()
            }),
            ..Default::default()
        };
        let f = FrameworkFacts {
            version: "2.21.0".into(),
            cuda_version: Some("12.5.1".into()),
            is_cuda_build: true,
            ..Default::default()
        };
        let c = cuda_driver_check(Framework::Tensorflow, &f, &facts, &m).unwrap();
        assert_eq!(c.status, Status::Pass);
        assert!(
            c.summary.contains("minor version compatibility"),
            "{}",
            c.summary
        );
        let newer = FrameworkFacts {
            cuda_version: Some("13.0".into()),
            ..f
        };
        let c = cuda_driver_check(Framework::Pytorch, &newer, &facts, &m).unwrap();
        assert_eq!(c.status, Status::Fail, "{}", c.summary);
    }

    fn gpu(cc: &str) -> GpuFacts {
        GpuFacts {
            name: "Tesla K80".into(),
            compute_capability: Some(cc.into()),
            ..Default::default()
        }
    }

    #[test]
    fn pytorch_without_an_arch_list_is_judged_by_the_matrix_list() {
        let m = Matrix::builtin().unwrap();
        let facts = Facts {
            gpus: vec![gpu("6.1")],
            ..Default::default()
        };
        let f = FrameworkFacts {
            version: "2.7.1+cu128".into(),
            cuda_version: Some("12.8".into()),
            is_cuda_build: true,
            ..Default::default()
        };
        let filled = pytorch_arch_from_matrix(Framework::Pytorch, &f, &m).unwrap();
        let c = compute_capability_check(Framework::Pytorch, &filled, &facts).unwrap();
        assert_eq!(c.status, Status::Fail, "{}", c.summary);
        let cu126 = FrameworkFacts {
            version: "2.7.1+cu126".into(),
            cuda_version: Some("12.6".into()),
            ..f
        };
        let filled = pytorch_arch_from_matrix(Framework::Pytorch, &cu126, &m).unwrap();
        let c = compute_capability_check(Framework::Pytorch, &filled, &facts).unwrap();
        assert_eq!(c.status, Status::Pass, "{}", c.summary);
        let reported = FrameworkFacts {
            compute_capabilities: s(&["sm_60"]),
            ..cu126
        };
        assert!(pytorch_arch_from_matrix(Framework::Pytorch, &reported, &m).is_none());
    }

    #[test]
    fn kepler_under_tf_2_15_fails_and_cpu_build_with_gpu_fails() {
        let facts = Facts {
            gpus: vec![gpu("3.7")],
            ..Default::default()
        };
        let f = FrameworkFacts {
            version: "2.15.0".into(),
            is_cuda_build: true,
            compute_capabilities: s(&["sm_50", "sm_60", "sm_70", "sm_80", "compute_90"]),
            ..Default::default()
        };
        let c = compute_capability_check(Framework::Tensorflow, &f, &facts).unwrap();
        assert_eq!(c.status, Status::Fail);
        assert!(
            c.summary.contains("compute capability 3.7"),
            "{}",
            c.summary
        );
        let cpu = FrameworkFacts {
            is_cuda_build: false,
            ..f
        };
        let b = build_check(
            Framework::Tensorflow,
            &cpu,
            &facts,
            &Matrix::builtin().unwrap(),
        );
        assert_eq!(b.status, Status::Fail);
        assert!(
            b.hint
                .unwrap()
                .commands
                .iter()
                .any(|c| c.contains("tensorflow[and-cuda]"))
        );
    }

    #[test]
    fn install_commands_follow_gpu_and_driver() {
        assert_eq!(
            install_command_for(Framework::Tensorflow, true, Some(12), Some("2.15")),
            "pip install 'tensorflow[and-cuda]==2.15.*'"
        );
        assert_eq!(
            install_command_for(Framework::Tensorflow, false, None, None),
            "pip install tensorflow"
        );
        assert_eq!(
            install_command_for(Framework::Jax, true, Some(13), None),
            "pip install 'jax[cuda13]'"
        );
    }

    #[test]
    fn mapped_libraries_against_prediction() {
        let none = RealPaths::new();
        let mapped = s(&[
            "/venv/nvidia/cudnn/lib/libcudnn.so.9",
            "/venv/nvidia/cudnn/lib/libcudnn_ops.so.9",
        ]);
        let right = [Predicted {
            soname: "libcudnn.so.9".into(),
            winner: Some("/venv/nvidia/cudnn/lib/libcudnn.so.9".into()),
        }];
        assert_eq!(
            libraries_check(Framework::Pytorch, &mapped, Some(&right), &none).status,
            Status::Pass
        );
        let wrong = [Predicted {
            soname: "libcudnn.so.9".into(),
            winner: Some("/usr/lib/x86_64-linux-gnu/libcudnn.so.9".into()),
        }];
        let c = libraries_check(Framework::Pytorch, &mapped, Some(&wrong), &none);
        assert_eq!(c.status, Status::Warn);
        assert!(
            c.summary
                .contains("predicted /usr/lib/x86_64-linux-gnu/libcudnn.so.9")
        );
        assert_eq!(
            libraries_check(Framework::Pytorch, &mapped, None, &none).status,
            Status::Skip
        );
        // A predicted symlink that resolves to the mapped file agrees (resolved by
        // real_paths before judging).
        let link = [Predicted {
            soname: "libcudnn.so.9".into(),
            winner: Some("/usr/lib/libcudnn.so.9".into()),
        }];
        let real: RealPaths = [(
            "/usr/lib/libcudnn.so.9".to_string(),
            "/venv/nvidia/cudnn/lib/libcudnn.so.9".to_string(),
        )]
        .into();
        assert_eq!(
            libraries_check(Framework::Pytorch, &mapped, Some(&link), &real).status,
            Status::Pass
        );
        assert!(belongs("/usr/lib/libcudnn.so.9.14.0", "libcudnn.so.9"));
        assert!(!belongs("/usr/lib/libcudnn_ops.so.9", "libcudnn.so.9"));
    }

    #[test]
    fn framework_children_run_one_at_a_time_on_an_exclusive_gpu() {
        let mut facts = Facts::default();
        facts.gpus.push(GpuFacts {
            compute_mode: Some("default".into()),
            ..GpuFacts::default()
        });
        assert_eq!(concurrency(&facts, 3), 3);
        facts.gpus.push(GpuFacts {
            compute_mode: Some("exclusive_process".into()),
            ..GpuFacts::default()
        });
        assert_eq!(concurrency(&facts, 3), 1);
    }

    #[test]
    fn child_endings_are_classified() {
        use crate::runner::{ANSWER_MARKER as PROBE_MARKER, Ending, Probed, classify};
        let r = |ending, stdout: &str| {
            classify::<Answer>(
                ending,
                Captured {
                    stdout: stdout.into(),
                    stderr: "E cuda_platform.cc:52] failed call to cuInit: UNKNOWN ERROR (303)\n"
                        .into(),
                    elapsed: Duration::from_secs(1),
                    answer: None,
                },
            )
        };
        let m = Matrix::builtin().unwrap();
        let import_check = |run: &ProbeRun| {
            let real = RealPaths::new();
            let seen = Seen {
                predicted: None,
                real_paths: &real,
            };
            judge(run, &Facts::default(), &m, &seen).0.remove(0)
        };
        let run = interpret(Framework::Tensorflow, r(Ending::Signaled(4), ""));
        assert_eq!(import_check(&run).reason, Some(Reason::Crash));
        assert!(
            import_check(&run)
                .summary
                .starts_with("import tensorflow crashed: the probe was killed by SIGILL"),
            "{}",
            import_check(&run).summary
        );
        assert_eq!(run.log[0].kind, "cuinit-failed");
        let run = interpret(
            Framework::Tensorflow,
            r(Ending::TimedOut(Duration::from_secs(20)), ""),
        );
        assert_eq!(import_check(&run).reason, Some(Reason::Timeout));
        let run = interpret(Framework::Tensorflow, r(Ending::Exited(0), "noise only"));
        assert_eq!(
            import_check(&run).summary,
            "import tensorflow crashed: the probe exited with status 0 without an answer"
        );
        let ni = format!(
            "noise\n{PROBE_MARKER}{{\"result\": \"error\", \"kind\": \"not_installed\", \"message\": \"x\"}}\n"
        );
        let run = interpret(Framework::Jax, r(Ending::Exited(0), &ni));
        assert!(matches!(
            run.result,
            Ok(ref p) if matches!(p.answer, Answer::Error { kind: ErrorKind::NotInstalled, .. })
        ));
        let odd = format!(
            "{PROBE_MARKER}{{\"result\": \"error\", \"kind\": \"something_new\", \"message\": \"x\"}}"
        );
        let run = interpret(Framework::Jax, r(Ending::Exited(0), &odd));
        assert_eq!(import_check(&run).summary, "import jax raised x");
        let ok = format!(
            "{PROBE_MARKER}{{\"result\": \"success\", \"version\": \"2.11.0+cu130\", \"cuda_version\": \"13.0\", \"is_cuda_build\": true, \"cudnn_int\": 91900, \"arch_list\": [\"sm_90\"], \"gpus\": []}}"
        );
        let run = interpret(Framework::Pytorch, r(Ending::Exited(0), &ok));
        let Ok(Probed {
            answer: Answer::Success(a),
            ..
        }) = &run.result
        else {
            panic!("{:?}", run.result)
        };
        let f = to_facts(Framework::Pytorch, a, &run.log);
        assert_eq!(f.cudnn_version.as_deref(), Some("9.19.0"));
        assert_eq!(f.compute_capabilities, ["sm_90"]);
    }

    fn probe_run(result: ProbeResult<Answer>) -> ProbeRun {
        ProbeRun {
            framework: Framework::Pytorch,
            result,
            log: vec![],
            stderr_tail: vec!["last stderr line".into()],
        }
    }

    fn answered(answer: Answer) -> ProbeResult<Answer> {
        Ok(Probed {
            answer,
            output: Captured::default(),
        })
    }

    fn judge_alone(run: &ProbeRun, facts: &Facts) -> Vec<Check> {
        let real = RealPaths::new();
        let seen = Seen {
            predicted: None,
            real_paths: &real,
        };
        judge(run, facts, &Matrix::builtin().unwrap(), &seen).0
    }

    #[test]
    fn judge_not_installed_and_broken_imports() {
        let checks = judge_alone(
            &probe_run(answered(Answer::Error {
                kind: ErrorKind::NotInstalled,
                message: "No module named 'torch'".into(),
                traceback: vec![],
            })),
            &Facts::default(),
        );
        assert_eq!(checks.len(), 1);
        assert_eq!(checks[0].id, "framework.pytorch-import");
        assert_eq!(checks[0].status, Status::Fail);
        assert_eq!(
            checks[0].explain.as_deref(),
            Some("framework-not-installed")
        );
        let broken = probe_run(Err(Unanswered {
            failure: ProbeFailure::Timeout {
                deadline: Duration::from_secs(60),
            },
            output: Captured::default(),
        }));
        let checks = judge_alone(&broken, &Facts::default());
        assert_eq!(checks[0].status, Status::Fail);
        assert_eq!(checks[0].reason, Some(Reason::Timeout));
        assert_eq!(checks[0].evidence, ["stderr: last stderr line"]);
        let raised = probe_run(answered(Answer::Error {
            kind: ErrorKind::ImportError,
            message: "ImportError: libcudnn.so.9: cannot open shared object file".into(),
            traceback: vec!["File \"x.py\", line 1".into()],
        }));
        let checks = judge_alone(&raised, &Facts::default());
        assert_eq!(checks[0].status, Status::Fail);
        assert!(
            checks[0]
                .summary
                .starts_with("import torch raised ImportError")
        );
    }

    #[test]
    fn judge_an_import_that_worked() {
        let answer = RawAnswer {
            version: Some("2.9.0+cu128".into()),
            cuda_version: Some("12.8".into()),
            is_cuda_build: Some(true),
            cudnn_int: Some(91002),
            arch_list: Some(s(&["sm_80", "sm_90"])),
            gpus: Some(vec![]),
            mapped_libraries: Some(s(&["/venv/nvidia/cudnn/lib/libcudnn.so.9"])),
            ..RawAnswer::default()
        };
        let facts = Facts {
            driver: Some(DriverFacts {
                version: "580.65.06".into(),
                cuda_version: Some("13.0".into()),
                kernel_module_version: None,
                nvml_library: None,
            }),
            ..Facts::default()
        };
        let run = probe_run(answered(Answer::Success(Box::new(answer))));
        let predicted = [Predicted {
            soname: "libcudnn.so.9".into(),
            winner: Some("/usr/lib/libcudnn.so.9".into()),
        }];
        let real = RealPaths::new();
        let seen = Seen {
            predicted: Some(&predicted),
            real_paths: &real,
        };
        let (checks, f) = judge(&run, &facts, &Matrix::builtin().unwrap(), &seen);
        let f = f.expect("facts for an import that worked");
        assert_eq!(f.version, "2.9.0+cu128");
        assert_eq!(checks[0].id, "framework.pytorch-import");
        assert_eq!(checks[0].status, Status::Pass);
        let libs = checks
            .iter()
            .find(|c| c.id == "framework.pytorch-libraries")
            .unwrap();
        assert_eq!(libs.status, Status::Warn, "{}", libs.summary);
    }
}
