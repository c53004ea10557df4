//! `gpudoc __train-explain`: fit explain's category model (the temperature on a dev split, or
//! by cross-validation by thread over a pool), print the figures of every split given, and
//! write the model.
//! Deterministic: the same files give the same model, byte for byte.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context, Result};

use crate::cli::TrainExplainArgs;
use crate::exit;
use crate::explain::model::{Model, TrainSpec};
use crate::explain::training::{Figures, cross_validate, evaluate, fit, read_jsonl};

pub(super) fn run(args: &TrainExplainArgs) -> Result<u8> {
    if args.embedded {
        return report_embedded(args);
    }
    let mut train_set = Vec::new();
    for f in &args.train {
        train_set.extend(read_jsonl(f)?);
    }
    let mut dev_set = Vec::new();
    for f in &args.dev {
        dev_set.extend(read_jsonl(f)?);
    }
    let spec = TrainSpec {
        epochs: args.epochs,
        l2: args.l2,
        min_count: args.min_count,
        scale_power: args.scale_power,
        learning_rate: args.learning_rate,
        class_power: args.class_power,
    };
    let mut pools = Vec::new();
    for f in &args.pool {
        pools.push((f.display().to_string(), read_jsonl(f)?));
    }
    let pool: Vec<_> = pools.iter().flat_map(|(_, set)| set.clone()).collect();
    let (mut model, cross_validated) = if pool.is_empty() {
        (fit(&train_set, &dev_set, spec), None)
    } else {
        let cv = cross_validate(&train_set, &pool, args.folds, spec);
        (cv.model.clone(), Some(cv))
    };
    model.trained_on = args
        .train
        .iter()
        .chain(&args.pool)
        .map(|p| p.display().to_string())
        .collect();
    let mut err = std::io::stderr().lock();
    writeln!(err, "{}", summary(&model))?;
    let fitted = if cross_validated.is_some() {
        "fixed (fitted on in every fold)"
    } else {
        "train"
    };
    report(&mut err, fitted, &evaluate(&model, &train_set), args.misses)?;
    if let Some(cv) = &cross_validated {
        let name = format!("pool, out of fold ({} folds by thread)", cv.folds.len());
        report(&mut err, &name, &cv.evaluate(&pool), args.misses)?;
        for (name, set) in &pools {
            writeln!(err, "  of which {name}: {}", cv.evaluate(set).line())?;
        }
    }
    if !dev_set.is_empty() {
        report(&mut err, "dev", &evaluate(&model, &dev_set), args.misses)?;
    }
    report_files(&mut err, &model, &args.report)?;
    if let Some(out) = &args.out {
        let mut text = serde_json::to_string(&model).context("cannot serialise the model")?;
        text.push('\n');
        let tmp = out.with_extension("json.tmp");
        std::fs::write(&tmp, text).with_context(|| format!("cannot write {}", tmp.display()))?;
        std::fs::rename(&tmp, out).with_context(|| format!("cannot write {}", out.display()))?;
        writeln!(err, "wrote {}", out.display())?;
    }
    Ok(exit::OK)
}

/// `--embedded`: the figures of the built-in model on each --report file.
fn report_embedded(args: &TrainExplainArgs) -> Result<u8> {
    let model = crate::explain::model::model();
    let mut err = std::io::stderr().lock();
    writeln!(err, "the embedded model: {}", summary(model))?;
    report_files(&mut err, model, &args.report)?;
    Ok(exit::OK)
}

fn summary(model: &Model) -> String {
    format!(
        "{} features, temperature {:.1}",
        model.weights.len(),
        model.temperature
    )
}

/// The figures of `model` on each file (never its misses: these sets stay unseen).
fn report_files(err: &mut dyn Write, model: &Model, files: &[PathBuf]) -> Result<()> {
    for f in files {
        let set = read_jsonl(f)?;
        report(err, &f.display().to_string(), &evaluate(model, &set), false)?;
    }
    Ok(())
}

/// One set's figures, its most frequent confusions, its calibration, and (with `misses`)
/// every message it answered wrongly.
fn report(err: &mut dyn Write, name: &str, f: &Figures, misses: bool) -> Result<()> {
    writeln!(err, "{name}: {}", f.line())?;
    let mut confusions: Vec<_> = f.confusions.iter().collect();
    confusions.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    for ((want, got), n) in confusions.iter().take(12) {
        writeln!(err, "  {n} x {want} -> {got}")?;
    }
    for line in f.reliability_lines() {
        writeln!(err, "  {line}")?;
    }
    for m in f.misses.iter().filter(|_| misses) {
        let start: String = m.message.chars().take(160).collect();
        writeln!(
            err,
            "  miss {} {} -> [{}]: {}",
            m.id,
            m.category,
            m.answered.join(", "),
            start.replace('\n', " | ")
        )?;
    }
    Ok(())
}
