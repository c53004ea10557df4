//! Typed answers of the other JSON-speaking subcommands: `explain --json` (its contract,
//! decoded strictly), `plan --json`, `matrix --json` and `stress --json`.

use serde::Deserialize;

use super::report::{Check, StressFacts};

// ------------------------------------------------------------------ explain --json

/// The explain JSON contract (src/explain/render.rs), decoded strictly: any extra or missing
/// field fails.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExplainAnswer {
    pub schema_version: u32,
    pub matches: Vec<ExplainMatch>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExplainMatch {
    pub id: String,
    pub category: String,
    pub title: String,
    pub cause: String,
    pub fix: Fix,
    pub benign: bool,
    pub confidence: f64,
    pub evidence: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fix {
    pub text: String,
    pub commands: Vec<String>,
}

// ------------------------------------------------------------------ plan --json

/// `gpudoc plan --json` (src/plan.rs `Plan`).
#[derive(Debug, Deserialize)]
pub struct Plan {
    pub machine: PlanMachine,
    pub notes: Vec<String>,
    pub tensorflow: FrameworkPlan,
    pub pytorch: FrameworkPlan,
    pub jax: FrameworkPlan,
}

#[derive(Debug, Deserialize)]
pub struct PlanMachine {
    pub driver: Option<String>,
    pub gpus: Vec<PlanGpu>,
    pub python: Option<String>,
    pub os: String,
    pub wsl: bool,
    pub container: bool,
}

#[derive(Debug, Deserialize)]
pub struct PlanGpu {
    pub name: Option<String>,
    pub compute_capability: String,
}

#[derive(Debug, Deserialize)]
pub struct FrameworkPlan {
    pub framework: String,
    pub recommended: Option<Recommendation>,
    pub why_not: Vec<WhyNot>,
    pub unlock: Vec<Unlock>,
    pub blocked: Vec<BlockedRelease>,
    /// How the installed release was judged (null: none installed).
    pub installed: Option<InstalledJudgement>,
}

#[derive(Debug, Deserialize)]
pub struct InstalledJudgement {
    pub version: String,
    pub row: Option<String>,
    pub status: String,
    pub message: String,
}

impl FrameworkPlan {
    /// The recommendation; panics when there is none.
    pub fn recommended(&self) -> &Recommendation {
        self.recommended
            .as_ref()
            .unwrap_or_else(|| panic!("{}: no recommendation in {self:#?}", self.framework))
    }

    pub fn blocked(&self, version: &str) -> &BlockedRelease {
        self.blocked
            .iter()
            .find(|b| b.version == version)
            .unwrap_or_else(|| panic!("{} {version} is not blocked", self.framework))
    }
}

#[derive(Debug, Deserialize)]
pub struct Recommendation {
    pub version: String,
    pub release: Option<String>,
    pub python_min: Option<String>,
    pub python_max: Option<String>,
    pub cuda: Option<String>,
    pub cudnn: Option<String>,
    pub min_driver: Option<String>,
    pub notes: Vec<String>,
    pub install: Vec<Install>,
    /// The installed release kept (nothing to install).
    pub keep: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct Install {
    pub method: String,
    pub commands: Vec<String>,
    pub note: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct WhyNot {
    pub from: String,
    pub to: String,
    pub to_newest: bool,
    pub reasons: Vec<String>,
}

#[derive(Debug, Deserialize)]
pub struct Unlock {
    pub version: String,
    pub upgrades: Vec<String>,
}

#[derive(Debug, Deserialize)]
pub struct BlockedRelease {
    pub version: String,
    pub blockers: Vec<Blocker>,
}

#[derive(Debug, PartialEq, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Blocker {
    Driver {
        cuda: String,
        needs_driver: String,
        driver: Option<String>,
        jit: bool,
    },
    Python {
        python: String,
        python_min: String,
        python_max: String,
    },
    ComputeCapability {
        compute_capability: String,
        min_cc: Option<String>,
    },
    Platform {
        detail: String,
    },
}

// ------------------------------------------------------------------ matrix --json

/// `gpudoc matrix --json`: the whole matrix. The TensorFlow and GPU tables are typed; the
/// others are kept as JSON.
#[derive(Debug, Deserialize)]
pub struct MatrixDump {
    pub schema: u32,
    pub origin: String,
    pub tensorflow: Vec<TfRow>,
    pub gpu: Vec<GpuRow>,
    pub cuda: serde_json::Value,
    pub cuda_major: serde_json::Value,
    pub cuda_arch: serde_json::Value,
    pub cudnn: serde_json::Value,
    pub tensorflow_windows: serde_json::Value,
    pub tensorflow_platforms: serde_json::Value,
    pub tensorflow_and_cuda: serde_json::Value,
    pub pytorch: serde_json::Value,
    pub jax_plugin: serde_json::Value,
    pub jax: serde_json::Value,
}

impl MatrixDump {
    pub fn tensorflow(&self, version: &str) -> &TfRow {
        self.tensorflow
            .iter()
            .find(|r| r.version == version)
            .unwrap_or_else(|| panic!("no TensorFlow {version} row"))
    }
}

/// One TensorFlow row (also `gpudoc matrix tensorflow <v> --json`).
#[derive(Debug, Deserialize)]
pub struct TfRow {
    pub version: String,
    pub tested: String,
    pub package: String,
    pub python_min: String,
    pub python_max: String,
    pub cuda: String,
    pub cudnn: String,
    pub compute_capabilities: TfComputeCapabilities,
    pub min_driver_linux: Option<String>,
    pub min_driver_windows: Option<String>,
    pub and_cuda: Option<serde_json::Value>,
    pub windows: Option<serde_json::Value>,
    pub note: Option<String>,
    pub unverified: bool,
    pub source: String,
}

#[derive(Debug, Deserialize)]
pub struct TfComputeCapabilities {
    pub sass: Vec<String>,
    pub ptx: Vec<String>,
    pub min_cc: Option<String>,
    pub cc_gaps: Vec<String>,
    pub source: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct GpuRow {
    pub name: String,
    #[serde(rename = "match")]
    pub patterns: Vec<String>,
    pub compute_capability: String,
    pub architecture: String,
    pub segment: String,
    pub unverified: bool,
    pub source: String,
    pub tflops: Option<serde_json::Value>,
}

// ------------------------------------------------------------------ stress --json

/// `gpudoc stress --json`: its checks and per-GPU results.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StressDoc {
    pub schema_version: u32,
    pub gpudoc_version: String,
    pub exit_code: i32,
    pub checks: Vec<Check>,
    pub stress: Option<StressFacts>,
    /// Present (true) only with `--redact`.
    #[serde(default)]
    pub redacted: bool,
}

impl StressDoc {
    pub fn check(&self, id: &str) -> &Check {
        self.checks
            .iter()
            .find(|c| c.id == id)
            .unwrap_or_else(|| panic!("no check {id} in {self:#?}"))
    }

    /// The per-GPU results; panics when the run produced none.
    pub fn stress(&self) -> &StressFacts {
        self.stress
            .as_ref()
            .unwrap_or_else(|| panic!("no stress results in {self:#?}"))
    }
}
