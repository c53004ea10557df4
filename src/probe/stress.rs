//! Layer `stress` and `gpudoc stress`: not built yet. The layer reports a skip ("not yet
//! implemented"), never a fake pass; the command says it is not available.

use clap::Args;

use super::{Ctx, Layer, not_implemented};
use crate::facts::Facts;
use crate::report::Check;

pub const LAYER: Layer = Layer {
    id: "stress",
    title: "cuBLAS matmul stress",
    needs: &["driver", "libraries"],
    checks: &[("stress.not-implemented", "this layer is not built yet")],
    run,
};

fn run(_ctx: &Ctx, _facts: &mut Facts) -> Vec<Check> {
    not_implemented("stress")
}

/// Options of `gpudoc stress`.
#[derive(Debug, Clone, Args)]
pub struct StressArgs {
    /// How long to run, in seconds.
    #[arg(long, default_value_t = 30)]
    pub seconds: u64,
}

/// `gpudoc stress`.
pub fn command(_args: &StressArgs) -> anyhow::Result<u8> {
    anyhow::bail!("`gpudoc stress` is not available yet in this version")
}
