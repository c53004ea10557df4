//! The PyTorch plan: the newest release and CUDA build that fit the machine, with the
//! index-url install command for that build.

use std::fmt::Write as _;

use super::*;

pub(super) fn plan(m: &MachineSpec, matrix: &Matrix) -> FrameworkPlan {
    let versions: Vec<String> = matrix
        .pytorch
        .iter()
        .map(|r| r.version.get_ref().clone())
        .collect();
    let mut results = Vec::new();
    let mut picks: Vec<Option<String>> = Vec::new();
    for r in &matrix.pytorch {
        if m.os == Os::Macos {
            results.push(vec![Blocker::Platform {
                detail: "no CUDA build for macOS".into(),
            }]);
            picks.push(None);
            continue;
        }
        let mut b: Vec<Blocker> = python_blocker(m, r.python_min.get_ref(), r.python_max.get_ref())
            .into_iter()
            .collect();
        // The newest CUDA variant this driver and these GPUs can run.
        let mut best_fail: Option<Vec<Blocker>> = None;
        let mut pick = None;
        for cuda in r.cuda_variants.get_ref().iter().rev() {
            let mut fail = arch_blockers(m, matrix, cuda);
            fail.extend(driver_blocker(m, matrix, cuda, false));
            if fail.is_empty() {
                pick = Some(cuda.clone());
                break;
            }
            // Report the oldest variant's blockers: it asks for the least.
            best_fail = Some(fail);
        }
        if pick.is_none() {
            b.extend(best_fail.unwrap_or_default());
        }
        results.push(b);
        picks.push(pick);
    }
    let best = results.iter().rposition(Vec::is_empty);
    let (why_not, unlock, blocked) =
        summarise(Framework::Pytorch.display(), &versions, &results, best);
    let recommended = best.map(|i| {
        let r = &matrix.pytorch[i];
        let v = r.version.get_ref();
        let cuda = picks[i].clone().unwrap_or_default();
        let tag = format!("cu{}", cuda.replace('.', ""));
        let mut cmd = format!("python3 -m pip install \"torch=={v}.*\"");
        if cuda != *r.pypi_cuda.get_ref() {
            write!(cmd, " --index-url https://download.pytorch.org/whl/{tag}").ok();
        }
        let mut notes = Vec::new();
        if r.unverified {
            notes.push("this release's CUDA variants are unverified in the matrix".into());
        }
        Recommendation {
            version: v.clone(),
            release: None,
            python_min: Some(r.python_min.get_ref().clone()),
            python_max: Some(r.python_max.get_ref().clone()),
            cuda: Some(cuda.clone()),
            cudnn: (cuda == *r.pypi_cuda.get_ref()).then(|| r.pypi_cudnn.clone()),
            min_driver: matrix
                .min_driver_for(&cuda, windows_driver(m), false)
                .map(|d| d.to_string()),
            notes,
            install: vec![Install {
                method: "pip".into(),
                commands: vec![
                    cmd,
                    "python3 -c \"import torch; print(torch.cuda.is_available(), torch.version.cuda)\""
                        .into(),
                ],
                note: Some(format!("the {tag} build")),
            }],
        }
    });
    FrameworkPlan {
        framework: Framework::Pytorch.id().into(),
        recommended,
        why_not,
        unlock,
        blocked,
    }
}
