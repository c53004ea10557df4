//! The command line, declared with clap's derive API. Flag names here are a public contract
//! (scripts and CI jobs call them): add flags, never rename them.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::exit;
use crate::matrix::Dtype;

/// gpudoc: a doctor for GPU machine-learning environments.
///
/// Runs ordered probes (driver, device nodes, CUDA libraries, Python, framework, visible
/// devices, a cuBLAS stress test) and tells you, with evidence, what is broken and the
/// exact commands that fix it.
#[derive(Debug, Parser)]
#[command(name = "gpudoc", version = version_text(), after_help = exit::HELP_TEXT, max_term_width = 100)]
pub struct Cli {
    /// When to colour the output: always, never, or auto: NO_COLOR (non-empty) turns colour
    /// off; else FORCE_COLOR or CLICOLOR_FORCE (non-empty, not 0) turn it on; else colour only
    /// on a terminal whose TERM is not dumb.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,

    #[command(subcommand)]
    pub command: Command,
}

/// `gpudoc --version`: the crate version and the date of the built-in matrix
/// ("0.1.0 (matrix 2026-12-01)"; clap puts "gpudoc " in front).
fn version_text() -> &'static str {
    static TEXT: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        let crate_version = env!("CARGO_PKG_VERSION");
        match crate::matrix::builtin_updated() {
            Some(date) => format!("{crate_version} (matrix {date})"),
            None => crate_version.to_string(),
        }
    });
    TEXT.as_str()
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
    Explain(ExplainArgs),
    /// Print the compatibility matrix, or validate a matrix file.
    Matrix(MatrixArgs),
    /// Recommend the newest framework stack that works on this (or a described) machine.
    Plan(PlanArgs),
    /// Burn-in: checked, timed matrix multiplications on every GPU.
    Stress(StressArgs),
    /// List every check id with a one-line description.
    ListChecks,
    /// Fold many nodes' `check --json` reports into one view: missing, failing, drift.
    Fleet(FleetArgs),
    /// Compare two `check --json` reports key by key.
    Diff(DiffArgs),
    /// Print a shell completion script: `source <(gpudoc completions bash)`.
    Completions(CompletionsArgs),
    /// Print the man page (roff): `gpudoc man > gpudoc.1` (docs/gpudoc.1 is this output).
    Man,
    /// Internal: run one risky probe in a child process and print its facts as JSON.
    #[command(name = "__probe", hide = true)]
    Probe(ProbeArgs),
    /// Internal: fit explain's category model on a labelled corpus (docs/explain.md).
    #[command(name = "__train-explain", hide = true)]
    TrainExplain(TrainExplainArgs),
}

/// `check --timeout`'s default, in seconds.
pub const DEFAULT_TIMEOUT_S: f64 = 30.0;

/// Options of `gpudoc check`.
#[derive(Debug, Clone, Args)]
pub struct CheckArgs {
    /// Print one JSON document on stdout (schema_version 1) instead of the human report
    /// (the same as --format json).
    #[arg(long)]
    pub json: bool,

    /// The report's form: text (on a terminal it appears layer by layer, with a spinner
    /// naming the running probe), json (as --json), or markdown (a GitHub-ready report:
    /// summary, then a collapsible section per layer).
    #[arg(long, value_enum, default_value_t = ReportFormat::Text, conflicts_with = "json")]
    pub format: ReportFormat,

    /// Show evidence under passing checks too, the places searched, and each check that
    /// follows from another one in full.
    #[arg(short, long)]
    pub verbose: bool,

    /// Print only the summary: the root cause and its fix, the other failures, the counts.
    #[arg(short, long, conflicts_with = "verbose")]
    pub quiet: bool,

    /// Treat warnings as failures for the exit code (exit 3 when only warnings).
    #[arg(long)]
    pub strict: bool,

    /// Run only these layers (comma-separated or repeated: `--only driver,nodes`): driver,
    /// nodes, libraries, python, framework, devices, stress. Layers they depend on still run
    /// quietly to provide their facts; one they cannot do without that fails is shown and
    /// fails the run.
    #[arg(long = "only", value_name = "LAYER", value_delimiter = ',', value_parser = crate::probe::parse_layer_id)]
    pub only: Vec<String>,

    /// Do not run these layers (comma-separated or repeated). Layers that need them are
    /// skipped with the reason; a run in which nothing was checked fails.
    #[arg(long = "skip", value_name = "LAYER", value_delimiter = ',', value_parser = crate::probe::parse_layer_id)]
    pub skip: Vec<String>,

    /// Deadline for each probe that runs in a child process, in seconds (default: 30, and 120
    /// for framework imports, which load whole frameworks and initialise CUDA). A framework
    /// import gets at least 8 s; the report says so where it raised the value.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Option<f64>,

    /// Deadline for the whole check, in seconds: probes not started by then are skipped with
    /// that reason, and running ones get at most the time left.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub deadline: Option<f64>,

    #[command(flatten)]
    pub seams: SeamArgs,

    /// Which framework layers 5 and 6 inspect: auto (each one installed), tensorflow,
    /// pytorch, jax.
    #[arg(long, value_enum, default_value_t = FrameworkChoice::Auto)]
    pub framework: FrameworkChoice,

    /// Also write the JSON report to FILE, atomically (a temporary file beside it, then
    /// renamed), for `gpudoc fleet`.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,

    /// A label for `gpudoc fleet` cohorts (repeatable): `--label partition=h200`.
    #[arg(long = "label", value_name = "KEY=VALUE", value_parser = parse_key_value)]
    pub labels: Vec<(String, String)>,

    #[command(flatten)]
    pub redact: RedactArgs,
}

/// `--redact` and its key: shared by `check` and `stress`.
#[derive(Debug, Clone, Default, Args)]
pub struct RedactArgs {
    /// Replace what identifies the machine or its users before printing (text, JSON and
    /// --out alike): GPU and MIG UUIDs, serials and PCI bus ids become numbered placeholders
    /// (`<gpu-uuid-1>`); the node name, hostname and boot id keyed ids (node-3fa2b1c4d5e6); the
    /// home directory ~ and the user name `<user>`; values of variables whose names contain
    /// TOKEN, SECRET, PASSWORD, PASSWD, KEY, CREDENTIAL or AUTH `<secret:NAME>`. Versions,
    /// models, counts, other paths, check ids and times are kept.
    #[arg(long)]
    pub redact: bool,

    #[command(flatten)]
    pub key: RedactKey,
}

/// The site key of `--redact`'s node ids: shared by `check`, `stress` and `fleet`.
#[derive(Debug, Clone, Default, Args)]
pub struct RedactKey {
    /// The site key of --redact's node ids (HMAC-SHA256): the same node gets the same id in
    /// every report made with the same key, so `gpudoc fleet` still folds them, and `fleet
    /// --expect` names a redacted report after the expected node whose id it carries. Without
    /// a key a built-in one is used, and a guessed node name can then be tested.
    #[arg(
        long,
        value_name = "KEY",
        env = "GPUDOC_REDACT_KEY",
        hide_env_values = true
    )]
    pub redact_key: Option<String>,
}

/// Options of `gpudoc fleet`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Exit codes: 0 nothing fails, is missing or drifts; 1 failing, missing, stale or \
unreadable reports; 2 usage or nothing readable; 3 drift (or warnings with --strict); 4 internal."
)]
pub struct FleetArgs {
    /// Report files, directories of *.json, or `-` for stdin (the default): NDJSON, or
    /// `gpudoc check --json` documents one after another.
    #[arg(value_name = "FILE|DIR|-")]
    pub inputs: Vec<PathBuf>,

    /// The nodes that should have reported: a Slurm hostlist (`gpu[001-064]`) or @FILE.
    #[arg(long, value_name = "HOSTLIST|@FILE")]
    pub expect: Option<String>,

    /// Reports older than this are stale: 90s, 30m, 12h, 7d.
    #[arg(long, value_name = "AGE")]
    pub max_age: Option<String>,

    /// Cohort keys (repeatable or comma-separated): fingerprint keys or `label.<name>`
    /// (default: gpu.model).
    #[arg(long, value_name = "KEY", value_delimiter = ',', value_parser = parse_cohort_key)]
    pub by: Vec<String>,

    /// Compare against this report's fingerprint instead of the majority.
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,

    /// Compare this key against a desired value (repeatable): `driver.version=550.90.07`.
    #[arg(long = "expect-value", value_name = "KEY=VALUE", value_parser = parse_expect_value)]
    pub expect_values: Vec<(String, String)>,

    /// Leave this fingerprint key out of the comparison (repeatable).
    #[arg(long, value_name = "KEY", value_parser = parse_fingerprint_key)]
    pub ignore: Vec<String>,

    /// Warnings make the exit code 3.
    #[arg(long)]
    pub strict: bool,

    /// Print one JSON document (`kind: "fleet"`).
    #[arg(long, conflicts_with = "hostlist")]
    pub json: bool,

    /// Print only a hostlist: the failing nodes (--failing) or the passing ones (--passing).
    #[arg(long)]
    pub hostlist: bool,

    /// With --hostlist: the failing nodes (for `srun --exclude`).
    #[arg(long, requires = "hostlist", conflicts_with = "passing")]
    pub failing: bool,

    /// With --hostlist: the nodes that reported and did not fail (for `srun --nodelist`).
    #[arg(long, requires = "hostlist")]
    pub passing: bool,

    #[command(flatten)]
    pub key: RedactKey,
}

/// Options of `gpudoc diff`.
#[derive(Debug, Clone, Args)]
#[command(after_help = "Exit codes: 0 the same stack, 1 they differ, 2 usage or unreadable input.")]
pub struct DiffArgs {
    /// The first report.
    pub a: PathBuf,
    /// The second report.
    pub b: PathBuf,
    /// Leave this fingerprint key out (repeatable).
    #[arg(long, value_name = "KEY", value_parser = parse_fingerprint_key)]
    pub ignore: Vec<String>,
    /// Print one JSON document (`kind: "diff"`).
    #[arg(long)]
    pub json: bool,
}

/// Options of `gpudoc completions`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Install: bash: `gpudoc completions bash > ~/.local/share/bash-completion/completions/gpudoc`; \
zsh: `gpudoc completions zsh > ~/.zfunc/_gpudoc` (with ~/.zfunc on fpath); \
fish: `gpudoc completions fish > ~/.config/fish/completions/gpudoc.fish`."
)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, elvish, powershell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// A fingerprint key (`fleet --ignore`, `diff --ignore`).
fn parse_fingerprint_key(text: &str) -> Result<String, String> {
    crate::fingerprint::check_key(text).map(|()| text.to_string())
}

/// A cohort key: a fingerprint key or `label.<name>`.
fn parse_cohort_key(text: &str) -> Result<String, String> {
    match text.strip_prefix("label.") {
        Some(name) if !name.is_empty() => Ok(text.to_string()),
        Some(_) => Err("`label.` needs a label name: `label.partition`".into()),
        None => parse_fingerprint_key(text),
    }
}

/// `--expect-value KEY=VALUE` with a fingerprint key.
fn parse_expect_value(text: &str) -> Result<(String, String), String> {
    let (k, v) = parse_key_value(text)?;
    crate::fingerprint::check_key(&k)?;
    Ok((k, v))
}

/// `KEY=VALUE` with a non-empty key.
fn parse_key_value(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((k, v)) if !k.trim().is_empty() => Ok((k.trim().to_string(), v.to_string())),
        _ => Err(format!("`{text}` is not KEY=VALUE")),
    }
}

/// The flags that point gpudoc at a different machine view: shared by `check`, `plan`,
/// `explain --probe` and `stress`.
#[derive(Debug, Clone, Default, Args)]
pub struct SeamArgs {
    /// Read every file-system path the probes inspect (/proc, /dev, /etc, /usr/lib, ...)
    /// under DIR instead of /. For tests and for inspecting an unpacked container image.
    /// gpudoc then only reads the root's files: it runs none of its programs and loads none
    /// of its libraries (the checks that need that say "not run") unless --trust-root.
    #[arg(long, value_name = "DIR")]
    pub root: Option<PathBuf>,

    /// With --root: run and load the root's own code as on a live machine (its python3,
    /// its libnvidia-ml and CUDA libraries), as the user running gpudoc. Only for a root
    /// you trust as much as your own machine.
    #[arg(long, requires = "root")]
    pub trust_root: bool,

    /// Search this directory first for libraries (repeatable).
    #[arg(long = "lib-dir", value_name = "DIR")]
    pub lib_dirs: Vec<PathBuf>,

    /// The Python interpreter to inspect: a path, a name on PATH, or a version request
    /// (3.11, python3.11, 3.12.1) found on PATH, in /usr/local/bin, /usr/bin, pyenv's or uv's
    /// interpreters (default: python3 or python on PATH).
    #[arg(long, value_name = "PATH|VERSION")]
    pub python: Option<PathBuf>,

    /// Use this compatibility matrix instead of the one built into gpudoc.
    #[arg(long, value_name = "FILE")]
    pub matrix: Option<PathBuf>,
}

/// `gpudoc check --format` choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum ReportFormat {
    #[default]
    Text,
    Json,
    Markdown,
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

/// The hidden `__train-explain` subcommand.
#[derive(Debug, Clone, Args)]
pub struct TrainExplainArgs {
    /// A JSON-lines file of labelled messages to fit the weights on (repeatable).
    #[arg(long, value_name = "FILE", required_unless_present = "embedded")]
    pub train: Vec<PathBuf>,
    /// A JSON-lines file the temperature is fitted on and the figures first reported for
    /// (repeatable).
    #[arg(long, value_name = "FILE", required_unless_present_any = ["pool", "embedded"])]
    pub dev: Vec<PathBuf>,
    /// A JSON-lines file of the cross-validated pool (repeatable): its messages are split by
    /// thread into --folds folds; each fold is answered by a model fitted on the --train files
    /// and the other folds, the temperature is fitted on those out-of-fold answers, and the
    /// model written is fitted on the --train files and the whole pool.
    #[arg(long, value_name = "FILE")]
    pub pool: Vec<PathBuf>,
    /// How many folds the pool is split into.
    #[arg(long, default_value_t = 10)]
    pub folds: usize,
    /// More JSON-lines files to report figures for (never used for fitting).
    #[arg(long, value_name = "FILE")]
    pub report: Vec<PathBuf>,
    /// Fit nothing: answer the --report files with the model built into this binary, so a
    /// new set's first look is on the model as it was before that set existed.
    #[arg(
        long,
        requires = "report",
        conflicts_with_all = [
            "train", "dev", "pool", "out", "misses", "folds", "epochs", "l2", "min_count",
            "scale_power", "learning_rate", "class_power",
        ]
    )]
    pub embedded: bool,
    /// Where to write the model (the embedded one is src/explain/model.json).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Passes of gradient descent.
    #[arg(long, default_value_t = 400)]
    pub epochs: usize,
    /// L2 penalty on the weights.
    #[arg(long, default_value_t = 1e-3)]
    pub l2: f64,
    /// Features seen in fewer training messages than this are dropped.
    #[arg(long, default_value_t = 2)]
    pub min_count: usize,
    /// How much a text's feature count shrinks each feature: (10 / count)^this (0: not at all).
    #[arg(long, default_value_t = 0.25)]
    pub scale_power: f64,
    /// The gradient step (Adagrad's base rate).
    #[arg(long, default_value_t = 0.5)]
    pub learning_rate: f64,
    /// How strongly rare categories are weighted up: (examples / (categories x its
    /// examples))^this (1: every category counts alike, 0: every example does).
    #[arg(long, default_value_t = 1.0)]
    pub class_power: f64,
    /// Also list every message answered wrongly in the train and dev sets: id, label, the
    /// categories answered, the start of the text (never for --report sets: they stay unseen).
    #[arg(long)]
    pub misses: bool,
}

/// `plan --os` choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OsChoice {
    Linux,
    Windows,
    Macos,
}

/// The hidden `__probe` subcommand: gpudoc re-executes itself so that code which may crash
/// or hang (NVML, dlopen of CUDA libraries, the GPU stress) cannot take the report down.
#[derive(Debug, Clone, Args)]
pub struct ProbeArgs {
    /// Which probe: nvml, cudalibs, cudaview, stress (--lib CUDART --lib CUBLAS [--lib NVML]
    /// --params JSON), or nccl (--lib NCCL --lib CUDART --params JSON).
    pub which: String,
    /// Absolute path of the library the probe loads.
    #[arg(long)]
    pub lib: Vec<PathBuf>,
    /// Probe-specific JSON parameters.
    #[arg(long)]
    pub params: Option<String>,
}

/// Options of `gpudoc explain`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Exit codes: 0 something matched, 1 nothing matched, 2 usage or input error."
)]
pub struct ExplainArgs {
    /// The error text (several words are joined), an entry id to print that entry in full,
    /// or `-` to read standard input. With no text and piped input, stdin is read.
    #[arg(value_name = "TEXT|ID|-")]
    pub text: Vec<String>,

    /// Read the error or log from FILE.
    #[arg(long, value_name = "FILE", conflicts_with = "text")]
    pub file: Option<PathBuf>,

    /// List every catalog entry, grouped by category.
    #[arg(long, conflicts_with_all = ["text", "file", "probe"])]
    pub list: bool,

    /// Print one JSON document (schema_version 1) instead of the human answer.
    #[arg(long)]
    pub json: bool,

    /// Also run the fast native layers (driver, device nodes) and tailor the fix to this
    /// machine.
    #[arg(long)]
    pub probe: bool,

    #[command(flatten)]
    pub seams: SeamArgs,
}

/// Options of `gpudoc matrix`.
#[derive(Debug, Clone, Args)]
pub struct MatrixArgs {
    /// Check a matrix file of your own and report the first problem with its line.
    #[arg(long, value_name = "FILE")]
    pub validate: Option<PathBuf>,

    /// Print JSON instead of text: the whole matrix, one table, or the one release or GPU
    /// asked for.
    #[arg(long)]
    pub json: bool,

    /// Use this compatibility matrix instead of the one built into gpudoc.
    #[arg(long, value_name = "FILE")]
    pub matrix: Option<PathBuf>,

    /// Show one framework's table: tensorflow, pytorch, jax, cuda, gpu.
    #[arg(value_name = "TABLE")]
    pub table: Option<String>,

    /// Show what one release needs (e.g. `gpudoc matrix tensorflow 2.15`), or one GPU.
    #[arg(value_name = "VERSION")]
    pub version: Option<String>,
}

/// Options of `gpudoc plan`.
#[derive(Debug, Clone, Args)]
pub struct PlanArgs {
    /// Plan for this NVIDIA driver version instead of the live machine's (e.g. 470.82.01).
    #[arg(long, value_name = "VERSION")]
    pub driver: Option<String>,

    /// A GPU's compute capability ("8.6") or name ("H100"); repeatable.
    #[arg(long = "gpu", value_name = "CC|NAME")]
    pub gpus: Vec<String>,

    /// The Python to plan for: a version (3.11, python3.11, 3.12.1), or, in live mode, an
    /// interpreter (a path, or a name on PATH) whose version is read, as in `check`.
    #[arg(long, value_name = "VERSION|PATH")]
    pub python: Option<String>,

    /// The operating system to plan for (default: linux with --driver, else this one).
    #[arg(long, value_enum)]
    pub os: Option<OsChoice>,

    /// Plan for Linux under WSL2.
    #[arg(long)]
    pub wsl: bool,

    /// Plan for a container (the driver comes from the host).
    #[arg(long)]
    pub container: bool,

    /// A framework release installed in the environment planned for, FRAMEWORK==VERSION
    /// (tensorflow, torch or pytorch, jax; e.g. jax==0.11.2); repeatable. A working one is
    /// kept rather than replaced. Live mode reads them from the interpreter.
    #[arg(long = "installed", value_name = "FRAMEWORK==VERSION")]
    pub installed: Vec<String>,

    /// Print the plan as one JSON document.
    #[arg(long)]
    pub json: bool,

    /// Live mode: read file-system paths under DIR instead of /. gpudoc runs none of the
    /// root's programs (its python3) unless --trust-root.
    #[arg(long, value_name = "DIR")]
    pub root: Option<PathBuf>,

    /// Live mode, with --root: run the root's own interpreter to learn its version.
    #[arg(long, requires = "root")]
    pub trust_root: bool,

    /// Live mode: search this directory first for libraries (repeatable).
    #[arg(long = "lib-dir", value_name = "DIR")]
    pub lib_dirs: Vec<PathBuf>,

    /// Deprecated spelling of `--python PATH` (kept for scripts that use it).
    #[arg(long, value_name = "PATH", hide = true)]
    pub interpreter: Option<PathBuf>,

    /// Use this compatibility matrix instead of the one built into gpudoc.
    #[arg(long, value_name = "FILE")]
    pub matrix: Option<PathBuf>,

    /// Live mode: deadline for each probe that runs in a child process, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_TIMEOUT_S, value_parser = parse_seconds)]
    pub timeout: f64,
}

/// Options of `gpudoc stress`.
#[derive(Debug, Clone, Args)]
pub struct StressArgs {
    /// How long to run on each GPU, in seconds (split evenly between the data types; all
    /// GPUs run at once).
    #[arg(long, default_value_t = 30)]
    pub seconds: u64,

    /// Only these GPUs (CUDA ordinals, comma-separated): --gpus 0,1.
    #[arg(long, value_delimiter = ',', value_name = "LIST")]
    pub gpus: Option<Vec<u32>>,

    /// Only these data types (comma-separated): fp32, tf32, fp16, bf16.
    #[arg(long, value_delimiter = ',', value_name = "LIST", value_parser = parse_dtype)]
    pub dtype: Vec<Dtype>,

    /// Print one JSON document (checks and per-GPU results) instead of the table.
    #[arg(long)]
    pub json: bool,

    /// Show every check's evidence, passing ones too (per-pair copies, NCCL details).
    #[arg(short, long)]
    pub verbose: bool,

    /// Matrix side n (default: the largest up to 8192 that fits a quarter of free memory).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(256..=16384))]
    pub size: Option<u32>,

    /// Deadline for the probes run before the burn-in, and the extra seconds beyond
    /// --seconds before a burn-in that has not finished counts as hung.
    #[arg(long, value_name = "SECONDS", default_value_t = 60)]
    pub timeout: u64,

    #[command(flatten)]
    pub seams: SeamArgs,

    /// Whose CUDA libraries to stress with: the framework's (auto: the installed one, as
    /// `gpudoc check` chooses), or gpudoc's default loader rules.
    #[arg(long, value_enum, default_value_t = FrameworkChoice::Auto)]
    pub framework: FrameworkChoice,

    #[command(flatten)]
    pub redact: RedactArgs,
}

fn parse_dtype(text: &str) -> Result<Dtype, String> {
    Dtype::parse(text)
        .ok_or_else(|| format!("unknown data type `{text}`: use fp32, tf32, fp16 or bf16"))
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
