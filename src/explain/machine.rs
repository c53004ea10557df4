//! `explain --probe`: run the fast native layers (driver, device nodes) and say what they mean
//! for the diagnosed error on this machine: the driver and its CUDA ceiling, the GPUs and their
//! compute capabilities, failing checks, and whether the library a message names is present.
//!
//! The layers run through the same pipeline as `gpudoc check` (with `--root`/`--lib-dir`
//! honoured), so explain never has its own idea of the machine.

use std::path::PathBuf;
use std::time::Duration;

use crate::env::{Env, Seams};
use crate::facts::Facts;
use crate::matrix::Matrix;
use crate::probe::libraries::search::{self, Consumer};
use crate::probe::{Ctx, LayerSelection, run_all};
use crate::report::{LayerReport, Status};
use crate::version::Version;

use super::matcher::Match;

/// Time limit for each probe child (NVML) under `--probe`: explain should stay fast.
const PROBE_TIMEOUT: Duration = Duration::from_secs(10);

/// Run the layers and describe this machine in the light of the best match.
pub fn machine_notes(
    seams: &Seams,
    matrix: &Matrix,
    best: Option<&Match>,
) -> anyhow::Result<Vec<String>> {
    let env = Env::new(seams, PROBE_TIMEOUT)?;
    let ctx = Ctx::new(&env, matrix, None);
    // The fast native layers; no framework import, no stress.
    let selection = LayerSelection {
        only: vec!["driver".into(), "nodes".into(), "libraries".into()],
        skip: vec![],
    };
    let (layers, facts) = run_all(&ctx, &selection, &crate::probe::Unobserved);
    Ok(describe(&env, &layers, &facts, best))
}

/// The notes, from what the layers found (separate from running them, for tests).
pub fn describe(
    env: &Env,
    layers: &[LayerReport],
    facts: &Facts,
    best: Option<&Match>,
) -> Vec<String> {
    let mut out = Vec::new();
    let p = &facts.platform;
    let mut platform = format!("{} {}", p.os, p.kernel).trim().to_string();
    if p.wsl {
        platform.push_str(", WSL2");
    }
    if let Some(c) = &p.container {
        platform.push_str(&format!(", inside a {c} container"));
    }
    if !platform.is_empty() {
        out.push(format!("platform: {platform}"));
    }
    match &facts.driver {
        Some(d) => {
            let mut s = format!("NVIDIA driver {}", d.version);
            if let Some(c) = &d.cuda_version {
                s.push_str(&format!(" (supports CUDA up to {c})"));
            }
            if let Some(k) = &d.kernel_module_version
                && *k != d.version
            {
                s.push_str(&format!(", but the kernel module is {k}"));
            }
            out.push(s);
        }
        None => out.push("no working NVIDIA driver was found".into()),
    }
    for g in &facts.gpus {
        let mut s = format!("GPU {}: {}", g.index, g.name);
        if let Some(cc) = &g.compute_capability {
            s.push_str(&format!(", compute capability {cc}"));
        }
        if let (Some(used), Some(total)) = (g.memory_used_mib, g.memory_total_mib) {
            s.push_str(&format!(", {used} of {total} MiB in use"));
        }
        out.push(s);
    }
    for layer in layers {
        for c in &layer.checks {
            if matches!(c.status, Status::Fail | Status::Warn) {
                out.push(format!("{} {}: {}", c.status.word(), c.id, c.summary));
            }
        }
    }
    if let Some(m) = best {
        out.extend(tailor(env, facts, m));
    }
    out
}

/// What the specifics of the best match mean here.
fn tailor(env: &Env, facts: &Facts, m: &Match) -> Vec<String> {
    let mut out = Vec::new();
    let ceiling = facts
        .driver
        .as_ref()
        .and_then(|d| d.cuda_version.as_deref())
        .and_then(Version::parse);
    if let (Some(ceiling), Some((_, Some(need)))) = (&ceiling, &m.specifics.cuda)
        && let Some(need_v) = Version::parse(need)
    {
        let verdict = if *ceiling >= need_v {
            "enough, so the driver is not the problem here"
        } else {
            "too old: upgrade the driver"
        };
        out.push(format!(
            "the message needs CUDA {need}; this driver supports up to {ceiling}: {verdict}"
        ));
    }
    for (name, version) in &m.specifics.libraries {
        if name.ends_with("64") {
            continue; // a Windows DLL: nothing to look up on this machine
        }
        out.push(library_here(env, facts, name, version));
    }
    out
}

/// Where the loader would find `name.so.version` here, and what other versions exist: the
/// libraries layer's answer when it looked that soname up, else the same layer's loader
/// search (`probe::libraries::search`) run for this soname.
fn library_here(env: &Env, facts: &Facts, name: &str, version: &str) -> String {
    let soname = format!("{name}.so.{version}");
    let prefix = format!("{name}.so.");
    let looked_up = facts.libraries.iter().flatten();
    if let Some(w) = looked_up
        .clone()
        .filter(|l| l.soname == soname)
        .find_map(|l| l.winner.as_ref())
    {
        return format!(
            "{soname} {} is on the loader path here: {} (found via {})",
            w.version.as_deref().unwrap_or(""),
            w.path,
            w.found_via
        );
    }
    let other_majors: Vec<String> = looked_up
        .filter(|l| l.soname.starts_with(&prefix) && l.soname != soname)
        .filter_map(|l| {
            let w = l.winner.as_ref()?;
            Some(format!(
                "{} {} at {}",
                l.soname,
                w.version.as_deref().unwrap_or("(version unknown)"),
                w.path
            ))
        })
        .collect();
    if !other_majors.is_empty() {
        return format!(
            "{soname} is missing here; the loader finds {} instead",
            other_majors.join(", ")
        );
    }
    // The libraries layer's loader model, for a consumer without RPATH/RUNPATH: --lib-dir,
    // LD_LIBRARY_PATH, the cache, the default dirs, and where copies sit off that path.
    let mut notes = Vec::new();
    let plain = Consumer {
        label: "a consumer without RPATH/RUNPATH".into(),
        ..Consumer::default()
    };
    let dirs = search::loader_dirs(env, &plain, &mut notes);
    let cache = search::read_cache(env, &mut notes);
    let mut lookup = search::lookup(env, &soname, &dirs, &cache);
    search::add_off_path(env, &mut lookup, &search::off_path_dirs(env, &[]));
    let copy = lookup
        .winner
        .or_else(|| lookup.candidates.iter().position(|c| c.usable))
        .or((!lookup.candidates.is_empty()).then_some(0));
    let exact = copy.map(|i| &lookup.candidates[i].path);
    let dir_paths: Vec<PathBuf> = dirs.into_iter().map(|d| d.dir).collect();
    let mut others: Vec<String> = search::same_library(env, &prefix, &dir_paths, &cache)
        .into_iter()
        .filter(|f| f.name != soname)
        .map(|f| format!("{} at {}", f.name, f.path))
        .collect();
    others.sort();
    others.dedup();
    if let Some(first) = exact {
        format!(
            "{soname} is present here ({first}): the framework's process does not look there (check LD_LIBRARY_PATH, the conda/venv in use, or a container's library path)"
        )
    } else if others.is_empty() {
        format!("{soname} is not in the loader cache, --lib-dir or LD_LIBRARY_PATH here")
    } else {
        others.truncate(4);
        format!(
            "{soname} is missing here; other versions found: {}",
            others.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::diagnose;
    use crate::facts::{DriverFacts, GpuFacts};
    use std::path::Path;

    fn env_with(root: &Path, lib: &Path) -> Env {
        let seams = Seams {
            root: Some(root.to_path_buf()),
            lib_dirs: vec![lib.to_path_buf()],
            ..Seams::default()
        };
        let mut env = Env::new(&seams, PROBE_TIMEOUT).unwrap();
        env.vars.remove("LD_LIBRARY_PATH");
        env
    }

    #[test]
    fn tailors_versions_and_libraries_to_the_machine() {
        let root = tempfile::tempdir().unwrap();
        let lib = tempfile::tempdir().unwrap();
        std::fs::write(lib.path().join("libcudnn.so.9"), b"").unwrap();
        let env = env_with(root.path(), lib.path());
        let facts = Facts {
            driver: Some(DriverFacts {
                version: "470.82.01".into(),
                cuda_version: Some("11.4".into()),
                kernel_module_version: Some("470.82.01".into()),
                nvml_library: None,
            }),
            gpus: vec![GpuFacts {
                index: 0,
                name: "Tesla T4".into(),
                compute_capability: Some("7.5".into()),
                ..GpuFacts::default()
            }],
            ..Facts::default()
        };
        let m = diagnose(
            "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.2, please update your driver",
        );
        let notes = describe(&env, &[], &facts, m.first()).join("\n");
        assert!(
            notes.contains("NVIDIA driver 470.82.01 (supports CUDA up to 11.4)"),
            "{notes}"
        );
        assert!(notes.contains("GPU 0: Tesla T4, compute capability 7.5"));
        assert!(
            notes.contains("needs CUDA 12.2") && notes.contains("too old"),
            "{notes}"
        );

        let m = diagnose(
            "Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file",
        );
        let notes = describe(&env, &[], &facts, m.first()).join("\n");
        assert!(
            notes.contains("libcudnn.so.8 is missing here; other versions found: libcudnn.so.9"),
            "{notes}"
        );
        // A copy off the loader path ($CONDA_PREFIX/lib) is found by the same search the
        // libraries layer runs.
        let conda = root.path().join("conda/lib");
        std::fs::create_dir_all(&conda).unwrap();
        std::fs::write(conda.join("libcudnn.so.8"), b"").unwrap();
        let mut conda_env = env_with(root.path(), lib.path());
        conda_env
            .vars
            .insert("CONDA_PREFIX".into(), "/conda".into());
        let notes = describe(&conda_env, &[], &facts, m.first()).join("\n");
        assert!(
            notes.contains(&format!(
                "libcudnn.so.8 is present here ({})",
                conda.join("libcudnn.so.8").display()
            )),
            "{notes}"
        );
        std::fs::write(lib.path().join("libcudnn.so.8"), b"").unwrap();
        let notes = describe(&env, &[], &facts, m.first()).join("\n");
        assert!(notes.contains("libcudnn.so.8 is present here"), "{notes}");
    }
}
