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

pub mod reaper;

use std::io::{Read, Write};
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
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

/// Bytes kept from the start and from the end of each of a child's stdout and stderr; the
/// middle is read and dropped (and counted) so that a chatty child can never block on a full
/// pipe nor fill gpudoc's memory, while its last words (the evidence) are kept.
const KEEP_HEAD: usize = 1 << 20;
const KEEP_TAIL: usize = 1 << 20;

/// Longest answer line read, whatever else the child printed around it.
const MAX_ANSWER: usize = 128 << 20;

/// How long the output of a child that has ended is still read: a descendant that holds the
/// pipe open (a `setsid` helper) is killed, and its pipe abandoned, after this.
const READ_GRACE: Duration = Duration::from_millis(250);

/// Longest line kept in evidence.
const MAX_EVIDENCE_LINE: usize = 300;

/// The probes running now, by a short label each (`python framework tensorflow`, `gpudoc
/// __probe nvml`): what a live report's spinner names while a layer waits on its children.
static RUNNING: Mutex<Vec<(u64, String)>> = Mutex::new(Vec::new());

/// Labels of the probe children running now, oldest first.
pub fn running_probes() -> Vec<String> {
    RUNNING
        .lock()
        .map(|r| r.iter().map(|(_, label)| label.clone()).collect())
        .unwrap_or_default()
}

/// A probe's entry in [`RUNNING`], removed when it is dropped (however the probe ended).
struct RunningEntry(u64);

impl RunningEntry {
    fn register(cmd: &Command) -> RunningEntry {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let id = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if let Ok(mut running) = RUNNING.lock() {
            running.push((id, probe_label(cmd)));
        }
        RunningEntry(id)
    }
}

impl Drop for RunningEntry {
    fn drop(&mut self) {
        if let Ok(mut running) = RUNNING.lock() {
            running.retain(|(id, _)| *id != self.0);
        }
    }
}

/// A short label for a probe command: the program's file name and its plain arguments, with
/// paths cut to their file names and inline scripts and interpreter switches left out.
pub fn probe_label(cmd: &Command) -> String {
    let base = |s: &str| s.rsplit('/').next().unwrap_or(s).to_string();
    let mut words = vec![base(&cmd.get_program().to_string_lossy())];
    for arg in cmd.get_args() {
        let arg = arg.to_string_lossy();
        let switch = arg.len() == 2 && arg.starts_with('-') && arg != "--";
        if switch || arg.contains('\n') || arg.len() > 80 {
            continue;
        }
        // A path is cut to its file name; other text (a shell command line) is kept whole.
        words.push(if arg.contains(char::is_whitespace) {
            arg.to_string()
        } else {
            base(&arg)
        });
        if words.len() >= 6 {
            break;
        }
    }
    words.join(" ")
}

/// What a child printed, and how long it ran: kept whatever the ending, for evidence and
/// for probes that read the child's log (the framework layer classifies its stderr).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Captured {
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
    /// The text after the last [`ANSWER_MARKER`] on stdout, as the reader found it in the
    /// whole stream (even where `stdout` keeps only its head and tail); `Err` when that line
    /// was longer than the runner reads. `None`: [`classify`] looks in `stdout` itself.
    pub answer: Option<Box<Result<String, String>>>,
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
    /// It was never started: the whole run's deadline (`gpudoc check --deadline`) had passed.
    NotRun { deadline: Duration },
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
            ProbeFailure::NotRun { deadline } => {
                format!("was not run: {}", RunDeadline::passed_words(*deadline))
            }
        }
    }

    /// The report's reason: a timeout, or a crash (every other way to give no answer).
    pub fn reason(&self) -> Reason {
        match self {
            ProbeFailure::Timeout { .. } | ProbeFailure::NotRun { .. } => Reason::Timeout,
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
    /// It was not started: the whole run's deadline, this long, had passed.
    NotRun(Duration),
}

/// The whole run's deadline (`gpudoc check --deadline`): children not started before it are
/// not started, and running ones get at most the time left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunDeadline {
    /// When it passes.
    pub at: Instant,
    /// How long the run was given, for messages.
    pub length: Duration,
}

impl RunDeadline {
    /// A deadline `length` from now.
    pub fn from_now(length: Duration) -> RunDeadline {
        RunDeadline {
            at: Instant::now() + length,
            length,
        }
    }

    /// The time left; `None` once it has passed.
    pub fn left(&self) -> Option<Duration> {
        self.at
            .checked_duration_since(Instant::now())
            .filter(|d| !d.is_zero())
    }

    /// "the --deadline of 5 s had passed"
    pub fn passed_words(length: Duration) -> String {
        format!("the --deadline of {} had passed", seconds(length))
    }
}

/// Run a probe child: `cmd` with no stdin, in its own process group, killed with everything
/// it started when it runs past `deadline` or the whole run's deadline `run` (not started at
/// all once that has passed); its answer line deserialised as `A`.
pub fn run_probe<A: DeserializeOwned>(
    cmd: Command,
    deadline: Duration,
    run: Option<RunDeadline>,
) -> ProbeResult<A> {
    let (ending, output) = run_child(cmd, deadline, run);
    classify(ending, output)
}

/// Classify a child's ending and output. A timeout or a signal wins over anything printed
/// (an answer followed by a crash at exit is still a crash); an exit is an answer when the
/// last marked line deserialises, whatever the code.
pub fn classify<A: DeserializeOwned>(ending: Ending, output: Captured) -> ProbeResult<A> {
    let failure = match ending {
        Ending::SpawnFailed(error) => ProbeFailure::SpawnFailed { error },
        Ending::NotRun(deadline) => ProbeFailure::NotRun { deadline },
        Ending::TimedOut(deadline) => ProbeFailure::Timeout { deadline },
        Ending::Signaled(signal) => ProbeFailure::Crash { signal },
        Ending::Exited(code) => match found_answer::<A>(&output) {
            Some(Ok(answer)) => return Ok(Probed { answer, output }),
            Some(Err(error)) => ProbeFailure::Garbled { code, error },
            None => ProbeFailure::ExitedWithoutAnswer { code },
        },
    };
    Err(Unanswered { failure, output })
}

/// The answer the reader found in the stream, else the one in the kept stdout.
fn found_answer<A: DeserializeOwned>(output: &Captured) -> Option<Result<A, String>> {
    match output.answer.as_deref() {
        Some(Ok(text)) => Some(serde_json::from_str(text.trim()).map_err(|e| e.to_string())),
        Some(Err(why)) => Some(Err(why.clone())),
        None => answer_in(&output.stdout),
    }
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
/// it runs past `deadline` or the run's deadline. Whatever the ending, the child's process
/// group and marked descendants are killed, and its pipes are read for at most
/// [`READ_GRACE`] after it ended: a descendant holding them open cannot hold gpudoc.
fn run_child(mut cmd: Command, deadline: Duration, run: Option<RunDeadline>) -> (Ending, Captured) {
    let start = Instant::now();
    let limit = match run {
        None => deadline,
        Some(run) => match run.left() {
            Some(left) => deadline.min(left),
            None => return (Ending::NotRun(run.length), Captured::default()),
        },
    };
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // A neutral working directory: nothing is imported or loaded from the user's.
        .current_dir("/");
    let _running = RunningEntry::register(&cmd);
    let mut spawned = match reaper::spawn(&mut cmd) {
        Ok(spawned) => spawned,
        Err(err) => {
            let output = Captured {
                elapsed: start.elapsed(),
                ..Captured::default()
            };
            return (Ending::SpawnFailed(err.to_string()), output);
        }
    };
    let out = spawned.child.stdout.take().map(|p| Reader::spawn(p, true));
    let err = spawned.child.stderr.take().map(|p| Reader::spawn(p, false));
    let ending = match spawned.child.wait_timeout(limit) {
        Ok(Some(status)) => match (status.code(), status.signal()) {
            (Some(code), _) => Ending::Exited(code),
            (None, Some(sig)) => Ending::Signaled(sig),
            (None, None) => Ending::Exited(-1),
        },
        Ok(None) | Err(_) => {
            reaper::kill_group(&spawned);
            let _ = spawned.child.kill();
            let _ = spawned.child.wait();
            Ending::TimedOut(limit)
        }
    };
    // Let the readers drain what the child wrote, then kill what it left behind (that also
    // closes the pipes they hold), and read on only for the rest of the grace.
    let grace_end = Instant::now() + READ_GRACE;
    wait_readers(&[&out, &err], Instant::now() + READ_GRACE / 5);
    reaper::finish(&spawned);
    wait_readers(&[&out, &err], grace_end);
    let (stdout, answer) = out.map(|r| r.take()).unwrap_or_default();
    let (stderr, _) = err.map(|r| r.take()).unwrap_or_default();
    let output = Captured {
        stdout,
        stderr,
        elapsed: start.elapsed(),
        answer: answer.map(Box::new),
    };
    (ending, output)
}

/// Wait until every reader has reached the end of its pipe, or `until`.
fn wait_readers(readers: &[&Option<Reader>], until: Instant) {
    while readers
        .iter()
        .any(|r| r.as_ref().is_some_and(|r| !r.done()))
    {
        if Instant::now() >= until {
            return;
        }
        thread::sleep(Duration::from_millis(5));
    }
}

/// A thread reading one pipe into a shared [`Stream`]; what it read so far can be taken
/// whether or not it has finished, so no one ever waits on a pipe someone else holds.
struct Reader {
    stream: Arc<Mutex<Stream>>,
    handle: thread::JoinHandle<()>,
}

impl Reader {
    fn spawn<R: Read + Send + 'static>(mut pipe: R, scan_answer: bool) -> Reader {
        let stream = Arc::new(Mutex::new(Stream::new(scan_answer)));
        let shared = Arc::clone(&stream);
        let handle = thread::spawn(move || {
            let mut buf = vec![0u8; 64 * 1024];
            loop {
                match pipe.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => shared
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .push(&buf[..n]),
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(_) => break,
                }
            }
        });
        Reader { stream, handle }
    }

    fn done(&self) -> bool {
        self.handle.is_finished()
    }

    /// The text kept so far and the answer found so far (a reader still blocked on a pipe
    /// is left behind; it ends when the pipe's last holder does).
    fn take(self) -> (String, Option<Result<String, String>>) {
        let stream = std::mem::replace(
            &mut *self.stream.lock().unwrap_or_else(|p| p.into_inner()),
            Stream::new(false),
        );
        stream.finish()
    }
}

/// What is kept of one output stream: its first [`KEEP_HEAD`] and last [`KEEP_TAIL`] bytes,
/// how many were read in all, and (stdout) the last answer line, found as the bytes pass.
struct Stream {
    head: Vec<u8>,
    tail: Vec<u8>,
    total: u64,
    scan: Option<AnswerScan>,
}

impl Stream {
    fn new(scan_answer: bool) -> Stream {
        Stream {
            head: Vec::new(),
            tail: Vec::new(),
            total: 0,
            scan: scan_answer.then(AnswerScan::default),
        }
    }

    fn push(&mut self, mut bytes: &[u8]) {
        self.total += bytes.len() as u64;
        if let Some(scan) = &mut self.scan {
            scan.push(bytes);
        }
        let room = KEEP_HEAD.saturating_sub(self.head.len());
        let first = bytes.len().min(room);
        self.head.extend_from_slice(&bytes[..first]);
        bytes = &bytes[first..];
        if bytes.is_empty() {
            return;
        }
        self.tail.extend_from_slice(bytes);
        if self.tail.len() > 2 * KEEP_TAIL {
            let cut = self.tail.len() - KEEP_TAIL;
            self.tail.drain(..cut);
        }
    }

    fn finish(mut self) -> (String, Option<Result<String, String>>) {
        if self.tail.len() > KEEP_TAIL {
            let cut = self.tail.len() - KEEP_TAIL;
            self.tail.drain(..cut);
        }
        let cut = self.total - (self.head.len() + self.tail.len()) as u64;
        let mut text = String::from_utf8_lossy(&self.head).into_owned();
        if cut > 0 {
            text.push_str(&format!("\n… {cut} bytes cut …\n"));
        }
        text.push_str(&String::from_utf8_lossy(&self.tail));
        let answer = self.scan.and_then(AnswerScan::last);
        (text, answer)
    }
}

/// Finds the text after the last [`ANSWER_MARKER`] of the last line that has one, in a
/// stream read in pieces (the marker may straddle two reads).
#[derive(Default)]
struct AnswerScan {
    /// Bytes of the marker matched so far on this line.
    matched: usize,
    /// After a marker on this line: the text since, and whether it outgrew [`MAX_ANSWER`].
    current: Option<(Vec<u8>, bool)>,
    /// The last complete marked line.
    last: Option<(Vec<u8>, bool)>,
}

impl AnswerScan {
    fn push(&mut self, bytes: &[u8]) {
        let marker = ANSWER_MARKER.as_bytes();
        for &b in bytes {
            if b == b'\n' {
                if let Some(done) = self.current.take() {
                    self.last = Some(done);
                }
                self.matched = 0;
                continue;
            }
            if let Some((text, over)) = &mut self.current {
                if text.len() < MAX_ANSWER {
                    text.push(b);
                } else {
                    *over = true;
                }
            }
            // The marker's bytes are all different, so a mismatch restarts the match.
            if b == marker[self.matched] {
                self.matched += 1;
                if self.matched == marker.len() {
                    self.current = Some((Vec::new(), false));
                    self.matched = 0;
                }
            } else {
                self.matched = usize::from(b == marker[0]);
            }
        }
    }

    fn last(self) -> Option<Result<String, String>> {
        let (text, over) = self.current.or(self.last)?;
        Some(if over {
            Err(format!(
                "the answer is longer than the {} MiB gpudoc reads",
                MAX_ANSWER >> 20
            ))
        } else {
            Ok(String::from_utf8_lossy(&text).into_owned())
        })
    }
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
        run_probe::<Answer>(sh(script), deadline, None)
    }

    fn failure(r: ProbeResult<Answer>) -> Unanswered {
        r.expect_err("expected no answer")
    }

    #[test]
    fn a_probe_is_listed_as_running_until_it_ends() {
        let script = "sleep 0.5; echo label-probe-marker >/dev/null";
        let handle = thread::spawn(move || run_child(sh(script), Duration::from_secs(10), None));
        let label = format!("sh {script}");
        let seen = (0..200).any(|_| {
            thread::sleep(Duration::from_millis(5));
            running_probes().contains(&label)
        });
        assert!(seen, "{label} not in {:?}", running_probes());
        handle.join().expect("probe thread");
        assert!(!running_probes().contains(&label));
    }

    #[test]
    fn a_probe_label_keeps_file_names_and_plain_arguments() {
        let mut cmd = Command::new("/opt/venv/bin/python3");
        cmd.args([
            "-B",
            "-c",
            "import sys\nprint(1)",
            "framework",
            "tensorflow",
        ]);
        assert_eq!(probe_label(&cmd), "python3 framework tensorflow");
        let mut cmd = Command::new("/usr/local/bin/gpudoc");
        cmd.args([
            "__probe",
            "library",
            "--lib",
            "/usr/lib/x86_64-linux-gnu/libcudnn.so.9",
        ]);
        assert_eq!(
            probe_label(&cmd),
            "gpudoc __probe library --lib libcudnn.so.9"
        );
    }

    #[test]
    fn captures_output_and_exit_code() {
        let (ending, out) = run_child(
            sh("echo out; echo err >&2; exit 3"),
            Duration::from_secs(10),
            None,
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

    /// A mark unique to one test, for finding the processes it started.
    fn unique_mark(name: &str) -> String {
        static N: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        format!(
            "gpudoc-test-{name}-{}-{}",
            std::process::id(),
            N.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        )
    }

    /// Live (not zombie) processes whose argv or environment carries `mark`.
    fn alive_with(mark: &str) -> Vec<u32> {
        let mut found = Vec::new();
        for e in std::fs::read_dir("/proc").unwrap().flatten() {
            let Some(pid) = e.file_name().to_str().and_then(|s| s.parse::<u32>().ok()) else {
                continue;
            };
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            let zombie = stat
                .rfind(')')
                .is_some_and(|i| stat[i + 1..].trim_start().starts_with('Z'));
            let has = |f: &str| {
                std::fs::read(format!("/proc/{pid}/{f}"))
                    .is_ok_and(|b| b.windows(mark.len()).any(|w| w == mark.as_bytes()))
            };
            if !zombie && (has("cmdline") || has("environ")) {
                found.push(pid);
            }
        }
        found
    }

    /// Wait up to 2 s for every process carrying `mark` to be gone.
    fn gone(mark: &str) -> Vec<u32> {
        let until = Instant::now() + Duration::from_secs(2);
        loop {
            let left = alive_with(mark);
            if left.is_empty() || Instant::now() >= until {
                return left;
            }
            thread::sleep(Duration::from_millis(20));
        }
    }

    fn marked(script: &str, mark: &str) -> Command {
        let mut c = sh(script);
        c.env("GPUDOC_TEST_MARK", mark);
        c
    }

    #[test]
    fn a_setsid_helper_holding_the_pipe_does_not_hold_the_answer_and_is_killed() {
        let mark = unique_mark("setsid-answer");
        let start = Instant::now();
        let r = run_probe::<Answer>(
            marked("setsid sleep 60 & echo 'GPUDOC_ANSWER:{\"n\": 4}'", &mark),
            Duration::from_secs(30),
            None,
        )
        .expect("an answer");
        assert_eq!(r.answer, Answer { n: 4 });
        // Before: the reader waited for the helper, 60 s.
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "{:?}",
            start.elapsed()
        );
        assert_eq!(
            gone(&mark),
            Vec::<u32>::new(),
            "the helper outlived its probe"
        );
    }

    #[test]
    fn a_hang_whose_setsid_helper_holds_the_pipe_ends_at_the_deadline() {
        let mark = unique_mark("setsid-hang");
        let start = Instant::now();
        let u = failure(run_probe::<Answer>(
            marked("setsid sleep 60 & sleep 60", &mark),
            Duration::from_millis(300),
            None,
        ));
        assert_eq!(
            u.failure,
            ProbeFailure::Timeout {
                deadline: Duration::from_millis(300)
            }
        );
        assert!(
            start.elapsed() < Duration::from_secs(3),
            "{:?}",
            start.elapsed()
        );
        assert_eq!(
            gone(&mark),
            Vec::<u32>::new(),
            "the helper outlived its probe"
        );
    }

    #[test]
    fn a_helper_that_clears_its_environment_still_cannot_hold_gpudoc() {
        // No mark to find it by (only a subreaper gpudoc finds it, at exit): the reader is
        // abandoned after the grace instead of waiting for it.
        let mark = unique_mark("env-i");
        let start = Instant::now();
        let r = run_probe::<Answer>(
            sh(&format!(
                "setsid env -i sh -c 'sleep 3; : {mark}' & echo 'GPUDOC_ANSWER:{{\"n\": 2}}'"
            )),
            Duration::from_secs(30),
            None,
        )
        .expect("an answer");
        assert_eq!(r.answer, Answer { n: 2 });
        assert!(
            start.elapsed() < Duration::from_secs(2),
            "{:?}",
            start.elapsed()
        );
    }

    #[test]
    fn a_chatty_child_keeps_its_answer_and_its_last_words() {
        // 20 MB of noise on both streams, then the answer, then a last word on stderr.
        let r = probe(
            "head -c 20000000 /dev/zero | tr '\\0' x; head -c 20000000 /dev/zero | tr '\\0' y >&2; echo >&2; echo; echo 'GPUDOC_ANSWER:{\"n\": 9}'; echo 'last words' >&2",
            Duration::from_secs(60),
        )
        .expect("the answer after 20 MB of noise");
        assert_eq!(r.answer, Answer { n: 9 });
        assert!(r.output.stdout.len() <= KEEP_HEAD + KEEP_TAIL + 100);
        assert!(r.output.stdout.contains(" bytes cut …"), "a marker");
        assert_eq!(r.output.stderr_tail(1), ["last words"]);
        // And an answer followed by 20 MB of chatter.
        let r = probe(
            "echo 'GPUDOC_ANSWER:{\"n\": 3}'; head -c 20000000 /dev/zero | tr '\\0' z",
            Duration::from_secs(60),
        )
        .expect("the answer before 20 MB of noise");
        assert_eq!(r.answer, Answer { n: 3 });
    }

    #[test]
    fn the_stream_keeps_head_and_tail_and_finds_a_marker_split_across_reads() {
        let mut s = Stream::new(true);
        let noise = vec![b'.'; KEEP_HEAD + 3 * KEEP_TAIL];
        s.push(&noise);
        let (a, b): (&[u8], &[u8]) = (
            b"\nchatter GPUDOC_ANS",
            b"WER:{\"n\": 1}\nmore GPUDOC_ANSWER:{\"n\": 2} GPUDOC_ANSWER:{\"n\": 5}\ntrailing",
        );
        s.push(a);
        s.push(b);
        let (text, answer) = s.finish();
        assert_eq!(answer, Some(Ok("{\"n\": 5}".to_string())));
        assert!(text.starts_with("..."));
        assert!(text.ends_with("trailing"));
        let marker = " bytes cut …\n";
        assert_eq!(
            text.len() - text.rfind(marker).unwrap() - marker.len(),
            KEEP_TAIL
        );
        let total = noise.len() + a.len() + b.len();
        let cut = format!("\n… {} bytes cut …\n", total - KEEP_HEAD - KEEP_TAIL);
        assert!(
            text.contains(&cut),
            "{}",
            &text[KEEP_HEAD - 5..KEEP_HEAD + 40]
        );
        let mut s = Stream::new(false);
        s.push(b"short");
        assert_eq!(s.finish(), ("short".to_string(), None));
    }

    #[test]
    fn the_run_deadline_skips_what_has_not_started_and_bounds_what_runs() {
        let passed = RunDeadline {
            at: Instant::now(),
            length: Duration::from_secs(5),
        };
        let u = failure(run_probe::<Answer>(
            sh("echo 'GPUDOC_ANSWER:{\"n\": 1}'"),
            Duration::from_secs(10),
            Some(passed),
        ));
        assert_eq!(
            u.failure,
            ProbeFailure::NotRun {
                deadline: Duration::from_secs(5)
            }
        );
        assert_eq!(
            u.describe(),
            "was not run: the --deadline of 5 s had passed"
        );
        assert_eq!(u.reason(), Reason::Timeout);
        let start = Instant::now();
        let u = failure(run_probe::<Answer>(
            sh("sleep 30"),
            Duration::from_secs(30),
            Some(RunDeadline::from_now(Duration::from_millis(400))),
        ));
        assert!(
            matches!(u.failure, ProbeFailure::Timeout { deadline } if deadline <= Duration::from_millis(400)),
            "{u:?}"
        );
        assert!(
            start.elapsed() < Duration::from_secs(3),
            "{:?}",
            start.elapsed()
        );
    }

    #[test]
    fn children_run_from_the_root_directory() {
        let (ending, out) = run_child(sh("pwd"), Duration::from_secs(10), None);
        assert_eq!(ending, Ending::Exited(0));
        assert_eq!(out.stdout, "/\n");
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
            None,
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
