//! `gpudoc check`: run the selected layers and print the report (human or JSON).

use std::io::IsTerminal;
use std::time::Duration;

use anyhow::Result;

use crate::cli::CheckArgs;
use crate::env::Env;
use crate::matrix::Matrix;
use crate::probe::{Ctx, LayerSelection, run_all};
use crate::render;
use crate::report::Report;
use crate::runner::RunDeadline;

pub(super) fn run(args: &CheckArgs) -> Result<u8> {
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
        Duration::from_secs_f64(args.timeout),
    )?;
    env.deadline = args
        .deadline
        .map(|s| RunDeadline::from_now(Duration::from_secs_f64(s)));
    let ctx = Ctx::new(&env, &matrix, super::framework(args.framework));
    let (layers, facts) = run_all(&ctx, &selection);
    let report = Report::new(layers, facts, args.strict);
    let text = if args.json {
        super::to_json(&report)?
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
    super::print(&text)?;
    Ok(report.exit_code)
}
