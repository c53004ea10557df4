//! `gpudoc explain`: diagnose a pasted error message or a whole log against a catalog of
//! known GPU/ML-environment failures, and say what it means, how sure we are, and the fix.
//!
//! Other layers use the library API: [`diagnose`] / [`diagnose_bytes`] run text through the
//! whole engine, [`catalog_matches`] through the precise catalog alone (layer 5 classifies
//! captured framework log lines with it), [`entry`] looks up the entry a failing check points
//! at (the `explain` field of `check --json`).
//!
//! Parts: [`normalize`] (timestamps, prefixes, escapes, wrapped kernel lines), [`mod@catalog`]
//! (the embedded data and its lint), [`matcher`] (line scan, ranking, and the combination
//! with the model), [`model`] (the category model over words, entities and catalog matches),
//! [`specifics`] (versions, sonames, codes pulled from the matched lines), [`render`] (human
//! and JSON output), [`machine`] (`--probe`).

pub mod catalog;
pub mod machine;
pub mod matcher;
pub mod model;
pub mod normalize;
pub mod render;
pub mod specifics;
pub mod training;

pub use catalog::{CATEGORIES, Entry, catalog};
pub use matcher::{Match, catalog_matches, diagnose, diagnose_bytes};

/// The catalog entry with this id (for checks that point at one).
pub fn entry(id: &str) -> Option<&'static Entry> {
    catalog().entry(id)
}

/// The most input explain reads: past it, the first and the last half of this many bytes
/// (the first failure is near the start of a log, the one that killed the job near its end)
/// and a note of how much was skipped between them.
pub const MAX_INPUT: u64 = 16 << 20;
