//! The libraries layer's judgement: pure functions from the observation (and layer 1's
//! driver facts) to checks and facts. Version relationships come from the matrix and from
//! the framework's own wheel requirements, never from numbers written here.

use std::path::Path;

use super::interp::{self, Framework};
use super::search::{self, Candidate, Lookup};
use super::version_child::{LibAnswer, LibVersions};
use super::{FAMILIES, Observation, SonameObservation};
use crate::facts::{
    CandidateFacts, Facts, LibraryFacts, ShadowedLibrary, SonameFacts, WinnerFacts,
};
use crate::matrix::{Matrix, ReleaseLibraries};
use crate::report::{Check, Hint, Reason, SEARCHED, Status};
use crate::version::Version;

pub const CHECKS: &[(&str, &str)] = &[
    (
        "libraries.consumer",
        "whose loader rules decide: the framework's own shared object (RPATH or RUNPATH), or gpudoc's default",
    ),
    (
        "libraries.search-path",
        "LD_LIBRARY_PATH, RPATH and RUNPATH entries the loader would use but gpudoc will not follow (empty, relative, too many, toolkit stubs)",
    ),
    (
        "libraries.cudart",
        "CUDA runtime (libcudart): found, loads, and its major runs on this driver",
    ),
    (
        "libraries.cudnn",
        "cuDNN (libcudnn): found, loads, same major and at least the minor the framework needs",
    ),
    (
        "libraries.cublas",
        "cuBLAS (libcublas): found, loads, version",
    ),
    (
        "libraries.cublaslt",
        "cuBLASLt (libcublasLt): found, loads, version",
    ),
    (
        "libraries.cufft",
        "cuFFT (libcufft): found, loads, version (TensorFlow needs it)",
    ),
    (
        "libraries.cusolver",
        "cuSOLVER (libcusolver): found, loads, version (TensorFlow needs it)",
    ),
    (
        "libraries.cusparse",
        "cuSPARSE (libcusparse): found, loads, version (TensorFlow needs it)",
    ),
    (
        "libraries.duplicates",
        "two different versions of one library reachable on the loader path",
    ),
    (
        "libraries.cudnn-mixed",
        "cuDNN 8 and cuDNN 9 files both on the loader path",
    ),
    (
        "libraries.libcuda",
        "the libcuda.so.1 the runtime would open is not the toolkit's link-time stub or a forward-compat copy",
    ),
];

/// Judge the observation; fills the layer's facts. Pure: it reads nothing but its arguments.
pub fn judge(obs: &Observation, matrix: &Matrix, facts: &mut Facts) -> Vec<Check> {
    let runtime_major = loaded_version(obs, "libcudart.so.").map(|v| v.major());
    let driver = facts
        .driver
        .as_ref()
        .and_then(|d| Version::parse(&d.version));
    let verdicts: Vec<Verdict> = obs
        .sonames
        .iter()
        .map(|s| judge_soname(s, obs, matrix, driver.as_ref(), runtime_major))
        .collect();
    let mut out = vec![consumer_check(obs), search_path_check(obs)];
    // The same "searched DIR" list under every missing soname says nothing new: keep it
    // under the first check and point the others there.
    let mut first_searched: Option<(&str, &[String])> = None;
    for v in &verdicts {
        let mut check = v.finding.check(&v.soname, &v.reinstall, v.evidence.clone());
        // Missing only because nothing installed needs it yet: it follows from the consumer
        // check's finding (no framework): skipped, and folded there into one line.
        if matches!(
            v.finding,
            Finding::Missing {
                need: Need::NoFrameworkYet,
                ..
            }
        ) {
            check = check.caused_by("libraries.consumer");
        }
        match first_searched {
            Some((id, seen)) if seen == v.searched.as_slice() && !v.searched.is_empty() => {
                check = check.evidence(format!("searched the same directories as {id}"));
            }
            _ => {
                check = check.evidence_all(v.searched.iter().map(|d| format!("{SEARCHED}{d}")));
                if first_searched.is_none() && !v.searched.is_empty() {
                    first_searched = Some((v.finding.check_id(&v.soname), &v.searched));
                }
            }
        }
        out.push(check);
    }
    out.push(PathFinding::duplicates(obs).check());
    out.push(PathFinding::cudnn_mixed(obs).check());
    out.push(PathFinding::libcuda(obs).check());
    facts.cuda_runtime = library_facts(obs, "libcudart.so.");
    facts.cudnn = library_facts(obs, "libcudnn.so.");
    facts.cublas = library_facts(obs, "libcublas.so.");
    facts.libraries = Some(obs.sonames.iter().map(soname_facts).collect());
    out
}

/// What the judge concluded about one soname. Its status, `gpudoc explain` id, summary and
/// hint are each derived from the finding in one place ([`Finding::check`]); the evidence
/// lines are the observation, formatted.
#[derive(Clone, Debug, PartialEq)]
pub enum Finding {
    /// No usable copy on the consumer's loader path.
    Missing {
        consumer: String,
        /// The first usable copy off the loader path: its directory and where that is.
        off_path: Option<(String, String)>,
        need: Need,
    },
    /// The loader refused the copy it found (dlopen's message, classified).
    LoadFailed { path: String, error: LoadError },
    /// The child that loaded the copy hung or crashed.
    ProbeBroken {
        path: String,
        reason: Reason,
        description: String,
    },
    /// Not loaded: past the cap on child loads.
    NotLoaded { path: String },
    /// Loaded, but it reported no version. `base` is "SONAME VERSION from DIR (VIA)".
    NoVersion { base: String },
    /// Usable, and nothing it was compared with objects.
    Found { base: String, driver: DriverFit },
    /// The CUDA runtime is newer than the driver runs.
    DriverTooOld {
        base: String,
        need: String,
        driver: String,
        max_cuda: Option<String>,
    },
    /// The file named libcudnn.so.N is another cuDNN major.
    CudnnMislabelled { base: String, actual_major: u64 },
    /// cuDNN built for another CUDA major than the runtime loaded.
    CudnnOtherCuda {
        base: String,
        built_for: u64,
        runtime: u64,
    },
    /// cuDNN older (or another major) than the framework's wheel requirement or the cuDNN
    /// its release was built with.
    CudnnTooOld {
        base: String,
        /// "TensorFlow 2.21.0"
        framework: String,
        /// The cuDNN wheel and minimum, as written ("nvidia-cudnn-cu12", "9.3.0.75"); no wheel
        /// when NVIDIA publishes none for the release's CUDA.
        dist: Option<String>,
        min: String,
    },
    /// A CUDA runtime of another major than the release was built for, or older than the
    /// oldest it accepts.
    RuntimeNotBuilt {
        base: String,
        /// "TensorFlow 2.15.0"
        framework: String,
        /// "a CUDA 12 runtime (built for CUDA 12.2)"
        need: String,
    },
    /// cuBLAS of another CUDA major than the runtime.
    MajorDiffersFromRuntime {
        base: String,
        major: u64,
        runtime: u64,
    },
}

/// How much a missing library matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// The framework will not start without it.
    Required,
    /// Nice to have.
    Optional,
    /// Needed by a framework, but none is installed yet.
    NoFrameworkYet,
}

/// How the CUDA runtime relates to the driver (other libraries: `NotJudged`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DriverFit {
    NotJudged,
    Supported { driver: String },
    MinorCompat { driver: String },
}

/// A dlopen failure, by the loader's own message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadError {
    WrongArchitecture,
    DependencyMissing,
    SymbolMissing,
    Refused,
}

impl LoadError {
    /// Classify dlerror()'s text (observed data, not gpudoc's own words).
    pub fn classify(message: &str) -> LoadError {
        if message.contains("wrong ELF class") {
            LoadError::WrongArchitecture
        } else if message.contains("cannot open shared object file") {
            LoadError::DependencyMissing
        } else if message.contains("undefined symbol") {
            LoadError::SymbolMissing
        } else {
            LoadError::Refused
        }
    }

    fn why(self) -> &'static str {
        match self {
            LoadError::WrongArchitecture => "wrong architecture",
            LoadError::DependencyMissing => "a library it needs is missing",
            LoadError::SymbolMissing => {
                "a symbol it needs is missing (mixed versions of CUDA libraries)"
            }
            LoadError::Refused => "the loader refused it",
        }
    }

    fn hint(self, path: &str) -> Hint {
        match self {
            LoadError::WrongArchitecture => Hint::new(
                "A 32-bit or foreign-architecture copy is first on the loader path; remove it or put the 64-bit library's directory first",
                &[format!("file -L {path}").as_str()],
            ),
            LoadError::DependencyMissing => Hint::new(
                "Install the missing dependency named below, or put its directory on LD_LIBRARY_PATH",
                &[format!("ldd {path} | grep 'not found'").as_str()],
            ),
            LoadError::SymbolMissing => Hint::new(
                "The library and its companions come from different releases; make them come from one place",
                &[format!("ldd {path}").as_str()],
            ),
            LoadError::Refused => Hint::new(
                "Reinstall this library; the file is damaged or not a shared object",
                &[format!("file -L {path}").as_str()],
            ),
        }
    }
}

impl Finding {
    pub fn check_id(&self, soname: &str) -> &'static str {
        check_id(soname)
    }

    pub fn status(&self) -> Status {
        match self {
            Finding::Missing {
                need: Need::Required,
                ..
            }
            | Finding::LoadFailed { .. }
            | Finding::ProbeBroken { .. }
            | Finding::DriverTooOld { .. }
            | Finding::CudnnMislabelled { .. }
            | Finding::CudnnTooOld { .. }
            | Finding::RuntimeNotBuilt { .. } => Status::Fail,
            // Nothing installed needs it yet: not a problem, and not checked against anything.
            Finding::Missing {
                need: Need::NoFrameworkYet,
                ..
            } => Status::Skip,
            Finding::Missing { .. }
            | Finding::NotLoaded { .. }
            | Finding::NoVersion { .. }
            | Finding::CudnnOtherCuda { .. }
            | Finding::MajorDiffersFromRuntime { .. } => Status::Warn,
            Finding::Found { .. } => Status::Pass,
        }
    }

    /// The `gpudoc explain` entry, so a user who meets the same failure as a framework log
    /// line reads the same text.
    pub fn explain(&self) -> Option<&'static str> {
        match self {
            Finding::Missing {
                need: Need::Required,
                ..
            }
            | Finding::LoadFailed { .. } => Some("tf-dlopen-failed"),
            Finding::DriverTooOld { .. } => Some("cuda-driver-too-old"),
            Finding::CudnnMislabelled { .. } | Finding::CudnnTooOld { .. } => {
                Some("cudnn-version-mismatch")
            }
            _ => None,
        }
    }

    pub fn summary(&self, soname: &str) -> String {
        match self {
            Finding::Missing {
                consumer,
                off_path,
                need,
            } => {
                let mut s = match off_path {
                    Some((dir, location)) => format!(
                        "{soname} is not on the loader path for {consumer}; a copy is in {dir} ({location})"
                    ),
                    None => format!("{soname} not found (consumer: {consumer})"),
                };
                if *need == Need::NoFrameworkYet {
                    s.push_str("; no TensorFlow or PyTorch is installed to need it yet");
                }
                s
            }
            Finding::LoadFailed { path, error } => {
                format!("{soname} at {path} cannot be loaded: {}", error.why())
            }
            Finding::ProbeBroken {
                path,
                reason,
                description,
            } => {
                let what = match reason {
                    Reason::Timeout => "hung",
                    Reason::Crash => "crashed",
                };
                format!(
                    "{soname} at {path} {what} while loading or reporting its version: the probe {description}"
                )
            }
            Finding::NotLoaded { path } => {
                format!("{soname} at {path} was not loaded (too many libraries to load)")
            }
            Finding::NoVersion { base } => format!("{base}: it did not report a version"),
            Finding::Found { base, driver } => match driver {
                DriverFit::NotJudged => base.clone(),
                DriverFit::Supported { driver } => format!("{base}; driver {driver} supports it"),
                DriverFit::MinorCompat { driver } => {
                    format!("{base}; driver {driver} runs it through minor version compatibility")
                }
            },
            Finding::DriverTooOld {
                base,
                need,
                driver,
                max_cuda,
            } => format!(
                "{base}: needs driver >= {need}; driver {driver} supports CUDA <= {}",
                max_cuda.as_deref().unwrap_or("none")
            ),
            Finding::CudnnMislabelled { base, actual_major } => {
                format!("{base}: the file named {soname} is cuDNN {actual_major}")
            }
            Finding::CudnnOtherCuda {
                base,
                built_for,
                runtime,
            } => format!(
                "{base}: built for CUDA {built_for}, but the CUDA runtime loaded is {runtime}.x"
            ),
            Finding::CudnnTooOld {
                base,
                framework,
                min,
                ..
            } => format!(
                "{base}: {framework} needs cuDNN {} or newer (same major)",
                Version::parse(min)
                    .map(|v| v.major_minor())
                    .unwrap_or_else(|| min.clone())
            ),
            Finding::MajorDiffersFromRuntime {
                base,
                major,
                runtime,
            } => format!("{base}: its major {major} differs from the CUDA runtime's {runtime}"),
            Finding::RuntimeNotBuilt {
                base,
                framework,
                need,
            } => format!("{base}: {framework} needs {need}"),
        }
    }

    /// `reinstall`: the command that installs the copy the consumer expects.
    pub fn hint(&self, reinstall: &str) -> Option<Hint> {
        Some(match self {
            Finding::Missing {
                off_path: Some((dir, _)),
                ..
            } => Hint::new(
                "Put that directory on the loader path (or reinstall the wheel the framework expects)",
                &[
                    format!("export LD_LIBRARY_PATH={dir}${{LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}}")
                        .as_str(),
                    reinstall,
                ],
            ),
            Finding::Missing { off_path: None, .. } => {
                Hint::new("Install the library the framework needs", &[reinstall])
            }
            Finding::LoadFailed { path, error } => error.hint(path),
            Finding::ProbeBroken { path, .. } => Hint::new(
                "This copy is broken; reinstall it (or remove it from the loader path) and run gpudoc again",
                &[reinstall, &format!("ls -l {path}")],
            ),
            Finding::NotLoaded { .. } | Finding::Found { .. } => return None,
            Finding::NoVersion { .. } => Hint::new(
                "This file may not be the real library (a stub or a renamed copy); reinstall it",
                &[reinstall],
            ),
            Finding::DriverTooOld { .. } => Hint::new(
                "Upgrade the NVIDIA driver, or install a framework build for the CUDA major this driver supports",
                &[crate::fix::INSTALL_DRIVER, "nvidia-smi"],
            ),
            Finding::CudnnMislabelled { .. } => Hint::new(
                "A mislabelled cuDNN is first on the loader path; reinstall cuDNN",
                &[reinstall],
            ),
            Finding::CudnnOtherCuda { .. } => Hint::new(
                "Install the cuDNN wheel for the runtime's CUDA major",
                &[reinstall],
            ),
            Finding::CudnnTooOld {
                dist: Some(dist),
                min,
                ..
            } => {
                let next = Version::parse(min).map(|v| v.major() + 1).unwrap_or(1);
                Hint::new(
                    "Install the cuDNN the framework was built with, and make it the copy the loader finds first",
                    &[
                        format!("pip install '{dist}>={min},<{next}'").as_str(),
                        "unset LD_LIBRARY_PATH   # if an older cuDNN there shadows the wheel",
                    ],
                )
            }
            Finding::CudnnTooOld {
                dist: None, min, ..
            } => {
                let major = Version::parse(min).map(|v| v.major()).unwrap_or(0);
                Hint::new(
                    format!(
                        "Install cuDNN {min} or a newer {major}.x (NVIDIA's cuDNN archive or your distribution's package) and make it the copy the loader finds first"
                    ),
                    &[
                        "ldconfig -p | grep libcudnn",
                        "unset LD_LIBRARY_PATH   # if an older cuDNN there shadows the right one",
                    ],
                )
            }
            Finding::RuntimeNotBuilt { .. } => Hint::new(
                "Install the CUDA runtime the framework was built for (its CUDA extra brings it), and make it the copy the loader finds first",
                &[reinstall, "echo \"$LD_LIBRARY_PATH\""],
            ),
            Finding::MajorDiffersFromRuntime { .. } => Hint::new(
                "Use cuBLAS from the same CUDA major as the runtime",
                &[reinstall],
            ),
        })
    }

    /// The check, from the finding and the evidence lines.
    pub fn check(&self, soname: &str, reinstall: &str, evidence: Vec<String>) -> Check {
        let mut c = Check::new(self.check_id(soname), self.status(), self.summary(soname))
            .evidence_all(evidence);
        if let Some(h) = self.hint(reinstall) {
            c = c.hint(h);
        }
        if let Some(e) = self.explain() {
            c = c.explain(e);
        }
        if let Finding::ProbeBroken { reason, .. } = self {
            c = c.reason(Some(*reason));
        }
        c
    }
}

/// One soname's finding with the evidence behind it.
#[derive(Clone, Debug)]
pub struct Verdict {
    pub soname: String,
    pub finding: Finding,
    pub evidence: Vec<String>,
    /// Where gpudoc looked, for a library not found (shared between checks when equal).
    pub searched: Vec<String>,
    pub reinstall: String,
}

/// Judge one soname against the driver, the runtime loaded and the framework's needs.
pub fn judge_soname(
    s: &SonameObservation,
    obs: &Observation,
    matrix: &Matrix,
    driver: Option<&Version>,
    runtime_major: Option<u64>,
) -> Verdict {
    let soname = s.lookup.soname.clone();
    let reinstall = reinstall_command(obs, &soname, matrix);
    let verdict = |finding, evidence| Verdict {
        soname: soname.clone(),
        finding,
        evidence,
        searched: Vec::new(),
        reinstall: reinstall.clone(),
    };
    let Some(wi) = s.lookup.winner else {
        let (finding, evidence) = missing(s, obs);
        return Verdict {
            searched: s.lookup.searched.clone(),
            ..verdict(finding, evidence)
        };
    };
    let w = &s.lookup.candidates[wi];
    let mut evidence = winner_evidence(s, w, obs);
    let loaded = match s.loaded.as_ref().map(|l| l.as_ref().map(|p| &p.answer)) {
        Some(Ok(LibAnswer::Ok(v))) => v,
        Some(Ok(LibAnswer::Error { message })) => {
            let mut ev = vec![format!("loader: {message}")];
            ev.extend(evidence);
            return verdict(
                Finding::LoadFailed {
                    path: w.path.clone(),
                    error: LoadError::classify(message),
                },
                ev,
            );
        }
        Some(Err(unanswered)) => {
            evidence.extend(unanswered.stderr_tail(6));
            return verdict(
                Finding::ProbeBroken {
                    path: w.path.clone(),
                    reason: unanswered.reason(),
                    description: unanswered.describe(),
                },
                evidence,
            );
        }
        None => {
            return verdict(
                Finding::NotLoaded {
                    path: w.path.clone(),
                },
                evidence,
            );
        }
    };
    let version = loaded.version.clone().or_else(|| w.version.clone());
    let shown = version.as_deref().unwrap_or("version unknown");
    let base = format!("{soname} {shown} from {} ({})", parent(&w.path), w.location);
    evidence.extend(loaded.raw.iter().cloned());
    evidence.extend(loaded.problems.iter().cloned());
    let Some(v) = version.as_deref().and_then(Version::parse) else {
        return verdict(Finding::NoVersion { base }, evidence);
    };
    let found = Finding::Found {
        base: base.clone(),
        driver: DriverFit::NotJudged,
    };
    let finding = match check_id(&soname) {
        "libraries.cudart" => match release_runtime(base.clone(), &v, obs, &mut evidence) {
            Some(f) => f,
            None => cudart_finding(base, &v, loaded, matrix, driver, &mut evidence),
        },
        "libraries.cudnn" => {
            cudnn_finding(base, &soname, &v, loaded, obs, runtime_major, &mut evidence)
        }
        "libraries.cublas" | "libraries.cublaslt" => match runtime_major {
            Some(rm) if rm != v.major() => Finding::MajorDiffersFromRuntime {
                base,
                major: v.major(),
                runtime: rm,
            },
            _ => found,
        },
        _ => found,
    };
    verdict(finding, evidence)
}

/// No usable copy on the loader path: where else it is, and how much that matters.
fn missing(s: &SonameObservation, obs: &Observation) -> (Finding, Vec<String>) {
    let off: Vec<&Candidate> = s
        .lookup
        .candidates
        .iter()
        .filter(|c| !c.on_loader_path && c.usable)
        .collect();
    let need = if !s.required {
        Need::Optional
    } else if obs.framework.is_none() {
        // Nothing installed loads it yet: not this machine's problem until a framework
        // needs it (the framework layer says what to install).
        Need::NoFrameworkYet
    } else {
        Need::Required
    };
    let finding = Finding::Missing {
        consumer: s.consumer.clone(),
        off_path: off.first().map(|c| (parent(&c.path), c.location.clone())),
        need,
    };
    let release = release_of(obs)
        .filter(|(_, r)| r.sonames.contains(&s.lookup.soname))
        .map(|(label, r)| {
            let why = if s.lookup.soname.starts_with("libcudnn.so.") {
                format!("built with cuDNN {}: it needs {}", r.cudnn, cudnn_rule(r))
            } else {
                format!("built for CUDA {}: it needs {}", r.cuda, runtime_rule(r))
            };
            format!("{label} opens {} ({}, {why})", s.lookup.soname, r.row)
        });
    let evidence = release
        .into_iter()
        .chain(
            off.iter()
                .map(|c| {
                    format!(
                        "present but not on the loader path: {} {} ({})",
                        c.path,
                        c.version.as_deref().unwrap_or("version unknown"),
                        c.location
                    )
                })
                .chain(
                    s.lookup
                        .candidates
                        .iter()
                        .filter(|c| c.on_loader_path)
                        .map(|c| {
                            format!(
                                "skipped {}: {}",
                                c.path,
                                c.note.as_deref().unwrap_or("unusable")
                            )
                        }),
                ),
        )
        .collect();
    (finding, evidence)
}

fn cudart_finding(
    base: String,
    v: &Version,
    loaded: &LibVersions,
    matrix: &Matrix,
    driver: Option<&Version>,
    evidence: &mut Vec<String>,
) -> Finding {
    if let Some(dv) = &loaded.driver_version {
        // cudaDriverGetVersion's 0 ("no driver") arrives decoded as major 0.
        if Version::parse(dv).is_some_and(|v| v.major() == 0) {
            evidence
                .push("cudaDriverGetVersion: 0 (no CUDA driver visible to this runtime)".into());
        } else {
            evidence.push(format!("cudaDriverGetVersion: {dv}"));
        }
    }
    let Some(driver) = driver else {
        evidence.push("driver version unknown (driver layer failed or did not run): runtime not judged against it".into());
        return Finding::Found {
            base,
            driver: DriverFit::NotJudged,
        };
    };
    let support = matrix.driver_support(driver);
    let max = support.max_cuda.as_deref().and_then(Version::parse);
    let within_own = max
        .as_ref()
        .is_some_and(|m| (v.major(), v.minor()) <= (m.major(), m.minor()));
    if within_own {
        return Finding::Found {
            base,
            driver: DriverFit::Supported {
                driver: driver.to_string(),
            },
        };
    }
    if support.minor_compat_majors.contains(&v.major()) {
        let own_driver = matrix
            .cuda
            .iter()
            .filter(|(x, _, _)| x.major() == v.major() && x.minor() == v.minor())
            .map(|(_, d, _)| d.clone())
            .min();
        if let Some(own) = own_driver {
            evidence.push(format!(
                "runs under CUDA minor version compatibility; kernels shipped only as PTX from CUDA {} need driver >= {own} to JIT-compile",
                v.major_minor()
            ));
        }
        return Finding::Found {
            base,
            driver: DriverFit::MinorCompat {
                driver: driver.to_string(),
            },
        };
    }
    Finding::DriverTooOld {
        base,
        need: matrix
            .min_driver_for_cuda(&v.major_minor())
            .map(|d| d.to_string())
            .unwrap_or_else(|| "a newer driver".into()),
        driver: driver.to_string(),
        max_cuda: support.max_cuda.clone(),
    }
}

fn cudnn_finding(
    base: String,
    soname: &str,
    v: &Version,
    loaded: &LibVersions,
    obs: &Observation,
    runtime_major: Option<u64>,
    evidence: &mut Vec<String>,
) -> Finding {
    let named_major: Option<u64> = soname
        .strip_prefix("libcudnn.so.")
        .and_then(|r| r.split('.').next()?.parse().ok());
    if named_major.is_some_and(|m| m != v.major()) {
        return Finding::CudnnMislabelled {
            base,
            actual_major: v.major(),
        };
    }
    if let Some(cv) = &loaded.cudnn_cudart_version {
        evidence.push(format!("built against CUDA runtime {cv}"));
        if let (Some(rm), Some(c)) = (runtime_major, Version::parse(cv))
            && c.major() != rm
        {
            return Finding::CudnnOtherCuda {
                base,
                built_for: c.major(),
                runtime: rm,
            };
        }
    }
    let need = obs.framework.as_ref().and_then(|f| {
        interp::required_min(&f.nvidia_requires, "nvidia-cudnn")
            .map(|(dist, min)| (f.framework.display(), f.version.clone(), dist, min))
    });
    if let Some((fw, fw_version, dist, min)) = need
        && let Some(min_v) = Version::parse(&min)
    {
        let framework = format!("{fw} {}", fw_version.as_deref().unwrap_or(""))
            .trim()
            .to_string();
        evidence.push(format!("{framework} requires {dist} >= {min}"));
        if (v.major(), v.minor()) < (min_v.major(), min_v.minor()) || v.major() != min_v.major() {
            return Finding::CudnnTooOld {
                base,
                framework,
                dist: Some(dist),
                min,
            };
        }
    }
    if let Some((framework, r)) = release_of(obs)
        && let Some(floor) = Version::parse(&r.cudnn)
    {
        let ok =
            v.major() == floor.major() && (!r.cudnn_minor_checked || v.minor() >= floor.minor());
        evidence.push(format!(
            "{framework} was built with cuDNN {} ({}): it needs {}",
            r.cudnn,
            r.row,
            cudnn_rule(r)
        ));
        if !ok {
            if let Some(fw) = obs.framework.as_ref().map(|f| f.framework)
                && fw != Framework::Pytorch
            {
                evidence.push(format!(
                    "{} refuses it at its first cuDNN call (XLA's cuda_dnn.cc): \"{}\"",
                    fw.display(),
                    xla_cudnn_refusal(v, &floor)
                ));
            }
            return Finding::CudnnTooOld {
                base,
                framework,
                dist: r.cudnn_wheel.clone(),
                min: floor.major_minor(),
            };
        }
    }
    Finding::Found {
        base,
        driver: DriverFit::NotJudged,
    }
}

/// The installed release's label ("TensorFlow 2.15.0") and what it loads, when the matrix
/// knows it.
fn release_of(obs: &Observation) -> Option<(String, &ReleaseLibraries)> {
    let r = obs.release.as_ref()?;
    let f = obs.framework.as_ref()?;
    let label = format!(
        "{} {}",
        f.framework.display(),
        f.version.as_deref().unwrap_or("(version unknown)")
    );
    Some((label, r))
}

/// "cuDNN 8.x with minor >= 9" (or "cuDNN 9.x" when only the major is checked).
fn cudnn_rule(r: &ReleaseLibraries) -> String {
    let minor = Version::parse(&r.cudnn).map(|v| v.minor());
    match minor {
        Some(m) if r.cudnn_minor_checked => {
            format!("cuDNN {}.x with minor >= {m}", r.cudnn_major)
        }
        _ => format!("cuDNN {}.x", r.cudnn_major),
    }
}

/// "a CUDA 12 runtime" or "CUDA 12.1 or a newer 12.x runtime".
fn runtime_rule(r: &ReleaseLibraries) -> String {
    match &r.cuda_min {
        Some(min) => format!("CUDA {min} or a newer {}.x runtime", r.cuda_major),
        None => format!("a CUDA {} runtime", r.cuda_major),
    }
}

/// TensorFlow's and JAX's own words (XLA's stream executor, cuda_dnn.cc) when the cuDNN
/// loaded at run time is not the compiled one's major or is an older minor.
fn xla_cudnn_refusal(loaded: &Version, compiled: &Version) -> String {
    let three = |v: &Version| format!("{}.{}.{}", v.major(), v.minor(), v.part(2));
    format!(
        "Loaded runtime CuDNN library: {} but source was compiled with: {}. CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.",
        three(loaded),
        three(compiled)
    )
}

/// The CUDA runtime against the release: its major must be the build's, and not older than
/// the oldest the release accepts. `None`: fine (the driver is judged next).
fn release_runtime(
    base: String,
    v: &Version,
    obs: &Observation,
    evidence: &mut Vec<String>,
) -> Option<Finding> {
    let (framework, r) = release_of(obs)?;
    evidence.push(format!(
        "{framework} was built for CUDA {} ({}): it needs {}",
        r.cuda,
        r.row,
        runtime_rule(r)
    ));
    let below_min = r
        .cuda_min
        .as_deref()
        .and_then(Version::parse)
        .is_some_and(|m| (v.major(), v.minor()) < (m.major(), m.minor()));
    (v.major() != r.cuda_major || below_min).then(|| Finding::RuntimeNotBuilt {
        base,
        framework,
        need: format!("{} (built for CUDA {})", runtime_rule(r), r.cuda),
    })
}

/// What the judge concluded about the loader path as a whole.
#[derive(Clone, Debug, PartialEq)]
pub enum PathFinding {
    /// Copies on the loader path that lose to another version of the same soname.
    Shadowed(Vec<Shadowing>),
    /// The cuDNN majors with files on the loader path (two or more: a mixed install).
    CudnnMajors(Vec<(u64, String)>),
    /// The libcuda.so.1 a consumer without RPATH would open.
    Libcuda(LibcudaFinding),
}

/// One copy on the loader path shadowed by a winner of another version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shadowing {
    pub soname: String,
    pub winner: (String, String, String),
    pub shadowed: (String, String, String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibcudaFinding {
    NotLookedUp,
    NotFound,
    /// The CUDA toolkit's link-time stub.
    Stub {
        path: String,
        location: String,
    },
    /// The forward-compatibility copy.
    Compat {
        path: String,
        location: String,
        version: Option<String>,
    },
    Driver {
        path: String,
        location: String,
    },
}

impl PathFinding {
    fn duplicates(obs: &Observation) -> PathFinding {
        let mut found = Vec::new();
        for s in &obs.sonames {
            let Some(wi) = s.lookup.winner else {
                continue;
            };
            let w = &s.lookup.candidates[wi];
            for c in s
                .lookup
                .candidates
                .iter()
                .filter(|c| c.on_loader_path && c.usable && c.path != w.path)
            {
                if let (Some(a), Some(b)) = (&w.version, &c.version)
                    && Version::parse(a) != Version::parse(b)
                {
                    found.push(Shadowing {
                        soname: s.lookup.soname.clone(),
                        winner: (a.clone(), w.path.clone(), w.location.clone()),
                        shadowed: (b.clone(), c.path.clone(), c.location.clone()),
                    });
                }
            }
        }
        PathFinding::Shadowed(found)
    }

    fn cudnn_mixed(obs: &Observation) -> PathFinding {
        PathFinding::CudnnMajors(obs.cudnn_majors_on_path.clone())
    }

    fn libcuda(obs: &Observation) -> PathFinding {
        let Some(l) = &obs.libcuda else {
            return PathFinding::Libcuda(LibcudaFinding::NotLookedUp);
        };
        let Some(wi) = l.winner else {
            return PathFinding::Libcuda(LibcudaFinding::NotFound);
        };
        let w = &l.candidates[wi];
        let (path, location) = (w.path.clone(), w.location.clone());
        PathFinding::Libcuda(if search::in_stubs(&w.path) {
            LibcudaFinding::Stub { path, location }
        } else if search::in_compat(&w.path) {
            LibcudaFinding::Compat {
                path,
                location,
                version: w.version.clone(),
            }
        } else {
            LibcudaFinding::Driver { path, location }
        })
    }

    pub fn check(&self) -> Check {
        match self {
            PathFinding::Shadowed(found) if found.is_empty() => Check::pass(
                "libraries.duplicates",
                "no library has two different versions on the loader path",
            ),
            PathFinding::Shadowed(found) => Check::warn(
                "libraries.duplicates",
                format!("{} librar{} with two versions on the loader path: the copy a program gets depends on its RPATH/RUNPATH and LD_LIBRARY_PATH", found.len(), if found.len() == 1 { "y" } else { "ies" }),
            )
            .evidence_all(found.iter().map(|s| {
                let ((a, wp, wl), (b, cp, cl)) = (&s.winner, &s.shadowed);
                format!("{}: {a} at {wp} ({wl}) shadows {b} at {cp} ({cl})", s.soname)
            }))
            .hint(Hint::new(
                "Keep one copy per library on the path, or make sure every program resolves the same one (see the evidence for which copy wins and why)",
                &["echo \"$LD_LIBRARY_PATH\"", "ldconfig -p | grep -E 'libcudnn|libcudart|libcublas'"],
            )),
            PathFinding::CudnnMajors(majors) if majors.len() < 2 => Check::pass(
                "libraries.cudnn-mixed",
                match majors.first() {
                    Some((m, _)) => format!("only cuDNN {m} on the loader path"),
                    None => "no cuDNN files on the plain loader path".into(),
                },
            ),
            PathFinding::CudnnMajors(majors) => {
                let list: Vec<String> = majors.iter().map(|(m, _)| m.to_string()).collect();
                Check::warn(
                    "libraries.cudnn-mixed",
                    format!("cuDNN {} files are all on the loader path", list.join(" and ")),
                )
                .evidence_all(majors.iter().map(|(m, p)| format!("cuDNN {m}: {p}")))
                .hint(Hint::new(
                    "Remove the cuDNN major your framework does not use from the loader path (its sub-libraries can be picked up by the wrong major)",
                    &["ldconfig -p | grep libcudnn", "echo \"$LD_LIBRARY_PATH\""],
                ))
            }
            PathFinding::Libcuda(LibcudaFinding::NotLookedUp) => {
                Check::skip("libraries.libcuda", "libcuda.so.1 not looked up")
            }
            PathFinding::Libcuda(LibcudaFinding::NotFound) => Check::skip(
                "libraries.libcuda",
                "libcuda.so.1 not found on the loader path (the driver layer reports on the driver)",
            ),
            PathFinding::Libcuda(LibcudaFinding::Stub { path, location }) => Check::fail(
                "libraries.libcuda",
                format!("libcuda.so.1 would be the CUDA toolkit's link-time stub {path} ({location})"),
            )
            .hint(Hint::new(
                "Remove the toolkit's stubs/ directory from LD_LIBRARY_PATH (and ld.so.conf); the stub only satisfies the linker and fails every call at run time",
                &["echo \"$LD_LIBRARY_PATH\" | tr ':' '\\n' | grep stubs", "grep -r stubs /etc/ld.so.conf.d/ && sudo ldconfig"],
            ))
            .explain("libcuda-stub-loaded"),
            PathFinding::Libcuda(LibcudaFinding::Compat {
                path,
                location,
                version,
            }) => Check::warn(
                "libraries.libcuda",
                format!("libcuda.so.1 would be the CUDA forward-compatibility copy {path} ({location})"),
            )
            .evidence(format!("version: {}", version.as_deref().unwrap_or("unknown")))
            .hint(Hint::new(
                "The compat/ libcuda works only on data-center GPUs and must be newer than the kernel driver; remove it from the path unless you meant to use forward compatibility",
                &["cat /proc/driver/nvidia/version", "echo \"$LD_LIBRARY_PATH\""],
            )),
            PathFinding::Libcuda(LibcudaFinding::Driver { path, location }) => Check::pass(
                "libraries.libcuda",
                format!("libcuda.so.1 from {} ({location})", parent(path)),
            )
            .evidence(path.clone()),
        }
    }
}

fn check_id(soname: &str) -> &'static str {
    FAMILIES
        .iter()
        .find(|(p, _)| soname.starts_with(p))
        .map(|(_, id)| *id)
        .unwrap_or("libraries.cudart")
}

fn consumer_check(obs: &Observation) -> Check {
    let mut c = Check::pass("libraries.consumer", obs.consumer_summary.clone());
    if let Some(py) = &obs.python {
        c = c.evidence(format!("python: {py}"));
    }
    c = c.evidence_all(
        obs.site_packages
            .iter()
            .map(|s| format!("site-packages: {}", s.display())),
    );
    if let Some(m) = obs.cuda_major {
        c = c.evidence(format!(
            "CUDA {m} sonames looked up where the consumer does not name them"
        ));
    }
    if let Some(f) = &obs.framework {
        if let Some((cuda, from)) = &f.build_cuda {
            c = c.evidence(format!("built for CUDA {cuda} (from {from})"));
        }
        c = c.evidence_all(f.build_notes.iter().cloned());
    }
    if let Some((framework, r)) = release_of(obs) {
        c = c.evidence(format!(
            "{framework}: {} says built for CUDA {} with cuDNN {}; it opens {}; at load it needs {} and {}",
            r.row,
            r.cuda,
            r.cudnn,
            r.sonames.join(", "),
            cudnn_rule(r),
            runtime_rule(r)
        ));
        c = c.evidence_all(r.notes.iter().cloned());
    }
    if let Some(n) = &obs.release_note {
        c = c.evidence(n.clone());
    }
    let mut problems: Vec<String> = obs.consumer_notes.clone();
    if obs.python.is_some()
        && let Some(n) = &obs.python_note
    {
        problems.push(n.clone());
    } else if let Some(n) = &obs.python_note {
        c = c.evidence(n.clone());
    }
    if problems.is_empty() {
        return c;
    }
    Check::warn(
        "libraries.consumer",
        format!(
            "{} (the interpreter or the framework's objects could not be read)",
            obs.consumer_summary
        ),
    )
    .evidence_all(problems)
    .hint(Hint::new(
        "Check that the interpreter runs and point gpudoc at the one your framework uses",
        &[
            "python3 -c 'import site, sys; print(sys.prefix, site.getsitepackages())'",
            "gpudoc check --only libraries --python \"${VENV:?set VENV to the environment directory}/bin/python\"",
        ],
    ))
}

fn search_path_check(obs: &Observation) -> Check {
    if obs.path_notes.is_empty() {
        return Check::pass(
            "libraries.search-path",
            "every search-path entry is absolute",
        );
    }
    Check::warn(
        "libraries.search-path",
        format!("{} search-path problem(s)", obs.path_notes.len()),
    )
    .evidence_all(obs.path_notes.iter().cloned())
    .hint(Hint::new(
        "Keep only absolute directories in LD_LIBRARY_PATH (no empty entries, no leading or trailing ':', no toolkit stubs/)",
        &["echo \"$LD_LIBRARY_PATH\" | tr ':' '\\n' | nl", "export LD_LIBRARY_PATH=$(echo \"$LD_LIBRARY_PATH\" | tr ':' '\\n' | grep '^/' | grep -v '/stubs$' | paste -sd:)"],
    ))
}

/// The winner's loaded (or file) version for the first soname with this prefix.
fn loaded_version(obs: &Observation, prefix: &str) -> Option<Version> {
    let s = obs
        .sonames
        .iter()
        .find(|s| s.lookup.soname.starts_with(prefix))?;
    let w = &s.lookup.candidates[s.lookup.winner?];
    Version::parse(w.version.as_deref()?)
}

fn parent(path: &str) -> String {
    Path::new(path)
        .parent()
        .map(|p| p.display().to_string())
        .unwrap_or_default()
}

fn winner_evidence(s: &SonameObservation, w: &Candidate, obs: &Observation) -> Vec<String> {
    let mut ev = vec![
        format!("loads {} (found via {})", w.path, w.location),
        format!("consumer: {}", s.consumer),
    ];
    if let Some(src) = &w.version_source {
        ev.push(format!("version from: {src}"));
    }
    if let Some(note) = &w.note {
        ev.push(note.clone());
    }
    for (i, c) in s.lookup.candidates.iter().enumerate() {
        if Some(i) == s.lookup.winner {
            continue;
        }
        let v = c.version.as_deref().unwrap_or("version unknown");
        let note = c
            .note
            .as_deref()
            .map(|n| format!("; {n}"))
            .unwrap_or_default();
        if c.on_loader_path {
            ev.push(format!("shadowed: {} {v} ({}{note})", c.path, c.location));
        } else {
            ev.push(format!(
                "off the loader path: {} {v} ({}{note})",
                c.path, c.location
            ));
        }
    }
    if let Some(p) = s.lookup.plain_winner {
        let c = &s.lookup.candidates[p];
        let who = match &obs.framework {
            Some(f) if f.framework == Framework::Pytorch => {
                "a consumer without this RPATH (TensorFlow-style RUNPATH objects, plain dlopen or ctypes, anything run with LD_LIBRARY_PATH)"
            }
            _ => "a consumer without RPATH/RUNPATH (plain dlopen, ctypes)",
        };
        ev.push(format!(
            "{who} would load {} {} instead ({})",
            c.path,
            c.version.as_deref().unwrap_or("version unknown"),
            c.location
        ));
    }
    ev
}

/// A command that installs the copy the consumer expects: the framework again, else the
/// NVIDIA wheel the matrix names for this soname and the layer's CUDA major
/// ([`Matrix::wheel_for_soname`], the query `gpudoc explain` uses too).
fn reinstall_command(obs: &Observation, soname: &str, matrix: &Matrix) -> String {
    if let Some(f) = &obs.framework {
        let v = f
            .version
            .as_deref()
            .map(|v| format!("=={v}"))
            .unwrap_or_default();
        return match f.framework {
            Framework::Tensorflow => {
                format!("pip install --force-reinstall 'tensorflow[and-cuda]{v}'")
            }
            Framework::Pytorch => format!("pip install --force-reinstall 'torch{v}'"),
            Framework::Jax => format!("pip install --force-reinstall 'jax[cuda]{v}'"),
        };
    }
    let (name, version) = soname.split_once(".so.").unwrap_or((soname, ""));
    match matrix.wheel_for_soname(name, version, obs.cuda_major) {
        Some(w) => format!("pip install '{}'", w.requirement),
        None => format!(
            "gpudoc plan   # no NVIDIA pip wheel ships {soname}: install the CUDA toolkit or framework release that does"
        ),
    }
}

fn library_facts(obs: &Observation, prefix: &str) -> Option<LibraryFacts> {
    let s = obs
        .sonames
        .iter()
        .find(|s| s.lookup.soname.starts_with(prefix))?;
    let w = &s.lookup.candidates[s.lookup.winner?];
    Some(LibraryFacts {
        version: w.version.clone(),
        path: w.path.clone(),
        found_via: w.location.clone(),
        shadowed: s
            .lookup
            .candidates
            .iter()
            .filter(|c| c.on_loader_path && c.usable && c.path != w.path)
            .map(|c| ShadowedLibrary {
                path: c.path.clone(),
                version: c.version.clone(),
                found_via: c.location.clone(),
            })
            .collect(),
    })
}

fn soname_facts(s: &SonameObservation) -> SonameFacts {
    let l: &Lookup = &s.lookup;
    SonameFacts {
        soname: l.soname.clone(),
        consumer: s.consumer.clone(),
        winner: l.winner.map(|i| {
            let w = &l.candidates[i];
            WinnerFacts {
                path: w.path.clone(),
                found_via: w.location.clone(),
                version: w.version.clone(),
            }
        }),
        candidates: l
            .candidates
            .iter()
            .map(|c| CandidateFacts {
                path: c.path.clone(),
                location: c.location.clone(),
                version: c.version.clone(),
                on_loader_path: c.on_loader_path,
                note: c.note.clone(),
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::interp::Installed;
    use super::*;
    use crate::explain::specifics::Specifics;
    use crate::facts::DriverFacts;
    use crate::runner::{Captured, ProbeFailure, Probed, Unanswered};

    /// A library child's answer, as the runner hands it over.
    fn answered(answer: LibAnswer) -> super::super::Loaded {
        Ok(Probed {
            answer,
            output: Captured::default(),
        })
    }
    use std::path::PathBuf;

    fn cand(path: &str, version: &str, on_path: bool) -> Candidate {
        Candidate {
            path: path.into(),
            location: if on_path {
                "LD_LIBRARY_PATH".into()
            } else {
                "wheel directory nvidia/cudnn/lib".into()
            },
            version: Some(version.into()),
            version_source: Some("file name".into()),
            on_loader_path: on_path,
            note: (!on_path).then(|| "present but not on the loader path".into()),
            usable: true,
        }
    }

    /// A soname found at `path`, loaded and reporting `version`.
    fn found(soname: &str, path: &str, version: &str) -> SonameObservation {
        SonameObservation {
            lookup: Lookup {
                soname: soname.into(),
                winner: Some(0),
                plain_winner: None,
                candidates: vec![cand(path, version, true)],
                searched: vec![format!("/opt/lib (LD_LIBRARY_PATH)")],
            },
            consumer: "tensorflow/libtensorflow_framework.so.2".into(),
            required: true,
            loaded: Some(answered(LibAnswer::Ok(LibVersions {
                version: Some(version.into()),
                ..LibVersions::default()
            }))),
        }
    }

    fn missing(soname: &str) -> SonameObservation {
        SonameObservation {
            lookup: Lookup {
                soname: soname.into(),
                searched: vec![
                    "/opt/lib (LD_LIBRARY_PATH)".into(),
                    "/usr/lib (default dir)".into(),
                ],
                ..Lookup::default()
            },
            consumer: "tensorflow/libtensorflow_framework.so.2".into(),
            required: true,
            loaded: None,
        }
    }

    fn tensorflow(requires: &[&str]) -> Installed {
        Installed {
            framework: Framework::Tensorflow,
            site_packages: PathBuf::from("/venv/lib/python3.12/site-packages"),
            objects: vec![],
            version: Some("2.21.0".into()),
            nvidia_requires: requires.iter().map(|s| s.to_string()).collect(),
            build_cuda: None,
            build_notes: Vec::new(),
        }
    }

    fn healthy() -> Observation {
        Observation {
            framework: Some(tensorflow(&["nvidia-cudnn-cu12>=9.3.0.75"])),
            consumer_summary: "TensorFlow 2.21.0".into(),
            sonames: vec![
                found("libcudart.so.12", "/opt/lib/libcudart.so.12", "12.9"),
                found("libcudnn.so.9", "/opt/lib/libcudnn.so.9", "9.10.2"),
                found("libcublas.so.12", "/opt/lib/libcublas.so.12", "12.9.1"),
            ],
            cudnn_majors_on_path: vec![(9, "/opt/lib/libcudnn.so.9".into())],
            ..Observation::default()
        }
    }

    fn facts_with_driver(version: &str) -> Facts {
        Facts {
            driver: Some(DriverFacts {
                version: version.into(),
                cuda_version: None,
                kernel_module_version: None,
                nvml_library: None,
            }),
            ..Facts::default()
        }
    }

    fn run(obs: &Observation, driver: &str) -> Vec<Check> {
        judge(
            obs,
            &Matrix::builtin().unwrap(),
            &mut facts_with_driver(driver),
        )
    }

    fn get<'a>(checks: &'a [Check], id: &str) -> &'a Check {
        checks
            .iter()
            .find(|c| c.id == id)
            .unwrap_or_else(|| panic!("no {id}"))
    }

    #[test]
    fn everything_found_passes() {
        let mut facts = facts_with_driver("580.65.06");
        let checks = judge(&healthy(), &Matrix::builtin().unwrap(), &mut facts);
        for c in &checks {
            assert!(
                matches!(c.status, Status::Pass | Status::Skip),
                "{} {:?}: {}",
                c.id,
                c.status,
                c.summary
            );
            assert!(c.explain.is_none(), "{}", c.id);
        }
        let cudart = get(&checks, "libraries.cudart");
        assert_eq!(
            cudart.summary,
            "libcudart.so.12 12.9 from /opt/lib (LD_LIBRARY_PATH); driver 580.65.06 supports it"
        );
        assert_eq!(facts.cudnn.unwrap().version.as_deref(), Some("9.10.2"));
        assert_eq!(facts.libraries.unwrap().len(), 3);
    }

    #[test]
    fn missing_and_needed_fails_with_the_dlopen_explanation() {
        let mut obs = healthy();
        obs.sonames[1] = missing("libcudnn.so.9");
        obs.sonames.push(missing("libcufft.so.11"));
        let checks = run(&obs, "580.65.06");
        let c = get(&checks, "libraries.cudnn");
        assert_eq!(c.status, Status::Fail);
        assert_eq!(
            c.summary,
            "libcudnn.so.9 not found (consumer: tensorflow/libtensorflow_framework.so.2)"
        );
        assert_eq!(c.explain.as_deref(), Some("tf-dlopen-failed"));
        assert!(
            c.evidence
                .contains(&"searched /usr/lib (default dir)".to_string())
        );
        // The second missing library points at the first one's list.
        let f = get(&checks, "libraries.cufft");
        assert_eq!(
            f.evidence,
            ["searched the same directories as libraries.cudnn"]
        );
    }

    #[test]
    fn missing_but_off_the_path_names_the_copy() {
        let mut obs = healthy();
        let mut s = missing("libcudnn.so.9");
        s.lookup.candidates.push(cand(
            "/venv/nvidia/cudnn/lib/libcudnn.so.9",
            "9.10.2",
            false,
        ));
        obs.sonames[1] = s;
        let c = get(&run(&obs, "580.65.06"), "libraries.cudnn").clone();
        assert_eq!(c.status, Status::Fail);
        assert!(
            c.summary.ends_with(
                "a copy is in /venv/nvidia/cudnn/lib (wheel directory nvidia/cudnn/lib)"
            ),
            "{}",
            c.summary
        );
        assert!(
            c.hint.unwrap().commands[0]
                .starts_with("export LD_LIBRARY_PATH=/venv/nvidia/cudnn/lib")
        );
    }

    #[test]
    fn missing_without_a_framework_is_not_a_problem_yet() {
        let mut obs = healthy();
        obs.framework = None;
        obs.sonames[1] = missing("libcudnn.so.9");
        let c = get(&run(&obs, "580.65.06"), "libraries.cudnn").clone();
        // Skipped (not a warning): a verdict of "warn" that --strict would not act on is a
        // verdict and an exit code that disagree.
        assert_eq!(c.status, Status::Skip);
        assert!(
            c.summary
                .ends_with("; no TensorFlow or PyTorch is installed to need it yet")
        );
        assert_eq!(c.explain, None);
        // The wheel the matrix names for this soname (and the layer's CUDA major, if any).
        let wheel = Matrix::builtin()
            .unwrap()
            .wheel_for_soname("libcudnn", "9", obs.cuda_major)
            .unwrap();
        assert_eq!(
            c.hint.unwrap().commands[0],
            format!("pip install '{}'", wheel.requirement)
        );
    }

    #[test]
    fn cudnn_older_than_the_framework_needs_fails() {
        let mut obs = healthy();
        obs.sonames[1] = found("libcudnn.so.9", "/opt/lib/libcudnn.so.9", "9.1.0");
        let c = get(&run(&obs, "580.65.06"), "libraries.cudnn").clone();
        assert_eq!(c.status, Status::Fail);
        assert_eq!(
            c.summary,
            "libcudnn.so.9 9.1.0 from /opt/lib (LD_LIBRARY_PATH): TensorFlow 2.21.0 needs cuDNN 9.3 or newer (same major)"
        );
        assert_eq!(c.explain.as_deref(), Some("cudnn-version-mismatch"));
        assert!(
            c.evidence
                .contains(&"TensorFlow 2.21.0 requires nvidia-cudnn-cu12 >= 9.3.0.75".to_string())
        );
        assert_eq!(
            c.hint.unwrap().commands[0],
            "pip install 'nvidia-cudnn-cu12>=9.3.0.75,<10'"
        );
        // A file named libcudnn.so.9 that is cuDNN 8 is mislabelled.
        obs.sonames[1] = found("libcudnn.so.9", "/opt/lib/libcudnn.so.9", "8.9.7");
        let c = get(&run(&obs, "580.65.06"), "libraries.cudnn").clone();
        assert!(
            c.summary
                .ends_with("the file named libcudnn.so.9 is cuDNN 8")
        );
        assert_eq!(c.explain.as_deref(), Some("cudnn-version-mismatch"));
    }

    #[test]
    fn load_failures_fail_with_their_reason() {
        let mut obs = healthy();
        let failures = [
            (ProbeFailure::Crash { signal: 11 }, Reason::Crash, "crashed"),
            (
                ProbeFailure::Timeout {
                    deadline: std::time::Duration::from_secs(30),
                },
                Reason::Timeout,
                "hung",
            ),
        ];
        for (failure, reason, word) in failures {
            let description = failure.describe();
            obs.sonames[2].loaded = Some(Err(Unanswered {
                failure,
                output: Captured {
                    stderr: "Segmentation fault\n".into(),
                    ..Captured::default()
                },
            }));
            let c = get(&run(&obs, "580.65.06"), "libraries.cublas").clone();
            assert_eq!(c.status, Status::Fail);
            assert_eq!(c.reason, Some(reason));
            assert_eq!(
                c.summary,
                format!(
                    "libcublas.so.12 at /opt/lib/libcublas.so.12 {word} while loading or reporting its version: the probe {description}"
                )
            );
            assert!(c.evidence.contains(&"Segmentation fault".to_string()));
            assert_eq!(c.explain, None);
        }
        obs.sonames[2].loaded = Some(answered(LibAnswer::Error {
            message: "libcublasLt.so.12: cannot open shared object file: No such file or directory"
                .into(),
        }));
        let c = get(&run(&obs, "580.65.06"), "libraries.cublas").clone();
        assert_eq!(c.status, Status::Fail);
        assert!(
            c.summary
                .ends_with("cannot be loaded: a library it needs is missing")
        );
        assert!(c.evidence[0].starts_with("loader: libcublasLt.so.12"));
        assert_eq!(c.explain.as_deref(), Some("tf-dlopen-failed"));
    }

    #[test]
    fn a_runtime_newer_than_the_driver_fails() {
        let c = get(&run(&healthy(), "470.82.01"), "libraries.cudart").clone();
        assert_eq!(c.status, Status::Fail);
        assert_eq!(c.explain.as_deref(), Some("cuda-driver-too-old"));
        assert!(c.summary.contains(": needs driver >= "), "{}", c.summary);
        assert!(
            c.summary
                .ends_with("driver 470.82.01 supports CUDA <= 11.4"),
            "{}",
            c.summary
        );
    }

    #[test]
    fn a_shadowed_copy_of_another_version_warns() {
        let mut obs = healthy();
        obs.sonames[1]
            .lookup
            .candidates
            .push(cand("/usr/lib/libcudnn.so.9", "9.0.0", true));
        let checks = run(&obs, "580.65.06");
        let d = get(&checks, "libraries.duplicates");
        assert_eq!(d.status, Status::Warn);
        assert_eq!(
            d.evidence,
            [
                "libcudnn.so.9: 9.10.2 at /opt/lib/libcudnn.so.9 (LD_LIBRARY_PATH) shadows 9.0.0 at /usr/lib/libcudnn.so.9 (LD_LIBRARY_PATH)"
            ]
        );
        let c = get(&checks, "libraries.cudnn");
        assert_eq!(c.status, Status::Pass);
        assert!(
            c.evidence
                .iter()
                .any(|e| e.starts_with("shadowed: /usr/lib/libcudnn.so.9 9.0.0"))
        );
    }

    #[test]
    fn cudnn_8_beside_cudnn_9_is_a_mixed_install() {
        let mut obs = healthy();
        obs.cudnn_majors_on_path = vec![
            (8, "/usr/lib/libcudnn.so.8".into()),
            (9, "/opt/lib/libcudnn.so.9".into()),
        ];
        let c = get(&run(&obs, "580.65.06"), "libraries.cudnn-mixed").clone();
        assert_eq!(c.status, Status::Warn);
        assert_eq!(c.summary, "cuDNN 8 and 9 files are all on the loader path");
        assert_eq!(c.evidence[0], "cuDNN 8: /usr/lib/libcudnn.so.8");
    }

    #[test]
    fn libcuda_stub_fails_with_its_explanation() {
        let mut obs = healthy();
        obs.libcuda = Some(Lookup {
            soname: "libcuda.so.1".into(),
            winner: Some(0),
            candidates: vec![cand(
                "/usr/local/cuda/lib64/stubs/libcuda.so.1",
                "12.9",
                true,
            )],
            ..Lookup::default()
        });
        let c = get(&run(&obs, "580.65.06"), "libraries.libcuda").clone();
        assert_eq!(c.status, Status::Fail);
        assert_eq!(c.explain.as_deref(), Some("libcuda-stub-loaded"));
    }

    /// A TensorFlow release of `version` with its matrix expectations, loading `sonames`.
    fn release_obs(version: &str, sonames: Vec<SonameObservation>) -> Observation {
        let m = Matrix::builtin().unwrap();
        let mut fw = tensorflow(&[]);
        fw.version = Some(version.into());
        Observation {
            release: Some(super::interp::release_libraries(&fw, &m).unwrap()),
            framework: Some(fw),
            sonames,
            ..Observation::default()
        }
    }

    #[test]
    fn the_release_decides_the_cudnn_major_and_floor() {
        let m = Matrix::builtin().unwrap();
        let r = m.tensorflow_libraries("2.15.0").unwrap();
        let cudnn8 = m.cudnn_soname(8).unwrap();
        assert!(r.sonames.contains(&cudnn8), "{r:?}");
        // 2.15 with the cuDNN 8.9.4 its extra pins passes.
        let cudnn_ok = found(&cudnn8, "/sp/nvidia/cudnn/lib/libcudnn.so.8", "8.9.4");
        let obs = release_obs("2.15.0", vec![cudnn_ok]);
        assert_eq!(
            get(&run(&obs, "580.65.06"), "libraries.cudnn").status,
            Status::Pass
        );
        // 2.13 (built with 8.6) with a system 8.1: TensorFlow's own refusal, quoted.
        let old = found(&cudnn8, "/usr/lib/libcudnn.so.8", "8.1.0");
        let obs = release_obs("2.13.0", vec![old]);
        let c = get(&run(&obs, "580.65.06"), "libraries.cudnn").clone();
        assert_eq!(c.status, Status::Fail);
        assert!(
            c.summary
                .ends_with("TensorFlow 2.13.0 needs cuDNN 8.6 or newer (same major)"),
            "{}",
            c.summary
        );
        assert!(
            c.evidence.iter().any(|e| e.contains(
                "\"Loaded runtime CuDNN library: 8.1.0 but source was compiled with: 8.6.0. CuDNN library needs to have matching major version"
            )),
            "{:#?}",
            c.evidence
        );
        assert_eq!(c.explain.as_deref(), Some("cudnn-version-mismatch"));
        // A CUDA runtime of another major than the build's fails and names the build.
        let rt = found("libcudart.so.12", "/sp/libcudart.so.12", "11.8");
        let obs = release_obs("2.15.0", vec![rt]);
        let c = get(&run(&obs, "580.65.06"), "libraries.cudart").clone();
        assert_eq!(c.status, Status::Fail);
        assert!(
            c.summary
                .ends_with("TensorFlow 2.15.0 needs a CUDA 12 runtime (built for CUDA 12.2)"),
            "{}",
            c.summary
        );
    }

    /// `gpudoc explain` and `gpudoc check` suggest the same wheel for a missing library, and
    /// it is the one the matrix names.
    #[test]
    fn explain_and_check_suggest_the_matrix_wheel() {
        let m = Matrix::builtin().unwrap();
        // Nothing known about the machine (no framework, no CUDA major), as in explain.
        let obs = Observation::default();
        for (name, version) in [("libcudnn", "9"), ("libcufft", "12"), ("libcudart", "12")] {
            let soname = format!("{name}.so.{version}");
            let want = m.wheel_for_soname(name, version, None).unwrap();
            let check = reinstall_command(&obs, &soname, &m);
            let explain = Specifics::extract(&[format!(
                "Could not load dynamic library '{soname}'; dlerror: {soname}: cannot open shared object file"
            )])
            .commands(&m);
            assert_eq!(check, format!("pip install '{}'", want.requirement));
            assert!(
                explain[0].starts_with(&check),
                "explain {explain:?} vs check {check}"
            );
        }
        // The matrix files libcufft.so.12 under CUDA 13, and explain says so.
        let cufft = m.wheel_for_soname("libcufft", "12", None).unwrap();
        assert_eq!(cufft.cuda_majors, vec![13]);
        assert!(
            m.cuda_libraries
                .iter()
                .any(|l| l.major == 13 && l.sonames.iter().any(|s| s == "libcufft.so.12"))
        );
        let note = crate::explain::specifics::library_note("libcufft", "12", &m).unwrap();
        assert!(note.contains("from CUDA 13"), "{note}");
        // A CUDA major the layer chose wins over the default, in the same query.
        let obs = Observation {
            cuda_major: Some(12),
            ..Observation::default()
        };
        assert_eq!(
            reinstall_command(&obs, "libcudnn.so.9", &m),
            "pip install 'nvidia-cudnn-cu12==9.*'"
        );
    }
}
