//! `gpudoc fleet` and `gpudoc diff` on generated fleets (support::fleet_gen), the report
//! additions they read (`host`, `fingerprint`, `check --out`), and hostlist compression
//! against Slurm's own `scontrol` when it is installed.

use std::path::Path;

use serde_json::{Value, json};

use crate::support::fleet_gen::{self, Rng};
use crate::support::{FakeRoot, Scenario};

fn fleet(args: &[&str]) -> Scenario {
    Scenario::gpudoc(["fleet"]).args(args).env("NO_COLOR", "1")
}

/// `gpudoc fleet --json` on a generated fleet, as a JSON value.
fn fold(g: &fleet_gen::Generated, extra: &[&str]) -> (i32, Value) {
    let dir = g.dir.to_str().unwrap();
    let mut args = vec![dir, "--expect", &g.expect, "--max-age", "1d", "--json"];
    args.extend(extra);
    let out = fleet(&args).run();
    let v: Value = serde_json::from_str(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}\n{}", out.stdout, out.stderr));
    (out.code, v)
}

/// The answer's fields the ground truth names (file names of unreadable inputs only).
fn comparable(v: &Value, expected: &Value) -> Value {
    let mut out = serde_json::Map::new();
    for (k, _) in expected.as_object().unwrap() {
        let mut x = v[k].clone();
        if k == "unreadable" {
            let mut names: Vec<String> = x
                .as_array()
                .unwrap()
                .iter()
                .map(|u| {
                    Path::new(u["file"].as_str().unwrap())
                        .file_name()
                        .unwrap()
                        .to_string_lossy()
                        .into_owned()
                })
                .collect();
            names.sort();
            x = json!(names);
        }
        out.insert(k.clone(), x);
    }
    Value::Object(out)
}

#[test]
fn generated_fleets_match_their_ground_truth() {
    for (seed, n) in [(1, 300), (7, 128)] {
        let g = fleet_gen::generate(seed, n);
        let (code, v) = fold(&g, &[]);
        assert_eq!(v["kind"], "fleet");
        let got = comparable(&v, &g.expected);
        assert_eq!(
            got,
            g.expected,
            "seed {seed}: got\n{}\nwant\n{}",
            serde_json::to_string_pretty(&got).unwrap(),
            serde_json::to_string_pretty(&g.expected).unwrap()
        );
        assert_eq!(code, 1);
        // expected.json lies beside the reports.
        assert!(g.dir.parent().unwrap().join("expected.json").is_file());
    }
}

#[test]
fn input_order_and_copies_change_nothing() {
    let g = fleet_gen::generate(3, 120);
    let (_, by_dir) = fold(&g, &[]);
    // The same files named one by one, shuffled.
    let mut files: Vec<String> = std::fs::read_dir(&g.dir)
        .unwrap()
        .flatten()
        .map(|e| e.path().display().to_string())
        .collect();
    files.sort();
    Rng::new(99).shuffle(&mut files);
    let mut args: Vec<&str> = files.iter().map(String::as_str).collect();
    args.extend(["--expect", &g.expect, "--max-age", "1d", "--json"]);
    let shuffled: Value = fleet(&args).run().json();
    assert_eq!(shuffled, by_dir);
    // One more exact copy of a report changes nothing.
    std::fs::copy(g.dir.join("gpu0010.json"), g.dir.join("again-gpu0010.json")).unwrap();
    let (_, again) = fold(&g, &[]);
    assert_eq!(again, by_dir);
}

#[test]
fn ndjson_on_stdin_folds_like_files() {
    stdin_folds_like_files(false);
}

/// `srun gpudoc check --json | gpudoc fleet -`: pretty documents one after another.
#[test]
fn concatenated_pretty_reports_on_stdin_fold_like_files() {
    stdin_folds_like_files(true);
}

fn stdin_folds_like_files(pretty: bool) {
    let g = fleet_gen::generate(5, 100);
    let mut lines = String::new();
    let mut names: Vec<_> = std::fs::read_dir(&g.dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    names.sort();
    for p in names {
        let text = std::fs::read_to_string(&p).unwrap();
        if let Ok(v) = serde_json::from_str::<Value>(&text) {
            if pretty {
                lines.push_str(&serde_json::to_string_pretty(&v).unwrap());
            } else {
                lines.push_str(&v.to_string());
            }
            lines.push('\n');
        }
    }
    let out = fleet(&["-", "--expect", &g.expect, "--max-age", "1d", "--json"])
        .stdin(lines)
        .run();
    let v: Value = out.json();
    let (_, files) = fold(&g, &[]);
    for k in [
        "missing",
        "stale",
        "duplicates",
        "verdicts",
        "failing",
        "cohorts",
        "meta_drift",
    ] {
        assert_eq!(v[k], files[k], "{k}");
    }
}

#[test]
fn hostlist_and_human_output() {
    let g = fleet_gen::generate(1, 300);
    let dir = g.dir.to_str().unwrap();
    let out = fleet(&[
        dir,
        "--expect",
        &g.expect,
        "--max-age",
        "1d",
        "--failing",
        "--hostlist",
    ])
    .run();
    assert_eq!(
        out.stdout.trim(),
        g.expected["failing_hostlist"].as_str().unwrap()
    );
    assert_eq!(out.code, 1);
    let out = fleet(&[dir, "--expect", &g.expect, "--max-age", "1d"]).run();
    let text = &out.stdout;
    assert!(
        text.starts_with("gpudoc fleet: 302 expected, 301 reported, 1 missing: "),
        "{text}"
    );
    let first_finding = text.lines().nth(2).unwrap();
    assert!(
        first_finding.starts_with("DIFFERENT gpudoc.version:"),
        "{text}"
    );
    assert!(
        text.contains("SYSTEMIC framework.import fails on 75 of 75 nodes"),
        "{text}"
    );
    assert!(text.contains("split: 3.11.9 on 38 ["), "{text}");
    assert!(
        text.contains("no majority: 550.90.07 on 1 [l40s02]"),
        "{text}"
    );
    assert!(
        text.contains("(older)") && text.contains("UNREADABLE "),
        "{text}"
    );
    assert!(text.contains("\nexclude list: gpu["), "{text}");
}

#[test]
fn baseline_and_expect_value_replace_the_majority() {
    let g = fleet_gen::generate(2, 100);
    let (_, v) = fold(
        &g,
        &[
            "--expect-value",
            "driver.version=999.1",
            "--by",
            "gpu.model",
        ],
    );
    let h200 = &v["cohorts"][1];
    let d = h200["drift"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["key"] == "driver.version")
        .unwrap();
    assert_eq!(d["kind"], "desired");
    assert_eq!(d["reference"]["value"], "999.1");
    assert!(
        d["others"]
            .as_array()
            .unwrap()
            .iter()
            .all(|o| o["relation"] == "older")
    );
    // A baseline from the majority's own report: only the outliers drift.
    let base = g.dir.join("gpu0001.json");
    let (_, b) = fold(&g, &["--baseline", base.to_str().unwrap()]);
    assert!(
        b["cohorts"][1]["drift"]
            .as_array()
            .unwrap()
            .iter()
            .all(|d| d["kind"] == "desired")
    );
}

#[test]
fn exit_codes_clean_drift_and_usage() {
    let tmp = tempfile::tempdir().unwrap();
    let base = fleet_gen::base_report();
    for i in 1..=3 {
        let mut r = base.clone();
        r["host"]["node_name"] = json!(format!("n{i}"));
        std::fs::write(tmp.path().join(format!("n{i}.json")), r.to_string()).unwrap();
    }
    let dir = tmp.path().to_str().unwrap();
    let out = fleet(&[dir, "--expect", "n[1-3]"]).run();
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert!(out.stdout.contains("no drift"), "{}", out.stdout);
    assert_eq!(fleet(&[dir, "--expect", "n[1-4]"]).run().code, 1);
    let mut r = base.clone();
    r["host"]["node_name"] = json!("n4");
    r["fingerprint"]["kernel.release"] = json!("9.9.9-other");
    std::fs::write(tmp.path().join("n4.json"), r.to_string()).unwrap();
    assert_eq!(fleet(&[dir]).run().code, 3);
    assert_eq!(fleet(&["/nonexistent-dir"]).run().code, 2);
    assert_eq!(fleet(&[dir, "--expect", "n[1-"]).run().code, 2);
    assert_eq!(fleet(&[dir, "--max-age", "soon"]).run().code, 2);
}

#[test]
fn check_writes_host_fingerprint_and_out_file() {
    let root = FakeRoot::healthy("580.159.04");
    root.write("proc/sys/kernel/random/boot_id", "1234-abcd\n");
    let tmp = tempfile::tempdir().unwrap();
    let out_file = tmp.path().join("node.json");
    let s = Scenario::check()
        .root(&root)
        .nvml(&[])
        .skip("libraries")
        .skip("python")
        .envs(&[("SLURMD_NODENAME", "gpu017"), ("SLURM_JOB_ID", "4242")])
        .args(["--label", "partition=h200", "--label", "rack=r1"])
        .arg("--out")
        .arg(&out_file);
    let r = s.report();
    let host = r.host.as_ref().unwrap();
    assert_eq!(host.node_name, "gpu017");
    assert_eq!(host.boot_id.as_deref(), Some("1234-abcd"));
    assert_eq!(host.context.scheduler, "slurm");
    assert_eq!(host.context.slurm_job_id.as_deref(), Some("4242"));
    assert_eq!(host.labels["partition"], "h200");
    assert!(host.started_at.ends_with('Z') && host.started_at.len() == 20);
    assert!(r.matrix_version.as_deref().unwrap().starts_with("sha256:"));
    assert_eq!(
        r.fingerprint["driver.version"].as_deref(),
        Some("580.159.04")
    );
    assert_eq!(r.fingerprint["gpu.model"].as_deref(), Some("NVIDIA H200"));
    assert_eq!(r.fingerprint["gpu.count"].as_deref(), Some("1"));
    // No volatile value is a key's value.
    let uuid = &r.facts.gpus[0].uuid;
    assert!(r.fingerprint.values().flatten().all(|v| v != uuid));
    // --out holds the same report, written whole (no temporary file left).
    let written: Value =
        serde_json::from_str(&std::fs::read_to_string(&out_file).unwrap()).unwrap();
    crate::support::schema::assert_report_conforms(&written);
    assert_eq!(written["fingerprint_hash"], json!(r.fingerprint_hash));
    let left: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().flatten().collect();
    assert_eq!(left.len(), 1);
    // The fingerprint hash does not depend on the run.
    assert_eq!(s.report().fingerprint_hash, r.fingerprint_hash);
}

#[test]
fn diff_compares_two_reports_key_by_key() {
    let tmp = tempfile::tempdir().unwrap();
    let base = fleet_gen::base_report();
    let a = tmp.path().join("a.json");
    let b = tmp.path().join("b.json");
    std::fs::write(&a, base.to_string()).unwrap();
    let mut r = base.clone();
    r["fingerprint"]["driver.version"] = json!("550.90.07");
    r["fingerprint"]["framework.visible_gpus"] = json!(null);
    r["failed_checks"] = json!(["devices.count"]);
    std::fs::write(&b, r.to_string()).unwrap();
    let same = Scenario::gpudoc(["diff"]).arg(&a).arg(&a).run();
    assert_eq!(same.code, 0, "{}", same.stdout);
    assert!(same.stdout.contains("same stack"));
    let out = Scenario::gpudoc(["diff", "--json"]).arg(&a).arg(&b).run();
    assert_eq!(out.code, 1);
    let v: Value = out.json();
    assert_eq!(v["kind"], "diff");
    let rows = v["rows"].as_array().unwrap();
    let driver = rows.iter().find(|r| r["key"] == "driver.version").unwrap();
    assert_eq!(driver["relation"], "older");
    assert_eq!(v["only_in_b"], json!(["devices.count"]));
    let human = Scenario::gpudoc(["diff"]).arg(&a).arg(&b).run().stdout;
    assert!(
        human.contains("driver.version") && human.contains("550.90.07 (older)"),
        "{human}"
    );
    assert!(
        human.contains("failing only in B: devices.count"),
        "{human}"
    );
}

/// Names from a seeded mix of shapes: padded and unpadded numbers, several prefixes,
/// suffixes after the number.
fn hostlist_inputs() -> Vec<Vec<String>> {
    let mut rng = Rng::new(11);
    let mut out = Vec::new();
    for _ in 0..40 {
        let mut names = Vec::new();
        for _ in 0..(rng.next() % 30 + 1) {
            let n = rng.next() % 120;
            let name = match rng.next() % 6 {
                0 => format!("gpu{n:03}"),
                1 => format!("gpu{n}"),
                2 => format!("node{n:02}"),
                3 => format!("r{}n{}", n % 3, n % 7),
                4 => format!("gpu{n:02}-ib"),
                _ => format!("login{}", n % 2),
            };
            names.push(name);
        }
        out.push(names);
    }
    out
}

#[test]
fn hostlists_agree_with_scontrol() {
    let Ok(scontrol) = which_scontrol() else {
        eprintln!("scontrol not installed: the unit tests' hand-checked cases stand in");
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let conf = tmp.path().join("slurm.conf");
    std::fs::write(
        &conf,
        "ClusterName=t\nSlurmctldHost=localhost\nNodeName=localhost CPUs=1\nPartitionName=p Nodes=localhost\n",
    )
    .unwrap();
    for names in hostlist_inputs() {
        let mut uniq = names.clone();
        uniq.sort();
        uniq.dedup();
        let want = std::process::Command::new(&scontrol)
            .args(["show", "hostlistsorted", &uniq.join(",")])
            .env("SLURM_CONF", &conf)
            .output()
            .unwrap();
        let want = String::from_utf8_lossy(&want.stdout).trim().to_string();
        // gpudoc compresses through the fleet's own output: one node per report.
        let dir = tempfile::tempdir().unwrap();
        for n in &uniq {
            let mut r = fleet_gen::base_report().clone();
            r["host"]["node_name"] = json!(n);
            r["verdict"] = json!("fail");
            std::fs::write(dir.path().join(format!("{n}.json")), r.to_string()).unwrap();
        }
        let got = fleet(&[dir.path().to_str().unwrap(), "--failing", "--hostlist"]).run();
        assert_eq!(got.stdout.trim(), want, "{uniq:?}");
    }
}

fn which_scontrol() -> Result<std::path::PathBuf, ()> {
    ["/usr/bin/scontrol", "/usr/local/bin/scontrol"]
        .iter()
        .map(std::path::PathBuf::from)
        .find(|p| p.is_file())
        .ok_or(())
}

/// Not a test: `bench/fleet.sh` calls it to write a corpus of GPUDOC_FLEET_N reports into
/// GPUDOC_FLEET_DIR.
#[test]
#[ignore]
fn write_bench_corpus() {
    let dir = std::env::var("GPUDOC_FLEET_DIR").expect("GPUDOC_FLEET_DIR");
    let n: usize = std::env::var("GPUDOC_FLEET_N").map_or(10_000, |v| v.parse().unwrap());
    let g = fleet_gen::generate_in(42, n, Some(Path::new(&dir)));
    println!("expect {}", g.expect);
}

#[test]
fn a_cohort_label_no_report_carries_is_a_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    for n in ["gpu001", "gpu002"] {
        let mut r = fleet_gen::base_report().clone();
        r["host"]["node_name"] = json!(n);
        r["host"]["labels"] = json!({"partition": "h200"});
        std::fs::write(dir.path().join(format!("{n}.json")), r.to_string()).unwrap();
    }
    let d = dir.path().to_str().unwrap();
    let out = fleet(&[d, "--by", "label.partiton"]).run();
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(
        out.stderr.contains("labels seen: partition"),
        "{}",
        out.stderr
    );
    assert_eq!(fleet(&[d, "--by", "label.partition"]).run().code, 0);
}
