//! Tests of the code's shape: imports point down the tiers in lib.rs's module doc, no file
//! imports one that imports it back, and no version number hides in the code.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Tiers from the bottom up; a module may import its own tier or lower ones. A file listed
/// in [`FILE_TIERS`] sits in that tier instead of its module's.
const TIERS: &[(&str, u8)] = &[
    ("version", 0),
    ("exit", 0),
    ("bounded", 0),
    ("matrix", 1),
    ("facts", 1),
    ("fingerprint", 1),
    ("ldcache", 1),
    ("frameworks", 1),
    ("env", 2),
    ("runner", 2),
    ("python_request", 2),
    ("report", 2),
    ("fix", 2),
    ("cause", 2),
    ("host", 2),
    ("explain", 3),
    ("planner", 3),
    ("fleet", 3),
    ("redact", 3),
    ("probe", 4),
    ("render", 5),
    ("markdown", 5),
    ("cli", 6),
    ("commands", 7),
];

/// Files that sit above their module: `explain --probe` runs the probe pipeline.
const FILE_TIERS: &[(&str, u8)] = &[("explain/machine.rs", 5)];

fn src() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The file's path under src/, with `/`.
fn rel(p: &Path) -> String {
    p.strip_prefix(src())
        .unwrap()
        .to_string_lossy()
        .replace('\\', "/")
}

/// The code of a file without its `#[cfg(test)]` module and comments: tests may reach
/// anywhere, and prose may name anything.
fn code(text: &str) -> String {
    // `#[cfg(test)]` then `mod tests`, whatever whitespace lies between.
    let test_mod = text
        .match_indices("#[cfg(test)]")
        .find(|(i, m)| text[i + m.len()..].trim_start().starts_with("mod tests"));
    let text = match test_mod {
        Some((i, _)) => &text[..i],
        None => text,
    };
    text.lines()
        .map(|l| {
            let t = l.trim_start();
            if t.starts_with("//") { "" } else { l }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The module path of a file: src/probe/libraries/mod.rs -> ["probe", "libraries"].
fn module_of(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .trim_end_matches(".rs")
        .split('/')
        .map(String::from)
        .collect();
    if parts
        .last()
        .is_some_and(|l| l == "mod" || l == "lib" || l == "main")
    {
        parts.pop();
    }
    parts
}

/// The file that defines `path` (the longest prefix that is a module with a file).
fn file_of(path: &[String], files: &BTreeSet<String>) -> Option<String> {
    for n in (1..=path.len()).rev() {
        let base = path[..n].join("/");
        for cand in [format!("{base}.rs"), format!("{base}/mod.rs")] {
            if files.contains(&cand) {
                return Some(cand);
            }
        }
    }
    None
}

/// Every `crate::a::b` and `super::` path a file's code names, as module paths.
fn imports(rel: &str, text: &str) -> Vec<Vec<String>> {
    let me = module_of(rel);
    let mut out = Vec::new();
    let code = code(text);
    let bytes = code.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut i = 0;
    while i < bytes.len() {
        let rest = &code[i..];
        let preceded = i > 0 && (ident(bytes[i - 1]) || bytes[i - 1] == b':');
        let (start, base): (usize, Vec<String>) = if !preceded && rest.starts_with("crate::") {
            (7, Vec::new())
        } else if !preceded && rest.starts_with("super::") {
            // `super` of module a::b is a, whether b is a/b.rs or a/b/mod.rs.
            let mut base = me.clone();
            let mut skip = 0;
            let mut r = rest;
            while let Some(x) = r.strip_prefix("super::") {
                skip += 7;
                r = x;
                base.pop();
            }
            (skip, base)
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        let mut path = base;
        let tail = &rest[start..];
        for seg in tail.split("::") {
            let name: String = seg
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if name.is_empty() || name.chars().next().is_some_and(|c| c.is_ascii_uppercase()) {
                break;
            }
            path.push(name.clone());
            if name.len() != seg.len() {
                break;
            }
        }
        if !path.is_empty() {
            out.push(path);
        }
        i += start.max(1);
    }
    out
}

fn tier_of(rel: &str) -> Option<u8> {
    if let Some((_, t)) = FILE_TIERS.iter().find(|(f, _)| *f == rel) {
        return Some(*t);
    }
    let top = module_of(rel).into_iter().next()?;
    TIERS.iter().find(|(m, _)| *m == top).map(|(_, t)| *t)
}

struct Graph {
    files: BTreeSet<String>,
    edges: BTreeMap<String, BTreeSet<String>>,
}

fn graph() -> Graph {
    let mut paths = Vec::new();
    rust_files(&src(), &mut paths);
    // This file quotes imports in its own tests.
    paths.retain(|p| rel(p) != "architecture.rs");
    let files: BTreeSet<String> = paths.iter().map(|p| rel(p)).collect();
    let mut edges = BTreeMap::new();
    for p in &paths {
        let r = rel(p);
        let text = std::fs::read_to_string(p).unwrap();
        let targets: BTreeSet<String> = imports(&r, &text)
            .iter()
            .filter_map(|path| file_of(path, &files))
            .filter(|f| *f != r)
            .collect();
        edges.insert(r, targets);
    }
    Graph { files, edges }
}

#[test]
fn every_module_has_a_tier() {
    for f in &graph().files {
        if f == "lib.rs" || f == "main.rs" {
            continue;
        }
        assert!(
            tier_of(f).is_some(),
            "{f} is in no tier of src/architecture.rs"
        );
    }
}

#[test]
fn imports_point_down_the_tiers() {
    let g = graph();
    let mut upward = Vec::new();
    for (from, targets) in &g.edges {
        let Some(t_from) = tier_of(from) else {
            continue;
        };
        for to in targets {
            let Some(t_to) = tier_of(to) else { continue };
            if t_to > t_from {
                upward.push(format!("{from} (tier {t_from}) imports {to} (tier {t_to})"));
            }
        }
    }
    assert!(upward.is_empty(), "upward imports:\n{}", upward.join("\n"));
}

#[test]
fn no_engine_file_names_the_command_line() {
    let g = graph();
    for (from, targets) in &g.edges {
        if from.starts_with("commands/") || from == "cli.rs" || from == "lib.rs" {
            continue;
        }
        for to in targets {
            assert!(
                !(to == "cli.rs" || to.starts_with("commands/")),
                "engine file {from} imports {to}"
            );
        }
    }
}

#[test]
fn no_file_import_cycle() {
    let g = graph();
    // Kahn's algorithm: whatever cannot be peeled off lies on a cycle.
    let mut indegree: BTreeMap<&str, usize> = g.files.iter().map(|f| (f.as_str(), 0)).collect();
    for targets in g.edges.values() {
        for t in targets {
            *indegree.get_mut(t.as_str()).unwrap() += 1;
        }
    }
    let mut ready: Vec<&str> = indegree
        .iter()
        .filter(|(_, d)| **d == 0)
        .map(|(f, _)| *f)
        .collect();
    let mut seen = 0;
    while let Some(f) = ready.pop() {
        seen += 1;
        for t in &g.edges[f] {
            let d = indegree.get_mut(t.as_str()).unwrap();
            *d -= 1;
            if *d == 0 {
                ready.push(t);
            }
        }
    }
    let cyclic: Vec<&str> = indegree
        .iter()
        .filter(|(_, d)| **d > 0)
        .map(|(f, _)| *f)
        .collect();
    assert_eq!(seen, g.files.len(), "files on an import cycle: {cyclic:?}");
}

#[test]
fn the_import_scanner_sees_what_it_should() {
    let found = imports(
        "probe/libraries/judge.rs",
        "use super::version_child::{LibAnswer};\nuse crate::matrix::Matrix;\n// crate::cli is prose\nfn f() { crate::explain::entry(x); }",
    );
    assert_eq!(
        found,
        vec![
            vec![
                "probe".to_string(),
                "libraries".into(),
                "version_child".into()
            ],
            vec!["matrix".into()],
            vec!["explain".into(), "entry".into()],
        ]
    );
    let files: BTreeSet<String> = ["explain/mod.rs".to_string(), "matrix/mod.rs".into()].into();
    assert_eq!(
        file_of(&["explain".into(), "entry".into()], &files).as_deref(),
        Some("explain/mod.rs")
    );
    // A file in the wrong tier is caught.
    assert!(tier_of("cli.rs").unwrap() > tier_of("probe/mod.rs").unwrap());
}

/// String literals in code, with their 1-based line: Rust (`"…"`, `r#"…"#`, `b"…"`) or
/// Python (`'…'`, `"…"`, triple-quoted). Comments (`//`, `/* */` in Rust, `#` in Python) are
/// skipped, so prose may name versions.
fn string_literals(text: &str, python: bool) -> Vec<(usize, String)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if (!python && c == '/' && at(i + 1) == '/') || (python && c == '#') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if !python && c == '/' && at(i + 1) == '*' {
            while i < chars.len() && !(chars[i] == '*' && at(i + 1) == '/') {
                line += usize::from(chars[i] == '\n');
                i += 1;
            }
            i += 2;
        } else if !python && c == '\'' {
            // A char literal ('x', '\n', '"'); a lifetime ('a) has no closing quote.
            if at(i + 1) == '\\' {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                i += 1;
            }
        } else if !python && c == 'r' && (at(i + 1) == '"' || at(i + 1) == '#') && {
            let prev = if i == 0 { ' ' } else { chars[i - 1] };
            !(prev.is_alphanumeric() || prev == '_') || prev == 'b'
        } {
            let mut j = i + 1;
            let mut hashes = 0;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            if at(j) != '"' {
                i += 1;
                continue;
            }
            let start_line = line;
            let mut s = String::new();
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (1..=hashes).all(|k| at(j + k) == '#') {
                    j += 1 + hashes;
                    break;
                }
                line += usize::from(chars[j] == '\n');
                s.push(chars[j]);
                j += 1;
            }
            out.push((start_line, s));
            i = j;
        } else if c == '"' || (python && c == '\'') {
            let triple = python && at(i + 1) == c && at(i + 2) == c;
            let start_line = line;
            let mut s = String::new();
            let mut j = i + if triple { 3 } else { 1 };
            while j < chars.len() {
                if chars[j] == '\\' {
                    s.push(chars[j]);
                    s.push(at(j + 1));
                    line += usize::from(at(j + 1) == '\n');
                    j += 2;
                    continue;
                }
                if chars[j] == c && (!triple || (at(j + 1) == c && at(j + 2) == c)) {
                    j += if triple { 3 } else { 1 };
                    break;
                }
                line += usize::from(chars[j] == '\n');
                s.push(chars[j]);
                j += 1;
            }
            out.push((start_line, s));
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

/// The version-shaped pieces of a literal: dotted numbers ("12.4", "9.1.0", "525.60.13",
/// "8.6"), CUDA tags ("cu12", "cu118", "cuda12"), soname versions ("libcudnn.so.9") and SM
/// targets ("sm_80"). Format placeholders (`{:>9.1}`) are not versions.
fn version_shapes(literal: &str) -> Vec<String> {
    use regex::Regex;
    use std::sync::OnceLock;
    static RE: OnceLock<(Regex, Regex)> = OnceLock::new();
    let (placeholder, shape) = RE.get_or_init(|| {
        (
            Regex::new(r"\{[^{}]*\}").unwrap(),
            Regex::new(
                r"[A-Za-z0-9_+-]*\.so\.\d+(?:\.\d+)*|\b(?:cu|cuda)\d{2,3}\b|\bsm_\d{2,3}[a-z]?\b|\b\d+\.\d+(?:\.\d+)*\b",
            )
            .unwrap(),
        )
    });
    let text = placeholder.replace_all(literal, "");
    shape
        .find_iter(&text)
        .map(|m| m.as_str().to_string())
        .collect()
}

/// Version-shaped literals allowed in src/: (file, the shape found), each with its reason.
/// Everything else that names a version belongs in compat-matrix.toml.
const VERSION_ALLOW: &[(&str, &str)] = &[
    // ABI names, not versions: the driver's libraries have kept `.so.1` since CUDA 1.x and
    // are what every CUDA runtime dlopen()s; the matrix has nothing to say about them.
    ("probe/driver.rs", "libnvidia-ml.so.1"),
    ("probe/nodes.rs", "libnvidia-ml.so.1"),
    ("probe/nodes.rs", "libcuda.so.1"),
    ("probe/libraries/mod.rs", "libcuda.so.1"),
    ("probe/libraries/judge.rs", "libcuda.so.1"),
    // NCCL's ABI name since NCCL 2.0, the one every framework wheel ships and dlopen()s.
    ("probe/stress/nccl.rs", "libnccl.so.2"),
    // TensorFlow's own shared objects (the consumer whose RUNPATH the libraries layer
    // follows): `.so.2` is TensorFlow 2's ABI name for every 2.x release.
    ("frameworks.rs", "libtensorflow_framework.so.2"),
    ("frameworks.rs", "libtensorflow_cc.so.2"),
    ("probe/libraries/mod.rs", "libtensorflow_framework.so.2"),
    // The magic string of the old ld.so.cache format (a file format, not a CUDA version),
    // and the glibc release that dropped it, in the message saying it is unsupported.
    ("ldcache.rs", "1.7.0"),
    ("ldcache.rs", "2.32"),
];

/// Version-shaped literals in one file's code, as "file:line: `shape` in "literal"".
fn version_literals(rel: &str, text: &str) -> Vec<String> {
    let python = rel.ends_with(".py");
    let code = if python { text.to_string() } else { code(text) };
    let mut out = Vec::new();
    for (line, lit) in string_literals(&code, python) {
        for shape in version_shapes(&lit) {
            if VERSION_ALLOW.iter().any(|(f, s)| *f == rel && *s == shape) {
                continue;
            }
            out.push(format!("{rel}:{line}: `{shape}` in \"{lit}\""));
        }
    }
    out
}

#[test]
fn no_version_literals_outside_the_matrix() {
    let mut paths = Vec::new();
    let mut stack = vec![src()];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs" || x == "py") {
                paths.push(p);
            }
        }
    }
    paths.sort();
    let mut found = Vec::new();
    for p in &paths {
        let r = rel(p);
        // This file quotes versions to test the scanner.
        if r == "architecture.rs" {
            continue;
        }
        found.extend(version_literals(&r, &std::fs::read_to_string(p).unwrap()));
    }
    assert!(
        found.is_empty(),
        "version-shaped literals in src/ (move them to compat-matrix.toml and query the matrix, or justify them in VERSION_ALLOW):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_version_scanner_sees_what_it_should() {
    let rust = r##"fn fix() -> Hint {
    // prose may say nvidia-cudnn-cu12 or CUDA 12.4
    Hint::new("Install cuDNN", &["pip install nvidia-cudnn-cu12"])
}
const A: &str = r#"needs sm_80 and 525.60.13"#;
let ok = format!("{:>9.1} {name}", x); let c = '"'; let s = "libcudnn.so.9";
/* 11.8 in a block comment */
#[cfg(test)]
mod tests {
    const T: &str = "12.4";
}
"##;
    let found = version_literals("explain/specifics.rs", rust);
    assert_eq!(found.len(), 4, "{found:#?}");
    assert!(
        found[0].starts_with("explain/specifics.rs:3: `cu12`"),
        "{found:?}"
    );
    assert!(found[1].contains("`sm_80`") && found[2].contains("`525.60.13`"));
    assert!(found[3].starts_with("explain/specifics.rs:6: `libcudnn.so.9`"));
    let py = "# cu13 in a comment\nx = ('jax-cuda13-plugin', \"8.6\")  # 12.4\ny = '''\n9.1.0'''\n";
    let found = version_literals("probe/framework_probe.py", py);
    let shapes: Vec<&str> = found.iter().map(|f| f.split('`').nth(1).unwrap()).collect();
    assert_eq!(shapes, vec!["cuda13", "8.6", "9.1.0"], "{found:?}");
    assert!(found[2].starts_with("probe/framework_probe.py:3:"));
    // The allow-list is per file: libcuda.so.1 is fine in the driver's files only.
    assert!(version_literals("probe/nodes.rs", "f(\"libcuda.so.1\")").is_empty());
    assert_eq!(
        version_literals("render.rs", "f(\"libcuda.so.1\")").len(),
        1
    );
}
