//! The devices layer's multi-GPU half: how the CUDA runtime numbers the GPUs and whether
//! each can reach the others' memory, against NVML's (nvidia-smi's) numbering.
//!
//! CUDA numbers GPUs "fastest first" unless `CUDA_DEVICE_ORDER=PCI_BUS_ID`, and nvidia-smi
//! by PCI bus id; `CUDA_VISIBLE_DEVICES` indexes are CUDA's numbers, not nvidia-smi's. The
//! truth comes from a child (`gpudoc __probe cudaview --lib LIBCUDART`) that loads the
//! libcudart the libraries layer chose and reports, after the user's own environment,
//! cudaGetDeviceCount, each device's PCI bus id and cudaDeviceCanAccessPeer for every
//! ordered pair. [`resolve`] predicts the same from NVML's list (a pure function), for when
//! the child cannot run. [`judge`] turns both into `devices.ordering` and `devices.p2p`.
//! With fewer than two GPUs nothing here runs: one GPU has no peers and no order to confuse.

use std::ffi::{CStr, c_char, c_int};
use std::path::Path;
use std::process::Command;

use libloading::Library;
use serde::{Deserialize, Serialize};

use super::driver_topology::{bus_key, p2p_words};
use crate::env::Env;
use crate::facts::{CudaDeviceFacts, CudaPeerFacts, CudaViewFacts, GpuFacts, TopologyFacts};
use crate::report::{Check, Hint};
use crate::runner::{ProbeResult, run_probe};

/// What the child prints.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "lowercase")]
pub enum CudaViewAnswer {
    Ok(CudaViewRaw),
    Error(CudaViewFailure),
}

/// CUDA's devices in CUDA's order, and peer access for each ordered pair.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct CudaViewRaw {
    /// cudaDeviceGetPCIBusId of each CUDA ordinal (null when the call failed).
    pub bus_ids: Vec<Option<String>>,
    pub peers: Vec<CudaPeerFacts>,
    /// A CUDA error by name ("cudaErrorNoDevice") that cut the view short.
    pub error: Option<String>,
}

/// Why the child could not look at all (library or symbol missing).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CudaViewFailure {
    pub stage: String,
    pub message: String,
}

type CountFn = unsafe extern "C" fn(*mut c_int) -> c_int;
type BusIdFn = unsafe extern "C" fn(*mut c_char, c_int, c_int) -> c_int;
type PeerFn = unsafe extern "C" fn(*mut c_int, c_int, c_int) -> c_int;
type NameFn = unsafe extern "C" fn(c_int) -> *const c_char;

/// Load `lib` and read CUDA's view (in the child).
pub fn probe(lib: &Path) -> CudaViewAnswer {
    let fail = |stage: &str, message: String| {
        CudaViewAnswer::Error(CudaViewFailure {
            stage: stage.into(),
            message,
        })
    };
    // SAFETY: loading libcudart runs its initialisers; that is why this is a child process.
    let rt = match unsafe { Library::new(lib) } {
        Ok(l) => l,
        Err(e) => return fail("load", e.to_string()),
    };
    // SAFETY: each type above is the symbol's C signature in cuda_runtime_api.h.
    let (count, bus_id, peer, name) = unsafe {
        (
            rt.get::<CountFn>(b"cudaGetDeviceCount").map(|s| *s),
            rt.get::<BusIdFn>(b"cudaDeviceGetPCIBusId").map(|s| *s).ok(),
            rt.get::<PeerFn>(b"cudaDeviceCanAccessPeer")
                .map(|s| *s)
                .ok(),
            rt.get::<NameFn>(b"cudaGetErrorName").map(|s| *s).ok(),
        )
    };
    let count = match count {
        Ok(f) => f,
        Err(e) => return fail("symbols", e.to_string()),
    };
    let error_name = |code: c_int| {
        name.and_then(|f| {
            // SAFETY: cudaGetErrorName returns a static C string for any code.
            let p = unsafe { f(code) };
            // SAFETY: non-null and NUL-terminated, per the CUDA documentation.
            (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
        })
        .unwrap_or_else(|| format!("cudaError {code}"))
    };
    let mut raw = CudaViewRaw::default();
    let mut n: c_int = 0;
    // SAFETY: one out-pointer to an int.
    let rc = unsafe { count(&mut n) };
    if rc != 0 {
        raw.error = Some(format!("cudaGetDeviceCount: {}", error_name(rc)));
        return CudaViewAnswer::Ok(raw);
    }
    for d in 0..n.max(0) {
        let id = bus_id.and_then(|f| {
            let mut buf = [0 as c_char; 64];
            // SAFETY: the buffer is 64 bytes and its length is passed.
            let rc = unsafe { f(buf.as_mut_ptr(), buf.len() as c_int, d) };
            // SAFETY: CUDA wrote a NUL-terminated string into the zeroed buffer.
            (rc == 0).then(|| {
                unsafe { CStr::from_ptr(buf.as_ptr()) }
                    .to_string_lossy()
                    .into_owned()
            })
        });
        raw.bus_ids.push(id);
    }
    if let Some(f) = peer {
        for from in 0..n.max(0) {
            for to in (0..n.max(0)).filter(|t| *t != from) {
                let mut can: c_int = 0;
                // SAFETY: one out-pointer to an int and two valid ordinals.
                let rc = unsafe { f(&mut can, from, to) };
                if rc != 0 && raw.error.is_none() {
                    raw.error = Some(format!("cudaDeviceCanAccessPeer: {}", error_name(rc)));
                }
                raw.peers.push(CudaPeerFacts {
                    from: from as u32,
                    to: to as u32,
                    can_access: (rc == 0).then_some(can != 0),
                });
            }
        }
    }
    CudaViewAnswer::Ok(raw)
}

/// Entry point of `gpudoc __probe cudaview`: print the answer line, return the exit status.
pub fn main(lib: &Path) -> u8 {
    crate::runner::answer(&probe(lib))
}

/// `gpudoc __probe cudaview --lib PATH`, with the report's time limit. The child inherits
/// gpudoc's environment, so CUDA_VISIBLE_DEVICES and CUDA_DEVICE_ORDER apply as for a
/// framework.
pub fn run_child(env: &Env, lib: &Path) -> ProbeResult<CudaViewAnswer> {
    let mut cmd = Command::new(&env.self_exe);
    cmd.arg("__probe").arg("cudaview").arg("--lib").arg(lib);
    run_probe(cmd, env.timeout, env.deadline)
}

/// The facts from the child's answer: each CUDA device mapped to NVML's GPU by bus id.
pub fn view_facts(
    raw: &CudaViewRaw,
    gpus: &[GpuFacts],
    lib: &Path,
    order: Option<&str>,
    cvd: Option<&str>,
) -> CudaViewFacts {
    let devices = raw
        .bus_ids
        .iter()
        .enumerate()
        .map(|(i, id)| CudaDeviceFacts {
            cuda_index: i as u32,
            pci_bus_id: id.clone(),
            nvml_index: id.as_deref().and_then(|id| nvml_by_bus(gpus, id)),
        })
        .collect();
    CudaViewFacts {
        library: lib.display().to_string(),
        device_order: order.map(str::to_string),
        visible_devices: cvd.map(str::to_string),
        devices,
        peers: raw.peers.clone(),
        error: raw.error.clone(),
    }
}

fn nvml_by_bus(gpus: &[GpuFacts], id: &str) -> Option<u32> {
    let key = bus_key(id)?;
    gpus.iter()
        .find(|g| g.pci_bus_id.as_deref().and_then(bus_key) == Some(key))
        .map(|g| g.index)
}

/// What CUDA_VISIBLE_DEVICES and CUDA_DEVICE_ORDER select, predicted from NVML's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolved {
    /// NVML indexes of the GPUs CUDA will expose, in CUDA's order (a MIG device counts as
    /// its parent GPU).
    pub selected: Vec<u32>,
    /// The first entry CUDA cannot resolve; it and everything after it are ignored.
    pub invalid: Option<String>,
    /// False when the order is a guess: CUDA's fastest-first order over GPUs of different
    /// models follows a heuristic of its own.
    pub exact: bool,
}

/// True when `order` (CUDA_DEVICE_ORDER) numbers GPUs by PCI bus id.
pub fn pci_order(order: Option<&str>) -> bool {
    order.is_some_and(|o| o.trim() == "PCI_BUS_ID")
}

/// NVML's GPUs in the order CUDA enumerates them before CUDA_VISIBLE_DEVICES: by PCI bus
/// id under PCI_BUS_ID; fastest first otherwise, which is the same order for GPUs of one
/// model (ties go by bus id) and a guess (`false`) for mixed models.
fn base_order(gpus: &[GpuFacts], order: Option<&str>) -> (Vec<u32>, bool) {
    let mut sorted: Vec<&GpuFacts> = gpus.iter().collect();
    sorted.sort_by_key(|g| (g.pci_bus_id.as_deref().and_then(bus_key), g.index));
    let one_model = gpus.windows(2).all(|w| w[0].name == w[1].name);
    (
        sorted.iter().map(|g| g.index).collect(),
        pci_order(order) || one_model,
    )
}

/// Resolve CUDA_VISIBLE_DEVICES the way the CUDA runtime does: a comma-separated list of
/// CUDA indexes (after CUDA_DEVICE_ORDER), (prefixes of) GPU UUIDs, or MIG device ids
/// (`MIG-<uuid>`, or the older `MIG-GPU-<uuid>/<gi>/<ci>`); an empty value or `-1` hides
/// every GPU; the first entry that does not resolve ends the list. Unset selects all.
pub fn resolve(gpus: &[GpuFacts], order: Option<&str>, cvd: Option<&str>) -> Resolved {
    let (base, exact) = base_order(gpus, order);
    let Some(value) = cvd else {
        return Resolved {
            selected: base,
            invalid: None,
            exact,
        };
    };
    let mut selected = Vec::new();
    let mut uses_index = false;
    for token in value.split(',').map(str::trim) {
        if token.is_empty() {
            break;
        }
        let hit = if let Ok(i) = token.parse::<i64>() {
            uses_index = true;
            usize::try_from(i).ok().and_then(|i| base.get(i).copied())
        } else if let Some(legacy) = token.strip_prefix("MIG-GPU-") {
            // MIG-GPU-<uuid>/<gi>/<ci>: the parent's full UUID.
            let parent = format!("GPU-{}", legacy.split('/').next().unwrap_or_default());
            gpus.iter().find(|g| g.uuid == parent).map(|g| g.index)
        } else if token.starts_with("MIG-") {
            gpus.iter()
                .find(|g| g.mig_devices.iter().any(|m| m.uuid == token))
                .map(|g| g.index)
        } else if token.starts_with("GPU-") {
            let matches: Vec<u32> = gpus
                .iter()
                .filter(|g| g.uuid.starts_with(token))
                .map(|g| g.index)
                .collect();
            (matches.len() == 1).then(|| matches[0])
        } else {
            None
        };
        match hit {
            Some(i) if !selected.contains(&i) => selected.push(i),
            _ => {
                return Resolved {
                    selected,
                    invalid: Some(token.to_string()),
                    exact: exact || !uses_index,
                };
            }
        }
    }
    Resolved {
        selected,
        invalid: None,
        // UUIDs name GPUs whatever the order; indexes depend on it.
        exact: exact || !uses_index,
    }
}

/// How the devices layer got (or did not get) CUDA's view.
#[derive(Debug, Clone)]
pub enum ViewResult {
    /// The child answered.
    Seen(CudaViewFacts),
    /// Not read, and why (no libcudart, untrusted root, the child crashed or hung).
    Unseen { why: String, failed: bool },
}

/// `devices.ordering` and `devices.p2p` over two or more GPUs (pure).
pub fn judge(
    gpus: &[GpuFacts],
    topology: Option<&TopologyFacts>,
    order: Option<&str>,
    cvd: Option<&str>,
    view: &ViewResult,
) -> Vec<Check> {
    if gpus.len() < 2 {
        return Vec::new();
    }
    let mut out = vec![ordering_check(gpus, order, cvd, view)];
    out.extend(p2p_check(topology, view));
    out
}

fn order_words(order: Option<&str>) -> String {
    match order {
        None => "CUDA_DEVICE_ORDER unset: CUDA numbers GPUs fastest first".to_string(),
        Some(o) => format!("CUDA_DEVICE_ORDER={o}"),
    }
}

fn ordering_check(
    gpus: &[GpuFacts],
    order: Option<&str>,
    cvd: Option<&str>,
    view: &ViewResult,
) -> Check {
    let id = "devices.ordering";
    // What a user reading nvidia-smi expects CUDA_VISIBLE_DEVICES and cuda:N to mean.
    let expected = resolve(gpus, Some("PCI_BUS_ID"), cvd).selected;
    let predicted = resolve(gpus, order, cvd);
    let (actual, from_cuda): (Vec<Option<u32>>, bool) = match view {
        ViewResult::Seen(v) if !v.devices.is_empty() => {
            (v.devices.iter().map(|d| d.nvml_index).collect(), true)
        }
        _ => (predicted.selected.iter().map(|i| Some(*i)).collect(), false),
    };
    let bus = |i: Option<u32>| {
        i.and_then(|i| gpus.iter().find(|g| g.index == i))
            .and_then(|g| g.pci_bus_id.clone())
            .unwrap_or_else(|| "?".into())
    };
    let mut evidence: Vec<String> = actual
        .iter()
        .enumerate()
        .map(|(c, n)| match n {
            Some(n) => format!("cuda:{c} = nvidia-smi GPU {n} (bus {})", bus(Some(*n))),
            None => format!("cuda:{c} = no GPU NVML lists (bus id not matched)"),
        })
        .collect();
    evidence.push(order_words(order));
    evidence.push(format!(
        "CUDA_VISIBLE_DEVICES {}",
        cvd.map_or("unset".to_string(), |v| format!("= {v:?}"))
    ));
    evidence.push(if from_cuda {
        "from the CUDA runtime (cudaDeviceGetPCIBusId)".to_string()
    } else {
        "predicted from NVML's list (CUDA's own view was not read)".to_string()
    });
    // A GPU CUDA does not list at all is its own finding (MIG, a GPU that failed to
    // initialise): the order is compared over the GPUs both list. Only when every CUDA
    // device was matched to NVML's by bus id; otherwise "missing" could be a bus id that
    // did not match.
    let all_mapped = from_cuda && actual.iter().all(Option::is_some);
    let missing: Vec<u32> = expected
        .iter()
        .copied()
        .filter(|e| all_mapped && !actual.contains(&Some(*e)))
        .collect();
    if let Some(&gone) = missing.first() {
        let mig = gpus
            .iter()
            .find(|g| g.index == gone)
            .and_then(|g| g.mig_mode.as_deref())
            .is_some_and(|m| m.starts_with("enabled"));
        let why = if mig {
            "it has MIG enabled (see driver.mig)"
        } else {
            "it failed to initialise or is not usable by this process"
        };
        let query = format!("nvidia-smi -q -i {gone}");
        return Check::warn(
            id,
            format!(
                "CUDA does not list nvidia-smi GPU {gone} ({} of {} expected GPU(s) missing): {why}; frameworks skip it silently",
                missing.len(),
                expected.len()
            ),
        )
        .evidence_all(evidence)
        .hint(Hint::new(
            "See the GPU's state and the kernel log",
            &[query.as_str(), "sudo dmesg | grep -i -E 'nvrm|xid' | tail -20"],
        ));
    }
    let common: Vec<u32> = expected
        .iter()
        .copied()
        .filter(|e| actual.contains(&Some(*e)))
        .collect();
    let first_diff = actual
        .iter()
        .zip(&common)
        .position(|(a, e)| a.is_some_and(|a| a != *e));
    let fix = Hint::new(
        "Make CUDA number GPUs as nvidia-smi does (set it where the job starts, e.g. in ~/.bashrc or the job script), or name GPUs by UUID in CUDA_VISIBLE_DEVICES",
        &["export CUDA_DEVICE_ORDER=PCI_BUS_ID", "nvidia-smi -L"],
    );
    if let Some(i) = first_diff {
        let got = actual[i].map_or("?".to_string(), |n| n.to_string());
        let mut c = Check::warn(
            id,
            format!(
                "cuda:{i} is nvidia-smi GPU {got}, not GPU {}: CUDA and nvidia-smi number the GPUs differently ({}), so cuda:N and CUDA_VISIBLE_DEVICES indexes point at other GPUs than nvidia-smi shows",
                common[i],
                order_words(order)
            ),
        )
        .evidence_all(evidence);
        if !pci_order(order) {
            c = c.hint(fix);
        }
        return c;
    }
    if !from_cuda && !predicted.exact && !pci_order(order) {
        return Check::warn(
            id,
            format!(
                "GPUs of different models and {}: cuda:N may not be nvidia-smi GPU N (CUDA's own view was not read)",
                order_words(order)
            ),
        )
        .evidence_all(evidence)
        .hint(fix);
    }
    Check::pass(
        id,
        format!(
            "CUDA numbers the {} visible GPU(s) as nvidia-smi does{}",
            actual.len(),
            if from_cuda { "" } else { " (predicted)" }
        ),
    )
    .evidence_all(evidence)
}

fn p2p_check(topology: Option<&TopologyFacts>, view: &ViewResult) -> Option<Check> {
    let id = "devices.p2p";
    let v = match view {
        ViewResult::Seen(v) => v,
        ViewResult::Unseen { why, failed } => {
            let summary = format!("peer access not checked: {why}");
            return Some(if *failed {
                Check::warn(id, summary)
            } else {
                Check::skip(id, summary)
            });
        }
    };
    let n = v.devices.len();
    if n < 2 {
        // One visible device (CUDA_VISIBLE_DEVICES, MIG): no peers.
        return None;
    }
    let nvml = |c: u32| {
        v.devices
            .get(c as usize)
            .and_then(|d| d.nvml_index)
            .map_or("?".to_string(), |i| i.to_string())
    };
    let reason = |a: u32, b: u32| {
        let (a, b) = (
            v.devices.get(a as usize)?.nvml_index?,
            v.devices.get(b as usize)?.nvml_index?,
        );
        let (lo, hi) = (a.min(b), a.max(b));
        let pair = topology?.pairs.iter().find(|p| p.a == lo && p.b == hi)?;
        pair.p2p_read
            .as_deref()
            .filter(|s| *s != "ok")
            .map(|s| format!("NVML: {}", p2p_words(s)))
    };
    let denied: Vec<&CudaPeerFacts> = v
        .peers
        .iter()
        .filter(|p| p.can_access == Some(false))
        .collect();
    let unknown = v.peers.iter().filter(|p| p.can_access.is_none()).count();
    let pair = |p: &CudaPeerFacts| {
        format!(
            "cuda:{} → cuda:{} (nvidia-smi GPU {} → {})",
            p.from,
            p.to,
            nvml(p.from),
            nvml(p.to)
        )
    };
    // Only the exceptions one by one: eight GPUs have 56 pair directions.
    let granted = v
        .peers
        .iter()
        .filter(|p| p.can_access == Some(true))
        .count();
    let evidence: Vec<String> = v
        .peers
        .iter()
        .filter(|p| p.can_access != Some(true))
        .map(|p| match p.can_access {
            Some(_) => format!(
                "{}: denied{}",
                pair(p),
                reason(p.from, p.to).map_or(String::new(), |r| format!(" ({r})"))
            ),
            None => format!("{}: unknown (the call failed)", pair(p)),
        })
        .chain((granted > 0).then(|| {
            format!(
                "{granted} of {} pair directions: peer access (cudaDeviceCanAccessPeer)",
                v.peers.len()
            )
        }))
        .chain(v.error.iter().map(|e| format!("CUDA error: {e}")))
        .collect();
    if let Some(first) = denied.first() {
        let why = reason(first.from, first.to).map_or(String::new(), |r| format!("; {r}"));
        return Some(
            Check::warn(
                id,
                format!(
                    "peer access denied for {} of {} GPU pair directions ({}{why}): NCCL and framework copies between them go through host memory, slower",
                    denied.len(),
                    v.peers.len(),
                    pair(first)
                ),
            )
            .evidence_all(evidence)
            .hint(Hint::new(
                "See the P2P matrix and the PCIe path; in a VM or behind PCIe ACS/IOMMU, peer access needs the host's ACS disabled (or IOMMU passthrough) for these GPUs",
                &[
                    "nvidia-smi topo -p2p r",
                    "nvidia-smi topo -m",
                    "sudo lspci -vvv | grep -i acsctl",
                ],
            )),
        );
    }
    if unknown > 0 {
        return Some(
            Check::warn(
                id,
                format!(
                    "cudaDeviceCanAccessPeer failed for {unknown} GPU pair direction(s): peer access unknown"
                ),
            )
            .evidence_all(evidence),
        );
    }
    if v.peers.is_empty() {
        return Some(
            Check::skip(
                id,
                "peer access not checked: this libcudart has no cudaDeviceCanAccessPeer",
            )
            .evidence_all(evidence),
        );
    }
    Some(
        Check::pass(
            id,
            format!("each of the {n} CUDA devices can access every other's memory (P2P)"),
        )
        .evidence_all(evidence),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::{GpuPairFacts, MigDeviceFacts};
    use crate::report::Status;

    fn gpu(i: u32, name: &str, bus: u32) -> GpuFacts {
        GpuFacts {
            index: i,
            name: name.into(),
            uuid: format!("GPU-{i}{i}{i}{i}aaaa-0000"),
            pci_bus_id: Some(format!("00000000:{bus:02X}:00.0")),
            ..GpuFacts::default()
        }
    }

    fn four() -> Vec<GpuFacts> {
        (0..4)
            .map(|i| gpu(i, "NVIDIA H200", 0x18 + i * 0x10))
            .collect()
    }

    fn seen(gpus: &[GpuFacts], buses: &[u32], deny: &[(u32, u32)]) -> ViewResult {
        let n = buses.len() as u32;
        let raw = CudaViewRaw {
            bus_ids: buses
                .iter()
                .map(|b| Some(format!("0000:{b:02x}:00.0")))
                .collect(),
            peers: (0..n)
                .flat_map(|f| (0..n).filter(move |t| *t != f).map(move |t| (f, t)))
                .map(|(from, to)| CudaPeerFacts {
                    from,
                    to,
                    can_access: Some(!deny.contains(&(from, to))),
                })
                .collect(),
            error: None,
        };
        ViewResult::Seen(view_facts(
            &raw,
            gpus,
            Path::new("/x/libcudart.so.13"),
            None,
            None,
        ))
    }

    fn find<'a>(checks: &'a [Check], id: &str) -> &'a Check {
        checks.iter().find(|c| c.id == id).unwrap()
    }

    #[test]
    fn visible_devices_resolve_by_cuda_index_uuid_and_mig_id() {
        let mut gpus = four();
        gpus[2].mig_devices = vec![MigDeviceFacts {
            index: 0,
            uuid: "MIG-5c89852c-d268".into(),
        }];
        let r = |cvd: &str| resolve(&gpus, None, Some(cvd));
        assert_eq!(resolve(&gpus, None, None).selected, [0, 1, 2, 3]);
        assert_eq!(r("3,1").selected, [3, 1]);
        assert_eq!(r("GPU-1111").selected, [1]);
        assert_eq!(r("MIG-5c89852c-d268").selected, [2]);
        assert_eq!(r("MIG-GPU-3333aaaa-0000/1/0").selected, [3]);
        assert_eq!(r("0,9,1").invalid.as_deref(), Some("9"));
        assert!(r("").selected.is_empty());
        assert_eq!(r("-1").invalid.as_deref(), Some("-1"));
        // Indexes follow the PCI order, not NVML's numbering, when the two differ.
        let mut swapped = four();
        swapped[0].pci_bus_id = Some("00000000:99:00.0".into());
        assert_eq!(
            resolve(&swapped, Some("PCI_BUS_ID"), Some("0")).selected,
            [1]
        );
    }

    #[test]
    fn mixed_models_under_fastest_first_are_a_guess() {
        let gpus = [gpu(0, "NVIDIA A100", 0x18), gpu(1, "NVIDIA H200", 0x28)];
        assert!(!resolve(&gpus, None, None).exact);
        assert!(resolve(&gpus, Some("PCI_BUS_ID"), None).exact);
        assert!(resolve(&gpus, None, Some("GPU-1111")).exact);
        let checks = judge(
            &gpus,
            None,
            None,
            None,
            &ViewResult::Unseen {
                why: "no libcudart".into(),
                failed: false,
            },
        );
        let c = find(&checks, "devices.ordering");
        assert_eq!(c.status, Status::Warn);
        assert_eq!(
            c.hint.as_ref().unwrap().commands[0],
            "export CUDA_DEVICE_ORDER=PCI_BUS_ID"
        );
        assert_eq!(find(&checks, "devices.p2p").status, Status::Skip);
        let checks = judge(
            &gpus,
            None,
            Some("PCI_BUS_ID"),
            None,
            &ViewResult::Unseen {
                why: "no libcudart".into(),
                failed: false,
            },
        );
        assert_eq!(find(&checks, "devices.ordering").status, Status::Pass);
    }

    #[test]
    fn cuda_numbering_that_differs_from_nvidia_smi_warns_with_the_fix() {
        let gpus = four();
        // CUDA puts nvidia-smi GPU 1 first (fastest first on mixed clocks).
        let checks = judge(
            &gpus,
            None,
            None,
            None,
            &seen(&gpus, &[0x28, 0x18, 0x38, 0x48], &[]),
        );
        let c = find(&checks, "devices.ordering");
        assert_eq!(c.status, Status::Warn);
        assert!(
            c.summary
                .starts_with("cuda:0 is nvidia-smi GPU 1, not GPU 0"),
            "{}",
            c.summary
        );
        assert!(
            c.evidence
                .iter()
                .any(|e| e == "cuda:0 = nvidia-smi GPU 1 (bus 00000000:28:00.0)")
        );
        assert_eq!(
            c.hint.as_ref().unwrap().commands[0],
            "export CUDA_DEVICE_ORDER=PCI_BUS_ID"
        );
        assert_eq!(find(&checks, "devices.p2p").status, Status::Pass);
        // Same order: pass, no warning.
        let checks = judge(
            &gpus,
            None,
            None,
            None,
            &seen(&gpus, &[0x18, 0x28, 0x38, 0x48], &[]),
        );
        let c = find(&checks, "devices.ordering");
        assert_eq!(c.status, Status::Pass, "{c:#?}");
        assert_eq!(
            c.summary,
            "CUDA numbers the 4 visible GPU(s) as nvidia-smi does"
        );
    }

    #[test]
    fn a_gpu_cuda_does_not_list_is_named_not_blamed_on_the_order() {
        let gpus = four();
        let checks = judge(
            &gpus,
            None,
            None,
            None,
            &seen(&gpus, &[0x18, 0x38, 0x48], &[]),
        );
        let c = find(&checks, "devices.ordering");
        assert_eq!(c.status, Status::Warn);
        assert!(
            c.summary
                .starts_with("CUDA does not list nvidia-smi GPU 1 (1 of 4"),
            "{}",
            c.summary
        );
        assert!(!c.hint.as_ref().unwrap().commands[0].contains("CUDA_DEVICE_ORDER"));
    }

    #[test]
    fn visible_devices_by_index_are_compared_with_what_nvidia_smi_index_means() {
        let gpus = four();
        // CUDA_VISIBLE_DEVICES=2,3 and CUDA shows nvidia-smi GPUs 2 and 3: as expected.
        let view = seen(&gpus, &[0x38, 0x48], &[]);
        let checks = judge(&gpus, None, None, Some("2,3"), &view);
        assert_eq!(find(&checks, "devices.ordering").status, Status::Pass);
        // ... but CUDA shows GPUs 3 and 2: its index 2 is not nvidia-smi's 2.
        let view = seen(&gpus, &[0x48, 0x38], &[]);
        let checks = judge(&gpus, None, None, Some("2,3"), &view);
        assert_eq!(find(&checks, "devices.ordering").status, Status::Warn);
    }

    #[test]
    fn denied_peer_access_warns_with_nvml_s_reason() {
        let gpus = [gpu(0, "NVIDIA H200", 0x18), gpu(1, "NVIDIA H200", 0x28)];
        let topo = TopologyFacts {
            gpu_count: 2,
            pairs: vec![GpuPairFacts {
                a: 0,
                b: 1,
                p2p_read: Some("topology_not_supported".into()),
                ..GpuPairFacts::default()
            }],
            ..TopologyFacts::default()
        };
        let view = seen(&gpus, &[0x18, 0x28], &[(0, 1), (1, 0)]);
        let checks = judge(&gpus, Some(&topo), None, None, &view);
        let c = find(&checks, "devices.p2p");
        assert_eq!(c.status, Status::Warn);
        assert!(c.summary.contains("denied for 2 of 2"), "{}", c.summary);
        assert!(c.summary.contains("IOMMU or ACS"), "{}", c.summary);
        assert!(c.hint.as_ref().unwrap().commands[0].contains("topo -p2p"));
    }

    #[test]
    fn one_gpu_has_no_ordering_or_peer_checks() {
        let gpus = [gpu(0, "NVIDIA H200", 0x18)];
        let view = seen(&gpus, &[0x18], &[]);
        assert!(judge(&gpus, None, None, None, &view).is_empty());
    }

    #[test]
    fn a_crashed_child_warns_and_a_missing_library_skips() {
        let gpus = four();
        let crashed = ViewResult::Unseen {
            why: "the CUDA runtime crashed".into(),
            failed: true,
        };
        let checks = judge(&gpus, None, None, None, &crashed);
        assert_eq!(find(&checks, "devices.p2p").status, Status::Warn);
        assert_eq!(find(&checks, "devices.ordering").status, Status::Pass);
    }
}
