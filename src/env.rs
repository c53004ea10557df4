//! `Env`: every way gpudoc looks at the machine. Probes read files only through
//! [`Env::path`], environment variables only through [`Env::var`], and start child processes
//! with [`Env::timeout`]; so a test can point all of it at a fake root, stub libraries and a
//! fake interpreter without any test-only branch in the probes.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result, bail};

use crate::runner::RunDeadline;

/// Where to look: the seam flags (`--root`, `--lib-dir`, `--python`) as plain values.
#[derive(Clone, Debug, Default)]
pub struct Seams {
    /// Read every machine path under this directory instead of /.
    pub root: Option<PathBuf>,
    /// Directories searched first for libraries.
    pub lib_dirs: Vec<PathBuf>,
    /// The interpreter to inspect.
    pub python: Option<PathBuf>,
}

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
    /// The interpreter named by --python, if any.
    pub python: Option<PathBuf>,
    /// The process environment, captured once.
    pub vars: BTreeMap<String, String>,
    /// Time limit for each child-process probe.
    pub timeout: Duration,
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
        let python = seams.python.as_ref().map(|p| {
            if p.components().count() > 1 {
                cwd.join(p)
            } else {
                p.clone()
            }
        });
        let vars = std::env::vars_os()
            .filter_map(|(k, v)| Some((k.into_string().ok()?, v.into_string().ok()?)))
            .collect();
        let self_exe = std::env::current_exe().context("cannot find gpudoc's own executable")?;
        Ok(Env {
            root,
            lib_dirs,
            python,
            vars,
            timeout,
            deadline: None,
            self_exe,
            identity: Identity::current(),
        })
    }

    /// The real path of an absolute machine path under `--root`.
    pub fn path(&self, abs: impl AsRef<Path>) -> PathBuf {
        let abs = abs.as_ref();
        let rel = abs.strip_prefix("/").unwrap_or(abs);
        self.root.join(rel)
    }

    /// An environment variable, as captured at start.
    pub fn var(&self, name: &str) -> Option<&str> {
        self.vars.get(name).map(String::as_str)
    }

    /// Read a small text file under the root. Invalid UTF-8 is replaced, not an error: a
    /// corrupt /proc file is a finding for the caller, not a crash.
    pub fn read_text(&self, abs: &str) -> std::io::Result<String> {
        let bytes = std::fs::read(self.path(abs))?;
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
