//! The report's `fingerprint`: a flat map of stable keys computed from the facts, so that
//! `gpudoc fleet` can compare thousands of nodes key by key without knowing the facts' shape,
//! and `fingerprint_hash` over it, so that identical stacks group in one step.
//!
//! Only values that identify the software and hardware *stack* are keys: versions, models,
//! counts, paths and how they were found. Volatile values (UUIDs, serials, PCI bus ids,
//! temperatures, memory used, pids, timings, timestamps) never are, nor is anything that names
//! the node itself (hostname, boot id): the node's identity lives in the report's `host`.
//! Under `--redact` (src/redact.rs) the fingerprint is recomputed from the redacted facts: the
//! only keys that can carry a user-identifying value are the paths (`*.path`,
//! `python.executable`, which may sit under a home directory), and they keep the key with the
//! home prefix as `~` (the same on every node with the same layout); no key ever carries a
//! per-report placeholder.
//!
//! A value is a string, or `null` where the key does not apply on this node (no driver, no
//! PyTorch); `null` is a value like any other and every key is always present.

use std::collections::BTreeMap;

use sha2::{Digest, Sha256};

use crate::facts::{Facts, GpuFacts, LibraryFacts};

/// The fingerprint: key → value (`None`: not applicable or not observed).
pub type Fingerprint = BTreeMap<String, Option<String>>;

/// Every key, in the order they are documented. `fleet` compares exactly these.
pub const KEYS: &[&str] = &[
    "driver.version",
    "driver.kernel_module_version",
    "driver.cuda_version",
    "gpu.model",
    "gpu.count",
    "gpu.compute_capability",
    "gpu.memory_total_mib",
    "gpu.mig_mode",
    "gpu.ecc_mode",
    "gpu.persistence_mode",
    "gpu.vbios",
    "cuda_runtime.version",
    "cuda_runtime.path",
    "cuda_runtime.found_via",
    "cudnn.version",
    "cudnn.path",
    "cudnn.found_via",
    "cublas.version",
    "cublas.path",
    "cublas.found_via",
    "python.version",
    "python.executable",
    "tensorflow.version",
    "tensorflow.cuda",
    "pytorch.version",
    "pytorch.cuda",
    "jax.version",
    "jax.cuda",
    "framework.visible_gpus",
    "os.release",
    "kernel.release",
    "container.runtime",
    "gpudoc.version",
];

/// `key` is a fingerprint key; else an error that names the closest one and lists them all
/// (a typo in `fleet --expect-value` or `--ignore` must not compare nothing, silently).
pub fn check_key(key: &str) -> Result<(), String> {
    if KEYS.contains(&key) {
        return Ok(());
    }
    let closest = KEYS
        .iter()
        .map(|k| (edit_distance(k, key), *k))
        .min()
        .filter(|(d, _)| *d <= 3)
        .map(|(_, k)| format!(" (did you mean `{k}`?)"))
        .unwrap_or_default();
    Err(format!(
        "unknown fingerprint key `{key}`{closest}; the keys are: {}",
        KEYS.join(", ")
    ))
}

/// Levenshtein distance between two short ASCII strings.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<u8> = b.bytes().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.bytes().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substituted = previous + usize::from(ca != cb);
            previous = row[j + 1];
            row[j + 1] = substituted.min(previous + 1).min(row[j] + 1);
        }
    }
    row[b.len()]
}

/// Reads one GPU property.
type GpuField = fn(&GpuFacts) -> Option<String>;

/// Keys whose values are dotted versions, compared as versions ("older", "newer").
pub fn is_version_key(key: &str) -> bool {
    key.ends_with(".version") || key.ends_with(".cuda") || key == "driver.cuda_version"
}

/// The distinct values of one GPU property, joined with " + " (sorted) when they differ.
fn distinct<I: IntoIterator<Item = Option<String>>>(values: I) -> Option<String> {
    let mut v: Vec<String> = values.into_iter().flatten().collect();
    v.sort();
    v.dedup();
    if v.is_empty() {
        None
    } else {
        Some(v.join(" + "))
    }
}

/// Compute the fingerprint from what the layers observed.
pub fn fingerprint(facts: &Facts) -> Fingerprint {
    let mut f = Fingerprint::new();
    let mut put = |k: &str, v: Option<String>| {
        f.insert(k.to_string(), v);
    };
    let driver = facts.driver.as_ref();
    put("driver.version", driver.map(|d| d.version.clone()));
    put(
        "driver.kernel_module_version",
        driver
            .and_then(|d| d.kernel_module_version.clone())
            .or_else(|| {
                facts
                    .nodes
                    .as_ref()
                    .and_then(|n| n.kernel_module_version.clone())
            }),
    );
    put(
        "driver.cuda_version",
        driver.and_then(|d| d.cuda_version.clone()),
    );
    let gpus = &facts.gpus;
    put(
        "gpu.model",
        distinct(gpus.iter().map(|g| Some(g.name.clone()))),
    );
    put(
        "gpu.count",
        facts.driver.as_ref().map(|_| gpus.len().to_string()),
    );
    put(
        "gpu.compute_capability",
        distinct(gpus.iter().map(|g| g.compute_capability.clone())),
    );
    put(
        "gpu.memory_total_mib",
        distinct(
            gpus.iter()
                .map(|g| g.memory_total_mib.map(|m| m.to_string())),
        ),
    );
    // GPU modes and firmware (issue 15): the same model behaves differently with MIG on.
    let modes: [(&str, GpuField); 4] = [
        ("gpu.mig_mode", |g| g.mig_mode.clone()),
        ("gpu.ecc_mode", |g| g.ecc_mode.clone()),
        ("gpu.persistence_mode", |g| g.persistence_mode.clone()),
        ("gpu.vbios", |g| g.vbios_version.clone()),
    ];
    for (key, value) in modes {
        put(key, distinct(gpus.iter().map(value)));
    }
    let mut lib = |name: &str, l: &Option<LibraryFacts>| {
        let l = l.as_ref();
        f.insert(format!("{name}.version"), l.and_then(|l| l.version.clone()));
        f.insert(format!("{name}.path"), l.map(|l| l.path.clone()));
        f.insert(format!("{name}.found_via"), l.map(|l| l.found_via.clone()));
    };
    lib("cuda_runtime", &facts.cuda_runtime);
    lib("cudnn", &facts.cudnn);
    lib("cublas", &facts.cublas);
    let mut put = |k: &str, v: Option<String>| {
        f.insert(k.to_string(), v);
    };
    let py = facts.python.as_ref();
    put("python.version", py.map(|p| p.version.clone()));
    put("python.executable", py.map(|p| p.executable.clone()));
    for (name, fw) in [
        ("tensorflow", &facts.tensorflow),
        ("pytorch", &facts.pytorch),
        ("jax", &facts.jax),
    ] {
        let fw = fw.as_ref();
        put(&format!("{name}.version"), fw.map(|x| x.version.clone()));
        put(
            &format!("{name}.cuda"),
            fw.and_then(|x| x.cuda_version.clone()),
        );
    }
    put(
        "framework.visible_gpus",
        facts.visible_gpus.map(|n| n.to_string()),
    );
    put("os.release", facts.platform.distro.clone());
    put(
        "kernel.release",
        Some(facts.platform.kernel.clone()).filter(|k| !k.is_empty()),
    );
    put("container.runtime", facts.platform.container.clone());
    put(
        "gpudoc.version",
        Some(env!("CARGO_PKG_VERSION").to_string()),
    );
    debug_assert!(f.len() == KEYS.len() && KEYS.iter().all(|k| f.contains_key(*k)));
    f
}

/// `sha256:<hex>` over the sorted `key=value` lines (a null value is the line `key` alone,
/// so that it differs from the string "null").
pub fn hash(f: &Fingerprint) -> String {
    let mut h = Sha256::new();
    for (k, v) in f {
        h.update(k.as_bytes());
        if let Some(v) = v {
            h.update(b"=");
            h.update(v.as_bytes());
        }
        h.update(b"\n");
    }
    let digest = h.finalize();
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    format!("sha256:{hex}")
}

/// A matrix's version for the report: it has no date or release of its own, so
/// `sha256:<first 16 hex digits>` of its text (the built-in one or `--matrix FILE`).
pub fn text_version(text: &[u8]) -> String {
    let digest = Sha256::digest(text);
    let hex: String = digest.iter().take(8).map(|b| format!("{b:02x}")).collect();
    format!("sha256:{hex}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_misspelt_key_is_refused_with_the_closest_one() {
        assert!(check_key("driver.version").is_ok());
        let e = check_key("driver.verison").unwrap_err();
        assert!(e.contains("did you mean `driver.version`?"), "{e}");
        let e = check_key("nothing-like-it").unwrap_err();
        assert!(
            !e.contains("did you mean") && e.contains("gpu.model"),
            "{e}"
        );
    }
    use crate::facts::DriverFacts;

    fn facts() -> Facts {
        let mut f = Facts {
            driver: Some(DriverFacts {
                version: "580.1".into(),
                ..DriverFacts::default()
            }),
            ..Facts::default()
        };
        f.gpus = (0..2)
            .map(|i| GpuFacts {
                index: i,
                name: "NVIDIA H200".into(),
                uuid: format!("GPU-{i}"),
                memory_used_mib: Some(100 * u64::from(i)),
                ..GpuFacts::default()
            })
            .collect();
        f
    }

    #[test]
    fn every_key_is_present_and_volatile_values_are_not() {
        let fp = fingerprint(&facts());
        let keys: Vec<&str> = fp.keys().map(String::as_str).collect();
        let mut want: Vec<&str> = KEYS.to_vec();
        want.sort();
        assert_eq!(keys, want);
        assert_eq!(fp["gpu.model"].as_deref(), Some("NVIDIA H200"));
        assert_eq!(fp["gpu.count"].as_deref(), Some("2"));
        assert_eq!(fp["gpu.mig_mode"], None);
        assert!(fp.values().flatten().all(|v| !v.contains("GPU-")));
    }

    #[test]
    fn the_hash_ignores_volatile_facts_and_sees_stack_changes() {
        let a = facts();
        let mut b = facts();
        b.gpus[1].memory_used_mib = Some(7);
        b.gpus[0].uuid = "GPU-x".into();
        assert_eq!(hash(&fingerprint(&a)), hash(&fingerprint(&b)));
        b.driver.as_mut().unwrap().version = "580.2".into();
        assert_ne!(hash(&fingerprint(&a)), hash(&fingerprint(&b)));
        // GPU modes and firmware are part of the stack: one node with MIG on differs.
        let mut c = facts();
        c.gpus[1].mig_mode = Some("enabled".into());
        c.gpus[0].mig_mode = Some("disabled".into());
        assert_eq!(
            fingerprint(&c)["gpu.mig_mode"].as_deref(),
            Some("disabled + enabled")
        );
        assert_ne!(hash(&fingerprint(&a)), hash(&fingerprint(&c)));
        let mut n = Fingerprint::new();
        n.insert("k".into(), None);
        let mut s = Fingerprint::new();
        s.insert("k".into(), Some("null".into()));
        assert_ne!(hash(&n), hash(&s));
        assert!(hash(&n).starts_with("sha256:"));
    }
}
