//! `gpudoc fleet`: read many nodes' reports, fold them, print the view or a hostlist.

use std::io::Read;
use std::path::PathBuf;

use anyhow::{Context, Result, bail};

use crate::cli::FleetArgs;
use crate::fleet::{self, Spec, hostlist, input};
use crate::host::unix_seconds;

pub(super) fn run(args: &FleetArgs) -> Result<u8> {
    let expect = match &args.expect {
        None => None,
        Some(list) => {
            let text = match list.strip_prefix('@') {
                Some(file) => std::fs::read_to_string(file)
                    .with_context(|| format!("cannot read --expect file {file}"))?,
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
        let bytes = std::fs::read(path)
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
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .context("cannot read reports from stdin")?;
        loaded.extend(input::load_stream(&text, "stdin"));
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
