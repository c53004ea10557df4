//! gpudoc's integration tests: one binary (`cargo test --test it`), one module per area,
//! all of them running gpudoc through `support::Scenario`.

mod support;

mod cargo_run;
mod check;
mod conventions;
mod explain;
mod fix_commands;
mod fleet;
mod human_report;
mod inputs;
mod libraries;
mod libraries_releases;
mod matrix_plan;
mod processes;
mod python_framework;
mod redact;
mod stress;
mod stress_multi;
mod topology;
