//! The one way the tests run gpudoc: [`Scenario`], a builder for a fake machine (a
//! [`FakeRoot`], stub libraries, an interpreter, environment variables, flags) that runs one
//! gpudoc subcommand hermetically and decodes what it printed into typed answers.

use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde::de::DeserializeOwned;

use super::answers::{ExplainAnswer, MatrixDump, Plan, StressDoc};
use super::fake_root::FakeRoot;
use super::fix_commands;
use super::python;
use super::report::Report;
use super::stubs;

/// One gpudoc run on one (fake) machine. Every setter returns the builder, and a scenario can
/// be run more than once (it is `Clone`, and a [`FakeRoot`] is shared, not copied).
///
/// The environment is hermetic: nothing is inherited but PATH and HOME, so the machine
/// running the tests cannot leak into them; [`Scenario::env`] adds (or overrides) variables.
#[derive(Clone, Default)]
pub struct Scenario {
    subcommand: Vec<OsString>,
    root: Option<FakeRoot>,
    root_dir: Option<PathBuf>,
    lib_dirs: Vec<PathBuf>,
    python: Option<PathBuf>,
    timeout: Option<u64>,
    args: Vec<OsString>,
    env: Vec<(OsString, OsString)>,
    json: bool,
    stdin: Option<Vec<u8>>,
    drop_root: bool,
    untrusted: bool,
}

impl Scenario {
    /// `gpudoc <args...>` with nothing added: no --root, no --timeout (usage errors, --help).
    pub fn gpudoc<I, S>(args: I) -> Scenario
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        Scenario {
            subcommand: args.into_iter().map(|a| a.as_ref().to_owned()).collect(),
            ..Scenario::default()
        }
    }

    /// `gpudoc check --timeout 5`; add a root with [`Scenario::root`].
    pub fn check() -> Scenario {
        Scenario::gpudoc(["check"]).timeout(5)
    }

    /// `gpudoc explain` (NO_COLOR=1).
    pub fn explain() -> Scenario {
        Scenario::gpudoc(["explain"]).env("NO_COLOR", "1")
    }

    /// `gpudoc plan` (NO_COLOR=1).
    pub fn plan() -> Scenario {
        Scenario::gpudoc(["plan"]).env("NO_COLOR", "1")
    }

    /// `gpudoc matrix` (NO_COLOR=1).
    pub fn matrix() -> Scenario {
        Scenario::gpudoc(["matrix"]).env("NO_COLOR", "1")
    }

    /// `gpudoc stress --seconds 1` with the stress stubs (fixtures/stubs/stress_cudart.c and
    /// cublas.c, which compute on the CPU) in --lib-dir.
    pub fn stress() -> Scenario {
        Scenario::gpudoc(["stress", "--seconds", "1"])
            .lib_dir(stubs::stub_lib("stress_cudart.c", "libcudart.so.13", &[]))
            .lib_dir(stubs::stub_lib("cublas.c", "libcublas.so.13", &[]))
    }

    // -------------------------------------------------------------- the machine

    /// Run on this fake root (`--root --trust-root`; [`Scenario::untrusted`] drops the
    /// trust).
    pub fn root(mut self, root: &FakeRoot) -> Scenario {
        self.root = Some(root.clone());
        self
    }

    /// Do not pass `--trust-root` with the root: gpudoc then reads the root's files only and
    /// runs or loads none of its code (what an unpacked image gets by default).
    pub fn untrusted(mut self) -> Scenario {
        self.untrusted = true;
        self
    }

    /// Run with `--root` naming a plain directory.
    pub fn root_dir(mut self, dir: impl Into<PathBuf>) -> Scenario {
        self.root_dir = Some(dir.into());
        self
    }

    /// Add a `--lib-dir`.
    pub fn lib_dir(mut self, dir: impl Into<PathBuf>) -> Scenario {
        self.lib_dirs.push(dir.into());
        self
    }

    /// The stub libnvidia-ml (variant `defines`, e.g. `&["LEGACY"]`) in a `--lib-dir`.
    pub fn nvml(self, defines: &[&str]) -> Scenario {
        self.lib_dir(stubs::nvml(defines))
    }

    /// `--python <interpreter>`.
    pub fn python(mut self, interpreter: impl Into<PathBuf>) -> Scenario {
        self.python = Some(interpreter.into());
        self
    }

    /// The fixture stand-in interpreter answering from `fixtures/python/<name>`.
    pub fn fake_python(self, name: &str) -> Scenario {
        let dir = python::fake_python_scenario(name);
        self.python(python::fake_python())
            .env("GPUDOC_FAKE_PY", dir)
    }

    /// The machine's real python3 with the stand-in framework packages of
    /// `fixtures/python/packages/<name>` on PYTHONPATH.
    pub fn stand_in_packages(self, name: &str) -> Scenario {
        self.python(python::real_python())
            .env("PYTHONPATH", python::stand_in_packages(name))
    }

    /// An environment variable for gpudoc (and its children).
    pub fn env(mut self, key: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> Scenario {
        self.env
            .push((key.as_ref().to_owned(), value.as_ref().to_owned()));
        self
    }

    pub fn envs(mut self, vars: &[(&str, &str)]) -> Scenario {
        for (k, v) in vars {
            self = self.env(k, v);
        }
        self
    }

    /// When the tests run as root (CI), run gpudoc as `nobody` through setpriv, so file
    /// permissions mean something (root may open anything); the environment is then only
    /// PATH=/usr/bin:/bin.
    pub fn drop_root(mut self) -> Scenario {
        self.drop_root = true;
        self
    }

    // -------------------------------------------------------------- flags

    /// `--timeout <seconds>` (given once, whatever the setter is called).
    pub fn timeout(mut self, seconds: u64) -> Scenario {
        self.timeout = Some(seconds);
        self
    }

    /// No `--timeout`: gpudoc's default.
    pub fn default_timeout(mut self) -> Scenario {
        self.timeout = None;
        self
    }

    /// `--only <layer>`.
    pub fn only(self, layer: &str) -> Scenario {
        self.args(["--only", layer])
    }

    /// `--skip <layer>`.
    pub fn skip(self, layer: &str) -> Scenario {
        self.args(["--skip", layer])
    }

    pub fn arg(mut self, arg: impl AsRef<OsStr>) -> Scenario {
        self.args.push(arg.as_ref().to_owned());
        self
    }

    pub fn args<I, S>(mut self, args: I) -> Scenario
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.args
            .extend(args.into_iter().map(|a| a.as_ref().to_owned()));
        self
    }

    /// `--json`.
    pub fn json(mut self) -> Scenario {
        self.json = true;
        self
    }

    /// Bytes on gpudoc's stdin (otherwise stdin is /dev/null).
    pub fn stdin(mut self, bytes: impl Into<Vec<u8>>) -> Scenario {
        self.stdin = Some(bytes.into());
        self
    }

    // -------------------------------------------------------------- running

    /// The command line, after the program: subcommand, machine flags, extra args, --json.
    pub fn command_args(&self) -> Vec<OsString> {
        let mut a = self.subcommand.clone();
        if self.json {
            a.push("--json".into());
        }
        let root = self
            .root
            .as_ref()
            .map(|r| r.path().to_path_buf())
            .or_else(|| self.root_dir.clone());
        if let Some(root) = root {
            a.push("--root".into());
            a.push(root.into());
            // The fake machines are the tests' own: their stub libraries and interpreters
            // are meant to run, as on a live machine (see `untrusted`).
            if !self.untrusted {
                a.push("--trust-root".into());
            }
        }
        for dir in &self.lib_dirs {
            a.push("--lib-dir".into());
            a.push(dir.into());
        }
        if let Some(py) = &self.python {
            // Every command's --python takes an interpreter (plan's also a version).
            a.push("--python".into());
            a.push(py.into());
        }
        if let Some(t) = self.timeout {
            a.push("--timeout".into());
            a.push(t.to_string().into());
        }
        a.extend(self.args.iter().cloned());
        a
    }

    fn command(&self) -> Command {
        let exe = env!("CARGO_BIN_EXE_gpudoc");
        let mut cmd = if self.drop_root && running_as_root() {
            let mut c = Command::new("setpriv");
            c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
                .arg(exe)
                .env_clear()
                .env("PATH", "/usr/bin:/bin");
            c
        } else {
            let mut c = Command::new(exe);
            c.env_clear();
            for keep in ["PATH", "HOME"] {
                if let Some(v) = std::env::var_os(keep) {
                    c.env(keep, v);
                }
            }
            c
        };
        cmd.args(self.command_args());
        for (k, v) in &self.env {
            cmd.env(k, v);
        }
        cmd
    }

    /// Start gpudoc (stdin from /dev/null, stdout and stderr piped) and leave it running: for
    /// tests that signal it.
    pub fn spawn(&self) -> std::process::Child {
        let mut cmd = self.command();
        cmd.stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        cmd.spawn().expect("gpudoc runs")
    }

    /// Run gpudoc and collect what it did.
    pub fn run(&self) -> Outcome {
        let mut cmd = self.command();
        cmd.stdin(if self.stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        });
        cmd.stdout(Stdio::piped()).stderr(Stdio::piped());
        let mut child = cmd.spawn().expect("gpudoc runs");
        if let Some(bytes) = &self.stdin {
            let mut pipe = child.stdin.take().unwrap();
            let bytes = bytes.clone();
            // Write from a thread so a large input cannot deadlock against a full stdout pipe.
            std::thread::spawn(move || {
                let _ = pipe.write_all(&bytes);
            });
        }
        let out = child.wait_with_output().expect("gpudoc runs");
        Outcome {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    /// Run, failing the test (and killing gpudoc) if it has not finished within `limit`: for
    /// inputs that once hung gpudoc (a FIFO where a file belongs).
    pub fn run_within(&self, limit: std::time::Duration) -> Outcome {
        use std::io::Read;
        let mut cmd = self.command();
        cmd.stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = cmd.spawn().expect("gpudoc runs");
        let reader = |mut pipe: Box<dyn Read + Send>| {
            std::thread::spawn(move || {
                let mut buf = Vec::new();
                let _ = pipe.read_to_end(&mut buf);
                String::from_utf8_lossy(&buf).into_owned()
            })
        };
        let out = reader(Box::new(child.stdout.take().unwrap()));
        let err = reader(Box::new(child.stderr.take().unwrap()));
        let start = std::time::Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > limit {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "gpudoc {:?} did not finish within {limit:?}",
                    self.command_args()
                );
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        };
        Outcome {
            code: status.code().unwrap_or(-1),
            stdout: out.join().unwrap(),
            stderr: err.join().unwrap(),
        }
    }

    /// Run with stdout sent to `stdout` (a file such as /dev/full), or, with `None`, to a pipe
    /// whose reading end is closed before gpudoc writes (`gpudoc ... | head -c0`). The
    /// outcome's stdout is empty.
    pub fn run_stdout_to(&self, stdout: Option<std::fs::File>) -> Outcome {
        let mut cmd = self.command();
        cmd.stdin(Stdio::null()).stderr(Stdio::piped());
        let closed = stdout.is_none();
        match stdout {
            Some(f) => cmd.stdout(Stdio::from(f)),
            None => cmd.stdout(Stdio::piped()),
        };
        let mut child = cmd.spawn().expect("gpudoc runs");
        if closed {
            drop(child.stdout.take());
        }
        let out = child.wait_with_output().expect("gpudoc runs");
        Outcome {
            code: out.status.code().unwrap_or(-1),
            stdout: String::new(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    /// Run with `--json` and decode the `gpudoc check` report (its invariants checked, and
    /// every fix command in it: see [`fix_commands`]).
    pub fn report(&self) -> Report {
        let run = self.clone().json();
        let report = run.run().report();
        let problems = fix_commands::problems(report.checks(), &run.command_args());
        assert!(
            problems.is_empty(),
            "fix commands that do not work as pasted:\n{}",
            problems.join("\n")
        );
        report
    }

    /// Run with `--json` and decode the `gpudoc stress` document.
    pub fn stress_doc(&self) -> StressDoc {
        let run = self.clone().json();
        let out = run.run();
        let doc: StressDoc = out.json();
        let problems = fix_commands::problems(doc.checks.iter(), &run.command_args());
        assert!(
            problems.is_empty(),
            "fix commands that do not work as pasted:\n{}",
            problems.join("\n")
        );
        assert_eq!(
            doc.exit_code, out.code,
            "exit_code field equals the exit code"
        );
        doc
    }

    /// The paths a human report of this scenario may print that differ from run to run or
    /// machine to machine, with the placeholder each stands for (longest first).
    pub fn volatile_paths(&self) -> Vec<(String, &'static str)> {
        let mut paths: Vec<(String, &'static str)> = Vec::new();
        if let Some(root) = &self.root {
            paths.push((root.path().display().to_string(), "[ROOT]"));
        }
        if let Some(dir) = &self.root_dir {
            paths.push((dir.display().to_string(), "[ROOT]"));
        }
        paths.push((stubs::stub_root().display().to_string(), "[STUBS]"));
        paths.push((env!("CARGO_MANIFEST_DIR").to_string(), "[REPO]"));
        paths.push((std::env::temp_dir().display().to_string(), "[TMP]"));
        if let Some(home) = std::env::var_os("HOME").filter(|h| h.len() > 1) {
            paths.push((Path::new(&home).display().to_string(), "[HOME]"));
        }
        paths.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));
        paths
    }
}

/// What one gpudoc run did.
#[derive(Debug)]
pub struct Outcome {
    /// The exit code (-1 when killed by a signal).
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Outcome {
    /// Stdout decoded as one JSON document of type `T`. A `check` report, however it is
    /// decoded, is first validated against schema/report.schema.json.
    pub fn json<T: DeserializeOwned>(&self) -> T {
        if let Ok(value) = serde_json::from_str::<serde_json::Value>(&self.stdout)
            && super::schema::is_check_report(&value)
        {
            super::schema::assert_report_conforms(&value);
        }
        serde_json::from_str(&self.stdout).unwrap_or_else(|e| {
            panic!(
                "stdout is not the expected JSON document ({e}):\n{}\nstderr:\n{}",
                self.stdout, self.stderr
            )
        })
    }

    /// Stdout as the `gpudoc check --json` report; checks the contract's invariants.
    pub fn report(&self) -> Report {
        let mut report: Report = self.json();
        report.json = self.json();
        report.assert_invariants(self.code);
        report
    }

    pub fn explain_answer(&self) -> ExplainAnswer {
        self.json()
    }

    pub fn plan(&self) -> Plan {
        assert_eq!(self.code, 0, "stderr: {}", self.stderr);
        self.json()
    }

    pub fn matrix(&self) -> MatrixDump {
        assert_eq!(self.code, 0, "stderr: {}", self.stderr);
        self.json()
    }
}

/// Whether the tests run as root (as in CI containers).
pub fn running_as_root() -> bool {
    unsafe extern "C" {
        fn geteuid() -> u32;
    }
    // SAFETY: geteuid takes no arguments, cannot fail and touches no memory of ours.
    unsafe { geteuid() == 0 }
}
