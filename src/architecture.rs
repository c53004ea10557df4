//! Tests of the code's shape: imports point down the tiers in lib.rs's module doc, no file
//! imports one that imports it back, and no version number hides in the code.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Tiers from the bottom up; a module may import its own tier or lower ones. A file listed
/// in [`FILE_TIERS`] sits in that tier instead of its module's.
const TIERS: &[(&str, u8)] = &[
    ("version", 0),
    ("exit", 0),
    ("matrix", 1),
    ("facts", 1),
    ("ldcache", 1),
    ("env", 2),
    ("runner", 2),
    ("report", 2),
    ("frameworks", 2),
    ("explain", 3),
    ("planner", 3),
    ("probe", 4),
    ("render", 5),
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
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(i) => &text[..i],
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
