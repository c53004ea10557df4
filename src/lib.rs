//! gpudoc: a doctor for GPU machine-learning environments.
//!
//! The code reads bottom-up in three tiers (docs/architecture.md has the whole path of
//! `gpudoc check`); a test (`architecture::tests`) fails on an import that points upwards:
//!
//! - `cli`: the clap types, nothing else. `commands`: one file per subcommand, glue from
//!   those types to the engine's plain spec structs and back to stdout and an exit code.
//! - The engine, which knows nothing of the command line, from the top down:
//!   `render` and `explain`'s `--probe` notes; `probe` (the seven layers and their
//!   pipeline); `planner` and `explain` (the catalog and matcher); `report`, `env`,
//!   `runner` and `frameworks`; `matrix`, `facts` and `ldcache`; `version`,
//!   `exit`, `bounded`.

pub(crate) mod cli; // the command line: clap types only (a public contract)
pub(crate) mod commands; // one module per subcommand: glue only

pub(crate) mod bounded; // bounded reads of regular files only
pub(crate) mod cause; // which failing check explains the others: the report's root cause
pub(crate) mod env; // the machine seam: root, library dirs, interpreter, variables, timeouts
pub(crate) mod exit; // documented exit codes, and the internal-error type
pub(crate) mod explain; // the explain engine: catalog, matcher, specifics, rendering, --probe notes
pub(crate) mod facts; // what the layers observed
pub(crate) mod fingerprint; // the report's stable stack keys and their hash
pub(crate) mod fix; // fix commands that work as pasted: the user's flags, interpreter, distribution
pub(crate) mod fleet; // many nodes' reports folded into one drift view; hostlists
pub(crate) mod frameworks; // the framework registry: TensorFlow, PyTorch, JAX
pub(crate) mod host; // the report's host: node name, boot id, times, scheduler context
pub(crate) mod ldcache; // /etc/ld.so.cache reader
pub(crate) mod markdown; // the check report as GitHub-flavoured markdown
pub(crate) mod matrix; // compat-matrix.toml: parse, validate, query, print
pub(crate) mod planner; // which release works on a machine, and how to install it
pub(crate) mod probe; // the seven layers and their pipeline
pub(crate) mod python_request; // --python 3.11: which interpreter answers a version request
pub(crate) mod redact; // --redact: identifying values replaced, node names keyed hashes
pub(crate) mod render; // the human check report
pub(crate) mod report; // the report model and JSON contract
pub(crate) mod runner; // child processes with a deadline: crashes and hangs become data
pub(crate) mod version; // dotted versions and CUDA/cuDNN integer encodings

#[cfg(test)]
mod architecture;

pub use commands::main_entry;

// The library's whole public API: the binary's entry point, and what the integration tests
// exercise directly (the explain matcher, the ELF reader). Everything else is crate-private.
pub use explain::{CATEGORIES, Match, diagnose};
pub use probe::libraries::elfinfo;
