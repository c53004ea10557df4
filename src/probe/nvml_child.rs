//! The child side of the driver probe: `gpudoc __probe nvml --lib PATH` loads that exact
//! libnvidia-ml with nvml-wrapper, reads the driver and every GPU, and prints its
//! [`NvmlAnswer`] as the runner's one answer line. It runs in its own process because a broken driver can crash or hang
//! inside NVML; the parent turns that into a failed check.
//!
//! Older drivers lack the newer NVML entry points nvml-wrapper calls first (`_v2` memory
//! info from R510, `_v3` process lists); each has a fallback to the older symbol.

use std::path::Path;

use nvml_wrapper::enum_wrappers::device::ComputeMode;
use nvml_wrapper::enums::device::UsedGpuMemory;
use nvml_wrapper::error::NvmlError;
use nvml_wrapper::struct_wrappers::device::ProcessInfo;
use nvml_wrapper::{Device, Nvml};
use serde::{Deserialize, Serialize};

use super::driver_topology;
use crate::facts::{GpuFacts, GpuPairFacts, GpuProcess};
use crate::version::cuda_int_to_string;

/// What the child prints: either facts or a classified failure.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "lowercase")]
pub enum NvmlAnswer {
    Ok(NvmlFacts),
    Error(NvmlFailure),
}

/// The driver and GPUs as NVML reports them.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct NvmlFacts {
    pub driver_version: String,
    pub cuda_version: Option<String>,
    pub nvml_version: Option<String>,
    pub gpus: Vec<GpuFacts>,
    /// Queries that failed without stopping the probe ("GPU 0 processes: NotSupported").
    pub notes: Vec<String>,
    /// Each pair of GPUs: PCIe common ancestor and P2P status (NVLink counts are filled in by
    /// the parent, from the GPUs' links).
    #[serde(default)]
    pub pairs: Vec<GpuPairFacts>,
}

/// Why NVML could not answer, as a stable kind plus NVML's own words.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct NvmlFailure {
    pub kind: NvmlErrorKind,
    pub message: String,
    /// Where it failed: "init", "driver_version", ...
    pub stage: String,
}

/// The NVML errors the driver layer tells apart (snake_case on the wire).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NvmlErrorKind {
    /// dlopen of the library failed.
    LibraryLoad,
    /// An entry point NVML needs is missing.
    SymbolMissing,
    DriverNotLoaded,
    NoPermission,
    /// The user-space library and the kernel module are different versions.
    LibRmVersionMismatch,
    /// A GPU fell off the bus.
    GpuLost,
    #[serde(other)]
    Other,
}

/// Run the probe against one library and return the answer.
pub fn probe(lib: &Path) -> NvmlAnswer {
    let nvml = match Nvml::builder().lib_path(lib.as_os_str()).init() {
        Ok(n) => n,
        Err(e) => return NvmlAnswer::Error(failure(&e, "init")),
    };
    let driver_version = match nvml.sys_driver_version() {
        Ok(v) => v,
        Err(e) => return NvmlAnswer::Error(failure(&e, "driver_version")),
    };
    let mut notes = Vec::new();
    let cuda_version = match nvml.sys_cuda_driver_version() {
        Ok(v) => Some(cuda_int_to_string(v as i64)),
        Err(NvmlError::FailedToLoadSymbol(_)) => legacy_cuda_version(&nvml),
        Err(e) => {
            notes.push(format!("CUDA driver version: {e}"));
            None
        }
    };
    let nvml_version = nvml.sys_nvml_version().ok();
    let count = match nvml.device_count() {
        Ok(c) => c,
        Err(e) => return NvmlAnswer::Error(failure(&e, "device_count")),
    };
    let mut gpus = Vec::new();
    for index in 0..count {
        match nvml.device_by_index(index) {
            Ok(device) => gpus.push(read_gpu(&nvml, &device, index, &mut notes)),
            Err(e) => notes.push(format!("GPU {index}: {e}")),
        }
    }
    let pairs = driver_topology::read_pairs(&nvml, &gpus, &mut notes);
    NvmlAnswer::Ok(NvmlFacts {
        driver_version,
        cuda_version,
        nvml_version,
        gpus,
        notes,
        pairs,
    })
}

fn read_gpu(nvml: &Nvml, device: &Device, index: u32, notes: &mut Vec<String>) -> GpuFacts {
    let mut note = |what: &str, e: NvmlError| notes.push(format!("GPU {index} {what}: {e}"));
    let name = device.name().unwrap_or_else(|e| {
        note("name", e);
        "unknown".into()
    });
    let uuid = device.uuid().unwrap_or_else(|e| {
        note("uuid", e);
        String::new()
    });
    let compute_capability = match device.cuda_compute_capability() {
        Ok(cc) => Some(format!("{}.{}", cc.major, cc.minor)),
        Err(e) => {
            note("compute capability", e);
            None
        }
    };
    let memory = match device.memory_info() {
        Ok(m) => Some((m.total, m.used)),
        Err(NvmlError::FailedToLoadSymbol(_)) => legacy_memory(nvml, device),
        Err(e) => {
            note("memory", e);
            None
        }
    };
    let processes = match device.running_compute_processes() {
        Ok(p) => Ok(p),
        Err(NvmlError::FailedToLoadSymbol(_)) => device.running_compute_processes_v2(),
        Err(e) => Err(e),
    };
    let processes = match processes {
        Ok(list) => list.iter().map(to_process).collect(),
        Err(NvmlError::FailedToLoadSymbol(_)) => legacy_processes(nvml, device),
        Err(e) => {
            note("processes", e);
            Vec::new()
        }
    };
    let pci_bus_id = device.pci_info().ok().map(|p| p.bus_id);
    let compute_mode = device.compute_mode().ok().map(|m| {
        match m {
            ComputeMode::Default => "default",
            ComputeMode::ExclusiveThread => "exclusive_thread",
            ComputeMode::Prohibited => "prohibited",
            ComputeMode::ExclusiveProcess => "exclusive_process",
        }
        .to_string()
    });
    let mut gpu = GpuFacts {
        index,
        name,
        uuid,
        compute_capability,
        memory_total_mib: memory.map(|m| m.0 >> 20),
        memory_used_mib: memory.map(|m| m.1 >> 20),
        processes,
        pci_bus_id,
        compute_mode,
        ..GpuFacts::default()
    };
    driver_topology::read_gpu(device, &mut gpu, notes);
    gpu
}

fn to_process(p: &ProcessInfo) -> GpuProcess {
    GpuProcess {
        pid: p.pid,
        used_mib: match p.used_gpu_memory {
            UsedGpuMemory::Used(bytes) => Some(bytes >> 20),
            UsedGpuMemory::Unavailable => None,
        },
    }
}

/// nvmlSystemGetCudaDriverVersion (pre-v2 drivers).
fn legacy_cuda_version(nvml: &Nvml) -> Option<String> {
    let lib = nvml.lib();
    lib.nvmlSystemGetCudaDriverVersion.as_ref().ok()?;
    let mut v: std::os::raw::c_int = 0;
    // SAFETY: the symbol exists (checked above) and takes one out-pointer to an int.
    let rc = unsafe { lib.nvmlSystemGetCudaDriverVersion(&mut v) };
    (rc == 0).then(|| cuda_int_to_string(v as i64))
}

/// nvmlDeviceGetMemoryInfo (v1), for drivers older than R510.
fn legacy_memory(nvml: &Nvml, device: &Device) -> Option<(u64, u64)> {
    let lib = nvml.lib();
    lib.nvmlDeviceGetMemoryInfo.as_ref().ok()?;
    // SAFETY: the symbol exists and fills an nvmlMemory_t for a valid device handle.
    unsafe {
        let mut mem: nvml_wrapper_sys::bindings::nvmlMemory_t = std::mem::zeroed();
        let rc = lib.nvmlDeviceGetMemoryInfo(device.handle(), &mut mem);
        (rc == 0).then_some((mem.total, mem.used))
    }
}

/// nvmlDeviceGetComputeRunningProcesses (v1 struct of pid and bytes).
fn legacy_processes(nvml: &Nvml, device: &Device) -> Vec<GpuProcess> {
    let lib = nvml.lib();
    if lib.nvmlDeviceGetComputeRunningProcesses.as_ref().is_err() {
        return Vec::new();
    }
    // SAFETY: the symbol exists; first call sizes the list, the second fills `count` v1 entries.
    unsafe {
        let mut count: std::os::raw::c_uint = 0;
        let handle = device.handle();
        let _ = lib.nvmlDeviceGetComputeRunningProcesses(handle, &mut count, std::ptr::null_mut());
        if count == 0 {
            return Vec::new();
        }
        count += 4;
        let mut buf: Vec<nvml_wrapper_sys::bindings::nvmlProcessInfo_v1_t> =
            vec![std::mem::zeroed(); count as usize];
        if lib.nvmlDeviceGetComputeRunningProcesses(handle, &mut count, buf.as_mut_ptr().cast())
            != 0
        {
            return Vec::new();
        }
        buf.truncate(count as usize);
        buf.iter()
            .map(|p| GpuProcess {
                pid: p.pid,
                used_mib: (p.usedGpuMemory != u64::MAX).then_some(p.usedGpuMemory >> 20),
            })
            .collect()
    }
}

fn failure(e: &NvmlError, stage: &str) -> NvmlFailure {
    let kind = match e {
        NvmlError::LibloadingError(_) => NvmlErrorKind::LibraryLoad,
        NvmlError::FailedToLoadSymbol(_) => NvmlErrorKind::SymbolMissing,
        NvmlError::DriverNotLoaded => NvmlErrorKind::DriverNotLoaded,
        NvmlError::NoPermission => NvmlErrorKind::NoPermission,
        NvmlError::LibRmVersionMismatch => NvmlErrorKind::LibRmVersionMismatch,
        NvmlError::GpuLost => NvmlErrorKind::GpuLost,
        _ => NvmlErrorKind::Other,
    };
    // libloading's error carries the loader's exact words (dlerror); keep them.
    let message = match e {
        NvmlError::LibloadingError(inner) => inner.to_string(),
        other => format!("{other}"),
    };
    NvmlFailure {
        kind,
        message,
        stage: stage.into(),
    }
}

/// Entry point of `gpudoc __probe nvml`: print the answer line, return the exit status.
pub fn main(lib: &Path) -> u8 {
    crate::runner::answer(&probe(lib))
}
