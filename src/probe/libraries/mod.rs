//! Layer 3, `libraries`: which CUDA runtime, cuDNN and cuBLAS (and, for TensorFlow, cuFFT,
//! cuSOLVER, cuSPARSE) the framework will really load, and why. For each soname it follows
//! the dynamic loader's rules for the framework's own shared object (RPATH before
//! LD_LIBRARY_PATH, LD_LIBRARY_PATH before RUNPATH, then the cache and the default dirs),
//! lists every other copy it can find (shadowed, or present but off the loader's path),
//! loads each winner in a child process to read its real version, and judges the versions
//! against the driver and the framework's requirements. Fills `facts.cuda_runtime`,
//! `facts.cudnn`, `facts.cublas` and `facts.libraries`.

pub mod elfinfo;
pub mod interp;
mod judge;
pub mod search;
pub mod version_child;

use std::path::{Path, PathBuf};
use std::process::Command;

use super::{Ctx, Layer};
use crate::env::Env;
use crate::facts::Facts;
use crate::matrix::{Matrix, ReleaseLibraries};
use crate::report::Check;
use crate::runner::{MAX_CONCURRENT_PROBES, ProbeResult, run_concurrently, run_probe};
use interp::{Framework, Installed};
use search::{Consumer, Lookup};
use version_child::LibAnswer;

pub const LAYER: Layer = Layer {
    id: "libraries",
    title: "CUDA libraries (runtime, cuDNN, cuBLAS)",
    needs: &[],
    uses: &["driver"],
    checks: judge::CHECKS,
    run,
    prefetch: None,
};

/// Most library loads (winners and shadowed copies) done in child processes per run.
const MAX_LOADS: usize = 24;

/// The library families gpudoc resolves, by soname prefix, with the check that reports each.
pub const FAMILIES: &[(&str, &str)] = &[
    ("libcudart.so.", "libraries.cudart"),
    ("libcudnn.so.", "libraries.cudnn"),
    ("libcublas.so.", "libraries.cublas"),
    ("libcublasLt.so.", "libraries.cublaslt"),
    ("libcufft.so.", "libraries.cufft"),
    ("libcusolver.so.", "libraries.cusolver"),
    ("libcusparse.so.", "libraries.cusparse"),
];

/// How a child load ended: the library's answer, or why the child gave none.
pub type Loaded = ProbeResult<LibAnswer>;

/// Everything observed about one soname.
#[derive(Clone, Debug)]
pub struct SonameObservation {
    pub lookup: Lookup,
    /// Which consumer object's rules applied.
    pub consumer: String,
    /// Missing is a failure (the framework will not start) rather than a warning.
    pub required: bool,
    /// The winner's load result, when there is a winner.
    pub loaded: Option<Loaded>,
}

/// Everything the layer observed.
#[derive(Clone, Debug, Default)]
pub struct Observation {
    pub python: Option<String>,
    /// Why the interpreter gave no site-packages, if it did not.
    pub python_note: Option<String>,
    pub site_packages: Vec<PathBuf>,
    pub framework: Option<Installed>,
    /// What the installed release opens and checks at load time (its matrix rows).
    pub release: Option<ReleaseLibraries>,
    /// Why there are no release expectations (no framework, or a release the matrix does not
    /// know): the default rules apply.
    pub release_note: Option<String>,
    /// "TensorFlow 2.21.0: libtensorflow_framework.so.2 (RUNPATH)" or the default's words.
    pub consumer_summary: String,
    pub consumer_notes: Vec<String>,
    pub path_notes: Vec<String>,
    /// The CUDA major whose sonames were looked up when the consumer did not name them.
    pub cuda_major: Option<u64>,
    pub sonames: Vec<SonameObservation>,
    /// libcuda.so.1 as a consumer without RPATH would find it (the runtime dlopen()s it).
    pub libcuda: Option<Lookup>,
    /// cuDNN majors present on the loader path (libcudnn.so.8 beside libcudnn.so.9).
    pub cudnn_majors_on_path: Vec<(u64, String)>,
}

fn run(ctx: &Ctx, facts: &mut Facts) -> Vec<Check> {
    let obs = observe(ctx, facts);
    judge::judge(&obs, ctx.matrix, facts)
}

/// Find the consumer, resolve every soname, and load the winners in children.
pub fn observe(ctx: &Ctx, facts: &Facts) -> Observation {
    let (env, matrix, choice) = (ctx.env, ctx.matrix, ctx.framework);
    let mut obs = Observation::default();
    // The python layer's probe, run once per report and shared with layers 4 to 6.
    match super::python::interpreter(ctx) {
        Ok(info) => {
            obs.python = Some(info.path.display().to_string());
            obs.site_packages = info.site_packages.clone();
        }
        Err(e) => {
            // Under an untrusted --root the interpreter was not run: find its site-packages
            // from the files, so the framework's objects and wheels are still read.
            if matches!(e, super::python::PythonError::NotRun { .. }) {
                obs.site_packages = root_site_packages(env);
                obs.python_note = Some(e.to_string());
            } else if env.python.is_some() {
                // The interpreter the user named does not run, so its framework is unknown:
                // say so (a warning), also when `--only libraries` leaves the python layer
                // out of the report. (No interpreter at all, unasked, is the python layer's.)
                obs.consumer_notes.push(format!(
                    "the interpreter --python names could not be run: {e}"
                ));
            } else {
                obs.python_note = Some(e.to_string());
            }
        }
    }
    let order = Framework::library_consumers(choice);
    obs.framework = interp::installed(&obs.site_packages, &order)
        .into_iter()
        .next();
    // TensorFlow's CUDA build was once another distribution (the rows' `package`).
    if let Some(f) = obs.framework.as_mut()
        && f.framework == Framework::Tensorflow
        && f.version.is_none()
    {
        for r in &matrix.tensorflow {
            if let (Some(v), requires) =
                interp::dist_info(&f.site_packages, &r.package.replace('-', "_"))
            {
                f.version = Some(v);
                f.nvidia_requires = requires;
                break;
            }
        }
    }
    match obs.framework.as_ref().map(|f| interp::release_libraries(f, matrix)) {
        Some(Ok(r)) => obs.release = Some(r),
        Some(Err(note)) => obs.release_note = Some(note),
        None => {
            obs.release_note = Some(
                "no framework installed: gpudoc's default rules (the CUDA major its wheels or the loader path name; no release floors)".into(),
            )
        }
    }
    let consumers = consumers(&mut obs);
    let cache = search::read_cache(env, &mut obs.path_notes);
    let primary_dirs = search::loader_dirs(env, &consumers[0], &mut Vec::new());
    let reachable = |soname: &str| {
        search::lookup(env, soname, &primary_dirs, &cache)
            .winner
            .is_some()
    };
    let wanted = wanted_sonames(&mut obs, &consumers, matrix, facts, &reachable);
    let off = search::off_path_dirs(env, &obs.site_packages);
    let plain = Consumer {
        label: "a consumer without RPATH/RUNPATH".into(),
        ..Consumer::default()
    };
    let mut path_notes = Vec::new();
    let plain_dirs = search::loader_dirs(env, &plain, &mut path_notes);
    path_notes.extend(world_writable(primary_dirs.iter().chain(&plain_dirs)));
    for (soname, ci, required) in wanted {
        let consumer = &consumers[ci];
        let dirs = search::loader_dirs(env, consumer, &mut path_notes);
        let mut lookup = search::lookup(env, &soname, &dirs, &cache);
        let plain_lookup = search::lookup(env, &soname, &plain_dirs, &cache);
        if let Some(pw) = plain_lookup
            .winner
            .map(|i| &plain_lookup.candidates[i].path)
        {
            let idx = lookup.candidates.iter().position(|c| &c.path == pw);
            if idx != lookup.winner {
                lookup.plain_winner = idx;
            }
        }
        search::add_off_path(env, &mut lookup, &off);
        for c in &mut lookup.candidates {
            if let Some((v, src)) = search::file_version(env, &c.path, &soname) {
                c.version = Some(v);
                c.version_source = Some(src);
            }
        }
        obs.sonames.push(SonameObservation {
            lookup,
            consumer: consumer.label.clone(),
            required,
            loaded: None,
        });
    }
    for n in path_notes {
        if !obs.path_notes.contains(&n) {
            obs.path_notes.push(n);
        }
    }
    load_all(env, &mut obs.sonames);
    let mut libcuda = search::lookup(env, "libcuda.so.1", &plain_dirs, &cache);
    search::add_off_path(env, &mut libcuda, &off);
    obs.libcuda = Some(libcuda);
    obs.cudnn_majors_on_path = cudnn_majors(env, &plain_dirs, &obs.sonames, &cache);
    obs
}

/// The site-packages directories of an image, found from its files alone (the system's and
/// /usr/local's Python 3, a conda base in /opt/conda), for when its interpreter is not run.
fn root_site_packages(env: &Env) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for lib in ["/usr/lib", "/usr/local/lib", "/opt/conda/lib"] {
        let Ok(rd) = std::fs::read_dir(env.path(lib)) else {
            continue;
        };
        let mut pythons: Vec<PathBuf> = rd
            .flatten()
            .filter(|e| e.file_name().as_encoded_bytes().starts_with(b"python3"))
            .map(|e| e.path())
            .collect();
        pythons.sort();
        for py in pythons {
            for sub in ["site-packages", "dist-packages"] {
                if py.join(sub).is_dir() {
                    out.push(py.join(sub));
                }
            }
        }
    }
    out
}

/// A note for each directory on the loader's path that any user may write to: whoever can
/// write there can plant a libcudart or libnvidia-ml that the framework will load.
fn world_writable<'d>(dirs: impl Iterator<Item = &'d search::SearchDir>) -> Vec<String> {
    use std::os::unix::fs::PermissionsExt;
    let mut out: Vec<String> = Vec::new();
    // An entry cargo run added is not the user's set-up: no finding is made of it.
    for d in dirs.filter(|d| d.via != search::SET_BY_CARGO) {
        let writable = std::fs::metadata(&d.dir)
            .is_ok_and(|m| m.is_dir() && m.permissions().mode() & 0o002 != 0);
        let note = format!(
            "{} ({}) is world-writable: any user can plant a library the loader picks up",
            d.dir.display(),
            d.via
        );
        if writable && !out.contains(&note) {
            out.push(note);
        }
    }
    out
}

/// The consumer objects, primary first; the plain default when there is no framework.
fn consumers(obs: &mut Observation) -> Vec<Consumer> {
    let mut out = Vec::new();
    if let Some(fw) = &obs.framework {
        let mut objects = fw.objects.clone();
        // PyTorch's libraries are opened from libtorch_cuda.so; list it first.
        if fw.framework == Framework::Pytorch {
            objects.reverse();
        }
        for path in objects {
            let label = path
                .strip_prefix(&fw.site_packages)
                .unwrap_or(&path)
                .display()
                .to_string();
            match elfinfo::read(&path) {
                Ok(elf) => out.push(Consumer {
                    label,
                    path: Some(path),
                    elf,
                }),
                Err(e) => obs.consumer_notes.push(format!(
                    "{}: {e}; its search rules are unknown",
                    path.display()
                )),
            }
        }
        if let Some(first) = out.first() {
            let kind = if !first.elf.runpath.is_empty() {
                "RUNPATH: LD_LIBRARY_PATH comes first"
            } else if !first.elf.rpath.is_empty() {
                "RPATH: searched before LD_LIBRARY_PATH"
            } else {
                "no RPATH or RUNPATH"
            };
            obs.consumer_summary = format!(
                "{} {} in {}: {} ({kind})",
                fw.framework.display(),
                fw.version.as_deref().unwrap_or("(version unknown)"),
                fw.site_packages.display(),
                first.label
            );
            return out;
        }
    }
    // No framework: gpudoc's default consumer follows TensorFlow's rules, a RUNPATH into the
    // interpreter's NVIDIA wheel directories (searched after LD_LIBRARY_PATH).
    let sp = obs
        .site_packages
        .iter()
        .find(|sp| sp.join("nvidia").is_dir())
        .or(obs.site_packages.first())
        .cloned();
    let mut consumer = Consumer {
        label: "gpudoc's default consumer (TensorFlow's rules)".into(),
        ..Consumer::default()
    };
    if let Some(sp) = sp {
        let mut runpath = Vec::new();
        if let Ok(rd) = std::fs::read_dir(sp.join("nvidia")) {
            let mut names: Vec<String> = rd
                .flatten()
                .filter(|e| e.path().join("lib").is_dir())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect();
            names.sort();
            runpath = names
                .into_iter()
                .map(|n| format!("$ORIGIN/../nvidia/{n}/lib"))
                .collect();
        }
        consumer.path = Some(sp.join("tensorflow").join("libtensorflow_framework.so.2"));
        consumer.elf.runpath = runpath;
    }
    obs.consumer_summary = match &obs.framework {
        // The framework is installed but none of its objects reads as ELF (an interrupted
        // install leaves them empty or truncated): the notes say which; judge by the default.
        Some(fw) => format!(
            "{} {} in {}: none of its objects could be read (empty or truncated?): gpudoc's default consumer, TensorFlow's rules",
            fw.framework.display(),
            fw.version.as_deref().unwrap_or("(version unknown)"),
            fw.site_packages.display()
        ),
        None => format!(
            "no TensorFlow or PyTorch found{}: gpudoc's default consumer, TensorFlow's rules (LD_LIBRARY_PATH, then the NVIDIA wheel directories, the cache, the default dirs)",
            obs.python
                .as_deref()
                .map(|p| format!(" for {p}"))
                .unwrap_or_default()
        ),
    };
    out.push(consumer);
    out
}

/// (soname, consumer index, required) for every library to resolve.
fn wanted_sonames(
    obs: &mut Observation,
    consumers: &[Consumer],
    matrix: &Matrix,
    facts: &Facts,
    reachable: &dyn Fn(&str) -> bool,
) -> Vec<(String, usize, bool)> {
    // TensorFlow and JAX's plug-in open every family; PyTorch the core four.
    let all_families = obs
        .framework
        .as_ref()
        .is_none_or(|f| f.framework != Framework::Pytorch);
    // 1. What the consumer objects link against by name.
    let mut named: Vec<(String, usize)> = Vec::new();
    for (i, c) in consumers.iter().enumerate() {
        for n in &c.elf.needed {
            if FAMILIES.iter().any(|(p, _)| n.starts_with(p)) && !named.iter().any(|(s, _)| s == n)
            {
                named.push((n.clone(), i));
            }
        }
    }
    // 2. The CUDA major for the rest: the runtime the consumer links, the framework's wheel
    //    requirements, the newest the driver supports, or the newest gpudoc knows.
    let major = named
        .iter()
        .find(|(n, _)| n.starts_with("libcudart.so."))
        .and_then(|(n, _)| n["libcudart.so.".len()..].split('.').next()?.parse().ok())
        .or_else(|| obs.release.as_ref().map(|r| r.cuda_major))
        .or_else(|| {
            obs.framework
                .as_ref()
                .and_then(|f| interp::required_cuda_major(&f.nvidia_requires, matrix))
        })
        .or_else(|| {
            // The newest major the driver runs (any, if the driver is unknown) whose runtime
            // is actually on the loader path; else the newest the driver runs, else the
            // newest gpudoc knows. So a CUDA 12 install is not reported as "CUDA 13 missing"
            // just because the driver could run 13.
            let ceiling = driver_newest_major(matrix, facts);
            let mut majors: Vec<&crate::matrix::CudaLibraries> = matrix
                .cuda_libraries
                .iter()
                .filter(|l| ceiling.is_none_or(|c| l.major <= c))
                .collect();
            majors.sort_by_key(|l| std::cmp::Reverse(l.major));
            majors
                .iter()
                .find(|l| {
                    l.sonames
                        .iter()
                        .find(|s| s.starts_with("libcudart.so."))
                        .is_some_and(|s| reachable(s))
                })
                .map(|l| l.major)
                .or(ceiling)
        })
        .or_else(|| matrix.cuda_libraries.iter().map(|l| l.major).max());
    obs.cuda_major = major;
    let table = major.and_then(|m| matrix.cuda_libraries.iter().find(|l| l.major == m));
    let mut out: Vec<(String, usize, bool)> = Vec::new();
    for (prefix, _) in FAMILIES {
        let core = matches!(
            *prefix,
            "libcudart.so." | "libcudnn.so." | "libcublas.so." | "libcublasLt.so."
        );
        let required = core || all_families;
        if let Some((n, i)) = named.iter().find(|(n, _)| n.starts_with(prefix)) {
            out.push((n.clone(), *i, true));
            continue;
        }
        // The release's own sonames (its CUDA's and its cuDNN major's), else the table's.
        let from_release = obs
            .release
            .as_ref()
            .map(|r| r.sonames.iter().find(|s| s.starts_with(prefix)).cloned());
        let from_table = from_release.unwrap_or_else(|| {
            table.and_then(|t| {
                if *prefix == "libcudnn.so." {
                    Some(format!("libcudnn.so.{}", t.cudnn_major))
                } else {
                    t.sonames.iter().find(|s| s.starts_with(prefix)).cloned()
                }
            })
        });
        if let Some(s) = from_table
            && required
        {
            out.push((s.clone(), provider(consumers, &s), required));
        }
    }
    out
}

/// Which consumer object opens a soname it does not link by name: the first whose own
/// RPATH/RUNPATH directories hold that file (TensorFlow 2.21 opens cuSOLVER from
/// libtensorflow_cc.so.2, whose RUNPATH alone lists nvidia/cusolver/lib), else the primary.
fn provider(consumers: &[Consumer], soname: &str) -> usize {
    consumers
        .iter()
        .position(|c| {
            let Some(origin) = c.path.as_deref().and_then(Path::parent) else {
                return false;
            };
            c.elf
                .rpath
                .iter()
                .chain(&c.elf.runpath)
                .filter_map(|e| elfinfo::expand_origin(e, origin))
                .any(|d| Path::new(&d).join(soname).exists())
        })
        .unwrap_or(0)
}

/// The newest CUDA major the driver runs, from layer 1's facts and the matrix.
fn driver_newest_major(matrix: &Matrix, facts: &Facts) -> Option<u64> {
    let driver = crate::version::Version::parse(&facts.driver.as_ref()?.version)?;
    let support = matrix.driver_support(&driver);
    support
        .minor_compat_majors
        .iter()
        .copied()
        .chain(
            support
                .max_cuda
                .as_deref()
                .and_then(crate::version::Version::parse)
                .map(|v| v.major()),
        )
        .max()
}

/// Load each winner (and the shadowed copies on the loader path, up to a cap) in its own
/// child, [`MAX_CONCURRENT_PROBES`] at a time, so a hang costs one time limit, not one per
/// library; the results are applied in the jobs' order.
fn load_all(env: &Env, sonames: &mut [SonameObservation]) {
    let mut jobs: Vec<(usize, usize)> = Vec::new();
    for (si, s) in sonames.iter().enumerate() {
        if let Some(w) = s.lookup.winner {
            jobs.push((si, w));
        }
    }
    for (si, s) in sonames.iter().enumerate() {
        for (ci, c) in s.lookup.candidates.iter().enumerate() {
            if c.on_loader_path && c.usable && c.note.is_none() && Some(ci) != s.lookup.winner {
                jobs.push((si, ci));
            }
        }
    }
    // Under an untrusted --root the root's libraries are read, never loaded: the winner is
    // judged on its file's own version, with a line that says why it was not loaded.
    jobs.retain(|&(si, ci)| {
        let c = &sonames[si].lookup.candidates[ci];
        if env.may_load(Path::new(&c.path)).is_ok() {
            return true;
        }
        if Some(ci) == sonames[si].lookup.winner {
            sonames[si].loaded = Some(Ok(crate::runner::Probed {
                answer: LibAnswer::Ok(version_child::LibVersions {
                    raw: vec![format!("not loaded: {}", crate::env::NOT_RUN_UNDER_ROOT)],
                    ..Default::default()
                }),
                output: Default::default(),
            }));
        }
        false
    });
    jobs.truncate(MAX_LOADS);
    let paths: Vec<PathBuf> = jobs
        .iter()
        .map(|&(si, ci)| PathBuf::from(&sonames[si].lookup.candidates[ci].path))
        .collect();
    let results = run_concurrently(paths, MAX_CONCURRENT_PROBES, |path| {
        load_in_child(env, &path)
    });
    for ((si, ci), loaded) in jobs.into_iter().zip(results) {
        let s = &mut sonames[si];
        if let Ok(probed) = &loaded
            && let LibAnswer::Ok(v) = &probed.answer
            && let Some(version) = &v.version
        {
            let c = &mut s.lookup.candidates[ci];
            // A file whose own version (file name, wheel) differs from what it reports when
            // loaded is a mixed install: it opened a library of another copy at run time.
            if let (Some(own), Some(src)) = (&c.version, &c.version_source)
                && major_minor(own) != major_minor(version)
            {
                c.note = Some(format!(
                    "the file itself is {own} ({src}) but reports {version} when loaded: a library it opens at run time (for cuDNN, libcudnn_graph and the other sub-libraries) came from another copy first, often through LD_LIBRARY_PATH"
                ));
            }
            c.version = Some(version.clone());
            c.version_source = Some("loaded".into());
        }
        if Some(ci) == s.lookup.winner {
            s.loaded = Some(loaded);
        }
    }
}

/// `gpudoc __probe cudalibs --lib PATH`, with the report's time limit.
pub fn load_in_child(env: &Env, path: &Path) -> Loaded {
    let mut cmd = Command::new(&env.self_exe);
    cmd.arg("__probe").arg("cudalibs").arg("--lib").arg(path);
    run_probe(cmd, env.timeout, env.deadline)
}

/// cuDNN majors with a `libcudnn.so.<major>` on the plain loader path or in the winner's
/// directory, with where each was seen.
fn cudnn_majors(
    env: &Env,
    dirs: &[search::SearchDir],
    sonames: &[SonameObservation],
    cache: &[crate::ldcache::CacheEntry],
) -> Vec<(u64, String)> {
    let mut places: Vec<PathBuf> = dirs.iter().map(|d| d.dir.clone()).collect();
    for s in sonames
        .iter()
        .filter(|s| s.lookup.soname.starts_with("libcudnn.so."))
    {
        if let Some(w) = s.lookup.winner
            && let Some(dir) = Path::new(&s.lookup.candidates[w].path).parent()
        {
            places.push(dir.to_path_buf());
        }
    }
    let mut out: Vec<(u64, String)> = Vec::new();
    for f in search::same_library(env, "libcudnn.so.", &places, cache) {
        if let Some(m) = f.major
            && !out.iter().any(|(seen, _)| *seen == m)
        {
            let shown = if f.from_cache {
                format!("{} (ld.so.cache)", f.path)
            } else {
                f.path
            };
            out.push((m, shown));
        }
    }
    out.sort();
    out
}

/// "9.19" of "9.19.0" (what two versions of one library must agree on).
fn major_minor(v: &str) -> String {
    v.split('.').take(2).collect::<Vec<_>>().join(".")
}
