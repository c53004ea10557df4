//! `gpudoc fleet`: many nodes' reports folded into one view (who is missing, stale,
//! duplicated, failing, and which fingerprint keys drift within a cohort), and `gpudoc
//! diff`, the same comparison for two reports. The engine takes decoded reports
//! ([`input`]) and a plain [`Spec`]; the answers serialise as the `--json` documents.
//!
//! Order of inputs never matters: every list is sorted by node name or value, duplicates
//! are resolved by report time then content, and an exact copy of a report is dropped
//! silently (a copied file changes nothing).

pub mod diff;
pub mod hostlist;
pub mod input;
pub mod render;

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::fingerprint::is_version_key;
use crate::host::parse_rfc3339;
use crate::report::{SCHEMA_VERSION, Verdict};
use crate::version::Version;
use input::{Loaded, Unreadable};

/// Cohorts smaller than this list their values and claim no majority.
pub const MIN_MAJORITY_COHORT: usize = 3;
/// A top value held by less than this share of a cohort is a split, not a majority.
pub const SPLIT_SHARE: f64 = 0.6;

/// What to fold and how.
#[derive(Clone, Debug, Default)]
pub struct Spec {
    /// Nodes that should have reported (expanded hostlist); `None`: whoever reported.
    pub expect: Option<Vec<String>>,
    /// Reports older than this many seconds are stale.
    pub max_age_s: Option<i64>,
    /// Now, in seconds since the epoch.
    pub now: i64,
    /// Cohort keys: fingerprint keys or `label.<name>`.
    pub by: Vec<String>,
    /// Desired values (from `--baseline` and `--expect-value`): compared instead of the majority.
    pub desired: BTreeMap<String, Option<String>>,
    /// Keys not compared.
    pub ignore: Vec<String>,
    /// Warnings make the exit code 3.
    pub strict: bool,
}

/// Nodes holding one value.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ValueNodes {
    pub value: Option<String>,
    pub count: usize,
    pub hostlist: String,
    /// Against the majority or desired value: older, newer, fewer, more, different, absent,
    /// present; `null` for the reference value itself or where there is none.
    pub relation: Option<String>,
}

/// One key that is not uniform in a cohort (or not the desired value).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Drift {
    pub key: String,
    /// `outliers` (a majority and some others), `split` (top value under 60 %),
    /// `small-cohort` (fewer than 3 nodes: values only), `desired` (against --baseline or
    /// --expect-value).
    pub kind: String,
    /// The majority value, or the desired one (count 0 when no node has it).
    pub reference: Option<ValueNodes>,
    /// The other values, most common first.
    pub others: Vec<ValueNodes>,
}

/// One cohort: the nodes that share the `--by` values.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Cohort {
    pub key: BTreeMap<String, Option<String>>,
    pub nodes: usize,
    pub hostlist: String,
    pub drift: Vec<Drift>,
}

/// Failing nodes grouped by their first failing check.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FailGroup {
    pub check: String,
    pub count: usize,
    pub hostlist: String,
}

/// A check failing on most of a cohort: likely the matrix or the image, not the nodes.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Systemic {
    pub check: String,
    pub cohort: BTreeMap<String, Option<String>>,
    pub count: usize,
    pub of: usize,
}

/// A node that reported more than once (different runs); the newest is kept.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Duplicate {
    pub node: String,
    pub reports: usize,
    pub kept_started_at: Option<String>,
}

/// A report older than `--max-age`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Stale {
    pub node: String,
    pub started_at: Option<String>,
}

/// Differences of gpudoc or matrix version: reported first.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MetaDrift {
    pub key: String,
    pub values: Vec<ValueNodes>,
}

/// Counts of verdicts over the fresh reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Verdicts {
    pub pass: usize,
    pub warn: usize,
    pub fail: usize,
}

/// Identical stacks.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Stack {
    pub fingerprint_hash: Option<String>,
    pub count: usize,
    pub hostlist: String,
}

/// The `gpudoc fleet --json` document.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FleetAnswer {
    pub kind: &'static str,
    pub schema_version: u32,
    pub expected: Option<usize>,
    pub reported: usize,
    pub missing: Vec<String>,
    pub missing_hostlist: String,
    pub unexpected: Vec<String>,
    pub stale: Vec<Stale>,
    pub duplicates: Vec<Duplicate>,
    pub unreadable: Vec<Unreadable>,
    pub verdicts: Verdicts,
    pub meta_drift: Vec<MetaDrift>,
    pub failing: Vec<FailGroup>,
    pub failing_hostlist: String,
    pub passing_hostlist: String,
    pub systemic: Vec<Systemic>,
    pub cohorts: Vec<Cohort>,
    pub stacks: Vec<Stack>,
    /// Failing, missing and stale nodes: what `srun --exclude` should skip.
    pub exclude_hostlist: String,
    pub exit_code: u8,
}

/// The value of a cohort key for one report.
fn by_value(r: &Loaded, key: &str) -> Option<String> {
    if let Some(label) = key.strip_prefix("label.") {
        return r.report.host.as_ref()?.labels.get(label).cloned();
    }
    r.report.fingerprint.get(key).cloned().flatten()
}

fn started_secs(r: &Loaded) -> Option<i64> {
    r.report
        .host
        .as_ref()
        .and_then(|h| h.started_at.as_deref())
        .and_then(parse_rfc3339)
}

/// Everything that makes two reports the same run: a copied file matches on all of it.
fn identity(r: &Loaded) -> (Option<String>, Option<String>, String, String) {
    let h = r.report.host.as_ref();
    (
        h.and_then(|h| h.started_at.clone()),
        h.and_then(|h| h.boot_id.clone()),
        r.report.fingerprint_hash.clone().unwrap_or_default(),
        format!(
            "{:?}{:?}{:?}",
            r.report.verdict, r.report.failed_checks, r.report.warned_checks
        ),
    )
}

/// How `v` stands against the reference value of `key`.
pub fn relation(key: &str, reference: Option<&str>, v: Option<&str>) -> Option<String> {
    let word = match (reference, v) {
        (Some(_), None) => "absent",
        (None, Some(_)) => "present",
        (None, None) => return None,
        (Some(r), Some(v)) if r == v => return None,
        (Some(r), Some(v)) => {
            let numeric = |s: &str| s.parse::<u64>().ok();
            let base = |s: &str| s.split('+').next().unwrap_or(s).to_string();
            if let (false, Some(a), Some(b)) = (is_version_key(key), numeric(r), numeric(v)) {
                if b < a { "fewer" } else { "more" }
            } else if let (true, Some(a), Some(b)) = (
                is_version_key(key),
                Version::parse(&base(r)),
                Version::parse(&base(v)),
            ) {
                match b.cmp(&a) {
                    std::cmp::Ordering::Less => "older",
                    std::cmp::Ordering::Greater => "newer",
                    std::cmp::Ordering::Equal => "different",
                }
            } else {
                "different"
            }
        }
    };
    Some(word.to_string())
}

/// Group nodes by value: most common first, then by value.
fn tally<'a, I>(pairs: I) -> Vec<(Option<String>, Vec<String>)>
where
    I: IntoIterator<Item = (Option<String>, &'a str)>,
{
    let mut by: BTreeMap<Option<String>, Vec<String>> = BTreeMap::new();
    for (v, node) in pairs {
        by.entry(v).or_default().push(node.to_string());
    }
    let mut out: Vec<_> = by.into_iter().collect();
    out.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then_with(|| a.0.cmp(&b.0)));
    out
}

fn value_nodes(
    key: &str,
    value: Option<String>,
    nodes: &[String],
    reference: Option<&Option<String>>,
) -> ValueNodes {
    ValueNodes {
        relation: reference.and_then(|r| {
            if *r == value {
                None
            } else {
                relation(key, r.as_deref(), value.as_deref())
            }
        }),
        count: nodes.len(),
        hostlist: hostlist::compress(nodes),
        value,
    }
}

/// The drift of one key among `members` (node, value).
fn drift_of(
    key: &str,
    members: &[(Option<String>, &str)],
    desired: Option<&Option<String>>,
) -> Option<Drift> {
    let groups = tally(members.iter().cloned());
    let n = members.len();
    if let Some(want) = desired {
        if groups.iter().all(|(v, _)| v == want) {
            return None;
        }
        let holders: Vec<String> = groups
            .iter()
            .find(|(v, _)| v == want)
            .map(|(_, nodes)| nodes.clone())
            .unwrap_or_default();
        return Some(Drift {
            key: key.to_string(),
            kind: "desired".into(),
            reference: Some(value_nodes(key, want.clone(), &holders, None)),
            others: groups
                .iter()
                .filter(|(v, _)| v != want)
                .map(|(v, nodes)| value_nodes(key, v.clone(), nodes, Some(want)))
                .collect(),
        });
    }
    if groups.len() <= 1 {
        return None;
    }
    if n < MIN_MAJORITY_COHORT {
        return Some(Drift {
            key: key.to_string(),
            kind: "small-cohort".into(),
            reference: None,
            others: groups
                .iter()
                .map(|(v, nodes)| value_nodes(key, v.clone(), nodes, None))
                .collect(),
        });
    }
    let (top, top_nodes) = &groups[0];
    let tie = groups[1].1.len() == top_nodes.len();
    if tie || (top_nodes.len() as f64) < SPLIT_SHARE * n as f64 {
        return Some(Drift {
            key: key.to_string(),
            kind: "split".into(),
            reference: None,
            others: groups
                .iter()
                .map(|(v, nodes)| value_nodes(key, v.clone(), nodes, None))
                .collect(),
        });
    }
    Some(Drift {
        key: key.to_string(),
        kind: "outliers".into(),
        reference: Some(value_nodes(key, top.clone(), top_nodes, None)),
        others: groups[1..]
            .iter()
            .map(|(v, nodes)| value_nodes(key, v.clone(), nodes, Some(top)))
            .collect(),
    })
}

/// Fold the decoded inputs.
pub fn fold(inputs: Vec<Result<Loaded, Unreadable>>, spec: &Spec) -> FleetAnswer {
    let mut unreadable = Vec::new();
    let mut by_node: BTreeMap<String, Vec<Loaded>> = BTreeMap::new();
    for r in inputs {
        match r {
            Ok(l) => by_node.entry(l.node.clone()).or_default().push(l),
            Err(u) => unreadable.push(u),
        }
    }
    unreadable.sort_by(|a, b| a.file.cmp(&b.file).then_with(|| a.error.cmp(&b.error)));

    // One report per node: exact copies collapse; of different runs the newest wins.
    let mut duplicates = Vec::new();
    let mut nodes: Vec<Loaded> = Vec::new();
    for (node, mut reps) in by_node {
        reps.sort_by_key(identity);
        reps.dedup_by(|a, b| identity(a) == identity(b));
        let n = reps.len();
        let best = reps
            .into_iter()
            .max_by(|a, b| {
                started_secs(a)
                    .cmp(&started_secs(b))
                    .then_with(|| identity(a).cmp(&identity(b)))
            })
            .expect("at least one report");
        if n > 1 {
            duplicates.push(Duplicate {
                node,
                reports: n,
                kept_started_at: best.report.host.as_ref().and_then(|h| h.started_at.clone()),
            });
        }
        nodes.push(best);
    }
    nodes.sort_by(|a, b| hostlist::cmp_names(&a.node, &b.node));
    duplicates.sort_by(|a, b| hostlist::cmp_names(&a.node, &b.node));

    // Stale reports are listed and left out of everything else.
    let mut stale = Vec::new();
    if let Some(max) = spec.max_age_s {
        nodes.retain(|r| {
            let fresh = started_secs(r).is_some_and(|t| spec.now - t <= max);
            if !fresh {
                stale.push(Stale {
                    node: r.node.clone(),
                    started_at: r.report.host.as_ref().and_then(|h| h.started_at.clone()),
                });
            }
            fresh
        });
    }
    let stale_names: BTreeSet<String> = stale.iter().map(|s| s.node.clone()).collect();
    let reported_names: BTreeSet<&str> = nodes.iter().map(|r| r.node.as_str()).collect();

    let (expected, mut missing, mut unexpected) = match &spec.expect {
        None => (None, Vec::new(), Vec::new()),
        Some(list) => {
            let want: BTreeSet<&str> = list.iter().map(String::as_str).collect();
            let missing: Vec<String> = want
                .iter()
                .filter(|n| !reported_names.contains(*n) && !stale_names.contains(**n))
                .map(|n| n.to_string())
                .collect();
            let unexpected: Vec<String> = reported_names
                .iter()
                .copied()
                .chain(stale_names.iter().map(String::as_str))
                .filter(|n| !want.contains(n))
                .map(|n| n.to_string())
                .collect();
            (Some(want.len()), missing, unexpected)
        }
    };
    hostlist::sort_names(&mut missing);
    hostlist::sort_names(&mut unexpected);

    let mut verdicts = Verdicts::default();
    for r in &nodes {
        match r.report.verdict {
            Verdict::Pass => verdicts.pass += 1,
            Verdict::Warn => verdicts.warn += 1,
            Verdict::Fail => verdicts.fail += 1,
        }
    }

    // gpudoc and matrix versions first: verdicts from different ones are not comparable.
    let mut meta_drift = Vec::new();
    for key in ["gpudoc.version", "matrix_version"] {
        let groups = tally(nodes.iter().map(|r| {
            let v = if key == "matrix_version" {
                r.report.matrix_version.clone()
            } else {
                r.report
                    .fingerprint
                    .get(key)
                    .cloned()
                    .flatten()
                    .or_else(|| r.report.gpudoc_version.clone())
            };
            (v, r.node.as_str())
        }));
        if groups.len() > 1 {
            let top = groups[0].0.clone();
            meta_drift.push(MetaDrift {
                key: key.to_string(),
                values: groups
                    .iter()
                    .map(|(v, ns)| value_nodes(key, v.clone(), ns, Some(&top)))
                    .collect(),
            });
        }
    }

    // Failing nodes by first failing check.
    let failing_nodes: Vec<&Loaded> = nodes
        .iter()
        .filter(|r| r.report.verdict == Verdict::Fail)
        .collect();
    let mut fail_groups: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for r in &failing_nodes {
        let first = r
            .report
            .failed_checks
            .first()
            .cloned()
            .unwrap_or_else(|| "(unknown)".to_string());
        fail_groups.entry(first).or_default().push(r.node.clone());
    }
    let mut failing: Vec<FailGroup> = fail_groups
        .into_iter()
        .map(|(check, ns)| FailGroup {
            check,
            count: ns.len(),
            hostlist: hostlist::compress(&ns),
        })
        .collect();
    failing.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.check.cmp(&b.check)));
    let failing_names: Vec<&str> = failing_nodes.iter().map(|r| r.node.as_str()).collect();
    let passing_names: Vec<&str> = nodes
        .iter()
        .filter(|r| r.report.verdict != Verdict::Fail)
        .map(|r| r.node.as_str())
        .collect();

    // Cohorts.
    let by: Vec<String> = if spec.by.is_empty() {
        vec!["gpu.model".to_string()]
    } else {
        spec.by.clone()
    };
    let mut cohort_members: BTreeMap<BTreeMap<String, Option<String>>, Vec<&Loaded>> =
        BTreeMap::new();
    for r in &nodes {
        let key = by.iter().map(|k| (k.clone(), by_value(r, k))).collect();
        cohort_members.entry(key).or_default().push(r);
    }
    let mut cohorts = Vec::new();
    let mut systemic = Vec::new();
    for (key, members) in cohort_members {
        let names: Vec<&str> = members.iter().map(|r| r.node.as_str()).collect();
        let keys: BTreeSet<&str> = members
            .iter()
            .flat_map(|r| r.report.fingerprint.keys().map(String::as_str))
            .chain(spec.desired.keys().map(String::as_str))
            .filter(|k| {
                *k != "gpudoc.version"
                    && !by.iter().any(|b| b == k)
                    && !spec.ignore.iter().any(|i| i == k)
            })
            .collect();
        let mut drift = Vec::new();
        for k in keys {
            let vals: Vec<(Option<String>, &str)> = members
                .iter()
                .map(|r| {
                    (
                        r.report.fingerprint.get(k).cloned().flatten(),
                        r.node.as_str(),
                    )
                })
                .collect();
            if let Some(d) = drift_of(k, &vals, spec.desired.get(k)) {
                drift.push(d);
            }
        }
        if members.len() >= MIN_MAJORITY_COHORT {
            let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
            for r in &members {
                let set: BTreeSet<&str> =
                    r.report.failed_checks.iter().map(String::as_str).collect();
                for c in set {
                    *counts.entry(c).or_default() += 1;
                }
            }
            for (check, count) in counts {
                if count * 2 > members.len() {
                    systemic.push(Systemic {
                        check: check.to_string(),
                        cohort: key.clone(),
                        count,
                        of: members.len(),
                    });
                }
            }
        }
        cohorts.push(Cohort {
            key,
            nodes: members.len(),
            hostlist: hostlist::compress(&names),
            drift,
        });
    }

    let mut stacks: Vec<Stack> = tally(
        nodes
            .iter()
            .map(|r| (r.report.fingerprint_hash.clone(), r.node.as_str())),
    )
    .into_iter()
    .map(|(h, ns)| Stack {
        fingerprint_hash: h,
        count: ns.len(),
        hostlist: hostlist::compress(&ns),
    })
    .collect();
    stacks.sort_by(|a, b| {
        b.count
            .cmp(&a.count)
            .then_with(|| a.fingerprint_hash.cmp(&b.fingerprint_hash))
    });

    let exclude: Vec<String> = failing_names
        .iter()
        .map(|s| s.to_string())
        .chain(missing.iter().cloned())
        .chain(stale_names.iter().cloned())
        .collect();
    let drifted = !meta_drift.is_empty() || cohorts.iter().any(|c| !c.drift.is_empty());
    let exit_code = if !failing_names.is_empty()
        || !missing.is_empty()
        || !stale.is_empty()
        || !unreadable.is_empty()
    {
        crate::exit::FAILED
    } else if drifted || (spec.strict && verdicts.warn > 0) {
        crate::exit::STRICT_WARNINGS
    } else {
        crate::exit::OK
    };
    FleetAnswer {
        kind: "fleet",
        schema_version: SCHEMA_VERSION,
        expected,
        reported: nodes.len() + stale.len(),
        missing_hostlist: hostlist::compress(&missing),
        missing,
        unexpected,
        stale,
        duplicates,
        unreadable,
        verdicts,
        meta_drift,
        failing,
        failing_hostlist: hostlist::compress(&failing_names),
        passing_hostlist: hostlist::compress(&passing_names),
        systemic,
        cohorts,
        stacks,
        exclude_hostlist: hostlist::compress(&exclude),
        exit_code,
    }
}

/// Parse a duration: `90`, `90s`, `30m`, `12h`, `7d`.
pub fn parse_duration(s: &str) -> Result<i64, String> {
    let s = s.trim();
    let (num, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len()));
    let n: i64 = num
        .parse()
        .map_err(|_| format!("`{s}` is not a duration (90s, 30m, 12h, 7d)"))?;
    let mult = match unit {
        "" | "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        _ => return Err(format!("`{s}` is not a duration (90s, 30m, 12h, 7d)")),
    };
    Ok(n * mult)
}

#[cfg(test)]
mod tests {
    //! The fold on hand-made reports.
    use super::input::decode;
    use super::*;

    fn report(node: &str, at: &str, verdict: &str, fp: &[(&str, &str)], failed: &[&str]) -> Loaded {
        let fp: BTreeMap<&str, &str> = fp.iter().copied().collect();
        let json = serde_json::json!({
            "schema_version": 1, "verdict": verdict,
            "host": {"node_name": node, "started_at": at, "boot_id": "b", "labels": {}},
            "fingerprint": fp, "fingerprint_hash": format!("{fp:?}"),
            "failed_checks": failed, "warned_checks": [],
        });
        decode(&format!("{node}.json"), json.to_string().as_bytes()).unwrap()
    }

    const AT: &str = "2026-01-01T00:00:00Z";

    fn h100(node: &str, driver: &str) -> Loaded {
        report(
            node,
            AT,
            "pass",
            &[("gpu.model", "H100"), ("driver.version", driver)],
            &[],
        )
    }

    #[test]
    fn outliers_splits_and_small_cohorts() {
        let mut inputs: Vec<_> = (1..=9)
            .map(|i| Ok(h100(&format!("gpu{i:02}"), "550.90.07")))
            .collect();
        inputs.push(Ok(h100("gpu10", "535.1")));
        inputs.push(Ok(report(
            "a1",
            AT,
            "pass",
            &[("gpu.model", "A100"), ("driver.version", "1")],
            &[],
        )));
        inputs.push(Ok(report(
            "a2",
            AT,
            "pass",
            &[("gpu.model", "A100"), ("driver.version", "2")],
            &[],
        )));
        let a = fold(inputs, &Spec::default());
        assert_eq!(a.cohorts.len(), 2);
        let small = &a.cohorts[0].drift[0];
        assert_eq!(
            (small.kind.as_str(), small.others.len()),
            ("small-cohort", 2)
        );
        let d = &a.cohorts[1].drift[0];
        assert_eq!(d.kind, "outliers");
        assert_eq!(d.reference.as_ref().unwrap().hostlist, "gpu[01-09]");
        assert_eq!(d.others[0].hostlist, "gpu10");
        assert_eq!(d.others[0].relation.as_deref(), Some("older"));
        assert_eq!(a.exit_code, 3);

        // 5 of 10 on each: a split, not outliers.
        let inputs: Vec<_> = (1..=10)
            .map(|i| Ok(h100(&format!("gpu{i:02}"), if i <= 5 { "1" } else { "2" })))
            .collect();
        let a = fold(inputs, &Spec::default());
        assert_eq!(a.cohorts[0].drift[0].kind, "split");
    }

    #[test]
    fn duplicates_missing_stale_failing_and_systemic() {
        let mut inputs = vec![
            Ok(h100("n1", "1")),
            Ok(h100("n1", "1")), // an exact copy: nothing changes
            Ok(report(
                "n2",
                "2025-12-31T00:00:00Z",
                "pass",
                &[("gpu.model", "H100"), ("driver.version", "1")],
                &[],
            )),
            Ok(report(
                "n2",
                AT,
                "fail",
                &[("gpu.model", "H100"), ("driver.version", "1")],
                &["driver.x", "nodes.y"],
            )),
            Ok(report(
                "n3",
                AT,
                "fail",
                &[("gpu.model", "H100"), ("driver.version", "1")],
                &["driver.x"],
            )),
            Ok(report(
                "n4",
                "2020-01-01T00:00:00Z",
                "pass",
                &[("gpu.model", "H100"), ("driver.version", "1")],
                &[],
            )),
        ];
        inputs.push(Err(Unreadable {
            file: "bad.json".into(),
            error: "truncated".into(),
        }));
        let spec = Spec {
            expect: Some(hostlist::expand("n[1-5]").unwrap()),
            max_age_s: Some(86_400),
            now: parse_rfc3339(AT).unwrap() + 60,
            ..Spec::default()
        };
        let a = fold(inputs.clone(), &spec);
        assert_eq!(a.missing, ["n5"]);
        assert_eq!(a.stale.len(), 1);
        assert_eq!(a.stale[0].node, "n4");
        assert_eq!(a.duplicates.len(), 1);
        assert_eq!(a.duplicates[0].node, "n2");
        assert_eq!(a.failing.len(), 1);
        assert_eq!(
            (a.failing[0].check.as_str(), a.failing[0].hostlist.as_str()),
            ("driver.x", "n[2-3]")
        );
        assert_eq!(a.systemic.len(), 1);
        assert_eq!(a.exclude_hostlist, "n[2-5]");
        assert_eq!(a.exit_code, 1);
        // Input order does not matter.
        inputs.reverse();
        assert_eq!(fold(inputs, &spec), a);
    }

    #[test]
    fn desired_values_replace_the_majority() {
        let inputs: Vec<_> = (1..=4)
            .map(|i| Ok(h100(&format!("g{i}"), "550.1")))
            .collect();
        let mut spec = Spec::default();
        spec.desired
            .insert("driver.version".into(), Some("560.2".into()));
        let a = fold(inputs, &spec);
        let d = &a.cohorts[0].drift[0];
        assert_eq!(d.kind, "desired");
        assert_eq!(d.reference.as_ref().unwrap().count, 0);
        assert_eq!(d.others[0].relation.as_deref(), Some("older"));
    }

    #[test]
    fn relations_compare_versions_and_counts() {
        assert_eq!(
            relation("pytorch.version", Some("2.4.1+cu124"), Some("2.10.0+cu130")).as_deref(),
            Some("newer")
        );
        assert_eq!(
            relation("gpu.count", Some("8"), Some("7")).as_deref(),
            Some("fewer")
        );
        assert_eq!(
            relation("cudnn.path", Some("/a"), Some("/b")).as_deref(),
            Some("different")
        );
        assert_eq!(
            relation("cudnn.path", Some("/a"), None).as_deref(),
            Some("absent")
        );
        assert_eq!(parse_duration("2h"), Ok(7200));
        assert!(parse_duration("2 weeks").is_err());
    }
}
