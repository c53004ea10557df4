//! The compatibility matrix: `compat-matrix.toml` parsed, validated and queried. Every
//! version relationship gpudoc judges by lives in that file; this module only knows its
//! shape (documented in docs/matrix.md). A malformed or inconsistent file is rejected with
//! its path, line and reason.
//!
//! The query API is what the other layers use: [`Matrix::driver_support`],
//! [`Matrix::min_driver_for_cuda`], [`Matrix::tensorflow_release`],
//! [`TfRelease::cc_support`], [`Matrix::gpu_by_name`], [`Matrix::gpu_peak_tflops`],
//! [`Matrix::cudnn_major`], [`Matrix::cuda_arch_for`], [`Matrix::pytorch_release`],
//! [`Matrix::jax_release`] and [`Matrix::jax_plugin`]. Planning across releases lives in
//! `crate::planner`.

pub mod render;

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};
use toml::Spanned;

use crate::version::Version;

/// The matrix built into the binary.
pub const BUILTIN: &str = include_str!("../../compat-matrix.toml");
/// How the built-in matrix is named in messages.
pub const BUILTIN_NAME: &str = "compat-matrix.toml (built in)";

/// The built-in matrix's `updated` date, read without parsing the whole file (for
/// `gpudoc --version`); a test checks it equals the parsed value.
pub fn builtin_updated() -> Option<&'static str> {
    BUILTIN
        .lines()
        .take_while(|l| !l.trim_start().starts_with('['))
        .find_map(|l| l.trim().strip_prefix("updated = \""))
        .and_then(|r| r.strip_suffix('"'))
}

/// Why a matrix file was rejected.
#[derive(Debug, thiserror::Error)]
pub enum MatrixError {
    #[error("cannot read matrix file {file}: {source}")]
    Read {
        file: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{file}:{line}:{column}: {message}")]
    Syntax {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{file}:{line}: {reason}")]
    Invalid {
        file: String,
        line: usize,
        reason: String,
    },
}

/// One CUDA toolkit release and the driver it shipped with.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CudaRelease {
    pub version: Spanned<String>,
    pub label: String,
    pub driver_linux: Spanned<String>,
    #[serde(default)]
    pub driver_windows: Option<Spanned<String>>,
    #[serde(default)]
    pub unverified: bool,
    #[serde(default)]
    pub note: Option<String>,
    pub source: String,
}

/// One CUDA major family and its minor-version-compatibility driver floor.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CudaMajor {
    pub major: Spanned<u64>,
    pub minor_compat: bool,
    #[serde(default)]
    pub minor_compat_driver_linux: Option<Spanned<String>>,
    #[serde(default)]
    pub minor_compat_driver_windows: Option<Spanned<String>>,
    pub source: String,
}

/// The compute capabilities one CUDA toolkit can build for, from `cuda_min` up to the next
/// row.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CudaArch {
    pub cuda_min: Spanned<String>,
    pub min_cc: Spanned<String>,
    pub max_cc: Spanned<String>,
    /// Real (SASS) targets, as compute capabilities ("8.6").
    pub sm: Vec<String>,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub unverified: bool,
    pub source: String,
}

/// One cuDNN major: the CUDA majors it was built for and its library file names.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CudnnMajor {
    pub major: Spanned<u64>,
    pub cuda_majors: Vec<u64>,
    pub linux_library: String,
    pub windows_library: String,
    /// PyPI wheels, one per CUDA major ("nvidia-cudnn-cu12").
    #[serde(default)]
    pub pip: Vec<String>,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub unverified: bool,
    pub source: String,
}

/// One TensorFlow minor release as built and tested (a `[[tensorflow]]` or
/// `[[tensorflow_windows]]` row).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TfRelease {
    /// Minor release, "2.15".
    pub version: Spanned<String>,
    /// The patch release the tested-build table names, "2.15.0".
    pub tested: Spanned<String>,
    /// The pip package with the CUDA build ("tensorflow", "tensorflow-gpu").
    pub package: String,
    pub python_min: Spanned<String>,
    pub python_max: Spanned<String>,
    pub cuda: Spanned<String>,
    pub cudnn: Spanned<String>,
    /// Compute capabilities with SASS in the official wheel, ascending.
    pub sass: Spanned<Vec<String>>,
    /// Compute capabilities with PTX (JIT-compiled by the driver), ascending.
    pub ptx: Spanned<Vec<String>>,
    /// The CUDA release whose toolkit made the PTX a GPU without SASS JIT-compiles (its PTX
    /// ISA version): a driver can JIT only PTX it knows. Absent: `cuda`.
    #[serde(default)]
    pub ptx_cuda: Option<Spanned<String>>,
    /// Lowest compute capability that can run every kernel.
    #[serde(default)]
    pub min_cc: Option<Spanned<String>>,
    /// Capabilities above `min_cc` that still have no usable kernel.
    #[serde(default)]
    pub cc_gaps: Vec<String>,
    #[serde(default)]
    pub cc_source: Option<String>,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub unverified: bool,
    pub source: String,
}

/// Where TensorFlow CUDA builds exist.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TfPlatforms {
    pub windows_native_gpu_last: Spanned<String>,
    pub windows_note: String,
    pub windows_source: String,
    pub macos_cuda: bool,
    pub macos_note: String,
    pub macos_source: String,
    pub wsl_note: String,
    pub wsl_source: String,
}

/// The NVIDIA wheels `tensorflow[and-cuda]` pins for one patch release.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TfAndCuda {
    pub version: Spanned<String>,
    /// "cu11" or "cu12".
    pub cuda_family: String,
    pub cuda_runtime: String,
    pub cudnn: String,
    pub pins: BTreeMap<String, String>,
    #[serde(default)]
    pub note: Option<String>,
    pub source: String,
}

/// Peak dense throughput of a GPU in TFLOP/s per data type.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Tflops {
    #[serde(default)]
    pub fp32: Option<f64>,
    #[serde(default)]
    pub tf32: Option<f64>,
    #[serde(default)]
    pub fp16: Option<f64>,
    #[serde(default)]
    pub bf16: Option<f64>,
    #[serde(default)]
    pub unverified: bool,
    pub source: String,
}

/// One GPU model (or family) and its compute capability.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct GpuModel {
    pub name: String,
    /// Lower-case word sequences matched against NVML names.
    #[serde(rename = "match")]
    pub patterns: Spanned<Vec<String>>,
    pub compute_capability: Spanned<String>,
    pub architecture: String,
    /// "data-centre", "workstation", "consumer" or "embedded".
    pub segment: String,
    #[serde(default)]
    pub unverified: bool,
    pub source: String,
    #[serde(default)]
    pub tflops: Option<Tflops>,
}

/// One PyTorch minor release.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PytorchRelease {
    pub version: Spanned<String>,
    pub python_min: Spanned<String>,
    pub python_max: Spanned<String>,
    /// CUDA versions of the download.pytorch.org builds ("11.8" = index suffix cu118).
    pub cuda_variants: Spanned<Vec<String>>,
    /// The CUDA build plain `pip install torch` gets from PyPI on Linux.
    pub pypi_cuda: Spanned<String>,
    pub pypi_cudnn: String,
    /// The TORCH_CUDA_ARCH_LIST each CUDA variant's wheel was built with ("11.8" ->
    /// "3.7;5.0;...;9.0", "+PTX" on an entry adds PTX for it). Variants absent here are
    /// judged by what their toolkit can target (`[[cuda_arch]]`).
    #[serde(default)]
    pub cuda_arch_lists: Option<Spanned<BTreeMap<String, String>>>,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub unverified: bool,
    pub source: String,
}

/// A JAX CUDA plug-in (one per CUDA major).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct JaxPlugin {
    pub cuda_major: Spanned<u64>,
    pub package: String,
    /// The jax extra that installs it ("cuda12").
    pub extra: String,
    pub built_with_cuda: String,
    pub min_cuda: Spanned<String>,
    pub min_cudnn: String,
    pub min_cc: Spanned<String>,
    #[serde(default)]
    pub note: Option<String>,
    pub source: String,
}

/// One jax release and the CUDA majors it has extras for.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct JaxRelease {
    pub version: Spanned<String>,
    pub python_min: Spanned<String>,
    pub python_max: Spanned<String>,
    pub cuda_majors: Spanned<Vec<u64>>,
    pub extras: Vec<String>,
    /// The nvidia-cudnn requirement this release's CUDA extra pins, per CUDA major ("12" ->
    /// ">=9.10.2.21,<10.0"), where it differs from the plug-in's `min_cudnn`.
    #[serde(default)]
    pub cudnn: Option<Spanned<BTreeMap<String, String>>>,
    pub source: String,
}

/// The library sonames of one CUDA major (libraries layer).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CudaLibraries {
    pub major: u64,
    /// The CUDA release these sonames belong to, for a major whose sonames carry the minor
    /// (CUDA 10.x: `libcudart.so.10.1`); absent: every release of the major.
    #[serde(default)]
    pub cuda: Option<String>,
    pub sonames: Vec<String>,
    pub cudnn_major: u64,
    #[serde(default)]
    pub unverified: bool,
    pub source: String,
}

/// One library in a CUDA major's wheels: the soname it ships and the PyPI distribution.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct WheelLibrary {
    pub soname: String,
    pub package: String,
}

/// NVIDIA's PyPI wheels for one CUDA major (a `[[cuda_wheels]]` row).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CudaWheels {
    pub cuda_major: Spanned<u64>,
    /// The cuDNN wheel for this CUDA major ("nvidia-cudnn-cu12").
    #[serde(default)]
    pub cudnn: Option<String>,
    /// Library base name ("libcufft") -> soname and distribution.
    pub libraries: BTreeMap<String, WheelLibrary>,
    #[serde(default)]
    pub unverified: bool,
    #[serde(default)]
    pub note: Option<String>,
    pub source: String,
}

/// `[wheel_defaults]`: what to suggest when nothing on the machine says which CUDA major.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct WheelDefaults {
    pub cuda_major: Spanned<u64>,
    #[serde(default)]
    pub note: Option<String>,
    pub source: String,
}

/// A pip requirement that provides a library soname, from [`Matrix::wheel_for_soname`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SonameWheel {
    /// The CUDA majors whose wheels ship this soname, oldest first.
    pub cuda_majors: Vec<u64>,
    /// The CUDA major the suggestion is for.
    pub cuda_major: u64,
    /// The distribution ("nvidia-cudnn-cu13").
    pub package: String,
    /// What to give pip ("nvidia-cudnn-cu13==9.*", "nvidia-cufft").
    pub requirement: String,
}

/// `[[interconnect]]`: what one lane of a GPU-to-GPU link carries per direction, in GB/s (an
/// NVLink link, or a PCIe lane); the stress layer multiplies it by the lanes in use.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Interconnect {
    /// "nvlink" or "pcie".
    pub link: Spanned<String>,
    /// NVLink version or PCIe generation.
    pub generation: u32,
    pub gbps_per_lane: f64,
    #[serde(default)]
    pub unverified: bool,
    #[serde(default)]
    pub note: Option<String>,
    pub source: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMatrix {
    schema: Spanned<u32>,
    #[serde(default)]
    updated: Option<Spanned<String>>,
    #[serde(default)]
    cuda: Vec<CudaRelease>,
    #[serde(default)]
    cuda_major: Vec<CudaMajor>,
    #[serde(default)]
    cuda_libraries: Vec<CudaLibraries>,
    #[serde(default)]
    cuda_arch: Vec<CudaArch>,
    #[serde(default)]
    cudnn: Vec<CudnnMajor>,
    #[serde(default)]
    tensorflow: Vec<TfRelease>,
    #[serde(default)]
    tensorflow_windows: Vec<TfRelease>,
    #[serde(default)]
    tensorflow_platforms: Option<TfPlatforms>,
    #[serde(default)]
    tensorflow_and_cuda: Vec<TfAndCuda>,
    #[serde(default)]
    gpu: Vec<GpuModel>,
    #[serde(default)]
    pytorch: Vec<PytorchRelease>,
    #[serde(default)]
    jax_plugin: Vec<JaxPlugin>,
    #[serde(default)]
    jax: Vec<JaxRelease>,
    #[serde(default)]
    cuda_wheels: Vec<CudaWheels>,
    #[serde(default)]
    wheel_defaults: Option<WheelDefaults>,
    #[serde(default)]
    interconnect: Vec<Interconnect>,
}

/// A validated matrix with its versions parsed.
#[derive(Debug, Clone)]
pub struct Matrix {
    /// Where it came from, for messages.
    pub origin: String,
    /// The day its facts were last checked (`updated`, "YYYY-MM-DD").
    pub updated: Option<String>,
    /// CUDA toolkit releases, oldest first, with parsed versions.
    pub cuda: Vec<(Version, Version, CudaRelease)>,
    pub cuda_major: Vec<CudaMajor>,
    /// Library sonames per CUDA major (libraries layer).
    pub cuda_libraries: Vec<CudaLibraries>,
    /// Compute capabilities per toolkit, oldest first.
    pub cuda_arch: Vec<CudaArch>,
    pub cudnn: Vec<CudnnMajor>,
    /// TensorFlow Linux GPU builds, oldest first.
    pub tensorflow: Vec<TfRelease>,
    /// TensorFlow native-Windows GPU builds, oldest first.
    pub tensorflow_windows: Vec<TfRelease>,
    pub tensorflow_platforms: Option<TfPlatforms>,
    /// `tensorflow[and-cuda]` pins, oldest first.
    pub tensorflow_and_cuda: Vec<TfAndCuda>,
    pub gpus: Vec<GpuModel>,
    /// PyTorch releases, oldest first.
    pub pytorch: Vec<PytorchRelease>,
    pub jax_plugins: Vec<JaxPlugin>,
    /// jax releases, oldest first.
    pub jax: Vec<JaxRelease>,
    /// NVIDIA PyPI wheels per CUDA major, oldest first.
    pub cuda_wheels: Vec<CudaWheels>,
    pub wheel_defaults: Option<WheelDefaults>,
    /// GPU-to-GPU link bandwidth per lane (NVLink versions, PCIe generations).
    pub interconnect: Vec<Interconnect>,
}

/// How a GPU of some compute capability runs a wheel's kernels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CcSupport {
    /// Native code (SASS) built for this capability ("8.0" runs on 8.6).
    Sass(String),
    /// Only PTX for this older capability, compiled by the driver at start-up. The driver
    /// must be at least the toolkit's own driver: minor version compatibility does not cover
    /// JIT of PTX from a newer toolkit.
    PtxJit(String),
    /// No usable kernel.
    Unsupported,
}

/// A matmul data type with a datasheet peak; the stress layer measures the same four (its
/// GEMM-specific methods live in `probe::stress::workload`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dtype {
    Fp32,
    Tf32,
    Fp16,
    Bf16,
}

impl std::str::FromStr for Dtype {
    type Err = String;
    fn from_str(s: &str) -> Result<Dtype, String> {
        match s.to_ascii_lowercase().as_str() {
            "fp32" | "float32" => Ok(Dtype::Fp32),
            "tf32" => Ok(Dtype::Tf32),
            "fp16" | "float16" | "half" => Ok(Dtype::Fp16),
            "bf16" | "bfloat16" => Ok(Dtype::Bf16),
            other => Err(format!(
                "unknown data type `{other}` (fp32, tf32, fp16, bf16)"
            )),
        }
    }
}

/// What a driver can run, derived from the matrix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DriverSupport {
    /// The newest toolkit release whose own driver this driver meets ("13.0").
    pub max_cuda: Option<String>,
    /// Its label ("13.0 Update 2").
    pub max_cuda_label: Option<String>,
    /// CUDA majors whose every minor release runs under minor version compatibility.
    pub minor_compat_majors: Vec<u64>,
}

/// A matrix file is tens of kilobytes; `--matrix` reads no more than this.
pub(crate) const MAX_MATRIX_FILE: u64 = 16 << 20;

impl Matrix {
    /// The matrix compiled into gpudoc.
    pub fn builtin() -> Result<Matrix, MatrixError> {
        Matrix::parse(BUILTIN, BUILTIN_NAME)
    }

    /// Load `--matrix FILE`, or the built-in one.
    pub fn load(file: Option<&Path>) -> Result<Matrix, MatrixError> {
        match file {
            None => Matrix::builtin(),
            Some(path) => {
                let name = path.display().to_string();
                let read =
                    crate::bounded::read_bounded(path, MAX_MATRIX_FILE).map_err(|source| {
                        MatrixError::Read {
                            file: name.clone(),
                            source,
                        }
                    })?;
                if read.cut {
                    return Err(MatrixError::Read {
                        file: name,
                        source: std::io::Error::new(
                            std::io::ErrorKind::InvalidData,
                            format!("larger than {} MiB: not a matrix", MAX_MATRIX_FILE >> 20),
                        ),
                    });
                }
                let bytes = read.bytes;
                let text = String::from_utf8(bytes).map_err(|e| {
                    let (line, column) = line_col(
                        &String::from_utf8_lossy(e.as_bytes()),
                        e.utf8_error().valid_up_to(),
                    );
                    MatrixError::Syntax {
                        file: name.clone(),
                        line,
                        column,
                        message: "the file is not valid UTF-8".into(),
                    }
                })?;
                Matrix::parse(&text, &name)
            }
        }
    }

    /// Parse and validate matrix text; `file` names it in errors.
    pub fn parse(text: &str, file: &str) -> Result<Matrix, MatrixError> {
        let mut raw: RawMatrix = toml::from_str(text).map_err(|e| {
            let (line, column) = e.span().map(|s| line_col(text, s.start)).unwrap_or((1, 1));
            MatrixError::Syntax {
                file: file.to_string(),
                line,
                column,
                message: e.message().trim().to_string(),
            }
        })?;
        let invalid = |offset: usize, reason: String| MatrixError::Invalid {
            file: file.to_string(),
            line: line_col(text, offset).0,
            reason,
        };
        if *raw.schema.get_ref() != 1 {
            return Err(invalid(
                raw.schema.span().start,
                format!(
                    "schema = {} is not supported; this gpudoc reads schema = 1",
                    raw.schema.get_ref()
                ),
            ));
        }
        let version_of = |s: &Spanned<String>, what: &str| {
            Version::parse(s.get_ref()).ok_or_else(|| {
                invalid(
                    s.span().start,
                    format!("{what} `{}` is not a dotted version number", s.get_ref()),
                )
            })
        };
        let mut cuda = Vec::with_capacity(raw.cuda.len());
        for row in std::mem::take(&mut raw.cuda) {
            let v = version_of(&row.version, "cuda version")?;
            let d = version_of(&row.driver_linux, "driver_linux")?;
            if let Some(w) = &row.driver_windows {
                version_of(w, "driver_windows")?;
            }
            if let Some((prev, _, prev_row)) = cuda.last() {
                let prev: &Version = prev;
                let prev_row: &CudaRelease = prev_row;
                if v == *prev {
                    return Err(invalid(
                        row.version.span().start,
                        format!(
                            "duplicate cuda version {} (first at line {})",
                            v,
                            line_col(text, prev_row.version.span().start).0
                        ),
                    ));
                }
                if v < *prev {
                    return Err(invalid(
                        row.version.span().start,
                        format!(
                            "[[cuda]] rows must be sorted oldest first: {v} comes after {prev}"
                        ),
                    ));
                }
            }
            cuda.push((v, d, row));
        }
        let mut majors: Vec<u64> = Vec::new();
        for m in &raw.cuda_major {
            let major = *m.major.get_ref();
            if majors.contains(&major) {
                return Err(invalid(
                    m.major.span().start,
                    format!("duplicate cuda_major {major}"),
                ));
            }
            majors.push(major);
            if !cuda.iter().any(|(v, _, _)| v.major() == major) {
                return Err(invalid(
                    m.major.span().start,
                    format!("cuda_major {major} has no [[cuda]] release in this file"),
                ));
            }
            match (&m.minor_compat_driver_linux, m.minor_compat) {
                (Some(d), true) => {
                    version_of(d, "minor_compat_driver_linux")?;
                }
                (None, true) => {
                    return Err(invalid(
                        m.major.span().start,
                        format!(
                            "cuda_major {major}: minor_compat = true needs minor_compat_driver_linux"
                        ),
                    ));
                }
                (Some(d), false) => {
                    return Err(invalid(
                        d.span().start,
                        format!(
                            "cuda_major {major}: a driver floor is given but minor_compat = false"
                        ),
                    ));
                }
                (None, false) => {}
            }
            if let Some(w) = &m.minor_compat_driver_windows {
                version_of(w, "minor_compat_driver_windows")?;
            }
        }
        check_sections(&raw, &cuda, &majors, text, &invalid)?;
        let mut links = std::collections::HashSet::new();
        for l in &raw.interconnect {
            let kind = l.link.get_ref().as_str();
            if !matches!(kind, "nvlink" | "pcie") {
                return Err(invalid(
                    l.link.span().start,
                    format!("interconnect: link `{kind}` is neither nvlink nor pcie"),
                ));
            }
            if !links.insert((kind, l.generation))
                || l.gbps_per_lane.is_nan()
                || l.gbps_per_lane <= 0.0
            {
                return Err(invalid(
                    l.link.span().start,
                    format!(
                        "interconnect: {kind} {} is listed twice or has no positive gbps_per_lane",
                        l.generation
                    ),
                ));
            }
        }
        if let Some(u) = &raw.updated
            && !is_iso_date(u.get_ref())
        {
            return Err(invalid(
                u.span().start,
                format!("updated `{}` is not a YYYY-MM-DD date", u.get_ref()),
            ));
        }
        Ok(Matrix {
            origin: file.to_string(),
            updated: raw.updated.map(Spanned::into_inner),
            cuda,
            cuda_major: raw.cuda_major,
            cuda_libraries: raw.cuda_libraries,
            cuda_arch: raw.cuda_arch,
            cudnn: raw.cudnn,
            tensorflow: raw.tensorflow,
            tensorflow_windows: raw.tensorflow_windows,
            tensorflow_platforms: raw.tensorflow_platforms,
            tensorflow_and_cuda: raw.tensorflow_and_cuda,
            gpus: raw.gpu,
            pytorch: raw.pytorch,
            jax_plugins: raw.jax_plugin,
            jax: raw.jax,
            cuda_wheels: raw.cuda_wheels,
            wheel_defaults: raw.wheel_defaults,
            interconnect: raw.interconnect,
        })
    }

    /// What a Linux driver of this version can run.
    pub fn driver_support(&self, driver: &Version) -> DriverSupport {
        let newest = self
            .cuda
            .iter()
            .filter(|(_, min, _)| min <= driver)
            .max_by(|a, b| a.0.cmp(&b.0));
        let minor_compat_majors = self
            .cuda_major
            .iter()
            .filter(|m| {
                m.minor_compat_driver_linux
                    .as_ref()
                    .and_then(|d| Version::parse(d.get_ref()))
                    .is_some_and(|d| d <= *driver)
            })
            .map(|m| *m.major.get_ref())
            .collect();
        DriverSupport {
            max_cuda: newest.map(|(v, _, _)| v.major_minor()),
            max_cuda_label: newest.map(|(_, _, r)| r.label.clone()),
            minor_compat_majors,
        }
    }

    /// The oldest driver that runs CUDA `major.minor` (its own toolkit driver, or the
    /// family's minor-compatibility floor when lower). `None` if the release is unknown.
    pub fn min_driver_for_cuda(&self, cuda: &str) -> Option<Version> {
        let want = Version::parse(cuda)?;
        let own = self
            .cuda
            .iter()
            .filter(|(v, _, _)| v.major() == want.major() && v.minor() == want.minor())
            .map(|(_, d, _)| d.clone())
            .min()?;
        let family = self
            .cuda_major
            .iter()
            .find(|m| *m.major.get_ref() == want.major())
            .and_then(|m| m.minor_compat_driver_linux.as_ref())
            .and_then(|d| Version::parse(d.get_ref()));
        Some(match family {
            Some(f) if f < own => f,
            _ => own,
        })
    }

    /// The oldest CUDA release in the table, for "too old for any CUDA" messages.
    pub fn oldest_cuda(&self) -> Option<&(Version, Version, CudaRelease)> {
        self.cuda.first()
    }

    /// The oldest driver that runs CUDA `major.minor`, on Linux (`windows = false`) or
    /// Windows and WSL2 (`windows = true`, whose driver numbers differ). With `jit`, the
    /// toolkit's own driver: minor version compatibility does not let an older driver JIT
    /// PTX made by a newer toolkit. Falls back to the Linux figure where NVIDIA prints no
    /// Windows one (CUDA 13.x).
    pub fn min_driver_for(&self, cuda: &str, windows: bool, jit: bool) -> Option<Version> {
        let want = Version::parse(cuda)?;
        let rows: Vec<&(Version, Version, CudaRelease)> = self
            .cuda
            .iter()
            .filter(|(v, _, _)| v.major() == want.major() && v.minor() == want.minor())
            .collect();
        let own = |win: bool| -> Option<Version> {
            rows.iter()
                .filter_map(|(_, linux, r)| {
                    if win {
                        r.driver_windows
                            .as_ref()
                            .and_then(|d| Version::parse(d.get_ref()))
                    } else {
                        Some(linux.clone())
                    }
                })
                .min()
        };
        let own = if windows {
            own(true).or_else(|| own(false))
        } else {
            own(false)
        }?;
        if jit {
            return Some(own);
        }
        let family = self
            .cuda_major
            .iter()
            .find(|m| *m.major.get_ref() == want.major())
            .and_then(|m| {
                let w = m.minor_compat_driver_windows.as_ref().filter(|_| windows);
                w.or(m.minor_compat_driver_linux.as_ref())
            })
            .and_then(|d| Version::parse(d.get_ref()));
        Some(match family {
            Some(f) if f < own => f,
            _ => own,
        })
    }

    /// The oldest driver that runs TensorFlow row `r`: with `jit` (a GPU runs PTX), also the
    /// toolkit driver of the CUDA that made the PTX (`ptx_cuda`, else `cuda`), since a driver
    /// cannot JIT PTX from a newer toolkit.
    pub fn tf_min_driver(&self, r: &TfRelease, windows: bool, jit: bool) -> Option<Version> {
        let cuda = r.cuda.get_ref();
        let base = self.min_driver_for(cuda, windows, false)?;
        if !jit {
            return Some(base);
        }
        let ptx_cuda = r.ptx_cuda.as_ref().map_or(cuda, |p| p.get_ref());
        let ptx = self.min_driver_for(ptx_cuda, windows, true)?;
        Some(base.max(ptx))
    }

    /// The TensorFlow Linux row for "2.15", "2.15.0" or "2.15.1" (matched on major.minor).
    pub fn tensorflow_release(&self, version: &str) -> Option<&TfRelease> {
        find_minor(&self.tensorflow, version)
    }

    /// The native-Windows TensorFlow row for a release (none after 2.10).
    pub fn tensorflow_windows_release(&self, version: &str) -> Option<&TfRelease> {
        find_minor(&self.tensorflow_windows, version)
    }

    /// The newest TensorFlow release in the matrix.
    pub fn newest_tensorflow(&self) -> Option<&TfRelease> {
        self.tensorflow.last()
    }

    /// The `tensorflow[and-cuda]` pins for a release: the exact patch release when listed,
    /// otherwise the newest patch of that minor. `None` before 2.14 (no such extra).
    pub fn tensorflow_and_cuda(&self, version: &str) -> Option<&TfAndCuda> {
        let want = Version::parse(version)?;
        let same_minor = |r: &&TfAndCuda| {
            Version::parse(r.version.get_ref())
                .is_some_and(|v| v.major() == want.major() && v.minor() == want.minor())
        };
        self.tensorflow_and_cuda
            .iter()
            .find(|r| Version::parse(r.version.get_ref()).as_ref() == Some(&want))
            .or_else(|| self.tensorflow_and_cuda.iter().rev().find(same_minor))
    }

    /// The GPU model an NVML name ("NVIDIA H200", "Tesla T4", "NVIDIA A100-SXM4-80GB")
    /// belongs to: the row with the longest `match` word sequence found in the name.
    pub fn gpu_by_name(&self, name: &str) -> Option<&GpuModel> {
        let words = name_words(name);
        self.gpus
            .iter()
            .filter_map(|g| {
                g.patterns
                    .get_ref()
                    .iter()
                    .map(|p| p.split(' ').collect::<Vec<_>>())
                    .filter(|p| words.windows(p.len()).any(|w| w == p.as_slice()))
                    .map(|p| (p.len(), p.iter().map(|w| w.len()).sum::<usize>()))
                    .max()
                    .map(|score| (score, g))
            })
            .max_by_key(|(score, _)| *score)
            .map(|(_, g)| g)
    }

    /// Peak dense TFLOP/s of the GPU named `name` for `dtype`, when a datasheet gives it.
    pub fn gpu_peak_tflops(&self, name: &str, dtype: Dtype) -> Option<f64> {
        let t = self.gpu_by_name(name)?.tflops.as_ref()?;
        match dtype {
            Dtype::Fp32 => t.fp32,
            Dtype::Tf32 => t.tf32,
            Dtype::Fp16 => t.fp16,
            Dtype::Bf16 => t.bf16,
        }
    }

    /// GB/s per direction that one lane of this link carries: an NVLink link of that
    /// version ("nvlink", 4), or a PCIe lane of that generation ("pcie", 5).
    pub fn link_gbps_per_lane(&self, link: &str, generation: u32) -> Option<f64> {
        self.interconnect
            .iter()
            .find(|l| l.link.get_ref() == link && l.generation == generation)
            .map(|l| l.gbps_per_lane)
    }

    /// The cuDNN major row (library names, CUDA majors).
    pub fn cudnn_major(&self, major: u64) -> Option<&CudnnMajor> {
        self.cudnn.iter().find(|c| *c.major.get_ref() == major)
    }

    /// cuDNN majors published for a CUDA major, oldest first.
    pub fn cudnn_for_cuda_major(&self, cuda_major: u64) -> Vec<&CudnnMajor> {
        self.cudnn
            .iter()
            .filter(|c| c.cuda_majors.contains(&cuda_major))
            .collect()
    }

    /// The compute capabilities CUDA `cuda` can build for.
    pub fn cuda_arch_for(&self, cuda: &str) -> Option<&CudaArch> {
        let want = Version::parse(cuda)?;
        self.cuda_arch
            .iter()
            .rfind(|a| Version::parse(a.cuda_min.get_ref()).is_some_and(|m| m <= want))
    }

    /// The PyTorch row for "2.4" or "2.4.1".
    pub fn pytorch_release(&self, version: &str) -> Option<&PytorchRelease> {
        find_minor(&self.pytorch, version)
    }

    /// The jax row with exactly this version ("0.7.0"; "0.7" matches too).
    pub fn jax_release(&self, version: &str) -> Option<&JaxRelease> {
        let want = Version::parse(version)?;
        self.jax
            .iter()
            .find(|r| Version::parse(r.version.get_ref()).as_ref() == Some(&want))
    }

    /// The JAX CUDA plug-in for a CUDA major.
    pub fn jax_plugin(&self, cuda_major: u64) -> Option<&JaxPlugin> {
        self.jax_plugins
            .iter()
            .find(|p| *p.cuda_major.get_ref() == cuda_major)
    }

    /// The NVIDIA PyPI wheels of a CUDA major.
    pub fn cuda_wheels(&self, cuda_major: u64) -> Option<&CudaWheels> {
        self.cuda_wheels
            .iter()
            .find(|w| *w.cuda_major.get_ref() == cuda_major)
    }

    /// The CUDA major to suggest wheels for when nothing says which: `[wheel_defaults]`, else
    /// the newest `[[cuda_wheels]]` major.
    pub fn default_wheel_major(&self) -> Option<u64> {
        self.wheel_defaults
            .as_ref()
            .map(|d| *d.cuda_major.get_ref())
            .or_else(|| {
                self.cuda_wheels
                    .iter()
                    .map(|w| *w.cuda_major.get_ref())
                    .max()
            })
    }

    /// The distribution that ships library `library` ("libcudart") for a CUDA major.
    pub fn wheel_package(&self, library: &str, cuda_major: u64) -> Option<&str> {
        self.cuda_wheels(cuda_major)?
            .libraries
            .get(library)
            .map(|l| l.package.as_str())
    }

    /// The pip requirement that provides `name.so.version` ("libcudnn", "9"): the CUDA majors
    /// whose wheels ship that soname (matched on the soname's first number), and the wheel of
    /// `prefer` when it is one of them, else of the default major, else of the newest. cuDNN
    /// comes from the `[[cudnn]]` row of that major and each CUDA major's `cudnn` wheel, pinned
    /// to the cuDNN major. `None` for a soname no wheel ships.
    pub fn wheel_for_soname(
        &self,
        name: &str,
        version: &str,
        prefer: Option<u64>,
    ) -> Option<SonameWheel> {
        let major: u64 = version.split('.').next()?.parse().ok()?;
        let mut found: Vec<(u64, String, String)> = Vec::new();
        if name.starts_with("libcudnn") {
            let row = self.cudnn_major(major)?;
            for w in &self.cuda_wheels {
                let cm = *w.cuda_major.get_ref();
                if let Some(pkg) = &w.cudnn
                    && row.cuda_majors.contains(&cm)
                    && row.pip.contains(pkg)
                {
                    found.push((cm, pkg.clone(), format!("{pkg}=={major}.*")));
                }
            }
        } else {
            for w in &self.cuda_wheels {
                let Some(lib) = w.libraries.get(name) else {
                    continue;
                };
                let ships = lib
                    .soname
                    .strip_prefix(name)
                    .and_then(|r| r.strip_prefix(".so."))
                    .and_then(|r| r.split('.').next()?.parse::<u64>().ok())
                    == Some(major);
                if ships {
                    found.push((
                        *w.cuda_major.get_ref(),
                        lib.package.clone(),
                        lib.package.clone(),
                    ));
                }
            }
        }
        found.sort_by_key(|f| f.0);
        let pick = |m: Option<u64>| m.and_then(|m| found.iter().find(|f| f.0 == m));
        let (cuda_major, package, requirement) = pick(prefer)
            .or_else(|| pick(self.default_wheel_major()))
            .or(found.last())?
            .clone();
        Some(SonameWheel {
            cuda_majors: found.iter().map(|f| f.0).collect(),
            cuda_major,
            package,
            requirement,
        })
    }

    /// The oldest and newest TensorFlow (Linux) releases for which `pred` holds.
    pub fn tensorflow_span(&self, pred: impl Fn(&TfRelease) -> bool) -> Option<(&str, &str)> {
        let mut it = self.tensorflow.iter().filter(|r| pred(r));
        let first = it.next()?;
        let last = it.last().unwrap_or(first);
        Some((first.version.get_ref(), last.version.get_ref()))
    }

    /// The oldest and newest PyTorch releases for which `pred` holds.
    pub fn pytorch_span(&self, pred: impl Fn(&PytorchRelease) -> bool) -> Option<(&str, &str)> {
        let mut it = self.pytorch.iter().filter(|r| pred(r));
        let first = it.next()?;
        let last = it.last().unwrap_or(first);
        Some((first.version.get_ref(), last.version.get_ref()))
    }

    /// The toolkits that can build for compute capability `cc`: the first `[[cuda_arch]]`
    /// row listing it, and the first later row that no longer does (dropped there).
    pub fn cuda_span_for_cc(&self, cc: &str) -> Option<(&str, Option<&str>)> {
        let has = |a: &CudaArch| a.sm.iter().any(|s| s == cc);
        let first = self.cuda_arch.iter().position(has)?;
        let dropped = self.cuda_arch[first..]
            .iter()
            .find(|a| !has(a))
            .map(|a| a.cuda_min.get_ref().as_str());
        Some((self.cuda_arch[first].cuda_min.get_ref(), dropped))
    }

    /// The architecture name of a compute capability ("8.6" -> "Ampere"), from the GPU rows
    /// with that capability, else with the same major.
    pub fn architecture_of(&self, cc: &str) -> Option<&str> {
        let major = cc.split('.').next()?;
        self.gpus
            .iter()
            .find(|g| g.compute_capability.get_ref() == cc)
            .or_else(|| {
                self.gpus
                    .iter()
                    .find(|g| g.compute_capability.get_ref().split('.').next() == Some(major))
            })
            .map(|g| g.architecture.as_str())
    }
}

// ---- What a framework release loads and checks at load time (libraries layer) ----------

/// What one framework release opens and enforces when it loads its CUDA libraries, from its
/// matrix row ([`Matrix::tensorflow_libraries`], [`Matrix::pytorch_libraries`],
/// [`Matrix::jax_libraries`]) and the `[[cuda_libraries]]`/`[[cudnn]]` rows of its CUDA and
/// cuDNN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReleaseLibraries {
    /// The row it came from, as written in the matrix (`[[tensorflow]] 2.15`).
    pub row: String,
    /// The CUDA the release was built for ("12.2"; a bare major when only that is known).
    pub cuda: String,
    pub cuda_major: u64,
    /// The oldest CUDA runtime it accepts, when it checks more than the major ("12.1").
    pub cuda_min: Option<String>,
    /// The cuDNN it was built with ("8.9", "9.1.0.70"): the floor of the loaded one.
    pub cudnn: String,
    pub cudnn_major: u64,
    /// Whether the release also needs the loaded cuDNN's minor to be at least `cudnn`'s.
    pub cudnn_minor_checked: bool,
    /// The sonames it opens: its CUDA's libraries, then cuDNN's.
    pub sonames: Vec<String>,
    /// The cuDNN wheel for its CUDA major ("nvidia-cudnn-cu12"), if NVIDIA publishes one.
    pub cudnn_wheel: Option<String>,
    /// How the row was chosen, when that is worth saying ("CUDA 11.8 is not a listed variant").
    pub notes: Vec<String>,
}

impl Matrix {
    /// The `[[cuda_libraries]]` row for a CUDA release ("12.2", "10.1" or a bare "12"): the
    /// row tied to that release (`cuda`), else the row for its whole major.
    pub fn cuda_libraries_for(&self, cuda: &str) -> Option<&CudaLibraries> {
        let v = Version::parse(cuda)?;
        let exact = |l: &&CudaLibraries| {
            l.cuda
                .as_deref()
                .and_then(Version::parse)
                .is_some_and(|c| c.major() == v.major() && c.minor() == v.minor())
        };
        self.cuda_libraries
            .iter()
            .find(exact)
            .or_else(|| {
                self.cuda_libraries
                    .iter()
                    .find(|l| l.major == v.major() && l.cuda.is_none())
            })
            .or_else(|| {
                // A bare major of a family with per-release rows: its newest release.
                self.cuda_libraries
                    .iter()
                    .rfind(|l| l.major == v.major() && cuda.split('.').count() == 1)
            })
    }

    /// The file name a cuDNN major is opened by ("libcudnn.so.8"): the first word of its
    /// `[[cudnn]]` row's `linux_library`.
    pub fn cudnn_soname(&self, major: u64) -> Option<String> {
        let row = self.cudnn_major(major)?;
        row.linux_library
            .split_whitespace()
            .next()
            .map(str::to_string)
    }

    /// Assemble a release's expectations from its CUDA and cuDNN.
    fn release_libraries(
        &self,
        row: String,
        cuda: &str,
        cudnn: &str,
        cudnn_minor_checked: bool,
    ) -> Option<ReleaseLibraries> {
        let cuda_v = Version::parse(cuda)?;
        let cudnn_v = Version::parse(cudnn)?;
        let libs = self.cuda_libraries_for(cuda)?;
        let mut sonames = libs.sonames.clone();
        sonames.push(self.cudnn_soname(cudnn_v.major())?);
        Some(ReleaseLibraries {
            row,
            cuda: cuda.to_string(),
            cuda_major: cuda_v.major(),
            cuda_min: None,
            cudnn: cudnn.to_string(),
            cudnn_major: cudnn_v.major(),
            cudnn_minor_checked,
            sonames,
            cudnn_wheel: self
                .cuda_wheels(cuda_v.major())
                .and_then(|w| w.cudnn.clone())
                .filter(|pkg| {
                    self.cudnn_major(cudnn_v.major())
                        .is_some_and(|c| c.pip.contains(pkg))
                }),
            notes: Vec::new(),
        })
    }

    /// What a TensorFlow release ("2.15.0") loads: the `[[tensorflow]]` row's CUDA and cuDNN.
    /// TensorFlow (XLA's stream executor) refuses a cuDNN of another major or an older minor
    /// than it was compiled with. `None`: a release the matrix does not know.
    pub fn tensorflow_libraries(&self, version: &str) -> Option<ReleaseLibraries> {
        let r = self.tensorflow_release(version)?;
        self.release_libraries(
            format!("[[tensorflow]] {}", r.version.get_ref()),
            r.cuda.get_ref(),
            r.cudnn.get_ref(),
            true,
        )
    }

    /// What a PyTorch release ("2.4.1") built for `cuda` ("12.1", from its `+cu121` local
    /// version or torch/version.py; `None`: the PyPI build) loads. The cuDNN is the row's
    /// PyPI one; for another CUDA build only its major is known, and the minor is not checked.
    pub fn pytorch_libraries(&self, version: &str, cuda: Option<&str>) -> Option<ReleaseLibraries> {
        let r = self.pytorch_release(version)?;
        let pypi = r.pypi_cuda.get_ref().as_str();
        let cuda = cuda.unwrap_or(pypi);
        let same = |a: &str, b: &str| {
            Version::parse(a).map(|v| v.major_minor()) == Version::parse(b).map(|v| v.major_minor())
        };
        let is_pypi = same(cuda, pypi);
        let mut out = self.release_libraries(
            format!("[[pytorch]] {}", r.version.get_ref()),
            cuda,
            &r.pypi_cudnn,
            is_pypi,
        )?;
        if !is_pypi {
            out.notes.push(format!(
                "the row's cuDNN {} is that of its PyPI build (CUDA {pypi}); for the CUDA {cuda} build only the major is checked",
                r.pypi_cudnn
            ));
        }
        if !is_pypi && !r.cuda_variants.get_ref().iter().any(|v| same(v, cuda)) {
            out.notes.push(format!(
                "CUDA {cuda} is not a listed build of PyTorch {} ({})",
                r.version.get_ref(),
                r.cuda_variants.get_ref().join(", ")
            ));
        }
        Some(out)
    }

    /// What a JAX release ("0.7.2") with the CUDA plug-in of `cuda_major` loads: the
    /// `[[jax_plugin]]` row's floors (`min_cuda`, `min_cudnn`; XLA refuses an older cuDNN minor
    /// like TensorFlow does). `None` when the release is newer than every `[[jax]]` row (by
    /// major.minor) or older than the first, or that row has no extra for `cuda_major`.
    pub fn jax_libraries(&self, version: &str, cuda_major: u64) -> Option<ReleaseLibraries> {
        let v = Version::parse(version)?;
        let row = self
            .jax
            .iter()
            .rfind(|r| Version::parse(r.version.get_ref()).is_some_and(|rv| rv <= v))?;
        let newest = Version::parse(self.jax.last()?.version.get_ref())?;
        if (v.major(), v.minor()) > (newest.major(), newest.minor())
            || !row.cuda_majors.get_ref().contains(&cuda_major)
        {
            return None;
        }
        let p = self.jax_plugin(cuda_major)?;
        let mut out = self.release_libraries(
            format!(
                "[[jax]] {} with [[jax_plugin]] {}",
                row.version.get_ref(),
                p.package
            ),
            p.min_cuda.get_ref(),
            &p.min_cudnn,
            true,
        )?;
        out.cuda = p.built_with_cuda.clone();
        out.cuda_min = Some(p.min_cuda.get_ref().clone());
        Some(out)
    }
}

/// Rows keyed by a major.minor `version`.
trait MinorKeyed {
    fn key(&self) -> &str;
}
impl MinorKeyed for TfRelease {
    fn key(&self) -> &str {
        self.version.get_ref()
    }
}
impl MinorKeyed for PytorchRelease {
    fn key(&self) -> &str {
        self.version.get_ref()
    }
}

fn find_minor<'a, T: MinorKeyed>(rows: &'a [T], version: &str) -> Option<&'a T> {
    let want = Version::parse(version)?;
    rows.iter().find(|r| {
        Version::parse(r.key())
            .is_some_and(|v| v.major() == want.major() && v.minor() == want.minor())
    })
}

/// True when `v` lies in `min..=max`, compared on major.minor ("3.11.4" is in 3.9-3.11).
pub fn in_minor_range(v: &Version, min: &str, max: &str) -> bool {
    let mm = Version::parse(&v.major_minor());
    match (mm, Version::parse(min), Version::parse(max)) {
        (Some(v), Some(lo), Some(hi)) => lo <= v && v <= hi,
        _ => false,
    }
}

impl TfRelease {
    /// Whether this release was built for Python `python` (major.minor).
    pub fn python_ok(&self, python: &Version) -> bool {
        in_minor_range(python, self.python_min.get_ref(), self.python_max.get_ref())
    }

    /// How a GPU of compute capability `cc` runs this wheel: SASS of the same major and an
    /// equal or lower minor, else PTX of an equal or lower capability (driver JIT), else
    /// not at all (also for the `cc_gaps` holes).
    pub fn cc_support(&self, cc: &Version) -> CcSupport {
        if self
            .cc_gaps
            .iter()
            .any(|g| Version::parse(g).as_ref() == Some(cc))
        {
            return CcSupport::Unsupported;
        }
        let sass = self
            .sass
            .get_ref()
            .iter()
            .filter_map(|s| Version::parse(s).map(|v| (v, s)))
            .filter(|(v, _)| v.major() == cc.major() && v.minor() <= cc.minor())
            .max_by(|a, b| a.0.cmp(&b.0));
        if let Some((_, s)) = sass {
            return CcSupport::Sass(s.clone());
        }
        let ptx = self
            .ptx
            .get_ref()
            .iter()
            .filter_map(|s| Version::parse(s).map(|v| (v, s)))
            .filter(|(v, _)| v <= cc)
            .max_by(|a, b| a.0.cmp(&b.0));
        match ptx {
            Some((_, s)) => CcSupport::PtxJit(s.clone()),
            None => CcSupport::Unsupported,
        }
    }
}

impl PytorchRelease {
    /// The wheel's build targets for CUDA variant `cuda` ("12.8"), as (capability, has PTX)
    /// pairs, ascending; `None` when the matrix has no list for that variant.
    pub fn arch_list(&self, cuda: &str) -> Option<Vec<(Version, bool)>> {
        let list = self.cuda_arch_lists.as_ref()?.get_ref().get(cuda)?;
        parse_arch_list(list).ok()
    }

    /// The same targets as nvcc names them ("sm_75", "compute_120"), as
    /// `torch.cuda.get_arch_list()` prints them.
    pub fn arch_targets(&self, cuda: &str) -> Option<Vec<String>> {
        let name = |v: &Version| format!("{}{}", v.major(), v.minor());
        let mut out = Vec::new();
        for (v, ptx) in self.arch_list(cuda)? {
            out.push(format!("sm_{}", name(&v)));
            if ptx {
                out.push(format!("compute_{}", name(&v)));
            }
        }
        Some(out)
    }

    /// How a GPU of capability `cc` runs the `cuda` variant's wheel (SASS of the same major
    /// and an equal or lower minor, else PTX of an equal or lower capability); `None` when
    /// the matrix has no list for that variant.
    pub fn cc_support(&self, cuda: &str, cc: &Version) -> Option<CcSupport> {
        let list = self.arch_list(cuda)?;
        let sass = list
            .iter()
            .filter(|(v, _)| v.major() == cc.major() && v.minor() <= cc.minor())
            .max_by(|a, b| a.0.cmp(&b.0));
        if let Some((v, _)) = sass {
            return Some(CcSupport::Sass(v.to_string()));
        }
        let ptx = list
            .iter()
            .filter(|(v, ptx)| *ptx && v <= cc)
            .max_by(|a, b| a.0.cmp(&b.0));
        Some(match ptx {
            Some((v, _)) => CcSupport::PtxJit(v.to_string()),
            None => CcSupport::Unsupported,
        })
    }

    /// The lowest capability the `cuda` variant's wheel has code for.
    pub fn min_cc(&self, cuda: &str) -> Option<Version> {
        self.arch_list(cuda)?.into_iter().map(|(v, _)| v).min()
    }
}

impl JaxRelease {
    /// The cuDNN requirement this release pins for CUDA major `major`, when the row gives one.
    pub fn cudnn_for(&self, major: u64) -> Option<&str> {
        self.cudnn
            .as_ref()?
            .get_ref()
            .get(&major.to_string())
            .map(String::as_str)
    }
}

type Invalid<'a> = dyn Fn(usize, String) -> MatrixError + 'a;

/// A dotted version from a spanned field, or a line-numbered error naming `what`.
fn ver(s: &Spanned<String>, what: &str, invalid: &Invalid) -> Result<Version, MatrixError> {
    Version::parse(s.get_ref()).ok_or_else(|| {
        invalid(
            s.span().start,
            format!("{what} `{}` is not a dotted version number", s.get_ref()),
        )
    })
}

/// Rows keyed by a version must be unique and sorted oldest first.
fn check_order<'r, T: 'r>(
    rows: impl IntoIterator<Item = &'r T>,
    key: impl Fn(&T) -> &Spanned<String>,
    table: &str,
    text: &str,
    invalid: &Invalid,
) -> Result<(), MatrixError> {
    let mut prev: Option<(Version, usize)> = None;
    for row in rows {
        let k = key(row);
        let v = ver(k, &format!("{table} version"), invalid)?;
        if let Some((p, start)) = &prev {
            if v == *p {
                return Err(invalid(
                    k.span().start,
                    format!(
                        "duplicate {table} version {v} (first at line {})",
                        line_col(text, *start).0
                    ),
                ));
            }
            if v < *p {
                return Err(invalid(
                    k.span().start,
                    format!("[[{table}]] rows must be sorted oldest first: {v} comes after {p}"),
                ));
            }
        }
        prev = Some((v, k.span().start));
    }
    Ok(())
}

/// A list of dotted versions that must be ascending.
fn check_list(
    list: &Spanned<Vec<String>>,
    what: &str,
    invalid: &Invalid,
) -> Result<(), MatrixError> {
    let mut prev: Option<Version> = None;
    for item in list.get_ref() {
        let v = Version::parse(item).ok_or_else(|| {
            invalid(
                list.span().start,
                format!("{what}: `{item}` is not a dotted version number"),
            )
        })?;
        if prev.as_ref().is_some_and(|p| *p >= v) {
            return Err(invalid(
                list.span().start,
                format!(
                    "{what} must be sorted ascending without repeats: `{item}` is out of order"
                ),
            ));
        }
        prev = Some(v);
    }
    Ok(())
}

/// Validate every section after `[[cuda]]` and `[[cuda_major]]`: versions parse, keyed rows are
/// sorted and unique, and every CUDA or cuDNN reference exists in its own table.
fn check_sections(
    raw: &RawMatrix,
    cuda: &[(Version, Version, CudaRelease)],
    majors: &[u64],
    text: &str,
    invalid: &Invalid,
) -> Result<(), MatrixError> {
    let has_cuda = |v: &Version| {
        cuda.iter()
            .any(|(c, _, _)| c.major() == v.major() && c.minor() == v.minor())
    };
    let cuda_ref = |s: &Spanned<String>, owner: &str| -> Result<Version, MatrixError> {
        let v = ver(s, &format!("{owner}: cuda"), invalid)?;
        if !has_cuda(&v) {
            return Err(invalid(
                s.span().start,
                format!(
                    "{owner}: CUDA {} is not a release in the [[cuda]] table",
                    s.get_ref()
                ),
            ));
        }
        Ok(v)
    };
    let major_ref = |m: u64, at: usize, owner: &str| -> Result<(), MatrixError> {
        if majors.contains(&m) {
            Ok(())
        } else {
            Err(invalid(
                at,
                format!("{owner}: CUDA major {m} has no [[cuda_major]] row"),
            ))
        }
    };

    check_order(&raw.cuda_arch, |r| &r.cuda_min, "cuda_arch", text, invalid)?;
    for a in &raw.cuda_arch {
        cuda_ref(&a.cuda_min, &format!("cuda_arch {}", a.cuda_min.get_ref()))?;
        let lo = ver(&a.min_cc, "min_cc", invalid)?;
        let hi = ver(&a.max_cc, "max_cc", invalid)?;
        if lo > hi {
            return Err(invalid(
                a.min_cc.span().start,
                format!("min_cc {lo} > max_cc {hi}"),
            ));
        }
    }

    let mut cudnn_majors: Vec<u64> = Vec::new();
    for c in &raw.cudnn {
        let m = *c.major.get_ref();
        if cudnn_majors.last().is_some_and(|p| *p >= m) {
            return Err(invalid(
                c.major.span().start,
                format!("[[cudnn]] rows must be unique and sorted oldest first: {m}"),
            ));
        }
        cudnn_majors.push(m);
        for cm in &c.cuda_majors {
            major_ref(*cm, c.major.span().start, &format!("cudnn {m}"))?;
        }
    }

    for (table, rows) in [
        ("tensorflow", &raw.tensorflow),
        ("tensorflow_windows", &raw.tensorflow_windows),
    ] {
        check_order(rows.iter(), |r| &r.version, table, text, invalid)?;
        for r in rows.iter() {
            let owner = format!("{table} {}", r.version.get_ref());
            ver(&r.tested, &format!("{owner}: tested"), invalid)?;
            let lo = ver(&r.python_min, &format!("{owner}: python_min"), invalid)?;
            let hi = ver(&r.python_max, &format!("{owner}: python_max"), invalid)?;
            if lo > hi {
                return Err(invalid(
                    r.python_min.span().start,
                    format!("{owner}: python_min {lo} > python_max {hi}"),
                ));
            }
            cuda_ref(&r.cuda, &owner)?;
            let cudnn = ver(&r.cudnn, &format!("{owner}: cudnn"), invalid)?;
            if !cudnn_majors.is_empty() && !cudnn_majors.contains(&cudnn.major()) {
                return Err(invalid(
                    r.cudnn.span().start,
                    format!("{owner}: cuDNN {cudnn} has no [[cudnn]] major row"),
                ));
            }
            check_list(&r.sass, &format!("{owner}: sass"), invalid)?;
            check_list(&r.ptx, &format!("{owner}: ptx"), invalid)?;
            if let Some(p) = &r.ptx_cuda {
                cuda_ref(p, &format!("{owner}: ptx_cuda"))?;
            }
            if let Some(m) = &r.min_cc {
                ver(m, &format!("{owner}: min_cc"), invalid)?;
            }
            if table == "tensorflow_windows" && !raw.tensorflow.is_empty() {
                let v = ver(&r.version, &owner, invalid)?;
                if !raw
                    .tensorflow
                    .iter()
                    .any(|t| Version::parse(t.version.get_ref()).as_ref() == Some(&v))
                {
                    return Err(invalid(
                        r.version.span().start,
                        format!("{owner}: no [[tensorflow]] row for this release"),
                    ));
                }
            }
        }
    }
    if let Some(p) = &raw.tensorflow_platforms {
        ver(
            &p.windows_native_gpu_last,
            "windows_native_gpu_last",
            invalid,
        )?;
    }

    check_order(
        &raw.tensorflow_and_cuda,
        |r| &r.version,
        "tensorflow_and_cuda",
        text,
        invalid,
    )?;
    for r in &raw.tensorflow_and_cuda {
        let v = ver(&r.version, "tensorflow_and_cuda version", invalid)?;
        let minor_known = raw.tensorflow.iter().any(|t| {
            Version::parse(t.version.get_ref())
                .is_some_and(|t| t.major() == v.major() && t.minor() == v.minor())
        });
        if !minor_known {
            return Err(invalid(
                r.version.span().start,
                format!(
                    "tensorflow_and_cuda {v}: no [[tensorflow]] row for {}",
                    v.major_minor()
                ),
            ));
        }
    }

    let mut seen: Vec<(String, usize)> = Vec::new();
    for g in &raw.gpu {
        ver(
            &g.compute_capability,
            &format!("gpu {}: compute_capability", g.name),
            invalid,
        )?;
        if g.patterns.get_ref().is_empty() {
            return Err(invalid(
                g.patterns.span().start,
                format!("gpu {}: `match` is empty", g.name),
            ));
        }
        for pat in g.patterns.get_ref() {
            let norm = name_words(pat).join(" ");
            if norm != *pat {
                return Err(invalid(
                    g.patterns.span().start,
                    format!(
                        "gpu {}: match `{pat}` must be lower-case words (`{norm}`)",
                        g.name
                    ),
                ));
            }
            if let Some((_, at)) = seen.iter().find(|(p, _)| p == pat) {
                return Err(invalid(
                    g.patterns.span().start,
                    format!(
                        "gpu {}: match `{pat}` is already used at line {}",
                        g.name,
                        line_col(text, *at).0
                    ),
                ));
            }
            seen.push((pat.clone(), g.patterns.span().start));
        }
        if let Some(t) = &g.tflops {
            for x in [t.fp32, t.tf32, t.fp16, t.bf16].into_iter().flatten() {
                if !(x > 0.0 && x.is_finite()) {
                    return Err(invalid(
                        g.patterns.span().start,
                        format!("gpu {}: tflops must be positive numbers", g.name),
                    ));
                }
            }
        }
    }

    check_order(&raw.pytorch, |r| &r.version, "pytorch", text, invalid)?;
    for r in &raw.pytorch {
        let owner = format!("pytorch {}", r.version.get_ref());
        ver(&r.python_min, &format!("{owner}: python_min"), invalid)?;
        ver(&r.python_max, &format!("{owner}: python_max"), invalid)?;
        check_list(
            &r.cuda_variants,
            &format!("{owner}: cuda_variants"),
            invalid,
        )?;
        for c in r.cuda_variants.get_ref() {
            let s = Spanned::new(r.cuda_variants.span(), c.clone());
            cuda_ref(&s, &owner)?;
        }
        cuda_ref(&r.pypi_cuda, &owner)?;
        if let Some(lists) = &r.cuda_arch_lists {
            let at = lists.span().start;
            for (cuda, list) in lists.get_ref() {
                if !r.cuda_variants.get_ref().contains(cuda) {
                    return Err(invalid(
                        at,
                        format!(
                            "{owner}: cuda_arch_lists names CUDA {cuda}, which is not in cuda_variants"
                        ),
                    ));
                }
                let targets = parse_arch_list(list)
                    .map_err(|e| invalid(at, format!("{owner}: cuda_arch_lists {cuda}: {e}")))?;
                if targets.windows(2).any(|w| w[0].0 >= w[1].0) {
                    return Err(invalid(
                        at,
                        format!(
                            "{owner}: cuda_arch_lists {cuda} must be sorted ascending without repeats"
                        ),
                    ));
                }
            }
        }
    }

    for p in &raw.jax_plugin {
        let m = *p.cuda_major.get_ref();
        major_ref(m, p.cuda_major.span().start, &p.package)?;
        cuda_ref(&p.min_cuda, &p.package)?;
        ver(&p.min_cc, &format!("{}: min_cc", p.package), invalid)?;
    }
    check_order(&raw.jax, |r| &r.version, "jax", text, invalid)?;
    for r in &raw.jax {
        let owner = format!("jax {}", r.version.get_ref());
        ver(&r.python_min, &format!("{owner}: python_min"), invalid)?;
        ver(&r.python_max, &format!("{owner}: python_max"), invalid)?;
        for m in r.cuda_majors.get_ref() {
            if !raw.jax_plugin.iter().any(|p| p.cuda_major.get_ref() == m) {
                return Err(invalid(
                    r.cuda_majors.span().start,
                    format!("{owner}: CUDA major {m} has no [[jax_plugin]] row"),
                ));
            }
        }
        if let Some(pins) = &r.cudnn {
            let at = pins.span().start;
            for (major, spec) in pins.get_ref() {
                let known = major
                    .parse::<u64>()
                    .is_ok_and(|m| r.cuda_majors.get_ref().contains(&m));
                if !known {
                    return Err(invalid(
                        at,
                        format!(
                            "{owner}: cudnn names CUDA major `{major}`, which is not in cuda_majors"
                        ),
                    ));
                }
                if !is_requirement(spec) {
                    return Err(invalid(
                        at,
                        format!(
                            "{owner}: cudnn `{spec}` is not a pip requirement (comma-separated >=, <, == ... clauses on dotted versions)"
                        ),
                    ));
                }
            }
        }
    }
    check_wheels(raw, majors, invalid)
}

/// `[[cuda_wheels]]`, `[wheel_defaults]` and `[[cuda_libraries]]`: unique sorted CUDA majors
/// with a `[[cuda_major]]` row, sonames named after their library, cuDNN wheels that a
/// `[[cudnn]]` row lists, and library sonames that agree with the wheels.
fn check_wheels(raw: &RawMatrix, majors: &[u64], invalid: &Invalid) -> Result<(), MatrixError> {
    let mut prev: Option<u64> = None;
    for w in &raw.cuda_wheels {
        let m = *w.cuda_major.get_ref();
        let at = w.cuda_major.span().start;
        let owner = format!("cuda_wheels {m}");
        if prev.is_some_and(|p| p >= m) {
            return Err(invalid(
                at,
                format!("[[cuda_wheels]] rows must be unique and sorted oldest first: {m}"),
            ));
        }
        prev = Some(m);
        if !majors.contains(&m) {
            return Err(invalid(
                at,
                format!("{owner}: CUDA major {m} has no [[cuda_major]] row"),
            ));
        }
        for (name, lib) in &w.libraries {
            if !lib.soname.starts_with(&format!("{name}.so.")) {
                return Err(invalid(
                    at,
                    format!("{owner}: soname `{}` is not a {name}.so.N name", lib.soname),
                ));
            }
        }
        if let Some(pkg) = &w.cudnn
            && !raw
                .cudnn
                .iter()
                .any(|c| c.cuda_majors.contains(&m) && c.pip.contains(pkg))
        {
            return Err(invalid(
                at,
                format!("{owner}: cudnn `{pkg}` is in no [[cudnn]] row's pip for CUDA {m}"),
            ));
        }
    }
    if let Some(d) = &raw.wheel_defaults {
        let m = *d.cuda_major.get_ref();
        if !raw.cuda_wheels.iter().any(|w| *w.cuda_major.get_ref() == m) {
            return Err(invalid(
                d.cuda_major.span().start,
                format!("wheel_defaults: CUDA major {m} has no [[cuda_wheels]] row"),
            ));
        }
    }
    for l in &raw.cuda_libraries {
        let Some(w) = raw
            .cuda_wheels
            .iter()
            .find(|w| *w.cuda_major.get_ref() == l.major)
        else {
            continue;
        };
        for s in &l.sonames {
            let name = s.split(".so.").next().unwrap_or(s);
            if w.libraries.get(name).is_some_and(|x| x.soname != *s) {
                return Err(invalid(
                    w.cuda_major.span().start,
                    format!(
                        "cuda_libraries {}: {s} differs from the [[cuda_wheels]] soname of {name}",
                        l.major
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// "YYYY-MM-DD" with a plausible month and day.
fn is_iso_date(s: &str) -> bool {
    let parts: Vec<&str> = s.split('-').collect();
    let num = |p: &str, len: usize| {
        (p.len() == len && p.bytes().all(|b| b.is_ascii_digit())).then(|| p.parse::<u32>().ok())
    };
    match parts.as_slice() {
        [y, m, d] => {
            num(y, 4).flatten().is_some()
                && num(m, 2).flatten().is_some_and(|m| (1..=12).contains(&m))
                && num(d, 2).flatten().is_some_and(|d| (1..=31).contains(&d))
        }
        _ => false,
    }
}

/// A pip version requirement: comma-separated `>=`, `<=`, `>`, `<`, `==` or `!=` clauses,
/// each with a dotted version.
fn is_requirement(s: &str) -> bool {
    s.split(',').all(|clause| {
        let c = clause.trim();
        let rest = [">=", "<=", "==", "!=", ">", "<"]
            .iter()
            .find_map(|op| c.strip_prefix(op));
        rest.is_some_and(|v| Version::parse(v.trim()).is_some())
    })
}

/// A TORCH_CUDA_ARCH_LIST ("5.0;6.0;12.0+PTX") as (capability, has PTX) pairs.
fn parse_arch_list(list: &str) -> Result<Vec<(Version, bool)>, String> {
    list.split(';')
        .map(|entry| {
            let (cc, ptx) = match entry.strip_suffix("+PTX") {
                Some(cc) => (cc, true),
                None => (entry, false),
            };
            Version::parse(cc)
                .map(|v| (v, ptx))
                .ok_or_else(|| format!("`{entry}` is not a compute capability (X.Y or X.Y+PTX)"))
        })
        .collect()
}

/// Split a GPU name into lower-case words at spaces and `-_/()`, dropping empty words.
pub fn name_words(name: &str) -> Vec<String> {
    name.to_lowercase()
        .split(|c: char| c.is_whitespace() || "-_/()".contains(c))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// 1-based line and column of a byte offset.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text.as_bytes()[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    (line, offset - line_start + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interconnect_rows_give_per_lane_bandwidth_and_reject_duplicates() {
        let m = Matrix::builtin().unwrap();
        assert_eq!(m.link_gbps_per_lane("nvlink", 4), Some(25.0));
        assert_eq!(m.link_gbps_per_lane("pcie", 5), Some(3.938));
        assert_eq!(m.link_gbps_per_lane("nvlink", 9), None);
        let row = "[[interconnect]]\nlink = \"pcie\"\ngeneration = 4\ngbps_per_lane = 1.969\nsource = \"s\"\n";
        let err = Matrix::parse(&format!("schema = 1\n{row}{row}"), "m.toml")
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("interconnect: pcie 4 is listed twice"),
            "{err}"
        );
        let bad = row.replace("\"pcie\"", "\"infiniband\"");
        let err = Matrix::parse(&format!("schema = 1\n{bad}"), "m.toml")
            .unwrap_err()
            .to_string();
        assert!(err.contains("neither nvlink nor pcie"), "{err}");
    }

    fn v(s: &str) -> Version {
        Version::parse(s).unwrap()
    }

    #[test]
    fn shipped_matrix_parses_and_covers_cuda_10_to_13() {
        let m = Matrix::builtin().unwrap();
        let majors: std::collections::BTreeSet<u64> =
            m.cuda.iter().map(|(v, _, _)| v.major()).collect();
        assert_eq!(majors.into_iter().collect::<Vec<_>>(), vec![10, 11, 12, 13]);
        // Values typed in from NVIDIA's Table 3 (CUDA 13.2 Update 2 release notes).
        let driver_of = |ver: &str| {
            m.cuda
                .iter()
                .find(|(x, _, _)| *x == v(ver))
                .map(|(_, d, _)| d.to_string())
        };
        assert_eq!(driver_of("12.2.0").as_deref(), Some("535.54.03"));
        assert_eq!(driver_of("11.8.0").as_deref(), Some("520.61.05"));
        assert_eq!(driver_of("13.0.0").as_deref(), Some("580.65.06"));
        assert_eq!(driver_of("10.0.130").as_deref(), Some("410.48"));
    }

    #[test]
    fn driver_support_of_known_drivers() {
        let m = Matrix::builtin().unwrap();
        let s = m.driver_support(&v("580.159.04"));
        assert_eq!(s.max_cuda.as_deref(), Some("13.0"));
        assert_eq!(s.minor_compat_majors, vec![11, 12, 13]);
        let s = m.driver_support(&v("535.104.05"));
        assert_eq!(s.max_cuda.as_deref(), Some("12.2"));
        assert_eq!(s.minor_compat_majors, vec![11, 12]);
        let s = m.driver_support(&v("470.82.01"));
        assert_eq!(s.max_cuda.as_deref(), Some("11.4"));
        assert_eq!(s.minor_compat_majors, vec![11]);
        let s = m.driver_support(&v("390.1"));
        assert_eq!(s.max_cuda, None);
    }

    #[test]
    fn min_driver_uses_minor_version_compatibility() {
        let m = Matrix::builtin().unwrap();
        assert_eq!(m.min_driver_for_cuda("12.2").unwrap(), v("525.60.13"));
        assert_eq!(m.min_driver_for_cuda("11.8").unwrap(), v("450.80.02"));
        assert_eq!(m.min_driver_for_cuda("10.2").unwrap(), v("440.33"));
        assert!(m.min_driver_for_cuda("9.0").is_none());
    }

    const ROW: &str = "[[cuda]]\nversion = \"12.0.0\"\nlabel = \"x\"\ndriver_linux = \"525.60.13\"\nsource = \"s\"\n";

    #[test]
    fn rejects_unknown_keys_with_line_and_column() {
        let text = format!("schema = 1\n{ROW}colour = 1\n");
        let err = Matrix::parse(&text, "m.toml").unwrap_err().to_string();
        assert!(err.starts_with("m.toml:7:"), "{err}");
        assert!(err.contains("colour"), "{err}");
    }

    #[test]
    fn rejects_duplicates_and_unsorted_rows() {
        let text = format!("schema = 1\n{ROW}{ROW}");
        let err = Matrix::parse(&text, "m.toml").unwrap_err().to_string();
        assert!(
            err.contains("m.toml:8: duplicate cuda version 12.0.0 (first at line 3)"),
            "{err}"
        );
        let older = ROW.replace("12.0.0", "11.8.0");
        let text = format!("schema = 1\n{ROW}{older}");
        let err = Matrix::parse(&text, "m.toml").unwrap_err().to_string();
        assert!(err.contains("sorted oldest first"), "{err}");
    }

    #[test]
    fn rejects_bad_versions_schema_and_syntax() {
        let text = format!("schema = 1\n{}", ROW.replace("525.60.13", "five"));
        let err = Matrix::parse(&text, "m.toml").unwrap_err().to_string();
        assert!(err.contains("m.toml:5: driver_linux `five`"), "{err}");
        let err = Matrix::parse("schema = 2\n", "m.toml")
            .unwrap_err()
            .to_string();
        assert!(err.contains("schema = 2 is not supported"), "{err}");
        let err = Matrix::parse("schema = 1\n[[cuda]\n", "m.toml").unwrap_err();
        assert!(matches!(err, MatrixError::Syntax { line: 2, .. }), "{err}");
        let text = "schema = 1\n[[cuda_major]]\nmajor = 9\nminor_compat = false\nsource = \"s\"\n";
        let err = Matrix::parse(text, "m.toml").unwrap_err().to_string();
        assert!(
            err.contains("cuda_major 9 has no [[cuda]] release"),
            "{err}"
        );
    }

    /// (version, python_min, python_max, cuda, cudnn, min_cc), typed in from
    /// tensorflow.org/install/source#gpu and the wheels' build_info.
    const TF_SAMPLE: &[(&str, &str, &str, &str, &str, &str)] = &[
        ("2.21.0", "3.10", "3.13", "12.5", "9.3", "6.0"),
        ("2.18.0", "3.9", "3.12", "12.5", "9.3", "6.0"),
        ("2.17.0", "3.9", "3.12", "12.3", "8.9", "6.0"),
        ("2.16.1", "3.9", "3.12", "12.3", "8.9", "5.0"),
        ("2.15.0", "3.9", "3.11", "12.2", "8.9", "5.0"),
        ("2.14.0", "3.9", "3.11", "11.8", "8.7", "3.5"),
        ("2.12.0", "3.8", "3.11", "11.8", "8.6", "3.5"),
        ("2.10.0", "3.7", "3.10", "11.2", "8.1", "3.5"),
        ("2.4.0", "3.6", "3.8", "11.0", "8.0", "3.5"),
        ("2.0.0", "3.3", "3.7", "10.0", "7.4", "3.5"),
    ];

    #[test]
    fn shipped_tensorflow_rows_match_the_sources() {
        let m = Matrix::builtin().unwrap();
        let versions: Vec<&str> = m
            .tensorflow
            .iter()
            .map(|r| r.version.get_ref().as_str())
            .collect();
        assert_eq!(versions.len(), 22, "{versions:?}");
        assert_eq!((versions[0], versions[21]), ("2.0", "2.21"));
        for (v, lo, hi, cuda, cudnn, min_cc) in TF_SAMPLE {
            let r = m.tensorflow_release(v).unwrap();
            let got = (
                r.python_min.get_ref().as_str(),
                r.python_max.get_ref().as_str(),
                r.cuda.get_ref().as_str(),
                r.cudnn.get_ref().as_str(),
                r.min_cc.as_ref().unwrap().get_ref().as_str(),
            );
            assert_eq!(got, (*lo, *hi, *cuda, *cudnn, *min_cc), "TensorFlow {v}");
        }
        // "2.15", "2.15.0" and "2.15.1" all find the 2.15 row.
        for q in ["2.15", "2.15.0", "2.15.1"] {
            assert_eq!(m.tensorflow_release(q).unwrap().tested.get_ref(), "2.15.0");
        }
        assert!(m.tensorflow_release("2.22").is_none());
        let win: Vec<&str> = m
            .tensorflow_windows
            .iter()
            .map(|r| r.version.get_ref().as_str())
            .collect();
        assert_eq!(win.last(), Some(&"2.10"));
        assert!(m.tensorflow_windows_release("2.11").is_none());
        assert!(m.tensorflow_and_cuda("2.13.0").is_none());
        assert_eq!(m.tensorflow_and_cuda("2.14").unwrap().cuda_family, "cu11");
        assert_eq!(m.tensorflow_and_cuda("2.15.1").unwrap().cudnn, "==8.9.4.25");
        assert_eq!(m.tensorflow_and_cuda("2.17").unwrap().cudnn, "==8.9.7.29");
    }

    #[test]
    fn known_wrong_claims_are_absent() {
        // compat-truth-notes.md section 5: values people repeat that are wrong.
        let m = Matrix::builtin().unwrap();
        let tf = |v: &str| m.tensorflow_release(v).unwrap();
        assert_ne!(
            (
                tf("2.15").cuda.get_ref().as_str(),
                tf("2.15").cudnn.get_ref().as_str()
            ),
            ("11.8", "8.6")
        );
        assert_ne!(tf("2.10").cuda.get_ref(), "11.8");
        assert_eq!(
            Version::parse(tf("2.14").cuda.get_ref()).unwrap().major(),
            11
        );
        for v in ["2.16", "2.17"] {
            assert!(
                tf(v).cudnn.get_ref().starts_with("8."),
                "TF {v} uses cuDNN 8.9"
            );
        }
        assert_eq!(tf("2.17").min_cc.as_ref().unwrap().get_ref(), "6.0");
        assert_eq!(tf("2.16").python_min.get_ref(), "3.9");
        assert_eq!(tf("2.21").python_min.get_ref(), "3.10");
        assert!(m.tensorflow_and_cuda("2.13.1").is_none());
        let driver_of = |ver: &str| {
            m.cuda
                .iter()
                .find(|(x, _, _)| x.major_minor() == ver)
                .map(|(_, d, r)| {
                    (
                        d.to_string(),
                        r.driver_windows.as_ref().map(|w| w.get_ref().clone()),
                    )
                })
        };
        assert_eq!(
            driver_of("11.8").unwrap(),
            ("520.61.05".into(), Some("520.06".into()))
        );
        assert_eq!(m.min_driver_for_cuda("12.8").unwrap(), v("525.60.13"));
        assert_eq!(m.min_driver_for_cuda("10.2").unwrap(), v("440.33"));
        assert_eq!(m.cuda_arch_for("13.0").unwrap().min_cc.get_ref(), "7.5");
        assert_eq!(m.cuda_arch_for("12.2").unwrap().min_cc.get_ref(), "5.0");
        let cc = |n: &str| {
            m.gpu_by_name(n)
                .unwrap()
                .compute_capability
                .get_ref()
                .clone()
        };
        assert_eq!(cc("NVIDIA GeForce RTX 5090"), "12.0");
        assert_eq!(cc("NVIDIA B200"), "10.0");
        assert!(m.cudnn_major(9).unwrap().cuda_majors.contains(&11));
        let text = BUILTIN;
        for wrong in ["520.56.06", "522.06"] {
            assert!(
                !text.contains(wrong),
                "{wrong} is a known-wrong driver figure"
            );
        }
    }

    #[test]
    fn gpu_names_from_nvml_resolve() {
        let m = Matrix::builtin().unwrap();
        let name = |n: &str| m.gpu_by_name(n).map(|g| g.name.as_str());
        assert_eq!(name("NVIDIA H200"), Some("NVIDIA H200"));
        assert_eq!(name("NVIDIA H100 80GB HBM3"), Some("NVIDIA H100 SXM"));
        assert_eq!(name("NVIDIA H100 PCIe"), Some("NVIDIA H100 PCIe"));
        assert_eq!(name("NVIDIA A100-SXM4-80GB"), Some("NVIDIA A100"));
        assert_eq!(name("NVIDIA A10"), Some("NVIDIA A10"));
        assert_eq!(name("Tesla T4"), Some("NVIDIA T4"));
        assert_eq!(name("Tesla V100-PCIE-16GB"), Some("NVIDIA V100 PCIe"));
        assert_eq!(
            name("NVIDIA GeForce RTX 4090"),
            Some("NVIDIA GeForce RTX 4090")
        );
        assert_eq!(
            name("NVIDIA GeForce GTX TITAN X"),
            m.gpu_by_name("GTX 980").map(|g| g.name.as_str())
        );
        assert!(name("Matrox G200").is_none());
        // Datasheet peaks, dense (H100 SXM / H200 datasheet and Hopper whitepaper).
        assert_eq!(m.gpu_peak_tflops("NVIDIA H200", Dtype::Fp32), Some(67.0));
        assert_eq!(m.gpu_peak_tflops("NVIDIA H200", Dtype::Tf32), Some(494.7));
        assert_eq!(m.gpu_peak_tflops("NVIDIA H200", Dtype::Bf16), Some(989.4));
        assert_eq!(
            m.gpu_peak_tflops("NVIDIA A100-SXM4-40GB", Dtype::Fp16),
            Some(312.0)
        );
        assert_eq!(m.gpu_peak_tflops("Tesla T4", Dtype::Tf32), None);
        for n in [
            "H200", "H100", "A100", "V100", "L4", "L40S", "A10", "T4", "RTX 4090", "RTX 3090",
            "B200",
        ] {
            assert!(m.gpu_peak_tflops(n, Dtype::Fp32).is_some(), "{n}");
        }
        assert_eq!("BF16".parse::<Dtype>(), Ok(Dtype::Bf16));
    }

    #[test]
    fn wheel_compute_capability_support() {
        let m = Matrix::builtin().unwrap();
        let tf = |x: &str| m.tensorflow_release(x).unwrap();
        // Most of 2.8-2.15's kernels carry only compute_80 PTX: CC 8.x JITs them (issue 11).
        assert_eq!(
            tf("2.14").cc_support(&v("8.6")),
            CcSupport::PtxJit("8.0".into())
        );
        assert_eq!(
            tf("2.14").cc_support(&v("7.5")),
            CcSupport::Sass("7.5".into())
        );
        assert_eq!(
            tf("2.14").cc_support(&v("9.0")),
            CcSupport::PtxJit("8.0".into())
        );
        assert_eq!(
            tf("2.21").cc_support(&v("12.0")),
            CcSupport::PtxJit("9.0".into())
        );
        assert_eq!(tf("2.17").cc_support(&v("5.2")), CcSupport::Unsupported);
        assert_eq!(tf("2.3").cc_support(&v("5.0")), CcSupport::Unsupported);
        assert_eq!(
            tf("2.3").cc_support(&v("5.2")),
            CcSupport::Sass("5.2".into())
        );
        assert!(tf("2.15").python_ok(&v("3.11.4")));
        assert!(!tf("2.15").python_ok(&v("3.12")));
        assert_eq!(m.min_driver_for("12.2", true, false).unwrap(), v("527.41"));
        assert_eq!(
            m.min_driver_for("12.2", false, true).unwrap(),
            v("535.54.03")
        );
        assert_eq!(
            m.min_driver_for("13.0", true, false).unwrap(),
            v("580.65.06")
        );
        assert_eq!(
            m.pytorch_release("2.4.1").unwrap().pypi_cuda.get_ref(),
            "12.1"
        );
        // jax-cuda13-plugin starts at 0.7.2: jax 0.7.0 has no installable CUDA 13 extra.
        assert_eq!(
            *m.jax_release("0.7.0").unwrap().cuda_majors.get_ref(),
            vec![12]
        );
        assert_eq!(
            *m.jax_release("0.7.2").unwrap().cuda_majors.get_ref(),
            vec![12, 13]
        );
        assert_eq!(m.jax_plugin(13).unwrap().min_cc.get_ref(), "7.5");
    }

    /// Issue 11: the corrections, typed in from the sources in the research notes (PyPI
    /// METADATA, PyTorch's build_cuda.sh and RELEASE.md, the TensorFlow wheels' fatbinaries).
    #[test]
    fn issue_11_corrections() {
        let m = Matrix::builtin().unwrap();
        assert_eq!(m.updated.as_deref(), Some("2026-12-01"));
        assert_eq!(builtin_updated(), m.updated.as_deref());
        // JAX 0.11.0-0.12.0.1 exist and need Python >= 3.12; 0.11.0 has no cp315 wheels.
        let jax = |x: &str| m.jax_release(x).unwrap();
        for x in ["0.11.0", "0.11.1", "0.11.2", "0.12.0", "0.12.0.1"] {
            assert_eq!(jax(x).python_min.get_ref(), "3.12", "{x}");
        }
        assert_eq!(jax("0.11.0").python_max.get_ref(), "3.14");
        assert_eq!(jax("0.12.0.1").python_max.get_ref(), "3.15");
        assert_eq!(m.jax.last().unwrap().version.get_ref(), "0.12.0.1");
        // cuDNN: CUDA 13 plug-in >= 9.12; 0.4.26 pins 8.9 (not 9); 0.5.0 >= 9.1; 0.11.2 raises
        // the CUDA 12 pin to 9.10.2.21.
        assert_eq!(m.jax_plugin(13).unwrap().min_cudnn, "9.12");
        assert_eq!(jax("0.4.26").cudnn_for(12), Some(">=8.9.2.26,<9.0"));
        assert_eq!(jax("0.5.0").cudnn_for(12), Some(">=9.1,<10.0"));
        assert_eq!(jax("0.11.1").cudnn_for(12), None);
        assert_eq!(jax("0.11.2").cudnn_for(12), Some(">=9.10.2.21,<10.0"));
        // PyTorch: the wheel's CC floor is per CUDA variant.
        let torch = |x: &str| m.pytorch_release(x).unwrap();
        let min = |x: &str, cuda: &str| torch(x).min_cc(cuda).map(|c| c.to_string());
        assert_eq!(min("2.0", "11.7").as_deref(), Some("3.7"));
        assert_eq!(min("2.5", "11.8").as_deref(), Some("3.7"));
        assert_eq!(min("2.7", "12.6").as_deref(), Some("5.0"));
        assert_eq!(min("2.7", "12.8").as_deref(), Some("7.5"));
        assert_eq!(min("2.8", "12.8").as_deref(), Some("7.0"));
        assert_eq!(min("2.10", "12.8").as_deref(), Some("7.0"));
        assert_eq!(min("2.11", "12.8").as_deref(), Some("7.5"));
        assert_eq!(min("2.14", "13.0").as_deref(), Some("7.5"));
        // A GTX 1080 (6.1) runs cu126's sm_60 SASS, but has no code in 2.7's cu128 wheel.
        assert_eq!(
            torch("2.7").cc_support("12.6", &v("6.1")),
            Some(CcSupport::Sass("6.0".into()))
        );
        assert_eq!(
            torch("2.7").cc_support("12.8", &v("6.1")),
            Some(CcSupport::Unsupported)
        );
        // A CC 3.5 card cannot run sm_37 SASS.
        assert_eq!(
            torch("2.3").cc_support("11.8", &v("3.5")),
            Some(CcSupport::Unsupported)
        );
        assert_eq!(
            torch("2.9")
                .arch_targets("13.0")
                .unwrap()
                .last()
                .map(String::as_str),
            Some("compute_120")
        );
        assert_eq!(
            *torch("2.15").cuda_variants.get_ref(),
            vec!["13.0".to_string(), "13.2".to_string()]
        );
        // TensorFlow 2.19-2.21 on Hopper: compute_90 PTX from CUDA 12.5, so R555, not the
        // 525.60.13 minor-compatibility floor; 2.17/2.18: PTX from CUDA 12.3.
        let tf = |x: &str| m.tensorflow_release(x).unwrap();
        assert_eq!(
            tf("2.21").cc_support(&v("9.0")),
            CcSupport::PtxJit("9.0".into())
        );
        assert_eq!(
            m.tf_min_driver(tf("2.21"), false, true).unwrap(),
            v("555.42.02")
        );
        assert_eq!(
            m.tf_min_driver(tf("2.21"), false, false).unwrap(),
            v("525.60.13")
        );
        assert_eq!(
            m.tf_min_driver(tf("2.18"), false, true).unwrap(),
            v("545.23.06")
        );
        assert_eq!(
            tf("2.21").cc_support(&v("8.9")),
            CcSupport::Sass("8.9".into())
        );
        // cuDNN 8 reached CUDA 10.2 up to 8.4.0; cuDNN 9.21+ ships libcudnn_engines_tensor_ir.
        assert!(
            m.cudnn_major(8)
                .unwrap()
                .note
                .as_deref()
                .unwrap()
                .contains("8.4.0")
        );
        assert!(
            m.cudnn_major(9)
                .unwrap()
                .linux_library
                .contains("libcudnn_engines_tensor_ir")
        );
    }

    #[test]
    fn rejects_bad_dates_arch_lists_and_cudnn_pins() {
        let err = Matrix::parse("schema = 1\nupdated = \"2026-13-01\"\n", "m.toml")
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("m.toml:2: updated `2026-13-01` is not a YYYY-MM-DD"),
            "{err}"
        );
        let ok = Matrix::parse("schema = 1\nupdated = \"2026-12-01\"\n", "m.toml").unwrap();
        assert_eq!(ok.updated.as_deref(), Some("2026-12-01"));
        let torch = |lists: &str| {
            format!(
                "schema = 1\n{ROW}[[pytorch]]\nversion = \"2.0\"\npython_min = \"3.8\"\npython_max = \"3.11\"\ncuda_variants = [\"12.0\"]\npypi_cuda = \"12.0\"\npypi_cudnn = \"8\"\ncuda_arch_lists = {lists}\nsource = \"s\"\n"
            )
        };
        assert!(Matrix::parse(&torch("{ \"12.0\" = \"5.0;8.0+PTX\" }"), "m.toml").is_ok());
        for (bad, why) in [
            ("{ \"11.8\" = \"5.0\" }", "not in cuda_variants"),
            ("{ \"12.0\" = \"8.0;5.0\" }", "sorted ascending"),
            ("{ \"12.0\" = \"sm_80\" }", "is not a compute capability"),
        ] {
            let err = Matrix::parse(&torch(bad), "m.toml")
                .unwrap_err()
                .to_string();
            assert!(err.contains(why), "{bad}: {err}");
        }
    }

    #[test]
    fn rejects_rows_pointing_at_missing_cuda_and_unsorted_sections() {
        let tf = |ver: &str, cuda: &str| {
            format!(
                "[[tensorflow]]\nversion = \"{ver}\"\ntested = \"{ver}.0\"\npackage = \"tensorflow\"\npython_min = \"3.9\"\npython_max = \"3.11\"\ncuda = \"{cuda}\"\ncudnn = \"8.9\"\nsass = [\"8.0\"]\nptx = [\"8.0\"]\nsource = \"s\"\n"
            )
        };
        let text = format!("schema = 1\n{ROW}{}", tf("2.15", "12.7"));
        let err = Matrix::parse(&text, "m.toml").unwrap_err().to_string();
        assert!(
            err.contains(
                "m.toml:13: tensorflow 2.15: CUDA 12.7 is not a release in the [[cuda]] table"
            ),
            "{err}"
        );
        let text = format!(
            "schema = 1\n{ROW}{}{}",
            tf("2.15", "12.0"),
            tf("2.14", "12.0")
        );
        let err = Matrix::parse(&text, "m.toml").unwrap_err().to_string();
        assert!(
            err.contains("rows must be sorted oldest first: 2.14 comes after 2.15"),
            "{err}"
        );
        let text = format!(
            "schema = 1\n{ROW}{}",
            tf("2.15", "12.0").replace("[\"8.0\"]\nptx", "[\"8.0\", \"7.5\"]\nptx")
        );
        let err = Matrix::parse(&text, "m.toml").unwrap_err().to_string();
        assert!(err.contains("sass must be sorted ascending"), "{err}");
    }

    #[test]
    fn wheels_per_cuda_major_and_soname() {
        let m = Matrix::builtin().unwrap();
        assert_eq!(m.default_wheel_major(), Some(13));
        let w = |n: &str, v: &str, p: Option<u64>| m.wheel_for_soname(n, v, p).unwrap();
        assert_eq!(
            w("libcudnn", "9", None).requirement,
            "nvidia-cudnn-cu13==9.*"
        );
        assert_eq!(
            w("libcudnn", "9", Some(11)).requirement,
            "nvidia-cudnn-cu11==9.*"
        );
        // cuDNN 8 has no CUDA 13 wheel: the newest it has.
        assert_eq!(
            w("libcudnn", "8", None).requirement,
            "nvidia-cudnn-cu12==8.*"
        );
        assert!(m.wheel_for_soname("libcudnn", "7", None).is_none());
        assert_eq!(w("libcufft", "12", None).cuda_majors, vec![13]);
        assert_eq!(w("libcufft", "11", None).package, "nvidia-cufft-cu12");
        assert_eq!(w("libcusolver", "11", None).cuda_majors, vec![11, 12]);
        assert_eq!(
            w("libcudart", "11.0", None).package,
            "nvidia-cuda-runtime-cu11"
        );
        assert_eq!(w("libcudart", "13", None).package, "nvidia-cuda-runtime");
        assert!(m.wheel_for_soname("libcusolver", "10", None).is_none());
        assert_eq!(m.wheel_package("libcublas", 12), Some("nvidia-cublas-cu12"));
        // Every [[cuda_libraries]] soname of a major with wheels has its wheel.
        for l in m
            .cuda_libraries
            .iter()
            .filter(|l| m.cuda_wheels(l.major).is_some())
        {
            for s in &l.sonames {
                let (n, v) = s.split_once(".so.").unwrap();
                assert!(w(n, v, Some(l.major)).cuda_majors.contains(&l.major), "{s}");
            }
        }
        assert_eq!(m.architecture_of("8.6"), Some("Ampere"));
        assert_eq!(m.cuda_span_for_cc("3.5"), Some(("10.0", Some("12.0"))));
    }

    #[test]
    fn rejects_inconsistent_wheel_rows() {
        let base = "schema = 1\n[[cuda]]\nversion = \"12.0.0\"\nlabel = \"x\"\ndriver_linux = \"525.60.13\"\nsource = \"s\"\n[[cuda_major]]\nmajor = 12\nminor_compat = false\nsource = \"s\"\n";
        let wheels = "[[cuda_wheels]]\ncuda_major = 12\ncudnn = \"nvidia-cudnn-cu12\"\nsource = \"s\"\n[cuda_wheels.libraries]\nlibcufft = { soname = \"libcufft.so.11\", package = \"nvidia-cufft-cu12\" }\n";
        let err = Matrix::parse(&format!("{base}{wheels}"), "m.toml")
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("cudnn `nvidia-cudnn-cu12` is in no [[cudnn]] row"),
            "{err}"
        );
        let no_cudnn = wheels.replace("cudnn = \"nvidia-cudnn-cu12\"\n", "");
        assert!(Matrix::parse(&format!("{base}{no_cudnn}"), "m.toml").is_ok());
        let bad = no_cudnn.replace("soname = \"libcufft", "soname = \"libcublas");
        let err = Matrix::parse(&format!("{base}{bad}"), "m.toml")
            .unwrap_err()
            .to_string();
        assert!(err.contains("is not a libcufft.so.N name"), "{err}");
        let libs = "[[cuda_libraries]]\nmajor = 12\nsonames = [\"libcufft.so.12\"]\ncudnn_major = 9\nsource = \"s\"\n";
        let err = Matrix::parse(&format!("{base}{no_cudnn}{libs}"), "m.toml")
            .unwrap_err()
            .to_string();
        assert!(err.contains("libcufft.so.12 differs"), "{err}");
        let dflt = "[wheel_defaults]\ncuda_major = 13\nsource = \"s\"\n";
        let err = Matrix::parse(&format!("{base}{no_cudnn}{dflt}"), "m.toml")
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("wheel_defaults: CUDA major 13 has no [[cuda_wheels]] row"),
            "{err}"
        );
    }

    #[test]
    fn line_col_counts_from_one() {
        assert_eq!(line_col("ab\ncd", 0), (1, 1));
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
    }
}
