//! The NCCL smoke test's child: `gpudoc __probe nccl --lib LIBNCCL --lib LIBCUDART --params
//! JSON` loads both with libloading, builds one communicator per GPU in this one process
//! (ncclCommInitAll), sums a known FP32 buffer across the GPUs with ncclAllReduce, times it,
//! and checks every element of every GPU's result against the exact sum. It prints a
//! [`StressNccl`] as the runner's answer line.
//!
//! NCCL can hang (a broken link, a wedged GPU, a bad topology guess): that is why this is a
//! child of its own with its own deadline. Before each step it writes "gpudoc nccl: STEP" to
//! stderr, so a killed run still says where it stopped; NCCL_DEBUG=WARN output (set by the
//! parent) lands beside it.

use std::ffi::{c_char, c_int, c_void};
use std::path::PathBuf;
use std::time::Instant;

use libloading::Library;
use serde::{Deserialize, Serialize};

use crate::facts::{StressError, StressNccl};

/// What the parent asks for.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct NcclParams {
    /// CUDA ordinals, one rank each.
    pub gpus: Vec<u32>,
    /// Largest buffer per GPU in bytes (smaller when free memory is short).
    pub max_bytes: u64,
    /// Timed all-reduces after one warm-up.
    pub iterations: u32,
}

type Ptr = *mut c_void;

/// ncclFloat32 and ncclSum (nccl.h).
const NCCL_FLOAT32: c_int = 7;
const NCCL_SUM: c_int = 0;

struct Nccl {
    _nccl: Library,
    _cudart: Library,
    get_version: unsafe extern "C" fn(*mut c_int) -> c_int,
    error_string: unsafe extern "C" fn(c_int) -> *const c_char,
    init_all: unsafe extern "C" fn(*mut Ptr, c_int, *const c_int) -> c_int,
    destroy: unsafe extern "C" fn(Ptr) -> c_int,
    group_start: unsafe extern "C" fn() -> c_int,
    group_end: unsafe extern "C" fn() -> c_int,
    all_reduce: unsafe extern "C" fn(*const c_void, Ptr, usize, c_int, c_int, Ptr, Ptr) -> c_int,
    set_device: unsafe extern "C" fn(c_int) -> c_int,
    mem_get_info: unsafe extern "C" fn(*mut usize, *mut usize) -> c_int,
    malloc: unsafe extern "C" fn(*mut Ptr, usize) -> c_int,
    free: unsafe extern "C" fn(Ptr) -> c_int,
    memcpy: unsafe extern "C" fn(Ptr, *const c_void, usize, c_int) -> c_int,
    stream_create: unsafe extern "C" fn(*mut Ptr) -> c_int,
    stream_destroy: unsafe extern "C" fn(Ptr) -> c_int,
    stream_synchronize: unsafe extern "C" fn(Ptr) -> c_int,
    cuda_error_name: unsafe extern "C" fn(c_int) -> *const c_char,
}

fn err(stage: &str, name: impl Into<String>, message: impl Into<String>) -> StressError {
    StressError {
        stage: stage.into(),
        name: name.into(),
        message: message.into(),
    }
}

impl Nccl {
    fn load(nccl: &PathBuf, cudart: &PathBuf) -> Result<Nccl, StressError> {
        let open = |p: &PathBuf| {
            // SAFETY: loading runs the library's initialisers; that is why this is a child.
            unsafe { Library::new(p) }
                .map_err(|e| err(&format!("load {}", p.display()), "dlopen", e.to_string()))
        };
        let (n, rt) = (open(nccl)?, open(cudart)?);
        let missing = |e: String| err("symbols", "entry point missing", e);
        // SAFETY: each signature is the one in nccl.h / cuda_runtime_api.h.
        unsafe {
            use super::gemm_child::sym;
            Ok(Nccl {
                get_version: sym(&n, "ncclGetVersion").map_err(missing)?,
                error_string: sym(&n, "ncclGetErrorString").map_err(missing)?,
                init_all: sym(&n, "ncclCommInitAll").map_err(missing)?,
                destroy: sym(&n, "ncclCommDestroy").map_err(missing)?,
                group_start: sym(&n, "ncclGroupStart").map_err(missing)?,
                group_end: sym(&n, "ncclGroupEnd").map_err(missing)?,
                all_reduce: sym(&n, "ncclAllReduce").map_err(missing)?,
                set_device: sym(&rt, "cudaSetDevice").map_err(missing)?,
                mem_get_info: sym(&rt, "cudaMemGetInfo").map_err(missing)?,
                malloc: sym(&rt, "cudaMalloc").map_err(missing)?,
                free: sym(&rt, "cudaFree").map_err(missing)?,
                memcpy: sym(&rt, "cudaMemcpy").map_err(missing)?,
                stream_create: sym(&rt, "cudaStreamCreate").map_err(missing)?,
                stream_destroy: sym(&rt, "cudaStreamDestroy").map_err(missing)?,
                stream_synchronize: sym(&rt, "cudaStreamSynchronize").map_err(missing)?,
                cuda_error_name: sym(&rt, "cudaGetErrorName").map_err(missing)?,
                _nccl: n,
                _cudart: rt,
            })
        }
    }

    fn nccl(&self, code: c_int, stage: &str) -> Result<(), StressError> {
        if code == 0 {
            return Ok(());
        }
        // SAFETY: a static C string for any result code.
        let text = unsafe { cstr((self.error_string)(code)) };
        Err(err(stage, format!("ncclResult {code}"), text))
    }

    fn cuda(&self, code: c_int, stage: &str) -> Result<(), StressError> {
        if code == 0 {
            return Ok(());
        }
        // SAFETY: a static C string for any error code.
        let name = unsafe { cstr((self.cuda_error_name)(code)) };
        Err(err(stage, name, format!("CUDA error {code}")))
    }
}

/// SAFETY: `p` is null or a NUL-terminated string that outlives the call.
unsafe fn cstr(p: *const c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: forwarded to the caller.
    unsafe { std::ffi::CStr::from_ptr(p) }
        .to_string_lossy()
        .into_owned()
}

/// "2.27.3" from ncclGetVersion's code (major*10000 + minor*100 + patch since 2.9, before
/// that major*1000 + minor*100 + patch).
pub fn version_string(code: i64) -> String {
    let (major, rest) = if code >= 10000 {
        (code / 10000, code % 10000)
    } else {
        (code / 1000, code % 1000)
    };
    format!("{major}.{}.{}", rest / 100, rest % 100)
}

/// The value rank `r` contributes at element `k`: small integers, so every sum is exact in
/// FP32 in any order.
pub fn contribution(k: usize, r: usize) -> f32 {
    ((k * 7 + r * 13) % 61) as f32 - 30.0
}

/// Where a step begins, for the parent (and for a run that is killed mid-step).
fn step(what: &str) {
    eprintln!("gpudoc nccl: {what}");
}

/// Entry point of `gpudoc __probe nccl`: print the answer line, return the exit status.
pub fn main(libs: &[PathBuf], params: &str) -> u8 {
    let mut out = StressNccl::default();
    match (serde_json::from_str::<NcclParams>(params), libs) {
        (Ok(p), [nccl, cudart, ..]) => {
            out.library = Some(nccl.display().to_string());
            out.gpus = p.gpus.clone();
            if let Err(e) = run(nccl, cudart, &p, &mut out) {
                out.error = Some(e);
            }
        }
        (Ok(_), _) => out.error = Some(err("arguments", "usage", "needs --lib NCCL --lib CUDART")),
        (Err(e), _) => out.error = Some(err("arguments", "usage", format!("bad --params: {e}"))),
    }
    crate::runner::answer(&out)
}

fn run(
    nccl: &PathBuf,
    cudart: &PathBuf,
    p: &NcclParams,
    out: &mut StressNccl,
) -> Result<(), StressError> {
    step("load");
    let api = Nccl::load(nccl, cudart)?;
    let mut code: c_int = 0;
    // SAFETY: out-pointer to a local.
    api.nccl(unsafe { (api.get_version)(&mut code) }, "ncclGetVersion")?;
    out.version = Some(version_string(code as i64));
    let n = p.gpus.len();
    // Buffer size: the same on every GPU, a small share of the least free memory.
    let mut least_free = usize::MAX;
    for &g in &p.gpus {
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: plain calls with out-pointers to locals.
        unsafe {
            api.cuda((api.set_device)(g as c_int), "cudaSetDevice")?;
            api.cuda((api.mem_get_info)(&mut free, &mut total), "cudaMemGetInfo")?;
        }
        least_free = least_free.min(free);
    }
    let bytes = (least_free / 16).min(p.max_bytes as usize) & !0xFFFF;
    if bytes == 0 {
        return Err(err(
            "sizing",
            "not enough free memory",
            format!("{} MiB free", least_free >> 20),
        ));
    }
    let count = bytes / 4;
    out.elements = count as u64;
    step(&format!("ncclCommInitAll over {n} GPUs"));
    let devs: Vec<c_int> = p.gpus.iter().map(|&g| g as c_int).collect();
    let mut comms: Vec<Ptr> = vec![std::ptr::null_mut(); n];
    // SAFETY: `comms` has room for one communicator per device in `devs`.
    api.nccl(
        unsafe { (api.init_all)(comms.as_mut_ptr(), n as c_int, devs.as_ptr()) },
        "ncclCommInitAll",
    )?;
    // Buffers and streams per GPU; everything made is released below, whatever happened.
    let mut bufs: Vec<(Ptr, Ptr, Ptr)> = Vec::new();
    let result = (|| -> Result<(), StressError> {
        step("buffers");
        for (r, &g) in p.gpus.iter().enumerate() {
            let host: Vec<f32> = (0..count).map(|k| contribution(k, r)).collect();
            let (mut send, mut recv, mut stream): (Ptr, Ptr, Ptr) = (
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            );
            // SAFETY: out-pointers to locals; `host` holds `bytes`.
            unsafe {
                api.cuda((api.set_device)(g as c_int), "cudaSetDevice")?;
                api.cuda((api.malloc)(&mut send, bytes), "cudaMalloc")?;
                bufs.push((send, std::ptr::null_mut(), std::ptr::null_mut()));
                api.cuda((api.malloc)(&mut recv, bytes), "cudaMalloc")?;
                bufs.last_mut().expect("pushed").1 = recv;
                api.cuda((api.stream_create)(&mut stream), "cudaStreamCreate")?;
                bufs.last_mut().expect("pushed").2 = stream;
                api.cuda(
                    (api.memcpy)(send, host.as_ptr().cast(), bytes, 1),
                    "cudaMemcpy",
                )?;
            }
        }
        let all_reduce = || -> Result<f64, StressError> {
            let start = Instant::now();
            // SAFETY: one all-reduce per communicator inside a group (one process driving
            // several GPUs), on buffers and streams of that communicator's GPU.
            unsafe {
                api.nccl((api.group_start)(), "ncclGroupStart")?;
                for (r, &(send, recv, stream)) in bufs.iter().enumerate() {
                    api.nccl(
                        (api.all_reduce)(
                            send,
                            recv,
                            count,
                            NCCL_FLOAT32,
                            NCCL_SUM,
                            comms[r],
                            stream,
                        ),
                        "ncclAllReduce",
                    )?;
                }
                api.nccl((api.group_end)(), "ncclGroupEnd")?;
                for (&g, &(_, _, stream)) in p.gpus.iter().zip(&bufs) {
                    api.cuda((api.set_device)(g as c_int), "cudaSetDevice")?;
                    api.cuda((api.stream_synchronize)(stream), "cudaStreamSynchronize")?;
                }
            }
            Ok(start.elapsed().as_secs_f64() * 1e3)
        };
        step("ncclAllReduce warm-up");
        all_reduce()?;
        step("ncclAllReduce timed");
        let mut times = Vec::new();
        for _ in 0..p.iterations.max(1) {
            times.push(all_reduce()?);
        }
        out.iterations = times.len() as u32;
        times.sort_by(f64::total_cmp);
        let ms = times[times.len() / 2].max(1e-6);
        out.ms = Some(ms);
        // NCCL's bus bandwidth: what each link carried, comparable across GPU counts.
        let algbw = bytes as f64 / (ms / 1e3) / 1e9;
        out.busbw_gbps = Some(algbw * 2.0 * (n as f64 - 1.0) / n as f64);
        step("check");
        let want: Vec<f32> = (0..count)
            .map(|k| (0..n).map(|r| contribution(k, r)).sum())
            .collect();
        for (&g, &(_, recv, _)) in p.gpus.iter().zip(&bufs) {
            let mut got = vec![0f32; count];
            // SAFETY: `got` holds `bytes`, as does `recv`.
            unsafe {
                api.cuda((api.set_device)(g as c_int), "cudaSetDevice")?;
                api.cuda(
                    (api.memcpy)(got.as_mut_ptr().cast(), recv, bytes, 2),
                    "cudaMemcpy",
                )?;
            }
            for (k, (x, w)) in got.iter().zip(&want).enumerate() {
                if x != w {
                    out.wrong += 1;
                    if out.wrong_example.is_none() {
                        out.wrong_example =
                            Some(format!("GPU {g} element {k} = {x} (expected {w})"));
                    }
                }
            }
        }
        Ok(())
    })();
    step("cleanup");
    // SAFETY: each pointer was made above and is released once (null ones are skipped).
    unsafe {
        for (&g, &(send, recv, stream)) in p.gpus.iter().zip(&bufs) {
            (api.set_device)(g as c_int);
            for b in [send, recv].into_iter().filter(|b| !b.is_null()) {
                (api.free)(b);
            }
            if !stream.is_null() {
                (api.stream_destroy)(stream);
            }
        }
        for c in comms.into_iter().filter(|c| !c.is_null()) {
            (api.destroy)(c);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nccl_versions_decode_in_both_encodings() {
        assert_eq!(version_string(22703), "2.27.3");
        assert_eq!(version_string(2804), "2.8.4");
    }

    #[test]
    fn sums_of_contributions_are_exact_small_integers() {
        let s: f32 = (0..64).map(|r| contribution(12345, r)).sum();
        assert_eq!(s.fract(), 0.0);
        assert!(s.abs() <= 64.0 * 30.0);
    }
}
