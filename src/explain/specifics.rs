//! Specifics: the concrete facts inside a matched message (library sonames, versions on both
//! sides of a mismatch, CUDA error codes, compute capabilities, allocation sizes), and what
//! they mean for the fix ("libcudnn.so.8 is cuDNN 8: TensorFlow 2.4 to 2.17"), read against the
//! matrix (wheels, framework releases, architectures), never from numbers written here.
//!
//! Extraction runs only on the few lines an entry matched, so its regexes never see the
//! whole log.

use std::sync::OnceLock;

use regex::Regex;

use crate::matrix::Matrix;
use crate::version::{cuda_int_to_string, cudnn_int_to_string};

/// What was pulled out of the matched lines.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Specifics {
    /// (library base name, soname version): ("libcudnn", "8"), ("cudart64", "110").
    pub libraries: Vec<(String, String)>,
    /// cuDNN (loaded or found, built against).
    pub cudnn: Option<(String, String)>,
    /// CUDA (found or detected, needed or built against), either side may be unknown.
    pub cuda: Option<(Option<String>, Option<String>)>,
    /// Error codes with their names: "cudaError 35 (cudaErrorInsufficientDriver)".
    pub errors: Vec<String>,
    /// Compute capabilities as "8.6".
    pub capabilities: Vec<String>,
    /// Requested allocation, as printed ("1.70 GiB") or converted from bytes.
    pub allocation: Option<String>,
    /// Driver versions on both sides of a kernel/user-space mismatch (user space, kernel).
    pub driver_pair: Option<(String, String)>,
}

struct Res {
    soname: Regex,
    dll: Regex,
    cudnn_pair: Regex,
    cudnn_jax: Regex,
    cudnn_jax_min: Regex,
    cudnn_torch: Regex,
    cuda_found: Regex,
    cuda_require: Regex,
    cuda_detected: Regex,
    cuda_jax: Regex,
    code: Regex,
    named: Regex,
    sm: Regex,
    cc: Regex,
    alloc: Regex,
    alloc_bytes: Regex,
    api_mismatch: Regex,
    dso_mismatch: Regex,
}

fn res() -> &'static Res {
    static RES: OnceLock<Res> = OnceLock::new();
    RES.get_or_init(|| {
        let r = |s: &str| Regex::new(s).expect("specifics regex compiles (tested)");
        Res {
            soname: r(r"\b(lib[A-Za-z][A-Za-z0-9_+-]*?)\.so\.(\d+(?:\.\d+)*)"),
            dll: r(r"(?i)\b(cudart|cublas|cublasLt|cufft|curand|cusolver|cusparse|cudnn|nvrtc)64_(\d+)\.dll"),
            cudnn_pair: r(
                r"(?i)Loaded runtime CuDNN library:?\s*(\d+(?:\.\d+)*)[^\n]{0,80}?compiled with:?\s*(\d+(?:\.\d+)*)",
            ),
            cudnn_jax: r(r"(?i)Found cuDNN version (\d+), but JAX was built against version (\d+)"),
            cudnn_jax_min: r(r"(?i)(?:Installed version|Minimum supported):\s*(\d+)"),
            cudnn_torch: r(
                r"compiled against \((\d+), (\d+), (\d+)\) but found runtime version \((\d+), (\d+), (\d+)\)",
            ),
            cuda_found: r(r"(?i)too old \(found version (\d+)\)"),
            cuda_require: r(r"(?i)cuda\s*>=\s*(\d+\.\d+)"),
            cuda_detected: r(
                r"(?i)detected CUDA version \((\d+(?:\.\d+)*)\) mismatches the version that was used to compile PyTorch \((\d+(?:\.\d+)*)\)",
            ),
            cuda_jax: r(r"(?i)Found CUDA version (\d+), but JAX was built against version (\d+)"),
            code: r(
                r"(?i)(?:cuda runtime error \(|code=|error=|CUDA error:? |CUDA failure |returned |Error |cudaError |error code )(\d{1,3})\b",
            ),
            named: r(
                r"\b(cudaError[A-Z]\w+|CUDA_ERROR_[A-Z_]+|CUDNN_STATUS_[A-Z_]+|CUBLAS_STATUS_[A-Z_]+|NVML_ERROR_[A-Z_]+|Xid\W{1,3}\d+)",
            ),
            sm: r(r"\bsm_(\d)(\d)a?\b|\bsm_(1\d)(\d)a?\b"),
            cc: r(r"(?i)(?:compute capability|cuda capability|Cuda compute capability)[: ]+(\d{1,2})\.(\d)"),
            alloc: r(r"(?i)(?:Tried to allocate|trying to allocate|request for|allocating)\s+([\d.]+\s?[KMGT]i?B)"),
            alloc_bytes: r(r"(?i)allocate (\d{4,}) bytes"),
            api_mismatch: r(
                r"(?i)has the version (\d+(?:\.\d+)*)[^\n]{0,40}?kernel module\s+has\s+(?:the version\s+)?(\d+(?:\.\d+)*)",
            ),
            dso_mismatch: r(r"(?i)kernel version (\d+(?:\.\d+)*) does not match DSO version (\d+(?:\.\d+)*)"),
        }
    })
}

/// Names of the CUDA runtime's numeric error codes that show up in user reports.
fn cuda_error_name(code: u32) -> Option<&'static str> {
    Some(match code {
        2 => "cudaErrorMemoryAllocation: out of memory",
        3 => "cudaErrorInitializationError",
        8 | 98 => "cudaErrorInvalidDeviceFunction: no code for this GPU",
        30 | 999 => "cudaErrorUnknown: driver state broken (often after suspend)",
        35 => "cudaErrorInsufficientDriver: driver older than the CUDA runtime",
        38 | 100 => "cudaErrorNoDevice: no GPU visible",
        46 => "cudaErrorDevicesUnavailable: GPU busy or in exclusive mode",
        101 => "cudaErrorInvalidDevice: device index does not exist",
        209 => "cudaErrorNoKernelImageForDevice: no code for this GPU",
        222 => "cudaErrorUnsupportedPtxVersion: driver older than the compiler",
        304 => "cudaErrorOperatingSystem: an OS call failed (device nodes, container, WSL)",
        802 => "cudaErrorSystemNotReady: fabric manager not running",
        803 => "cudaErrorSystemDriverMismatch: kernel module and libcuda differ",
        804 => "cudaErrorCompatNotSupportedOnDevice: forward compatibility needs a data-center GPU",
        _ => return None,
    })
}

/// The GPU generation of a compute capability, and the toolkits that build for it, from the
/// matrix's GPU and `[[cuda_arch]]` rows.
fn architecture(cc: &str, matrix: &Matrix) -> Option<(String, String)> {
    let arch = matrix.architecture_of(cc)?;
    let cuda = match matrix.cuda_span_for_cc(cc) {
        Some((first, None)) => format!("CUDA {first}+"),
        Some((first, Some(dropped))) => format!("CUDA {first}+, dropped in CUDA {dropped}"),
        None => "no CUDA toolkit in gpudoc's matrix builds for it".to_string(),
    };
    Some((arch.to_string(), cuda))
}

fn push_unique<T: PartialEq>(v: &mut Vec<T>, x: T) {
    if !v.contains(&x) {
        v.push(x);
    }
}

/// A cuDNN version as printed: dotted stays, an integer encoding is decoded.
fn cudnn_text(s: &str) -> String {
    match s.parse::<i64>() {
        Ok(n) if n >= 1000 => cudnn_int_to_string(n),
        _ => s.to_string(),
    }
}

impl Specifics {
    /// Pull the specifics out of matched lines.
    pub fn extract(lines: &[String]) -> Specifics {
        let r = res();
        let mut s = Specifics::default();
        for line in lines {
            for c in r.soname.captures_iter(line) {
                push_unique(&mut s.libraries, (c[1].to_string(), c[2].to_string()));
            }
            for c in r.dll.captures_iter(line) {
                push_unique(&mut s.libraries, (format!("{}64", &c[1]), c[2].to_string()));
            }
            if let Some(c) = r.cudnn_pair.captures(line) {
                s.cudnn = Some((cudnn_text(&c[1]), cudnn_text(&c[2])));
            } else if let Some(c) = r.cudnn_jax.captures(line) {
                s.cudnn = Some((cudnn_text(&c[1]), cudnn_text(&c[2])));
            } else if let Some(c) = r.cudnn_torch.captures(line) {
                s.cudnn = Some((
                    format!("{}.{}.{}", &c[4], &c[5], &c[6]),
                    format!("{}.{}.{}", &c[1], &c[2], &c[3]),
                ));
            } else if line.contains("Installed version") || line.contains("Minimum supported") {
                let v: Vec<String> = r
                    .cudnn_jax_min
                    .captures_iter(line)
                    .map(|c| cudnn_text(&c[1]))
                    .collect();
                if v.len() == 2 {
                    s.cudnn = Some((v[1].clone(), v[0].clone()));
                }
            }
            if let Some(c) = r.cuda_found.captures(line) {
                let found = c[1].parse().ok().map(cuda_int_to_string);
                s.cuda = Some((found, s.cuda.take().and_then(|x| x.1)));
            }
            if let Some(c) = r.cuda_require.captures(line) {
                s.cuda = Some((s.cuda.take().and_then(|x| x.0), Some(c[1].to_string())));
            }
            if let Some(c) = r.cuda_detected.captures(line) {
                s.cuda = Some((Some(c[1].to_string()), Some(c[2].to_string())));
            }
            if let Some(c) = r.cuda_jax.captures(line) {
                let dec = |x: &str| x.parse().ok().map(cuda_int_to_string);
                s.cuda = Some((dec(&c[1]), dec(&c[2])));
            }
            for c in r.code.captures_iter(line) {
                if let Ok(n) = c[1].parse::<u32>()
                    && let Some(name) = cuda_error_name(n)
                {
                    push_unique(&mut s.errors, format!("cudaError {n} ({name})"));
                }
            }
            for c in r.named.captures_iter(line) {
                push_unique(&mut s.errors, c[1].to_string());
            }
            for c in r.sm.captures_iter(line) {
                let (maj, min) = match (c.get(1), c.get(3)) {
                    (Some(a), _) => (a.as_str(), &c[2]),
                    (None, Some(a)) => (a.as_str(), &c[4]),
                    _ => continue,
                };
                push_unique(&mut s.capabilities, format!("{maj}.{min}"));
            }
            for c in r.cc.captures_iter(line) {
                push_unique(&mut s.capabilities, format!("{}.{}", &c[1], &c[2]));
            }
            if s.allocation.is_none() {
                if let Some(c) = r.alloc.captures(line) {
                    s.allocation = Some(c[1].to_string());
                } else if let Some(c) = r.alloc_bytes.captures(line)
                    && let Ok(n) = c[1].parse::<u64>()
                {
                    s.allocation = Some(format!("{:.2} GiB", n as f64 / (1u64 << 30) as f64));
                }
            }
            if let Some(c) = r
                .api_mismatch
                .captures(line)
                .or_else(|| r.dso_mismatch.captures(line))
            {
                s.driver_pair = Some((c[1].to_string(), c[2].to_string()));
            }
        }
        s
    }

    /// True when nothing was extracted.
    pub fn is_empty(&self) -> bool {
        *self == Specifics::default()
    }

    /// Sentences that apply the specifics to the fix; what versions mean comes from `matrix`.
    pub fn notes(&self, matrix: &Matrix) -> Vec<String> {
        let mut out = Vec::new();
        for (name, version) in &self.libraries {
            if let Some(note) = library_note(name, version, matrix) {
                out.push(note);
            }
        }
        if let Some((loaded, built)) = &self.cudnn {
            let major = built.split('.').next().unwrap_or(built);
            let wheels = cudnn_wheels(major.parse().unwrap_or(0), matrix);
            let wheels = if wheels.is_empty() {
                String::new()
            } else {
                format!(", e.g. the {wheels} wheel of that version")
            };
            out.push(format!(
                "cuDNN {loaded} was loaded but the framework was built against {built}: install cuDNN {major}.x at least {built} (same major, equal or newer minor){wheels}, and remove the older copy from the loader path."
            ));
        }
        match &self.cuda {
            Some((Some(found), None)) => out.push(format!(
                "The driver supports CUDA {found} at most (the 'found version' is the driver's CUDA, not the toolkit's)."
            )),
            Some((None, Some(need))) => out.push(format!(
                "CUDA {need} is required, so the host driver must support CUDA {need} or newer (nvidia-smi's 'CUDA Version')."
            )),
            Some((Some(found), Some(need))) => out.push(format!(
                "CUDA versions differ: {found} here, {need} expected; make both the same major.minor."
            )),
            _ => {}
        }
        for e in &self.errors {
            out.push(format!("Error code: {e}."));
        }
        for cc in &self.capabilities {
            let mut it = cc.split('.').map(|x| x.parse::<u32>().unwrap_or(0));
            let (maj, min) = (it.next().unwrap_or(0), it.next().unwrap_or(0));
            if let Some((arch, cuda)) = architecture(cc, matrix) {
                out.push(format!(
                    "Compute capability {cc} is {arch} (sm_{maj}{min}): it needs a build that includes sm_{maj}{min} ({cuda})."
                ));
            } else {
                out.push(format!("Compute capability {cc} (sm_{maj}{min})."));
            }
        }
        if let Some(a) = &self.allocation {
            out.push(format!("It failed while allocating {a}."));
        }
        if let Some((user, kernel)) = &self.driver_pair {
            out.push(format!(
                "User-space driver {user}, kernel module {kernel}: reboot to load {user}, or reinstall {kernel}'s packages if {user} is the stray one."
            ));
        }
        out
    }

    /// Commands that follow from the specifics (install exactly what is missing), with the
    /// wheels `matrix` names ([`Matrix::wheel_for_soname`], the same query the libraries layer
    /// uses).
    pub fn commands(&self, matrix: &Matrix) -> Vec<String> {
        let mut out = Vec::new();
        for (name, version) in &self.libraries {
            if let Some(pkg) = pip_package(name, version, matrix) {
                push_unique(
                    &mut out,
                    format!("pip install '{pkg}'   # provides {name}.so.{version}"),
                );
            }
        }
        out
    }
}

/// The major version in a soname version: "11.0" -> 11, "8" -> 8.
fn major(version: &str) -> u32 {
    version
        .split('.')
        .next()
        .and_then(|m| m.parse().ok())
        .unwrap_or(0)
}

/// "TensorFlow 2.4 to 2.17", "2.18 or newer", "2.3 or older" for a span of releases.
fn span_text(span: (&str, &str), oldest: Option<&str>, newest: Option<&str>) -> String {
    let (a, b) = span;
    if Some(b) == newest && Some(a) == oldest {
        "every release".to_string()
    } else if Some(b) == newest {
        format!("{a} or newer")
    } else if Some(a) == oldest {
        format!("{b} or older")
    } else if a == b {
        a.to_string()
    } else {
        format!("{a} to {b}")
    }
}

fn major_of(v: &str) -> Option<u64> {
    v.split('.').next()?.parse().ok()
}

/// The TensorFlow and PyTorch releases the matrix lists with `cudnn` / `cuda` of this major.
fn framework_span(matrix: &Matrix, cudnn: bool, m: u64) -> Vec<String> {
    let mut out = Vec::new();
    let tf_oldest = matrix
        .tensorflow
        .first()
        .map(|r| r.version.get_ref().as_str());
    let tf_newest = matrix
        .tensorflow
        .last()
        .map(|r| r.version.get_ref().as_str());
    if let Some(s) = matrix.tensorflow_span(|r| {
        major_of(if cudnn {
            r.cudnn.get_ref()
        } else {
            r.cuda.get_ref()
        }) == Some(m)
    }) {
        out.push(format!("TensorFlow {}", span_text(s, tf_oldest, tf_newest)));
    }
    let pt_oldest = matrix.pytorch.first().map(|r| r.version.get_ref().as_str());
    let pt_newest = matrix.pytorch.last().map(|r| r.version.get_ref().as_str());
    if let Some(s) = matrix.pytorch_span(|r| {
        major_of(if cudnn {
            &r.pypi_cudnn
        } else {
            r.pypi_cuda.get_ref()
        }) == Some(m)
    }) {
        out.push(format!(
            "PyTorch {} from PyPI",
            span_text(s, pt_oldest, pt_newest)
        ));
    }
    out
}

/// "nvidia-cudnn-cu11 (CUDA 11), nvidia-cudnn-cu12 (CUDA 12)": the cuDNN wheels of a major.
fn cudnn_wheels(major: u64, matrix: &Matrix) -> String {
    let Some(row) = matrix.cudnn_major(major) else {
        return String::new();
    };
    matrix
        .cuda_wheels
        .iter()
        .filter_map(|w| {
            let pkg = w.cudnn.as_ref()?;
            let cm = *w.cuda_major.get_ref();
            (row.cuda_majors.contains(&cm) && row.pip.contains(pkg))
                .then(|| format!("{pkg} (CUDA {cm})"))
        })
        .collect::<Vec<_>>()
        .join(" or ")
}

/// A Windows DLL base name as the Linux library name ("cublasLt64" -> "libcublasLt"), and
/// its number as the soname version ("cudart64", "110" -> "11.0").
fn linux_name(name: &str, version: &str) -> (String, String) {
    match name.strip_suffix("64") {
        Some(base) => {
            let v = if base == "cudart" && version.len() >= 3 {
                // cudart64_110.dll -> 11.0, cudart64_12.dll -> 12
                format!(
                    "{}.{}",
                    &version[..version.len() - 1],
                    &version[version.len() - 1..]
                )
            } else {
                version.to_string()
            };
            (format!("lib{base}"), v)
        }
        None => (name.to_string(), version.to_string()),
    }
}

/// The name a library goes by in prose.
fn title(lib: &str) -> Option<&'static str> {
    Some(match lib {
        "libcudart" => "the CUDA runtime",
        "libcublas" | "libcublasLt" => "cuBLAS",
        "libcufft" => "cuFFT",
        "libcusolver" => "cuSOLVER",
        "libcusparse" => "cuSPARSE",
        "libcurand" => "cuRAND",
        "libnvrtc" => "NVRTC",
        "libnvJitLink" => "nvJitLink",
        "libnccl" => "NCCL",
        _ => return None,
    })
}

/// "11", "11 or 12", "11, 12 or 13".
fn or_list(items: &[u64]) -> String {
    let s: Vec<String> = items.iter().map(u64::to_string).collect();
    match s.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => s.join(""),
    }
}

/// What a library soname means, in words; versions and wheels come from `matrix`.
pub fn library_note(name: &str, version: &str, matrix: &Matrix) -> Option<String> {
    let m = major(version);
    let soname = if name.ends_with("64") {
        format!("{name}_{version}.dll")
    } else {
        format!("{name}.so.{version}")
    };
    let (lib, lib_version) = linux_name(name, version);
    let wheel = matrix.wheel_for_soname(&lib, &lib_version, None);
    let pip = |w: &Option<crate::matrix::SonameWheel>| match w {
        Some(w) => format!("pip: {}", w.requirement),
        None => "no NVIDIA pip wheel".to_string(),
    };
    let text = match lib.as_str() {
        n if n.starts_with("libcudnn") => {
            let users = framework_span(matrix, true, u64::from(m));
            let users = if users.is_empty() {
                String::new()
            } else {
                format!(": {}", users.join(", "))
            };
            format!("{soname} is cuDNN {m}{users} ({}).", pip(&wheel))
        }
        "libcudart" => {
            let users = framework_span(matrix, false, u64::from(major(&lib_version)));
            let users = if users.is_empty() {
                String::new()
            } else {
                format!(" (built with it: {})", users.join(", "))
            };
            format!(
                "{soname} is the CUDA {lib_version} runtime{users}; {}.",
                pip(&wheel)
            )
        }
        "libnvJitLink" => {
            let pkg = wheel
                .as_ref()
                .map(|w| format!(" (pip: {})", w.requirement))
                .unwrap_or_default();
            format!(
                "{soname} is nvJitLink from CUDA {m}; it must be at least as new as the CUDA {m} minor the other NVIDIA wheels were built with{pkg}."
            )
        }
        "libnvrtc" => format!(
            "{soname} is NVRTC from CUDA {lib_version} ({}).",
            pip(&wheel)
        ),
        "libnccl" => format!("{soname} is NCCL {m} ({}).", pip(&wheel)),
        "libcuda" => format!(
            "{soname} is the NVIDIA driver's CUDA library: it comes with the driver (or /usr/lib/wsl/lib on WSL2), never from pip or the toolkit."
        ),
        "libnvidia-ml" => format!("{soname} is NVML, part of the NVIDIA driver."),
        "libnvinfer" | "libnvinfer_plugin" => {
            format!("{soname} is TensorRT {m}, optional for TensorFlow (TF-TRT only).")
        }
        other => {
            let t = title(other)?;
            match &wheel {
                Some(w) => format!(
                    "{soname} is {t} from CUDA {} ({}).",
                    or_list(&w.cuda_majors),
                    pip(&wheel)
                ),
                None => format!(
                    "{soname} is {t} major {m} (from a CUDA toolkit older than the NVIDIA wheels)."
                ),
            }
        }
    };
    Some(text)
}

/// The pip requirement that ships a library soname, where one does (Linux sonames only).
fn pip_package(name: &str, version: &str, matrix: &Matrix) -> Option<String> {
    if name.ends_with("64") {
        return None;
    }
    matrix
        .wheel_for_soname(name, version, None)
        .map(|w| w.requirement)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mx() -> Matrix {
        Matrix::builtin().unwrap()
    }

    fn ex(line: &str) -> Specifics {
        Specifics::extract(&[line.to_string()])
    }

    #[test]
    fn sonames_and_what_they_mean() {
        let s = ex(
            "Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file",
        );
        assert_eq!(s.libraries, vec![("libcudnn".to_string(), "8".to_string())]);
        let notes = s.notes(&mx()).join(" ");
        assert!(
            notes.contains("cuDNN 8") && notes.contains("TensorFlow 2.4 to 2.17"),
            "{notes}"
        );
        assert!(s.commands(&mx())[0].contains("nvidia-cudnn-cu12==8.*"));
        let s = ex("Could not load dynamic library 'libcudart.so.11.0'");
        assert!(s.notes(&mx())[0].contains("CUDA 11.0 runtime"));
        assert!(s.commands(&mx())[0].contains("nvidia-cuda-runtime-cu11"));
        let s = ex(
            "Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found",
        );
        assert!(
            s.notes(&mx())[0].contains("CUDA 11.0 runtime"),
            "{:?}",
            s.notes(&mx())
        );
    }

    #[test]
    fn versions_on_both_sides() {
        let s = ex(
            "Loaded runtime CuDNN library: 8.7.0 but source was compiled with: 8.9.4.  CuDNN library needs",
        );
        assert_eq!(s.cudnn, Some(("8.7.0".into(), "8.9.4".into())));
        let s = ex(
            "Loaded runtime CuDNN library: 7201 (compatibility version 7200) but source was compiled with 7004 (compatibility version 7000).",
        );
        assert_eq!(s.cudnn, Some(("7.2.1".into(), "7.0.4".into())));
        let s = ex(
            "CUDA backend failed to initialize: Found cuDNN version 8600, but JAX was built against version 8906, which is newer.",
        );
        assert_eq!(s.cudnn, Some(("8.6.0".into(), "8.9.6".into())));
        let s =
            ex("The NVIDIA driver on your system is too old (found version 11000). Please update");
        assert_eq!(s.cuda, Some((Some("11.0".into()), None)));
        let s = ex(
            "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=11.0, please update your driver",
        );
        assert_eq!(s.cuda, Some((None, Some("11.0".into()))));
        let s = ex(
            "NVRM: API mismatch: the client has the version 535.54.03, but NVRM: this kernel module has the version 530.30.02.  Please",
        );
        assert_eq!(
            s.driver_pair,
            Some(("535.54.03".into(), "530.30.02".into()))
        );
    }

    #[test]
    fn codes_capabilities_and_sizes() {
        let s = ex("cudaGetDeviceProperties returned 35 -> code=35(cudaErrorInsufficientDriver)");
        assert!(s.errors.iter().any(|e| e.starts_with("cudaError 35")));
        assert!(s.errors.iter().any(|e| e == "cudaErrorInsufficientDriver"));
        let s =
            ex("failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected");
        assert_eq!(s.errors, vec!["CUDA_ERROR_NO_DEVICE".to_string()]);
        let s = ex(
            "GeForce RTX 3090 with CUDA capability sm_86 is not compatible; supports sm_37 sm_120",
        );
        assert_eq!(s.capabilities, vec!["8.6", "3.7", "12.0"]);
        assert!(
            s.notes(&mx())
                .iter()
                .any(|n| n.contains("Ampere") && n.contains("11.1"))
        );
        let s = ex(
            "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.70 GiB. GPU 0",
        );
        assert_eq!(s.allocation.as_deref(), Some("1.70 GiB"));
        let s = ex("RESOURCE_EXHAUSTED: Out of memory while trying to allocate 7406166528 bytes.");
        assert_eq!(s.allocation.as_deref(), Some("6.90 GiB"));
        assert!(ex("nothing here").is_empty());
    }
}
