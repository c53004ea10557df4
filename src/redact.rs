//! `--redact`: a pass over a finished report (or a stress answer) that replaces what
//! identifies a machine or a person before anything is rendered, so the text and JSON can be
//! pasted into a ticket or a public issue.
//!
//! What is replaced, in every string of the report (summaries, evidence, hints and their
//! commands, facts):
//! - GPU and MIG UUIDs (`GPU-…`, `MIG-…`, prefixes of them too) → `<gpu-uuid-1>`, `<mig-uuid-1>`;
//!   PCI bus ids (`0000:00:06.0`, `00000000:00:06.0`) → `<pci-bus-id-1>`; serial numbers
//!   (fact fields named `serial`, and `Serial Number: …` text) → `<serial-1>`. The same value
//!   gets the same placeholder throughout one report (a bus id in either domain width, a
//!   UUID and a prefix of it), numbered in the order GPUs are listed.
//! - The node name, hostname and boot id → a keyed hash (`node-3fa2b1c4d5e6`, `host-…`,
//!   `boot-…`): HMAC-SHA256 with the site key (`--redact-key` / `GPUDOC_REDACT_KEY`, else
//!   [`DEFAULT_KEY`]), cut to 48 bits. The same node gets the same id in every report made
//!   with the same key, so `gpudoc fleet` still folds and de-duplicates redacted reports and
//!   `gpudoc diff` still compares them; without a site key anyone can test a guessed name
//!   against the id.
//! - The home directory → `~` (so `~/venv/bin/pip install …` still works as pasted), other
//!   `/home/NAME` and `/Users/NAME` → `/home/<user>`, the user name → `<user>` (not `root`).
//! - Values of environment variables whose names look like secrets ([`looks_secret`]) →
//!   `<secret:NAME>`; `NAME=value` assignments with such names, `Bearer` tokens, passwords
//!   in URLs and well-known token shapes (`hf_…`, `ghp_…`, `AKIA…`) → `<secret>`.
//!
//! What is kept: versions, GPU models, counts, library paths outside home directories,
//! check ids, verdicts, times, scheduler job ids, `--label` values.
//!
//! The fingerprint is recomputed from the redacted facts: no key ever carries a
//! per-report placeholder (numbered ones are made unnumbered there), and the path keys
//! (`python.executable`, `*.path`) keep home paths as `~/…`, the same on every node whose
//! user keeps the same layout. Redacted reports therefore fold with redacted reports; a
//! redacted and a plain report of one node can differ in those path keys.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::{Captures, Regex};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::facts::{Facts, StressFacts};
use crate::fingerprint;
use crate::host::Host;
use crate::report::{Check, Report};

/// The key used when no site key is given: ids are then stable but anyone can test a guess.
pub const DEFAULT_KEY: &str = "gpudoc-redact-v1";

/// The site key given (`--redact-key` / `GPUDOC_REDACT_KEY`), else [`DEFAULT_KEY`].
pub fn site_key(given: Option<&str>) -> &str {
    given.filter(|k| !k.is_empty()).unwrap_or(DEFAULT_KEY)
}

/// What identifies this machine and its user, observed by `probe::host::identifiers`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Identifiers {
    /// The report's node name (SLURMD_NODENAME, NODE_NAME or the short hostname).
    pub node_name: String,
    /// The kernel's hostname, possibly fully qualified.
    pub hostname: String,
    pub boot_id: Option<String>,
    pub user: Option<String>,
    pub home: Option<String>,
    /// (name, value) of the environment variables that look like secrets.
    pub secrets: Vec<(String, String)>,
}

/// Whether an environment variable's name says its value is a secret.
pub fn looks_secret(name: &str) -> bool {
    let upper = name.to_ascii_uppercase();
    [
        "TOKEN",
        "SECRET",
        "PASSWORD",
        "PASSWD",
        "KEY",
        "CREDENTIAL",
        "AUTH",
    ]
    .iter()
    .any(|w| upper.contains(w))
}

/// Values too short or too common to be worth hiding (they would blot out ordinary words).
fn secret_value_worth_hiding(value: &str) -> bool {
    let v = value.trim();
    v.chars().count() >= 4
        && ![
            "true", "false", "none", "null", "auto", "basic", "default", "enabled", "disabled",
        ]
        .iter()
        .any(|w| v.eq_ignore_ascii_case(w))
}

/// HMAC-SHA256 (RFC 2104) over `msg`.
pub fn hmac_sha256(key: &[u8], msg: &[u8]) -> [u8; 32] {
    let mut block = [0u8; 64];
    if key.len() > block.len() {
        block[..32].copy_from_slice(&Sha256::digest(key));
    } else {
        block[..key.len()].copy_from_slice(key);
    }
    let mut inner = Sha256::new();
    inner.update(block.map(|b| b ^ 0x36));
    inner.update(msg);
    let mut outer = Sha256::new();
    outer.update(block.map(|b| b ^ 0x5c));
    outer.update(inner.finalize());
    outer.finalize().into()
}

/// `<kind>-<12 hex digits>`: the keyed id of one identifying value. The kind takes part in
/// the hash, so a hostname and a boot id that happen to be equal get unrelated ids.
pub fn keyed_id(key: &str, kind: &str, value: &str) -> String {
    let mut msg = Vec::with_capacity(kind.len() + 1 + value.len());
    msg.extend_from_slice(kind.as_bytes());
    msg.push(0);
    msg.extend_from_slice(value.as_bytes());
    let mac = hmac_sha256(key.as_bytes(), &msg);
    let hex: String = mac.iter().take(6).map(|b| format!("{b:02x}")).collect();
    format!("{kind}-{hex}")
}

/// A node name as a redacted report names it.
pub fn node_id(key: &str, node_name: &str) -> String {
    keyed_id(key, "node", node_name)
}

/// The kinds of value that get numbered placeholders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    GpuUuid,
    MigUuid,
    BusId,
    Serial,
}

impl Kind {
    fn label(self) -> &'static str {
        match self {
            Kind::GpuUuid => "gpu-uuid",
            Kind::MigUuid => "mig-uuid",
            Kind::BusId => "pci-bus-id",
            Kind::Serial => "serial",
        }
    }

    /// The form two spellings of one value share: bus ids without the domain's width and
    /// case, UUIDs without case.
    fn normal(self, raw: &str) -> String {
        let lower = raw.trim().to_ascii_lowercase();
        if self == Kind::BusId
            && let Some((domain, rest)) = lower.split_once(':')
            && let Ok(d) = u32::from_str_radix(domain, 16)
        {
            return format!("{d:04x}:{rest}");
        }
        lower
    }
}

fn re(pattern: &str) -> Regex {
    Regex::new(pattern).expect("a valid built-in pattern")
}

static UUID: LazyLock<Regex> = LazyLock::new(|| {
    re(r"\b(?:MIG-(?:GPU-)?|GPU-)[0-9a-fA-F]{4,8}(?:-[0-9a-fA-F]{1,12})*(?:/\d+/\d+)?\b")
});
static BUS_ID: LazyLock<Regex> = LazyLock::new(|| {
    re(r"\b(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{4}):[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]\b")
});
static SERIAL: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)(\bserial(?:[ _-]?(?:number|no\.?))?\s*[:=]\s*)([A-Za-z0-9][A-Za-z0-9-]{3,})")
});
static ASSIGNMENT: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r#"\b([A-Z][A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|KEY|CREDENTIAL|AUTH)[A-Z0-9_]*)(\s*[=:]\s*)("[^"]*"|'[^']*'|[^\s"',;<][^\s"',;]*)"#,
    )
});
static BEARER: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)\b(bearer)(\s+)[A-Za-z0-9._~+/=-]{16,}"));
static URL_CREDENTIALS: LazyLock<Regex> =
    LazyLock::new(|| re(r"\b([a-zA-Z][a-zA-Z0-9+.-]*://)[^/\s:@]+:[^/\s@]+@"));
static TOKEN_SHAPES: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"\b(?:hf_[A-Za-z0-9]{20,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|AKIA[0-9A-Z]{16}|xox[abpr]-[A-Za-z0-9-]{10,}|sk-[A-Za-z0-9_-]{20,})\b",
    )
});
static OTHER_HOME: LazyLock<Regex> = LazyLock::new(|| re(r"(/home|/Users)/([^/<\s:;'\x22,]+)"));
static NUMBERED: LazyLock<Regex> =
    LazyLock::new(|| re(r"<(gpu-uuid|mig-uuid|pci-bus-id|serial)-\d+>"));

/// Characters that continue a name: a literal only matches where its neighbours are none.
/// A hyphen separates (a pod `job-gpu017-x` names node gpu017), so a hostname that is also
/// an ordinary word is hidden in hyphenated words too: redaction errs on hiding.
fn word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The redaction of one report: stateful, so that one value keeps one placeholder.
pub struct Redactor {
    key: String,
    /// (literal, replacement), replaced in one left-to-right pass, longest first.
    literals: Vec<(String, String)>,
    /// Secret values, replaced before anything else.
    secrets: Vec<(String, String)>,
    numbered: BTreeMap<(Kind, String), String>,
    counts: BTreeMap<Kind, usize>,
}

impl Redactor {
    /// A redactor for this machine; `key` is the site key (`None`: [`DEFAULT_KEY`]).
    pub fn new(key: Option<&str>, ids: &Identifiers) -> Redactor {
        let key = site_key(key).to_string();
        let mut literals: Vec<(String, String)> = Vec::new();
        let node = node_id(&key, &ids.node_name);
        let host = ids.hostname.trim();
        let short = host.split('.').next().unwrap_or("");
        let host_id = if short == ids.node_name {
            node.clone()
        } else {
            keyed_id(&key, "host", host)
        };
        for (lit, with) in [
            (ids.node_name.as_str(), node.clone()),
            (host, host_id.clone()),
            (short, host_id),
        ] {
            if !lit.is_empty() {
                literals.push((lit.to_string(), with));
            }
        }
        if let Some(boot) = ids.boot_id.as_deref().filter(|b| !b.is_empty()) {
            literals.push((boot.to_string(), keyed_id(&key, "boot", boot)));
        }
        if let Some(h) = ids
            .home
            .as_deref()
            .map(|h| h.trim_end_matches('/'))
            .filter(|h| h.len() > 1 && *h != "/root")
        {
            literals.push((h.to_string(), "~".to_string()));
        }
        if let Some(u) = ids
            .user
            .as_deref()
            .filter(|u| !u.is_empty() && *u != "root")
        {
            literals.push((u.to_string(), "<user>".to_string()));
        }
        let mut secrets: Vec<(String, String)> = ids
            .secrets
            .iter()
            .filter(|(_, v)| secret_value_worth_hiding(v))
            .map(|(k, v)| (v.trim().to_string(), format!("<secret:{k}>")))
            .collect();
        secrets.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then_with(|| a.0.cmp(&b.0)));
        let mut r = Redactor {
            key,
            literals,
            secrets,
            numbered: BTreeMap::new(),
            counts: BTreeMap::new(),
        };
        r.sort_literals();
        r
    }

    fn sort_literals(&mut self) {
        self.literals
            .sort_by(|a, b| b.0.len().cmp(&a.0.len()).then_with(|| a.0.cmp(&b.0)));
        self.literals.dedup_by(|a, b| a.0 == b.0);
    }

    /// The placeholder of one value of `kind`, numbering it on first sight. A UUID prefix
    /// (as `CUDA_VISIBLE_DEVICES` allows) gets the placeholder of the UUID it starts.
    fn placeholder(&mut self, kind: Kind, raw: &str) -> String {
        let norm = kind.normal(raw);
        if let Some(p) = self.numbered.get(&(kind, norm.clone())) {
            return p.clone();
        }
        if matches!(kind, Kind::GpuUuid | Kind::MigUuid)
            && let Some(p) = self
                .numbered
                .iter()
                .find(|((k, v), _)| *k == kind && v.starts_with(&norm))
                .map(|(_, p)| p.clone())
        {
            return p;
        }
        let n = self.counts.entry(kind).or_insert(0);
        *n += 1;
        let p = format!("<{}-{n}>", kind.label());
        self.numbered.insert((kind, norm), p.clone());
        p
    }

    /// Number a value known from the facts (in the order the facts list GPUs), and replace
    /// its literal spelling everywhere (a serial has no shape a pattern could find).
    fn seed(&mut self, kind: Kind, raw: &str) {
        let raw = raw.trim();
        if raw.len() < 4 {
            return;
        }
        let p = self.placeholder(kind, raw);
        self.literals.push((raw.to_string(), p));
    }

    /// Seed from every field of `value` whose name says what it holds.
    fn seed_from(&mut self, value: &Value) {
        match value {
            Value::Object(map) => {
                for (k, v) in map {
                    let kind = match k.as_str() {
                        "uuid" | "gpu_uuid" | "mig_uuid" => Some(Kind::GpuUuid),
                        "serial" | "serial_number" | "board_serial" => Some(Kind::Serial),
                        "pci_bus_id" | "bus_id" | "proc_gpus" => Some(Kind::BusId),
                        _ => None,
                    };
                    let strings: Vec<&str> = match v {
                        Value::String(s) => vec![s.as_str()],
                        Value::Array(a) => a.iter().filter_map(Value::as_str).collect(),
                        _ => Vec::new(),
                    };
                    match kind {
                        Some(kind) => {
                            for s in strings {
                                let kind = if kind == Kind::GpuUuid
                                    && s.trim().to_ascii_uppercase().starts_with("MIG-")
                                {
                                    Kind::MigUuid
                                } else {
                                    kind
                                };
                                self.seed(kind, s);
                            }
                        }
                        None => self.seed_from(v),
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|v| self.seed_from(v)),
            _ => {}
        }
    }

    /// One string, redacted.
    pub fn text(&mut self, text: &str) -> String {
        let mut s = text.to_string();
        for (value, with) in &self.secrets {
            if s.contains(value.as_str()) {
                s = s.replace(value.as_str(), with);
            }
        }
        s = URL_CREDENTIALS.replace_all(&s, "$1<secret>@").into_owned();
        s = ASSIGNMENT.replace_all(&s, "$1$2<secret>").into_owned();
        s = BEARER.replace_all(&s, "$1$2<secret>").into_owned();
        s = TOKEN_SHAPES.replace_all(&s, "<secret>").into_owned();
        s = self.numbered_pass(&s, &UUID, |m| {
            if m.to_ascii_uppercase().starts_with("MIG-") {
                Kind::MigUuid
            } else {
                Kind::GpuUuid
            }
        });
        s = self.numbered_pass(&s, &BUS_ID, |_| Kind::BusId);
        if SERIAL.is_match(&s) {
            let mut out = String::with_capacity(s.len());
            let mut last = 0;
            for c in SERIAL.captures_iter(&s) {
                let (all, value) = (c.get(0).unwrap(), c.get(2).unwrap());
                out.push_str(&s[last..value.start()]);
                out.push_str(&self.placeholder(Kind::Serial, value.as_str()));
                last = all.end();
            }
            out.push_str(&s[last..]);
            s = out;
        }
        s = self.literal_pass(&s);
        OTHER_HOME
            .replace_all(&s, |c: &Captures| format!("{}/<user>", &c[1]))
            .into_owned()
    }

    fn numbered_pass(&mut self, s: &str, pattern: &Regex, kind: impl Fn(&str) -> Kind) -> String {
        if !pattern.is_match(s) {
            return s.to_string();
        }
        let mut out = String::with_capacity(s.len());
        let mut last = 0;
        for m in pattern.find_iter(s) {
            out.push_str(&s[last..m.start()]);
            out.push_str(&self.placeholder(kind(m.as_str()), m.as_str()));
            last = m.end();
        }
        out.push_str(&s[last..]);
        out
    }

    /// Replace every literal where it stands as a whole name, in one pass: what a
    /// replacement wrote, and placeholders (`<…>`) already in the text, are never looked
    /// at again.
    fn literal_pass(&self, s: &str) -> String {
        if !self.literals.iter().any(|(l, _)| s.contains(l.as_str())) {
            return s.to_string();
        }
        let mut out = String::with_capacity(s.len());
        let mut i = 0;
        while i < s.len() {
            let rest = &s[i..];
            if rest.starts_with('<')
                && let Some(end) = rest[1..].find('>')
                && rest[1..=end]
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':'))
            {
                out.push_str(&rest[..end + 2]);
                i += end + 2;
                continue;
            }
            let before = s[..i].chars().next_back();
            let hit = self.literals.iter().find(|(lit, _)| {
                rest.starts_with(lit.as_str()) && {
                    let first = lit.chars().next().is_some_and(|c| word(c) || c == '/');
                    let last = lit.chars().next_back().is_some_and(word);
                    let after = rest[lit.len()..].chars().next();
                    let glued =
                        (first && before.is_some_and(word)) || (last && after.is_some_and(word));
                    !glued
                }
            });
            match hit {
                Some((lit, with)) => {
                    out.push_str(with);
                    i += lit.len();
                }
                None => {
                    let c = rest.chars().next().expect("not at the end");
                    out.push(c);
                    i += c.len_utf8();
                }
            }
        }
        out
    }

    /// Redact every string of a serialisable value (field names are kept).
    fn value(&mut self, v: &mut Value) {
        match v {
            Value::String(s) => *s = self.text(s),
            Value::Array(items) => items.iter_mut().for_each(|x| self.value(x)),
            Value::Object(map) => map.values_mut().for_each(|x| self.value(x)),
            _ => {}
        }
    }

    /// Redact checks (summary, evidence, hint and its commands).
    pub fn checks(&mut self, checks: &mut [Check]) {
        for c in checks {
            c.summary = self.text(&c.summary);
            for e in &mut c.evidence {
                *e = self.text(e);
            }
            if let Some(h) = &mut c.hint {
                h.text = self.text(&h.text);
                for cmd in &mut h.commands {
                    *cmd = self.text(cmd);
                }
            }
        }
    }

    /// Redact the stress results (typed: see [`Redactor::report`]).
    pub fn stress(&mut self, s: &mut StressFacts) {
        for g in &s.gpus {
            if let Some(bus) = &g.pci_bus_id {
                self.seed(Kind::BusId, bus);
            }
        }
        self.sort_literals();
        s.cudart = self.text(&s.cudart);
        s.cublas = self.text(&s.cublas);
        for g in &mut s.gpus {
            g.name = self.text(&g.name);
            g.pci_bus_id = g.pci_bus_id.as_deref().map(|b| self.text(b));
            for w in &mut g.warnings {
                *w = self.text(w);
            }
            for k in &mut g.skipped_dtypes {
                k.why = self.text(&k.why);
            }
            if let Some(e) = &mut g.error {
                e.stage = self.text(&e.stage);
                e.message = self.text(&e.message);
            }
            if let Some(t) = &mut g.telemetry {
                for n in &mut t.notes {
                    *n = self.text(n);
                }
            }
        }
    }

    /// The host block: names become keyed ids; the pod, namespace and cluster names are text
    /// like any other (a namespace often carries a user name).
    fn host(&mut self, h: &mut Host) {
        let short = h.hostname.split('.').next().unwrap_or("");
        h.hostname = if h.hostname.is_empty() {
            String::new()
        } else if short == h.node_name {
            node_id(&self.key, &h.node_name)
        } else {
            keyed_id(&self.key, "host", &h.hostname)
        };
        h.node_name = node_id(&self.key, &h.node_name);
        h.boot_id = h.boot_id.take().map(|b| keyed_id(&self.key, "boot", &b));
        let ctx = &mut h.context;
        for field in [
            &mut ctx.k8s_pod,
            &mut ctx.k8s_namespace,
            &mut ctx.slurm_cluster,
        ] {
            *field = field.take().map(|v| self.text(&v));
        }
    }

    /// Redact a whole check report in place and recompute its fingerprint from the redacted
    /// facts. Sets `redacted`.
    pub fn report(&mut self, r: &mut Report) -> Result<(), String> {
        // Every fact through its JSON form, so that facts added later are covered too; the
        // stress results stay typed (their floats may be NaN, which JSON cannot carry back).
        // Should the rest not read back, the error stops the run: nothing unredacted is shown.
        let stress = r.facts.stress.take();
        let mut v = serde_json::to_value(&r.facts).map_err(|e| e.to_string())?;
        self.seed_from(&v);
        self.sort_literals();
        self.value(&mut v);
        let mut facts: Facts =
            serde_json::from_value(v).map_err(|e| format!("cannot redact the facts: {e}"))?;
        facts.stress = stress.map(|mut s| {
            self.stress(&mut s);
            s
        });
        r.facts = facts;
        for l in &mut r.layers {
            self.checks(&mut l.checks);
        }
        if let Some(h) = &mut r.host {
            self.host(h);
        }
        // The root cause quotes a check: take it again from the redacted checks.
        if r.root_cause.is_some() {
            r.root_cause = crate::report::root_cause(&r.layers);
        }
        r.fingerprint = stable_fingerprint(fingerprint::fingerprint(&r.facts));
        r.fingerprint_hash = fingerprint::hash(&r.fingerprint);
        r.redacted = true;
        Ok(())
    }
}

/// A fingerprint whose values carry no per-report numbering (`<gpu-uuid-1>` → `<gpu-uuid>`),
/// so that equal stacks on different nodes stay equal.
fn stable_fingerprint(mut f: fingerprint::Fingerprint) -> fingerprint::Fingerprint {
    for v in f.values_mut().flatten() {
        if NUMBERED.is_match(v) {
            *v = NUMBERED.replace_all(v, "<$1>").into_owned();
        }
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::{DriverFacts, Facts, GpuFacts, NodeFacts, PythonFacts, StressGpu};
    use crate::report::{Hint, LayerReport, Status};

    fn ids() -> Identifiers {
        Identifiers {
            node_name: "gpu017".into(),
            hostname: "gpu017.cluster.example.org".into(),
            boot_id: Some("5b3c1a2e-9f4d-4b8e-a1c2-0d9e8f7a6b5c".into()),
            user: Some("alice".into()),
            home: Some("/home/alice".into()),
            secrets: vec![
                (
                    "HF_TOKEN".into(),
                    "hf_abcdefghijklmnopqrstuvwxyz012345".into(),
                ),
                ("USE_AUTH".into(), "true".into()),
            ],
        }
    }

    fn redactor() -> Redactor {
        Redactor::new(None, &ids())
    }

    #[test]
    fn hmac_matches_rfc_4231() {
        let mac = hmac_sha256(b"Jefe", b"what do ya want for nothing?");
        let hex: String = mac.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(
            hex,
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
        let long = hmac_sha256(
            &[0xaa; 131],
            b"Test Using Larger Than Block-Size Key - Hash Key First",
        );
        assert_eq!(long[..4], [0x60, 0xe4, 0x31, 0x59]);
    }

    #[test]
    fn node_ids_are_stable_keyed_and_short() {
        let a = node_id(DEFAULT_KEY, "gpu017");
        assert_eq!(a, node_id(DEFAULT_KEY, "gpu017"));
        assert_ne!(a, node_id(DEFAULT_KEY, "gpu018"));
        assert_ne!(a, node_id("site-key", "gpu017"));
        assert!(a.starts_with("node-") && a.len() == 5 + 12, "{a}");
        assert_ne!(keyed_id("k", "node", "x"), keyed_id("k", "boot", "x"));
    }

    #[test]
    fn gpu_uuids_and_mig_uuids_get_numbered_placeholders() {
        let mut r = redactor();
        let u0 = "GPU-76cf385e-ca0d-8aad-0d24-6c25964377c0";
        let u1 = "GPU-76cf385e-ca0d-8aad-0d24-6c25964377c1";
        assert_eq!(r.text(&format!("GPU 0: {u0}")), "GPU 0: <gpu-uuid-1>");
        assert_eq!(
            r.text(&format!("{u1}, then {u0}")),
            "<gpu-uuid-2>, then <gpu-uuid-1>"
        );
        // Any case, and a prefix as CUDA_VISIBLE_DEVICES allows, is the same GPU.
        assert_eq!(r.text(&u1.to_uppercase()), "<gpu-uuid-2>");
        assert_eq!(
            r.text("CUDA_VISIBLE_DEVICES=\"GPU-76cf385e-ca0d-8aad-0d24-6c25964377c1,0\""),
            "CUDA_VISIBLE_DEVICES=\"<gpu-uuid-2>,0\""
        );
        assert_eq!(
            r.text("MIG-GPU-76cf385e-ca0d-8aad-0d24-6c25964377c0/1/0 and MIG-4f8a1b2c-1111-2222-3333-444455556666"),
            "<mig-uuid-1> and <mig-uuid-2>"
        );
        // Words that merely start like one are left alone.
        assert_eq!(r.text("GPU-accelerated GPU-0"), "GPU-accelerated GPU-0");
    }

    #[test]
    fn bus_ids_in_either_domain_width_are_one_placeholder() {
        let mut r = redactor();
        assert_eq!(
            r.text("/proc/driver/nvidia/gpus/0000:00:06.0/information"),
            "/proc/driver/nvidia/gpus/<pci-bus-id-1>/information"
        );
        assert_eq!(
            r.text("00000000:00:06.0 and 00000000:1B:00.0"),
            "<pci-bus-id-1> and <pci-bus-id-2>"
        );
        assert_eq!(r.text("0000:1b:00.0"), "<pci-bus-id-2>");
        assert_eq!(r.text("at 17:00:00.5"), "at 17:00:00.5");
    }

    #[test]
    fn serials_by_field_and_by_label() {
        let mut r = redactor();
        let facts = serde_json::json!({"gpus": [{"serial": "1654922003115", "uuid": "GPU-x"}]});
        r.seed_from(&facts);
        r.sort_literals();
        assert_eq!(
            r.text("board 1654922003115 failed"),
            "board <serial-1> failed"
        );
        assert_eq!(
            r.text("Serial Number : 1320123456789"),
            "Serial Number : <serial-2>"
        );
        assert_eq!(r.text("serial=1654922003115"), "serial=<serial-1>");
    }

    #[test]
    fn node_hostname_and_boot_id_become_keyed_ids() {
        let mut r = redactor();
        let node = node_id(DEFAULT_KEY, "gpu017");
        assert_eq!(r.text("on gpu017."), format!("on {node}."));
        assert_eq!(
            r.text("gpu017.cluster.example.org refused"),
            format!("{node} refused")
        );
        // Only whole names: a longer name that starts the same is another node.
        assert_eq!(r.text("gpu0171 and xgpu017"), "gpu0171 and xgpu017");
        let boot = r.text("boot 5b3c1a2e-9f4d-4b8e-a1c2-0d9e8f7a6b5c");
        assert!(
            boot.starts_with("boot boot-") && !boot.contains("5b3c1a2e"),
            "{boot}"
        );

        let mut host = Host {
            node_name: "gpu017".into(),
            hostname: "gpu017.cluster.example.org".into(),
            boot_id: Some("5b3c1a2e-9f4d-4b8e-a1c2-0d9e8f7a6b5c".into()),
            ..Host::default()
        };
        host.context.k8s_pod = Some("job-gpu017-alice".into());
        r.host(&mut host);
        assert_eq!(host.node_name, node);
        assert_eq!(host.hostname, node);
        assert!(host.boot_id.as_deref().unwrap().starts_with("boot-"));
        assert_eq!(
            host.context.k8s_pod.as_deref(),
            Some(format!("job-{node}-<user>").as_str())
        );
    }

    #[test]
    fn home_and_user_names() {
        let mut r = redactor();
        assert_eq!(
            r.text("/home/alice/venv/bin/python -m pip install torch"),
            "~/venv/bin/python -m pip install torch"
        );
        assert_eq!(r.text("/home/alice"), "~");
        assert_eq!(r.text("/home/alicex/lib"), "/home/<user>/lib");
        assert_eq!(
            r.text("/home/bob/.local/lib and /Users/carol/x"),
            "/home/<user>/.local/lib and /Users/<user>/x"
        );
        assert_eq!(r.text("/nfs/home/alice/x"), "/nfs/home/<user>/x");
        assert_eq!(
            r.text("/scratch/alice/env owned by alice"),
            "/scratch/<user>/env owned by <user>"
        );
        assert_eq!(r.text("malice and alice_2"), "malice and alice_2");
        // root is not a person, and its home is no secret.
        let mut root = Redactor::new(
            None,
            &Identifiers {
                user: Some("root".into()),
                home: Some("/root".into()),
                ..Identifiers::default()
            },
        );
        assert_eq!(
            root.text("run as root: /root/venv"),
            "run as root: /root/venv"
        );
    }

    #[test]
    fn secrets_by_variable_assignment_url_and_shape() {
        let mut r = redactor();
        assert_eq!(
            r.text("token hf_abcdefghijklmnopqrstuvwxyz012345 rejected"),
            "token <secret:HF_TOKEN> rejected"
        );
        // A variable whose value is a common word does not blot the word out.
        assert_eq!(r.text("true"), "true");
        assert_eq!(
            r.text("export WANDB_API_KEY=0123456789abcdef AWS_SECRET_ACCESS_KEY='x/y+z'"),
            "export WANDB_API_KEY=<secret> AWS_SECRET_ACCESS_KEY=<secret>"
        );
        assert_eq!(
            r.text("pip install --index-url https://bob:s3cr3t@pypi.example.org/simple x"),
            "pip install --index-url https://<secret>@pypi.example.org/simple x"
        );
        assert_eq!(
            r.text("Authorization: Bearer abcdefghijklmnopqrstuvwx"),
            "Authorization: Bearer <secret>"
        );
        assert_eq!(r.text("key AKIAABCDEFGHIJKLMNOP"), "key <secret>");
        // Ordinary text that mentions keys is kept.
        assert_eq!(
            r.text("fingerprint key gpu.model"),
            "fingerprint key gpu.model"
        );
        assert!(looks_secret("HF_TOKEN") && looks_secret("WANDB_API_KEY"));
        assert!(looks_secret("AWS_SECRET_ACCESS_KEY") && looks_secret("db_password"));
        assert!(!looks_secret("CUDA_VISIBLE_DEVICES") && !looks_secret("LD_LIBRARY_PATH"));
    }

    fn report() -> Report {
        let mut facts = Facts {
            driver: Some(DriverFacts {
                version: "580.1".into(),
                ..DriverFacts::default()
            }),
            nodes: Some(NodeFacts {
                proc_gpus: vec!["0000:00:07.0".into(), "0000:00:06.0".into()],
                ..NodeFacts::default()
            }),
            python: Some(PythonFacts {
                version: "3.12.3".into(),
                executable: "/home/alice/venv/bin/python".into(),
                ..PythonFacts::default()
            }),
            ..Facts::default()
        };
        facts.gpus = (0..2)
            .map(|i| GpuFacts {
                index: i,
                name: "NVIDIA H200".into(),
                uuid: format!("GPU-76cf385e-ca0d-8aad-0d24-6c25964377c{i}"),
                pci_bus_id: Some(format!("00000000:00:0{}.0", 6 + i)),
                ..GpuFacts::default()
            })
            .collect();
        facts.stress = Some(StressFacts {
            cudart: "/home/alice/venv/lib/libcudart.so.13".into(),
            gpus: vec![StressGpu {
                pci_bus_id: Some("00000000:00:06.0".into()),
                ..StressGpu::default()
            }],
            ..StressFacts::default()
        });
        let check = Check::new(
            "devices.x",
            Status::Warn,
            "GPU-76cf385e-ca0d-8aad-0d24-6c25964377c1 on gpu017",
        )
        .evidence("HF_TOKEN=hf_abcdefghijklmnopqrstuvwxyz012345")
        .hint(Hint::new(
            "reinstall",
            &["/home/alice/venv/bin/pip install x"],
        ));
        let layer = LayerReport {
            index: 6,
            id: "devices".into(),
            title: "Devices".into(),
            status: Status::Warn,
            duration_ms: 1,
            checks: vec![check],
            prerequisite: false,
        };
        let mut r = Report::new(vec![layer], facts, false);
        r.host = Some(Host {
            node_name: "gpu017".into(),
            hostname: "gpu017.cluster.example.org".into(),
            boot_id: Some("5b3c1a2e-9f4d-4b8e-a1c2-0d9e8f7a6b5c".into()),
            ..Host::default()
        });
        r
    }

    #[test]
    fn a_whole_report_keeps_no_raw_value_and_numbers_gpus_in_order() {
        let mut r = report();
        redactor().report(&mut r).unwrap();
        let json = serde_json::to_string(&r).unwrap();
        for raw in [
            "76cf385e",
            "00:06.0",
            "00:07.0",
            "gpu017",
            "example.org",
            "5b3c1a2e",
            "alice",
            "hf_abc",
        ] {
            assert!(!json.contains(raw), "{raw} left in {json}");
        }
        assert!(r.redacted && json.contains("\"redacted\":true"));
        // GPU 0 is uuid 1 and its bus id is bus id 1, however the facts are laid out.
        assert_eq!(r.facts.gpus[0].uuid, "<gpu-uuid-1>");
        assert_eq!(
            r.facts.gpus[1].pci_bus_id.as_deref(),
            Some("<pci-bus-id-2>")
        );
        assert_eq!(
            r.facts.nodes.as_ref().unwrap().proc_gpus,
            ["<pci-bus-id-2>", "<pci-bus-id-1>"]
        );
        let s = r.facts.stress.as_ref().unwrap();
        assert_eq!(s.gpus[0].pci_bus_id.as_deref(), Some("<pci-bus-id-1>"));
        assert_eq!(s.cudart, "~/venv/lib/libcudart.so.13");
        let c = &r.layers[0].checks[0];
        assert_eq!(
            c.summary,
            format!("<gpu-uuid-2> on {}", node_id(DEFAULT_KEY, "gpu017"))
        );
        assert_eq!(c.evidence, ["HF_TOKEN=<secret:HF_TOKEN>"]);
        assert_eq!(
            c.hint.as_ref().unwrap().commands,
            ["~/venv/bin/pip install x"]
        );
        assert_eq!(
            r.host.as_ref().unwrap().node_name,
            node_id(DEFAULT_KEY, "gpu017")
        );
    }

    #[test]
    fn the_fingerprint_carries_no_redacted_value_and_is_the_same_on_every_node() {
        let mut a = report();
        redactor().report(&mut a).unwrap();
        assert_eq!(
            a.fingerprint["python.executable"].as_deref(),
            Some("~/venv/bin/python")
        );
        assert_eq!(a.fingerprint_hash, fingerprint::hash(&a.fingerprint));
        for v in a.fingerprint.values().flatten() {
            assert!(!NUMBERED.is_match(v) && !v.contains("alice"), "{v}");
        }
        // Another node, another user with the same layout: the same stack.
        let mut b = report();
        b.facts.python.as_mut().unwrap().executable = "/home/bob/venv/bin/python".into();
        let mut other = ids();
        other.node_name = "gpu018".into();
        other.hostname = "gpu018".into();
        other.user = Some("bob".into());
        other.home = Some("/home/bob".into());
        Redactor::new(None, &other).report(&mut b).unwrap();
        assert_eq!(a.fingerprint_hash, b.fingerprint_hash);
        let mut f = fingerprint::Fingerprint::new();
        f.insert("x.path".into(), Some("/sys/<pci-bus-id-2>/lib".into()));
        assert_eq!(
            stable_fingerprint(f)["x.path"].as_deref(),
            Some("/sys/<pci-bus-id>/lib")
        );
    }
}
