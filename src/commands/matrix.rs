//! `gpudoc matrix`: print the matrix (tables, one release, JSON), or validate a file.

use anyhow::{Context, Result, bail};

use crate::cli::MatrixArgs;
use crate::exit;
use crate::matrix::Matrix;
use crate::matrix::render::{
    json, list_versions, render_gpu, render_jax_release, render_pytorch_release, render_tables,
    render_tf_release, tables_json, tf_json,
};

/// `gpudoc matrix`.
pub(super) fn run(args: &MatrixArgs) -> Result<u8> {
    if let Some(file) = &args.validate {
        let m = Matrix::load(Some(file))?;
        super::print(&format!(
            "{}: valid ({} CUDA releases, {} TensorFlow, {} PyTorch, {} JAX releases, {} GPUs)\n",
            m.origin,
            m.cuda.len(),
            m.tensorflow.len(),
            m.pytorch.len(),
            m.jax.len(),
            m.gpus.len()
        ))?;
        return Ok(exit::OK);
    }
    let m = Matrix::load(args.matrix.as_deref())?;
    let text = match (args.table.as_deref(), args.version.as_deref()) {
        (Some("tensorflow" | "tf"), Some(v)) => {
            let r = m.tensorflow_release(v).with_context(|| {
                format!(
                    "TensorFlow {v} is not in the matrix (it has {})",
                    list_versions(m.tensorflow.iter().map(|r| r.version.get_ref()))
                )
            })?;
            if args.json {
                json(&tf_json(&m, r))?
            } else {
                render_tf_release(&m, r)
            }
        }
        (Some("pytorch" | "torch"), Some(v)) => {
            let r = m.pytorch_release(v).with_context(|| {
                format!(
                    "PyTorch {v} is not in the matrix (it has {})",
                    list_versions(m.pytorch.iter().map(|r| r.version.get_ref()))
                )
            })?;
            if args.json {
                json(r)?
            } else {
                render_pytorch_release(&m, r)
            }
        }
        (Some("jax"), Some(v)) => {
            let r = m.jax_release(v).with_context(|| {
                format!(
                    "JAX {v} is not in the matrix (it has {})",
                    list_versions(m.jax.iter().map(|r| r.version.get_ref()))
                )
            })?;
            if args.json {
                json(r)?
            } else {
                render_jax_release(&m, r)
            }
        }
        (Some("gpu"), Some(name)) => {
            let g = m
                .gpu_by_name(name)
                .with_context(|| format!("no GPU in the matrix matches `{name}`"))?;
            if args.json { json(g)? } else { render_gpu(g) }
        }
        (Some(t), Some(_)) => bail!("unknown table `{t}` (tensorflow, pytorch, jax, gpu)"),
        (table, None) => {
            if args.json {
                json(&tables_json(&m, table)?)?
            } else {
                render_tables(&m, table)?
            }
        }
        (None, Some(_)) => unreachable!("clap fills positionals in order"),
    };
    super::print(&text)?;
    Ok(exit::OK)
}
