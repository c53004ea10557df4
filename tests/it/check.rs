//! Scenario tests for `gpudoc check`: the report contract (JSON decoded into the typed
//! structs of support::report with `deny_unknown_fields`, so any drift in the wire format
//! fails), exit codes, and one story per driver and node finding, driven by a stub
//! libnvidia-ml and fake roots.

use crate::support::{FakeRoot, Reason, Scenario, Status, Verdict, running_as_root, stubs};

/// `gpudoc check` on `root` with the stub NVML.
fn with_nvml(root: &FakeRoot) -> Scenario {
    Scenario::check().root(root).nvml(&[])
}

#[test]
fn healthy_machine_reports_driver_gpu_and_nodes() {
    let root = FakeRoot::healthy("580.159.04");
    // The fake root has no CUDA libraries and no Python: the libraries and python_framework
    // modules cover those layers.
    let r = with_nvml(&root).skip("libraries").skip("python").report();
    assert_eq!(r.schema_version, 1);
    assert_eq!(r.gpudoc_version, env!("CARGO_PKG_VERSION"));
    let ids: Vec<&str> = r.layers.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "driver",
            "nodes",
            "libraries",
            "python",
            "framework",
            "devices",
            "stress"
        ]
    );
    assert_eq!(
        r.layers.iter().map(|l| l.index).collect::<Vec<_>>(),
        [1, 2, 3, 4, 5, 6, 7]
    );
    assert_eq!(r.layer("driver").status, Status::Pass);
    assert!(
        r.layer("driver")
            .checks
            .iter()
            .all(|c| c.status == Status::Pass && c.hint.is_none())
    );
    assert_eq!(
        r.check("driver.version").summary,
        "NVIDIA driver 580.159.04 (supports CUDA <= 13.0)"
    );
    assert_eq!(
        r.check("driver.gpus").summary,
        "1 GPU: NVIDIA H200 (compute capability 9.0, 143771 MiB)"
    );
    let f = &r.facts;
    let driver = f.driver.as_ref().unwrap();
    assert_eq!(driver.version, "580.159.04");
    assert_eq!(driver.cuda_version.as_deref(), Some("13.0"));
    assert_eq!(driver.kernel_module_version.as_deref(), Some("580.159.04"));
    let gpu = &f.gpus[0];
    assert_eq!(gpu.name, "NVIDIA H200");
    assert_eq!(gpu.compute_capability.as_deref(), Some("9.0"));
    assert_eq!(gpu.memory_total_mib, Some(143771));
    assert_eq!(gpu.memory_used_mib, Some(300));
    assert!(!f.platform.wsl);
    assert_eq!(f.platform.container, None);
    assert_eq!(f.platform.kernel, "6.8.0-45-generic");
    for later in [
        "cuda_runtime",
        "cudnn",
        "cublas",
        "python",
        "tensorflow",
        "pytorch",
        "jax",
        "visible_gpus",
        "stress",
    ] {
        assert!(
            r.has_fact_slot(later),
            "facts.{later} is part of the contract"
        );
    }
    // The fake /dev nodes are regular files: warned, never failed.
    assert_eq!(r.check("nodes.kernel-module").status, Status::Pass);
    assert_eq!(r.check("nodes.gpu-nodes").status, Status::Warn);
    assert_eq!(r.verdict, Verdict::Warn);
    assert_eq!(r.exit_code, 0);
    // Layers not built yet are skips saying so, never passes.
    for id in ["libraries", "python"] {
        let l = r.layer(id);
        assert_eq!(l.status, Status::Skip);
        assert_eq!(l.checks[0].summary, "skipped by --skip");
    }
}

#[test]
fn no_driver_at_all_fails_with_the_install_fix() {
    let root = FakeRoot::empty();
    let r = Scenario::check().root(&root).report();
    assert_eq!((r.exit_code, r.verdict), (1, Verdict::Fail));
    let lib = r.check("driver.library");
    assert_eq!(lib.status, Status::Fail);
    assert!(
        lib.summary.contains("no NVIDIA driver is installed"),
        "{}",
        lib.summary
    );
    assert!(
        lib.evidence
            .iter()
            .any(|e| e.ends_with("/etc/ld.so.cache (loader cache)")),
        "{:?}",
        lib.evidence
    );
    assert!(lib.commands().iter().any(|c| c.contains("nvidia-smi")));
    assert_eq!(lib.explain.as_deref(), Some("nvidia-driver-not-installed"));
    assert!(r.facts.driver.is_none());
    assert_eq!(r.check("nodes.kernel-module").status, Status::Fail);
    assert_eq!(
        r.check("nodes.uvm").status,
        Status::Skip,
        "one root cause, one finding"
    );
    assert!(r.check("stress.skipped").summary.contains("needs driver"));
}

#[test]
fn driver_not_loaded() {
    let root = FakeRoot::empty();
    let r = with_nvml(&root)
        .env("STUB_NVML_INIT", "9")
        .only("driver")
        .report();
    assert_eq!(r.exit_code, 1);
    assert_eq!(r.layers.len(), 1, "--only reports one layer");
    let c = r.check("driver.nvml");
    assert_eq!(c.status, Status::Fail);
    assert!(c.summary.contains("driver not loaded"), "{}", c.summary);
    assert!(c.commands().contains(&"sudo modprobe nvidia".to_string()));
    assert_eq!(c.explain.as_deref(), Some("nvidia-module-not-loaded"));
}

#[test]
fn driver_library_version_mismatch_names_both_versions() {
    let root = FakeRoot::healthy("575.57.08");
    let r = with_nvml(&root)
        .env("STUB_NVML_INIT", "18")
        .only("driver")
        .report();
    assert_eq!(r.exit_code, 1);
    let c = r.check("driver.nvml");
    assert!(
        c.summary
            .starts_with("Driver/library version mismatch: kernel module 575.57.08"),
        "{}",
        c.summary
    );
    assert!(c.commands().contains(&"sudo reboot".to_string()));
    assert_eq!(c.explain.as_deref(), Some("nvml-driver-library-mismatch"));
}

#[test]
fn kernel_module_older_than_library_fails_even_when_nvml_answers() {
    let root = FakeRoot::healthy("570.86.15");
    let r = with_nvml(&root).only("driver").report();
    let c = r.check("driver.kernel-module");
    assert_eq!(c.status, Status::Fail);
    assert!(
        c.summary.contains("570.86.15") && c.summary.contains("580.159.04"),
        "{}",
        c.summary
    );
}

#[test]
fn permission_denied() {
    let root = FakeRoot::healthy("580.159.04");
    let r = with_nvml(&root)
        .env("STUB_NVML_INIT", "4")
        .only("driver")
        .report();
    assert_eq!(r.exit_code, 1);
    let c = r.check("driver.nvml");
    assert!(
        c.summary.contains("insufficient permissions"),
        "{}",
        c.summary
    );
    assert!(c.commands().iter().any(|c| c.contains("usermod")));
}

#[test]
fn uvm_node_missing_gets_modprobe_fix() {
    let root = FakeRoot::healthy("580.159.04");
    root.remove("dev/nvidia-uvm");
    let r = with_nvml(&root).only("nodes").report();
    assert_eq!(r.exit_code, 1);
    let c = r.check("nodes.uvm");
    assert_eq!(c.status, Status::Fail);
    assert_eq!(c.summary, "/dev/nvidia-uvm is missing");
    let cmds = c.commands();
    assert!(cmds.contains(&"sudo modprobe nvidia-uvm".to_string()));
    assert!(cmds.contains(&"sudo nvidia-modprobe -u -c=0".to_string()));
}

#[test]
fn wsl2_expects_dxg_not_dev_nvidia() {
    let root = FakeRoot::wsl2();
    root.write("dev/dxg", "");
    // NVML lives in /usr/lib/wsl/lib on WSL2: put the stub there instead of --lib-dir.
    root.copy_in(
        &stubs::nvml(&[]).join("libnvidia-ml.so.1"),
        "usr/lib/wsl/lib/libnvidia-ml.so.1",
    );
    root.write("usr/lib/wsl/lib/libcuda.so.1", "");
    let scenario = Scenario::check().root(&root).only("driver").only("nodes");
    let r = scenario.report();
    assert!(r.facts.platform.wsl);
    assert_eq!(r.check("nodes.wsl-dxg").status, Status::Pass);
    assert_eq!(r.check("nodes.wsl-libs").status, Status::Pass);
    assert_eq!(r.check("driver.library").status, Status::Pass);
    assert_eq!(r.check("driver.kernel-module").status, Status::Pass);
    assert!(!r.has_check("nodes.uvm"), "no /dev/nvidia* checks on WSL2");
    assert_eq!(r.exit_code, 0);

    // The same WSL2 machine without the Windows driver's libraries.
    root.remove("usr/lib/wsl");
    root.remove("dev/dxg");
    let r = scenario.report();
    assert_eq!(r.exit_code, 1);
    assert!(
        r.check("driver.library")
            .summary
            .contains("/usr/lib/wsl/lib")
    );
    assert_eq!(r.check("nodes.wsl-dxg").status, Status::Fail);
}

#[test]
fn container_without_gpus_gets_the_gpus_all_fix() {
    let root = FakeRoot::empty();
    root.write(".dockerenv", "");
    let r = Scenario::check().root(&root).report();
    assert_eq!(r.exit_code, 1);
    assert_eq!(r.facts.platform.container.as_deref(), Some("docker"));
    let c = r.check("nodes.container-gpu-access");
    assert_eq!(c.status, Status::Fail);
    assert!(c.commands()[0].starts_with("docker run --gpus all"));
    assert!(r.check("driver.library").summary.contains("container"));
}

#[test]
fn memory_held_by_another_process_warns_and_strict_exits_3() {
    let root = FakeRoot::healthy("580.159.04");
    let scenario = with_nvml(&root)
        .env("STUB_NVML_PROCS", "4242:22000")
        .only("driver");
    let r = scenario.report();
    assert_eq!((r.exit_code, r.verdict), (0, Verdict::Warn));
    let c = r.check("driver.memory-in-use");
    assert_eq!(c.status, Status::Warn);
    assert!(c.summary.contains("pid 4242 holds 22000 MiB"));
    let p = &r.facts.gpus[0].processes[0];
    assert_eq!((p.pid, p.used_mib), (4242, Some(22000)));
    assert_eq!(scenario.arg("--strict").report().exit_code, 3);
}

#[test]
fn old_driver_without_v2_v3_symbols_uses_fallbacks() {
    let root = FakeRoot::healthy("580.159.04");
    let r = Scenario::check()
        .root(&root)
        .nvml(&["LEGACY"])
        .env("STUB_NVML_PROCS", "77:512")
        .only("driver")
        .report();
    let gpu = &r.facts.gpus[0];
    assert_eq!(gpu.memory_total_mib, Some(143771));
    assert_eq!(gpu.processes[0].pid, 77);
    assert_eq!(gpu.processes[0].used_mib, Some(512));
}

#[test]
fn nvml_that_crashes_is_a_failed_check_and_the_report_goes_on() {
    let root = FakeRoot::healthy("580.159.04");
    let r = with_nvml(&root).env("STUB_NVML_CRASH", "1").report();
    assert_eq!(r.exit_code, 1);
    let c = r.check("driver.nvml");
    assert_eq!((c.status, c.reason), (Status::Fail, Some(Reason::Crash)));
    assert!(c.summary.contains("SIGSEGV"), "{}", c.summary);
    assert_eq!(r.layers.len(), 7, "every layer still reported");
    assert_eq!(r.check("nodes.kernel-module").status, Status::Pass);
}

#[test]
fn nvml_that_hangs_times_out() {
    let root = FakeRoot::healthy("580.159.04");
    let start = std::time::Instant::now();
    let r = with_nvml(&root)
        .timeout(1)
        .only("driver")
        .env("STUB_NVML_HANG", "1")
        .report();
    assert!(start.elapsed() < std::time::Duration::from_secs(20));
    assert_eq!(r.exit_code, 1);
    let c = r.check("driver.nvml");
    assert_eq!(c.reason, Some(Reason::Timeout));
}

#[test]
fn malformed_proc_version_is_a_finding_not_a_panic() {
    let root = FakeRoot::healthy("580.159.04");
    root.write_bytes("proc/driver/nvidia/version", b"\xff\xfe garbage \x00\x01\n");
    let r = with_nvml(&root).only("driver").only("nodes").report();
    assert_eq!(r.check("nodes.kernel-module").status, Status::Warn);
    assert_eq!(r.check("driver.kernel-module").status, Status::Warn);
}

#[test]
fn device_nodes_locked_to_another_user_fail_with_group_fix() {
    // Root may open anything, so as root (CI) gpudoc runs as `nobody` through setpriv
    // (Scenario::drop_root); the fake root must then be readable by that user, and only the
    // GPU node locked.
    let as_root = running_as_root();
    let root = FakeRoot::healthy("580.159.04");
    root.chmod("", 0o755).unwrap();
    for dir in ["dev", "proc", "proc/driver", "proc/driver/nvidia", "etc"] {
        let _ = root.chmod(dir, 0o755);
    }
    // Real nodes are 0666; only /dev/nvidia0 is locked to its owner (root).
    for node in ["nvidiactl", "nvidia-uvm", "nvidia-uvm-tools"] {
        root.chmod(&format!("dev/{node}"), 0o666).unwrap();
    }
    let locked = if as_root { 0o600 } else { 0o000 };
    root.chmod("dev/nvidia0", locked).unwrap();
    let out = Scenario::check()
        .default_timeout()
        .root(&root)
        .only("nodes")
        .drop_root()
        .json()
        .run();
    assert!(
        out.stdout.trim_start().starts_with('{'),
        "no JSON report; as root this test needs setpriv (util-linux):\n{out:?}"
    );
    let r = out.report();
    let c = r.check("nodes.gpu-nodes");
    assert_eq!(c.status, Status::Fail, "{c:?}");
    assert!(c.commands().iter().any(|c| c.contains("usermod")), "{c:?}");
    // The other nodes stay open to the same user.
    assert_eq!(
        r.check("nodes.nvidiactl").status,
        Status::Warn,
        "regular file, but accessible"
    );
}

#[test]
fn skip_excludes_a_layer_and_dependents_say_why() {
    let root = FakeRoot::healthy("580.159.04");
    let r = with_nvml(&root).skip("driver").report();
    assert_eq!(r.check("driver.skipped").summary, "skipped by --skip");
    assert!(r.check("stress.skipped").summary.contains("--skip driver"));
}

#[test]
fn malformed_matrix_is_exit_2_with_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.toml");
    std::fs::write(
        &bad,
        "schema = 1\n[[cuda]]\nversion = \"12.0.0\"\nbogus = true\n",
    )
    .unwrap();
    let out = Scenario::gpudoc(["check", "--json", "--matrix"])
        .arg(&bad)
        .run();
    assert_eq!(out.code, 2);
    assert!(out.stdout.is_empty(), "nothing on stdout for a usage error");
    assert!(
        out.stderr.contains(&format!("{}:4:1", bad.display())),
        "{}",
        out.stderr
    );
    assert!(out.stderr.contains("bogus"), "{}", out.stderr);
    let out = Scenario::gpudoc(["check", "--matrix", "/nonexistent/m.toml"]).run();
    assert_eq!(out.code, 2);
    assert!(
        out.stderr
            .contains("cannot read matrix file /nonexistent/m.toml"),
        "{}",
        out.stderr
    );
}

#[test]
fn bad_flags_exit_2() {
    let out = Scenario::gpudoc(["check", "--only", "gpu"]).run();
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("unknown layer `gpu`"), "{}", out.stderr);
    assert_eq!(Scenario::gpudoc(["check", "--frobnicate"]).run().code, 2);
    assert_eq!(Scenario::gpudoc(["check", "--timeout", "-3"]).run().code, 2);
    let out = Scenario::gpudoc(["check", "--root", "/nonexistent/root"]).run();
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("not a directory"), "{}", out.stderr);
}

#[test]
fn help_documents_exit_codes() {
    let out = Scenario::gpudoc(["--help"]).run();
    assert_eq!(out.code, 0);
    for line in [
        "0  nothing failed",
        "1  a check failed",
        "2  usage or input error",
        "3  warnings present and --strict given",
        "4  internal error",
    ] {
        assert!(
            out.stdout.contains(line),
            "--help lacks `{line}`:\n{}",
            out.stdout
        );
    }
}

#[test]
fn human_report_is_ascii_and_uncoloured_when_piped() {
    let root = FakeRoot::healthy("580.159.04");
    let scenario = with_nvml(&root)
        .default_timeout()
        .skip("libraries")
        .skip("python")
        .env("LANG", "en_US.UTF-8");
    let stdout = scenario.run().stdout;
    assert!(
        stdout.contains("  [PASS] NVIDIA driver 580.159.04 (supports CUDA <= 13.0)\n"),
        "{stdout}"
    );
    assert!(stdout.contains("  [SKIP] skipped by --skip\n"), "{stdout}");
    assert!(
        !stdout.contains('\u{1b}'),
        "no colour codes when not a terminal"
    );
    assert!(
        stdout
            .trim_end()
            .ends_with("0 failed, 4 warnings, 10 passed, 5 skipped"),
        "{stdout}"
    );
    let stdout = scenario.args(["--color", "always"]).run().stdout;
    assert!(stdout.contains('\u{1b}'), "--color always forces colour");
}

#[test]
fn list_checks_names_every_layer() {
    let out = Scenario::gpudoc(["list-checks"]).run();
    assert_eq!(out.code, 0);
    for id in [
        "driver.nvml",
        "nodes.uvm",
        "nodes.wsl-dxg",
        "driver.memory-in-use",
    ] {
        assert!(out.stdout.contains(id), "{id}");
    }
}

#[test]
fn the_root_cause_is_data_and_its_dependents_do_not_raise_the_exit_code() {
    // A container without GPU passthrough: the driver library's absence explains the
    // missing device nodes; the libraries nothing needs yet follow from "no framework".
    let root = FakeRoot::empty();
    root.write(".dockerenv", "");
    let r = Scenario::check().root(&root).report();
    let rc = r.root_cause.as_ref().expect("a root cause");
    assert_eq!(rc.check, "driver.library");
    assert_eq!(rc.explain.as_deref(), Some("container-no-gpu"));
    assert_eq!(rc.dependents, ["nodes.container-gpu-access"]);
    assert_eq!(
        r.check("nodes.container-gpu-access").caused_by.as_deref(),
        Some("driver.library")
    );
    assert_eq!(
        r.check("libraries.cudart").caused_by.as_deref(),
        Some("libraries.consumer")
    );
    assert_eq!(r.check("python.interpreter").caused_by, None);
    assert_eq!(r.json["root_cause"]["check"], "driver.library");

    // Only libraries nothing needs yet are missing: skipped, so --strict does not fail on
    // them, and the verdict says the same as the exit code.
    let healthy = FakeRoot::healthy("580.159.04");
    let scenario = with_nvml(&healthy).only("libraries").arg("--strict");
    let r = scenario.report();
    assert!(r.check("libraries.cudart").status == Status::Skip, "{r}");
    assert_eq!(
        (r.verdict, r.exit_code, r.root_cause.is_none()),
        (Verdict::Pass, 0, true)
    );
}

#[test]
fn a_driver_library_mismatch_links_one_coherent_explain_entry() {
    // The module is loaded, so no later check may call the driver "not installed".
    let root = FakeRoot::healthy("575.57.08");
    let r = with_nvml(&root)
        .env("STUB_NVML_INIT", "18")
        .stand_in_packages("tf-gpu")
        .env("FAKE_TF_GPUS", "0")
        .skip("stress")
        .report();
    let rc = r.root_cause.as_ref().unwrap();
    assert_eq!(
        (rc.check.as_str(), rc.explain.as_deref()),
        ("driver.nvml", Some("nvml-driver-library-mismatch"))
    );
    let devices = r.check("devices.tensorflow");
    assert_eq!(devices.caused_by.as_deref(), Some("driver.nvml"));
    let entries: Vec<&str> = r.checks().filter_map(|c| c.explain.as_deref()).collect();
    assert!(
        !entries.contains(&"nvidia-driver-not-installed"),
        "{entries:?}"
    );
}

#[test]
fn format_json_is_the_json_report_and_markdown_is_github_ready() {
    let root = FakeRoot::empty();
    let json = Scenario::check()
        .root(&root)
        .args(["--format", "json"])
        .run();
    let doc: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(doc["root_cause"]["check"], "driver.library");
    let md = Scenario::check()
        .root(&root)
        .args(["--format", "markdown"])
        .run();
    assert!(
        md.stdout.starts_with("## gpudoc check: problems found"),
        "{}",
        md.stdout
    );
    assert!(md.stdout.contains("<details open><summary>FAIL [1/7]"));
    assert_eq!(md.code, 1);
    let both = Scenario::check()
        .root(&root)
        .args(["--json", "--format", "markdown"])
        .run();
    assert_eq!(both.code, 2, "--json and --format contradict each other");
}
