//! `gpudoc diff A.json B.json`: two reports compared key by key (no majority), plus the
//! meta keys (gpudoc and matrix versions) and which checks fail on one side only.

use std::collections::BTreeSet;

use serde::Serialize;

use super::input::Loaded;
use super::relation;
use crate::report::{SCHEMA_VERSION, Verdict};

/// One side of the diff.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Side {
    pub file: String,
    pub node: String,
    pub verdict: String,
    pub fingerprint_hash: Option<String>,
}

/// One key whose values differ.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Row {
    pub key: String,
    pub a: Option<String>,
    pub b: Option<String>,
    /// B against A: older, newer, fewer, more, different, absent, present.
    pub relation: Option<String>,
}

/// The `gpudoc diff --json` document.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DiffAnswer {
    pub kind: &'static str,
    pub schema_version: u32,
    pub a: Side,
    pub b: Side,
    pub keys_compared: usize,
    /// `gpudoc.version` and `matrix_version` first, then the fingerprint keys by name.
    pub rows: Vec<Row>,
    pub only_in_a: Vec<String>,
    pub only_in_b: Vec<String>,
    /// 0 the same stack and failures, 1 they differ.
    pub exit_code: u8,
}

fn side(l: &Loaded) -> Side {
    Side {
        file: l.source.clone(),
        node: l.node.clone(),
        verdict: match l.report.verdict {
            Verdict::Pass => "pass",
            Verdict::Warn => "warn",
            Verdict::Fail => "fail",
        }
        .to_string(),
        fingerprint_hash: l.report.fingerprint_hash.clone(),
    }
}

/// Compare two reports; `ignore` names keys left out.
pub fn diff(a: &Loaded, b: &Loaded, ignore: &[String]) -> DiffAnswer {
    let mut rows = Vec::new();
    let meta = |l: &Loaded| {
        let gv = l
            .report
            .fingerprint
            .get("gpudoc.version")
            .cloned()
            .flatten()
            .or_else(|| l.report.gpudoc_version.clone());
        [
            ("gpudoc.version", gv),
            ("matrix_version", l.report.matrix_version.clone()),
        ]
    };
    for ((k, va), (_, vb)) in meta(a).into_iter().zip(meta(b)) {
        if va != vb {
            rows.push(Row {
                key: k.to_string(),
                relation: relation(k, va.as_deref(), vb.as_deref()),
                a: va,
                b: vb,
            });
        }
    }
    let keys: BTreeSet<&String> = a
        .report
        .fingerprint
        .keys()
        .chain(b.report.fingerprint.keys())
        .filter(|k| *k != "gpudoc.version" && !ignore.contains(k))
        .collect();
    for k in &keys {
        let va = a.report.fingerprint.get(*k).cloned().flatten();
        let vb = b.report.fingerprint.get(*k).cloned().flatten();
        if va != vb {
            rows.push(Row {
                key: k.to_string(),
                relation: relation(k, va.as_deref(), vb.as_deref()),
                a: va,
                b: vb,
            });
        }
    }
    let fa: BTreeSet<&String> = a.report.failed_checks.iter().collect();
    let fb: BTreeSet<&String> = b.report.failed_checks.iter().collect();
    let only_in_a: Vec<String> = fa.difference(&fb).map(|s| s.to_string()).collect();
    let only_in_b: Vec<String> = fb.difference(&fa).map(|s| s.to_string()).collect();
    let same = rows.is_empty() && only_in_a.is_empty() && only_in_b.is_empty();
    DiffAnswer {
        kind: "diff",
        schema_version: SCHEMA_VERSION,
        a: side(a),
        b: side(b),
        keys_compared: keys.len() + 2,
        rows,
        only_in_a,
        only_in_b,
        exit_code: if same {
            crate::exit::OK
        } else {
            crate::exit::FAILED
        },
    }
}
