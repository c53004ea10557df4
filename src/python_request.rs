//! `--python` as a version request (`3.11`, `python3.11`, `3.12.1`), as uv takes it: which
//! values are requests rather than interpreter names, and which interpreter on the machine
//! answers one. A request is resolved when the [`Env`](crate::env::Env) is built, so every
//! command gets the same interpreter, and one nothing answers is a usage error (exit 2), not a
//! failed check.
//!
//! Where an interpreter is looked for, in order: `pythonX.Y` in each PATH directory, then
//! /usr/local/bin and /usr/bin, then pyenv's versions (`$PYENV_ROOT` or ~/.pyenv,
//! `versions/X.Y.Z/bin`) and uv's managed interpreters (`$UV_PYTHON_INSTALL_DIR` or
//! `${XDG_DATA_HOME:-~/.local/share}/uv/python`, `cpython-X.Y.Z-*/bin`), newest first. Under
//! `--root` each of these is looked up inside the root. A request with a patch level
//! (`3.12.1`) asks each candidate its version, in a child with the probe deadline; under an
//! untrusted root that would run the root's code, so such a request is refused there.

use std::collections::BTreeMap;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::runner::run_probe;

/// A parsed version request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub major: u64,
    pub minor: u64,
    pub patch: Option<u64>,
}

impl Request {
    /// `3.11`, `3.12.1`, `python3.11`, `python3.12.1`; not `python3` (a name on PATH) nor
    /// anything with a `/` (a path).
    pub fn parse(text: &str) -> Option<Request> {
        let digits = text.strip_prefix("python").unwrap_or(text);
        let parts: Vec<u64> = digits
            .split('.')
            .map(|p| {
                (!p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| p.parse().ok())
                    .flatten()
            })
            .collect::<Option<_>>()?;
        match parts[..] {
            [major, minor] => Some(Request {
                major,
                minor,
                patch: None,
            }),
            [major, minor, patch] => Some(Request {
                major,
                minor,
                patch: Some(patch),
            }),
            _ => None,
        }
    }

    /// The executable name that carries the version: `python3.11`.
    pub fn name(&self) -> String {
        format!("python{}.{}", self.major, self.minor)
    }

    /// The version asked for, as written: `3.11`, `3.12.1`.
    pub fn version(&self) -> String {
        match self.patch {
            Some(p) => format!("{}.{}.{p}", self.major, self.minor),
            None => format!("{}.{}", self.major, self.minor),
        }
    }

    /// Whether a version directory name (`3.11.9`, `cpython-3.11.9-linux-x86_64-gnu`) is
    /// one this request accepts.
    fn accepts_dir(&self, name: &str) -> bool {
        let version = name.strip_prefix("cpython-").unwrap_or(name);
        let version = version.split('-').next().unwrap_or_default();
        let parts: Vec<&str> = version.split('.').collect();
        let want = [Some(self.major), Some(self.minor), self.patch];
        parts.len() >= 2
            && want
                .iter()
                .zip(&parts)
                .all(|(w, p)| w.is_none_or(|w| p.parse() == Ok(w)))
    }
}

/// Where to look and how: the machine as [`Env`](crate::env::Env) will see it.
pub struct Machine<'a> {
    /// The root every absolute path is read under ("/" on a live machine).
    pub root: &'a Path,
    /// The process environment (PATH, HOME, PYENV_ROOT, ...).
    pub vars: &'a BTreeMap<String, String>,
    /// Whether the root's code may be run (live machine or `--trust-root`).
    pub may_run: bool,
    /// Deadline for asking a candidate its version.
    pub timeout: Duration,
}

impl Machine<'_> {
    fn under_root(&self, abs: &Path) -> PathBuf {
        self.root.join(abs.strip_prefix("/").unwrap_or(abs))
    }

    /// The directories searched, in order (machine paths, not yet under the root).
    fn dirs(&self, req: &Request) -> Vec<PathBuf> {
        let var = |k: &str| self.vars.get(k).filter(|v| !v.is_empty());
        let home = var("HOME").map(PathBuf::from);
        let pyenv_root = var("PYENV_ROOT")
            .map(PathBuf::from)
            .or_else(|| home.as_ref().map(|h| h.join(".pyenv")));
        // pyenv's shims answer only for the versions a `pyenv global/local` selects (others
        // exit 127); its versions directories below are searched directly instead.
        let shims = pyenv_root.as_ref().map(|p| p.join("shims"));
        let mut dirs: Vec<PathBuf> = var("PATH")
            .map(|p| p.as_str())
            .unwrap_or("")
            .split(':')
            .filter(|d| d.starts_with('/'))
            .map(PathBuf::from)
            .filter(|d| Some(d) != shims.as_ref())
            .collect();
        dirs.extend(["/usr/local/bin", "/usr/bin"].map(PathBuf::from));
        let pyenv = pyenv_root.map(|p| p.join("versions"));
        let uv = var("UV_PYTHON_INSTALL_DIR").map(PathBuf::from).or_else(|| {
            var("XDG_DATA_HOME")
                .map(PathBuf::from)
                .or_else(|| home.as_ref().map(|h| h.join(".local/share")))
                .map(|d| d.join("uv/python"))
        });
        for base in [pyenv, uv].into_iter().flatten() {
            let Ok(entries) = std::fs::read_dir(self.under_root(&base)) else {
                continue;
            };
            let mut found: Vec<(Vec<u64>, PathBuf)> = entries
                .flatten()
                .filter_map(|e| {
                    let name = e.file_name().into_string().ok()?;
                    req.accepts_dir(&name)
                        .then(|| (version_key(&name), base.join(&name).join("bin")))
                })
                .collect();
            // Newest first, as uv prefers.
            found.sort_by(|a, b| b.0.cmp(&a.0));
            dirs.extend(found.into_iter().map(|(_, d)| d));
        }
        let mut seen = std::collections::HashSet::new();
        dirs.retain(|d| seen.insert(d.clone()));
        dirs
    }

    /// The executables named for `req` in the search directories, in order, as paths on this
    /// machine (under the root). pyenv and uv directories also count a plain `python3`.
    fn candidates(&self, req: &Request) -> (Vec<PathBuf>, Vec<PathBuf>) {
        let dirs = self.dirs(req);
        let mut out = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for dir in &dirs {
            for name in [req.name(), "python3".into()] {
                // Only a pyenv or uv version directory vouches for a plain python3.
                if name == "python3" && !is_versioned_dir(dir) {
                    continue;
                }
                let path = self.under_root(&dir.join(&name));
                let executable = std::fs::metadata(&path)
                    .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0);
                let real = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
                if executable && seen.insert(real) {
                    out.push(path);
                }
            }
        }
        (out, dirs)
    }

    /// The interpreter that answers `req`, or why none does.
    pub fn resolve(&self, text: &str, req: &Request) -> Result<PathBuf, String> {
        let (candidates, dirs) = self.candidates(req);
        let searched = || {
            dirs.iter()
                .map(|d| d.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if req.patch.is_none() {
            return candidates.into_iter().next().ok_or_else(|| {
                format!(
                    "--python {text}: no Python {} found (looked for {} in {})",
                    req.version(),
                    req.name(),
                    searched()
                )
            });
        }
        if !self.may_run && !candidates.is_empty() {
            return Err(format!(
                "--python {text}: telling {} from other {} interpreters means running the root's; add --trust-root, or ask for {}.{}",
                req.version(),
                req.name(),
                req.major,
                req.minor
            ));
        }
        let mut seen_versions = Vec::new();
        for path in &candidates {
            match ask_version(path, self.timeout) {
                Some(v) if v == [req.major, req.minor, req.patch.unwrap_or_default()] => {
                    return Ok(path.clone());
                }
                Some(v) => seen_versions.push(format!(
                    "{} is {}",
                    path.display(),
                    v.iter().map(u64::to_string).collect::<Vec<_>>().join(".")
                )),
                None => seen_versions.push(format!("{} did not answer", path.display())),
            }
        }
        Err(format!(
            "--python {text}: no Python {} found (looked for {} in {}){}",
            req.version(),
            req.name(),
            searched(),
            if seen_versions.is_empty() {
                String::new()
            } else {
                format!("; {}", seen_versions.join("; "))
            }
        ))
    }
}

/// A directory whose own name (or its parent's, for `.../3.11.9/bin`) is a version.
fn is_versioned_dir(dir: &Path) -> bool {
    let name = dir
        .parent()
        .and_then(Path::file_name)
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    let name = name.strip_prefix("cpython-").unwrap_or(name);
    name.split('.')
        .next()
        .is_some_and(|m| !m.is_empty() && m.bytes().all(|b| b.is_ascii_digit()))
        && name.contains('.')
}

/// The numbers in a version directory name, for sorting newest first.
fn version_key(name: &str) -> Vec<u64> {
    let version = name.strip_prefix("cpython-").unwrap_or(name);
    version
        .split('-')
        .next()
        .unwrap_or_default()
        .split('.')
        .map(|p| p.parse().unwrap_or(0))
        .collect()
}

/// The interpreter's `sys.version_info[:3]`, asked in a child with a deadline.
fn ask_version(path: &Path, timeout: Duration) -> Option<Vec<u64>> {
    let mut cmd = Command::new(path);
    cmd.args([
        "-I",
        "-c",
        &format!(
            "import json, sys; print({:?} + json.dumps(list(sys.version_info[:3])))",
            crate::runner::ANSWER_MARKER
        ),
    ]);
    run_probe::<Vec<u64>>(cmd, timeout, None)
        .ok()
        .map(|p| p.answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_versions_names_are_not() {
        let r = |major, minor, patch| {
            Some(Request {
                major,
                minor,
                patch,
            })
        };
        assert_eq!(Request::parse("3.11"), r(3, 11, None));
        assert_eq!(Request::parse("python3.11"), r(3, 11, None));
        assert_eq!(Request::parse("3.12.1"), r(3, 12, Some(1)));
        assert_eq!(Request::parse("python3.12.1"), r(3, 12, Some(1)));
        for name in [
            "python3",
            "python",
            "3",
            "/usr/bin/python3.11",
            "3.11.x",
            "3..1",
            "pypy3.10",
            "3.1.2.3",
            "",
        ] {
            assert_eq!(Request::parse(name), None, "{name}");
        }
        assert_eq!(Request::parse("python3.11").unwrap().name(), "python3.11");
    }

    #[test]
    fn version_directories_match_the_request() {
        let req = Request::parse("3.11").unwrap();
        assert!(req.accepts_dir("3.11.9"));
        assert!(req.accepts_dir("cpython-3.11.9-linux-x86_64-gnu"));
        assert!(!req.accepts_dir("3.1.9"));
        assert!(!req.accepts_dir("3.12.0"));
        assert!(!req.accepts_dir("miniconda3-latest"));
        let patch = Request::parse("3.11.4").unwrap();
        assert!(patch.accepts_dir("3.11.4"));
        assert!(!patch.accepts_dir("3.11.9"));
        assert_eq!(version_key("cpython-3.11.10-linux"), vec![3, 11, 10]);
    }

    #[test]
    fn resolves_on_path_then_pyenv_then_uv_newest_first() {
        let tmp = std::env::temp_dir().join(format!("gpudoc-pyreq-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&tmp);
        let exe = |rel: &str| {
            let p = tmp.join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(&p, "#!/bin/sh\n").unwrap();
            std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
        };
        exe("home/.pyenv/versions/3.11.2/bin/python3.11");
        exe("home/.pyenv/versions/3.11.9/bin/python3");
        exe("home/.local/share/uv/python/cpython-3.12.4-linux-x86_64-gnu/bin/python3.12");
        let mut vars = BTreeMap::new();
        vars.insert("PATH".to_string(), "/home/.pyenv/shims".to_string());
        exe("home/.pyenv/shims/python3.11");
        vars.insert("HOME".to_string(), "/home".to_string());
        let m = Machine {
            root: &tmp,
            vars: &vars,
            may_run: false,
            timeout: Duration::from_secs(1),
        };
        let got = m.resolve("3.11", &Request::parse("3.11").unwrap()).unwrap();
        assert_eq!(got, tmp.join("home/.pyenv/versions/3.11.9/bin/python3"));
        let got = m
            .resolve("python3.12", &Request::parse("python3.12").unwrap())
            .unwrap();
        assert!(got.ends_with("cpython-3.12.4-linux-x86_64-gnu/bin/python3.12"));
        let err = m
            .resolve("3.13", &Request::parse("3.13").unwrap())
            .unwrap_err();
        assert!(
            err.contains("no Python 3.13 found") && err.contains("python3.13"),
            "{err}"
        );
        // A patch level would mean running the root's interpreters.
        let err = m
            .resolve("3.11.2", &Request::parse("3.11.2").unwrap())
            .unwrap_err();
        assert!(err.contains("--trust-root"), "{err}");
        std::fs::remove_dir_all(&tmp).unwrap();
    }
}
