//! Reading node reports for `fleet` and `diff`: only the fields the fold needs, with typed
//! serde structs (the layers and facts are skipped unparsed into any value), files parsed on
//! every core. A file that cannot be read or decoded is a finding ([`Unreadable`]), never an
//! error.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::report::{SCHEMA_VERSION, Verdict};

/// The parts of a `gpudoc check --json` report that `fleet` reads.
#[derive(Clone, Debug, Deserialize)]
pub struct NodeReport {
    pub schema_version: u32,
    #[serde(default)]
    pub gpudoc_version: Option<String>,
    pub verdict: Verdict,
    #[serde(default)]
    pub host: Option<NodeHost>,
    #[serde(default)]
    pub matrix_version: Option<String>,
    #[serde(default)]
    pub fingerprint: BTreeMap<String, Option<String>>,
    #[serde(default)]
    pub fingerprint_hash: Option<String>,
    #[serde(default)]
    pub failed_checks: Vec<String>,
    #[serde(default)]
    pub warned_checks: Vec<String>,
    /// Made with `check --redact`: the node name is a keyed id.
    #[serde(default)]
    pub redacted: bool,
}

/// The parts of `host` that `fleet` reads.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct NodeHost {
    #[serde(default)]
    pub node_name: String,
    #[serde(default)]
    pub boot_id: Option<String>,
    #[serde(default)]
    pub started_at: Option<String>,
    #[serde(default)]
    pub labels: BTreeMap<String, String>,
}

/// Only the version, for a report this gpudoc cannot read otherwise.
#[derive(Deserialize)]
struct SchemaOnly {
    schema_version: u32,
}

/// A report and where it came from.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The file, or `stdin:<line>`.
    pub source: String,
    /// `host.node_name`, else the file's stem.
    pub node: String,
    pub report: NodeReport,
}

/// An input that gave no report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Unreadable {
    pub file: String,
    pub error: String,
}

/// Decode one report's bytes.
pub fn decode(source: &str, bytes: &[u8]) -> Result<Loaded, Unreadable> {
    let err = |error: String| Unreadable {
        file: source.to_string(),
        error,
    };
    match serde_json::from_slice::<NodeReport>(bytes) {
        Ok(report) if report.schema_version != SCHEMA_VERSION => Err(err(format!(
            "unknown schema_version {} (this gpudoc reads {SCHEMA_VERSION})",
            report.schema_version
        ))),
        Ok(report) => {
            let node = report
                .host
                .as_ref()
                .map(|h| h.node_name.clone())
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| {
                    Path::new(source)
                        .file_stem()
                        .map_or_else(|| source.to_string(), |s| s.to_string_lossy().into_owned())
                });
            Ok(Loaded {
                source: source.to_string(),
                node,
                report,
            })
        }
        Err(e) => {
            if let Ok(s) = serde_json::from_slice::<SchemaOnly>(bytes)
                && s.schema_version != SCHEMA_VERSION
            {
                return Err(err(format!(
                    "unknown schema_version {} (this gpudoc reads {SCHEMA_VERSION})",
                    s.schema_version
                )));
            }
            Err(err(if e.is_eof() {
                format!("truncated: {e}")
            } else if bytes.iter().all(u8::is_ascii_whitespace) {
                "empty file".to_string()
            } else {
                format!("not a gpudoc report: {e}")
            }))
        }
    }
}

/// The most of one report file fleet and diff read: a report is tens of kilobytes.
pub const MAX_REPORT: u64 = 64 << 20;

/// The bytes of one report file: a regular file (a FIFO or device is refused, never waited
/// on) of at most [`MAX_REPORT`] bytes.
pub fn read_report(path: &Path) -> Result<Vec<u8>, String> {
    match crate::bounded::read_bounded(path, MAX_REPORT) {
        Ok(b) if b.cut => Err(format!(
            "larger than {} MiB: not a gpudoc report",
            MAX_REPORT >> 20
        )),
        Ok(b) => Ok(b.bytes),
        Err(e) => Err(e.to_string()),
    }
}

/// The files named: plain files as given, directories' `*.json` (sorted).
pub fn list_files(inputs: &[PathBuf]) -> (Vec<PathBuf>, Vec<Unreadable>) {
    let mut files = Vec::new();
    let mut bad = Vec::new();
    for p in inputs {
        if p.is_dir() {
            match std::fs::read_dir(p) {
                Ok(rd) => {
                    let mut found: Vec<PathBuf> = rd
                        .flatten()
                        .map(|e| e.path())
                        .filter(|f| f.extension().is_some_and(|x| x == "json") && !f.is_dir())
                        .collect();
                    found.sort();
                    files.extend(found);
                }
                Err(e) => bad.push(Unreadable {
                    file: p.display().to_string(),
                    error: e.to_string(),
                }),
            }
        } else {
            files.push(p.clone());
        }
    }
    (files, bad)
}

/// Read and decode files on every core; results in input order.
pub fn load_files(files: &[PathBuf]) -> Vec<Result<Loaded, Unreadable>> {
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(files.len().max(1));
    let one = |f: &PathBuf| {
        let name = f.display().to_string();
        match read_report(f) {
            Ok(bytes) => decode(&name, &bytes),
            Err(error) => Err(Unreadable { file: name, error }),
        }
    };
    if threads <= 1 {
        return files.iter().map(one).collect();
    }
    let chunk = files.len().div_ceil(threads);
    std::thread::scope(|s| {
        let handles: Vec<_> = files
            .chunks(chunk)
            .map(|part| s.spawn(move || part.iter().map(one).collect::<Vec<_>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    })
}

/// Name redacted reports after the expected nodes: a redacted report's node is a keyed id
/// (`node-3fa2b1c4d5e6`, src/redact.rs); the one whose id is an expected name's, under the
/// site key `check --redact` used, is that node. Ids that match no expected name stay ids.
pub fn name_redacted(loaded: &mut [Result<Loaded, Unreadable>], expected: &[String], key: &str) {
    if !loaded
        .iter()
        .any(|l| l.as_ref().is_ok_and(|l| l.report.redacted))
    {
        return;
    }
    let by_id: BTreeMap<String, &String> = expected
        .iter()
        .map(|name| (crate::redact::node_id(key, name), name))
        .collect();
    for l in loaded.iter_mut().flatten() {
        if l.report.redacted
            && let Some(name) = by_id.get(&l.node)
        {
            l.node = (*name).clone();
        }
    }
}

/// Decode a stream of reports: NDJSON (one per line) or whole JSON documents one after
/// another, as `gpudoc check --json` prints them (one pretty document per run, so
/// `srun gpudoc check --json | gpudoc fleet -` hands fleet many of them). A document that is
/// not whole JSON is one finding, and reading goes on at the next line that opens a document.
/// Each report is named `<name>:<line it starts on>`.
pub fn load_stream(text: &str, name: &str) -> Vec<Result<Loaded, Unreadable>> {
    let mut out = Vec::new();
    let (mut pos, mut line) = (0usize, 1usize);
    loop {
        let rest = &text[pos..];
        let start = pos + (rest.len() - rest.trim_start().len());
        if start >= text.len() {
            break;
        }
        line += text[pos..start].matches('\n').count();
        let source = format!("{name}:{line}");
        let mut values =
            serde_json::Deserializer::from_str(&text[start..]).into_iter::<serde::de::IgnoredAny>();
        let end = match values.next() {
            Some(Ok(_)) => start + values.byte_offset(),
            _ => next_document(text, start),
        };
        out.push(decode(&source, &text.as_bytes()[start..end]));
        line += text[start..end].matches('\n').count();
        pos = end;
    }
    out
}

/// Where the next document starts after a broken one: the next line that begins with `{`.
fn next_document(text: &str, from: usize) -> usize {
    text[from + 1..]
        .find("\n{")
        .map_or(text.len(), |i| from + 1 + i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_of_pretty_documents_ndjson_and_broken_ones_is_read_report_by_report() {
        let doc = |node: &str| {
            format!(
                "{{\n  \"schema_version\": 1,\n  \"verdict\": \"pass\",\n  \"host\": {{\n    \"node_name\": \"{node}\"\n  }}\n}}\n"
            )
        };
        let text = format!(
            "{}{}{{\"schema_version\": 1, \"verdict\": \"pa\n{}{{\"schema_version\": 1, \"verdict\": \"warn\", \"host\": {{\"node_name\": \"n4\"}}}}\n\n",
            doc("n1"),
            doc("n2"),
            doc("n3")
        );
        let got = load_stream(&text, "stdin");
        assert_eq!(got.len(), 5, "{got:?}");
        let nodes: Vec<String> = got.iter().flatten().map(|l| l.node.clone()).collect();
        assert_eq!(nodes, ["n1", "n2", "n3", "n4"]);
        let bad = got.iter().find_map(|r| r.as_ref().err()).unwrap();
        assert_eq!(bad.file, "stdin:15");
        assert!(
            bad.error.contains("truncated") || bad.error.contains("not a gpudoc report"),
            "{bad:?}"
        );
        assert_eq!(got[1].as_ref().unwrap().source, "stdin:8");
        assert_eq!(got[4].as_ref().unwrap().source, "stdin:23");
    }

    #[test]
    fn bad_inputs_are_findings() {
        let e = decode("a.json", br#"{"schema_version": 1, "verdict": "pa"#).unwrap_err();
        assert!(e.error.starts_with("truncated"), "{e:?}");
        let e = decode("b.json", br#"{"schema_version": 2, "whatever": []}"#).unwrap_err();
        assert!(e.error.starts_with("unknown schema_version 2"), "{e:?}");
        let e = decode("c.json", b"[1,2]").unwrap_err();
        assert!(e.error.starts_with("not a gpudoc report"), "{e:?}");
        let ok = decode(
            "dir/gpu001.json",
            br#"{"schema_version": 1, "verdict": "pass", "layers": [{"x": 1}], "facts": {}}"#,
        )
        .unwrap();
        assert_eq!(ok.node, "gpu001");
    }

    #[test]
    fn redacted_reports_are_named_after_the_expected_node_with_that_id() {
        let key = "site";
        let report = |node: &str, redacted: bool| {
            let text = format!(
                r#"{{"schema_version": 1, "verdict": "pass", "redacted": {redacted},
                    "host": {{"node_name": "{node}"}}}}"#
            );
            decode("x.json", text.as_bytes())
        };
        let id = crate::redact::node_id(key, "gpu002");
        let mut loaded = vec![
            report(&id, true),
            report(&crate::redact::node_id(key, "gpu999"), true),
            report("gpu001", false),
            // A plain report that happens to carry an id-shaped name is not renamed.
            report(&crate::redact::node_id(key, "gpu003"), false),
        ];
        let expected: Vec<String> = ["gpu001", "gpu002", "gpu003"].map(String::from).into();
        name_redacted(&mut loaded, &expected, key);
        let nodes: Vec<&str> = loaded.iter().flatten().map(|l| l.node.as_str()).collect();
        assert_eq!(nodes[0], "gpu002");
        assert!(nodes[1].starts_with("node-"));
        assert_eq!(nodes[2], "gpu001");
        assert!(nodes[3].starts_with("node-"));
        // Another key: no match.
        let mut loaded = vec![report(&id, true)];
        name_redacted(&mut loaded, &expected, "other");
        assert_eq!(loaded[0].as_ref().unwrap().node, id);
    }
}
