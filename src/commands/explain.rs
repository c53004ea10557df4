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
        // Regular files only: a FIFO with no writer would hang explain, /dev/zero never end.
        let file = crate::env::open_regular(path).with_context(|| {
            format!(
                "cannot read --file {} (to explain a pipe's output, pipe it into `gpudoc explain -`)",
                path.display()
            )
        })?;
        let read = read_file_capped(file, MAX_INPUT)
            .with_context(|| format!("cannot read --file {}", path.display()))?;
        return Ok(Input::Bytes(noted(read, &path.display().to_string())));
    }
    let stdin = || -> anyhow::Result<Input> {
        let read = read_stream_capped(std::io::stdin().lock(), MAX_INPUT)
            .context("cannot read standard input")?;
        Ok(Input::Bytes(noted(read, "standard input")))
    };
    match args.text.as_slice() {
        [] => {
            if std::io::stdin().is_terminal() {
                bail!(
                    "give the error text, an entry id, `-` or --file LOG (or pipe a log into gpudoc explain); --list shows the entries"
                );
            }
            stdin()
        }
        [dash] if dash == "-" => stdin(),
        words if words.iter().any(|w| w == "-") => {
            bail!("`-` (read standard input) cannot be combined with error text")
        }
        [one] if looks_like_entry_id(one.trim()) && entry(one.trim()).is_none() => {
            let id = one.trim();
            let near: Vec<&str> = crate::explain::catalog()
                .entries
                .iter()
                .map(|e| e.id.as_str())
                .filter(|e| e.contains(id) || id.contains(*e))
                .take(5)
                .collect();
            let hint = if near.is_empty() {
                String::new()
            } else {
                format!(" (close: {})", near.join(", "))
            };
            bail!("no explain entry `{id}`{hint}; `gpudoc explain --list` lists every entry")
        }
        words => Ok(match words {
            [one] => entry(one.trim()).map(Input::Entry),
            _ => None,
        }
        .unwrap_or_else(|| Input::Bytes(words.join(" ").into_bytes()))),
    }
}

/// One argument shaped like an entry id (`cuda-out-of-memory`: lower-case words joined by
/// hyphens, no spaces), not like a pasted message.
fn looks_like_entry_id(text: &str) -> bool {
    let words: Vec<&str> = text.split('-').collect();
    words.len() >= 2
        && words.iter().all(|w| {
            !w.is_empty()
                && w.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

/// An input read within the cap: its head, and past the cap its tail too.
#[derive(Debug, PartialEq, Eq)]
struct Capped {
    head: Vec<u8>,
    tail: Vec<u8>,
    /// Bytes between head and tail that were not read.
    skipped: u64,
}

/// The bytes explain diagnoses; a cut input says so on stderr (stdout stays one answer) and
/// carries a marker line where the middle was.
fn noted(read: Capped, what: &str) -> Vec<u8> {
    if read.skipped == 0 && read.tail.is_empty() {
        return read.head;
    }
    super::note(&format!(
        "note: {what} is longer than explain reads ({} MiB): it read the first {} and the last {} bytes and skipped {} bytes between them",
        MAX_INPUT >> 20,
        read.head.len(),
        read.tail.len(),
        read.skipped
    ));
    let mut bytes = read.head;
    bytes.extend_from_slice(format!("\n[gpudoc skipped {} bytes here]\n", read.skipped).as_bytes());
    bytes.extend_from_slice(&read.tail);
    bytes
}

/// A regular file: all of it within `cap`, else its first and last `cap / 2` bytes (seeking,
/// so a huge log costs two reads).
fn read_file_capped(mut file: std::fs::File, cap: u64) -> std::io::Result<Capped> {
    use std::io::{Seek, SeekFrom};
    let size = file.metadata()?.len();
    if size <= cap {
        // The size may grow while we read (a live log): the stream reader keeps it bounded.
        return read_stream_capped(file, cap);
    }
    let half = cap / 2;
    let mut head = Vec::new();
    (&mut file).take(half).read_to_end(&mut head)?;
    file.seek(SeekFrom::Start(size - half))?;
    let mut tail = Vec::new();
    file.take(half).read_to_end(&mut tail)?;
    Ok(Capped {
        skipped: size - half - head.len() as u64,
        head,
        tail,
    })
}

/// A stream (stdin): within `cap`, all of it; past it the first `cap / 2` bytes and the last
/// `cap / 2`, with memory bounded while the rest streams by.
fn read_stream_capped(reader: impl Read, cap: u64) -> std::io::Result<Capped> {
    let mut reader = reader;
    let mut head = Vec::new();
    (&mut reader).take(cap).read_to_end(&mut head)?;
    if (head.len() as u64) < cap {
        return Ok(Capped {
            head,
            tail: Vec::new(),
            skipped: 0,
        });
    }
    let half = (cap / 2) as usize;
    let mut window: Vec<u8> = head.split_off(half);
    let mut skipped = 0u64;
    let mut chunk = vec![0u8; 64 << 10];
    loop {
        let n = match reader.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        window.extend_from_slice(&chunk[..n]);
        if window.len() > 2 * half.max(1) {
            let drop = window.len() - half;
            window.drain(..drop);
            skipped += drop as u64;
        }
    }
    if window.len() > half {
        let drop = window.len() - half;
        window.drain(..drop);
        skipped += drop as u64;
    }
    if skipped == 0 {
        // Exactly the cap: nothing was skipped.
        head.append(&mut window);
    }
    Ok(Capped {
        head,
        tail: window,
        skipped,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_inputs_are_read_whole() {
        let got = read_stream_capped(&b"abc"[..], 10).unwrap();
        assert_eq!(got.head, b"abc");
        assert!(got.tail.is_empty() && got.skipped == 0);
        let got = read_stream_capped(&b"0123456789"[..], 10).unwrap();
        assert_eq!((got.head.len(), got.skipped), (10, 0));
    }

    #[test]
    fn long_inputs_keep_head_and_tail_and_count_the_rest() {
        let input: Vec<u8> = (0..1000u32).map(|i| (i % 251) as u8).collect();
        let got = read_stream_capped(&input[..], 100).unwrap();
        assert_eq!(got.head, &input[..50]);
        assert_eq!(got.tail, &input[950..]);
        assert_eq!(got.skipped, 900);
        let dir = std::env::temp_dir().join(format!("gpudoc-explain-{}", std::process::id()));
        std::fs::write(&dir, &input).unwrap();
        let file = crate::env::open_regular(&dir).unwrap();
        assert_eq!(read_file_capped(file, 100).unwrap(), got);
        std::fs::remove_file(&dir).unwrap();
    }
}
