//! Layer `devices`: not built yet. Reports a skip ("not yet implemented"), never a fake pass,
//! until its issue lands.

use super::{Ctx, Layer, not_implemented};
use crate::facts::Facts;
use crate::report::Check;

pub const LAYER: Layer = Layer {
    id: "devices",
    title: "Devices the framework sees",
    needs: &["framework"],
    checks: &[("devices.not-implemented", "this layer is not built yet")],
    run,
};

fn run(_ctx: &Ctx, _facts: &mut Facts) -> Vec<Check> {
    not_implemented("devices")
}
