//! The report model: what every layer produces and what both renderers (human and JSON)
//! read. Probes never print; they return [`Check`]s.
//!
//! # Wire format (`gpudoc check --json`, schema_version 1)
//!
//! ```text
//! { "schema_version": 1, "gpudoc_version": "0.1.0", "verdict": "pass|warn|fail", "exit_code": 0,
//!   "layers": [ { "index": 1, "id": "driver", "title": "...", "status": "pass|warn|fail|skip",
//!                 "duration_ms": 12, "prerequisite": false,
//!                 "checks": [ { "id": "driver.<name>", "status": "...", "summary": "...",
//!                               "evidence": ["..."], "hint": { "text": "...", "commands": ["..."] } | null,
//!                               "reason": null | "timeout" | "crash", "explain": null | "<id>",
//!                               "caused_by": null | "<check id>" } ] } ],
//!   "facts": { ... see facts.rs ... },
//!   "host": { "node_name": "gpu017", "hostname": "...", "boot_id": "...", "started_at": "...Z",
//!             "duration_ms": 4100, "context": { "scheduler": "slurm|kubernetes|none", ... },
//!             "labels": { "partition": "h200" } } | null,
//!   "matrix_version": "sha256:..." | null,
//!   "fingerprint": { "driver.version": "...", ... see fingerprint.rs ... },
//!   "fingerprint_hash": "sha256:...", "failed_checks": ["..."], "warned_checks": ["..."],
//!   "redacted": true  (only with --redact),
//!   "root_cause": { "check": "<id>", "summary": "...", "hint": {...} | null,
//!                   "explain": null | "<id>", "dependents": ["<id>", ...] } | null }
//! ```
//!
//! Fields may be added in later versions; none is ever renamed or removed without raising
//! `schema_version`.

use serde::{Deserialize, Serialize};

use crate::facts::Facts;
use crate::fingerprint::{self, Fingerprint};
use crate::host::Host;

/// The JSON contract's version. Raise it only when a field is renamed or removed.
pub const SCHEMA_VERSION: u32 = 1;

/// How one check came out. Ordered by severity, so `max()` over checks is the layer's status.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Pass,
    Skip,
    Warn,
    Fail,
}

impl Status {
    /// The lowercase word used in JSON and in the ASCII marker.
    pub fn word(self) -> &'static str {
        match self {
            Status::Pass => "pass",
            Status::Skip => "skip",
            Status::Warn => "warn",
            Status::Fail => "fail",
        }
    }
}

/// Why a probe that ran in a child process did not answer normally.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Reason {
    /// It ran past its time limit and was killed.
    Timeout,
    /// It died from a signal or exited without a usable answer.
    Crash,
}

/// What to do about a problem: a sentence and the exact commands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hint {
    pub text: String,
    pub commands: Vec<String>,
}

impl Hint {
    pub fn new(text: impl Into<String>, commands: &[&str]) -> Hint {
        Hint {
            text: text.into(),
            commands: commands.iter().map(|c| c.to_string()).collect(),
        }
    }
}

/// One judged fact: the unit of the report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Check {
    /// Stable public id, `<layer>.<kebab-name>`.
    pub id: String,
    pub status: Status,
    /// One line: the observed value first, then what was expected.
    pub summary: String,
    /// What was seen, shown under problems always and under passes with `-v`.
    pub evidence: Vec<String>,
    pub hint: Option<Hint>,
    pub reason: Option<Reason>,
    /// An `gpudoc explain` entry id that describes this failure.
    pub explain: Option<String>,
    /// The id of the check whose outcome this one follows from (src/cause.rs): it fails or
    /// warns only because of that one, and does not raise the exit code on its own.
    #[serde(default)]
    pub caused_by: Option<String>,
}

impl Check {
    pub fn new(id: &str, status: Status, summary: impl Into<String>) -> Check {
        Check {
            id: id.to_string(),
            status,
            summary: summary.into(),
            evidence: Vec::new(),
            hint: None,
            reason: None,
            explain: None,
            caused_by: None,
        }
    }
    pub fn pass(id: &str, summary: impl Into<String>) -> Check {
        Check::new(id, Status::Pass, summary)
    }
    pub fn warn(id: &str, summary: impl Into<String>) -> Check {
        Check::new(id, Status::Warn, summary)
    }
    pub fn fail(id: &str, summary: impl Into<String>) -> Check {
        Check::new(id, Status::Fail, summary)
    }
    pub fn skip(id: &str, summary: impl Into<String>) -> Check {
        Check::new(id, Status::Skip, summary)
    }
    pub fn evidence(mut self, line: impl Into<String>) -> Check {
        self.evidence.push(line.into());
        self
    }
    pub fn evidence_all<I: IntoIterator<Item = String>>(mut self, lines: I) -> Check {
        self.evidence.extend(lines);
        self
    }
    pub fn hint(mut self, hint: Hint) -> Check {
        self.hint = Some(hint);
        self
    }
    pub fn reason(mut self, reason: Option<Reason>) -> Check {
        self.reason = reason;
        self
    }
    pub fn explain(mut self, id: &str) -> Check {
        self.explain = Some(id.to_string());
        self
    }
    /// This check fails or warns only because of check `id`.
    pub fn caused_by(mut self, id: &str) -> Check {
        self.caused_by = Some(id.to_string());
        self
    }
}

/// The prefix of an evidence line that names one place a probe searched (a directory, a
/// cache): the human report lists these only with `-v`, once.
pub const SEARCHED: &str = "searched ";

/// One layer's part of the report.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LayerReport {
    pub index: u8,
    pub id: String,
    pub title: String,
    pub status: Status,
    pub duration_ms: u64,
    pub checks: Vec<Check>,
    /// Not asked for: a prerequisite that `--only` pulled in and that failed, shown because
    /// its failure is why the asked-for layers could not be judged (added in 0.1, additive).
    #[serde(default)]
    pub prerequisite: bool,
}

/// A layer's status from its checks: the worst one, except that a layer whose checks all
/// skipped is a skip and one with passes and skips is a pass.
pub fn layer_status(checks: &[Check]) -> Status {
    let worst = checks
        .iter()
        .map(|c| c.status)
        .max()
        .unwrap_or(Status::Skip);
    if worst == Status::Skip && checks.iter().any(|c| c.status == Status::Pass) {
        Status::Pass
    } else {
        worst
    }
}

/// The overall verdict: only pass, warn or fail (skips do not count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Pass,
    Warn,
    Fail,
}

/// The whole `gpudoc check` answer.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Report {
    pub schema_version: u32,
    pub gpudoc_version: String,
    pub verdict: Verdict,
    pub exit_code: u8,
    pub layers: Vec<LayerReport>,
    pub facts: Facts,
    /// Which node, when, under which job (additions to schema 1 for `gpudoc fleet`).
    #[serde(default)]
    pub host: Option<Host>,
    /// Which matrix judged: verdicts from different matrices are not comparable.
    #[serde(default)]
    pub matrix_version: Option<String>,
    /// The stack's stable keys (src/fingerprint.rs) and their hash.
    #[serde(default)]
    pub fingerprint: Fingerprint,
    #[serde(default)]
    pub fingerprint_hash: String,
    /// Ids of the failed and warned checks, in layer order.
    #[serde(default)]
    pub failed_checks: Vec<String>,
    #[serde(default)]
    pub warned_checks: Vec<String>,
    /// Made with `--redact` (src/redact.rs): identifying values are placeholders and the
    /// node's names keyed hashes. Written only when true (an addition to schema 1).
    #[serde(default, skip_serializing_if = "is_false")]
    pub redacted: bool,
    /// The first failure no other explains, and the checks that follow from it (additive).
    #[serde(default)]
    pub root_cause: Option<RootCause>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// The failure the report leads with: the first failing check no other explains
/// (`caused_by`, set by src/cause.rs), with the checks that follow from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RootCause {
    /// The failing check's id.
    pub check: String,
    pub summary: String,
    /// Its fix, as in the check.
    pub hint: Option<Hint>,
    /// Its `gpudoc explain` entry.
    pub explain: Option<String>,
    /// Checks that fail or warn only because of it, in layer order.
    pub dependents: Vec<String>,
}

/// The root cause of `layers`, from the checks' `caused_by` links.
pub(crate) fn root_cause(layers: &[LayerReport]) -> Option<RootCause> {
    let checks: Vec<&Check> = layers.iter().flat_map(|l| &l.checks).collect();
    let root = checks
        .iter()
        .find(|c| c.status == Status::Fail && c.caused_by.is_none())?;
    let mut causes = vec![root.id.as_str()];
    let mut dependents = Vec::new();
    // Causes point backwards, so one pass in layer order reaches every descendant.
    for c in &checks {
        if let Some(by) = &c.caused_by
            && causes.contains(&by.as_str())
        {
            causes.push(&c.id);
            dependents.push(c.id.clone());
        }
    }
    Some(RootCause {
        check: root.id.clone(),
        summary: root.summary.clone(),
        hint: root.hint.clone(),
        explain: root.explain.clone(),
        dependents,
    })
}

/// Counts of checks by status, for the summary line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub pass: usize,
    pub warn: usize,
    pub fail: usize,
    pub skip: usize,
}

impl Report {
    /// Build the report: its root cause, its verdict (from every check) and its exit code
    /// (from the checks no other one explains: a `caused_by` does not raise it).
    pub fn new(layers: Vec<LayerReport>, facts: Facts, strict: bool) -> Report {
        let root_cause = root_cause(&layers);
        // Verdict and exit code come from the same checks, those no other check explains (a
        // check that only follows from another does not raise either), so they always agree.
        let own = |s: Status| {
            layers
                .iter()
                .flat_map(|l| &l.checks)
                .any(|c| c.status == s && c.caused_by.is_none())
        };
        let verdict = if own(Status::Fail) {
            Verdict::Fail
        } else if own(Status::Warn) {
            Verdict::Warn
        } else {
            Verdict::Pass
        };
        let exit_code = match verdict {
            Verdict::Fail => crate::exit::FAILED,
            Verdict::Warn if strict => crate::exit::STRICT_WARNINGS,
            _ => crate::exit::OK,
        };
        let fingerprint = fingerprint::fingerprint(&facts);
        let with = |s: Status| -> Vec<String> {
            layers
                .iter()
                .flat_map(|l| &l.checks)
                .filter(|c| c.status == s)
                .map(|c| c.id.clone())
                .collect()
        };
        let (failed_checks, warned_checks) = (with(Status::Fail), with(Status::Warn));
        Report {
            schema_version: SCHEMA_VERSION,
            gpudoc_version: env!("CARGO_PKG_VERSION").to_string(),
            verdict,
            exit_code,
            fingerprint_hash: fingerprint::hash(&fingerprint),
            fingerprint,
            failed_checks,
            warned_checks,
            host: None,
            matrix_version: None,
            redacted: false,
            root_cause,
            layers,
            facts,
        }
    }

    pub fn tally(&self) -> Tally {
        tally(&self.layers)
    }
}

fn tally(layers: &[LayerReport]) -> Tally {
    let mut t = Tally::default();
    for check in layers.iter().flat_map(|l| &l.checks) {
        match check.status {
            Status::Pass => t.pass += 1,
            Status::Warn => t.warn += 1,
            Status::Fail => t.fail += 1,
            Status::Skip => t.skip += 1,
        }
    }
    t
}

/// A probe's text made safe for a terminal: control characters (escape sequences, carriage
/// returns, newlines, C1 controls, which a file name, a library's stderr or a crafted
/// /proc file can carry) are shown as `\xNN` / `\u{NNNN}` escapes instead of acting on the
/// terminal. The JSON report keeps the text as it is (serde escapes it).
pub fn escape_controls(text: &str) -> std::borrow::Cow<'_, str> {
    let unsafe_char =
        |c: char| c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    if !text.chars().any(unsafe_char) {
        return std::borrow::Cow::Borrowed(text);
    }
    use std::fmt::Write as _;
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if !unsafe_char(c) {
            out.push(c);
        } else if (c as u32) < 0x100 {
            let _ = write!(out, "\\x{:02x}", c as u32);
        } else {
            let _ = write!(out, "\\u{{{:04x}}}", c as u32);
        }
    }
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layer(statuses: &[Status]) -> LayerReport {
        let checks: Vec<Check> = statuses
            .iter()
            .enumerate()
            .map(|(i, s)| Check::new(&format!("x.c{i}"), *s, "s"))
            .collect();
        LayerReport {
            index: 1,
            id: "x".into(),
            title: "X".into(),
            status: layer_status(&checks),
            duration_ms: 0,
            checks,
            prerequisite: false,
        }
    }

    #[test]
    fn layer_status_is_worst_but_pass_beats_skip() {
        assert_eq!(layer(&[Status::Pass, Status::Skip]).status, Status::Pass);
        assert_eq!(layer(&[Status::Skip]).status, Status::Skip);
        assert_eq!(layer(&[Status::Pass, Status::Warn]).status, Status::Warn);
        assert_eq!(layer(&[Status::Fail, Status::Warn]).status, Status::Fail);
        assert_eq!(layer(&[]).status, Status::Skip);
    }

    #[test]
    fn verdict_and_exit_code_follow_checks_and_strict() {
        let r = Report::new(vec![layer(&[Status::Pass])], Facts::default(), true);
        assert_eq!((r.verdict, r.exit_code), (Verdict::Pass, 0));
        let r = Report::new(vec![layer(&[Status::Warn])], Facts::default(), false);
        assert_eq!((r.verdict, r.exit_code), (Verdict::Warn, 0));
        let r = Report::new(vec![layer(&[Status::Warn])], Facts::default(), true);
        assert_eq!((r.verdict, r.exit_code), (Verdict::Warn, 3));
        let r = Report::new(
            vec![layer(&[Status::Fail, Status::Warn])],
            Facts::default(),
            true,
        );
        assert_eq!((r.verdict, r.exit_code), (Verdict::Fail, 1));
    }
}
