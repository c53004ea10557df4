//! Training and measuring the category model on a labelled corpus (fixtures/errors/corpus/):
//! read the JSON lines, turn each message into features exactly as `explain` does, fit the
//! weights on the train split, the temperature on the dev split, and report top-1, top-3,
//! no-match and the confusions between categories for any split.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::{Context, Result, bail};
use serde::Deserialize;

use super::catalog::{CATEGORIES, catalog};
use super::matcher::{diagnose_with_model, hits, match_catalog};
use super::model::{Example, Model, TrainSpec, features, fit_temperature, salient, train};
use super::normalize::normalize;

/// One labelled message (the corpus format; other fields are ignored here).
#[derive(Debug, Clone, Deserialize)]
pub struct Labelled {
    #[serde(default)]
    pub id: String,
    pub message: String,
    pub category: String,
}

/// Read a JSON-lines file of labelled messages.
pub fn read_jsonl(path: &Path) -> Result<Vec<Labelled>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let l: Labelled = serde_json::from_str(line)
            .with_context(|| format!("{}:{}: not a labelled message", path.display(), i + 1))?;
        if !CATEGORIES.contains(&l.category.as_str()) {
            bail!(
                "{}:{}: unknown category `{}`",
                path.display(),
                i + 1,
                l.category
            );
        }
        out.push(l);
    }
    Ok(out)
}

/// The training examples of a set: features as `explain` computes them.
pub fn examples(set: &[Labelled]) -> Vec<Example> {
    set.iter()
        .map(|l| {
            let text = normalize(l.message.as_bytes());
            let found = match_catalog(catalog(), text.as_bytes());
            Example {
                features: features(&salient(&text), &hits(&found)),
                category: CATEGORIES
                    .iter()
                    .position(|c| *c == l.category)
                    .unwrap_or_default(),
            }
        })
        .collect()
}

/// Fit a model on `train_set`, its temperature on `dev_set`.
pub fn fit(train_set: &[Labelled], dev_set: &[Labelled], spec: TrainSpec) -> Model {
    let mut model = train(&examples(train_set), spec);
    model.temperature = fit_temperature(&model, &examples(dev_set));
    model
}

/// How a model does on a set, through the whole `explain` pipeline.
#[derive(Debug, Clone, Default)]
pub struct Figures {
    pub n: usize,
    pub top1: usize,
    pub top3: usize,
    pub no_match: usize,
    /// (labelled, answered first) -> count, for the misses.
    pub confusions: BTreeMap<(String, String), usize>,
    /// The ids of the messages answered wrongly first.
    pub misses: Vec<String>,
}

impl Figures {
    /// "top-1 91.2%, top-3 97.5%, no match 1.0% (n = 120)"
    pub fn line(&self) -> String {
        let pct = |k: usize| 100.0 * k as f64 / self.n.max(1) as f64;
        format!(
            "top-1 {:.1}%, top-3 {:.1}%, no match {:.1}% (n = {})",
            pct(self.top1),
            pct(self.top3),
            pct(self.no_match),
            self.n
        )
    }
}

/// Measure `model` on `set`: the first category, the first three distinct categories.
pub fn evaluate(model: &Model, set: &[Labelled]) -> Figures {
    let mut f = Figures {
        n: set.len(),
        ..Figures::default()
    };
    for l in set {
        let matches = diagnose_with_model(model, l.message.as_bytes());
        let mut ranked: Vec<&str> = Vec::new();
        for m in &matches {
            if !ranked.contains(&m.entry.category.as_str()) {
                ranked.push(&m.entry.category);
            }
        }
        match ranked.first() {
            None => {
                f.no_match += 1;
                f.misses.push(l.id.clone());
                *f.confusions
                    .entry((l.category.clone(), "(no match)".into()))
                    .or_default() += 1;
            }
            Some(first) if *first == l.category => f.top1 += 1,
            Some(first) => {
                f.misses.push(l.id.clone());
                *f.confusions
                    .entry((l.category.clone(), first.to_string()))
                    .or_default() += 1;
            }
        }
        if ranked.iter().take(3).any(|c| *c == l.category) {
            f.top3 += 1;
        }
    }
    f
}
