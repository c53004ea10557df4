//! `gpudoc check --format markdown`: a report to paste into a GitHub issue. First the
//! summary (verdict, root cause and its fix, counts, key versions), then one collapsible
//! `<details>` section per layer with its checks. Probe text is escaped where it is prose
//! and fenced where it is evidence or a command, so a path or a log line cannot break the
//! page.

use std::fmt::Write as _;

use crate::probe::LAYERS;
use crate::report::{Check, Report, Status, Verdict};

/// The fingerprint keys shown in the summary's table, with their labels.
const KEY_VERSIONS: &[(&str, &str)] = &[
    ("driver.version", "NVIDIA driver"),
    ("driver.cuda_version", "Driver's CUDA"),
    ("gpu.model", "GPU"),
    ("gpu.count", "GPUs"),
    ("cuda_runtime.version", "CUDA runtime"),
    ("cudnn.version", "cuDNN"),
    ("python.version", "Python"),
    ("tensorflow.version", "TensorFlow"),
    ("pytorch.version", "PyTorch"),
    ("jax.version", "JAX"),
    ("os.release", "OS"),
];

fn word(status: Status) -> &'static str {
    match status {
        Status::Pass => "PASS",
        Status::Warn => "WARN",
        Status::Fail => "FAIL",
        Status::Skip => "SKIP",
    }
}

/// Prose made inert: markdown's punctuation backslash-escaped, HTML's brackets as entities,
/// control characters as escapes, and no line breaks.
pub fn escape(text: &str) -> String {
    let text = crate::report::escape_controls(text);
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '\\' | '`' | '*' | '_' | '[' | ']' | '#' | '|' | '~' | '!' => {
                out.push('\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

/// Text inside an inline code span: a fence longer than any backtick run in it.
fn code(text: &str) -> String {
    let text = crate::report::escape_controls(text);
    let fence = "`".repeat(longest_backtick_run(&text) + 1);
    let pad = if text.starts_with('`') || text.ends_with('`') {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{text}{pad}{fence}")
}

fn longest_backtick_run(text: &str) -> usize {
    text.split(|c| c != '`').map(str::len).max().unwrap_or(0)
}

/// Lines in a fenced block whose fence no line can close early.
fn block(out: &mut String, info: &str, lines: &[String], indent: &str) {
    let escaped: Vec<String> = lines
        .iter()
        .map(|l| crate::report::escape_controls(l).into_owned())
        .collect();
    let longest = escaped
        .iter()
        .map(|l| longest_backtick_run(l))
        .max()
        .unwrap_or(0);
    let fence = "`".repeat(longest.max(2) + 1);
    let _ = writeln!(out, "{indent}{fence}{info}");
    for l in &escaped {
        let _ = writeln!(out, "{indent}{l}");
    }
    let _ = writeln!(out, "{indent}{fence}");
}

/// The whole report as GitHub-flavoured markdown.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    let verdict = match report.verdict {
        Verdict::Fail => "problems found",
        Verdict::Warn => "warnings",
        Verdict::Pass => "no problems found",
    };
    let _ = writeln!(out, "## gpudoc check: {verdict}\n");
    let t = report.tally();
    let _ = writeln!(
        out,
        "**{}** failed, **{}** warning{}, **{}** passed, **{}** skipped (exit code {})\n",
        t.fail,
        t.warn,
        if t.warn == 1 { "" } else { "s" },
        t.pass,
        t.skip,
        report.exit_code
    );
    if let Some(root) = &report.root_cause {
        let _ = writeln!(
            out,
            "**Root cause:** {} ({})\n",
            escape(&root.summary),
            code(&root.check)
        );
        if let Some(hint) = &root.hint {
            let _ = writeln!(out, "**Fix:** {}\n", escape(&hint.text));
            if !hint.commands.is_empty() {
                block(&mut out, "sh", &hint.commands, "");
                out.push('\n');
            }
        }
        if !root.dependents.is_empty() {
            let ids: Vec<String> = root.dependents.iter().map(|d| code(d)).collect();
            let _ = writeln!(
                out,
                "{} check(s) fail or warn only because of this: {}\n",
                ids.len(),
                ids.join(", ")
            );
        }
        if let Some(id) = &root.explain {
            let _ = writeln!(out, "More: {}\n", code(&format!("gpudoc explain {id}")));
        }
    }
    let root = report.root_cause.as_ref().map(|r| r.check.as_str());
    for c in report.layers.iter().flat_map(|l| &l.checks).filter(|c| {
        c.status == Status::Fail && c.caused_by.is_none() && Some(c.id.as_str()) != root
    }) {
        let _ = writeln!(
            out,
            "**Also failing:** {} ({})\n",
            escape(&c.summary),
            code(&c.id)
        );
    }
    let versions: Vec<(&str, &str)> = KEY_VERSIONS
        .iter()
        .filter_map(|(key, label)| {
            let v = report.fingerprint.get(*key)?.as_deref()?;
            Some((*label, v))
        })
        .collect();
    if !versions.is_empty() {
        out.push_str("| Component | Version |\n|---|---|\n");
        for (label, v) in versions {
            let _ = writeln!(out, "| {label} | {} |", escape(v));
        }
        out.push('\n');
    }
    for layer in &report.layers {
        let open = if matches!(layer.status, Status::Fail) {
            " open"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "<details{open}><summary>{} [{}/{}] <b>{}</b> — {}</summary>\n",
            word(layer.status),
            layer.index,
            LAYERS.len(),
            escape(&layer.id),
            escape(&layer.title)
        );
        for check in &layer.checks {
            render_check(&mut out, check);
        }
        out.push_str("\n</details>\n\n");
    }
    let _ = writeln!(
        out,
        "<sub>gpudoc {}{}</sub>",
        escape(&report.gpudoc_version),
        report
            .matrix_version
            .as_deref()
            .map(|m| format!(", matrix {}", code(m)))
            .unwrap_or_default()
    );
    out
}

fn render_check(out: &mut String, check: &Check) {
    let because = check
        .caused_by
        .as_deref()
        .map(|c| format!(" — because of {}", code(c)))
        .unwrap_or_default();
    let _ = writeln!(
        out,
        "- **{}** {} ({}){because}",
        word(check.status),
        escape(&check.summary),
        code(&check.id)
    );
    if !matches!(check.status, Status::Fail | Status::Warn) {
        return;
    }
    if !check.evidence.is_empty() {
        out.push('\n');
        block(out, "text", &check.evidence, "  ");
    }
    if let Some(hint) = &check.hint {
        let _ = writeln!(out, "\n  Fix: {}", escape(&hint.text));
        if !hint.commands.is_empty() {
            out.push('\n');
            block(out, "sh", &hint.commands, "  ");
        }
    }
    if let Some(id) = &check.explain {
        let _ = writeln!(out, "\n  See {}", code(&format!("gpudoc explain {id}")));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::Facts;
    use crate::report::{Hint, LayerReport, layer_status};

    #[test]
    fn prose_is_escaped_and_evidence_fenced() {
        assert_eq!(
            escape("a *b* <script> `x` [l](u) | #1"),
            "a \\*b\\* &lt;script&gt; \\`x\\` \\[l\\](u) \\| \\#1"
        );
        assert_eq!(code("a`b"), "``a`b``");
        let mut out = String::new();
        block(&mut out, "text", &["```".to_string(), "x\x1b".into()], "");
        assert_eq!(out, "````text\n```\nx\\x1b\n````\n");
    }

    #[test]
    fn summary_leads_then_collapsible_layers() {
        let checks = vec![
            Check::fail("driver.nvml", "NVML <hung>")
                .evidence("library: /x")
                .hint(Hint::new("Reboot", &["sudo reboot"]))
                .explain("nvml-probe-broken"),
            Check::pass("driver.version", "ok"),
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
        let text = render(&Report::new(vec![layer], Facts::default(), false));
        let root = text.find("**Root cause:** NVML &lt;hung&gt;").unwrap();
        let details = text.find("<details open><summary>FAIL [1/7]").unwrap();
        assert!(root < details, "{text}");
        assert!(text.contains("```sh\nsudo reboot\n```"), "{text}");
        assert!(text.contains("  ```text\n  library: /x\n  ```"), "{text}");
        assert!(text.contains("- **PASS** ok (`driver.version`)"), "{text}");
    }
}
