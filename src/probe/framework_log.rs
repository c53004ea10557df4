//! What a framework's own log lines mean. The framework layer captures the import child's
//! stderr and runs every line through [`classify_log_line`]; recognised lines become
//! evidence on the check they bear on (cuInit on devices, dlopen on libraries), and noise
//! is labelled harmless so nobody chases it.
//!
//! Each line goes through the explain catalog (`crate::explain::catalog_matches`), so check and
//! `gpudoc explain` share one text: the catalog decides whether a line is harmless and which
//! entry explains it. The short `kind` names below are only the handful of facts the devices
//! layer reasons with (a failed cuInit, a failed dlopen, a driver too old).

use crate::facts::LogFinding;

/// Longest line kept as evidence.
const MAX_LINE: usize = 300;

/// Substrings (matched case-insensitively) and what a line containing them means:
/// (kind, benign). The first match wins, so specific patterns come before general ones.
const PATTERNS: &[(&str, &str, bool)] = &[
    ("could not load dynamic library", "dlopen-failed", false),
    (
        "cannot dlopen some gpu libraries",
        "gpu-libraries-missing",
        false,
    ),
    ("failed call to cuinit", "cuinit-failed", false),
    (
        "cuda driver version is insufficient",
        "driver-too-old",
        false,
    ),
    (
        "the nvidia driver on your system is too old",
        "driver-too-old",
        false,
    ),
    ("found no nvidia driver", "no-driver", false),
    ("cudnn_status_internal_error", "cudnn-internal-error", false),
    (
        "could not create cudnn handle",
        "cudnn-internal-error",
        false,
    ),
    (
        "loaded runtime cudnn library",
        "cudnn-version-mismatch",
        false,
    ),
    ("no kernel image is available", "no-kernel-image", false),
    ("out of memory", "out-of-memory", false),
    ("could not open file to read numa node", "numa-node", true),
    (
        "numa node read from sysfs had negative value",
        "numa-node",
        true,
    ),
    ("tf-trt warning", "tensorrt-missing", true),
    ("could not find tensorrt", "tensorrt-missing", true),
    (
        "optimized to use available cpu instructions",
        "cpu-instructions",
        true,
    ),
    (
        "rebuild tensorflow with the appropriate compiler flags",
        "cpu-instructions",
        true,
    ),
    ("oneDNN custom operations are on", "onednn-notice", true),
    (
        "unable to register cudnn factory",
        "duplicate-factory",
        true,
    ),
    (
        "unable to register cufft factory",
        "duplicate-factory",
        true,
    ),
    (
        "unable to register cublas factory",
        "duplicate-factory",
        true,
    ),
];

/// What one log line means, or `None` for a line gpudoc does not recognise.
pub fn classify_log_line(line: &str) -> Option<LogFinding> {
    let lower = line.to_ascii_lowercase();
    let kind = PATTERNS
        .iter()
        .find(|(needle, _, _)| lower.contains(&needle.to_ascii_lowercase()));
    let entry = crate::explain::catalog_matches(line)
        .into_iter()
        .next()
        .map(|m| m.entry);
    if kind.is_none() && entry.is_none() {
        return None;
    }
    Some(LogFinding {
        kind: kind
            .map(|(_, k, _)| k.to_string())
            .or_else(|| entry.map(|e| e.id.clone()))
            .unwrap_or_default(),
        // The catalog's word on harmlessness wins; the short list is the fallback.
        benign: entry.map_or_else(|| kind.is_some_and(|(_, _, b)| *b), |e| e.benign),
        explain: entry.map(|e| e.id.clone()),
        line: crate::runner::truncate(line.trim(), MAX_LINE),
    })
}

/// Every recognised line of a captured stderr, in order, each distinct line once.
pub fn classify_log(stderr: &str) -> Vec<LogFinding> {
    let mut out: Vec<LogFinding> = Vec::new();
    for f in stderr.lines().filter_map(classify_log_line) {
        if !out.iter().any(|o| message(&o.line) == message(&f.line)) {
            out.push(f);
        }
    }
    out
}

/// A line without its glog prefix ("I0000 00:00:1796.8 2476 port.cc:153] "), whose
/// timestamp would make every repeat of a message look new.
fn message(line: &str) -> &str {
    line.split_once("] ").map_or(line, |(_, rest)| rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn real_tensorflow_2_21_lines_are_classified() {
        // From shared/ground-truth/cpu-tensorflow-2.21-and-cuda.txt.
        let cuinit = "E0000 00:00:1796058208.085870    2476 cuda_platform.cc:52] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: UNKNOWN ERROR (303)";
        let f = classify_log_line(cuinit).unwrap();
        assert_eq!((f.kind.as_str(), f.benign), ("cuinit-failed", false));
        assert!(
            f.explain.is_some(),
            "the catalog explains a failed cuInit: {f:?}"
        );
        let cpu = "I0000 00:00:1796058205.340450    2476 cpu_feature_guard.cc:227] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.";
        assert!(classify_log_line(cpu).unwrap().benign);
        let onednn = "I0000 port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results";
        assert_eq!(classify_log_line(onednn).unwrap().kind, "onednn-notice");
        assert!(classify_log_line("gpus []").is_none());
    }

    #[test]
    fn dlopen_and_numa_lines() {
        let d = "W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory";
        assert_eq!(classify_log_line(d).unwrap().kind, "dlopen-failed");
        let n = "I tensorflow/core/common_runtime/gpu/gpu_device.cc] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node";
        assert!(classify_log_line(n).unwrap().benign);
        let log = format!("{d}\n{d}\n{n}\n");
        assert_eq!(classify_log(&log).len(), 2, "duplicates are kept once");
    }
}
