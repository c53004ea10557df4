//! The human `gpudoc fleet` and `gpudoc diff` answers: dshbak-shaped, one line per finding,
//! node sets as compressed hostlists.

use std::fmt::Write;

use super::diff::DiffAnswer;
use super::{FleetAnswer, ValueNodes};

fn show(v: &Option<String>) -> String {
    match v {
        Some(s) => s.clone(),
        None => "(none)".to_string(),
    }
}

fn value_nodes(v: &ValueNodes) -> String {
    let mut s = format!("{} on {} [{}]", show(&v.value), v.count, v.hostlist);
    if let Some(r) = &v.relation {
        let _ = write!(s, " ({r})");
    }
    s
}

fn cohort_name(key: &std::collections::BTreeMap<String, Option<String>>) -> String {
    key.iter()
        .map(|(k, v)| format!("{k}=\"{}\"", show(v)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The human fleet answer.
pub fn fleet(a: &FleetAnswer) -> String {
    let mut o = String::new();
    let _ = write!(o, "gpudoc fleet: ");
    if let Some(e) = a.expected {
        let _ = write!(o, "{e} expected, ");
    }
    let _ = write!(o, "{} reported", a.reported);
    if !a.missing.is_empty() {
        let _ = write!(o, ", {} missing: {}", a.missing.len(), a.missing_hostlist);
    }
    o.push('\n');
    let v = a.verdicts;
    let _ = writeln!(
        o,
        "verdicts: {} pass, {} warn, {} fail",
        v.pass, v.warn, v.fail
    );
    for m in &a.meta_drift {
        let vals: Vec<String> = m.values.iter().map(value_nodes).collect();
        let _ = writeln!(o, "DIFFERENT {}: {}", m.key, vals.join("; "));
    }
    for u in &a.unreadable {
        let _ = writeln!(o, "UNREADABLE {}: {}", u.file, u.error);
    }
    for s in &a.stale {
        let _ = writeln!(o, "STALE {} (report of {})", s.node, show(&s.started_at));
    }
    for d in &a.duplicates {
        let _ = writeln!(
            o,
            "DUPLICATE {}: {} reports, kept the newest ({})",
            d.node,
            d.reports,
            show(&d.kept_started_at)
        );
    }
    if !a.unexpected.is_empty() {
        let _ = writeln!(
            o,
            "UNEXPECTED {} not in --expect: {}",
            a.unexpected.len(),
            super::hostlist::compress(&a.unexpected)
        );
    }
    for f in &a.failing {
        let _ = writeln!(o, "FAIL {} on {}: {}", f.check, f.count, f.hostlist);
    }
    for s in &a.systemic {
        let _ = writeln!(
            o,
            "SYSTEMIC {} fails on {} of {} nodes in {} (the matrix or the image, not the nodes?)",
            s.check,
            s.count,
            s.of,
            cohort_name(&s.cohort)
        );
    }
    for c in &a.cohorts {
        let _ = writeln!(
            o,
            "cohort {} ({} node{}: {}){}",
            cohort_name(&c.key),
            c.nodes,
            if c.nodes == 1 { "" } else { "s" },
            c.hostlist,
            if c.drift.is_empty() {
                ": no drift"
            } else {
                ":"
            }
        );
        let width = c.drift.iter().map(|d| d.key.len()).max().unwrap_or(0);
        for d in &c.drift {
            let mut parts: Vec<String> = Vec::new();
            match (d.kind.as_str(), &d.reference) {
                ("desired", Some(r)) => parts.push(format!("want {}", value_nodes(r))),
                (_, Some(r)) => parts.push(value_nodes(r)),
                _ => {}
            }
            parts.extend(d.others.iter().map(value_nodes));
            let tag = match d.kind.as_str() {
                "split" => "split: ",
                "small-cohort" => "no majority: ",
                _ => "",
            };
            let _ = writeln!(o, "  {:width$}  {tag}{}", d.key, parts.join("   "));
        }
    }
    if a.stacks.len() > 1 {
        let _ = writeln!(o, "{} distinct stacks", a.stacks.len());
    }
    if !a.exclude_hostlist.is_empty() {
        let _ = writeln!(o, "exclude list: {}", a.exclude_hostlist);
    }
    o
}

/// The human diff answer.
pub fn diff(d: &DiffAnswer) -> String {
    let mut o = String::new();
    let _ = writeln!(
        o,
        "gpudoc diff: A {} ({}, {}) vs B {} ({}, {})",
        d.a.file, d.a.node, d.a.verdict, d.b.file, d.b.node, d.b.verdict
    );
    if d.rows.is_empty() && d.only_in_a.is_empty() && d.only_in_b.is_empty() {
        let _ = writeln!(o, "same stack ({} keys compared)", d.keys_compared);
        return o;
    }
    let kw = d.rows.iter().map(|r| r.key.len()).max().unwrap_or(3).max(3);
    let aw = d
        .rows
        .iter()
        .map(|r| show(&r.a).len())
        .max()
        .unwrap_or(1)
        .max(1);
    if !d.rows.is_empty() {
        let _ = writeln!(o, "  {:kw$}  {:aw$}  B", "key", "A");
    }
    for r in &d.rows {
        let rel = r
            .relation
            .as_ref()
            .map(|x| format!(" ({x})"))
            .unwrap_or_default();
        let _ = writeln!(
            o,
            "  {:kw$}  {:aw$}  {}{rel}",
            r.key,
            show(&r.a),
            show(&r.b)
        );
    }
    if !d.only_in_a.is_empty() {
        let _ = writeln!(o, "failing only in A: {}", d.only_in_a.join(", "));
    }
    if !d.only_in_b.is_empty() {
        let _ = writeln!(o, "failing only in B: {}", d.only_in_b.join(", "));
    }
    o
}
