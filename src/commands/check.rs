//! `gpudoc check`: run the selected layers and print the report (text, JSON or markdown).
//! On a terminal the text report is live: each layer's lines appear as the layer ends, under
//! a spinner (on stderr, cleared before anything is printed) naming the running layer.

use std::io::{IsTerminal, Write as _};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use anyhow::{Context, Result};

use crate::cli::{CheckArgs, DEFAULT_TIMEOUT_S, ReportFormat};
use crate::env::Env;
use crate::exit::Internal;
use crate::facts::Facts;
use crate::fingerprint;
use crate::fix::Invocation;
use crate::matrix::{self, Matrix};
use crate::probe::{Ctx, LAYERS, Layer, LayerSelection, Observer, run_all};
use crate::report::{LayerReport, Report};
use crate::runner::{RunDeadline, running_probes};
use crate::{markdown, render};

pub(super) fn run(args: &CheckArgs) -> Result<u8> {
    let (started, clock) = (SystemTime::now(), Instant::now());
    let selection = LayerSelection {
        only: args.only.clone(),
        skip: args.skip.clone(),
    };
    if let Some(conflict) = selection.conflict() {
        anyhow::bail!(conflict);
    }
    let matrix = Matrix::load(args.seams.matrix.as_deref())?;
    let mut env = Env::new(
        &super::seams(&args.seams),
        Duration::from_secs_f64(args.timeout.unwrap_or(DEFAULT_TIMEOUT_S)),
    )?;
    env.timeout_given = args.timeout.is_some();
    env.deadline = args
        .deadline
        .map(|s| RunDeadline::from_now(Duration::from_secs_f64(s)));
    let matrix_version = match &args.seams.matrix {
        Some(p) => fingerprint::text_version(
            &crate::bounded::read_bounded(p, matrix::MAX_MATRIX_FILE)?.bytes,
        ),
        None => fingerprint::text_version(matrix::BUILTIN.as_bytes()),
    };
    let mut host =
        crate::probe::host::observe(&env, started, args.labels.iter().cloned().collect());
    let mut ctx = Ctx::new(&env, &matrix, super::framework(args.framework));
    ctx.invocation = Invocation {
        matrix: args.seams.matrix.as_ref().map(|m| m.display().to_string()),
        framework: ctx.framework,
        timeout: args.timeout.map(seconds_text),
        ..Invocation::from_env(&env)
    };
    let format = if args.json {
        ReportFormat::Json
    } else {
        args.format
    };
    let terminal = std::io::stdout().is_terminal();
    let style = render::Style {
        unicode: terminal && render::locale_is_utf8(|k| std::env::var(k).ok()),
        verbose: args.verbose,
    };
    // Live only for the text report on a terminal: a pipe or a file gets the report in one
    // piece, and nothing else.
    let live = Live::new(
        format == ReportFormat::Text && terminal && std::io::stderr().is_terminal(),
        // Layers printed live would not be redacted yet: with --redact only the spinner.
        !args.quiet && !args.redact.redact,
        style,
    );
    let (layers, facts) = run_all(&ctx, &selection, &live);
    let printed = live.finish();
    let mut report = Report::new(layers, facts, args.strict);
    host.duration_ms = clock.elapsed().as_millis() as u64;
    report.host = Some(host);
    report.matrix_version = Some(matrix_version);
    // Before anything is written: the --out file, the JSON and the text are all redacted.
    if let Some(mut redactor) = super::redactor(&args.redact, &env) {
        redactor.report(&mut report).map_err(Internal)?;
    }
    if let Some(out) = &args.out {
        write_atomically(out, &super::to_json(&report)?)?;
    }
    let mut text = match format {
        ReportFormat::Json => super::to_json(&report)?,
        ReportFormat::Markdown => markdown::render(&report),
        // Quiet: the summary alone, without the blank line that separates it from layers.
        ReportFormat::Text if args.quiet => render::summary(&report)
            .trim_start_matches('\n')
            .to_string(),
        ReportFormat::Text => match printed {
            // The layers are on the screen already; a check added after the last one ended
            // (a run that checked nothing) still belongs under it.
            Some((mut layers, count)) => {
                let extra = report
                    .layers
                    .last()
                    .map_or(&[][..], |l| l.checks.get(count..).unwrap_or(&[]));
                layers.checks(extra) + &render::summary(&report)
            }
            None => render::render(&report, style),
        },
    };
    if report.redacted && format != ReportFormat::Json {
        text.push_str(&redacted_note(&report));
    }
    super::print(&text)?;
    Ok(report.exit_code)
}

/// Seconds as the user would type them: `5`, `2.5`.
fn seconds_text(s: f64) -> String {
    if s.fract() == 0.0 {
        format!("{}", s as u64)
    } else {
        s.to_string()
    }
}

/// The last line of a redacted human report: the placeholders are on purpose.
fn redacted_note(report: &Report) -> String {
    let node = report.host.as_ref().map_or("", |h| h.node_name.as_str());
    format!("Redacted (--redact): identifying values are placeholders; this node is {node}.\n")
}

/// The live report: a spinner naming the running layer and the probes it waits on, and each
/// layer's lines printed as it ends (folded by the causes known so far, which are final:
/// causes point backwards).
struct Live {
    spinner: Option<indicatif::ProgressBar>,
    print_layers: bool,
    state: Mutex<LiveState>,
    /// The running layer's title, which the ticker joins with the running probes' labels.
    layer: Arc<Mutex<String>>,
    ticker: Option<(Arc<AtomicBool>, std::thread::JoinHandle<()>)>,
}

struct LiveState {
    layers: Vec<LayerReport>,
    renderer: render::Layers,
}

impl Live {
    fn new(on: bool, print_layers: bool, style: render::Style) -> Live {
        let spinner = on.then(|| {
            let bar = indicatif::ProgressBar::new_spinner();
            if let Ok(s) = indicatif::ProgressStyle::with_template("{spinner} {msg} {elapsed}") {
                bar.set_style(s);
            }
            bar.enable_steady_tick(Duration::from_millis(100));
            bar
        });
        let layer = Arc::new(Mutex::new(String::new()));
        let ticker = spinner.clone().map(|bar| {
            let stop = Arc::new(AtomicBool::new(false));
            let (stop2, layer2) = (Arc::clone(&stop), Arc::clone(&layer));
            let handle = std::thread::spawn(move || {
                while !stop2.load(Ordering::Relaxed) {
                    let title = layer2.lock().map(|l| l.clone()).unwrap_or_default();
                    bar.set_message(spinner_message(&title, &running_probes()));
                    std::thread::sleep(Duration::from_millis(150));
                }
            });
            (stop, handle)
        });
        Live {
            print_layers: on && print_layers,
            spinner,
            state: Mutex::new(LiveState {
                layers: Vec::new(),
                renderer: render::Layers::new(style),
            }),
            layer,
            ticker,
        }
    }

    /// Clear the spinner; when layers were printed, the renderer (which remembers what it
    /// showed) and how many checks of the last layer it printed.
    fn finish(self) -> Option<(render::Layers, usize)> {
        if let Some((stop, handle)) = self.ticker {
            stop.store(true, Ordering::Relaxed);
            let _ = handle.join();
        }
        if let Some(bar) = &self.spinner {
            bar.finish_and_clear();
        }
        let state = self.state.into_inner().ok()?;
        let count = state.layers.last().map_or(0, |l| l.checks.len());
        self.print_layers.then_some((state.renderer, count))
    }
}

impl Observer for Live {
    fn layer_started(&self, layer: &Layer) {
        if let Some(bar) = &self.spinner {
            let index = LAYERS
                .iter()
                .position(|l| l.id == layer.id)
                .map_or(0, |i| i + 1);
            let title = format!("[{index}/{}] {} — {}", LAYERS.len(), layer.id, layer.title);
            bar.set_message(title.clone());
            if let Ok(mut l) = self.layer.lock() {
                *l = title;
            }
        }
    }

    fn layer_done(&self, report: &LayerReport, facts: &Facts) {
        if !self.print_layers {
            return;
        }
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        state.layers.push(report.clone());
        let mut judged = state.layers.clone();
        crate::cause::link(&mut judged, facts);
        let text = state.renderer.layer(&judged);
        let print = || {
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(text.as_bytes());
            let _ = out.flush();
        };
        match &self.spinner {
            Some(bar) => bar.suspend(print),
            None => print(),
        }
    }
}

/// The spinner's message: the running layer (`[5/7] framework — Framework build`), or, while
/// it waits on probe children, the layer's number and id and the probes (kept short: one
/// terminal line).
fn spinner_message(layer: &str, probes: &[String]) -> String {
    let short = layer.split(" — ").next().unwrap_or(layer);
    match probes {
        [] => layer.to_string(),
        [one] => format!("{short} — running {one}"),
        [first, rest @ ..] => format!("{short} — running {first} (+{} more)", rest.len()),
    }
}

/// Write `text` to a temporary file beside `path`, then rename it over `path`: a reader
/// (or a scheduler collecting one file per node) never sees half a report.
fn write_atomically(path: &Path, text: &str) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .with_context(|| format!("--out {}: not a file name", path.display()))?;
    // The temporary file is created new (O_EXCL, and O_NOFOLLOW): a name someone planted in
    // a shared reports directory, as a file or a symlink, is never written through.
    let (tmp, mut file) = create_private_beside(dir, &name.to_string_lossy())
        .with_context(|| format!("cannot write --out {}", path.display()))?;
    let result = file
        .write_all(text.as_bytes())
        .and_then(|()| file.sync_all())
        .and_then(|()| std::fs::rename(&tmp, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.with_context(|| format!("cannot write --out {}", path.display()))
}

/// Create `path` as a new file: never an existing one, never through a symlink.
fn open_new(path: &Path) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o644)
        .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
        .open(path)
}

/// A new file `.<name>.<pid>.<n>.tmp` in `dir`, made with O_CREAT|O_EXCL|O_NOFOLLOW (mode
/// 0644: the report is meant to be read); on a name that exists, the next `n`.
fn create_private_beside(
    dir: &Path,
    name: &str,
) -> std::io::Result<(std::path::PathBuf, std::fs::File)> {
    let nanos = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let mut last = None;
    for n in 0..16u32 {
        let tmp = dir.join(format!(".{name}.{}.{nanos:x}{n}.tmp", std::process::id()));
        match open_new(&tmp) {
            Ok(file) => return Ok((tmp, file)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| std::io::Error::other("no free temporary name")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_temporary_report_file_never_writes_through_a_planted_name() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim.txt");
        std::fs::write(&victim, "precious").unwrap();
        let planted = dir.path().join(".r.json.1.tmp");
        std::os::unix::fs::symlink(&victim, &planted).unwrap();
        let err = open_new(&planted).unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::AlreadyExists);
        // A symlink planted at the report's own name is replaced, not written through.
        let out = dir.path().join("r.json");
        std::os::unix::fs::symlink(&victim, &out).unwrap();
        write_atomically(&out, "{}").unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "{}");
        assert!(
            !std::fs::symlink_metadata(&out)
                .unwrap()
                .file_type()
                .is_symlink()
        );
    }

    #[test]
    fn the_spinner_names_the_layer_and_the_probes_it_waits_on() {
        let layer = "[5/7] framework — Framework build";
        assert_eq!(spinner_message(layer, &[]), layer);
        assert_eq!(
            spinner_message(layer, &["python3 framework tensorflow".into()]),
            "[5/7] framework — running python3 framework tensorflow"
        );
        assert_eq!(
            spinner_message(
                layer,
                &[
                    "python3 framework tensorflow".into(),
                    "python3 framework jax".into()
                ]
            ),
            "[5/7] framework — running python3 framework tensorflow (+1 more)"
        );
    }
}
