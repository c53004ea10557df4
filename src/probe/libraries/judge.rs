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
use crate::matrix::Matrix;
use crate::report::{Check, Hint, Reason};
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

/// Judge the observation; fills the layer's facts.
pub fn judge(obs: &Observation, matrix: &Matrix, facts: &mut Facts) -> Vec<Check> {
    let mut out = vec![consumer_check(obs), search_path_check(obs)];
    let runtime_major = loaded_version(obs, "libcudart.so.").map(|v| v.major());
    for s in &obs.sonames {
        out.push(soname_check(s, obs, matrix, facts, runtime_major));
    }
    out.push(duplicates_check(obs));
    out.push(cudnn_mixed_check(obs));
    out.push(libcuda_check(obs));
    facts.cuda_runtime = library_facts(obs, "libcudart.so.");
    facts.cudnn = library_facts(obs, "libcudnn.so.");
    facts.cublas = library_facts(obs, "libcublas.so.");
    facts.libraries = Some(obs.sonames.iter().map(soname_facts).collect());
    if obs.framework.is_none() {
        // Nothing installed loads these yet: a missing library is not this machine's problem
        // until a framework needs it (the framework layer says what to install).
        for c in out.iter_mut().filter(|c| is_missing(c)) {
            c.status = crate::report::Status::Warn;
            c.summary
                .push_str("; no TensorFlow or PyTorch is installed to need it yet");
        }
    }
    share_searched_evidence(&mut out);
    for c in &mut out {
        if c.status == crate::report::Status::Fail && c.explain.is_none() {
            c.explain = explain_entry(c).map(str::to_string);
        }
    }
    out
}

/// A per-soname check that found no usable copy on the loader path.
fn is_missing(c: &Check) -> bool {
    c.status == crate::report::Status::Fail
        && (c.summary.contains(" not found") || c.summary.contains("not on the loader path"))
}

/// The same "searched DIR" list under every missing soname says nothing new: keep it under
/// the first check and point the others there.
fn share_searched_evidence(out: &mut [Check]) {
    let searched = |c: &Check| -> Vec<String> {
        c.evidence
            .iter()
            .filter(|e| e.starts_with("searched "))
            .cloned()
            .collect()
    };
    let mut first: Option<(String, Vec<String>)> = None;
    for c in out.iter_mut() {
        let list = searched(c);
        if list.is_empty() {
            continue;
        }
        match &first {
            Some((id, seen)) if *seen == list => {
                c.evidence.retain(|e| !e.starts_with("searched "));
                c.evidence
                    .push(format!("searched the same directories as {id}"));
            }
            Some(_) => {}
            None => first = Some((c.id.clone(), list)),
        }
    }
}

/// The `gpudoc explain` entry for a failed libraries check, so a user who meets the same
/// failure as a framework log line reads the same text.
fn explain_entry(c: &Check) -> Option<&'static str> {
    let s = &c.summary;
    Some(if c.id == "libraries.libcuda" {
        "libcuda-stub-loaded"
    } else if c.id.starts_with("libraries.cudnn")
        && (s.contains("needs cuDNN") || s.contains("is cuDNN"))
    {
        "cudnn-version-mismatch"
    } else if s.contains("not found")
        || s.contains("not on the loader path")
        || s.contains("cannot be loaded")
    {
        "tf-dlopen-failed"
    } else {
        return None;
    })
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
            "gpudoc check --only libraries --python /path/to/venv/bin/python",
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

fn soname_check(
    s: &SonameObservation,
    obs: &Observation,
    matrix: &Matrix,
    facts: &Facts,
    runtime_major: Option<u64>,
) -> Check {
    let id = check_id(&s.lookup.soname);
    let soname = &s.lookup.soname;
    let Some(wi) = s.lookup.winner else {
        return missing_check(s, obs, matrix, id);
    };
    let w = &s.lookup.candidates[wi];
    let evidence = winner_evidence(s, w, obs);
    let loaded = match s.loaded.as_ref().map(|l| l.as_ref().map(|p| &p.answer)) {
        Some(Ok(LibAnswer::Ok(v))) => v,
        Some(Ok(LibAnswer::Error { message })) => {
            return load_error_check(id, soname, w, message).evidence_all(evidence);
        }
        Some(Err(unanswered)) => {
            let reason = unanswered.reason();
            let what = match reason {
                Reason::Timeout => "hung",
                Reason::Crash => "crashed",
            };
            return Check::fail(
                id,
                format!(
                    "{soname} at {} {what} while loading or reporting its version: the probe {}",
                    w.path,
                    unanswered.describe()
                ),
            )
            .reason(Some(reason))
            .evidence_all(evidence)
            .evidence_all(unanswered.stderr_tail(6))
            .hint(Hint::new(
                "This copy is broken; reinstall it (or remove it from the loader path) and run gpudoc again",
                &[reinstall_command(obs, soname, matrix).as_str(), &format!("ls -l {}", w.path)],
            ));
        }
        None => {
            return Check::warn(
                id,
                format!(
                    "{soname} at {} was not loaded (too many libraries to load)",
                    w.path
                ),
            )
            .evidence_all(evidence);
        }
    };
    let version = loaded.version.clone().or_else(|| w.version.clone());
    let shown = version.as_deref().unwrap_or("version unknown");
    let base = format!("{soname} {shown} from {} ({})", parent(&w.path), w.location);
    let mut evidence = evidence;
    evidence.extend(loaded.raw.iter().cloned());
    evidence.extend(loaded.problems.iter().cloned());
    let Some(v) = version.as_deref().and_then(Version::parse) else {
        return Check::warn(id, format!("{base}: it did not report a version"))
            .evidence_all(evidence)
            .hint(Hint::new(
                "This file may not be the real library (a stub or a renamed copy); reinstall it",
                &[reinstall_command(obs, soname, matrix).as_str()],
            ));
    };
    match id {
        "libraries.cudart" => cudart_verdict(id, &base, &v, loaded, matrix, facts, evidence),
        "libraries.cudnn" => cudnn_verdict(
            id,
            &base,
            soname,
            &v,
            loaded,
            obs,
            matrix,
            runtime_major,
            evidence,
        ),
        "libraries.cublas" | "libraries.cublaslt" => match runtime_major {
            Some(rm) if rm != v.major() => Check::warn(
                id,
                format!(
                    "{base}: its major {} differs from the CUDA runtime's {rm}",
                    v.major()
                ),
            )
            .evidence_all(evidence)
            .hint(Hint::new(
                "Use cuBLAS from the same CUDA major as the runtime",
                &[reinstall_command(obs, soname, matrix).as_str()],
            )),
            _ => Check::pass(id, base).evidence_all(evidence),
        },
        _ => Check::pass(id, base).evidence_all(evidence),
    }
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

fn missing_check(s: &SonameObservation, obs: &Observation, matrix: &Matrix, id: &str) -> Check {
    let soname = &s.lookup.soname;
    let skipped: Vec<&Candidate> = s
        .lookup
        .candidates
        .iter()
        .filter(|c| c.on_loader_path)
        .collect();
    let off: Vec<&Candidate> = s
        .lookup
        .candidates
        .iter()
        .filter(|c| !c.on_loader_path && c.usable)
        .collect();
    let searched = s.lookup.searched.iter().map(|d| format!("searched {d}"));
    let mut check = if let Some(first) = off.first() {
        let dir = parent(&first.path);
        let c = Check::fail(
            id,
            format!(
                "{soname} is not on the loader path for {}; a copy is in {dir} ({})",
                s.consumer, first.location
            ),
        )
        .hint(Hint::new(
            "Put that directory on the loader path (or reinstall the wheel the framework expects)",
            &[
                format!("export LD_LIBRARY_PATH={dir}${{LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}}")
                    .as_str(),
                reinstall_command(obs, soname, matrix).as_str(),
            ],
        ));
        c.evidence_all(off.iter().map(|c| {
            format!(
                "present but not on the loader path: {} {} ({})",
                c.path,
                c.version.as_deref().unwrap_or("version unknown"),
                c.location
            )
        }))
    } else {
        Check::fail(id, format!("{soname} not found (consumer: {})", s.consumer)).hint(Hint::new(
            "Install the library the framework needs",
            &[reinstall_command(obs, soname, matrix).as_str()],
        ))
    };
    if !s.required {
        check =
            Check::warn(id, check.summary.clone()).hint(check.hint.clone().unwrap_or_else(|| {
                Hint::new(
                    "Install the library",
                    &[reinstall_command(obs, soname, matrix).as_str()],
                )
            }));
    }
    check
        .evidence_all(skipped.iter().map(|c| {
            format!(
                "skipped {}: {}",
                c.path,
                c.note.as_deref().unwrap_or("unusable")
            )
        }))
        .evidence_all(searched)
}

fn load_error_check(id: &str, soname: &str, w: &Candidate, message: &str) -> Check {
    let (why, hint) = if message.contains("wrong ELF class") {
        (
            "wrong architecture",
            Hint::new(
                "A 32-bit or foreign-architecture copy is first on the loader path; remove it or put the 64-bit library's directory first",
                &[format!("file -L {}", w.path).as_str()],
            ),
        )
    } else if message.contains("cannot open shared object file") {
        (
            "a library it needs is missing",
            Hint::new(
                "Install the missing dependency named below, or put its directory on LD_LIBRARY_PATH",
                &[format!("ldd {} | grep 'not found'", w.path).as_str()],
            ),
        )
    } else if message.contains("undefined symbol") {
        (
            "a symbol it needs is missing (mixed versions of CUDA libraries)",
            Hint::new(
                "The library and its companions come from different releases; make them come from one place",
                &[format!("ldd {}", w.path).as_str()],
            ),
        )
    } else {
        (
            "the loader refused it",
            Hint::new(
                "Reinstall this library; the file is damaged or not a shared object",
                &[format!("file -L {}", w.path).as_str()],
            ),
        )
    };
    Check::fail(
        id,
        format!("{soname} at {} cannot be loaded: {why}", w.path),
    )
    .evidence(format!("loader: {message}"))
    .hint(hint)
}

fn cudart_verdict(
    id: &str,
    base: &str,
    v: &Version,
    loaded: &LibVersions,
    matrix: &Matrix,
    facts: &Facts,
    mut evidence: Vec<String>,
) -> Check {
    if let Some(dv) = &loaded.driver_version {
        // cudaDriverGetVersion's 0 ("no driver") arrives decoded as major 0.
        if Version::parse(dv).is_some_and(|v| v.major() == 0) {
            evidence
                .push("cudaDriverGetVersion: 0 (no CUDA driver visible to this runtime)".into());
        } else {
            evidence.push(format!("cudaDriverGetVersion: {dv}"));
        }
    }
    let Some(driver) = facts
        .driver
        .as_ref()
        .and_then(|d| Version::parse(&d.version))
    else {
        evidence.push("driver version unknown (driver layer failed or did not run): runtime not judged against it".into());
        return Check::pass(id, base.to_string()).evidence_all(evidence);
    };
    let support = matrix.driver_support(&driver);
    let own_driver = matrix
        .cuda
        .iter()
        .filter(|(x, _, _)| x.major() == v.major() && x.minor() == v.minor())
        .map(|(_, d, _)| d.clone())
        .min();
    let max = support.max_cuda.as_deref().and_then(Version::parse);
    let within_own = max
        .as_ref()
        .is_some_and(|m| (v.major(), v.minor()) <= (m.major(), m.minor()));
    if within_own {
        return Check::pass(id, format!("{base}; driver {driver} supports it"))
            .evidence_all(evidence);
    }
    if support.minor_compat_majors.contains(&v.major()) {
        if let Some(own) = own_driver {
            evidence.push(format!(
                "runs under CUDA minor version compatibility; kernels shipped only as PTX from CUDA {} need driver >= {own} to JIT-compile",
                v.major_minor()
            ));
        }
        return Check::pass(
            id,
            format!("{base}; driver {driver} runs it through minor version compatibility"),
        )
        .evidence_all(evidence);
    }
    let need = matrix
        .min_driver_for_cuda(&v.major_minor())
        .map(|d| d.to_string())
        .unwrap_or_else(|| "a newer driver".into());
    Check::fail(
        id,
        format!(
            "{base}: needs driver >= {need}; driver {driver} supports CUDA <= {}",
            support.max_cuda.as_deref().unwrap_or("none")
        ),
    )
    .evidence_all(evidence)
    .hint(Hint::new(
        "Upgrade the NVIDIA driver, or install a framework build for the CUDA major this driver supports",
        &["sudo ubuntu-drivers install   # or your distribution's newer nvidia-driver package", "nvidia-smi"],
    ))
    .explain("cuda-driver-too-old")
}

#[allow(clippy::too_many_arguments)]
fn cudnn_verdict(
    id: &str,
    base: &str,
    soname: &str,
    v: &Version,
    loaded: &LibVersions,
    obs: &Observation,
    matrix: &Matrix,
    runtime_major: Option<u64>,
    mut evidence: Vec<String>,
) -> Check {
    let want_major: Option<u64> = soname
        .strip_prefix("libcudnn.so.")
        .and_then(|r| r.split('.').next()?.parse().ok());
    if let Some(m) = want_major
        && m != v.major()
    {
        return Check::fail(
            id,
            format!("{base}: the file named {soname} is cuDNN {}", v.major()),
        )
        .evidence_all(evidence)
        .hint(Hint::new(
            "A mislabelled cuDNN is first on the loader path; reinstall cuDNN",
            &[reinstall_command(obs, soname, matrix).as_str()],
        ));
    }
    if let Some(cv) = &loaded.cudnn_cudart_version {
        evidence.push(format!("built against CUDA runtime {cv}"));
        if let (Some(rm), Some(c)) = (runtime_major, Version::parse(cv))
            && c.major() != rm
        {
            return Check::warn(
                id,
                format!(
                    "{base}: built for CUDA {}, but the CUDA runtime loaded is {rm}.x",
                    c.major()
                ),
            )
            .evidence_all(evidence)
            .hint(Hint::new(
                "Install the cuDNN wheel for the runtime's CUDA major",
                &[reinstall_command(obs, soname, matrix).as_str()],
            ));
        }
    }
    let need = obs.framework.as_ref().and_then(|f| {
        interp::required_min(&f.nvidia_requires, "nvidia-cudnn")
            .map(|(dist, min)| (f.framework.display(), f.version.clone(), dist, min))
    });
    if let Some((fw, fw_version, dist, min)) = need
        && let Some(min_v) = Version::parse(&min)
    {
        let fw_text = format!("{fw} {}", fw_version.as_deref().unwrap_or(""));
        evidence.push(format!("{} requires {dist} >= {min}", fw_text.trim()));
        if (v.major(), v.minor()) < (min_v.major(), min_v.minor()) || v.major() != min_v.major() {
            return Check::fail(
                id,
                format!("{base}: {} needs cuDNN {} or newer (same major)", fw_text.trim(), min_v.major_minor()),
            )
            .evidence_all(evidence)
            .hint(Hint::new(
                "Install the cuDNN the framework was built with, and make it the copy the loader finds first",
                &[
                    format!("pip install '{dist}>={min},<{}'", min_v.major() + 1).as_str(),
                    "unset LD_LIBRARY_PATH   # if an older cuDNN there shadows the wheel",
                ],
            ));
        }
    }
    Check::pass(id, base.to_string()).evidence_all(evidence)
}

fn duplicates_check(obs: &Observation) -> Check {
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
            .filter(|c| c.on_loader_path && c.usable)
        {
            if c.path == w.path {
                continue;
            }
            if let (Some(a), Some(b)) = (&w.version, &c.version)
                && Version::parse(a) != Version::parse(b)
            {
                found.push(format!(
                    "{}: {a} at {} ({}) shadows {b} at {} ({})",
                    s.lookup.soname, w.path, w.location, c.path, c.location
                ));
            }
        }
    }
    if found.is_empty() {
        return Check::pass(
            "libraries.duplicates",
            "no library has two different versions on the loader path",
        );
    }
    Check::warn(
        "libraries.duplicates",
        format!("{} librar{} with two versions on the loader path: the copy a program gets depends on its RPATH/RUNPATH and LD_LIBRARY_PATH", found.len(), if found.len() == 1 { "y" } else { "ies" }),
    )
    .evidence_all(found)
    .hint(Hint::new(
        "Keep one copy per library on the path, or make sure every program resolves the same one (see the evidence for which copy wins and why)",
        &["echo \"$LD_LIBRARY_PATH\"", "ldconfig -p | grep -E 'libcudnn|libcudart|libcublas'"],
    ))
}

fn cudnn_mixed_check(obs: &Observation) -> Check {
    if obs.cudnn_majors_on_path.len() < 2 {
        return Check::pass(
            "libraries.cudnn-mixed",
            match obs.cudnn_majors_on_path.first() {
                Some((m, _)) => format!("only cuDNN {m} on the loader path"),
                None => "no cuDNN files on the plain loader path".into(),
            },
        );
    }
    let majors: Vec<String> = obs
        .cudnn_majors_on_path
        .iter()
        .map(|(m, _)| m.to_string())
        .collect();
    Check::warn(
        "libraries.cudnn-mixed",
        format!("cuDNN {} files are all on the loader path", majors.join(" and ")),
    )
    .evidence_all(obs.cudnn_majors_on_path.iter().map(|(m, p)| format!("cuDNN {m}: {p}")))
    .hint(Hint::new(
        "Remove the cuDNN major your framework does not use from the loader path (its sub-libraries can be picked up by the wrong major)",
        &["ldconfig -p | grep libcudnn", "echo \"$LD_LIBRARY_PATH\""],
    ))
}

fn libcuda_check(obs: &Observation) -> Check {
    let Some(l) = &obs.libcuda else {
        return Check::skip("libraries.libcuda", "libcuda.so.1 not looked up");
    };
    let Some(wi) = l.winner else {
        return Check::skip(
            "libraries.libcuda",
            "libcuda.so.1 not found on the loader path (the driver layer reports on the driver)",
        );
    };
    let w = &l.candidates[wi];
    if search::in_stubs(&w.path) {
        return Check::fail(
            "libraries.libcuda",
            format!("libcuda.so.1 would be the CUDA toolkit's link-time stub {} ({})", w.path, w.location),
        )
        .hint(Hint::new(
            "Remove the toolkit's stubs/ directory from LD_LIBRARY_PATH (and ld.so.conf); the stub only satisfies the linker and fails every call at run time",
            &["echo \"$LD_LIBRARY_PATH\" | tr ':' '\\n' | grep stubs", "grep -r stubs /etc/ld.so.conf.d/ && sudo ldconfig"],
        ));
    }
    if search::in_compat(&w.path) {
        return Check::warn(
            "libraries.libcuda",
            format!("libcuda.so.1 would be the CUDA forward-compatibility copy {} ({})", w.path, w.location),
        )
        .evidence(format!("version: {}", w.version.as_deref().unwrap_or("unknown")))
        .hint(Hint::new(
            "The compat/ libcuda works only on data-center GPUs and must be newer than the kernel driver; remove it from the path unless you meant to use forward compatibility",
            &["cat /proc/driver/nvidia/version", "echo \"$LD_LIBRARY_PATH\""],
        ));
    }
    Check::pass(
        "libraries.libcuda",
        format!("libcuda.so.1 from {} ({})", parent(&w.path), w.location),
    )
    .evidence(w.path.clone())
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
    use super::*;
    use crate::explain::specifics::Specifics;

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
