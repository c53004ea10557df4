//! The `gpudoc` binary: parse the command line, hand over to [`gpudoc::run`], and turn the
//! outcome into a process exit code. All the work lives in the library so tests share it.

use std::process::ExitCode;

fn main() -> ExitCode {
    gpudoc::main_entry()
}
