//! `gpudoc matrix` and `gpudoc plan`: not built yet beyond `matrix --validate`.

use std::path::PathBuf;

use clap::Args;

use crate::matrix::Matrix;

/// Options of `gpudoc matrix`.
#[derive(Debug, Clone, Args)]
pub struct MatrixArgs {
    /// Check a matrix file of your own and report the first problem with its line.
    #[arg(long, value_name = "FILE")]
    pub validate: Option<PathBuf>,
}

/// Options of `gpudoc plan`.
#[derive(Debug, Clone, Args)]
pub struct PlanArgs {}

/// `gpudoc matrix`.
pub fn matrix_command(args: &MatrixArgs) -> anyhow::Result<u8> {
    match &args.validate {
        Some(file) => {
            let m = Matrix::load(Some(file))?;
            println!("{}: valid ({} CUDA releases)", m.origin, m.cuda.len());
            Ok(crate::exit::OK)
        }
        None => anyhow::bail!("`gpudoc matrix` without --validate is not available yet"),
    }
}

/// `gpudoc plan`.
pub fn plan_command(_args: &PlanArgs) -> anyhow::Result<u8> {
    anyhow::bail!("`gpudoc plan` is not available yet in this version")
}
