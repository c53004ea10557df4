//! `--redact` on `check` (JSON, text and the --out file) and `stress`, and redacted reports
//! in `gpudoc fleet`: a fake machine whose every identifying value (node name, kernel
//! hostname, boot id, home directory, GPU UUID, PCI bus id, a secret variable) reaches the
//! report, and none of which may be printed.

use serde_json::Value;

use crate::support::python::{Framework, Site};
use crate::support::{FakeRoot, Scenario};

const NODE: &str = "gpu-redact-node7";
const BOOT_ID: &str = "9d1c7e0a-4b2f-4c3d-8e9f-0a1b2c3d4e5f";
const UUID: &str = "GPU-00000000-0000-0000-0000-000000000000";
const BUS_ID: &str = "0000:06:00.0";
const SECRET: &str = "hf_RedactMeAbcdefghijklmnop0123456";

/// The kernel's hostname (gpudoc reads the running machine's, not the fake root's).
fn kernel_hostname() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .unwrap_or_default()
        .trim()
        .to_string()
}

/// Whether `name` stands in `text` as a whole name (not inside a longer word).
fn has_word(text: &str, name: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(name).any(|(i, _)| {
        !text[..i].chars().next_back().is_some_and(word)
            && !text[i + name.len()..].chars().next().is_some_and(word)
    })
}

/// A machine whose framework import fails with a traceback that quotes every identifying
/// value, so they reach the evidence as well as the facts.
struct Machine {
    root: FakeRoot,
    home: tempfile::TempDir,
    _site: Site,
    scenario: Scenario,
}

fn machine() -> Machine {
    let root = FakeRoot::healthy("580.159.04");
    root.write("proc/sys/kernel/random/boot_id", &format!("{BOOT_ID}\n"));
    let home = tempfile::tempdir().unwrap();
    let home_path = home.path().display().to_string();
    let host = kernel_hostname();
    let answer = format!(
        r#"{{"result": "error", "kind": "import_error", "message": "OSError: 401 for token {SECRET}", "traceback": ["File {home_path}/.cache/hook.py, line 3", "{UUID} at {BUS_ID} on {NODE} ({host}) boot {BOOT_ID}"]}}"#
    );
    let site = Site::with_framework_answer(Framework::TensorFlow, 92800, "9.3.0.75", Some(&answer));
    let scenario = Scenario::check()
        .root(&root)
        .nvml(&[])
        .python(site.python())
        .skip("stress")
        .envs(&[
            ("SLURMD_NODENAME", NODE),
            ("HF_TOKEN", SECRET),
            ("CUDA_VISIBLE_DEVICES", UUID),
            ("NO_COLOR", "1"),
        ])
        .env("HOME", home.path());
    Machine {
        root,
        home,
        _site: site,
        scenario,
    }
}

/// The raw values that must not survive, and whether each is a whole-name check.
fn raw_values(m: &Machine) -> Vec<(String, bool)> {
    let mut raw = vec![
        (NODE.to_string(), false),
        (BOOT_ID.to_string(), false),
        (UUID.to_string(), false),
        ("00000000-0000-0000-0000-000000000000".to_string(), false),
        (BUS_ID.to_string(), false),
        ("06:00.0".to_string(), false),
        (SECRET.to_string(), false),
        (m.home.path().display().to_string(), false),
    ];
    let host = kernel_hostname();
    if host.len() >= 3 {
        raw.push((host, true));
    }
    raw
}

fn assert_clean(what: &str, text: &str, raw: &[(String, bool)]) {
    for (value, whole) in raw {
        let found = if *whole {
            has_word(text, value)
        } else {
            text.contains(value.as_str())
        };
        assert!(!found, "{what} still holds {value:?}:\n{text}");
    }
}

#[test]
fn check_redact_leaves_no_identifying_value_in_json_text_or_out_file() {
    let m = machine();
    let raw = raw_values(&m);
    // Without --redact every value is there: the scenario really carries them.
    let plain = m.scenario.clone().json().run();
    for (value, _) in &raw[..8] {
        assert!(
            plain.stdout.contains(value.as_str()),
            "{value} not in\n{}",
            plain.stdout
        );
    }

    let tmp = tempfile::tempdir().unwrap();
    let out_file = tmp.path().join("node.json");
    let redacted = m
        .scenario
        .clone()
        .arg("--redact")
        .arg("--out")
        .arg(&out_file);
    let json = redacted.clone().json().run();
    assert_clean("check --redact --json", &json.stdout, &raw);
    let written = std::fs::read_to_string(&out_file).unwrap();
    assert_clean("check --redact --out", &written, &raw);
    let text = redacted.clone().arg("-v").run();
    assert_clean("check --redact -v", &text.stdout, &raw);
    assert_eq!(text.code, json.code);

    let r = redacted.report();
    assert!(r.redacted);
    let host = r.host.as_ref().unwrap();
    assert!(
        host.node_name.starts_with("node-") && host.node_name.len() == 17,
        "{host:?}"
    );
    assert!(host.boot_id.as_deref().unwrap().starts_with("boot-"));
    assert_eq!(r.facts.gpus[0].uuid, "<gpu-uuid-1>");
    // Placeholders keep the evidence readable: the same GPU, home and secret throughout.
    let evidence = r.json.to_string();
    for placeholder in [
        "<gpu-uuid-1> at <pci-bus-id-1> on node-",
        "~/.cache/hook.py",
        "<secret:HF_TOKEN>",
    ] {
        assert!(
            evidence.contains(placeholder),
            "{placeholder} not in {evidence}"
        );
    }
    assert!(
        text.stdout
            .contains(&format!("this node is {}", host.node_name)),
        "{}",
        text.stdout
    );
    // Nothing personal was in this machine's fingerprint: redaction leaves it as it was,
    // so redacted and plain reports of one stack fold together.
    let plain: Value = serde_json::from_str(&plain.stdout).unwrap();
    assert_eq!(
        plain["fingerprint_hash"],
        Value::from(r.fingerprint_hash.clone())
    );
    assert!(plain.get("redacted").is_none());
    drop(m.root);
}

#[test]
fn stress_redact_hides_bus_ids_and_home_paths() {
    let libs = crate::support::stubs::stub_root();
    let doc_out = Scenario::stress()
        .env("HOME", &libs)
        .arg("--redact")
        .json()
        .run();
    let raw = [
        ("00000000:06:00.0".to_string(), false),
        (libs.display().to_string(), false),
    ];
    assert_clean("stress --redact --json", &doc_out.stdout, &raw);
    let doc: crate::support::answers::StressDoc = doc_out.json();
    assert!(doc.redacted);
    let gpu = &doc.stress().gpus[0];
    assert_eq!(gpu.pci_bus_id.as_deref(), Some("<pci-bus-id-1>"));
    assert!(
        doc.stress().cudart.starts_with("~/"),
        "{:?}",
        doc.stress().cudart
    );
    let text = Scenario::stress()
        .env("HOME", &libs)
        .env("NO_COLOR", "1")
        .env("STUB_CUBLAS_CORRUPT", "bf16")
        .arg("--redact")
        .run();
    assert_clean("stress --redact", &text.stdout, &raw);
    assert!(text.stdout.contains("<pci-bus-id-1>"), "{}", text.stdout);
}

/// `check --redact --out DIR/<file>` for one node.
fn redacted_report(dir: &std::path::Path, file: &str, node: &str, boot: &str, key: &str) -> Value {
    let root = FakeRoot::healthy("580.159.04");
    root.write("proc/sys/kernel/random/boot_id", boot);
    let out = dir.join(file);
    let run = Scenario::check()
        .root(&root)
        .nvml(&[])
        .skip("libraries")
        .skip("python")
        .env("SLURMD_NODENAME", node)
        .env("GPUDOC_REDACT_KEY", key)
        .arg("--redact")
        .arg("--out")
        .arg(&out)
        .json()
        .run();
    assert!(!run.stdout.contains(node), "{}", run.stdout);
    serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap()
}

#[test]
fn redacted_reports_fold_by_node_and_diff() {
    let tmp = tempfile::tempdir().unwrap();
    let key = "site-key-for-tests";
    // gpu001 reported twice (rebooted in between), gpu002 once.
    let a1 = redacted_report(tmp.path(), "a1.json", "gpu001", "boot-a", key);
    let a2 = redacted_report(tmp.path(), "a2.json", "gpu001", "boot-b", key);
    let b = redacted_report(tmp.path(), "b.json", "gpu002", "boot-a", key);
    let node = |v: &Value| v["host"]["node_name"].as_str().unwrap().to_string();
    assert_eq!(node(&a1), node(&a2));
    assert_ne!(node(&a1), node(&b));
    assert_ne!(a1["host"]["boot_id"], a2["host"]["boot_id"]);
    assert_eq!(a1["fingerprint_hash"], b["fingerprint_hash"]);

    let fleet = |args: &[&str], key: &str| -> Value {
        let out = Scenario::gpudoc(["fleet"])
            .arg(tmp.path())
            .args(args)
            .env("GPUDOC_REDACT_KEY", key)
            .arg("--json")
            .run();
        serde_json::from_str(&out.stdout).unwrap_or_else(|e| panic!("{e}: {}", out.stderr))
    };
    let v = fleet(&[], key);
    assert_eq!(v["reported"], 2, "{v:#}");
    assert_eq!(v["duplicates"][0]["node"], Value::from(node(&a1)), "{v:#}");
    assert_eq!(v["duplicates"][0]["reports"], 2);
    // A copied file is the same run, not another report.
    std::fs::copy(tmp.path().join("b.json"), tmp.path().join("b-copy.json")).unwrap();
    let v = fleet(&[], key);
    assert_eq!(v["reported"], 2);
    assert_eq!(v["duplicates"].as_array().unwrap().len(), 1, "{v:#}");

    // With the hostlist and the site key, ids are named after the expected nodes.
    let v = fleet(&["--expect", "gpu[001-003]"], key);
    assert_eq!(v["missing"], serde_json::json!(["gpu003"]), "{v:#}");
    assert_eq!(v["unexpected"], serde_json::json!([]));
    assert_eq!(v["duplicates"][0]["node"], "gpu001");
    // Under another key no id is an expected name's.
    let v = fleet(&["--expect", "gpu[001-003]"], "another-key");
    assert_eq!(v["missing"].as_array().unwrap().len(), 3, "{v:#}");
    assert_eq!(v["unexpected"].as_array().unwrap().len(), 2);

    // diff compares two redacted reports key by key.
    let out = Scenario::gpudoc(["diff"])
        .arg(tmp.path().join("a1.json"))
        .arg(tmp.path().join("b.json"))
        .run();
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert!(out.stdout.contains("same stack"), "{}", out.stdout);
}
