//! Where the dynamic loader will find each library, following glibc's order for one
//! consumer object: its DT_RPATH (only when it has no DT_RUNPATH), LD_LIBRARY_PATH, its
//! DT_RUNPATH, /etc/ld.so.cache, then the default directories; `--lib-dir` goes first
//! because the user said so. Then the places libraries often sit although the loader does
//! not look there (wheel directories, conda, CUDA_HOME, the toolkit, WSL's driver dir).
//!
//! Everything here only looks at files (`stat`, ELF headers); nothing is loaded.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::elfinfo::{self, ElfError, ElfInfo};
use crate::env::Env;

/// Most LD_LIBRARY_PATH entries searched; the rest are ignored, with a note.
pub const MAX_LD_ENTRIES: usize = 64;

/// How an LD_LIBRARY_PATH entry that `cargo run` (or rustup's proxy) put there is labelled:
/// the loader searches it for gpudoc's own children, but the user's programs, started
/// outside cargo, never see it, so no finding is made of it.
pub const SET_BY_CARGO: &str = "LD_LIBRARY_PATH, set by cargo run";

/// Whether the LD_LIBRARY_PATH entry `entry` was put there by cargo or rustup rather than by
/// the user: gpudoc runs under them (CARGO, CARGO_MANIFEST_DIR, RUSTUP_TOOLCHAIN or
/// RUSTUP_HOME is set) and the entry is under the target directory (`self_dir`, gpudoc's own
/// `target/<profile>`, with its `deps/`; `$CARGO_TARGET_DIR`; `<manifest dir>/target`) or a
/// toolchain's directory ($RUSTUP_HOME/toolchains, ~/.rustup/toolchains).
pub fn set_by_cargo(
    entry: &Path,
    var: &dyn Fn(&str) -> Option<String>,
    self_dir: Option<&Path>,
) -> bool {
    let under_cargo = [
        "CARGO",
        "CARGO_MANIFEST_DIR",
        "RUSTUP_TOOLCHAIN",
        "RUSTUP_HOME",
    ]
    .iter()
    .any(|k| var(k).is_some_and(|v| !v.is_empty()));
    if !under_cargo {
        return false;
    }
    let mut places: Vec<PathBuf> = self_dir.map(Path::to_path_buf).into_iter().collect();
    let from = |k: &str, tail: &str| {
        var(k)
            .filter(|v| v.starts_with('/'))
            .map(|v| Path::new(&v).join(tail))
    };
    places.extend(from("CARGO_TARGET_DIR", ""));
    places.extend(from("CARGO_MANIFEST_DIR", "target"));
    places.extend(from("RUSTUP_HOME", "toolchains"));
    places.extend(from("HOME", ".rustup/toolchains"));
    places.iter().any(|p| entry.starts_with(p))
}

/// Default directories of the 64-bit loader (Debian multiarch first, then lib64, then lib),
/// for the running architecture: a loader on x86-64 never looks in aarch64's multiarch
/// directories, so listing them as searched would only mislead.
pub const DEFAULT_DIRS: &[&str] = if cfg!(target_arch = "aarch64") {
    &[
        "/lib/aarch64-linux-gnu",
        "/usr/lib/aarch64-linux-gnu",
        "/lib64",
        "/usr/lib64",
        "/lib",
        "/usr/lib",
    ]
} else {
    &[
        "/lib/x86_64-linux-gnu",
        "/usr/lib/x86_64-linux-gnu",
        "/lib64",
        "/usr/lib64",
        "/lib",
        "/usr/lib",
    ]
};

/// The object whose search rules decide: a framework's shared object, or gpudoc's default
/// (no RPATH or RUNPATH of its own: LD_LIBRARY_PATH, the cache, the default dirs).
#[derive(Clone, Debug, Default)]
pub struct Consumer {
    /// How messages name it ("tensorflow/libtensorflow_framework.so.2").
    pub label: String,
    /// Its file, when it is a real object.
    pub path: Option<PathBuf>,
    pub elf: ElfInfo,
}

/// One directory in the loader's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchDir {
    pub dir: PathBuf,
    pub via: String,
}

/// Problems with the search path itself (empty or relative entries, a huge list).
pub type PathNotes = Vec<String>;

/// The directories the loader tries for `consumer`, before the cache.
pub fn loader_dirs(env: &Env, consumer: &Consumer, notes: &mut PathNotes) -> Vec<SearchDir> {
    let mut out = Vec::new();
    for d in &env.lib_dirs {
        out.push(SearchDir {
            dir: d.clone(),
            via: "--lib-dir".into(),
        });
    }
    let origin = consumer
        .path
        .as_deref()
        .and_then(Path::parent)
        .map(Path::to_path_buf);
    let tagged = |entries: &[String],
                  tag: &str,
                  out: &mut Vec<SearchDir>,
                  notes: &mut PathNotes| {
        for e in entries {
            match origin.as_deref().and_then(|o| elfinfo::expand_origin(e, o)) {
                Some(dir) => out.push(SearchDir {
                    // $ORIGIN-relative entries already point at real files; absolute ones
                    // are machine paths, read under --root.
                    dir: if e.contains("ORIGIN") {
                        PathBuf::from(dir)
                    } else {
                        env.path(&dir)
                    },
                    via: format!("{tag} {e} of {}", consumer.label),
                }),
                None => notes.push(format!(
                    "{tag} entry `{e}` of {} is empty or relative (the current directory to the loader); gpudoc does not follow it",
                    consumer.label
                )),
            }
        }
    };
    tagged(consumer.elf.effective_rpath(), "rpath", &mut out, notes);
    if let Some(ld) = env.var("LD_LIBRARY_PATH") {
        let entries = elfinfo::split_path_list(ld);
        if entries.len() > MAX_LD_ENTRIES {
            notes.push(format!(
                "LD_LIBRARY_PATH has {} entries; gpudoc searched the first {MAX_LD_ENTRIES} only",
                entries.len()
            ));
        }
        for e in entries.iter().take(MAX_LD_ENTRIES) {
            if e.is_empty() {
                notes.push(
                    "LD_LIBRARY_PATH has an empty entry, which the loader reads as the current directory: any libcudnn.so.* in whatever directory you start Python from is loaded first (gpudoc ignores it)".into(),
                );
            } else if !e.starts_with('/') {
                notes.push(format!(
                    "LD_LIBRARY_PATH entry `{e}` is relative: the loader resolves it against the current directory (gpudoc ignores it)"
                ));
            } else {
                let var = |k: &str| env.var(k).map(str::to_string);
                let cargo = set_by_cargo(Path::new(e), &var, env.self_exe.parent());
                out.push(SearchDir {
                    dir: env.path(e),
                    via: if cargo {
                        SET_BY_CARGO
                    } else {
                        "LD_LIBRARY_PATH"
                    }
                    .into(),
                });
            }
        }
    }
    tagged(&consumer.elf.runpath, "runpath", &mut out, notes);
    let mut seen = HashSet::new();
    out.retain(|d| seen.insert(d.dir.clone()));
    out
}

/// The state of one file named like the soname.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileState {
    /// A native shared object (or at least a file the loader would try and fail on).
    Usable(Option<ElfInfo>),
    /// The loader skips it and goes on (other ELF class or machine, dangling link, loop).
    Skipped(String),
    /// The loader stops here with an error (not ELF, truncated).
    Broken(String),
}

/// [`inspect`] on the inspected machine: under `--root`, symlinks are followed inside the
/// root (an absolute target is the image's file, not the host's).
pub fn inspect_in(env: &Env, path: &Path) -> Option<FileState> {
    match env.resolve(path) {
        Ok(real) => inspect(&real),
        Err(crate::env::Unresolved::Loop(t)) => Some(FileState::Skipped(format!(
            "symlink loop (-> {}); the loader skips it",
            t.display()
        ))),
        Err(crate::env::Unresolved::Dangling(t)) => Some(FileState::Skipped(format!(
            "dangling symlink to {}; the loader skips it",
            t.display()
        ))),
    }
}

/// The real file behind `path` on the inspected machine (symlinks followed inside the root).
fn real_path(env: &Env, path: &Path) -> Option<PathBuf> {
    // The live machine, and directories the user named outside the root (--lib-dir): the
    // kernel's own resolution is the right one.
    if env.root == Path::new("/") || !path.starts_with(&env.root) {
        std::fs::canonicalize(path).ok()
    } else {
        env.resolve(path).ok().filter(|p| p.exists())
    }
}

/// Look at `dir/soname`; `None` when there is no such file at all.
pub fn inspect(path: &Path) -> Option<FileState> {
    let link = match std::fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => return Some(FileState::Skipped(format!("cannot be inspected: {e}"))),
    };
    if link.file_type().is_symlink()
        && let Err(e) = std::fs::metadata(path)
    {
        let target = std::fs::read_link(path)
            .map(|t| t.display().to_string())
            .unwrap_or_default();
        return Some(FileState::Skipped(
            if e.raw_os_error() == Some(libc::ELOOP) {
                format!("symlink loop (-> {target}); the loader skips it")
            } else if e.kind() == std::io::ErrorKind::NotFound {
                format!("dangling symlink to {target}; the loader skips it")
            } else {
                format!("symlink cannot be followed: {e}")
            },
        ));
    }
    if std::fs::metadata(path).is_ok_and(|m| m.is_dir()) {
        return Some(FileState::Skipped("is a directory".into()));
    }
    Some(match elfinfo::read(path) {
        Ok(info) if !info.is_native() => FileState::Skipped(format!(
            "wrong architecture ({}); the loader skips it",
            info.describe_arch()
        )),
        Ok(info) => FileState::Usable(Some(info)),
        Err(ElfError::Io(e)) => FileState::Skipped(format!("cannot be read: {e}")),
        Err(e) => FileState::Broken(format!("{e}: the loader stops here and fails")),
    })
}

/// One file found for a soname.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Candidate {
    pub path: String,
    /// How the loader gets there (`found_via`), or where it sits off the loader's path.
    pub location: String,
    pub version: Option<String>,
    /// Where the version came from: "loaded", "file name", "wheel metadata ...".
    #[serde(skip)]
    pub version_source: Option<String>,
    pub on_loader_path: bool,
    pub note: Option<String>,
    /// False when the loader would skip it.
    #[serde(skip)]
    pub usable: bool,
}

/// All candidates for one soname, the winner first among those on the path.
#[derive(Clone, Debug, Default)]
pub struct Lookup {
    pub soname: String,
    /// Index into `candidates` of the file the loader picks for the consumer.
    pub winner: Option<usize>,
    /// What a consumer without RPATH/RUNPATH (plain dlopen, ctypes) would pick, when that
    /// differs from the winner.
    pub plain_winner: Option<usize>,
    pub candidates: Vec<Candidate>,
    /// Where gpudoc looked on the loader's path, in order (for "not found" evidence).
    pub searched: Vec<String>,
}

/// The loader-path candidates of `soname` for the given ordered dirs, then the cache and
/// default dirs.
pub fn lookup(
    env: &Env,
    soname: &str,
    dirs: &[SearchDir],
    cache: &[crate::ldcache::CacheEntry],
) -> Lookup {
    let mut order: Vec<(PathBuf, String)> = dirs
        .iter()
        .map(|d| (d.dir.join(soname), d.via.clone()))
        .collect();
    for e in cache.iter().filter(|e| e.soname == soname && e.is_native()) {
        order.push((env.path(&e.path), "ld.so.cache".into()));
    }
    for d in DEFAULT_DIRS {
        order.push((env.path(d).join(soname), "default dir".into()));
    }
    let mut out = Lookup {
        soname: soname.to_string(),
        ..Lookup::default()
    };
    let mut seen = HashSet::new();
    for (path, via) in order {
        if !seen.insert(path.clone()) {
            continue;
        }
        out.searched.push(format!("{} ({via})", display_dir(&path)));
        let Some(state) = inspect_in(env, &path) else {
            continue;
        };
        let (usable, note) = match state {
            FileState::Usable(_) => (true, None),
            FileState::Broken(n) => (true, Some(n)),
            FileState::Skipped(n) => (false, Some(n)),
        };
        if usable && out.winner.is_none() {
            out.winner = Some(out.candidates.len());
        }
        out.candidates.push(Candidate {
            path: path.display().to_string(),
            location: via,
            version: None,
            version_source: None,
            on_loader_path: true,
            note,
            usable,
        });
    }
    out
}

fn display_dir(path: &Path) -> String {
    path.parent()
        .map(|p| p.display().to_string())
        .unwrap_or_default()
}

/// Directories where CUDA libraries often are although the loader does not search them,
/// with a label each.
pub fn off_path_dirs(env: &Env, site_packages: &[PathBuf]) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    for sp in site_packages {
        let nvidia = sp.join("nvidia");
        for sub in sorted_dir(&nvidia) {
            let lib = sub.join("lib");
            if lib.is_dir() {
                let name = sub.file_name().unwrap_or_default().to_string_lossy();
                out.push((lib, format!("wheel directory nvidia/{name}/lib")));
            }
        }
    }
    if let Some(c) = env.var("CONDA_PREFIX").filter(|c| c.starts_with('/')) {
        out.push((env.path(c).join("lib"), "$CONDA_PREFIX/lib".into()));
    }
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(c) = env.var(var).filter(|c| c.starts_with('/')) {
            for d in toolkit_lib_dirs(&env.path(c)) {
                out.push((d, format!("${var}")));
            }
        }
    }
    for toolkit in sorted_dir(&env.path("/usr/local")) {
        let name = toolkit.file_name().unwrap_or_default().to_string_lossy();
        if name.starts_with("cuda") {
            for d in toolkit_lib_dirs(&toolkit) {
                out.push((d, "CUDA toolkit".into()));
            }
        }
    }
    out.push((env.path("/usr/lib/wsl/lib"), "WSL driver directory".into()));
    out
}

/// lib64, lib, targets/*/lib, and their stubs/ plus the toolkit's compat/.
fn toolkit_lib_dirs(root: &Path) -> Vec<PathBuf> {
    let mut dirs = vec![root.join("lib64"), root.join("lib")];
    for t in sorted_dir(&root.join("targets")) {
        dirs.push(t.join("lib"));
    }
    let stubs: Vec<PathBuf> = dirs.iter().map(|d| d.join("stubs")).collect();
    dirs.extend(stubs);
    dirs.push(root.join("compat"));
    dirs.into_iter().filter(|d| d.is_dir()).collect()
}

/// The entries of a directory, sorted; empty when it cannot be read.
fn sorted_dir(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    v.sort();
    v
}

/// Add the off-path copies of the soname (not already listed under another name).
pub fn add_off_path(env: &Env, lookup: &mut Lookup, off: &[(PathBuf, String)]) {
    let mut known: HashSet<PathBuf> = lookup
        .candidates
        .iter()
        .filter_map(|c| real_path(env, Path::new(&c.path)))
        .collect();
    for (dir, label) in off {
        let path = dir.join(&lookup.soname);
        let Some(state) = inspect_in(env, &path) else {
            continue;
        };
        let canon = real_path(env, &path).unwrap_or_else(|| path.clone());
        if !known.insert(canon) {
            continue;
        }
        let (usable, note) = match state {
            FileState::Usable(_) => (true, "present but not on the loader path".to_string()),
            FileState::Broken(n) | FileState::Skipped(n) => (false, n),
        };
        lookup.candidates.push(Candidate {
            path: path.display().to_string(),
            location: label.clone(),
            version: None,
            version_source: None,
            on_loader_path: false,
            note: Some(note),
            usable,
        });
    }
}

/// A CUDA toolkit's link-time stub (`.../lib64/stubs/`, `.../targets/*/lib/stubs/`): it
/// satisfies the linker and fails every call at run time. Only a `stubs` directory inside a
/// `lib`/`lib64` counts, so an unrelated directory of that name is not mistaken for one.
pub fn in_stubs(path: &str) -> bool {
    let mut dirs = Path::new(path)
        .ancestors()
        .skip(1)
        .map(|a| a.file_name().unwrap_or_default());
    dirs.next().is_some_and(|d| d == "stubs")
        && dirs.next().is_some_and(|d| d == "lib64" || d == "lib")
}

/// A file of the same library under another soname ("libcudnn.so.9" when looking for
/// "libcudnn.so.8"), or under a longer name of the same one ("libcudnn.so.9.1.0").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SameLibrary {
    /// The file name, or the cache entry's soname.
    pub name: String,
    /// The major the name carries after the prefix ("libcudnn.so.9.1.0" -> 9).
    pub major: Option<u64>,
    /// The real path (under `--root`).
    pub path: String,
    /// True for an ld.so.cache entry, false for a file in one of the directories.
    pub from_cache: bool,
}

/// Every file named `PREFIX*` (`prefix` like "libcudnn.so.") in `dirs`, in their order,
/// then the loader cache's native entries whose soname starts with `prefix`: which majors
/// of one library this machine has where the loader looks.
pub fn same_library(
    env: &Env,
    prefix: &str,
    dirs: &[PathBuf],
    cache: &[crate::ldcache::CacheEntry],
) -> Vec<SameLibrary> {
    let major =
        |name: &str| -> Option<u64> { name.strip_prefix(prefix)?.split('.').next()?.parse().ok() };
    let mut out = Vec::new();
    for dir in dirs {
        for path in sorted_dir(dir) {
            let name = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            if name.starts_with(prefix) {
                out.push(SameLibrary {
                    major: major(&name),
                    name,
                    path: path.display().to_string(),
                    from_cache: false,
                });
            }
        }
    }
    for e in cache
        .iter()
        .filter(|e| e.is_native() && e.soname.starts_with(prefix))
    {
        out.push(SameLibrary {
            name: e.soname.clone(),
            major: major(&e.soname),
            path: env.path(&e.path).display().to_string(),
            from_cache: true,
        });
    }
    out
}

/// The loader cache under `--root`; a cache that does not parse is a note, not an error.
pub fn read_cache(env: &Env, notes: &mut Vec<String>) -> Vec<crate::ldcache::CacheEntry> {
    let path = env.path("/etc/ld.so.cache");
    match env.read("/etc/ld.so.cache", crate::ldcache::MAX_FILE) {
        Ok(read) if read.cut => {
            notes.extend(read.cut_note(&path));
            notes.push(format!(
                "{}: larger than any cache ldconfig writes; the loader cache was not searched",
                path.display()
            ));
            Vec::new()
        }
        Ok(read) => crate::ldcache::parse(&read.bytes).unwrap_or_else(|e| {
            notes.push(format!(
                "{}: {e}; the loader cache was not searched",
                path.display()
            ));
            Vec::new()
        }),
        Err(_) => Vec::new(),
    }
}

/// The CUDA forward-compatibility package directory (`/usr/local/cuda-X/compat/`).
pub fn in_compat(path: &str) -> bool {
    Path::new(path)
        .parent()
        .and_then(Path::file_name)
        .is_some_and(|n| n == "compat")
}

/// The version a file carries without loading it: the real file name after the soname
/// ("libcudnn.so.9" -> libcudnn.so.9.14.0 -> "9.14.0"), else the NVIDIA wheel that owns
/// its directory (`site-packages/nvidia/<pkg>/lib` -> `nvidia_<pkg>_cu12-9.28.0.42.dist-info`).
pub fn file_version(env: &Env, path: &str, soname: &str) -> Option<(String, String)> {
    let base = soname.split(".so").next()?;
    if let Some(real) = real_path(env, Path::new(path)) {
        let name = real.file_name()?.to_string_lossy().into_owned();
        if let Some(rest) = name.strip_prefix(&format!("{base}.so."))
            && rest.contains('.')
            && crate::version::Version::parse(rest).is_some()
        {
            return Some((rest.to_string(), "file name".into()));
        }
    }
    wheel_version(Path::new(path), base)
}

fn wheel_version(path: &Path, base: &str) -> Option<(String, String)> {
    let lib = path.parent()?;
    let pkg_dir = lib.parent()?;
    let nvidia = pkg_dir.parent()?;
    if lib.file_name()? != "lib" || nvidia.file_name()? != "nvidia" {
        return None;
    }
    let sp = nvidia.parent()?;
    let pkg = pkg_dir.file_name()?.to_string_lossy().into_owned();
    // In the CUDA 13 layout one directory (nvidia/cu13) holds many packages' files.
    let wheel = match base {
        "libcudart" => "cuda_runtime",
        "libcublas" | "libcublasLt" => "cublas",
        "libcudnn" => "cudnn",
        other => other.trim_start_matches("lib"),
    };
    if pkg != wheel && !pkg.starts_with("cu1") {
        return None;
    }
    let prefix = format!("nvidia_{wheel}");
    for e in sorted_dir(sp) {
        let name = e.file_name()?.to_string_lossy().into_owned();
        let Some(rest) = name
            .strip_prefix(&prefix)
            .and_then(|r| r.strip_suffix(".dist-info"))
        else {
            continue;
        };
        // "_cu12-9.28.0.42" or "-13.0.96"
        let (suffix, version) = rest.split_once('-')?;
        if !(suffix.is_empty() || suffix.starts_with("_cu")) {
            continue;
        }
        if pkg.starts_with("cu1") && !suffix.is_empty() && !suffix.ends_with(&pkg[2..]) {
            continue;
        }
        let dist = format!(
            "nvidia-{}{}",
            wheel.replace('_', "-"),
            suffix.replace('_', "-")
        );
        return Some((version.to_string(), format!("wheel metadata {dist}")));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_cargo_run_added_are_told_from_the_users() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        let under_cargo = vars(&[
            (
                "CARGO",
                "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/bin/cargo",
            ),
            ("CARGO_MANIFEST_DIR", "/src/gpudoc"),
            ("HOME", "/root"),
        ]);
        let me = Some(Path::new("/src/gpudoc/target/release"));
        for entry in [
            "/src/gpudoc/target/release",
            "/src/gpudoc/target/release/deps",
            "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/lib",
            "/src/gpudoc/target/debug/build",
        ] {
            assert!(set_by_cargo(Path::new(entry), &under_cargo, me), "{entry}");
        }
        for entry in [
            "/usr/local/cuda/lib64",
            "/src/gpudoc/fixtures",
            "/opt/conda/lib",
        ] {
            assert!(!set_by_cargo(Path::new(entry), &under_cargo, me), "{entry}");
        }
        // Not under cargo: the same directory is the user's own entry.
        let plain = vars(&[("HOME", "/root")]);
        assert!(!set_by_cargo(
            Path::new("/src/gpudoc/target/release"),
            &plain,
            me
        ));
        let rustup = vars(&[
            ("RUSTUP_TOOLCHAIN", "stable"),
            ("RUSTUP_HOME", "/opt/rustup"),
        ]);
        assert!(set_by_cargo(
            Path::new("/opt/rustup/toolchains/stable/lib"),
            &rustup,
            None
        ));
    }
    use crate::env::Seams;

    #[test]
    fn same_library_lists_other_majors_in_loader_order() {
        let root = tempfile::tempdir().unwrap();
        let a = tempfile::tempdir().unwrap();
        let b = tempfile::tempdir().unwrap();
        for (dir, name) in [
            (a.path(), "libcudnn.so.9"),
            (a.path(), "libcudnn_ops.so.9"),
            (b.path(), "libcudnn.so.8.9.7"),
            (b.path(), "libcublas.so.12"),
        ] {
            std::fs::write(dir.join(name), b"").unwrap();
        }
        let env = Env::new(
            &Seams {
                root: Some(root.path().to_path_buf()),
                ..Seams::default()
            },
            std::time::Duration::from_secs(1),
        )
        .unwrap();
        let found = same_library(
            &env,
            "libcudnn.so.",
            &[a.path().to_path_buf(), b.path().to_path_buf()],
            &[],
        );
        let got: Vec<(&str, Option<u64>, bool)> = found
            .iter()
            .map(|f| (f.name.as_str(), f.major, f.from_cache))
            .collect();
        assert_eq!(
            got,
            [
                ("libcudnn.so.9", Some(9), false),
                ("libcudnn.so.8.9.7", Some(8), false)
            ]
        );
        assert_eq!(
            found[1].path,
            b.path().join("libcudnn.so.8.9.7").display().to_string()
        );
    }
}
