//! Child processes with a deadline, and the one protocol every probe child speaks.
//!
//! Everything that can crash, hang or poison gpudoc (NVML, dlopen of CUDA libraries, Python
//! imports, the GPU stress) runs in a child through [`run_probe`], so a segfault or a hang
//! becomes data, never a dead or stuck gpudoc:
//!
//! - The child gets no stdin, its own process group (a timeout kills grandchildren too), a
//!   deadline, and capped stdout/stderr capture.
//! - The answer is ONE line on stdout: [`ANSWER_MARKER`] followed by JSON, whether the child
//!   is gpudoc itself (`gpudoc __probe ...`, which prints it with [`answer`]) or one of the
//!   embedded Python scripts. The parent reads the last marked line, so anything else a CUDA
//!   library, a framework or a sitecustomize hook prints is ignored, and deserialises it into
//!   the probe's own answer type.
//! - Every ending that is not an answer is one [`ProbeFailure`]. An error a child *reports*
//!   (NVML could not initialise, dlopen failed, an import raised) is part of that probe's
//!   answer type, never a `ProbeFailure`.
//!
//! Independent probes run at once through [`run_concurrently`], which returns their results
//! in the order they were asked for.

use std::io::{Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use serde::Serialize;
use serde::de::DeserializeOwned;
use wait_timeout::ChildExt;

use crate::exit;
use crate::report::Reason;

/// The prefix of a child's one answer line on stdout. The Python probes spell it out too
/// (their `MARKER`); a test keeps them equal.
pub const ANSWER_MARKER: &str = "GPUDOC_ANSWER:";

/// Exit status of a Rust probe child that printed its answer.
pub const CHILD_ANSWERED: u8 = exit::OK;
/// Exit status of a Rust probe child that could not print its answer (a gpudoc bug); the
/// parent sees [`ProbeFailure::ExitedWithoutAnswer`].
pub const CHILD_NO_ANSWER: u8 = exit::INTERNAL;

/// Most probes run at once by [`run_concurrently`] callers that may start many (one child per
/// CUDA library): enough to overlap hangs, few enough not to swamp a small machine.
pub const MAX_CONCURRENT_PROBES: usize = 8;

/// Most bytes kept from each of a child's stdout and stderr; the rest is read and dropped so
/// that a chatty child can never block on a full pipe nor fill gpudoc's memory.
const MAX_CAPTURE: usize = 8 << 20;

/// Longest line kept in evidence.
const MAX_EVIDENCE_LINE: usize = 300;

/// What a child printed, and how long it ran: kept whatever the ending, for evidence and
/// for probes that read the child's log (the framework layer classifies its stderr).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Captured {
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
}

impl Captured {
    /// The last `n` non-empty lines of stderr, each cut to a readable length.
    pub fn stderr_tail(&self, n: usize) -> Vec<String> {
        tail(&self.stderr, n)
    }

    /// The last `n` non-empty lines of stdout, each cut to a readable length.
    pub fn stdout_tail(&self, n: usize) -> Vec<String> {
        tail(&self.stdout, n)
    }
}

/// A child that answered: its answer, deserialised, and what else it printed.
#[derive(Clone, Debug)]
pub struct Probed<A> {
    pub answer: A,
    pub output: Captured,
}

/// Why a child gave no answer. Every ending of a probe child that is not an answer is one of
/// these; `describe` words it for a check summary ("the probe {describe}").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProbeFailure {
    /// It could not be started at all (missing program, not executable, wrong architecture).
    SpawnFailed { error: String },
    /// It ran past its deadline; gpudoc killed its whole process group.
    Timeout { deadline: Duration },
    /// A signal killed it (SIGSEGV = 11, SIGILL = 4, SIGABRT = 6, ...).
    Crash { signal: i32 },
    /// It exited by itself without printing an answer line.
    ExitedWithoutAnswer { code: i32 },
    /// It printed an answer line that is not the probe's answer (`error` says why).
    Garbled { code: i32, error: String },
}

impl ProbeFailure {
    /// One phrase for "the probe ...": "killed by SIGSEGV (signal 11)".
    pub fn describe(&self) -> String {
        match self {
            ProbeFailure::SpawnFailed { error } => format!("could not be started: {error}"),
            ProbeFailure::Timeout { deadline } => format!(
                "did not finish within {} and was killed",
                seconds(*deadline)
            ),
            ProbeFailure::Crash { signal } => {
                format!("was killed by {} (signal {signal})", signal_name(*signal))
            }
            ProbeFailure::ExitedWithoutAnswer { code } => {
                format!("exited with status {code} without an answer")
            }
            ProbeFailure::Garbled { code, error } => {
                format!("exited with status {code} and an unreadable answer ({error})")
            }
        }
    }

    /// The report's reason: a timeout, or a crash (every other way to give no answer).
    pub fn reason(&self) -> Reason {
        match self {
            ProbeFailure::Timeout { .. } => Reason::Timeout,
            _ => Reason::Crash,
        }
    }
}

/// A child that gave no answer: why, and what it printed.
#[derive(Clone, Debug)]
pub struct Unanswered {
    pub failure: ProbeFailure,
    pub output: Captured,
}

impl Unanswered {
    /// [`ProbeFailure::describe`].
    pub fn describe(&self) -> String {
        self.failure.describe()
    }

    /// [`ProbeFailure::reason`].
    pub fn reason(&self) -> Reason {
        self.failure.reason()
    }

    /// The last `n` non-empty lines of the child's stderr, for evidence.
    pub fn stderr_tail(&self, n: usize) -> Vec<String> {
        self.output.stderr_tail(n)
    }
}

/// How one probe child ended: its answer, or why there was none.
pub type ProbeResult<A> = Result<Probed<A>, Unanswered>;

/// How a child process ended, before its output is read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It exited by itself with this code.
    Exited(i32),
    /// A signal killed it.
    Signaled(i32),
    /// It ran past this deadline and was killed.
    TimedOut(Duration),
    /// It could not be started.
    SpawnFailed(String),
}

/// Run a probe child: `cmd` with no stdin, in its own process group, killed with everything
/// it started when it runs past `deadline`; its answer line deserialised as `A`.
pub fn run_probe<A: DeserializeOwned>(cmd: Command, deadline: Duration) -> ProbeResult<A> {
    let (ending, output) = run_child(cmd, deadline);
    classify(ending, output)
}

/// Classify a child's ending and output. A timeout or a signal wins over anything printed
/// (an answer followed by a crash at exit is still a crash); an exit is an answer when the
/// last marked line deserialises, whatever the code.
pub fn classify<A: DeserializeOwned>(ending: Ending, output: Captured) -> ProbeResult<A> {
    let failure = match ending {
        Ending::SpawnFailed(error) => ProbeFailure::SpawnFailed { error },
        Ending::TimedOut(deadline) => ProbeFailure::Timeout { deadline },
        Ending::Signaled(signal) => ProbeFailure::Crash { signal },
        Ending::Exited(code) => match answer_in::<A>(&output.stdout) {
            Some(Ok(answer)) => return Ok(Probed { answer, output }),
            Some(Err(error)) => ProbeFailure::Garbled { code, error },
            None => ProbeFailure::ExitedWithoutAnswer { code },
        },
    };
    Err(Unanswered { failure, output })
}

/// The answer on the last marked line of `stdout`: `None` when no line carries the marker,
/// `Some(Err(why))` when that line does not deserialise as `A`. The marker may follow other
/// text on its line (a library's unterminated print).
pub fn answer_in<A: DeserializeOwned>(stdout: &str) -> Option<Result<A, String>> {
    let line = stdout.lines().rev().find_map(|l| {
        l.rfind(ANSWER_MARKER)
            .map(|i| l[i + ANSWER_MARKER.len()..].trim())
    })?;
    Some(serde_json::from_str(line).map_err(|e| e.to_string()))
}

/// The answer line a child prints: [`ANSWER_MARKER`] and the answer as one line of JSON.
pub fn answer_line<A: Serialize>(answer: &A) -> Result<String, serde_json::Error> {
    Ok(format!("{ANSWER_MARKER}{}", serde_json::to_string(answer)?))
}

/// The child side, for Rust probe children (`gpudoc __probe ...`): print the answer line on
/// stdout, on a line of its own, and return the child's exit status.
pub fn answer<A: Serialize>(answer: &A) -> u8 {
    let line = match answer_line(answer) {
        Ok(line) => line,
        Err(e) => {
            eprintln!("gpudoc probe: cannot encode the answer: {e}");
            return CHILD_NO_ANSWER;
        }
    };
    let mut out = std::io::stdout().lock();
    // The leading newline ends any unterminated line a library printed before.
    match writeln!(out, "\n{line}").and_then(|()| out.flush()) {
        Ok(()) => CHILD_ANSWERED,
        Err(e) => {
            eprintln!("gpudoc probe: cannot print the answer: {e}");
            CHILD_NO_ANSWER
        }
    }
}

/// Run `work` on every item, at most `limit` at a time, each on its own thread; the results
/// come back in the items' order whatever order they finished in.
pub fn run_concurrently<T, R, F>(items: Vec<T>, limit: usize, work: F) -> Vec<R>
where
    T: Send,
    R: Send,
    F: Fn(T) -> R + Sync,
{
    let n = items.len();
    let queue = Mutex::new(items.into_iter().enumerate());
    let done: Mutex<Vec<(usize, R)>> = Mutex::new(Vec::with_capacity(n));
    thread::scope(|scope| {
        for _ in 0..limit.clamp(1, n.max(1)) {
            scope.spawn(|| {
                loop {
                    let next = queue.lock().unwrap_or_else(|p| p.into_inner()).next();
                    let Some((i, item)) = next else { break };
                    let result = work(item);
                    done.lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .push((i, result));
                }
            });
        }
    });
    let mut done = done.into_inner().unwrap_or_else(|p| p.into_inner());
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

/// Run `cmd` with no stdin, capture its output, and kill it (and everything it started) when
/// it runs past `deadline`.
fn run_child(mut cmd: Command, deadline: Duration) -> (Ending, Captured) {
    let start = Instant::now();
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // Its own process group, so a timeout kills grandchildren too.
        .process_group(0);
    let mut child = match cmd.spawn() {
        Ok(child) => child,
        Err(err) => {
            let output = Captured {
                elapsed: start.elapsed(),
                ..Captured::default()
            };
            return (Ending::SpawnFailed(err.to_string()), output);
        }
    };
    let pid = child.id();
    let out_reader = child.stdout.take().map(spawn_reader);
    let err_reader = child.stderr.take().map(spawn_reader);
    let ending = match child.wait_timeout(deadline) {
        Ok(Some(status)) => match (status.code(), status.signal()) {
            (Some(code), _) => Ending::Exited(code),
            (None, Some(sig)) => Ending::Signaled(sig),
            (None, None) => Ending::Exited(-1),
        },
        Ok(None) | Err(_) => {
            // SAFETY: kill(2) on the child's process group, which we created above.
            unsafe {
                libc::kill(-(pid as i32), libc::SIGKILL);
            }
            let _ = child.kill();
            let _ = child.wait();
            Ending::TimedOut(deadline)
        }
    };
    let stdout = out_reader.map(join_reader).unwrap_or_default();
    let stderr = err_reader.map(join_reader).unwrap_or_default();
    let output = Captured {
        stdout,
        stderr,
        elapsed: start.elapsed(),
    };
    (ending, output)
}

fn spawn_reader<R: Read + Send + 'static>(mut pipe: R) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut kept = Vec::new();
        let mut buf = [0u8; 64 * 1024];
        loop {
            match pipe.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let room = MAX_CAPTURE.saturating_sub(kept.len());
                    kept.extend_from_slice(&buf[..n.min(room)]);
                }
            }
        }
        kept
    })
}

fn join_reader(handle: thread::JoinHandle<Vec<u8>>) -> String {
    // A grandchild that inherited the pipe could keep it open after a timeout kill of the
    // group fails; the reader then ends when that process ends. The group kill makes that rare.
    handle
        .join()
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
        .unwrap_or_default()
}

/// The last `n` non-empty lines of `text`, each cut to a readable length.
fn tail(text: &str, n: usize) -> Vec<String> {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    lines[lines.len().saturating_sub(n)..]
        .iter()
        .map(|l| truncate(l, MAX_EVIDENCE_LINE))
        .collect()
}

/// "5 s", or "300 ms" under a second.
fn seconds(d: Duration) -> String {
    if d >= Duration::from_secs(1) {
        format!("{:.0} s", d.as_secs_f64())
    } else {
        format!("{} ms", d.as_millis())
    }
}

/// The conventional name of a signal number.
pub fn signal_name(sig: i32) -> &'static str {
    match sig {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGILL => "SIGILL",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTERM => "SIGTERM",
        libc::SIGPIPE => "SIGPIPE",
        _ => "a signal",
    }
}

/// Cut a line to at most `max` characters (on a char boundary), marking the cut.
pub fn truncate(line: &str, max: usize) -> String {
    if line.chars().count() <= max {
        return line.to_string();
    }
    let cut: String = line.chars().take(max).collect();
    format!("{cut}…")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    fn sh(script: &str) -> Command {
        let mut c = Command::new("/bin/sh");
        c.arg("-c").arg(script);
        c
    }

    #[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
    struct Answer {
        n: u32,
    }

    fn probe(script: &str, deadline: Duration) -> ProbeResult<Answer> {
        run_probe::<Answer>(sh(script), deadline)
    }

    fn failure(r: ProbeResult<Answer>) -> Unanswered {
        r.expect_err("expected no answer")
    }

    #[test]
    fn captures_output_and_exit_code() {
        let (ending, out) = run_child(
            sh("echo out; echo err >&2; exit 3"),
            Duration::from_secs(10),
        );
        assert_eq!(ending, Ending::Exited(3));
        assert_eq!(out.stdout, "out\n");
        assert_eq!(out.stderr_tail(5), vec!["err".to_string()]);
    }

    #[test]
    fn an_answer_after_noise_is_read_and_the_noise_kept() {
        let r = probe(
            "echo 'library chatter'; printf 'no newline'; echo 'GPUDOC_ANSWER:{\"n\": 1}'; echo 'GPUDOC_ANSWER:{\"n\": 7}'; echo trailing; echo warn >&2",
            Duration::from_secs(10),
        )
        .expect("an answer");
        assert_eq!(r.answer, Answer { n: 7 });
        assert!(r.output.stdout.starts_with("library chatter\n"));
        assert_eq!(r.output.stderr_tail(1), ["warn"]);
    }

    #[test]
    fn the_rust_child_helper_writes_what_the_parent_reads() {
        let line = answer_line(&Answer { n: 42 }).unwrap();
        assert!(line.starts_with(ANSWER_MARKER) && !line.contains('\n'));
        let r = classify::<Answer>(
            Ending::Exited(CHILD_ANSWERED.into()),
            Captured {
                stdout: format!("partial line{}\n{line}\n", ""),
                ..Captured::default()
            },
        );
        assert_eq!(r.unwrap().answer, Answer { n: 42 });
    }

    #[test]
    fn a_hang_is_killed_at_the_limit_with_its_grandchildren() {
        let start = Instant::now();
        let u = failure(probe("sleep 30 & sleep 30", Duration::from_millis(300)));
        assert_eq!(
            u.failure,
            ProbeFailure::Timeout {
                deadline: Duration::from_millis(300)
            }
        );
        assert_eq!(u.reason(), Reason::Timeout);
        assert_eq!(u.describe(), "did not finish within 300 ms and was killed");
        // The background sleep holds the pipe: reading it would block for 30 s had the
        // group kill missed the grandchild.
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{:?}",
            start.elapsed()
        );
    }

    #[test]
    fn a_signal_is_a_crash_named_by_its_signal_even_after_an_answer() {
        let u = failure(probe(
            "echo 'GPUDOC_ANSWER:{\"n\": 1}'; echo dying >&2; kill -SEGV $$",
            Duration::from_secs(10),
        ));
        assert_eq!(
            u.failure,
            ProbeFailure::Crash {
                signal: libc::SIGSEGV
            }
        );
        assert_eq!(u.reason(), Reason::Crash);
        assert_eq!(u.describe(), "was killed by SIGSEGV (signal 11)");
        assert_eq!(u.stderr_tail(8), ["dying"]);
    }

    #[test]
    fn a_missing_program_is_a_spawn_failure() {
        let u = failure(run_probe::<Answer>(
            Command::new("/nonexistent/gpudoc-test"),
            Duration::from_secs(1),
        ));
        assert!(
            matches!(u.failure, ProbeFailure::SpawnFailed { .. }),
            "{u:?}"
        );
        assert!(u.describe().starts_with("could not be started: "));
        assert_eq!(u.reason(), Reason::Crash);
    }

    #[test]
    fn an_exit_without_a_marked_line_is_no_answer_whatever_else_it_printed() {
        let u = failure(probe("echo '{\"n\": 1}'; exit 2", Duration::from_secs(10)));
        assert_eq!(u.failure, ProbeFailure::ExitedWithoutAnswer { code: 2 });
        assert_eq!(u.describe(), "exited with status 2 without an answer");
        assert_eq!(u.output.stdout_tail(4), ["{\"n\": 1}"]);
        let u = failure(probe("true", Duration::from_secs(10)));
        assert_eq!(u.failure, ProbeFailure::ExitedWithoutAnswer { code: 0 });
    }

    #[test]
    fn a_marked_line_that_is_not_the_answer_is_garbled() {
        for stdout in [
            "GPUDOC_ANSWER:{not json",
            "GPUDOC_ANSWER:{\"n\": \"seven\"}",
        ] {
            let u = failure(classify::<Answer>(
                Ending::Exited(0),
                Captured {
                    stdout: stdout.into(),
                    ..Captured::default()
                },
            ));
            let ProbeFailure::Garbled { code: 0, error } = &u.failure else {
                panic!("{u:?}")
            };
            assert!(!error.is_empty());
            assert_eq!(u.reason(), Reason::Crash);
        }
    }

    #[test]
    fn a_nonzero_exit_with_an_answer_is_an_answer() {
        let r = classify::<Answer>(
            Ending::Exited(1),
            Captured {
                stdout: "GPUDOC_ANSWER:{\"n\": 3}\n".into(),
                ..Captured::default()
            },
        );
        assert_eq!(r.unwrap().answer, Answer { n: 3 });
    }

    #[test]
    fn independent_probes_run_at_once() {
        let start = Instant::now();
        let results = run_concurrently(vec![1, 2, 3], MAX_CONCURRENT_PROBES, |n| {
            probe(
                &format!("sleep 1; echo 'GPUDOC_ANSWER:{{\"n\": {n}}}'"),
                Duration::from_secs(30),
            )
        });
        let elapsed = start.elapsed();
        assert_eq!(results.len(), 3);
        assert!(results.iter().all(Result::is_ok), "{results:?}");
        // One after another would take 3 s or more.
        assert!(elapsed < Duration::from_millis(2500), "{elapsed:?}");
    }

    #[test]
    fn results_come_back_in_the_order_asked_whatever_the_finishing_order() {
        // The first finishes last, the last first.
        let delays = vec![0.6, 0.3, 0.0, 0.45, 0.15];
        let results = run_concurrently(delays.clone(), MAX_CONCURRENT_PROBES, |d| {
            let n = (d * 100.0) as u32;
            probe(
                &format!("sleep {d}; echo 'GPUDOC_ANSWER:{{\"n\": {n}}}'"),
                Duration::from_secs(30),
            )
            .map(|p| p.answer.n)
            .unwrap_or(u32::MAX)
        });
        assert_eq!(results, [60, 30, 0, 45, 15]);
    }

    #[test]
    fn concurrency_is_bounded_by_the_limit() {
        let running = std::sync::atomic::AtomicUsize::new(0);
        let most = std::sync::atomic::AtomicUsize::new(0);
        use std::sync::atomic::Ordering::SeqCst;
        let out = run_concurrently((0..12).collect(), 3, |i: u32| {
            let now = running.fetch_add(1, SeqCst) + 1;
            most.fetch_max(now, SeqCst);
            thread::sleep(Duration::from_millis(20));
            running.fetch_sub(1, SeqCst);
            i * 2
        });
        assert_eq!(out, (0..12).map(|i| i * 2).collect::<Vec<_>>());
        assert!(most.load(SeqCst) <= 3, "{}", most.load(SeqCst));
        assert!(run_concurrently(Vec::<u32>::new(), 8, |i| i).is_empty());
    }
}
