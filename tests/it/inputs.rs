//! Issue 13: verdicts that mean what they say, `--root` inspects without executing, bounded
//! and typed reads, no panic or lost answer on odd input or a closed stdout, safe output.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::support::python::{Framework, Site};
use crate::support::{FakeRoot, Scenario, Status, Verdict, stubs};

/// Long enough for an unoptimised gpudoc on a loaded machine, far short of "hung".
const LIMIT: Duration = Duration::from_secs(60);

fn mkfifo(path: &Path) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let ok = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .unwrap()
        .success();
    assert!(ok, "mkfifo {}", path.display());
}

// ------------------------------------------------------------------ verdicts

#[test]
fn only_stress_without_a_gpu_fails_and_shows_the_failed_prerequisite() {
    let r = Scenario::check()
        .root(&FakeRoot::empty())
        .only("stress")
        .report();
    assert_eq!((r.verdict, r.exit_code), (Verdict::Fail, 1), "{r}");
    let driver = r.layer("driver");
    assert!(driver.prerequisite && driver.status == Status::Fail, "{r}");
    assert!(!r.layer("stress").prerequisite);
}

#[test]
fn only_devices_without_an_interpreter_fails() {
    let r = Scenario::check()
        .root(&FakeRoot::empty())
        .only("devices")
        .report();
    assert_eq!((r.verdict, r.exit_code), (Verdict::Fail, 1), "{r}");
    assert!(r.layer("python").prerequisite, "{r}");
    // A soft prerequisite (devices only uses the driver) is not forced into the report.
    assert!(r.layers.iter().all(|l| l.id != "driver"), "{r}");
}

#[test]
fn a_run_that_checked_nothing_fails_and_says_so() {
    let r = Scenario::check()
        .root(&FakeRoot::empty())
        .only("stress")
        .skip("driver")
        .report();
    assert_eq!((r.verdict, r.exit_code), (Verdict::Fail, 1), "{r}");
    let c = r.check("stress.nothing-checked");
    assert_eq!(c.status, Status::Fail);
    assert!(
        c.evidence.iter().any(|e| e.contains("--skip driver")),
        "{c:?}"
    );
}

#[test]
fn only_libraries_with_a_named_interpreter_that_does_not_run_is_not_a_pass() {
    let dir = tempfile::tempdir().unwrap();
    let r = Scenario::check()
        .root(&FakeRoot::empty())
        .python(dir.path().join("no-such-python"))
        .only("libraries")
        .arg("--strict")
        .report();
    let c = r.check("libraries.consumer");
    assert_eq!(c.status, Status::Warn, "{c:?}");
    assert!(
        c.evidence_text()
            .contains("the interpreter --python names could not be run"),
        "{c:?}"
    );
    assert_eq!((r.verdict, r.exit_code), (Verdict::Warn, 3), "{r}");
}

#[test]
fn only_and_skip_of_the_same_layer_is_a_usage_error() {
    let out = Scenario::check()
        .root(&FakeRoot::empty())
        .only("driver")
        .skip("driver")
        .json()
        .run();
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(out.stderr.contains("contradict"), "{}", out.stderr);
}

// ------------------------------------------------------------------ --root does not execute

/// A root whose python3 and libnvidia-ml/libcudart write `marker` when run or loaded.
fn booby_trapped_root(marker: &Path) -> (FakeRoot, Scenario) {
    let root = FakeRoot::healthy("580.159.04");
    root.write(
        "usr/bin/python3",
        "#!/bin/sh\necho \"python3 ran\" >> \"$GPUDOC_TEST_MARKER\"\nexit 1\n",
    );
    root.chmod("usr/bin/python3", 0o755).unwrap();
    let lib = stubs::stub_lib("marker.c", "libnvidia-ml.so.1", &[]);
    for soname in [
        "libnvidia-ml.so.1",
        "libcudart.so.12",
        "libcudart.so.13",
        "libcublas.so.12",
        "libcublas.so.13",
    ] {
        root.copy_in(
            &lib.join("libnvidia-ml.so.1"),
            &format!("usr/lib/x86_64-linux-gnu/{soname}"),
        );
    }
    let scenario = Scenario::check()
        .root(&root)
        .env("PATH", "/usr/bin:/bin")
        .env("GPUDOC_TEST_MARKER", marker);
    (root, scenario)
}

#[test]
fn an_untrusted_root_runs_and_loads_none_of_its_code() {
    let tmp = tempfile::tempdir().unwrap();
    let marker = tmp.path().join("marker");
    let (_root, scenario) = booby_trapped_root(&marker);
    let r = scenario.clone().untrusted().report();
    assert!(
        !marker.exists(),
        "the root's code ran: {}",
        std::fs::read_to_string(&marker).unwrap_or_default()
    );
    let nvml = r.check("driver.nvml");
    assert_eq!(nvml.status, Status::Skip, "{r}");
    assert!(nvml.summary.contains("--trust-root"), "{nvml:?}");
    let py = r.check("python.interpreter");
    assert_eq!(py.status, Status::Skip, "{r}");
    assert!(py.summary.contains("--trust-root"), "{py:?}");
    assert!(r.check("driver.library").status == Status::Pass, "{r}");
    // A bare name is looked up in the image: still the image's code, still not run.
    let r = scenario.clone().untrusted().python("python3").report();
    assert!(
        !marker.exists(),
        "--python python3 ran the root's interpreter"
    );
    assert_eq!(r.check("python.interpreter").status, Status::Skip, "{r}");

    // The same root, trusted: its code runs (so the test above can fail).
    let _ = scenario.report();
    let ran = std::fs::read_to_string(&marker).unwrap_or_default();
    assert!(ran.contains("python3 ran"), "{ran:?}");
    assert!(ran.contains("library constructor ran"), "{ran:?}");
}

#[test]
fn an_image_without_a_driver_is_not_told_to_install_one() {
    // An unpacked container image: no libnvidia-ml, no /proc/driver/nvidia, no /dev/nvidia*.
    // The runtime mounts the host's driver; "install the NVIDIA driver" would be wrong here.
    let r = Scenario::check()
        .root(&FakeRoot::empty())
        .untrusted()
        .only("driver,nodes")
        .report();
    let lib = r.check("driver.library");
    assert_eq!(lib.status, Status::Skip, "{lib:?}");
    assert!(lib.summary.contains("in the image"), "{lib:?}");
    assert!(lib.hint.is_none(), "{lib:?}");
    assert_eq!(r.check("nodes.kernel-module").status, Status::Skip, "{r}");
    assert!(!r.has_check("nodes.gpu-nodes"), "{r}");
    // The same tree as a machine (trusted, as the fake-machine tests use it): no driver fails.
    let r = Scenario::check()
        .root(&FakeRoot::empty())
        .only("driver,nodes")
        .report();
    assert_eq!(r.check("driver.library").status, Status::Fail, "{r}");
}

#[test]
fn trust_root_needs_a_root() {
    let out = Scenario::gpudoc(["check", "--trust-root"]).run();
    assert_eq!(out.code, 2, "{}", out.stderr);
}

// ------------------------------------------------------------------ bounded, typed reads

#[test]
fn a_fifo_as_the_driver_version_file_does_not_hang_gpudoc() {
    let root = FakeRoot::healthy("580.159.04");
    root.remove("proc/driver/nvidia/version");
    mkfifo(&root.path().join("proc/driver/nvidia/version"));
    let out = Scenario::check()
        .root(&root)
        .only("nodes")
        .json()
        .run_within(LIMIT);
    let r = out.report();
    assert!(
        r.has_check("nodes.kernel-module") || !r.layers.is_empty(),
        "{r}"
    );
    assert!(out.stdout.contains("FIFO"), "{}", out.stdout);
}

#[test]
fn a_fifo_named_as_a_library_does_not_hang_gpudoc() {
    let dir = tempfile::tempdir().unwrap();
    mkfifo(&dir.path().join("libcudart.so.12"));
    mkfifo(&dir.path().join("libcudart.so.13"));
    let out = Scenario::check()
        .root(&FakeRoot::empty())
        .lib_dir(dir.path())
        .only("libraries")
        .json()
        .run_within(LIMIT);
    let r = out.report();
    assert!(!r.has_check("libraries.probe-crashed"), "{r}");
}

#[test]
fn explain_refuses_a_fifo_instead_of_hanging() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("log");
    mkfifo(&fifo);
    let out = Scenario::explain()
        .arg("--file")
        .arg(&fifo)
        .run_within(LIMIT);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(out.stderr.contains("FIFO"), "{}", out.stderr);
}

#[test]
fn a_fifo_as_torch_version_py_does_not_hang_gpudoc() {
    let site = Site::new(Framework::Torch, 91900, "9.19.0.56");
    let version_py = site.sp().join("torch/version.py");
    let _ = std::fs::remove_file(&version_py);
    mkfifo(&version_py);
    let r = Scenario::check()
        .root(&FakeRoot::empty())
        .python(site.python())
        .only("libraries")
        .json()
        .run_within(LIMIT)
        .report();
    assert!(r.has_check("libraries.consumer"), "{r}");
}

#[test]
fn fleet_and_diff_refuse_a_fifo_and_dev_zero_instead_of_hanging() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("node1.json");
    mkfifo(&fifo);
    let out = Scenario::gpudoc(["fleet"]).arg(&fifo).run_within(LIMIT);
    assert_eq!(out.code, 2, "{}{}", out.stdout, out.stderr);
    assert!(
        format!("{}{}", out.stdout, out.stderr).contains("FIFO"),
        "{}{}",
        out.stdout,
        out.stderr
    );
    let out = Scenario::gpudoc(["diff"])
        .arg(&fifo)
        .arg(&fifo)
        .run_within(LIMIT);
    assert_eq!(out.code, 2, "{}", out.stderr);
    let out = Scenario::gpudoc(["diff"])
        .arg("/dev/zero")
        .arg("/dev/zero")
        .run_within(LIMIT);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(out.stderr.contains("character device"), "{}", out.stderr);
    let out = Scenario::gpudoc(["fleet"])
        .arg("--expect")
        .arg(format!("@{}", fifo.display()))
        .arg(dir.path())
        .run_within(LIMIT);
    assert_eq!(out.code, 2, "{}", out.stderr);
}

#[test]
fn os_release_linked_to_dev_zero_is_read_within_a_cap() {
    let root = FakeRoot::empty();
    root.remove("etc/os-release");
    std::os::unix::fs::symlink("/dev/zero", root.path().join("etc/os-release")).unwrap();
    let out = Scenario::check()
        .root(&root)
        .only("nodes")
        .json()
        .run_within(LIMIT);
    let r = out.report();
    assert!(r.facts.platform.distro.is_none(), "{r}");
}

/// A cache of `n` entries all pointing at one string of `len` bytes (valid new format).
fn crafted_cache(n: usize, len: usize) -> Vec<u8> {
    let (header, entry) = (48usize, 24usize);
    let base = (header + n * entry) as u32;
    let mut img = Vec::new();
    img.extend_from_slice(b"glibc-ld.so.cache1.1");
    img.extend_from_slice(&(n as u32).to_ne_bytes());
    img.extend_from_slice(&((len + 1) as u32).to_ne_bytes());
    img.extend_from_slice(&[0u8; 20]);
    for _ in 0..n {
        img.extend_from_slice(&0x0303i32.to_ne_bytes());
        img.extend_from_slice(&base.to_ne_bytes());
        img.extend_from_slice(&base.to_ne_bytes());
        img.extend_from_slice(&[0u8; 12]);
    }
    img.extend(std::iter::repeat_n(b'a', len));
    img.push(0);
    img
}

#[test]
fn a_crafted_loader_cache_is_a_note_not_a_dead_gpudoc() {
    let root = FakeRoot::empty();
    // 100,000 entries pointing at one string of 4 KiB: 800 MB of strings from a 2.4 MB file.
    root.write_bytes("etc/ld.so.cache", &crafted_cache(100_000, 4000));
    let out = Scenario::check()
        .root(&root)
        .only("libraries")
        .json()
        .run_within(LIMIT);
    let r = out.report();
    let c = r.check("libraries.search-path");
    assert!(
        c.evidence
            .iter()
            .any(|e| e.contains("ld.so.cache") && e.contains("far more than the file holds")),
        "{c:?}"
    );
}

// ------------------------------------------------------------------ panics and lost answers

#[test]
fn an_empty_framework_object_is_a_finding_not_a_crash() {
    let site = Site::new(Framework::TensorFlow, 90300, "9.3.0.75");
    std::fs::write(
        site.sp().join("tensorflow/libtensorflow_framework.so.2"),
        b"",
    )
    .unwrap();
    let r = Scenario::check()
        .root(&FakeRoot::empty())
        .python(site.python())
        .only("libraries")
        .report();
    assert!(!r.has_check("libraries.probe-crashed"), "{r}");
    let c = r.check("libraries.consumer");
    assert_eq!(c.status, Status::Warn, "{c:?}");
    assert!(
        c.evidence
            .iter()
            .any(|e| e.contains("libtensorflow_framework.so.2")),
        "{c:?}"
    );
}

#[test]
fn a_healthy_python_behind_a_path_that_is_not_utf8_answers() {
    use std::os::unix::ffi::OsStrExt;
    let real = PathBuf::from(
        String::from_utf8(
            std::process::Command::new(crate::support::python::real_python())
                .args(["-c", "import sys; print(sys.executable)"])
                .output()
                .unwrap()
                .stdout,
        )
        .unwrap()
        .trim(),
    );
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp
        .path()
        .join(std::ffi::OsStr::from_bytes(b"v\xffenv"))
        .join("bin");
    std::fs::create_dir_all(&dir).unwrap();
    std::os::unix::fs::symlink(&real, dir.join("python3")).unwrap();
    let r = Scenario::check()
        .root(&FakeRoot::empty())
        .python(dir.join("python3"))
        .only("python")
        .report();
    let c = r.check("python.interpreter");
    assert_eq!(c.status, Status::Pass, "{r}");
    assert!(c.summary.contains("v\\xffenv"), "{}", c.summary);
}

#[test]
fn a_full_disk_or_a_closed_pipe_on_stdout_ends_quietly_with_the_verdict() {
    let full = || {
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .ok()
    };
    let cases: Vec<(Scenario, i32)> = vec![
        (Scenario::matrix().arg("--json"), 0),
        (
            Scenario::plan().args(["--driver", "580.159.04", "--gpu", "8.6", "--python", "3.11"]),
            0,
        ),
        (Scenario::gpudoc(["list-checks"]), 0),
        (Scenario::explain().arg("CUDA out of memory"), 0),
        (
            Scenario::check()
                .root(&FakeRoot::empty())
                .only("nodes")
                .json(),
            1,
        ),
    ];
    for (scenario, code) in cases {
        for stdout in [full(), None] {
            let out = scenario.run_stdout_to(stdout);
            assert_eq!(
                out.code,
                code,
                "{:?}: {}",
                scenario.command_args(),
                out.stderr
            );
            assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
        }
    }
}

// ------------------------------------------------------------------ output hygiene

#[test]
fn control_characters_in_paths_are_escaped_in_the_human_report() {
    let dir = tempfile::tempdir().unwrap();
    let evil = dir.path().join("bin\x1b[2J");
    std::fs::create_dir_all(&evil).unwrap();
    let out = Scenario::check()
        .root(&FakeRoot::empty())
        .python(evil.join("python3"))
        .only("python")
        .run();
    assert!(!out.stdout.contains('\x1b'), "{:?}", out.stdout);
    assert!(out.stdout.contains("bin\\x1b[2J"), "{}", out.stdout);
}

#[test]
fn a_world_writable_directory_on_the_loader_path_is_a_warning() {
    let root = FakeRoot::empty();
    root.write("opt/shared/lib/.keep", "");
    root.chmod("opt/shared/lib", 0o777).unwrap();
    let r = Scenario::check()
        .root(&root)
        .env("LD_LIBRARY_PATH", "/opt/shared/lib")
        .only("libraries")
        .report();
    let c = r.check("libraries.search-path");
    assert_eq!(c.status, Status::Warn, "{c:?}");
    assert!(
        c.evidence.iter().any(|e| e.contains("world-writable")),
        "{c:?}"
    );
}

#[test]
fn an_untrusted_root_still_reads_its_framework_from_files() {
    let site = Site::new(Framework::TensorFlow, 90300, "9.3.0.75");
    let root = FakeRoot::empty();
    std::fs::create_dir_all(root.path().join("usr")).unwrap();
    std::os::unix::fs::symlink(site.root(), root.path().join("usr/local")).unwrap();
    let r = Scenario::check()
        .root(&root)
        .untrusted()
        .only("libraries")
        .report();
    let c = r.check("libraries.consumer");
    assert!(c.summary.contains("TensorFlow 2.21.0"), "{c:?}");
    assert!(
        c.evidence.iter().any(|e| e.contains("--trust-root")),
        "{c:?}"
    );
}

#[test]
fn an_absolute_symlink_in_an_image_points_into_the_image_not_the_host() {
    let root = FakeRoot::empty();
    let lib = root.path().join("usr/lib/x86_64-linux-gnu");
    std::fs::create_dir_all(&lib).unwrap();
    // A real ELF object as the image's runtime, behind the absolute link images carry.
    std::fs::copy(
        stubs::nvml(&[]).join("libnvidia-ml.so.1"),
        lib.join("libcudart.so.12.4.127"),
    )
    .unwrap();
    std::os::unix::fs::symlink(
        "/usr/lib/x86_64-linux-gnu/libcudart.so.12.4.127",
        lib.join("libcudart.so.12"),
    )
    .unwrap();
    // And one whose absolute target exists on the host only: dangling in the image.
    std::os::unix::fs::symlink("/proc/self/exe", lib.join("libcublas.so.12")).unwrap();
    let r = Scenario::check()
        .root(&root)
        .untrusted()
        .only("libraries")
        .report();
    let cudart = r.facts.soname("libcudart.so.12");
    let c = &cudart.candidates[0];
    assert!(c.note.is_none(), "{cudart:?}");
    assert_eq!(c.version.as_deref(), Some("12.4.127"), "{cudart:?}");
    let cublas = r.facts.soname("libcublas.so.12");
    let note = cublas.candidates[0].note.clone().unwrap_or_default();
    assert!(
        note.contains("dangling symlink to /proc/self/exe"),
        "{cublas:?}"
    );
}

#[test]
fn impossible_driver_and_cuda_versions_are_findings_not_facts() {
    let root = FakeRoot::healthy("580.159.04");
    for (var, value, said) in [
        (
            "STUB_NVML_DRIVER",
            "0.1.2",
            "driver version 0.1.2 is impossible",
        ),
        (
            "STUB_NVML_DRIVER",
            "123456.1",
            "driver version 123456.1 is impossible",
        ),
        (
            "STUB_NVML_CUDA",
            "990000",
            "CUDA version 990.0 is impossible",
        ),
    ] {
        let r = Scenario::check()
            .root(&root)
            .nvml(&[])
            .env(var, value)
            .only("driver")
            .report();
        let c = r.check("driver.version");
        assert_eq!(c.status, Status::Fail, "{var}={value}: {c:?}");
        assert!(c.summary.contains(said), "{var}={value}: {}", c.summary);
        assert_eq!(r.exit_code, 1);
    }
}
