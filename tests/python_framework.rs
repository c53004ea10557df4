//! Scenario tests for layers 4-6 (`python`, `framework`, `devices`). Three tiers:
//! fake interpreters (`fixtures/python/fake-python`, answers from a scenario directory) for
//! the ways an interpreter fails; the machine's real `python3` running gpudoc's real probe
//! scripts against stand-in framework packages (`fixtures/python/packages/<scenario>` on
//! PYTHONPATH) for the ways an import fails and what a build or device list means; and the
//! real `tensorflow[and-cuda]` venv from `scripts/setup-venv.sh`, which must exist (the tier
//! fails, never skips, without it).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use common::{FakeRoot, fixture, gpudoc, repo, run, stub_lib};
use serde_json::Value;

/// The real interpreter behind `python3` on PATH (resolving pyenv-style shims once).
fn real_python() -> PathBuf {
    static PY: OnceLock<PathBuf> = OnceLock::new();
    PY.get_or_init(|| {
        let out = Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .expect("python3 is needed for these tests (scripts/test.sh installs it)");
        PathBuf::from(String::from_utf8(out.stdout).unwrap().trim())
    })
    .clone()
}

/// `gpudoc check --json` on a healthy fake root with the stub NVML; returns (exit, report).
fn check(python: &Path, args: &[&str], env: &[(&str, &str)]) -> (i32, Value) {
    let root = FakeRoot::healthy("580.159.04");
    let mut cmd = gpudoc();
    cmd.args(["check", "--json", "--root"])
        .arg(root.path())
        .arg("--lib-dir")
        .arg(stub_lib("nvml.c", "libnvidia-ml.so.1", &[]))
        .arg("--python")
        .arg(python)
        .args(args);
    if !args.contains(&"--timeout") {
        cmd.args(["--timeout", "5"]);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let (code, stdout, stderr) = run(&mut cmd);
    let report: Value = serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("not one JSON report ({e}):\n{stdout}\nstderr:\n{stderr}"));
    assert_eq!(report["exit_code"], code);
    (code, report)
}

/// Real python3 with a stand-in package directory on PYTHONPATH.
fn with_package(scenario: &str, args: &[&str], env: &[(&str, &str)]) -> (i32, Value) {
    let pkgs = fixture(&format!("python/packages/{scenario}"));
    let mut env = env.to_vec();
    let pkgs = pkgs.to_str().unwrap().to_string();
    env.push(("PYTHONPATH", &pkgs));
    check(&real_python(), args, &env)
}

/// A fake interpreter answering from `fixtures/python/<scenario>`.
fn with_fake(scenario: &str, args: &[&str]) -> (i32, Value) {
    let dir = fixture(&format!("python/{scenario}"));
    check(
        &fixture("python/fake-python"),
        args,
        &[("GPUDOC_FAKE_PY", dir.to_str().unwrap())],
    )
}

fn find<'a>(r: &'a Value, id: &str) -> &'a Value {
    common::report_check(r, id)
}

fn layer<'a>(r: &'a Value, id: &str) -> &'a Value {
    r["layers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["id"] == id)
        .unwrap_or_else(|| panic!("no layer {id}"))
}

fn text(v: &Value) -> String {
    v.to_string()
}

#[test]
fn real_python3_answers_the_interpreter_probe() {
    let (_, r) = check(&real_python(), &["--only", "python"], &[]);
    assert_eq!(find(&r, "python.interpreter")["status"], "pass");
    let py = &r["facts"]["python"];
    let expected = Command::new(real_python())
        .args([
            "-c",
            "import platform, struct; print(platform.python_version(), struct.calcsize('P') * 8)",
        ])
        .output()
        .unwrap();
    let expected = String::from_utf8(expected.stdout).unwrap();
    assert_eq!(
        format!("{} {}", py["version"].as_str().unwrap(), py["pointer_bits"]),
        expected.trim()
    );
    assert_eq!(py["executable"], real_python().to_str().unwrap());
    assert!(!py["site_packages"].as_array().unwrap().is_empty());
}

#[test]
fn missing_interpreter_fails_and_skips_the_framework_layers() {
    let (code, r) = check(Path::new("/nonexistent/bin/python3"), &[], &[]);
    assert_eq!(code, 1);
    let c = find(&r, "python.interpreter");
    assert_eq!(c["status"], "fail");
    assert!(text(&c["summary"]).contains("no Python interpreter found"));
    assert_eq!(layer(&r, "framework")["status"], "skip");
    assert_eq!(layer(&r, "devices")["status"], "skip");
    assert_eq!(r["facts"]["python"], Value::Null);
}

#[test]
fn interpreter_without_execute_bit_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let py = dir.path().join("python3");
    std::fs::copy(fixture("python/fake-python"), &py).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&py, std::fs::Permissions::from_mode(0o644)).unwrap();
    let (_, r) = check(&py, &["--only", "python"], &[]);
    let c = find(&r, "python.interpreter");
    assert!(text(&c["summary"]).contains("is not executable"), "{c}");
    assert!(text(&c["hint"]).contains("chmod +x"));
}

#[test]
fn interpreter_failures_are_told_apart() {
    let cases = [
        ("crash", "SIGSEGV", "crash"),
        ("hang", "did not finish", "timeout"),
        ("exit-status", "exited with status 2", "crash"),
        ("unparsable", "printed no answer", "crash"),
    ];
    for (scenario, words, reason) in cases {
        let timeout = if scenario == "hang" { "1" } else { "5" };
        let (code, r) = with_fake(scenario, &["--only", "python", "--timeout", timeout]);
        let c = find(&r, "python.interpreter");
        assert_eq!(
            (code, c["status"].as_str()),
            (1, Some("fail")),
            "{scenario}"
        );
        assert!(text(&c["summary"]).contains(words), "{scenario}: {c}");
        assert_eq!(c["reason"], reason, "{scenario}");
    }
}

#[test]
fn sitecustomize_noise_is_ignored_and_no_framework_fails_with_install_commands() {
    let (code, r) = with_fake("no-framework", &[]);
    assert_eq!(find(&r, "python.interpreter")["status"], "pass");
    assert_eq!(r["facts"]["python"]["version"], "3.12.3");
    let c = find(&r, "framework.installed");
    assert_eq!((code, c["status"].as_str()), (1, Some("fail")));
    let cmds = text(&c["hint"]["commands"]);
    // The stub NVML reports an H200 on a CUDA 13 driver and the interpreter is 3.12: the
    // planner pins the newest GPU builds for them, installed with this interpreter's pip.
    assert!(
        cmds.contains("-m pip install") && cmds.contains("tensorflow[and-cuda]==2.21.*"),
        "{cmds}"
    );
    assert!(cmds.contains("jax[cuda13]"), "{cmds}");
}

#[test]
fn tensorflow_not_installed_fails_with_the_install_command() {
    let (_, r) = with_fake("no-framework", &["--framework", "tensorflow"]);
    let c = find(&r, "framework.tensorflow-import");
    assert_eq!(c["status"], "fail");
    let cmd = c["hint"]["commands"][0].as_str().unwrap();
    assert!(
        cmd.ends_with("python3 -m pip install \"tensorflow[and-cuda]==2.21.*\""),
        "{cmd}"
    );
    assert_eq!(layer(&r, "devices")["status"], "skip");
}

#[test]
fn import_error_is_a_failed_check_with_the_log_as_evidence() {
    let (code, r) = with_package("tf-import-error", &["--framework", "tensorflow"], &[]);
    let c = find(&r, "framework.tensorflow-import");
    assert_eq!((code, c["status"].as_str()), (1, Some("fail")));
    assert!(text(&c["summary"]).contains("libcudnn.so.8"), "{c}");
    assert!(text(&c["evidence"]).contains("log (dlopen-failed)"), "{c}");
    assert_eq!(c["reason"], Value::Null, "a raised error is no crash");
    // The rest of the report still comes out.
    assert_eq!(layer(&r, "driver")["status"], "pass");
}

#[test]
fn import_crashes_and_hangs_have_reasons() {
    for (scenario, reason, words) in [
        ("tf-sigill", "crash", "SIGILL"),
        ("tf-segv", "crash", "SIGSEGV"),
        ("tf-hang", "timeout", "hung"),
    ] {
        let timeout = if scenario == "tf-hang" { "1" } else { "5" };
        let (_, r) = with_package(
            scenario,
            &["--framework", "tensorflow", "--timeout", timeout],
            &[],
        );
        let c = find(&r, "framework.tensorflow-import");
        assert_eq!(c["status"], "fail", "{scenario}");
        assert_eq!(c["reason"], reason, "{scenario}");
        assert!(text(&c["summary"]).contains(words), "{scenario}: {c}");
        assert_eq!(layer(&r, "devices")["status"], "skip", "{scenario}");
    }
}

#[test]
fn cpu_only_tensorflow_on_a_gpu_machine_fails() {
    let (_, r) = with_package("tf-cpu-only", &["--framework", "tensorflow"], &[]);
    let c = find(&r, "framework.tensorflow-build");
    assert_eq!(c["status"], "fail");
    assert!(text(&c["summary"]).contains("CPU-only build"), "{c}");
    assert!(text(&c["hint"]).contains("tensorflow[and-cuda]"));
    assert_eq!(r["facts"]["tensorflow"]["is_cuda_build"], false);
}

#[test]
fn cpu_only_pytorch_on_a_gpu_machine_fails() {
    let (_, r) = with_package("torch-cpu", &["--framework", "pytorch"], &[]);
    assert_eq!(find(&r, "framework.pytorch-import")["status"], "pass");
    assert_eq!(find(&r, "framework.pytorch-build")["status"], "fail");
    assert_eq!(r["facts"]["pytorch"]["version"], "2.11.0+cpu");
}

#[test]
fn python_outside_the_releases_range_fails_with_the_planned_install() {
    // TensorFlow 2.0 was built for Python 3.3 to 3.7 (matrix); this machine's python3 is newer.
    let (code, r) = with_package("tf-gpu", &[], &[("FAKE_TF_VERSION", "2.0.0")]);
    let c = find(&r, "framework.tensorflow-python");
    assert_eq!((code, c["status"].as_str()), (1, Some("fail")), "{c:#}");
    assert!(
        text(&c["summary"]).contains("but TensorFlow 2.0.0 supports Python 3.3 to 3.7"),
        "{c:#}"
    );
    assert!(
        text(&c["hint"]["commands"]).contains("tensorflow[and-cuda]=="),
        "{c:#}"
    );
    assert_eq!(c["explain"], "python-version-unsupported");
    // 2.21 covers Python 3.10 to 3.13: the same interpreter passes.
    let (_, r) = with_package("tf-gpu", &[], &[("FAKE_TF_VERSION", "2.21.0")]);
    let c = find(&r, "framework.tensorflow-python");
    assert_eq!(c["status"], "pass", "{c:#}");
}

#[test]
fn gpu_tensorflow_seeing_the_gpu_passes_layers_4_to_6() {
    let (_, r) = with_package("tf-gpu", &[], &[]);
    for id in ["python", "framework", "devices"] {
        assert_eq!(layer(&r, id)["status"], "pass", "{id}: {:#}", layer(&r, id));
    }
    let tf = &r["facts"]["tensorflow"];
    assert_eq!(tf["version"], "2.15.0");
    assert_eq!(tf["cuda_version"], "12.2");
    assert_eq!(tf["compute_capabilities"][4], "compute_90");
    assert_eq!(r["facts"]["visible_gpus"], 1);
    // 9.0 is reached through compute_90 PTX.
    let cc = find(&r, "framework.tensorflow-compute-capability");
    assert!(text(&cc["summary"]).contains("PTX JIT"), "{cc}");
    assert_eq!(
        find(&r, "framework.tensorflow-cuda-driver")["status"],
        "pass"
    );
}

#[test]
fn kepler_gpu_under_a_build_without_it_fails() {
    let (_, r) = with_package(
        "tf-gpu",
        &[],
        &[("STUB_NVML_CC_MAJOR", "3"), ("STUB_NVML_CC_MINOR", "7")],
    );
    let c = find(&r, "framework.tensorflow-compute-capability");
    assert_eq!(c["status"], "fail");
    assert!(
        text(&c["summary"]).contains("compute capability 3.7"),
        "{c}"
    );
}

#[test]
fn fewer_gpus_than_nvml_warns() {
    let (_, r) = with_package("tf-gpu", &[], &[("STUB_NVML_GPUS", "2")]);
    let c = find(&r, "devices.tensorflow");
    assert_eq!(c["status"], "warn");
    assert!(text(&c["summary"]).contains("1 of the 2"), "{c}");
}

#[test]
fn cuda_visible_devices_hiding_every_gpu_is_the_reason_for_zero() {
    let (_, r) = with_package(
        "tf-gpu",
        &[],
        &[("FAKE_TF_GPUS", "0"), ("CUDA_VISIBLE_DEVICES", "")],
    );
    let c = find(&r, "devices.tensorflow");
    assert_eq!(c["status"], "fail");
    assert!(text(&c["summary"]).contains("hides every GPU"), "{c}");
    assert_eq!(find(&r, "devices.cuda-visible-devices")["status"], "warn");
    assert_eq!(r["facts"]["visible_gpus"], 0);
}

#[test]
fn zero_gpus_with_a_dlopen_failure_in_the_log_names_the_libraries() {
    let line = "W dso_loader.cc:64] Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file";
    let (_, r) = with_package(
        "tf-gpu",
        &[],
        &[("FAKE_TF_GPUS", "0"), ("FAKE_TF_LOG", line)],
    );
    let c = find(&r, "devices.tensorflow");
    assert!(
        text(&c["summary"]).contains("could not load its GPU libraries"),
        "{c}"
    );
    assert!(text(&c["evidence"]).contains("libcudnn.so.8"));
    assert_eq!(find(&r, "framework.tensorflow-log")["status"], "warn");
}

#[test]
fn memory_held_by_another_process_warns_unless_growth_is_allowed() {
    let (_, r) = with_package("tf-gpu", &[], &[("STUB_NVML_PROCS", "4242:22000")]);
    let c = find(&r, "devices.memory-held");
    assert_eq!(c["status"], "warn");
    assert!(text(&c["summary"]).contains("pid 4242"), "{c}");
    assert!(text(&c["hint"]).contains("TF_FORCE_GPU_ALLOW_GROWTH=true"));
    let (_, r) = with_package(
        "tf-gpu",
        &[],
        &[
            ("STUB_NVML_PROCS", "4242:22000"),
            ("TF_FORCE_GPU_ALLOW_GROWTH", "true"),
        ],
    );
    assert_eq!(find(&r, "devices.memory-held")["status"], "pass");
}

#[test]
fn exclusive_process_gpu_already_taken_fails() {
    // NVML compute mode 3 = exclusive process.
    let (_, r) = with_package(
        "tf-gpu",
        &[],
        &[("STUB_NVML_MODE", "3"), ("STUB_NVML_PROCS", "4242:500")],
    );
    let c = find(&r, "devices.exclusive-mode");
    assert_eq!(c["status"], "fail");
    assert!(text(&c["hint"]).contains("-c DEFAULT"));
}

/// The real-component venv's python; panics (never skips) when it is missing.
fn venv_python() -> PathBuf {
    let out = Command::new(repo().join("scripts/ci-venv-python"))
        .output()
        .expect("scripts/ci-venv-python runs");
    assert!(
        out.status.success(),
        "the real TensorFlow venv is missing: run scripts/setup-venv.sh ({})",
        String::from_utf8_lossy(&out.stderr)
    );
    PathBuf::from(String::from_utf8(out.stdout).unwrap().trim())
}

#[test]
fn real_tensorflow_reports_its_build_and_why_no_gpu_is_visible() {
    let py = venv_python();
    // Expected values from the installed files, read without importing TensorFlow.
    let expected = Command::new(&py)
        .args([
            "-c",
            "import json, runpy, os, importlib.metadata as m, importlib.util as u; \
             d = os.path.dirname(u.find_spec('tensorflow').origin); \
             b = runpy.run_path(os.path.join(d, 'python/platform/build_info.py'))['build_info']; \
             print(json.dumps({'version': m.version('tensorflow'), 'cuda': b['cuda_version'], \
             'cudnn': b['cudnn_version'], 'ccs': b['cuda_compute_capabilities']}))",
        ])
        .output()
        .unwrap();
    let expected: Value = serde_json::from_slice(&expected.stdout).unwrap_or_else(|e| {
        panic!(
            "reading the venv's metadata: {e}: {}",
            String::from_utf8_lossy(&expected.stderr)
        )
    });
    // This CPU machine: no driver at all.
    let root = FakeRoot::empty();
    let mut cmd = gpudoc();
    cmd.args(["check", "--json", "--framework", "tensorflow", "--root"])
        .arg(root.path())
        .arg("--python")
        .arg(&py);
    let (code, stdout, stderr) = run(&mut cmd);
    let r: Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stderr}"));
    assert_eq!(code, 1, "no driver: the report fails");
    let tf = &r["facts"]["tensorflow"];
    assert_eq!(tf["version"], expected["version"]);
    assert!(tf["version"].as_str().unwrap().starts_with("2.21."), "{tf}");
    assert_eq!(tf["is_cuda_build"], true);
    assert_eq!(tf["cuda_version"], expected["cuda"]);
    assert_eq!(tf["cudnn_version"], expected["cudnn"]);
    assert_eq!(tf["compute_capabilities"], expected["ccs"]);
    assert_eq!(find(&r, "framework.tensorflow-import")["status"], "pass");
    assert_eq!(find(&r, "framework.tensorflow-build")["status"], "pass");
    assert_eq!(r["facts"]["visible_gpus"], 0);
    let dev = find(&r, "devices.tensorflow");
    assert_eq!(dev["status"], "fail");
    let summary = text(&dev["summary"]);
    assert!(
        summary.contains("no working NVIDIA driver") && summary.contains("cuInit failed"),
        "{dev}"
    );
    assert!(text(&dev["evidence"]).contains("failed call to cuInit"));
    // The CPU-instructions notice is labelled harmless, not a problem.
    let log = text(&find(&r, "framework.tensorflow-log")["evidence"]);
    assert!(log.contains("harmless (cpu-instructions)"), "{log}");
}
