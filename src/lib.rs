//! gpudoc: a doctor for GPU machine-learning environments.
//!
//! `run` dispatches the command line to its command; everything that looks at the machine
//! goes through [`env::Env`], every judgement through [`matrix::Matrix`], and every report
//! through [`report::Report`] and its two renderers.

pub mod child; // child processes with a time limit: crashes and hangs become data
pub mod cli; // the command line (a public contract)
pub mod env; // the machine seam: root, library dirs, interpreter, variables, timeouts
pub mod exit; // documented exit codes
pub mod explain; // `gpudoc explain`: diagnose a pasted error
pub mod facts; // what the layers observed
pub mod ldcache; // /etc/ld.so.cache reader
pub mod matrix; // compat-matrix.toml: parse, validate, query
pub mod plan; // `gpudoc matrix` and `gpudoc plan`
pub mod probe; // the seven layers and their pipeline
pub mod render; // the human report
pub mod report; // the report model and JSON contract
pub mod version; // dotted versions and CUDA/cuDNN integer encodings

use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Result;
use clap::Parser;

use cli::{CheckArgs, Cli, ColorChoice, Command};

/// An error that is gpudoc's own fault (exit 4), as opposed to bad input (exit 2).
#[derive(Debug, thiserror::Error)]
#[error("internal error: {0}")]
pub struct Internal(pub String);

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
    let outcome = std::panic::catch_unwind(|| run(cli));
    match outcome {
        Ok(Ok(code)) => ExitCode::from(code),
        Ok(Err(err)) => {
            if is_broken_pipe(&err) {
                return ExitCode::from(exit::OK);
            }
            eprintln!("error: {err}");
            for cause in err.chain().skip(1) {
                eprintln!("  Caused by: {cause}");
            }
            if err.downcast_ref::<Internal>().is_some() {
                eprintln!(
                    "hint: this is a bug in gpudoc; please report it with the command you ran"
                );
                ExitCode::from(exit::INTERNAL)
            } else {
                ExitCode::from(exit::USAGE)
            }
        }
        Err(_) => {
            eprintln!(
                "error: gpudoc crashed (internal error); please report it with the command you ran"
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
        Command::Check(args) => check(args),
        Command::Explain(args) => explain::command(args),
        Command::Matrix(args) => plan::matrix_command(args),
        Command::Plan(args) => plan::plan_command(args),
        Command::Stress(args) => probe::stress::command(args),
        Command::ListChecks => list_checks(),
        Command::Probe(args) => probe_child(args),
    }
}

/// Colour only where asked, or on a terminal without NO_COLOR.
fn set_color(choice: ColorChoice) {
    let on = match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::io::stdout().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::env::var("TERM").map_or(true, |t| t != "dumb")
        }
    };
    colored::control::set_override(on);
}

/// `gpudoc check`.
fn check(args: &CheckArgs) -> Result<u8> {
    let matrix = matrix::Matrix::load(args.seams.matrix.as_deref())?;
    let env = env::Env::from_args(&args.seams, Duration::from_secs_f64(args.timeout))?;
    let ctx = probe::Ctx::new(&env, &matrix, args.framework);
    let selection = probe::Selection {
        only: args.only.clone(),
        skip: args.skip.clone(),
    };
    let (layers, facts) = probe::run_all(&ctx, &selection);
    let report = report::Report::new(layers, facts, args.strict);
    let text = if args.json {
        let mut s = serde_json::to_string_pretty(&report)
            .map_err(|e| Internal(format!("cannot serialise the report: {e}")))?;
        s.push('\n');
        s
    } else {
        let unicode =
            std::io::stdout().is_terminal() && render::locale_is_utf8(|k| std::env::var(k).ok());
        render::render(
            &report,
            render::Style {
                unicode,
                verbose: args.verbose,
            },
        )
    };
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(report.exit_code)
}

/// `gpudoc list-checks`.
fn list_checks() -> Result<u8> {
    let mut out = std::io::stdout().lock();
    for layer in probe::LAYERS {
        writeln!(out, "{} — {}", layer.id, layer.title)?;
        for (id, desc) in layer.checks {
            writeln!(out, "  {id:<32} {desc}")?;
        }
    }
    Ok(exit::OK)
}

/// The hidden `__probe` child.
fn probe_child(args: &cli::ProbeArgs) -> Result<u8> {
    match args.which.as_str() {
        "nvml" => {
            let lib = args
                .lib
                .first()
                .filter(|p| p.is_absolute())
                .ok_or_else(|| anyhow::anyhow!("__probe nvml needs --lib with an absolute path"))?;
            Ok(probe::nvml_child::main(lib))
        }
        "cudalibs" => {
            let lib = args
                .lib
                .first()
                .filter(|p| p.is_absolute())
                .ok_or_else(|| {
                    anyhow::anyhow!("__probe cudalibs needs --lib with an absolute path")
                })?;
            Ok(probe::libraries::child::main(lib))
        }
        "stress" => {
            if args.lib.iter().any(|p| !p.is_absolute()) {
                anyhow::bail!("__probe stress needs absolute --lib paths");
            }
            let params = args.params.as_deref().unwrap_or("{}");
            Ok(probe::stress::child::main(&args.lib, params))
        }
        other => anyhow::bail!("unknown probe `{other}`"),
    }
}
