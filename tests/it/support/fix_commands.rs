//! Every fix command a scenario's report prints must work as pasted: each parses as bash
//! (`bash -n`), none is a bare `pip` (the inspected interpreter's `-m pip` instead), and each
//! re-run of gpudoc carries the flags of the run it came from. [`Scenario::report`] runs
//! [`problems`] on every report, so every scenario test checks every command it sees.
//!
//! [`Scenario::report`]: super::Scenario::report

use std::ffi::OsString;

use super::report::Check;

/// The user flags (with their values) of `args` (a `gpudoc check ...` command line) that a
/// re-run of `sub` must keep, as the words it must contain.
fn kept_flags(args: &[String], sub: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut i = 1;
    while i < args.len() {
        let flag = args[i].as_str();
        let value = args.get(i + 1).cloned().unwrap_or_default();
        let (kept, takes_value) = match flag {
            "--root" | "--lib-dir" | "--matrix" => (true, true),
            "--trust-root" => (true, false),
            "--python" => (true, true),
            "--framework" => (sub != "plan", true),
            "--timeout" => (sub != "stress", true),
            "--only" | "--skip" | "--deadline" | "--out" | "--label" => (false, true),
            _ => (false, false),
        };
        if kept {
            let flag = match flag {
                "--python" if sub == "plan" => "--interpreter".to_string(),
                f => f.to_string(),
            };
            out.push(if takes_value {
                vec![flag, value]
            } else {
                vec![flag]
            });
        }
        i += if takes_value { 2 } else { 1 };
    }
    out
}

/// The words of a command's code (before a `#` comment), with single quotes removed.
fn words(cmd: &str) -> Vec<String> {
    let code = match cmd.find(" #") {
        Some(i) => &cmd[..i],
        None => cmd,
    };
    // Quoted words with spaces stay one word.
    let mut out = Vec::new();
    let (mut word, mut quoted) = (String::new(), false);
    for c in code.chars() {
        match c {
            '\'' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// Whether `cmd` parses as a bash command line.
pub fn bash_parses(cmd: &str) -> bool {
    std::process::Command::new("bash")
        .args(["-n", "-c", cmd])
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// What is wrong with `cmd`, a fix command of a run of `gpudoc <args>`.
pub fn command_problems(cmd: &str, args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    if !bash_parses(cmd) {
        out.push(format!("does not parse as bash: {cmd}"));
    }
    let w = words(cmd);
    if w.first().is_some_and(|f| f == "pip") {
        out.push(format!("bare pip (not the inspected interpreter's): {cmd}"));
    }
    let rerun = w.first().is_some_and(|f| f == "gpudoc")
        && w.get(1)
            .is_some_and(|s| matches!(s.as_str(), "check" | "plan" | "stress"));
    if rerun && args.first().is_some_and(|s| s == "check" || s == "stress") {
        let sub = w[1].as_str();
        for flag in kept_flags(args, sub) {
            // The hint's own value of a flag wins (`--timeout 120`, `--python <another>`).
            let own = w.iter().any(|x| *x == flag[0]);
            let carried = w.windows(flag.len()).any(|win| win == flag.as_slice());
            let overridden = own && flag.len() == 2 && flag[0] != "--lib-dir";
            if !(carried || overridden) {
                out.push(format!("drops the user's `{}`: {cmd}", flag.join(" ")));
            }
        }
    }
    out
}

/// Every problem of every fix command of `checks`, from a run of `gpudoc <args>`.
pub fn problems<'c>(checks: impl Iterator<Item = &'c Check>, args: &[OsString]) -> Vec<String> {
    let args: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    checks
        .flat_map(|c| {
            c.commands()
                .iter()
                .flat_map(|cmd| command_problems(cmd, &args))
                .map(|p| format!("{}: {p}", c.id))
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn the_checker_rejects_what_does_not_work_as_pasted() {
    let args: Vec<String> = [
        "check",
        "--root",
        "/r",
        "--trust-root",
        "--lib-dir",
        "/l",
        "--python",
        "/p",
        "--timeout",
        "5",
        "--only",
        "libraries",
    ]
    .map(String::from)
    .to_vec();
    let good = "gpudoc check --root /r --trust-root --lib-dir /l --python /p --timeout 5 -v";
    assert!(command_problems(good, &args).is_empty());
    let longer = "gpudoc check --root /r --trust-root --lib-dir /l --python /p --timeout 120";
    assert!(command_problems(longer, &args).is_empty());
    let plan = "gpudoc plan --root /r --trust-root --lib-dir /l --interpreter /p --timeout 5";
    assert!(
        command_problems(plan, &args).is_empty(),
        "{:?}",
        command_problems(plan, &args)
    );
    for bad in [
        "gpudoc check --timeout 120",
        "gpudoc check --root /r --trust-root --lib-dir /l --timeout 5",
        "pip install torch",
        "docker run --gpus all <image>",
        "echo 'unclosed",
    ] {
        assert!(!command_problems(bad, &args).is_empty(), "accepted: {bad}");
    }
    assert!(command_problems("gpudoc explain -   # paste it", &args).is_empty());
}
