//! Scenario tests for layers 4-6 (`python`, `framework`, `devices`). Three tiers:
//! fake interpreters (`fixtures/python/fake-python`, answers from a scenario directory) for
//! the ways an interpreter fails; the machine's real `python3` running gpudoc's real probe
//! scripts against stand-in framework packages (`fixtures/python/packages/<scenario>` on
//! PYTHONPATH) for the ways an import fails and what a build or device list means; and the
//! real `tensorflow[and-cuda]` venv from `scripts/setup-venv.sh`, which must exist (the tier
//! fails, never skips, without it).

use std::path::Path;
use std::process::Command;

use crate::support::python::{fake_python, real_python, venv_python};
use crate::support::{FakeRoot, Reason, Scenario, Status};

/// `gpudoc check --timeout 5` on a healthy fake root with the stub NVML.
fn healthy() -> Scenario {
    Scenario::check()
        .root(&FakeRoot::healthy("580.159.04"))
        .nvml(&[])
}

/// The real python3 with the stand-in packages `fixtures/python/packages/<scenario>`.
fn with_package(scenario: &str) -> Scenario {
    healthy().stand_in_packages(scenario)
}

/// The fake interpreter answering from `fixtures/python/<scenario>`.
fn with_fake(scenario: &str) -> Scenario {
    healthy().fake_python(scenario)
}

#[test]
fn real_python3_answers_the_interpreter_probe() {
    let r = healthy().python(real_python()).only("python").report();
    assert_eq!(r.check("python.interpreter").status, Status::Pass);
    let py = r.facts.python.as_ref().unwrap();
    let expected = Command::new(real_python())
        .args([
            "-c",
            "import platform, struct; print(platform.python_version(), struct.calcsize('P') * 8)",
        ])
        .output()
        .unwrap();
    let expected = String::from_utf8(expected.stdout).unwrap();
    assert_eq!(
        format!("{} {}", py.version, py.pointer_bits),
        expected.trim()
    );
    assert_eq!(py.executable, real_python().to_str().unwrap());
    assert!(!py.site_packages.is_empty());
}

#[test]
fn missing_interpreter_fails_and_skips_the_framework_layers() {
    let r = healthy().python("/nonexistent/bin/python3").report();
    assert_eq!(r.exit_code, 1);
    let c = r.check("python.interpreter");
    assert_eq!(c.status, Status::Fail);
    assert!(c.summary.contains("no Python interpreter found"));
    assert_eq!(r.layer("framework").status, Status::Skip);
    assert_eq!(r.layer("devices").status, Status::Skip);
    assert!(r.facts.python.is_none());
}

#[test]
fn interpreter_without_execute_bit_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let py = dir.path().join("python3");
    std::fs::copy(fake_python(), &py).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&py, std::fs::Permissions::from_mode(0o644)).unwrap();
    let r = healthy().python(&py).only("python").report();
    let c = r.check("python.interpreter");
    assert!(c.summary.contains("is not executable"), "{c:#?}");
    assert!(c.hint_text().contains("chmod +x"));
}

#[test]
fn interpreter_failures_are_told_apart() {
    let cases = [
        ("crash", "SIGSEGV", Reason::Crash),
        ("hang", "did not finish", Reason::Timeout),
        ("exit-status", "exited with status 2", Reason::Crash),
        ("unparsable", "printed no answer", Reason::Crash),
    ];
    for (scenario, words, reason) in cases {
        let timeout = if scenario == "hang" { 1 } else { 5 };
        let r = with_fake(scenario).only("python").timeout(timeout).report();
        let c = r.check("python.interpreter");
        assert_eq!((r.exit_code, c.status), (1, Status::Fail), "{scenario}");
        assert!(c.summary.contains(words), "{scenario}: {c:#?}");
        assert_eq!(c.reason, Some(reason), "{scenario}");
    }
}

#[test]
fn sitecustomize_noise_is_ignored_and_no_framework_fails_with_install_commands() {
    let r = with_fake("no-framework").report();
    assert_eq!(r.check("python.interpreter").status, Status::Pass);
    assert_eq!(r.facts.python.as_ref().unwrap().version, "3.12.3");
    let c = r.check("framework.installed");
    assert_eq!((r.exit_code, c.status), (1, Status::Fail));
    let cmds = c.commands().join("\n");
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
    let r = with_fake("no-framework")
        .args(["--framework", "tensorflow"])
        .report();
    let c = r.check("framework.tensorflow-import");
    assert_eq!(c.status, Status::Fail);
    let cmd = &c.commands()[0];
    // With the interpreter gpudoc inspected (the --python given), not whichever is first.
    let fake = crate::support::python::fake_python();
    assert_eq!(
        cmd,
        &format!(
            "{} -m pip install \"tensorflow[and-cuda]==2.21.*\"",
            fake.display()
        )
    );
    assert_eq!(r.layer("devices").status, Status::Skip);
}

#[test]
fn import_error_is_a_failed_check_with_the_log_as_evidence() {
    let r = with_package("tf-import-error")
        .args(["--framework", "tensorflow"])
        .report();
    let c = r.check("framework.tensorflow-import");
    assert_eq!((r.exit_code, c.status), (1, Status::Fail));
    assert!(c.summary.contains("libcudnn.so.8"), "{c:#?}");
    assert!(c.evidence_text().contains("log (dlopen-failed)"), "{c:#?}");
    assert_eq!(c.reason, None, "a raised error is no crash");
    // The rest of the report still comes out.
    assert_eq!(r.layer("driver").status, Status::Pass);
}

#[test]
fn import_crashes_and_hangs_have_reasons() {
    for (scenario, reason, words) in [
        ("tf-sigill", Reason::Crash, "SIGILL"),
        ("tf-segv", Reason::Crash, "SIGSEGV"),
        ("tf-hang", Reason::Timeout, "hung"),
    ] {
        // A hung import is stopped after 8 s whatever --timeout says; 2 s still gives the
        // interpreter probe time to answer on a loaded machine.
        let timeout = if scenario == "tf-hang" { 2 } else { 5 };
        let r = with_package(scenario)
            .args(["--framework", "tensorflow"])
            .timeout(timeout)
            .report();
        let c = r.check("framework.tensorflow-import");
        assert_eq!(c.status, Status::Fail, "{scenario}");
        assert_eq!(c.reason, Some(reason), "{scenario}");
        assert!(c.summary.contains(words), "{scenario}: {c:#?}");
        assert_eq!(r.layer("devices").status, Status::Skip, "{scenario}");
    }
}

#[test]
fn cpu_only_tensorflow_on_a_gpu_machine_fails() {
    let r = with_package("tf-cpu-only")
        .args(["--framework", "tensorflow"])
        .report();
    let c = r.check("framework.tensorflow-build");
    assert_eq!(c.status, Status::Fail);
    assert!(c.summary.contains("CPU-only build"), "{c:#?}");
    assert!(c.hint_text().contains("tensorflow[and-cuda]"));
    assert!(!r.facts.tensorflow.as_ref().unwrap().is_cuda_build);
}

#[test]
fn cpu_only_pytorch_on_a_gpu_machine_fails() {
    let r = with_package("torch-cpu")
        .args(["--framework", "pytorch"])
        .report();
    assert_eq!(r.check("framework.pytorch-import").status, Status::Pass);
    assert_eq!(r.check("framework.pytorch-build").status, Status::Fail);
    assert_eq!(r.facts.pytorch.as_ref().unwrap().version, "2.11.0+cpu");
}

#[test]
fn python_outside_the_releases_range_fails_with_the_planned_install() {
    // TensorFlow 2.0 was built for Python 3.3 to 3.7 (matrix); this machine's python3 is newer.
    let r = with_package("tf-gpu")
        .env("FAKE_TF_VERSION", "2.0.0")
        .report();
    let c = r.check("framework.tensorflow-python");
    assert_eq!((r.exit_code, c.status), (1, Status::Fail), "{c:#?}");
    assert!(
        c.summary
            .contains("but TensorFlow 2.0.0 supports Python 3.3 to 3.7"),
        "{c:#?}"
    );
    assert!(
        c.commands().join("\n").contains("tensorflow[and-cuda]=="),
        "{c:#?}"
    );
    assert_eq!(c.explain.as_deref(), Some("python-version-unsupported"));
    // 2.21 covers Python 3.10 to 3.13: the same interpreter passes.
    let r = with_package("tf-gpu")
        .env("FAKE_TF_VERSION", "2.21.0")
        .report();
    let c = r.check("framework.tensorflow-python");
    assert_eq!(c.status, Status::Pass, "{c:#?}");
}

#[test]
fn gpu_tensorflow_seeing_the_gpu_passes_layers_4_to_6() {
    let r = with_package("tf-gpu").report();
    for id in ["python", "framework", "devices"] {
        assert_eq!(r.layer(id).status, Status::Pass, "{id}: {:#?}", r.layer(id));
    }
    let tf = r.facts.tensorflow.as_ref().unwrap();
    assert_eq!(tf.version, "2.15.0");
    assert_eq!(tf.cuda_version.as_deref(), Some("12.2"));
    assert_eq!(tf.compute_capabilities[4], "compute_90");
    assert_eq!(r.facts.visible_gpus, Some(1));
    // 9.0 is reached through compute_90 PTX.
    let cc = r.check("framework.tensorflow-compute-capability");
    assert!(cc.summary.contains("PTX JIT"), "{cc:#?}");
    assert_eq!(
        r.check("framework.tensorflow-cuda-driver").status,
        Status::Pass
    );
}

#[test]
fn kepler_gpu_under_a_build_without_it_fails() {
    let r = with_package("tf-gpu")
        .envs(&[("STUB_NVML_CC_MAJOR", "3"), ("STUB_NVML_CC_MINOR", "7")])
        .report();
    let c = r.check("framework.tensorflow-compute-capability");
    assert_eq!(c.status, Status::Fail);
    assert!(c.summary.contains("compute capability 3.7"), "{c:#?}");
}

#[test]
fn fewer_gpus_than_nvml_warns() {
    let r = with_package("tf-gpu").env("STUB_NVML_GPUS", "2").report();
    let c = r.check("devices.tensorflow");
    assert_eq!(c.status, Status::Warn);
    assert!(c.summary.contains("1 of the 2"), "{c:#?}");
}

#[test]
fn cuda_visible_devices_hiding_every_gpu_is_the_reason_for_zero() {
    let r = with_package("tf-gpu")
        .envs(&[("FAKE_TF_GPUS", "0"), ("CUDA_VISIBLE_DEVICES", "")])
        .report();
    let c = r.check("devices.tensorflow");
    assert_eq!(c.status, Status::Fail);
    assert!(c.summary.contains("hides every GPU"), "{c:#?}");
    // The variable is the root cause; the framework's zero follows from it.
    assert_eq!(r.check("devices.cuda-visible-devices").status, Status::Fail);
    assert_eq!(c.caused_by.as_deref(), Some("devices.cuda-visible-devices"));
    assert_eq!(
        r.json["root_cause"]["check"],
        "devices.cuda-visible-devices"
    );
    assert_eq!(r.facts.visible_gpus, Some(0));
}

#[test]
fn zero_gpus_with_a_dlopen_failure_in_the_log_names_the_libraries() {
    let line = "W dso_loader.cc:64] Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file";
    let r = with_package("tf-gpu")
        .envs(&[("FAKE_TF_GPUS", "0"), ("FAKE_TF_LOG", line)])
        .report();
    let c = r.check("devices.tensorflow");
    assert!(
        c.summary.contains("could not load its GPU libraries"),
        "{c:#?}"
    );
    assert!(c.evidence_text().contains("libcudnn.so.8"));
    assert_eq!(r.check("framework.tensorflow-log").status, Status::Warn);
}

#[test]
fn memory_held_by_another_process_warns_unless_growth_is_allowed() {
    let held = with_package("tf-gpu").env("STUB_NVML_PROCS", "4242:22000");
    let r = held.report();
    let c = r.check("devices.memory-held");
    assert_eq!(c.status, Status::Warn);
    assert!(c.summary.contains("pid 4242"), "{c:#?}");
    assert!(c.hint_text().contains("TF_FORCE_GPU_ALLOW_GROWTH=true"));
    let r = held.env("TF_FORCE_GPU_ALLOW_GROWTH", "true").report();
    assert_eq!(r.check("devices.memory-held").status, Status::Pass);
}

#[test]
fn exclusive_process_gpu_already_taken_fails() {
    // NVML compute mode 3 = exclusive process.
    let r = with_package("tf-gpu")
        .envs(&[("STUB_NVML_MODE", "3"), ("STUB_NVML_PROCS", "4242:500")])
        .report();
    let c = r.check("devices.exclusive-mode");
    assert_eq!(c.status, Status::Fail);
    assert!(c.hint_text().contains("-c DEFAULT"));
}

/// TensorFlow 2.21 has only PTX (made by CUDA 12.5) for most kernels on compute capability
/// 9.0: minor version compatibility lets an R535 driver run its CUDA 12.5 runtime, but the
/// JIT needs the CUDA 12.5 driver. check and plan name the same floor.
#[test]
fn real_tensorflow_on_a_ptx_only_gpu_needs_the_driver_of_the_ptx_toolkit() {
    let py = venv_python();
    let r = Scenario::check()
        .default_timeout()
        .root(&FakeRoot::healthy("535.104.05"))
        .nvml(&[])
        .envs(&[
            ("STUB_NVML_DRIVER", "535.104.05"),
            ("STUB_NVML_CUDA", "12020"),
        ])
        .python(Path::new(&py))
        .args(["--framework", "tensorflow", "--only", "framework"])
        .report();
    let c = r.check("framework.tensorflow-cuda-driver");
    assert_eq!(c.status, Status::Fail, "{c:#?}");
    assert!(
        c.summary
            .contains("only through PTX JIT of code made by CUDA 12.5"),
        "{c:#?}"
    );
    assert!(c.summary.contains("needs driver >= 555.42.02"), "{c:#?}");
    let plan: serde_json::Value = Scenario::gpudoc([
        "plan",
        "--driver",
        "535.104.05",
        "--gpu",
        "9.0",
        "--python",
        "3.11",
        "--json",
    ])
    .run()
    .json();
    let why: String = plan["tensorflow"]["why_not"].to_string();
    assert!(why.contains("555.42.02"), "{why}");
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
    #[derive(serde::Deserialize)]
    struct Expected {
        version: String,
        cuda: String,
        cudnn: String,
        ccs: Vec<String>,
    }
    let expected: Expected = serde_json::from_slice(&expected.stdout).unwrap_or_else(|e| {
        panic!(
            "reading the venv's metadata: {e}: {}",
            String::from_utf8_lossy(&expected.stderr)
        )
    });
    // This CPU machine: no driver at all.
    let r = Scenario::check()
        .default_timeout()
        .root(&FakeRoot::empty())
        .python(Path::new(&py))
        .args(["--framework", "tensorflow"])
        .report();
    assert_eq!(r.exit_code, 1, "no driver: the report fails");
    let tf = r.facts.tensorflow.as_ref().unwrap_or_else(|| panic!("{r}"));
    assert_eq!(tf.version, expected.version);
    assert!(tf.version.starts_with("2.21."), "{tf:#?}");
    assert!(tf.is_cuda_build);
    assert_eq!(tf.cuda_version.as_ref(), Some(&expected.cuda));
    assert_eq!(tf.cudnn_version.as_ref(), Some(&expected.cudnn));
    assert_eq!(tf.compute_capabilities, expected.ccs);
    assert_eq!(r.check("framework.tensorflow-import").status, Status::Pass);
    assert_eq!(r.check("framework.tensorflow-build").status, Status::Pass);
    assert_eq!(r.facts.visible_gpus, Some(0));
    let dev = r.check("devices.tensorflow");
    assert_eq!(dev.status, Status::Fail);
    assert!(
        dev.summary.contains("no working NVIDIA driver") && dev.summary.contains("cuInit failed"),
        "{dev:#?}"
    );
    assert!(dev.evidence_text().contains("failed call to cuInit"));
    // The CPU-instructions notice is labelled harmless, not a problem.
    let log = r.check("framework.tensorflow-log").evidence_text();
    assert!(log.contains("harmless (cpu-instructions)"), "{log}");
}
