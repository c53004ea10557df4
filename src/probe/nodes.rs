//! Layer 2, `nodes`: the kernel side of the driver as the file system shows it:
//! /proc/driver/nvidia (module loaded, its version, the GPUs it bound), the /dev/nvidia*
//! character devices and whether this user may open them, and the platform around them
//! (WSL2, where /dev/dxg replaces /dev/nvidia*, and containers). Fills `facts.platform`
//! and `facts.nodes`.

use std::fs;
use std::os::unix::fs::{FileTypeExt, MetadataExt};

use super::{Ctx, Layer};
use crate::env::{Env, Identity};
use crate::facts::{DeviceNode, Facts, NodeFacts, PlatformFacts};
use crate::report::{Check, Hint};
use crate::version::Version;

pub const LAYER: Layer = Layer {
    id: "nodes",
    title: "Kernel module and device nodes",
    needs: &[],
    uses: &[],
    checks: CHECKS,
    run,
    prefetch: None,
};

const CHECKS: &[(&str, &str)] = &[
    (
        "nodes.platform",
        "operating system, WSL2 and container detection",
    ),
    (
        "nodes.kernel-module",
        "/proc/driver/nvidia/version: NVIDIA kernel module loaded, its version",
    ),
    (
        "nodes.proc-gpus",
        "/proc/driver/nvidia/gpus: GPUs bound by the kernel module",
    ),
    (
        "nodes.nvidiactl",
        "/dev/nvidiactl present, a character device, read/write for this user",
    ),
    (
        "nodes.gpu-nodes",
        "/dev/nvidia0..N present for every GPU, read/write for this user",
    ),
    (
        "nodes.uvm",
        "/dev/nvidia-uvm present (CUDA needs it), read/write for this user",
    ),
    (
        "nodes.uvm-tools",
        "/dev/nvidia-uvm-tools present (profilers need it)",
    ),
    (
        "nodes.wsl-dxg",
        "WSL2: /dev/dxg, the GPU paravirtualisation device, present",
    ),
    (
        "nodes.wsl-libs",
        "WSL2: the Windows driver's libraries in /usr/lib/wsl/lib",
    ),
    (
        "nodes.container-gpu-access",
        "in a container: GPUs passed through by the runtime",
    ),
];

fn run(ctx: &Ctx, facts: &mut Facts) -> Vec<Check> {
    let obs = observe(ctx.env);
    let checks = judge(&obs, facts.gpus.len());
    facts.platform = obs.platform;
    facts.nodes = Some(obs.nodes);
    checks
}

/// Everything the layer observed: the judge reads nothing else.
#[derive(Debug, Clone, Default)]
pub struct NodesObservation {
    pub platform: PlatformFacts,
    pub nodes: NodeFacts,
    pub wsl: WslFacts,
    /// The first line of /proc/driver/nvidia/version when that file exists ("(empty)" for
    /// an empty one); `None` when it is missing.
    pub version_file: Option<String>,
    /// NVIDIA_VISIBLE_DEVICES, which a container runtime reads to pass GPUs through.
    pub nvidia_visible_devices: Option<String>,
    /// The root is an unpacked image (`--root` without `--trust-root`), not a machine.
    pub image: bool,
}

/// Observe the platform, /proc/driver/nvidia, the /dev nodes and (on WSL2) /dev/dxg.
pub fn observe(env: &Env) -> NodesObservation {
    let platform = observe_platform(env);
    let wsl = if platform.wsl {
        observe_wsl(env)
    } else {
        WslFacts::default()
    };
    let version_file = env.path("/proc/driver/nvidia/version").exists().then(|| {
        match env.read("/proc/driver/nvidia/version", crate::env::TEXT_CAP) {
            Ok(read) => String::from_utf8_lossy(&read.bytes)
                .lines()
                .next()
                .unwrap_or("(empty)")
                .to_string(),
            // A FIFO or a device here is not what the kernel module writes: say so.
            Err(e) => format!("(unreadable: {e})"),
        }
    });
    NodesObservation {
        platform,
        nodes: observe_nodes(env),
        wsl,
        version_file,
        nvidia_visible_devices: env.var("NVIDIA_VISIBLE_DEVICES").map(str::to_string),
        image: env.untrusted_root(),
    }
}

/// What WSL2 needs, observed only when the kernel says WSL.
#[derive(Debug, Clone, Default)]
pub struct WslFacts {
    pub dxg: Option<DeviceNode>,
    pub libcuda: bool,
    pub libnvml: bool,
}

/// OS, kernel, WSL and container, from files under the root and the captured environment.
pub fn observe_platform(env: &Env) -> PlatformFacts {
    let proc_version = env.read_text("/proc/version").unwrap_or_default();
    let kernel = env
        .read_text("/proc/sys/kernel/osrelease")
        .ok()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .or_else(|| proc_version.split_whitespace().nth(2).map(str::to_string))
        .unwrap_or_else(|| "unknown".into());
    let lower = format!("{proc_version} {kernel}").to_lowercase();
    let wsl = lower.contains("microsoft") || lower.contains("wsl");
    let distro = env.read_text("/etc/os-release").ok().and_then(|text| {
        text.lines()
            .find_map(|l| l.strip_prefix("PRETTY_NAME="))
            .map(|v| v.trim().trim_matches('"').to_string())
    });
    PlatformFacts {
        os: std::env::consts::OS.to_string(),
        distro,
        kernel,
        wsl,
        container: detect_container(env),
    }
}

/// Which container runtime, if any, gpudoc is inside.
pub(crate) fn detect_container(env: &Env) -> Option<String> {
    if env.var("KUBERNETES_SERVICE_HOST").is_some()
        || env.path("/var/run/secrets/kubernetes.io").exists()
    {
        return Some("kubernetes".into());
    }
    if env.path("/run/.containerenv").exists() {
        return Some("podman".into());
    }
    if env.path("/.dockerenv").exists() {
        return Some("docker".into());
    }
    let cgroup = env.read_text("/proc/1/cgroup").unwrap_or_default();
    if cgroup.contains("kubepods") {
        return Some("kubernetes".into());
    }
    if cgroup.contains("docker") {
        return Some("docker".into());
    }
    if cgroup.contains("libpod") {
        return Some("podman".into());
    }
    if cgroup.contains("/lxc") || env.var("container") == Some("lxc") {
        return Some("lxc".into());
    }
    let environ = env
        .read("/proc/1/environ", crate::env::TEXT_CAP)
        .map(|r| r.bytes)
        .unwrap_or_default();
    if environ.split(|&b| b == 0).any(|kv| kv == b"container=lxc") {
        return Some("lxc".into());
    }
    match env.var("container") {
        Some("podman") => Some("podman".into()),
        Some("docker") => Some("docker".into()),
        _ => None,
    }
}

/// The kernel module version in /proc/driver/nvidia/version: the first dotted number after
/// "NVRM version:". Handles both the proprietary ("NVIDIA UNIX x86_64 Kernel Module
/// 535.104.05 ...") and the open module ("NVIDIA UNIX Open Kernel Module for x86_64
/// 580.159.04 ...") wording.
pub fn parse_module_version(text: &str) -> Option<String> {
    let line = text.lines().find(|l| l.contains("NVRM version:"))?;
    line.split_whitespace()
        .filter_map(Version::parse)
        .find(|v| v.as_str().contains('.'))
        // A version no driver has (major 0 or past 9999) is a corrupt or forged file: it
        // counts as unparsable, never as a driver to compare with.
        .filter(|v| v.impossible_driver().is_none())
        .map(|v| v.to_string())
}

/// Read /proc/driver/nvidia/version: `Err` when missing, `Ok(None)` when unparsable.
pub fn read_module_version(env: &Env) -> std::io::Result<Option<String>> {
    env.read_text("/proc/driver/nvidia/version")
        .map(|t| parse_module_version(&t))
}

/// /proc/driver/nvidia and the /dev nodes.
pub fn observe_nodes(env: &Env) -> NodeFacts {
    let kernel_module_version = read_module_version(env).ok().flatten();
    let mut proc_gpus: Vec<String> = fs::read_dir(env.path("/proc/driver/nvidia/gpus"))
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    proc_gpus.sort();
    let mut names: Vec<String> = fs::read_dir(env.path("/dev"))
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| is_gpu_node(n))
                .collect()
        })
        .unwrap_or_default();
    names.sort_by_key(|n| n[6..].parse::<u32>().unwrap_or(u32::MAX));
    let mut devices: Vec<DeviceNode> = ["nvidiactl", "nvidia-uvm", "nvidia-uvm-tools"]
        .iter()
        .map(|n| observe_node(env, &format!("/dev/{n}")))
        .collect();
    devices.extend(
        names
            .iter()
            .map(|n| observe_node(env, &format!("/dev/{n}"))),
    );
    NodeFacts {
        kernel_module_version,
        proc_gpus,
        devices,
    }
}

fn is_gpu_node(name: &str) -> bool {
    name.strip_prefix("nvidia")
        .is_some_and(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()))
}

fn observe_wsl(env: &Env) -> WslFacts {
    let dxg = env.path("/dev/dxg");
    WslFacts {
        dxg: (fs::symlink_metadata(&dxg).is_ok()).then(|| observe_node(env, "/dev/dxg")),
        libcuda: env.path("/usr/lib/wsl/lib/libcuda.so.1").exists(),
        libnvml: env.path("/usr/lib/wsl/lib/libnvidia-ml.so.1").exists(),
    }
}

/// One node's type, mode and this user's access.
pub fn observe_node(env: &Env, abs: &str) -> DeviceNode {
    let real = env.path(abs);
    let meta = match fs::metadata(&real) {
        Ok(m) => m,
        Err(e) => {
            let kind = if e.kind() == std::io::ErrorKind::NotFound {
                if fs::symlink_metadata(&real).is_ok() {
                    "dangling symlink".to_string()
                } else {
                    "missing".to_string()
                }
            } else {
                format!("unreadable ({e})")
            };
            return DeviceNode {
                path: abs.to_string(),
                kind,
                ..DeviceNode::default()
            };
        }
    };
    let ft = meta.file_type();
    let kind = if ft.is_char_device() {
        let rdev = meta.rdev();
        format!("char {}:{}", libc::major(rdev), libc::minor(rdev))
    } else if ft.is_dir() {
        "directory".into()
    } else if ft.is_file() {
        "regular file".into()
    } else {
        "other".into()
    };
    let mode = meta.mode();
    DeviceNode {
        path: abs.to_string(),
        kind,
        mode: Some(format!("{:04o}", mode & 0o7777)),
        readable: may_access(mode, meta.uid(), meta.gid(), &env.identity, 4),
        writable: may_access(mode, meta.uid(), meta.gid(), &env.identity, 2),
    }
}

/// Unix permission rule for one access bit (4 read, 2 write): root may always; else the
/// owner, group or other triplet that applies decides.
pub fn may_access(mode: u32, owner: u32, group: u32, who: &Identity, bit: u32) -> bool {
    if who.uid == 0 {
        return true;
    }
    let shift = if who.uid == owner {
        6
    } else if who.gids.contains(&group) {
        3
    } else {
        0
    };
    mode >> shift & bit != 0
}

/// Judge the nodes against what a working CUDA setup needs on this platform.
/// Pure: a function of the observation and layer 1's GPU count (0 when NVML did not answer).
pub fn judge(obs: &NodesObservation, nvml_gpu_count: usize) -> Vec<Check> {
    let (platform, nodes, wsl) = (&obs.platform, &obs.nodes, &obs.wsl);
    let mut out = vec![platform_check(platform)];
    if obs.image && obs.version_file.is_none() {
        // An unpacked image has no /proc or /dev of its own: the host that runs it provides
        // the kernel module and the device nodes, so their absence here is no finding.
        out.push(Check::skip(
            "nodes.kernel-module",
            "skipped: an image has no /proc/driver/nvidia or /dev/nvidia*: the host that runs it provides them (run gpudoc check there)",
        ));
        return out;
    }
    if platform.wsl {
        out.extend(judge_wsl(wsl));
        return out;
    }
    let present = |n: &DeviceNode| n.kind != "missing";
    let any_node = nodes.devices.iter().any(present);
    if let Some(runtime) = &platform.container
        && nodes.kernel_module_version.is_none()
        && !any_node
    {
        let visible = obs.nvidia_visible_devices.as_deref();
        out.push(
            Check::fail(
                "nodes.container-gpu-access",
                format!("inside a {runtime} container with no NVIDIA device nodes; the runtime did not pass a GPU through"),
            )
            .evidence(format!(
                "NVIDIA_VISIBLE_DEVICES={}",
                visible.unwrap_or("(unset)")
            ))
            .evidence("/dev/nvidia* and /proc/driver/nvidia are absent")
            .hint(Hint {
                text: "Start the container with GPU access (needs the NVIDIA Container Toolkit on the host, from NVIDIA's repository)".into(),
                commands: crate::fix::container_gpu_access(runtime),
            })
            .explain("container-no-gpu"),
        );
        return out;
    }
    if platform.container.is_some() {
        out.push(Check::pass(
            "nodes.container-gpu-access",
            "the container runtime passes NVIDIA devices through",
        ));
    }
    match &nodes.kernel_module_version {
        Some(v) => out.push(
            Check::pass(
                "nodes.kernel-module",
                format!("NVIDIA kernel module {v} loaded"),
            )
            .evidence("/proc/driver/nvidia/version"),
        ),
        None => {
            if let Some(first_line) = &obs.version_file {
                out.push(
                    Check::warn(
                        "nodes.kernel-module",
                        "/proc/driver/nvidia/version is present but has no version line",
                    )
                    .evidence(first_line.clone()),
                );
            } else {
                out.push(
                    Check::fail(
                        "nodes.kernel-module",
                        "NVIDIA kernel module not loaded: /proc/driver/nvidia/version is missing",
                    )
                    .hint(Hint::new(
                        "Load the module and look for the reason it did not load (Secure Boot blocks unsigned modules; a kernel update without DKMS leaves no module)",
                        &[
                            "sudo modprobe nvidia",
                            "sudo dmesg | grep -i -E 'nvidia|nvrm' | tail -20",
                            "mokutil --sb-state",
                            "dkms status",
                        ],
                    ))
                    .explain("nvidia-module-not-loaded"),
                );
                for id in [
                    "nodes.proc-gpus",
                    "nodes.nvidiactl",
                    "nodes.gpu-nodes",
                    "nodes.uvm",
                    "nodes.uvm-tools",
                ] {
                    out.push(Check::skip(id, "skipped: the kernel module is not loaded"));
                }
                return out;
            }
        }
    }
    let proc_count = nodes.proc_gpus.len();
    out.push(if proc_count == 0 {
        Check::fail(
            "nodes.proc-gpus",
            "the kernel module bound no GPU (/proc/driver/nvidia/gpus is empty)",
        )
        .hint(Hint::new(
            "Check that the GPU is on the bus and not claimed by another driver (nouveau, vfio)",
            &[
                "lspci -nnk | grep -A3 -i nvidia",
                "sudo dmesg | grep -i nvrm | tail -20",
            ],
        ))
    } else {
        Check::pass(
            "nodes.proc-gpus",
            format!(
                "{proc_count} GPU{} bound by the kernel module",
                plural(proc_count)
            ),
        )
        .evidence_all(
            nodes
                .proc_gpus
                .iter()
                .map(|b| format!("/proc/driver/nvidia/gpus/{b}")),
        )
    });
    let find = |p: &str| nodes.devices.iter().find(|d| d.path == p);
    let node_fix_missing = Hint::new(
        "Create the device nodes (nvidia-modprobe does it as the driver would)",
        &["sudo nvidia-modprobe -c=0", "ls -l /dev/nvidia*"],
    );
    if let Some(ctl) = find("/dev/nvidiactl") {
        out.push(node_check(
            "nodes.nvidiactl",
            ctl,
            true,
            node_fix_missing.clone(),
        ));
    }
    let gpu_nodes: Vec<&DeviceNode> = nodes
        .devices
        .iter()
        .filter(|d| d.path.strip_prefix("/dev/").is_some_and(is_gpu_node))
        .collect();
    let want = proc_count.max(nvml_gpu_count);
    out.push(judge_gpu_nodes(&gpu_nodes, want, node_fix_missing));
    if let Some(uvm) = find("/dev/nvidia-uvm") {
        out.push(node_check(
            "nodes.uvm",
            uvm,
            true,
            Hint::new(
                "Load the nvidia-uvm module (CUDA cannot allocate memory without it)",
                &["sudo modprobe nvidia-uvm", "sudo nvidia-modprobe -u -c=0"],
            ),
        ));
    }
    if let Some(tools) = find("/dev/nvidia-uvm-tools") {
        out.push(node_check(
            "nodes.uvm-tools",
            tools,
            false,
            Hint::new(
                "Create it (profilers such as Nsight and CUPTI need it; training does not)",
                &["sudo nvidia-modprobe -u -c=0"],
            ),
        ));
    }
    out
}

fn platform_check(p: &PlatformFacts) -> Check {
    let distro = p
        .distro
        .as_deref()
        .map(|d| format!(" ({d})"))
        .unwrap_or_default();
    let kind = if p.wsl { "WSL2 kernel" } else { "Linux kernel" };
    let place = match &p.container {
        Some(c) => format!(", inside a {c} container"),
        None => String::new(),
    };
    Check::pass(
        "nodes.platform",
        format!("{kind} {}{distro}{place}", p.kernel),
    )
}

fn judge_wsl(wsl: &WslFacts) -> Vec<Check> {
    let mut out = Vec::new();
    out.push(match &wsl.dxg {
        Some(node) if node.readable && node.writable => Check::pass(
            "nodes.wsl-dxg",
            "WSL2: /dev/dxg present; /dev/nvidia* are not expected here",
        ),
        Some(node) => Check::fail(
            "nodes.wsl-dxg",
            format!("WSL2: /dev/dxg is not usable by this user ({}, mode {})", node.kind, node.mode.as_deref().unwrap_or("?")),
        )
        .hint(Hint::new("Give your user access to /dev/dxg", &["ls -l /dev/dxg", "sudo chmod 666 /dev/dxg"])),
        None => Check::fail(
            "nodes.wsl-dxg",
            "WSL2: /dev/dxg is missing, so no GPU is passed to Linux",
        )
        .hint(Hint::new(
            "Use WSL 2 (not WSL 1) with a current kernel and install the NVIDIA driver on Windows (not inside WSL)",
            &["wsl.exe --update", "wsl.exe -l -v   # the VERSION column must say 2"],
        ))
        .explain("wsl-no-gpu"),
    });
    out.push(if wsl.libcuda && wsl.libnvml {
        Check::pass("nodes.wsl-libs", "WSL2: libcuda.so.1 and libnvidia-ml.so.1 in /usr/lib/wsl/lib")
    } else {
        Check::fail(
            "nodes.wsl-libs",
            format!(
                "WSL2: the Windows driver's libraries are missing from /usr/lib/wsl/lib (libcuda.so.1 {}, libnvidia-ml.so.1 {})",
                found(wsl.libcuda),
                found(wsl.libnvml)
            ),
        )
        .hint(Hint::new(
            "Install or repair the NVIDIA driver on Windows; never install a Linux NVIDIA driver inside WSL",
            &["wsl.exe --shutdown   # then reinstall the Windows NVIDIA driver and reopen WSL"],
        ))
        .explain("wsl-no-gpu")
    });
    out
}

fn found(b: bool) -> &'static str {
    if b { "found" } else { "missing" }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn judge_gpu_nodes(nodes: &[&DeviceNode], want: usize, fix_missing: Hint) -> Check {
    let present: Vec<&&DeviceNode> = nodes.iter().filter(|n| n.kind != "missing").collect();
    if present.len() < want.max(1) {
        return Check::fail(
            "nodes.gpu-nodes",
            format!(
                "{} /dev/nvidiaN node{} for {} GPU{}",
                present.len(),
                plural(present.len()),
                want.max(1),
                plural(want.max(1))
            ),
        )
        .evidence_all(present.iter().map(|n| format!("{} ({})", n.path, n.kind)))
        .hint(fix_missing)
        .explain("nvidia-device-nodes-missing");
    }
    let blocked: Vec<&&&DeviceNode> = present
        .iter()
        .filter(|n| !(n.readable && n.writable))
        .collect();
    if let Some(first) = blocked.first() {
        return access_fail("nodes.gpu-nodes", first);
    }
    let odd: Vec<&&&DeviceNode> = present
        .iter()
        .filter(|n| !n.kind.starts_with("char "))
        .collect();
    let names: Vec<String> = present.iter().map(|n| n.path.clone()).collect();
    if !odd.is_empty() {
        return Check::warn(
            "nodes.gpu-nodes",
            format!(
                "{} is a {}, not a character device",
                odd[0].path, odd[0].kind
            ),
        )
        .evidence_all(present.iter().map(|n| describe(n)));
    }
    Check::pass(
        "nodes.gpu-nodes",
        format!("{} read/write", names.join(", ")),
    )
    .evidence_all(present.iter().map(|n| describe(n)))
}

fn describe(n: &DeviceNode) -> String {
    format!(
        "{}: {}, mode {}, {}{}",
        n.path,
        n.kind,
        n.mode.as_deref().unwrap_or("?"),
        if n.readable { "r" } else { "-" },
        if n.writable { "w" } else { "-" }
    )
}

fn access_fail(id: &str, n: &DeviceNode) -> Check {
    Check::fail(
        id,
        format!(
            "{} is not readable and writable by this user (mode {})",
            n.path,
            n.mode.as_deref().unwrap_or("?")
        ),
    )
    .evidence(describe(n))
    .hint(Hint::new(
        "Add your user to the group that owns the node (often `video` or `render`), then log in again; or fix the mode the driver sets",
        &[
            &format!("ls -l {}", n.path),
            "sudo usermod -aG video,render $USER",
        ],
    ))
    .explain("nvidia-device-permission")
}

/// A single fixed node: missing (fail or, for optional nodes, warn), wrong type (warn),
/// no access (fail), else pass.
fn node_check(id: &str, n: &DeviceNode, required: bool, fix_missing: Hint) -> Check {
    if n.kind == "missing" || n.kind == "dangling symlink" {
        let c = if required {
            Check::fail(id, format!("{} is missing", n.path))
        } else {
            Check::warn(id, format!("{} is missing", n.path))
        };
        return c.hint(fix_missing).explain(if id == "nodes.uvm" {
            "nvidia-uvm-missing"
        } else {
            "nvidia-device-nodes-missing"
        });
    }
    if !(n.readable && n.writable) {
        return access_fail(id, n);
    }
    if !n.kind.starts_with("char ") {
        return Check::warn(
            id,
            format!("{} is a {}, not a character device", n.path, n.kind),
        )
        .evidence(describe(n));
    }
    Check::pass(id, format!("{} read/write", n.path)).evidence(describe(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_both_module_version_wordings() {
        let open = "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.159.04  Release Build  (nixbld@)  \nGCC version:  gcc version 15.3.0 (GCC)\n";
        assert_eq!(parse_module_version(open).as_deref(), Some("580.159.04"));
        let prop = "NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.104.05  Sat Aug 19 01:15:15 UTC 2023\nGCC version:  gcc version 12.3.0\n";
        assert_eq!(parse_module_version(prop).as_deref(), Some("535.104.05"));
        assert_eq!(parse_module_version("garbage\n\u{0}\u{1}"), None);
        assert_eq!(parse_module_version("NVRM version: nothing here"), None);
        // Impossible versions are not trusted.
        let forged = "NVRM version: NVIDIA UNIX x86_64 Kernel Module  0.0.1  Release\n";
        assert_eq!(parse_module_version(forged), None);
        let forged = "NVRM version: NVIDIA UNIX x86_64 Kernel Module  99999.1.2  Release\n";
        assert_eq!(parse_module_version(forged), None);
    }

    #[test]
    fn access_follows_owner_group_other() {
        let user = Identity {
            uid: 1000,
            gids: vec![1000, 44],
        };
        assert!(may_access(0o666, 0, 0, &user, 2));
        assert!(!may_access(0o660, 0, 0, &user, 4));
        assert!(may_access(0o660, 0, 44, &user, 4));
        assert!(may_access(0o600, 1000, 0, &user, 2));
        assert!(
            !may_access(0o066, 1000, 44, &user, 4),
            "owner bits win even if group allows"
        );
        let root = Identity {
            uid: 0,
            gids: vec![0],
        };
        assert!(may_access(0o000, 1000, 1000, &root, 2));
    }

    #[test]
    fn gpu_node_names() {
        assert!(is_gpu_node("nvidia0"));
        assert!(is_gpu_node("nvidia12"));
        assert!(!is_gpu_node("nvidiactl"));
        assert!(!is_gpu_node("nvidia-uvm"));
        assert!(!is_gpu_node("nvidia"));
    }

    fn node(path: &str, kind: &str, rw: bool) -> DeviceNode {
        DeviceNode {
            path: path.into(),
            kind: kind.into(),
            mode: Some("0666".into()),
            readable: rw,
            writable: rw,
        }
    }

    #[test]
    fn gpu_nodes_judged_against_gpu_count() {
        let fix = Hint::new("x", &[]);
        let n0 = node("/dev/nvidia0", "char 195:0", true);
        let c = judge_gpu_nodes(&[&n0], 1, fix.clone());
        assert_eq!(c.status, crate::report::Status::Pass);
        let c = judge_gpu_nodes(&[&n0], 2, fix.clone());
        assert_eq!(c.status, crate::report::Status::Fail);
        assert!(
            c.summary.starts_with("1 /dev/nvidiaN node for 2 GPUs"),
            "{}",
            c.summary
        );
        let locked = node("/dev/nvidia0", "char 195:0", false);
        let c = judge_gpu_nodes(&[&locked], 1, fix.clone());
        assert_eq!(c.status, crate::report::Status::Fail);
        assert!(
            c.hint
                .unwrap()
                .commands
                .iter()
                .any(|c| c.contains("usermod"))
        );
        let file = node("/dev/nvidia0", "regular file", true);
        assert_eq!(
            judge_gpu_nodes(&[&file], 1, fix).status,
            crate::report::Status::Warn
        );
    }

    fn ok_machine() -> NodesObservation {
        NodesObservation {
            platform: PlatformFacts {
                os: "linux".into(),
                distro: Some("Ubuntu 24.04 LTS".into()),
                kernel: "6.8.0".into(),
                wsl: false,
                container: None,
            },
            nodes: NodeFacts {
                kernel_module_version: Some("580.65.06".into()),
                proc_gpus: vec!["0000:01:00.0".into()],
                devices: vec![
                    node("/dev/nvidiactl", "char 195:255", true),
                    node("/dev/nvidia-uvm", "char 511:0", true),
                    node("/dev/nvidia-uvm-tools", "char 511:1", true),
                    node("/dev/nvidia0", "char 195:0", true),
                ],
            },
            wsl: WslFacts::default(),
            version_file: Some("NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.65.06".into()),
            nvidia_visible_devices: None,
            image: false,
        }
    }

    #[test]
    fn an_image_without_proc_skips_the_node_checks_and_a_machine_fails() {
        use crate::report::Status;
        let mut o = ok_machine();
        o.version_file = None;
        o.nodes = NodeFacts::default();
        assert!(judge(&o, 0).iter().any(|c| c.status == Status::Fail));
        o.image = true;
        let checks = judge(&o, 0);
        let ids: Vec<&str> = checks.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["nodes.platform", "nodes.kernel-module"]);
        assert_eq!(status_of(&checks, "nodes.kernel-module"), Status::Skip);
    }

    fn status_of(checks: &[Check], id: &str) -> crate::report::Status {
        checks
            .iter()
            .find(|c| c.id == id)
            .unwrap_or_else(|| panic!("no {id} in {checks:?}"))
            .status
    }

    #[test]
    fn judge_passes_a_working_machine() {
        use crate::report::Status;
        let checks = judge(&ok_machine(), 1);
        let ids: Vec<&str> = checks.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "nodes.platform",
                "nodes.kernel-module",
                "nodes.proc-gpus",
                "nodes.nvidiactl",
                "nodes.gpu-nodes",
                "nodes.uvm",
                "nodes.uvm-tools"
            ]
        );
        assert!(
            checks.iter().all(|c| c.status == Status::Pass),
            "{checks:?}"
        );
        assert_eq!(checks[0].summary, "Linux kernel 6.8.0 (Ubuntu 24.04 LTS)");
        // NVML saw two GPUs, the file system one node.
        let checks = judge(&ok_machine(), 2);
        assert_eq!(status_of(&checks, "nodes.gpu-nodes"), Status::Fail);
    }

    #[test]
    fn judge_without_the_module_fails_and_skips_the_rest() {
        use crate::report::Status;
        let mut obs = ok_machine();
        obs.nodes.kernel_module_version = None;
        obs.version_file = None;
        let checks = judge(&obs, 0);
        let module = checks
            .iter()
            .find(|c| c.id == "nodes.kernel-module")
            .unwrap();
        assert_eq!(module.status, Status::Fail);
        assert_eq!(module.explain.as_deref(), Some("nvidia-module-not-loaded"));
        assert_eq!(status_of(&checks, "nodes.uvm"), Status::Skip);
        // A version file without a version line is a warning that quotes it.
        obs.version_file = Some("garbage".into());
        let checks = judge(&obs, 0);
        let module = checks
            .iter()
            .find(|c| c.id == "nodes.kernel-module")
            .unwrap();
        assert_eq!(module.status, Status::Warn);
        assert_eq!(module.evidence, ["garbage"]);
        assert_eq!(status_of(&checks, "nodes.uvm"), Status::Pass);
    }

    #[test]
    fn judge_a_container_without_gpus() {
        use crate::report::Status;
        let mut obs = ok_machine();
        obs.platform.container = Some("docker".into());
        obs.nodes.kernel_module_version = None;
        obs.version_file = None;
        for d in &mut obs.nodes.devices {
            d.kind = "missing".into();
        }
        obs.nvidia_visible_devices = Some("void".into());
        let checks = judge(&obs, 0);
        assert_eq!(checks.len(), 2);
        let c = &checks[1];
        assert_eq!(c.id, "nodes.container-gpu-access");
        assert_eq!(c.status, Status::Fail);
        assert_eq!(c.explain.as_deref(), Some("container-no-gpu"));
        assert_eq!(c.evidence[0], "NVIDIA_VISIBLE_DEVICES=void");
        // With the nodes passed through, the container check passes.
        let mut obs = ok_machine();
        obs.platform.container = Some("docker".into());
        let checks = judge(&obs, 1);
        assert_eq!(
            status_of(&checks, "nodes.container-gpu-access"),
            Status::Pass
        );
    }

    #[test]
    fn judge_locked_and_missing_fixed_nodes() {
        use crate::report::Status;
        let mut obs = ok_machine();
        obs.nodes.devices[0] = node("/dev/nvidiactl", "char 195:255", false);
        obs.nodes.devices[1] = node("/dev/nvidia-uvm", "missing", false);
        obs.nodes.devices[2] = node("/dev/nvidia-uvm-tools", "missing", false);
        let checks = judge(&obs, 1);
        let ctl = checks.iter().find(|c| c.id == "nodes.nvidiactl").unwrap();
        assert_eq!(ctl.status, Status::Fail);
        assert_eq!(ctl.explain.as_deref(), Some("nvidia-device-permission"));
        let uvm = checks.iter().find(|c| c.id == "nodes.uvm").unwrap();
        assert_eq!(uvm.status, Status::Fail);
        assert_eq!(uvm.explain.as_deref(), Some("nvidia-uvm-missing"));
        assert_eq!(status_of(&checks, "nodes.uvm-tools"), Status::Warn);
    }

    #[test]
    fn judge_wsl_looks_at_dxg_and_the_windows_libraries() {
        use crate::report::Status;
        let mut obs = ok_machine();
        obs.platform.wsl = true;
        obs.nodes = NodeFacts::default();
        obs.wsl = WslFacts {
            dxg: Some(node("/dev/dxg", "char 10:63", true)),
            libcuda: true,
            libnvml: false,
        };
        let checks = judge(&obs, 0);
        let ids: Vec<&str> = checks.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["nodes.platform", "nodes.wsl-dxg", "nodes.wsl-libs"]);
        assert_eq!(checks[0].summary, "WSL2 kernel 6.8.0 (Ubuntu 24.04 LTS)");
        assert_eq!(checks[1].status, Status::Pass);
        assert_eq!(checks[2].status, Status::Fail);
        assert!(checks[2].summary.contains("libnvidia-ml.so.1 missing"));
        obs.wsl.dxg = None;
        assert_eq!(judge(&obs, 0)[1].explain.as_deref(), Some("wsl-no-gpu"));
    }
}
