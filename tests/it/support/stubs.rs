//! Stub C libraries compiled from fixtures/stubs/*.c: a fake libnvidia-ml, CUDA runtime,
//! cuDNN, cuBLAS family and the stress layer's CPU-backed libcudart/libcublas.
//!
//! Stubs are loaded only by gpudoc's child processes, never by the test process: the
//! environment is process-global and libraries do not unload cleanly.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};

use super::fixture;

/// Where cached stubs go (under the target directory's scratch space).
pub fn stub_root() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("stub-libs")
}

fn cc() -> Command {
    let mut cc = Command::new(std::env::var("CC").unwrap_or_else(|_| "cc".into()));
    cc.args(["-shared", "-fPIC", "-O1", "-Wall"]);
    cc
}

/// Compile `fixtures/stubs/<c_file>` into `<dir>/<soname>` (cached for the run) and return
/// the directory that holds it. `defines` are passed as -D flags and name the variant.
pub fn stub_lib(c_file: &str, soname: &str, defines: &[&str]) -> PathBuf {
    // Built once per test process (not reused across runs, so an edited stub is rebuilt).
    static BUILT: OnceLock<Mutex<HashSet<PathBuf>>> = OnceLock::new();
    let mut built = BUILT
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let variant = if defines.is_empty() {
        "plain".to_string()
    } else {
        defines.join("-")
    };
    let dir = stub_root().join(format!("{}-{variant}", c_file.trim_end_matches(".c")));
    let out = dir.join(soname);
    if !built.contains(&out) {
        std::fs::create_dir_all(&dir).unwrap();
        // Compile to a temporary name and rename, so no reader ever sees half a library.
        let tmp = dir.join(format!(".{soname}.tmp"));
        let mut cc = cc();
        cc.arg(format!("-Wl,-soname,{soname}"))
            .arg("-o")
            .arg(&tmp)
            .arg(fixture(&format!("stubs/{c_file}")));
        for d in defines {
            cc.arg(format!("-D{d}"));
        }
        let status = cc
            .status()
            .expect("a C compiler (cc) is needed to build stub libraries");
        assert!(status.success(), "compiling stub {c_file} failed");
        std::fs::rename(&tmp, &out).unwrap();
        built.insert(out.clone());
    }
    dir
}

/// The stub libnvidia-ml (`defines` pick a variant, e.g. `LEGACY`): its directory.
pub fn nvml(defines: &[&str]) -> PathBuf {
    stub_lib("nvml.c", "libnvidia-ml.so.1", defines)
}

/// Compile `fixtures/stubs/<c_file>` to `out` with `soname` and extra compiler/linker args
/// (not cached: for one-off objects inside a test's own directories).
pub fn compile(c_file: &str, out: &Path, soname: &str, extra: &[&str]) {
    std::fs::create_dir_all(out.parent().unwrap()).unwrap();
    let status = cc()
        .arg(format!("-Wl,-soname,{soname}"))
        .arg("-o")
        .arg(out)
        .arg(fixture(&format!("stubs/{c_file}")))
        .args(extra)
        .status()
        .expect("a C compiler (cc) is needed to build stub libraries");
    assert!(status.success(), "compiling {c_file} -> {}", out.display());
}

/// Compile a C source given as text into `dir/<soname>`.
pub fn compile_source(source: &str, dir: &Path, soname: &str) -> PathBuf {
    let c = dir.join(format!("{soname}.c"));
    std::fs::write(&c, source).unwrap();
    let out = dir.join(soname);
    let status = cc()
        .arg(format!("-Wl,-soname,{soname}"))
        .arg("-o")
        .arg(&out)
        .arg(&c)
        .status()
        .expect("a C compiler (cc) is needed to build stub libraries");
    assert!(status.success(), "compiling {}", c.display());
    out
}

/// The CUDA 12 family, each library in `dir_of(wheel)`; cuDNN reports `cudnn` (encoded, as
/// cudnnGetVersion does: 92800 is 9.28.0).
pub fn stub_family(dir_of: &dyn Fn(&str) -> PathBuf, cudnn: u32) {
    compile(
        "cudart.c",
        &dir_of("cuda_runtime").join("libcudart.so.12"),
        "libcudart.so.12",
        &["-DVERSION=12090"],
    );
    compile(
        "cudnn.c",
        &dir_of("cudnn").join("libcudnn.so.9"),
        "libcudnn.so.9",
        &[&format!("-DVERSION={cudnn}")],
    );
    for (file, prefix, wheel, v) in [
        ("libcublas.so.12", "cublas", "cublas", ["12", "9", "3"]),
        ("libcublasLt.so.12", "cublasLt", "cublas", ["12", "9", "3"]),
        ("libcufft.so.11", "cufft", "cufft", ["11", "4", "1"]),
        (
            "libcusolver.so.11",
            "cusolver",
            "cusolver",
            ["11", "7", "5"],
        ),
        (
            "libcusparse.so.12",
            "cusparse",
            "cusparse",
            ["12", "5", "10"],
        ),
    ] {
        compile(
            "cumath.c",
            &dir_of(wheel).join(file),
            file,
            &[
                &format!("-DPREFIX={prefix}"),
                &format!("-DVMAJOR={}", v[0]),
                &format!("-DVMINOR={}", v[1]),
                &format!("-DVPATCH={}", v[2]),
            ],
        );
    }
}

/// The stub family in one directory.
pub fn stub_family_in(dir: &Path, cudnn: u32) {
    stub_family(&|_| dir.to_path_buf(), cudnn);
}

/// The stub libnccl.so.2 (fixtures/stubs/nccl.c), to pair with the stress stubs: its
/// directory.
pub fn nccl() -> PathBuf {
    stub_lib("nccl.c", "libnccl.so.2", &[])
}
