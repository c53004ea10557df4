//! Scenario tests for the libraries layer: stub CUDA libraries compiled from
//! fixtures/stubs/*.c, fake framework objects with a real RPATH or RUNPATH, a fake
//! interpreter that reports a fake site-packages, and fake roots so that the machine's own
//! loader cache and default directories never leak in. Also the ELF reader on real
//! compiled objects and on broken files, and the real-wheel tier.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{FakeRoot, fixture, gpudoc, run};
use gpudoc::probe::libraries::elfinfo;
use serde_json::Value;

/// Compile `fixtures/stubs/<c_file>` to `out` with `soname` and extra compiler/linker args.
fn compile(c_file: &str, out: &Path, soname: &str, extra: &[&str]) {
    std::fs::create_dir_all(out.parent().unwrap()).unwrap();
    let status = Command::new(std::env::var("CC").unwrap_or_else(|_| "cc".into()))
        .args(["-shared", "-fPIC", "-O1", "-Wall"])
        .arg(format!("-Wl,-soname,{soname}"))
        .arg("-o")
        .arg(out)
        .arg(fixture(&format!("stubs/{c_file}")))
        .args(extra)
        .status()
        .expect("a C compiler (cc) is needed to build stub libraries");
    assert!(status.success(), "compiling {c_file} -> {}", out.display());
}

/// The CUDA 12 family, each library in `dir_of(name)`; cuDNN reports `cudnn` (encoded).
fn stub_family(dir_of: &dyn Fn(&str) -> PathBuf, cudnn: u32) {
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

/// A site-packages with a fake TensorFlow (RUNPATH into nvidia/*/lib, as the real wheel)
/// requiring cuDNN >= `cudnn_min`, the stub wheels, and a fake interpreter reporting it.
struct Site {
    dir: tempfile::TempDir,
}

impl Site {
    fn sp(&self) -> PathBuf {
        self.dir.path().join("lib/python3.11/site-packages")
    }
    fn python(&self) -> PathBuf {
        self.dir.path().join("bin/python3")
    }

    fn new(framework: &str, cudnn: u32, cudnn_min: &str) -> Site {
        let site = Site {
            dir: tempfile::tempdir().unwrap(),
        };
        let sp = site.sp();
        let wheels = [
            "cuda_runtime",
            "cudnn",
            "cublas",
            "cufft",
            "cusolver",
            "cusparse",
        ];
        stub_family(&|w| sp.join("nvidia").join(w).join("lib"), cudnn);
        let (object, dist, new_dtags, origin) = match framework {
            "tensorflow" => (
                "tensorflow/libtensorflow_framework.so.2",
                "tensorflow-2.21.0",
                "--enable-new-dtags",
                "$ORIGIN/..",
            ),
            _ => (
                "torch/lib/libtorch_cuda.so",
                "torch-2.11.0",
                "--disable-new-dtags",
                "$ORIGIN/../..",
            ),
        };
        let rpath: Vec<String> = wheels
            .iter()
            .map(|w| format!("{origin}/nvidia/{w}/lib"))
            .collect();
        compile(
            "consumer.c",
            &sp.join(object),
            object.rsplit('/').next().unwrap(),
            &[
                &format!("-Wl,-rpath,{}", rpath.join(":")),
                &format!("-Wl,{new_dtags}"),
            ],
        );
        let meta = sp.join(format!("{dist}.dist-info/METADATA"));
        std::fs::create_dir_all(meta.parent().unwrap()).unwrap();
        std::fs::write(
            &meta,
            format!(
                "Metadata-Version: 2.1\nName: {}\nRequires-Dist: nvidia-cuda-runtime-cu12<13.0,>=12.5.82; extra == \"and-cuda\"\nRequires-Dist: nvidia-cudnn-cu12<10.0,>={cudnn_min}; extra == \"and-cuda\"\n",
                dist.split('-').next().unwrap()
            ),
        )
        .unwrap();
        let py = site.python();
        std::fs::create_dir_all(py.parent().unwrap()).unwrap();
        // Answers the python layer's probe (its marked line; noise first, as sitecustomize
        // hooks print). The libraries layer reads site-packages from that probe.
        std::fs::write(
            &py,
            format!(
                "#!/bin/sh\necho 'sitecustomize says hello'\necho 'GPUDOC_ANSWER:{{\"result\": \"success\", \"prefix\": \"{p}\", \"base_prefix\": \"/usr\", \"conda_prefix\": null, \"executable\": \"{py}\", \"version\": \"3.11.7\", \"implementation\": \"cpython\", \"machine\": \"x86_64\", \"platform_tag\": \"linux-x86_64\", \"pointer_bits\": 64, \"soabi\": \"cpython-311-x86_64-linux-gnu\", \"glibc\": \"2.36\", \"frameworks\": [], \"nvidia_packages\": [], \"modules\": {{}}, \"site_packages\": [\"{sp}\"]}}'\n",
                p = site.dir.path().display(),
                py = py.display(),
                sp = sp.display()
            ),
        )
        .unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&py, std::fs::Permissions::from_mode(0o755)).unwrap();
        site
    }
}

/// `gpudoc check --only libraries --json` on an empty fake root.
fn libraries_json(args: &[&str], env: &[(&str, &str)]) -> (i32, Value) {
    libraries_json_in(&FakeRoot::empty(), args, env)
}

/// The same on a given root: LD_LIBRARY_PATH entries, like every machine path, are read
/// under --root, so the directories they name must live inside it.
fn libraries_json_in(root: &FakeRoot, args: &[&str], env: &[(&str, &str)]) -> (i32, Value) {
    let mut cmd = gpudoc();
    cmd.args([
        "check",
        "--only",
        "libraries",
        "--json",
        "--timeout",
        "3",
        "--root",
    ])
    .arg(root.path())
    .args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let (code, stdout, stderr) = run(&mut cmd);
    let v: Value = serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}):\n{stdout}\nstderr:\n{stderr}"));
    (code, v)
}

fn check<'a>(r: &'a Value, id: &str) -> &'a Value {
    common::report_check(r, id)
}

fn evidence(c: &Value) -> String {
    c["evidence"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e.as_str().unwrap().to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

fn soname<'a>(r: &'a Value, name: &str) -> &'a Value {
    r["facts"]["libraries"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["soname"] == name)
        .unwrap_or_else(|| panic!("no soname {name} in {:#}", r["facts"]["libraries"]))
}

#[test]
fn stub_libraries_in_lib_dir_report_their_versions() {
    let dir = tempfile::tempdir().unwrap();
    stub_family(&|_| dir.path().to_path_buf(), 92800);
    let (code, r) = libraries_json(&["--lib-dir", dir.path().to_str().unwrap()], &[]);
    assert_eq!(code, 0, "{r:#}");
    assert_eq!(check(&r, "libraries.cudart")["status"], "pass");
    let f = &r["facts"];
    assert_eq!(f["cuda_runtime"]["version"], "12.9");
    assert_eq!(f["cudnn"]["version"], "9.28.0");
    assert_eq!(f["cublas"]["version"], "12.9.3");
    assert_eq!(f["cudnn"]["found_via"], "--lib-dir");
    assert_eq!(
        f["cudnn"]["path"],
        dir.path().join("libcudnn.so.9").display().to_string()
    );
    // No interpreter in the fake root: gpudoc's default (TensorFlow's) rules and list.
    assert!(
        check(&r, "libraries.consumer")["summary"]
            .as_str()
            .unwrap()
            .contains("default consumer")
    );
    assert_eq!(check(&r, "libraries.cusolver")["status"], "pass");
}

#[test]
fn a_cudnn_that_reports_another_version_than_its_file_is_called_mixed() {
    // The file is libcudnn.so.9.19.0 but reports 9.14.0 when loaded: what a cuDNN 9 shim does
    // when LD_LIBRARY_PATH hands it another copy's sub-libraries.
    let dir = tempfile::tempdir().unwrap();
    stub_family(&|_| dir.path().to_path_buf(), 91400);
    std::fs::rename(
        dir.path().join("libcudnn.so.9"),
        dir.path().join("libcudnn.so.9.19.0"),
    )
    .unwrap();
    std::os::unix::fs::symlink("libcudnn.so.9.19.0", dir.path().join("libcudnn.so.9")).unwrap();
    let (_, r) = libraries_json(&["--lib-dir", dir.path().to_str().unwrap()], &[]);
    assert_eq!(r["facts"]["cudnn"]["version"], "9.14.0");
    let ev = evidence(check(&r, "libraries.cudnn"));
    assert!(
        ev.contains("the file itself is 9.19.0 (file name) but reports 9.14.0 when loaded"),
        "{ev}"
    );
}

#[test]
fn missing_cudnn_fails_with_an_install_command() {
    // TensorFlow's wheel is installed but the cuDNN wheel directory is empty.
    let site = Site::new("tensorflow", 92800, "9.3.0.75");
    std::fs::remove_file(site.sp().join("nvidia/cudnn/lib/libcudnn.so.9")).unwrap();
    let (code, r) = libraries_json(&["--python", site.python().to_str().unwrap()], &[]);
    assert_eq!(code, 1);
    let c = check(&r, "libraries.cudnn");
    assert_eq!(c["status"], "fail");
    assert!(
        c["summary"]
            .as_str()
            .unwrap()
            .contains("libcudnn.so.9 not found"),
        "{c:#}"
    );
    // The framework's own CUDA extra brings the cuDNN it was built for.
    let cmds = c["hint"]["commands"].to_string();
    assert!(
        cmds.contains("pip install --force-reinstall 'tensorflow[and-cuda]==2.21.0'"),
        "{cmds}"
    );
    assert_eq!(c["explain"], "tf-dlopen-failed");
    assert!(r["facts"]["cudnn"].is_null());
    assert!(soname(&r, "libcudnn.so.9")["winner"].is_null());
    // The others are still reported.
    assert_eq!(check(&r, "libraries.cudart")["status"], "pass");
}

#[test]
fn missing_libraries_only_warn_when_no_framework_needs_them() {
    // No interpreter with a framework: gpudoc's default consumer. A missing cuDNN is worth
    // saying, but the framework layer owns the failure ("nothing installed").
    let dir = tempfile::tempdir().unwrap();
    stub_family(&|_| dir.path().to_path_buf(), 92800);
    std::fs::remove_file(dir.path().join("libcudnn.so.9")).unwrap();
    std::fs::remove_file(dir.path().join("libcufft.so.11")).unwrap();
    let (code, r) = libraries_json(&["--lib-dir", dir.path().to_str().unwrap()], &[]);
    assert_eq!(code, 0, "{r:#}");
    let c = check(&r, "libraries.cudnn");
    assert_eq!(c["status"], "warn");
    assert!(
        c["summary"]
            .as_str()
            .unwrap()
            .ends_with("no TensorFlow or PyTorch is installed to need it yet"),
        "{c:#}"
    );
    // The search list is printed once, under the first missing library.
    let fft = evidence(check(&r, "libraries.cufft"));
    assert!(
        fft.contains("searched the same directories as libraries.cudnn"),
        "{fft}"
    );
    assert!(
        !fft.contains(&format!("searched {}", dir.path().display())),
        "{fft}"
    );
}

#[test]
fn tensorflow_runpath_finds_the_wheels_and_cudnn_too_old_fails() {
    let site = Site::new("tensorflow", 90100, "9.3.0.75");
    let (code, r) = libraries_json(&["--python", site.python().to_str().unwrap()], &[]);
    assert_eq!(code, 1, "{r:#}");
    let c = check(&r, "libraries.cudnn");
    assert_eq!(c["status"], "fail", "{c:#}");
    let s = c["summary"].as_str().unwrap();
    assert!(
        s.contains("9.1.0") && s.contains("TensorFlow 2.21.0 needs cuDNN 9.3"),
        "{s}"
    );
    let wheel = site.sp().join("nvidia/cudnn/lib/libcudnn.so.9");
    assert_eq!(r["facts"]["cudnn"]["path"], wheel.display().to_string());
    assert_eq!(
        r["facts"]["cudnn"]["found_via"],
        "runpath $ORIGIN/../nvidia/cudnn/lib of tensorflow/libtensorflow_framework.so.2"
    );
    assert_eq!(
        soname(&r, "libcudnn.so.9")["consumer"],
        "tensorflow/libtensorflow_framework.so.2"
    );
}

#[test]
fn ld_library_path_shadows_the_tensorflow_wheel_but_not_a_torch_rpath() {
    let root = FakeRoot::empty();
    let other = root.path().join("opt/old-cudnn/lib");
    compile(
        "cudnn.c",
        &other.join("libcudnn.so.9"),
        "libcudnn.so.9",
        &["-DVERSION=90100"],
    );
    let ld = "/opt/old-cudnn/lib";
    // TensorFlow: RUNPATH comes after LD_LIBRARY_PATH, so the 9.1 copy wins.
    let site = Site::new("tensorflow", 92800, "9.3.0.75");
    let (_, r) = libraries_json_in(
        &root,
        &["--python", site.python().to_str().unwrap()],
        &[("LD_LIBRARY_PATH", ld)],
    );
    let cudnn = &r["facts"]["cudnn"];
    assert_eq!(
        cudnn["path"],
        other.join("libcudnn.so.9").display().to_string()
    );
    assert_eq!(cudnn["found_via"], "LD_LIBRARY_PATH");
    assert_eq!(cudnn["version"], "9.1.0");
    let wheel = site
        .sp()
        .join("nvidia/cudnn/lib/libcudnn.so.9")
        .display()
        .to_string();
    let shadowed = cudnn["shadowed"].as_array().unwrap();
    assert!(
        shadowed
            .iter()
            .any(|s| s["path"] == wheel.as_str() && s["version"] == "9.28.0"),
        "{cudnn:#}"
    );
    assert_eq!(check(&r, "libraries.duplicates")["status"], "warn");
    assert_eq!(check(&r, "libraries.cudnn")["status"], "fail");
    // PyTorch: RPATH comes before LD_LIBRARY_PATH, so the wheel wins.
    let site = Site::new("torch", 92800, "9.3.0.75");
    let (_, r) = libraries_json_in(
        &root,
        &["--python", site.python().to_str().unwrap()],
        &[("LD_LIBRARY_PATH", ld)],
    );
    let cudnn = &r["facts"]["cudnn"];
    let wheel = site
        .sp()
        .join("nvidia/cudnn/lib/libcudnn.so.9")
        .display()
        .to_string();
    assert_eq!(cudnn["path"], wheel.as_str(), "{cudnn:#}");
    assert_eq!(cudnn["version"], "9.28.0");
    assert_eq!(
        cudnn["found_via"],
        "rpath $ORIGIN/../../nvidia/cudnn/lib of torch/lib/libtorch_cuda.so"
    );
    let ev = evidence(check(&r, "libraries.cudnn"));
    assert!(ev.contains("would load") && ev.contains("9.1.0"), "{ev}");
}

#[test]
fn a_cudnn_that_segfaults_is_a_failed_check_and_the_rest_still_report() {
    let dir = tempfile::tempdir().unwrap();
    stub_family(&|_| dir.path().to_path_buf(), 92800);
    let (code, r) = libraries_json(
        &["--lib-dir", dir.path().to_str().unwrap()],
        &[("STUB_CUDNN_CRASH", "1")],
    );
    assert_eq!(code, 1);
    let c = check(&r, "libraries.cudnn");
    assert_eq!(c["status"], "fail");
    assert_eq!(c["reason"], "crash");
    assert!(c["summary"].as_str().unwrap().contains("SIGSEGV"), "{c:#}");
    assert_eq!(check(&r, "libraries.cudart")["status"], "pass");
    assert_eq!(r["facts"]["cublas"]["version"], "12.9.3");
}

#[test]
fn a_cudnn_that_hangs_times_out_and_the_rest_still_report() {
    let dir = tempfile::tempdir().unwrap();
    stub_family(&|_| dir.path().to_path_buf(), 92800);
    let (_, r) = libraries_json(
        &["--lib-dir", dir.path().to_str().unwrap()],
        &[("STUB_CUDNN_HANG", "1")],
    );
    let c = check(&r, "libraries.cudnn");
    assert_eq!(c["status"], "fail");
    assert_eq!(c["reason"], "timeout");
    assert_eq!(r["facts"]["cuda_runtime"]["version"], "12.9");
}

#[test]
fn a_missing_dependency_gives_the_loaders_own_error() {
    let dir = tempfile::tempdir().unwrap();
    stub_family(&|_| dir.path().to_path_buf(), 92800);
    // Link against a libfoo.so.1 that exists only at build time.
    let foo_dir = tempfile::tempdir().unwrap();
    std::fs::write(
        foo_dir.path().join("foo.c"),
        "int foo_init(void) { return 0; }\n",
    )
    .unwrap();
    let status = Command::new("cc")
        .args(["-shared", "-fPIC", "-Wl,-soname,libfoo.so.1", "-o"])
        .arg(foo_dir.path().join("libfoo.so.1"))
        .arg(foo_dir.path().join("foo.c"))
        .status()
        .unwrap();
    assert!(status.success());
    compile(
        "cudnn.c",
        &dir.path().join("libcudnn.so.9"),
        "libcudnn.so.9",
        &[
            "-DNEEDS_FOO",
            &format!("-L{}", foo_dir.path().display()),
            "-l:libfoo.so.1",
        ],
    );
    drop(foo_dir);
    let info = elfinfo::read(&dir.path().join("libcudnn.so.9")).unwrap();
    assert!(info.needed.contains(&"libfoo.so.1".to_string()), "{info:?}");
    let (_, r) = libraries_json(&["--lib-dir", dir.path().to_str().unwrap()], &[]);
    let c = check(&r, "libraries.cudnn");
    assert_eq!(c["status"], "fail");
    assert!(
        c["summary"]
            .as_str()
            .unwrap()
            .contains("a library it needs is missing"),
        "{c:#}"
    );
    let ev = evidence(c);
    assert!(
        ev.contains("libfoo.so.1: cannot open shared object file: No such file or directory"),
        "{ev}"
    );
}

#[test]
fn broken_files_on_the_path_are_findings_not_panics() {
    let dir = tempfile::tempdir().unwrap();
    stub_family(&|_| dir.path().to_path_buf(), 92800);
    let root = FakeRoot::empty();
    let b = root.path().join("bad");
    std::fs::create_dir_all(&b).unwrap();
    let good = root.path().join("good");
    stub_family(&|_| good.clone(), 92800);
    // Not ELF: the loader stops at it and fails.
    std::fs::write(
        b.join("libcudnn.so.9"),
        "this is not a library\n".repeat(20),
    )
    .unwrap();
    // Dangling symlink and symlink loop: the loader skips them.
    std::os::unix::fs::symlink(b.join("nowhere.so"), b.join("libcublas.so.12")).unwrap();
    std::os::unix::fs::symlink(b.join("libcufft.so.11"), b.join("loop")).unwrap();
    std::os::unix::fs::symlink(b.join("loop"), b.join("libcufft.so.11")).unwrap();
    // Wrong architecture: a real object with e_machine patched to EM_386.
    let mut bytes = std::fs::read(dir.path().join("libcusparse.so.12")).unwrap();
    bytes[18] = 3;
    bytes[19] = 0;
    std::fs::write(b.join("libcusparse.so.12"), &bytes).unwrap();
    // Truncated copy of a real object.
    let whole = std::fs::read(dir.path().join("libcusolver.so.11")).unwrap();
    std::fs::write(b.join("libcusolver.so.11"), &whole[..200]).unwrap();
    let (_, r) = libraries_json_in(
        &root,
        &[],
        &[("LD_LIBRARY_PATH", "/bad::relative/dir:/good")],
    );
    let c = check(&r, "libraries.cudnn");
    assert_eq!(c["status"], "fail");
    assert!(evidence(c).contains("invalid ELF header"), "{c:#}");
    // Skipped copies: the next one on the path wins.
    assert_eq!(
        r["facts"]["cublas"]["path"],
        good.join("libcublas.so.12").display().to_string()
    );
    let notes = |name: &str| soname(&r, name)["candidates"].to_string();
    assert!(notes("libcublas.so.12").contains("dangling symlink"));
    assert!(notes("libcufft.so.11").contains("symlink loop"));
    assert!(notes("libcusparse.so.12").contains("wrong architecture (64-bit x86)"));
    assert_eq!(check(&r, "libraries.cusparse")["status"], "pass");
    assert_eq!(check(&r, "libraries.cusolver")["status"], "fail");
    assert!(notes("libcusolver.so.11").contains("truncated or corrupt"));
    let sp = check(&r, "libraries.search-path");
    assert_eq!(sp["status"], "warn");
    let ev = evidence(sp);
    assert!(
        ev.contains("empty entry") && ev.contains("`relative/dir` is relative"),
        "{ev}"
    );
}

#[test]
fn a_huge_ld_library_path_is_capped_and_said() {
    let entries: Vec<String> = (0..500).map(|i| format!("/nonexistent/{i}")).collect();
    let (_, r) = libraries_json(&[], &[("LD_LIBRARY_PATH", &entries.join(":"))]);
    let ev = evidence(check(&r, "libraries.search-path"));
    assert!(
        ev.contains("500 entries; gpudoc searched the first 64"),
        "{ev}"
    );
}

#[test]
fn elf_reader_reads_rpath_runpath_needed_and_soname() {
    let dir = tempfile::tempdir().unwrap();
    let runpath = dir.path().join("runpath.so");
    compile(
        "consumer.c",
        &runpath,
        "libtf.so.2",
        &[
            "-Wl,-rpath,$ORIGIN/../nvidia/cudnn/lib:/opt/x",
            "-Wl,--enable-new-dtags",
        ],
    );
    let info = elfinfo::read(&runpath).unwrap();
    assert_eq!(info.soname.as_deref(), Some("libtf.so.2"));
    assert_eq!(info.runpath, ["$ORIGIN/../nvidia/cudnn/lib", "/opt/x"]);
    assert!(info.rpath.is_empty());
    assert!(info.is_native());
    let rpath = dir.path().join("rpath.so");
    compile(
        "consumer.c",
        &rpath,
        "libt.so",
        &["-Wl,-rpath,$ORIGIN/a", "-Wl,--disable-new-dtags"],
    );
    let info = elfinfo::read(&rpath).unwrap();
    assert_eq!(info.rpath, ["$ORIGIN/a"]);
    assert_eq!(info.effective_rpath(), ["$ORIGIN/a"]);
    assert_eq!(
        elfinfo::expand_origin("$ORIGIN/../../nvidia/cu13/lib", Path::new("/sp/torch/lib"))
            .as_deref(),
        Some("/sp/nvidia/cu13/lib")
    );
    assert_eq!(elfinfo::expand_origin("", Path::new("/x")), None);
    assert_eq!(elfinfo::expand_origin("rel/dir", Path::new("/x")), None);
    // Every truncation of a real object is an error or a result, never a panic.
    let bytes = std::fs::read(&runpath).unwrap();
    let cut = dir.path().join("cut.so");
    for n in (0..bytes.len()).step_by(97) {
        std::fs::write(&cut, &bytes[..n]).unwrap();
        let _ = elfinfo::read(&cut);
    }
    std::fs::write(&cut, &bytes[..3]).unwrap();
    assert_eq!(elfinfo::read(&cut), Err(elfinfo::ElfError::NotElf));
    std::fs::write(&cut, b"#!/bin/sh\n").unwrap();
    assert_eq!(elfinfo::read(&cut), Err(elfinfo::ElfError::NotElf));
}

/// Expected version of an installed wheel, from its dist-info directory name.
fn wheel_version(sp: &Path, dist_prefix: &str) -> String {
    std::fs::read_dir(sp)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .find_map(|n| {
            n.strip_prefix(dist_prefix)?
                .strip_suffix(".dist-info")
                .map(str::to_string)
        })
        .unwrap_or_else(|| panic!("no {dist_prefix}*.dist-info in {}", sp.display()))
}

/// The real NVIDIA wheels (installed by scripts/setup-venv.sh): gpudoc must report their
/// real paths and versions. Fails, never skips, when the venv is missing.
#[test]
fn real_wheels_report_their_real_versions_and_paths() {
    let out = Command::new(common::repo().join("scripts/ci-venv-python"))
        .output()
        .expect("scripts/ci-venv-python runs");
    assert!(
        out.status.success(),
        "the real-component venv is missing; run scripts/setup-venv.sh: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let python = String::from_utf8(out.stdout).unwrap().trim().to_string();
    let venv = Path::new(&python)
        .parent()
        .unwrap()
        .parent()
        .unwrap()
        .to_path_buf();
    let sp = std::fs::read_dir(venv.join("lib"))
        .unwrap()
        .flatten()
        .map(|e| e.path().join("site-packages"))
        .find(|p| p.join("nvidia").is_dir())
        .expect("site-packages with nvidia/ in the venv");
    let mut cmd = gpudoc();
    cmd.args([
        "check",
        "--only",
        "libraries",
        "--json",
        "--timeout",
        "60",
        "--python",
        &python,
    ]);
    let (_, stdout, stderr) = run(&mut cmd);
    let r: Value =
        serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}\n{stdout}\n{stderr}"));
    let f = &r["facts"];
    let major_minor = |v: &str| v.split('.').take(2).collect::<Vec<_>>().join(".");
    let three = |v: &str| v.split('.').take(3).collect::<Vec<_>>().join(".");
    let cudart = wheel_version(&sp, "nvidia_cuda_runtime_cu12-");
    assert_eq!(
        f["cuda_runtime"]["version"],
        major_minor(&cudart).as_str(),
        "{f:#}"
    );
    assert_eq!(
        f["cuda_runtime"]["path"],
        sp.join("nvidia/cuda_runtime/lib/libcudart.so.12")
            .display()
            .to_string()
    );
    let cudnn = wheel_version(&sp, "nvidia_cudnn_cu12-");
    assert_eq!(f["cudnn"]["version"], three(&cudnn).as_str());
    assert_eq!(
        f["cudnn"]["path"],
        sp.join("nvidia/cudnn/lib/libcudnn.so.9")
            .display()
            .to_string()
    );
    assert!(
        f["cudnn"]["found_via"]
            .as_str()
            .unwrap()
            .starts_with("runpath $ORIGIN/")
    );
    let cublas = wheel_version(&sp, "nvidia_cublas_cu12-");
    assert_eq!(f["cublas"]["version"], three(&cublas).as_str());
    assert_eq!(
        f["cublas"]["path"],
        sp.join("nvidia/cublas/lib/libcublas.so.12")
            .display()
            .to_string()
    );
    for id in ["libraries.cudart", "libraries.cudnn", "libraries.cublas"] {
        assert_eq!(check(&r, id)["status"], "pass", "{:#}", check(&r, id));
    }
}
