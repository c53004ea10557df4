//! Shared test support: one [`Scenario`] builder that runs gpudoc on a fake machine and
//! decodes its answers into typed structs, the fake roots, stub libraries and interpreters
//! it is built from, and the human-report normalisation used by the snapshots.
//!
//! - [`scenario`]: [`Scenario`] (the builder) and [`Outcome`] (exit code, stdout, stderr)
//! - [`report`]: the `gpudoc check --json` report, typed (checks, layers, verdict, facts)
//! - [`answers`]: `explain --json`, `plan --json`, `matrix --json`, `stress --json`, typed
//! - [`fake_root`], [`stubs`], [`python`]: what a fake machine is made of
//! - [`fix_commands`]: every fix command a report prints works as pasted
//! - [`schema`]: schema/report.schema.json, which every decoded report is validated against
//! - [`snapshot`]: human reports with the volatile parts replaced
//! - [`gpudoc_api`]: the only place gpudoc's library paths are named
#![allow(dead_code)]

pub mod answers;
pub mod fake_root;
pub mod fix_commands;
pub mod fleet_gen;
pub mod gpudoc_api;
pub mod python;
pub mod report;
pub mod scenario;
pub mod schema;
pub mod snapshot;
pub mod stubs;

use std::path::PathBuf;

pub use fake_root::FakeRoot;
pub use report::{Reason, Report, Status, Verdict};
pub use scenario::{Outcome, Scenario, running_as_root};

/// The repository root.
pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A file under fixtures/.
pub fn fixture(rel: &str) -> PathBuf {
    repo().join("fixtures").join(rel)
}
