//! A reader for /etc/ld.so.cache, the dynamic loader's index of sonames to paths that
//! `ldconfig` writes. gpudoc reads it as a file (under `--root` too) instead of running
//! `ldconfig -p`, so it works on an unpacked container image and on a broken machine.
//!
//! Format (glibc `sysdeps/generic/dl-cache.h`): an optional old-format block starting
//! "ld.so-1.7.0", then the new-format header "glibc-ld.so.cache1.1", `nlibs` entries of 24
//! bytes (flags, key, value, osversion, hwcap) and a string table. String offsets in the new
//! format are relative to the new header.

/// One cache entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CacheEntry {
    pub soname: String,
    pub path: String,
    /// The entry's flags: 0x0303 is an x86-64 libc6 library, 0x0003 a 32-bit one.
    pub flags: i32,
}

impl CacheEntry {
    /// True for entries of this machine's word size and architecture.
    pub fn is_native(&self) -> bool {
        let arch = self.flags & 0xff00;
        if cfg!(target_arch = "x86_64") {
            arch == 0x0300
        } else if cfg!(target_arch = "aarch64") {
            arch == 0x0a00
        } else {
            true
        }
    }
}

const OLD_MAGIC: &[u8] = b"ld.so-1.7.0";
const NEW_MAGIC: &[u8] = b"glibc-ld.so.cache1.1";
const NEW_HEADER: usize = 48;
const NEW_ENTRY: usize = 24;
/// The longest soname or path the parser takes (the kernel's PATH_MAX).
const MAX_STRING: usize = 4096;
/// Whole caches written by ldconfig are well under this; gpudoc reads no more of the file.
pub const MAX_FILE: u64 = 64 << 20;

/// Parse the cache bytes. Malformed input gives `Err` with the reason, never a panic.
///
/// The work is bounded by the input: the entry count by the file's length, each string by
/// [`MAX_STRING`], and the strings taken in all by a few times the file's length (ldconfig
/// shares a soname with the tail of its path, so a real cache comes to at most twice its
/// size; a crafted one pointing 100,000 entries at one long string is refused).
pub fn parse(bytes: &[u8]) -> Result<Vec<CacheEntry>, String> {
    let mut budget = bytes.len().saturating_mul(4).saturating_add(1 << 16);
    let start = if bytes.starts_with(NEW_MAGIC) {
        0
    } else if bytes.starts_with(OLD_MAGIC) {
        let nlibs = read_u32(bytes, 12).ok_or("truncated old-format header")? as usize;
        let after = 16usize
            .checked_add(nlibs.checked_mul(12).ok_or("entry count overflows")?)
            .ok_or("entry count overflows")?;
        let aligned = (after + 7) & !7;
        if bytes
            .get(aligned..)
            .is_some_and(|b| b.starts_with(NEW_MAGIC))
        {
            aligned
        } else {
            return Err(
                "old-format-only cache (glibc < 2.32 without the new format) is not supported"
                    .into(),
            );
        }
    } else {
        return Err("not an ld.so.cache file (bad magic)".into());
    };
    let new = &bytes[start..];
    let nlibs = read_u32(new, 20).ok_or("truncated header")? as usize;
    let table_end = nlibs
        .checked_mul(NEW_ENTRY)
        .and_then(|n| n.checked_add(NEW_HEADER))
        .ok_or("entry count overflows")?;
    if table_end > new.len() {
        return Err(format!(
            "header claims {nlibs} entries but the file is too short"
        ));
    }
    let mut out = Vec::with_capacity(nlibs);
    for i in 0..nlibs {
        let at = NEW_HEADER + i * NEW_ENTRY;
        let flags = read_u32(new, at).ok_or("truncated entry")? as i32;
        let key = read_u32(new, at + 4).ok_or("truncated entry")? as usize;
        let value = read_u32(new, at + 8).ok_or("truncated entry")? as usize;
        let soname = c_string(new, key).ok_or_else(|| format!("entry {i}: bad soname offset"))?;
        let path = c_string(new, value).ok_or_else(|| format!("entry {i}: bad path offset"))?;
        budget = budget
            .checked_sub(soname.len() + path.len())
            .ok_or_else(|| {
                format!("entry {i}: the entries' strings add up to far more than the file holds")
            })?;
        out.push(CacheEntry {
            soname,
            path,
            flags,
        });
    }
    Ok(out)
}

fn read_u32(bytes: &[u8], at: usize) -> Option<u32> {
    let b = bytes.get(at..at.checked_add(4)?)?;
    Some(u32::from_ne_bytes([b[0], b[1], b[2], b[3]]))
}

fn c_string(bytes: &[u8], at: usize) -> Option<String> {
    let tail = bytes.get(at..)?;
    let tail = &tail[..tail.len().min(MAX_STRING + 1)];
    let end = tail.iter().position(|&b| b == 0)?;
    Some(String::from_utf8_lossy(&tail[..end]).into_owned())
}

/// Build a new-format cache image (for tests).
#[cfg(test)]
pub fn build(entries: &[(&str, &str, i32)]) -> Vec<u8> {
    let mut strings: Vec<u8> = Vec::new();
    let base = NEW_HEADER + entries.len() * NEW_ENTRY;
    let mut table = Vec::new();
    for (soname, path, flags) in entries {
        let key = base + strings.len();
        strings.extend_from_slice(soname.as_bytes());
        strings.push(0);
        let value = base + strings.len();
        strings.extend_from_slice(path.as_bytes());
        strings.push(0);
        table.extend_from_slice(&flags.to_ne_bytes());
        table.extend_from_slice(&(key as u32).to_ne_bytes());
        table.extend_from_slice(&(value as u32).to_ne_bytes());
        table.extend_from_slice(&0u32.to_ne_bytes());
        table.extend_from_slice(&0u64.to_ne_bytes());
    }
    let mut out = Vec::new();
    out.extend_from_slice(NEW_MAGIC);
    out.extend_from_slice(&(entries.len() as u32).to_ne_bytes());
    out.extend_from_slice(&(strings.len() as u32).to_ne_bytes());
    out.extend_from_slice(&[0u8; 4]);
    out.extend_from_slice(&0u32.to_ne_bytes());
    out.extend_from_slice(&[0u8; 12]);
    out.extend_from_slice(&table);
    out.extend_from_slice(&strings);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_a_built_cache() {
        let img = build(&[
            (
                "libnvidia-ml.so.1",
                "/usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1",
                0x0303,
            ),
            (
                "libcudnn.so.9",
                "/usr/lib/x86_64-linux-gnu/libcudnn.so.9",
                0x0303,
            ),
        ]);
        let e = parse(&img).unwrap();
        assert_eq!(e.len(), 2);
        assert_eq!(e[1].soname, "libcudnn.so.9");
        assert_eq!(e[0].path, "/usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1");
    }

    #[test]
    fn reads_this_machines_cache_if_present() {
        // The real file is written by the real ldconfig: a parser bug shows up here.
        if let Ok(bytes) = std::fs::read("/etc/ld.so.cache") {
            let e = parse(&bytes).unwrap();
            assert!(e.iter().any(|x| x.soname.starts_with("libc.so")), "{e:?}");
        }
    }

    #[test]
    fn malformed_input_is_an_error_not_a_panic() {
        assert!(parse(b"").is_err());
        assert!(parse(b"hello world").is_err());
        let img = build(&[("a", "b", 0x0303)]);
        for cut in 0..img.len() {
            let _ = parse(&img[..cut]);
        }
        let mut huge = img.clone();
        huge[20..24].copy_from_slice(&u32::MAX.to_ne_bytes());
        assert!(parse(&huge).is_err());
    }

    #[test]
    fn crafted_caches_cannot_make_the_parser_allocate_beyond_the_file() {
        // 100,000 entries all pointing at one string of 1 MiB: once 4 GB and SIGABRT.
        let n = 100_000usize;
        let base = NEW_HEADER + n * NEW_ENTRY;
        let mut img = build(&[]);
        img[20..24].copy_from_slice(&(n as u32).to_ne_bytes());
        for _ in 0..n {
            img.extend_from_slice(&0x0303i32.to_ne_bytes());
            img.extend_from_slice(&(base as u32).to_ne_bytes());
            img.extend_from_slice(&(base as u32).to_ne_bytes());
            img.extend_from_slice(&[0u8; 12]);
        }
        img.extend(std::iter::repeat_n(b'a', 1 << 20));
        img.push(0);
        let err = parse(&img).unwrap_err();
        assert!(err.contains("bad soname offset"), "{err}");
        // Strings within the limit but shared beyond the file's size.
        let short = img.len() - 1 - (1 << 20) + 1000;
        img.truncate(short);
        img.push(0);
        let err = parse(&img).unwrap_err();
        assert!(err.contains("far more than the file holds"), "{err}");
    }
}
