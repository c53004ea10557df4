//! `gpudoc diff A.json B.json`: two reports, key by key.

use anyhow::{Context, Result};

use crate::cli::DiffArgs;
use crate::fleet::{self, input};

pub(super) fn run(args: &DiffArgs) -> Result<u8> {
    let load = |p: &std::path::Path| -> Result<input::Loaded> {
        let bytes = input::read_report(p)
            .map_err(anyhow::Error::msg)
            .with_context(|| format!("cannot read {}", p.display()))?;
        input::decode(&p.display().to_string(), &bytes)
            .map_err(|u| anyhow::anyhow!("{}: {}", u.file, u.error))
    };
    let (a, b) = (load(&args.a)?, load(&args.b)?);
    let answer = fleet::diff::diff(&a, &b, &args.ignore);
    let text = if args.json {
        super::to_json(&answer)?
    } else {
        fleet::render::diff(&answer)
    };
    super::print(&text)?;
    Ok(answer.exit_code)
}
