//! The command line, declared with clap's derive API. Flag names here are a public contract
//! (scripts and CI jobs call them): add flags, never rename them.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::exit;

/// gpudoc: a doctor for GPU machine-learning environments.
///
/// Runs ordered probes (driver, device nodes, CUDA libraries, Python, framework, visible
/// devices, a cuBLAS stress test) and tells you, with evidence, what is broken and the
/// exact commands that fix it.
#[derive(Debug, Parser)]
#[command(name = "gpudoc", version, after_help = exit::HELP_TEXT, max_term_width = 100)]
pub struct Cli {
    /// When to colour the output: auto (only on a terminal, honouring NO_COLOR), always, never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,

    #[command(subcommand)]
    pub command: Command,
}

/// The `--color` choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the probe layers and print a pass/warn/fail report.
    Check(CheckArgs),
    /// Diagnose a pasted error message or a whole log.
    Explain(crate::explain::ExplainArgs),
    /// Print the compatibility matrix, or validate a matrix file.
    Matrix(crate::plan::MatrixArgs),
    /// Recommend the newest framework stack that works on this (or a described) machine.
    Plan(crate::plan::PlanArgs),
    /// Burn-in: checked, timed matrix multiplications on every GPU.
    Stress(crate::probe::stress::StressArgs),
    /// List every check id with a one-line description.
    ListChecks,
    /// Internal: run one risky probe in a child process and print its facts as JSON.
    #[command(name = "__probe", hide = true)]
    Probe(ProbeArgs),
}

/// Options of `gpudoc check`.
#[derive(Debug, Clone, Args)]
pub struct CheckArgs {
    /// Print one JSON document on stdout (schema_version 1) instead of the human report.
    #[arg(long)]
    pub json: bool,

    /// Show evidence under passing checks too.
    #[arg(short, long)]
    pub verbose: bool,

    /// Treat warnings as failures for the exit code (exit 3 when only warnings).
    #[arg(long)]
    pub strict: bool,

    /// Run only this layer (repeatable): driver, nodes, libraries, python, framework,
    /// devices, stress. Layers it depends on still run quietly to provide their facts.
    #[arg(long = "only", value_name = "LAYER", value_parser = crate::probe::parse_layer_id)]
    pub only: Vec<String>,

    /// Do not run this layer (repeatable). Layers that need it are skipped with the reason.
    #[arg(long = "skip", value_name = "LAYER", value_parser = crate::probe::parse_layer_id)]
    pub skip: Vec<String>,

    /// Time limit for each probe that runs in a child process, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 30.0, value_parser = parse_seconds)]
    pub timeout: f64,

    #[command(flatten)]
    pub seams: SeamArgs,

    /// Which framework layers 5 and 6 inspect: auto (each one installed), tensorflow,
    /// pytorch, jax.
    #[arg(long, value_enum, default_value_t = FrameworkChoice::Auto)]
    pub framework: FrameworkChoice,
}

/// The flags that point gpudoc at a different machine view: shared by `check`, `plan`,
/// `explain --probe` and `stress`.
#[derive(Debug, Clone, Default, Args)]
pub struct SeamArgs {
    /// Read every file-system path the probes inspect (/proc, /dev, /etc, /usr/lib, ...)
    /// under DIR instead of /. For tests and for inspecting an unpacked container image.
    #[arg(long, value_name = "DIR")]
    pub root: Option<PathBuf>,

    /// Search this directory first for libraries (repeatable).
    #[arg(long = "lib-dir", value_name = "DIR")]
    pub lib_dirs: Vec<PathBuf>,

    /// The Python interpreter to inspect (default: python3 or python on PATH).
    #[arg(long, value_name = "PATH")]
    pub python: Option<PathBuf>,

    /// Use this compatibility matrix instead of the one built into gpudoc.
    #[arg(long, value_name = "FILE")]
    pub matrix: Option<PathBuf>,
}

/// `--framework` choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum FrameworkChoice {
    #[default]
    Auto,
    Tensorflow,
    Pytorch,
    Jax,
}

/// The hidden `__probe` subcommand: gpudoc re-executes itself so that code which may crash
/// or hang (NVML, dlopen of CUDA libraries, the GPU stress) cannot take the report down.
#[derive(Debug, Clone, Args)]
pub struct ProbeArgs {
    /// Which probe: nvml, cudalibs, or stress (--lib CUDART --lib CUBLAS [--lib NVML] --params JSON).
    pub which: String,
    /// Absolute path of the library the probe loads.
    #[arg(long)]
    pub lib: Vec<PathBuf>,
    /// Probe-specific JSON parameters.
    #[arg(long)]
    pub params: Option<String>,
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    let value: f64 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    if !(value > 0.0 && value <= 86_400.0) {
        return Err(format!("{text} seconds is out of range (0 < s <= 86400)"));
    }
    Ok(value)
}
