//! `gpudoc explain`: read the error (words, `-`, stdin or `--file`), or an entry id, or
//! `--list`, and print the diagnosis.

use std::io::{IsTerminal, Read};

use anyhow::{Context, bail};

use crate::cli::ExplainArgs;
use crate::exit;
use crate::explain::{Entry, MAX_INPUT, diagnose_bytes, entry, machine, render};
use crate::matrix::Matrix;

/// What the user asked explain to look at.
enum Input {
    List,
    Entry(&'static Entry),
    Bytes(Vec<u8>),
}

/// `gpudoc explain`.
pub(super) fn run(args: &ExplainArgs) -> anyhow::Result<u8> {
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
            // What versions and sonames mean (the fix's specifics) comes from the matrix.
            let matrix = Matrix::load(args.seams.matrix.as_deref())?;
            let machine = if args.probe {
                machine::machine_notes(&super::seams(&args.seams), &matrix, matches.first())?
            } else {
                Vec::new()
            };
            let code = if matches.is_empty() {
                exit::FAILED
            } else {
                exit::OK
            };
            let text = if args.json {
                render::to_json(&render::json_answer(&matches, &machine, &matrix))
            } else {
                render::human(&matches, &machine, &matrix)
            };
            (text, code)
        }
    };
    super::print(&text)?;
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
