//! The TensorFlow plan: the newest release whose CUDA, Python range and compiled architectures
//! fit the machine, and its pip install commands.

use super::*;
use crate::matrix::{CcSupport, TfRelease};

/// Why `r` will not run on `m` (empty: it will), and the driver it needs.
fn tf_blockers(m: &MachineSpec, matrix: &Matrix, r: &TfRelease) -> (Vec<Blocker>, bool) {
    let mut out = Vec::new();
    out.extend(python_blocker(
        m,
        r.python_min.get_ref(),
        r.python_max.get_ref(),
    ));
    let mut jit = false;
    for cc in distinct_ccs(m) {
        match r.cc_support(&cc) {
            CcSupport::Sass(_) => {}
            CcSupport::PtxJit(_) => jit = true,
            CcSupport::Unsupported => out.push(Blocker::ComputeCapability {
                compute_capability: cc.to_string(),
                min_cc: r.min_cc.as_ref().map(|s| s.get_ref().clone()),
            }),
        }
    }
    let w = windows_driver(m);
    if let Some(need) = matrix.tf_min_driver(r, w, jit) {
        // `jit` in the blocker only when the JIT raised the floor.
        let raised = jit
            && matrix
                .tf_min_driver(r, w, false)
                .is_some_and(|plain| plain < need);
        out.extend(driver_floor_blocker(m, r.cuda.get_ref(), need, raised));
    }
    (out, jit)
}

pub(super) fn plan(m: &MachineSpec, matrix: &Matrix) -> FrameworkPlan {
    let title = Framework::Tensorflow.display();
    let linux_rows = &matrix.tensorflow;
    let versions: Vec<String> = linux_rows
        .iter()
        .map(|r| r.version.get_ref().clone())
        .collect();
    let platforms = matrix.tensorflow_platforms.as_ref();
    let mut results: Vec<Vec<Blocker>> = Vec::new();
    let mut jits: Vec<bool> = Vec::new();
    for r in linux_rows {
        let (mut b, jit) = match m.os {
            Os::Macos => (
                vec![Blocker::Platform {
                    detail: platforms
                        .map(|p| p.macos_note.clone())
                        .unwrap_or_else(|| "no CUDA build for macOS".into()),
                }],
                false,
            ),
            Os::Windows if !m.wsl => match matrix.tensorflow_windows_release(r.version.get_ref()) {
                Some(w) => tf_blockers(m, matrix, w),
                None => (
                    vec![Blocker::Platform {
                        detail: match platforms
                            .map(|p| p.windows_native_gpu_last.get_ref().as_str())
                            .or(matrix
                                .tensorflow_windows
                                .last()
                                .map(|w| w.version.get_ref().as_str()))
                        {
                            Some(last) => format!(
                                "no native-Windows GPU build after {last}; use WSL2 with the Linux wheel"
                            ),
                            None => "no native-Windows GPU build; use WSL2 with the Linux wheel"
                                .to_string(),
                        },
                    }],
                    false,
                ),
            },
            _ => tf_blockers(m, matrix, r),
        };
        b.dedup();
        results.push(b);
        jits.push(jit);
    }
    let best = pick_best(m, Framework::Tensorflow, &versions, &results);
    let (why_not, unlock, blocked) = summarise(title, &versions, &results, best);
    let recommended = best.map(|i| {
        let windows_native = m.os == Os::Windows && !m.wsl;
        let r = if windows_native {
            matrix
                .tensorflow_windows_release(&versions[i])
                .unwrap_or(&linux_rows[i])
        } else {
            &linux_rows[i]
        };
        tf_recommendation(m, matrix, r, jits[i], windows_native)
    });
    FrameworkPlan {
        framework: Framework::Tensorflow.id().into(),
        recommended,
        why_not,
        unlock,
        blocked,
        installed: None,
    }
}

fn tf_recommendation(
    m: &MachineSpec,
    matrix: &Matrix,
    r: &TfRelease,
    jit: bool,
    windows_native: bool,
) -> Recommendation {
    let v = r.version.get_ref();
    let cuda = r.cuda.get_ref();
    let cudnn = r.cudnn.get_ref();
    let need = matrix.tf_min_driver(r, windows_driver(m), jit);
    let mut notes = Vec::new();
    let own = matrix.min_driver_for(cuda, windows_driver(m), true);
    if let (Some(n), Some(o)) = (&need, &own)
        && n < o
    {
        notes.push(format!(
            "CUDA {cuda} runs under minor version compatibility on driver >= {n} (its own toolkit driver is {o})"
        ));
    }
    if jit {
        let ptx_cuda = r.ptx_cuda.as_ref().map_or(cuda, |p| p.get_ref());
        notes.push(format!(
            "this GPU has no native code for most of this release's kernels: the driver JIT-compiles their PTX (made by CUDA {ptx_cuda}) at start-up (slow first run)"
        ));
    }
    for cc in distinct_ccs(m) {
        if let CcSupport::Sass(s) = r.cc_support(&cc) {
            notes.push(format!(
                "compute capability {cc} runs the sm_{} kernels",
                s.replace('.', "")
            ));
        }
    }
    let mut install = Vec::new();
    let verify =
        "python3 -c \"import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))\"";
    if windows_native {
        install.push(Install {
            method: "windows".into(),
            commands: vec![
                format!("conda install -c conda-forge cudatoolkit={cuda} cudnn={cudnn}"),
                format!("python -m pip install \"{}=={v}.*\"", r.package),
                verify.replace("python3", "python"),
            ],
            note: Some("native Windows; from the next release on, use WSL2".into()),
        });
    } else if let Some(pins) = matrix.tensorflow_and_cuda(v) {
        install.push(Install {
            method: "pip".into(),
            commands: vec![
                format!("python3 -m pip install \"tensorflow[and-cuda]=={v}.*\""),
                verify.into(),
            ],
            note: Some(format!(
                "installs the NVIDIA {} wheels: cuda-runtime {}, cudnn {}",
                pins.cuda_family, pins.cuda_runtime, pins.cudnn
            )),
        });
    } else {
        install.push(Install {
            method: "pip + conda".into(),
            commands: vec![
                format!("conda install -c conda-forge cudatoolkit={cuda} cudnn={cudnn}"),
                "export LD_LIBRARY_PATH=$CONDA_PREFIX/lib:$LD_LIBRARY_PATH".into(),
                format!("python3 -m pip install \"{}=={v}.*\"", r.package),
                verify.into(),
            ],
            note: Some(format!(
                "no tensorflow[and-cuda] extra for {v}: install CUDA {cuda} and cuDNN {cudnn} yourself (conda, or NVIDIA's installers)"
            )),
        });
    }
    if !windows_native && !m.container {
        install.push(Install {
            method: "docker".into(),
            commands: vec![format!(
                "docker run --gpus all -it --rm tensorflow/tensorflow:{}-gpu {}",
                r.tested.get_ref(),
                verify.replace("python3 -c", "python -c")
            )],
            note: Some("needs the NVIDIA Container Toolkit on the host".into()),
        });
    }
    if m.wsl
        && let Some(p) = &matrix.tensorflow_platforms
    {
        notes.push(p.wsl_note.clone());
    }
    Recommendation {
        version: v.clone(),
        release: Some(r.tested.get_ref().clone()),
        python_min: Some(r.python_min.get_ref().clone()),
        python_max: Some(r.python_max.get_ref().clone()),
        cuda: Some(cuda.clone()),
        cudnn: Some(cudnn.clone()),
        min_driver: need.map(|d| d.to_string()),
        notes,
        install,
        keep: None,
    }
}
