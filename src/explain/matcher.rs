//! Matching and ranking: scan a log line by line, score catalog entries, order them.
//!
//! Why line by line: a log is megabytes of mostly irrelevant lines, and every catalog message
//! fits on one line. Each line (capped at [`MAX_LINE`] bytes, longer lines are scanned in
//! overlapping windows) is tested against the whole pattern set at once by the regex crate's
//! lazy DFA, which is linear in the input; lines that look like binary junk are skipped.
//!
//! Ranking: on each line the entry with the heaviest matching pattern *wins* the line and
//! keeps the full weight; other entries matching the same line keep [`LOSER_FACTOR`] of theirs
//! and surface as alternatives (the same words can mean two things). An entry's score is the
//! sum, over its distinct patterns, of the best weight each earned. Real (non-benign) entries
//! that won a line rank above everything else, so benign noise never outranks a real error.

use super::catalog::{CATEGORIES, Catalog, Entry, catalog};
use super::model::{CatalogHit, Model, features, has_signal, model, salient};
use super::normalize::normalize;
use super::specifics::Specifics;

/// Longest slice of a line tested at once; longer lines are scanned in windows.
pub const MAX_LINE: usize = 8192;
/// Overlap between windows of a long line, so a message across a window edge is still seen.
const OVERLAP: usize = 512;
/// Inputs from this size on are searched with the catalog's one-pass finder (which takes a few
/// milliseconds to build) instead of testing every line against the pattern set.
const FINDER_MIN: usize = 256 << 10;
/// Share of its weight an entry keeps on a line that another entry won.
const LOSER_FACTOR: f64 = 0.3;
/// Evidence lines kept per match (shown), and lines kept for extracting specifics.
const EVIDENCE: usize = 3;
const SPECIFIC_LINES: usize = 8;
/// Longest evidence line, in characters.
const EVIDENCE_CHARS: usize = 300;
/// At most this many matches are returned.
const MAX_MATCHES: usize = 10;

/// One catalog entry that matched, with how sure we are and why.
#[derive(Debug, Clone)]
pub struct Match {
    pub entry: &'static Entry,
    /// Sum of the weights earned by the entry's patterns.
    pub score: f64,
    /// 0..1: how likely this entry is the explanation.
    pub confidence: f64,
    /// Whether the entry won at least one line outright.
    pub won: bool,
    /// The matched lines (trimmed, capped), in log order.
    pub evidence: Vec<String>,
    /// Versions, sonames, error codes, ... pulled from the matched lines.
    pub specifics: Specifics,
    /// The first line of the input it matched (0-based): the earliest failure in a log is
    /// usually the root cause of the rest.
    pub first_line: usize,
}

#[derive(Default)]
struct State {
    pattern_best: Vec<(usize, f64)>,
    won: bool,
    lines: Vec<String>,
    first_line: Option<usize>,
}

/// Diagnose a text (a message, a traceback or a whole log). Best match first; empty when
/// nothing matched.
pub fn diagnose(text: &str) -> Vec<Match> {
    diagnose_bytes(text.as_bytes())
}

/// Like [`diagnose`], for raw bytes that may not be UTF-8 (files, stdin, captured output).
///
/// The text is normalised, the catalog's precise entries are matched, and the category
/// model weighs everything (words, entities, the catalog's matches) into one probability per
/// category. The answer leads with the most likely categories, each represented by its best
/// catalog entry or, where no precise entry matched, by the category-level entry; the other
/// catalog matches follow as alternatives. Text with no GPU or ML signal gets no answer.
pub fn diagnose_bytes(bytes: &[u8]) -> Vec<Match> {
    diagnose_with_model(model(), bytes)
}

/// [`diagnose_bytes`] with a given model (training evaluates the model it just fitted).
///
/// A big input is read by two threads: the catalog (its patterns and finder) is compiled
/// while the text is normalised, and the lines the model reads are picked while the catalog
/// scans. The answer is the same as read by one.
pub fn diagnose_with_model(model: &Model, bytes: &[u8]) -> Vec<Match> {
    let big = bytes.len() >= FINDER_MIN;
    let text = std::thread::scope(|s| {
        let warm = big.then(|| {
            s.spawn(|| {
                catalog().finder();
                features("", &[]);
            })
        });
        let text = normalize(bytes);
        if let Some(h) = warm {
            h.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
        }
        text
    });
    if !model.is_trained() {
        return match_catalog(catalog(), text.as_bytes());
    }
    // The readable lines, and of them the ones the model reads.
    let read = || {
        let lines = readable(&text);
        let kept = salient(&lines).into_owned();
        (lines, kept)
    };
    let (found, (lines, kept)) = std::thread::scope(|s| {
        let reading = big.then(|| s.spawn(read));
        let found = match_catalog(catalog(), text.as_bytes());
        let read = match reading {
            Some(h) => h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)),
            None => read(),
        };
        (found, read)
    });
    if found.is_empty() && !has_signal(&lines) {
        return Vec::new();
    }
    // What `model_features` gives (the lines the model reads are the salient readable ones).
    let mut probs = model.predict(&features(&kept, &hits(&found)));
    if found.iter().any(|m| m.won && !m.entry.benign) {
        // The catalog recognised a real failure on some line: harmless notices around it
        // (a TensorFlow log opens with several) never make the answer "harmless".
        demote(&mut probs, "benign");
    }
    combine(catalog(), &text, found, &probs)
}

/// The lines of a text the model reads: all but those that look like binary junk (which the
/// catalog's scan skips too).
fn readable(text: &str) -> std::borrow::Cow<'_, str> {
    // Without control bytes and replacement characters no line is junk (`looks_binary`
    // needs one or the other): one pass over a big log instead of a test of every line.
    let control = |b: &u8| (*b < 0x20 && !matches!(*b, b'\t' | b'\n' | 0x1b)) || *b == 0x7f;
    if !text.as_bytes().iter().any(control) && !text.contains('\u{FFFD}') {
        return text.into();
    }
    // One test per line (a line of junk is rare; a 10 MB paste of it is not).
    let mut lines: Vec<&str> = Vec::new();
    let mut dropped = false;
    for line in text.lines() {
        if looks_binary_text(line) {
            dropped = true;
        } else {
            lines.push(line);
        }
    }
    if !dropped {
        return text.into();
    }
    lines.join("\n").into()
}

/// The model's features of a (normalised) text with the catalog's matches for it: what
/// `explain` predicts from and what training fits on.
pub fn model_features(text: &str, found: &[Match]) -> std::collections::BTreeSet<String> {
    features(&salient(&readable(text)), &hits(found))
}

/// If `category` is the most likely one, swap it with the most likely other category.
fn demote(probs: &mut [f64], category: &str) {
    let Some(c) = CATEGORIES.iter().position(|x| *x == category) else {
        return;
    };
    let best = |skip: Option<usize>| {
        (0..probs.len())
            .filter(|&i| Some(i) != skip)
            .max_by(|&a, &b| probs[a].total_cmp(&probs[b]).then(b.cmp(&a)))
    };
    if best(None) == Some(c)
        && let Some(other) = best(Some(c))
    {
        probs.swap(c, other);
    }
}

/// The catalog's matches as the model's input.
pub fn hits(found: &[Match]) -> Vec<CatalogHit<'static>> {
    found
        .iter()
        .map(|m| CatalogHit {
            entry: m.entry,
            won: m.won,
            score: m.score,
            first_line: m.first_line,
        })
        .collect()
}

/// Only the catalog's precise entries, ranked by the catalog alone (the framework layer of
/// `gpudoc check` classifies single log lines this way).
pub fn catalog_matches(text: &str) -> Vec<Match> {
    match_catalog(catalog(), normalize(text.as_bytes()).as_bytes())
}

/// The categories below this probability are not offered as alternatives.
const MIN_ALTERNATIVE: f64 = 0.01;
/// How many categories lead the answer (each with its best entry).
const LEADING_CATEGORIES: usize = 3;

/// Order the answer by the model's category probabilities.
fn combine(cat: &'static Catalog, text: &str, found: Vec<Match>, probs: &[f64]) -> Vec<Match> {
    let index = |category: &str| CATEGORIES.iter().position(|c| *c == category);
    let mut order: Vec<usize> = (0..CATEGORIES.len()).collect();
    order.sort_by(|&a, &b| probs[b].total_cmp(&probs[a]).then(a.cmp(&b)));
    let mut used = vec![false; found.len()];
    let mut out = Vec::new();
    for (rank, &c) in order.iter().take(LEADING_CATEGORIES).enumerate() {
        if rank > 0 && probs[c] < MIN_ALTERNATIVE {
            break;
        }
        let name = CATEGORIES[c];
        let best = found
            .iter()
            .enumerate()
            .find(|(i, m)| !used[*i] && m.entry.category == name)
            .map(|(i, _)| i);
        let m = match best {
            Some(i) => {
                used[i] = true;
                Match {
                    confidence: percent(probs[c]),
                    ..found[i].clone()
                }
            }
            None => match cat.general(name) {
                Some(entry) => general_match(entry, text, probs[c]),
                None => continue,
            },
        };
        out.push(m);
    }
    for (i, m) in found.into_iter().enumerate() {
        if used[i] {
            continue;
        }
        let p = index(&m.entry.category).map_or(0.0, |c| probs[c]);
        out.push(Match {
            confidence: percent(p * m.confidence),
            ..m
        });
    }
    out.truncate(MAX_MATCHES);
    out
}

fn percent(p: f64) -> f64 {
    (p.clamp(0.01, 0.99) * 100.0).round() / 100.0
}

/// The category-level entry as a match: its evidence is the lines that carry a GPU or ML
/// signal, and the specifics come from them.
fn general_match(entry: &'static Entry, text: &str, p: f64) -> Match {
    let lines: Vec<String> = text
        .lines()
        .filter(|l| has_signal(l))
        .map(|l| evidence_line(l.as_bytes()))
        .filter(|l| !l.is_empty())
        .take(SPECIFIC_LINES)
        .collect();
    Match {
        entry,
        score: 0.0,
        confidence: percent(p),
        won: false,
        evidence: lines.iter().take(EVIDENCE).cloned().collect(),
        specifics: Specifics::extract(&lines),
        first_line: 0,
    }
}

/// Match the catalog's precise entries against (normalised) text and rank them.
pub fn match_catalog(cat: &'static Catalog, bytes: &[u8]) -> Vec<Match> {
    match_catalog_by(cat, bytes, bytes.len() >= FINDER_MIN)
}

/// [`match_catalog`], testing every line against the pattern set (`use_finder` false) or
/// only the lines the catalog's finder points at: the same answer either way.
fn match_catalog_by(cat: &'static Catalog, bytes: &[u8], use_finder: bool) -> Vec<Match> {
    let mut states: Vec<State> = (0..cat.entries.len()).map(|_| State::default()).collect();
    // Context conditions (`when`) are decided once over the whole input, before the scan.
    // The patterns are compiled lower-cased (`catalog::fold_case`): they match a lower-cased
    // copy, and the evidence is cut from the text as it was.
    let lower = bytes.to_ascii_lowercase();
    let context: Vec<bool> = {
        let hits = cat.when_set.matches(&lower);
        // A condition may ask for a delimiter before its evidence (`[\s"]/users/`) where an
        // anchor would cost the whole-input scan its literal prefilter; the input's start,
        // behind a newline, gives such evidence at offset 0 its delimiter.
        let head: Vec<u8> = std::iter::once(b'\n')
            .chain(lower.iter().take(4096).copied())
            .collect();
        let head_hits = cat.when_set.matches(&head);
        (0..cat.when_set.len())
            .map(|k| hits.matched(k) || head_hits.matched(k))
            .collect()
    };
    let mut best_on_line: Vec<(usize, u8, usize)> = Vec::new(); // (entry, weight, pattern)
    let mut on_window = |line_no: usize, span: std::ops::Range<usize>| {
        let (window, folded) = (&bytes[span.clone()], &lower[span]);
        if !cat.set.is_match(folded) {
            return;
        }
        best_on_line.clear();
        for p in cat.set.matches(folded).iter() {
            let (e, w, when) = cat.owner[p];
            if when.is_none_or(|k| context[k]) {
                best_on_line.push((e, w, p));
            }
        }
        if best_on_line.is_empty() {
            return;
        }
        // Winner: heaviest pattern; on a tie the earlier entry (catalog order is specific first).
        let winner = best_on_line
            .iter()
            .max_by(|a, b| a.1.cmp(&b.1).then(b.0.cmp(&a.0)))
            .map(|x| x.0);
        let line = evidence_line(window);
        for &(e, w, p) in &best_on_line {
            let st = &mut states[e];
            let won = Some(e) == winner;
            let earned = f64::from(w) * if won { 1.0 } else { LOSER_FACTOR };
            match st.pattern_best.iter_mut().find(|(q, _)| *q == p) {
                Some((_, best)) => *best = best.max(earned),
                None => st.pattern_best.push((p, earned)),
            }
            st.won |= won;
            st.first_line.get_or_insert(line_no);
            if st.lines.len() < SPECIFIC_LINES && !st.lines.contains(&line) && !line.is_empty() {
                st.lines.push(line.clone());
            }
        }
    };
    if use_finder {
        for_each_candidate_window(cat, bytes, &lower, &mut on_window);
    } else {
        for_each_window(bytes, &mut on_window);
    }
    rank(cat, states)
}

/// Order the matched entries and attach confidence, evidence and specifics.
fn rank(cat: &'static Catalog, states: Vec<State>) -> Vec<Match> {
    let mut matches: Vec<Match> = states
        .into_iter()
        .enumerate()
        .filter(|(_, st)| !st.pattern_best.is_empty())
        .map(|(i, st)| {
            let entry = &cat.entries[i];
            let score: f64 = st.pattern_best.iter().map(|(_, w)| w).sum();
            Match {
                entry,
                score,
                confidence: 0.0,
                won: st.won,
                evidence: st.lines.iter().take(EVIDENCE).cloned().collect(),
                specifics: Specifics::extract(&st.lines),
                first_line: st.first_line.unwrap_or(0),
            }
        })
        .collect();
    let tier = |m: &Match| u8::from(m.won && !m.entry.benign);
    matches.sort_by(|a, b| {
        tier(b)
            .cmp(&tier(a))
            .then(b.score.total_cmp(&a.score))
            .then(a.entry.id.cmp(&b.entry.id))
    });
    matches.truncate(MAX_MATCHES);
    let total: f64 = matches.iter().map(|m| m.score).sum();
    for m in &mut matches {
        // Strength of the evidence (a single exact message gives ~0.7) times the entry's share
        // of all evidence; entries that won no line are alternatives and capped lower.
        let strength = m.score / (m.score + 4.0);
        let share = if total > 0.0 { m.score / total } else { 0.0 };
        let mut c = strength * (0.55 + 0.45 * share);
        if !m.won {
            c *= 0.6;
        }
        m.confidence = (c.clamp(0.01, 0.99) * 100.0).round() / 100.0;
    }
    matches
}

/// Call `f` with the span in `bytes` of every line (without `\r\n`), long lines as
/// overlapping windows, skipping empty lines and binary junk.
fn for_each_window(bytes: &[u8], mut f: impl FnMut(usize, std::ops::Range<usize>)) {
    let mut line_start = 0;
    for (line_no, line) in bytes.split(|&b| b == b'\n').enumerate() {
        let offset = line_start;
        line_start += line.len() + 1;
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.is_empty() {
            continue;
        }
        let mut start = 0;
        loop {
            let end = (start + MAX_LINE).min(line.len());
            if !looks_binary(&line[start..end]) {
                f(line_no, offset + start..offset + end);
            }
            if end == line.len() {
                break;
            }
            start = end - OVERLAP;
        }
    }
}

/// [`for_each_window`] for the lines that some catalog pattern may match: big inputs are
/// searched for the next such line with the catalog's one-pass [`Catalog::finder`] instead of
/// testing every line, and the lines it skips cannot match (a pattern's match within a line
/// is also a match of the alternation, and the finder's leftmost match starts no later).
/// Lines longer than [`MAX_LINE`] are always scanned window by window: a window's edges are
/// edges that the whole buffer does not have.
fn for_each_candidate_window(
    cat: &Catalog,
    bytes: &[u8],
    lower: &[u8],
    mut f: impl FnMut(usize, std::ops::Range<usize>),
) {
    let finder = cat.finder();
    let (mut pos, mut line_no) = (0usize, 0usize);
    let mut next_hit = finder.find_at(lower, 0).map(|m| m.start());
    while pos < bytes.len() {
        let end = memchr::memchr(b'\n', &bytes[pos..]).map_or(bytes.len(), |i| pos + i);
        let hit_here = next_hit.is_some_and(|h| h <= end);
        if hit_here || end - pos > MAX_LINE {
            for_each_window(&bytes[pos..end], |_, span| {
                f(line_no, pos + span.start..pos + span.end);
            });
        }
        if hit_here {
            next_hit = finder
                .find_at(lower, (end + 1).min(lower.len()))
                .map(|m| m.start());
        }
        pos = end + 1;
        line_no += 1;
    }
}

/// [`looks_binary`] for text already known to be UTF-8 (a line of the normalised text).
fn looks_binary_text(line: &str) -> bool {
    binary_verdict(line.as_bytes(), Some(line))
}

/// More than 1 in 8 control bytes (other than tab/escape) means this is not log text.
fn looks_binary(window: &[u8]) -> bool {
    binary_verdict(window, None)
}

/// [`looks_binary`]'s test; `valid` is the window as text when it is known to be UTF-8.
fn binary_verdict(window: &[u8], valid: Option<&str>) -> bool {
    let junk = window
        .iter()
        .filter(|&&b| (b < 0x20 && b != b'\t' && b != 0x1b) || b == 0x7f)
        .count();
    if junk * 8 > window.len() {
        return true;
    }
    if window.is_ascii() {
        return false;
    }
    // Random or compressed bytes are mostly not UTF-8 (after the lossy decoding the input
    // goes through, mostly U+FFFD) and carry control bytes too. A console log in a legacy
    // encoding (GBK, Shift-JIS, cp1251) is also mostly not UTF-8, but text in any encoding
    // has next to no control bytes: it takes both to be junk.
    if junk * 64 <= window.len() {
        return false;
    }
    // What the lossy decoding made of invalid bytes is U+FFFD (EF BF BD); the text the
    // matcher sees has been through it, so this is mostly a count of those three bytes (a
    // byte scan: `str::matches` costs a search call per character in such text).
    let replaced = |valid: &str| {
        let b = valid.as_bytes();
        b.iter()
            .enumerate()
            .filter(|&(i, &x)| x == 0xEF && b.get(i + 1..i + 3) == Some(&[0xBF, 0xBD]))
            .count()
    };
    let not_utf8: usize = match valid.map_or_else(|| std::str::from_utf8(window), Ok) {
        Ok(valid) => replaced(valid) * 3,
        Err(_) => window
            .utf8_chunks()
            .map(|c| c.invalid().len() + replaced(c.valid()) * 3)
            .sum(),
    };
    not_utf8 * 4 > window.len()
}

/// A matched line as evidence: lossy UTF-8, control characters dropped, trimmed, capped.
fn evidence_line(window: &[u8]) -> String {
    let text = String::from_utf8_lossy(window);
    let clean: String = text
        .chars()
        .filter(|c| !c.is_control() || *c == '\t')
        .take(EVIDENCE_CHARS + 1)
        .collect();
    let clean = clean.trim();
    if clean.chars().count() > EVIDENCE_CHARS {
        let cut: String = clean.chars().take(EVIDENCE_CHARS).collect();
        format!("{cut}…")
    } else {
        clean.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn top(text: &str) -> String {
        diagnose(text)
            .first()
            .map(|m| m.entry.id.clone())
            .unwrap_or_default()
    }

    #[test]
    fn exact_messages_find_their_entries() {
        assert_eq!(
            top("Failed to initialize NVML: Driver/library version mismatch"),
            "nvml-driver-library-mismatch"
        );
        assert_eq!(
            top(
                "RuntimeError: CUDA error: no kernel image is available for execution on the device"
            ),
            "no-kernel-image"
        );
        assert_eq!(top("nothing to see here"), "");
        assert!(diagnose("").is_empty());
    }

    /// The catalog's own first match (before the model weighs in) for wordings whose entries
    /// or patterns came from the corpus's training threads.
    #[test]
    fn catalog_knows_wordings_from_the_training_threads() {
        let first = |text: &str| {
            catalog_matches(text)
                .first()
                .map(|m| m.entry.id.clone())
                .unwrap_or_default()
        };
        // Everyday words in Polish and Dutch that are also glibc's SIGILL translations.
        for prose in [
            "Błędna instrukcja instalacji w README: pip install torch nie działa",
            "Ongeldige instructie in de handleiding voor CUDA installatie",
        ] {
            assert_ne!(first(prose), "cpu-illegal-instruction", "{prose}");
        }
        // A library's own symbol missing is a library version question, not the driver's age.
        for library in [
            "ImportError: /usr/lib/libtorch_cuda.so: undefined symbol: cublasLtGetStatusString, version libcublasLt.so.11",
            "undefined symbol: cudaSetupArgument",
        ] {
            assert_ne!(first(library), "cuda-driver-too-old", "{library}");
        }
        // The allocator named where nothing failed: ComfyUI's start-up line, TensorFlow's advice.
        for mention in [
            "Device: cuda:0 NVIDIA GeForce RTX 3070 : cudaMallocAsync",
            "I tensorflow/core/common_runtime/bfc_allocator.cc:1033] If the cause is memory fragmentation maybe the environment variable 'TF_GPU_ALLOCATOR=cuda_malloc_async' will improve the situation.",
            "python main.py --disable-cuda-malloc",
        ] {
            assert_ne!(first(mention), "cuda-malloc-async-unsupported", "{mention}");
        }
        for (text, id) in [
            (
                "standard_init_linux.go:219: exec user process caused: exec format error",
                "foreign-arch-binary",
            ),
            (
                "E tensorflow/compiler/xla/pjrt/gpu_device.cc:323] Failed to initialize CUDA async allocator: FAILED_PRECONDITION: CUDA async allocator requires CUDA >= 11.2; falling back to BFC.",
                "cuda-malloc-async-unsupported",
            ),
            (
                "ValueError: The model's max seq len (4096) is larger than the maximum number of tokens that can be stored in KV cache (3664). Try increasing gpu_memory_utilization or decreasing max_model_len when initializing the engine.",
                "vllm-kv-cache-too-small",
            ),
            (
                "You cannot currently connect to a GPU due to usage limits in Colab.",
                "colab-gpu-usage-limit",
            ),
            (
                "nvidia-docker | 2017/02/04 13:05:46 Error: Could not load UVM kernel module",
                "nvidia-uvm-missing",
            ),
            (
                "nvidia-docker: symbol lookup error: nvidia-docker: undefined symbol: nvmlInit_v2",
                "cuda-driver-too-old",
            ),
            (
                "Mismatch in versions between nvidia-smi and NVML.\nAre you sure you are using nvidia-smi provided with the driver?",
                "nvml-driver-library-mismatch",
            ),
            (
                "pytorch_lightning.utilities.exceptions.MisconfigurationException:\n    You requested GPUs: [0, 1]\n    But your machine only has: [0]",
                "no-gpu-found",
            ),
            (
                "ImportError: libfoo.so: wrong ELF class: ELFCLASS32",
                "foreign-arch-binary",
            ),
            (
                "sbatch: error: Invalid generic resource (gres) specification",
                "slurm-no-gpu-gres",
            ),
            ("/usr/bin/ld: cannot find -lcuda", "jit-link-libcuda"),
            (
                "Linux 5.15.90.1-microsoft-standard-WSL2\ndocker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]].",
                "wsl-no-gpu",
            ),
            (
                "docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]].",
                "container-no-gpu",
            ),
            (
                "  File \"/Users/me/venv/lib/python3.11/site-packages/torch/cuda/__init__.py\", line 289, in _lazy_init\n    raise AssertionError(\"Torch not compiled with CUDA enabled\")",
                "no-nvidia-gpu-cuda-requested",
            ),
            (
                "  File \"C:/Users/me/venv/Lib/site-packages/torch/cuda/__init__.py\", line 289, in _lazy_init\n    raise AssertionError(\"Torch not compiled with CUDA enabled\")",
                "torch-cpu-build",
            ),
            (
                "AssertionError: Torch not compiled with CUDA enabled",
                "torch-cpu-build",
            ),
            (
                "/Users/me/venv/lib/python3.11/site-packages/torch/cuda/__init__.py:289: UserWarning\nAssertionError: Torch not compiled with CUDA enabled",
                "no-nvidia-gpu-cuda-requested",
            ),
            // Linux logs that merely name macOS or Darwin stay what they are.
            (
                "OS (Linux/macOS/Windows): Ubuntu 22.04\nIgnoring pyobjc: markers 'sys_platform == \"darwin\"' don't match your environment\nAssertionError: Torch not compiled with CUDA enabled",
                "torch-cpu-build",
            ),
            (
                "Ignoring pyobjc: markers 'sys_platform == \"darwin\"' don't match your environment\n  File \"/home/u/.venv/lib/python3.10/site-packages/torch/cuda/__init__.py\", line 1\nRuntimeError: Found no NVIDIA driver on your system.",
                "nvidia-driver-not-installed",
            ),
            (
                "Linux 5.15.90.1-microsoft-standard-WSL2\ndocker: Error response from daemon: OCI runtime create failed: container_linux.go:380: starting container process caused: process_linux.go:545: container init caused: Running hook #0:: error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.6, please update your driver to a newer version, or use an earlier cuda container: unknown.",
                "cuda-driver-too-old",
            ),
            (
                "Your driver CUDA version is 12.2 but the module you want to load requires CUDA  12.4.0.",
                "cuda-driver-too-old",
            ),
            (
                "  File \"GroundingDINO/groundingdino/models/GroundingDINO/ms_deform_attn.py\", line 53, in forward\n    output = _C.ms_deform_attn_forward(\nNameError: name '_C' is not defined",
                "cuda-toolkit-missing-for-build",
            ),
            ("提示：非法指令 (核心已转储)", "cpu-illegal-instruction"),
            (
                "INFO: container failed with non-zero exit code: 132 (exit code 132)",
                "cpu-illegal-instruction",
            ),
            (
                "Process finished with exit code -1073741795 (0xC000001D)",
                "cpu-illegal-instruction",
            ),
            ("GPU has fallen off of the bus", "gpu-fallen-off-bus"),
            (
                "Ungültiger Maschinenbefehl (Speicherabzug geschrieben)",
                "cpu-illegal-instruction",
            ),
            (
                "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
                "shared-memory-exhausted",
            ),
            (
                "RuntimeError: DataLoader worker (pid 7579) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory.",
                "shared-memory-exhausted",
            ),
            (
                "RuntimeError: unable to allocate shared memory(shm) for file </torch_736_3714770125_0>: Resource temporarily unavailable (11)",
                "shared-memory-exhausted",
            ),
            (
                "RuntimeError: unable to write to file </torch_18692_1954506624>: No space left on device (28)",
                "shared-memory-exhausted",
            ),
            (
                "RuntimeError: DataLoader worker (pid 12847) is killed by signal: Killed.",
                "host-out-of-memory",
            ),
            (
                "Could not start backend: Runtime compute cap 75 is not compatible with compile time compute cap 80",
                "no-kernel-image",
            ),
            (
                "called `Result::unwrap()` on an `Err` value: Cuda(NoBinaryForGpu)",
                "no-kernel-image",
            ),
            (
                "Your driver CUDA version is 12.2 but the module you want to load requires CUDA 12.4.0.",
                "cuda-driver-too-old",
            ),
            (
                "AssertionError: libcuda.so cannot found!",
                "jit-link-libcuda",
            ),
            (
                "ERROR: This container was built for NVIDIA Driver Release 455.23 or later, but\n       version 450.66 was detected and compatibility mode is UNAVAILABLE.",
                "cuda-driver-too-old",
            ),
            (
                "warning : CUDA driver version is 11020, expected at least 11040.",
                "cuda-driver-too-old",
            ),
            (
                "ERROR: LoadError: CUDA 10.0 is not supported by\nyour driver (which supports up to 9.0)",
                "cuda-driver-too-old",
            ),
            (
                "MisconfigurationException: You requested GPUs: [1]\n But your machine only has: []",
                "no-gpu-found",
            ),
            (
                "package cudatoolkit-11.0.3-h15472ef_6 has constraint __cuda >=11.0 conflicting with __cuda-10.2-0",
                "cuda-driver-too-old",
            ),
            (
                "    └─ __cuda =* *, which is missing on the system.",
                "conda-no-cuda-virtual-package",
            ),
            (
                "WARNING:tensorflow:TensorRT mismatch. Compiled against version 5.0.2, but loaded 5.1.2.",
                "cuda-extension-version-mismatch",
            ),
            (
                "nvcc error   : 'cicc' died due to signal 9 (Kill signal)",
                "host-out-of-memory",
            ),
            (
                "RuntimeError: Cannot find a working triton installation. Either the package is not installed or it is too old.",
                "triton-missing",
            ),
            (
                "RuntimeError: Failed to find C compiler. Please specify via CC environment variable.",
                "triton-no-c-compiler",
            ),
            (
                "RuntimeError: FlashAttention is only supported on CUDA 11.6 and above.  Note: make sure nvcc has a supported version by running nvcc -V.",
                "flash-attn-nvcc-too-old",
            ),
            (
                "NotImplementedError: Could not run 'torchvision::nms' with arguments from the 'CUDA' backend.",
                "torchvision-without-cuda-kernels",
            ),
            (
                "[   12.345678] NVRM: API mismatch",
                "nvml-driver-library-mismatch",
            ),
            (
                "jaxlib.xla_extension.XlaRuntimeError: UNAVAILABLE: No PTX compilation provider is available. Neither ptxas/nvlink nor nvjitlink is available.",
                "xla-libdevice-ptxas-missing",
            ),
            (
                "W onnxruntime:, session_state.cc:1166 VerifyEachNodeIsAssignedToAnEp] Some nodes were not assigned to the preferred execution providers which may or may not have an negative impact on performance.",
                "onnxruntime-nodes-on-cpu-notice",
            ),
            (
                "Detected kernel version 5.4.0, which is below the recommended minimum of 5.5.0; this can cause the process to hang. It is recommended to upgrade the kernel to the minimum version or higher.",
                "accelerate-kernel-version-notice",
            ),
            (
                "E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inStatefulPartitionedCall/model/dropout/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer",
                "tf-grappler-layout-notice",
            ),
            (
                "NOTE: Redirects are currently not supported in Windows or MacOs.",
                "torch-elastic-redirects-notice",
            ),
            // Batch 17's first look (docs/explain.md): wordings the catalog lacked.
            (
                "RuntimeError: OPTIX_ERROR_UNSUPPORTED_ABI_VERSION: Optix call 'optixInit()' failed: /home/x/psdr-cuda/include/psdr/scene/optix.h:79)",
                "optix-driver-too-old",
            ),
            (
                "Optix call (optixInit()) failed with code 7801 (line 150)",
                "optix-driver-too-old",
            ),
            (
                "ValueError: Unknown CUDA arch (9.0+PTX) or GPU not supported",
                "torch-extension-unknown-arch",
            ),
            (
                "vulkan_buffer.cc:61: InternalError: Check failed: (__e == VK_SUCCESS) is false: Vulkan Error, code=-2: VK_ERROR_OUT_OF_DEVICE_MEMORY",
                "vulkan-out-of-device-memory",
            ),
            (
                "[WARNING] [stage3.py:2069:step] 27 pytorch allocator cache flushes since last step. this happens when there is high memory pressure and is detrimental to performance.",
                "deepspeed-allocator-cache-flushes",
            ),
            (
                "RuntimeError: invalid low watermark ratio 1.4",
                "mps-watermark-ratio-invalid",
            ),
            (
                "[W reducer.cpp:1303] Warning: find_unused_parameters=True was specified in DDP constructor, but did not find any unused parameters in the forward pass.",
                "ddp-performance-notice",
            ),
            (
                "UserWarning: Grad strides do not match bucket view strides. This may indicate grad was not created according to the gradient layout contract",
                "ddp-performance-notice",
            ),
            (
                "Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 262144.0",
                "fp16-loss-scale-skip-notice",
            ),
            (
                "UserWarning: Detected call of `lr_scheduler.step()` before `optimizer.step()`. In PyTorch 1.1.0 and later, you should call them in the opposite order",
                "lr-scheduler-order-notice",
            ),
            (
                "[Compiling module _Function_4.57852891_4] Very slow compile? If you want to file a bug, run with envvar XLA_FLAGS=--xla_dump_to=/tmp/foo and attach the results.",
                "xla-slow-compile-notice",
            ),
            (
                "nvidia-fabricmanager-start.sh[4756]: request to query NVSwitch device information from NVSwitch driver failed with error:WARNING Nothing to do [NV_WARN_NOTHING_TO_DO]",
                "fabric-manager-no-nvswitch-notice",
            ),
            (
                "/usr/bin/nvidia-powerd[1031]: SBIOS support not found for NVPCF GET_SUPPORTED function",
                "nvidia-powerd-no-sbios-notice",
            ),
            (
                "[h264_nvenc @ 0x55688b625f40] Cannot load libnvidia-encode.so.1",
                "container-video-capability-missing",
            ),
            (
                "[h264_cuvid @ 0x559195d65c80] Cannot load libnvcuvid.so.1",
                "container-video-capability-missing",
            ),
            (
                "Error: CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH on all detection engines",
                "cudnn-version-mismatch",
            ),
            (
                "Device: cuda:0 Tesla M40 24GB : cudaMallocAsync\nError occurred when executing KSampler:\n\nCUDA error: operation not supported",
                "cuda-malloc-async-unsupported",
            ),
            (
                "[W1228 22:37:05.000000000 AllocatorConfig.cpp:28] Warning: PYTORCH_CUDA_ALLOC_CONF is deprecated, use PYTORCH_ALLOC_CONF instead (function operator ())",
                "pytorch-alloc-conf-renamed-notice",
            ),
            (
                "*** caught illegal operation ***\naddress 0x114e2bacb, cause 'illegal opcode'",
                "cpu-illegal-instruction",
            ),
            (
                "  Could NOT find CUDA (missing: CUDA_INCLUDE_DIRS) (found version \"11.4\")",
                "cuda-toolkit-missing-for-build",
            ),
            (
                "ValueError(\"type fp8e4nv not supported in this architecture. The supported fp8 dtypes are ('fp8e4b15', 'fp8e5')\")",
                "triton-fp8-unsupported-arch",
            ),
            (
                "tokenizers.cpython-39-darwin.so' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))",
                "macos-wrong-architecture",
            ),
            (
                "WARNING: NMS time limit 0.330s exceeded",
                "yolo-nms-time-limit-notice",
            ),
            (
                "CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2",
                "tf-cpu-feature-notice",
            ),
            (
                "Your CPU supports instructions that this Tensorflow bianry was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA",
                "tf-cpu-feature-notice",
            ),
            (
                "Unable to load DLL 'tensorflow' or one of its dependencies: Exception from HRESULT: 0xC000001D",
                "cpu-illegal-instruction",
            ),
            (
                "NerfAcc: No CUDA toolkit found. NerfAcc will be disabled.",
                "cuda-toolkit-missing-for-build",
            ),
            (
                "[E] [TRT] 1: [caskUtils.cpp::trtSmToCask::147] Error Code 1: Internal Error (Unsupported SM: 0x809)",
                "tensorrt-unsupported-sm",
            ),
            (
                "IBuilder::buildSerializedNetwork: Error Code 9: API Usage Error (Target GPU SM 120 is not supported by this TensorRT release.)",
                "tensorrt-unsupported-sm",
            ),
            (
                "rocBLAS error: Cannot read /opt/rocm/lib/rocblas/library/TensileLibrary.dat: Illegal seek for GPU arch : gfx1201",
                "rocm-gpu-arch-unsupported",
            ),
            (
                "hipErrorNoBinaryForGpu: Unable to find code object for all current devices!",
                "rocm-gpu-arch-unsupported",
            ),
            (
                "Failed to query NVIDIA devices. Please ensure that the NVIDIA device files (/dev/nvidia*) exist, and that user 0 has read and write permissions for those files.",
                "nvidia-module-not-loaded",
            ),
        ] {
            assert_eq!(first(text), id, "{text}");
        }
        // `-lcudart` or `-lcudnn` is another library (the toolkit's), not the driver's.
        assert_ne!(
            first("/usr/bin/ld: cannot find -lcudart"),
            "jit-link-libcuda"
        );
    }

    #[test]
    fn pytorchs_out_of_memory_advice_does_not_make_it_a_configuration_error() {
        // PyTorch 2.x's message, advice and all: the most common GPU error there is.
        let oom = "CUDA out of memory. Tried to allocate 30.29 GiB. GPU 0 has a total capacity of 10.74 GiB of which 3.69 GiB is free. Including non-PyTorch memory, this process has 6.68 GiB memory in use. Of the allocated memory 6.10 GiB is allocated by PyTorch, and 396.58 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)";
        let m = diagnose(oom);
        assert_eq!(m[0].entry.id, "cuda-out-of-memory", "{:?}", m[0]);
    }

    #[test]
    fn noise_never_outranks_a_real_error() {
        let log = "\
2024-03-30 14:29:58.691384: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-03-30 14:29:58.692006: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:901] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero.
successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node
W tensorflow/core/common_runtime/bfc_allocator.cc:275] Ran out of memory trying to allocate 392.00MiB.  See logs for memory state.
";
        let m = diagnose(log);
        assert_eq!(m[0].entry.id, "cuda-out-of-memory");
        assert!(m[0].evidence[0].contains("392.00MiB"));
        assert!(m.iter().skip(1).any(|x| x.entry.benign));
        // The same noise alone is called harmless.
        let noise_only: String = log.lines().take(5).collect::<Vec<_>>().join("\n");
        let m = diagnose(&noise_only);
        assert!(!m.is_empty() && m.iter().all(|x| x.entry.benign), "{m:?}");
    }

    #[test]
    fn the_heavier_pattern_wins_a_shared_line() {
        // The generic dlopen pattern and the TF-TRT one both match; TensorRT is optional. (The
        // catalog's own ranking: the model may weigh a missing libnvinfer otherwise, as the
        // corpus's threads of users who wanted TensorRT do.)
        let m = catalog_matches(
            "W dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvinfer.so.7: cannot open shared object file: No such file or directory",
        );
        assert_eq!(m[0].entry.id, "tf-trt-warning");
        assert!(m.iter().any(|x| x.entry.id == "tf-dlopen-failed" && !x.won));
    }

    #[test]
    fn confidence_is_in_range_and_ordered_for_winners() {
        let m = diagnose(
            "CUDA driver version is insufficient for CUDA runtime version\ncudaErrorInsufficientDriver",
        );
        assert_eq!(m[0].entry.id, "cuda-driver-too-old");
        for x in &m {
            assert!((0.0..=1.0).contains(&x.confidence));
        }
        assert!(m[0].confidence >= 0.5, "{}", m[0].confidence);
    }

    #[test]
    fn long_lines_binary_and_invalid_utf8_are_handled() {
        let mut long = vec![b'x'; MAX_LINE * 3 + 17];
        let msg = b"no CUDA-capable device is detected";
        // Straddle a window edge.
        long.splice(MAX_LINE - 10..MAX_LINE - 10, msg.iter().copied());
        assert_eq!(diagnose_bytes(&long)[0].entry.id, "no-gpu-found");

        let mut junk: Vec<u8> = (0..4096u32).map(|i| (i * 7 % 256) as u8).collect();
        junk.extend_from_slice(b"\n\xff\xfe Illegal instruction (core dumped) \xc3\n");
        let m = diagnose_bytes(&junk);
        assert_eq!(m[0].entry.id, "cpu-illegal-instruction");
        assert!(m[0].evidence[0].contains("Illegal instruction"));
    }

    #[test]
    fn binary_windows_are_skipped() {
        assert!(looks_binary(b"\x00\x01\x02\x03abc"));
        assert!(!looks_binary(b"plain text\twith a tab"));
        // Random bytes (control bytes included, just under the 1-in-8 rule), raw and as
        // the lossy decoding leaves them.
        let mut state = 7u64;
        let random: Vec<u8> = (0..4096)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (state >> 56) as u8
            })
            .filter(|b| *b != b'\n')
            .collect();
        assert!(looks_binary(&random));
        assert!(looks_binary(String::from_utf8_lossy(&random).as_bytes()));
        // Text in UTF-8, and lines of a legacy-encoding console (cp1251, GBK) as the lossy
        // decoding leaves them, are text.
        assert!(!looks_binary(
            "RuntimeError: CUDA 显存不足 (out of memory) 已杀死".as_bytes()
        ));
        let cp1251: &[u8] = b"OSError: [WinError 126] \xcd\xe5 \xed\xe0\xe9\xe4\xe5\xed \xf3\xea\xe0\xe7\xe0\xed\xed\xfb\xe9 \xec\xee\xe4\xf3\xeb\xfc cudnn64_8.dll";
        assert!(!looks_binary(String::from_utf8_lossy(cp1251).as_bytes()));
        let gbk: &[u8] = b"ImportError: DLL load failed while importing _C: \xd5\xd2\xb2\xbb\xb5\xbd\xd6\xb8\xb6\xa8\xb5\xc4\xc4\xa3\xbf\xe9\xa1\xa3";
        assert!(!looks_binary(String::from_utf8_lossy(gbk).as_bytes()));
        assert!(!diagnose_bytes(gbk).is_empty());
        assert!(diagnose_bytes(b"\x00\x00\x00\x00\x00\x00Illegal instruction\x00").is_empty());
    }

    /// The finder only skips lines; what it lets through is matched as before. Every labelled
    /// message (as written, with CRLF line ends and upper-cased), among ordinary log lines, a
    /// long line with a message across a window edge and binary junk, must give the same
    /// matches, scores, evidence and first lines by both scans.
    #[test]
    fn the_finder_skips_only_lines_that_cannot_match() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/errors");
        let mut files: Vec<_> = std::fs::read_dir(root.join("corpus"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
            .collect();
        files.sort();
        files.extend(["sample.jsonl", "extra.jsonl", "extra2.jsonl"].map(|f| root.join(f)));
        let filler = "2024-05-01 12:00:00.000000: I executor.cc:1197] step 12 loss=0.12 (ok)\n";
        let mut long = "x".repeat(MAX_LINE * 2);
        long.insert_str(MAX_LINE - 8, "no CUDA-capable device is detected");
        let mut inputs: Vec<Vec<u8>> = Vec::new();
        for (n, path) in files.iter().enumerate() {
            let mut text = String::new();
            for row in std::fs::read_to_string(path).unwrap().lines() {
                let v: serde_json::Value = serde_json::from_str(row).unwrap();
                let message = v["message"].as_str().unwrap_or_default();
                text.push_str(filler);
                text.push_str(message);
                text.push('\n');
            }
            text.push_str(&long);
            text.push('\n');
            let mut bytes = normalize(text.as_bytes()).into_bytes();
            bytes.extend((0..3000u32).map(|i| (i * 7 % 256) as u8));
            inputs.push(bytes);
            if n % 4 == 0 {
                inputs.push(normalize(text.to_ascii_uppercase().as_bytes()).into_bytes());
                inputs.push(text.replace('\n', "\r\n").into_bytes());
            }
        }
        let summary = |found: Vec<Match>| -> Vec<String> {
            found
                .iter()
                .map(|m| {
                    let ev = m.evidence.join(" | ");
                    format!("{} {} {} {} {ev}", m.entry.id, m.score, m.won, m.first_line)
                })
                .collect()
        };
        for bytes in &inputs {
            let every_line = summary(match_catalog_by(catalog(), bytes, false));
            let found = summary(match_catalog_by(catalog(), bytes, true));
            assert!(!every_line.is_empty());
            assert_eq!(found, every_line);
        }
    }
}
