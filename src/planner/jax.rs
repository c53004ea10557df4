//! The JAX plan: the newest release whose CUDA plugin fits the machine, and its extra.

use super::*;

pub(super) fn plan(m: &MachineSpec, matrix: &Matrix) -> FrameworkPlan {
    let versions: Vec<String> = matrix
        .jax
        .iter()
        .map(|r| r.version.get_ref().clone())
        .collect();
    let mut results = Vec::new();
    let mut picks: Vec<Option<u64>> = Vec::new();
    for r in &matrix.jax {
        if m.os != Os::Linux {
            results.push(vec![Blocker::Platform {
                detail: "JAX has NVIDIA GPU support on Linux only (WSL2 experimental)".into(),
            }]);
            picks.push(None);
            continue;
        }
        let mut b: Vec<Blocker> = python_blocker(m, r.python_min.get_ref(), r.python_max.get_ref())
            .into_iter()
            .collect();
        let mut pick = None;
        let mut last_fail = Vec::new();
        for major in r.cuda_majors.get_ref().iter().rev() {
            let Some(p) = matrix.jax_plugin(*major) else {
                continue;
            };
            let min_cc = Version::parse(p.min_cc.get_ref());
            let mut fail: Vec<Blocker> = distinct_ccs(m)
                .into_iter()
                .filter(|cc| min_cc.as_ref().is_some_and(|min| cc < min))
                .map(|cc| Blocker::ComputeCapability {
                    compute_capability: cc.to_string(),
                    min_cc: Some(p.min_cc.get_ref().clone()),
                })
                .collect();
            fail.extend(driver_blocker(m, matrix, p.min_cuda.get_ref(), false));
            if fail.is_empty() {
                pick = Some(*major);
                break;
            }
            last_fail = fail;
        }
        if pick.is_none() {
            b.extend(last_fail);
        }
        results.push(b);
        picks.push(pick);
    }
    let best = pick_best(m, Framework::Jax, &versions, &results);
    let (why_not, unlock, blocked) = summarise(Framework::Jax.display(), &versions, &results, best);
    let recommended = best.and_then(|i| {
        let r = &matrix.jax[i];
        let p = matrix.jax_plugin(picks[i]?)?;
        let v = r.version.get_ref();
        Some(Recommendation {
            version: v.clone(),
            release: None,
            python_min: Some(r.python_min.get_ref().clone()),
            python_max: Some(r.python_max.get_ref().clone()),
            cuda: Some(format!(
                "{}.x (>= {})",
                p.cuda_major.get_ref(),
                p.min_cuda.get_ref()
            )),
            cudnn: Some(match r.cudnn_for(*p.cuda_major.get_ref()) {
                Some(pin) => pin.to_string(),
                None => format!(">= {}", p.min_cudnn),
            }),
            min_driver: matrix
                .min_driver_for(p.min_cuda.get_ref(), false, false)
                .map(|d| d.to_string()),
            notes: vec![format!("uses {}", p.package)],
            install: vec![Install {
                method: "pip".into(),
                commands: vec![
                    format!("python3 -m pip install -U \"jax[{}]=={v}\"", p.extra),
                    "python3 -c \"import jax; print(jax.devices())\"".into(),
                ],
                note: None,
            }],
            keep: None,
        })
    });
    FrameworkPlan {
        framework: Framework::Jax.id().into(),
        recommended,
        why_not,
        unlock,
        blocked,
        installed: None,
    }
}
