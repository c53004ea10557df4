//! Facts: what the layers observed, in layer order. Each slot has one writer, its own layer;
//! later layers read earlier slots and never edit them. `None` means "not observed" (the
//! layer did not run, failed, or has not been built yet); the JSON contract keeps such slots
//! as `null`.

use serde::{Deserialize, Serialize};

/// Everything the layers observed; serialised as the report's `facts` object.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Facts {
    pub platform: PlatformFacts,
    pub driver: Option<DriverFacts>,
    pub gpus: Vec<GpuFacts>,
    /// Kernel device nodes (layer 2). Added to schema 1 beside the contract's fields.
    pub nodes: Option<NodeFacts>,
    pub cuda_runtime: Option<serde_json::Value>,
    pub cudnn: Option<serde_json::Value>,
    pub cublas: Option<serde_json::Value>,
    pub python: Option<serde_json::Value>,
    pub tensorflow: Option<serde_json::Value>,
    pub pytorch: Option<serde_json::Value>,
    pub jax: Option<serde_json::Value>,
    pub visible_gpus: Option<u32>,
    /// The cuBLAS stress run (layer 7).
    pub stress: Option<StressFacts>,
}

/// The operating system around the GPU: WSL2 and containers change what is expected.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlatformFacts {
    /// `linux`, `windows` or `macos` (the OS gpudoc runs on).
    pub os: String,
    /// The distribution's PRETTY_NAME from /etc/os-release, when readable.
    pub distro: Option<String>,
    /// Kernel release, from /proc/sys/kernel/osrelease or /proc/version.
    pub kernel: String,
    pub wsl: bool,
    /// `docker`, `podman`, `kubernetes`, `lxc`, or null outside a container.
    pub container: Option<String>,
}

/// The NVIDIA driver as NVML and the kernel module report it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DriverFacts {
    /// User-space driver version from NVML, e.g. "580.159.04".
    pub version: String,
    /// Highest CUDA version this driver supports, as NVML reports it ("13.0").
    pub cuda_version: Option<String>,
    /// Kernel module version from /proc/driver/nvidia/version, when readable.
    pub kernel_module_version: Option<String>,
    /// The libnvidia-ml file that answered.
    pub nvml_library: Option<String>,
}

/// One GPU as NVML sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GpuFacts {
    pub index: u32,
    pub name: String,
    pub uuid: String,
    /// "9.0"
    pub compute_capability: Option<String>,
    pub memory_total_mib: Option<u64>,
    pub memory_used_mib: Option<u64>,
    pub processes: Vec<GpuProcess>,
    /// PCI bus id, e.g. "00000000:00:06.0".
    #[serde(default)]
    pub pci_bus_id: Option<String>,
    /// NVML compute mode: "default", "exclusive_process", "prohibited".
    #[serde(default)]
    pub compute_mode: Option<String>,
}

/// A process holding GPU memory.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GpuProcess {
    pub pid: u32,
    pub used_mib: Option<u64>,
}

/// The kernel driver's files: /proc/driver/nvidia and /dev/nvidia*.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeFacts {
    /// Kernel module version parsed from /proc/driver/nvidia/version.
    pub kernel_module_version: Option<String>,
    /// Bus ids listed under /proc/driver/nvidia/gpus.
    pub proc_gpus: Vec<String>,
    /// Every /dev node inspected.
    pub devices: Vec<DeviceNode>,
}

/// One /dev node and what the current user may do with it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceNode {
    /// Path as the user would see it (without the --root prefix), e.g. "/dev/nvidia0".
    pub path: String,
    /// "char 195:0", "regular file", "directory", "missing", ...
    pub kind: String,
    pub mode: Option<String>,
    pub readable: bool,
    pub writable: bool,
}

/// Layer 7: what the checked, timed cuBLAS GEMMs measured.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct StressFacts {
    /// The libcudart and libcublas files the stress child loaded.
    pub cudart: String,
    pub cublas: String,
    /// cudaRuntimeGetVersion as "13.0".
    pub cudart_version: Option<String>,
    /// One entry per GPU stressed.
    pub gpus: Vec<StressGpu>,
}

/// One GPU's stress results. Field names are the JSON contract.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct StressGpu {
    /// CUDA device ordinal (CUDA_VISIBLE_DEVICES applies).
    pub index: u32,
    pub name: String,
    pub pci_bus_id: Option<String>,
    /// "9.0"
    pub compute_capability: Option<String>,
    /// Matrix side used (square n x n x n GEMMs).
    pub n: Option<u32>,
    pub free_mib: Option<u64>,
    pub total_mib: Option<u64>,
    /// Seed of the random test matrices, to reproduce a failure.
    pub seed: u64,
    pub dtypes: Vec<StressDtypeResult>,
    pub skipped_dtypes: Vec<StressSkipped>,
    /// Pinned host-to-device and device-to-host copy bandwidth, GB/s (10^9 bytes).
    pub h2d_gbps: Option<f64>,
    pub d2h_gbps: Option<f64>,
    pub telemetry: Option<StressTelemetry>,
    /// Non-fatal events ("out of memory at n=8192; retried with n=4096").
    pub warnings: Vec<String>,
    /// A CUDA or cuBLAS error that stopped this GPU's run.
    pub error: Option<StressError>,
}

/// One data type on one GPU.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct StressDtypeResult {
    /// fp32, tf32, fp16, bf16
    pub dtype: String,
    /// Median over timed rounds, and the slowest and fastest round.
    pub tflops: f64,
    pub tflops_min: f64,
    pub tflops_max: f64,
    /// GEMMs timed, and their total GPU time in seconds.
    pub gemms: u64,
    pub seconds: f64,
    /// Results checked element by element against the exact integer product.
    pub verified: u32,
    /// Wrong elements found over all checked results.
    pub mismatches: u64,
    /// False when the count is a lower bound (too many wrong elements to recount).
    pub mismatches_exact: bool,
    pub mismatch_examples: Vec<StressMismatch>,
}

/// A data type not run on a GPU, and why.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct StressSkipped {
    pub dtype: String,
    pub why: String,
}

/// One wrong element of C (0-based row and column).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StressMismatch {
    pub row: u32,
    pub col: u32,
    pub got: f64,
    pub want: f64,
}

/// A CUDA or cuBLAS call that failed, by its library name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StressError {
    /// What gpudoc was doing ("cudaMalloc", "cublasGemmEx bf16").
    pub stage: String,
    /// "cudaErrorMemoryAllocation", "CUBLAS_STATUS_EXECUTION_FAILED".
    pub name: String,
    pub message: String,
}

/// NVML read while the GEMMs ran: what explains a slow GPU.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct StressTelemetry {
    pub samples: u32,
    /// SM clock: lowest and median seen under load, and the GPU's maximum.
    pub sm_clock_mhz_min: Option<u32>,
    pub sm_clock_mhz_median: Option<u32>,
    pub sm_clock_mhz_max: Option<u32>,
    pub temperature_c_max: Option<u32>,
    /// Highest power draw seen, and the enforced limit, in watts.
    pub power_w_max: Option<f64>,
    pub power_limit_w: Option<f64>,
    /// Every clock-throttle reason seen in any sample ("sw_power_cap", "hw_thermal_slowdown").
    pub throttle_reasons: Vec<String>,
    /// PCIe link: best generation and width seen during the run, and the maxima.
    pub pcie_gen: Option<u32>,
    pub pcie_gen_max: Option<u32>,
    pub pcie_width: Option<u32>,
    pub pcie_width_max: Option<u32>,
    /// NVML queries that failed ("power: NotSupported").
    pub notes: Vec<String>,
}
