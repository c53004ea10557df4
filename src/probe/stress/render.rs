//! `gpudoc stress`'s human answer: a per-GPU table, then every check, with `gpudoc check`'s
//! ASCII markers (`[PASS]`/`[WARN]`/`[FAIL]`) and `fix:` lines.

use std::fmt::Write as _;

use super::telemetry_line;
use super::workload::Dtype;
use crate::facts::StressFacts;
use crate::report::{Check, Status, escape_controls};

/// The human result of `gpudoc stress`: a per-GPU table, then every check (with the evidence
/// of passing checks too when `verbose`).
pub fn render(
    checks: &[Check],
    stress: Option<&StressFacts>,
    peak: &dyn Fn(&str, Dtype) -> Option<f64>,
    verbose: bool,
) -> String {
    let mut s = String::new();
    if let Some(facts) = stress {
        let _ = writeln!(
            s,
            "{:<4} {:<22} {:<6} {:>9} {:>9} {:>9} {:>6} {:>7} {:>8} {:>6}",
            "GPU", "NAME", "DTYPE", "TFLOP/s", "MIN", "MAX", "PEAK%", "GEMMS", "CHECKED", "WRONG"
        );
        for g in &facts.gpus {
            for d in &g.dtypes {
                let share = Dtype::parse(&d.dtype)
                    .and_then(|dt| peak(&g.name, dt))
                    .map_or("-".to_string(), |p| format!("{:.0}", d.tflops / p * 100.0));
                let _ = writeln!(
                    s,
                    "{:<4} {:<22} {:<6} {:>9.1} {:>9.1} {:>9.1} {:>6} {:>7} {:>8} {:>6}",
                    g.index,
                    truncate(&g.name, 22),
                    d.dtype.to_uppercase(),
                    d.tflops,
                    d.tflops_min,
                    d.tflops_max,
                    share,
                    d.gemms,
                    d.verified,
                    d.mismatches
                );
            }
            let mut extra = vec![format!("n={}", g.n.unwrap_or(0))];
            if let (Some(h), Some(d)) = (g.h2d_gbps, g.d2h_gbps) {
                extra.push(format!("copies H2D {h:.1} GB/s, D2H {d:.1} GB/s"));
            }
            if let Some(t) = &g.telemetry {
                extra.push(telemetry_line(t));
            }
            let _ = writeln!(s, "     GPU {}: {}", g.index, extra.join("; "));
        }
        s.push('\n');
        peers(&mut s, facts);
    }
    for c in checks {
        let _ = writeln!(
            s,
            "[{}] {}: {}",
            c.status.word().to_uppercase(),
            c.id,
            escape_controls(&c.summary)
        );
        if verbose || c.status != Status::Pass {
            for e in &c.evidence {
                let _ = writeln!(s, "       {}", escape_controls(e));
            }
            if let Some(h) = &c.hint {
                let _ = writeln!(s, "       fix: {}", escape_controls(&h.text));
                for cmd in &h.commands {
                    let _ = writeln!(s, "         $ {}", escape_controls(cmd));
                }
            }
        }
    }
    s
}

/// The peer-to-peer table, when several GPUs were stressed.
fn peers(s: &mut String, facts: &StressFacts) {
    if facts.peers.is_empty() {
        return;
    }
    let _ = writeln!(
        s,
        "{:<10} {:<16} {:<5} {:>9} {:>8}",
        "COPY", "LINK", "P2P", "GB/s", "LAT us"
    );
    for p in &facts.peers {
        let link = super::multi::pair_link(p, facts).unwrap_or_else(|| "-".into());
        let num = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.1}"));
        let _ = writeln!(
            s,
            "{:<10} {:<16} {:<5} {:>9} {:>8}",
            format!("{} -> {}", p.src, p.dst),
            link,
            if p.p2p { "on" } else { "off" },
            if p.error.is_some() {
                "error".into()
            } else {
                num(p.gbps)
            },
            num(p.latency_us)
        );
    }
    s.push('\n');
}

fn truncate(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}
