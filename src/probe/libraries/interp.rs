//! Which framework's shared objects are installed in the interpreter's site-packages (the
//! python layer's probe says where those are) and what CUDA wheels the framework's own
//! metadata asks for. Nothing is imported or run here: only files are read.

use crate::matrix::Matrix;
use std::path::{Path, PathBuf};

pub use crate::frameworks::Framework;

/// A framework installed in one of the site-packages directories.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Installed {
    pub framework: Framework,
    pub site_packages: PathBuf,
    /// The consumer objects that exist, in load order.
    pub objects: Vec<PathBuf>,
    /// Its version from the dist-info directory name.
    pub version: Option<String>,
    /// `Requires-Dist` lines of its METADATA that name NVIDIA wheels.
    pub nvidia_requires: Vec<String>,
}

/// Frameworks with their consumer objects present, in the order of `order`.
pub fn installed(site_packages: &[PathBuf], order: &[Framework]) -> Vec<Installed> {
    let mut out = Vec::new();
    for &fw in order {
        for sp in site_packages {
            let objects: Vec<PathBuf> = fw
                .consumer_objects()
                .iter()
                .map(|rel| sp.join(rel))
                .filter(|p| p.is_file())
                .collect();
            if objects.is_empty() {
                continue;
            }
            let (version, nvidia_requires) = dist_info(sp, fw.dist());
            out.push(Installed {
                framework: fw,
                site_packages: sp.clone(),
                objects,
                version,
                nvidia_requires,
            });
            break;
        }
    }
    out
}

/// Version and NVIDIA requirements from `<dist>-<version>.dist-info/METADATA`.
fn dist_info(site_packages: &Path, dist: &str) -> (Option<String>, Vec<String>) {
    let Ok(entries) = std::fs::read_dir(site_packages) else {
        return (None, Vec::new());
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(rest) = name
            .strip_prefix(dist)
            .and_then(|r| r.strip_prefix('-'))
            .and_then(|r| r.strip_suffix(".dist-info"))
        else {
            continue;
        };
        let meta = crate::env::read_bounded(&e.path().join("METADATA"), crate::env::TEXT_CAP)
            .map(|r| String::from_utf8_lossy(&r.bytes).into_owned())
            .unwrap_or_default();
        let requires = meta
            .lines()
            .filter_map(|l| l.strip_prefix("Requires-Dist:"))
            .map(str::trim)
            .filter(|r| r.starts_with("nvidia-"))
            .map(str::to_string)
            .collect();
        return (Some(rest.to_string()), requires);
    }
    (None, Vec::new())
}

/// The lower bound a `Requires-Dist` line puts on a distribution whose name starts with
/// `prefix` ("nvidia-cudnn-cu12>=9.3.0.75" or "nvidia-cudnn-cu13==9.19.0.56" -> "9.3.0.75").
pub fn required_min(requires: &[String], prefix: &str) -> Option<(String, String)> {
    for r in requires {
        let spec = r.split(';').next().unwrap_or("").trim();
        let name_end = spec
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.'))
            .unwrap_or(spec.len());
        let (name, constraints) = spec.split_at(name_end);
        if !name.starts_with(prefix) {
            continue;
        }
        let constraints = constraints
            .trim()
            .trim_start_matches('(')
            .trim_end_matches(')');
        for c in constraints.split(',') {
            let c = c.trim();
            for op in [">=", "==", "~="] {
                if let Some(v) = c.strip_prefix(op) {
                    let v = v.trim().trim_end_matches(".*");
                    return Some((name.to_string(), v.to_string()));
                }
            }
        }
    }
    None
}

/// The CUDA major a framework's NVIDIA requirements name: the `[[cuda_wheels]]` row whose
/// CUDA runtime wheel is required ("nvidia-cuda-runtime-cu12" -> 12, "nvidia-cuda-runtime"
/// -> 13).
pub fn required_cuda_major(requires: &[String], matrix: &Matrix) -> Option<u64> {
    requires.iter().find_map(|r| {
        let name = r
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.'))
            .next()?;
        matrix
            .cuda_wheels
            .iter()
            .find(|w| {
                w.libraries
                    .get("libcudart")
                    .is_some_and(|l| l.package.eq_ignore_ascii_case(name))
            })
            .map(|w| *w.cuda_major.get_ref())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_requirement_floors_from_metadata_lines() {
        let req = vec![
            "nvidia-cublas-cu12<13.0,>=12.5.3.2; extra == \"and-cuda\"".to_string(),
            "nvidia-cudnn-cu12<10.0,>=9.3.0.75; extra == \"and-cuda\"".to_string(),
            "nvidia-cuda-runtime-cu12<13.0,>=12.5.82; extra == \"and-cuda\"".to_string(),
        ];
        assert_eq!(
            required_min(&req, "nvidia-cudnn-cu"),
            Some(("nvidia-cudnn-cu12".into(), "9.3.0.75".into()))
        );
        let m = Matrix::builtin().unwrap();
        assert_eq!(required_cuda_major(&req, &m), Some(12));
        let torch = vec!["nvidia-cudnn-cu13==9.19.0.56; platform_system == \"Linux\"".to_string()];
        assert_eq!(
            required_min(&torch, "nvidia-cudnn-cu"),
            Some(("nvidia-cudnn-cu13".into(), "9.19.0.56".into()))
        );
        assert_eq!(required_cuda_major(&torch, &m), None);
        let cu13 = vec!["nvidia-cuda-runtime==13.0.96; platform_system == \"Linux\"".to_string()];
        assert_eq!(required_cuda_major(&cu13, &m), Some(13));
        assert_eq!(required_min(&req, "nvidia-nccl"), None);
    }
}
