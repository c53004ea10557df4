//! The human renderer: one line per check with a marker, the observed value first; under a
//! problem its evidence, the fix as exact commands and the explain entry; `-v` adds evidence
//! under passes. Markers fall back to ASCII words when the output is not a UTF-8 terminal,
//! and colour is applied only where the `colored` override (set from `--color`, NO_COLOR and
//! the terminal by the command) allows it.

use std::fmt::Write as _;

use colored::Colorize;

use crate::probe::LAYERS;
use crate::report::{Check, Report, Status, escape_controls};

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

/// Render the whole report as text.
pub fn render(report: &Report, style: Style) -> String {
    let mut out = String::new();
    for layer in &report.layers {
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
        for check in &layer.checks {
            render_check(&mut out, check, style);
        }
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
    let _ = writeln!(out, "\n{verdict}: {summary}");
    out
}

fn render_check(out: &mut String, check: &Check, style: Style) {
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
    let problem = matches!(check.status, Status::Fail | Status::Warn);
    if problem || style.verbose {
        for line in &check.evidence {
            let _ = writeln!(out, "      {}", escape_controls(line).dimmed());
        }
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
    use crate::report::{Hint, LayerReport, layer_status};

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
