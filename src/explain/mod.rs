//! `gpudoc explain`: diagnose a pasted error message or a whole log against a catalog of
//! known GPU/ML-environment failures, and say what it means, how sure we are, and the fix.
//!
//! Other layers use the library API: [`diagnose`] / [`diagnose_bytes`] run text through the
//! catalog (layer 5 passes captured framework logs), [`entry`] looks up the entry a failing
//! check points at (the `explain` field of `check --json`).
//!
//! Parts: [`catalog`] (the embedded data and its lint), [`matcher`] (line scan and ranking),
//! [`specifics`] (versions, sonames, codes pulled from the matched lines), [`render`] (human
//! and JSON output), [`machine`] (`--probe`).

pub mod catalog;
pub mod machine;
pub mod matcher;
pub mod render;
pub mod specifics;

use std::io::{IsTerminal, Read, Write};
use std::path::PathBuf;

use anyhow::{Context, bail};
use clap::Args;

use crate::cli::SeamArgs;
use crate::exit;

pub use catalog::{CATEGORIES, Entry, catalog};
pub use matcher::{Match, diagnose, diagnose_bytes};
pub use render::{JsonAnswer, JsonMatch};

/// The catalog entry with this id (for checks that point at one).
pub fn entry(id: &str) -> Option<&'static Entry> {
    catalog().entry(id)
}

/// Input beyond this many bytes is ignored: the error is near the end of a log or the whole
/// thing is not a log.
pub const MAX_INPUT: u64 = 1 << 30;

/// Options of `gpudoc explain`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Exit codes: 0 something matched, 1 nothing matched, 2 usage or input error."
)]
pub struct ExplainArgs {
    /// The error text (several words are joined), an entry id to print that entry in full,
    /// or `-` to read standard input. With no text and piped input, stdin is read.
    #[arg(value_name = "TEXT|ID|-")]
    pub text: Vec<String>,

    /// Read the error or log from FILE.
    #[arg(long, value_name = "FILE", conflicts_with = "text")]
    pub file: Option<PathBuf>,

    /// List every catalog entry, grouped by category.
    #[arg(long, conflicts_with_all = ["text", "file", "probe"])]
    pub list: bool,

    /// Print one JSON document (schema_version 1) instead of the human answer.
    #[arg(long)]
    pub json: bool,

    /// Also run the fast native layers (driver, device nodes) and tailor the fix to this
    /// machine.
    #[arg(long)]
    pub probe: bool,

    #[command(flatten)]
    pub seams: SeamArgs,
}

/// What the user asked explain to look at.
enum Input {
    List,
    Entry(&'static Entry),
    Bytes(Vec<u8>),
}

/// `gpudoc explain`.
pub fn command(args: &ExplainArgs) -> anyhow::Result<u8> {
    let input = read_input(args)?;
    let (text, code) = match input {
        Input::List => {
            let text = if args.json {
                render::list_json()
            } else {
                render::list_text()
            };
            (text, exit::OK)
        }
        Input::Entry(e) => {
            let text = if args.json {
                render::to_json(&render::json_entry(e))
            } else {
                render::entry_text(e)
            };
            (text, exit::OK)
        }
        Input::Bytes(bytes) => {
            let matches = diagnose_bytes(&bytes);
            let machine = if args.probe {
                machine::machine_notes(&args.seams, matches.first())?
            } else {
                Vec::new()
            };
            let code = if matches.is_empty() {
                exit::FAILED
            } else {
                exit::OK
            };
            let text = if args.json {
                render::to_json(&render::json_answer(&matches, &machine))
            } else {
                render::human(&matches, &machine)
            };
            (text, code)
        }
    };
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(code)
}

fn read_input(args: &ExplainArgs) -> anyhow::Result<Input> {
    if args.list {
        return Ok(Input::List);
    }
    if let Some(path) = &args.file {
        let file = std::fs::File::open(path)
            .with_context(|| format!("cannot read --file {}", path.display()))?;
        return Ok(Input::Bytes(read_capped(file).with_context(|| {
            format!("cannot read --file {}", path.display())
        })?));
    }
    match args.text.as_slice() {
        [] => {
            let stdin = std::io::stdin();
            if stdin.is_terminal() {
                bail!(
                    "give the error text, an entry id, `-` or --file LOG (or pipe a log into gpudoc explain); --list shows the entries"
                );
            }
            Ok(Input::Bytes(
                read_capped(stdin.lock()).context("cannot read standard input")?,
            ))
        }
        [dash] if dash == "-" => Ok(Input::Bytes(
            read_capped(std::io::stdin().lock()).context("cannot read standard input")?,
        )),
        words if words.iter().any(|w| w == "-") => {
            bail!("`-` (read standard input) cannot be combined with error text")
        }
        words => Ok(match words {
            [one] => entry(one.trim()).map(Input::Entry),
            _ => None,
        }
        .unwrap_or_else(|| Input::Bytes(words.join(" ").into_bytes()))),
    }
}

/// Read at most [`MAX_INPUT`] bytes.
fn read_capped(reader: impl Read) -> std::io::Result<Vec<u8>> {
    let mut buf = Vec::new();
    reader.take(MAX_INPUT).read_to_end(&mut buf)?;
    Ok(buf)
}
