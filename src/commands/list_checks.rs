//! `gpudoc list-checks`: every layer and check id with its one-line description.

use std::io::Write;

use anyhow::Result;

use crate::exit;
use crate::probe::LAYERS;

pub(super) fn run() -> Result<u8> {
    let mut out = std::io::stdout().lock();
    for layer in LAYERS {
        writeln!(out, "{} — {}", layer.id, layer.title)?;
        for (id, desc) in layer.checks {
            writeln!(out, "  {id:<32} {desc}")?;
        }
    }
    Ok(exit::OK)
}
