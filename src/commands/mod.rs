//! The subcommands: one module each, glue only. Each turns its clap arguments into the
//! engine's plain spec structs, runs the engine, writes the answer to stdout and returns the
//! exit code. [`main_entry`] parses argv and maps errors and panics to exit codes.

mod check;
mod completions;
mod diff;
mod explain;
mod fleet;
mod list_checks;
mod matrix;
mod plan;
mod probe;
mod stress;
mod train_explain;

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use anyhow::Result;
use clap::Parser;

use crate::cli::{Cli, ColorChoice, Command, FrameworkChoice, RedactArgs, SeamArgs};
use crate::env::{Env, Seams};
use crate::exit::{self, Internal};
use crate::frameworks::{Framework, FrameworkSelection};

/// Parse the command line, run, print errors, and choose the exit code.
pub fn main_entry() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => {
            // --help and --version are "errors" to clap but exit 0.
            let _ = err.print();
            return ExitCode::from(if err.use_stderr() {
                exit::USAGE
            } else {
                exit::OK
            });
        }
    };
    // gpudoc itself (not its `__probe` children) leaves nothing running: a signal kills every
    // probe's tree, and whatever a probe left behind is killed before gpudoc exits.
    let supervise = !matches!(cli.command, Command::Probe(_));
    if supervise {
        crate::runner::reaper::install();
    }
    let outcome = std::panic::catch_unwind(|| run(cli));
    if supervise {
        crate::runner::reaper::sweep_all();
    }
    match outcome {
        Ok(Ok(code)) => ExitCode::from(code),
        Ok(Err(err)) => {
            if is_broken_pipe(&err) {
                return ExitCode::from(exit::OK);
            }
            note(&format!("error: {err}"));
            for cause in err.chain().skip(1) {
                note(&format!("  Caused by: {cause}"));
            }
            if err.downcast_ref::<Internal>().is_some() {
                note("hint: this is a bug in gpudoc; please report it with the command you ran");
                ExitCode::from(exit::INTERNAL)
            } else {
                ExitCode::from(exit::USAGE)
            }
        }
        Err(_) => {
            note(
                "error: gpudoc crashed (internal error); please report it with the command you ran",
            );
            ExitCode::from(exit::INTERNAL)
        }
    }
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|e| {
        e.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// Run one command; `Ok` carries the exit code.
pub fn run(cli: Cli) -> Result<u8> {
    set_color(cli.color);
    match &cli.command {
        Command::Check(args) => check::run(args),
        Command::Explain(args) => explain::run(args),
        Command::Matrix(args) => matrix::run(args),
        Command::Plan(args) => plan::run(args),
        Command::Stress(args) => stress::run(args),
        Command::ListChecks => list_checks::run(),
        Command::Fleet(args) => fleet::run(args),
        Command::Diff(args) => diff::run(args),
        Command::Completions(args) => completions::completions(args),
        Command::Man => completions::man(),
        Command::Probe(args) => probe::run(args),
        Command::TrainExplain(args) => train_explain::run(args),
    }
}

/// Colour only where asked (`--color`), else as the environment says.
fn set_color(choice: ColorChoice) {
    let on = color_on(choice, std::io::stdout().is_terminal(), &|name: &str| {
        std::env::var(name).ok()
    });
    colored::control::set_override(on);
}

/// Whether to colour, in this order: `--color always|never`; NO_COLOR set and non-empty
/// turns colour off (no-color.org: it wins over everything but the flag); FORCE_COLOR or
/// CLICOLOR_FORCE set, non-empty and not `0` turn it on without a terminal (CI logs that
/// render ANSI); otherwise colour only on a terminal whose TERM is not `dumb`.
fn color_on(choice: ColorChoice, terminal: bool, var: &dyn Fn(&str) -> Option<String>) -> bool {
    let set = |name: &str| var(name).is_some_and(|v| !v.is_empty());
    let forced = |name: &str| var(name).is_some_and(|v| !v.is_empty() && v != "0");
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto if set("NO_COLOR") => false,
        ColorChoice::Auto if forced("FORCE_COLOR") || forced("CLICOLOR_FORCE") => true,
        ColorChoice::Auto => terminal && var("TERM").is_none_or(|t| t != "dumb"),
    }
}

/// The seam flags as the engine's plain struct.
fn seams(args: &SeamArgs) -> Seams {
    Seams {
        root: args.root.clone(),
        lib_dirs: args.lib_dirs.clone(),
        python: args.python.clone(),
        trust_root: args.trust_root,
    }
}

/// `--redact`'s redactor for this machine, or `None` without the flag.
fn redactor(args: &RedactArgs, env: &Env) -> Option<crate::redact::Redactor> {
    args.redact.then(|| {
        crate::redact::Redactor::new(
            args.key.redact_key.as_deref(),
            &crate::probe::host::identifiers(env),
        )
    })
}

/// `--framework` as the engine's selection (`None`: each one installed).
fn framework(choice: FrameworkChoice) -> FrameworkSelection {
    match choice {
        FrameworkChoice::Auto => None,
        FrameworkChoice::Tensorflow => Some(Framework::Tensorflow),
        FrameworkChoice::Pytorch => Some(Framework::Pytorch),
        FrameworkChoice::Jax => Some(Framework::Jax),
    }
}

/// Write a command's whole answer to stdout. A reader that went away (`| head -c1`: a
/// broken pipe) or a full disk (`>/dev/full`) ends the output quietly: the command still
/// returns its verdict's exit code, which is the answer a script checks, and never panics
/// (`print!` would) or turns into an error exit.
fn print(text: &str) -> Result<()> {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
    Ok(())
}

/// A line on stderr that cannot panic (`eprintln!` does when stderr is closed or full).
fn note(line: &str) {
    let mut err = std::io::stderr().lock();
    let _ = writeln!(err, "{line}");
}

/// Serialise an answer as pretty JSON with a final newline.
fn to_json<T: serde::Serialize>(value: &T) -> Result<String> {
    let mut s = serde_json::to_string_pretty(value)
        .map_err(|e| Internal(format!("cannot serialise the answer: {e}")))?;
    s.push('\n');
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn on(choice: ColorChoice, terminal: bool, vars: &[(&str, &str)]) -> bool {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        color_on(choice, terminal, &|name| {
            vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
        })
    }

    #[test]
    fn colour_precedence() {
        use ColorChoice::*;
        // The flag wins over every variable.
        assert!(on(Always, false, &[("NO_COLOR", "1")]));
        assert!(!on(Never, true, &[("FORCE_COLOR", "1")]));
        // A terminal, unless TERM=dumb.
        assert!(on(Auto, true, &[]));
        assert!(!on(Auto, false, &[]));
        assert!(!on(Auto, true, &[("TERM", "dumb")]));
        // FORCE_COLOR and CLICOLOR_FORCE colour a pipe; empty or 0 forces nothing.
        assert!(on(Auto, false, &[("FORCE_COLOR", "1")]));
        assert!(on(Auto, false, &[("FORCE_COLOR", "true")]));
        assert!(on(Auto, false, &[("CLICOLOR_FORCE", "1")]));
        assert!(on(
            Auto,
            false,
            &[("CLICOLOR_FORCE", "1"), ("TERM", "dumb")]
        ));
        assert!(!on(Auto, false, &[("FORCE_COLOR", "")]));
        assert!(!on(Auto, false, &[("FORCE_COLOR", "0")]));
        assert!(!on(Auto, false, &[("CLICOLOR_FORCE", "0")]));
        // NO_COLOR (non-empty) wins over both; an empty NO_COLOR is no request.
        assert!(!on(Auto, true, &[("NO_COLOR", "1"), ("FORCE_COLOR", "1")]));
        assert!(!on(
            Auto,
            false,
            &[("NO_COLOR", "x"), ("CLICOLOR_FORCE", "1")]
        ));
        assert!(on(Auto, false, &[("NO_COLOR", ""), ("FORCE_COLOR", "1")]));
    }
}
