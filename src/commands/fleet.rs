//! `gpudoc fleet`: read many nodes' reports, fold them, print the view or a hostlist.

use std::io::Read;
use std::path::PathBuf;

use anyhow::{Context, Result, bail};

use crate::cli::FleetArgs;
use crate::fleet::{self, Spec, hostlist, input};
use crate::host::unix_seconds;

/// The most fleet reads from stdin (tens of thousands of reports), and from an `--expect`
/// file: bounds, not expectations, so /dev/zero or a runaway pipe cannot fill the memory.
const MAX_STDIN: u64 = 2 << 30;
const MAX_HOSTLIST: u64 = 16 << 20;

pub(super) fn run(args: &FleetArgs) -> Result<u8> {
    let expect = match &args.expect {
        None => None,
        Some(list) => {
            let text = match list.strip_prefix('@') {
                Some(file) => {
                    let read =
                        crate::bounded::read_bounded(std::path::Path::new(file), MAX_HOSTLIST)
                            .with_context(|| format!("cannot read --expect file {file}"))?;
                    if read.cut {
                        bail!(
                            "--expect file {file} is larger than {} MiB",
                            MAX_HOSTLIST >> 20
                        );
                    }
                    String::from_utf8_lossy(&read.bytes).into_owned()
                }
                None => list.clone(),
            };
            Some(hostlist::expand(&text).map_err(anyhow::Error::msg)?)
        }
    };
    let max_age_s = args
        .max_age
        .as_deref()
        .map(fleet::parse_duration)
        .transpose()
        .map_err(anyhow::Error::msg)?;
    let mut desired = std::collections::BTreeMap::new();
    if let Some(path) = &args.baseline {
        let bytes = input::read_report(path)
            .map_err(anyhow::Error::msg)
            .with_context(|| format!("cannot read --baseline {}", path.display()))?;
        let base = input::decode(&path.display().to_string(), &bytes)
            .map_err(|u| anyhow::anyhow!("--baseline {}: {}", u.file, u.error))?;
        desired.extend(
            base.report
                .fingerprint
                .into_iter()
                .filter(|(k, _)| k != "gpudoc.version"),
        );
    }
    for (k, v) in &args.expect_values {
        desired.insert(k.clone(), Some(v.clone()));
    }
    let spec = Spec {
        expect,
        max_age_s,
        now: unix_seconds(std::time::SystemTime::now()),
        by: args.by.clone(),
        desired,
        ignore: args.ignore.clone(),
        strict: args.strict,
    };

    let stdin_named = args.inputs.is_empty() || args.inputs.iter().any(|p| p.as_os_str() == "-");
    let paths: Vec<PathBuf> = args
        .inputs
        .iter()
        .filter(|p| p.as_os_str() != "-")
        .cloned()
        .collect();
    let (files, bad) = input::list_files(&paths);
    let mut loaded = input::load_files(&files);
    loaded.extend(bad.into_iter().map(Err));
    if stdin_named {
        let mut bytes = Vec::new();
        std::io::stdin()
            .take(MAX_STDIN + 1)
            .read_to_end(&mut bytes)
            .context("cannot read reports from stdin")?;
        if bytes.len() as u64 > MAX_STDIN {
            bail!(
                "stdin holds more than {} GiB of reports: give fleet the files or directories instead",
                MAX_STDIN >> 30
            );
        }
        loaded.extend(input::load_stream(
            &String::from_utf8_lossy(&bytes),
            "stdin",
        ));
    }
    if let Some(expected) = &spec.expect {
        let key = crate::redact::site_key(args.key.redact_key.as_deref());
        input::name_redacted(&mut loaded, expected, key);
    }
    if !loaded.iter().any(Result::is_ok) {
        let why: Vec<String> = loaded
            .iter()
            .filter_map(|r| r.as_ref().err())
            .take(5)
            .map(|u| format!("{}: {}", u.file, u.error))
            .collect();
        bail!(
            "no readable report among the inputs{}{}",
            if why.is_empty() { "" } else { ":\n  " },
            why.join("\n  ")
        );
    }
    // A cohort label no report carries would put every node in one "(none)" cohort: more
    // likely a typo (or reports made without --label) than a fleet.
    let seen: std::collections::BTreeSet<&str> = loaded
        .iter()
        .flatten()
        .filter_map(|l| l.report.host.as_ref())
        .flat_map(|h| h.labels.keys().map(String::as_str))
        .collect();
    for key in &spec.by {
        if let Some(label) = key.strip_prefix("label.")
            && !seen.contains(label)
        {
            bail!(
                "--by {key}: no report carries the label `{label}` ({}); `gpudoc check --label {label}=VALUE` adds it",
                if seen.is_empty() {
                    "the reports have no labels".to_string()
                } else {
                    format!(
                        "labels seen: {}",
                        seen.iter().copied().collect::<Vec<_>>().join(", ")
                    )
                }
            );
        }
    }
    let answer = fleet::fold(loaded, &spec);
    let text = if args.hostlist {
        let list = if args.passing {
            &answer.passing_hostlist
        } else {
            &answer.failing_hostlist
        };
        if list.is_empty() {
            String::new()
        } else {
            format!("{list}\n")
        }
    } else if args.json {
        super::to_json(&answer)?
    } else {
        fleet::render::fleet(&answer)
    };
    super::print(&text)?;
    Ok(answer.exit_code)
}
