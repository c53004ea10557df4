//! A seeded generator of synthetic fleets for `gpudoc fleet`: N node reports made from one
//! real `gpudoc check --json` report (run on a fake root with the stub NVML), with a
//! catalogue of perturbations, and the ground truth they imply written beside them as
//! `expected.json`. Every perturbation picks its nodes from one seeded shuffle, so the sets
//! are disjoint and the truth is known by construction, not by running the fold.
//!
//! Catalogue: a second cohort (the last quarter on A100s, split 50/50 on Python and all
//! failing one check: systemic), a two-node cohort (L40S, no majority), an older driver on
//! 1 in 64, a system cuDNN 8.9.7 shadowing the wheel's on 3 in 1000, 7 GPUs instead of 8 on
//! 1 in 997, failing nodes under two first checks, missing, stale and duplicated nodes, an
//! exact copy of one report, a truncated file, a schema_version 2 file, and one node on
//! another gpudoc version.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::{FakeRoot, Scenario};

/// The real report every synthetic one is made from.
pub fn base_report() -> &'static Value {
    static BASE: OnceLock<Value> = OnceLock::new();
    BASE.get_or_init(|| {
        let root = FakeRoot::healthy("580.159.04");
        let out = Scenario::check()
            .root(&root)
            .nvml(&[])
            .skip("libraries")
            .skip("python")
            .env("SLURMD_NODENAME", "base")
            .json()
            .run();
        out.json()
    })
}

/// A tiny seeded generator (xorshift64*).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = (self.next() % (i as u64 + 1)) as usize;
            v.swap(i, j);
        }
    }
}

pub const H200: &str = "NVIDIA H200";
pub const A100: &str = "NVIDIA A100-SXM4-80GB";
pub const L40S: &str = "NVIDIA L40S";
pub const DRIVER: &str = "580.159.04";
pub const OLD_DRIVER: &str = "550.90.07";
const CUDNN: (&str, &str) = (
    "9.1.0",
    "/opt/venv/lib/python3.12/site-packages/nvidia/cudnn/lib/libcudnn.so.9",
);
const OLD_CUDNN: (&str, &str) = ("8.9.7", "/usr/lib/x86_64-linux-gnu/libcudnn.so.8");

/// The fingerprint's hash, as gpudoc computes it (src/fingerprint.rs).
pub fn fingerprint_hash(fp: &BTreeMap<String, Option<String>>) -> String {
    let mut h = Sha256::new();
    for (k, v) in fp {
        h.update(k.as_bytes());
        if let Some(v) = v {
            h.update(b"=");
            h.update(v.as_bytes());
        }
        h.update(b"\n");
    }
    let hex: String = h.finalize().iter().map(|b| format!("{b:02x}")).collect();
    format!("sha256:{hex}")
}

/// Seconds since the epoch as RFC 3339 (the inverse of what gpudoc parses).
pub fn rfc3339(secs: i64) -> String {
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// One synthetic node's state before it is written.
#[derive(Clone)]
struct Node {
    name: String,
    fp: BTreeMap<String, Option<String>>,
    started: i64,
    failed: Vec<String>,
    gpudoc_version: String,
}

impl Node {
    fn json(&self) -> Value {
        let mut r = base_report().clone();
        r["host"]["node_name"] = json!(self.name);
        r["host"]["hostname"] = json!(format!("{}.cluster", self.name));
        r["host"]["started_at"] = json!(rfc3339(self.started));
        r["fingerprint"] = json!(self.fp);
        r["fingerprint_hash"] = json!(fingerprint_hash(&self.fp));
        r["gpudoc_version"] = json!(self.gpudoc_version);
        r["failed_checks"] = json!(self.failed);
        r["verdict"] = json!(if self.failed.is_empty() {
            "pass"
        } else {
            "fail"
        });
        r["exit_code"] = json!(if self.failed.is_empty() { 0 } else { 1 });
        r
    }
}

/// A generated fleet: the report files in `dir`, `expected.json` beside them (one level
/// up, so that `gpudoc fleet DIR` does not read it), and the `--expect` hostlist.
pub struct Generated {
    pub tmp: tempfile::TempDir,
    pub dir: PathBuf,
    pub expect: String,
    pub expected: Value,
}

fn hl(names: &[String]) -> String {
    // The ground truth's node sets are of the generator's two name shapes only:
    // gpuNNNN (4 digits) and l40sNN; compress them by hand.
    let mut gpu: Vec<u32> = names
        .iter()
        .filter_map(|n| n.strip_prefix("gpu")?.parse().ok())
        .collect();
    let mut l40: Vec<u32> = names
        .iter()
        .filter_map(|n| n.strip_prefix("l40s")?.parse().ok())
        .collect();
    gpu.sort();
    l40.sort();
    let ranges = |v: &[u32], w: usize| {
        let mut parts = Vec::new();
        let mut i = 0;
        while i < v.len() {
            let mut j = i;
            while j + 1 < v.len() && v[j + 1] == v[j] + 1 {
                j += 1;
            }
            parts.push(if i == j {
                format!("{:0w$}", v[i])
            } else {
                format!("{:0w$}-{:0w$}", v[i], v[j])
            });
            i = j + 1;
        }
        parts
    };
    let mut out = Vec::new();
    for (prefix, v, w) in [("gpu", &gpu, 4), ("l40s", &l40, 2)] {
        match v.len() {
            0 => {}
            1 => out.push(format!("{prefix}{:0w$}", v[0])),
            _ => out.push(format!("{prefix}[{}]", ranges(v, w).join(","))),
        }
    }
    out.join(",")
}

/// Make `n` (>= 100) node reports with `seed` under a new temporary directory.
pub fn generate(seed: u64, n: usize) -> Generated {
    generate_in(seed, n, None)
}

pub fn generate_in(seed: u64, n: usize, into: Option<&Path>) -> Generated {
    assert!(n >= 100);
    let tmp = tempfile::tempdir().unwrap();
    let dir = into.map_or_else(|| tmp.path().join("reports"), Path::to_path_buf);
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng::new(seed);
    let now = now();
    let base_fp: BTreeMap<String, Option<String>> =
        serde_json::from_value(base_report()["fingerprint"].clone()).unwrap();
    let gpudoc_version = base_report()["gpudoc_version"]
        .as_str()
        .unwrap()
        .to_string();
    let mk = |name: String, model: &str| {
        let mut fp = base_fp.clone();
        fp.insert("gpu.model".into(), Some(model.into()));
        fp.insert("gpu.count".into(), Some("8".into()));
        fp.insert("driver.version".into(), Some(DRIVER.into()));
        fp.insert("cudnn.version".into(), Some(CUDNN.0.into()));
        fp.insert("cudnn.path".into(), Some(CUDNN.1.into()));
        fp.insert("python.version".into(), Some("3.12.3".into()));
        Node {
            name,
            fp,
            started: now - 60,
            failed: vec![],
            gpudoc_version: gpudoc_version.clone(),
        }
    };
    let names: Vec<String> = (1..=n).map(|i| format!("gpu{i:04}")).collect();
    let h_count = n * 3 / 4;
    let mut nodes: Vec<Node> = names[..h_count]
        .iter()
        .map(|s| mk(s.clone(), H200))
        .collect();
    let a_names: Vec<String> = names[h_count..].to_vec();
    for (i, s) in a_names.iter().enumerate() {
        let mut node = mk(s.clone(), A100);
        if i % 2 == 0 {
            node.fp
                .insert("python.version".into(), Some("3.11.9".into()));
        }
        node.failed = vec!["framework.import".into()];
        nodes.push(node);
    }
    let mut l1 = mk("l40s01".into(), L40S);
    let mut l2 = mk("l40s02".into(), L40S);
    l1.fp.insert("driver.version".into(), Some(DRIVER.into()));
    l2.fp
        .insert("driver.version".into(), Some(OLD_DRIVER.into()));
    nodes.push(l1);
    nodes.push(l2);

    // Disjoint perturbation sets from one shuffle of the H200 nodes.
    let mut order: Vec<usize> = (0..h_count).collect();
    rng.shuffle(&mut order);
    let mut cursor = 0;
    let mut take = |k: usize| {
        let s: Vec<usize> = order[cursor..cursor + k].to_vec();
        cursor += k;
        s
    };
    let sizes = |per: usize| (n / per).max(1);
    let missing = take(sizes(500));
    let stale = take(sizes(500));
    let dups = take(sizes(500));
    let old_driver = take(sizes(64));
    let old_cudnn = take((3 * n / 1000).max(1));
    let seven = take(sizes(997));
    let fail1 = take(sizes(100));
    let fail2 = take(sizes(200));
    let other_gpudoc = take(1);
    let copied = take(1)[0];
    for &i in &stale {
        nodes[i].started = now - 3 * 86_400;
    }
    for &i in &old_driver {
        nodes[i]
            .fp
            .insert("driver.version".into(), Some(OLD_DRIVER.into()));
    }
    for &i in &old_cudnn {
        nodes[i]
            .fp
            .insert("cudnn.version".into(), Some(OLD_CUDNN.0.into()));
        nodes[i]
            .fp
            .insert("cudnn.path".into(), Some(OLD_CUDNN.1.into()));
    }
    for &i in &seven {
        nodes[i].fp.insert("gpu.count".into(), Some("7".into()));
    }
    for &i in &fail1 {
        nodes[i].failed = vec!["devices.count".into()];
    }
    for &i in &fail2 {
        nodes[i].failed = vec!["driver.version".into(), "devices.count".into()];
    }
    for &i in &other_gpudoc {
        nodes[i]
            .fp
            .insert("gpudoc.version".into(), Some("0.0.9".into()));
        nodes[i].gpudoc_version = "0.0.9".into();
    }

    // Write: every node but the missing ones; an older second run of each duplicate; an
    // exact copy; two broken files.
    for (i, node) in nodes.iter().enumerate() {
        if missing.contains(&i) {
            continue;
        }
        let text = serde_json::to_string_pretty(&node.json()).unwrap();
        std::fs::write(dir.join(format!("{}.json", node.name)), &text).unwrap();
        if i == copied {
            std::fs::write(dir.join(format!("copy-of-{}.json", node.name)), &text).unwrap();
        }
    }
    for &i in &dups {
        let mut older = nodes[i].clone();
        older.started -= 7200;
        older
            .fp
            .insert("driver.version".into(), Some(OLD_DRIVER.into()));
        let text = serde_json::to_string(&older.json()).unwrap();
        std::fs::write(dir.join(format!("{}.earlier.json", older.name)), text).unwrap();
    }
    let whole = serde_json::to_string(&nodes[0].json()).unwrap();
    std::fs::write(dir.join("truncated.json"), &whole[..whole.len() / 2]).unwrap();
    std::fs::write(
        dir.join("future.json"),
        r#"{"schema_version": 2, "verdict": "pass"}"#,
    )
    .unwrap();

    // The ground truth.
    let name = |i: &usize| nodes[*i].name.clone();
    let set = |v: &[usize]| v.iter().map(name).collect::<Vec<_>>();
    let h_fresh: Vec<usize> = (0..h_count)
        .filter(|i| !missing.contains(i) && !stale.contains(i))
        .collect();
    let h_minus = |except: &[usize]| -> Vec<String> {
        h_fresh
            .iter()
            .filter(|i| !except.contains(i))
            .map(name)
            .collect()
    };
    let row = |key: &str, kind: &str, reference: Value, others: Value| json!({"key": key, "kind": kind, "reference": reference, "others": others});
    let vn = |v: &str, ns: &[String], rel: Option<&str>| json!({"value": v, "count": ns.len(), "hostlist": hl(ns), "relation": rel});
    let mut h_drift = vec![
        row(
            "cudnn.path",
            "outliers",
            vn(CUDNN.1, &h_minus(&old_cudnn), None),
            json!([vn(OLD_CUDNN.1, &set(&old_cudnn), Some("different"))]),
        ),
        row(
            "cudnn.version",
            "outliers",
            vn(CUDNN.0, &h_minus(&old_cudnn), None),
            json!([vn(OLD_CUDNN.0, &set(&old_cudnn), Some("older"))]),
        ),
        row(
            "driver.version",
            "outliers",
            vn(DRIVER, &h_minus(&old_driver), None),
            json!([vn(OLD_DRIVER, &set(&old_driver), Some("older"))]),
        ),
        row(
            "gpu.count",
            "outliers",
            vn("8", &h_minus(&seven), None),
            json!([vn("7", &set(&seven), Some("fewer"))]),
        ),
    ];
    h_drift.sort_by(|a, b| a["key"].as_str().cmp(&b["key"].as_str()));
    let a_even: Vec<String> = a_names.iter().step_by(2).cloned().collect();
    let a_odd: Vec<String> = a_names.iter().skip(1).step_by(2).cloned().collect();
    let mut split = vec![vn("3.11.9", &a_even, None), vn("3.12.3", &a_odd, None)];
    if a_odd.len() > a_even.len() {
        split.reverse();
    }
    let l40 = ["l40s02".to_string()];
    let l41 = ["l40s01".to_string()];
    let cohorts = json!([
        {"key": {"gpu.model": A100}, "nodes": a_names.len(), "hostlist": hl(&a_names),
         "drift": [row("python.version", "split", Value::Null, json!(split))]},
        {"key": {"gpu.model": H200}, "nodes": h_fresh.len(), "hostlist": hl(&h_minus(&[])), "drift": h_drift},
        {"key": {"gpu.model": L40S}, "nodes": 2, "hostlist": "l40s[01-02]",
         "drift": [row("driver.version", "small-cohort", Value::Null, json!([vn(OLD_DRIVER, &l40, None), vn(DRIVER, &l41, None)]))]},
    ]);
    let mut failing = vec![
        json!({"check": "framework.import", "count": a_names.len(), "hostlist": hl(&a_names)}),
        json!({"check": "devices.count", "count": fail1.len(), "hostlist": hl(&set(&fail1))}),
        json!({"check": "driver.version", "count": fail2.len(), "hostlist": hl(&set(&fail2))}),
    ];
    failing.sort_by(|a, b| {
        b["count"]
            .as_u64()
            .cmp(&a["count"].as_u64())
            .then(a["check"].as_str().cmp(&b["check"].as_str()))
    });
    let mut failing_nodes: Vec<String> = a_names.clone();
    failing_nodes.extend(set(&fail1));
    failing_nodes.extend(set(&fail2));
    let fresh_total = h_fresh.len() + a_names.len() + 2;
    let n_fail = failing_nodes.len();
    let mut exclude = failing_nodes.clone();
    exclude.extend(set(&missing));
    exclude.extend(set(&stale));
    let mut stale_rows: Vec<(String, String)> = stale
        .iter()
        .map(|i| (name(i), rfc3339(nodes[*i].started)))
        .collect();
    stale_rows.sort();
    let mut dup_rows: Vec<(String, String)> = dups
        .iter()
        .map(|i| (name(i), rfc3339(nodes[*i].started)))
        .collect();
    dup_rows.sort();
    let od = set(&other_gpudoc);
    let expected = json!({
        "expected": n + 2,
        "reported": n + 2 - missing.len(),
        "missing_hostlist": hl(&set(&missing)),
        "stale": stale_rows.iter().map(|(n, t)| json!({"node": n, "started_at": t})).collect::<Vec<_>>(),
        "duplicates": dup_rows.iter().map(|(n, t)| json!({"node": n, "reports": 2, "kept_started_at": t})).collect::<Vec<_>>(),
        "unreadable": ["future.json", "truncated.json"],
        "verdicts": {"pass": fresh_total - n_fail, "warn": 0, "fail": n_fail},
        "meta_drift": [{"key": "gpudoc.version", "values": [
            vn(&gpudoc_version, &{let mut v = h_minus(&other_gpudoc); v.extend(a_names.clone()); v.extend(["l40s01".into(), "l40s02".into()]); v}, None),
            vn("0.0.9", &od, Some("older"))]}],
        "failing": failing,
        "failing_hostlist": hl(&failing_nodes),
        "systemic": [{"check": "framework.import", "cohort": {"gpu.model": A100}, "count": a_names.len(), "of": a_names.len()}],
        "cohorts": cohorts,
        "exclude_hostlist": hl(&exclude),
        "exit_code": 1,
    });
    let parent = dir.parent().unwrap().to_path_buf();
    std::fs::write(
        parent.join("expected.json"),
        serde_json::to_string_pretty(&expected).unwrap(),
    )
    .unwrap();
    Generated {
        tmp,
        expect: format!("gpu[0001-{n:04}],l40s[01-02]"),
        dir,
        expected,
    }
}
