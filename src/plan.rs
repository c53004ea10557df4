//! `gpudoc matrix` and `gpudoc plan`.
//!
//! [`plan`] is the pure reasoning: from a [`MachineSpec`] (driver, GPU compute capabilities,
//! Python, OS, WSL, container) and the [`Matrix`] it finds, for TensorFlow, PyTorch and JAX,
//! the newest release that will work, why each newer one will not, what to upgrade to unlock
//! them, and the exact install commands. The framework layer of `gpudoc check` calls it for
//! its "not installed" and "wrong version" fixes. Everything else here is thin I/O: flags or
//! the live machine in, text or JSON out. No version number lives in this file.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::{Args, ValueEnum};
use serde::Serialize;

use crate::matrix::{CcSupport, Matrix, TfRelease, in_minor_range};
use crate::version::Version;

// ---------------------------------------------------------------------------------------
// The machine being planned for
// ---------------------------------------------------------------------------------------

/// Operating systems a plan distinguishes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Os {
    Linux,
    Windows,
    Macos,
}

/// One GPU: its NVML name when known, and its compute capability.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GpuSpec {
    pub name: Option<String>,
    #[serde(serialize_with = "ser_version")]
    pub compute_capability: Version,
}

fn ser_version<S: serde::Serializer>(v: &Version, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(v.as_str())
}

fn ser_opt_version<S: serde::Serializer>(v: &Option<Version>, s: S) -> Result<S::Ok, S::Error> {
    match v {
        Some(v) => s.serialize_str(v.as_str()),
        None => s.serialize_none(),
    }
}

/// What a plan needs to know about a machine. Build it from flags, from `gpudoc check`'s
/// facts, or by hand.
#[derive(Debug, Clone, Serialize)]
pub struct MachineSpec {
    /// NVIDIA driver version; `None` when no driver is installed (or unknown).
    #[serde(serialize_with = "ser_opt_version")]
    pub driver: Option<Version>,
    /// GPUs; empty means "do not check compute capability".
    pub gpus: Vec<GpuSpec>,
    /// Python major.minor; `None` plans without a Python constraint.
    #[serde(serialize_with = "ser_opt_version")]
    pub python: Option<Version>,
    pub os: Os,
    /// Linux under WSL2 (the driver is the Windows driver).
    pub wsl: bool,
    /// Inside a container (the driver comes from the host).
    pub container: bool,
}

// ---------------------------------------------------------------------------------------
// The plan
// ---------------------------------------------------------------------------------------

/// Why one release will not work on the machine.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Blocker {
    /// The driver is older than the release's CUDA needs (or absent).
    Driver {
        cuda: String,
        needs_driver: String,
        driver: Option<String>,
        /// The GPU only runs the release through PTX JIT, which needs the toolkit's own
        /// driver rather than the minor-version-compatibility floor.
        jit: bool,
    },
    /// The Python version is outside the release's range.
    Python {
        python: String,
        python_min: String,
        python_max: String,
    },
    /// A GPU's compute capability has no kernels in the release.
    ComputeCapability {
        compute_capability: String,
        min_cc: Option<String>,
    },
    /// No CUDA build for this OS.
    Platform { detail: String },
}

impl Blocker {
    /// One sentence; `what` names the release ("TensorFlow 2.15").
    pub fn message(&self, what: &str) -> String {
        match self {
            Blocker::Driver {
                cuda,
                needs_driver,
                driver,
                jit,
            } => {
                let how = if *jit {
                    " (its own toolkit driver: this GPU needs PTX JIT)"
                } else {
                    ""
                };
                let have = match driver {
                    Some(d) => format!("this driver is {d}"),
                    None => "no NVIDIA driver was found".to_string(),
                };
                format!(
                    "{what} needs CUDA {cuda}, which needs driver >= {needs_driver}{how}; {have}"
                )
            }
            Blocker::Python {
                python,
                python_min,
                python_max,
            } => format!("{what} supports Python {python_min} to {python_max}, not {python}"),
            Blocker::ComputeCapability {
                compute_capability,
                min_cc,
            } => match min_cc {
                Some(m) => format!(
                    "{what} has no kernels for compute capability {compute_capability} (needs >= {m})"
                ),
                None => {
                    format!("{what} has no kernels for compute capability {compute_capability}")
                }
            },
            Blocker::Platform { detail } => format!("{what}: {detail}"),
        }
    }

    /// Blockers with the same key are reported together ("2.15 and later ...").
    fn key(&self) -> String {
        match self {
            Blocker::Driver { needs_driver, .. } => format!("driver>={needs_driver}"),
            Blocker::Python {
                python_min,
                python_max,
                ..
            } => format!("python{python_min}-{python_max}"),
            Blocker::ComputeCapability {
                compute_capability, ..
            } => format!("cc{compute_capability}"),
            Blocker::Platform { detail } => detail.clone(),
        }
    }

    /// Something the user can change (driver, Python), as opposed to the GPU or the OS.
    fn upgrade(&self) -> Option<String> {
        match self {
            Blocker::Driver { needs_driver, .. } => {
                Some(format!("NVIDIA driver >= {needs_driver}"))
            }
            Blocker::Python {
                python_min,
                python_max,
                ..
            } => Some(format!("Python {python_min} to {python_max}")),
            _ => None,
        }
    }
}

/// A group of consecutive newer releases that fail for the same reason.
#[derive(Debug, Clone, Serialize)]
pub struct WhyNot {
    /// First and last release of the group.
    pub from: String,
    pub to: String,
    /// True when the group runs up to the newest release in the matrix.
    pub to_newest: bool,
    /// One sentence per blocker, for the group's first release.
    pub reasons: Vec<String>,
}

/// An upgrade that makes a newer release work.
#[derive(Debug, Clone, Serialize)]
pub struct Unlock {
    pub version: String,
    pub upgrades: Vec<String>,
}

/// One way to install the recommendation.
#[derive(Debug, Clone, Serialize)]
pub struct Install {
    /// "pip", "pip + conda", "docker", "windows", ...
    pub method: String,
    pub commands: Vec<String>,
    pub note: Option<String>,
}

/// The release to install and what it brings.
#[derive(Debug, Clone, Serialize)]
pub struct Recommendation {
    pub version: String,
    /// The patch release to name in images and docs, where known.
    pub release: Option<String>,
    pub python_min: Option<String>,
    pub python_max: Option<String>,
    pub cuda: Option<String>,
    pub cudnn: Option<String>,
    /// The oldest driver that runs it on this machine.
    pub min_driver: Option<String>,
    pub notes: Vec<String>,
    pub install: Vec<Install>,
}

/// The plan for one framework.
#[derive(Debug, Clone, Serialize)]
pub struct FrameworkPlan {
    /// "tensorflow", "pytorch" or "jax".
    pub framework: String,
    pub recommended: Option<Recommendation>,
    /// Releases newer than the recommendation that will not work, grouped, oldest first.
    pub why_not: Vec<WhyNot>,
    /// Upgrades that unlock newer releases, newest release first.
    pub unlock: Vec<Unlock>,
    /// Every release that will not work, with its blockers (oldest first).
    pub blocked: Vec<BlockedRelease>,
}

/// One release that will not work.
#[derive(Debug, Clone, Serialize)]
pub struct BlockedRelease {
    pub version: String,
    pub blockers: Vec<Blocker>,
}

/// The whole plan: what `gpudoc plan --json` prints.
#[derive(Debug, Clone, Serialize)]
pub struct Plan {
    pub machine: MachineSpec,
    pub notes: Vec<String>,
    pub tensorflow: FrameworkPlan,
    pub pytorch: FrameworkPlan,
    pub jax: FrameworkPlan,
}

/// Plan TensorFlow, PyTorch and JAX for `machine` from `matrix`. Pure: no I/O.
pub fn plan(machine: &MachineSpec, matrix: &Matrix) -> Plan {
    let mut notes = Vec::new();
    if machine.python.is_none() {
        notes.push("no Python version known: planned without a Python constraint".into());
    }
    if machine.gpus.is_empty() {
        notes.push("no GPU compute capability known: GPU support not checked".into());
    }
    if machine.container {
        notes.push("inside a container the driver is the host's: upgrade it on the host".into());
    }
    for g in &machine.gpus {
        if let Some(name) = &g.name
            && matrix.gpu_by_name(name).is_none()
        {
            notes.push(format!("GPU `{name}` is not in the matrix's GPU table"));
        }
    }
    Plan {
        machine: machine.clone(),
        notes,
        tensorflow: plan_tensorflow(machine, matrix),
        pytorch: plan_pytorch(machine, matrix),
        jax: plan_jax(machine, matrix),
    }
}

/// Windows driver numbering applies on native Windows and under WSL2.
fn windows_driver(m: &MachineSpec) -> bool {
    m.os == Os::Windows || m.wsl
}

/// The driver blocker for CUDA `cuda`, if the machine's driver is too old.
fn driver_blocker(m: &MachineSpec, matrix: &Matrix, cuda: &str, jit: bool) -> Option<Blocker> {
    let need = matrix.min_driver_for(cuda, windows_driver(m), jit)?;
    match &m.driver {
        Some(d) if *d >= need => None,
        d => Some(Blocker::Driver {
            cuda: cuda.to_string(),
            needs_driver: need.to_string(),
            driver: d.as_ref().map(Version::to_string),
            jit,
        }),
    }
}

fn python_blocker(m: &MachineSpec, min: &str, max: &str) -> Option<Blocker> {
    let py = m.python.as_ref()?;
    (!in_minor_range(py, min, max)).then(|| Blocker::Python {
        python: py.major_minor(),
        python_min: min.to_string(),
        python_max: max.to_string(),
    })
}

/// The lowest compute capability a toolkit build of `cuda` can target, and the GPUs below it.
fn arch_blockers(m: &MachineSpec, matrix: &Matrix, cuda: &str) -> Vec<Blocker> {
    let Some(arch) = matrix.cuda_arch_for(cuda) else {
        return Vec::new();
    };
    let Some(min) = Version::parse(arch.min_cc.get_ref()) else {
        return Vec::new();
    };
    distinct_ccs(m)
        .into_iter()
        .filter(|cc| *cc < min)
        .map(|cc| Blocker::ComputeCapability {
            compute_capability: cc.to_string(),
            min_cc: Some(min.to_string()),
        })
        .collect()
}

fn distinct_ccs(m: &MachineSpec) -> Vec<Version> {
    let mut ccs: Vec<Version> = m
        .gpus
        .iter()
        .map(|g| g.compute_capability.clone())
        .collect();
    ccs.sort();
    ccs.dedup();
    ccs
}

/// Group the releases newer than the recommendation, and find the upgrades that help.
fn summarise(
    title: &str,
    versions: &[String],
    results: &[Vec<Blocker>],
    recommended: Option<usize>,
) -> (Vec<WhyNot>, Vec<Unlock>, Vec<BlockedRelease>) {
    let blocked: Vec<BlockedRelease> = versions
        .iter()
        .zip(results)
        .filter(|(_, b)| !b.is_empty())
        .map(|(v, b)| BlockedRelease {
            version: v.clone(),
            blockers: b.clone(),
        })
        .collect();
    let start = recommended.map_or(0, |i| i + 1);
    let mut why_not: Vec<WhyNot> = Vec::new();
    let mut last_key: Option<Vec<String>> = None;
    for i in start..versions.len() {
        let key: Vec<String> = results[i].iter().map(Blocker::key).collect();
        if last_key.as_ref() == Some(&key)
            && let Some(group) = why_not.last_mut()
        {
            group.to = versions[i].clone();
            continue;
        }
        let what = format!("{title} {}", versions[i]);
        why_not.push(WhyNot {
            from: versions[i].clone(),
            to: versions[i].clone(),
            to_newest: false,
            reasons: results[i].iter().map(|b| b.message(&what)).collect(),
        });
        last_key = Some(key);
    }
    if let Some(g) = why_not.last_mut() {
        g.to_newest = versions.last() == Some(&g.to);
    }
    let mut unlock: Vec<Unlock> = Vec::new();
    for i in (start..versions.len()).rev() {
        let ups: Option<Vec<String>> = results[i].iter().map(Blocker::upgrade).collect();
        let Some(ups) = ups else { continue };
        if unlock.iter().any(|u| u.upgrades == ups) {
            continue;
        }
        // Keep an older unlock only when it asks for less.
        if unlock
            .iter()
            .any(|u| ups.iter().all(|x| u.upgrades.contains(x)))
        {
            continue;
        }
        unlock.push(Unlock {
            version: versions[i].clone(),
            upgrades: ups,
        });
    }
    (why_not, unlock, blocked)
}

// ---------------------------------------------------------------------------------------
// TensorFlow
// ---------------------------------------------------------------------------------------

/// Why `r` will not run on `m` (empty: it will), and the driver it needs.
fn tf_blockers(m: &MachineSpec, matrix: &Matrix, r: &TfRelease) -> (Vec<Blocker>, bool) {
    let mut out = Vec::new();
    out.extend(python_blocker(
        m,
        r.python_min.get_ref(),
        r.python_max.get_ref(),
    ));
    let mut jit = false;
    for cc in distinct_ccs(m) {
        match r.cc_support(&cc) {
            CcSupport::Sass(_) => {}
            CcSupport::PtxJit(_) => jit = true,
            CcSupport::Unsupported => out.push(Blocker::ComputeCapability {
                compute_capability: cc.to_string(),
                min_cc: r.min_cc.as_ref().map(|s| s.get_ref().clone()),
            }),
        }
    }
    out.extend(driver_blocker(m, matrix, r.cuda.get_ref(), jit));
    (out, jit)
}

fn plan_tensorflow(m: &MachineSpec, matrix: &Matrix) -> FrameworkPlan {
    let title = "TensorFlow";
    let linux_rows = &matrix.tensorflow;
    let versions: Vec<String> = linux_rows
        .iter()
        .map(|r| r.version.get_ref().clone())
        .collect();
    let platforms = matrix.tensorflow_platforms.as_ref();
    let mut results: Vec<Vec<Blocker>> = Vec::new();
    let mut jits: Vec<bool> = Vec::new();
    for r in linux_rows {
        let (mut b, jit) = match m.os {
            Os::Macos => (
                vec![Blocker::Platform {
                    detail: platforms
                        .map(|p| p.macos_note.clone())
                        .unwrap_or_else(|| "no CUDA build for macOS".into()),
                }],
                false,
            ),
            Os::Windows if !m.wsl => match matrix.tensorflow_windows_release(r.version.get_ref()) {
                Some(w) => tf_blockers(m, matrix, w),
                None => (
                    vec![Blocker::Platform {
                        detail: format!(
                            "no native-Windows GPU build after {}; use WSL2 with the Linux wheel",
                            platforms
                                .map(|p| p.windows_native_gpu_last.get_ref().as_str())
                                .unwrap_or("2.10")
                        ),
                    }],
                    false,
                ),
            },
            _ => tf_blockers(m, matrix, r),
        };
        b.dedup();
        results.push(b);
        jits.push(jit);
    }
    let best = results.iter().rposition(Vec::is_empty);
    let (why_not, unlock, blocked) = summarise(title, &versions, &results, best);
    let recommended = best.map(|i| {
        let windows_native = m.os == Os::Windows && !m.wsl;
        let r = if windows_native {
            matrix
                .tensorflow_windows_release(&versions[i])
                .unwrap_or(&linux_rows[i])
        } else {
            &linux_rows[i]
        };
        tf_recommendation(m, matrix, r, jits[i], windows_native)
    });
    FrameworkPlan {
        framework: "tensorflow".into(),
        recommended,
        why_not,
        unlock,
        blocked,
    }
}

fn tf_recommendation(
    m: &MachineSpec,
    matrix: &Matrix,
    r: &TfRelease,
    jit: bool,
    windows_native: bool,
) -> Recommendation {
    let v = r.version.get_ref();
    let cuda = r.cuda.get_ref();
    let cudnn = r.cudnn.get_ref();
    let need = matrix.min_driver_for(cuda, windows_driver(m), jit);
    let mut notes = Vec::new();
    let own = matrix.min_driver_for(cuda, windows_driver(m), true);
    if let (Some(n), Some(o)) = (&need, &own)
        && n < o
    {
        notes.push(format!(
            "CUDA {cuda} runs under minor version compatibility on driver >= {n} (its own toolkit driver is {o})"
        ));
    }
    if jit {
        notes.push(format!(
            "this GPU has no native kernels in TensorFlow {v}: the driver JIT-compiles PTX at start-up (slow first run)"
        ));
    }
    for cc in distinct_ccs(m) {
        if let CcSupport::Sass(s) = r.cc_support(&cc) {
            notes.push(format!(
                "compute capability {cc} runs the sm_{} kernels",
                s.replace('.', "")
            ));
        }
    }
    let mut install = Vec::new();
    let verify =
        "python3 -c \"import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))\"";
    if windows_native {
        install.push(Install {
            method: "windows".into(),
            commands: vec![
                format!("conda install -c conda-forge cudatoolkit={cuda} cudnn={cudnn}"),
                format!("python -m pip install \"{}=={v}.*\"", r.package),
                verify.replace("python3", "python"),
            ],
            note: Some("native Windows; from the next release on, use WSL2".into()),
        });
    } else if let Some(pins) = matrix.tensorflow_and_cuda(v) {
        install.push(Install {
            method: "pip".into(),
            commands: vec![
                format!("python3 -m pip install \"tensorflow[and-cuda]=={v}.*\""),
                verify.into(),
            ],
            note: Some(format!(
                "installs the NVIDIA {} wheels: cuda-runtime {}, cudnn {}",
                pins.cuda_family, pins.cuda_runtime, pins.cudnn
            )),
        });
    } else {
        install.push(Install {
            method: "pip + conda".into(),
            commands: vec![
                format!("conda install -c conda-forge cudatoolkit={cuda} cudnn={cudnn}"),
                "export LD_LIBRARY_PATH=$CONDA_PREFIX/lib:$LD_LIBRARY_PATH".into(),
                format!("python3 -m pip install \"{}=={v}.*\"", r.package),
                verify.into(),
            ],
            note: Some(format!(
                "no tensorflow[and-cuda] extra for {v}: install CUDA {cuda} and cuDNN {cudnn} yourself (conda, or NVIDIA's installers)"
            )),
        });
    }
    if !windows_native && !m.container {
        install.push(Install {
            method: "docker".into(),
            commands: vec![format!(
                "docker run --gpus all -it --rm tensorflow/tensorflow:{}-gpu {}",
                r.tested.get_ref(),
                verify.replace("python3 -c", "python -c")
            )],
            note: Some("needs the NVIDIA Container Toolkit on the host".into()),
        });
    }
    if m.wsl
        && let Some(p) = &matrix.tensorflow_platforms
    {
        notes.push(p.wsl_note.clone());
    }
    Recommendation {
        version: v.clone(),
        release: Some(r.tested.get_ref().clone()),
        python_min: Some(r.python_min.get_ref().clone()),
        python_max: Some(r.python_max.get_ref().clone()),
        cuda: Some(cuda.clone()),
        cudnn: Some(cudnn.clone()),
        min_driver: need.map(|d| d.to_string()),
        notes,
        install,
    }
}

// ---------------------------------------------------------------------------------------
// PyTorch
// ---------------------------------------------------------------------------------------

fn plan_pytorch(m: &MachineSpec, matrix: &Matrix) -> FrameworkPlan {
    let versions: Vec<String> = matrix
        .pytorch
        .iter()
        .map(|r| r.version.get_ref().clone())
        .collect();
    let mut results = Vec::new();
    let mut picks: Vec<Option<String>> = Vec::new();
    for r in &matrix.pytorch {
        if m.os == Os::Macos {
            results.push(vec![Blocker::Platform {
                detail: "no CUDA build for macOS".into(),
            }]);
            picks.push(None);
            continue;
        }
        let mut b: Vec<Blocker> = python_blocker(m, r.python_min.get_ref(), r.python_max.get_ref())
            .into_iter()
            .collect();
        // The newest CUDA variant this driver and these GPUs can run.
        let mut best_fail: Option<Vec<Blocker>> = None;
        let mut pick = None;
        for cuda in r.cuda_variants.get_ref().iter().rev() {
            let mut fail = arch_blockers(m, matrix, cuda);
            fail.extend(driver_blocker(m, matrix, cuda, false));
            if fail.is_empty() {
                pick = Some(cuda.clone());
                break;
            }
            // Report the oldest variant's blockers: it asks for the least.
            best_fail = Some(fail);
        }
        if pick.is_none() {
            b.extend(best_fail.unwrap_or_default());
        }
        results.push(b);
        picks.push(pick);
    }
    let best = results.iter().rposition(Vec::is_empty);
    let (why_not, unlock, blocked) = summarise("PyTorch", &versions, &results, best);
    let recommended = best.map(|i| {
        let r = &matrix.pytorch[i];
        let v = r.version.get_ref();
        let cuda = picks[i].clone().unwrap_or_default();
        let tag = format!("cu{}", cuda.replace('.', ""));
        let mut cmd = format!("python3 -m pip install \"torch=={v}.*\"");
        if cuda != *r.pypi_cuda.get_ref() {
            write!(cmd, " --index-url https://download.pytorch.org/whl/{tag}").ok();
        }
        let mut notes = Vec::new();
        if r.unverified {
            notes.push("this release's CUDA variants are unverified in the matrix".into());
        }
        Recommendation {
            version: v.clone(),
            release: None,
            python_min: Some(r.python_min.get_ref().clone()),
            python_max: Some(r.python_max.get_ref().clone()),
            cuda: Some(cuda.clone()),
            cudnn: (cuda == *r.pypi_cuda.get_ref()).then(|| r.pypi_cudnn.clone()),
            min_driver: matrix
                .min_driver_for(&cuda, windows_driver(m), false)
                .map(|d| d.to_string()),
            notes,
            install: vec![Install {
                method: "pip".into(),
                commands: vec![
                    cmd,
                    "python3 -c \"import torch; print(torch.cuda.is_available(), torch.version.cuda)\""
                        .into(),
                ],
                note: Some(format!("the {tag} build")),
            }],
        }
    });
    FrameworkPlan {
        framework: "pytorch".into(),
        recommended,
        why_not,
        unlock,
        blocked,
    }
}

// ---------------------------------------------------------------------------------------
// JAX
// ---------------------------------------------------------------------------------------

fn plan_jax(m: &MachineSpec, matrix: &Matrix) -> FrameworkPlan {
    let versions: Vec<String> = matrix
        .jax
        .iter()
        .map(|r| r.version.get_ref().clone())
        .collect();
    let mut results = Vec::new();
    let mut picks: Vec<Option<u64>> = Vec::new();
    for r in &matrix.jax {
        if m.os != Os::Linux {
            results.push(vec![Blocker::Platform {
                detail: "JAX has NVIDIA GPU support on Linux only (WSL2 experimental)".into(),
            }]);
            picks.push(None);
            continue;
        }
        let mut b: Vec<Blocker> = python_blocker(m, r.python_min.get_ref(), r.python_max.get_ref())
            .into_iter()
            .collect();
        let mut pick = None;
        let mut last_fail = Vec::new();
        for major in r.cuda_majors.get_ref().iter().rev() {
            let Some(p) = matrix.jax_plugin(*major) else {
                continue;
            };
            let min_cc = Version::parse(p.min_cc.get_ref());
            let mut fail: Vec<Blocker> = distinct_ccs(m)
                .into_iter()
                .filter(|cc| min_cc.as_ref().is_some_and(|min| cc < min))
                .map(|cc| Blocker::ComputeCapability {
                    compute_capability: cc.to_string(),
                    min_cc: Some(p.min_cc.get_ref().clone()),
                })
                .collect();
            fail.extend(driver_blocker(m, matrix, p.min_cuda.get_ref(), false));
            if fail.is_empty() {
                pick = Some(*major);
                break;
            }
            last_fail = fail;
        }
        if pick.is_none() {
            b.extend(last_fail);
        }
        results.push(b);
        picks.push(pick);
    }
    let best = results.iter().rposition(Vec::is_empty);
    let (why_not, unlock, blocked) = summarise("JAX", &versions, &results, best);
    let recommended = best.and_then(|i| {
        let r = &matrix.jax[i];
        let p = matrix.jax_plugin(picks[i]?)?;
        let v = r.version.get_ref();
        Some(Recommendation {
            version: v.clone(),
            release: None,
            python_min: Some(r.python_min.get_ref().clone()),
            python_max: Some(r.python_max.get_ref().clone()),
            cuda: Some(format!(
                "{}.x (>= {})",
                p.cuda_major.get_ref(),
                p.min_cuda.get_ref()
            )),
            cudnn: Some(format!(">= {}", p.min_cudnn)),
            min_driver: matrix
                .min_driver_for(p.min_cuda.get_ref(), false, false)
                .map(|d| d.to_string()),
            notes: vec![format!("uses {}", p.package)],
            install: vec![Install {
                method: "pip".into(),
                commands: vec![
                    format!("python3 -m pip install -U \"jax[{}]=={v}\"", p.extra),
                    "python3 -c \"import jax; print(jax.devices())\"".into(),
                ],
                note: None,
            }],
        })
    });
    FrameworkPlan {
        framework: "jax".into(),
        recommended,
        why_not,
        unlock,
        blocked,
    }
}

// ---------------------------------------------------------------------------------------
// Human rendering
// ---------------------------------------------------------------------------------------

/// The plan as text.
pub fn render_plan(p: &Plan) -> String {
    let mut out = String::new();
    let m = &p.machine;
    let driver = m
        .driver
        .as_ref()
        .map_or("none".to_string(), Version::to_string);
    let gpus = if m.gpus.is_empty() {
        "unknown".to_string()
    } else {
        m.gpus
            .iter()
            .map(|g| match &g.name {
                Some(n) => format!("{n} (CC {})", g.compute_capability),
                None => format!("CC {}", g.compute_capability),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let python = m
        .python
        .as_ref()
        .map_or("unknown".to_string(), Version::major_minor);
    let mut os = format!("{:?}", m.os).to_lowercase();
    if m.wsl {
        os.push_str(" (WSL2)");
    }
    if m.container {
        os.push_str(" (container)");
    }
    writeln!(
        out,
        "Machine: driver {driver}, GPU {gpus}, Python {python}, {os}"
    )
    .ok();
    for n in &p.notes {
        writeln!(out, "note: {n}").ok();
    }
    for (title, f) in [
        ("TensorFlow", &p.tensorflow),
        ("PyTorch", &p.pytorch),
        ("JAX", &p.jax),
    ] {
        writeln!(out).ok();
        match &f.recommended {
            Some(r) => {
                let mut line = format!("{title}: recommend {}", r.version);
                let mut parts = Vec::new();
                if let Some(c) = &r.cuda {
                    parts.push(format!("CUDA {c}"));
                }
                if let Some(c) = &r.cudnn {
                    parts.push(format!("cuDNN {c}"));
                }
                if let (Some(a), Some(b)) = (&r.python_min, &r.python_max) {
                    parts.push(format!("Python {a}-{b}"));
                }
                if let Some(d) = &r.min_driver {
                    parts.push(format!("driver >= {d}"));
                }
                if !parts.is_empty() {
                    write!(line, " ({})", parts.join(", ")).ok();
                }
                writeln!(out, "{line}").ok();
                for n in &r.notes {
                    writeln!(out, "  note: {n}").ok();
                }
                for i in &r.install {
                    writeln!(out, "  install ({}):", i.method).ok();
                    for c in &i.commands {
                        writeln!(out, "    {c}").ok();
                    }
                    if let Some(n) = &i.note {
                        writeln!(out, "    # {n}").ok();
                    }
                }
            }
            None => {
                writeln!(
                    out,
                    "{title}: no release in the matrix will work on this machine"
                )
                .ok();
            }
        }
        if !f.why_not.is_empty() {
            writeln!(out, "  why not newer:").ok();
        }
        for w in &f.why_not {
            let range = if w.to_newest && w.from != w.to {
                format!("{} and later", w.from)
            } else if w.from == w.to {
                w.from.clone()
            } else {
                format!("{} to {}", w.from, w.to)
            };
            writeln!(out, "    {range}: {}", w.reasons.join("; ")).ok();
        }
        for u in &f.unlock {
            writeln!(
                out,
                "  to get {title} {}: {}",
                u.version,
                u.upgrades.join(" and ")
            )
            .ok();
        }
    }
    out
}

// ---------------------------------------------------------------------------------------
// gpudoc matrix
// ---------------------------------------------------------------------------------------

/// Options of `gpudoc matrix`.
#[derive(Debug, Clone, Args)]
pub struct MatrixArgs {
    /// Check a matrix file of your own and report the first problem with its line.
    #[arg(long, value_name = "FILE")]
    pub validate: Option<PathBuf>,

    /// Print the whole matrix (or the one release asked for) as one JSON document.
    #[arg(long)]
    pub json: bool,

    /// Use this compatibility matrix instead of the one built into gpudoc.
    #[arg(long, value_name = "FILE")]
    pub matrix: Option<PathBuf>,

    /// Show one framework's table: tensorflow, pytorch, jax, cuda, gpu.
    #[arg(value_name = "TABLE")]
    pub table: Option<String>,

    /// Show what one release needs (e.g. `gpudoc matrix tensorflow 2.15`), or one GPU.
    #[arg(value_name = "VERSION")]
    pub version: Option<String>,
}

/// `gpudoc matrix`.
pub fn matrix_command(args: &MatrixArgs) -> Result<u8> {
    if let Some(file) = &args.validate {
        let m = Matrix::load(Some(file))?;
        println!(
            "{}: valid ({} CUDA releases, {} TensorFlow, {} PyTorch, {} JAX releases, {} GPUs)",
            m.origin,
            m.cuda.len(),
            m.tensorflow.len(),
            m.pytorch.len(),
            m.jax.len(),
            m.gpus.len()
        );
        return Ok(crate::exit::OK);
    }
    let m = Matrix::load(args.matrix.as_deref())?;
    let text = match (args.table.as_deref(), args.version.as_deref()) {
        (Some("tensorflow" | "tf"), Some(v)) => {
            let r = m.tensorflow_release(v).with_context(|| {
                format!(
                    "TensorFlow {v} is not in the matrix (it has {})",
                    list_versions(m.tensorflow.iter().map(|r| r.version.get_ref()))
                )
            })?;
            if args.json {
                json(&tf_json(&m, r))?
            } else {
                render_tf_release(&m, r)
            }
        }
        (Some("pytorch" | "torch"), Some(v)) => {
            let r = m.pytorch_release(v).with_context(|| {
                format!(
                    "PyTorch {v} is not in the matrix (it has {})",
                    list_versions(m.pytorch.iter().map(|r| r.version.get_ref()))
                )
            })?;
            // PyTorch and JAX rows print as JSON either way: they are short.
            json(r)?
        }
        (Some("jax"), Some(v)) => {
            let r = m.jax_release(v).with_context(|| {
                format!(
                    "JAX {v} is not in the matrix (it has {})",
                    list_versions(m.jax.iter().map(|r| r.version.get_ref()))
                )
            })?;
            json(r)?
        }
        (Some("gpu"), Some(name)) => {
            let g = m
                .gpu_by_name(name)
                .with_context(|| format!("no GPU in the matrix matches `{name}`"))?;
            json(g)?
        }
        (Some(t), Some(_)) => bail!("unknown table `{t}` (tensorflow, pytorch, jax, gpu)"),
        (table, None) => {
            if args.json {
                json(&matrix_json(&m))?
            } else {
                render_tables(&m, table)?
            }
        }
        (None, Some(_)) => unreachable!("clap fills positionals in order"),
    };
    print!("{text}");
    Ok(crate::exit::OK)
}

fn list_versions<'a>(vs: impl Iterator<Item = &'a String>) -> String {
    vs.map(String::as_str).collect::<Vec<_>>().join(", ")
}

fn json<T: Serialize>(v: &T) -> Result<String> {
    let mut s = serde_json::to_string_pretty(v)
        .map_err(|e| crate::Internal(format!("cannot serialise the matrix: {e}")))?;
    s.push('\n');
    Ok(s)
}

/// A TensorFlow row for JSON, with its compute capabilities grouped and its driver floor.
fn tf_json(m: &Matrix, r: &TfRelease) -> serde_json::Value {
    let v = r.version.get_ref();
    serde_json::json!({
        "version": v,
        "tested": r.tested.get_ref(),
        "package": r.package,
        "python_min": r.python_min.get_ref(),
        "python_max": r.python_max.get_ref(),
        "cuda": r.cuda.get_ref(),
        "cudnn": r.cudnn.get_ref(),
        "compute_capabilities": {
            "sass": r.sass.get_ref(),
            "ptx": r.ptx.get_ref(),
            "min_cc": r.min_cc.as_ref().map(|s| s.get_ref()),
            "cc_gaps": r.cc_gaps,
            "source": r.cc_source,
        },
        "min_driver_linux": m.min_driver_for(r.cuda.get_ref(), false, false).map(|d| d.to_string()),
        "min_driver_windows": m.min_driver_for(r.cuda.get_ref(), true, false).map(|d| d.to_string()),
        "and_cuda": m.tensorflow_and_cuda(v),
        "windows": m.tensorflow_windows_release(v).map(|w| serde_json::json!({
            "tested": w.tested.get_ref(),
            "package": w.package,
            "python_min": w.python_min.get_ref(),
            "python_max": w.python_max.get_ref(),
            "cuda": w.cuda.get_ref(),
            "cudnn": w.cudnn.get_ref(),
        })),
        "note": r.note,
        "unverified": r.unverified,
        "source": r.source,
    })
}

/// The whole matrix as JSON (`gpudoc matrix --json`).
fn matrix_json(m: &Matrix) -> serde_json::Value {
    serde_json::json!({
        "schema": 1,
        "origin": m.origin,
        "cuda": m.cuda.iter().map(|(_, _, r)| r).collect::<Vec<_>>(),
        "cuda_major": m.cuda_major,
        "cuda_arch": m.cuda_arch,
        "cudnn": m.cudnn,
        "tensorflow": m.tensorflow.iter().map(|r| tf_json(m, r)).collect::<Vec<_>>(),
        "tensorflow_windows": m.tensorflow_windows,
        "tensorflow_platforms": m.tensorflow_platforms,
        "tensorflow_and_cuda": m.tensorflow_and_cuda,
        "gpu": m.gpus,
        "pytorch": m.pytorch,
        "jax_plugin": m.jax_plugins,
        "jax": m.jax,
    })
}

/// What one TensorFlow release needs, as text.
fn render_tf_release(m: &Matrix, r: &TfRelease) -> String {
    let mut out = String::new();
    let v = r.version.get_ref();
    let cuda = r.cuda.get_ref();
    writeln!(out, "TensorFlow {v} (tested build {})", r.tested.get_ref()).ok();
    writeln!(out, "  package      {}", r.package).ok();
    writeln!(
        out,
        "  Python       {} to {}",
        r.python_min.get_ref(),
        r.python_max.get_ref()
    )
    .ok();
    writeln!(out, "  CUDA         {cuda}").ok();
    writeln!(out, "  cuDNN        {}", r.cudnn.get_ref()).ok();
    if let Some(cudnn) = Version::parse(r.cudnn.get_ref())
        && let Some(c) = m.cudnn_major(cudnn.major())
    {
        writeln!(
            out,
            "  libraries    {} / {}",
            c.linux_library, c.windows_library
        )
        .ok();
    }
    let compat = m.min_driver_for(cuda, false, false);
    let own = m.min_driver_for(cuda, false, true);
    if let (Some(c), Some(o)) = (&compat, &own) {
        if c < o {
            writeln!(
                out,
                "  driver       >= {c} (Linux, CUDA {cuda} under minor version compatibility; its own toolkit driver is {o}, needed when a GPU runs only PTX)"
            )
            .ok();
        } else {
            writeln!(
                out,
                "  driver       >= {c} (Linux; CUDA {cuda} toolkit driver)"
            )
            .ok();
        }
    }
    if let Some(w) = m.min_driver_for(cuda, true, false) {
        writeln!(out, "               >= {w} (Windows / WSL2)").ok();
    }
    let min_cc = r.min_cc.as_ref().map_or("?", |s| s.get_ref().as_str());
    writeln!(
        out,
        "  GPUs         compute capability >= {min_cc}; native code (SASS) for {}; PTX for {}",
        r.sass.get_ref().join(", "),
        r.ptx.get_ref().join(", ")
    )
    .ok();
    if !r.cc_gaps.is_empty() {
        writeln!(
            out,
            "               no kernels for {}",
            r.cc_gaps.join(", ")
        )
        .ok();
    }
    match m.tensorflow_and_cuda(v) {
        Some(p) => {
            writeln!(
                out,
                "  and-cuda     {} wheels: {}",
                p.cuda_family,
                p.pins
                    .iter()
                    .map(|(k, v)| format!("{k}{v}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
            .ok();
            writeln!(
                out,
                "  install      python3 -m pip install \"tensorflow[and-cuda]=={v}.*\""
            )
            .ok();
        }
        None => {
            writeln!(
                out,
                "  and-cuda     (no tensorflow[and-cuda] extra for this release)"
            )
            .ok();
            writeln!(
                out,
                "  install      conda install -c conda-forge cudatoolkit={cuda} cudnn={}",
                r.cudnn.get_ref()
            )
            .ok();
            writeln!(
                out,
                "               python3 -m pip install \"{}=={v}.*\"",
                r.package
            )
            .ok();
        }
    }
    writeln!(
        out,
        "  docker       tensorflow/tensorflow:{}-gpu",
        r.tested.get_ref()
    )
    .ok();
    match m.tensorflow_windows_release(v) {
        Some(w) => writeln!(
            out,
            "  Windows      native GPU build: Python {}-{}, CUDA {}, cuDNN {}",
            w.python_min.get_ref(),
            w.python_max.get_ref(),
            w.cuda.get_ref(),
            w.cudnn.get_ref()
        ),
        None => writeln!(out, "  Windows      no native GPU build: use WSL2"),
    }
    .ok();
    if let Some(n) = &r.note {
        writeln!(out, "  note         {n}").ok();
    }
    writeln!(out, "  source       {}", r.source).ok();
    if let Some(s) = &r.cc_source {
        writeln!(out, "  CC source    {s}").ok();
    }
    out
}

/// The tables as text; `table` picks one.
fn render_tables(m: &Matrix, table: Option<&str>) -> Result<String> {
    let mut out = String::new();
    let all = table.is_none();
    let want = |t: &str| all || table == Some(t);
    if let Some(t) = table
        && ![
            "tensorflow",
            "tf",
            "pytorch",
            "torch",
            "jax",
            "cuda",
            "gpu",
            "cudnn",
        ]
        .contains(&t)
    {
        bail!("unknown table `{t}` (tensorflow, pytorch, jax, cuda, cudnn, gpu)");
    }
    if want("cuda") {
        writeln!(out, "CUDA toolkit -> minimum driver (Linux / Windows)").ok();
        for (v, d, r) in &m.cuda {
            let w = r
                .driver_windows
                .as_ref()
                .map_or("n/a", |w| w.get_ref().as_str());
            let u = if r.unverified { "  (unverified)" } else { "" };
            writeln!(
                out,
                "  {:<10} {:<12} {:<10} {}{u}",
                v.to_string(),
                d.to_string(),
                w,
                r.label
            )
            .ok();
        }
        for c in &m.cuda_major {
            if let Some(d) = &c.minor_compat_driver_linux {
                let w = c
                    .minor_compat_driver_windows
                    .as_ref()
                    .map_or("n/a", |w| w.get_ref().as_str());
                writeln!(
                    out,
                    "  CUDA {}.x under minor version compatibility: driver >= {} / {w}",
                    c.major.get_ref(),
                    d.get_ref()
                )
                .ok();
            } else {
                writeln!(
                    out,
                    "  CUDA {}.x: no minor version compatibility",
                    c.major.get_ref()
                )
                .ok();
            }
        }
        writeln!(out, "CUDA toolkit -> compute capabilities it can build for").ok();
        for a in &m.cuda_arch {
            writeln!(
                out,
                "  from {:<6} {} to {}",
                a.cuda_min.get_ref(),
                a.min_cc.get_ref(),
                a.max_cc.get_ref()
            )
            .ok();
        }
        writeln!(out).ok();
    }
    if want("cudnn") || want("cuda") {
        writeln!(out, "cuDNN majors").ok();
        for c in &m.cudnn {
            writeln!(
                out,
                "  cuDNN {}  CUDA {}  {}  {}",
                c.major.get_ref(),
                c.cuda_majors
                    .iter()
                    .map(|x| format!("{x}.x"))
                    .collect::<Vec<_>>()
                    .join(", "),
                c.linux_library.split(' ').next().unwrap_or_default(),
                c.windows_library.split(' ').next().unwrap_or_default()
            )
            .ok();
        }
        writeln!(out).ok();
    }
    if want("tensorflow") || want("tf") {
        writeln!(out, "TensorFlow (Linux GPU tested builds)").ok();
        writeln!(
            out,
            "  version  python      cuda  cudnn  min driver   min CC  and-cuda"
        )
        .ok();
        for r in &m.tensorflow {
            let d = m
                .min_driver_for(r.cuda.get_ref(), false, false)
                .map_or("?".into(), |d| d.to_string());
            writeln!(
                out,
                "  {:<8} {:<11} {:<5} {:<6} {:<12} {:<7} {}",
                r.version.get_ref(),
                format!("{}-{}", r.python_min.get_ref(), r.python_max.get_ref()),
                r.cuda.get_ref(),
                r.cudnn.get_ref(),
                d,
                r.min_cc.as_ref().map_or("?", |s| s.get_ref().as_str()),
                if m.tensorflow_and_cuda(r.version.get_ref()).is_some() {
                    "yes"
                } else {
                    "no"
                }
            )
            .ok();
        }
        if let Some(p) = &m.tensorflow_platforms {
            writeln!(
                out,
                "  native Windows GPU builds end at {}; macOS has no CUDA build",
                p.windows_native_gpu_last.get_ref()
            )
            .ok();
        }
        writeln!(out).ok();
    }
    if want("pytorch") || want("torch") {
        writeln!(out, "PyTorch").ok();
        for r in &m.pytorch {
            writeln!(
                out,
                "  {:<6} Python {:<10} CUDA {:<22} PyPI default CUDA {}",
                r.version.get_ref(),
                format!("{}-{}", r.python_min.get_ref(), r.python_max.get_ref()),
                r.cuda_variants.get_ref().join(", "),
                r.pypi_cuda.get_ref()
            )
            .ok();
        }
        writeln!(out).ok();
    }
    if want("jax") {
        writeln!(out, "JAX").ok();
        for p in &m.jax_plugins {
            writeln!(
                out,
                "  {} (jax[{}]): CUDA >= {}, cuDNN >= {}, CC >= {}",
                p.package,
                p.extra,
                p.min_cuda.get_ref(),
                p.min_cudnn,
                p.min_cc.get_ref()
            )
            .ok();
        }
        for r in &m.jax {
            writeln!(
                out,
                "  jax {:<7} Python {}-{}  CUDA majors {:?}",
                r.version.get_ref(),
                r.python_min.get_ref(),
                r.python_max.get_ref(),
                r.cuda_majors.get_ref()
            )
            .ok();
        }
        writeln!(out).ok();
    }
    if want("gpu") {
        writeln!(out, "GPUs (peak dense TFLOP/s: fp32 / tf32 / fp16 / bf16)").ok();
        for g in &m.gpus {
            let f = |x: Option<f64>| x.map_or("-".to_string(), |x| x.to_string());
            let t = g.tflops.as_ref().map_or(String::new(), |t| {
                format!(
                    "{} / {} / {} / {}",
                    f(t.fp32),
                    f(t.tf32),
                    f(t.fp16),
                    f(t.bf16)
                )
            });
            writeln!(
                out,
                "  {:<5} {:<13} {:<48} {t}",
                g.compute_capability.get_ref(),
                g.architecture,
                g.name
            )
            .ok();
        }
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------
// gpudoc plan
// ---------------------------------------------------------------------------------------

/// Options of `gpudoc plan`.
#[derive(Debug, Clone, Args)]
pub struct PlanArgs {
    /// Plan for this NVIDIA driver version instead of the live machine's (e.g. 470.82.01).
    #[arg(long, value_name = "VERSION")]
    pub driver: Option<String>,

    /// A GPU's compute capability ("8.6") or name ("H100"); repeatable.
    #[arg(long = "gpu", value_name = "CC|NAME")]
    pub gpus: Vec<String>,

    /// The Python version to plan for (e.g. 3.11).
    #[arg(long, value_name = "X.Y")]
    pub python: Option<String>,

    /// The operating system to plan for (default: linux with --driver, else this one).
    #[arg(long, value_enum)]
    pub os: Option<Os>,

    /// Plan for Linux under WSL2.
    #[arg(long)]
    pub wsl: bool,

    /// Plan for a container (the driver comes from the host).
    #[arg(long)]
    pub container: bool,

    /// Print the plan as one JSON document.
    #[arg(long)]
    pub json: bool,

    /// Live mode: read file-system paths under DIR instead of /.
    #[arg(long, value_name = "DIR")]
    pub root: Option<PathBuf>,

    /// Live mode: search this directory first for libraries (repeatable).
    #[arg(long = "lib-dir", value_name = "DIR")]
    pub lib_dirs: Vec<PathBuf>,

    /// Live mode: the Python interpreter whose version to plan for (default: python3).
    #[arg(long, value_name = "PATH")]
    pub interpreter: Option<PathBuf>,

    /// Use this compatibility matrix instead of the one built into gpudoc.
    #[arg(long, value_name = "FILE")]
    pub matrix: Option<PathBuf>,

    /// Time limit for each probe that runs in a child process, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 30.0)]
    pub timeout: f64,
}

/// `gpudoc plan`.
pub fn plan_command(args: &PlanArgs) -> Result<u8> {
    let matrix = Matrix::load(args.matrix.as_deref())?;
    let mut notes = Vec::new();
    let machine = if args.driver.is_some() {
        machine_from_flags(args, &matrix)?
    } else {
        machine_from_live(args, &matrix, &mut notes)?
    };
    let mut p = plan(&machine, &matrix);
    notes.append(&mut p.notes);
    p.notes = notes;
    let text = if args.json {
        json(&p)?
    } else {
        render_plan(&p)
    };
    print!("{text}");
    Ok(crate::exit::OK)
}

fn parse_version(text: &str, flag: &str) -> Result<Version> {
    Version::parse(text).with_context(|| format!("{flag} `{text}` is not a dotted version number"))
}

/// A `--gpu` value: a compute capability, or a GPU name looked up in the matrix.
fn parse_gpu(text: &str, matrix: &Matrix) -> Result<GpuSpec> {
    if let Some(cc) = Version::parse(text) {
        return Ok(GpuSpec {
            name: None,
            compute_capability: cc,
        });
    }
    let g = matrix.gpu_by_name(text).with_context(|| {
        format!("--gpu `{text}` is neither a compute capability nor a GPU in the matrix")
    })?;
    Ok(GpuSpec {
        name: Some(g.name.clone()),
        compute_capability: parse_version(g.compute_capability.get_ref(), "compute_capability")?,
    })
}

fn machine_from_flags(args: &PlanArgs, matrix: &Matrix) -> Result<MachineSpec> {
    let driver = args
        .driver
        .as_deref()
        .map(|d| parse_version(d, "--driver"))
        .transpose()?;
    let python = args
        .python
        .as_deref()
        .map(|p| parse_version(p, "--python"))
        .transpose()?;
    let gpus = args
        .gpus
        .iter()
        .map(|g| parse_gpu(g, matrix))
        .collect::<Result<Vec<_>>>()?;
    Ok(MachineSpec {
        driver,
        gpus,
        python,
        os: args.os.unwrap_or(Os::Linux),
        wsl: args.wsl,
        container: args.container,
    })
}

/// The live machine: driver and GPUs from the driver layer, platform from the nodes layer,
/// Python from running the interpreter (in a child, never in-process).
fn machine_from_live(
    args: &PlanArgs,
    matrix: &Matrix,
    notes: &mut Vec<String>,
) -> Result<MachineSpec> {
    if !(args.timeout > 0.0 && args.timeout <= 86_400.0) {
        bail!(
            "--timeout {} is out of range (0 < s <= 86400)",
            args.timeout
        );
    }
    let seams = crate::cli::SeamArgs {
        root: args.root.clone(),
        lib_dirs: args.lib_dirs.clone(),
        python: args.interpreter.clone(),
        matrix: args.matrix.clone(),
    };
    let env = crate::env::Env::from_args(&seams, Duration::from_secs_f64(args.timeout))?;
    // The same layers `gpudoc check` runs, so plan and check never disagree about the machine.
    let ctx = crate::probe::Ctx::new(&env, matrix, crate::cli::FrameworkChoice::Auto);
    let selection = crate::probe::Selection {
        only: vec!["driver".into(), "nodes".into(), "python".into()],
        skip: vec![],
    };
    let (layers, facts) = crate::probe::run_all(&ctx, &selection);
    let first_problem = |layer: &str| {
        layers
            .iter()
            .filter(|l| l.id == layer)
            .flat_map(|l| &l.checks)
            .find(|c| c.status == crate::report::Status::Fail)
            .map(|c| c.summary.clone())
    };
    if facts.driver.is_none() {
        let why = first_problem("driver").unwrap_or_else(|| "no driver facts".into());
        notes.push(format!("no usable NVIDIA driver: {why}"));
    }
    let mut machine = MachineSpec::from_facts(&facts);
    match &args.python {
        Some(p) => machine.python = Some(parse_version(p, "--python")?),
        None if machine.python.is_none() => {
            let why = first_problem("python").unwrap_or_else(|| "no interpreter facts".into());
            notes.push(format!(
                "Python unknown ({why}); planning without a Python constraint"
            ));
        }
        None => {}
    }
    if let Some(os) = args.os {
        machine.os = os;
    }
    machine.wsl |= args.wsl;
    machine.container |= args.container;
    Ok(machine)
}

impl MachineSpec {
    /// The machine as `gpudoc check`'s facts describe it (driver, GPUs, Python, platform).
    pub fn from_facts(facts: &crate::facts::Facts) -> MachineSpec {
        let gpus = facts
            .gpus
            .iter()
            .filter_map(|g| {
                Some(GpuSpec {
                    compute_capability: Version::parse(g.compute_capability.as_deref()?)?,
                    name: Some(g.name.clone()),
                })
            })
            .collect();
        let python = facts
            .python
            .as_ref()
            .and_then(|p| Version::parse(&p.version))
            .and_then(|v| Version::parse(&v.major_minor()));
        let os = match facts.platform.os.as_str() {
            "windows" => Os::Windows,
            "macos" => Os::Macos,
            _ => Os::Linux,
        };
        MachineSpec {
            driver: facts
                .driver
                .as_ref()
                .and_then(|d| Version::parse(&d.version)),
            gpus,
            python,
            os,
            wsl: facts.platform.wsl,
            container: facts.platform.container.is_some(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str) -> Version {
        Version::parse(s).unwrap()
    }

    fn machine(driver: &str, cc: &str, python: &str) -> MachineSpec {
        MachineSpec {
            driver: Some(v(driver)),
            gpus: vec![GpuSpec {
                name: None,
                compute_capability: v(cc),
            }],
            python: Some(v(python)),
            os: Os::Linux,
            wsl: false,
            container: false,
        }
    }

    #[test]
    fn old_driver_gets_tf_2_14_under_minor_version_compatibility() {
        let m = Matrix::builtin().unwrap();
        let p = plan(&machine("470.82.01", "8.6", "3.11"), &m);
        let r = p.tensorflow.recommended.as_ref().unwrap();
        assert_eq!(r.version, "2.14");
        assert_eq!(r.cuda.as_deref(), Some("11.8"));
        assert_eq!(r.min_driver.as_deref(), Some("450.80.02"));
        assert!(r.install[0].commands[0].contains("tensorflow[and-cuda]==2.14.*"));
        let w = &p.tensorflow.why_not[0];
        assert_eq!((w.from.as_str(), w.to_newest), ("2.15", true));
        assert!(
            w.reasons[0].contains("needs CUDA 12.2, which needs driver >= 525.60.13"),
            "{:?}",
            w.reasons
        );
        assert_eq!(
            p.tensorflow.unlock[0].upgrades,
            vec!["NVIDIA driver >= 525.60.13"]
        );
        // PyTorch: newest release with a CUDA 11 build; JAX: CUDA 12 plug-in needs 525.
        let t = p.pytorch.recommended.as_ref().unwrap();
        assert_eq!(t.cuda.as_deref(), Some("11.8"));
        assert!(
            t.install[0].commands[0].ends_with("whl/cu118"),
            "{:?}",
            t.install
        );
        assert!(p.jax.recommended.is_none());
    }

    #[test]
    fn new_driver_gets_the_newest_releases() {
        let m = Matrix::builtin().unwrap();
        let p = plan(&machine("580.159.04", "9.0", "3.12"), &m);
        let newest = m.newest_tensorflow().unwrap().version.get_ref();
        assert_eq!(&p.tensorflow.recommended.as_ref().unwrap().version, newest);
        assert!(p.tensorflow.why_not.is_empty());
        assert_eq!(
            p.pytorch.recommended.as_ref().unwrap().version,
            *m.pytorch.last().unwrap().version.get_ref()
        );
        let j = p.jax.recommended.as_ref().unwrap();
        assert!(
            j.install[0].commands[0].contains("jax[cuda13]"),
            "{:?}",
            j.install
        );
    }

    #[test]
    fn python_and_compute_capability_block_with_reasons() {
        let m = Matrix::builtin().unwrap();
        // Kepler (3.7) with Python 3.8: TF 2.13 is the newest with sm_35 and Python 3.8.
        let p = plan(&machine("470.82.01", "3.7", "3.8"), &m);
        assert_eq!(p.tensorflow.recommended.as_ref().unwrap().version, "2.13");
        let b = &p
            .tensorflow
            .blocked
            .iter()
            .find(|b| b.version == "2.17")
            .unwrap()
            .blockers;
        assert!(
            b.iter()
                .any(|x| matches!(x, Blocker::ComputeCapability { .. }))
        );
        assert!(b.iter().any(|x| matches!(x, Blocker::Python { .. })));
        // A GPU newer than every SASS target needs PTX JIT, hence the toolkit's own driver.
        let p = plan(&machine("525.60.13", "12.0", "3.11"), &m);
        let b = &p
            .tensorflow
            .blocked
            .iter()
            .find(|b| b.version == "2.16")
            .unwrap()
            .blockers;
        assert!(
            b.iter()
                .any(|x| matches!(x, Blocker::Driver { jit: true, .. })),
            "{b:?}"
        );
    }

    #[test]
    fn no_driver_and_other_platforms() {
        let m = Matrix::builtin().unwrap();
        let mut mach = machine("1", "8.6", "3.10");
        mach.driver = None;
        let p = plan(&mach, &m);
        assert!(p.tensorflow.recommended.is_none());
        let all: Vec<&String> = p
            .tensorflow
            .why_not
            .iter()
            .flat_map(|w| &w.reasons)
            .collect();
        assert!(
            all.iter().any(|r| r.contains("no NVIDIA driver was found")),
            "{all:?}"
        );
        let mut mach = machine("560.94", "8.6", "3.10");
        mach.os = Os::Windows;
        let p = plan(&mach, &m);
        assert_eq!(p.tensorflow.recommended.as_ref().unwrap().version, "2.10");
        assert!(p.jax.recommended.is_none());
        mach.os = Os::Macos;
        assert!(plan(&mach, &m).tensorflow.recommended.is_none());
    }
}
