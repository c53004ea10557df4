//! The stress child's peer-to-peer copies: for every ordered pair of the stressed GPUs,
//! whether CUDA allows direct access (cudaDeviceCanAccessPeer), the bandwidth of large
//! cudaMemcpyPeerAsync copies and the time of small ones, and a read-back of the copied
//! bytes. Where P2P is denied the same call is timed anyway: the runtime then stages the copy
//! through host memory, which is what a framework gets on that machine. NVML, when loaded,
//! says which link joins the two GPUs (NVLink, directly or through NVSwitch, else PCIe).
//!
//! The entry points are optional: a runtime without them (or an old stub) just measures no
//! pairs, with a note.

use std::ffi::{c_int, c_uint, c_void};

use libloading::Library;

use super::{Api, CallError, D2H, H2D, Progress, Ptr, dev_alloc, median, sym};
use crate::facts::{StressError, StressGpu, StressPeer};

/// Largest timed copy; smaller when free memory is short (a quarter of an eighth of it).
const PEER_BYTES: usize = 256 << 20;
/// Smallest timed copy worth measuring.
const PEER_MIN_BYTES: usize = 64 << 10;
/// Timed large copies per pair (after one warm-up), and small copies for the latency.
const REPS: usize = 5;
const SMALL_COPIES: usize = 100;
/// cudaErrorPeerAccessAlreadyEnabled: enabling twice is not a failure.
const PEER_ALREADY_ENABLED: c_int = 704;
/// NVML_NVLINK_MAX_LINKS.
const NVLINK_MAX_LINKS: u32 = 18;

/// The runtime's peer, stream and stream-event entry points.
pub(super) struct PeerApi {
    can_access: unsafe extern "C" fn(*mut c_int, c_int, c_int) -> c_int,
    enable: unsafe extern "C" fn(c_int, c_uint) -> c_int,
    copy: unsafe extern "C" fn(Ptr, c_int, *const c_void, c_int, usize, Ptr) -> c_int,
    stream_create: unsafe extern "C" fn(*mut Ptr) -> c_int,
    stream_destroy: unsafe extern "C" fn(Ptr) -> c_int,
    stream_synchronize: unsafe extern "C" fn(Ptr) -> c_int,
}

impl PeerApi {
    /// The entry points, or the first that is missing.
    pub(super) fn load(rt: &Library) -> Result<PeerApi, String> {
        // SAFETY: each signature is the one in cuda_runtime_api.h.
        unsafe {
            Ok(PeerApi {
                can_access: sym(rt, "cudaDeviceCanAccessPeer")?,
                enable: sym(rt, "cudaDeviceEnablePeerAccess")?,
                copy: sym(rt, "cudaMemcpyPeerAsync")?,
                stream_create: sym(rt, "cudaStreamCreate")?,
                stream_destroy: sym(rt, "cudaStreamDestroy")?,
                stream_synchronize: sym(rt, "cudaStreamSynchronize")?,
            })
        }
    }
}

/// Every ordered pair of `gpus` that finished its GEMMs without error, one after another (a
/// copy shares links with the others, so pairs are timed alone).
pub(super) fn measure_all(
    api: &Api,
    gpus: &[StressGpu],
    progress: &Progress,
    nvml: Option<&nvml_wrapper::Nvml>,
) -> Vec<StressPeer> {
    let healthy: Vec<&StressGpu> = gpus.iter().filter(|g| g.error.is_none()).collect();
    let mut out = Vec::new();
    for a in &healthy {
        for b in &healthy {
            if a.index == b.index {
                continue;
            }
            let mut peer = StressPeer {
                src: a.index,
                dst: b.index,
                ..StressPeer::default()
            };
            if let Some(nv) = nvml {
                link_between(nv, a, b, &mut peer);
            }
            // Said first, so a copy that never returns leaves its pair as the last step.
            progress.say(format!("P2P GPU {} -> GPU {}: copying", a.index, b.index));
            match &api.peer {
                Ok(p) => {
                    if let Err(e) = measure(api, p, a, b, &mut peer) {
                        peer.error = Some(e.err);
                    }
                }
                Err(missing) => {
                    peer.error = Some(StressError {
                        stage: "symbols".into(),
                        name: "entry point missing".into(),
                        message: format!("this libcudart lacks {missing}"),
                    })
                }
            }
            progress.say(format!(
                "P2P GPU {} -> GPU {}: {}",
                peer.src,
                peer.dst,
                match (&peer.error, peer.gbps) {
                    (Some(e), _) => format!("{} in {}", e.name, e.stage),
                    (None, Some(g)) => format!("{g:.1} GB/s"),
                    (None, None) => "not measured".into(),
                }
            ));
            out.push(peer);
        }
    }
    out
}

/// Free memory on the current device, in bytes.
fn free_bytes(api: &Api) -> Result<usize, CallError> {
    let (mut free, mut total) = (0usize, 0usize);
    // SAFETY: out-pointers to locals.
    api.cuda(
        unsafe { (api.mem_get_info)(&mut free, &mut total) },
        "cudaMemGetInfo",
    )?;
    Ok(free)
}

fn set_device(api: &Api, dev: u32) -> Result<(), CallError> {
    // SAFETY: plain call.
    api.cuda(unsafe { (api.set_device)(dev as c_int) }, "cudaSetDevice")
}

/// One ordered pair: access, a checked copy, timed large copies, timed small copies.
fn measure(
    api: &Api,
    p: &PeerApi,
    a: &StressGpu,
    b: &StressGpu,
    peer: &mut StressPeer,
) -> Result<(), CallError> {
    let (src, dst) = (a.index as c_int, b.index as c_int);
    set_device(api, b.index)?;
    let free_dst = free_bytes(api)?;
    set_device(api, a.index)?;
    let free_src = free_bytes(api)?;
    let mut can: c_int = 0;
    // SAFETY: out-pointer to a local.
    api.cuda(
        unsafe { (p.can_access)(&mut can, src, dst) },
        "cudaDeviceCanAccessPeer",
    )?;
    peer.p2p = can != 0;
    if peer.p2p {
        // SAFETY: plain call on the current (source) device.
        let code = unsafe { (p.enable)(dst, 0) };
        if code != PEER_ALREADY_ENABLED {
            api.cuda(code, "cudaDeviceEnablePeerAccess")?;
        }
    }
    let bytes = (free_src.min(free_dst) / 32).min(PEER_BYTES) & !0xFFFF;
    if bytes < PEER_MIN_BYTES {
        return Err(CallError {
            code: 2,
            err: StressError {
                stage: "sizing".into(),
                name: "not enough free memory".into(),
                message: format!("{} MiB free", free_src.min(free_dst) >> 20),
            },
        });
    }
    peer.bytes = bytes as u64;
    let src_buf = dev_alloc(api, bytes)?;
    set_device(api, b.index)?;
    let dst_buf = dev_alloc(api, bytes)?;
    set_device(api, a.index)?;
    // A pattern that differs per byte and per pair, so a stale or misplaced copy shows
    // (simple enough to vectorise: 256 MiB per pair on eight GPUs is 56 of them).
    let salt = (a.index * 7 + b.index) as u8;
    let pattern: Vec<u8> = (0..bytes)
        .map(|k| (k as u8).wrapping_mul(31) ^ (k >> 8) as u8 ^ salt)
        .collect();
    // SAFETY: the device buffer holds `bytes`.
    api.cuda(
        unsafe { (api.memcpy)(src_buf.ptr, pattern.as_ptr().cast(), bytes, H2D) },
        "cudaMemcpy (pattern)",
    )?;
    let stream = Stream::new(api, p)?;
    let copy = |n: usize| -> Result<(), CallError> {
        // SAFETY: both buffers hold at least `bytes` >= n; the stream is on this device.
        api.cuda(
            unsafe { (p.copy)(dst_buf.ptr, dst, src_buf.ptr, src, n, stream.ptr) },
            "cudaMemcpyPeerAsync",
        )
    };
    // Warm-up, then the read-back of what arrived.
    copy(bytes)?;
    stream.sync()?;
    let mut back = vec![0u8; bytes];
    // SAFETY: `back` holds `bytes`, as does the destination buffer.
    api.cuda(
        unsafe { (api.memcpy)(back.as_mut_ptr().cast(), dst_buf.ptr, bytes, D2H) },
        "cudaMemcpy (read-back)",
    )?;
    peer.wrong_bytes = back.iter().zip(&pattern).filter(|(x, y)| x != y).count() as u64;
    let events = super::Events::new(api)?;
    let mut gbps = Vec::new();
    for _ in 0..REPS {
        let ms = events.time_on(stream.ptr, || copy(bytes))?.max(1e-6);
        gbps.push(bytes as f64 / (ms / 1e3) / 1e9);
    }
    peer.gbps = Some(median(&mut gbps));
    let ms = events.time_on(stream.ptr, || (0..SMALL_COPIES).try_for_each(|_| copy(4)))?;
    peer.latency_us = Some(ms * 1e3 / SMALL_COPIES as f64);
    drop(events);
    drop(stream);
    drop((src_buf, dst_buf));
    Ok(())
}

/// A CUDA stream on the current device, destroyed on drop.
struct Stream<'a> {
    api: &'a Api,
    p: &'a PeerApi,
    ptr: Ptr,
}

impl<'a> Stream<'a> {
    fn new(api: &'a Api, p: &'a PeerApi) -> Result<Stream<'a>, CallError> {
        let mut ptr: Ptr = std::ptr::null_mut();
        // SAFETY: out-pointer to a local.
        api.cuda(unsafe { (p.stream_create)(&mut ptr) }, "cudaStreamCreate")?;
        Ok(Stream { api, p, ptr })
    }
    fn sync(&self) -> Result<(), CallError> {
        // SAFETY: a live stream.
        self.api.cuda(
            unsafe { (self.p.stream_synchronize)(self.ptr) },
            "cudaStreamSynchronize",
        )
    }
}

impl Drop for Stream<'_> {
    fn drop(&mut self) {
        // SAFETY: created in `new`, destroyed once.
        unsafe { (self.p.stream_destroy)(self.ptr) };
    }
}

/// Which link joins `a` to `b`, from NVML: NVLink links straight to `b`; else, when NVML says
/// the pair can talk over NVLink (through NVSwitch), every active link of `a`; else PCIe.
fn link_between(nv: &nvml_wrapper::Nvml, a: &StressGpu, b: &StressGpu, peer: &mut StressPeer) {
    use nvml_wrapper::enum_wrappers::device::{P2pCapabilitiesIndex, P2pStatus};
    let (Some(bus_a), Some(bus_b)) = (a.pci_bus_id.as_deref(), b.pci_bus_id.as_deref()) else {
        return;
    };
    let (Ok(da), Ok(db)) = (
        nv.device_by_pci_bus_id(bus_a),
        nv.device_by_pci_bus_id(bus_b),
    ) else {
        return;
    };
    let want = bus_key(bus_b);
    let (mut direct, mut active, mut version) = (0u32, 0u32, None);
    for l in 0..NVLINK_MAX_LINKS {
        let link = da.link_wrapper_for(l);
        if !matches!(link.is_active(), Ok(true)) {
            continue;
        }
        active += 1;
        version = version.or(link.version().ok().and_then(nvlink_generation));
        if want.is_some() && link.remote_pci_info().ok().and_then(|p| bus_key(&p.bus_id)) == want {
            direct += 1;
        }
    }
    let switched = active > 0
        && matches!(
            da.p2p_status(&db, P2pCapabilitiesIndex::NvLink),
            Ok(P2pStatus::Ok)
        );
    if direct > 0 || switched {
        peer.link = Some("nvlink".into());
        peer.nvlink_links = Some(if direct > 0 { direct } else { active });
        peer.nvlink_version = version;
    } else {
        peer.link = Some("pcie".into());
    }
}

/// The NVLink generation of an `nvmlNvlinkVersion_t` code, which is an enum and not the
/// version itself: 1 = 1.0, 2 = 2.0, 3 = 2.2, 4 = 3.0, 5 = 3.1, 6 = 4.0, 7 = 5.0 (nvml.h; an
/// A100 reports 5, an H100 6).
pub(super) fn nvlink_generation(code: u32) -> Option<u32> {
    match code {
        1 => Some(1),
        2 | 3 => Some(2),
        4 | 5 => Some(3),
        6 => Some(4),
        7 => Some(5),
        _ => None,
    }
}

/// A PCI bus id as numbers (domain, bus, device, function): NVML writes "00000000:06:00.0",
/// CUDA "0000:06:00.0".
pub(super) fn bus_key(id: &str) -> Option<(u32, u32, u32, u32)> {
    let mut parts = id.trim().split(':');
    let domain = u32::from_str_radix(parts.next()?, 16).ok()?;
    let bus = u32::from_str_radix(parts.next()?, 16).ok()?;
    let (dev, func) = parts.next()?.split_once('.')?;
    Some((
        domain,
        bus,
        u32::from_str_radix(dev, 16).ok()?,
        u32::from_str_radix(func, 16).ok()?,
    ))
}

#[cfg(test)]
mod tests {
    use super::{bus_key, nvlink_generation};

    #[test]
    fn nvml_nvlink_version_codes_are_an_enum() {
        assert_eq!(nvlink_generation(5), Some(3), "A100: NVLink 3.1");
        assert_eq!(nvlink_generation(6), Some(4), "H100/H200: NVLink 4.0");
        assert_eq!(nvlink_generation(7), Some(5));
        assert_eq!(nvlink_generation(0), None);
    }

    #[test]
    fn nvml_and_cuda_bus_ids_compare_equal() {
        assert_eq!(bus_key("00000000:06:00.0"), bus_key("0000:06:00.0"));
        assert_ne!(bus_key("0000:06:00.0"), bus_key("0000:07:00.0"));
        assert_eq!(bus_key("0000:1A:00.1"), Some((0, 0x1a, 0, 1)));
        assert_eq!(bus_key("garbage"), None);
    }
}
