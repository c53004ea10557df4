//! `Env`: every way gpudoc looks at the machine. Probes read files only through
//! [`Env::path`], environment variables only through [`Env::var`], and start child processes
//! with [`Env::timeout`]; so a test can point all of it at a fake root, stub libraries and a
//! fake interpreter without any test-only branch in the probes.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result, bail};

pub use crate::bounded::{Bounded, open_regular, read_bounded};
use crate::python_request;
use crate::runner::RunDeadline;

/// Where to look: the seam flags (`--root`, `--lib-dir`, `--python`) as plain values.
#[derive(Clone, Debug, Default)]
pub struct Seams {
    /// Read every machine path under this directory instead of /.
    pub root: Option<PathBuf>,
    /// Directories searched first for libraries.
    pub lib_dirs: Vec<PathBuf>,
    /// The interpreter to inspect: a path, a name on PATH, or a version request (`3.11`,
    /// `python3.11`, `3.12.1`; see [`crate::python_request`]).
    pub python: Option<PathBuf>,
    /// Under `root`, run and load the root's own code (its interpreter, its NVML and CUDA
    /// libraries) as on a live machine. Without it gpudoc reads the root's files only.
    pub trust_root: bool,
}

/// What a check says about a probe that would have run code from an untrusted `--root`.
pub const NOT_RUN_UNDER_ROOT: &str =
    "not run: under --root gpudoc reads files only; add --trust-root to run the root's code";

/// Who gpudoc runs as: decides whether /dev nodes are readable and writable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Identity {
    pub uid: u32,
    pub gids: Vec<u32>,
}

impl Identity {
    /// The effective user and all its groups.
    pub fn current() -> Identity {
        // SAFETY: these libc calls only read the process credentials.
        let uid = unsafe { libc::geteuid() };
        let mut gids = vec![unsafe { libc::getegid() }];
        let n = unsafe { libc::getgroups(0, std::ptr::null_mut()) };
        if n > 0 {
            let mut buf = vec![0 as libc::gid_t; n as usize];
            let got = unsafe { libc::getgroups(n, buf.as_mut_ptr()) };
            if got > 0 {
                buf.truncate(got as usize);
                gids.extend(buf);
            }
        }
        gids.sort_unstable();
        gids.dedup();
        Identity { uid, gids }
    }
}

/// The machine as the probes see it.
#[derive(Clone, Debug)]
pub struct Env {
    /// Prefix for every absolute file-system path a probe inspects ("/" normally).
    pub root: PathBuf,
    /// Directories searched first for libraries (absolute).
    pub lib_dirs: Vec<PathBuf>,
    /// The interpreter named by --python, if any (a version request already resolved).
    pub python: Option<PathBuf>,
    /// The `--python` version request that chose [`Env::python`], if it was one.
    pub python_request: Option<String>,
    /// `--trust-root`: the root's code may be run and loaded (see [`Seams::trust_root`]).
    pub trust_root: bool,
    /// The process environment, captured once.
    pub vars: BTreeMap<String, String>,
    /// Time limit for each child-process probe.
    pub timeout: Duration,
    /// Whether the user chose `timeout` (`check --timeout`): then it is every probe's
    /// deadline; otherwise a probe kind may have its own default (framework imports).
    pub timeout_given: bool,
    /// The whole run's deadline (`check --deadline`), if any: no probe starts after it, and
    /// running ones get at most the time it leaves.
    pub deadline: Option<RunDeadline>,
    /// gpudoc's own executable, re-run for the hidden `__probe` children.
    pub self_exe: PathBuf,
    pub identity: Identity,
}

impl Env {
    /// Build the environment from the seam flags and the real process state.
    pub fn new(seams: &Seams, timeout: Duration) -> Result<Env> {
        let cwd = std::env::current_dir().context("cannot read the current directory")?;
        let root = match &seams.root {
            Some(dir) => {
                let dir = cwd.join(dir);
                if !dir.is_dir() {
                    bail!("--root {}: not a directory", dir.display());
                }
                dir
            }
            None => PathBuf::from("/"),
        };
        // A relative --lib-dir is the user's explicit choice; make it absolute now so that no
        // library is ever loaded by a relative path.
        let lib_dirs = seams.lib_dirs.iter().map(|d| cwd.join(d)).collect();
        let vars = std::env::vars_os()
            .filter_map(|(k, v)| Some((k.into_string().ok()?, v.into_string().ok()?)))
            .collect();
        let request = seams
            .python
            .as_ref()
            .and_then(|p| p.to_str())
            .and_then(|text| Some((text, python_request::Request::parse(text)?)));
        let python_request = request.as_ref().map(|(text, _)| text.to_string());
        let python = match (request, &seams.python) {
            (Some((text, req)), _) => {
                let machine = python_request::Machine {
                    root: &root,
                    vars: &vars,
                    may_run: seams.trust_root || seams.root.is_none(),
                    timeout,
                };
                Some(machine.resolve(text, &req).map_err(anyhow::Error::msg)?)
            }
            (None, Some(p)) if p.components().count() > 1 => Some(cwd.join(p)),
            (None, p) => p.clone(),
        };

        let self_exe = std::env::current_exe().context("cannot find gpudoc's own executable")?;
        Ok(Env {
            root,
            lib_dirs,
            python,
            python_request,
            trust_root: seams.trust_root,
            vars,
            timeout,
            timeout_given: false,
            deadline: None,
            self_exe,
            identity: Identity::current(),
        })
    }

    /// True when gpudoc inspects a `--root` it was not told to trust: then nothing found
    /// inside the root is run or loaded (an unpacked image's python3 or libnvidia-ml would
    /// otherwise run on the host, as whoever runs gpudoc).
    pub fn untrusted_root(&self) -> bool {
        !self.trust_root && self.root != Path::new("/")
    }

    /// Whether the library at `path` may be loaded in a probe child: always on a live
    /// machine or a trusted root; under an untrusted root only from a `--lib-dir` the user
    /// named. `Err` carries [`NOT_RUN_UNDER_ROOT`].
    pub fn may_load(&self, path: &Path) -> Result<(), &'static str> {
        if !self.untrusted_root() || self.lib_dirs.iter().any(|d| path.starts_with(d)) {
            Ok(())
        } else {
            Err(NOT_RUN_UNDER_ROOT)
        }
    }

    /// The real path of an absolute machine path under `--root`.
    pub fn path(&self, abs: impl AsRef<Path>) -> PathBuf {
        let abs = abs.as_ref();
        let rel = abs.strip_prefix("/").unwrap_or(abs);
        self.root.join(rel)
    }

    /// Follow the symlinks of `path` (a path under the root) as the inspected machine would:
    /// an absolute link target means the root's own file (chroot semantics), so an image's
    /// `libcudart.so.12 -> /usr/lib/x86_64-linux-gnu/libcudart.so.12.4.127` or
    /// `/usr/local/cuda -> /usr/local/cuda-12.4` is never followed into the host's files.
    /// On the live machine (root `/`) the path is returned as it is: the kernel follows it.
    /// A path that does not exist at all is returned as it is (the caller sees no file).
    pub fn resolve(&self, path: &Path) -> Result<PathBuf, Unresolved> {
        use std::path::Component;
        if self.root == Path::new("/") {
            return Ok(path.to_path_buf());
        }
        let Ok(rel) = path.strip_prefix(&self.root) else {
            return Ok(path.to_path_buf());
        };
        let mut pending: std::collections::VecDeque<std::ffi::OsString> = rel
            .components()
            .filter_map(|c| match c {
                Component::Normal(n) => Some(n.to_os_string()),
                Component::ParentDir => Some("..".into()),
                _ => None,
            })
            .collect();
        let mut done = self.root.clone();
        let (mut hops, mut via_link) = (0u32, None::<PathBuf>);
        while let Some(part) = pending.pop_front() {
            if part == ".." {
                if done != self.root {
                    done.pop();
                }
                continue;
            }
            let next = done.join(&part);
            match std::fs::symlink_metadata(&next) {
                Ok(m) if m.file_type().is_symlink() => {
                    hops += 1;
                    let target =
                        std::fs::read_link(&next).map_err(|_| Unresolved::Loop(next.clone()))?;
                    if hops > 40 {
                        return Err(Unresolved::Loop(target));
                    }
                    via_link = Some(target.clone());
                    if target.is_absolute() {
                        done = self.root.clone();
                    }
                    for c in target.components().rev() {
                        match c {
                            Component::Normal(n) => pending.push_front(n.to_os_string()),
                            Component::ParentDir => pending.push_front("..".into()),
                            _ => {}
                        }
                    }
                }
                Ok(_) => done = next,
                Err(_) => {
                    return match via_link {
                        Some(target) => Err(Unresolved::Dangling(target)),
                        None => Ok(path.to_path_buf()),
                    };
                }
            }
        }
        Ok(done)
    }

    /// An environment variable, as captured at start.
    pub fn var(&self, name: &str) -> Option<&str> {
        self.vars.get(name).map(String::as_str)
    }

    /// Read a small text file under the root, at most [`TEXT_CAP`] bytes of it, refusing
    /// anything but a regular file (a FIFO at /proc/driver/nvidia/version would otherwise
    /// hang gpudoc, /dev/zero as /etc/os-release fill its memory). Invalid UTF-8 is replaced,
    /// not an error: a corrupt /proc file is a finding for the caller, not a crash.
    pub fn read_text(&self, abs: &str) -> std::io::Result<String> {
        let read = self.read(abs, TEXT_CAP)?;
        Ok(String::from_utf8_lossy(&read.bytes).into_owned())
    }

    /// Read at most `cap` bytes of the machine file `abs` (under the root), through
    /// [`read_bounded`]: the one way a probe reads a file.
    pub fn read(&self, abs: impl AsRef<Path>, cap: u64) -> std::io::Result<Bounded> {
        read_bounded(&self.path(abs), cap)
    }
}

/// Why [`Env::resolve`] could not follow a path's symlinks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unresolved {
    /// More than 40 links followed (the kernel's own limit): a loop.
    Loop(PathBuf),
    /// A link whose target (shown as the link says it) does not exist in the root.
    Dangling(PathBuf),
}

/// The cap of [`Env::read_text`]: /proc and /etc text files are a few kilobytes; /proc/cpuinfo
/// on a many-core machine is the largest, well under this.
pub const TEXT_CAP: u64 = 4 << 20;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_under_a_root_resolve_inside_it() {
        let root = tempfile::tempdir().unwrap();
        let lib = root.path().join("usr/lib/x86_64-linux-gnu");
        std::fs::create_dir_all(&lib).unwrap();
        std::fs::write(lib.join("libcudart.so.12.4.127"), b"x").unwrap();
        std::os::unix::fs::symlink(
            "/usr/lib/x86_64-linux-gnu/libcudart.so.12.4.127",
            lib.join("libcudart.so.12"),
        )
        .unwrap();
        std::os::unix::fs::symlink("libcudart.so.12", lib.join("libcudart.so")).unwrap();
        std::os::unix::fs::symlink("/nowhere/libx.so", lib.join("libdangling.so")).unwrap();
        std::os::unix::fs::symlink("libloop.so", lib.join("libloop.so")).unwrap();
        let env = Env {
            root: root.path().to_path_buf(),
            ..Env::new(&Seams::default(), std::time::Duration::from_secs(1)).unwrap()
        };
        let want = lib.join("libcudart.so.12.4.127");
        assert_eq!(env.resolve(&lib.join("libcudart.so.12")).unwrap(), want);
        assert_eq!(env.resolve(&lib.join("libcudart.so")).unwrap(), want);
        assert_eq!(
            env.resolve(&lib.join("libdangling.so")),
            Err(Unresolved::Dangling(PathBuf::from("/nowhere/libx.so")))
        );
        assert!(matches!(
            env.resolve(&lib.join("libloop.so")),
            Err(Unresolved::Loop(_))
        ));
        assert_eq!(
            env.resolve(&lib.join("libnone.so")).unwrap(),
            lib.join("libnone.so")
        );
    }

    #[test]
    fn paths_are_prefixed_by_root() {
        let mut env = Env::new(&Seams::default(), Duration::from_secs(1)).unwrap();
        assert_eq!(env.path("/proc/version"), PathBuf::from("/proc/version"));
        env.root = PathBuf::from("/tmp/fake");
        assert_eq!(
            env.path("/proc/driver/nvidia/version"),
            PathBuf::from("/tmp/fake/proc/driver/nvidia/version")
        );
    }

    #[test]
    fn an_untrusted_root_loads_only_from_lib_dirs() {
        let mut env = Env::new(&Seams::default(), Duration::from_secs(1)).unwrap();
        assert!(
            env.may_load(Path::new("/usr/lib/libnvidia-ml.so.1"))
                .is_ok()
        );
        env.root = PathBuf::from("/tmp/image");
        env.lib_dirs = vec![PathBuf::from("/opt/stubs")];
        assert!(env.untrusted_root());
        assert!(
            env.may_load(Path::new("/tmp/image/usr/lib/libnvidia-ml.so.1"))
                .unwrap_err()
                .contains("--trust-root")
        );
        assert!(env.may_load(Path::new("/usr/lib/libcudart.so.12")).is_err());
        assert!(
            env.may_load(Path::new("/opt/stubs/libcudart.so.12"))
                .is_ok()
        );
        env.trust_root = true;
        assert!(env.may_load(Path::new("/tmp/image/usr/lib/x.so")).is_ok());
    }

    #[test]
    fn bounded_reads_refuse_what_is_not_a_regular_file_and_cut_the_rest() {
        let dir = std::env::temp_dir().join(format!("gpudoc-env-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let fifo = dir.join("fifo");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a valid C string; mkfifo only creates a file.
        unsafe { libc::mkfifo(c.as_ptr(), 0o600) };
        let err = read_bounded(&fifo, 10).unwrap_err();
        assert!(err.to_string().contains("FIFO"), "{err}");
        assert!(
            read_bounded(&dir, 10)
                .unwrap_err()
                .to_string()
                .contains("directory")
        );
        assert!(read_bounded(Path::new("/dev/zero"), 10).is_err());
        let file = dir.join("f");
        std::fs::write(&file, b"0123456789abc").unwrap();
        let got = read_bounded(&file, 10).unwrap();
        assert_eq!((got.bytes.as_slice(), got.cut), (&b"0123456789"[..], true));
        assert!(got.cut_note(&file).unwrap().contains("cut"));
        let got = read_bounded(&file, 13).unwrap();
        assert!(!got.cut && got.bytes.len() == 13);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
