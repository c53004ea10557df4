//! `gpudoc check`: run the selected layers and print the report (human or JSON).

use std::io::IsTerminal;
use std::path::Path;
use std::time::{Duration, Instant, SystemTime};

use anyhow::{Context, Result};

use crate::cli::{CheckArgs, DEFAULT_TIMEOUT_S};
use crate::env::Env;
use crate::exit::Internal;
use crate::fingerprint;
use crate::fix::Invocation;
use crate::matrix::{self, Matrix};
use crate::probe::{Ctx, LayerSelection, run_all};
use crate::render;
use crate::report::Report;
use crate::runner::RunDeadline;

pub(super) fn run(args: &CheckArgs) -> Result<u8> {
    let (started, clock) = (SystemTime::now(), Instant::now());
    let selection = LayerSelection {
        only: args.only.clone(),
        skip: args.skip.clone(),
    };
    if let Some(conflict) = selection.conflict() {
        anyhow::bail!(conflict);
    }
    let matrix = Matrix::load(args.seams.matrix.as_deref())?;
    let mut env = Env::new(
        &super::seams(&args.seams),
        Duration::from_secs_f64(args.timeout.unwrap_or(DEFAULT_TIMEOUT_S)),
    )?;
    env.timeout_given = args.timeout.is_some();
    env.deadline = args
        .deadline
        .map(|s| RunDeadline::from_now(Duration::from_secs_f64(s)));
    let matrix_version = match &args.seams.matrix {
        Some(p) => fingerprint::text_version(&std::fs::read(p)?),
        None => fingerprint::text_version(matrix::BUILTIN.as_bytes()),
    };
    let mut host =
        crate::probe::host::observe(&env, started, args.labels.iter().cloned().collect());
    let mut ctx = Ctx::new(&env, &matrix, super::framework(args.framework));
    ctx.invocation = Invocation {
        matrix: args.seams.matrix.as_ref().map(|m| m.display().to_string()),
        framework: ctx.framework,
        timeout: args.timeout.map(seconds_text),
        ..Invocation::from_env(&env)
    };
    let (layers, facts) = run_all(&ctx, &selection);
    let mut report = Report::new(layers, facts, args.strict);
    host.duration_ms = clock.elapsed().as_millis() as u64;
    report.host = Some(host);
    report.matrix_version = Some(matrix_version);
    // Before anything is written: the --out file, the JSON and the text are all redacted.
    if let Some(mut redactor) = super::redactor(&args.redact, &env) {
        redactor.report(&mut report).map_err(Internal)?;
    }
    if let Some(out) = &args.out {
        write_atomically(out, &super::to_json(&report)?)?;
    }
    let text = if args.json {
        super::to_json(&report)?
    } else {
        let unicode =
            std::io::stdout().is_terminal() && render::locale_is_utf8(|k| std::env::var(k).ok());
        let mut text = render::render(
            &report,
            render::Style {
                unicode,
                verbose: args.verbose,
            },
        );
        if report.redacted {
            text.push_str(&redacted_note(&report));
        }
        text
    };
    super::print(&text)?;
    Ok(report.exit_code)
}

/// Seconds as the user would type them: `5`, `2.5`.
fn seconds_text(s: f64) -> String {
    if s.fract() == 0.0 {
        format!("{}", s as u64)
    } else {
        s.to_string()
    }
}

/// The last line of a redacted human report: the placeholders are on purpose.
fn redacted_note(report: &Report) -> String {
    let node = report.host.as_ref().map_or("", |h| h.node_name.as_str());
    format!("Redacted (--redact): identifying values are placeholders; this node is {node}.\n")
}

/// Write `text` to a temporary file beside `path`, then rename it over `path`: a reader
/// (or a scheduler collecting one file per node) never sees half a report.
fn write_atomically(path: &Path, text: &str) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .with_context(|| format!("--out {}: not a file name", path.display()))?;
    let tmp = dir.join(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let result = std::fs::write(&tmp, text)
        .and_then(|()| std::fs::File::open(&tmp)?.sync_all())
        .and_then(|()| std::fs::rename(&tmp, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.with_context(|| format!("cannot write --out {}", path.display()))
}
