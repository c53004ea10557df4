//! Exit codes of every gpudoc command, documented in README.md and `--help`.
//!
//! Scripts in CI rely on these numbers; never renumber one.

/// Nothing failed (warnings allowed unless `--strict`).
pub const OK: u8 = 0;
/// A check failed (for `explain`: nothing matched; for `stress`: a GPU computed wrong answers).
pub const FAILED: u8 = 1;
/// Usage or input error: a bad flag, an unreadable or malformed matrix or log file.
pub const USAGE: u8 = 2;
/// Warnings were found and `--strict` was given.
pub const STRICT_WARNINGS: u8 = 3;
/// gpudoc itself broke (a bug): please report it.
pub const INTERNAL: u8 = 4;

/// The exit-code table as printed at the end of `gpudoc --help`.
pub const HELP_TEXT: &str = "\
Exit codes:
  0  nothing failed (warnings allowed)
  1  a check failed (explain: nothing matched)
  2  usage or input error (bad flag, unreadable or malformed matrix or file)
  3  warnings present and --strict given
  4  internal error in gpudoc";

/// An error that is gpudoc's own fault (exit 4), as opposed to bad input (exit 2).
#[derive(Debug, thiserror::Error)]
#[error("internal error: {0}")]
pub struct Internal(pub String);
