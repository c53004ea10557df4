//! The planner: which framework release works on a machine, and how to install it.
//!
//! [`plan`] is the pure reasoning: from a [`MachineSpec`] (driver, GPU compute capabilities,
//! Python, OS, WSL, container) and the [`Matrix`] it finds, for TensorFlow, PyTorch and JAX,
//! the newest release that will work, why each newer one will not, what to upgrade to unlock
//! them, and the exact install commands. The framework layer of `gpudoc check` calls it for
//! its "not installed" and "wrong version" fixes; `gpudoc plan` prints it ([`render`]).
//! One file per framework ([`tensorflow`], [`pytorch`], [`jax`]); no version number lives here.

mod jax;
mod pytorch;
pub mod render;
mod tensorflow;

pub use render::render_plan;

use serde::Serialize;

use crate::frameworks::Framework;
use crate::matrix::{Matrix, in_minor_range};
use crate::version::Version;

/// Operating systems a plan distinguishes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
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
    /// Framework releases installed in the interpreter ("0.11.2", "2.11.0+cu130"); the plan
    /// keeps one that works instead of recommending another. Empty: plan from scratch.
    #[serde(serialize_with = "ser_installed")]
    pub installed: Vec<(Framework, String)>,
}

fn ser_installed<S: serde::Serializer>(v: &[(Framework, String)], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeSeq;
    let mut seq = s.serialize_seq(Some(v.len()))?;
    for (fw, version) in v {
        seq.serialize_element(&InstalledRelease {
            framework: fw.id(),
            version,
        })?;
    }
    seq.end()
}

#[derive(Serialize)]
struct InstalledRelease<'a> {
    framework: &'static str,
    version: &'a str,
}

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
                    " (this GPU needs PTX JIT, and a driver JIT-compiles only PTX from its own CUDA or older)"
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
    /// The installed release this recommendation keeps ("0.11.2"): nothing to install.
    pub keep: Option<String>,
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
    /// How the installed release was judged; null when none is installed (or not known).
    pub installed: Option<InstalledJudgement>,
}

/// The installed release of a framework, judged on this machine.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct InstalledJudgement {
    pub version: String,
    /// The matrix row it was judged by ("2.21" for 2.21.0); null when not judged.
    pub row: Option<String>,
    /// "works" (kept), "blocked", "newer_than_matrix" or "not_in_matrix".
    pub status: String,
    /// One sentence for people.
    pub message: String,
}

/// Where an installed release sits among a framework's matrix rows.
enum InstalledRow {
    /// The row that describes it.
    Row(usize),
    /// Newer than every row.
    Newer,
    /// Older than, or between, the rows; or not a version.
    Unknown,
}

/// The row of `versions` that describes installed release `installed`: same major.minor
/// (TensorFlow, PyTorch); for JAX the newest row of the same major.minor at or below it
/// ("0.9.1" is judged by "0.9.0"). A local build tag ("+cu130") is ignored.
fn installed_row(fw: Framework, installed: &str, versions: &[String]) -> InstalledRow {
    let release = installed.split('+').next().unwrap_or(installed);
    let Some(iv) = Version::parse(release) else {
        return InstalledRow::Unknown;
    };
    let parsed: Vec<Version> = versions.iter().filter_map(|v| Version::parse(v)).collect();
    let same_minor = |v: &Version| v.major() == iv.major() && v.minor() == iv.minor();
    let found = match fw {
        Framework::Jax => parsed.iter().rposition(|v| same_minor(v) && *v <= iv),
        _ => parsed.iter().position(same_minor),
    };
    if let Some(i) = found {
        return InstalledRow::Row(i);
    }
    let newest = parsed.last();
    let newer = match fw {
        Framework::Jax => newest.is_some_and(|n| iv > *n),
        _ => newest
            .is_some_and(|n| Version::parse(&iv.major_minor()) > Version::parse(&n.major_minor())),
    };
    if newer {
        InstalledRow::Newer
    } else {
        InstalledRow::Unknown
    }
}

/// The installed release of `fw` on `m`, if any.
fn installed_of(m: &MachineSpec, fw: Framework) -> Option<&str> {
    m.installed
        .iter()
        .find(|(f, _)| *f == fw)
        .map(|(_, v)| v.as_str())
}

/// The row index to recommend: the installed release's row when it works (never recommend a
/// downgrade of a working install), else the newest row without blockers.
pub(super) fn pick_best(
    m: &MachineSpec,
    fw: Framework,
    versions: &[String],
    results: &[Vec<Blocker>],
) -> Option<usize> {
    if let Some(inst) = installed_of(m, fw)
        && let InstalledRow::Row(i) = installed_row(fw, inst, versions)
        && results[i].is_empty()
    {
        return Some(i);
    }
    results.iter().rposition(Vec::is_empty)
}

/// Judge the installed release against the plan `fp` (rows `versions`), and turn a working
/// one's recommendation into "keep".
fn judge_installed(m: &MachineSpec, fw: Framework, versions: &[String], fp: &mut FrameworkPlan) {
    let Some(inst) = installed_of(m, fw) else {
        return;
    };
    let title = fw.display();
    let newest = versions.last().cloned().unwrap_or_default();
    let judgement = |row: Option<&String>, status: &str, message: String| InstalledJudgement {
        version: inst.to_string(),
        row: row.cloned(),
        status: status.into(),
        message,
    };
    fp.installed = Some(match installed_row(fw, inst, versions) {
        InstalledRow::Newer => {
            let message = format!(
                "installed {title} {inst} is newer than the matrix (newest {newest}): not judged"
            );
            fp.recommended = Some(Recommendation {
                version: inst.to_string(),
                release: Some(inst.to_string()),
                python_min: None,
                python_max: None,
                cuda: None,
                cudnn: None,
                min_driver: None,
                notes: vec![message.clone()],
                install: Vec::new(),
                keep: Some(inst.to_string()),
            });
            fp.why_not.clear();
            fp.unlock.clear();
            judgement(None, "newer_than_matrix", message)
        }
        InstalledRow::Unknown => judgement(
            None,
            "not_in_matrix",
            format!("installed {title} {inst} is not a release the matrix knows: not judged"),
        ),
        InstalledRow::Row(i) => {
            let row = &versions[i];
            match fp.blocked.iter().find(|b| &b.version == row) {
                Some(b) => {
                    let what = format!("{title} {row}");
                    let reasons: Vec<String> =
                        b.blockers.iter().map(|x| x.message(&what)).collect();
                    judgement(
                        Some(row),
                        "blocked",
                        format!(
                            "installed {title} {inst} will not work here: {}",
                            reasons.join("; ")
                        ),
                    )
                }
                None => {
                    let newest_ok = (i + 1..versions.len())
                        .rev()
                        .find(|j| !fp.blocked.iter().any(|b| b.version == versions[*j]));
                    if let Some(r) = fp.recommended.as_mut() {
                        r.version = inst.to_string();
                        r.keep = Some(inst.to_string());
                        r.install.clear();
                        if let Some(j) = newest_ok {
                            r.notes.push(format!(
                                "{title} {} would work here too (upgrading is optional)",
                                versions[j]
                            ));
                        }
                    }
                    judgement(
                        Some(row),
                        "works",
                        format!("installed {title} {inst} works on this machine: keep it"),
                    )
                }
            }
        }
    });
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

impl Plan {
    /// One framework's plan.
    pub fn framework(&self, fw: Framework) -> &FrameworkPlan {
        match fw {
            Framework::Tensorflow => &self.tensorflow,
            Framework::Pytorch => &self.pytorch,
            Framework::Jax => &self.jax,
        }
    }
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
    let mut p = Plan {
        machine: machine.clone(),
        notes,
        tensorflow: tensorflow::plan(machine, matrix),
        pytorch: pytorch::plan(machine, matrix),
        jax: jax::plan(machine, matrix),
    };
    let rows = |fw: Framework| -> Vec<String> {
        match fw {
            Framework::Tensorflow => matrix
                .tensorflow
                .iter()
                .map(|r| r.version.get_ref().clone())
                .collect(),
            Framework::Pytorch => matrix
                .pytorch
                .iter()
                .map(|r| r.version.get_ref().clone())
                .collect(),
            Framework::Jax => matrix
                .jax
                .iter()
                .map(|r| r.version.get_ref().clone())
                .collect(),
        }
    };
    for fw in Framework::ALL {
        let versions = rows(fw);
        let fp = match fw {
            Framework::Tensorflow => &mut p.tensorflow,
            Framework::Pytorch => &mut p.pytorch,
            Framework::Jax => &mut p.jax,
        };
        judge_installed(machine, fw, &versions, fp);
    }
    p
}

/// Windows driver numbering applies on native Windows and under WSL2.
pub(super) fn windows_driver(m: &MachineSpec) -> bool {
    m.os == Os::Windows || m.wsl
}

/// The driver blocker for CUDA `cuda`, if the machine's driver is too old.
pub(super) fn driver_blocker(
    m: &MachineSpec,
    matrix: &Matrix,
    cuda: &str,
    jit: bool,
) -> Option<Blocker> {
    let need = matrix.min_driver_for(cuda, windows_driver(m), jit)?;
    driver_floor_blocker(m, cuda, need, jit)
}

/// The driver blocker for a release of CUDA `cuda` that needs driver `need`.
pub(super) fn driver_floor_blocker(
    m: &MachineSpec,
    cuda: &str,
    need: Version,
    jit: bool,
) -> Option<Blocker> {
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

pub(super) fn python_blocker(m: &MachineSpec, min: &str, max: &str) -> Option<Blocker> {
    let py = m.python.as_ref()?;
    (!in_minor_range(py, min, max)).then(|| Blocker::Python {
        python: py.major_minor(),
        python_min: min.to_string(),
        python_max: max.to_string(),
    })
}

/// The lowest compute capability a toolkit build of `cuda` can target, and the GPUs below it.
pub(super) fn arch_blockers(m: &MachineSpec, matrix: &Matrix, cuda: &str) -> Vec<Blocker> {
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

pub(super) fn distinct_ccs(m: &MachineSpec) -> Vec<Version> {
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
pub(super) fn summarise(
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
        // A newer release that works (the recommendation keeps an installed older one) has
        // nothing to explain; it breaks the group.
        if results[i].is_empty() {
            last_key = None;
            continue;
        }
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
        let Some(ups) = ups.filter(|u| !u.is_empty()) else {
            continue;
        };
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

impl MachineSpec {
    /// The framework releases the python layer saw installed (distribution name and version,
    /// no import), for [`MachineSpec::installed`].
    pub fn installed_from_facts(facts: &crate::facts::Facts) -> Vec<(Framework, String)> {
        let Some(py) = &facts.python else {
            return Vec::new();
        };
        Framework::ALL
            .into_iter()
            .filter_map(|fw| {
                py.frameworks
                    .iter()
                    .find(|d| d.name == fw.dist())
                    .map(|d| (fw, d.version.clone()))
            })
            .collect()
    }

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
            // Left empty: the framework layer plans fixes for what is installed, and
            // `gpudoc plan` fills it in itself (`installed_from_facts`).
            installed: Vec::new(),
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
            installed: Vec::new(),
        }
    }

    #[test]
    fn old_driver_gets_tf_2_14_under_minor_version_compatibility() {
        let m = Matrix::builtin().unwrap();
        let p = plan(&machine("470.82.01", "8.6", "3.11"), &m);
        let r = p.tensorflow.recommended.as_ref().unwrap();
        assert_eq!(r.version, "2.14");
        assert_eq!(r.cuda.as_deref(), Some("11.8"));
        // CC 8.6 JITs 2.14's compute_80 PTX (ISA 7.1, CUDA 11.1): CUDA 11.1's driver 455.23,
        // above the 450.80.02 minor-compatibility floor a Turing card (sm_75 SASS) needs.
        assert_eq!(r.min_driver.as_deref(), Some("455.23"));
        let turing = plan(&machine("470.82.01", "7.5", "3.11"), &m);
        let t = turing.tensorflow.recommended.as_ref().unwrap();
        assert_eq!(
            (t.version.as_str(), t.min_driver.as_deref()),
            ("2.14", Some("450.80.02"))
        );
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
    fn issue_11_corrections_reach_the_plan() {
        let m = Matrix::builtin().unwrap();
        // GTX 1080 (6.1): PyTorch 2.7 is planned onto cu126 (sm_60 SASS), never cu128 (7.5+).
        let p = plan(&machine("580.159.04", "6.1", "3.12"), &m);
        let t = p.pytorch.recommended.as_ref().unwrap();
        assert_eq!(
            (t.version.as_str(), t.cuda.as_deref()),
            ("2.14", Some("12.6"))
        );
        let mut mach = machine("580.159.04", "6.1", "3.11");
        mach.python = Some(v("3.9"));
        let p = plan(&mach, &m);
        let t = p.pytorch.recommended.as_ref().unwrap();
        assert_eq!(
            (t.version.as_str(), t.cuda.as_deref()),
            ("2.8", Some("12.6"))
        );
        // 2.15 has only CUDA 13 builds (7.5+): blocked for 6.1 by the wheel's arch list.
        let b = &p
            .pytorch
            .blocked
            .iter()
            .find(|b| b.version == "2.15")
            .unwrap()
            .blockers;
        assert!(
            b.contains(&Blocker::ComputeCapability {
                compute_capability: "6.1".into(),
                min_cc: Some("7.5".into())
            }),
            "{b:?}"
        );
        // Kepler 3.5: no PyTorch 2.x wheel (cu118 starts at sm_37).
        let p = plan(&machine("470.82.01", "3.5", "3.10"), &m);
        assert!(
            p.pytorch.recommended.is_none(),
            "{:?}",
            p.pytorch.recommended
        );
        // JAX 0.7.0 is never offered with CUDA 13: on a 580 driver with Python 3.11 and a
        // Turing card, jax[cuda13] comes only from 0.7.2.
        let p = plan(&machine("580.159.04", "7.5", "3.11"), &m);
        let j = p.jax.recommended.as_ref().unwrap();
        assert_eq!(j.version, "0.10.2");
        let jm = &m.jax[m
            .jax
            .iter()
            .position(|r| r.version.get_ref() == "0.7.0")
            .unwrap()];
        assert_eq!(*jm.cuda_majors.get_ref(), vec![12]);
        // H200 with Python 3.12 and driver 580: JAX 0.12.0.1 with the cuDNN 9.12 floor.
        let p = plan(&machine("580.159.04", "9.0", "3.12"), &m);
        let j = p.jax.recommended.as_ref().unwrap();
        assert_eq!(
            (j.version.as_str(), j.cudnn.as_deref()),
            ("0.12.0.1", Some(">= 9.12"))
        );
        // The CUDA 12 plug-in of 0.12.0.1 pins cuDNN 9.10.2.21 (driver 550: no CUDA 13).
        let p = plan(&machine("550.54.15", "9.0", "3.12"), &m);
        let j = p.jax.recommended.as_ref().unwrap();
        assert_eq!(j.cudnn.as_deref(), Some(">=9.10.2.21,<10.0"));
        // TensorFlow 2.19-2.21 on Hopper JIT compute_90 PTX from CUDA 12.5: R555.
        let p = plan(&machine("550.54.15", "9.0", "3.12"), &m);
        let r = p.tensorflow.recommended.as_ref().unwrap();
        assert_eq!(r.version, "2.18", "2.18's PTX is CUDA 12.3 (545.23.06)");
        let b = &p
            .tensorflow
            .blocked
            .iter()
            .find(|b| b.version == "2.21")
            .unwrap()
            .blockers;
        assert!(
            b.iter().any(|x| matches!(x, Blocker::Driver { jit: true, needs_driver, .. } if needs_driver == "555.42.02")),
            "{b:?}"
        );
        // The same driver runs 2.21 on Ada (sm_89 SASS).
        let p = plan(&machine("550.54.15", "8.9", "3.12"), &m);
        assert_eq!(p.tensorflow.recommended.as_ref().unwrap().version, "2.21");
    }

    #[test]
    fn a_working_installed_release_is_kept_never_downgraded() {
        let m = Matrix::builtin().unwrap();
        let mut mach = machine("580.159.04", "9.0", "3.12");
        mach.installed = vec![
            (Framework::Jax, "0.11.2".into()),
            (Framework::Pytorch, "2.11.0+cu130".into()),
            (Framework::Tensorflow, "2.16.1".into()),
        ];
        let p = plan(&mach, &m);
        let j = p.jax.recommended.as_ref().unwrap();
        assert_eq!(
            (j.version.as_str(), j.keep.as_deref()),
            ("0.11.2", Some("0.11.2"))
        );
        assert!(j.install.is_empty());
        assert!(
            j.notes
                .iter()
                .any(|n| n.contains("JAX 0.12.0.1 would work here too"))
        );
        assert!(p.jax.why_not.is_empty(), "{:?}", p.jax.why_not);
        assert_eq!(p.jax.installed.as_ref().unwrap().status, "works");
        let t = p.pytorch.recommended.as_ref().unwrap();
        assert_eq!(
            (t.keep.as_deref(), t.cuda.as_deref()),
            (Some("2.11.0+cu130"), Some("13.0"))
        );
        // TF 2.16 on Hopper JITs PTX made by CUDA 12.1: 580 runs it.
        assert_eq!(
            p.tensorflow.recommended.as_ref().unwrap().keep.as_deref(),
            Some("2.16.1")
        );
        // A mid JAX release is judged by the row of its minor at or below it.
        mach.installed = vec![(Framework::Jax, "0.9.1".into())];
        let p = plan(&mach, &m);
        assert_eq!(
            p.jax.installed.as_ref().unwrap().row.as_deref(),
            Some("0.9.0")
        );
        assert_eq!(
            p.jax.recommended.as_ref().unwrap().keep.as_deref(),
            Some("0.9.1")
        );
    }

    #[test]
    fn installed_newer_blocked_or_unknown_releases() {
        let m = Matrix::builtin().unwrap();
        let mut mach = machine("580.159.04", "9.0", "3.12");
        mach.installed = vec![
            (Framework::Jax, "0.13.0".into()),
            (Framework::Tensorflow, "2.22.0".into()),
            (Framework::Pytorch, "1.13.1".into()),
        ];
        let p = plan(&mach, &m);
        let i = p.jax.installed.as_ref().unwrap();
        assert_eq!(i.status, "newer_than_matrix");
        assert_eq!(
            i.message,
            "installed JAX 0.13.0 is newer than the matrix (newest 0.12.0.1): not judged"
        );
        assert_eq!(
            p.jax.recommended.as_ref().unwrap().keep.as_deref(),
            Some("0.13.0")
        );
        assert_eq!(
            p.tensorflow.installed.as_ref().unwrap().status,
            "newer_than_matrix"
        );
        // Older than the matrix: not judged, and the plan recommends as without it.
        assert_eq!(
            p.pytorch.installed.as_ref().unwrap().status,
            "not_in_matrix"
        );
        assert!(p.pytorch.recommended.as_ref().unwrap().keep.is_none());
        // Blocked: the reason, and the usual recommendation.
        let mut old = machine("470.82.01", "8.6", "3.12");
        old.installed = vec![(Framework::Jax, "0.11.2".into())];
        let p = plan(&old, &m);
        let i = p.jax.installed.as_ref().unwrap();
        assert_eq!(i.status, "blocked");
        assert!(
            i.message
                .contains("installed JAX 0.11.2 will not work here"),
            "{}",
            i.message
        );
        let mut py = machine("580.159.04", "8.6", "3.11");
        py.installed = vec![(Framework::Jax, "0.11.2".into())];
        let p = plan(&py, &m);
        let i = p.jax.installed.as_ref().unwrap();
        assert_eq!(i.status, "blocked", "Python 3.11 is below 0.11's 3.12");
        let r = p.jax.recommended.as_ref().unwrap();
        assert_eq!((r.version.as_str(), r.keep.as_deref()), ("0.10.2", None));
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
