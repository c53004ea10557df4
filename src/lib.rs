//! gpudoc: a doctor for GPU machine-learning environments.
//!
//! The code reads bottom-up in three tiers (docs/architecture.md has the whole path of
//! `gpudoc check`); a test (`architecture::tests`) fails on an import that points upwards:
//!
//! - [`cli`]: the clap types, nothing else. [`commands`]: one file per subcommand, glue from
//!   those types to the engine's plain spec structs and back to stdout and an exit code.
//! - The engine, which knows nothing of the command line, from the top down:
//!   [`render`] and [`explain`]'s `--probe` notes; [`probe`] (the seven layers and their
//!   pipeline); [`planner`] and [`explain`] (the catalog and matcher); [`report`], [`env`],
//!   [`runner`] and [`frameworks`]; [`matrix`], [`facts`] and [`ldcache`]; [`version`],
//!   [`exit`].

pub mod cli; // the command line: clap types only (a public contract)
pub mod commands; // one module per subcommand: glue only

pub mod env; // the machine seam: root, library dirs, interpreter, variables, timeouts
pub mod exit; // documented exit codes, and the internal-error type
pub mod explain; // the explain engine: catalog, matcher, specifics, rendering, --probe notes
pub mod facts; // what the layers observed
pub mod frameworks; // the framework registry: TensorFlow, PyTorch, JAX
pub mod ldcache; // /etc/ld.so.cache reader
pub mod matrix; // compat-matrix.toml: parse, validate, query, print
pub mod planner; // which release works on a machine, and how to install it
pub mod probe; // the seven layers and their pipeline
pub mod render; // the human check report
pub mod report; // the report model and JSON contract
pub mod runner; // child processes with a deadline: crashes and hangs become data
pub mod version; // dotted versions and CUDA/cuDNN integer encodings

#[cfg(test)]
mod architecture;

pub use commands::main_entry;
