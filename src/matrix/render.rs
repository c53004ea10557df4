//! `gpudoc matrix`'s views of the matrix: text tables, one TensorFlow release in full, and
//! the JSON documents.

use std::fmt::Write as _;

use anyhow::{Result, bail};
use serde::Serialize;

use super::{GpuModel, JaxRelease, Matrix, PytorchRelease, TfRelease};
use crate::version::Version;

pub fn list_versions<'a>(vs: impl Iterator<Item = &'a String>) -> String {
    vs.map(String::as_str).collect::<Vec<_>>().join(", ")
}

pub fn json<T: Serialize>(v: &T) -> Result<String> {
    let mut s = serde_json::to_string_pretty(v)
        .map_err(|e| crate::exit::Internal(format!("cannot serialise the matrix: {e}")))?;
    s.push('\n');
    Ok(s)
}

/// A TensorFlow row for JSON, with its compute capabilities grouped and its driver floor.
pub fn tf_json(m: &Matrix, r: &TfRelease) -> serde_json::Value {
    let v = r.version.get_ref();
    serde_json::json!({
        "version": v,
        "tested": r.tested.get_ref(),
        "package": r.package,
        "python_min": r.python_min.get_ref(),
        "python_max": r.python_max.get_ref(),
        "cuda": r.cuda.get_ref(),
        "cudnn": r.cudnn.get_ref(),
        "compute_capabilities": {
            "sass": r.sass.get_ref(),
            "ptx": r.ptx.get_ref(),
            "min_cc": r.min_cc.as_ref().map(|s| s.get_ref()),
            "cc_gaps": r.cc_gaps,
            "source": r.cc_source,
        },
        "min_driver_linux": m.min_driver_for(r.cuda.get_ref(), false, false).map(|d| d.to_string()),
        "min_driver_windows": m.min_driver_for(r.cuda.get_ref(), true, false).map(|d| d.to_string()),
        "and_cuda": m.tensorflow_and_cuda(v),
        "windows": m.tensorflow_windows_release(v).map(|w| serde_json::json!({
            "tested": w.tested.get_ref(),
            "package": w.package,
            "python_min": w.python_min.get_ref(),
            "python_max": w.python_max.get_ref(),
            "cuda": w.cuda.get_ref(),
            "cudnn": w.cudnn.get_ref(),
        })),
        "note": r.note,
        "unverified": r.unverified,
        "source": r.source,
    })
}

/// The whole matrix as JSON (`gpudoc matrix --json`).
pub fn matrix_json(m: &Matrix) -> serde_json::Value {
    serde_json::json!({
        "schema": 1,
        "origin": m.origin,
        "cuda": m.cuda.iter().map(|(_, _, r)| r).collect::<Vec<_>>(),
        "cuda_major": m.cuda_major,
        "cuda_arch": m.cuda_arch,
        "cudnn": m.cudnn,
        "tensorflow": m.tensorflow.iter().map(|r| tf_json(m, r)).collect::<Vec<_>>(),
        "tensorflow_windows": m.tensorflow_windows,
        "tensorflow_platforms": m.tensorflow_platforms,
        "tensorflow_and_cuda": m.tensorflow_and_cuda,
        "gpu": m.gpus,
        "pytorch": m.pytorch,
        "jax_plugin": m.jax_plugins,
        "jax": m.jax,
    })
}

/// What one TensorFlow release needs, as text.
pub fn render_tf_release(m: &Matrix, r: &TfRelease) -> String {
    let mut out = String::new();
    let v = r.version.get_ref();
    let cuda = r.cuda.get_ref();
    writeln!(out, "TensorFlow {v} (tested build {})", r.tested.get_ref()).ok();
    writeln!(out, "  package      {}", r.package).ok();
    writeln!(
        out,
        "  Python       {} to {}",
        r.python_min.get_ref(),
        r.python_max.get_ref()
    )
    .ok();
    writeln!(out, "  CUDA         {cuda}").ok();
    writeln!(out, "  cuDNN        {}", r.cudnn.get_ref()).ok();
    if let Some(cudnn) = Version::parse(r.cudnn.get_ref())
        && let Some(c) = m.cudnn_major(cudnn.major())
    {
        writeln!(
            out,
            "  libraries    {} / {}",
            c.linux_library, c.windows_library
        )
        .ok();
    }
    let compat = m.min_driver_for(cuda, false, false);
    let own = m.min_driver_for(cuda, false, true);
    if let (Some(c), Some(o)) = (&compat, &own) {
        if c < o {
            writeln!(
                out,
                "  driver       >= {c} (Linux, CUDA {cuda} under minor version compatibility; its own toolkit driver is {o}, needed when a GPU runs only PTX)"
            )
            .ok();
        } else {
            writeln!(
                out,
                "  driver       >= {c} (Linux; CUDA {cuda} toolkit driver)"
            )
            .ok();
        }
    }
    if let Some(w) = m.min_driver_for(cuda, true, false) {
        writeln!(out, "               >= {w} (Windows / WSL2)").ok();
    }
    let min_cc = r.min_cc.as_ref().map_or("?", |s| s.get_ref().as_str());
    writeln!(
        out,
        "  GPUs         compute capability >= {min_cc}; native code (SASS) for {}; PTX for {}",
        r.sass.get_ref().join(", "),
        r.ptx.get_ref().join(", ")
    )
    .ok();
    if !r.cc_gaps.is_empty() {
        writeln!(
            out,
            "               no kernels for {}",
            r.cc_gaps.join(", ")
        )
        .ok();
    }
    match m.tensorflow_and_cuda(v) {
        Some(p) => {
            writeln!(
                out,
                "  and-cuda     {} wheels: {}",
                p.cuda_family,
                p.pins
                    .iter()
                    .map(|(k, v)| format!("{k}{v}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
            .ok();
            writeln!(
                out,
                "  install      python3 -m pip install \"tensorflow[and-cuda]=={v}.*\""
            )
            .ok();
        }
        None => {
            writeln!(
                out,
                "  and-cuda     (no tensorflow[and-cuda] extra for this release)"
            )
            .ok();
            writeln!(
                out,
                "  install      conda install -c conda-forge cudatoolkit={cuda} cudnn={}",
                r.cudnn.get_ref()
            )
            .ok();
            writeln!(
                out,
                "               python3 -m pip install \"{}=={v}.*\"",
                r.package
            )
            .ok();
        }
    }
    writeln!(
        out,
        "  docker       tensorflow/tensorflow:{}-gpu",
        r.tested.get_ref()
    )
    .ok();
    match m.tensorflow_windows_release(v) {
        Some(w) => writeln!(
            out,
            "  Windows      native GPU build: Python {}-{}, CUDA {}, cuDNN {}",
            w.python_min.get_ref(),
            w.python_max.get_ref(),
            w.cuda.get_ref(),
            w.cudnn.get_ref()
        ),
        None => writeln!(out, "  Windows      no native GPU build: use WSL2"),
    }
    .ok();
    if let Some(n) = &r.note {
        writeln!(out, "  note         {n}").ok();
    }
    writeln!(out, "  source       {}", r.source).ok();
    if let Some(s) = &r.cc_source {
        writeln!(out, "  CC source    {s}").ok();
    }
    out
}

/// The first lines of one release's text: its name and its Python range.
fn release_head(title: &str, python_min: &str, python_max: &str) -> String {
    format!("{title}\n  Python       {python_min} to {python_max}\n")
}

/// Peak dense TFLOP/s, fp32 / tf32 / fp16 / bf16 ("-" where unknown).
fn tflops_text(t: &super::Tflops) -> String {
    let f = |x: Option<f64>| x.map_or("-".to_string(), |x| x.to_string());
    format!(
        "{} / {} / {} / {}",
        f(t.fp32),
        f(t.tf32),
        f(t.fp16),
        f(t.bf16)
    )
}

/// What one PyTorch release needs, as text.
pub fn render_pytorch_release(m: &Matrix, r: &PytorchRelease) -> String {
    let mut out = release_head(
        &format!("PyTorch {}", r.version.get_ref()),
        r.python_min.get_ref(),
        r.python_max.get_ref(),
    );
    writeln!(
        out,
        "  CUDA builds  {}",
        r.cuda_variants.get_ref().join(", ")
    )
    .ok();
    for cuda in r.cuda_variants.get_ref() {
        let archs = r
            .cuda_arch_lists
            .as_ref()
            .and_then(|l| l.get_ref().get(cuda).cloned());
        let driver = m
            .min_driver_for(cuda, false, false)
            .map_or("?".to_string(), |d| format!(">= {d}"));
        writeln!(
            out,
            "    CUDA {cuda:<7} driver {driver} (Linux){}",
            archs.map_or(String::new(), |a| format!("; compute capabilities {a}"))
        )
        .ok();
    }
    writeln!(
        out,
        "  PyPI wheel   CUDA {}, cuDNN {}",
        r.pypi_cuda.get_ref(),
        r.pypi_cudnn
    )
    .ok();
    if r.unverified {
        writeln!(out, "  unverified   yes").ok();
    }
    if let Some(n) = &r.note {
        writeln!(out, "  note         {n}").ok();
    }
    writeln!(out, "  source       {}", r.source).ok();
    out
}

/// What one JAX release needs, as text, with the CUDA plug-ins of its CUDA majors.
pub fn render_jax_release(m: &Matrix, r: &JaxRelease) -> String {
    let mut out = release_head(
        &format!("JAX {}", r.version.get_ref()),
        r.python_min.get_ref(),
        r.python_max.get_ref(),
    );
    for major in r.cuda_majors.get_ref() {
        match m.jax_plugin(*major) {
            Some(p) => {
                let cudnn = r
                    .cudnn
                    .as_ref()
                    .and_then(|c| c.get_ref().get(&major.to_string()).cloned())
                    .unwrap_or_else(|| format!(">= {}", p.min_cudnn));
                writeln!(
                    out,
                    "  CUDA {major:<7} {} (jax[{}]): CUDA >= {}, cuDNN {cudnn}, compute capability >= {}",
                    p.package,
                    p.extra,
                    p.min_cuda.get_ref(),
                    p.min_cc.get_ref()
                )
                .ok();
            }
            None => {
                writeln!(out, "  CUDA {major}").ok();
            }
        }
    }
    if !r.extras.is_empty() {
        writeln!(out, "  extras       {}", r.extras.join(", ")).ok();
    }
    writeln!(out, "  source       {}", r.source).ok();
    out
}

/// One GPU model, as text.
pub fn render_gpu(g: &GpuModel) -> String {
    let mut out = String::new();
    writeln!(out, "{}", g.name).ok();
    writeln!(
        out,
        "  compute capability  {}",
        g.compute_capability.get_ref()
    )
    .ok();
    writeln!(out, "  architecture        {}", g.architecture).ok();
    writeln!(out, "  segment             {}", g.segment).ok();
    writeln!(
        out,
        "  matches             {}",
        g.patterns.get_ref().join(", ")
    )
    .ok();
    if let Some(t) = &g.tflops {
        writeln!(
            out,
            "  peak TFLOP/s        {} (fp32 / tf32 / fp16 / bf16)",
            tflops_text(t)
        )
        .ok();
    }
    if g.unverified {
        writeln!(out, "  unverified          yes").ok();
    }
    writeln!(out, "  source              {}", g.source).ok();
    out
}

/// The keys of `matrix --json` that make up one table (`gpudoc matrix TABLE --json`).
pub fn table_keys(table: &str) -> Option<&'static [&'static str]> {
    Some(match table {
        "tensorflow" | "tf" => &[
            "tensorflow",
            "tensorflow_windows",
            "tensorflow_platforms",
            "tensorflow_and_cuda",
        ],
        "pytorch" | "torch" => &["pytorch"],
        "jax" => &["jax_plugin", "jax"],
        "cuda" => &["cuda", "cuda_major", "cuda_arch", "cudnn"],
        "cudnn" => &["cudnn"],
        "gpu" => &["gpu"],
        _ => return None,
    })
}

/// `matrix --json`, or with a table only that table's keys (beside `schema` and `origin`).
pub fn tables_json(m: &Matrix, table: Option<&str>) -> Result<serde_json::Value> {
    let all = matrix_json(m);
    let Some(table) = table else {
        return Ok(all);
    };
    let Some(keys) = table_keys(table) else {
        bail!("unknown table `{table}` (tensorflow, pytorch, jax, cuda, cudnn, gpu)");
    };
    let mut out = serde_json::Map::new();
    for key in ["schema", "origin"].iter().chain(keys.iter()) {
        out.insert(key.to_string(), all[*key].clone());
    }
    Ok(serde_json::Value::Object(out))
}

/// The tables as text; `table` picks one.
pub fn render_tables(m: &Matrix, table: Option<&str>) -> Result<String> {
    let mut out = String::new();
    let all = table.is_none();
    let want = |t: &str| all || table == Some(t);
    if let Some(t) = table
        && ![
            "tensorflow",
            "tf",
            "pytorch",
            "torch",
            "jax",
            "cuda",
            "gpu",
            "cudnn",
        ]
        .contains(&t)
    {
        bail!("unknown table `{t}` (tensorflow, pytorch, jax, cuda, cudnn, gpu)");
    }
    if want("cuda") {
        writeln!(out, "CUDA toolkit -> minimum driver (Linux / Windows)").ok();
        for (v, d, r) in &m.cuda {
            let w = r
                .driver_windows
                .as_ref()
                .map_or("n/a", |w| w.get_ref().as_str());
            let u = if r.unverified { "  (unverified)" } else { "" };
            writeln!(
                out,
                "  {:<10} {:<12} {:<10} {}{u}",
                v.to_string(),
                d.to_string(),
                w,
                r.label
            )
            .ok();
        }
        for c in &m.cuda_major {
            if let Some(d) = &c.minor_compat_driver_linux {
                let w = c
                    .minor_compat_driver_windows
                    .as_ref()
                    .map_or("n/a", |w| w.get_ref().as_str());
                writeln!(
                    out,
                    "  CUDA {}.x under minor version compatibility: driver >= {} / {w}",
                    c.major.get_ref(),
                    d.get_ref()
                )
                .ok();
            } else {
                writeln!(
                    out,
                    "  CUDA {}.x: no minor version compatibility",
                    c.major.get_ref()
                )
                .ok();
            }
        }
        writeln!(out, "CUDA toolkit -> compute capabilities it can build for").ok();
        for a in &m.cuda_arch {
            writeln!(
                out,
                "  from {:<6} {} to {}",
                a.cuda_min.get_ref(),
                a.min_cc.get_ref(),
                a.max_cc.get_ref()
            )
            .ok();
        }
        writeln!(out).ok();
    }
    if want("cudnn") || want("cuda") {
        writeln!(out, "cuDNN majors").ok();
        for c in &m.cudnn {
            writeln!(
                out,
                "  cuDNN {}  CUDA {}  {}  {}",
                c.major.get_ref(),
                c.cuda_majors
                    .iter()
                    .map(|x| format!("{x}.x"))
                    .collect::<Vec<_>>()
                    .join(", "),
                c.linux_library.split(' ').next().unwrap_or_default(),
                c.windows_library.split(' ').next().unwrap_or_default()
            )
            .ok();
        }
        writeln!(out).ok();
    }
    if want("tensorflow") || want("tf") {
        writeln!(out, "TensorFlow (Linux GPU tested builds)").ok();
        writeln!(
            out,
            "  version  python      cuda  cudnn  min driver   min CC  and-cuda"
        )
        .ok();
        for r in &m.tensorflow {
            let d = m
                .min_driver_for(r.cuda.get_ref(), false, false)
                .map_or("?".into(), |d| d.to_string());
            writeln!(
                out,
                "  {:<8} {:<11} {:<5} {:<6} {:<12} {:<7} {}",
                r.version.get_ref(),
                format!("{}-{}", r.python_min.get_ref(), r.python_max.get_ref()),
                r.cuda.get_ref(),
                r.cudnn.get_ref(),
                d,
                r.min_cc.as_ref().map_or("?", |s| s.get_ref().as_str()),
                if m.tensorflow_and_cuda(r.version.get_ref()).is_some() {
                    "yes"
                } else {
                    "no"
                }
            )
            .ok();
        }
        if let Some(p) = &m.tensorflow_platforms {
            writeln!(
                out,
                "  native Windows GPU builds end at {}; macOS has no CUDA build",
                p.windows_native_gpu_last.get_ref()
            )
            .ok();
        }
        writeln!(out).ok();
    }
    if want("pytorch") || want("torch") {
        writeln!(out, "PyTorch").ok();
        for r in &m.pytorch {
            writeln!(
                out,
                "  {:<6} Python {:<10} CUDA {:<22} PyPI default CUDA {}",
                r.version.get_ref(),
                format!("{}-{}", r.python_min.get_ref(), r.python_max.get_ref()),
                r.cuda_variants.get_ref().join(", "),
                r.pypi_cuda.get_ref()
            )
            .ok();
        }
        writeln!(out).ok();
    }
    if want("jax") {
        writeln!(out, "JAX").ok();
        for p in &m.jax_plugins {
            writeln!(
                out,
                "  {} (jax[{}]): CUDA >= {}, cuDNN >= {}, CC >= {}",
                p.package,
                p.extra,
                p.min_cuda.get_ref(),
                p.min_cudnn,
                p.min_cc.get_ref()
            )
            .ok();
        }
        for r in &m.jax {
            writeln!(
                out,
                "  jax {:<7} Python {}-{}  CUDA majors {:?}",
                r.version.get_ref(),
                r.python_min.get_ref(),
                r.python_max.get_ref(),
                r.cuda_majors.get_ref()
            )
            .ok();
        }
        writeln!(out).ok();
    }
    if want("gpu") {
        writeln!(out, "GPUs (peak dense TFLOP/s: fp32 / tf32 / fp16 / bf16)").ok();
        for g in &m.gpus {
            let t = g.tflops.as_ref().map_or(String::new(), tflops_text);
            writeln!(
                out,
                "  {:<5} {:<13} {:<48} {t}",
                g.compute_capability.get_ref(),
                g.architecture,
                g.name
            )
            .ok();
        }
    }
    Ok(out)
}
