//! Training and measuring the category model on a labelled corpus (fixtures/errors/corpus/):
//! read the JSON lines, turn each message into features exactly as `explain` does, fit the
//! weights and the temperature (on a dev split, or by cross-validation by thread over a
//! pool), and report top-1, top-3, no-match and the confusions between categories for any
//! split.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::{Context, Result, bail};
use serde::Deserialize;

use super::catalog::{CATEGORIES, catalog};
use super::matcher::{diagnose_with_model, match_catalog, model_features};
use super::model::{Example, Model, TrainSpec, fit_temperature, train};
use super::normalize::normalize;

/// One labelled message (the corpus format; other fields are ignored here).
#[derive(Debug, Clone, Deserialize)]
pub struct Labelled {
    #[serde(default)]
    pub id: String,
    pub message: String,
    pub category: String,
    /// The public thread it came from (cross-validation keeps a thread in one fold).
    #[serde(default)]
    pub thread: String,
    /// The URL it came from (the catalog's fixtures name no thread, only this).
    #[serde(default)]
    pub source: String,
}

impl Labelled {
    /// The thread as one key for every spelling of its URL: no scheme, `www.`, fragment,
    /// query or trailing slash, lower case; the source URL when no thread is named, the id
    /// when neither is.
    pub fn thread_key(&self) -> String {
        let url = if !self.thread.is_empty() {
            &self.thread
        } else if !self.source.is_empty() {
            &self.source
        } else {
            return self.id.clone();
        };
        let mut key = url.split(['#', '?']).next().unwrap_or_default();
        for prefix in ["https://", "http://", "www."] {
            key = key.strip_prefix(prefix).unwrap_or(key);
        }
        key.trim_end_matches('/').to_ascii_lowercase()
    }
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
                features: model_features(&text, &found),
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
    let dev = examples(dev_set);
    let answers: Vec<(&Model, &Example)> = dev.iter().map(|e| (&model, e)).collect();
    let temperature = fit_temperature(&answers);
    model.temperature = temperature;
    model
}

/// The fold a message falls in: a stable hash of its thread key, so the same pool always
/// gives the same folds and no thread is in two.
fn fold_of(l: &Labelled, folds: usize) -> usize {
    let key = l.thread_key();
    // FNV-1a: stable across Rust releases, unlike the standard library's hasher.
    let hash = key.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    (hash % folds.max(1) as u64) as usize
}

/// The models of a K-fold cross-validation by thread, and the model fitted on everything.
pub struct CrossValidation {
    /// Fitted on the fixed set and the whole pool, with the out-of-fold temperature.
    pub model: Model,
    /// Model k never saw fold k (temperature as `model`'s).
    pub folds: Vec<Model>,
}

impl CrossValidation {
    /// The model that never saw this message's thread.
    pub fn held_out_model(&self, l: &Labelled) -> &Model {
        &self.folds[fold_of(l, self.folds.len())]
    }

    /// Out-of-fold figures of a set of pool messages: each answered by the model that never
    /// saw its thread.
    pub fn evaluate(&self, set: &[Labelled]) -> Figures {
        let mut figures = Figures::default();
        for l in set {
            figures.add(evaluate(self.held_out_model(l), std::slice::from_ref(l)));
        }
        figures
    }
}

/// K-fold cross-validation by thread: each fold of `pool` is answered by a model fitted on
/// `fixed` and the other folds; the temperature is the one that best fits those out-of-fold
/// answers; the final model is fitted on `fixed` and all of `pool` with that temperature.
pub fn cross_validate(
    fixed: &[Labelled],
    pool: &[Labelled],
    folds: usize,
    spec: TrainSpec,
) -> CrossValidation {
    let folds = folds.max(2);
    let fixed_examples = examples(fixed);
    let pool_examples = examples(pool);
    let fold: Vec<usize> = pool.iter().map(|l| fold_of(l, folds)).collect();
    // A fixture from a thread the pool also holds is left out of that thread's fold, as the
    // thread's pool messages are: otherwise its near-copy would be fitted on while they are
    // scored (the catalog's fixtures came from some of the corpus's threads).
    let pool_threads: std::collections::BTreeSet<String> =
        pool.iter().map(Labelled::thread_key).collect();
    let fixed_fold: Vec<Option<usize>> = fixed
        .iter()
        .map(|l| {
            pool_threads
                .contains(&l.thread_key())
                .then(|| fold_of(l, folds))
        })
        .collect();
    let fit_fold = |k: usize| {
        let mut set: Vec<Example> = fixed_examples
            .iter()
            .zip(&fixed_fold)
            .filter(|(_, f)| **f != Some(k))
            .map(|(e, _)| e.clone())
            .collect();
        set.extend(
            pool_examples
                .iter()
                .zip(&fold)
                .filter(|(_, f)| **f != k)
                .map(|(e, _)| e.clone()),
        );
        train(&set, spec)
    };
    let mut models: Vec<Model> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..folds).map(|k| s.spawn(move || fit_fold(k))).collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a fold's training does not panic"))
            .collect()
    });
    let held_out: Vec<(&Model, &Example)> = pool_examples
        .iter()
        .zip(&fold)
        .map(|(e, &k)| (&models[k], e))
        .collect();
    let temperature = fit_temperature(&held_out);
    for m in &mut models {
        m.temperature = temperature;
    }
    let mut all = fixed_examples;
    all.extend(pool_examples);
    let mut model = train(&all, spec);
    model.temperature = temperature;
    CrossValidation {
        model,
        folds: models,
    }
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
    /// The messages answered wrongly first: id, label, the categories answered (best first).
    pub misses: Vec<Miss>,
    /// (confidence of the first answer, whether its category was right), one per answered
    /// message: what calibration is measured on.
    pub answers: Vec<(f64, bool)>,
}

/// A message the model answered wrongly.
#[derive(Debug, Clone, Default)]
pub struct Miss {
    pub id: String,
    pub category: String,
    pub answered: Vec<String>,
    pub message: String,
}

/// Confidence bins of the reliability table: [0, .5), [.5, .7), [.7, .8), [.8, .9), [.9, 1].
const BINS: [f64; 5] = [0.0, 0.5, 0.7, 0.8, 0.9];

/// One row of the reliability table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bin {
    pub from: f64,
    pub to: f64,
    pub n: usize,
    pub mean_confidence: f64,
    pub accuracy: f64,
}

impl Figures {
    /// Add another set's figures to these.
    pub fn add(&mut self, other: Figures) {
        self.n += other.n;
        self.top1 += other.top1;
        self.top3 += other.top3;
        self.no_match += other.no_match;
        for (k, v) in other.confusions {
            *self.confusions.entry(k).or_default() += v;
        }
        self.misses.extend(other.misses);
        self.answers.extend(other.answers);
    }

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

    /// The reliability table: in each confidence bin, how often the first answer was right.
    pub fn reliability(&self) -> Vec<Bin> {
        BINS.iter()
            .enumerate()
            .map(|(i, &from)| {
                let to = BINS.get(i + 1).copied().unwrap_or(1.0);
                let last = i + 1 == BINS.len();
                let inside: Vec<&(f64, bool)> = self
                    .answers
                    .iter()
                    .filter(|(c, _)| *c >= from && (*c < to || last))
                    .collect();
                let n = inside.len();
                let mean = |f: &dyn Fn(&(f64, bool)) -> f64| {
                    inside.iter().map(|a| f(a)).sum::<f64>() / n.max(1) as f64
                };
                Bin {
                    from,
                    to,
                    n,
                    mean_confidence: mean(&|a| a.0),
                    accuracy: mean(&|a| f64::from(u8::from(a.1))),
                }
            })
            .collect()
    }

    /// Expected calibration error: the gap between confidence and accuracy, averaged over
    /// the bins weighted by how many answers fell in each (0 is perfectly calibrated).
    pub fn ece(&self) -> f64 {
        let total = self.answers.len().max(1) as f64;
        self.reliability()
            .iter()
            .map(|b| b.n as f64 / total * (b.mean_confidence - b.accuracy).abs())
            .sum()
    }

    /// The reliability table as text lines, for the training report and docs/explain.md.
    pub fn reliability_lines(&self) -> Vec<String> {
        let mut out = vec![format!(
            "calibration: ECE {:.3} over {} answered",
            self.ece(),
            self.answers.len()
        )];
        for b in self.reliability().iter().filter(|b| b.n > 0) {
            out.push(format!(
                "  confidence {:.2}-{:.2}: {:>3} answers, mean confidence {:.2}, right {:.2}",
                b.from, b.to, b.n, b.mean_confidence, b.accuracy
            ));
        }
        out
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
        if let Some(m) = matches.first() {
            f.answers
                .push((m.confidence, m.entry.category == l.category));
        }
        let miss = || Miss {
            id: l.id.clone(),
            category: l.category.clone(),
            answered: ranked.iter().take(3).map(|c| c.to_string()).collect(),
            message: l.message.clone(),
        };
        match ranked.first() {
            None => {
                f.no_match += 1;
                f.misses.push(miss());
                *f.confusions
                    .entry((l.category.clone(), "(no match)".into()))
                    .or_default() += 1;
            }
            Some(first) if *first == l.category => f.top1 += 1,
            Some(first) => {
                f.misses.push(miss());
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

#[cfg(test)]
mod tests {
    use super::*;

    fn labelled(id: &str, thread: &str, message: &str, category: &str) -> Labelled {
        Labelled {
            id: id.into(),
            message: message.into(),
            category: category.into(),
            thread: thread.into(),
            source: String::new(),
        }
    }

    #[test]
    fn folds_keep_a_thread_together_and_are_stable() {
        let a = labelled("x-1", "github.com/o/r/issues/1", "m", "benign");
        let b = labelled("x-2", "github.com/o/r/issues/1", "n", "wsl");
        assert_eq!(fold_of(&a, 10), fold_of(&b, 10));
        // FNV-1a of the thread: a fixed value, whatever the Rust release (computed
        // independently: 64-bit FNV-1a of "github.com/o/r/issues/1" is 5 mod 10).
        assert_eq!(fold_of(&a, 10), fold_of(&a, 10));
        assert_eq!(fold_of(&a, 10), 5);
        let spread: std::collections::BTreeSet<usize> = (0..100)
            .map(|i| fold_of(&labelled("", &format!("t/{i}"), "", "benign"), 10))
            .collect();
        assert_eq!(spread.len(), 10, "100 threads fill all 10 folds");
        // Every spelling of one thread is one key; a fixture's source URL is its thread.
        let fixture = Labelled {
            source: "https://www.GitHub.com/o/r/issues/1/#issuecomment-5".into(),
            ..labelled("s-1", "", "m", "benign")
        };
        assert_eq!(fixture.thread_key(), "github.com/o/r/issues/1");
        assert_eq!(fold_of(&fixture, 10), fold_of(&a, 10));
        // No thread: the id decides.
        let c = labelled("y-1", "", "m", "benign");
        let d = labelled("y-1", "", "other", "wsl");
        assert_eq!(fold_of(&c, 7), fold_of(&d, 7));
    }

    #[test]
    fn cross_validation_answers_every_pool_message_with_one_temperature() {
        let mut pool = Vec::new();
        for i in 0..12 {
            pool.push(labelled(
                &format!("o-{i}"),
                &format!("t/oom/{i}"),
                &format!("RuntimeError: CUDA out of memory. Tried to allocate {i}.00 GiB"),
                "out-of-memory",
            ));
            pool.push(labelled(
                &format!("c-{i}"),
                &format!("t/cpu/{i}"),
                &format!("Illegal instruction (core dumped) after import tensorflow {i}"),
                "cpu-or-abi",
            ));
        }
        let spec = TrainSpec {
            epochs: 60,
            ..TrainSpec::default()
        };
        let cv = cross_validate(&[], &pool, 4, spec);
        assert_eq!(cv.folds.len(), 4);
        let f = cv.evaluate(&pool);
        assert_eq!(f.n, pool.len());
        assert_eq!(f.top1, pool.len(), "{:?}", f.misses);
        assert!(cv.model.temperature > 0.0);
        assert!(
            cv.folds
                .iter()
                .all(|m| m.temperature == cv.model.temperature)
        );
    }

    #[test]
    fn a_thread_never_helps_its_own_held_out_answer() {
        // Each thread's two messages share a word found nowhere else, and the threads'
        // labels follow no pattern a model could learn from the other threads. Fitted on
        // everything, that word gives each label away; out of fold it must not, and neither
        // may a fixture copied from the same thread (its source URL is that thread).
        let categories = ["out-of-memory", "cpu-or-abi"];
        let mut pool = Vec::new();
        let mut fixed = Vec::new();
        for i in 0..24 {
            let thread = format!("github.com/o/r/issues/{i}");
            let category = categories[(i * 7 / 3) % 2];
            let word: String = format!("{i:03}")
                .bytes()
                .map(|d| char::from(b'q' + d - b'0'))
                .collect();
            for j in 0..2 {
                pool.push(labelled(
                    &format!("p-{i}-{j}"),
                    &thread,
                    &format!("cuda log zz{word} line {j}"),
                    category,
                ));
            }
            // Two, so the word outlives min_count even without the thread's pool messages.
            for j in 0..2 {
                fixed.push(Labelled {
                    source: format!("https://{thread}#issuecomment-{j}"),
                    ..labelled(
                        &format!("f-{i}-{j}"),
                        "",
                        &format!("cuda fixture zz{word} {j}"),
                        category,
                    )
                });
            }
        }
        let spec = TrainSpec {
            epochs: 120,
            ..TrainSpec::default()
        };
        let cv = cross_validate(&fixed, &pool, 4, spec);
        assert_eq!(evaluate(&cv.model, &pool).top1, pool.len(), "in sample");
        let held_out = cv.evaluate(&pool);
        assert!(
            held_out.top1 * 4 <= pool.len() * 3,
            "out of fold {} of {}: a thread's own words reached its held-out answer",
            held_out.top1,
            pool.len()
        );
    }

    #[test]
    fn reliability_bins_and_ece() {
        let f = Figures {
            answers: vec![(0.95, true), (0.95, false), (0.6, true), (0.3, false)],
            ..Figures::default()
        };
        let bins = f.reliability();
        assert_eq!(bins.len(), 5);
        assert_eq!(bins[0].n, 1);
        assert_eq!(bins[1].n, 1);
        assert_eq!(bins[4].n, 2);
        assert!((bins[4].accuracy - 0.5).abs() < 1e-9);
        // |0.3-0| * 1/4 + |0.6-1| * 1/4 + |0.95-0.5| * 2/4
        assert!(
            (f.ece() - (0.075 + 0.1 + 0.225)).abs() < 1e-9,
            "{}",
            f.ece()
        );
        assert!(f.reliability_lines()[0].starts_with("calibration: ECE 0.400"));
    }
}
