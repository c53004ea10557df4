//! Fake machine roots: a temporary directory standing in for `/`, passed to gpudoc with
//! `--root`, so the machine running the tests never leaks into them.

use std::path::Path;
use std::rc::Rc;

/// A fake machine root in a temporary directory. Cloning shares the directory (it is removed
/// when the last clone goes), so a [`super::Scenario`] can keep the root it runs on alive
/// while the test keeps editing it.
#[derive(Clone)]
pub struct FakeRoot {
    dir: Rc<tempfile::TempDir>,
}

impl FakeRoot {
    /// An empty root: no driver, no nodes, a plain Linux kernel.
    pub fn empty() -> FakeRoot {
        let r = FakeRoot {
            dir: Rc::new(tempfile::tempdir().unwrap()),
        };
        r.write(
            "proc/version",
            "Linux version 6.8.0-45-generic (buildd@lcy02) #45-Ubuntu SMP\n",
        );
        r.write("proc/sys/kernel/osrelease", "6.8.0-45-generic\n");
        r.write("etc/os-release", "PRETTY_NAME=\"Ubuntu 24.04.1 LTS\"\n");
        r
    }

    /// A healthy single-GPU workstation as the H200 machine's /proc and /dev show it, its
    /// GPU at the bus id the NVML stub gives GPU 0 (device nodes are regular files: git and
    /// unprivileged tests cannot make char devices).
    pub fn healthy(module_version: &str) -> FakeRoot {
        let r = FakeRoot::empty();
        r.module(module_version);
        r.write(
            "proc/driver/nvidia/gpus/0000:06:00.0/information",
            "Model: \t\t NVIDIA H200\n",
        );
        for n in ["nvidia0", "nvidiactl", "nvidia-uvm", "nvidia-uvm-tools"] {
            r.write(&format!("dev/{n}"), "");
        }
        r
    }

    /// A WSL2 kernel (no /dev/nvidia*; the GPU comes through /dev/dxg).
    pub fn wsl2() -> FakeRoot {
        let r = FakeRoot::empty();
        r.write(
            "proc/version",
            "Linux version 5.15.153.1-microsoft-standard-WSL2 (root@941d701f84f1)\n",
        );
        r.write(
            "proc/sys/kernel/osrelease",
            "5.15.153.1-microsoft-standard-WSL2\n",
        );
        r
    }

    /// The NVIDIA kernel module's /proc/driver/nvidia/version at `version`.
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
        self.write_bytes(rel, text.as_bytes());
    }

    pub fn write_bytes(&self, rel: &str, bytes: &[u8]) {
        let p = self.dir.path().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, bytes).unwrap();
    }

    /// Copy a file from outside into the root at `rel`.
    pub fn copy_in(&self, from: &Path, rel: &str) {
        let p = self.dir.path().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::copy(from, p).unwrap();
    }

    /// Set the permission bits of `rel` (a path inside the root; "" is the root itself).
    pub fn chmod(&self, rel: &str, mode: u32) -> std::io::Result<()> {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(
            self.dir.path().join(rel),
            std::fs::Permissions::from_mode(mode),
        )
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
