//! The explain catalog: `catalog.toml`, embedded at build time, parsed once, and compiled into
//! one [`RegexSet`] so that a line is tested against every pattern in a single linear pass.
//!
//! The catalog is data so that adding a symptom is a TOML edit reviewed against its sources
//! (`links`), not a code change. `lint` checks the invariants the matcher relies on; a test
//! runs it on the embedded file, so a broken catalog never ships.

use std::sync::OnceLock;

use regex::bytes::{Regex, RegexBuilder, RegexSet, RegexSetBuilder};
use serde::Deserialize;

/// The embedded catalog text.
pub const CATALOG_TOML: &str = include_str!("catalog.toml");

/// The category ids of issue 6, in the order `--list` groups them.
pub const CATEGORIES: [&str; 15] = [
    "version-mismatch",
    "gpu-arch-unsupported",
    "library-not-found",
    "driver-too-old",
    "driver-mismatch",
    "driver-unavailable",
    "out-of-memory",
    "memory-config",
    "wrong-package",
    "toolkit-missing",
    "container-gpu-access",
    "wsl",
    "cpu-or-abi",
    "no-gpu-visible",
    "benign",
];

/// One pattern of an entry: a regex over one log line and how much a match counts.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pattern {
    /// Case-insensitive, byte-oriented (ASCII classes) regex.
    pub re: String,
    /// 1..=10: 10 is the exact, distinctive message; 3-4 weak context.
    pub w: u8,
    /// Count this pattern only when this regex matches somewhere in the whole input
    /// (context: "this is WSL"), so a generic message can mean something specific there.
    #[serde(default)]
    pub when: Option<String>,
}

/// One symptom: what it means and how to fix it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// Kebab-case id named after the symptom; `gpudoc explain <id>` prints the entry.
    pub id: String,
    /// One of [`CATEGORIES`].
    pub category: String,
    pub title: String,
    /// Harmless noise: never ranked above a real error.
    #[serde(default)]
    pub benign: bool,
    /// The category-level answer (no patterns): what the category model gives a message of
    /// this category that no precise entry knows. One per category.
    #[serde(default)]
    pub general: bool,
    pub patterns: Vec<Pattern>,
    pub cause: String,
    pub fix: String,
    #[serde(default)]
    pub commands: Vec<String>,
    /// Where the knowledge comes from: public issue threads, framework source files.
    pub links: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CatalogFile {
    entry: Vec<Entry>,
}

/// The parsed catalog plus its compiled pattern set.
#[derive(Debug)]
pub struct Catalog {
    pub entries: Vec<Entry>,
    /// Every pattern of every entry, in entry order.
    pub set: RegexSet,
    /// For pattern `i` of `set`: (entry index, weight, index into `when_set` if conditional).
    pub owner: Vec<(usize, u8, Option<usize>)>,
    /// The distinct `when` conditions, tested once against the whole input.
    pub when_set: RegexSet,
    /// Every pattern of `set` as one multi-line alternation, built on first use: it finds
    /// the next line of a big input that any pattern could match in one pass over the
    /// buffer ([`Catalog::finder`]).
    finder: OnceLock<Regex>,
}

/// Build options shared by the set and the lint, so the lint checks what the matcher runs.
///
/// The patterns are case-insensitive, but they are compiled lower-cased and case-sensitive
/// ([`fold_case`]) and matched against a lower-cased copy of the text: the regex crate's
/// case-insensitive literal extraction over a few hundred patterns cost 70-130 ms of every
/// run's start (the case-sensitive set compiles in about a sixth of that).
fn builder<I: IntoIterator<Item = S>, S: AsRef<str>>(patterns: I) -> RegexSetBuilder {
    let folded: Vec<String> = patterns
        .into_iter()
        .map(|p| fold_case(p.as_ref()))
        .collect();
    let mut b = RegexSetBuilder::new(folded);
    // Bytes + no Unicode: logs are often not valid UTF-8, and ASCII classes keep the lazy DFA
    // small, which is what makes a 10 MB log take milliseconds.
    b.case_insensitive(false)
        .unicode(false)
        .size_limit(64 << 20)
        .dfa_size_limit(64 << 20);
    b
}

/// A pattern for ASCII-lower-cased text: its ASCII letters lower-cased, except an escape's
/// letter (`\S`, `\W`, `\D`, `\B` mean other things than `\s`, `\w`, `\d`, `\b`).
/// Character classes stay right (`[A-Z]` becomes `[a-z]`, and the text has no upper case
/// left); what it cannot carry over (`(?-i`, POSIX classes, `\x` escapes) the lint refuses,
/// and the test `folded_set_matches_as_the_case_insensitive_one` compares both sets on every
/// labelled message.
pub fn fold_case(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        out.push(c.to_ascii_lowercase());
        if c == '\\'
            && let Some(escaped) = chars.next()
        {
            out.push(escaped);
        }
    }
    out
}

impl Catalog {
    /// Parse and compile catalog text.
    pub fn parse(text: &str) -> Result<Catalog, String> {
        let file: CatalogFile = toml::from_str(text).map_err(|e| e.to_string())?;
        let mut owner = Vec::new();
        let mut res = Vec::new();
        let mut whens: Vec<&str> = Vec::new();
        for (i, e) in file.entry.iter().enumerate() {
            for p in &e.patterns {
                let when = p
                    .when
                    .as_deref()
                    .map(|w| match whens.iter().position(|x| *x == w) {
                        Some(k) => k,
                        None => {
                            whens.push(w);
                            whens.len() - 1
                        }
                    });
                owner.push((i, p.w, when));
                res.push(p.re.as_str());
            }
        }
        let set = builder(&res).build().map_err(|e| e.to_string())?;
        let when_set = builder(&whens).build().map_err(|e| e.to_string())?;
        Ok(Catalog {
            entries: file.entry,
            set,
            owner,
            when_set,
            finder: OnceLock::new(),
        })
    }

    /// One regex for "some pattern matches here" over a whole lower-cased text, line breaks
    /// included: the alternation of every pattern, `^` and `$` at line edges. Its leftmost
    /// match starts on or before every line that a pattern matches by itself.
    pub fn finder(&self) -> &Regex {
        self.finder.get_or_init(|| {
            let alternation: Vec<String> = self
                .entries
                .iter()
                .flat_map(|e| &e.patterns)
                .map(|p| format!("(?:{})", fold_case(&p.re)))
                .collect();
            RegexBuilder::new(&alternation.join("|"))
                .multi_line(true)
                .case_insensitive(false)
                .unicode(false)
                .size_limit(64 << 20)
                .dfa_size_limit(64 << 20)
                .build()
                .unwrap_or_else(|e| panic!("the explain catalog's patterns do not join: {e}"))
        })
    }

    /// The entry with this id.
    pub fn entry(&self, id: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.id == id)
    }

    /// The category-level entry of a category.
    pub fn general(&self, category: &str) -> Option<&Entry> {
        self.entries
            .iter()
            .find(|e| e.general && e.category == category)
    }
}

/// The embedded catalog, parsed on first use.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        // The embedded file is checked by `lint` in the test suite, so this only fails for a
        // build that skipped its tests.
        Catalog::parse(CATALOG_TOML)
            .unwrap_or_else(|e| panic!("the embedded explain catalog is invalid: {e}"))
    })
}

/// Every problem with a catalog text; empty when it is valid (run by the tests on the
/// embedded catalog, so a broken entry never ships).
#[cfg(test)]
pub fn lint(text: &str) -> Vec<String> {
    use std::collections::HashSet;

    let file: CatalogFile = match toml::from_str(text) {
        Ok(f) => f,
        Err(e) => return vec![format!("catalog.toml does not parse: {e}")],
    };
    let mut problems = Vec::new();
    let mut ids = HashSet::new();
    for e in &file.entry {
        let who = &e.id;
        if !ids.insert(e.id.as_str()) {
            problems.push(format!("{who}: duplicate id"));
        }
        let kebab = !e.id.is_empty()
            && e.id.split('-').all(|w| {
                !w.is_empty()
                    && w.bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
            });
        if !kebab {
            problems.push(format!("{who}: id is not kebab-case"));
        }
        if !CATEGORIES.contains(&e.category.as_str()) {
            problems.push(format!("{who}: unknown category `{}`", e.category));
        }
        if e.benign != (e.category == "benign") {
            problems.push(format!(
                "{who}: benign must be true exactly for category benign"
            ));
        }
        for (field, value) in [("title", &e.title), ("cause", &e.cause), ("fix", &e.fix)] {
            if value.trim().is_empty() {
                problems.push(format!("{who}: empty {field}"));
            }
        }
        if e.patterns.is_empty() != e.general {
            problems.push(format!(
                "{who}: a general entry has no patterns, every other entry has some"
            ));
        }
        if e.links.is_empty() {
            problems.push(format!("{who}: no links (cite a source)"));
        }
        for link in &e.links {
            if !link.starts_with("https://") {
                problems.push(format!("{who}: link `{link}` is not https"));
            }
        }
        for p in &e.patterns {
            if !(1..=10).contains(&p.w) {
                problems.push(format!("{who}: weight {} of `{}` is not 1..=10", p.w, p.re));
            }
            if let Some(w) = &p.when
                && let Err(err) = builder([w.as_str()]).build()
            {
                problems.push(format!("{who}: when `{w}` does not compile: {err}"));
            }
            // What `fold_case` cannot carry over to lower-cased text: turning case
            // sensitivity back on, POSIX classes such as [[:upper:]], hex escapes of letters.
            for re in std::iter::once(p.re.as_str()).chain(p.when.as_deref()) {
                if ["(?-i", "[[:", "\\x"].iter().any(|bad| re.contains(bad)) {
                    problems.push(format!(
                        "{who}: `{re}` uses (?-i, a POSIX class or a \\x escape, which the \
                         lower-cased matching cannot keep"
                    ));
                }
            }
            if let Err(err) = builder([p.re.as_str()]).build() {
                problems.push(format!("{who}: pattern `{}` does not compile: {err}", p.re));
            } else if builder([p.re.as_str()])
                .build()
                .is_ok_and(|s| s.is_match(b""))
            {
                // A pattern that matches the empty line would match every line of every log.
                problems.push(format!("{who}: pattern `{}` matches an empty line", p.re));
            }
        }
    }
    for category in CATEGORIES {
        let general = file
            .entry
            .iter()
            .filter(|e| e.general && e.category == category)
            .count();
        if general != 1 {
            problems.push(format!(
                "category {category}: {general} general entries (need exactly one)"
            ));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_catalog_passes_lint() {
        let problems = lint(CATALOG_TOML);
        assert!(
            problems.is_empty(),
            "catalog problems:\n{}",
            problems.join("\n")
        );
        assert!(catalog().entries.len() >= 30);
    }

    #[test]
    fn fold_case_lowers_letters_but_not_escapes() {
        assert_eq!(
            fold_case(r"CUDA_ERROR_\w+ \S+ [A-Z]\B\d"),
            r"cuda_error_\w+ \S+ [a-z]\B\d"
        );
        assert_eq!(fold_case(r"\\WSL"), r"\\wsl");
        assert_eq!(fold_case("Ausnahmecode 已杀死"), "ausnahmecode 已杀死");
    }

    /// The lower-cased, case-sensitive sets (what the matcher runs: patterns and `when`
    /// conditions) say the same as case-insensitive sets of them as written, on every line
    /// of every labelled message (fixtures and corpus) and on an upper-cased copy of it.
    #[test]
    fn folded_set_matches_as_the_case_insensitive_one() {
        let cat = catalog();
        let file: CatalogFile = toml::from_str(CATALOG_TOML).unwrap();
        let patterns: Vec<&str> = file
            .entry
            .iter()
            .flat_map(|e| e.patterns.iter().map(|p| p.re.as_str()))
            .collect();
        let mut whens: Vec<&str> = Vec::new();
        for w in file
            .entry
            .iter()
            .flat_map(|e| e.patterns.iter().filter_map(|p| p.when.as_deref()))
        {
            if !whens.contains(&w) {
                whens.push(w);
            }
        }
        let case_insensitive = |res: &[&str]| {
            RegexSetBuilder::new(res)
                .case_insensitive(true)
                .unicode(false)
                .size_limit(64 << 20)
                .dfa_size_limit(64 << 20)
                .build()
                .unwrap()
        };
        let reference = case_insensitive(&patterns);
        let reference_when = case_insensitive(&whens);
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/errors");
        let mut files: Vec<_> = std::fs::read_dir(root.join("corpus"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.extend(["sample.jsonl", "extra.jsonl", "extra2.jsonl"].map(|f| root.join(f)));
        let mut lines = 0;
        for path in files
            .iter()
            .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        {
            for row in std::fs::read_to_string(path).unwrap().lines() {
                let v: serde_json::Value = serde_json::from_str(row).unwrap();
                let message = v["message"].as_str().unwrap_or_default();
                for line in message.lines() {
                    for text in [line.to_string(), line.to_ascii_uppercase()] {
                        let want: Vec<usize> =
                            reference.matches(text.as_bytes()).into_iter().collect();
                        let lower = text.to_ascii_lowercase();
                        let got: Vec<usize> =
                            cat.set.matches(lower.as_bytes()).into_iter().collect();
                        assert_eq!(got, want, "{}: {text}", path.display());
                        let want: Vec<usize> = reference_when
                            .matches(text.as_bytes())
                            .into_iter()
                            .collect();
                        let got: Vec<usize> =
                            cat.when_set.matches(lower.as_bytes()).into_iter().collect();
                        assert_eq!(got, want, "when: {}: {text}", path.display());
                        lines += 1;
                    }
                }
            }
        }
        assert!(lines > 10_000, "{lines} lines compared");
    }

    #[test]
    fn every_category_has_an_entry() {
        for cat in CATEGORIES {
            assert!(
                catalog().entries.iter().any(|e| e.category == cat),
                "no entry for category {cat}"
            );
        }
    }

    #[test]
    fn lint_catches_broken_entries() {
        let bad = r#"
[[entry]]
id = "Bad_Id"
category = "nonsense"
title = "t"
patterns = [ { re = '(unclosed', w = 3 }, { re = 'x*', w = 11 } ]
cause = "c"
fix = ""
links = []

[[entry]]
id = "Bad_Id"
category = "benign"
title = "t"
patterns = [ { re = 'ok', w = 3 }, { re = '(?-i)CUDA', w = 3 } ]
cause = "c"
fix = "f"
links = ["http://insecure"]
"#;
        let problems = lint(bad).join("\n");
        for needle in [
            "duplicate id",
            "not kebab-case",
            "unknown category",
            "empty fix",
            "no links",
            "does not compile",
            "matches an empty line",
            "not 1..=10",
            "benign must be true",
            "not https",
            "lower-cased matching cannot keep",
        ] {
            assert!(
                problems.contains(needle),
                "lint missed `{needle}`:\n{problems}"
            );
        }
    }

    /// `check` layers point failing checks at explain entries; every id they use must exist.
    #[test]
    fn every_explain_id_used_in_src_exists() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = vec![src.clone()];
        let mut used = Vec::new();
        while let Some(path) = files.pop() {
            if path.is_dir() {
                for e in std::fs::read_dir(&path).unwrap() {
                    files.push(e.unwrap().path());
                }
            } else if path.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                let needle = concat!(".explain", "(\"");
                for (i, _) in text.match_indices(needle) {
                    let rest = &text[i + needle.len()..];
                    let id = &rest[..rest.find('"').unwrap()];
                    used.push((id.to_string(), path.display().to_string()));
                }
            }
        }
        // The layers existing when explain was built already use a dozen ids.
        assert!(used.len() >= 12, "found only {} .explain ids", used.len());
        for (id, file) in used {
            assert!(
                catalog().entry(&id).is_some(),
                "{file} uses unknown explain id `{id}`"
            );
        }
        for id in [
            "container-no-gpu",
            "nvidia-module-not-loaded",
            "wsl-no-gpu",
            "nvidia-device-nodes-missing",
            "nvidia-device-permission",
            "nvidia-uvm-missing",
            "nvml-probe-broken",
            "nvidia-driver-not-installed",
            "nvml-driver-library-mismatch",
            "gpu-fallen-off-bus",
            "cuda-driver-too-old",
            "no-gpu-found",
            "gpu-memory-held",
        ] {
            assert!(catalog().entry(id).is_some(), "missing required entry {id}");
        }
    }
}
