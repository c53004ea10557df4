//! Dotted version numbers ("580.159.04", "12.2", "9.19.0") compared component by component
//! as integers, plus the CUDA/cuDNN integer encodings libraries report (12020, 8907, 91000).

use std::cmp::Ordering;
use std::fmt;

/// A version made of dot-separated unsigned integers. Missing trailing parts compare as 0,
/// so "12.2" == "12.2.0". Leading zeros are kept for display ("580.159.04").
#[derive(Clone, Debug)]
pub struct Version {
    parts: Vec<u64>,
    text: String,
}

impl Version {
    /// Parse "580.159.04"; `None` for anything that is not dotted digits.
    pub fn parse(text: &str) -> Option<Version> {
        let text = text.trim();
        if text.is_empty() {
            return None;
        }
        let parts: Option<Vec<u64>> = text
            .split('.')
            .map(|p| {
                if p.is_empty() || p.len() > 12 || !p.bytes().all(|b| b.is_ascii_digit()) {
                    None
                } else {
                    p.parse().ok()
                }
            })
            .collect();
        Some(Version {
            parts: parts?,
            text: text.to_string(),
        })
    }

    /// The numeric component at `i` (0 when absent).
    pub fn part(&self, i: usize) -> u64 {
        self.parts.get(i).copied().unwrap_or(0)
    }

    pub fn major(&self) -> u64 {
        self.part(0)
    }

    pub fn minor(&self) -> u64 {
        self.part(1)
    }

    /// "major.minor" of this version.
    pub fn major_minor(&self) -> String {
        format!("{}.{}", self.major(), self.minor())
    }

    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Why this cannot be an NVIDIA driver version (a major of 0 or past 9999: a corrupt
    /// or forged answer), or `None` when it could be one.
    pub fn impossible_driver(&self) -> Option<String> {
        let major = self.major();
        (major == 0 || major > MAX_DRIVER_MAJOR).then(|| {
            format!("driver version {self} is impossible (major {major}: not between 1 and {MAX_DRIVER_MAJOR})")
        })
    }

    /// Why this cannot be a CUDA version (a major of 0 or past 99), or `None`.
    pub fn impossible_cuda(&self) -> Option<String> {
        let major = self.major();
        (major == 0 || major > MAX_CUDA_MAJOR).then(|| {
            format!("CUDA version {self} is impossible (major {major}: not between 1 and {MAX_CUDA_MAJOR})")
        })
    }
}

/// The largest driver major gpudoc believes (plausibility, not knowledge: that is the matrix).
const MAX_DRIVER_MAJOR: u64 = 9999;
/// The largest CUDA major gpudoc believes.
const MAX_CUDA_MAJOR: u64 = 99;

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl PartialEq for Version {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl Eq for Version {}

impl PartialOrd for Version {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Version {
    fn cmp(&self, other: &Self) -> Ordering {
        let n = self.parts.len().max(other.parts.len());
        (0..n)
            .map(|i| self.part(i).cmp(&other.part(i)))
            .find(|o| *o != Ordering::Equal)
            .unwrap_or(Ordering::Equal)
    }
}

/// CUDA's integer encoding (runtime, driver and NVML): 1000 * major + 10 * minor.
/// 12020 -> "12.2", 13000 -> "13.0".
pub fn cuda_int_to_string(v: i64) -> String {
    format!("{}.{}", v / 1000, (v % 1000) / 10)
}

/// cuDNN's integer from cudnnGetVersion. Before 9.0 it was major*1000 + minor*100 + patch
/// (8.9.7 -> 8907); from 9.0 it is major*10000 + minor*100 + patch (9.10.0 -> 91000).
pub fn cudnn_int_to_string(v: i64) -> String {
    if v >= 90000 {
        format!("{}.{}.{}", v / 10000, (v % 10000) / 100, v % 100)
    } else {
        format!("{}.{}.{}", v / 1000, (v % 1000) / 100, v % 100)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str) -> Version {
        Version::parse(s).unwrap()
    }

    #[test]
    fn compares_numerically_not_textually() {
        assert!(v("580.159.04") > v("580.95.05"));
        assert!(v("525.60.13") < v("525.85.12"));
        assert_eq!(v("12.2"), v("12.2.0"));
        assert!(v("9.10") > v("9.9"));
        assert_eq!(v("580.159.04").to_string(), "580.159.04");
    }

    #[test]
    fn rejects_non_versions() {
        for bad in ["", "abc", "1..2", "1.2a", "-1", "1.2."] {
            assert!(Version::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn decodes_library_integers() {
        assert_eq!(cuda_int_to_string(12020), "12.2");
        assert_eq!(cuda_int_to_string(13000), "13.0");
        assert_eq!(cuda_int_to_string(11080), "11.8");
        assert_eq!(cudnn_int_to_string(8907), "8.9.7");
        assert_eq!(cudnn_int_to_string(91000), "9.10.0");
        assert_eq!(cudnn_int_to_string(91900), "9.19.0");
        assert_eq!(cudnn_int_to_string(7605), "7.6.5");
    }
}
