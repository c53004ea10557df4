//! Scenario tests for `gpudoc check`: the report contract (JSON decoded into structs defined
//! here with `deny_unknown_fields`, so any drift in the wire format fails), exit codes, and
//! one story per driver and node finding, driven by a stub libnvidia-ml and fake roots.

mod common;

use common::{FakeRoot, gpudoc, run, stub_lib};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Report {
    schema_version: u32,
    gpudoc_version: String,
    verdict: String,
    exit_code: i32,
    layers: Vec<Layer>,
    facts: serde_json::Value,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Layer {
    index: u8,
    id: String,
    title: String,
    status: String,
    duration_ms: u64,
    checks: Vec<Check>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Check {
    id: String,
    status: String,
    summary: String,
    evidence: Vec<String>,
    hint: Option<Hint>,
    reason: Option<String>,
    explain: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Hint {
    text: String,
    commands: Vec<String>,
}

impl Report {
    fn check(&self, id: &str) -> &Check {
        self.layers
            .iter()
            .flat_map(|l| &l.checks)
            .find(|c| c.id == id)
            .unwrap_or_else(|| panic!("no check {id} in {self:#?}"))
    }
    fn layer(&self, id: &str) -> &Layer {
        self.layers
            .iter()
            .find(|l| l.id == id)
            .unwrap_or_else(|| panic!("no layer {id}"))
    }
}

/// Run `gpudoc check --json` on a root with the stub NVML (or none), extra env and args.
fn check_json(
    root: &FakeRoot,
    nvml: Option<&[&str]>,
    env: &[(&str, &str)],
    args: &[&str],
) -> (i32, Report, String) {
    let mut cmd = gpudoc();
    cmd.args(["check", "--json", "--timeout", "5", "--root"])
        .arg(root.path());
    if let Some(defines) = nvml {
        cmd.arg("--lib-dir")
            .arg(stub_lib("nvml.c", "libnvidia-ml.so.1", defines));
    }
    cmd.args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let (code, stdout, stderr) = run(&mut cmd);
    let report: Report = serde_json::from_str(&stdout).unwrap_or_else(|e| {
        panic!("stdout is not one JSON report ({e}):\n{stdout}\nstderr:\n{stderr}")
    });
    assert_eq!(
        report.exit_code, code,
        "exit_code field equals the process exit code"
    );
    for layer in &report.layers {
        assert!(!layer.title.is_empty() && layer.duration_ms < 60_000);
        for c in &layer.checks {
            assert!(c.id.starts_with(&format!("{}.", layer.id)), "{}", c.id);
            if c.status == "fail" {
                let hint = c
                    .hint
                    .as_ref()
                    .unwrap_or_else(|| panic!("fail without a fix: {c:?}"));
                assert!(!hint.text.is_empty(), "{c:?}");
            }
        }
    }
    (code, report, stderr)
}

#[test]
fn healthy_machine_reports_driver_gpu_and_nodes() {
    let root = FakeRoot::healthy("580.159.04");
    // The fake root has no CUDA libraries and no Python: tests/libraries.rs and
    // tests/python_framework.rs cover those layers.
    let (code, r, _) = check_json(
        &root,
        Some(&[]),
        &[],
        &["--skip", "libraries", "--skip", "python"],
    );
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
    assert_eq!(r.layer("driver").status, "pass");
    assert!(
        r.layer("driver")
            .checks
            .iter()
            .all(|c| c.status == "pass" && c.hint.is_none())
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
    assert_eq!(f["driver"]["version"], "580.159.04");
    assert_eq!(f["driver"]["cuda_version"], "13.0");
    assert_eq!(f["driver"]["kernel_module_version"], "580.159.04");
    assert_eq!(f["gpus"][0]["name"], "NVIDIA H200");
    assert_eq!(f["gpus"][0]["compute_capability"], "9.0");
    assert_eq!(f["gpus"][0]["memory_total_mib"], 143771);
    assert_eq!(f["gpus"][0]["memory_used_mib"], 300);
    assert_eq!(f["platform"]["wsl"], false);
    assert_eq!(f["platform"]["container"], serde_json::Value::Null);
    assert_eq!(f["platform"]["kernel"], "6.8.0-45-generic");
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
            f.get(later).is_some(),
            "facts.{later} is part of the contract"
        );
    }
    // The fake /dev nodes are regular files: warned, never failed.
    assert_eq!(r.check("nodes.kernel-module").status, "pass");
    assert_eq!(r.check("nodes.gpu-nodes").status, "warn");
    assert_eq!(r.verdict, "warn");
    assert_eq!(code, 0);
    // Layers not built yet are skips saying so, never passes.
    for id in ["libraries", "python"] {
        let l = r.layer(id);
        assert_eq!(l.status, "skip");
        assert_eq!(l.checks[0].summary, "skipped by --skip");
    }
}

#[test]
fn no_driver_at_all_fails_with_the_install_fix() {
    let root = FakeRoot::empty();
    let (code, r, _) = check_json(&root, None, &[], &[]);
    assert_eq!((code, r.verdict.as_str()), (1, "fail"));
    let lib = r.check("driver.library");
    assert_eq!(lib.status, "fail");
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
    assert!(
        lib.hint
            .as_ref()
            .unwrap()
            .commands
            .iter()
            .any(|c| c.contains("nvidia-smi"))
    );
    assert_eq!(lib.explain.as_deref(), Some("nvidia-driver-not-installed"));
    assert!(r.facts["driver"].is_null());
    assert_eq!(r.check("nodes.kernel-module").status, "fail");
    assert_eq!(
        r.check("nodes.uvm").status,
        "skip",
        "one root cause, one finding"
    );
    assert!(r.check("stress.skipped").summary.contains("needs driver"));
}

#[test]
fn driver_not_loaded() {
    let root = FakeRoot::empty();
    let (code, r, _) = check_json(
        &root,
        Some(&[]),
        &[("STUB_NVML_INIT", "9")],
        &["--only", "driver"],
    );
    assert_eq!(code, 1);
    assert_eq!(r.layers.len(), 1, "--only reports one layer");
    let c = r.check("driver.nvml");
    assert_eq!(c.status, "fail");
    assert!(c.summary.contains("driver not loaded"), "{}", c.summary);
    assert!(
        c.hint
            .as_ref()
            .unwrap()
            .commands
            .contains(&"sudo modprobe nvidia".to_string())
    );
    assert_eq!(c.explain.as_deref(), Some("nvidia-module-not-loaded"));
}

#[test]
fn driver_library_version_mismatch_names_both_versions() {
    let root = FakeRoot::healthy("575.57.08");
    let (code, r, _) = check_json(
        &root,
        Some(&[]),
        &[("STUB_NVML_INIT", "18")],
        &["--only", "driver"],
    );
    assert_eq!(code, 1);
    let c = r.check("driver.nvml");
    assert!(
        c.summary
            .starts_with("Driver/library version mismatch: kernel module 575.57.08"),
        "{}",
        c.summary
    );
    assert!(
        c.hint
            .as_ref()
            .unwrap()
            .commands
            .contains(&"sudo reboot".to_string())
    );
    assert_eq!(c.explain.as_deref(), Some("nvml-driver-library-mismatch"));
}

#[test]
fn kernel_module_older_than_library_fails_even_when_nvml_answers() {
    let root = FakeRoot::healthy("570.86.15");
    let (_, r, _) = check_json(&root, Some(&[]), &[], &["--only", "driver"]);
    let c = r.check("driver.kernel-module");
    assert_eq!(c.status, "fail");
    assert!(
        c.summary.contains("570.86.15") && c.summary.contains("580.159.04"),
        "{}",
        c.summary
    );
}

#[test]
fn permission_denied() {
    let root = FakeRoot::healthy("580.159.04");
    let (code, r, _) = check_json(
        &root,
        Some(&[]),
        &[("STUB_NVML_INIT", "4")],
        &["--only", "driver"],
    );
    assert_eq!(code, 1);
    let c = r.check("driver.nvml");
    assert!(
        c.summary.contains("insufficient permissions"),
        "{}",
        c.summary
    );
    assert!(
        c.hint
            .as_ref()
            .unwrap()
            .commands
            .iter()
            .any(|c| c.contains("usermod"))
    );
}

#[test]
fn uvm_node_missing_gets_modprobe_fix() {
    let root = FakeRoot::healthy("580.159.04");
    root.remove("dev/nvidia-uvm");
    let (code, r, _) = check_json(&root, Some(&[]), &[], &["--only", "nodes"]);
    assert_eq!(code, 1);
    let c = r.check("nodes.uvm");
    assert_eq!(c.status, "fail");
    assert_eq!(c.summary, "/dev/nvidia-uvm is missing");
    let cmds = &c.hint.as_ref().unwrap().commands;
    assert!(cmds.contains(&"sudo modprobe nvidia-uvm".to_string()));
    assert!(cmds.contains(&"sudo nvidia-modprobe -u -c=0".to_string()));
}

#[test]
fn wsl2_expects_dxg_not_dev_nvidia() {
    let root = FakeRoot::empty();
    root.write(
        "proc/version",
        "Linux version 5.15.153.1-microsoft-standard-WSL2 (root@941d701f84f1)\n",
    );
    root.write(
        "proc/sys/kernel/osrelease",
        "5.15.153.1-microsoft-standard-WSL2\n",
    );
    root.write("dev/dxg", "");
    // NVML lives in /usr/lib/wsl/lib on WSL2: put the stub there instead of --lib-dir.
    let stub = stub_lib("nvml.c", "libnvidia-ml.so.1", &[]).join("libnvidia-ml.so.1");
    std::fs::create_dir_all(root.path().join("usr/lib/wsl/lib")).unwrap();
    std::fs::copy(&stub, root.path().join("usr/lib/wsl/lib/libnvidia-ml.so.1")).unwrap();
    root.write("usr/lib/wsl/lib/libcuda.so.1", "");
    let (code, r, _) = check_json(&root, None, &[], &["--only", "driver", "--only", "nodes"]);
    assert_eq!(r.facts["platform"]["wsl"], true);
    assert_eq!(r.check("nodes.wsl-dxg").status, "pass");
    assert_eq!(r.check("nodes.wsl-libs").status, "pass");
    assert_eq!(r.check("driver.library").status, "pass");
    assert_eq!(r.check("driver.kernel-module").status, "pass");
    assert!(
        r.layers
            .iter()
            .flat_map(|l| &l.checks)
            .all(|c| c.id != "nodes.uvm"),
        "no /dev/nvidia* checks on WSL2"
    );
    assert_eq!(code, 0);

    // The same WSL2 machine without the Windows driver's libraries.
    root.remove("usr/lib/wsl");
    root.remove("dev/dxg");
    let (code, r, _) = check_json(&root, None, &[], &["--only", "driver", "--only", "nodes"]);
    assert_eq!(code, 1);
    assert!(
        r.check("driver.library")
            .summary
            .contains("/usr/lib/wsl/lib")
    );
    assert_eq!(r.check("nodes.wsl-dxg").status, "fail");
}

#[test]
fn container_without_gpus_gets_the_gpus_all_fix() {
    let root = FakeRoot::empty();
    root.write(".dockerenv", "");
    let (code, r, _) = check_json(&root, None, &[], &[]);
    assert_eq!(code, 1);
    assert_eq!(r.facts["platform"]["container"], "docker");
    let c = r.check("nodes.container-gpu-access");
    assert_eq!(c.status, "fail");
    assert!(c.hint.as_ref().unwrap().commands[0].starts_with("docker run --gpus all"));
    assert!(r.check("driver.library").summary.contains("container"));
}

#[test]
fn memory_held_by_another_process_warns_and_strict_exits_3() {
    let root = FakeRoot::healthy("580.159.04");
    let env = [("STUB_NVML_PROCS", "4242:22000")];
    let (code, r, _) = check_json(&root, Some(&[]), &env, &["--only", "driver"]);
    assert_eq!((code, r.verdict.as_str()), (0, "warn"));
    let c = r.check("driver.memory-in-use");
    assert_eq!(c.status, "warn");
    assert!(c.summary.contains("pid 4242 holds 22000 MiB"));
    assert_eq!(r.facts["gpus"][0]["processes"][0]["pid"], 4242);
    assert_eq!(r.facts["gpus"][0]["processes"][0]["used_mib"], 22000);
    let (code, _, _) = check_json(&root, Some(&[]), &env, &["--only", "driver", "--strict"]);
    assert_eq!(code, 3);
}

#[test]
fn old_driver_without_v2_v3_symbols_uses_fallbacks() {
    let root = FakeRoot::healthy("580.159.04");
    let env = [("STUB_NVML_PROCS", "77:512")];
    let (_, r, _) = check_json(&root, Some(&["LEGACY"]), &env, &["--only", "driver"]);
    assert_eq!(r.facts["gpus"][0]["memory_total_mib"], 143771);
    assert_eq!(r.facts["gpus"][0]["processes"][0]["pid"], 77);
    assert_eq!(r.facts["gpus"][0]["processes"][0]["used_mib"], 512);
}

#[test]
fn nvml_that_crashes_is_a_failed_check_and_the_report_goes_on() {
    let root = FakeRoot::healthy("580.159.04");
    let (code, r, _) = check_json(&root, Some(&[]), &[("STUB_NVML_CRASH", "1")], &[]);
    assert_eq!(code, 1);
    let c = r.check("driver.nvml");
    assert_eq!(
        (c.status.as_str(), c.reason.as_deref()),
        ("fail", Some("crash"))
    );
    assert!(c.summary.contains("SIGSEGV"), "{}", c.summary);
    assert_eq!(r.layers.len(), 7, "every layer still reported");
    assert_eq!(r.check("nodes.kernel-module").status, "pass");
}

#[test]
fn nvml_that_hangs_times_out() {
    let root = FakeRoot::healthy("580.159.04");
    let start = std::time::Instant::now();
    let mut cmd = gpudoc();
    cmd.args([
        "check",
        "--json",
        "--timeout",
        "1",
        "--only",
        "driver",
        "--root",
    ])
    .arg(root.path())
    .arg("--lib-dir")
    .arg(stub_lib("nvml.c", "libnvidia-ml.so.1", &[]))
    .env("STUB_NVML_HANG", "1");
    let (code, stdout, _) = run(&mut cmd);
    assert!(start.elapsed() < std::time::Duration::from_secs(20));
    let r: Report = serde_json::from_str(&stdout).unwrap();
    assert_eq!(code, 1);
    let c = r.check("driver.nvml");
    assert_eq!(c.reason.as_deref(), Some("timeout"));
}

#[test]
fn malformed_proc_version_is_a_finding_not_a_panic() {
    let root = FakeRoot::healthy("580.159.04");
    std::fs::write(
        root.path().join("proc/driver/nvidia/version"),
        b"\xff\xfe garbage \x00\x01\n",
    )
    .unwrap();
    let (_, r, _) = check_json(
        &root,
        Some(&[]),
        &[],
        &["--only", "driver", "--only", "nodes"],
    );
    assert_eq!(r.check("nodes.kernel-module").status, "warn");
    assert_eq!(r.check("driver.kernel-module").status, "warn");
}

#[test]
fn device_nodes_locked_to_another_user_fail_with_group_fix() {
    // Root may open anything, so as root (CI) gpudoc runs as `nobody` through setpriv; the
    // fake root must then be readable by that user, and only the GPU node locked.
    use std::os::unix::fs::PermissionsExt;
    let as_root = unsafe { libc_geteuid() } == 0;
    let root = FakeRoot::healthy("580.159.04");
    std::fs::set_permissions(root.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    for dir in ["dev", "proc", "proc/driver", "proc/driver/nvidia", "etc"] {
        let _ = std::fs::set_permissions(
            root.path().join(dir),
            std::fs::Permissions::from_mode(0o755),
        );
    }
    // Real nodes are 0666; only /dev/nvidia0 is locked to its owner (root).
    for node in ["nvidiactl", "nvidia-uvm", "nvidia-uvm-tools"] {
        std::fs::set_permissions(
            root.path().join("dev").join(node),
            std::fs::Permissions::from_mode(0o666),
        )
        .unwrap();
    }
    let locked = if as_root { 0o600 } else { 0o000 };
    std::fs::set_permissions(
        root.path().join("dev/nvidia0"),
        std::fs::Permissions::from_mode(locked),
    )
    .unwrap();
    let mut cmd = if as_root {
        let mut c = std::process::Command::new("setpriv");
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(env!("CARGO_BIN_EXE_gpudoc"))
            .env_clear()
            .env("PATH", "/usr/bin:/bin");
        c
    } else {
        gpudoc()
    };
    cmd.args(["check", "--json", "--only", "nodes", "--root"])
        .arg(root.path());
    let (_, stdout, stderr) = run(&mut cmd);
    let r: Report = serde_json::from_str(&stdout).unwrap_or_else(|e| {
        panic!("no JSON report ({e}); as root this test needs setpriv (util-linux):\n{stdout}\n{stderr}")
    });
    let c = r.check("nodes.gpu-nodes");
    assert_eq!(c.status, "fail", "{c:?}");
    assert!(
        c.hint
            .as_ref()
            .unwrap()
            .commands
            .iter()
            .any(|c| c.contains("usermod")),
        "{c:?}"
    );
    // The other nodes stay open to the same user.
    assert_eq!(
        r.check("nodes.nvidiactl").status,
        "warn",
        "regular file, but accessible"
    );
}

unsafe extern "C" {
    #[link_name = "geteuid"]
    fn libc_geteuid() -> u32;
}

#[test]
fn skip_excludes_a_layer_and_dependents_say_why() {
    let root = FakeRoot::healthy("580.159.04");
    let (_, r, _) = check_json(&root, Some(&[]), &[], &["--skip", "driver"]);
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
    let (code, stdout, stderr) = run(gpudoc().args(["check", "--json", "--matrix"]).arg(&bad));
    assert_eq!(code, 2);
    assert!(stdout.is_empty(), "nothing on stdout for a usage error");
    assert!(
        stderr.contains(&format!("{}:4:1", bad.display())),
        "{stderr}"
    );
    assert!(stderr.contains("bogus"), "{stderr}");
    let (code, _, stderr) = run(gpudoc().args(["check", "--matrix", "/nonexistent/m.toml"]));
    assert_eq!(code, 2);
    assert!(
        stderr.contains("cannot read matrix file /nonexistent/m.toml"),
        "{stderr}"
    );
}

#[test]
fn bad_flags_exit_2() {
    let (code, _, stderr) = run(gpudoc().args(["check", "--only", "gpu"]));
    assert_eq!(code, 2);
    assert!(stderr.contains("unknown layer `gpu`"), "{stderr}");
    let (code, _, _) = run(gpudoc().args(["check", "--frobnicate"]));
    assert_eq!(code, 2);
    let (code, _, _) = run(gpudoc().args(["check", "--timeout", "-3"]));
    assert_eq!(code, 2);
    let (code, _, stderr) = run(gpudoc().args(["check", "--root", "/nonexistent/root"]));
    assert_eq!(code, 2);
    assert!(stderr.contains("not a directory"), "{stderr}");
}

#[test]
fn help_documents_exit_codes() {
    let (code, stdout, _) = run(gpudoc().arg("--help"));
    assert_eq!(code, 0);
    for line in [
        "0  nothing failed",
        "1  a check failed",
        "2  usage or input error",
        "3  warnings present and --strict given",
        "4  internal error",
    ] {
        assert!(stdout.contains(line), "--help lacks `{line}`:\n{stdout}");
    }
}

#[test]
fn human_report_is_ascii_and_uncoloured_when_piped() {
    let root = FakeRoot::healthy("580.159.04");
    let mut cmd = gpudoc();
    cmd.args(["check", "--skip", "libraries", "--root"])
        .arg(root.path())
        .arg("--lib-dir")
        .arg(stub_lib("nvml.c", "libnvidia-ml.so.1", &[]))
        .args(["--skip", "python"]);
    cmd.env("LANG", "en_US.UTF-8");
    let (_, stdout, _) = run(&mut cmd);
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
            .ends_with("0 failed, 4 warnings, 9 passed, 5 skipped"),
        "{stdout}"
    );
    cmd.arg("--color").arg("always");
    let (_, stdout, _) = run(&mut cmd);
    assert!(stdout.contains('\u{1b}'), "--color always forces colour");
}

#[test]
fn list_checks_names_every_layer() {
    let (code, stdout, _) = run(gpudoc().arg("list-checks"));
    assert_eq!(code, 0);
    for id in [
        "driver.nvml",
        "nodes.uvm",
        "nodes.wsl-dxg",
        "driver.memory-in-use",
    ] {
        assert!(stdout.contains(id), "{id}");
    }
}
