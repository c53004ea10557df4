//! Snapshots of the human `gpudoc check` report (insta) on representative fake machines.
//! Volatile parts (temporary directories, the stub library cache, the checkout, the home
//! directory, timings, pids) are replaced by placeholders (support::snapshot), PATH is fixed,
//! and each snapshot ends with the exit code. Review changes with `cargo insta review`; in CI
//! (CI=true) a mismatch fails and nothing is written.

use crate::support::python::{Framework, Site};
use crate::support::report::Tally;
use crate::support::snapshot::{SNAPSHOT_PATH, human_report};
use crate::support::stubs::stub_family_in;
use crate::support::{FakeRoot, Scenario};

/// The framework layer's answer for a CUDA build of TensorFlow 2.21.0 that sees the H200.
const TF_2_21_SEES_THE_H200: &str = r#"{"build_info": {"cuda_compute_capabilities": ["sm_60", "sm_70", "sm_80", "sm_89", "sm_90", "compute_90"], "cuda_version": "12.5.1", "cudnn_version": "9", "is_cuda_build": true, "is_tensorrt_build": false}, "framework": "tensorflow", "gpus": [{"compute_capability": "9.0", "device_name": "NVIDIA H200", "name": "/physical_device:GPU:0"}], "mapped_libraries": [], "pid": 4321, "result": "success", "version": "2.21.0"}"#;

/// The framework layer's answer for a CPU-only build of TensorFlow 2.21.0.
const TF_2_21_CPU_ONLY: &str = r#"{"build_info": {"is_cuda_build": false}, "framework": "tensorflow", "gpus": [], "mapped_libraries": [], "pid": 4321, "result": "success", "version": "2.21.0"}"#;

/// A healthy GPU machine whose fake /dev nodes have the same mode whatever the umask (they
/// are regular files, and the report prints their mode).
fn gpu_machine(module_version: &str) -> FakeRoot {
    let root = FakeRoot::healthy(module_version);
    for node in ["nvidia0", "nvidiactl", "nvidia-uvm", "nvidia-uvm-tools"] {
        root.chmod(&format!("dev/{node}"), 0o644).unwrap();
    }
    root
}

/// TensorFlow 2.21.0's wheel layout (cuDNN 9) whose import child answers `answer`.
fn tf_site(answer: &str) -> Site {
    Site::with_framework_answer(Framework::TensorFlow, 92800, "9.3.0.75", Some(answer))
}

/// `gpudoc check` on a GPU machine with the stub NVML and `site`'s interpreter. The stress
/// layer's timings are not stable: it has its own tests.
fn on_gpu_machine(root: &FakeRoot, site: &Site) -> Scenario {
    Scenario::check()
        .root(root)
        .nvml(&[])
        .python(site.python())
        .skip("stress")
}

/// Snapshot the human report of `scenario`, and check that its tally line agrees with the
/// JSON report of the same machine.
fn snapshot(name: &str, scenario: &Scenario) {
    let text = human_report(scenario);
    let report = scenario.clone().env("PATH", SNAPSHOT_PATH).report();
    assert_eq!(
        Tally::from_human(text.trim_end().rsplit_once('\n').unwrap().0),
        report.tally(),
        "{text}"
    );
    insta::assert_snapshot!(name, text);
}

#[test]
fn healthy_workstation() {
    let root = gpu_machine("580.159.04");
    let site = tf_site(TF_2_21_SEES_THE_H200);
    snapshot("healthy_workstation", &on_gpu_machine(&root, &site));
}

#[test]
fn no_driver_at_all() {
    let root = FakeRoot::empty();
    snapshot("no_driver_at_all", &Scenario::check().root(&root));
}

#[test]
fn driver_not_loaded() {
    // The library is there but the kernel module is not: layers 1 and 2 tell the story.
    let root = FakeRoot::empty();
    let scenario = Scenario::check()
        .root(&root)
        .nvml(&[])
        .env("STUB_NVML_INIT", "9")
        .only("driver")
        .only("nodes");
    snapshot("driver_not_loaded", &scenario);
}

#[test]
fn container_without_gpus() {
    let root = FakeRoot::empty();
    root.write(".dockerenv", "");
    snapshot("container_without_gpus", &Scenario::check().root(&root));
}

#[test]
fn driver_library_mismatch() {
    // The kernel module is 575.57.08; the user-space library (the stub) is 580.159.04.
    let root = gpu_machine("575.57.08");
    let scenario = Scenario::check()
        .root(&root)
        .nvml(&[])
        .env("STUB_NVML_INIT", "18")
        .only("driver")
        .only("nodes");
    snapshot("driver_library_mismatch", &scenario);
}

#[test]
fn python_missing() {
    // A healthy GPU machine with the CUDA libraries in a --lib-dir but no interpreter on PATH.
    let root = gpu_machine("580.159.04");
    stub_family_in(&root.path().join("opt/cuda/lib"), 92800);
    let scenario = Scenario::check()
        .root(&root)
        .nvml(&[])
        .lib_dir(root.path().join("opt/cuda/lib"))
        .skip("stress");
    snapshot("python_missing", &scenario);
}

#[test]
fn driver_library_mismatch_whole_report() {
    // The mismatch on a machine with TensorFlow, whose cuInit then fails: every later layer
    // meets the same cause, and the report names it once.
    let root = gpu_machine("575.57.08");
    let scenario = Scenario::check()
        .root(&root)
        .nvml(&[])
        .env("STUB_NVML_INIT", "18")
        .stand_in_packages("tf-gpu")
        .env("FAKE_TF_GPUS", "0")
        .env(
            "FAKE_TF_LOG",
            "E external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:152] failed call to cuInit: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH: system has unsupported display driver / cuda driver combination",
        )
        .skip("stress");
    snapshot("driver_library_mismatch_whole_report", &scenario);
}

#[test]
fn cpu_only_tensorflow() {
    // A CPU-only TensorFlow 2.21.0 on a GPU machine: the framework layer says so and names
    // the CUDA build; the devices layer, which needs a working framework, does not run.
    let root = gpu_machine("580.159.04");
    let site = tf_site(TF_2_21_CPU_ONLY);
    snapshot("cpu_only_tensorflow", &on_gpu_machine(&root, &site));
}

#[test]
fn container_without_gpus_verbose() {
    // -v unfolds: each dependent check in full with its cause, each search list once.
    let root = FakeRoot::empty();
    root.write(".dockerenv", "");
    snapshot(
        "container_without_gpus_verbose",
        &Scenario::check().root(&root).arg("-v"),
    );
}

#[test]
fn container_without_gpus_quiet() {
    let root = FakeRoot::empty();
    root.write(".dockerenv", "");
    snapshot(
        "container_without_gpus_quiet",
        &Scenario::check().root(&root).arg("--quiet"),
    );
}

#[test]
fn container_without_gpus_markdown() {
    let root = FakeRoot::empty();
    root.write(".dockerenv", "");
    let scenario = Scenario::check().root(&root).args(["--format", "markdown"]);
    // The matrix's hash changes with every matrix edit; the snapshot is about the layout.
    let text = regex::Regex::new("sha256:[0-9a-f]+")
        .unwrap()
        .replace_all(&human_report(&scenario), "sha256:[MATRIX]")
        .into_owned();
    insta::assert_snapshot!("container_without_gpus_markdown", text);
}
