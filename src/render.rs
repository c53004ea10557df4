//! The human renderer: one line per check with a marker, the observed value first; under a
//! problem its evidence, the fix as exact commands and the explain entry; `-v` adds evidence
//! under passes. Markers fall back to ASCII words when the output is not a UTF-8 terminal,
//! and colour is applied only where the `colored` override (set from `--color`, NO_COLOR and
//! the terminal by the command) allows it.

use std::fmt::Write as _;

use colored::Colorize;

use crate::probe::LAYERS;
use crate::report::{Check, LayerReport, Report, SEARCHED, Status, escape_controls};

/// How to draw the report.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub unicode: bool,
    pub verbose: bool,
}

fn marker(status: Status, unicode: bool) -> String {
    let text = match (status, unicode) {
        (Status::Pass, true) => "✓",
        (Status::Warn, true) => "!",
        (Status::Fail, true) => "✗",
        (Status::Skip, true) => "-",
        (Status::Pass, false) => "[PASS]",
        (Status::Warn, false) => "[WARN]",
        (Status::Fail, false) => "[FAIL]",
        (Status::Skip, false) => "[SKIP]",
    };
    paint(status, text)
}

fn paint(status: Status, text: &str) -> String {
    match status {
        Status::Pass => text.green().to_string(),
        Status::Warn => text.yellow().bold().to_string(),
        Status::Fail => text.red().bold().to_string(),
        Status::Skip => text.dimmed().to_string(),
    }
}

/// Render the whole report as text: every layer, then the summary.
pub fn render(report: &Report, style: Style) -> String {
    let mut layers = Layers::new(style);
    let mut out = String::new();
    for i in 0..report.layers.len() {
        out.push_str(&layers.layer(&report.layers[..=i]));
    }
    out.push_str(&summary(report));
    out
}

/// Draws layers one at a time, as they end (the live report draws each when its layer
/// ends), remembering what earlier layers showed: each search list is printed once.
pub struct Layers {
    style: Style,
    /// Search lists already printed, with the check they were printed under.
    searched: Vec<(Vec<String>, String)>,
}

impl Layers {
    pub fn new(style: Style) -> Layers {
        Layers {
            style,
            searched: Vec::new(),
        }
    }

    /// The last layer of `so_far`, whose earlier entries are the layers before it (a
    /// dependent check is drawn by what its cause, in an earlier layer or this one, is).
    pub fn layer(&mut self, so_far: &[LayerReport]) -> String {
        let mut out = String::new();
        let Some(layer) = so_far.last() else {
            return out;
        };
        let prerequisite = if layer.prerequisite {
            " (prerequisite: not asked for, but it failed)"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "{} {} {}",
            format!("[{}/{}]", layer.index, LAYERS.len()).dimmed(),
            layer.id.bold(),
            format!("— {}{prerequisite}", layer.title).dimmed()
        );
        let cause_status = |id: &str| {
            so_far
                .iter()
                .flat_map(|l| &l.checks)
                .find(|c| c.id == id)
                .map(|c| c.status)
        };
        let mut grouped: Vec<&str> = Vec::new();
        for check in &layer.checks {
            let cause = check.caused_by.as_deref();
            let cause_is_problem = cause
                .and_then(cause_status)
                .is_some_and(|s| matches!(s, Status::Fail | Status::Warn));
            match cause {
                Some(by) if !self.style.verbose && !cause_is_problem => {
                    // Checks waiting on a finding that is not a problem (no framework yet):
                    // one line for all of them, where the first one stood.
                    if !grouped.contains(&by) {
                        grouped.push(by);
                        self.group(&mut out, layer, by, so_far);
                    }
                }
                Some(by) if !self.style.verbose => {
                    let _ = writeln!(
                        out,
                        "  {} {}  {}",
                        marker(check.status, self.style.unicode),
                        escape_controls(&check.summary),
                        format!("(because of {by}; -v shows details)").dimmed()
                    );
                }
                _ => self.check(&mut out, check),
            }
        }
        out
    }

    /// Checks drawn plainly, one after another (a check the pipeline adds at the end).
    pub fn checks(&mut self, checks: &[Check]) -> String {
        let mut out = String::new();
        for check in checks {
            self.check(&mut out, check);
        }
        out
    }

    /// One line for the checks of `layer` that follow from the unproblematic check `by`.
    fn group(&self, out: &mut String, layer: &LayerReport, by: &str, so_far: &[LayerReport]) {
        let members: Vec<&Check> = layer
            .checks
            .iter()
            .filter(|c| c.caused_by.as_deref() == Some(by))
            .collect();
        let worst = members
            .iter()
            .map(|c| c.status)
            .max()
            .unwrap_or(Status::Skip);
        let names: Vec<&str> = members
            .iter()
            .map(|c| c.id.split_once('.').map_or(c.id.as_str(), |(_, n)| n))
            .collect();
        let why = so_far
            .iter()
            .flat_map(|l| &l.checks)
            .find(|c| c.id == by)
            .map(|c| {
                c.summary
                    .split(':')
                    .next()
                    .unwrap_or(&c.summary)
                    .to_string()
            })
            .unwrap_or_else(|| by.to_string());
        let _ = writeln!(
            out,
            "  {} {} not needed yet ({}): {}  {}",
            marker(worst, self.style.unicode),
            members.len(),
            escape_controls(&why),
            names.join(", "),
            "(-v shows each)".dimmed()
        );
    }

    fn check(&mut self, out: &mut String, check: &Check) {
        let style = self.style;
        let id = if style.verbose {
            format!("  {}", format!("({})", check.id).dimmed())
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "  {} {}{id}",
            marker(check.status, style.unicode),
            escape_controls(&check.summary)
        );
        if let Some(by) = &check.caused_by {
            let _ = writeln!(out, "      {}", format!("because of {by}").dimmed());
        }
        let problem = matches!(check.status, Status::Fail | Status::Warn);
        if problem || style.verbose {
            let (searched, evidence): (Vec<&String>, Vec<&String>) =
                check.evidence.iter().partition(|l| l.starts_with(SEARCHED));
            for line in evidence {
                let _ = writeln!(out, "      {}", escape_controls(line).dimmed());
            }
            self.search_list(out, check, searched);
        }
        if !problem {
            return;
        }
        if let Some(hint) = &check.hint {
            let _ = writeln!(
                out,
                "      {} {}",
                "fix:".bold(),
                escape_controls(&hint.text)
            );
            for cmd in &hint.commands {
                let _ = writeln!(out, "        $ {}", escape_controls(cmd));
            }
        }
        if let Some(id) = &check.explain {
            let _ = writeln!(out, "      {} gpudoc explain {id}", "see:".bold());
        }
    }

    /// Where a probe looked: with `-v` the list, once per report; otherwise nothing (the
    /// places are the loader's usual ones, and a page of them hides the fix).
    fn search_list(&mut self, out: &mut String, check: &Check, lines: Vec<&String>) {
        if !self.style.verbose || lines.is_empty() {
            return;
        }
        let lines: Vec<String> = lines.into_iter().cloned().collect();
        // A one-line list ("the same directories as ...") is its own reference already.
        if let Some((_, first)) = self
            .searched
            .iter()
            .find(|(l, _)| *l == lines && lines.len() > 1)
        {
            let _ = writeln!(
                out,
                "      {}",
                format!("searched the same places as {first}").dimmed()
            );
            return;
        }
        for line in &lines {
            let _ = writeln!(out, "      {}", escape_controls(line).dimmed());
        }
        self.searched.push((lines, check.id.clone()));
    }
}

/// The end of the report: the root cause and its fix, the other problems no cause explains,
/// then the verdict and the counts. It is all `--quiet` prints.
pub fn summary(report: &Report) -> String {
    let mut out = String::from("\n");
    if let Some(root) = &report.root_cause {
        let fix = root
            .hint
            .as_ref()
            .map(|h| format!(" — {} {}", "fix:".bold(), escape_controls(&h.text)))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "{} {}{fix}  {}",
            paint(Status::Fail, "root cause:"),
            escape_controls(&root.summary),
            format!("({})", root.check).dimmed()
        );
        for cmd in root.hint.iter().flat_map(|h| &h.commands) {
            let _ = writeln!(out, "    $ {}", escape_controls(cmd));
        }
        let mut notes = Vec::new();
        if !root.dependents.is_empty() {
            let n = root.dependents.len();
            notes.push(format!(
                "{n} check{} depend{} on this: {}",
                if n == 1 { "" } else { "s" },
                if n == 1 { "s" } else { "" },
                root.dependents.join(", ")
            ));
        }
        if let Some(id) = &root.explain {
            notes.push(format!("{} gpudoc explain {id}", "see:".bold()));
        }
        if !notes.is_empty() {
            let _ = writeln!(out, "  {}", notes.join("; "));
        }
    }
    let root = report.root_cause.as_ref().map(|r| r.check.as_str());
    let others: Vec<&Check> = report
        .layers
        .iter()
        .flat_map(|l| &l.checks)
        .filter(|c| {
            c.status == Status::Fail && c.caused_by.is_none() && Some(c.id.as_str()) != root
        })
        .collect();
    for c in others {
        let _ = writeln!(
            out,
            "{} {}  {}",
            paint(Status::Fail, "also failing:"),
            escape_controls(&c.summary),
            format!("({})", c.id).dimmed()
        );
    }
    let t = report.tally();
    let summary = format!(
        "{} failed, {} warning{}, {} passed, {} skipped",
        t.fail,
        t.warn,
        if t.warn == 1 { "" } else { "s" },
        t.pass,
        t.skip
    );
    let verdict = match report.verdict {
        crate::report::Verdict::Fail => paint(Status::Fail, "gpudoc found problems"),
        crate::report::Verdict::Warn => paint(Status::Warn, "gpudoc found warnings"),
        crate::report::Verdict::Pass => paint(Status::Pass, "no problems found"),
    };
    let _ = writeln!(out, "{verdict}: {summary}");
    out
}

/// True when the locale says UTF-8 (LC_ALL, then LC_CTYPE, then LANG, as setlocale does).
pub fn locale_is_utf8(var: impl Fn(&str) -> Option<String>) -> bool {
    ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .find_map(|k| var(k).filter(|v| !v.is_empty()))
        .map(|v| {
            let v = v.to_ascii_lowercase();
            v.contains("utf-8") || v.contains("utf8")
        })
        .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::Facts;
    use crate::report::{Hint, layer_status};

    #[test]
    fn control_characters_from_probes_are_escaped() {
        assert_eq!(escape_controls("plain /usr/lib ✓"), "plain /usr/lib ✓");
        assert_eq!(
            escape_controls("a\x1b[2Jb\rc\nd\u{9b}e\u{202e}f"),
            "a\\x1b[2Jb\\x0dc\\x0ad\\x9be\\u{202e}f"
        );
        let checks = vec![
            Check::fail("driver.nvml", "NVML \x1b]0;owned\x07 hung")
                .evidence("stderr: \x1b[31mred")
                .hint(Hint::new("fix\r", &["rm \x1b"])),
        ];
        let layer = LayerReport {
            index: 1,
            id: "driver".into(),
            title: "T".into(),
            status: layer_status(&checks),
            duration_ms: 1,
            checks,
            prerequisite: false,
        };
        colored::control::set_override(false);
        let text = render(
            &Report::new(vec![layer], Facts::default(), false),
            Style {
                unicode: false,
                verbose: false,
            },
        );
        assert!(
            !text.contains('\x1b') && !text.contains('\r') && !text.contains('\x07'),
            "{text}"
        );
        assert!(text.contains("\\x1b[31mred"), "{text}");
    }

    fn report() -> Report {
        let checks = vec![
            Check::pass("driver.version", "NVIDIA driver 580.159.04")
                .evidence("NVML reports CUDA 13.0"),
            Check::fail("driver.nvml", "NVML hung")
                .evidence("library: /x")
                .hint(Hint::new("Reboot", &["sudo reboot"]))
                .explain("nvml-probe-broken"),
        ];
        let layer = LayerReport {
            index: 1,
            id: "driver".into(),
            title: "NVIDIA driver (NVML)".into(),
            status: layer_status(&checks),
            duration_ms: 1,
            checks,
            prerequisite: false,
        };
        Report::new(vec![layer], Facts::default(), false)
    }

    #[test]
    fn ascii_report_shows_problem_fix_and_summary() {
        colored::control::set_override(false);
        let text = render(
            &report(),
            Style {
                unicode: false,
                verbose: false,
            },
        );
        let expected = "\
[1/7] driver — NVIDIA driver (NVML)
  [PASS] NVIDIA driver 580.159.04
  [FAIL] NVML hung
      library: /x
      fix: Reboot
        $ sudo reboot
      see: gpudoc explain nvml-probe-broken

root cause: NVML hung — fix: Reboot  (driver.nvml)
    $ sudo reboot
  see: gpudoc explain nvml-probe-broken
gpudoc found problems: 1 failed, 0 warnings, 1 passed, 0 skipped
";
        assert_eq!(text, expected);
    }

    #[test]
    fn verbose_adds_evidence_under_passes() {
        colored::control::set_override(false);
        let text = render(
            &report(),
            Style {
                unicode: true,
                verbose: true,
            },
        );
        assert!(
            text.contains(
                "  ✓ NVIDIA driver 580.159.04  (driver.version)\n      NVML reports CUDA 13.0\n"
            ),
            "{text}"
        );
    }

    #[test]
    fn locale_detection() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(a, _)| *a == k)
                    .map(|(_, b)| b.to_string())
            }
        };
        assert!(locale_is_utf8(env(&[("LANG", "en_US.UTF-8")])));
        assert!(!locale_is_utf8(env(&[
            ("LC_ALL", "C"),
            ("LANG", "en_US.UTF-8")
        ])));
        assert!(locale_is_utf8(env(&[
            ("LC_ALL", ""),
            ("LC_CTYPE", "C.utf8")
        ])));
        assert!(!locale_is_utf8(env(&[])));
    }
}
