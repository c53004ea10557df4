//! Rendering: the human answer, one entry in full (`explain <id>`), the entry list, and the
//! JSON contract (`--json`, schema_version 1).
//!
//! # JSON contract
//!
//! ```text
//! { "schema_version": 1,
//!   "matches": [ { "id": "...", "category": "...", "title": "...", "cause": "...",
//!                  "fix": { "text": "...", "commands": ["..."] }, "benign": false,
//!                  "confidence": 0.0..1.0, "evidence": ["the matched lines"] } ] }
//! ```
//!
//! Best match first. Fields are only ever added with a new `schema_version`.

use std::fmt::Write as _;

use colored::Colorize;
use serde::{Deserialize, Serialize};

use super::catalog::{CATEGORIES, Entry, catalog};
use super::matcher::Match;
use crate::matrix::Matrix;
use crate::report::Hint;

/// The version of the explain JSON contract.
pub const SCHEMA_VERSION: u32 = 1;

/// `gpudoc explain --json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JsonAnswer {
    pub schema_version: u32,
    pub matches: Vec<JsonMatch>,
}

/// One match in the JSON contract.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JsonMatch {
    pub id: String,
    pub category: String,
    pub title: String,
    pub cause: String,
    pub fix: Hint,
    pub benign: bool,
    pub confidence: f64,
    pub evidence: Vec<String>,
}

/// The fix of a match: the entry's text and commands, then what the specifics add (read
/// against `matrix`).
pub fn fix_of(m: &Match, matrix: &Matrix) -> Hint {
    let mut text = m.entry.fix.clone();
    for note in m.specifics.notes(matrix) {
        text.push_str("\nHere: ");
        text.push_str(&note);
    }
    let mut commands = m.specifics.commands(matrix);
    for c in &m.entry.commands {
        if !commands.contains(c) {
            commands.push(c.clone());
        }
    }
    Hint { text, commands }
}

/// The JSON answer for matches; `machine` (from `--probe`) is appended to the best fix.
pub fn json_answer(matches: &[Match], machine: &[String], matrix: &Matrix) -> JsonAnswer {
    let mut out: Vec<JsonMatch> = matches
        .iter()
        .map(|m| JsonMatch {
            id: m.entry.id.clone(),
            category: m.entry.category.clone(),
            title: m.entry.title.clone(),
            cause: m.entry.cause.clone(),
            fix: fix_of(m, matrix),
            benign: m.entry.benign,
            confidence: m.confidence,
            evidence: m.evidence.clone(),
        })
        .collect();
    if let Some(first) = out.first_mut()
        && !machine.is_empty()
    {
        first.fix.text.push_str("\nOn this machine: ");
        first.fix.text.push_str(&machine.join("; "));
    }
    JsonAnswer {
        schema_version: SCHEMA_VERSION,
        matches: out,
    }
}

/// One entry as a JSON answer (for `explain <id> --json`).
pub fn json_entry(e: &Entry) -> JsonAnswer {
    JsonAnswer {
        schema_version: SCHEMA_VERSION,
        matches: vec![JsonMatch {
            id: e.id.clone(),
            category: e.category.clone(),
            title: e.title.clone(),
            cause: e.cause.clone(),
            fix: Hint {
                text: e.fix.clone(),
                commands: e.commands.clone(),
            },
            benign: e.benign,
            confidence: 1.0,
            evidence: Vec::new(),
        }],
    }
}

/// Serialise to pretty JSON with a trailing newline.
pub fn to_json<T: Serialize>(value: &T) -> String {
    // Plain strings, numbers and vectors cannot fail to serialise.
    let mut s = serde_json::to_string_pretty(value).unwrap_or_else(|_| "{}".into());
    s.push('\n');
    s
}

/// The human answer.
pub fn human(matches: &[Match], machine: &[String], matrix: &Matrix) -> String {
    let mut out = String::new();
    let Some(best) = matches.first() else {
        out.push_str("No known error found in the input.\n");
        out.push_str("Paste the full error (the traceback's last lines and the log lines before it), or see `gpudoc explain --list`.\n");
        return out;
    };
    if best.entry.benign {
        out.push_str(&format!(
            "{}\n\n",
            "Only harmless messages found: nothing here needs fixing.".green()
        ));
    }
    let pct = (best.confidence * 100.0).round();
    let _ = writeln!(
        out,
        "{}  [{}, {pct}% sure]\n{}",
        best.entry.id.bold(),
        best.entry.category,
        best.entry.title
    );
    if !best.evidence.is_empty() {
        out.push_str("\nSeen:\n");
        for line in &best.evidence {
            // The user's log may carry colour codes or worse: show them, do not obey them.
            let _ = writeln!(out, "  {}", crate::report::escape_controls(line));
        }
    }
    let _ = writeln!(out, "\nCause:\n  {}", best.entry.cause);
    let fix = fix_of(best, matrix);
    let _ = writeln!(out, "\nFix:\n  {}", fix.text.replace('\n', "\n  "));
    for c in &fix.commands {
        let _ = writeln!(out, "    $ {c}");
    }
    if !machine.is_empty() {
        out.push_str("\nOn this machine:\n");
        for line in machine {
            let _ = writeln!(out, "  {}", crate::report::escape_controls(line));
        }
    }
    let others: Vec<&Match> = matches.iter().skip(1).take(4).collect();
    if !others.is_empty() {
        out.push_str("\nAlso matched:\n");
        for m in others {
            let noise = if m.entry.benign { ", harmless" } else { "" };
            let _ = writeln!(
                out,
                "  {}  [{}{noise}, {}%]  {}",
                m.entry.id,
                m.entry.category,
                (m.confidence * 100.0).round(),
                m.entry.title
            );
        }
    }
    let _ = writeln!(out, "\nMore: gpudoc explain {}", best.entry.id);
    out
}

/// One entry in full, like `rustc --explain`.
pub fn entry_text(e: &Entry) -> String {
    let mut out = String::new();
    let noise = if e.benign { " (harmless)" } else { "" };
    let _ = writeln!(
        out,
        "{}: {}{noise}\ncategory: {}\n",
        e.id.bold(),
        e.title,
        e.category
    );
    let _ = writeln!(out, "Cause:\n  {}\n", e.cause);
    let _ = writeln!(out, "Fix:\n  {}", e.fix);
    for c in &e.commands {
        let _ = writeln!(out, "    $ {c}");
    }
    out.push_str("\nRecognised by (case-insensitive regexes, weight):\n");
    for p in &e.patterns {
        let _ = writeln!(out, "  {:>2}  {}", p.w, p.re);
    }
    out.push_str("\nSources:\n");
    for l in &e.links {
        let _ = writeln!(out, "  {l}");
    }
    out
}

/// `--list`: every entry, grouped by category.
pub fn list_text() -> String {
    let mut out = String::new();
    for cat in CATEGORIES {
        let _ = writeln!(out, "{}", cat.bold());
        for e in catalog().entries.iter().filter(|e| e.category == cat) {
            let _ = writeln!(out, "  {:<36} {}", e.id, e.title);
        }
    }
    out
}

/// `--list --json`.
pub fn list_json() -> String {
    #[derive(Serialize)]
    struct Item<'a> {
        id: &'a str,
        category: &'a str,
        title: &'a str,
        benign: bool,
    }
    #[derive(Serialize)]
    struct List<'a> {
        schema_version: u32,
        entries: Vec<Item<'a>>,
    }
    to_json(&List {
        schema_version: SCHEMA_VERSION,
        entries: catalog()
            .entries
            .iter()
            .map(|e| Item {
                id: &e.id,
                category: &e.category,
                title: &e.title,
                benign: e.benign,
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::diagnose;

    #[test]
    fn json_contract_round_trips_and_applies_specifics() {
        let m = diagnose(
            "Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory",
        );
        let a = json_answer(
            &m,
            &["driver 550.54.14".into()],
            &Matrix::builtin().unwrap(),
        );
        assert_eq!(a.schema_version, 1);
        let first = &a.matches[0];
        assert_eq!(first.category, "library-not-found");
        assert!(first.fix.text.contains("cuDNN 8"), "{}", first.fix.text);
        assert!(first.fix.text.contains("On this machine: driver 550.54.14"));
        assert!(first.fix.commands[0].contains("nvidia-cudnn-cu12"));
        let back: JsonAnswer = serde_json::from_str(&to_json(&a)).unwrap();
        assert_eq!(back, a);
    }

    #[test]
    fn human_answer_names_entry_alternatives_and_noise() {
        let mx = Matrix::builtin().unwrap();
        let m = diagnose("AssertionError: Torch not compiled with CUDA enabled");
        let text = human(&m, &[], &mx);
        assert!(text.contains("torch-cpu-build"));
        assert!(text.contains("Also matched:") && text.contains("no-nvidia-gpu-cuda-requested"));
        let text = human(
            &diagnose("TF-TRT Warning: Could not find TensorRT"),
            &[],
            &mx,
        );
        assert!(text.contains("harmless"));
        assert!(human(&[], &[], &mx).contains("No known error"));
    }

    #[test]
    fn entry_and_list_texts_show_everything() {
        let e = catalog().entry("gpu-fallen-off-bus").unwrap();
        let t = entry_text(e);
        assert!(t.contains("Cause:") && t.contains("Sources:") && t.contains(&e.links[0]));
        let l = list_text();
        for e in &catalog().entries {
            assert!(l.contains(&e.id));
        }
        let v: serde_json::Value = serde_json::from_str(&list_json()).unwrap();
        assert_eq!(
            v["entries"].as_array().unwrap().len(),
            catalog().entries.len()
        );
    }
}
