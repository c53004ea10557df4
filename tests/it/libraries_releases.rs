//! Property tests of the libraries layer generated from the matrix: for every Linux
//! `[[tensorflow]]` row, every `[[pytorch]]` row and every `[[jax]]` row (with each CUDA
//! major it has a plug-in for), a stand-in install (the framework's consumer object, a real
//! ELF with the wheel's RUNPATH or RPATH, and stub CUDA libraries at the release's exact
//! versions in the wheel layout) passes the layer; copies with cuDNN one minor below the
//! release's floor, with the other cuDNN major, and with another CUDA runtime major each fail
//! and name the release and the floor (each row gets one of those three, in turn).
//!
//! The sonames come from compat-matrix.toml's `[[cuda_libraries]]` rows (read here, as the
//! rows gpudoc reads), the versions from `gpudoc matrix --json`. Each distinct stub is
//! compiled once (support::stubs::stub_lib caches by defines) and copied into place.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::Value;

use crate::support::stubs::{compile, stub_lib};
use crate::support::{FakeRoot, Report, Scenario, Status, repo};

/// One `[[cuda_libraries]]` row.
#[derive(Clone, Debug)]
struct CudaLibs {
    major: u64,
    cuda: Option<String>,
    sonames: Vec<String>,
}

/// The `[[cuda_libraries]]` rows of compat-matrix.toml (one-line keys, as the file writes them).
fn cuda_libraries() -> Vec<CudaLibs> {
    let text = std::fs::read_to_string(repo().join("compat-matrix.toml")).unwrap();
    let mut out = Vec::new();
    for block in text.split("\n[[cuda_libraries]]\n").skip(1) {
        let block = block.split("\n[").next().unwrap();
        let get = |key: &str| {
            block
                .lines()
                .find_map(|l| l.strip_prefix(&format!("{key} = ")))
                .map(str::trim)
        };
        out.push(CudaLibs {
            major: get("major").unwrap().parse().unwrap(),
            cuda: get("cuda").map(|c| c.trim_matches('"').to_string()),
            sonames: get("sonames")
                .unwrap()
                .trim_matches(|c| c == '[' || c == ']')
                .split(',')
                .map(|s| s.trim().trim_matches('"').to_string())
                .collect(),
        });
    }
    assert!(!out.is_empty(), "no [[cuda_libraries]] rows");
    out
}

fn parts(v: &str) -> Vec<u64> {
    v.split('.').map(|p| p.parse().unwrap()).collect()
}

fn libs_for(rows: &[CudaLibs], cuda: &str) -> CudaLibs {
    let p = parts(cuda);
    rows.iter()
        .find(|l| l.cuda.as_deref().is_some_and(|c| parts(c)[..2] == p[..2]))
        .or_else(|| rows.iter().find(|l| l.major == p[0] && l.cuda.is_none()))
        .unwrap_or_else(|| panic!("no [[cuda_libraries]] row for CUDA {cuda}"))
        .clone()
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Tf,
    Torch,
    Jax,
}

/// One release row's stand-in.
#[derive(Clone, Debug)]
struct Case {
    kind: Kind,
    /// "TensorFlow 2.15.0", as gpudoc names the release.
    label: String,
    version: String,
    /// The CUDA runtime and cuDNN installed ("12.2", "8.9.4").
    cuda: String,
    cudnn: String,
    /// The floors gpudoc must name ("8.9", "12.2").
    cudnn_floor: String,
    cuda_floor: String,
    libs: CudaLibs,
    /// The distribution ("tensorflow", "tensorflow-gpu").
    package: String,
    /// Wheel layout (nvidia/*/lib) rather than a system directory passed as --lib-dir.
    wheels: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Variant {
    Exact,
    CudnnMinorBelow,
    OtherCudnnMajor,
    OtherRuntimeMajor,
}

/// Leading dotted digits of a pin ("==8.9.4.25" -> "8.9.4.25"; ranges give `None`).
fn exact_pin(pin: Option<&Value>) -> Option<String> {
    pin?.as_str()?.strip_prefix("==").map(str::to_string)
}

fn three(v: &str) -> String {
    let mut p = parts(v);
    p.resize(3, 0);
    format!("{}.{}.{}", p[0], p[1], p[2])
}

fn major_minor(v: &str) -> String {
    let p = parts(v);
    format!("{}.{}", p[0], p.get(1).copied().unwrap_or(0))
}

fn cases() -> Vec<Case> {
    let m = Scenario::matrix().json().run().matrix();
    let rows = cuda_libraries();
    let mut out = Vec::new();
    for r in &m.tensorflow {
        let and_cuda = r.and_cuda.as_ref();
        let cuda = exact_pin(and_cuda.and_then(|a| a.get("cuda_runtime")))
            .map(|c| major_minor(&c))
            .unwrap_or_else(|| r.cuda.clone());
        let cudnn = exact_pin(and_cuda.and_then(|a| a.get("cudnn")))
            .map(|c| three(&c))
            .unwrap_or_else(|| three(&r.cudnn));
        out.push(Case {
            kind: Kind::Tf,
            package: r.package.clone(),
            label: format!("TensorFlow {}", r.tested),
            version: r.tested.clone(),
            libs: libs_for(&rows, &cuda),
            cuda,
            cudnn,
            cudnn_floor: r.cudnn.clone(),
            cuda_floor: r.cuda.clone(),
            wheels: and_cuda.is_some(),
        });
    }
    for r in m.pytorch.as_array().unwrap() {
        let s = |k: &str| r[k].as_str().unwrap().to_string();
        let version = format!("{}.0", s("version"));
        let cuda = s("pypi_cuda");
        out.push(Case {
            kind: Kind::Torch,
            package: "torch".into(),
            label: format!("PyTorch {version}"),
            version,
            libs: libs_for(&rows, &cuda),
            cuda: cuda.clone(),
            cudnn: three(&s("pypi_cudnn")),
            cudnn_floor: major_minor(&s("pypi_cudnn")),
            cuda_floor: cuda,
            wheels: true,
        });
    }
    let plugins = m.jax_plugin.as_array().unwrap();
    for r in m.jax.as_array().unwrap() {
        let version = r["version"].as_str().unwrap().to_string();
        for major in r["cuda_majors"].as_array().unwrap() {
            let p = plugins
                .iter()
                .find(|p| p["cuda_major"] == *major)
                .expect("a [[jax_plugin]] row for every [[jax]] CUDA major");
            let cuda = p["min_cuda"].as_str().unwrap().to_string();
            let cudnn = p["min_cudnn"].as_str().unwrap().to_string();
            out.push(Case {
                kind: Kind::Jax,
                package: "jax".into(),
                label: format!("JAX {version}"),
                version: version.clone(),
                libs: libs_for(&rows, &cuda),
                cuda: cuda.clone(),
                cudnn: three(&cudnn),
                cudnn_floor: cudnn,
                cuda_floor: cuda,
                wheels: true,
            });
        }
    }
    out
}

/// Encodings the stubs compile in: cudaRuntimeGetVersion's and cudnnGetVersion's.
fn cudart_int(v: &str) -> u64 {
    let p = parts(v);
    p[0] * 1000 + p.get(1).copied().unwrap_or(0) * 10
}

fn cudnn_int(v: &str) -> u64 {
    let p = parts(v);
    let (a, b, c) = (
        p[0],
        p.get(1).copied().unwrap_or(0),
        p.get(2).copied().unwrap_or(0),
    );
    if a >= 9 {
        a * 10000 + b * 100 + c
    } else {
        a * 1000 + b * 100 + c
    }
}

/// The wheel directory a library lives in (CUDA 13 wheels share nvidia/cu13/lib).
fn wheel_dir(cuda_major: u64, soname: &str) -> String {
    let base = soname.split(".so.").next().unwrap();
    if base == "libcudnn" {
        return "cudnn".into();
    }
    if cuda_major >= 13 {
        return format!("cu{cuda_major}");
    }
    match base {
        "libcudart" => "cuda_runtime".into(),
        "libcublasLt" => "cublas".into(),
        other => other.trim_start_matches("lib").to_string(),
    }
}

/// Copy a cached stub into `dir` under its soname.
fn place(src_dir: PathBuf, soname: &str, dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::copy(src_dir.join(soname), dir.join(soname)).unwrap();
}

/// Build the stand-in for `case` with `variant` under `root`: site-packages (or, before the
/// NVIDIA wheels, a system directory for --lib-dir) and a fake interpreter at bin/python3.
fn stand_in(case: &Case, variant: Variant, root: &Path, rows: &[CudaLibs]) {
    let sp = root.join("lib/python3.11/site-packages");
    let sys = root.join("usr-local-cuda/lib64");
    let cuda_major = parts(&case.cuda)[0];
    let dir_of = |soname: &str| {
        if case.wheels {
            sp.join("nvidia")
                .join(wheel_dir(cuda_major, soname))
                .join("lib")
        } else {
            sys.clone()
        }
    };
    let cudart = cudart_int(&case.cuda).to_string();
    for soname in &case.libs.sonames {
        let base = soname.split(".so.").next().unwrap();
        if base == "libcudart" {
            if variant == Variant::OtherRuntimeMajor {
                let other = rows.iter().rev().find(|l| l.major != cuda_major).unwrap();
                let s = other
                    .sonames
                    .iter()
                    .find(|s| s.starts_with("libcudart.so."))
                    .unwrap();
                let v = format!("VERSION={}", other.major * 1000);
                place(stub_lib("cudart.c", s, &[&v]), s, &dir_of(soname));
            } else {
                place(
                    stub_lib("cudart.c", soname, &[&format!("VERSION={cudart}")]),
                    soname,
                    &dir_of(soname),
                );
            }
            continue;
        }
        let vmajor = soname
            .split(".so.")
            .nth(1)
            .unwrap()
            .split('.')
            .next()
            .unwrap();
        let defines = [
            format!("PREFIX={}", base.trim_start_matches("lib")),
            format!("VMAJOR={vmajor}"),
            "VMINOR=0".to_string(),
            "VPATCH=0".to_string(),
        ];
        let d: Vec<&str> = defines.iter().map(String::as_str).collect();
        place(stub_lib("cumath.c", soname, &d), soname, &dir_of(soname));
    }
    // cuDNN: the release's, one minor below its floor, or the other major.
    let floor = parts(&case.cudnn_floor);
    let (cudnn_version, cudnn_major) = match variant {
        Variant::CudnnMinorBelow => (format!("{}.{}.0", floor[0], floor[1] - 1), floor[0]),
        Variant::OtherCudnnMajor => {
            let other = if floor[0] == 9 { 8 } else { floor[0] + 1 };
            (format!("{other}.0.0"), other)
        }
        _ => (case.cudnn.clone(), floor[0]),
    };
    let soname = format!("libcudnn.so.{cudnn_major}");
    let defines = [
        format!("VERSION={}", cudnn_int(&cudnn_version)),
        format!("CUDART={cudart}"),
    ];
    let d: Vec<&str> = defines.iter().map(String::as_str).collect();
    place(stub_lib("cudnn.c", &soname, &d), &soname, &dir_of(&soname));
    // The consumer object with the wheel's own search path, and the dist-infos.
    let wheel_dirs: Vec<String> = if cuda_major >= 13 {
        vec![format!("cu{cuda_major}"), "cudnn".into()]
    } else {
        [
            "cuda_runtime",
            "cublas",
            "cudnn",
            "cufft",
            "cusolver",
            "cusparse",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    };
    let (object, dists, origins, dtags): (String, Vec<String>, &[&str], &str) = match case.kind {
        Kind::Tf => (
            "tensorflow/libtensorflow_framework.so.2".into(),
            vec![format!(
                "{}-{}",
                case.package.replace('-', "_"),
                case.version
            )],
            &["$ORIGIN/../.."],
            "--enable-new-dtags",
        ),
        Kind::Torch => {
            let v = sp.join("torch/version.py");
            std::fs::create_dir_all(v.parent().unwrap()).unwrap();
            std::fs::write(
                &v,
                format!(
                    "__version__ = '{}'\ncuda: Optional[str] = '{}'\ngit_version = 'stand-in'\n",
                    case.version, case.cuda
                ),
            )
            .unwrap();
            (
                "torch/lib/libtorch_cuda.so".into(),
                vec![format!("torch-{}", case.version)],
                &["$ORIGIN/../.."],
                "--disable-new-dtags",
            )
        }
        Kind::Jax => (
            format!("jax_plugins/xla_cuda{cuda_major}/xla_cuda_plugin.so"),
            vec![
                format!("jax-{}", case.version),
                format!("jaxlib-{}", case.version),
                format!("jax_cuda{cuda_major}_pjrt-{}", case.version),
            ],
            &["$ORIGIN/../..", "$ORIGIN/.."],
            "--disable-new-dtags",
        ),
    };
    let mut path: Vec<String> = Vec::new();
    for w in &wheel_dirs {
        for o in origins {
            // TensorFlow's RUNPATH names both $ORIGIN/../../nvidia and $ORIGIN/../nvidia.
            path.push(format!("{o}/nvidia/{w}/lib"));
            if case.kind == Kind::Tf {
                path.push(format!("$ORIGIN/../nvidia/{w}/lib"));
            }
        }
    }
    consumer(&sp.join(&object), &path.join(":"), dtags);
    for d in dists {
        let dir = sp.join(format!("{d}.dist-info"));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("METADATA"), "Metadata-Version: 2.1\n").unwrap();
    }
    let py = root.join("bin/python3");
    std::fs::create_dir_all(py.parent().unwrap()).unwrap();
    std::fs::write(
        &py,
        format!(
            "#!/bin/sh\necho 'GPUDOC_ANSWER:{{\"result\": \"success\", \"prefix\": \"{p}\", \"base_prefix\": \"/usr\", \"conda_prefix\": null, \"executable\": \"{py}\", \"version\": \"3.11.7\", \"implementation\": \"cpython\", \"machine\": \"x86_64\", \"platform_tag\": \"linux-x86_64\", \"pointer_bits\": 64, \"soabi\": \"cpython-311-x86_64-linux-gnu\", \"glibc\": \"2.36\", \"frameworks\": [], \"nvidia_packages\": [], \"modules\": {{}}, \"site_packages\": [\"{sp}\"]}}'\n",
            p = root.display(),
            py = py.display(),
            sp = sp.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&py, std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// Compile the consumer object (a real ELF with `search_path` as RPATH or RUNPATH) once per
/// distinct object, search path and tag kind, and copy it to `out`.
fn consumer(out: &Path, search_path: &str, dtags: &str) {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static BUILT: OnceLock<Mutex<HashMap<String, PathBuf>>> = OnceLock::new();
    let name = out.file_name().unwrap().to_string_lossy().into_owned();
    let key = format!("{name} {search_path} {dtags}");
    let mut built = BUILT.get_or_init(Default::default).lock().unwrap();
    let n = built.len();
    let cached = built.entry(key).or_insert_with(|| {
        let p = crate::support::stubs::stub_root()
            .join("release-consumers")
            .join(n.to_string())
            .join(&name);
        compile(
            "consumer.c",
            &p,
            &name,
            &[
                &format!("-Wl,-rpath,{search_path}"),
                &format!("-Wl,{dtags}"),
            ],
        );
        p
    });
    std::fs::create_dir_all(out.parent().unwrap()).unwrap();
    std::fs::copy(cached, out).unwrap();
}

/// What a run must show: every check of the layer passes (or skips), or the named check
/// fails and names the release and the floor.
fn judge(case: &Case, variant: Variant, r: &Report) -> Result<(), String> {
    let layer = &r.layer("libraries").checks;
    let consumer = r.check("libraries.consumer");
    if !consumer.evidence_text().contains(&case.label) {
        return Err(format!(
            "consumer does not name {}: {consumer:#?}",
            case.label
        ));
    }
    let (id, floor) = match variant {
        Variant::Exact => {
            return match layer
                .iter()
                .find(|c| !matches!(c.status, Status::Pass | Status::Skip))
            {
                None => Ok(()),
                Some(c) => Err(format!(
                    "{:?} {}: {}\n{}",
                    c.status,
                    c.id,
                    c.summary,
                    c.evidence_text()
                )),
            };
        }
        Variant::CudnnMinorBelow | Variant::OtherCudnnMajor => {
            ("libraries.cudnn", format!("cuDNN {}", case.cudnn_floor))
        }
        Variant::OtherRuntimeMajor => ("libraries.cudart", format!("CUDA {}", case.cuda_floor)),
    };
    let c = r.check(id);
    let text = format!("{}\n{}", c.summary, c.evidence_text());
    if c.status != Status::Fail || !text.contains(&case.label) || !text.contains(&floor) {
        return Err(format!(
            "{id} should fail naming {} and {floor}: {:?} {text}",
            case.label, c.status
        ));
    }
    Ok(())
}

#[test]
fn libraries_every_release_row_passes_and_its_floors_fail() {
    let started = Instant::now();
    let cases = cases();
    let rows = cuda_libraries();
    let kinds = |k: Kind| cases.iter().filter(|c| c.kind == k).count();
    assert!(kinds(Kind::Tf) >= 22 && kinds(Kind::Torch) >= 16 && kinds(Kind::Jax) >= 7);
    let mut jobs: Vec<(usize, Variant)> = Vec::new();
    // Every row passes; each row also gets one failing copy, the three kinds in turn (a
    // deterministic sample: all 4 x 49 runs take over a minute on 2 cores). A floor with
    // minor 0 has no minor below it: that row gets the other cuDNN major instead.
    let failing = [
        Variant::CudnnMinorBelow,
        Variant::OtherCudnnMajor,
        Variant::OtherRuntimeMajor,
    ];
    for (i, c) in cases.iter().enumerate() {
        jobs.push((i, Variant::Exact));
        let mut v = failing[i % failing.len()];
        if v == Variant::CudnnMinorBelow && parts(&c.cudnn_floor)[1] == 0 {
            v = Variant::OtherCudnnMajor;
        }
        jobs.push((i, v));
    }
    // A fake root (so the machine's own loader cache and default dirs never leak in), held
    // here and named by path in the threads.
    let root = FakeRoot::empty();
    let root_dir = root.path().to_path_buf();
    let scratch = tempfile::tempdir().unwrap();
    let building = Instant::now();
    // Compile every distinct stub once, on this thread, before the runs share the cache.
    let dirs: Vec<PathBuf> = jobs
        .iter()
        .enumerate()
        .map(|(n, (i, v))| {
            let d = scratch.path().join(n.to_string());
            stand_in(&cases[*i], *v, &d, &rows);
            d
        })
        .collect();
    let built_in = building.elapsed().as_secs_f64();
    let failures = std::sync::Mutex::new(Vec::<String>::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                loop {
                    let n = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let Some((i, v)) = jobs.get(n) else { break };
                    let case = &cases[*i];
                    let d = &dirs[n];
                    let py = d.join("bin/python3");
                    let mut sc = Scenario::check()
                        .root_dir(&root_dir)
                        .only("libraries")
                        .timeout(10)
                        .python(&py);
                    if !case.wheels {
                        sc = sc.lib_dir(d.join("usr-local-cuda/lib64"));
                    }
                    if let Err(e) = judge(case, *v, &sc.report()) {
                        failures
                            .lock()
                            .unwrap()
                            .push(format!("{} ({:?}, CUDA {}): {e}", case.label, v, case.cuda));
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    eprintln!(
        "{} releases, {} runs in {:.1}s (stand-ins built in {built_in:.1}s)",
        cases.len(),
        jobs.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
