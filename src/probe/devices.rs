//! Layer 6, `devices`: which GPUs the framework really sees, against what NVML sees and
//! what `CUDA_VISIBLE_DEVICES` selects. The enumeration itself happened in layer 5's child
//! (one import per framework); this layer judges it: counts, the reason behind zero
//! (assembled from earlier layers and the framework's captured log), GPUs hidden by
//! `CUDA_VISIBLE_DEVICES`, memory already held by other processes while the framework
//! pre-allocates, and exclusive-process GPUs already taken. With two or more GPUs it also
//! reads CUDA's own numbering and peer access through the libcudart the framework loads
//! ([`cuda_view`]: `devices.ordering`, `devices.p2p`). Fills `facts.visible_gpus` and
//! `facts.topology.cuda`.

use std::path::PathBuf;

use super::cuda_view::{self, CudaViewAnswer, ViewResult};
use super::{Ctx, Layer};
use crate::env::Env;
use crate::facts::{Facts, FrameworkFacts, GpuFacts};
use crate::frameworks::Framework;
use crate::matrix::Matrix;
use crate::report::{Check, Hint};
use crate::version::Version;

pub const LAYER: Layer = Layer {
    id: "devices",
    title: "Devices the framework sees",
    needs: &["framework"],
    uses: &["driver", "libraries"],
    checks: CHECKS,
    run,
    prefetch: None,
};

const CHECKS: &[(&str, &str)] = &[
    (
        "devices.tensorflow",
        "TensorFlow sees every GPU NVML sees (after CUDA_VISIBLE_DEVICES)",
    ),
    (
        "devices.pytorch",
        "PyTorch sees every GPU NVML sees (after CUDA_VISIBLE_DEVICES)",
    ),
    (
        "devices.jax",
        "JAX sees every GPU NVML sees (after CUDA_VISIBLE_DEVICES)",
    ),
    (
        "devices.cuda-visible-devices",
        "CUDA_VISIBLE_DEVICES names GPUs that exist and does not hide them all",
    ),
    (
        "devices.memory-held",
        "no other process holds memory on a GPU a pre-allocating framework will use",
    ),
    (
        "devices.exclusive-mode",
        "no exclusive-process GPU is already taken by another process",
    ),
    (
        "devices.ordering",
        "CUDA numbers the GPUs as nvidia-smi does (CUDA_DEVICE_ORDER, CUDA_VISIBLE_DEVICES by index, UUID or MIG id); two or more GPUs",
    ),
    (
        "devices.p2p",
        "every pair of visible GPUs has peer access as the CUDA runtime reports it (cudaDeviceCanAccessPeer); two or more GPUs",
    ),
];

fn run(ctx: &Ctx, facts: &mut Facts) -> Vec<Check> {
    let cvd = ctx.env.var("CUDA_VISIBLE_DEVICES");
    let growth = ctx.env.var("TF_FORCE_GPU_ALLOW_GROWTH");
    let prealloc = ctx.env.var("XLA_PYTHON_CLIENT_PREALLOCATE");
    let (mut checks, visible) = judge(facts, cvd, growth, prealloc, ctx.matrix);
    facts.visible_gpus = visible;
    if facts.gpus.len() >= 2 {
        let order = ctx.env.var("CUDA_DEVICE_ORDER");
        let view = observe_cuda(ctx.env, facts, order, cvd);
        checks.extend(cuda_view::judge(
            &facts.gpus,
            facts.topology.as_ref(),
            order,
            cvd,
            &view,
        ));
        if let (ViewResult::Seen(v), Some(t)) = (view, facts.topology.as_mut()) {
            t.cuda = Some(v);
        }
    }
    checks
}

/// CUDA's numbering and peer access, from a child that loads the libcudart the libraries
/// layer chose for the framework.
fn observe_cuda(env: &Env, facts: &Facts, order: Option<&str>, cvd: Option<&str>) -> ViewResult {
    let unseen = |why: String, failed: bool| ViewResult::Unseen { why, failed };
    let Some(lib) = facts
        .cuda_runtime
        .as_ref()
        .map(|l| PathBuf::from(&l.path))
        .filter(|p| p.is_file())
    else {
        return unseen("the libraries layer chose no libcudart".into(), false);
    };
    if let Err(why) = env.may_load(&lib) {
        return unseen(why.to_string(), false);
    }
    match cuda_view::run_child(env, &lib) {
        Ok(p) => match p.answer {
            CudaViewAnswer::Ok(raw) => {
                ViewResult::Seen(cuda_view::view_facts(&raw, &facts.gpus, &lib, order, cvd))
            }
            CudaViewAnswer::Error(f) => unseen(
                format!("{} failed at {}: {}", lib.display(), f.stage, f.message),
                true,
            ),
        },
        Err(u) => unseen(
            format!(
                "the CUDA runtime probe {} ({})",
                u.describe(),
                lib.display()
            ),
            true,
        ),
    }
}

/// What `CUDA_VISIBLE_DEVICES` selects from NVML's GPUs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VisibleSelection {
    /// NVML indexes of the GPUs CUDA will expose, in CUDA's order.
    pub selected: Vec<u32>,
    /// The first entry CUDA cannot resolve; it and everything after it are ignored.
    pub invalid: Option<String>,
}

/// Resolve `CUDA_VISIBLE_DEVICES` the way the CUDA runtime does (indexes, GPU UUID prefixes,
/// MIG device ids; see [`cuda_view::resolve`]). `None` (unset) selects all.
pub fn resolve_visible(value: Option<&str>, gpus: &[GpuFacts]) -> VisibleSelection {
    let r = cuda_view::resolve(gpus, None, value);
    VisibleSelection {
        selected: r.selected,
        invalid: r.invalid,
    }
}

/// Judge what each framework saw; returns the checks and `facts.visible_gpus` (the leading
/// framework's count: TensorFlow, then PyTorch, then JAX).
pub fn judge(
    facts: &Facts,
    cvd: Option<&str>,
    tf_allow_growth: Option<&str>,
    xla_preallocate: Option<&str>,
    matrix: &Matrix,
) -> (Vec<Check>, Option<u32>) {
    let sel = resolve_visible(cvd, &facts.gpus);
    let mut out = Vec::new();
    let mut visible = None;
    for fw in Framework::ALL {
        let Some(f) = facts.framework(fw) else {
            continue;
        };
        let (id, name) = (fw.id(), fw.display());
        visible.get_or_insert(f.gpus.len() as u32);
        out.push(visible_check(id, name, f, facts, &sel, cvd, matrix));
    }
    if let Some(value) = cvd {
        out.push(cvd_check(value, &sel, facts));
    }
    if let Some(c) = memory_check(facts, &sel, tf_allow_growth, xla_preallocate) {
        out.push(c);
    }
    if let Some(c) = exclusive_check(facts, &sel) {
        out.push(c);
    }
    (out, visible)
}

fn visible_check(
    id: &str,
    name: &str,
    f: &FrameworkFacts,
    facts: &Facts,
    sel: &VisibleSelection,
    cvd: Option<&str>,
    matrix: &Matrix,
) -> Check {
    let id = format!("devices.{id}");
    let seen = f.gpus.len();
    let nvml = facts.gpus.len();
    let expected = sel.selected.len();
    let names: Vec<String> = f
        .gpus
        .iter()
        .map(|g| match &g.compute_capability {
            Some(cc) => format!("{} ({cc})", g.name),
            None => g.name.clone(),
        })
        .collect();
    let evidence: Vec<String> = names
        .iter()
        .map(|n| format!("{name} sees: {n}"))
        .chain(std::iter::once(format!(
            "{}; CUDA_VISIBLE_DEVICES {}",
            if facts.driver.is_some() {
                format!("NVML sees {nvml} GPU(s)")
            } else {
                "NVML did not answer (see the driver layer)".to_string()
            },
            cvd.map_or("unset".to_string(), |v| format!("= {v:?}"))
        )))
        .chain(f.device_error.iter().map(|e| format!("{name} said: {e}")))
        .collect();
    if seen > 0 && seen >= expected {
        return Check::pass(
            &id,
            format!("{name} sees {seen} GPU(s): {}", names.join(", ")),
        )
        .evidence_all(evidence);
    }
    if seen > 0 {
        return Check::warn(
            &id,
            format!("{name} sees {seen} of the {expected} GPU(s) NVML reports as visible"),
        )
        .evidence_all(evidence)
        .evidence_all(log_lines(f))
        .hint(Hint::new(
            "Some GPUs failed to initialise in the framework; its log says which",
            &["nvidia-smi", "gpudoc check -v"],
        ));
    }
    let (why, hint, explain) = zero_reason(name, f, facts, sel, cvd, matrix);
    let check = Check::fail(&id, format!("{name} sees 0 GPUs: {why}"))
        .evidence_all(evidence)
        .evidence_all(log_lines(f))
        .hint(hint);
    match explain {
        Some(entry) => check.explain(entry),
        None => check,
    }
}

fn log_lines(f: &FrameworkFacts) -> Vec<String> {
    f.log
        .iter()
        .filter(|l| !l.benign)
        .map(|l| format!("log ({}): {}", l.kind, l.line))
        .collect()
}

/// The most likely reason a framework sees no GPU, from earlier layers first (one root
/// cause, one explanation), then the framework's own log and error.
fn zero_reason(
    name: &str,
    f: &FrameworkFacts,
    facts: &Facts,
    sel: &VisibleSelection,
    cvd: Option<&str>,
    matrix: &Matrix,
) -> (String, Hint, Option<&'static str>) {
    let log_has = |kind: &str| f.log.iter().any(|l| l.kind == kind);
    let cuinit = if log_has("cuinit-failed") {
        ", so cuInit failed"
    } else {
        ""
    };
    if facts.driver.is_none() {
        // A loaded kernel module means a driver is installed: NVML failed for another
        // reason (a driver/library mismatch, permissions), which the driver layer names and
        // links; "not installed" would contradict it.
        let module_loaded = facts
            .nodes
            .as_ref()
            .is_some_and(|n| n.kernel_module_version.is_some());
        return (
            format!("no working NVIDIA driver (see the driver layer){cuinit}"),
            Hint::new(
                "Fix the driver first (the driver layer's hint); the framework then finds the GPU by itself",
                &["gpudoc check --only driver", "nvidia-smi"],
            ),
            (!module_loaded).then_some("nvidia-driver-not-installed"),
        );
    }
    if facts.gpus.is_empty() {
        return (
            format!("the driver reports no NVIDIA GPU{cuinit}"),
            Hint::new(
                "Check that the GPU is present and not excluded",
                &["nvidia-smi -L", "lspci | grep -i nvidia"],
            ),
            Some("no-gpu-found"),
        );
    }
    if sel.selected.is_empty() {
        let shown = cvd.unwrap_or("");
        return (
            format!("CUDA_VISIBLE_DEVICES={shown:?} hides every GPU"),
            Hint::new(
                "Unset CUDA_VISIBLE_DEVICES, or list the GPUs to use by index or UUID",
                &[
                    "unset CUDA_VISIBLE_DEVICES",
                    "export CUDA_VISIBLE_DEVICES=0",
                ],
            ),
            Some("no-gpu-found"),
        );
    }
    if !f.is_cuda_build {
        return (
            format!(
                "{name} {} is a CPU-only build (see the framework layer)",
                f.version
            ),
            Hint::new(
                "Install the CUDA build (the framework layer's hint)",
                &["gpudoc check --only framework"],
            ),
            Some(match name {
                "PyTorch" => "torch-cpu-build",
                "JAX" => "jax-cpu-jaxlib",
                _ => "tf-cpu-build",
            }),
        );
    }
    if log_has("dlopen-failed") || log_has("gpu-libraries-missing") {
        let and_cuda = match matrix.tensorflow_and_cuda.first() {
            Some(r) => format!(
                "pip install 'tensorflow[and-cuda]'   # TensorFlow >= {} on Linux",
                Version::parse(r.version.get_ref())
                    .map(|v| v.major_minor())
                    .unwrap_or_else(|| r.version.get_ref().clone())
            ),
            None => "pip install 'tensorflow[and-cuda]'   # on Linux".to_string(),
        };
        return (
            format!("{name} could not load its GPU libraries"),
            Hint::new(
                "Install the CUDA libraries the build needs (the libraries layer lists what is missing)",
                &["gpudoc check --only libraries -v", and_cuda.as_str()],
            ),
            Some("tf-dlopen-failed"),
        );
    }
    if log_has("driver-too-old") {
        return (
            format!("the driver is too old for the CUDA {name} was built with"),
            Hint::new(
                "Upgrade the driver or install an older release (gpudoc plan)",
                &["gpudoc plan"],
            ),
            Some("cuda-driver-too-old"),
        );
    }
    if log_has("cuinit-failed") {
        return (
            "cuInit failed although NVML sees the GPU (device nodes, permissions or a container without GPU access)".into(),
            Hint::new(
                "Check the device nodes and the kernel log (the nodes layer shows which node is missing)",
                &["gpudoc check --only nodes", "ls -l /dev/nvidia*", "sudo dmesg | grep -i nvrm | tail"],
            ),
            Some("cuda-unknown-error"),
        );
    }
    let detail = f
        .device_error
        .clone()
        .unwrap_or_else(|| "no reason in its log".into());
    (
        detail,
        Hint::new(
            "Run the framework's device listing yourself and paste the output into gpudoc explain",
            &["gpudoc explain -"],
        ),
        Some("no-gpu-found"),
    )
}

fn cvd_check(value: &str, sel: &VisibleSelection, facts: &Facts) -> Check {
    let id = "devices.cuda-visible-devices";
    let n = facts.gpus.len();
    let shown: Vec<String> = sel.selected.iter().map(|i| format!("GPU {i}")).collect();
    let ev = format!("CUDA_VISIBLE_DEVICES={value:?}");
    if let Some(bad) = &sel.invalid
        && !(value.trim() == "-1" || value.trim().is_empty())
    {
        return Check::warn(
                id,
                format!(
                    "CUDA_VISIBLE_DEVICES entry {bad:?} matches no GPU; CUDA ignores it and every entry after it"
                ),
            )
            .evidence(ev)
            .evidence_all(facts.gpus.iter().map(|g| format!("GPU {}: {}", g.index, g.uuid)))
            .hint(Hint::new(
                "List GPUs by index (0..N-1) or by UUID as nvidia-smi -L shows them",
                &["nvidia-smi -L", "export CUDA_VISIBLE_DEVICES=0"],
            ))
            .explain("no-gpu-found");
    }
    if sel.selected.is_empty() && n > 0 {
        // A failure, and the root cause of the frameworks' "sees 0 GPUs" (src/cause.rs):
        // whatever else is right, nothing in this environment can use a GPU.
        return Check::fail(
            id,
            format!("CUDA_VISIBLE_DEVICES={value:?} hides all {n} GPU(s)"),
        )
        .evidence(ev)
        .hint(Hint::new(
            "Unset it, or list the GPUs to use",
            &[
                "unset CUDA_VISIBLE_DEVICES",
                "export CUDA_VISIBLE_DEVICES=0",
            ],
        ))
        .explain("no-gpu-found");
    }
    Check::pass(
        id,
        format!(
            "CUDA_VISIBLE_DEVICES={value:?} selects {} of {n} GPU(s){}",
            sel.selected.len(),
            if shown.is_empty() {
                String::new()
            } else {
                format!(": {}", shown.join(", "))
            }
        ),
    )
    .evidence(ev)
}

fn memory_check(
    facts: &Facts,
    sel: &VisibleSelection,
    tf_allow_growth: Option<&str>,
    xla_preallocate: Option<&str>,
) -> Option<Check> {
    let tf = facts.tensorflow.is_some() && tf_allow_growth.is_none_or(|v| v != "true");
    let jax = facts.jax.is_some() && xla_preallocate.is_none_or(|v| v != "false");
    if facts.gpus.is_empty() || (facts.tensorflow.is_none() && facts.jax.is_none()) {
        return None;
    }
    let held: Vec<String> = facts
        .gpus
        .iter()
        .filter(|g| sel.selected.contains(&g.index))
        .flat_map(|g| {
            g.processes.iter().map(move |p| {
                format!(
                    "GPU {}: pid {} holds {} MiB of {} MiB",
                    g.index,
                    p.pid,
                    p.used_mib.map_or("?".into(), |m| m.to_string()),
                    g.memory_total_mib.map_or("?".into(), |m| m.to_string())
                )
            })
        })
        .collect();
    let id = "devices.memory-held";
    if held.is_empty() {
        return Some(Check::pass(
            id,
            "no other process holds memory on the visible GPUs",
        ));
    }
    if !tf && !jax {
        return Some(
            Check::pass(
                id,
                "other processes hold GPU memory; pre-allocation is turned off",
            )
            .evidence_all(held),
        );
    }
    let mut commands = Vec::new();
    if tf {
        commands.push("export TF_FORCE_GPU_ALLOW_GROWTH=true");
    }
    if jax {
        commands.push("export XLA_PYTHON_CLIENT_PREALLOCATE=false");
    }
    commands.push("nvidia-smi --query-compute-apps=pid,used_memory --format=csv");
    Some(
        Check::warn(
            id,
            format!(
                "{} on a visible GPU, and the framework pre-allocates most free memory at start: cuDNN/cuBLAS handles then fail (CUDNN_STATUS_INTERNAL_ERROR)",
                held[0]
            ),
        )
        .evidence_all(held)
        .hint(Hint::new(
            "Let the framework grow its memory on demand, or stop the other process",
            &commands,
        ))
        .explain("cudnn-handle-internal-error"),
    )
}

fn exclusive_check(facts: &Facts, sel: &VisibleSelection) -> Option<Check> {
    let taken: Vec<&GpuFacts> = facts
        .gpus
        .iter()
        .filter(|g| sel.selected.contains(&g.index))
        .filter(|g| {
            g.compute_mode.as_deref() == Some("exclusive_process") && !g.processes.is_empty()
        })
        .collect();
    let g = taken.first()?;
    let pid = g.processes[0].pid;
    let reset = format!("sudo nvidia-smi -i {} -c DEFAULT", g.index);
    let show = format!("ps -o pid,user,cmd -p {pid}");
    Some(
        Check::fail(
            "devices.exclusive-mode",
            format!(
                "GPU {} is in exclusive-process compute mode and pid {pid} already holds it: no other process can create a CUDA context on it",
                g.index
            ),
        )
        .hint(Hint::new(
            "Stop that process, or switch the GPU back to the default compute mode",
            &[show.as_str(), reset.as_str()],
        ))
        .explain("gpu-memory-held"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::{DriverFacts, FrameworkGpu, GpuProcess, LogFinding};
    use crate::report::Status;

    fn gpu(i: u32) -> GpuFacts {
        GpuFacts {
            index: i,
            name: "NVIDIA H200".into(),
            uuid: format!("GPU-76cf385e-ca0d-8aad-0d24-6c25964377c{i}"),
            compute_capability: Some("9.0".into()),
            memory_total_mib: Some(143771),
            ..Default::default()
        }
    }

    #[test]
    fn cuda_visible_devices_resolution() {
        let gpus = [gpu(0), gpu(1)];
        assert_eq!(resolve_visible(None, &gpus).selected, [0, 1]);
        assert!(resolve_visible(Some(""), &gpus).selected.is_empty());
        let minus = resolve_visible(Some("-1"), &gpus);
        assert!(minus.selected.is_empty());
        assert_eq!(minus.invalid.as_deref(), Some("-1"));
        assert_eq!(resolve_visible(Some("1"), &gpus).selected, [1]);
        let uuid = resolve_visible(Some("GPU-76cf385e-ca0d-8aad-0d24-6c25964377c1,0"), &gpus);
        assert_eq!(uuid.selected, [1, 0]);
        // The first bad entry ends the list.
        let bad = resolve_visible(Some("0,7,1"), &gpus);
        assert_eq!((bad.selected, bad.invalid.as_deref()), (vec![0], Some("7")));
        // An ambiguous UUID prefix resolves to nothing.
        assert!(resolve_visible(Some("GPU-76cf"), &gpus).selected.is_empty());
    }

    fn tf(gpus: usize, log: &[(&str, bool)]) -> FrameworkFacts {
        FrameworkFacts {
            version: "2.21.0".into(),
            is_cuda_build: true,
            gpus: (0..gpus)
                .map(|_| FrameworkGpu {
                    name: "NVIDIA H200".into(),
                    compute_capability: Some("9.0".into()),
                    memory_total_mib: None,
                })
                .collect(),
            log: log
                .iter()
                .map(|(k, b)| LogFinding {
                    kind: k.to_string(),
                    benign: *b,
                    line: format!("a {k} line"),
                    explain: None,
                })
                .collect(),
            ..Default::default()
        }
    }

    fn machine(n: u32) -> Facts {
        Facts {
            driver: Some(DriverFacts {
                version: "580.159.04".into(),
                ..Default::default()
            }),
            gpus: (0..n).map(gpu).collect(),
            ..Default::default()
        }
    }

    #[test]
    fn zero_gpus_without_a_driver_names_the_driver_and_cuinit() {
        let facts = Facts {
            tensorflow: Some(tf(
                0,
                &[("cuinit-failed", false), ("cpu-instructions", true)],
            )),
            ..Default::default()
        };
        let (checks, visible) = judge(&facts, None, None, None, &Matrix::builtin().unwrap());
        assert_eq!(visible, Some(0));
        let c = &checks[0];
        assert_eq!(
            (c.id.as_str(), c.status),
            ("devices.tensorflow", Status::Fail)
        );
        assert!(
            c.summary.contains("no working NVIDIA driver"),
            "{}",
            c.summary
        );
        assert!(c.summary.contains("cuInit failed"), "{}", c.summary);
        assert!(
            c.evidence
                .iter()
                .any(|e| e.contains("a cuinit-failed line"))
        );
        assert!(!c.evidence.iter().any(|e| e.contains("cpu-instructions")));
    }

    #[test]
    fn counts_against_nvml_and_cuda_visible_devices() {
        let mut facts = machine(2);
        facts.tensorflow = Some(tf(1, &[]));
        let (checks, _) = judge(&facts, None, None, None, &Matrix::builtin().unwrap());
        assert_eq!(checks[0].status, Status::Warn, "1 of 2");
        let (checks, visible) = judge(&facts, Some("1"), None, None, &Matrix::builtin().unwrap());
        assert_eq!((checks[0].status, visible), (Status::Pass, Some(1)));
        facts.tensorflow = Some(tf(0, &[]));
        let (checks, _) = judge(&facts, Some("-1"), None, None, &Matrix::builtin().unwrap());
        assert!(
            checks[0].summary.contains("hides every GPU"),
            "{}",
            checks[0].summary
        );
        let cvd = checks
            .iter()
            .find(|c| c.id == "devices.cuda-visible-devices")
            .unwrap();
        // Hiding every GPU fails: it is why the framework sees none (src/cause.rs folds it).
        assert_eq!(cvd.status, Status::Fail);
        let (checks, _) = judge(&facts, None, None, None, &Matrix::builtin().unwrap());
        assert!(
            checks[0].summary.contains("no reason"),
            "{}",
            checks[0].summary
        );
        facts.tensorflow = Some(tf(0, &[("dlopen-failed", false)]));
        let (checks, _) = judge(&facts, None, None, None, &Matrix::builtin().unwrap());
        assert!(
            checks[0]
                .summary
                .contains("could not load its GPU libraries")
        );
    }

    #[test]
    fn held_memory_warns_unless_growth_is_on_and_exclusive_mode_fails() {
        let mut facts = machine(1);
        facts.gpus[0].processes = vec![GpuProcess {
            pid: 4242,
            used_mib: Some(22000),
        }];
        facts.tensorflow = Some(tf(1, &[]));
        let find =
            |checks: &[Check], id: &str| checks.iter().find(|c| c.id == id).map(|c| c.status);
        let (checks, _) = judge(&facts, None, None, None, &Matrix::builtin().unwrap());
        assert_eq!(find(&checks, "devices.memory-held"), Some(Status::Warn));
        assert_eq!(find(&checks, "devices.exclusive-mode"), None);
        let (checks, _) = judge(
            &facts,
            None,
            Some("true"),
            None,
            &Matrix::builtin().unwrap(),
        );
        assert_eq!(find(&checks, "devices.memory-held"), Some(Status::Pass));
        facts.gpus[0].compute_mode = Some("exclusive_process".into());
        let (checks, _) = judge(
            &facts,
            None,
            Some("true"),
            None,
            &Matrix::builtin().unwrap(),
        );
        assert_eq!(find(&checks, "devices.exclusive-mode"), Some(Status::Fail));
    }
}
