//! Reading the dynamic section of a shared object: SONAME, NEEDED, RPATH and RUNPATH, plus
//! the file's class and machine, so that a 32-bit or foreign-architecture copy is reported
//! instead of being treated as a candidate the loader would take.
//!
//! Parsed with the `elf` crate's streaming reader: it reads the headers and the dynamic
//! section only, never the whole file (libcublasLt and libcudnn_engines_precompiled are
//! hundreds of MiB each). Anything malformed is an [`ElfError`], never a panic.

use std::io::{BufReader, Read, Seek, SeekFrom};
use std::path::Path;

use elf::ElfStream;
use elf::abi;
use elf::endian::AnyEndian;
use elf::file::Class;

/// What the loader cares about in one shared object.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ElfInfo {
    /// True for ELFCLASS64.
    pub is_64: bool,
    /// e_machine (62 x86-64, 183 aarch64).
    pub machine: u16,
    pub soname: Option<String>,
    pub needed: Vec<String>,
    /// DT_RPATH entries, colon-split, `$ORIGIN` not expanded.
    pub rpath: Vec<String>,
    /// DT_RUNPATH entries, colon-split, `$ORIGIN` not expanded.
    pub runpath: Vec<String>,
}

impl ElfInfo {
    /// The directories the loader searches *before* LD_LIBRARY_PATH for this object: its
    /// RPATH, which glibc ignores when the object also has a RUNPATH.
    pub fn effective_rpath(&self) -> &[String] {
        if self.runpath.is_empty() {
            &self.rpath
        } else {
            &[]
        }
    }

    /// True when this object can be loaded into a process of gpudoc's own architecture.
    pub fn is_native(&self) -> bool {
        self.is_64 == cfg!(target_pointer_width = "64") && self.machine == native_machine()
    }

    /// "64-bit x86-64", "32-bit x86", ... for messages.
    pub fn describe_arch(&self) -> String {
        format!(
            "{}-bit {}",
            if self.is_64 { 64 } else { 32 },
            machine_name(self.machine)
        )
    }
}

/// Why a file could not be read as a shared object.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ElfError {
    #[error("cannot read: {0}")]
    Io(String),
    #[error("not an ELF file")]
    NotElf,
    #[error("truncated or corrupt ELF file ({0})")]
    Corrupt(String),
}

/// The e_machine of gpudoc's own build.
pub fn native_machine() -> u16 {
    if cfg!(target_arch = "x86_64") {
        abi::EM_X86_64
    } else if cfg!(target_arch = "aarch64") {
        abi::EM_AARCH64
    } else if cfg!(target_arch = "x86") {
        abi::EM_386
    } else {
        0
    }
}

fn machine_name(m: u16) -> String {
    match m {
        abi::EM_X86_64 => "x86-64".into(),
        abi::EM_386 => "x86".into(),
        abi::EM_AARCH64 => "aarch64".into(),
        abi::EM_ARM => "arm".into(),
        abi::EM_PPC64 => "ppc64".into(),
        other => format!("machine {other}"),
    }
}

/// Longest single string read (an RPATH/RUNPATH; TensorFlow's is about 10 KiB).
const MAX_STRING: u64 = 1 << 20;
/// Largest dynamic section read: real ones are a few hundred entries (kilobytes). The elf
/// crate allocates a section's whole size before reading it, so a crafted size (a sparse
/// file that claims 200 GiB) must be refused before it is read.
const MAX_DYNAMIC: u64 = 1 << 20;

/// Read the dynamic section of `path`.
pub fn read(path: &Path) -> Result<ElfInfo, ElfError> {
    let mut file = crate::env::open_regular(path).map_err(|e| ElfError::Io(e.to_string()))?;
    let mut magic = [0u8; 4];
    match file.read_exact(&mut magic) {
        Ok(()) if magic == *b"\x7fELF" => {}
        Ok(()) => return Err(ElfError::NotElf),
        Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => return Err(ElfError::NotElf),
        Err(e) => return Err(ElfError::Io(e.to_string())),
    }
    file.seek(SeekFrom::Start(0))
        .map_err(|e| ElfError::Io(e.to_string()))?;
    let corrupt = |e: elf::ParseError| ElfError::Corrupt(e.to_string());
    let mut stream =
        ElfStream::<AnyEndian, _>::open_stream(BufReader::new(file)).map_err(corrupt)?;
    let mut info = ElfInfo {
        is_64: stream.ehdr.class == Class::ELF64,
        machine: stream.ehdr.e_machine,
        ..ElfInfo::default()
    };
    let dynamic_size = stream
        .section_headers()
        .iter()
        .find(|s| s.sh_type == abi::SHT_DYNAMIC)
        .map(|s| s.sh_size)
        .or_else(|| {
            stream
                .segments()
                .iter()
                .find(|p| p.p_type == abi::PT_DYNAMIC)
                .map(|p| p.p_filesz)
        });
    if let Some(n) = dynamic_size.filter(|n| *n > MAX_DYNAMIC) {
        return Err(ElfError::Corrupt(format!(
            "a dynamic section of {n} bytes (real ones are kilobytes): not read"
        )));
    }
    let entries: Vec<(i64, u64)> = match stream.dynamic().map_err(corrupt)? {
        Some(table) => table.iter().map(|d| (d.d_tag, d.d_val())).collect(),
        None => return Ok(info), // a static object: nothing the loader would search
    };
    let (str_off, str_size) = dynstr_range(&mut stream, &entries)?;
    let mut file = crate::env::open_regular(path).map_err(|e| ElfError::Io(e.to_string()))?;
    let mut string_at = |off: u64| -> Result<String, ElfError> {
        if off >= str_size {
            return Err(ElfError::Corrupt(format!(
                "string offset {off} out of range"
            )));
        }
        // Read only the strings we need: libtensorflow_cc.so.2's table is over 80 MiB.
        let want = (str_size - off).min(MAX_STRING);
        file.seek(SeekFrom::Start(str_off + off))
            .map_err(|e| ElfError::Io(e.to_string()))?;
        let mut buf = Vec::with_capacity(want as usize);
        (&mut file)
            .take(want)
            .read_to_end(&mut buf)
            .map_err(|e| ElfError::Io(e.to_string()))?;
        let end = buf
            .iter()
            .position(|&b| b == 0)
            .ok_or_else(|| ElfError::Corrupt("unterminated string (truncated file?)".into()))?;
        Ok(String::from_utf8_lossy(&buf[..end]).into_owned())
    };
    for (tag, val) in &entries {
        match *tag {
            abi::DT_NEEDED => info.needed.push(string_at(*val)?),
            abi::DT_SONAME => info.soname = Some(string_at(*val)?),
            abi::DT_RPATH => info.rpath.extend(split_path_list(&string_at(*val)?)),
            abi::DT_RUNPATH => info.runpath.extend(split_path_list(&string_at(*val)?)),
            abi::DT_NULL => break,
            _ => {}
        }
    }
    Ok(info)
}

/// Where the dynamic string table is (file offset, size): the section the SHT_DYNAMIC
/// header links to, or, for a file without section headers, DT_STRTAB mapped through the
/// PT_LOAD segments.
fn dynstr_range<S: Read + Seek>(
    stream: &mut ElfStream<AnyEndian, S>,
    entries: &[(i64, u64)],
) -> Result<(u64, u64), ElfError> {
    let linked = stream
        .section_headers()
        .iter()
        .find(|s| s.sh_type == abi::SHT_DYNAMIC)
        .map(|s| s.sh_link as usize)
        .and_then(|i| stream.section_headers().get(i).copied());
    if let Some(shdr) = linked {
        if shdr.sh_type != abi::SHT_STRTAB {
            return Err(ElfError::Corrupt(
                "the dynamic section links to a section that is not a string table".into(),
            ));
        }
        return Ok((shdr.sh_offset, shdr.sh_size));
    }
    let find = |tag| entries.iter().find(|(t, _)| *t == tag).map(|(_, v)| *v);
    let (Some(addr), Some(size)) = (find(abi::DT_STRTAB), find(abi::DT_STRSZ)) else {
        return Ok((0, 0));
    };
    let offset = stream
        .segments()
        .iter()
        .find(|p| p.p_type == abi::PT_LOAD && addr >= p.p_vaddr && addr - p.p_vaddr < p.p_filesz)
        .map(|p| addr - p.p_vaddr + p.p_offset)
        .ok_or_else(|| ElfError::Corrupt("DT_STRTAB is outside every loaded segment".into()))?;
    Ok((offset, size))
}

/// Split an RPATH/RUNPATH/LD_LIBRARY_PATH value on ':' (empty entries kept: they matter).
pub fn split_path_list(text: &str) -> Vec<String> {
    text.split(':').map(str::to_string).collect()
}

/// Expand `$ORIGIN`/`${ORIGIN}` (the directory of the object carrying the tag) and the
/// `$LIB`/`$PLATFORM` tokens glibc knows; `None` for an entry the loader would use relative
/// to the current directory (empty or relative after expansion), which gpudoc never follows.
pub fn expand_origin(entry: &str, origin_dir: &Path) -> Option<String> {
    let origin = origin_dir.to_string_lossy();
    let lib = if cfg!(target_pointer_width = "64") {
        "lib64"
    } else {
        "lib"
    };
    let platform = std::env::consts::ARCH;
    let expanded = entry
        .replace("${ORIGIN}", &origin)
        .replace("$ORIGIN", &origin)
        .replace("${LIB}", lib)
        .replace("$LIB", lib)
        .replace("${PLATFORM}", platform)
        .replace("$PLATFORM", platform);
    if expanded.starts_with('/') {
        Some(normalize(&expanded))
    } else {
        None
    }
}

/// Collapse "/a/b/../c/./" to "/a/c" lexically, as the loader sees the string (it does not
/// resolve symlinks in search paths either).
pub fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    format!("/{}", parts.join("/"))
}

#[cfg(test)]
mod crafted {
    use super::*;

    /// An ELF whose SHT_DYNAMIC header claims 200 GiB (a sparse file, so it costs no disk):
    /// refused as corrupt at once, never allocated.
    #[test]
    fn a_dynamic_section_claiming_200_gib_is_refused_unread() {
        let exe = std::fs::read("/proc/self/exe").unwrap();
        assert_eq!(&exe[..4], b"\x7fELF");
        assert_eq!(exe[4], 2, "a 64-bit test binary");
        let u64_at = |b: &[u8], o: usize| u64::from_le_bytes(b[o..o + 8].try_into().unwrap());
        let u16_at = |b: &[u8], o: usize| u16::from_le_bytes(b[o..o + 2].try_into().unwrap());
        let shoff = u64_at(&exe, 0x28) as usize;
        let (shentsize, shnum) = (u16_at(&exe, 0x3a) as usize, u16_at(&exe, 0x3c) as usize);
        let mut patched = exe.clone();
        let dynamic = (0..shnum)
            .map(|i| shoff + i * shentsize)
            .find(|&h| {
                u32::from_le_bytes(exe[h + 4..h + 8].try_into().unwrap()) == abi::SHT_DYNAMIC
            })
            .expect("the test binary has a dynamic section");
        let huge: u64 = 200 << 30;
        patched[dynamic + 0x20..dynamic + 0x28].copy_from_slice(&huge.to_le_bytes());
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("libcrafted.so");
        std::fs::write(&path, &patched).unwrap();
        let sh_offset = u64_at(&exe, dynamic + 0x18);
        std::fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .unwrap()
            .set_len(sh_offset + huge)
            .unwrap();
        match read(&path) {
            Err(ElfError::Corrupt(why)) => assert!(why.contains("dynamic section"), "{why}"),
            other => panic!("{other:?}"),
        }
    }
}
