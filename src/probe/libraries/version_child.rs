//! The child side of the libraries probe: `gpudoc __probe cudalibs --lib PATH` loads that
//! one file with libloading and asks it for its version, printing its [`LibAnswer`] as the
//! runner's one answer line. One child per library: a cuDNN that segfaults or hangs in its version
//! call then costs only its own answer, the other libraries are still reported, and no
//! library can be satisfied by another one already loaded into the same process (which
//! would hide a broken dependency).

use std::ffi::c_int;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::version::{cuda_int_to_string, cudnn_int_to_string};

/// What the child prints.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(tag = "result", rename_all = "lowercase")]
pub enum LibAnswer {
    Ok(LibVersions),
    /// dlopen failed; `message` is the loader's own text.
    Error {
        message: String,
    },
}

/// The versions one library reports about itself.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct LibVersions {
    /// The library's own version, dotted ("12.9", "9.28.0", "12.9.1").
    pub version: Option<String>,
    /// cudart only: cudaDriverGetVersion, dotted; "0.0" means no driver.
    pub driver_version: Option<String>,
    /// cuDNN only: cudnnGetCudartVersion, dotted.
    pub cudnn_cudart_version: Option<String>,
    /// Raw integers as returned, for evidence.
    pub raw: Vec<String>,
    /// Calls that failed or symbols that were missing.
    pub problems: Vec<String>,
}

type IntOut = unsafe extern "C" fn(*mut c_int) -> c_int;
type SizeT = unsafe extern "C" fn() -> usize;
type Property = unsafe extern "C" fn(c_int, *mut c_int) -> c_int;

/// `cudalibs` probe entry: prints the answer line, returns the exit status.
pub fn main(lib: &Path) -> u8 {
    crate::runner::answer(&probe(lib))
}

/// Load `lib` and read its version through the entry points its family exports.
pub fn probe(lib: &Path) -> LibAnswer {
    // SAFETY: loading a library runs its initialisers; that is the point of this child
    // process, which exists so that a misbehaving library cannot harm gpudoc itself.
    let library = match unsafe { libloading::Library::new(lib) } {
        Ok(l) => l,
        Err(e) => {
            return LibAnswer::Error {
                message: loader_text(&e),
            };
        }
    };
    let name = lib
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut out = LibVersions::default();
    if name.starts_with("libcudart") {
        if let Some(v) = call_int_out(&library, "cudaRuntimeGetVersion", &mut out) {
            out.version = Some(cuda_int_to_string(v as i64));
        }
        if let Some(v) = call_int_out(&library, "cudaDriverGetVersion", &mut out) {
            out.driver_version = Some(cuda_int_to_string(v as i64));
        }
    } else if name.starts_with("libcudnn") {
        if let Some(v) = call_size(&library, "cudnnGetVersion", &mut out) {
            out.version = Some(cudnn_int_to_string(v as i64));
        }
        if let Some(v) = call_size(&library, "cudnnGetCudartVersion", &mut out) {
            out.cudnn_cudart_version = Some(cuda_int_to_string(v as i64));
        }
    } else if let Some(prefix) = ["cublasLt", "cublas", "cufft", "cusolver", "cusparse"]
        .into_iter()
        .find(|p| name.starts_with(&format!("lib{p}.")))
    {
        out.version = property_version(&library, &format!("{prefix}GetProperty"), &mut out);
    } else {
        out.problems
            .push(format!("no version entry point known for {name}"));
    }
    LibAnswer::Ok(out)
}

/// The loader's own words: dlerror()'s text is the error's source.
fn loader_text(e: &libloading::Error) -> String {
    use std::error::Error;
    match e.source() {
        Some(src) => src.to_string(),
        None => e.to_string(),
    }
}

fn symbol<T: Copy>(library: &libloading::Library, name: &str, out: &mut LibVersions) -> Option<T> {
    // SAFETY: the symbol's type is the documented C prototype of that CUDA entry point.
    match unsafe { library.get::<T>(name.as_bytes()) } {
        Ok(f) => Some(*f),
        Err(_) => {
            out.problems.push(format!("symbol {name} missing"));
            None
        }
    }
}

fn call_int_out(library: &libloading::Library, name: &str, out: &mut LibVersions) -> Option<c_int> {
    let f: IntOut = symbol(library, name, out)?;
    let mut v: c_int = 0;
    // SAFETY: `int fn(int *)`, writing one int.
    let status = unsafe { f(&mut v) };
    out.raw.push(format!("{name} = {v} (status {status})"));
    if status != 0 {
        out.problems.push(format!("{name} returned error {status}"));
        return None;
    }
    Some(v)
}

fn call_size(library: &libloading::Library, name: &str, out: &mut LibVersions) -> Option<usize> {
    let f: SizeT = symbol(library, name, out)?;
    // SAFETY: `size_t fn(void)`.
    let v = unsafe { f() };
    out.raw.push(format!("{name}() = {v}"));
    Some(v)
}

/// MAJOR_VERSION (0), MINOR_VERSION (1), PATCH_LEVEL (2) through `<lib>GetProperty`.
fn property_version(
    library: &libloading::Library,
    name: &str,
    out: &mut LibVersions,
) -> Option<String> {
    let f: Property = symbol(library, name, out)?;
    let mut parts = Vec::new();
    for (kind, what) in [
        (0, "MAJOR_VERSION"),
        (1, "MINOR_VERSION"),
        (2, "PATCH_LEVEL"),
    ] {
        let mut v: c_int = 0;
        // SAFETY: `status fn(libraryPropertyType, int *)`.
        let status = unsafe { f(kind, &mut v) };
        out.raw
            .push(format!("{name}({what}) = {v} (status {status})"));
        if status != 0 {
            out.problems
                .push(format!("{name}({what}) returned error {status}"));
            return None;
        }
        parts.push(v.to_string());
    }
    Some(parts.join("."))
}
