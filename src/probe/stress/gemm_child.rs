//! The child side of the stress layer: `gpudoc __probe stress --lib CUDART --lib CUBLAS
//! [--lib NVML] --params JSON` loads those exact libraries with libloading (a small table of
//! symbols, no link-time dependency on CUDA), runs the checked, timed GEMMs on every selected
//! GPU at once (one thread each), and prints its [`StressAnswer`] as the runner's answer line.
//!
//! It runs in its own process because a broken GPU or library can crash or hang inside
//! CUDA; the parent kills it at its time limit and turns the end into a finding. While it
//! runs it appends one line per step to the optional progress file, so the parent can show
//! a live bar and say where a hung run stopped.
//!
//! With several GPUs and `p2p` set, the GEMMs are followed by peer-to-peer copies between
//! every ordered pair ([`peer`]).

mod peer;

use std::ffi::{CStr, c_char, c_int, c_void};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use libloading::Library;
use serde::{Deserialize, Serialize};

use super::workload::{self, Dtype, Rng, Sample};
use crate::facts::{StressDtypeResult, StressError, StressFacts, StressGpu, StressSkipped};

/// What the parent asks for.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Params {
    /// CUDA ordinals to stress; None for every visible GPU.
    pub gpus: Option<Vec<u32>>,
    pub dtypes: Vec<Dtype>,
    /// Wall-clock seconds of timed GEMMs per data type (at least three rounds run).
    pub seconds_per_dtype: f64,
    /// Largest matrix side, and the share of free memory the buffers may take.
    pub max_n: u32,
    pub fraction: f64,
    /// Target length of one timed round (a batch of GEMMs between two events).
    pub round_seconds: f64,
    /// Check a result at least this often during a burn-in (the first round always is).
    pub verify_every_seconds: f64,
    /// libnvidia-ml to read clocks, temperature, power and PCIe from; None: no telemetry.
    pub nvml: Option<PathBuf>,
    /// File the child appends progress lines to.
    pub progress: Option<PathBuf>,
    /// Seed of the test matrices; None: a fresh one per run.
    pub seed: Option<u64>,
    /// After the GEMMs, time peer-to-peer copies between every ordered pair of GPUs.
    #[serde(default)]
    pub p2p: bool,
}

/// What the child prints: results, or why nothing could run at all.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "lowercase")]
// One answer per run, moved once: its size does not matter.
#[allow(clippy::large_enum_variant)]
pub enum StressAnswer {
    Ok(StressFacts),
    Error(StressFailure),
}

/// A failure before any GPU ran.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StressFailure {
    pub kind: StressErrorKind,
    pub message: String,
    pub stage: String,
}

/// What kind of failure stopped the stress before any GPU ran (snake_case on the wire).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StressErrorKind {
    /// dlopen of libcudart or libcublas failed.
    LibraryLoad,
    /// An entry point the stress needs is missing.
    SymbolMissing,
    /// The CUDA runtime sees no GPU.
    NoGpu,
    /// A GPU that was asked for does not exist.
    BadGpu,
    /// Another CUDA error before any GEMM.
    CudaError,
    /// The child was started with bad arguments (a gpudoc bug).
    Usage,
}

type Ptr = *mut c_void;

/// The CUDA runtime and cuBLAS entry points gpudoc calls: copied out of the libraries, which
/// the struct keeps loaded.
struct Api {
    _cudart: Library,
    _cublas: Library,
    get_device_count: unsafe extern "C" fn(*mut c_int) -> c_int,
    set_device: unsafe extern "C" fn(c_int) -> c_int,
    runtime_version: unsafe extern "C" fn(*mut c_int) -> c_int,
    device_attr: unsafe extern "C" fn(*mut c_int, c_int, c_int) -> c_int,
    device_props: Option<unsafe extern "C" fn(*mut c_void, c_int) -> c_int>,
    pci_bus_id: Option<unsafe extern "C" fn(*mut c_char, c_int, c_int) -> c_int>,
    mem_get_info: unsafe extern "C" fn(*mut usize, *mut usize) -> c_int,
    malloc: unsafe extern "C" fn(*mut Ptr, usize) -> c_int,
    free: unsafe extern "C" fn(Ptr) -> c_int,
    malloc_host: unsafe extern "C" fn(*mut Ptr, usize) -> c_int,
    free_host: unsafe extern "C" fn(Ptr) -> c_int,
    memcpy: unsafe extern "C" fn(Ptr, *const c_void, usize, c_int) -> c_int,
    memset: unsafe extern "C" fn(Ptr, c_int, usize) -> c_int,
    event_create: unsafe extern "C" fn(*mut Ptr) -> c_int,
    event_destroy: unsafe extern "C" fn(Ptr) -> c_int,
    event_record: unsafe extern "C" fn(Ptr, Ptr) -> c_int,
    event_synchronize: unsafe extern "C" fn(Ptr) -> c_int,
    event_elapsed: unsafe extern "C" fn(*mut f32, Ptr, Ptr) -> c_int,
    device_synchronize: unsafe extern "C" fn() -> c_int,
    error_name: unsafe extern "C" fn(c_int) -> *const c_char,
    error_string: unsafe extern "C" fn(c_int) -> *const c_char,
    /// Peer-to-peer and stream entry points, or the first one missing.
    peer: Result<peer::PeerApi, String>,
    blas_create: unsafe extern "C" fn(*mut Ptr) -> c_int,
    blas_destroy: unsafe extern "C" fn(Ptr) -> c_int,
    blas_set_math_mode: unsafe extern "C" fn(Ptr, c_int) -> c_int,
    blas_status_name: Option<unsafe extern "C" fn(c_int) -> *const c_char>,
    #[allow(clippy::type_complexity)]
    gemm_ex: unsafe extern "C" fn(
        Ptr,
        c_int,
        c_int,
        c_int,
        c_int,
        c_int,
        *const c_void,
        *const c_void,
        c_int,
        c_int,
        *const c_void,
        c_int,
        c_int,
        *const c_void,
        Ptr,
        c_int,
        c_int,
        c_int,
        c_int,
    ) -> c_int,
}

// cudaMemcpyKind, cudaDeviceAttr and error codes (driver_types.h).
const H2D: c_int = 1;
const D2H: c_int = 2;
const ATTR_CC_MAJOR: c_int = 75;
const ATTR_CC_MINOR: c_int = 76;
const CUDA_ERROR_MEMORY_ALLOCATION: c_int = 2;
const CUDA_ERROR_NO_DEVICE: c_int = 100;
/// CUDA_R_32F: C is always FP32, so results are exact integers whatever the inputs.
const CUDA_R_32F: c_int = 0;
/// CUBLAS_DEFAULT_MATH: no silent TF32 for the FP32 GEMM.
const CUBLAS_DEFAULT_MATH: c_int = 0;
/// CUBLAS_GEMM_DEFAULT: let cuBLAS pick the kernel, as frameworks do.
const CUBLAS_GEMM_DEFAULT: c_int = -1;

/// Copy one function pointer out of a library.
///
/// SAFETY: the caller names a symbol whose C signature is `T`.
pub(super) unsafe fn sym<T: Copy>(lib: &Library, name: &str) -> Result<T, String> {
    // SAFETY: forwarded to the caller.
    unsafe { lib.get::<T>(name.as_bytes()) }
        .map(|s| *s)
        .map_err(|e| format!("{name}: {e}"))
}

impl Api {
    fn load(cudart: &Path, cublas: &Path) -> Result<Api, StressFailure> {
        let open = |p: &Path| {
            // SAFETY: loading a CUDA library runs its initialisers; that is why this is a
            // child process.
            unsafe { Library::new(p) }.map_err(|e| StressFailure {
                kind: StressErrorKind::LibraryLoad,
                message: e.to_string(),
                stage: format!("load {}", p.display()),
            })
        };
        let rt = open(cudart)?;
        let blas = open(cublas)?;
        let missing = |message: String| StressFailure {
            kind: StressErrorKind::SymbolMissing,
            message,
            stage: "symbols".into(),
        };
        // SAFETY: each signature below is the one in cuda_runtime_api.h / cublas_api.h.
        unsafe {
            let device_props = sym(&rt, "cudaGetDeviceProperties_v2")
                .or_else(|_| sym(&rt, "cudaGetDeviceProperties"))
                .ok();
            Ok(Api {
                get_device_count: sym(&rt, "cudaGetDeviceCount").map_err(missing)?,
                set_device: sym(&rt, "cudaSetDevice").map_err(missing)?,
                runtime_version: sym(&rt, "cudaRuntimeGetVersion").map_err(missing)?,
                device_attr: sym(&rt, "cudaDeviceGetAttribute").map_err(missing)?,
                device_props,
                pci_bus_id: sym(&rt, "cudaDeviceGetPCIBusId").ok(),
                mem_get_info: sym(&rt, "cudaMemGetInfo").map_err(missing)?,
                malloc: sym(&rt, "cudaMalloc").map_err(missing)?,
                free: sym(&rt, "cudaFree").map_err(missing)?,
                malloc_host: sym(&rt, "cudaMallocHost").map_err(missing)?,
                free_host: sym(&rt, "cudaFreeHost").map_err(missing)?,
                memcpy: sym(&rt, "cudaMemcpy").map_err(missing)?,
                memset: sym(&rt, "cudaMemset").map_err(missing)?,
                event_create: sym(&rt, "cudaEventCreate").map_err(missing)?,
                event_destroy: sym(&rt, "cudaEventDestroy").map_err(missing)?,
                event_record: sym(&rt, "cudaEventRecord").map_err(missing)?,
                event_synchronize: sym(&rt, "cudaEventSynchronize").map_err(missing)?,
                event_elapsed: sym(&rt, "cudaEventElapsedTime").map_err(missing)?,
                device_synchronize: sym(&rt, "cudaDeviceSynchronize").map_err(missing)?,
                error_name: sym(&rt, "cudaGetErrorName").map_err(missing)?,
                error_string: sym(&rt, "cudaGetErrorString").map_err(missing)?,
                peer: peer::PeerApi::load(&rt),
                blas_create: sym(&blas, "cublasCreate_v2").map_err(missing)?,
                blas_destroy: sym(&blas, "cublasDestroy_v2").map_err(missing)?,
                blas_set_math_mode: sym(&blas, "cublasSetMathMode").map_err(missing)?,
                blas_status_name: sym(&blas, "cublasGetStatusName").ok(),
                gemm_ex: sym(&blas, "cublasGemmEx").map_err(missing)?,
                _cudart: rt,
                _cublas: blas,
            })
        }
    }

    /// A CUDA runtime return code as an error, by name ("cudaErrorMemoryAllocation").
    fn cuda(&self, code: c_int, stage: &str) -> Result<(), CallError> {
        if code == 0 {
            return Ok(());
        }
        // SAFETY: both return static C strings for any code.
        let (name, message) = unsafe {
            (
                cstr((self.error_name)(code)),
                cstr((self.error_string)(code)),
            )
        };
        Err(CallError {
            code,
            err: StressError {
                stage: stage.into(),
                name: name.unwrap_or_else(|| format!("cudaError {code}")),
                message: message.unwrap_or_default(),
            },
        })
    }

    /// A cuBLAS status as an error, by name ("CUBLAS_STATUS_EXECUTION_FAILED").
    fn blas(&self, code: c_int, stage: &str) -> Result<(), CallError> {
        if code == 0 {
            return Ok(());
        }
        // SAFETY: cublasGetStatusName returns a static C string for any status.
        let name = self
            .blas_status_name
            .and_then(|f| unsafe { cstr(f(code)) })
            .unwrap_or_else(|| blas_status_name(code));
        Err(CallError {
            code: -code,
            err: StressError {
                stage: stage.into(),
                name,
                message: format!("cuBLAS status {code}"),
            },
        })
    }
}

/// cuBLAS status names (cublas_api.h), for libraries older than cublasGetStatusName.
fn blas_status_name(code: c_int) -> String {
    match code {
        1 => "CUBLAS_STATUS_NOT_INITIALIZED",
        3 => "CUBLAS_STATUS_ALLOC_FAILED",
        7 => "CUBLAS_STATUS_INVALID_VALUE",
        8 => "CUBLAS_STATUS_ARCH_MISMATCH",
        11 => "CUBLAS_STATUS_MAPPING_ERROR",
        13 => "CUBLAS_STATUS_EXECUTION_FAILED",
        14 => "CUBLAS_STATUS_INTERNAL_ERROR",
        15 => "CUBLAS_STATUS_NOT_SUPPORTED",
        16 => "CUBLAS_STATUS_LICENSE_ERROR",
        _ => return format!("cuBLAS status {code}"),
    }
    .into()
}

/// SAFETY: `p` is null or a NUL-terminated string that outlives the call.
unsafe fn cstr(p: *const c_char) -> Option<String> {
    (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
}

/// A failed call: its raw code (negative for cuBLAS) and the reportable error.
struct CallError {
    code: c_int,
    err: StressError,
}

/// Device memory freed on drop.
struct DevBuf<'a> {
    api: &'a Api,
    ptr: Ptr,
}

impl Drop for DevBuf<'_> {
    fn drop(&mut self) {
        // SAFETY: ptr came from cudaMalloc and is freed once.
        unsafe { (self.api.free)(self.ptr) };
    }
}

fn dev_alloc<'a>(api: &'a Api, bytes: usize) -> Result<DevBuf<'a>, CallError> {
    let mut ptr: Ptr = std::ptr::null_mut();
    // SAFETY: out-pointer to a local.
    api.cuda(unsafe { (api.malloc)(&mut ptr, bytes) }, "cudaMalloc")?;
    Ok(DevBuf { api, ptr })
}

/// Two CUDA events, destroyed on drop.
struct Events<'a> {
    api: &'a Api,
    start: Ptr,
    stop: Ptr,
}

impl<'a> Events<'a> {
    fn new(api: &'a Api) -> Result<Events<'a>, CallError> {
        let (mut start, mut stop): (Ptr, Ptr) = (std::ptr::null_mut(), std::ptr::null_mut());
        // SAFETY: out-pointers to locals.
        api.cuda(unsafe { (api.event_create)(&mut start) }, "cudaEventCreate")?;
        api.cuda(unsafe { (api.event_create)(&mut stop) }, "cudaEventCreate")?;
        Ok(Events { api, start, stop })
    }

    /// Milliseconds of GPU time that `work` enqueued on the default stream took.
    fn time(&self, work: impl FnOnce() -> Result<(), CallError>) -> Result<f64, CallError> {
        self.time_on(std::ptr::null_mut(), work)
    }

    /// Milliseconds of GPU time that `work` enqueued on `stream` took.
    fn time_on(
        &self,
        stream: Ptr,
        work: impl FnOnce() -> Result<(), CallError>,
    ) -> Result<f64, CallError> {
        let api = self.api;
        // SAFETY: valid events, on a stream of the current device (or the default stream).
        api.cuda(
            unsafe { (api.event_record)(self.start, stream) },
            "cudaEventRecord",
        )?;
        work()?;
        api.cuda(
            unsafe { (api.event_record)(self.stop, stream) },
            "cudaEventRecord",
        )?;
        api.cuda(
            unsafe { (api.event_synchronize)(self.stop) },
            "cudaEventSynchronize",
        )?;
        let mut ms = 0f32;
        api.cuda(
            unsafe { (api.event_elapsed)(&mut ms, self.start, self.stop) },
            "cudaEventElapsedTime",
        )?;
        Ok(ms as f64)
    }
}

impl Drop for Events<'_> {
    fn drop(&mut self) {
        // SAFETY: events created in `new`, destroyed once.
        unsafe {
            (self.api.event_destroy)(self.start);
            (self.api.event_destroy)(self.stop);
        }
    }
}

/// Appends progress lines for the parent (best effort: progress never fails a run).
struct Progress(Option<Mutex<std::fs::File>>);

impl Progress {
    fn open(path: Option<&Path>) -> Progress {
        Progress(path.and_then(|p| {
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(p)
                .ok()
                .map(Mutex::new)
        }))
    }
    fn say(&self, line: String) {
        if let Some(f) = &self.0
            && let Ok(mut f) = f.lock()
        {
            let _ = f.write_all(format!("{line}\n").as_bytes());
        }
    }
}

/// Entry point of `gpudoc __probe stress`: print the answer line, return the exit status.
pub fn main(libs: &[PathBuf], params: &str) -> u8 {
    let answer = match serde_json::from_str::<Params>(params) {
        Ok(p) if libs.len() >= 2 => run(&libs[0], &libs[1], libs.get(2), &p),
        Ok(_) => StressAnswer::Error(StressFailure {
            kind: StressErrorKind::Usage,
            message: "needs --lib CUDART --lib CUBLAS [--lib NVML]".into(),
            stage: "arguments".into(),
        }),
        Err(e) => StressAnswer::Error(StressFailure {
            kind: StressErrorKind::Usage,
            message: format!("bad --params: {e}"),
            stage: "arguments".into(),
        }),
    };
    crate::runner::answer(&answer)
}

fn run(cudart: &Path, cublas: &Path, nvml_lib: Option<&PathBuf>, p: &Params) -> StressAnswer {
    let api = match Api::load(cudart, cublas) {
        Ok(api) => api,
        Err(f) => return StressAnswer::Error(f),
    };
    let progress = Progress::open(p.progress.as_deref());
    let fail = |e: CallError, kind: StressErrorKind| {
        StressAnswer::Error(StressFailure {
            kind,
            message: format!("{}: {}", e.err.name, e.err.message),
            stage: e.err.stage,
        })
    };
    let mut count: c_int = 0;
    // SAFETY: out-pointer to a local.
    if let Err(e) = api.cuda(
        unsafe { (api.get_device_count)(&mut count) },
        "cudaGetDeviceCount",
    ) {
        let kind = if e.code == CUDA_ERROR_NO_DEVICE {
            StressErrorKind::NoGpu
        } else {
            StressErrorKind::CudaError
        };
        return fail(e, kind);
    }
    if count <= 0 {
        return StressAnswer::Error(StressFailure {
            kind: StressErrorKind::NoGpu,
            message: "cudaGetDeviceCount found no GPU".into(),
            stage: "cudaGetDeviceCount".into(),
        });
    }
    let selected: Vec<u32> = match &p.gpus {
        None => (0..count as u32).collect(),
        Some(list) => {
            if let Some(bad) = list.iter().find(|&&g| g >= count as u32) {
                return StressAnswer::Error(StressFailure {
                    kind: StressErrorKind::BadGpu,
                    message: format!("GPU {bad} does not exist: CUDA sees {count} GPU(s)"),
                    stage: "select".into(),
                });
            }
            list.clone()
        }
    };
    let mut version: c_int = 0;
    // SAFETY: out-pointer to a local.
    let cudart_version = (unsafe { (api.runtime_version)(&mut version) } == 0)
        .then(|| crate::version::cuda_int_to_string(version as i64));
    let base_seed = p.seed.unwrap_or_else(fresh_seed);
    let nvml = nvml_lib.and_then(|lib| {
        nvml_wrapper::Nvml::builder()
            .lib_path(lib.as_os_str())
            .init()
            .ok()
    });
    let gpus: Vec<StressGpu> = std::thread::scope(|scope| {
        let handles: Vec<_> = selected
            .iter()
            .map(|&index| {
                let (api, progress, nvml) = (&api, &progress, nvml.as_ref());
                let seed = base_seed.wrapping_add(index as u64);
                scope.spawn(move || run_gpu(api, index, seed, p, progress, nvml))
            })
            .collect();
        handles
            .into_iter()
            .zip(&selected)
            .map(|(h, &index)| {
                h.join().unwrap_or_else(|_| StressGpu {
                    index,
                    error: Some(StressError {
                        stage: "gpudoc".into(),
                        name: "panic".into(),
                        message: "the stress thread for this GPU panicked (a bug in gpudoc)".into(),
                    }),
                    ..StressGpu::default()
                })
            })
            .collect()
    });
    // Pairs are timed after the GEMMs, so copies never compete with them for the GPUs.
    let peers = if p.p2p && gpus.len() >= 2 {
        peer::measure_all(&api, &gpus, &progress, nvml.as_ref())
    } else {
        Vec::new()
    };
    StressAnswer::Ok(StressFacts {
        cudart: cudart.display().to_string(),
        cublas: cublas.display().to_string(),
        cudart_version,
        gpus,
        peers,
        nccl: None,
    })
}

fn fresh_seed() -> u64 {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    t ^ ((std::process::id() as u64) << 32)
}

/// One GPU, start to end; every failure lands in the result, never in a panic.
fn run_gpu(
    api: &Api,
    index: u32,
    seed: u64,
    p: &Params,
    progress: &Progress,
    nvml: Option<&nvml_wrapper::Nvml>,
) -> StressGpu {
    let mut gpu = StressGpu {
        index,
        seed,
        ..StressGpu::default()
    };
    if let Err(e) = stress_gpu(api, &mut gpu, p, progress, nvml) {
        progress.say(format!("GPU {index}: {} in {}", e.err.name, e.err.stage));
        gpu.error = Some(e.err);
    }
    gpu
}

fn stress_gpu(
    api: &Api,
    gpu: &mut StressGpu,
    p: &Params,
    progress: &Progress,
    nvml: Option<&nvml_wrapper::Nvml>,
) -> Result<(), CallError> {
    let dev = gpu.index as c_int;
    // SAFETY: plain calls with out-pointers to locals and a buffer larger than cudaDeviceProp.
    unsafe {
        api.cuda((api.set_device)(dev), "cudaSetDevice")?;
        let (mut major, mut minor) = (0, 0);
        api.cuda(
            (api.device_attr)(&mut major, ATTR_CC_MAJOR, dev),
            "cudaDeviceGetAttribute",
        )?;
        api.cuda(
            (api.device_attr)(&mut minor, ATTR_CC_MINOR, dev),
            "cudaDeviceGetAttribute",
        )?;
        gpu.compute_capability = Some(format!("{major}.{minor}"));
        if let Some(props) = api.device_props {
            // cudaDeviceProp starts with `char name[256]` in every CUDA version; the rest
            // of its layout changes, so only the name is read from this oversized buffer.
            let mut buf = vec![0u8; 16 << 10];
            if props(buf.as_mut_ptr().cast(), dev) == 0 {
                let end = buf[..256].iter().position(|&b| b == 0).unwrap_or(256);
                gpu.name = String::from_utf8_lossy(&buf[..end]).into_owned();
            }
        }
        if let Some(bus) = api.pci_bus_id {
            let mut buf = [0 as c_char; 64];
            if bus(buf.as_mut_ptr(), 64, dev) == 0 {
                gpu.pci_bus_id = cstr(buf.as_ptr());
            }
        }
    }
    let cc = (
        gpu.compute_capability
            .as_deref()
            .and_then(|c| c.split('.').next()?.parse().ok())
            .unwrap_or(0),
        gpu.compute_capability
            .as_deref()
            .and_then(|c| c.split('.').nth(1)?.parse().ok())
            .unwrap_or(0),
    );
    let (mut free, mut total) = (0usize, 0usize);
    // SAFETY: out-pointers to locals.
    api.cuda(
        unsafe { (api.mem_get_info)(&mut free, &mut total) },
        "cudaMemGetInfo",
    )?;
    gpu.free_mib = Some(free as u64 >> 20);
    gpu.total_mib = Some(total as u64 >> 20);
    let Some(mut n) = workload::plan_n(free as u64, p.fraction, p.max_n) else {
        return Err(CallError {
            code: CUDA_ERROR_MEMORY_ALLOCATION,
            err: StressError {
                stage: "sizing".into(),
                name: "not enough free memory".into(),
                message: format!(
                    "{} MiB free; the smallest test needs {} MiB",
                    free >> 20,
                    (workload::BYTES_PER_N2 * (workload::N_STEP as u64).pow(2)) >> 20
                ),
            },
        });
    };
    // Allocate A, B (room for 4-byte elements) and C (FP32); on out-of-memory, halve n.
    let (a_dev, b_dev, c_dev) = loop {
        let bytes = n as usize * n as usize * 4;
        let got = (|| -> Result<_, CallError> {
            Ok((
                dev_alloc(api, bytes)?,
                dev_alloc(api, bytes)?,
                dev_alloc(api, bytes)?,
            ))
        })();
        match got {
            Ok(bufs) => break bufs,
            Err(e) if e.code == CUDA_ERROR_MEMORY_ALLOCATION => match workload::smaller_n(n) {
                Some(smaller) => {
                    gpu.warnings.push(format!(
                        "out of memory allocating 3 x {} MiB for n={n}; retried with n={smaller}",
                        bytes >> 20
                    ));
                    n = smaller;
                }
                None => return Err(e),
            },
            Err(e) => return Err(e),
        }
    };
    gpu.n = Some(n);
    let busy = AtomicBool::new(false);
    let stop = AtomicBool::new(false);
    let samples = Mutex::new(Vec::new());
    let device = nvml.and_then(|nv| nv.device_by_pci_bus_id(gpu.pci_bus_id.as_deref()?).ok());
    let result = std::thread::scope(|scope| {
        if let Some(device) = &device {
            scope.spawn(|| sample_nvml(device, &busy, &stop, &samples));
        }
        let r = (|| {
            bandwidth(api, gpu, &a_dev, n, &busy)?;
            progress.say(format!(
                "GPU {}: {} n={n}, copies H2D {:.1} GB/s D2H {:.1} GB/s",
                gpu.index,
                gpu.name,
                gpu.h2d_gbps.unwrap_or(0.0),
                gpu.d2h_gbps.unwrap_or(0.0)
            ));
            let mut rng = Rng::new(gpu.seed);
            let a = workload::int_matrix(n, &mut rng);
            let b = workload::int_matrix(n, &mut rng);
            let mut handle: Ptr = std::ptr::null_mut();
            // SAFETY: out-pointer to a local; the device is current on this thread.
            api.blas(unsafe { (api.blas_create)(&mut handle) }, "cublasCreate")?;
            let mut out = Ok(());
            for &dt in &p.dtypes {
                if let Err(why) = dt.supported_on(cc) {
                    gpu.skipped_dtypes.push(StressSkipped {
                        dtype: dt.name().into(),
                        why,
                    });
                    continue;
                }
                let bufs = (&a_dev, &b_dev, &c_dev);
                match run_dtype(api, handle, dt, n, bufs, (&a, &b), gpu, p, &busy, progress) {
                    Ok(r) => gpu.dtypes.push(r),
                    Err(e) => {
                        out = Err(e);
                        break;
                    }
                }
            }
            // SAFETY: the handle was created above and is destroyed once.
            unsafe { (api.blas_destroy)(handle) };
            out
        })();
        stop.store(true, Ordering::Relaxed);
        r
    });
    if let Some(device) = &device {
        gpu.telemetry = Some(telemetry(device, &samples.into_inner().unwrap_or_default()));
    }
    result
}

/// Pinned-memory copy bandwidth both ways, median of five copies after one warm-up.
fn bandwidth(
    api: &Api,
    gpu: &mut StressGpu,
    dev: &DevBuf,
    n: u32,
    busy: &AtomicBool,
) -> Result<(), CallError> {
    let bytes = (n as usize * n as usize * 4).min(256 << 20);
    let mut host: Ptr = std::ptr::null_mut();
    // SAFETY: out-pointer to a local.
    if let Err(e) = api.cuda(
        unsafe { (api.malloc_host)(&mut host, bytes) },
        "cudaMallocHost",
    ) {
        gpu.warnings.push(format!(
            "no pinned host memory for the copy test ({}): bandwidth not measured",
            e.err.name
        ));
        return Ok(());
    }
    let events = Events::new(api)?;
    let measure = |kind: c_int| -> Result<f64, CallError> {
        let mut times = Vec::new();
        for i in 0..6 {
            let ms = events.time(|| {
                // SAFETY: both buffers hold at least `bytes`.
                let code = unsafe {
                    if kind == H2D {
                        (api.memcpy)(dev.ptr, host, bytes, H2D)
                    } else {
                        (api.memcpy)(host, dev.ptr, bytes, D2H)
                    }
                };
                api.cuda(code, "cudaMemcpy")
            })?;
            if i > 0 {
                times.push(ms);
            }
        }
        Ok(bytes as f64 / (median(&mut times) / 1e3) / 1e9)
    };
    busy.store(true, Ordering::Relaxed);
    let r = (|| -> Result<_, CallError> { Ok((measure(H2D)?, measure(D2H)?)) })();
    busy.store(false, Ordering::Relaxed);
    // SAFETY: allocated above, freed once.
    unsafe { (api.free_host)(host) };
    let (h2d, d2h) = r?;
    gpu.h2d_gbps = Some(h2d);
    gpu.d2h_gbps = Some(d2h);
    Ok(())
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    if v.is_empty() { 0.0 } else { v[v.len() / 2] }
}

/// Timed, checked GEMMs of one data type: warm-up, a calibration GEMM, then rounds of
/// `iters` GEMMs between two events until the time budget is spent (three rounds at least).
#[allow(clippy::too_many_arguments)]
fn run_dtype(
    api: &Api,
    handle: Ptr,
    dt: Dtype,
    n: u32,
    (a_dev, b_dev, c_dev): (&DevBuf, &DevBuf, &DevBuf),
    (a, b): (&[i8], &[i8]),
    gpu: &StressGpu,
    p: &Params,
    busy: &AtomicBool,
    progress: &Progress,
) -> Result<StressDtypeResult, CallError> {
    let stage = format!("cublasGemmEx {}", dt.name());
    progress.say(format!("GPU {}: {} warm-up", gpu.index, dt.label()));
    for (host, dev) in [(a, a_dev), (b, b_dev)] {
        let bytes = workload::encode(host, dt);
        // SAFETY: the device buffer holds n*n 4-byte elements, at least `bytes.len()`.
        api.cuda(
            unsafe { (api.memcpy)(dev.ptr, bytes.as_ptr().cast(), bytes.len(), H2D) },
            "cudaMemcpy (upload)",
        )?;
    }
    api.blas(
        // SAFETY: a live handle.
        unsafe { (api.blas_set_math_mode)(handle, CUBLAS_DEFAULT_MATH) },
        "cublasSetMathMode",
    )?;
    let (alpha, beta) = (1f32, 0f32);
    let ni = n as c_int;
    let gemm = || {
        // SAFETY: n x n column-major operands on this device, FP32 scalars for a 32F compute
        // type, C in FP32 with beta 0 (C is only written).
        let code = unsafe {
            (api.gemm_ex)(
                handle,
                0,
                0,
                ni,
                ni,
                ni,
                (&alpha as *const f32).cast(),
                a_dev.ptr,
                dt.cuda_type(),
                ni,
                b_dev.ptr,
                dt.cuda_type(),
                ni,
                (&beta as *const f32).cast(),
                c_dev.ptr,
                CUDA_R_32F,
                ni,
                dt.compute_type(),
                CUBLAS_GEMM_DEFAULT,
            )
        };
        api.blas(code, &stage)
    };
    let events = Events::new(api)?;
    busy.store(true, Ordering::Relaxed);
    gemm()?;
    // SAFETY: plain call.
    api.cuda(
        unsafe { (api.device_synchronize)() },
        "cudaDeviceSynchronize",
    )?;
    let one_ms = events.time(gemm)?.max(1e-3);
    let iters = ((p.round_seconds * 1e3 / one_ms) as u64).clamp(1, 100_000);
    let mut rounds: Vec<f64> = Vec::new();
    let mut total_ms = 0.0;
    let mut result = StressDtypeResult {
        dtype: dt.name().into(),
        mismatches_exact: true,
        ..StressDtypeResult::default()
    };
    let start = Instant::now();
    let mut last_check: Option<Instant> = None;
    let n2 = n as usize * n as usize;
    loop {
        let check = last_check.is_none_or(|t| t.elapsed().as_secs_f64() >= p.verify_every_seconds);
        if check {
            // Poison C (all bits set: NaN) so an element the GEMM never wrote shows.
            api.cuda(
                // SAFETY: C holds n*n floats.
                unsafe { (api.memset)(c_dev.ptr, 0xFF, n2 * 4) },
                "cudaMemset",
            )?;
        }
        busy.store(true, Ordering::Relaxed);
        let ms = events.time(|| (0..iters).try_for_each(|_| gemm()))?;
        busy.store(false, Ordering::Relaxed);
        total_ms += ms;
        result.gemms += iters;
        rounds.push(workload::tflops(n, iters, ms / 1e3));
        if check {
            let mut c = vec![0f32; n2];
            api.cuda(
                // SAFETY: c holds n*n floats, like C.
                unsafe { (api.memcpy)(c.as_mut_ptr().cast(), c_dev.ptr, n2 * 4, D2H) },
                "cudaMemcpy (result)",
            )?;
            let v = workload::verify(a, b, &c, n, gpu.seed ^ result.gemms);
            result.verified += 1;
            result.mismatches += v.mismatches;
            result.mismatches_exact &= v.exact;
            for m in v.examples {
                if result.mismatch_examples.len() < 5 {
                    result.mismatch_examples.push(m);
                }
            }
            last_check = Some(Instant::now());
        }
        progress.say(format!(
            "GPU {}: {} {:.1} TFLOP/s, {} mismatches",
            gpu.index,
            dt.label(),
            rounds[rounds.len() - 1],
            result.mismatches
        ));
        if start.elapsed().as_secs_f64() >= p.seconds_per_dtype && rounds.len() >= 3 {
            break;
        }
    }
    result.seconds = total_ms / 1e3;
    result.tflops_min = rounds.iter().copied().fold(f64::INFINITY, f64::min);
    result.tflops_max = rounds.iter().copied().fold(0.0, f64::max);
    result.tflops = median(&mut rounds);
    Ok(result)
}

/// Read NVML every 100 ms while `busy`; idle moments (CPU-side checking) are not sampled,
/// so "gpu_idle" never appears just because gpudoc was verifying.
fn sample_nvml(
    device: &nvml_wrapper::Device,
    busy: &AtomicBool,
    stop: &AtomicBool,
    samples: &Mutex<Vec<Sample>>,
) {
    use nvml_wrapper::enum_wrappers::device::{Clock, TemperatureSensor};
    while !stop.load(Ordering::Relaxed) {
        if busy.load(Ordering::Relaxed) {
            let s = Sample {
                sm_clock_mhz: device.clock_info(Clock::SM).ok(),
                temperature_c: device.temperature(TemperatureSensor::Gpu).ok(),
                power_mw: device.power_usage().ok(),
                throttle_bits: device.current_throttle_reasons().ok().map(|r| r.bits()),
                pcie_gen: device.current_pcie_link_gen().ok(),
                pcie_width: device.current_pcie_link_width().ok(),
            };
            if let Ok(mut v) = samples.lock() {
                v.push(s);
            }
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn telemetry(device: &nvml_wrapper::Device, samples: &[Sample]) -> crate::facts::StressTelemetry {
    use nvml_wrapper::enum_wrappers::device::Clock;
    let mut notes = Vec::new();
    let mut note =
        |what: &str, e: nvml_wrapper::error::NvmlError| notes.push(format!("{what}: {e}"));
    let limits = workload::Limits {
        sm_clock_mhz_max: device
            .max_clock_info(Clock::SM)
            .map_err(|e| note("max SM clock", e))
            .ok(),
        power_limit_mw: device
            .enforced_power_limit()
            .map_err(|e| note("power limit", e))
            .ok(),
        pcie_gen_max: device
            .max_pcie_link_gen()
            .map_err(|e| note("max PCIe generation", e))
            .ok(),
        pcie_width_max: device
            .max_pcie_link_width()
            .map_err(|e| note("max PCIe width", e))
            .ok(),
    };
    let mut t = workload::summarize(samples, &limits);
    t.notes.extend(notes);
    t
}
