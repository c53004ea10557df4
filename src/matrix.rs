//! The compatibility matrix: `compat-matrix.toml` parsed, validated and queried. Every
//! version relationship gpudoc judges by lives in that file; this module only knows its
//! shape. A malformed or inconsistent file is rejected with its path, line and reason.

use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use crate::version::Version;

/// The matrix built into the binary.
pub const BUILTIN: &str = include_str!("../compat-matrix.toml");
/// How the built-in matrix is named in messages.
pub const BUILTIN_NAME: &str = "compat-matrix.toml (built in)";

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
#[derive(Debug, Clone, Deserialize)]
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
#[derive(Debug, Clone, Deserialize)]
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

/// The library sonames of one CUDA major (libraries layer).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CudaLibraries {
    pub major: u64,
    pub sonames: Vec<String>,
    pub cudnn_major: u64,
    #[serde(default)]
    pub unverified: bool,
    pub source: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMatrix {
    schema: Spanned<u32>,
    #[serde(default)]
    cuda: Vec<CudaRelease>,
    #[serde(default)]
    cuda_major: Vec<CudaMajor>,
    #[serde(default)]
    cuda_libraries: Vec<CudaLibraries>,
}

/// A validated matrix with its versions parsed.
#[derive(Debug, Clone)]
pub struct Matrix {
    /// Where it came from, for messages.
    pub origin: String,
    /// CUDA toolkit releases, oldest first, with parsed versions.
    pub cuda: Vec<(Version, Version, CudaRelease)>,
    pub cuda_major: Vec<CudaMajor>,
    /// Library sonames per CUDA major (libraries layer).
    pub cuda_libraries: Vec<CudaLibraries>,
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
                let bytes = std::fs::read(path).map_err(|source| MatrixError::Read {
                    file: name.clone(),
                    source,
                })?;
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
        let raw: RawMatrix = toml::from_str(text).map_err(|e| {
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
        for row in raw.cuda {
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
        Ok(Matrix {
            origin: file.to_string(),
            cuda,
            cuda_major: raw.cuda_major,
            cuda_libraries: raw.cuda_libraries,
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

    #[test]
    fn line_col_counts_from_one() {
        assert_eq!(line_col("ab\ncd", 0), (1, 1));
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
    }
}
