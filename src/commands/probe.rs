//! The hidden `__probe` child: gpudoc re-executes itself so that code which may crash or
//! hang (NVML, dlopen of CUDA libraries, the GPU stress) cannot take the report down.

use anyhow::{Result, anyhow, bail};

use crate::cli::ProbeArgs;
use crate::probe;

pub(super) fn run(args: &ProbeArgs) -> Result<u8> {
    let first_absolute = |which: &str| {
        args.lib
            .first()
            .filter(|p| p.is_absolute())
            .ok_or_else(|| anyhow!("__probe {which} needs --lib with an absolute path"))
    };
    match args.which.as_str() {
        "nvml" => Ok(probe::nvml_child::main(first_absolute("nvml")?)),
        "cudaview" => Ok(probe::cuda_view::main(first_absolute("cudaview")?)),
        "cudalibs" => Ok(probe::libraries::version_child::main(first_absolute(
            "cudalibs",
        )?)),
        "stress" => {
            if args.lib.iter().any(|p| !p.is_absolute()) {
                bail!("__probe stress needs absolute --lib paths");
            }
            let params = args.params.as_deref().unwrap_or("{}");
            Ok(probe::stress::gemm_child::main(&args.lib, params))
        }
        "nccl" => {
            if args.lib.len() != 2 || args.lib.iter().any(|p| !p.is_absolute()) {
                bail!("__probe nccl needs absolute --lib NCCL --lib CUDART paths");
            }
            let params = args.params.as_deref().unwrap_or("{}");
            Ok(probe::stress::nccl_child::main(&args.lib, params))
        }
        other => bail!("unknown probe `{other}`"),
    }
}
