//! `gpudoc explain`: not built yet; the command says so and exits 2.

use clap::Args;

/// Options of `gpudoc explain`.
#[derive(Debug, Clone, Args)]
pub struct ExplainArgs {
    /// The error text, an entry id, or `-` for standard input.
    pub text: Vec<String>,
}

/// `gpudoc explain`.
pub fn command(_args: &ExplainArgs) -> anyhow::Result<u8> {
    anyhow::bail!("`gpudoc explain` is not available yet in this version")
}
