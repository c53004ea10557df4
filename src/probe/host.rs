//! Observing the report's [`Host`] through [`Env`] (variables and /proc), except the
//! kernel's hostname, which is the running machine's.

use std::collections::BTreeMap;
use std::time::SystemTime;

use crate::env::Env;
use crate::host::{Host, SchedulerContext, rfc3339, unix_seconds};
use crate::redact::{Identifiers, looks_secret};

/// The node name, the kernel's hostname and the boot id.
fn names(env: &Env) -> (String, String, Option<String>) {
    let var = |k: &str| env.var(k).map(str::trim).filter(|v| !v.is_empty());
    let hostname = kernel_hostname();
    let node_name = var("SLURMD_NODENAME")
        .or_else(|| var("NODE_NAME"))
        .map(str::to_string)
        .unwrap_or_else(|| hostname.split('.').next().unwrap_or("").to_string());
    let boot_id = env
        .read_text("/proc/sys/kernel/random/boot_id")
        .ok()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty());
    (node_name, hostname, boot_id)
}

/// What `--redact` hides: the host's names, the user (USER or LOGNAME, else the password
/// database), the home directory (HOME, else the password database) and the values of
/// variables whose names look like secrets.
pub fn identifiers(env: &Env) -> Identifiers {
    let var = |k: &str| env.var(k).map(str::trim).filter(|v| !v.is_empty());
    let (node_name, hostname, boot_id) = names(env);
    let account = passwd_entry();
    Identifiers {
        node_name,
        hostname,
        boot_id,
        user: var("USER")
            .or_else(|| var("LOGNAME"))
            .map(str::to_string)
            .or_else(|| account.as_ref().map(|a| a.0.clone())),
        home: var("HOME")
            .map(str::to_string)
            .or_else(|| account.map(|a| a.1)),
        secrets: env
            .vars
            .iter()
            .filter(|(k, v)| looks_secret(k) && !v.trim().is_empty())
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
    }
}

/// The effective user's name and home directory from the password database.
fn passwd_entry() -> Option<(String, String)> {
    let mut pwd: libc::passwd = unsafe { std::mem::zeroed() };
    let mut buf = vec![0 as libc::c_char; 16 * 1024];
    let mut result: *mut libc::passwd = std::ptr::null_mut();
    // SAFETY: getpwuid_r writes the entry into pwd and its strings into buf (of the given
    // length), and sets result to &pwd on success; the strings are read before buf drops.
    let rc = unsafe {
        libc::getpwuid_r(
            libc::geteuid(),
            &mut pwd,
            buf.as_mut_ptr(),
            buf.len(),
            &mut result,
        )
    };
    if rc != 0 || result.is_null() || pwd.pw_name.is_null() || pwd.pw_dir.is_null() {
        return None;
    }
    // SAFETY: non-null, NUL-terminated strings inside buf, which is still alive.
    let text = |p: *const libc::c_char| unsafe {
        std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned()
    };
    Some((text(pwd.pw_name), text(pwd.pw_dir)))
}

/// Observe the host at the start of a run; `duration_ms` is filled in at the end.
pub fn observe(env: &Env, started: SystemTime, labels: BTreeMap<String, String>) -> Host {
    let var = |k: &str| env.var(k).map(str::trim).filter(|v| !v.is_empty());
    let (node_name, hostname, boot_id) = names(env);
    let slurm_job_id = var("SLURM_JOB_ID").map(str::to_string);
    let k8s = var("KUBERNETES_SERVICE_HOST").is_some() || var("POD_NAME").is_some();
    let k8s_namespace = var("POD_NAMESPACE").map(str::to_string).or_else(|| {
        k8s.then(|| {
            env.read_text("/var/run/secrets/kubernetes.io/serviceaccount/namespace")
                .ok()
                .map(|s| s.trim().to_string())
        })
        .flatten()
    });
    let k8s_pod = var("POD_NAME")
        .map(str::to_string)
        .or_else(|| k8s.then(|| var("HOSTNAME").map(str::to_string)).flatten());
    let scheduler = if slurm_job_id.is_some() || var("SLURMD_NODENAME").is_some() {
        "slurm"
    } else if k8s {
        "kubernetes"
    } else {
        "none"
    };
    Host {
        node_name,
        hostname,
        boot_id,
        started_at: rfc3339(unix_seconds(started)),
        duration_ms: 0,
        context: SchedulerContext {
            scheduler: scheduler.to_string(),
            slurm_job_id,
            slurm_cluster: var("SLURM_CLUSTER_NAME").map(str::to_string),
            k8s_namespace,
            k8s_pod,
        },
        labels,
    }
}

/// The running machine's hostname (empty when unreadable).
fn kernel_hostname() -> String {
    let mut buf = [0u8; 256];
    // SAFETY: gethostname writes at most buf.len() bytes into buf.
    let rc = unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) };
    if rc != 0 {
        return String::new();
    }
    let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
    String::from_utf8_lossy(&buf[..end]).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::UNIX_EPOCH;

    #[test]
    fn node_name_prefers_slurm_then_kubernetes() {
        let mut env = Env::new(&crate::env::Seams::default(), std::time::Duration::ZERO).unwrap();
        env.vars.clear();
        env.root = std::path::PathBuf::from("/nonexistent");
        env.vars.insert("NODE_NAME".into(), "k8s-node".into());
        env.vars.insert("POD_NAME".into(), "gpudoc-abc".into());
        let h = observe(&env, UNIX_EPOCH, BTreeMap::new());
        assert_eq!(h.node_name, "k8s-node");
        assert_eq!(h.context.scheduler, "kubernetes");
        assert_eq!(h.context.k8s_pod.as_deref(), Some("gpudoc-abc"));
        assert_eq!(h.boot_id, None);
        assert_eq!(h.started_at, "1970-01-01T00:00:00Z");
        env.vars.insert("SLURMD_NODENAME".into(), "gpu017".into());
        env.vars.insert("SLURM_JOB_ID".into(), "42".into());
        let h = observe(&env, UNIX_EPOCH, BTreeMap::new());
        assert_eq!(h.node_name, "gpu017");
        assert_eq!(h.context.scheduler, "slurm");
    }
}
