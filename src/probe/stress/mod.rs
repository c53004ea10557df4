//! Layer 7, `stress`, and `gpudoc stress`: checked, timed matrix multiplications through
//! cuBLAS on every GPU.
//!
//! The GEMMs run in a child (`gpudoc __probe stress`, see [`gemm_child`]) with the exact
//! libcudart and libcublas chosen for this machine, so a crash or a hung kernel becomes a
//! finding. Each data type (FP32, TF32, FP16, BF16, all accumulating in FP32) multiplies
//! random small-integer matrices whose exact product is known ([`workload`]), so a wrong element
//! is a fault, never rounding: any wrong element fails the check and names the GPU.
//! Throughput is compared with the GPU's datasheet peak, and NVML readings taken during the
//! run (clocks, temperature, power, throttle reasons, PCIe link) say why a GPU is slow.
//!
//! `gpudoc check` runs a short version (about half a second of GEMMs per data type);
//! `gpudoc stress --seconds N` is a burn-in with a live progress bar and a per-GPU table.
//! With several GPUs the burn-in also compares them ([`multi`]): per-GPU spread, peer-to-peer
//! copies between every pair (timed by the same child after the GEMMs) and an NCCL all-reduce
//! in a child of its own ([`nccl`], [`nccl_child`]).

pub mod gemm_child;
mod multi;
mod nccl;
pub mod nccl_child;
mod render;
pub mod workload;

pub use render::render;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use self::gemm_child::{Params, StressAnswer, StressErrorKind, StressFailure};
use self::workload::Dtype;
use super::{Ctx, Layer};
use crate::env::Env;
use crate::facts::{Facts, StressFacts, StressGpu, StressTelemetry};
use crate::matrix::Matrix;
use crate::report::{Check, Hint, Reason, Status};
use crate::runner::{ProbeResult, run_probe};

pub const LAYER: Layer = Layer {
    id: "stress",
    title: "cuBLAS matmul stress",
    needs: &["driver", "libraries"],
    uses: &[],
    checks: CHECKS,
    run,
    prefetch: None,
};

const CHECKS: &[(&str, &str)] = &[
    (
        "stress.libraries",
        "libcudart and libcublas found and loadable",
    ),
    (
        "stress.run",
        "GEMMs ran on every GPU: no hang, crash, CUDA or cuBLAS error (out of memory: smaller size)",
    ),
    (
        "stress.correctness",
        "every checked GEMM result equals the exact integer product (any wrong element fails)",
    ),
    (
        "stress.throughput",
        "TFLOP/s per data type and GPU, against the datasheet peak",
    ),
    (
        "stress.bandwidth",
        "pinned host-to-device and device-to-host copy bandwidth",
    ),
    (
        "stress.spread",
        "burn-in on several GPUs: no GPU more than 10% below the median TFLOP/s of its siblings",
    ),
    (
        "stress.p2p",
        "burn-in on several GPUs: peer-to-peer copy bandwidth and latency per pair, against the link",
    ),
    (
        "stress.nccl",
        "burn-in on several GPUs: an NCCL all-reduce across them returns the exact sum, without hanging",
    ),
    (
        "stress.health",
        "clocks, temperature, power, throttle reasons and PCIe link under load (NVML)",
    ),
];

/// Below this share of the datasheet peak a data type's throughput is a warning.
const SLOW_FRACTION: f64 = 0.5;

/// The short run of `gpudoc check`: a few seconds in all on one GPU.
fn check_params() -> Params {
    Params {
        gpus: None,
        dtypes: Dtype::ALL.to_vec(),
        seconds_per_dtype: 0.4,
        // 4096 still fills an H200's tensor cores, and keeps the CPU side (test data and the
        // exact check of every element) near a quarter of n=8192's: 7.9 s in all at 8192.
        max_n: 4096,
        fraction: 0.25,
        round_seconds: 0.1,
        // Check the first round only (a finite number: JSON has no infinity).
        verify_every_seconds: 1e9,
        nvml: None,
        progress: None,
        seed: None,
        // Peer copies and NCCL belong to the burn-in: `gpudoc check` stays short.
        p2p: false,
    }
}

/// What `gpudoc stress` asks for, as plain values.
#[derive(Debug, Clone)]
pub struct BurnInSpec {
    /// Seconds on each GPU, split evenly between the data types.
    pub seconds: u64,
    /// CUDA ordinals; `None` means every GPU.
    pub gpus: Option<Vec<u32>>,
    /// Data types; empty means all four.
    pub dtypes: Vec<Dtype>,
    /// Matrix side; `None` picks the largest that fits a quarter of free memory.
    pub size: Option<u32>,
    /// Extra seconds beyond `seconds` before the run counts as hung.
    pub grace: Duration,
}

/// What a burn-in found: its checks, the per-GPU results, and whether it stressed nothing.
#[derive(Debug, Clone)]
pub struct BurnIn {
    pub checks: Vec<Check>,
    pub stress: Option<StressFacts>,
    /// True when it failed or stressed nothing (no library, no GPU): never a pass.
    pub failed: bool,
}

/// The burn-in: the same driver and libraries layers `gpudoc check` runs choose the GPUs'
/// NVML and the exact libcudart/libcublas the framework would load, then one child runs the
/// GEMMs; `tick(elapsed, last progress line)` is called about ten times a second.
pub fn burn_in(
    env: &Env,
    matrix: &Matrix,
    framework: crate::frameworks::FrameworkSelection,
    spec: &BurnInSpec,
    tick: impl Fn(Duration, Option<String>),
) -> BurnIn {
    let dtypes = if spec.dtypes.is_empty() {
        Dtype::ALL.to_vec()
    } else {
        spec.dtypes.clone()
    };
    let mut ctx = Ctx::new(env, matrix, framework);
    ctx.invocation.framework = framework;
    let selection = crate::probe::LayerSelection {
        only: vec!["driver".into(), "libraries".into()],
        skip: vec![],
    };
    let (layers, facts) = crate::probe::run_all(&ctx, &selection, &crate::probe::Unobserved);
    let params = Params {
        gpus: spec.gpus.clone(),
        seconds_per_dtype: spec.seconds as f64 / dtypes.len() as f64,
        dtypes,
        max_n: spec.size.unwrap_or(BURN_IN_MAX_N),
        fraction: if spec.size.is_some() { 0.9 } else { 0.25 },
        round_seconds: 0.25,
        verify_every_seconds: 5.0,
        nvml: facts
            .driver
            .as_ref()
            .and_then(|d| d.nvml_library.as_ref())
            .map(PathBuf::from),
        progress: None,
        seed: None,
        p2p: true,
    };
    // No usable driver (none installed, none passed into the container, NVML broken), so
    // NVML knows no GPU: that is the problem to fix, with the driver layer's own fix; missing
    // libraries or a CUDA error from the runtime would only be its symptoms. (A driver check
    // that fails while GPUs are known, a down NVLink lane say, does not stop the burn-in.)
    let driver_failure = layers
        .iter()
        .filter(|l| l.id == "driver")
        .flat_map(|l| &l.checks)
        .find(|c| c.status == Status::Fail && c.caused_by.is_none())
        .filter(|_| facts.gpus.is_empty())
        .cloned();
    let (mut checks, stress) = match stress_libraries(&facts) {
        Err(mut reasons) => {
            reasons.extend(
                layers
                    .iter()
                    .flat_map(|l| &l.checks)
                    .filter(|c| {
                        matches!(c.status, Status::Fail | Status::Warn)
                            || (c.status == Status::Skip && c.id.starts_with("libraries."))
                    })
                    .map(|c| format!("{}: {}", c.id, c.summary)),
            );
            (
                vec![libraries_missing(&reasons, Status::Fail, matrix)],
                None,
            )
        }
        Ok((cudart, cublas))
            if env.may_load(&cudart).is_err() || env.may_load(&cublas).is_err() =>
        {
            let why = format!(
                "stress {}: it would load {} and {}",
                crate::env::NOT_RUN_UNDER_ROOT,
                cudart.display(),
                cublas.display()
            );
            let hint = Hint::new(
                "Trust the root to run its CUDA libraries, or name your own with --lib-dir",
                &["gpudoc stress --trust-root"],
            );
            (vec![Check::fail("stress.run", why).hint(hint)], None)
        }
        Ok((cudart, cublas)) => {
            // The peer copies come after the GEMMs: allow a second per ordered pair.
            let gpus = spec.gpus.as_ref().map_or(facts.gpus.len(), Vec::len) as u64;
            let copies = Duration::from_secs(gpus * gpus.saturating_sub(1));
            let total = Duration::from_secs(spec.seconds) + spec.grace + copies;
            let started = Instant::now();
            let ran = run_child(env, &cudart, &cublas, &params, total, &tick);
            let (mut checks, mut stress) =
                judge(&ran, &|name, dt| datasheet_peak(matrix, name, dt));
            if let Some(s) = stress.as_mut() {
                let find_nccl = || {
                    let site_packages = crate::probe::python::interpreter(&ctx)
                        .map(|i| i.site_packages.clone())
                        .unwrap_or_default();
                    nccl::locate(env, &site_packages, &[&cudart, &cublas])
                };
                if s.gpus.len() > 1 {
                    tick(started.elapsed(), Some("NCCL all-reduce".into()));
                }
                s.nccl = Some(nccl::smoke_test(env, &cudart, find_nccl, s, spec.grace));
                let several = [
                    multi::spread_check(s),
                    multi::p2p_check(s, &|link, g| matrix.link_gbps_per_lane(link, g)),
                    multi::nccl_check(s.nccl.as_ref()),
                ];
                let at = checks
                    .iter()
                    .position(|c| c.id == "stress.health")
                    .unwrap_or(checks.len());
                checks.splice(at..at, several);
            }
            (checks, stress)
        }
    };
    let nothing_ran = stress
        .as_ref()
        .is_none_or(|s| s.gpus.iter().all(|g| g.dtypes.is_empty()));
    if nothing_ran
        && let Some(d) = driver_failure
        && checks.iter().any(reached_no_gpu)
    {
        checks = vec![driver_led(&d, &checks)];
    }
    crate::probe::finisher(&ctx).finish_checks(&mut checks);
    let failed = nothing_ran || checks.iter().any(|c| c.status == Status::Fail);
    BurnIn {
        checks,
        stress,
        failed,
    }
}

/// The burn-in's largest matrix side when `--size` is not given.
const BURN_IN_MAX_N: u32 = 8192;

/// The GPU's datasheet peak for a data type, from the compatibility matrix.
pub fn datasheet_peak(matrix: &Matrix, gpu_name: &str, dtype: Dtype) -> Option<f64> {
    matrix.gpu_peak_tflops(gpu_name, dtype)
}

fn run(ctx: &Ctx, facts: &mut Facts) -> Vec<Check> {
    if facts.gpus.is_empty() {
        let why = if ctx.env.untrusted_root() && facts.driver.is_none() {
            format!(
                "skipped: no GPU known (NVML {})",
                crate::env::NOT_RUN_UNDER_ROOT
            )
        } else {
            "skipped: the driver layer found no GPU".to_string()
        };
        return vec![Check::skip("stress.run", why)];
    }
    let (cudart, cublas) = match stress_libraries(facts) {
        Ok(libs) => libs,
        Err(searched) => return vec![libraries_missing(&searched, Status::Skip, ctx.matrix)],
    };
    if let Err(why) = ctx.env.may_load(&cudart).and(ctx.env.may_load(&cublas)) {
        return vec![Check::skip("stress.run", why)];
    }
    let mut params = check_params();
    params.nvml = facts
        .driver
        .as_ref()
        .and_then(|d| d.nvml_library.as_ref())
        .map(PathBuf::from);
    let ran = run_child(
        ctx.env,
        &cudart,
        &cublas,
        &params,
        ctx.env.timeout,
        &|_, _| {},
    );
    let (checks, stress) = judge(&ran, &|name, dt| datasheet_peak(ctx.matrix, name, dt));
    facts.stress = stress;
    checks
}

/// A failure that says the stress never reached a GPU (no libraries to load, or the runtime
/// found no device or no usable driver), as opposed to a GPU that crashed, hung or erred.
fn reached_no_gpu(c: &Check) -> bool {
    const NO_GPU: [&str; 5] = [
        "cudaErrorNoDevice",
        "cudaErrorInsufficientDriver",
        "cudaErrorInitializationError",
        "cudaErrorCallRequiresNewerDriver",
        "no CUDA-capable device",
    ];
    c.status != Status::Pass
        && c.reason.is_none()
        && (c.id == "stress.libraries"
            || std::iter::once(&c.summary)
                .chain(&c.evidence)
                .any(|t| NO_GPU.iter().any(|n| t.contains(n))))
}

/// Nothing ran and the driver layer failed: the driver's failure, with its fix, is what to
/// act on; what the stress saw (no libraries, a CUDA error) follows as evidence.
fn driver_led(driver: &Check, symptoms: &[Check]) -> Check {
    let mut c = Check::fail(
        "stress.run",
        format!("nothing to stress: {}", driver.summary),
    )
    .evidence(format!("{}: {}", driver.id, driver.summary))
    .evidence_all(driver.evidence.iter().cloned())
    .evidence_all(
        symptoms
            .iter()
            .filter(|s| s.status == Status::Fail)
            .map(|s| format!("{}: {}", s.id, s.summary)),
    );
    c.hint = driver.hint.clone();
    c.explain = driver.explain.clone();
    c.reason = driver.reason;
    c
}

/// libcudart and libcublas for the stress child: the exact files the libraries layer chose
/// for the framework (`facts.cuda_runtime.path`, `facts.cublas.path`), so the stress
/// exercises what the framework will load. On failure, says which one is missing.
pub fn stress_libraries(facts: &Facts) -> Result<(PathBuf, PathBuf), Vec<String>> {
    let path = |l: &Option<crate::facts::LibraryFacts>| {
        l.as_ref()
            .map(|l| PathBuf::from(&l.path))
            .filter(|p| p.is_file())
    };
    match (path(&facts.cuda_runtime), path(&facts.cublas)) {
        (Some(rt), Some(blas)) => Ok((rt, blas)),
        (rt, blas) => Err([("libcudart", rt), ("libcublas", blas)]
            .into_iter()
            .filter(|(_, p)| p.is_none())
            .map(|(name, _)| format!("the libraries layer chose no {name} for this framework"))
            .collect()),
    }
}

fn libraries_missing(reasons: &[String], status: Status, matrix: &Matrix) -> Check {
    // The runtime and cuBLAS wheels: named for every CUDA major, installed for the default.
    let runtimes: Vec<&str> = matrix
        .cuda_wheels
        .iter()
        .filter_map(|w| w.libraries.get("libcudart").map(|l| l.package.as_str()))
        .collect();
    let wheels = if runtimes.is_empty() {
        String::new()
    } else {
        format!(
            ", or the NVIDIA wheels: {} and the matching cuBLAS",
            runtimes.join(" / ")
        )
    };
    let mut commands = vec!["gpudoc check --only libraries -v".to_string()];
    if let Some(m) = matrix.default_wheel_major()
        && let (Some(rt), Some(blas)) = (
            matrix.wheel_package("libcudart", m),
            matrix.wheel_package("libcublas", m),
        )
    {
        commands.push(format!("pip install {rt} {blas}"));
    }
    let commands: Vec<&str> = commands.iter().map(String::as_str).collect();
    Check::new(
        "stress.libraries",
        status,
        "no libcudart and libcublas to stress with",
    )
    .evidence_all(reasons.iter().cloned())
    .hint(Hint::new(
        format!("See which CUDA libraries are missing and install the runtime and cuBLAS (the toolkit{wheels}), or point gpudoc at them with --lib-dir"),
        &commands,
    ))
}

/// How the stress child ended: its answer or why it gave none, and the last line of its
/// progress file (where a hung or crashed run stopped).
#[derive(Debug, Clone)]
pub struct StressRun {
    pub result: ProbeResult<StressAnswer>,
    pub last_step: Option<String>,
}

/// Run the child with a progress file; `tick(elapsed, last line)` is called about ten times a
/// second while it runs (the burn-in's progress bar).
fn run_child(
    env: &Env,
    cudart: &Path,
    cublas: &Path,
    params: &Params,
    timeout: Duration,
    tick: &dyn Fn(Duration, Option<String>),
) -> StressRun {
    let private = PrivateProgress::create();
    let progress = private.file.clone();
    // Removed on drop, or by the signal handler when gpudoc is stopped mid-run.
    crate::runner::reaper::temp_file(&progress);
    crate::runner::reaper::temp_file(&private.dir);
    let mut params = params.clone();
    params.progress = Some(progress.clone());
    let mut cmd = Command::new(&env.self_exe);
    cmd.args(["__probe", "stress", "--lib"])
        .arg(cudart)
        .arg("--lib")
        .arg(cublas);
    if let Some(nvml) = &params.nvml {
        cmd.arg("--lib").arg(nvml);
    }
    cmd.arg("--params")
        .arg(serde_json::to_string(&params).unwrap_or_default());
    let last_line = || {
        std::fs::read_to_string(&progress)
            .ok()?
            .lines()
            .last()
            .map(str::to_string)
    };
    let start = Instant::now();
    let result = std::thread::scope(|scope| {
        let handle = scope.spawn(|| run_probe::<StressAnswer>(cmd, timeout, env.deadline));
        while !handle.is_finished() {
            tick(start.elapsed(), last_line());
            std::thread::sleep(Duration::from_millis(100));
        }
        // A panic in the runner is a gpudoc bug: let it reach the caller's handler.
        handle
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    });
    let last_step = last_line();
    let _ = std::fs::remove_file(&progress);
    crate::runner::reaper::forget_temp_file(&progress);
    crate::runner::reaper::forget_temp_file(&private.dir);
    drop(private);
    StressRun { result, last_step }
}

/// The stress child's progress file: created by gpudoc, empty, with `O_EXCL` and mode 0600
/// inside a fresh directory of mode 0700 under the temporary directory, so no other user can
/// plant, read or redirect it (a predictable name in a shared /tmp could be a symlink). Both
/// go when it is dropped.
struct PrivateProgress {
    dir: PathBuf,
    file: PathBuf,
}

impl PrivateProgress {
    fn create() -> PrivateProgress {
        use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
        static RUNS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let mut dir = PathBuf::new();
        for attempt in 0..16u32 {
            dir = std::env::temp_dir().join(format!(
                "gpudoc-stress-{}-{}-{:x}",
                std::process::id(),
                RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
                nanos.wrapping_mul(2_654_435_761).wrapping_add(attempt)
            ));
            if std::fs::DirBuilder::new().mode(0o700).create(&dir).is_ok() {
                break;
            }
        }
        let file = dir.join("progress");
        // Best effort, as progress itself: when the file cannot be made, the child's own
        // open fails too and the run simply has no progress line.
        let _ = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&file);
        PrivateProgress { dir, file }
    }
}

impl Drop for PrivateProgress {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.file);
        let _ = std::fs::remove_dir(&self.dir);
    }
}

/// "GPU 0 (NVIDIA H200, 00000000:00:06.0)"
fn gpu_label(g: &StressGpu) -> String {
    match &g.pci_bus_id {
        Some(bus) => format!("GPU {} ({}, {bus})", g.index, g.name),
        None => format!("GPU {} ({})", g.index, g.name),
    }
}

/// Judge the child's answer: the checks, plus the facts for the report. `peak(name, dtype)`
/// is the datasheet peak in TFLOP/s, when known.
pub fn judge(
    run: &StressRun,
    peak: &dyn Fn(&str, Dtype) -> Option<f64>,
) -> (Vec<Check>, Option<StressFacts>) {
    let facts = match &run.result {
        Err(unanswered) => {
            let reason = unanswered.reason();
            let what = match reason {
                Reason::Timeout => "the stress run hung",
                Reason::Crash => "the stress run crashed",
            };
            let check = Check::fail(
                "stress.run",
                format!("{what}: the child {}", unanswered.describe()),
            )
            .reason(Some(reason))
            .evidence_all(run.last_step.iter().map(|s| format!("last step: {s}")))
            .evidence_all(unanswered.stderr_tail(8))
                .hint(Hint::new(
                    "A GEMM that never finishes or kills its process points at a wedged GPU or a broken driver; check the kernel log for Xid errors",
                    &["sudo dmesg | grep -i -E 'nvrm|xid' | tail -20", "nvidia-smi"],
                ));
            return (vec![check], None);
        }
        Ok(probed) => match &probed.answer {
            StressAnswer::Error(f) => return (failure(f), None),
            StressAnswer::Ok(facts) => facts,
        },
    };
    let mut out = vec![
        Check::pass("stress.libraries", "libcudart and libcublas loaded")
            .evidence(format!("libcudart: {}", facts.cudart))
            .evidence(format!("libcublas: {}", facts.cublas))
            .evidence_all(
                facts
                    .cudart_version
                    .iter()
                    .map(|v| format!("CUDA runtime {v}")),
            ),
    ];
    out.push(run_check(facts));
    out.push(correctness_check(facts));
    out.push(throughput_check(facts, peak));
    out.push(bandwidth_check(facts));
    out.push(health_check(facts));
    (out, Some(facts.clone()))
}

fn failure(f: &StressFailure) -> Vec<Check> {
    let detail = format!("{} ({})", f.message, f.stage);
    match f.kind {
        StressErrorKind::LibraryLoad | StressErrorKind::SymbolMissing => vec![
            Check::fail(
                "stress.libraries",
                "libcudart or libcublas cannot be loaded",
            )
            .evidence(format!("loader: {detail}"))
            .hint(Hint::new(
                "Reinstall the CUDA runtime and cuBLAS of one CUDA version, for this architecture",
                &["ldconfig -p | grep -E 'libcudart|libcublas'"],
            )),
        ],
        StressErrorKind::NoGpu => vec![
            Check::pass("stress.libraries", "libcudart and libcublas loaded"),
            Check::skip("stress.run", "skipped: the CUDA runtime sees no GPU")
                .evidence(detail)
                .hint(Hint::new(
                    "Check that CUDA_VISIBLE_DEVICES does not hide the GPUs",
                    &["echo $CUDA_VISIBLE_DEVICES", "nvidia-smi -L"],
                )),
        ],
        StressErrorKind::BadGpu | StressErrorKind::CudaError | StressErrorKind::Usage => vec![
            Check::pass("stress.libraries", "libcudart and libcublas loaded"),
            Check::fail(
                "stress.run",
                format!("CUDA failed before any GEMM: {}", f.message),
            )
            .evidence(detail),
        ],
    }
}

fn run_check(facts: &StressFacts) -> Check {
    let broken: Vec<&StressGpu> = facts.gpus.iter().filter(|g| g.error.is_some()).collect();
    let skipped = facts.gpus.iter().flat_map(|g| {
        g.skipped_dtypes
            .iter()
            .map(move |s| format!("GPU {}: {} skipped: {}", g.index, s.dtype, s.why))
    });
    let warnings: Vec<String> = facts
        .gpus
        .iter()
        .flat_map(|g| {
            g.warnings
                .iter()
                .map(move |w| format!("GPU {}: {w}", g.index))
        })
        .collect();
    let sizes = facts.gpus.iter().filter_map(|g| {
        Some(format!(
            "GPU {}: n={}, {} of {} MiB free",
            g.index, g.n?, g.free_mib?, g.total_mib?
        ))
    });
    let check = if let Some(g) = broken.first() {
        let e = g.error.as_ref().expect("filtered on error");
        Check::fail(
            "stress.run",
            format!("{}: {} in {}", gpu_label(g), e.name, e.stage),
        )
        .evidence_all(broken.iter().filter_map(|g| {
            let e = g.error.as_ref()?;
            Some(format!("GPU {}: {} ({}): {}", g.index, e.name, e.stage, e.message))
        }))
        .hint(Hint::new(
            "A CUDA or cuBLAS error during plain GEMMs points at the GPU, the driver or a library mismatch; check the kernel log",
            &["sudo dmesg | grep -i -E 'nvrm|xid' | tail -20", "nvidia-smi -q -d ECC"],
        ))
    } else if let Some(w) = warnings.first() {
        Check::warn("stress.run", w.clone()).hint(Hint::new(
            "Other processes hold most of the GPU memory; stop them for a full-size run",
            &["nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv"],
        ))
    } else {
        let dtypes: usize = facts.gpus.iter().map(|g| g.dtypes.len()).sum();
        Check::pass(
            "stress.run",
            format!(
                "{dtypes} GEMM data type runs on {} GPU(s), no CUDA or cuBLAS error",
                facts.gpus.len()
            ),
        )
    };
    check
        .evidence_all(warnings.iter().skip(1).cloned())
        .evidence_all(sizes)
        .evidence_all(skipped)
}

fn correctness_check(facts: &StressFacts) -> Check {
    let verified: u32 = facts
        .gpus
        .iter()
        .flat_map(|g| &g.dtypes)
        .map(|d| d.verified)
        .sum();
    let mut bad = Vec::new();
    let mut evidence = Vec::new();
    for g in &facts.gpus {
        for d in g.dtypes.iter().filter(|d| d.mismatches > 0) {
            let count = if d.mismatches_exact {
                format!("{}", d.mismatches)
            } else {
                format!("at least {}", d.mismatches)
            };
            bad.push(format!(
                "{} computed {count} wrong element(s) in the {} GEMM",
                gpu_label(g),
                d.dtype.to_uppercase()
            ));
            evidence.extend(d.mismatch_examples.iter().map(|m| {
                format!(
                    "GPU {} {}: C[{}, {}] = {} (expected {})",
                    g.index,
                    d.dtype.to_uppercase(),
                    m.row,
                    m.col,
                    m.got,
                    m.want
                )
            }));
        }
    }
    if let Some(first) = bad.first() {
        let seeds = facts
            .gpus
            .iter()
            .map(|g| format!("GPU {} seed {}", g.index, g.seed));
        return Check::fail("stress.correctness", first.clone())
            .evidence_all(bad.iter().skip(1).cloned())
            .evidence_all(evidence)
            .evidence_all(seeds)
            .hint(Hint::new(
                "A GPU that returns wrong products is faulty or unstable (memory errors, overclock, overheating); check ECC and Xid errors, then stop using it and have it replaced",
                &[
                    "nvidia-smi -q -d ECC,PAGE_RETIREMENT,ROW_REMAPPER",
                    "sudo dmesg | grep -i xid | tail -20",
                ],
            ));
    }
    if verified == 0 {
        return Check::skip("stress.correctness", "skipped: no GEMM result was produced");
    }
    Check::pass(
        "stress.correctness",
        format!(
            "0 wrong elements in {verified} checked GEMM results (every element, exact integers)"
        ),
    )
    .evidence_all(facts.gpus.iter().filter_map(|g| {
        Some(format!(
            "GPU {}: {n}x{n} random integers in [-8, 8], seed {}",
            g.index,
            g.seed,
            n = g.n?
        ))
    }))
}

/// "612.3 TFLOP/s BF16, 62% of the 989 datasheet peak", and whether that is far below.
pub fn compare_with_peak(tflops: f64, dtype: Dtype, peak: Option<f64>) -> (String, bool) {
    let base = format!("{tflops:.1} TFLOP/s {}", dtype.label());
    match peak {
        Some(p) if p > 0.0 => {
            let share = tflops / p;
            (
                format!("{base}, {:.0}% of the {p:.0} datasheet peak", share * 100.0),
                share < SLOW_FRACTION,
            )
        }
        _ => (
            format!("{base} (no datasheet peak known for this GPU)"),
            false,
        ),
    }
}

/// Why a GPU may be slow, from the NVML readings taken during the run.
pub fn slow_reasons(t: &StressTelemetry) -> Vec<String> {
    let mut why = Vec::new();
    let alarming: Vec<&str> = t
        .throttle_reasons
        .iter()
        .map(String::as_str)
        .filter(|r| workload::is_alarming_throttle(r))
        .collect();
    if !alarming.is_empty() {
        why.push(format!("clocks throttled by {}", alarming.join(", ")));
    }
    if let (Some(med), Some(max)) = (t.sm_clock_mhz_median, t.sm_clock_mhz_max)
        && (med as f64) < 0.8 * max as f64
    {
        why.push(format!("SM clock {med} MHz under load, maximum {max} MHz"));
    }
    if let (Some(p), Some(l)) = (t.power_w_max, t.power_limit_w)
        && p >= 0.95 * l
    {
        why.push(format!("power {p:.0} W at its {l:.0} W limit"));
    }
    if let Some(temp) = t.temperature_c_max.filter(|&c| c >= 85) {
        why.push(format!("temperature reached {temp} °C"));
    }
    if let Some(link) = pcie_below_max(t) {
        why.push(link);
    }
    why
}

/// "PCIe link gen3 x1, the GPU supports gen5 x16" when the link runs below its maximum.
fn pcie_below_max(t: &StressTelemetry) -> Option<String> {
    let (g, gm, w, wm) = (
        t.pcie_gen?,
        t.pcie_gen_max?,
        t.pcie_width?,
        t.pcie_width_max?,
    );
    (g < gm || w < wm).then(|| format!("PCIe link gen{g} x{w}, the GPU supports gen{gm} x{wm}"))
}

fn throughput_check(facts: &StressFacts, peak: &dyn Fn(&str, Dtype) -> Option<f64>) -> Check {
    let mut lines = Vec::new();
    let mut slow = Vec::new();
    let mut per_gpu = Vec::new();
    for g in &facts.gpus {
        let mut parts = Vec::new();
        for d in &g.dtypes {
            let Some(dt) = Dtype::parse(&d.dtype) else {
                continue;
            };
            let (text, is_slow) = compare_with_peak(d.tflops, dt, peak(&g.name, dt));
            parts.push(format!("{:.1} {}", d.tflops, dt.label()));
            lines.push(format!(
                "GPU {}: {text} (n={}, {} GEMMs, rounds {:.1}..{:.1})",
                g.index,
                g.n.unwrap_or(0),
                d.gemms,
                d.tflops_min,
                d.tflops_max
            ));
            if is_slow {
                slow.push((g, text));
            }
        }
        if !parts.is_empty() {
            per_gpu.push(format!("GPU {}: {} TFLOP/s", g.index, parts.join(", ")));
        }
    }
    if let Some((g, text)) = slow.first() {
        let why = g.telemetry.as_ref().map(slow_reasons).unwrap_or_default();
        let because = if why.is_empty() {
            String::new()
        } else {
            format!(": {}", why.join("; "))
        };
        return Check::warn(
            "stress.throughput",
            format!("{} {text}{because}", gpu_label(g)),
        )
        .evidence_all(lines)
        .hint(Hint::new(
            "Look at the clocks, power and temperature while it runs; a throttling GPU needs cooling or power attention, a slow PCIe link a reseat",
            &["nvidia-smi -q -d PERFORMANCE,CLOCK,POWER,TEMPERATURE", "nvidia-smi dmon -s pucv"],
        ));
    }
    if per_gpu.is_empty() {
        return Check::skip("stress.throughput", "skipped: no GEMM was timed");
    }
    Check::pass("stress.throughput", per_gpu.join("; ")).evidence_all(lines)
}

fn bandwidth_check(facts: &StressFacts) -> Check {
    let lines: Vec<String> = facts
        .gpus
        .iter()
        .filter_map(|g| {
            Some(format!(
                "GPU {}: host-to-device {:.1} GB/s, device-to-host {:.1} GB/s (pinned)",
                g.index, g.h2d_gbps?, g.d2h_gbps?
            ))
        })
        .collect();
    match lines.split_first() {
        Some((first, rest)) => {
            Check::pass("stress.bandwidth", first.clone()).evidence_all(rest.iter().cloned())
        }
        None => Check::skip("stress.bandwidth", "skipped: copy bandwidth not measured"),
    }
}

/// One line of NVML readings: "SM 1980 MHz (max 1980), 62 °C, 690 of 700 W, PCIe gen5 x16".
pub(crate) fn telemetry_line(t: &StressTelemetry) -> String {
    let mut parts = Vec::new();
    if let Some(c) = t.sm_clock_mhz_median {
        let max = t
            .sm_clock_mhz_max
            .map(|m| format!(" (max {m})"))
            .unwrap_or_default();
        parts.push(format!("SM {c} MHz{max}"));
    }
    if let Some(c) = t.temperature_c_max {
        parts.push(format!("{c} °C"));
    }
    match (t.power_w_max, t.power_limit_w) {
        (Some(p), Some(l)) => parts.push(format!("{p:.0} of {l:.0} W")),
        (Some(p), None) => parts.push(format!("{p:.0} W")),
        _ => {}
    }
    if let (Some(g), Some(w)) = (t.pcie_gen, t.pcie_width) {
        parts.push(format!("PCIe gen{g} x{w}"));
    }
    if !t.throttle_reasons.is_empty() {
        parts.push(format!("throttle: {}", t.throttle_reasons.join(", ")));
    }
    if parts.is_empty() {
        "no readings".into()
    } else {
        parts.join(", ")
    }
}

fn health_check(facts: &StressFacts) -> Check {
    let read: Vec<(&StressGpu, &StressTelemetry)> = facts
        .gpus
        .iter()
        .filter_map(|g| Some((g, g.telemetry.as_ref()?)))
        .collect();
    if read.is_empty() {
        return Check::skip(
            "stress.health",
            "skipped: NVML was not available to the stress run",
        );
    }
    let lines: Vec<String> = read
        .iter()
        .map(|(g, t)| format!("GPU {}: {}", g.index, telemetry_line(t)))
        .collect();
    let notes = read.iter().flat_map(|(g, t)| {
        t.notes
            .iter()
            .map(move |n| format!("GPU {} NVML {n}", g.index))
    });
    let problem = read.iter().find_map(|(g, t)| {
        let alarming: Vec<&str> = t
            .throttle_reasons
            .iter()
            .map(String::as_str)
            .filter(|r| workload::is_alarming_throttle(r))
            .collect();
        let mut why = Vec::new();
        if !alarming.is_empty() {
            why.push(format!("clocks throttled by {}", alarming.join(", ")));
        }
        why.extend(pcie_below_max(t));
        (!why.is_empty()).then(|| format!("{}: {}", gpu_label(g), why.join("; ")))
    });
    match problem {
        Some(p) => Check::warn("stress.health", p)
            .evidence_all(lines)
            .evidence_all(notes)
            .hint(Hint::new(
                "Thermal or power-brake throttling needs cooling or power attention; a PCIe link below its maximum needs a reseat or a different slot or riser",
                &["nvidia-smi -q -d PERFORMANCE,TEMPERATURE", "sudo lspci -vv | grep -E 'LnkCap|LnkSta'"],
            )),
        None => Check::pass("stress.health", lines[0].clone())
            .evidence_all(lines.iter().skip(1).cloned())
            .evidence_all(notes),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::{StressDtypeResult, StressError, StressMismatch};

    #[test]
    fn the_progress_file_is_private_and_goes_away() {
        use std::os::unix::fs::PermissionsExt;
        let p = PrivateProgress::create();
        let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&p.dir), 0o700);
        assert_eq!(mode(&p.file), 0o600);
        assert_eq!(std::fs::read(&p.file).unwrap(), b"");
        let other = PrivateProgress::create();
        assert_ne!(p.dir, other.dir);
        let (dir, file) = (p.dir.clone(), p.file.clone());
        drop(p);
        assert!(!file.exists() && !dir.exists());
    }

    fn dtype(name: &str, tflops: f64, mismatches: u64) -> StressDtypeResult {
        StressDtypeResult {
            dtype: name.into(),
            tflops,
            tflops_min: tflops * 0.98,
            tflops_max: tflops * 1.01,
            gemms: 100,
            seconds: 1.0,
            verified: 1,
            mismatches,
            mismatches_exact: true,
            mismatch_examples: if mismatches > 0 {
                vec![StressMismatch {
                    row: 5,
                    col: 7,
                    got: 13.0,
                    want: 12.0,
                }]
            } else {
                vec![]
            },
        }
    }

    fn h200(dtypes: Vec<StressDtypeResult>) -> StressFacts {
        StressFacts {
            cudart: "/usr/local/cuda/lib64/libcudart.so.13".into(),
            cublas: "/usr/local/cuda/lib64/libcublas.so.13".into(),
            cudart_version: Some("13.0".into()),
            gpus: vec![StressGpu {
                index: 0,
                name: "NVIDIA H200".into(),
                pci_bus_id: Some("00000000:00:06.0".into()),
                compute_capability: Some("9.0".into()),
                n: Some(8192),
                free_mib: Some(140000),
                total_mib: Some(143771),
                seed: 42,
                dtypes,
                h2d_gbps: Some(55.0),
                d2h_gbps: Some(54.0),
                telemetry: Some(StressTelemetry {
                    samples: 20,
                    sm_clock_mhz_median: Some(1200),
                    sm_clock_mhz_max: Some(1980),
                    power_w_max: Some(698.0),
                    power_limit_w: Some(700.0),
                    throttle_reasons: vec!["sw_power_cap".into(), "hw_thermal_slowdown".into()],
                    pcie_gen: Some(5),
                    pcie_gen_max: Some(5),
                    pcie_width: Some(16),
                    pcie_width_max: Some(16),
                    ..StressTelemetry::default()
                }),
                ..StressGpu::default()
            }],
            ..StressFacts::default()
        }
    }

    fn ok(f: StressFacts) -> StressRun {
        StressRun {
            result: Ok(crate::runner::Probed {
                answer: StressAnswer::Ok(f),
                output: Default::default(),
            }),
            last_step: None,
        }
    }

    fn find<'a>(checks: &'a [Check], id: &str) -> &'a Check {
        checks.iter().find(|c| c.id == id).unwrap()
    }

    #[test]
    fn comparison_says_how_far_from_the_datasheet_peak() {
        assert_eq!(
            compare_with_peak(612.0, Dtype::Bf16, Some(989.0)),
            (
                "612.0 TFLOP/s BF16, 62% of the 989 datasheet peak".into(),
                false
            )
        );
        assert!(compare_with_peak(300.0, Dtype::Bf16, Some(989.0)).1);
        let (text, slow) = compare_with_peak(51.0, Dtype::Fp32, None);
        assert!(!slow && text.contains("no datasheet peak"), "{text}");
    }

    #[test]
    fn a_wrong_element_fails_and_names_the_gpu_and_dtype() {
        let f = h200(vec![dtype("fp32", 51.0, 0), dtype("bf16", 700.0, 1)]);
        let (checks, facts) = judge(&ok(f), &|_, _| None);
        let c = find(&checks, "stress.correctness");
        assert_eq!(c.status, Status::Fail);
        assert_eq!(
            c.summary,
            "GPU 0 (NVIDIA H200, 00000000:00:06.0) computed 1 wrong element(s) in the BF16 GEMM"
        );
        assert!(
            c.evidence
                .contains(&"GPU 0 BF16: C[5, 7] = 13 (expected 12)".to_string())
        );
        assert!(facts.is_some());
    }

    #[test]
    fn slow_throughput_warns_with_the_nvml_reasons() {
        let f = h200(vec![dtype("bf16", 300.0, 0)]);
        let peak = |_: &str, dt: Dtype| (dt == Dtype::Bf16).then_some(989.0);
        let (checks, _) = judge(&ok(f), &peak);
        let c = find(&checks, "stress.throughput");
        assert_eq!(c.status, Status::Warn);
        assert_eq!(
            c.summary,
            "GPU 0 (NVIDIA H200, 00000000:00:06.0) 300.0 TFLOP/s BF16, 30% of the 989 datasheet peak: clocks throttled by hw_thermal_slowdown; SM clock 1200 MHz under load, maximum 1980 MHz; power 698 W at its 700 W limit"
        );
        assert_eq!(find(&checks, "stress.health").status, Status::Warn);
        assert_eq!(find(&checks, "stress.correctness").status, Status::Pass);
    }

    #[test]
    fn a_narrow_pcie_link_is_a_health_warning() {
        let mut f = h200(vec![dtype("fp32", 51.0, 0)]);
        let t = f.gpus[0].telemetry.as_mut().unwrap();
        t.throttle_reasons = vec!["sw_power_cap".into()];
        t.pcie_width = Some(1);
        t.pcie_gen = Some(3);
        let (checks, _) = judge(&ok(f), &|_, _| None);
        let c = find(&checks, "stress.health");
        assert_eq!(c.status, Status::Warn);
        assert!(
            c.summary
                .ends_with("PCIe link gen3 x1, the GPU supports gen5 x16"),
            "{}",
            c.summary
        );
    }

    #[test]
    fn cuda_errors_fail_the_run_by_name() {
        let mut f = h200(vec![]);
        f.gpus[0].error = Some(StressError {
            stage: "cublasGemmEx bf16".into(),
            name: "CUBLAS_STATUS_EXECUTION_FAILED".into(),
            message: "cuBLAS status 13".into(),
        });
        let (checks, _) = judge(&ok(f), &|_, _| None);
        let c = find(&checks, "stress.run");
        assert_eq!(c.status, Status::Fail);
        assert_eq!(
            c.summary,
            "GPU 0 (NVIDIA H200, 00000000:00:06.0): CUBLAS_STATUS_EXECUTION_FAILED in cublasGemmEx bf16"
        );
        assert_eq!(find(&checks, "stress.correctness").status, Status::Skip);
    }

    #[test]
    fn a_hung_child_is_a_timeout_with_its_last_step() {
        let run = StressRun {
            result: Err(crate::runner::Unanswered {
                failure: crate::runner::ProbeFailure::Timeout {
                    deadline: Duration::from_secs(3),
                },
                output: Default::default(),
            }),
            last_step: Some("GPU 0: BF16 warm-up".into()),
        };
        let (checks, facts) = judge(&run, &|_, _| None);
        assert!(facts.is_none());
        assert_eq!(checks[0].reason, Some(Reason::Timeout));
        assert_eq!(
            checks[0].summary,
            "the stress run hung: the child did not finish within 3 s and was killed"
        );
        assert_eq!(checks[0].evidence[0], "last step: GPU 0: BF16 warm-up");
    }

    #[test]
    fn the_table_lists_every_dtype_of_every_gpu() {
        let f = h200(vec![dtype("fp32", 51.25, 0), dtype("bf16", 700.0, 0)]);
        let (checks, facts) = judge(&ok(f), &|_, _| None);
        let text = render(&checks, facts.as_ref(), &|_, _| Some(1000.0), false);
        assert!(
            text.contains("0    NVIDIA H200            FP32        51.2"),
            "{text}"
        );
        assert!(text.contains("BF16       700.0"), "{text}");
        assert!(text.contains("[PASS] stress.correctness"), "{text}");
    }
}
