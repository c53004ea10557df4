//! Child processes with a time limit. Everything that can crash, hang or poison gpudoc
//! (NVML, dlopen of CUDA libraries, Python imports, the GPU stress) runs through
//! [`run_with_timeout`], so a segfault or a hang becomes data, never a dead or stuck gpudoc.

use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use wait_timeout::ChildExt;

/// Most bytes kept from each of a child's stdout and stderr; the rest is read and dropped so
/// that a chatty child can never block on a full pipe nor fill gpudoc's memory.
const MAX_CAPTURE: usize = 8 << 20;

/// How a child process ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// It exited by itself with this code.
    Exited(i32),
    /// A signal killed it (SIGSEGV = 11, SIGILL = 4, SIGABRT = 6, ...).
    Signaled(i32),
    /// It ran past the limit; gpudoc killed its whole process group.
    TimedOut,
    /// It could not be started at all.
    SpawnFailed(String),
}

/// What a child printed and how it ended.
#[derive(Clone, Debug)]
pub struct ChildResult {
    pub outcome: Outcome,
    pub stdout: String,
    pub stderr: String,
    pub pid: Option<u32>,
    pub elapsed: Duration,
}

impl ChildResult {
    /// The last `n` non-empty lines of stderr, for evidence.
    pub fn stderr_tail(&self, n: usize) -> Vec<String> {
        let lines: Vec<&str> = self
            .stderr
            .lines()
            .filter(|l| !l.trim().is_empty())
            .collect();
        lines[lines.len().saturating_sub(n)..]
            .iter()
            .map(|l| truncate(l, 300))
            .collect()
    }

    /// One line describing an abnormal end ("killed by SIGSEGV (signal 11)").
    pub fn describe_outcome(&self) -> String {
        match &self.outcome {
            Outcome::Exited(code) => format!("exited with status {code}"),
            Outcome::Signaled(sig) => format!("killed by {} (signal {sig})", signal_name(*sig)),
            Outcome::TimedOut => format!(
                "did not finish within {:.0} s and was killed",
                self.elapsed.as_secs_f64()
            ),
            Outcome::SpawnFailed(err) => format!("could not be started: {err}"),
        }
    }
}

/// Run `cmd` with no stdin, capture its output, and kill it (and everything it started) when
/// it runs past `timeout`.
pub fn run_with_timeout(mut cmd: Command, timeout: Duration) -> ChildResult {
    let start = Instant::now();
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // Its own process group, so a timeout kills grandchildren too.
        .process_group(0);
    let mut child = match cmd.spawn() {
        Ok(child) => child,
        Err(err) => {
            return ChildResult {
                outcome: Outcome::SpawnFailed(err.to_string()),
                stdout: String::new(),
                stderr: String::new(),
                pid: None,
                elapsed: start.elapsed(),
            };
        }
    };
    let pid = child.id();
    let out_reader = child.stdout.take().map(spawn_reader);
    let err_reader = child.stderr.take().map(spawn_reader);
    let outcome = match child.wait_timeout(timeout) {
        Ok(Some(status)) => exit_outcome(status),
        Ok(None) | Err(_) => {
            // SAFETY: kill(2) on the child's process group, which we created above.
            unsafe {
                libc::kill(-(pid as i32), libc::SIGKILL);
            }
            let _ = child.kill();
            let _ = child.wait();
            Outcome::TimedOut
        }
    };
    let stdout = out_reader.map(join_reader).unwrap_or_default();
    let stderr = err_reader.map(join_reader).unwrap_or_default();
    ChildResult {
        outcome,
        stdout,
        stderr,
        pid: Some(pid),
        elapsed: start.elapsed(),
    }
}

fn exit_outcome(status: std::process::ExitStatus) -> Outcome {
    match (status.code(), status.signal()) {
        (Some(code), _) => Outcome::Exited(code),
        (None, Some(sig)) => Outcome::Signaled(sig),
        (None, None) => Outcome::Exited(-1),
    }
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

    fn sh(script: &str) -> Command {
        let mut c = Command::new("/bin/sh");
        c.arg("-c").arg(script);
        c
    }

    #[test]
    fn captures_output_and_exit_code() {
        let r = run_with_timeout(
            sh("echo out; echo err >&2; exit 3"),
            Duration::from_secs(10),
        );
        assert_eq!(r.outcome, Outcome::Exited(3));
        assert_eq!(r.stdout, "out\n");
        assert_eq!(r.stderr_tail(5), vec!["err".to_string()]);
    }

    #[test]
    fn a_hang_is_killed_at_the_limit() {
        let r = run_with_timeout(sh("sleep 30 & sleep 30"), Duration::from_millis(300));
        assert_eq!(r.outcome, Outcome::TimedOut);
        assert!(r.elapsed < Duration::from_secs(10), "{:?}", r.elapsed);
    }

    #[test]
    fn a_signal_is_reported_by_name() {
        let r = run_with_timeout(sh("kill -SEGV $$"), Duration::from_secs(10));
        assert_eq!(r.outcome, Outcome::Signaled(libc::SIGSEGV));
        assert!(r.describe_outcome().contains("SIGSEGV"));
    }

    #[test]
    fn a_missing_program_is_a_spawn_failure() {
        let r = run_with_timeout(
            Command::new("/nonexistent/gpudoc-test"),
            Duration::from_secs(1),
        );
        assert!(matches!(r.outcome, Outcome::SpawnFailed(_)));
    }
}
