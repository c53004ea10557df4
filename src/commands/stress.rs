//! `gpudoc stress`: the burn-in, with a live progress bar on a terminal, then a per-GPU
//! table (or JSON). Exit 1 when any check fails or nothing could be stressed, else 0.

use std::io::IsTerminal;
use std::time::Duration;

use anyhow::Result;

use crate::cli::StressArgs;
use crate::env::Env;
use crate::exit;
use crate::matrix::Matrix;
use crate::probe::stress::{BurnInSpec, burn_in, datasheet_peak, render};
use crate::report::SCHEMA_VERSION;

pub(super) fn run(args: &StressArgs) -> Result<u8> {
    let matrix = Matrix::load(args.seams.matrix.as_deref())?;
    // Layer probes get --timeout; the burn-in child gets the whole run plus --timeout.
    let env = Env::new(
        &super::seams(&args.seams),
        Duration::from_secs(args.timeout),
    )?;
    let spec = BurnInSpec {
        seconds: args.seconds,
        gpus: args.gpus.clone(),
        dtypes: args.dtype.clone(),
        size: args.size,
        grace: Duration::from_secs(args.timeout),
    };
    let bar = progress_bar(args);
    let redactor = std::cell::RefCell::new(super::redactor(&args.redact, &env));
    let mut result = burn_in(
        &env,
        &matrix,
        super::framework(args.framework),
        &spec,
        |elapsed, line| {
            bar.set_position(elapsed.as_secs().min(args.seconds));
            if let Some(l) = line {
                match redactor.borrow_mut().as_mut() {
                    Some(r) => bar.set_message(r.text(&l)),
                    None => bar.set_message(l),
                }
            }
        },
    );
    bar.finish_and_clear();
    let redacted = if let Some(r) = redactor.borrow_mut().as_mut() {
        // The GPUs' bus ids first, so that they are numbered in GPU order.
        if let Some(s) = &mut result.stress {
            r.stress(s);
        }
        r.checks(&mut result.checks);
        true
    } else {
        false
    };
    let code = if result.failed {
        exit::FAILED
    } else {
        exit::OK
    };
    let text = if args.json {
        let mut doc = serde_json::json!({
            "schema_version": SCHEMA_VERSION,
            "gpudoc_version": env!("CARGO_PKG_VERSION"),
            "exit_code": code,
            "checks": result.checks,
            "stress": result.stress,
        });
        if redacted {
            doc["redacted"] = true.into();
        }
        super::to_json(&doc)?
    } else {
        let mut text = render(
            &result.checks,
            result.stress.as_ref(),
            &|name, dt| datasheet_peak(&matrix, name, dt),
            args.verbose,
        );
        if redacted {
            text.push_str("Redacted (--redact): identifying values are placeholders.\n");
        }
        text
    };
    super::print(&text)?;
    Ok(code)
}

/// A live bar on a terminal (stderr), hidden otherwise and with --json.
fn progress_bar(args: &StressArgs) -> indicatif::ProgressBar {
    if args.json || !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(args.seconds);
    if let Ok(style) = indicatif::ProgressStyle::with_template(
        "{spinner} [{elapsed_precise}] {bar:30} {pos}/{len} s  {msg}",
    ) {
        bar.set_style(style);
    }
    bar
}
