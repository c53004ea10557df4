//! `gpudoc list-checks`: every layer and check id with its one-line description.

use std::fmt::Write as _;

use anyhow::Result;

use crate::exit;
use crate::probe::LAYERS;

pub(super) fn run() -> Result<u8> {
    let mut out = String::new();
    for layer in LAYERS {
        writeln!(out, "{} — {}", layer.id, layer.title)?;
        for (id, desc) in layer.checks {
            writeln!(out, "  {id:<32} {desc}")?;
        }
    }
    super::print(&out)?;
    Ok(exit::OK)
}
