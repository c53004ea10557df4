//! Layer 1, `driver`: the NVIDIA driver through NVML. Finds libnvidia-ml (never by a
//! relative path), runs the NVML probe in a child process with a time limit, compares the
//! user-space driver with the kernel module, and judges the driver against the matrix's
//! CUDA-to-minimum-driver table. Fills `facts.driver` and `facts.gpus`.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::nvml_child::{NvmlAnswer, NvmlErrorKind, NvmlFacts, NvmlFailure};
use super::{Ctx, Layer, driver_topology, nodes};
use crate::env::Env;
use crate::facts::{DriverFacts, Facts, GpuFacts};
use crate::fix;
use crate::matrix::Matrix;
use crate::report::{Check, Hint, Reason};
use crate::runner::{ProbeResult, run_probe};
use crate::version::Version;

pub const LAYER: Layer = Layer {
    id: "driver",
    title: "NVIDIA driver (NVML)",
    needs: &[],
    uses: &[],
    checks: CHECKS,
    run,
    prefetch: None,
};

const CHECKS: &[(&str, &str)] = &[
    ("driver.library", "libnvidia-ml.so.1 found and loadable"),
    (
        "driver.nvml",
        "NVML initialises and answers (no hang, crash, permission or version error)",
    ),
    (
        "driver.version",
        "driver version and the highest CUDA it supports, from the matrix",
    ),
    (
        "driver.kernel-module",
        "kernel module version equals the user-space driver version",
    ),
    (
        "driver.gpus",
        "GPUs NVML sees: name, compute capability, memory",
    ),
    (
        "driver.memory-in-use",
        "GPU memory already held by other processes",
    ),
    (
        "driver.topology",
        "how each pair of GPUs connects (NVLink, NVSwitch, PCIe common ancestor) and NVML's P2P status; 1 GPU: no peers",
    ),
    (
        "driver.nvlink",
        "every NVLink link of a GPU that has them is up (two or more GPUs)",
    ),
    (
        "driver.compute-mode",
        "exclusive-process or prohibited compute mode, and what frameworks will do with it",
    ),
    (
        "driver.mig",
        "MIG mode and its MIG devices: what CUDA and frameworks will see",
    ),
];

/// The NVML library's file name.
pub const NVML_SONAME: &str = "libnvidia-ml.so.1";

/// Where NVIDIA's container toolkit mounts the driver's libraries, searched after the
/// loader's own default directories.
const CONTAINER_DRIVER_DIR: &str = "/usr/local/nvidia/lib64";

/// Everything the driver layer observed.
#[derive(Debug, Clone)]
pub struct DriverObservation {
    pub library: Option<PathBuf>,
    /// Where gpudoc looked, in order (for the "not found" evidence).
    pub searched: Vec<String>,
    /// Version in the library's real file name (libnvidia-ml.so.580.159.04).
    pub library_file_version: Option<String>,
    /// `Ok(Some(v))` parsed, `Ok(None)` present but unparsable, `Err` missing.
    pub module_version: Result<Option<String>, String>,
    /// The NVML child's answer, or why it gave none; `None` when there is no library.
    pub nvml: Option<ProbeResult<NvmlAnswer>>,
    pub wsl: bool,
    /// The container runtime gpudoc runs inside, if any (docker, podman, kubernetes, ...).
    pub container: Option<String>,
    /// The root is an unpacked image (`--root` without `--trust-root`), not a machine.
    pub image: bool,
}

fn run(ctx: &Ctx, facts: &mut Facts) -> Vec<Check> {
    let obs = observe(ctx.env);
    let (mut checks, driver, gpus) = judge(&obs, ctx.matrix);
    if let Some(Ok(probed)) = &obs.nvml
        && let NvmlAnswer::Ok(nvml) = &probed.answer
        && driver.is_some()
    {
        let topology = driver_topology::build(&gpus, &nvml.pairs);
        checks.extend(driver_topology::checks(&gpus, &topology));
        facts.topology = Some(topology);
    }
    facts.driver = driver;
    facts.gpus = gpus;
    checks
}

/// Find the library, read /proc, and run NVML in a child.
pub fn observe(env: &Env) -> DriverObservation {
    let platform = nodes::observe_platform(env);
    let (library, searched) = find_nvml(env, platform.wsl);
    let module_version = nodes::read_module_version(env).map_err(|e| e.to_string());
    let library_file_version = library.as_deref().and_then(file_version);
    // Under an untrusted --root the root's libnvidia-ml is never loaded: its version comes
    // from its file name only, and the NVML check says it was not run.
    let nvml = library
        .as_deref()
        .filter(|lib| env.may_load(lib).is_ok())
        .map(|lib| run_child(env, lib));
    DriverObservation {
        library,
        searched,
        library_file_version,
        module_version,
        nvml,
        wsl: platform.wsl,
        container: platform.container,
        image: env.untrusted_root(),
    }
}

/// libnvidia-ml.so.1 by the loader's own rules (the libraries layer's search): --lib-dir,
/// LD_LIBRARY_PATH, WSL's driver directory, the loader cache, the default directories, then
/// the container toolkit's mount point; all under --root, never a relative path. A toolkit
/// `stubs/` copy is skipped: it satisfies the linker but fails at run time.
pub fn find_nvml(env: &Env, wsl: bool) -> (Option<PathBuf>, Vec<String>) {
    use super::libraries::search::{self, Consumer, SearchDir};
    let mut dirs = search::loader_dirs(env, &Consumer::default(), &mut Vec::new());
    if wsl {
        dirs.push(SearchDir {
            dir: env.path("/usr/lib/wsl/lib"),
            via: "WSL driver directory".into(),
        });
    }
    let cache = search::read_cache(env, &mut Vec::new());
    let mut found = search::lookup(env, NVML_SONAME, &dirs, &cache);
    let container = env.path(CONTAINER_DRIVER_DIR).join(NVML_SONAME);
    // Name the cache where the loader consults it: after the search path, before the defaults.
    let at = found
        .searched
        .iter()
        .position(|s| s.ends_with("(default dir)"))
        .unwrap_or(found.searched.len());
    found.searched.insert(
        at,
        format!("{} (loader cache)", env.path("/etc/ld.so.cache").display()),
    );
    found.searched.push(format!(
        "{} (container toolkit mount)",
        env.path(CONTAINER_DRIVER_DIR).display()
    ));
    let winner = found
        .candidates
        .iter()
        .filter(|c| c.usable && !search::in_stubs(&c.path))
        .map(|c| PathBuf::from(&c.path))
        .next()
        .or_else(|| container.is_file().then_some(container));
    let searched = found
        .searched
        .iter()
        .map(|s| format!("{}{s}", crate::report::SEARCHED))
        .collect();
    (winner, searched)
}

/// "580.159.04" from a symlink chain ending in libnvidia-ml.so.580.159.04.
fn file_version(lib: &Path) -> Option<String> {
    let real = std::fs::canonicalize(lib).ok()?;
    let name = real.file_name()?.to_string_lossy().into_owned();
    let rest = name.strip_prefix("libnvidia-ml.so.")?;
    Version::parse(rest)
        .filter(|v| v.as_str().contains('.') && v.impossible_driver().is_none())
        .map(|v| v.to_string())
}

/// `gpudoc __probe nvml --lib PATH`, with the report's time limit.
fn run_child(env: &Env, lib: &Path) -> ProbeResult<NvmlAnswer> {
    let mut cmd = Command::new(&env.self_exe);
    cmd.arg("__probe").arg("nvml").arg("--lib").arg(lib);
    run_probe(cmd, env.timeout, env.deadline)
}

/// Judge the observation: checks, plus the facts for the report.
pub fn judge(
    obs: &DriverObservation,
    matrix: &Matrix,
) -> (Vec<Check>, Option<DriverFacts>, Vec<GpuFacts>) {
    let mut out = Vec::new();
    let Some(lib) = &obs.library else {
        out.push(library_missing(obs));
        return (out, None, Vec::new());
    };
    let lib_text = lib.display().to_string();
    let answer = match &obs.nvml {
        Some(Ok(probed)) => &probed.answer,
        Some(Err(unanswered)) => {
            out.push(
                Check::pass("driver.library", format!("{NVML_SONAME} found")).evidence(lib_text),
            );
            let reason = unanswered.reason();
            let what = match reason {
                Reason::Timeout => "NVML hung",
                Reason::Crash => "NVML crashed",
            };
            out.push(
                Check::fail(
                    "driver.nvml",
                    format!("{what}: the probe {}", unanswered.describe()),
                )
                .reason(Some(reason))
                .evidence(format!("library: {}", lib.display()))
                .evidence_all(unanswered.stderr_tail(8))
                    .hint(Hint::new(
                        "The driver is wedged or broken; check the kernel log and reload or reinstall it (a reboot clears a hung GPU)",
                        &["sudo dmesg | grep -i -E 'nvrm|xid' | tail -20", "nvidia-smi", "sudo reboot"],
                    ))
                    .explain("nvml-probe-broken"),
            );
            return (out, None, Vec::new());
        }
        None => {
            out.push(
                Check::pass("driver.library", format!("{NVML_SONAME} found"))
                    .evidence(lib_text)
                    .evidence_all(
                        obs.library_file_version
                            .iter()
                            .map(|v| format!("version {v}, from the file name (not loaded)")),
                    ),
            );
            out.push(Check::skip("driver.nvml", crate::env::NOT_RUN_UNDER_ROOT));
            return (out, None, Vec::new());
        }
    };
    let facts = match answer {
        NvmlAnswer::Error(f) => {
            out.extend(nvml_failure(f, obs, &lib_text));
            return (out, None, Vec::new());
        }
        NvmlAnswer::Ok(facts) => facts,
    };
    out.push(
        Check::pass("driver.library", format!("{NVML_SONAME} loaded")).evidence(lib_text.clone()),
    );
    out.push(
        Check::pass("driver.nvml", "NVML initialised")
            .evidence_all(facts.nvml_version.iter().map(|v| format!("NVML {v}")))
            .evidence_all(facts.notes.iter().cloned()),
    );
    out.push(version_check(facts, matrix));
    out.push(module_check(facts, obs));
    out.push(gpus_check(facts));
    out.push(memory_check(facts, obs));
    let driver = DriverFacts {
        version: facts.driver_version.clone(),
        cuda_version: facts.cuda_version.clone(),
        kernel_module_version: obs.module_version.clone().ok().flatten(),
        nvml_library: Some(lib_text),
    };
    (out, Some(driver), facts.gpus.clone())
}

fn library_missing(obs: &DriverObservation) -> Check {
    if obs.image {
        // An unpacked container image carries no driver: the NVIDIA Container Toolkit mounts
        // the host's libnvidia-ml when the container starts. Nothing to install in the image.
        return Check::skip(
            "driver.library",
            "skipped: no libnvidia-ml.so.1 in the image, as expected: the container runtime mounts the host's driver when it runs (run gpudoc check there)",
        )
        .evidence_all(obs.searched.iter().cloned());
    }
    let (summary, hint, explain) = if obs.wsl {
        (
            "libnvidia-ml.so.1 not found: on WSL2 it comes from the Windows NVIDIA driver in /usr/lib/wsl/lib",
            Hint::new(
                "Install the NVIDIA driver on Windows (not inside WSL), then restart WSL",
                &[
                    "wsl.exe --update",
                    "wsl.exe --shutdown",
                    "ls -l /usr/lib/wsl/lib/libnvidia-ml.so.1",
                ],
            ),
            "wsl-no-gpu",
        )
    } else if let Some(runtime) = &obs.container {
        (
            "libnvidia-ml.so.1 not found inside this container: the runtime did not mount the driver",
            Hint {
                text: "Run the container with GPU access (NVIDIA Container Toolkit on the host)"
                    .into(),
                commands: fix::container_gpu_access(runtime),
            },
            "container-no-gpu",
        )
    } else {
        (
            "libnvidia-ml.so.1 not found: no NVIDIA driver is installed",
            Hint::new(
                "Install the NVIDIA driver for your distribution, reboot, then check with nvidia-smi",
                &[fix::INSTALL_DRIVER, "sudo reboot", "nvidia-smi"],
            ),
            "nvidia-driver-not-installed",
        )
    };
    Check::fail("driver.library", summary)
        .evidence_all(obs.searched.iter().cloned())
        .hint(hint)
        .explain(explain)
}

fn nvml_failure(f: &NvmlFailure, obs: &DriverObservation, lib: &str) -> Vec<Check> {
    let mut out = Vec::new();
    if matches!(
        f.kind,
        NvmlErrorKind::LibraryLoad | NvmlErrorKind::SymbolMissing
    ) {
        out.push(
            Check::fail("driver.library", format!("{NVML_SONAME} found but cannot be loaded"))
                .evidence(format!("library: {lib}"))
                .evidence(format!("loader: {}", f.message))
                .hint(Hint::new(
                    "Reinstall the driver's user-space libraries so that they match the system (64-bit, same version as the kernel module)",
                    &[fix::INSTALL_DRIVER, "nvidia-smi"],
                ))
                .explain("nvidia-driver-not-installed"),
        );
        return out;
    }
    out.push(
        Check::pass("driver.library", format!("{NVML_SONAME} loaded")).evidence(lib.to_string()),
    );
    let module = obs.module_version.clone().ok().flatten();
    let check = match f.kind {
        NvmlErrorKind::DriverNotLoaded => Check::fail(
            "driver.nvml",
            "NVML: driver not loaded (the NVIDIA kernel module is not running)",
        )
        .hint(Hint::new(
            "Load the kernel module; if it refuses, Secure Boot or a kernel update without DKMS is the usual cause",
            &["sudo modprobe nvidia", "sudo dmesg | grep -i nvrm | tail -20", "mokutil --sb-state", "dkms status"],
        ))
        .explain("nvidia-module-not-loaded"),
        NvmlErrorKind::NoPermission => Check::fail(
            "driver.nvml",
            "NVML: insufficient permissions to open the GPU device nodes",
        )
        .hint(Hint::new(
            "Give your user access to /dev/nvidia* (group membership), then log in again",
            &["ls -l /dev/nvidia*", "sudo usermod -aG video,render $USER"],
        ))
        .explain("nvidia-device-permission"),
        NvmlErrorKind::LibRmVersionMismatch => {
            let lib_v = obs.library_file_version.as_deref().unwrap_or("unknown");
            let mod_v = module.as_deref().unwrap_or("unknown");
            Check::fail(
                "driver.nvml",
                format!("Driver/library version mismatch: kernel module {mod_v}, user-space library {lib_v}"),
            )
            .evidence(format!("kernel module (/proc/driver/nvidia/version): {mod_v}"))
            .evidence(format!("user-space library: {lib_v} ({lib})"))
            .hint(Hint::new(
                "The driver was upgraded but the old kernel module is still running: reboot, or unload and reload the module",
                &[
                    "sudo reboot",
                    "sudo rmmod nvidia_uvm nvidia_drm nvidia_modeset nvidia && sudo modprobe nvidia   # instead of a reboot, with no GPU process running",
                ],
            ))
            .explain("nvml-driver-library-mismatch")
        }
        NvmlErrorKind::GpuLost => Check::fail("driver.nvml", "NVML: a GPU has fallen off the bus")
            .hint(Hint::new(
                "Check the kernel log for Xid 79 and reseat or power-cycle the GPU",
                &["sudo dmesg | grep -i xid | tail -20", "sudo reboot"],
            ))
            .explain("gpu-fallen-off-bus"),
        NvmlErrorKind::LibraryLoad | NvmlErrorKind::SymbolMissing | NvmlErrorKind::Other => Check::fail("driver.nvml", format!("NVML failed at {}: {}", f.stage, f.message))
            .hint(Hint::new("Check the driver installation", &["nvidia-smi", "sudo dmesg | grep -i nvrm | tail -20"])),
    };
    out.push(check.evidence(format!("NVML {}: {}", f.stage, f.message)));
    out
}

fn version_check(facts: &NvmlFacts, matrix: &Matrix) -> Check {
    let Some(v) = Version::parse(&facts.driver_version) else {
        return Check::warn(
            "driver.version",
            format!(
                "driver version `{}` is not a version number",
                facts.driver_version
            ),
        );
    };
    // A corrupt or forged answer must not be judged as if it were a driver: say so.
    let impossible = v.impossible_driver().or_else(|| {
        facts
            .cuda_version
            .as_deref()
            .and_then(Version::parse)
            .and_then(|c| c.impossible_cuda())
    });
    if let Some(why) = impossible {
        return Check::fail("driver.version", format!("{why}: NVML's answer is not trusted"))
            .evidence(format!(
                "NVML reports driver {} and CUDA {}",
                facts.driver_version,
                facts.cuda_version.as_deref().unwrap_or("unknown")
            ))
            .hint(Hint::new(
                "libnvidia-ml answered with a version no driver has: reinstall the driver, or check which libnvidia-ml.so.1 is loaded",
                &["nvidia-smi", "ldconfig -p | grep libnvidia-ml"],
            ));
    }
    let support = matrix.driver_support(&v);
    let nvml_cuda = facts.cuda_version.as_deref();
    let Some(max) = support.max_cuda.as_deref().or(nvml_cuda) else {
        let oldest = matrix
            .oldest_cuda()
            .map(|(c, d, _)| format!("CUDA {} needs driver >= {d}", c.major_minor()))
            .unwrap_or_default();
        return Check::fail(
            "driver.version",
            format!("NVIDIA driver {v} is older than every CUDA release gpudoc knows ({oldest})"),
        )
        .hint(Hint::new(
            "Upgrade the NVIDIA driver",
            &[fix::INSTALL_DRIVER],
        ))
        .explain("cuda-driver-too-old");
    };
    let mut check = Check::pass(
        "driver.version",
        format!("NVIDIA driver {v} (supports CUDA <= {max})"),
    )
    .evidence(format!(
        "NVML reports CUDA {}",
        nvml_cuda.unwrap_or("unknown")
    ));
    if let Some(label) = &support.max_cuda_label {
        check = check.evidence(format!(
            "matrix ({}): newest toolkit whose own driver this meets is CUDA {label}",
            matrix.origin
        ));
    }
    if !support.minor_compat_majors.is_empty() {
        let majors: Vec<String> = support
            .minor_compat_majors
            .iter()
            .map(|m| format!("{m}.x"))
            .collect();
        check = check.evidence(format!(
            "minor version compatibility: runs any CUDA {} runtime (PTX JIT of newer code needs a newer driver)",
            majors.join(", ")
        ));
    }
    if let (Some(n), Some(m)) = (nvml_cuda, support.max_cuda.as_deref())
        && n != m
    {
        check = check.evidence(format!(
            "note: NVML says CUDA {n}, the matrix says {m}; the matrix may be older or newer than this driver"
        ));
    }
    check
}

fn module_check(facts: &NvmlFacts, obs: &DriverObservation) -> Check {
    let user = &facts.driver_version;
    match &obs.module_version {
        Ok(Some(module)) if module == user => Check::pass(
            "driver.kernel-module",
            format!("kernel module {module} matches the user-space driver"),
        )
        .evidence("/proc/driver/nvidia/version"),
        Ok(Some(module)) => Check::fail(
            "driver.kernel-module",
            format!(
                "kernel module {module} but user-space driver {user}: they must be the same version"
            ),
        )
        .hint(Hint::new(
            "Reboot so the new kernel module loads (or unload and reload it)",
            &[
                "sudo reboot",
                "sudo rmmod nvidia_uvm nvidia_drm nvidia_modeset nvidia && sudo modprobe nvidia",
            ],
        ))
        .explain("nvml-driver-library-mismatch"),
        Ok(None) => Check::warn(
            "driver.kernel-module",
            "/proc/driver/nvidia/version has no version line; cannot compare with the user-space driver",
        ),
        Err(_) if obs.wsl => Check::pass(
            "driver.kernel-module",
            "WSL2: the kernel driver is the Windows host's (no /proc/driver/nvidia here)",
        ),
        Err(e) => Check::warn(
            "driver.kernel-module",
            "cannot read /proc/driver/nvidia/version to compare the kernel module version",
        )
        .evidence(e.clone()),
    }
}

fn gpus_check(facts: &NvmlFacts) -> Check {
    let n = facts.gpus.len();
    if n == 0 {
        return Check::fail("driver.gpus", "NVML sees no GPU")
            .evidence_all(facts.notes.iter().cloned())
            .hint(Hint::new(
                "Check that the GPU is on the bus and bound to the nvidia driver",
                &["lspci -nnk | grep -A3 -i nvidia", "nvidia-smi -L"],
            ))
            .explain("no-gpu-found");
    }
    let names: Vec<String> = facts.gpus.iter().map(|g| g.name.clone()).collect();
    let mut unique = names.clone();
    unique.dedup();
    let first = &facts.gpus[0];
    let summary = if unique.len() == 1 {
        format!(
            "{n} GPU{}: {} (compute capability {}, {} MiB)",
            if n == 1 { "" } else { "s" },
            first.name,
            first.compute_capability.as_deref().unwrap_or("?"),
            first.memory_total_mib.map_or("?".into(), |m| m.to_string())
        )
    } else {
        format!("{n} GPUs: {}", names.join(", "))
    };
    Check::pass("driver.gpus", summary).evidence_all(facts.gpus.iter().map(|g| {
        format!(
            "GPU {}: {} {} cc {} memory {}/{} MiB bus {} mode {}",
            g.index,
            g.name,
            g.uuid,
            g.compute_capability.as_deref().unwrap_or("?"),
            g.memory_used_mib.map_or("?".into(), |m| m.to_string()),
            g.memory_total_mib.map_or("?".into(), |m| m.to_string()),
            g.pci_bus_id.as_deref().unwrap_or("?"),
            g.compute_mode.as_deref().unwrap_or("?"),
        )
    }))
}

fn memory_check(facts: &NvmlFacts, _obs: &DriverObservation) -> Check {
    let pids: Vec<String> = facts
        .gpus
        .iter()
        .flat_map(|g| g.processes.iter().map(|p| p.pid.to_string()))
        .collect();
    let held: Vec<String> = facts
        .gpus
        .iter()
        .flat_map(|g| {
            g.processes.iter().map(move |p| {
                format!(
                    "GPU {}: pid {} holds {}",
                    g.index,
                    p.pid,
                    p.used_mib
                        .map_or("an unknown amount of memory".into(), |m| format!("{m} MiB"))
                )
            })
        })
        .collect();
    if held.is_empty() {
        return Check::pass("driver.memory-in-use", "no other process holds GPU memory");
    }
    let kill = format!(
        "kill {}   # only those that are yours and stale",
        pids.join(" ")
    );
    Check::warn(
        "driver.memory-in-use",
        format!(
            "{}; a framework that pre-allocates may run out of memory",
            held[0]
        ),
    )
    .evidence_all(held)
    .hint(Hint::new(
        "See which processes hold GPU memory and stop them if they are stale",
        &[
            "nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv",
            kill.as_str(),
        ],
    ))
    .explain("gpu-memory-held")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::GpuProcess;

    fn obs(answer: NvmlAnswer, module: Option<&str>) -> DriverObservation {
        DriverObservation {
            library: Some(PathBuf::from("/usr/lib/libnvidia-ml.so.1")),
            searched: vec![],
            library_file_version: Some("580.159.04".into()),
            module_version: Ok(module.map(str::to_string)),
            nvml: Some(Ok(crate::runner::Probed {
                answer,
                output: Default::default(),
            })),
            wsl: false,
            container: None,
            image: false,
        }
    }

    #[test]
    fn an_image_without_libnvidia_ml_skips_and_a_machine_fails() {
        let mut o = obs(NvmlAnswer::Ok(h200()), None);
        o.library = None;
        o.nvml = None;
        let m = Matrix::builtin().unwrap();
        let (checks, _, _) = judge(&o, &m);
        assert_eq!(checks[0].status, crate::report::Status::Fail);
        assert!(checks[0].hint.is_some());
        o.image = true;
        let (checks, _, _) = judge(&o, &m);
        assert_eq!(
            checks[0].status,
            crate::report::Status::Skip,
            "{:?}",
            checks[0]
        );
        assert!(checks[0].summary.contains("in the image") && checks[0].hint.is_none());
    }

    fn h200() -> NvmlFacts {
        NvmlFacts {
            driver_version: "580.159.04".into(),
            cuda_version: Some("13.0".into()),
            nvml_version: Some("13.580.159.04".into()),
            gpus: vec![GpuFacts {
                index: 0,
                name: "NVIDIA H200".into(),
                uuid: "GPU-76cf385e".into(),
                compute_capability: Some("9.0".into()),
                memory_total_mib: Some(143771),
                memory_used_mib: Some(0),
                ..GpuFacts::default()
            }],
            notes: vec![],
            pairs: vec![],
        }
    }

    fn status_of<'a>(checks: &'a [Check], id: &str) -> &'a Check {
        checks
            .iter()
            .find(|c| c.id == id)
            .unwrap_or_else(|| panic!("no {id} in {checks:?}"))
    }

    #[test]
    fn healthy_h200_passes_with_cuda_13() {
        let m = Matrix::builtin().unwrap();
        let (checks, driver, gpus) = judge(&obs(NvmlAnswer::Ok(h200()), Some("580.159.04")), &m);
        assert!(
            checks
                .iter()
                .all(|c| c.status == crate::report::Status::Pass),
            "{checks:#?}"
        );
        assert_eq!(
            status_of(&checks, "driver.version").summary,
            "NVIDIA driver 580.159.04 (supports CUDA <= 13.0)"
        );
        assert_eq!(
            driver.unwrap().kernel_module_version.as_deref(),
            Some("580.159.04")
        );
        assert_eq!(gpus.len(), 1);
    }

    #[test]
    fn module_mismatch_fails_with_both_versions() {
        let m = Matrix::builtin().unwrap();
        let (checks, _, _) = judge(&obs(NvmlAnswer::Ok(h200()), Some("575.57.08")), &m);
        let c = status_of(&checks, "driver.kernel-module");
        assert_eq!(c.status, crate::report::Status::Fail);
        assert!(c.summary.contains("575.57.08") && c.summary.contains("580.159.04"));
    }

    #[test]
    fn memory_held_by_another_process_warns_with_pid() {
        let m = Matrix::builtin().unwrap();
        let mut f = h200();
        f.gpus[0].processes.push(GpuProcess {
            pid: 4242,
            used_mib: Some(22000),
        });
        let (checks, _, _) = judge(&obs(NvmlAnswer::Ok(f), Some("580.159.04")), &m);
        let c = status_of(&checks, "driver.memory-in-use");
        assert_eq!(c.status, crate::report::Status::Warn);
        assert!(
            c.summary.contains("pid 4242 holds 22000 MiB"),
            "{}",
            c.summary
        );
    }

    #[test]
    fn old_driver_summary_names_its_cuda_ceiling() {
        let m = Matrix::builtin().unwrap();
        let mut f = h200();
        f.driver_version = "470.82.01".into();
        f.cuda_version = Some("11.4".into());
        let (checks, _, _) = judge(&obs(NvmlAnswer::Ok(f), Some("470.82.01")), &m);
        assert_eq!(
            status_of(&checks, "driver.version").summary,
            "NVIDIA driver 470.82.01 (supports CUDA <= 11.4)"
        );
    }

    #[test]
    fn ancient_driver_fails() {
        let m = Matrix::builtin().unwrap();
        let mut f = h200();
        f.driver_version = "0.1".into();
        let c = version_check(&f, &m);
        assert_eq!(c.status, crate::report::Status::Fail);
        assert!(c.summary.contains("impossible"), "{}", c.summary);
        f.driver_version = "123456.1".into();
        assert_eq!(version_check(&f, &m).status, crate::report::Status::Fail);
        f.driver_version = "580.159.04".into();
        f.cuda_version = Some("130.0".into());
        let c = version_check(&f, &m);
        assert!(c.summary.contains("CUDA version 130.0"), "{}", c.summary);
        f.driver_version = "384.81".into();
        f.cuda_version = None;
        let (checks, _, _) = judge(&obs(NvmlAnswer::Ok(f), Some("384.81")), &m);
        assert_eq!(
            status_of(&checks, "driver.version").status,
            crate::report::Status::Fail
        );
    }

    #[test]
    fn only_toolkit_stub_directories_count_as_stubs() {
        use crate::probe::libraries::search::in_stubs;
        assert!(in_stubs("/usr/local/cuda/lib64/stubs/libnvidia-ml.so.1"));
        assert!(in_stubs(
            "/usr/local/cuda/targets/x86_64-linux/lib/stubs/libnvidia-ml.so.1"
        ));
        assert!(!in_stubs("/work/target/tmp/stubs/nvml/libnvidia-ml.so.1"));
        assert!(!in_stubs("/usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1"));
    }

    #[test]
    fn the_answer_survives_the_wire_and_library_noise() {
        use crate::runner::{Captured, Ending, ProbeFailure, answer_line, classify};
        let line = answer_line(&NvmlAnswer::Ok(h200())).unwrap();
        let stdout = |s: String| Captured {
            stdout: s,
            ..Captured::default()
        };
        let r = classify::<NvmlAnswer>(
            Ending::Exited(0),
            stdout(format!("some library chatter\n{line}\n")),
        );
        assert!(matches!(r, Ok(ref p) if matches!(p.answer, NvmlAnswer::Ok(_))));
        let failed = r#"GPUDOC_ANSWER:{"result":"error","kind":"driver_not_loaded","message":"Driver Not Loaded","stage":"init"}"#;
        let r = classify::<NvmlAnswer>(Ending::Exited(0), stdout(failed.into()));
        assert!(matches!(
            r,
            Ok(ref p) if matches!(&p.answer, NvmlAnswer::Error(f) if f.kind == NvmlErrorKind::DriverNotLoaded)
        ));
        let r = classify::<NvmlAnswer>(Ending::Exited(0), stdout("not json".into()));
        let mut o = obs(NvmlAnswer::Ok(h200()), None);
        o.nvml = Some(r);
        let (checks, driver, _) = judge(&o, &Matrix::builtin().unwrap());
        let c = status_of(&checks, "driver.nvml");
        assert_eq!(c.reason, Some(Reason::Crash));
        assert_eq!(
            c.summary,
            "NVML crashed: the probe exited with status 0 without an answer"
        );
        assert!(driver.is_none());
        o.nvml = Some(Err(crate::runner::Unanswered {
            failure: ProbeFailure::Timeout {
                deadline: std::time::Duration::from_secs(5),
            },
            output: Captured::default(),
        }));
        let (checks, _, _) = judge(&o, &Matrix::builtin().unwrap());
        let c = status_of(&checks, "driver.nvml");
        assert_eq!(c.reason, Some(Reason::Timeout));
        assert!(
            c.summary
                .starts_with("NVML hung: the probe did not finish within 5 s")
        );
    }

    #[test]
    fn judge_no_library_says_where_by_platform() {
        let m = Matrix::builtin().unwrap();
        let mut o = obs(NvmlAnswer::Ok(h200()), None);
        o.library = None;
        o.nvml = None;
        o.searched = vec!["/usr/lib/x86_64-linux-gnu (default dir)".into()];
        let (checks, driver, gpus) = judge(&o, &m);
        assert_eq!(checks.len(), 1);
        assert_eq!(checks[0].status, crate::report::Status::Fail);
        assert_eq!(
            checks[0].explain.as_deref(),
            Some("nvidia-driver-not-installed")
        );
        assert_eq!(checks[0].evidence, o.searched);
        assert!(driver.is_none() && gpus.is_empty());
        o.container = Some("docker".into());
        assert_eq!(
            judge(&o, &m).0[0].explain.as_deref(),
            Some("container-no-gpu")
        );
        o.wsl = true;
        assert_eq!(judge(&o, &m).0[0].explain.as_deref(), Some("wsl-no-gpu"));
    }

    #[test]
    fn judge_a_hung_nvml_fails_with_its_reason() {
        let m = Matrix::builtin().unwrap();
        let mut o = obs(NvmlAnswer::Ok(h200()), Some("580.159.04"));
        o.nvml = Some(Err(crate::runner::Unanswered {
            failure: crate::runner::ProbeFailure::Timeout {
                deadline: std::time::Duration::from_secs(10),
            },
            output: crate::runner::Captured::default(),
        }));
        let (checks, driver, _) = judge(&o, &m);
        let c = status_of(&checks, "driver.nvml");
        assert_eq!(
            c.summary,
            format!(
                "NVML hung: the probe {}",
                crate::runner::ProbeFailure::Timeout {
                    deadline: std::time::Duration::from_secs(10)
                }
                .describe()
            )
        );
        assert_eq!(c.reason, Some(Reason::Timeout));
        assert_eq!(c.explain.as_deref(), Some("nvml-probe-broken"));
        assert!(driver.is_none());
    }
}
