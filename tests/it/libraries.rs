//! Scenario tests for the libraries layer: stub CUDA libraries compiled from
//! fixtures/stubs/*.c, fake framework objects with a real RPATH or RUNPATH, a fake
//! interpreter that reports a fake site-packages (support::python::Site), and fake roots so
//! that the machine's own loader cache and default directories never leak in. Also the ELF
//! reader on real compiled objects and on broken files, and the real-wheel tier.

use std::path::Path;

use crate::support::gpudoc_api::elfinfo;
use crate::support::python::{Framework, Site, tier_python, venv_python};
use crate::support::stubs::{compile, compile_source, stub_family_in};
use crate::support::{FakeRoot, Reason, Report, Scenario, Status};

/// `gpudoc check --only libraries --timeout 3` on `root`. LD_LIBRARY_PATH entries, like every
/// machine path, are read under --root, so the directories they name must live inside it.
fn libraries_on(root: &FakeRoot) -> Scenario {
    Scenario::check().root(root).only("libraries").timeout(3)
}

/// The same on a fresh empty fake root.
fn libraries() -> Scenario {
    libraries_on(&FakeRoot::empty())
}

/// The libraries layer with `dir` as --lib-dir.
fn with_lib_dir(dir: &Path) -> Scenario {
    libraries().lib_dir(dir)
}

#[test]
fn stub_libraries_in_lib_dir_report_their_versions() {
    let dir = tempfile::tempdir().unwrap();
    stub_family_in(dir.path(), 92800);
    let r = with_lib_dir(dir.path()).report();
    assert_eq!(r.exit_code, 0, "{r}");
    assert_eq!(r.check("libraries.cudart").status, Status::Pass);
    let f = &r.facts;
    assert_eq!(version(&f.cuda_runtime), Some("12.9"));
    assert_eq!(version(&f.cudnn), Some("9.28.0"));
    assert_eq!(version(&f.cublas), Some("12.9.3"));
    let cudnn = f.cudnn.as_ref().unwrap();
    assert_eq!(cudnn.found_via, "--lib-dir");
    assert_eq!(
        cudnn.path,
        dir.path().join("libcudnn.so.9").display().to_string()
    );
    // No interpreter in the fake root: gpudoc's default (TensorFlow's) rules and list.
    assert!(
        r.check("libraries.consumer")
            .summary
            .contains("default consumer")
    );
    assert_eq!(r.check("libraries.cusolver").status, Status::Pass);
}

fn version(l: &Option<crate::support::report::LibraryFacts>) -> Option<&str> {
    l.as_ref().and_then(|l| l.version.as_deref())
}

#[test]
fn a_cudnn_that_reports_another_version_than_its_file_is_called_mixed() {
    // The file is libcudnn.so.9.19.0 but reports 9.14.0 when loaded: what a cuDNN 9 shim does
    // when LD_LIBRARY_PATH hands it another copy's sub-libraries.
    let dir = tempfile::tempdir().unwrap();
    stub_family_in(dir.path(), 91400);
    std::fs::rename(
        dir.path().join("libcudnn.so.9"),
        dir.path().join("libcudnn.so.9.19.0"),
    )
    .unwrap();
    std::os::unix::fs::symlink("libcudnn.so.9.19.0", dir.path().join("libcudnn.so.9")).unwrap();
    let r = with_lib_dir(dir.path()).report();
    assert_eq!(version(&r.facts.cudnn), Some("9.14.0"));
    let ev = r.check("libraries.cudnn").evidence_text();
    assert!(
        ev.contains("the file itself is 9.19.0 (file name) but reports 9.14.0 when loaded"),
        "{ev}"
    );
}

#[test]
fn missing_cudnn_fails_with_an_install_command() {
    // TensorFlow's wheel is installed but the cuDNN wheel directory is empty.
    let site = Site::new(Framework::TensorFlow, 92800, "9.3.0.75");
    std::fs::remove_file(site.sp().join("nvidia/cudnn/lib/libcudnn.so.9")).unwrap();
    let r = libraries().python(site.python()).report();
    assert_eq!(r.exit_code, 1);
    let c = r.check("libraries.cudnn");
    assert_eq!(c.status, Status::Fail);
    assert!(c.summary.contains("libcudnn.so.9 not found"), "{c:#?}");
    // The framework's own CUDA extra brings the cuDNN it was built for.
    let cmds = c.commands().join("\n");
    assert!(
        cmds.contains("pip install --force-reinstall 'tensorflow[and-cuda]==2.21.0'"),
        "{cmds}"
    );
    assert_eq!(c.explain.as_deref(), Some("tf-dlopen-failed"));
    assert!(r.facts.cudnn.is_none());
    assert!(r.facts.soname("libcudnn.so.9").winner.is_none());
    // The others are still reported.
    assert_eq!(r.check("libraries.cudart").status, Status::Pass);
}

#[test]
fn missing_libraries_are_skipped_when_no_framework_needs_them() {
    // No interpreter with a framework: gpudoc's default consumer. A missing cuDNN is worth
    // saying (skipped, with why), but the framework layer owns the failure ("nothing
    // installed").
    let dir = tempfile::tempdir().unwrap();
    stub_family_in(dir.path(), 92800);
    std::fs::remove_file(dir.path().join("libcudnn.so.9")).unwrap();
    std::fs::remove_file(dir.path().join("libcufft.so.11")).unwrap();
    let r = with_lib_dir(dir.path()).report();
    assert_eq!(r.exit_code, 0, "{r}");
    let c = r.check("libraries.cudnn");
    assert_eq!(c.status, Status::Skip);
    assert!(
        c.summary
            .ends_with("no TensorFlow or PyTorch is installed to need it yet"),
        "{c:#?}"
    );
    // The search list is printed once, under the first missing library.
    let fft = r.check("libraries.cufft").evidence_text();
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
    let site = Site::new(Framework::TensorFlow, 90100, "9.3.0.75");
    let r = libraries().python(site.python()).report();
    assert_eq!(r.exit_code, 1, "{r}");
    let c = r.check("libraries.cudnn");
    assert_eq!(c.status, Status::Fail, "{c:#?}");
    let s = &c.summary;
    assert!(
        s.contains("9.1.0") && s.contains("TensorFlow 2.21.0 needs cuDNN 9.3"),
        "{s}"
    );
    let wheel = site.sp().join("nvidia/cudnn/lib/libcudnn.so.9");
    let cudnn = r.facts.cudnn.as_ref().unwrap();
    assert_eq!(cudnn.path, wheel.display().to_string());
    assert_eq!(
        cudnn.found_via,
        "runpath $ORIGIN/../nvidia/cudnn/lib of tensorflow/libtensorflow_framework.so.2"
    );
    assert_eq!(
        r.facts.soname("libcudnn.so.9").consumer,
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
    let site = Site::new(Framework::TensorFlow, 92800, "9.3.0.75");
    let r = libraries_on(&root)
        .python(site.python())
        .env("LD_LIBRARY_PATH", ld)
        .report();
    let cudnn = r.facts.cudnn.as_ref().unwrap();
    assert_eq!(
        cudnn.path,
        other.join("libcudnn.so.9").display().to_string()
    );
    assert_eq!(cudnn.found_via, "LD_LIBRARY_PATH");
    assert_eq!(cudnn.version.as_deref(), Some("9.1.0"));
    let wheel = site
        .sp()
        .join("nvidia/cudnn/lib/libcudnn.so.9")
        .display()
        .to_string();
    assert!(
        cudnn
            .shadowed
            .iter()
            .any(|s| s.path == wheel && s.version.as_deref() == Some("9.28.0")),
        "{cudnn:#?}"
    );
    assert_eq!(r.check("libraries.duplicates").status, Status::Warn);
    assert_eq!(r.check("libraries.cudnn").status, Status::Fail);
    // PyTorch: RPATH comes before LD_LIBRARY_PATH, so the wheel wins.
    let site = Site::new(Framework::Torch, 92800, "9.3.0.75");
    let r = libraries_on(&root)
        .python(site.python())
        .env("LD_LIBRARY_PATH", ld)
        .report();
    let cudnn = r.facts.cudnn.as_ref().unwrap();
    let wheel = site
        .sp()
        .join("nvidia/cudnn/lib/libcudnn.so.9")
        .display()
        .to_string();
    assert_eq!(cudnn.path, wheel, "{cudnn:#?}");
    assert_eq!(cudnn.version.as_deref(), Some("9.28.0"));
    assert_eq!(
        cudnn.found_via,
        "rpath $ORIGIN/../../nvidia/cudnn/lib of torch/lib/libtorch_cuda.so"
    );
    let ev = r.check("libraries.cudnn").evidence_text();
    assert!(ev.contains("would load") && ev.contains("9.1.0"), "{ev}");
}

#[test]
fn a_cudnn_that_segfaults_is_a_failed_check_and_the_rest_still_report() {
    let dir = tempfile::tempdir().unwrap();
    stub_family_in(dir.path(), 92800);
    let r = with_lib_dir(dir.path())
        .env("STUB_CUDNN_CRASH", "1")
        .report();
    assert_eq!(r.exit_code, 1);
    let c = r.check("libraries.cudnn");
    assert_eq!(c.status, Status::Fail);
    assert_eq!(c.reason, Some(Reason::Crash));
    assert!(c.summary.contains("SIGSEGV"), "{c:#?}");
    assert_eq!(r.check("libraries.cudart").status, Status::Pass);
    assert_eq!(version(&r.facts.cublas), Some("12.9.3"));
}

#[test]
fn a_cudnn_that_hangs_times_out_and_the_rest_still_report() {
    let dir = tempfile::tempdir().unwrap();
    stub_family_in(dir.path(), 92800);
    let r = with_lib_dir(dir.path())
        .env("STUB_CUDNN_HANG", "1")
        .report();
    let c = r.check("libraries.cudnn");
    assert_eq!(c.status, Status::Fail);
    assert_eq!(c.reason, Some(Reason::Timeout));
    assert_eq!(version(&r.facts.cuda_runtime), Some("12.9"));
}

#[test]
fn a_missing_dependency_gives_the_loaders_own_error() {
    let dir = tempfile::tempdir().unwrap();
    stub_family_in(dir.path(), 92800);
    // Link against a libfoo.so.1 that exists only at build time.
    let foo_dir = tempfile::tempdir().unwrap();
    compile_source(
        "int foo_init(void) { return 0; }\n",
        foo_dir.path(),
        "libfoo.so.1",
    );
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
    let r = with_lib_dir(dir.path()).report();
    let c = r.check("libraries.cudnn");
    assert_eq!(c.status, Status::Fail);
    assert!(
        c.summary.contains("a library it needs is missing"),
        "{c:#?}"
    );
    let ev = c.evidence_text();
    assert!(
        ev.contains("libfoo.so.1: cannot open shared object file: No such file or directory"),
        "{ev}"
    );
}

#[test]
fn broken_files_on_the_path_are_findings_not_panics() {
    let dir = tempfile::tempdir().unwrap();
    stub_family_in(dir.path(), 92800);
    let root = FakeRoot::empty();
    let b = root.path().join("bad");
    std::fs::create_dir_all(&b).unwrap();
    let good = root.path().join("good");
    stub_family_in(&good, 92800);
    // Not ELF: the loader stops at it and fails.
    std::fs::write(
        b.join("libcudnn.so.9"),
        "this is not a library\n".repeat(20),
    )
    .unwrap();
    // Dangling symlink and symlink loop: the loader skips them. (Relative targets, as an
    // image carries them: an absolute one means the root's own file, not this host's.)
    std::os::unix::fs::symlink("nowhere.so", b.join("libcublas.so.12")).unwrap();
    std::os::unix::fs::symlink("libcufft.so.11", b.join("loop")).unwrap();
    std::os::unix::fs::symlink("loop", b.join("libcufft.so.11")).unwrap();
    // Wrong architecture: a real object with e_machine patched to EM_386.
    let mut bytes = std::fs::read(dir.path().join("libcusparse.so.12")).unwrap();
    bytes[18] = 3;
    bytes[19] = 0;
    std::fs::write(b.join("libcusparse.so.12"), &bytes).unwrap();
    // Truncated copy of a real object.
    let whole = std::fs::read(dir.path().join("libcusolver.so.11")).unwrap();
    std::fs::write(b.join("libcusolver.so.11"), &whole[..200]).unwrap();
    let r = libraries_on(&root)
        .env("LD_LIBRARY_PATH", "/bad::relative/dir:/good")
        .report();
    let c = r.check("libraries.cudnn");
    assert_eq!(c.status, Status::Fail);
    assert!(c.evidence_text().contains("invalid ELF header"), "{c:#?}");
    // Skipped copies: the next one on the path wins.
    assert_eq!(
        r.facts.cublas.as_ref().unwrap().path,
        good.join("libcublas.so.12").display().to_string()
    );
    let notes = |name: &str| r.facts.soname(name).candidate_notes();
    assert!(notes("libcublas.so.12").contains("dangling symlink"));
    assert!(notes("libcufft.so.11").contains("symlink loop"));
    assert!(notes("libcusparse.so.12").contains("wrong architecture (64-bit x86)"));
    assert_eq!(r.check("libraries.cusparse").status, Status::Pass);
    assert_eq!(r.check("libraries.cusolver").status, Status::Fail);
    assert!(notes("libcusolver.so.11").contains("truncated or corrupt"));
    let sp = r.check("libraries.search-path");
    assert_eq!(sp.status, Status::Warn);
    let ev = sp.evidence_text();
    assert!(
        ev.contains("empty entry") && ev.contains("`relative/dir` is relative"),
        "{ev}"
    );
}

#[test]
fn a_huge_ld_library_path_is_capped_and_said() {
    let entries: Vec<String> = (0..500).map(|i| format!("/nonexistent/{i}")).collect();
    let r = libraries()
        .env("LD_LIBRARY_PATH", entries.join(":"))
        .report();
    let ev = r.check("libraries.search-path").evidence_text();
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
    let python = venv_python();
    let venv = python.parent().unwrap().parent().unwrap().to_path_buf();
    let sp = std::fs::read_dir(venv.join("lib"))
        .unwrap()
        .flatten()
        .map(|e| e.path().join("site-packages"))
        .find(|p| p.join("nvidia").is_dir())
        .expect("site-packages with nvidia/ in the venv");
    // The real machine (no --root): the venv's own files.
    let r: Report = Scenario::check()
        .only("libraries")
        .timeout(60)
        .python(&python)
        .report();
    let f = &r.facts;
    let major_minor = |v: &str| v.split('.').take(2).collect::<Vec<_>>().join(".");
    let three = |v: &str| v.split('.').take(3).collect::<Vec<_>>().join(".");
    let cudart = wheel_version(&sp, "nvidia_cuda_runtime_cu12-");
    let rt = f.cuda_runtime.as_ref().unwrap_or_else(|| panic!("{r}"));
    assert_eq!(
        rt.version.as_deref(),
        Some(major_minor(&cudart).as_str()),
        "{r}"
    );
    assert_eq!(
        rt.path,
        sp.join("nvidia/cuda_runtime/lib/libcudart.so.12")
            .display()
            .to_string()
    );
    let cudnn = wheel_version(&sp, "nvidia_cudnn_cu12-");
    let dnn = f.cudnn.as_ref().unwrap();
    assert_eq!(dnn.version.as_deref(), Some(three(&cudnn).as_str()));
    assert_eq!(
        dnn.path,
        sp.join("nvidia/cudnn/lib/libcudnn.so.9")
            .display()
            .to_string()
    );
    assert!(dnn.found_via.starts_with("runpath $ORIGIN/"));
    let cublas = wheel_version(&sp, "nvidia_cublas_cu12-");
    let blas = f.cublas.as_ref().unwrap();
    assert_eq!(blas.version.as_deref(), Some(three(&cublas).as_str()));
    assert_eq!(
        blas.path,
        sp.join("nvidia/cublas/lib/libcublas.so.12")
            .display()
            .to_string()
    );
    for id in ["libraries.cudart", "libraries.cudnn", "libraries.cublas"] {
        assert_eq!(r.check(id).status, Status::Pass, "{:#?}", r.check(id));
    }
}

/// The real TensorFlow 2.15 tier (scripts/setup-venv-tf215.sh): TF 2.15 opens libcudnn.so.8
/// (its release was built with cuDNN 8.9), not the libcudnn.so.9 of its CUDA 12 major, and
/// its pinned wheels (cuDNN 8.9.4, CUDA runtime 12.2) pass. Skipped, with the reason, when
/// the venv is not installed.
#[test]
fn real_tensorflow_2_15_loads_cudnn_8_and_passes() {
    let Some(python) = tier_python("tf215") else {
        return;
    };
    let r: Report = Scenario::check()
        .only("libraries")
        .timeout(60)
        .python(&python)
        .report();
    let f = &r.facts;
    let dnn = f.cudnn.as_ref().unwrap_or_else(|| panic!("{r}"));
    assert!(
        dnn.path.ends_with("nvidia/cudnn/lib/libcudnn.so.8"),
        "{dnn:#?}"
    );
    assert_eq!(dnn.version.as_deref(), Some("8.9.4"));
    let rt = f.cuda_runtime.as_ref().unwrap();
    assert!(
        rt.path.ends_with("nvidia/cuda_runtime/lib/libcudart.so.12"),
        "{rt:#?}"
    );
    assert_eq!(rt.version.as_deref(), Some("12.2"));
    for c in &r.layer("libraries").checks {
        assert_ne!(c.status, Status::Fail, "{c:#?}");
        if c.id.starts_with("libraries.cudnn") {
            assert_eq!(c.status, Status::Pass, "{c:#?}");
        }
    }
    let consumer = r.check("libraries.consumer").evidence_text();
    assert!(
        consumer.contains("[[tensorflow]] 2.15 says built for CUDA 12.2 with cuDNN 8.9"),
        "{consumer}"
    );
}
