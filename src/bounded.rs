//! Bounded, typed file reads: the one way gpudoc reads a file it did not write. A file is
//! opened without blocking (a FIFO with no writer would block `open`), must be a regular
//! file (a FIFO, device, socket or directory is refused with an error that says which), and
//! is read up to a cap, with a flag when there was more. `Env::read` applies it under
//! `--root` (every probe's read); `--matrix` and `explain --file` use it directly.

use std::path::Path;

/// What a bounded read got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bounded {
    /// At most the cap's worth of the file's first bytes.
    pub bytes: Vec<u8>,
    /// The file held more than the cap: `bytes` is its head only.
    pub cut: bool,
}

impl Bounded {
    /// The "cut" note a finding quotes when the file was longer than the cap.
    pub fn cut_note(&self, path: &Path) -> Option<String> {
        self.cut.then(|| {
            format!(
                "{}: cut: only the first {} bytes were read",
                path.display(),
                self.bytes.len()
            )
        })
    }
}

/// Open `path` for reading without blocking (a FIFO with no writer would block `open`) and
/// close-on-exec, and refuse anything that is not a regular file.
pub fn open_regular(path: &Path) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_CLOEXEC | libc::O_NOCTTY)
        .open(path)?;
    let kind = file.metadata()?.file_type();
    if kind.is_file() {
        return Ok(file);
    }
    let what = if kind.is_dir() {
        "a directory"
    } else if kind.is_fifo() {
        "a FIFO (named pipe)"
    } else if kind.is_char_device() {
        "a character device"
    } else if kind.is_block_device() {
        "a block device"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "not a regular file"
    };
    Err(std::io::Error::new(
        std::io::ErrorKind::InvalidInput,
        format!("{what}, not a regular file: gpudoc does not read it"),
    ))
}

/// Read at most `cap` bytes of the regular file at `path` (see [`open_regular`]).
pub fn read_bounded(path: &Path, cap: u64) -> std::io::Result<Bounded> {
    use std::io::Read;
    let file = open_regular(path)?;
    // Sized from the file's length (capped): one allocation for the common case.
    let expected = file.metadata().map_or(0, |m| m.len().min(cap));
    let mut bytes = Vec::with_capacity(usize::try_from(expected).unwrap_or(0).saturating_add(1));
    file.take(cap.saturating_add(1)).read_to_end(&mut bytes)?;
    let cut = bytes.len() as u64 > cap;
    bytes.truncate(cap as usize);
    Ok(Bounded { bytes, cut })
}
