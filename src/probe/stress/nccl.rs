//! The parent side of the NCCL all-reduce smoke test: find the libnccl.so.2 the framework
//! would use, run [`super::nccl_child`] over the stressed GPUs with its own deadline and
//! NCCL_DEBUG=WARN, and turn a hang, a crash or an error into facts with the child's last
//! lines as evidence. Nothing here judges: `multi::nccl_check` does.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use super::nccl_child::NcclParams;
use crate::env::Env;
use crate::facts::{StressError, StressFacts, StressNccl};
use crate::probe::libraries::search;
use crate::runner::run_probe;

const SONAME: &str = "libnccl.so.2";
/// Largest buffer per GPU: big enough for a meaningful bus bandwidth on NVLink.
const MAX_BYTES: u64 = 128 << 20;
const ITERATIONS: u32 = 5;
/// Lines of the child's output kept as evidence when the test fails.
const LOG_LINES: usize = 12;

/// Where libnccl.so.2 is, and how it was found; else every place looked at.
pub fn locate(
    env: &Env,
    site_packages: &[PathBuf],
    libs: &[&Path],
) -> Result<(PathBuf, String), Vec<String>> {
    let mut tried: Vec<(PathBuf, String)> = Vec::new();
    // The NVIDIA wheels sit side by side: site-packages/nvidia/{cublas,cuda_runtime,nccl}/lib.
    for lib in libs {
        if let Some(nvidia) = lib
            .ancestors()
            .find(|a| a.file_name().is_some_and(|n| n == "nvidia"))
        {
            tried.push((
                nvidia.join("nccl/lib").join(SONAME),
                "the nvidia-nccl wheel beside the CUDA libraries".into(),
            ));
        }
    }
    for sp in site_packages {
        tried.push((
            sp.join("nvidia/nccl/lib").join(SONAME),
            format!("the nvidia-nccl wheel in {}", sp.display()),
        ));
    }
    // Beside the runtime (a toolkit or conda lib directory), then the loader's own search.
    for lib in libs {
        if let Some(dir) = lib.parent() {
            tried.push((dir.join(SONAME), "beside the CUDA libraries".into()));
        }
    }
    let mut notes = Vec::new();
    let cache = search::read_cache(env, &mut notes);
    let plain = search::Consumer::default();
    let dirs = search::loader_dirs(env, &plain, &mut notes);
    let lookup = search::lookup(env, SONAME, &dirs, &cache);
    for (path, via) in &tried {
        if path.is_file() {
            return Ok((path.clone(), via.clone()));
        }
    }
    match lookup.winner.and_then(|i| lookup.candidates.get(i)) {
        Some(w) => Ok((
            PathBuf::from(&w.path),
            format!("on the loader path, via {}", w.location),
        )),
        None => Err(tried
            .iter()
            .map(|(p, _)| p.display().to_string())
            .chain(lookup.searched)
            .collect()),
    }
}

/// Run the smoke test over the GPUs whose GEMMs finished: a skip with its reason when there
/// are fewer than two or no libnccl, else the child's answer or why it gave none.
pub fn smoke_test(
    env: &Env,
    cudart: &Path,
    found: impl FnOnce() -> Result<(PathBuf, String), Vec<String>>,
    facts: &StressFacts,
    timeout: Duration,
) -> StressNccl {
    let gpus: Vec<u32> = facts
        .gpus
        .iter()
        .filter(|g| g.error.is_none() && !g.dtypes.is_empty())
        .map(|g| g.index)
        .collect();
    let mut out = StressNccl {
        gpus: gpus.clone(),
        ..StressNccl::default()
    };
    if gpus.len() < 2 {
        out.skipped = Some(if facts.gpus.len() < 2 {
            "one GPU, nothing to all-reduce across".into()
        } else {
            "fewer than two GPUs finished their GEMMs".into()
        });
        return out;
    }
    let (nccl, via) = match found() {
        Ok(f) => f,
        Err(searched) => {
            out.skipped = Some(format!(
                "no {SONAME} found (PyTorch's nvidia-nccl wheel provides it)"
            ));
            out.log = searched
                .into_iter()
                .map(|s| format!("searched: {s}"))
                .collect();
            return out;
        }
    };
    out.library = Some(nccl.display().to_string());
    out.found_via = Some(via);
    if let Err(why) = env.may_load(&nccl) {
        out.skipped = Some(format!("NCCL {why}"));
        return out;
    }
    let params = NcclParams {
        gpus,
        max_bytes: MAX_BYTES,
        iterations: ITERATIONS,
    };
    let mut cmd = Command::new(&env.self_exe);
    cmd.args(["__probe", "nccl", "--lib"])
        .arg(&nccl)
        .arg("--lib")
        .arg(cudart)
        .arg("--params")
        .arg(serde_json::to_string(&params).unwrap_or_default());
    // NCCL's own warnings are the evidence when it fails; a user's setting wins.
    if std::env::var_os("NCCL_DEBUG").is_none() {
        cmd.env("NCCL_DEBUG", "WARN");
    }
    let log = |o: &crate::runner::Captured| -> Vec<String> {
        o.stdout_tail(LOG_LINES)
            .into_iter()
            .filter(|l| !l.contains(crate::runner::ANSWER_MARKER))
            .chain(o.stderr_tail(LOG_LINES))
            .collect()
    };
    match run_probe::<StressNccl>(cmd, timeout, env.deadline) {
        Ok(probed) => {
            let mut answer = probed.answer;
            answer.found_via = out.found_via;
            if answer.error.is_some() || answer.wrong > 0 {
                answer.log = log(&probed.output);
            }
            answer
        }
        Err(unanswered) => {
            let lines = log(&unanswered.output);
            // The last step the child announced is where it stopped.
            let stage = lines
                .iter()
                .rev()
                .find_map(|l| l.strip_prefix("gpudoc nccl: "))
                .unwrap_or("start")
                .to_string();
            let timeout = matches!(
                unanswered.failure,
                crate::runner::ProbeFailure::Timeout { .. }
            );
            out.error = Some(StressError {
                stage,
                name: if timeout { "timeout" } else { "crash" }.into(),
                message: format!("the child {}", unanswered.describe()),
            });
            out.log = lines;
            out
        }
    }
}
