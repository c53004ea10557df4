//! The driver layer's multi-GPU half: what NVML says of each GPU's modes (MIG, ECC,
//! persistence, compute mode, VBIOS), its NVLink links, and each pair of GPUs (PCIe common
//! ancestor, P2P status). The NVML calls run inside the NVML child ([`read_gpu`],
//! [`read_pairs`]); [`build`] and [`checks`] are pure functions over the facts: the
//! `topology` facts and the `driver.topology`, `driver.nvlink`, `driver.compute-mode` and
//! `driver.mig` checks. On one GPU there are no pairs and no warnings: "1 GPU: no peers".

use nvml_wrapper::enum_wrappers::device::{P2pCapabilitiesIndex, P2pStatus, TopologyLevel};
use nvml_wrapper::error::NvmlError;
use nvml_wrapper::{Device, Nvml};

use crate::facts::{GpuFacts, GpuPairFacts, MigDeviceFacts, NvLinkFacts, TopologyFacts};
use crate::report::{Check, Hint};

/// NVML_NVLINK_MAX_LINKS: the most links any GPU has (18 on Hopper).
const MAX_LINKS: u32 = nvml_wrapper_sys::bindings::NVML_NVLINK_MAX_LINKS;

/// What `topology.note` says on a machine with one GPU.
pub const ONE_GPU: &str = "1 GPU: no peers";

/// Errors that only mean "this GPU has no such feature": not worth a note.
fn unsupported(e: &NvmlError) -> bool {
    matches!(
        e,
        NvmlError::NotSupported
            | NvmlError::FailedToLoadSymbol(_)
            | NvmlError::InvalidArg
            | NvmlError::NotFound
    )
}

/// "enabled", "disabled", or "disabled (enabled after reset)" when the pending mode differs.
fn mode_text(current: bool, pending: bool) -> String {
    let word = |on: bool| if on { "enabled" } else { "disabled" };
    if current == pending {
        word(current).to_string()
    } else {
        format!("{} ({} after reset)", word(current), word(pending))
    }
}

/// Fill one GPU's modes, VBIOS, MIG devices and NVLink links (in the NVML child).
pub fn read_gpu(device: &Device, gpu: &mut GpuFacts, notes: &mut Vec<String>) {
    let index = gpu.index;
    let mut note = |what: &str, e: &NvmlError| {
        if !unsupported(e) {
            notes.push(format!("GPU {index} {what}: {e}"));
        }
    };
    let mig_on = match device.mig_mode() {
        Ok(m) => {
            gpu.mig_mode = Some(mode_text(m.current == 1, m.pending == 1));
            m.current == 1
        }
        Err(e) => {
            note("MIG mode", &e);
            false
        }
    };
    if mig_on {
        let slots = device.mig_device_count().unwrap_or_else(|e| {
            note("MIG device count", &e);
            0
        });
        for i in 0..slots {
            // Empty slots answer NotFound: only created instances are devices.
            if let Ok(mig) = device.mig_device_by_index(i) {
                match mig.uuid() {
                    Ok(uuid) => gpu.mig_devices.push(MigDeviceFacts { index: i, uuid }),
                    Err(e) => note("MIG device uuid", &e),
                }
            }
        }
    }
    match device.is_ecc_enabled() {
        Ok(m) => gpu.ecc_mode = Some(mode_text(m.currently_enabled, m.pending_enabled)),
        Err(e) => note("ECC mode", &e),
    }
    match device.is_in_persistent_mode() {
        Ok(on) => gpu.persistence_mode = Some(mode_text(on, on)),
        Err(e) => note("persistence mode", &e),
    }
    match device.vbios_version() {
        Ok(v) => gpu.vbios_version = Some(v),
        Err(e) => note("VBIOS version", &e),
    }
    for link in 0..MAX_LINKS {
        let l = device.link_wrapper_for(link);
        // Links past the GPU's own count answer InvalidArg; a GPU without NVLink NotSupported.
        let Ok(active) = l.is_active() else { continue };
        gpu.nvlinks.push(NvLinkFacts {
            link,
            active,
            version: l.version().ok(),
            remote_pci_bus_id: l.remote_pci_info().ok().map(|p| p.bus_id),
        });
    }
}

/// PCIe common ancestor and P2P read status of every pair of GPUs (in the NVML child).
pub fn read_pairs(nvml: &Nvml, gpus: &[GpuFacts], notes: &mut Vec<String>) -> Vec<GpuPairFacts> {
    let mut pairs = Vec::new();
    for (i, a) in gpus.iter().enumerate() {
        for b in &gpus[i + 1..] {
            let (Ok(da), Ok(db), Ok(db2)) = (
                nvml.device_by_index(a.index),
                nvml.device_by_index(b.index),
                nvml.device_by_index(b.index),
            ) else {
                continue;
            };
            let mut pair = GpuPairFacts {
                a: a.index,
                b: b.index,
                ..GpuPairFacts::default()
            };
            match da.p2p_status(&db, P2pCapabilitiesIndex::Read) {
                Ok(s) => pair.p2p_read = Some(p2p_text(s).to_string()),
                Err(e) if unsupported(&e) => {}
                Err(e) => notes.push(format!("GPU {} ↔ {} P2P status: {e}", a.index, b.index)),
            }
            match da.topology_common_ancestor(db2) {
                Ok(level) => pair.common_ancestor = Some(level_text(level).to_string()),
                Err(e) if unsupported(&e) => {}
                Err(e) => notes.push(format!(
                    "GPU {} ↔ {} topology common ancestor: {e}",
                    a.index, b.index
                )),
            }
            pairs.push(pair);
        }
    }
    pairs
}

fn level_text(level: TopologyLevel) -> &'static str {
    match level {
        TopologyLevel::Internal => "internal",
        TopologyLevel::Single => "single_switch",
        TopologyLevel::Multiple => "multiple_switches",
        TopologyLevel::HostBridge => "host_bridge",
        TopologyLevel::Node => "numa_node",
        TopologyLevel::System => "system",
    }
}

fn p2p_text(status: P2pStatus) -> &'static str {
    match status {
        P2pStatus::Ok => "ok",
        P2pStatus::ChipsetNotSupported => "chipset_not_supported",
        P2pStatus::GpuNotSupported => "gpu_not_supported",
        P2pStatus::IohTopologyNotSupported => "topology_not_supported",
        P2pStatus::DisabledByRegkey => "disabled_by_regkey",
        P2pStatus::NotSupported => "not_supported",
        P2pStatus::Unknown => "unknown",
    }
}

/// nvidia-smi topo -m's label for a common ancestor, and what it means.
pub fn ancestor_words(level: &str) -> (&'static str, &'static str) {
    match level {
        "internal" => ("internal", "same board"),
        "single_switch" => ("PIX", "one PCIe switch"),
        "multiple_switches" => ("PXB", "several PCIe switches"),
        "host_bridge" => ("PHB", "through the CPU's host bridge"),
        "numa_node" => ("NODE", "host bridges of one NUMA node"),
        "system" => ("SYS", "across the CPUs' interconnect"),
        _ => ("?", "unknown"),
    }
}

/// Why NVML says two GPUs cannot read each other's memory, in words.
pub fn p2p_words(status: &str) -> &'static str {
    match status {
        "chipset_not_supported" => "the chipset does not support it",
        "gpu_not_supported" => "this GPU model does not support it",
        "topology_not_supported" => {
            "the PCIe path between them does not allow it (CPU interconnect, IOMMU or ACS)"
        }
        "disabled_by_regkey" => "it is disabled by a driver registry key",
        "not_supported" => "not supported between them",
        _ => "unknown reason",
    }
}

/// PCI bus ids compare as numbers: NVML writes "00000000:06:00.0", CUDA "0000:06:00.0".
pub fn bus_key(id: &str) -> Option<(u32, u32, u32, u32)> {
    let mut parts = id.trim().split(':');
    let (domain, bus, rest) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let (dev, func) = rest.split_once('.')?;
    let hex = |s: &str| u32::from_str_radix(s, 16).ok();
    Some((hex(domain)?, hex(bus)?, hex(dev)?, hex(func)?))
}

/// The topology facts: NVML's pairs with their NVLink links counted from each GPU's links
/// (a link whose far end is the other GPU joins them directly; links to a bus id that is no
/// GPU's go to an NVSwitch).
pub fn build(gpus: &[GpuFacts], raw_pairs: &[GpuPairFacts]) -> TopologyFacts {
    let gpu_of = |bus: &Option<String>| {
        let key = bus.as_deref().and_then(bus_key)?;
        gpus.iter()
            .find(|g| g.pci_bus_id.as_deref().and_then(bus_key) == Some(key))
            .map(|g| g.index)
    };
    let to_switch = |g: &GpuFacts| {
        g.nvlinks
            .iter()
            .filter(|l| l.active && l.remote_pci_bus_id.is_some())
            .filter(|l| gpu_of(&l.remote_pci_bus_id).is_none())
            .map(|l| l.version)
            .max()
    };
    let pairs = raw_pairs
        .iter()
        .map(|raw| {
            let mut p = raw.clone();
            let (Some(a), Some(b)) = (
                gpus.iter().find(|g| g.index == p.a),
                gpus.iter().find(|g| g.index == p.b),
            ) else {
                return p;
            };
            let direct: Vec<&NvLinkFacts> = a
                .nvlinks
                .iter()
                .filter(|l| gpu_of(&l.remote_pci_bus_id) == Some(b.index))
                .collect();
            p.nvlink_links = direct.iter().filter(|l| l.active).count() as u32;
            p.nvlink_links_down = direct.iter().filter(|l| !l.active).count() as u32;
            p.nvlink_version = direct
                .iter()
                .filter(|l| l.active)
                .filter_map(|l| l.version)
                .max();
            if let (Some(va), Some(vb)) = (to_switch(a), to_switch(b)) {
                p.nvswitch = true;
                p.nvlink_version = p.nvlink_version.or(va).or(vb);
            }
            p
        })
        .collect();
    TopologyFacts {
        gpu_count: gpus.len() as u32,
        note: (gpus.len() == 1).then(|| ONE_GPU.to_string()),
        pairs,
        cuda: None,
    }
}

/// How a pair talks, as nvidia-smi topo -m would label it: "NV18", "NVSwitch", "PHB", ...
pub fn pair_label(p: &GpuPairFacts) -> String {
    if p.nvlink_links > 0 {
        format!("NV{}", p.nvlink_links)
    } else if p.nvswitch {
        "NVSwitch".to_string()
    } else {
        match p.common_ancestor.as_deref().map(ancestor_words) {
            Some((label, _)) => label.to_string(),
            None => "PCIe".to_string(),
        }
    }
}

fn over_nvlink(p: &GpuPairFacts) -> bool {
    p.nvlink_links > 0 || p.nvswitch
}

/// The driver layer's topology checks (pure).
pub fn checks(gpus: &[GpuFacts], topo: &TopologyFacts) -> Vec<Check> {
    if gpus.is_empty() {
        return Vec::new();
    }
    let mut out = vec![topology_check(topo)];
    out.extend(nvlink_check(gpus));
    out.extend(compute_mode_check(gpus));
    out.extend(mig_check(gpus));
    out
}

fn topology_check(topo: &TopologyFacts) -> Check {
    let id = "driver.topology";
    if topo.gpu_count < 2 {
        return Check::pass(id, ONE_GPU);
    }
    let evidence: Vec<String> = topo
        .pairs
        .iter()
        .map(|p| {
            let mut line = format!("GPU {} ↔ GPU {}: ", p.a, p.b);
            if over_nvlink(p) {
                line.push_str(&pair_label(p));
                if let Some(v) = p.nvlink_version {
                    line.push_str(&format!(" (NVLink {v})"));
                }
                line.push_str(", ");
            }
            match p.common_ancestor.as_deref().map(ancestor_words) {
                Some((label, words)) => line.push_str(&format!("PCIe {label} ({words})")),
                None => line.push_str("PCIe path unknown"),
            }
            if p.nvlink_links_down > 0 {
                line.push_str(&format!(", {} NVLink link(s) down", p.nvlink_links_down));
            }
            if let Some(s) = &p.p2p_read {
                line.push_str(&format!(", P2P read {s}"));
            }
            line
        })
        .collect();
    let nvlink = topo.pairs.iter().filter(|p| over_nvlink(p)).count();
    let n = topo.pairs.len();
    let mut summary = format!("{} GPUs, {n} pair(s): ", topo.gpu_count);
    summary.push_str(&if nvlink == n {
        "all over NVLink".to_string()
    } else if nvlink == 0 {
        "all over PCIe (no NVLink)".to_string()
    } else {
        format!("{nvlink} over NVLink, {} over PCIe only", n - nvlink)
    });
    let denied: Vec<&GpuPairFacts> = topo
        .pairs
        .iter()
        .filter(|p| p.p2p_read.as_deref().is_some_and(|s| s != "ok"))
        .collect();
    let Some(first) = denied.first() else {
        return Check::pass(id, summary).evidence_all(evidence);
    };
    let why = p2p_words(first.p2p_read.as_deref().unwrap_or_default());
    Check::warn(
        id,
        format!(
            "{summary}; NVML reports no peer-to-peer access for {} pair(s) (GPU {} ↔ GPU {}: {why}): NCCL and frameworks copy through host memory, slower",
            denied.len(),
            first.a,
            first.b
        ),
    )
    .evidence_all(evidence)
    .hint(Hint::new(
        "See the PCIe path and P2P matrix; in a VM or behind PCIe ACS/IOMMU, peer access needs the host's ACS disabled (or IOMMU passthrough) for these GPUs",
        &[
            "nvidia-smi topo -m",
            "nvidia-smi topo -p2p r",
            "sudo lspci -vvv | grep -i acsctl",
            "cat /proc/cmdline",
        ],
    ))
}

fn nvlink_check(gpus: &[GpuFacts]) -> Option<Check> {
    if gpus.len() < 2 || gpus.iter().all(|g| g.nvlinks.is_empty()) {
        return None;
    }
    let id = "driver.nvlink";
    let up = |g: &GpuFacts| g.nvlinks.iter().filter(|l| l.active).count();
    let evidence: Vec<String> = gpus
        .iter()
        .filter(|g| !g.nvlinks.is_empty())
        .map(|g| {
            let down: Vec<String> = g
                .nvlinks
                .iter()
                .filter(|l| !l.active)
                .map(|l| l.link.to_string())
                .collect();
            format!(
                "GPU {}: {} of {} links up{}",
                g.index,
                up(g),
                g.nvlinks.len(),
                if down.is_empty() {
                    String::new()
                } else {
                    format!(" (down: {})", down.join(", "))
                }
            )
        })
        .collect();
    let version = gpus
        .iter()
        .flat_map(|g| &g.nvlinks)
        .filter(|l| l.active)
        .filter_map(|l| l.version)
        .max();
    let total_up: usize = gpus.iter().map(up).sum();
    if total_up == 0 {
        // Cards with NVLink but no bridge report every link down; that is PCIe, not a fault.
        return Some(
            Check::pass(
                id,
                "NVLink: no link is up (no bridge, or no NVSwitch fabric): the GPUs talk over PCIe",
            )
            .evidence_all(evidence)
            .evidence("on an NVSwitch (HGX) system the fabric manager must run: systemctl status nvidia-fabricmanager"),
        );
    }
    let degraded: Vec<&GpuFacts> = gpus
        .iter()
        .filter(|g| !g.nvlinks.is_empty() && up(g) < g.nvlinks.len())
        .collect();
    let v = version.map_or(String::new(), |v| format!(" {v}"));
    let Some(worst) = degraded.first() else {
        return Some(
            Check::pass(
                id,
                format!("NVLink{v}: every link up on the GPUs that have NVLink"),
            )
            .evidence_all(evidence),
        );
    };
    Some(
        Check::warn(
            id,
            format!(
                "NVLink{v}: GPU {} has {} of {} links down; traffic over it is slower or falls back to PCIe",
                worst.index,
                worst.nvlinks.len() - up(worst),
                worst.nvlinks.len()
            ),
        )
        .evidence_all(evidence)
        .hint(Hint::new(
            "Look at the link state and errors; on an NVSwitch (HGX) system restart the fabric manager, otherwise reseat the bridge or have the GPU serviced",
            &[
                "nvidia-smi nvlink --status",
                "nvidia-smi nvlink --errorcounters",
                "sudo systemctl restart nvidia-fabricmanager   # NVSwitch (HGX) systems only",
            ],
        )),
    )
}

fn compute_mode_check(gpus: &[GpuFacts]) -> Option<Check> {
    let odd: Vec<&GpuFacts> = gpus
        .iter()
        .filter(|g| g.compute_mode.as_deref().is_some_and(|m| m != "default"))
        .collect();
    let first = odd.first()?;
    let mode = first.compute_mode.as_deref().unwrap_or_default();
    let what = match mode {
        "prohibited" => {
            "no process may create a CUDA context on it: frameworks list it but fail with \"all CUDA-capable devices are busy or unavailable\" when they touch it (TensorFlow touches every visible GPU at start)"
        }
        _ => {
            "one process at a time may use it: one rank per GPU works, but a second process on it (another framework, a DataLoader worker or profiler that touches CUDA) fails with \"CUDA-capable device(s) is/are busy or unavailable\""
        }
    };
    let others: Vec<String> = gpus
        .iter()
        .filter(|g| g.compute_mode.as_deref() != Some("prohibited"))
        .map(|g| g.index.to_string())
        .collect();
    let reset = format!("sudo nvidia-smi -i {} -c DEFAULT", first.index);
    let mut commands = vec![reset.as_str()];
    let visible = format!("export CUDA_VISIBLE_DEVICES={}", others.join(","));
    if mode == "prohibited" && !others.is_empty() {
        commands.push(visible.as_str());
    }
    Some(
        Check::warn(
            "driver.compute-mode",
            format!(
                "GPU {} is in {} compute mode: {what}",
                first.index,
                mode.replace('_', "-")
            ),
        )
        .evidence_all(odd.iter().map(|g| {
            format!(
                "GPU {}: compute mode {}",
                g.index,
                g.compute_mode.as_deref().unwrap_or("?")
            )
        }))
        .hint(Hint::new(
            "If this is not your cluster's policy, set the default compute mode (or hide the GPU from the framework)",
            &commands,
        )),
    )
}

fn mig_check(gpus: &[GpuFacts]) -> Option<Check> {
    let on: Vec<&GpuFacts> = gpus
        .iter()
        .filter(|g| {
            g.mig_mode
                .as_deref()
                .is_some_and(|m| m.starts_with("enabled") || m.contains("after reset"))
        })
        .collect();
    let first = on.first()?;
    let id = "driver.mig";
    let evidence = on.iter().map(|g| {
        let uuids: Vec<&str> = g.mig_devices.iter().map(|m| m.uuid.as_str()).collect();
        format!(
            "GPU {}: MIG {}; {} MIG device(s){}",
            g.index,
            g.mig_mode.as_deref().unwrap_or("?"),
            g.mig_devices.len(),
            if uuids.is_empty() {
                String::new()
            } else {
                format!(": {}", uuids.join(", "))
            }
        )
    });
    let mode = first.mig_mode.as_deref().unwrap_or_default();
    if !mode.starts_with("enabled") {
        return Some(
            Check::warn(
                id,
                format!(
                    "GPU {}: MIG mode is {mode}: the GPU changes shape at its next reset",
                    first.index
                ),
            )
            .evidence_all(evidence)
            .hint(Hint::new(
                "See the pending MIG mode",
                &["nvidia-smi -q -d MIG"],
            )),
        );
    }
    let disable = format!(
        "sudo nvidia-smi -i {} -mig 0   # then reset the GPU or reboot",
        first.index
    );
    let (summary, pick) = match first.mig_devices.first() {
        None => (
            format!(
                "GPU {} has MIG enabled but no MIG device: CUDA and every framework skip it (it is not usable as a whole GPU)",
                first.index
            ),
            "nvidia-smi mig -lgip".to_string(),
        ),
        Some(m) => (
            format!(
                "GPU {} has MIG enabled ({} MIG device(s)): CUDA never exposes it whole; a process uses one MIG device (chosen with CUDA_VISIBLE_DEVICES=MIG-<uuid>), and P2P/NCCL across MIG devices is not supported",
                first.index,
                first.mig_devices.len()
            ),
            format!("export CUDA_VISIBLE_DEVICES={}", m.uuid),
        ),
    };
    Some(
        Check::warn(id, summary)
            .evidence_all(evidence)
            .hint(Hint::new(
                "Name the MIG device the process should use (nvidia-smi -L lists them), or turn MIG off for whole-GPU and multi-GPU training",
                &["nvidia-smi -L", pick.as_str(), disable.as_str()],
            )),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::Status;

    fn gpu(i: u32, links: &[(u32, bool, Option<u32>)]) -> GpuFacts {
        GpuFacts {
            index: i,
            name: "NVIDIA H200".into(),
            uuid: format!("GPU-0000000{i}"),
            pci_bus_id: Some(format!("00000000:{:02X}:00.0", 6 + i)),
            compute_mode: Some("default".into()),
            mig_mode: Some("disabled".into()),
            nvlinks: links
                .iter()
                .enumerate()
                .map(|(k, (_, active, remote))| NvLinkFacts {
                    link: k as u32,
                    active: *active,
                    version: Some(4),
                    remote_pci_bus_id: remote.map(|r| format!("00000000:{:02X}:00.0", 6 + r)),
                })
                .collect(),
            ..GpuFacts::default()
        }
    }

    fn pair(a: u32, b: u32, level: &str, p2p: &str) -> GpuPairFacts {
        GpuPairFacts {
            a,
            b,
            common_ancestor: Some(level.into()),
            p2p_read: Some(p2p.into()),
            ..GpuPairFacts::default()
        }
    }

    fn find<'a>(checks: &'a [Check], id: &str) -> Option<&'a Check> {
        checks.iter().find(|c| c.id == id)
    }

    #[test]
    fn bus_ids_compare_across_nvml_and_cuda_spellings() {
        assert_eq!(bus_key("00000000:06:00.0"), bus_key("0000:06:00.0"));
        assert_eq!(bus_key("0000:1a:00.0"), Some((0, 0x1a, 0, 0)));
        assert_eq!(bus_key("0000:1A:00.0"), bus_key("00000000:1a:00.0"));
        assert_eq!(bus_key("garbage"), None);
    }

    #[test]
    fn one_gpu_has_no_peers_and_no_warning() {
        let gpus = [gpu(0, &[(0, false, None), (1, false, None)])];
        let topo = build(&gpus, &[]);
        assert_eq!(topo.note.as_deref(), Some(ONE_GPU));
        assert!(topo.pairs.is_empty());
        let checks = checks(&gpus, &topo);
        assert_eq!(checks.len(), 1, "{checks:#?}");
        assert_eq!(checks[0].summary, ONE_GPU);
        assert_eq!(checks[0].status, Status::Pass);
    }

    #[test]
    fn two_gpus_with_nvlink_up_pass_and_count_links_per_pair() {
        let gpus = [
            gpu(0, &[(0, true, Some(1)), (1, true, Some(1))]),
            gpu(1, &[(0, true, Some(0)), (1, true, Some(0))]),
        ];
        let topo = build(&gpus, &[pair(0, 1, "host_bridge", "ok")]);
        assert_eq!(topo.pairs[0].nvlink_links, 2);
        assert_eq!(topo.pairs[0].nvlink_version, Some(4));
        let c = checks(&gpus, &topo);
        let t = find(&c, "driver.topology").unwrap();
        assert_eq!(t.status, Status::Pass);
        assert!(t.summary.contains("all over NVLink"), "{}", t.summary);
        assert!(t.evidence[0].contains("NV2"), "{:?}", t.evidence);
        assert_eq!(find(&c, "driver.nvlink").unwrap().status, Status::Pass);
        assert!(find(&c, "driver.compute-mode").is_none());
        assert!(find(&c, "driver.mig").is_none());
    }

    #[test]
    fn a_link_down_warns_naming_the_gpu() {
        let gpus = [
            gpu(0, &[(0, true, Some(1)), (1, false, Some(1))]),
            gpu(1, &[(0, true, Some(0)), (1, false, Some(0))]),
        ];
        let topo = build(&gpus, &[pair(0, 1, "host_bridge", "ok")]);
        assert_eq!(
            (topo.pairs[0].nvlink_links, topo.pairs[0].nvlink_links_down),
            (1, 1)
        );
        let c = checks(&gpus, &topo);
        let n = find(&c, "driver.nvlink").unwrap();
        assert_eq!(n.status, Status::Warn);
        assert!(
            n.summary.contains("GPU 0 has 1 of 2 links down"),
            "{}",
            n.summary
        );
        assert!(n.evidence.iter().any(|e| e.contains("down: 1")));
    }

    #[test]
    fn every_link_down_is_pcie_not_a_fault() {
        let gpus = [gpu(0, &[(0, false, None)]), gpu(1, &[(0, false, None)])];
        let topo = build(&gpus, &[pair(0, 1, "system", "ok")]);
        let c = checks(&gpus, &topo);
        assert_eq!(find(&c, "driver.nvlink").unwrap().status, Status::Pass);
        assert!(
            find(&c, "driver.topology")
                .unwrap()
                .summary
                .contains("all over PCIe")
        );
    }

    #[test]
    fn four_gpus_on_an_nvswitch_pair_up_through_the_switch() {
        // Every link goes to an NVSwitch (a bus id that is no GPU's).
        let sw = |i: u32| gpu(i, &[(0, true, Some(90)), (1, true, Some(91))]);
        let gpus = [sw(0), sw(1), sw(2), sw(3)];
        let raw: Vec<GpuPairFacts> = (0..4)
            .flat_map(|a| (a + 1..4).map(move |b| pair(a, b, "system", "ok")))
            .collect();
        let topo = build(&gpus, &raw);
        assert_eq!(topo.pairs.len(), 6);
        assert!(topo.pairs.iter().all(|p| p.nvswitch && p.nvlink_links == 0));
        let c = checks(&gpus, &topo);
        let t = find(&c, "driver.topology").unwrap();
        assert_eq!(t.status, Status::Pass);
        assert!(t.summary.starts_with("4 GPUs, 6 pair(s): all over NVLink"));
        assert!(t.evidence[0].contains("NVSwitch"), "{:?}", t.evidence);
    }

    #[test]
    fn p2p_denied_by_nvml_warns_with_the_reason() {
        let gpus = [gpu(0, &[]), gpu(1, &[]), gpu(2, &[]), gpu(3, &[])];
        let mut raw = vec![];
        for a in 0..4 {
            for b in a + 1..4 {
                let cross = (a < 2) != (b < 2);
                raw.push(if cross {
                    pair(a, b, "system", "topology_not_supported")
                } else {
                    pair(a, b, "single_switch", "ok")
                });
            }
        }
        let topo = build(&gpus, &raw);
        let c = checks(&gpus, &topo);
        assert!(find(&c, "driver.nvlink").is_none());
        let t = find(&c, "driver.topology").unwrap();
        assert_eq!(t.status, Status::Warn);
        assert!(t.summary.contains("4 pair(s)"), "{}", t.summary);
        assert!(t.summary.contains("GPU 0 ↔ GPU 2"), "{}", t.summary);
        assert!(
            t.evidence.iter().any(|e| e.contains("SYS")),
            "{:?}",
            t.evidence
        );
    }

    #[test]
    fn exclusive_and_prohibited_modes_say_what_frameworks_do() {
        let mut gpus = vec![gpu(0, &[]), gpu(1, &[])];
        gpus[1].compute_mode = Some("prohibited".into());
        let topo = build(&gpus, &[]);
        let c = checks(&gpus, &topo);
        let m = find(&c, "driver.compute-mode").unwrap();
        assert_eq!(m.status, Status::Warn);
        assert!(m.summary.contains("GPU 1 is in prohibited compute mode"));
        let hint = m.hint.as_ref().unwrap();
        assert!(
            hint.commands
                .iter()
                .any(|c| c == "export CUDA_VISIBLE_DEVICES=0")
        );
        gpus[1].compute_mode = Some("exclusive_process".into());
        let c = checks(&gpus, &topo);
        let m = find(&c, "driver.compute-mode").unwrap();
        assert!(m.summary.contains("one process at a time"), "{}", m.summary);
        assert!(m.hint.as_ref().unwrap().commands[0].contains("-i 1 -c DEFAULT"));
    }

    #[test]
    fn mig_enabled_names_the_mig_device_to_use() {
        let mut gpus = vec![gpu(0, &[])];
        gpus[0].mig_mode = Some("enabled".into());
        gpus[0].mig_devices = vec![MigDeviceFacts {
            index: 0,
            uuid: "MIG-5c89852c".into(),
        }];
        let c = checks(&gpus, &build(&gpus, &[]));
        let m = find(&c, "driver.mig").unwrap();
        assert_eq!(m.status, Status::Warn);
        assert!(
            m.summary.contains("never exposes it whole"),
            "{}",
            m.summary
        );
        assert!(
            m.hint
                .as_ref()
                .unwrap()
                .commands
                .iter()
                .any(|c| c == "export CUDA_VISIBLE_DEVICES=MIG-5c89852c")
        );
        gpus[0].mig_devices.clear();
        let c = checks(&gpus, &build(&gpus, &[]));
        assert!(
            find(&c, "driver.mig")
                .unwrap()
                .summary
                .contains("no MIG device")
        );
        gpus[0].mig_mode = Some(mode_text(false, true));
        assert_eq!(
            gpus[0].mig_mode.as_deref(),
            Some("disabled (enabled after reset)")
        );
        let c = checks(&gpus, &build(&gpus, &[]));
        assert!(
            find(&c, "driver.mig")
                .unwrap()
                .summary
                .contains("next reset")
        );
    }
}
