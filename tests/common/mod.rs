//! Shared test support for gpudoc's CLI tests: run the built binary with a clean
//! environment, compile the C stub libraries once per test run, and build fake roots.
//!
//! Stubs are loaded only by gpudoc's child processes, never by the test process: the
//! environment is process-global and libraries do not unload cleanly.
#![allow(dead_code)]

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Mutex, OnceLock};

/// The repository root.
pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A file under fixtures/.
pub fn fixture(rel: &str) -> PathBuf {
    repo().join("fixtures").join(rel)
}

/// Where compiled stubs go: one directory per test binary run.
fn stub_root() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("stub-libs")
}

/// Compile `fixtures/stubs/<c_file>` into `<dir>/<soname>` (cached for the run) and return
/// the directory that holds it. `defines` are passed as -D flags and name the variant.
pub fn stub_lib(c_file: &str, soname: &str, defines: &[&str]) -> PathBuf {
    // Built once per test process (not reused across runs, so an edited stub is rebuilt).
    static BUILT: OnceLock<Mutex<HashSet<PathBuf>>> = OnceLock::new();
    let mut built = BUILT.get_or_init(Default::default).lock().unwrap();
    let variant = if defines.is_empty() {
        "plain".to_string()
    } else {
        defines.join("-")
    };
    let dir = stub_root().join(format!("{}-{variant}", c_file.trim_end_matches(".c")));
    let out = dir.join(soname);
    if !built.contains(&out) {
        std::fs::create_dir_all(&dir).unwrap();
        // Compile to a temporary name and rename, so no reader ever sees half a library.
        let tmp = dir.join(format!(".{soname}.tmp"));
        let mut cc = Command::new(std::env::var("CC").unwrap_or_else(|_| "cc".into()));
        cc.args(["-shared", "-fPIC", "-O1", "-Wall"])
            .arg(format!("-Wl,-soname,{soname}"))
            .arg("-o")
            .arg(&tmp)
            .arg(fixture(&format!("stubs/{c_file}")));
        for d in defines {
            cc.arg(format!("-D{d}"));
        }
        let status = cc
            .status()
            .expect("a C compiler (cc) is needed to build stub libraries");
        assert!(status.success(), "compiling stub {c_file} failed");
        std::fs::rename(&tmp, &out).unwrap();
        built.insert(out.clone());
    }
    dir
}

/// A gpudoc command with a hermetic environment: no inherited variables except PATH and
/// HOME, so the machine running the tests cannot leak into them.
pub fn gpudoc() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_gpudoc"));
    cmd.env_clear();
    for keep in ["PATH", "HOME"] {
        if let Some(v) = std::env::var_os(keep) {
            cmd.env(keep, v);
        }
    }
    cmd
}

/// Output as (exit code, stdout, stderr).
pub fn run(cmd: &mut Command) -> (i32, String, String) {
    let Output {
        status,
        stdout,
        stderr,
    } = cmd.output().expect("gpudoc runs");
    (
        status.code().unwrap_or(-1),
        String::from_utf8_lossy(&stdout).into_owned(),
        String::from_utf8_lossy(&stderr).into_owned(),
    )
}

/// A fake machine root in a temporary directory.
pub struct FakeRoot {
    pub dir: tempfile::TempDir,
}

impl FakeRoot {
    /// An empty root: no driver, no nodes, a plain Linux kernel.
    pub fn empty() -> FakeRoot {
        let r = FakeRoot {
            dir: tempfile::tempdir().unwrap(),
        };
        r.write(
            "proc/version",
            "Linux version 6.8.0-45-generic (buildd@lcy02) #45-Ubuntu SMP\n",
        );
        r.write("proc/sys/kernel/osrelease", "6.8.0-45-generic\n");
        r.write("etc/os-release", "PRETTY_NAME=\"Ubuntu 24.04.1 LTS\"\n");
        r
    }

    /// A healthy single-GPU workstation as the H200 machine's /proc and /dev show it
    /// (device nodes are regular files: git and unprivileged tests cannot make char devices).
    pub fn healthy(module_version: &str) -> FakeRoot {
        let r = FakeRoot::empty();
        r.module(module_version);
        r.write(
            "proc/driver/nvidia/gpus/0000:00:06.0/information",
            "Model: \t\t NVIDIA H200\n",
        );
        for n in ["nvidia0", "nvidiactl", "nvidia-uvm", "nvidia-uvm-tools"] {
            r.write(&format!("dev/{n}"), "");
        }
        r
    }

    pub fn module(&self, version: &str) {
        self.write(
            "proc/driver/nvidia/version",
            &format!("NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  {version}  Release Build  (nixbld@)\nGCC version:  gcc version 15.3.0 (GCC)\n"),
        );
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn write(&self, rel: &str, text: &str) {
        let p = self.dir.path().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    pub fn remove(&self, rel: &str) {
        let p = self.dir.path().join(rel);
        if p.is_dir() {
            std::fs::remove_dir_all(p).unwrap();
        } else {
            std::fs::remove_file(p).unwrap();
        }
    }
}

/// The check `id` in a `gpudoc check --json` report decoded as a JSON value.
pub fn report_check<'a>(r: &'a serde_json::Value, id: &str) -> &'a serde_json::Value {
    r["layers"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|l| l["checks"].as_array().unwrap())
        .find(|c| c["id"] == id)
        .unwrap_or_else(|| panic!("no check {id} in {r:#}"))
}
