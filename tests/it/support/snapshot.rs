//! Human reports made stable for snapshots: the volatile parts (the fake root and other
//! temporary directories, the stub library cache, the checkout, the user's home, timings and
//! process ids) become placeholders.

use std::sync::OnceLock;

use regex::Regex;

use super::scenario::Scenario;

/// The PATH snapshot scenarios run with: the python layer lists the PATH directories it
/// searched, so the machine's own PATH must not show.
pub const SNAPSHOT_PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// Run `scenario` (a human report, not --json) and return its stdout made stable, with the
/// exit code as a last line.
pub fn human_report(scenario: &Scenario) -> String {
    let scenario = scenario.clone().env("PATH", SNAPSHOT_PATH);
    let out = scenario.run();
    assert!(
        !out.stdout.contains('\u{1b}'),
        "no colour codes when not a terminal"
    );
    format!(
        "{}\n[exit code {}]\n",
        normalise(&out.stdout, &scenario).trim_end(),
        out.code
    )
}

/// Replace the scenario's volatile paths, temporary directories, timings and pids.
pub fn normalise(text: &str, scenario: &Scenario) -> String {
    let mut text = text.to_string();
    for (path, placeholder) in scenario.volatile_paths() {
        text = text.replace(&path, placeholder);
    }
    static VOLATILE: OnceLock<Vec<(Regex, &str)>> = OnceLock::new();
    let volatile = VOLATILE.get_or_init(|| {
        [
            // Any other temporary directory tempfile made (a site-packages, a lib dir).
            (r"\[TMP\]/\.tmp[A-Za-z0-9]+", "[TMPDIR]"),
            // Durations: "12 ms", "1.5 s", "after 0.31s".
            (r"\b\d+(\.\d+)? ?(ms|s)\b", "[DURATION]"),
            // Process ids.
            (r"\b(pid|PID) [0-9]+\b", "$1 [PID]"),
        ]
        .into_iter()
        .map(|(re, with)| (Regex::new(re).unwrap(), with))
        .collect()
    });
    for (re, with) in volatile {
        text = re.replace_all(&text, *with).into_owned();
    }
    text
}
