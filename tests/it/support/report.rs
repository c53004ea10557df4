//! The `gpudoc check --json` report (schema_version 1) as typed structs, mirroring
//! src/report.rs and src/facts.rs (and the README's JSON section). The envelope, layers,
//! checks and hints are decoded with `deny_unknown_fields`, so any drift in the wire format
//! fails; facts accept additions (the contract allows new fields beside its own), and the
//! whole document is kept as [`Report::json`] for "this key is part of the contract" checks.

use std::collections::BTreeMap;
use std::fmt;

use serde::Deserialize;

/// How one check came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Pass,
    Skip,
    Warn,
    Fail,
}

/// The overall verdict (skips do not count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Pass,
    Warn,
    Fail,
}

/// Why a probe run in a child process did not answer normally.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Reason {
    Timeout,
    Crash,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Report {
    pub schema_version: u32,
    pub gpudoc_version: String,
    pub verdict: Verdict,
    pub exit_code: i32,
    pub layers: Vec<Layer>,
    pub facts: Facts,
    pub host: Option<Host>,
    pub matrix_version: Option<String>,
    /// Stable stack keys (src/fingerprint.rs); null where a key does not apply.
    pub fingerprint: BTreeMap<String, Option<String>>,
    pub fingerprint_hash: String,
    pub failed_checks: Vec<String>,
    pub warned_checks: Vec<String>,
    /// Present (true) only in a `--redact` report.
    #[serde(default)]
    pub redacted: bool,
    pub root_cause: Option<RootCause>,
    /// The whole document as decoded JSON (not a wire field).
    #[serde(skip)]
    pub json: serde_json::Value,
}

/// Which node made the report, when, under which job.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Host {
    pub node_name: String,
    pub hostname: String,
    pub boot_id: Option<String>,
    pub started_at: String,
    pub duration_ms: u64,
    pub context: SchedulerContext,
    pub labels: BTreeMap<String, String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SchedulerContext {
    pub scheduler: String,
    pub slurm_job_id: Option<String>,
    pub slurm_cluster: Option<String>,
    pub k8s_namespace: Option<String>,
    pub k8s_pod: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layer {
    pub index: u8,
    pub id: String,
    pub title: String,
    pub status: Status,
    pub duration_ms: u64,
    pub checks: Vec<Check>,
    /// A failed prerequisite `--only` pulled in (not asked for).
    pub prerequisite: bool,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Check {
    pub id: String,
    pub status: Status,
    pub summary: String,
    pub evidence: Vec<String>,
    pub hint: Option<Hint>,
    pub reason: Option<Reason>,
    pub explain: Option<String>,
    /// The check this one fails or warns only because of (src/cause.rs).
    pub caused_by: Option<String>,
}

/// The report's root cause: the first failure no other explains.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RootCause {
    pub check: String,
    pub summary: String,
    pub hint: Option<Hint>,
    pub explain: Option<String>,
    pub dependents: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hint {
    pub text: String,
    pub commands: Vec<String>,
}

/// Counts of checks by status: what the human report's last line says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub fail: usize,
    pub warn: usize,
    pub pass: usize,
    pub skip: usize,
}

impl Tally {
    /// The tally from the human report's summary line
    /// ("gpudoc found problems: 1 failed, 11 warnings, 13 passed, 4 skipped").
    pub fn from_human(text: &str) -> Tally {
        let line = text
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or_else(|| panic!("no summary line in:\n{text}"));
        let counts = line
            .split_once(": ")
            .map_or(line, |(_, c)| c)
            .split(", ")
            .map(|part| {
                let (n, word) = part
                    .trim()
                    .split_once(' ')
                    .unwrap_or_else(|| panic!("not a tally: {line}"));
                (word, n.parse::<usize>().unwrap())
            })
            .collect::<BTreeMap<_, _>>();
        let get = |words: &[&str]| {
            words
                .iter()
                .find_map(|w| counts.get(w).copied())
                .unwrap_or_else(|| panic!("no {words:?} in the tally: {line}"))
        };
        Tally {
            fail: get(&["failed"]),
            warn: get(&["warnings", "warning"]),
            pass: get(&["passed"]),
            skip: get(&["skipped"]),
        }
    }
}

impl Report {
    /// Every check, in layer order.
    pub fn checks(&self) -> impl Iterator<Item = &Check> {
        self.layers.iter().flat_map(|l| &l.checks)
    }

    /// Whether `facts` has the key `name` at all (null or not): the contract's slots.
    pub fn has_fact_slot(&self, name: &str) -> bool {
        self.json["facts"].get(name).is_some()
    }

    pub fn has_check(&self, id: &str) -> bool {
        self.checks().any(|c| c.id == id)
    }

    pub fn check(&self, id: &str) -> &Check {
        self.checks()
            .find(|c| c.id == id)
            .unwrap_or_else(|| panic!("no check {id} in {self}"))
    }

    pub fn layer(&self, id: &str) -> &Layer {
        self.layers
            .iter()
            .find(|l| l.id == id)
            .unwrap_or_else(|| panic!("no layer {id} in {self}"))
    }

    pub fn tally(&self) -> Tally {
        let mut t = Tally::default();
        for c in self.checks() {
            match c.status {
                Status::Pass => t.pass += 1,
                Status::Warn => t.warn += 1,
                Status::Fail => t.fail += 1,
                Status::Skip => t.skip += 1,
            }
        }
        t
    }

    /// The contract's invariants, checked on every decoded report: `exit_code` is the
    /// process's exit code, layers are titled and timed, check ids name their layer, and
    /// every failure carries a fix.
    pub fn assert_invariants(&self, process_exit_code: i32) {
        assert_eq!(
            self.exit_code, process_exit_code,
            "exit_code field equals the process exit code"
        );
        let ids = |s: Status| -> Vec<String> {
            self.checks()
                .filter(|c| c.status == s)
                .map(|c| c.id.clone())
                .collect()
        };
        assert_eq!(self.failed_checks, ids(Status::Fail), "failed_checks");
        assert_eq!(self.warned_checks, ids(Status::Warn), "warned_checks");
        assert!(self.fingerprint_hash.starts_with("sha256:"));
        for layer in &self.layers {
            assert!(!layer.title.is_empty() && layer.duration_ms < 60_000);
            for c in &layer.checks {
                assert!(c.id.starts_with(&format!("{}.", layer.id)), "{}", c.id);
                if c.status == Status::Fail {
                    let hint = c
                        .hint
                        .as_ref()
                        .unwrap_or_else(|| panic!("fail without a fix: {c:?}"));
                    assert!(!hint.text.is_empty(), "{c:?}");
                }
            }
        }
    }
}

/// The report as pretty JSON, for assertion messages.
impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#}", self.json)
    }
}

impl Check {
    /// The evidence lines joined with newlines.
    pub fn evidence_text(&self) -> String {
        self.evidence.join("\n")
    }

    /// The fix's commands (empty without a fix).
    pub fn commands(&self) -> &[String] {
        self.hint.as_ref().map_or(&[], |h| &h.commands)
    }

    /// The fix's text and commands, one per line (empty without a fix).
    pub fn hint_text(&self) -> String {
        self.hint.as_ref().map_or(String::new(), |h| {
            std::iter::once(h.text.as_str())
                .chain(h.commands.iter().map(String::as_str))
                .collect::<Vec<_>>()
                .join("\n")
        })
    }
}

// ------------------------------------------------------------------ facts (src/facts.rs)

#[derive(Debug, Deserialize)]
pub struct Facts {
    pub platform: PlatformFacts,
    pub driver: Option<DriverFacts>,
    pub gpus: Vec<GpuFacts>,
    pub nodes: Option<NodeFacts>,
    pub cuda_runtime: Option<LibraryFacts>,
    pub cudnn: Option<LibraryFacts>,
    pub cublas: Option<LibraryFacts>,
    pub libraries: Option<Vec<SonameFacts>>,
    pub python: Option<PythonFacts>,
    pub tensorflow: Option<FrameworkFacts>,
    pub pytorch: Option<FrameworkFacts>,
    pub jax: Option<FrameworkFacts>,
    pub visible_gpus: Option<u32>,
    pub stress: Option<StressFacts>,
    pub topology: Option<TopologyFacts>,
}

impl Facts {
    /// The libraries layer's record of one soname.
    pub fn soname(&self, name: &str) -> &SonameFacts {
        self.libraries
            .iter()
            .flatten()
            .find(|s| s.soname == name)
            .unwrap_or_else(|| panic!("no soname {name} in {:#?}", self.libraries))
    }
}

#[derive(Debug, Deserialize)]
pub struct PlatformFacts {
    pub os: String,
    pub distro: Option<String>,
    pub kernel: String,
    pub wsl: bool,
    pub container: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct DriverFacts {
    pub version: String,
    pub cuda_version: Option<String>,
    pub kernel_module_version: Option<String>,
    pub nvml_library: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct GpuFacts {
    pub index: u32,
    pub name: String,
    pub uuid: String,
    pub compute_capability: Option<String>,
    pub memory_total_mib: Option<u64>,
    pub memory_used_mib: Option<u64>,
    pub processes: Vec<GpuProcess>,
    pub pci_bus_id: Option<String>,
    pub compute_mode: Option<String>,
    pub mig_mode: Option<String>,
    pub ecc_mode: Option<String>,
    pub persistence_mode: Option<String>,
    pub vbios_version: Option<String>,
    pub mig_devices: Vec<MigDeviceFacts>,
    pub nvlinks: Vec<NvLinkFacts>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MigDeviceFacts {
    pub index: u32,
    pub uuid: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NvLinkFacts {
    pub link: u32,
    pub active: bool,
    pub version: Option<u32>,
    pub remote_pci_bus_id: Option<String>,
}

/// `facts.topology` (src/facts.rs; docs/topology.md).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TopologyFacts {
    pub gpu_count: u32,
    pub note: Option<String>,
    pub pairs: Vec<GpuPairFacts>,
    pub cuda: Option<CudaViewFacts>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GpuPairFacts {
    pub a: u32,
    pub b: u32,
    pub common_ancestor: Option<String>,
    pub nvlink_links: u32,
    pub nvlink_links_down: u32,
    pub nvswitch: bool,
    pub nvlink_version: Option<u32>,
    pub p2p_read: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CudaViewFacts {
    pub library: String,
    pub device_order: Option<String>,
    pub visible_devices: Option<String>,
    pub devices: Vec<CudaDeviceFacts>,
    pub peers: Vec<CudaPeerFacts>,
    pub error: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CudaDeviceFacts {
    pub cuda_index: u32,
    pub pci_bus_id: Option<String>,
    pub nvml_index: Option<u32>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CudaPeerFacts {
    pub from: u32,
    pub to: u32,
    pub can_access: Option<bool>,
}

#[derive(Debug, Deserialize)]
pub struct GpuProcess {
    pub pid: u32,
    pub used_mib: Option<u64>,
}

#[derive(Debug, Deserialize)]
pub struct NodeFacts {
    pub kernel_module_version: Option<String>,
    pub proc_gpus: Vec<String>,
    pub devices: Vec<DeviceNode>,
}

#[derive(Debug, Deserialize)]
pub struct DeviceNode {
    pub path: String,
    pub kind: String,
    pub mode: Option<String>,
    pub readable: bool,
    pub writable: bool,
}

#[derive(Debug, Deserialize)]
pub struct PythonFacts {
    pub version: String,
    pub implementation: String,
    pub executable: String,
    pub prefix: String,
    pub base_prefix: String,
    pub environment: String,
    pub conda_prefix: Option<String>,
    pub pointer_bits: u32,
    pub soabi: Option<String>,
    pub platform_tag: String,
    pub machine: String,
    pub glibc: Option<String>,
    pub site_packages: Vec<String>,
    pub frameworks: Vec<Distribution>,
    pub nvidia_packages: Vec<Distribution>,
    pub modules: BTreeMap<String, Option<String>>,
    pub cpu_features: Option<Vec<String>>,
}

#[derive(Debug, Deserialize)]
pub struct Distribution {
    pub name: String,
    pub version: String,
    pub location: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct FrameworkFacts {
    pub version: String,
    pub cuda_version: Option<String>,
    pub cudnn_version: Option<String>,
    pub is_cuda_build: bool,
    pub compute_capabilities: Vec<String>,
    pub is_tensorrt_build: Option<bool>,
    pub jaxlib_version: Option<String>,
    pub cuda_plugin: Option<String>,
    pub gpus: Vec<FrameworkGpu>,
    pub device_error: Option<String>,
    pub mapped_libraries: Vec<String>,
    pub log: Vec<LogFinding>,
}

#[derive(Debug, Deserialize)]
pub struct FrameworkGpu {
    pub name: String,
    pub compute_capability: Option<String>,
    pub memory_total_mib: Option<u64>,
}

#[derive(Debug, Deserialize)]
pub struct LogFinding {
    pub kind: String,
    pub benign: bool,
    pub line: String,
    pub explain: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct LibraryFacts {
    pub version: Option<String>,
    pub path: String,
    pub found_via: String,
    pub shadowed: Vec<ShadowedLibrary>,
}

#[derive(Debug, Deserialize)]
pub struct ShadowedLibrary {
    pub path: String,
    pub version: Option<String>,
    pub found_via: String,
}

#[derive(Debug, Deserialize)]
pub struct SonameFacts {
    pub soname: String,
    pub consumer: String,
    pub winner: Option<WinnerFacts>,
    pub candidates: Vec<CandidateFacts>,
}

impl SonameFacts {
    /// Every candidate's note, one per line.
    pub fn candidate_notes(&self) -> String {
        self.candidates
            .iter()
            .filter_map(|c| c.note.as_deref())
            .collect::<Vec<_>>()
            .join("\n")
    }
}

#[derive(Debug, Deserialize)]
pub struct WinnerFacts {
    pub path: String,
    pub found_via: String,
    pub version: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct CandidateFacts {
    pub path: String,
    pub location: String,
    pub version: Option<String>,
    pub on_loader_path: bool,
    pub note: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct StressFacts {
    pub cudart: String,
    pub cublas: String,
    pub cudart_version: Option<String>,
    pub gpus: Vec<StressGpu>,
    pub peers: Vec<StressPeer>,
    pub nccl: Option<StressNccl>,
}

#[derive(Debug, Deserialize)]
pub struct StressPeer {
    pub src: u32,
    pub dst: u32,
    pub p2p: bool,
    pub link: Option<String>,
    pub nvlink_links: Option<u32>,
    pub nvlink_version: Option<u32>,
    pub bytes: u64,
    pub gbps: Option<f64>,
    pub latency_us: Option<f64>,
    pub wrong_bytes: u64,
    pub error: Option<StressError>,
}

#[derive(Debug, Deserialize)]
pub struct StressNccl {
    pub library: Option<String>,
    pub found_via: Option<String>,
    pub version: Option<String>,
    pub gpus: Vec<u32>,
    pub elements: u64,
    pub wrong: u64,
    pub wrong_example: Option<String>,
    pub iterations: u32,
    pub ms: Option<f64>,
    pub busbw_gbps: Option<f64>,
    pub skipped: Option<String>,
    pub error: Option<StressError>,
    pub log: Vec<String>,
}

#[derive(Debug, Deserialize)]
pub struct StressGpu {
    pub index: u32,
    pub name: String,
    pub pci_bus_id: Option<String>,
    pub compute_capability: Option<String>,
    pub n: Option<u32>,
    pub free_mib: Option<u64>,
    pub total_mib: Option<u64>,
    pub seed: u64,
    pub dtypes: Vec<StressDtypeResult>,
    pub skipped_dtypes: Vec<StressSkipped>,
    pub h2d_gbps: Option<f64>,
    pub d2h_gbps: Option<f64>,
    pub telemetry: Option<StressTelemetry>,
    pub warnings: Vec<String>,
    pub error: Option<StressError>,
}

impl StressGpu {
    /// The data types run, in order.
    pub fn dtype_names(&self) -> Vec<&str> {
        self.dtypes.iter().map(|d| d.dtype.as_str()).collect()
    }
}

#[derive(Debug, Deserialize)]
pub struct StressDtypeResult {
    pub dtype: String,
    pub tflops: f64,
    pub tflops_min: f64,
    pub tflops_max: f64,
    pub gemms: u64,
    pub seconds: f64,
    pub verified: u32,
    pub mismatches: u64,
    pub mismatches_exact: bool,
    pub mismatch_examples: Vec<StressMismatch>,
}

#[derive(Debug, Deserialize)]
pub struct StressSkipped {
    pub dtype: String,
    pub why: String,
}

#[derive(Debug, Deserialize)]
pub struct StressMismatch {
    pub row: u32,
    pub col: u32,
    pub got: f64,
    pub want: f64,
}

#[derive(Debug, Deserialize)]
pub struct StressError {
    pub stage: String,
    pub name: String,
    pub message: String,
}

#[derive(Debug, Deserialize)]
pub struct StressTelemetry {
    pub samples: u32,
    pub sm_clock_mhz_min: Option<u32>,
    pub sm_clock_mhz_median: Option<u32>,
    pub sm_clock_mhz_max: Option<u32>,
    pub temperature_c_max: Option<u32>,
    pub power_w_max: Option<f64>,
    pub power_limit_w: Option<f64>,
    pub throttle_reasons: Vec<String>,
    pub pcie_gen: Option<u32>,
    pub pcie_gen_max: Option<u32>,
    pub pcie_width: Option<u32>,
    pub pcie_width_max: Option<u32>,
    pub notes: Vec<String>,
}
