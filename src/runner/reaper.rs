//! Nothing gpudoc starts outlives it: the registry of live probe children, the sweep of
//! their leftover descendants, and the SIGINT / SIGTERM / SIGHUP handler.
//!
//! - Every probe child is spawned under the registry's lock ([`spawn`]), in its own process
//!   group, with `PR_SET_PDEATHSIG` = SIGKILL (it dies with gpudoc even when gpudoc is
//!   SIGKILLed) and `GPUDOC_PROBE_ID=<gpudoc's pid>.<n>` in its environment, which its
//!   descendants inherit.
//! - When a probe ends ([`finish`]), its process group is killed and so is every process
//!   carrying its `GPUDOC_PROBE_ID` (a helper that left the group with `setsid`).
//! - [`install`] (the gpudoc binary, not its `__probe` children) makes gpudoc a child
//!   subreaper, so orphaned descendants, even `setsid` ones that cleared their environment,
//!   re-parent to gpudoc; [`sweep_all`] kills and reaps them, at exit and on a signal.
//! - On SIGINT, SIGTERM or SIGHUP the handler only writes the signal's number to a pipe
//!   (async-signal-safe); a thread reading it kills every live group and every leftover,
//!   removes the registered temporary files, and exits 128 + the signal (130, 143, 129).
//!
//! Linux only; elsewhere the registry still kills process groups and the rest is a no-op.

use std::collections::BTreeMap;
use std::io;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The environment variable that marks a probe child and everything it starts.
pub const PROBE_ID_VAR: &str = "GPUDOC_PROBE_ID";

/// What is alive now: probe children (pid = process group id → probe number) and the
/// temporary files to remove on a signal.
#[derive(Default)]
struct Live {
    probes: BTreeMap<u32, u64>,
    temp_files: Vec<PathBuf>,
    /// Set by the signal thread: no new child may start.
    stopping: bool,
}

static LIVE: Mutex<Live> = Mutex::new(Live {
    probes: BTreeMap::new(),
    temp_files: Vec::new(),
    stopping: false,
});
static NEXT_PROBE: AtomicU64 = AtomicU64::new(1);
/// Whether [`install`] made this process a child subreaper (the gpudoc binary): only then
/// are its non-probe children orphans to kill and reap.
static SUBREAPER: AtomicBool = AtomicBool::new(false);
/// The write end of the signal pipe, -1 before [`install`].
static SIGNAL_PIPE: AtomicI32 = AtomicI32::new(-1);

fn live() -> MutexGuard<'static, Live> {
    LIVE.lock().unwrap_or_else(|p| p.into_inner())
}

/// A probe child registered as live; hand it back to [`finish`].
#[derive(Debug)]
pub struct Spawned {
    pub child: Child,
    pid: u32,
    id: u64,
}

/// Spawn `cmd` as a registered probe child (its own process group, killed with gpudoc).
/// Refused once a signal has started the shutdown.
pub fn spawn(cmd: &mut Command) -> io::Result<Spawned> {
    let id = NEXT_PROBE.fetch_add(1, Ordering::Relaxed);
    let me = std::process::id();
    cmd.env(PROBE_ID_VAR, format!("{me}.{id}")).process_group(0);
    #[cfg(target_os = "linux")]
    {
        let parent = me as libc::pid_t;
        // SAFETY: only async-signal-safe calls (prctl, getppid, _exit) between fork and exec.
        unsafe {
            cmd.pre_exec(move || {
                libc::prctl(
                    libc::PR_SET_PDEATHSIG,
                    libc::SIGKILL as libc::c_ulong,
                    0,
                    0,
                    0,
                );
                // gpudoc died before prctl took effect: do not run unsupervised.
                if libc::getppid() != parent {
                    libc::_exit(1);
                }
                Ok(())
            });
        }
    }
    // Under the lock, so a sweep or the signal thread never sees an unregistered child.
    let mut live = live();
    if live.stopping {
        return Err(io::Error::other("gpudoc is stopping"));
    }
    let child = cmd.spawn()?;
    let pid = child.id();
    live.probes.insert(pid, id);
    Ok(Spawned { child, pid, id })
}

/// Kill a probe child's process group (it may still be running: its deadline passed).
pub fn kill_group(s: &Spawned) {
    let _live = live();
    kill_group_locked(s.pid);
}

fn kill_group_locked(pgid: u32) {
    // SAFETY: kill(2) on a process group this registry created and still holds.
    unsafe {
        libc::kill(-(pgid as i32), libc::SIGKILL);
    }
}

/// The probe child has been waited for: kill what is left of its group and every process
/// that carries its mark, and forget it.
pub fn finish(s: &Spawned) {
    let mut live = live();
    kill_group_locked(s.pid);
    live.probes.remove(&s.pid);
    // Members that die re-parent their own children (setsid helpers) to gpudoc: let them
    // die first, so that the sweep sees the whole family.
    wait_groups_dead(&[s.pid]);
    sweep_locked(&live, Some(s.id));
}

/// Kill every leftover of every probe: processes carrying this gpudoc's mark and, when gpudoc
/// is a subreaper, every child of gpudoc that is not a live probe; reap those children.
pub fn sweep_all() {
    let live = live();
    // A killed orphan's own children re-parent to gpudoc in turn: sweep until none is left.
    for _ in 0..8 {
        if sweep_locked(&live, None) == 0 {
            break;
        }
    }
}

/// Remove `path` when a signal ends gpudoc; the caller removes it otherwise, then calls
/// [`forget_temp_file`].
pub fn temp_file(path: &Path) {
    live().temp_files.push(path.to_path_buf());
}

/// `path` is gone (or kept on purpose): no longer remove it on a signal.
pub fn forget_temp_file(path: &Path) {
    live().temp_files.retain(|p| p != path);
}

/// Wait (at most half a second) until no live process is left in these process groups.
#[cfg(target_os = "linux")]
fn wait_groups_dead(pgids: &[u32]) {
    let until = Instant::now() + Duration::from_millis(500);
    while Instant::now() < until && processes().any(|p| pgids.contains(&p.pgrp) && !p.zombie) {
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[cfg(not(target_os = "linux"))]
fn wait_groups_dead(_: &[u32]) {}

/// One line of /proc/PID/stat, the fields the sweep needs.
#[cfg(target_os = "linux")]
struct Proc {
    pid: u32,
    ppid: u32,
    pgrp: u32,
    zombie: bool,
}

/// Every process in /proc that can be read.
#[cfg(target_os = "linux")]
fn processes() -> impl Iterator<Item = Proc> {
    std::fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let pid = entry.file_name().to_str()?.parse::<u32>().ok()?;
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            // The fields after the parenthesised command name: state, ppid, pgrp.
            let mut rest = stat[stat.rfind(')')? + 1..].split_whitespace();
            let state = rest.next()?;
            let ppid = rest.next()?.parse().ok()?;
            let pgrp = rest.next()?.parse().ok()?;
            Some(Proc {
                pid,
                ppid,
                pgrp,
                zombie: state == "Z" || state == "X",
            })
        })
}

/// Kill the leftovers (see [`finish`], [`sweep_all`]); the number of gpudoc's orphans that
/// were alive.
#[cfg(target_os = "linux")]
fn sweep_locked(live: &Live, only: Option<u64>) -> usize {
    let me = std::process::id();
    let mark = match only {
        Some(id) => format!("{PROBE_ID_VAR}={me}.{id}"),
        None => format!("{PROBE_ID_VAR}={me}."),
    };
    let subreaper = SUBREAPER.load(Ordering::Relaxed);
    let mut orphans = Vec::new();
    let mut alive = 0;
    for p in processes() {
        if p.pid == me || live.probes.contains_key(&p.pid) {
            continue;
        }
        // A child of ours that is no live probe is a re-parented orphan; it is killed with
        // its probe when it carries the probe's mark, else at the final sweep.
        let orphan = subreaper && p.ppid == me;
        if !p.zombie && (carries(p.pid, &mark) || (orphan && only.is_none())) {
            // SAFETY: kill(2) on a process that carries our mark or is our own orphan.
            unsafe {
                libc::kill(p.pid as i32, libc::SIGKILL);
            }
            alive += usize::from(orphan);
        }
        if orphan {
            orphans.push(p.pid);
        }
    }
    reap(&orphans);
    alive
}

#[cfg(not(target_os = "linux"))]
fn sweep_locked(_: &Live, _: Option<u64>) -> usize {
    0
}

/// Reap orphans that have died (they were killed above, or died by themselves), waiting a
/// little for the ones just killed; any left are reaped at the next sweep.
#[cfg(target_os = "linux")]
fn reap(pids: &[u32]) {
    let until = Instant::now() + Duration::from_millis(100);
    let mut left: Vec<u32> = pids.to_vec();
    while !left.is_empty() {
        left.retain(|&pid| {
            // SAFETY: waitpid(2) on a child of ours that no Child handle owns.
            let r = unsafe { libc::waitpid(pid as i32, std::ptr::null_mut(), libc::WNOHANG) };
            r == 0
        });
        if left.is_empty() || Instant::now() >= until {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Whether /proc/PID/environ has a variable starting with `mark`.
#[cfg(target_os = "linux")]
fn carries(pid: u32, mark: &str) -> bool {
    std::fs::read(format!("/proc/{pid}/environ")).is_ok_and(|env| {
        env.split(|b| *b == 0)
            .any(|var| var.starts_with(mark.as_bytes()))
    })
}

/// For the gpudoc binary (not its `__probe` children): become a child subreaper and handle
/// SIGINT, SIGTERM and SIGHUP by killing every child tree, removing temporary files and
/// exiting 130, 143 or 129. Call once, before any child starts.
#[cfg(target_os = "linux")]
pub fn install() {
    // SAFETY: prctl on this process; pipe2 into a local array; sigaction with a handler
    // that only calls write(2).
    unsafe {
        if libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1 as libc::c_ulong, 0, 0, 0) == 0 {
            SUBREAPER.store(true, Ordering::Relaxed);
        }
        let mut fds = [0 as libc::c_int; 2];
        if libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) != 0 {
            return;
        }
        SIGNAL_PIPE.store(fds[1], Ordering::Relaxed);
        let read_end = fds[0];
        if std::thread::Builder::new()
            .name("gpudoc-signals".into())
            .spawn(move || signal_thread(read_end))
            .is_err()
        {
            return;
        }
        for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_signal as *const () as libc::sighandler_t;
            action.sa_flags = libc::SA_RESTART;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(sig, &action, std::ptr::null_mut());
        }
    }
}

#[cfg(not(target_os = "linux"))]
pub fn install() {}

#[cfg(target_os = "linux")]
extern "C" fn on_signal(sig: libc::c_int) {
    let fd = SIGNAL_PIPE.load(Ordering::Relaxed);
    let byte = sig as u8;
    // SAFETY: write(2) is async-signal-safe; the byte lives on this stack frame.
    unsafe {
        libc::write(fd, (&byte as *const u8).cast(), 1);
    }
}

#[cfg(target_os = "linux")]
fn signal_thread(fd: libc::c_int) {
    let mut byte = 0u8;
    loop {
        // SAFETY: read(2) of one byte into a local.
        let n = unsafe { libc::read(fd, (&mut byte as *mut u8).cast(), 1) };
        if n == 1 {
            break;
        }
        if n < 0 && io::Error::last_os_error().kind() == io::ErrorKind::Interrupted {
            continue;
        }
        return;
    }
    let sig = i32::from(byte);
    {
        let mut live = live();
        live.stopping = true;
        let groups: Vec<u32> = live.probes.keys().copied().collect();
        for &pgid in &groups {
            kill_group_locked(pgid);
        }
        wait_groups_dead(&groups);
        // Reap the probe leaders too: left as zombies they would outlive gpudoc in a
        // container whose PID 1 does not reap (seen on the H200's runner). Their Child
        // handles are never waited on after this: the process exits below.
        reap(&groups);
        for _ in 0..8 {
            if sweep_locked(&live, None) == 0 {
                break;
            }
        }
        // Files first, then the (private, by then empty) directories that held them.
        for path in live.temp_files.drain(..) {
            let _ = std::fs::remove_file(&path).or_else(|_| std::fs::remove_dir(&path));
        }
    }
    std::process::exit(128 + sig);
}
