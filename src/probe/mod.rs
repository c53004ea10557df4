//! The probe pipeline: seven ordered layers, each a row in [`LAYERS`]. A layer observes the
//! machine through [`Env`], records its facts, and judges them against the matrix. A layer
//! whose prerequisite failed or did not run is skipped with one line that says why; a layer
//! that panics becomes a failed check, never a dead report.

pub mod cuda_view;
pub mod devices;
pub mod driver;
pub mod driver_topology;
pub mod framework;
pub mod framework_log;
pub mod host;
pub mod libraries;
pub mod nodes;
pub mod nvml_child;
pub mod python;
pub mod stress;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::OnceLock;
use std::time::Instant;

use crate::env::Env;
use crate::facts::Facts;
use crate::fix::{Finisher, Invocation, OsRelease};
use crate::frameworks::FrameworkSelection;
use crate::matrix::Matrix;
use crate::report::{Check, LayerReport, Status, layer_status};
use crate::runner::RunDeadline;

/// What every layer gets: the machine seam, the matrix, and the user's choices.
pub struct Ctx<'a> {
    pub env: &'a Env,
    pub matrix: &'a Matrix,
    pub framework: FrameworkSelection,
    /// The interpreter probe's answer, computed at most once per report; read it through
    /// [`python::interpreter`], never directly.
    pub python: OnceLock<Result<python::PythonInfo, python::PythonError>>,
    /// The framework import children's runs, in [`framework::select`]'s order; read them
    /// through [`framework::observations`], never directly.
    pub framework_runs: OnceLock<Vec<framework::ProbeRun>>,
    /// The user's flags, for hints that re-run gpudoc (see [`crate::fix`]): the seams by
    /// default; `check` adds its own.
    pub invocation: Invocation,
}

impl<'a> Ctx<'a> {
    pub fn new(env: &'a Env, matrix: &'a Matrix, framework: FrameworkSelection) -> Ctx<'a> {
        Ctx {
            env,
            matrix,
            framework,
            python: Default::default(),
            framework_runs: Default::default(),
            invocation: Invocation::from_env(env),
        }
    }
}

/// One probe layer: a row in a table, no state of its own.
pub struct Layer {
    /// Public id used by --only/--skip and in JSON.
    pub id: &'static str,
    pub title: &'static str,
    /// Earlier layers whose facts this one cannot do without.
    pub needs: &'static [&'static str],
    /// Earlier layers whose facts this one reads when they exist but can do without (the
    /// devices layer compares with NVML when the driver layer answered). `--only` runs them
    /// quietly too; their failure skips nothing.
    pub uses: &'static [&'static str],
    /// Every check id this layer can emit, with a one-line description.
    pub checks: &'static [(&'static str, &'static str)],
    pub run: fn(&Ctx, &mut Facts) -> Vec<Check>,
    /// Observation this layer can start before the layers it needs have run.
    pub prefetch: Option<Prefetch>,
}

/// Work a layer starts early, beside the layers before it: it reads only the facts of the
/// layers in `after` (the framework imports need the interpreter and the driver's GPU
/// compute modes, not the libraries layer). It memoises its result in [`Ctx`]; the layer's
/// `run` reads the same memo, so the report is the same whether or not it finished first.
pub struct Prefetch {
    /// Layers whose facts it reads; it starts once they have run (or were not run).
    pub after: &'static [&'static str],
    pub run: fn(&Ctx, &Facts),
}

/// What the pipeline tells whoever watches it (a live terminal report): the engine calls it
/// and knows nothing of terminals. Calls come from the pipeline's thread, in layer order.
pub trait Observer: Sync {
    /// `layer` starts its own work (its prefetch may have started earlier).
    fn layer_started(&self, _layer: &Layer) {}
    /// A layer that will be in the report ended, with the facts recorded so far.
    fn layer_done(&self, _report: &LayerReport, _facts: &Facts) {}
}

/// An observer that watches nothing.
pub struct Unobserved;

impl Observer for Unobserved {}

/// The layers in order. A layer reads facts of earlier layers only (a test checks `needs`).
pub const LAYERS: [&Layer; 7] = [
    &driver::LAYER,
    &nodes::LAYER,
    &libraries::LAYER,
    &python::LAYER,
    &framework::LAYER,
    &devices::LAYER,
    &stress::LAYER,
];

/// clap value parser for `--only` / `--skip`.
pub fn parse_layer_id(text: &str) -> Result<String, String> {
    if LAYERS.iter().any(|l| l.id == text) {
        Ok(text.to_string())
    } else {
        let ids: Vec<&str> = LAYERS.iter().map(|l| l.id).collect();
        Err(format!(
            "unknown layer `{text}`; layers are: {}",
            ids.join(", ")
        ))
    }
}

/// Which layers the user asked for (`--only`, `--skip`).
#[derive(Debug, Clone, Default)]
pub struct LayerSelection {
    pub only: Vec<String>,
    pub skip: Vec<String>,
}

impl LayerSelection {
    fn reported(&self, id: &str) -> bool {
        self.only.is_empty() || self.only.iter().any(|o| o == id)
    }
    fn skipped(&self, id: &str) -> bool {
        self.skip.iter().any(|s| s == id)
    }

    /// A layer both asked for and excluded (`--only driver --skip driver`): a usage error,
    /// since the run could check nothing the user meant.
    pub fn conflict(&self) -> Option<String> {
        let both = self.only.iter().find(|o| self.skipped(o))?;
        Some(format!(
            "--only {both} and --skip {both} contradict each other: nothing would be checked"
        ))
    }
}

/// How a layer ended, for the layers that need it.
#[derive(Debug, Clone, PartialEq)]
enum Ran {
    Status(Status),
    SkippedByUser,
    NotRun,
}

/// Run the selected layers (and, quietly, what they need) in order, with every wanted
/// layer's prefetch running at once beside them. Judgements still happen in layer order on
/// one thread, so the report and its JSON are the same as a sequential run's.
///
/// A layer pulled in by `--only` that fails is reported too (its `prerequisite` set), and a
/// run in which nothing was checked (no pass, warning or failure) ends with a failed
/// `<layer>.nothing-checked` check that says why: a run that checked nothing never passes.
pub fn run_all(
    ctx: &Ctx,
    selection: &LayerSelection,
    observer: &dyn Observer,
) -> (Vec<LayerReport>, Facts) {
    let (mut reports, facts) = run_pipelined(ctx, selection, observer);
    fail_when_nothing_checked(&mut reports);
    finisher(ctx).finish(&mut reports);
    crate::cause::link(&mut reports, &facts);
    (reports, facts)
}

/// What makes this run's hints work as pasted: the user's flags, the distribution, and the
/// interpreter gpudoc inspected (else the one it was told to use).
pub(crate) fn finisher(ctx: &Ctx) -> Finisher {
    let inspected = match ctx.python.get() {
        Some(Ok(info)) => Some(info.path.display().to_string()),
        _ => None,
    };
    // PEP 668: a distribution's Python carries EXTERNALLY-MANAGED in its stdlib directory.
    let externally_managed = match ctx.python.get() {
        Some(Ok(info)) if info.facts.environment == "system" => {
            let minor: Vec<&str> = info.facts.version.split('.').take(2).collect();
            let marker = std::path::Path::new(&info.facts.base_prefix)
                .join("lib")
                .join(format!("python{}", minor.join(".")))
                .join("EXTERNALLY-MANAGED");
            ctx.env.path(&marker).is_file()
        }
        _ => false,
    };
    Finisher {
        invocation: ctx.invocation.clone(),
        os: OsRelease::read(ctx.env),
        machine: std::env::consts::ARCH.to_string(),
        python: inspected.or_else(|| ctx.env.python.as_ref().map(|p| p.display().to_string())),
        container: nodes::detect_container(ctx.env),
        externally_managed,
    }
}

/// When no check passed, warned or failed, add a failed check to the last layer reported.
fn fail_when_nothing_checked(reports: &mut [LayerReport]) {
    let checked = reports
        .iter()
        .flat_map(|l| &l.checks)
        .any(|c| c.status != Status::Skip);
    if checked || reports.is_empty() {
        return;
    }
    let why: Vec<String> = reports
        .iter()
        .flat_map(|l| &l.checks)
        .map(|c| format!("{}: {}", c.id, c.summary))
        .collect();
    let Some(last) = reports.last_mut() else {
        return;
    };
    last.checks.push(
        Check::fail(
            &format!("{}.nothing-checked", last.id),
            "nothing was checked: every selected layer was skipped, so this run proves nothing",
        )
        .evidence_all(why)
        .hint(crate::report::Hint::new(
            "Run the layers the skipped ones need (drop --skip, or fix the failing prerequisite)",
            &["gpudoc check"],
        )),
    );
    last.status = layer_status(&last.checks);
}

fn run_pipelined(
    ctx: &Ctx,
    selection: &LayerSelection,
    observer: &dyn Observer,
) -> (Vec<LayerReport>, Facts) {
    let wanted = needed_layers(selection);
    std::thread::scope(|scope| {
        // Prefetches still to start, with their layer and what they wait for.
        let mut pending: Vec<(&'static str, &Prefetch)> = LAYERS
            .iter()
            .filter(|l| wanted.contains(&l.id) && !selection.skipped(l.id))
            .filter_map(|l| l.prefetch.as_ref().map(|p| (l.id, p)))
            .collect();
        let mut start_ready = |done: &[&str], facts: &Facts| {
            let mut started = Vec::new();
            // Past the run's deadline nothing new starts; those layers are skipped.
            if deadline_passed(ctx).is_some() {
                return started;
            }
            pending.retain(|(id, p)| {
                if !p.after.iter().all(|a| done.contains(a)) {
                    return true;
                }
                let (run, facts) = (p.run, facts.clone());
                // A panic here leaves the memo empty; the layer's own run then meets it
                // again inside run_guarded, where it becomes a failed check.
                scope.spawn(move || catch_unwind(AssertUnwindSafe(|| run(ctx, &facts))));
                started.push(*id);
                false
            });
            started
        };
        run_in_order(ctx, selection, &wanted, &mut start_ready, observer)
    })
}

/// The run's deadline, once it has passed.
fn deadline_passed(ctx: &Ctx) -> Option<RunDeadline> {
    ctx.env.deadline.filter(|d| d.left().is_none())
}

/// Run the layers in order; after each (and before the first), `started(done, facts)` may
/// start the prefetches that were waiting for the layers done so far, and returns the layers
/// whose prefetch it started. Once the run's deadline has passed, a layer whose work had not
/// started is skipped with that reason.
fn run_in_order(
    ctx: &Ctx,
    selection: &LayerSelection,
    wanted: &[&'static str],
    started: &mut dyn FnMut(&[&str], &Facts) -> Vec<&'static str>,
    observer: &dyn Observer,
) -> (Vec<LayerReport>, Facts) {
    let mut facts = Facts::default();
    let mut reports = Vec::new();
    let mut ran: Vec<(&str, Ran)> = Vec::new();
    let hard = hard_prerequisites(selection);
    let mut prefetched = started(&[], &facts);
    for (i, layer) in LAYERS.iter().enumerate() {
        let report_it = selection.reported(layer.id);
        let start = Instant::now();
        let checks = if selection.skipped(layer.id) {
            ran.push((layer.id, Ran::SkippedByUser));
            report_it.then(|| {
                vec![Check::skip(
                    &format!("{}.skipped", layer.id),
                    "skipped by --skip",
                )]
            })
        } else if !wanted.contains(&layer.id) {
            ran.push((layer.id, Ran::NotRun));
            None
        } else if let Some(deadline) =
            deadline_passed(ctx).filter(|_| !prefetched.contains(&layer.id))
        {
            ran.push((layer.id, Ran::Status(Status::Skip)));
            Some(vec![Check::skip(
                &format!("{}.skipped", layer.id),
                format!("not run: {}", RunDeadline::passed_words(deadline.length)),
            )])
        } else if let Some(why) = unmet_need(layer, &ran) {
            ran.push((layer.id, Ran::Status(Status::Skip)));
            Some(vec![Check::skip(&format!("{}.skipped", layer.id), why)])
        } else {
            observer.layer_started(layer);
            let mut checks = run_guarded(layer, ctx, &mut facts);
            drop_unknown_explain_ids(&mut checks);
            ran.push((layer.id, Ran::Status(layer_status(&checks))));
            Some(checks)
        };
        let done: Vec<&str> = ran.iter().map(|(id, _)| *id).collect();
        prefetched.extend(started(&done, &facts));
        // A prerequisite `--only` pulled in quietly is shown when it failed: its failure is
        // why the asked-for layer could not be judged, and it fails the run.
        let failed_prerequisite = !report_it
            && hard.contains(&layer.id)
            && matches!(ran.last(), Some((_, Ran::Status(Status::Fail))))
            && checks
                .as_ref()
                .is_some_and(|c| layer_status(c) == Status::Fail);
        if let Some(checks) = checks.filter(|_| report_it || failed_prerequisite) {
            reports.push(LayerReport {
                index: (i + 1) as u8,
                id: layer.id.to_string(),
                title: layer.title.to_string(),
                status: layer_status(&checks),
                duration_ms: start.elapsed().as_millis() as u64,
                checks,
                prerequisite: !report_it,
            });
            if let Some(done) = reports.last() {
                // Shown as the final report will show it: fix commands finished.
                let mut shown = done.clone();
                finisher(ctx).finish(std::slice::from_mut(&mut shown));
                observer.layer_done(&shown, &facts);
            }
        }
    }
    (reports, facts)
}

/// The layers the selected ones cannot do without (`needs`, transitively, not `uses`): the
/// prerequisites whose failure is shown, since it is why a selected layer was skipped.
fn hard_prerequisites(selection: &LayerSelection) -> Vec<&'static str> {
    let mut hard: Vec<&'static str> = Vec::new();
    for layer in LAYERS.iter().rev() {
        if selection.reported(layer.id) || hard.contains(&layer.id) {
            for need in layer.needs {
                if !hard.contains(need) {
                    hard.push(need);
                }
            }
        }
    }
    hard
}

/// The selected layers plus everything they need, transitively.
fn needed_layers(selection: &LayerSelection) -> Vec<&'static str> {
    let mut wanted: Vec<&'static str> = LAYERS
        .iter()
        .filter(|l| selection.reported(l.id))
        .map(|l| l.id)
        .collect();
    // Needs point backwards only, so one pass from the end reaches the closure.
    for layer in LAYERS.iter().rev() {
        if wanted.contains(&layer.id) {
            for need in layer.needs.iter().chain(layer.uses) {
                if !wanted.contains(need) {
                    wanted.push(need);
                }
            }
        }
    }
    wanted
}

fn unmet_need(layer: &Layer, ran: &[(&str, Ran)]) -> Option<String> {
    for need in layer.needs {
        let state = ran.iter().find(|(id, _)| id == need).map(|(_, r)| r);
        let why = match state {
            Some(Ran::Status(Status::Fail)) => {
                format!("skipped: needs {need} (the {need} layer failed)")
            }
            Some(Ran::Status(Status::Skip)) => {
                format!("skipped: needs {need} (the {need} layer did not run)")
            }
            Some(Ran::SkippedByUser) => {
                format!("skipped: needs {need}, which --skip {need} excluded")
            }
            Some(Ran::NotRun) | None => format!("skipped: needs {need}, which did not run"),
            Some(Ran::Status(_)) => continue,
        };
        return Some(why);
    }
    None
}

/// Every `explain` id must name a catalog entry, or `gpudoc explain <id>` would fail for the
/// user who follows it. Tests run debug builds, where an unknown id panics.
fn drop_unknown_explain_ids(checks: &mut [Check]) {
    for check in checks {
        if let Some(id) = &check.explain
            && crate::explain::entry(id).is_none()
        {
            debug_assert!(
                false,
                "check {} points at unknown explain id {id}",
                check.id
            );
            check.explain = None;
        }
    }
}

/// Run one layer; a panic inside it becomes a failed `<layer>.probe-crashed` check.
fn run_guarded(layer: &Layer, ctx: &Ctx, facts: &mut Facts) -> Vec<Check> {
    match catch_unwind(AssertUnwindSafe(|| (layer.run)(ctx, facts))) {
        Ok(checks) => checks,
        Err(panic) => {
            let text = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            vec![
                Check::fail(
                    &format!("{}.probe-crashed", layer.id),
                    format!("the {} probe crashed inside gpudoc (a bug)", layer.id),
                )
                .evidence(text)
                .reason(Some(crate::report::Reason::Crash)),
            ]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layer_order_and_needs_point_backwards() {
        let ids: Vec<&str> = LAYERS.iter().map(|l| l.id).collect();
        assert_eq!(
            ids,
            [
                "driver",
                "nodes",
                "libraries",
                "python",
                "framework",
                "devices",
                "stress"
            ]
        );
        for (i, layer) in LAYERS.iter().enumerate() {
            for need in layer.needs.iter().chain(layer.uses) {
                let j = ids.iter().position(|x| x == need).expect("need is a layer");
                assert!(j < i, "{} needs later layer {need}", layer.id);
            }
        }
    }

    #[test]
    fn check_ids_are_unique_and_prefixed_by_their_layer() {
        let mut seen = std::collections::HashSet::new();
        for layer in LAYERS {
            for (id, desc) in layer.checks {
                assert!(id.starts_with(&format!("{}.", layer.id)), "{id}");
                assert!(!desc.is_empty());
                assert!(seen.insert(*id), "duplicate check id {id}");
            }
        }
    }

    #[test]
    fn only_pulls_in_prerequisites_quietly() {
        let sel = LayerSelection {
            only: vec!["stress".into()],
            skip: vec![],
        };
        let wanted = needed_layers(&sel);
        for need in stress::LAYER.needs {
            assert!(wanted.contains(need));
        }
        assert!(!sel.reported("driver"));
        // Soft prerequisites run too: devices compares with NVML's count.
        let sel = LayerSelection {
            only: vec!["devices".into()],
            skip: vec![],
        };
        let wanted = needed_layers(&sel);
        for id in ["driver", "python", "framework", "devices"] {
            assert!(wanted.contains(&id), "{id} in {wanted:?}");
        }
        assert!(!wanted.contains(&"stress"));
        // Only hard needs are shown when they fail: devices needs framework, which needs
        // python; it merely uses driver.
        let mut hard = hard_prerequisites(&sel);
        hard.sort_unstable();
        assert_eq!(hard, ["framework", "python"]);
    }

    fn layer_report(id: &str, checks: Vec<Check>) -> LayerReport {
        LayerReport {
            index: 1,
            id: id.into(),
            title: id.into(),
            status: layer_status(&checks),
            duration_ms: 0,
            checks,
            prerequisite: false,
        }
    }

    #[test]
    fn a_run_that_checked_nothing_fails() {
        let mut reports = vec![layer_report(
            "stress",
            vec![Check::skip("stress.skipped", "skipped: needs devices")],
        )];
        fail_when_nothing_checked(&mut reports);
        let added = reports[0].checks.last().unwrap();
        assert_eq!(
            (added.id.as_str(), added.status),
            ("stress.nothing-checked", Status::Fail)
        );
        assert!(added.evidence[0].contains("needs devices"));
        assert_eq!(reports[0].status, Status::Fail);
        let mut reports = vec![layer_report("x", vec![Check::warn("x.a", "w")])];
        fail_when_nothing_checked(&mut reports);
        assert_eq!(reports[0].checks.len(), 1);
    }

    #[test]
    fn only_and_skip_of_one_layer_conflict() {
        let sel = LayerSelection {
            only: vec!["driver".into()],
            skip: vec!["driver".into()],
        };
        assert!(sel.conflict().unwrap().contains("--only driver"));
        let sel = LayerSelection {
            only: vec!["stress".into()],
            skip: vec!["driver".into()],
        };
        assert!(sel.conflict().is_none());
    }

    #[test]
    fn unmet_needs_say_why() {
        let layer = Layer {
            id: "x",
            title: "X",
            needs: &["driver"],
            uses: &[],
            checks: &[],
            run: |_, _| vec![],
            prefetch: None,
        };
        let failed = [("driver", Ran::Status(Status::Fail))];
        assert_eq!(
            unmet_need(&layer, &failed).unwrap(),
            "skipped: needs driver (the driver layer failed)"
        );
        let passed = [("driver", Ran::Status(Status::Warn))];
        assert!(unmet_need(&layer, &passed).is_none());
        let excluded = [("driver", Ran::SkippedByUser)];
        assert!(
            unmet_need(&layer, &excluded)
                .unwrap()
                .contains("--skip driver")
        );
    }
}
