//! `gpudoc plan`'s human text: the machine, then each framework's recommendation, why
//! newer releases will not work, and what would unlock them.

use std::fmt::Write as _;

use super::*;

/// The plan as text.
pub fn render_plan(p: &Plan) -> String {
    let mut out = String::new();
    let m = &p.machine;
    let driver = m
        .driver
        .as_ref()
        .map_or("none".to_string(), Version::to_string);
    let gpus = if m.gpus.is_empty() {
        "unknown".to_string()
    } else {
        m.gpus
            .iter()
            .map(|g| match &g.name {
                Some(n) => format!("{n} (CC {})", g.compute_capability),
                None => format!("CC {}", g.compute_capability),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let python = m
        .python
        .as_ref()
        .map_or("unknown".to_string(), Version::major_minor);
    let mut os = format!("{:?}", m.os).to_lowercase();
    if m.wsl {
        os.push_str(" (WSL2)");
    }
    if m.container {
        os.push_str(" (container)");
    }
    writeln!(
        out,
        "Machine: driver {driver}, GPU {gpus}, Python {python}, {os}"
    )
    .ok();
    for n in &p.notes {
        // Notes quote the live machine's probes (paths, library messages): shown, not obeyed.
        writeln!(out, "note: {}", crate::report::escape_controls(n)).ok();
    }
    for fw in Framework::ALL {
        let (title, f) = (fw.display(), p.framework(fw));
        writeln!(out).ok();
        match &f.recommended {
            Some(r) => {
                let mut line = match &r.keep {
                    Some(v) => format!("{title}: keep {v} (installed)"),
                    None => format!("{title}: recommend {}", r.version),
                };
                let mut parts = Vec::new();
                if let Some(c) = &r.cuda {
                    parts.push(format!("CUDA {c}"));
                }
                if let Some(c) = &r.cudnn {
                    parts.push(format!("cuDNN {c}"));
                }
                if let (Some(a), Some(b)) = (&r.python_min, &r.python_max) {
                    parts.push(format!("Python {a}-{b}"));
                }
                if let Some(d) = &r.min_driver {
                    parts.push(format!("driver >= {d}"));
                }
                if !parts.is_empty() {
                    write!(line, " ({})", parts.join(", ")).ok();
                }
                writeln!(out, "{line}").ok();
                for n in &r.notes {
                    writeln!(out, "  note: {n}").ok();
                }
                for i in &r.install {
                    writeln!(out, "  install ({}):", i.method).ok();
                    for c in &i.commands {
                        writeln!(out, "    {c}").ok();
                    }
                    if let Some(n) = &i.note {
                        writeln!(out, "    # {n}").ok();
                    }
                }
            }
            None => {
                writeln!(
                    out,
                    "{title}: no release in the matrix will work on this machine"
                )
                .ok();
            }
        }
        if let Some(i) = &f.installed
            && r_is_not_keep(f)
        {
            writeln!(out, "  installed: {}", i.message).ok();
        }
        if !f.why_not.is_empty() {
            writeln!(out, "  why not newer:").ok();
        }
        for w in &f.why_not {
            let range = if w.to_newest && w.from != w.to {
                format!("{} and later", w.from)
            } else if w.from == w.to {
                w.from.clone()
            } else {
                format!("{} to {}", w.from, w.to)
            };
            writeln!(out, "    {range}: {}", w.reasons.join("; ")).ok();
        }
        for u in &f.unlock {
            writeln!(
                out,
                "  to get {title} {}: {}",
                u.version,
                u.upgrades.join(" and ")
            )
            .ok();
        }
    }
    out
}

/// True unless the recommendation keeps the installed release (whose note already says so).
fn r_is_not_keep(f: &FrameworkPlan) -> bool {
    f.recommended.as_ref().is_none_or(|r| r.keep.is_none())
}
