//! Facts: what the layers observed, in layer order. Each slot has one writer, its own layer;
//! later layers read earlier slots and never edit them. `None` means "not observed" (the
//! layer did not run, failed, or has not been built yet); the JSON contract keeps such slots
//! as `null`.

use serde::{Deserialize, Serialize};

use crate::frameworks::Framework;

/// Everything the layers observed; serialised as the report's `facts` object.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Facts {
    pub platform: PlatformFacts,
    pub driver: Option<DriverFacts>,
    pub gpus: Vec<GpuFacts>,
    /// Kernel device nodes (layer 2). Added to schema 1 beside the contract's fields.
    pub nodes: Option<NodeFacts>,
    /// The CUDA runtime, cuDNN and cuBLAS the framework will load (layer 3).
    pub cuda_runtime: Option<LibraryFacts>,
    pub cudnn: Option<LibraryFacts>,
    pub cublas: Option<LibraryFacts>,
    /// Every soname the libraries layer looked up, with all candidates (layer 3). Added to
    /// schema 1 beside the contract's fields.
    #[serde(default)]
    pub libraries: Option<Vec<SonameFacts>>,
    pub python: Option<PythonFacts>,
    pub tensorflow: Option<FrameworkFacts>,
    pub pytorch: Option<FrameworkFacts>,
    pub jax: Option<FrameworkFacts>,
    /// How many GPUs the leading framework sees (TensorFlow first, then PyTorch, then JAX).
    pub visible_gpus: Option<u32>,
    /// The cuBLAS stress run (layer 7).
    pub stress: Option<StressFacts>,
    /// How the GPUs connect to each other (driver layer, from NVML) and how CUDA numbers
    /// them and reports peer access (its `cuda` part: devices layer). Added to schema 1.
    #[serde(default)]
    pub topology: Option<TopologyFacts>,
}

impl Facts {
    /// What the framework layer found for one framework.
    pub fn framework(&self, fw: Framework) -> Option<&FrameworkFacts> {
        match fw {
            Framework::Tensorflow => self.tensorflow.as_ref(),
            Framework::Pytorch => self.pytorch.as_ref(),
            Framework::Jax => self.jax.as_ref(),
        }
    }

    /// The slot the framework layer fills for one framework.
    pub fn framework_mut(&mut self, fw: Framework) -> &mut Option<FrameworkFacts> {
        match fw {
            Framework::Tensorflow => &mut self.tensorflow,
            Framework::Pytorch => &mut self.pytorch,
            Framework::Jax => &mut self.jax,
        }
    }
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
    /// MIG mode: "enabled", "disabled", or "disabled (enabled after reset)" when the pending
    /// mode differs; null where NVML does not support MIG on this GPU.
    #[serde(default)]
    pub mig_mode: Option<String>,
    /// ECC: "enabled" or "disabled" (with the pending mode when it differs).
    #[serde(default)]
    pub ecc_mode: Option<String>,
    /// Persistence mode: "enabled" or "disabled".
    #[serde(default)]
    pub persistence_mode: Option<String>,
    /// The VBIOS version ("96.00.74.00.01").
    #[serde(default)]
    pub vbios_version: Option<String>,
    /// MIG devices (GPU instance + compute instance) on this GPU, when MIG is enabled.
    #[serde(default)]
    pub mig_devices: Vec<MigDeviceFacts>,
    /// NVLink links NVML reports for this GPU (empty: no NVLink, or NVML does not say).
    #[serde(default)]
    pub nvlinks: Vec<NvLinkFacts>,
}

/// One MIG device, as CUDA_VISIBLE_DEVICES names it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MigDeviceFacts {
    /// Index under its parent GPU.
    pub index: u32,
    /// "MIG-5c89852c-d268-c3f3-1b07-005d5ae1dc3f"
    pub uuid: String,
}

/// One NVLink link of a GPU.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NvLinkFacts {
    pub link: u32,
    /// Whether the link is up (nvmlDeviceGetNvLinkState).
    pub active: bool,
    /// NVLink version (4 on Hopper).
    pub version: Option<u32>,
    /// PCI bus id at the other end: another GPU's, or an NVSwitch's.
    pub remote_pci_bus_id: Option<String>,
}

/// How the GPUs connect to each other. On one GPU: no pairs, `note` "1 GPU: no peers".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TopologyFacts {
    /// GPUs NVML sees.
    pub gpu_count: u32,
    /// "1 GPU: no peers"; null with two or more GPUs.
    pub note: Option<String>,
    /// Every pair of GPUs (NVML indexes, a < b).
    pub pairs: Vec<GpuPairFacts>,
    /// CUDA's view through the libcudart the framework loads (devices layer); null when it
    /// was not read (one GPU, no libcudart, the devices layer did not run).
    pub cuda: Option<CudaViewFacts>,
}

/// One pair of GPUs as NVML sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GpuPairFacts {
    /// NVML (nvidia-smi) indexes.
    pub a: u32,
    pub b: u32,
    /// The closest PCIe ancestor both share (nvmlDeviceGetTopologyCommonAncestor):
    /// "internal", "single_switch", "multiple_switches", "host_bridge", "numa_node",
    /// "system" (across the CPUs' interconnect), as nvidia-smi topo -m's PIX/PXB/PHB/NODE/SYS.
    pub common_ancestor: Option<String>,
    /// Active NVLink links joining the two directly.
    pub nvlink_links: u32,
    /// Links joining the two directly that are down.
    #[serde(default)]
    pub nvlink_links_down: u32,
    /// True when both reach an NVSwitch over active links (HGX): they talk over NVLink.
    #[serde(default)]
    pub nvswitch: bool,
    /// NVLink version of the links joining them.
    pub nvlink_version: Option<u32>,
    /// NVML's peer-to-peer read status: "ok", or why not ("chipset_not_supported",
    /// "topology_not_supported", "disabled_by_regkey", "not_supported", "gpu_not_supported").
    pub p2p_read: Option<String>,
}

/// The GPUs as the CUDA runtime numbers them, after CUDA_DEVICE_ORDER and
/// CUDA_VISIBLE_DEVICES, and what cudaDeviceCanAccessPeer says of each ordered pair.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CudaViewFacts {
    /// The libcudart loaded.
    pub library: String,
    /// CUDA_DEVICE_ORDER as set (null: unset, CUDA's default FASTEST_FIRST).
    pub device_order: Option<String>,
    /// CUDA_VISIBLE_DEVICES as set (null: unset).
    pub visible_devices: Option<String>,
    pub devices: Vec<CudaDeviceFacts>,
    /// Ordered pairs (CUDA ordinals): can `from` access `to`'s memory.
    pub peers: Vec<CudaPeerFacts>,
    /// Why CUDA's view is incomplete or missing (a CUDA error by name).
    pub error: Option<String>,
}

/// One device as CUDA numbers it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CudaDeviceFacts {
    /// CUDA ordinal: what frameworks call cuda:N.
    pub cuda_index: u32,
    /// cudaDeviceGetPCIBusId ("0000:06:00.0").
    pub pci_bus_id: Option<String>,
    /// The NVML (nvidia-smi) index with that bus id.
    pub nvml_index: Option<u32>,
}

/// cudaDeviceCanAccessPeer for one ordered pair of CUDA ordinals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CudaPeerFacts {
    pub from: u32,
    pub to: u32,
    pub can_access: Option<bool>,
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

/// The Python interpreter (layer 4). Paths are the interpreter's own, real on this machine.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PythonFacts {
    /// "3.12.3"
    pub version: String,
    /// "cpython", "pypy", ...
    pub implementation: String,
    pub executable: String,
    pub prefix: String,
    pub base_prefix: String,
    /// "venv", "conda" or "system".
    pub environment: String,
    pub conda_prefix: Option<String>,
    /// 64 on a 64-bit interpreter.
    pub pointer_bits: u32,
    /// "cpython-312-x86_64-linux-gnu"
    pub soabi: Option<String>,
    /// "linux-x86_64"
    pub platform_tag: String,
    /// "x86_64", "aarch64", ...
    pub machine: String,
    /// The C library the interpreter runs on ("2.39"), when glibc.
    pub glibc: Option<String>,
    pub site_packages: Vec<String>,
    /// Framework distributions installed (tensorflow, torch, jax, jaxlib, keras, ...).
    pub frameworks: Vec<Distribution>,
    /// NVIDIA wheels (nvidia-cudnn-cu12, ...) and JAX CUDA plugins.
    pub nvidia_packages: Vec<Distribution>,
    /// Where each framework's top-level package would be imported from (null: absent).
    pub modules: std::collections::BTreeMap<String, Option<String>>,
    /// x86 CPU features framework wheels need ("avx", "avx2", "fma"), from /proc/cpuinfo;
    /// null when not read (not x86, or no /proc/cpuinfo).
    pub cpu_features: Option<Vec<String>>,
}

/// One installed distribution, from its metadata.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Distribution {
    /// Normalised project name ("nvidia-cudnn-cu12").
    pub name: String,
    pub version: String,
    pub location: Option<String>,
}

/// One framework's build and what it saw (layers 5 and 6), the same shape for TensorFlow,
/// PyTorch and JAX. Fields a framework does not report stay null.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FrameworkFacts {
    /// "2.21.0", "2.11.0+cu130"
    pub version: String,
    /// The CUDA version the build was made with ("12.5.1"); null for a CPU build.
    pub cuda_version: Option<String>,
    /// The cuDNN version the build was made with ("9", "9.10.2").
    pub cudnn_version: Option<String>,
    pub is_cuda_build: bool,
    /// Build targets as the framework names them: "sm_80" (machine code for that major),
    /// "compute_90" (PTX, JIT-compiled for that and newer GPUs).
    pub compute_capabilities: Vec<String>,
    /// TensorFlow only.
    pub is_tensorrt_build: Option<bool>,
    /// JAX only.
    pub jaxlib_version: Option<String>,
    /// JAX only: "jax-cuda13-plugin 0.11.2".
    pub cuda_plugin: Option<String>,
    /// GPUs the framework enumerated (layer 6 judges them).
    pub gpus: Vec<FrameworkGpu>,
    /// The error the framework raised while enumerating devices, if any.
    pub device_error: Option<String>,
    /// CUDA libraries mapped into the probe process after CUDA initialised (real paths).
    pub mapped_libraries: Vec<String>,
    /// The framework's log lines gpudoc recognised.
    pub log: Vec<LogFinding>,
}

/// A GPU as a framework reports it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FrameworkGpu {
    pub name: String,
    pub compute_capability: Option<String>,
    pub memory_total_mib: Option<u64>,
}

/// One recognised line of a framework's log.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogFinding {
    /// What kind of line: "dlopen-failed", "gpu-libraries-missing", "cuinit-failed",
    /// "numa-node", "tf-trt-warning", "cpu-instructions", ...
    pub kind: String,
    /// True for noise that needs no action.
    pub benign: bool,
    /// The line itself (trimmed, cut to a sane length).
    pub line: String,
    /// The `gpudoc explain` entry for this line, when the catalog knows it.
    #[serde(default)]
    pub explain: Option<String>,
}

/// The copy of a library the loader picks for the framework (libraries layer).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LibraryFacts {
    /// Dotted version the library reports ("12.9", "9.19.0"); null when it could not say.
    pub version: Option<String>,
    /// The file the loader opens.
    pub path: String,
    /// Why the loader gets there ("rpath $ORIGIN/../../nvidia/cudnn/lib of torch/lib/libtorch_cuda.so").
    pub found_via: String,
    /// Other copies on the loader path that lose to it.
    pub shadowed: Vec<ShadowedLibrary>,
}

/// A copy of a library that the winner shadows.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShadowedLibrary {
    pub path: String,
    pub version: Option<String>,
    pub found_via: String,
}

/// One soname looked up by the libraries layer.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SonameFacts {
    pub soname: String,
    /// The object whose search rules decided ("torch/lib/libtorch_cuda.so").
    pub consumer: String,
    pub winner: Option<WinnerFacts>,
    pub candidates: Vec<CandidateFacts>,
}

/// The file the loader picks for one soname.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WinnerFacts {
    pub path: String,
    pub found_via: String,
    pub version: Option<String>,
}

/// Every file found for one soname, on the loader path or not.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CandidateFacts {
    pub path: String,
    /// `found_via` for files on the loader path, else where it sits ("wheel directory nvidia/cudnn/lib").
    pub location: String,
    pub version: Option<String>,
    pub on_loader_path: bool,
    pub note: Option<String>,
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
    /// Peer-to-peer copies between the GPUs, one entry per ordered pair (both directions);
    /// empty with one GPU and in `gpudoc check`'s short run.
    #[serde(default)]
    pub peers: Vec<StressPeer>,
    /// The NCCL all-reduce smoke test of `gpudoc stress` (null in `gpudoc check`).
    #[serde(default)]
    pub nccl: Option<StressNccl>,
}

/// A copy from GPU `src` to GPU `dst` (cudaMemcpyPeerAsync). Field names are the JSON contract.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct StressPeer {
    pub src: u32,
    pub dst: u32,
    /// cudaDeviceCanAccessPeer: direct peer-to-peer access; false means the copy was staged
    /// through host memory by the CUDA runtime.
    pub p2p: bool,
    /// The link NVML reports between the two: "nvlink" or "pcie"; null without NVML.
    pub link: Option<String>,
    /// NVLink links the copy can use (direct to the peer, or every active link through
    /// NVSwitch) and their NVLink generation (4 on H100/H200; NVML's version enum decoded).
    pub nvlink_links: Option<u32>,
    pub nvlink_version: Option<u32>,
    /// Bytes of each timed copy.
    pub bytes: u64,
    /// Median bandwidth of the timed copies, GB/s (10^9 bytes).
    pub gbps: Option<f64>,
    /// Time per small (4-byte) copy in microseconds, launch overhead included.
    pub latency_us: Option<f64>,
    /// Bytes of the copied buffer that differ from the source when read back.
    pub wrong_bytes: u64,
    /// A CUDA error that stopped this pair's measurement.
    pub error: Option<StressError>,
}

/// The NCCL all-reduce smoke test: one process, every stressed GPU (ncclCommInitAll).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct StressNccl {
    /// The libnccl loaded, and where it was found.
    pub library: Option<String>,
    pub found_via: Option<String>,
    /// ncclGetVersion as "2.27.3".
    pub version: Option<String>,
    pub gpus: Vec<u32>,
    /// FP32 elements summed per GPU.
    pub elements: u64,
    /// Elements, over every GPU, that differ from the exact sum.
    pub wrong: u64,
    /// The first wrong element: "GPU 1 element 3 = 7 (expected 6)".
    pub wrong_example: Option<String>,
    /// Timed all-reduces, their median time, and NCCL's bus bandwidth for it, GB/s.
    pub iterations: u32,
    pub ms: Option<f64>,
    pub busbw_gbps: Option<f64>,
    /// Why the test did not run (one GPU, no libnccl).
    pub skipped: Option<String>,
    /// A failed or hung step: NCCL or CUDA call, or "timeout".
    pub error: Option<StressError>,
    /// NCCL_DEBUG=WARN output and the child's last lines, kept when the test failed.
    pub log: Vec<String>,
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
