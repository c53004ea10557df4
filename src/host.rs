//! The report's `host`: which node made the report, when, and under which scheduler job, so
//! that `gpudoc fleet` can fold one file per node. The data and its time format only; the
//! probe pipeline observes it (`probe::host`), so the report does not depend on `Env`.

use std::collections::BTreeMap;
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

/// Who and when.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Host {
    /// SLURMD_NODENAME, else NODE_NAME (Kubernetes downward API), else the hostname.
    pub node_name: String,
    pub hostname: String,
    /// /proc/sys/kernel/random/boot_id: tells a reboot between two runs.
    pub boot_id: Option<String>,
    /// When the run started, RFC 3339 UTC ("2026-11-30T17:00:00Z").
    pub started_at: String,
    /// How long the whole run took.
    pub duration_ms: u64,
    pub context: SchedulerContext,
    /// From repeated `--label key=value`.
    pub labels: BTreeMap<String, String>,
}

/// The scheduler the run happened under, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SchedulerContext {
    /// "slurm", "kubernetes" or "none".
    pub scheduler: String,
    pub slurm_job_id: Option<String>,
    pub slurm_cluster: Option<String>,
    pub k8s_namespace: Option<String>,
    pub k8s_pod: Option<String>,
}

/// Seconds since the epoch (negative before it).
pub fn unix_seconds(t: SystemTime) -> i64 {
    match t.duration_since(UNIX_EPOCH) {
        Ok(d) => d.as_secs() as i64,
        Err(e) => -(e.duration().as_secs() as i64),
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Seconds since the epoch as "YYYY-MM-DDTHH:MM:SSZ".
pub fn rfc3339(secs: i64) -> String {
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// Parse an RFC 3339 time ("2026-11-30T17:00:00Z", fractions and offsets allowed) into
/// seconds since the epoch.
pub fn parse_rfc3339(s: &str) -> Option<i64> {
    let s = s.trim();
    let num = |a: usize, b: usize| -> Option<i64> {
        let t = s.get(a..b)?;
        t.bytes()
            .all(|c| c.is_ascii_digit())
            .then(|| t.parse().ok())?
    };
    let (y, mo, d) = (num(0, 4)?, num(5, 7)?, num(8, 10)?);
    let (h, mi, se) = (num(11, 13)?, num(14, 16)?, num(17, 19)?);
    if s.as_bytes().get(4) != Some(&b'-')
        || !matches!(s.as_bytes().get(10), Some(b'T' | b't' | b' '))
    {
        return None;
    }
    let mut rest = &s[19..];
    if let Some(frac) = rest.strip_prefix('.') {
        rest = frac.trim_start_matches(|c: char| c.is_ascii_digit());
    }
    let offset = match rest {
        "Z" | "z" => 0,
        _ => {
            let sign = match rest.as_bytes().first()? {
                b'+' => 1,
                b'-' => -1,
                _ => return None,
            };
            let oh: i64 = rest.get(1..3)?.parse().ok()?;
            let om: i64 = rest.get(4..6)?.parse().ok()?;
            sign * (oh * 3600 + om * 60)
        }
    };
    if !(1..=12).contains(&mo) || !(1..=31).contains(&d) || h > 23 || mi > 59 || se > 60 {
        return None;
    }
    Some(days_from_civil(y, mo, d) * 86_400 + h * 3600 + mi * 60 + se - offset)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_round_trip() {
        for secs in [0, 951_782_400, 1_764_522_000, 4_102_444_799] {
            let text = rfc3339(secs);
            assert_eq!(parse_rfc3339(&text), Some(secs), "{text}");
        }
        assert_eq!(rfc3339(1_764_522_000), "2025-11-30T17:00:00Z");
        assert_eq!(
            parse_rfc3339("2025-11-30T18:00:00.25+01:00"),
            Some(1_764_522_000)
        );
        assert_eq!(parse_rfc3339("yesterday"), None);
    }
}
