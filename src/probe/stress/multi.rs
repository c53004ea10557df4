//! The burn-in's several-GPU judgements, pure functions of the stress facts: whether one GPU
//! is slower than its siblings (`stress.spread`), what the peer-to-peer copies reached against
//! their link (`stress.p2p`), and how the NCCL all-reduce went (`stress.nccl`). With one GPU
//! each is a skip that says so.
//!
//! A false failure is worse than silence here: a slow GPU or a slow link is a warning with
//! its evidence; only wrong data (a corrupted copy, a wrong sum) or a hung or failed NCCL
//! fails.

use super::{gpu_label, telemetry_line};
use crate::facts::{StressFacts, StressGpu, StressNccl, StressPeer};
use crate::report::{Check, Hint, Reason};

/// A GPU more than this share below the median of its siblings is a finding.
pub const SPREAD_FRACTION: f64 = 0.10;
/// A peer copy below this share of the link's theoretical bandwidth is a warning.
pub const P2P_FRACTION: f64 = 0.5;

fn median(mut v: Vec<f64>) -> Option<f64> {
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => None,
        n if n % 2 == 1 => Some(v[n / 2]),
        n => Some((v[n / 2 - 1] + v[n / 2]) / 2.0),
    }
}

/// Clocks and throttle reasons (with the other NVML readings) of a GPU, for a spread finding.
fn clocks(g: &StressGpu) -> Option<String> {
    g.telemetry.as_ref().map(telemetry_line)
}

/// `stress.spread`: per data type, each GPU against the median of the others.
pub fn spread_check(facts: &StressFacts) -> Check {
    let ran: Vec<&StressGpu> = facts.gpus.iter().filter(|g| !g.dtypes.is_empty()).collect();
    if ran.len() < 2 {
        return Check::skip(
            "stress.spread",
            "skipped: fewer than two GPUs ran GEMMs, so there are no siblings to compare",
        );
    }
    let mut names: Vec<&str> = Vec::new();
    for d in ran.iter().flat_map(|g| &g.dtypes) {
        if !names.contains(&d.dtype.as_str()) {
            names.push(&d.dtype);
        }
    }
    let mut lines = Vec::new();
    // (deficit, GPU, dtype, its TFLOP/s, the siblings' median)
    let mut slow: Vec<(f64, &StressGpu, &str, f64, f64)> = Vec::new();
    for name in names {
        let per: Vec<(&StressGpu, f64)> = ran
            .iter()
            .filter_map(|g| Some((*g, g.dtypes.iter().find(|d| d.dtype == name)?.tflops)))
            .collect();
        if per.len() < 2 {
            continue;
        }
        let values: Vec<String> = per
            .iter()
            .map(|(g, t)| format!("GPU {} {t:.1}", g.index))
            .collect();
        lines.push(format!(
            "{}: {} TFLOP/s",
            name.to_uppercase(),
            values.join(", ")
        ));
        for (g, t) in &per {
            // Only siblings that ran the same size: a GPU that other processes left with
            // less memory runs smaller, slower GEMMs and is not a slow GPU for that.
            let others = per
                .iter()
                .filter(|(o, _)| o.index != g.index && o.n == g.n)
                .map(|(_, v)| *v)
                .collect();
            if let Some(m) = median(others).filter(|&m| m > 0.0)
                && *t < (1.0 - SPREAD_FRACTION) * m
            {
                slow.push((1.0 - t / m, g, name, *t, m));
            }
        }
    }
    slow.sort_by(|a, b| b.0.total_cmp(&a.0));
    let Some(&(deficit, g, name, t, m)) = slow.first() else {
        return Check::pass(
            "stress.spread",
            format!(
                "{} GPUs within {:.0}% of each other in every data type",
                ran.len(),
                SPREAD_FRACTION * 100.0
            ),
        )
        .evidence_all(lines);
    };
    let why = clocks(g).map(|c| format!(": {c}")).unwrap_or_default();
    let others = slow.iter().skip(1).map(|(d, g, n, t, m)| {
        format!(
            "GPU {} {}: {t:.1} TFLOP/s, {:.0}% below its siblings' {m:.1}",
            g.index,
            n.to_uppercase(),
            d * 100.0
        )
    });
    let target = g.pci_bus_id.clone().unwrap_or_else(|| g.index.to_string());
    Check::warn(
        "stress.spread",
        format!(
            "{} is {:.0}% below its siblings in {}: {t:.1} TFLOP/s against their median {m:.1}{why}",
            gpu_label(g),
            deficit * 100.0,
            name.to_uppercase()
        ),
    )
    .evidence_all(others.collect::<Vec<_>>())
    .evidence_all(lines)
    .hint(Hint::new(
        "A GPU slower than identical siblings is throttling (heat, power, a slowdown signal) or has a slower link or clock setting; compare its clocks and throttle reasons with theirs",
        &[
            &format!("nvidia-smi -q -d PERFORMANCE,CLOCK,POWER,TEMPERATURE -i {target}"),
            "nvidia-smi dmon -s pucv",
        ],
    ))
}

/// The link of a pair, for people: "NVLink 4 x18", "PCIe gen5 x16", "PCIe".
fn link_label(p: &StressPeer, pcie: Option<(u32, u32)>) -> String {
    match (p.link.as_deref(), p.nvlink_version, p.nvlink_links, pcie) {
        (Some("nvlink"), Some(v), Some(n), _) => format!("NVLink {v} x{n}"),
        (Some("nvlink"), ..) => "NVLink".into(),
        (Some("pcie"), _, _, Some((g, w))) => format!("PCIe gen{g} x{w}"),
        (Some("pcie"), ..) => "PCIe".into(),
        _ => "an unidentified link".into(),
    }
}

/// The narrower PCIe capability of two GPUs: (generation, width), from NVML's maxima.
fn pcie_of(a: Option<&StressGpu>, b: Option<&StressGpu>) -> Option<(u32, u32)> {
    let (ta, tb) = (a?.telemetry.as_ref()?, b?.telemetry.as_ref()?);
    Some((
        ta.pcie_gen_max?.min(tb.pcie_gen_max?),
        ta.pcie_width_max?.min(tb.pcie_width_max?),
    ))
}

/// A pair's link for people ("NVLink 4 x18", "PCIe gen5 x16"); None when NVML did not say.
pub fn pair_link(p: &StressPeer, facts: &StressFacts) -> Option<String> {
    let gpu = |i: u32| facts.gpus.iter().find(|g| g.index == i);
    p.link
        .is_some()
        .then(|| link_label(p, pcie_of(gpu(p.src), gpu(p.dst))))
}

/// The theoretical GB/s of a pair's link in one direction, and its label; `per_lane(link,
/// generation)` comes from the compatibility matrix.
pub fn expected_gbps(
    p: &StressPeer,
    facts: &StressFacts,
    per_lane: &dyn Fn(&str, u32) -> Option<f64>,
) -> (Option<f64>, String) {
    let gpu = |i: u32| facts.gpus.iter().find(|g| g.index == i);
    let pcie = pcie_of(gpu(p.src), gpu(p.dst));
    let label = link_label(p, pcie);
    let want = match p.link.as_deref() {
        Some("nvlink") => p
            .nvlink_version
            .zip(p.nvlink_links)
            .and_then(|(v, n)| Some(per_lane("nvlink", v)? * n as f64)),
        Some("pcie") => pcie.and_then(|(g, w)| Some(per_lane("pcie", g)? * w as f64)),
        _ => None,
    };
    // Without direct access the copy goes through host memory: no link figure applies.
    (want.filter(|_| p.p2p), label)
}

/// `stress.p2p`: each ordered pair's copy against its link.
pub fn p2p_check(facts: &StressFacts, per_lane: &dyn Fn(&str, u32) -> Option<f64>) -> Check {
    if facts.peers.is_empty() {
        let why = if facts.gpus.len() < 2 {
            "skipped: one GPU, no peer to copy to"
        } else {
            "skipped: no GPU pair finished its GEMMs, so no copy between GPUs was timed"
        };
        return Check::skip("stress.p2p", why);
    }
    let mut lines = Vec::new();
    let mut corrupt = Vec::new();
    let mut problems = Vec::new();
    let mut denied = Vec::new();
    for p in &facts.peers {
        let (want, label) = expected_gbps(p, facts, per_lane);
        let pair = format!("GPU {} -> GPU {}", p.src, p.dst);
        if let Some(e) = &p.error {
            problems.push(format!("{pair}: {} in {}: {}", e.name, e.stage, e.message));
            lines.push(format!("{pair}: {} in {}", e.name, e.stage));
            continue;
        }
        let Some(gbps) = p.gbps else { continue };
        let share = want
            .map(|w| {
                format!(
                    ", {:.0}% of the {w:.0} GB/s it carries each way",
                    gbps / w * 100.0
                )
            })
            .unwrap_or_default();
        let lat = p
            .latency_us
            .map(|l| format!(", {l:.1} us per small copy"))
            .unwrap_or_default();
        let mode = if p.p2p {
            "P2P"
        } else {
            "staged through host memory (P2P off)"
        };
        lines.push(format!(
            "{pair}: {gbps:.1} GB/s over {label}, {mode}{share}{lat}"
        ));
        if p.wrong_bytes > 0 {
            corrupt.push(format!(
                "{pair}: {} of {} copied bytes differ from the source",
                p.wrong_bytes, p.bytes
            ));
        }
        if !p.p2p {
            denied.push((p, gbps, label));
        } else if let Some(w) = want.filter(|&w| gbps < P2P_FRACTION * w) {
            problems.push(format!(
                "{pair}: {gbps:.1} GB/s over {label}, below half of the {w:.0} GB/s it carries each way"
            ));
        }
    }
    if let Some(first) = corrupt.first() {
        return Check::fail("stress.p2p", format!("a copy between GPUs arrived corrupted: {first}"))
            .evidence_all(corrupt.iter().skip(1).cloned())
            .evidence_all(lines)
            .hint(Hint::new(
                "Data that changes on its way between GPUs points at a faulty GPU, link or bridge; check the kernel log for Xid errors and NVLink error counters",
                &["sudo dmesg | grep -i xid | tail -20", "nvidia-smi nvlink -e"],
            ));
    }
    if let Some(first) = problems.first() {
        return Check::warn("stress.p2p", first.clone())
            .evidence_all(problems.iter().skip(1).cloned())
            .evidence_all(lines)
            .hint(Hint::new(
                "Compare the links with what the topology should give; a link below its rate needs a reseat, a firmware or fabric manager check, or the vendor",
                &["nvidia-smi topo -m", "nvidia-smi nvlink -s"],
            ));
    }
    if let Some((p, gbps, label)) = denied.first() {
        let nvlink = p.link.as_deref() == Some("nvlink");
        let hint = if nvlink {
            Hint::new(
                "These GPUs share NVLink yet CUDA denies peer access: check the fabric manager (NVSwitch systems) and the driver's P2P state",
                &[
                    "nvidia-smi topo -p2p r",
                    "systemctl status nvidia-fabricmanager",
                ],
            )
        } else {
            Hint::new(
                "PCIe peer access is often off in VMs or behind IOMMU/ACS; multi-GPU training then copies through host memory. See what the driver allows",
                &["nvidia-smi topo -p2p r", "nvidia-smi topo -m"],
            )
        };
        return Check::warn(
            "stress.p2p",
            format!(
                "P2P is off between GPU {} and GPU {} ({label}): copies go through host memory, {gbps:.1} GB/s",
                p.src, p.dst
            ),
        )
        .evidence_all(lines)
        .hint(hint);
    }
    let pairs = facts.peers.len();
    let summary = match lines.first() {
        Some(first) if pairs == 1 => first.clone(),
        _ => {
            let speeds: Vec<f64> = facts.peers.iter().filter_map(|p| p.gbps).collect();
            let lo = speeds.iter().copied().fold(f64::INFINITY, f64::min);
            let hi = speeds.iter().copied().fold(0.0, f64::max);
            format!("{pairs} GPU pairs copy peer-to-peer at {lo:.1} to {hi:.1} GB/s")
        }
    };
    Check::pass("stress.p2p", summary).evidence_all(lines)
}

/// `stress.nccl`: the all-reduce smoke test.
pub fn nccl_check(nccl: Option<&StressNccl>) -> Check {
    let Some(n) = nccl else {
        return Check::skip("stress.nccl", "skipped: the NCCL all-reduce was not run");
    };
    let version = n
        .version
        .as_ref()
        .map(|v| format!("NCCL {v}"))
        .unwrap_or_else(|| "NCCL".into());
    let gpus: Vec<String> = n.gpus.iter().map(u32::to_string).collect();
    let library = n.library.iter().map(|l| match &n.found_via {
        Some(via) => format!("library: {l} ({via})"),
        None => format!("library: {l}"),
    });
    if let Some(why) = &n.skipped {
        return Check::skip("stress.nccl", format!("skipped: {why}"))
            .evidence_all(library)
            .evidence_all(n.log.iter().cloned());
    }
    let rerun = Hint::new(
        "Run the all-reduce again with NCCL's own diagnostics; a hang or error here will stop multi-GPU training the same way",
        &[
            "NCCL_DEBUG=INFO gpudoc stress --seconds 10 -v",
            "nvidia-smi topo -m",
        ],
    );
    if let Some(e) = &n.error {
        let timeout = e.name == "timeout";
        let what = if timeout {
            format!(
                "the {version} all-reduce over GPUs {} hung: {}",
                gpus.join(", "),
                e.message
            )
        } else {
            format!(
                "the {version} all-reduce over GPUs {} failed: {} in {}",
                gpus.join(", "),
                e.name,
                e.stage
            )
        };
        return Check::fail("stress.nccl", what)
            .reason(timeout.then_some(Reason::Timeout))
            .evidence(format!("{}: {}", e.stage, e.message))
            .evidence_all(library)
            .evidence_all(n.log.iter().cloned())
            .hint(rerun);
    }
    if n.wrong > 0 {
        return Check::fail(
            "stress.nccl",
            format!(
                "the {version} all-reduce over GPUs {} returned {} wrong element(s)",
                gpus.join(", "),
                n.wrong
            ),
        )
        .evidence_all(n.wrong_example.iter().cloned())
        .evidence_all(library)
        .evidence_all(n.log.iter().cloned())
        .hint(rerun);
    }
    let speed = match (n.busbw_gbps, n.ms) {
        (Some(b), Some(ms)) => format!(", bus bandwidth {b:.1} GB/s ({ms:.2} ms per all-reduce)"),
        _ => String::new(),
    };
    Check::pass(
        "stress.nccl",
        format!(
            "{version} all-reduce over GPUs {}: the exact sum on every GPU{speed}",
            gpus.join(", ")
        ),
    )
    .evidence(format!(
        "{} FP32 elements per GPU, {} timed all-reduces",
        n.elements, n.iterations
    ))
    .evidence_all(library)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::{StressDtypeResult, StressError, StressTelemetry};
    use crate::report::Status;

    fn gpu(index: u32, bf16: f64) -> StressGpu {
        StressGpu {
            index,
            name: "NVIDIA H200".into(),
            pci_bus_id: Some(format!("00000000:{:02X}:00.0", 6 + index)),
            dtypes: vec![StressDtypeResult {
                dtype: "bf16".into(),
                tflops: bf16,
                ..StressDtypeResult::default()
            }],
            telemetry: Some(StressTelemetry {
                sm_clock_mhz_median: Some(1980),
                sm_clock_mhz_max: Some(1980),
                pcie_gen_max: Some(5),
                pcie_width_max: Some(16),
                ..StressTelemetry::default()
            }),
            ..StressGpu::default()
        }
    }

    fn facts(gpus: Vec<StressGpu>) -> StressFacts {
        StressFacts {
            gpus,
            ..StressFacts::default()
        }
    }

    fn lanes(link: &str, g: u32) -> Option<f64> {
        match (link, g) {
            ("nvlink", 4) => Some(25.0),
            ("pcie", 5) => Some(3.938),
            _ => None,
        }
    }

    #[test]
    fn one_gpu_skips_every_multi_gpu_check() {
        let f = facts(vec![gpu(0, 700.0)]);
        assert_eq!(spread_check(&f).status, Status::Skip);
        let p = p2p_check(&f, &lanes);
        assert_eq!(
            (p.status, p.summary.as_str()),
            (Status::Skip, "skipped: one GPU, no peer to copy to")
        );
        assert_eq!(nccl_check(None).status, Status::Skip);
    }

    #[test]
    fn a_gpu_ten_percent_below_its_siblings_is_named_with_its_clocks() {
        let mut slow = gpu(2, 500.0);
        let t = slow.telemetry.as_mut().unwrap();
        t.sm_clock_mhz_median = Some(1400);
        t.throttle_reasons = vec!["sw_power_cap".into(), "hw_thermal_slowdown".into()];
        let f = facts(vec![gpu(0, 700.0), gpu(1, 690.0), slow, gpu(3, 705.0)]);
        let c = spread_check(&f);
        assert_eq!(c.status, Status::Warn);
        assert_eq!(
            c.summary,
            "GPU 2 (NVIDIA H200, 00000000:08:00.0) is 29% below its siblings in BF16: 500.0 TFLOP/s against their median 700.0: SM 1400 MHz (max 1980), throttle: sw_power_cap, hw_thermal_slowdown"
        );
        assert!(c.hint.unwrap().commands[0].ends_with("-i 00000000:08:00.0"));
    }

    #[test]
    fn gpus_within_ten_percent_pass_and_the_faster_one_is_not_blamed() {
        let f = facts(vec![gpu(0, 700.0), gpu(1, 640.0)]);
        assert_eq!(spread_check(&f).status, Status::Pass);
        let f = facts(vec![gpu(0, 700.0), gpu(1, 600.0)]);
        let c = spread_check(&f);
        assert_eq!(c.status, Status::Warn);
        assert!(c.summary.starts_with("GPU 1 "), "{}", c.summary);
    }

    #[test]
    fn a_gpu_that_ran_a_smaller_size_is_not_compared() {
        let mut small = gpu(1, 500.0);
        small.n = Some(4096);
        let mut f = facts(vec![gpu(0, 700.0), small]);
        f.gpus[0].n = Some(8192);
        assert_eq!(spread_check(&f).status, Status::Pass);
    }

    fn pair(src: u32, dst: u32, gbps: f64) -> StressPeer {
        StressPeer {
            src,
            dst,
            p2p: true,
            link: Some("nvlink".into()),
            nvlink_links: Some(18),
            nvlink_version: Some(4),
            bytes: 256 << 20,
            gbps: Some(gbps),
            latency_us: Some(9.0),
            ..StressPeer::default()
        }
    }

    #[test]
    fn nvlink_copies_are_judged_against_the_links_in_use() {
        let mut f = facts(vec![gpu(0, 700.0), gpu(1, 700.0)]);
        f.peers = vec![pair(0, 1, 380.0), pair(1, 0, 378.0)];
        let c = p2p_check(&f, &lanes);
        assert_eq!(c.status, Status::Pass, "{c:#?}");
        assert_eq!(
            c.summary,
            "2 GPU pairs copy peer-to-peer at 378.0 to 380.0 GB/s"
        );
        assert!(
            c.evidence[0].contains("over NVLink 4 x18, P2P, 84% of the 450 GB/s"),
            "{:?}",
            c.evidence
        );
        f.peers[1].gbps = Some(100.0);
        let c = p2p_check(&f, &lanes);
        assert_eq!(c.status, Status::Warn);
        assert_eq!(
            c.summary,
            "GPU 1 -> GPU 0: 100.0 GB/s over NVLink 4 x18, below half of the 450 GB/s it carries each way"
        );
    }

    #[test]
    fn pcie_uses_the_narrower_link_and_an_unknown_link_is_not_judged() {
        let mut f = facts(vec![gpu(0, 700.0), gpu(1, 700.0)]);
        f.gpus[1].telemetry.as_mut().unwrap().pcie_width_max = Some(8);
        let mut p = pair(0, 1, 20.0);
        p.link = Some("pcie".into());
        let (want, label) = expected_gbps(&p, &f, &lanes);
        assert_eq!(label, "PCIe gen5 x8");
        assert!((want.unwrap() - 31.5).abs() < 0.1);
        p.link = None;
        assert_eq!(expected_gbps(&p, &f, &lanes).0, None);
        f.peers = vec![p];
        assert_eq!(p2p_check(&f, &lanes).status, Status::Pass);
    }

    #[test]
    fn denied_p2p_warns_and_corruption_fails() {
        let mut f = facts(vec![gpu(0, 700.0), gpu(1, 700.0)]);
        let mut p = pair(0, 1, 12.0);
        p.p2p = false;
        p.link = Some("pcie".into());
        f.peers = vec![p.clone()];
        let c = p2p_check(&f, &lanes);
        assert_eq!(c.status, Status::Warn);
        assert_eq!(
            c.summary,
            "P2P is off between GPU 0 and GPU 1 (PCIe gen5 x16): copies go through host memory, 12.0 GB/s"
        );
        p.wrong_bytes = 3;
        f.peers = vec![p];
        assert_eq!(p2p_check(&f, &lanes).status, Status::Fail);
    }

    #[test]
    fn nccl_outcomes() {
        let ok = StressNccl {
            version: Some("2.27.3".into()),
            gpus: vec![0, 1],
            elements: 1 << 20,
            iterations: 5,
            ms: Some(1.5),
            busbw_gbps: Some(300.0),
            ..StressNccl::default()
        };
        let c = nccl_check(Some(&ok));
        assert_eq!(c.status, Status::Pass);
        assert_eq!(
            c.summary,
            "NCCL 2.27.3 all-reduce over GPUs 0, 1: the exact sum on every GPU, bus bandwidth 300.0 GB/s (1.50 ms per all-reduce)"
        );
        let wrong = StressNccl {
            wrong: 1,
            ..ok.clone()
        };
        assert_eq!(nccl_check(Some(&wrong)).status, Status::Fail);
        let hung = StressNccl {
            error: Some(StressError {
                stage: "ncclAllReduce timed".into(),
                name: "timeout".into(),
                message: "did not finish within 3 s and was killed".into(),
            }),
            ..ok.clone()
        };
        let c = nccl_check(Some(&hung));
        assert_eq!((c.status, c.reason), (Status::Fail, Some(Reason::Timeout)));
        let skipped = StressNccl {
            skipped: Some("no libnccl.so.2 found".into()),
            ..ok
        };
        assert_eq!(nccl_check(Some(&skipped)).status, Status::Skip);
    }
}
