//! Nothing gpudoc starts outlives it or its deadlines: hostile children (a helper that leaves
//! with `setsid` holding the pipe, one that also clears its environment), SIGTERM and SIGINT
//! during a run, a child that chatters 20 MB before its answer, and `check --deadline`. Each
//! hostile process carries a unique mark in its argv, found in /proc afterwards.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Child;
use std::time::{Duration, Instant};

use crate::support::{FakeRoot, Reason, Scenario, Status, fixture, stubs};

/// A healthy fake machine, checked with `interpreter` as its Python.
fn machine(interpreter: &Path) -> Scenario {
    Scenario::check()
        .root(&FakeRoot::healthy("580.159.04"))
        .nvml(&[])
        .python(interpreter)
}

/// A unique mark for one test's processes.
fn unique_mark(name: &str) -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    format!("gpudoc-it-{name}-{}-{nanos}", std::process::id())
}

/// An executable shell script standing in for an interpreter.
fn script(dir: &Path, body: &str) -> PathBuf {
    let path = dir.join("python3");
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// An interpreter that starts two `setsid` helpers holding its stdout and stderr (the second
/// with an empty environment, so only gpudoc's subreaper role finds it) and then hangs.
fn hostile(dir: &Path, mark: &str) -> PathBuf {
    script(
        dir,
        &format!(
            "setsid sh -c 'sleep 120; : {mark}' &\n\
             setsid env -i sh -c 'sleep 120; : {mark}' &\n\
             exec sh -c 'sleep 120; : {mark}'"
        ),
    )
}

/// Live (not zombie) processes whose argv carries `mark`.
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
        let argv = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
        if !zombie && argv.windows(mark.len()).any(|w| w == mark.as_bytes()) {
            found.push(pid);
        }
    }
    found
}

/// Wait until `done` holds, or panic after `limit`.
fn wait_for(limit: Duration, what: &str, mut done: impl FnMut() -> bool) {
    let until = Instant::now() + limit;
    while !done() {
        assert!(Instant::now() < until, "waited {limit:?} for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Every marked process is gone within 2 s.
fn assert_none_left(mark: &str) {
    let until = Instant::now() + Duration::from_secs(2);
    loop {
        let left = alive_with(mark);
        if left.is_empty() {
            return;
        }
        assert!(Instant::now() < until, "processes left running: {left:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Wait at most `limit` for gpudoc to exit; its exit code.
fn exit_code(child: &mut Child, limit: Duration) -> i32 {
    let until = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status.code().unwrap_or(-1);
        }
        if Instant::now() >= until {
            let _ = child.kill();
            panic!("gpudoc did not exit within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_setsid_helper_holding_the_pipe_is_bounded_by_the_timeout_and_killed() {
    let dir = tempfile::tempdir().unwrap();
    let mark = unique_mark("setsid");
    let start = Instant::now();
    let r = machine(&hostile(dir.path(), &mark))
        .timeout(2)
        .only("python")
        .report();
    let elapsed = start.elapsed();
    let c = r.check("python.interpreter");
    assert_eq!(c.status, Status::Fail, "{r}");
    assert_eq!(c.reason, Some(Reason::Timeout), "{r}");
    // Before: gpudoc read the pipe until the helpers' 120 s were up.
    assert!(elapsed < Duration::from_secs(8), "{elapsed:?}");
    assert_none_left(&mark);
}

fn a_signal_leaves_nothing_running(sig: i32, expected: i32) {
    let dir = tempfile::tempdir().unwrap();
    let mark = unique_mark(&format!("signal-{sig}"));
    // The scenario holds the fake root: it lives as long as gpudoc runs.
    let scenario = machine(&hostile(dir.path(), &mark)).timeout(60).json();
    let mut gpudoc = scenario.spawn();
    // The interpreter and both helpers are running.
    wait_for(Duration::from_secs(20), "the hostile interpreter", || {
        if let Some(status) = gpudoc.try_wait().unwrap() {
            let mut err = String::new();
            std::io::Read::read_to_string(&mut gpudoc.stderr.take().unwrap(), &mut err).unwrap();
            panic!("gpudoc exited early ({status}): {err}");
        }
        alive_with(&mark).len() >= 3
    });
    // SAFETY: kill(2) on the gpudoc child this test started.
    unsafe {
        libc::kill(gpudoc.id() as i32, sig);
    }
    assert_eq!(exit_code(&mut gpudoc, Duration::from_secs(10)), expected);
    assert_none_left(&mark);
}

#[test]
fn sigterm_kills_every_probe_tree_and_exits_143() {
    a_signal_leaves_nothing_running(libc::SIGTERM, 143);
}

#[test]
fn sigint_kills_every_probe_tree_and_exits_130() {
    a_signal_leaves_nothing_running(libc::SIGINT, 130);
}

#[test]
fn a_stopped_burn_in_removes_its_progress_file() {
    // Scenario::stress()'s CPU stubs, for a minute.
    let scenario = Scenario::gpudoc(["stress", "--seconds", "60"])
        .lib_dir(stubs::stub_lib("stress_cudart.c", "libcudart.so.13", &[]))
        .lib_dir(stubs::stub_lib("cublas.c", "libcublas.so.13", &[]))
        .json();
    let mut gpudoc = scenario.spawn();
    let pid = gpudoc.id();
    let progress_files = || -> Vec<PathBuf> {
        std::fs::read_dir(std::env::temp_dir())
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with(&format!("gpudoc-stress-{pid}-")))
            })
            .collect()
    };
    wait_for(Duration::from_secs(30), "the progress file", || {
        !progress_files().is_empty()
    });
    // SAFETY: kill(2) on the gpudoc child this test started.
    unsafe {
        libc::kill(pid as i32, libc::SIGHUP);
    }
    assert_eq!(exit_code(&mut gpudoc, Duration::from_secs(10)), 129);
    assert_eq!(progress_files(), Vec::<PathBuf>::new());
}

#[test]
fn an_answer_after_20_mb_of_chatter_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let answer = fixture("python/no-framework/interpreter.stdout");
    let python = script(
        dir.path(),
        &format!(
            "head -c 20000000 /dev/zero | tr '\\0' x\n\
             head -c 20000000 /dev/zero | tr '\\0' y >&2\n\
             echo; cat '{}'",
            answer.display()
        ),
    );
    let r = machine(&python).only("python").report();
    assert_eq!(r.check("python.interpreter").status, Status::Pass, "{r}");
}

#[test]
fn the_run_deadline_bounds_a_hang_and_skips_the_layers_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let mark = unique_mark("deadline");
    let start = Instant::now();
    let r = machine(&hostile(dir.path(), &mark))
        .timeout(60)
        .args(["--deadline", "2"])
        .report();
    let elapsed = start.elapsed();
    assert!(elapsed < Duration::from_secs(8), "{elapsed:?}");
    let c = r.check("python.interpreter");
    assert_eq!(c.reason, Some(Reason::Timeout), "{r}");
    // The framework import had started (beside the interpreter probe) and is skipped for its
    // failed need; the layers after it had not.
    assert_eq!(r.check("framework.skipped").status, Status::Skip);
    for layer in ["devices", "stress"] {
        let c = r.check(&format!("{layer}.skipped"));
        assert_eq!(c.status, Status::Skip);
        assert_eq!(
            c.summary, "not run: the --deadline of 2 s had passed",
            "{r}"
        );
    }
    assert_none_left(&mark);
}
