//! Python interpreters for scenarios: the machine's real `python3`, the real-component venv
//! (scripts/setup-venv.sh), the fixture stand-in `fixtures/python/fake-python`, and [`Site`],
//! a fake site-packages with stub NVIDIA wheels and a fake framework object.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use super::{fixture, repo, stubs};

/// The real interpreter behind `python3` on PATH (resolving pyenv-style shims once).
pub fn real_python() -> PathBuf {
    static PY: OnceLock<PathBuf> = OnceLock::new();
    PY.get_or_init(|| {
        let out = Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .expect("python3 is needed for these tests (scripts/test.sh installs it)");
        PathBuf::from(String::from_utf8(out.stdout).unwrap().trim())
    })
    .clone()
}

/// The real-component venv's python (`tensorflow[and-cuda]` and the real NVIDIA wheels);
/// panics (never skips) when it is missing.
pub fn venv_python() -> PathBuf {
    let out = Command::new(repo().join("scripts/ci-venv-python"))
        .output()
        .expect("scripts/ci-venv-python runs");
    assert!(
        out.status.success(),
        "the real-component venv (real TensorFlow and NVIDIA wheels) is missing: run scripts/setup-venv.sh ({})",
        String::from_utf8_lossy(&out.stderr)
    );
    PathBuf::from(String::from_utf8(out.stdout).unwrap().trim())
}

/// The python of a named real-component tier (`scripts/ci-venv-python <tier>`, e.g. "tf215"),
/// or `None` with the reason printed when that venv is not installed.
pub fn tier_python(tier: &str) -> Option<PathBuf> {
    let out = Command::new(repo().join("scripts/ci-venv-python"))
        .arg(tier)
        .output()
        .expect("scripts/ci-venv-python runs");
    if !out.status.success() {
        eprintln!(
            "skipping the {tier} tier: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
        return None;
    }
    Some(PathBuf::from(String::from_utf8(out.stdout).unwrap().trim()))
}

/// The fixture stand-in interpreter; it answers from the directory in `GPUDOC_FAKE_PY`.
pub fn fake_python() -> PathBuf {
    fixture("python/fake-python")
}

/// A scenario directory of canned answers for [`fake_python`]: `fixtures/python/<name>`.
pub fn fake_python_scenario(name: &str) -> PathBuf {
    fixture(&format!("python/{name}"))
}

/// A stand-in framework package directory for the real python3's PYTHONPATH:
/// `fixtures/python/packages/<name>`.
pub fn stand_in_packages(name: &str) -> PathBuf {
    fixture(&format!("python/packages/{name}"))
}

/// Which fake framework a [`Site`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Framework {
    /// TensorFlow 2.21.0: RUNPATH into nvidia/*/lib, as the real wheel.
    TensorFlow,
    /// PyTorch 2.11.0: RPATH into nvidia/*/lib, as the real wheel.
    Torch,
}

/// A site-packages with a fake framework object (a real ELF with the real wheel's RPATH or
/// RUNPATH) requiring cuDNN >= `cudnn_min`, the stub NVIDIA wheels, and a fake interpreter
/// that reports it.
pub struct Site {
    dir: tempfile::TempDir,
}

impl Site {
    pub fn root(&self) -> &Path {
        self.dir.path()
    }

    /// The site-packages directory.
    pub fn sp(&self) -> PathBuf {
        self.dir.path().join("lib/python3.11/site-packages")
    }

    /// The fake interpreter.
    pub fn python(&self) -> PathBuf {
        self.dir.path().join("bin/python3")
    }

    pub fn new(framework: Framework, cudnn: u32, cudnn_min: &str) -> Site {
        Site::with_framework_answer(framework, cudnn, cudnn_min, None)
    }

    /// As [`Site::new`]; the interpreter also answers the framework layer's probe with
    /// `framework_answer` (the JSON after its `GPUDOC_ANSWER:` marker).
    pub fn with_framework_answer(
        framework: Framework,
        cudnn: u32,
        cudnn_min: &str,
        framework_answer: Option<&str>,
    ) -> Site {
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
        stubs::stub_family(&|w| sp.join("nvidia").join(w).join("lib"), cudnn);
        let (object, dist, new_dtags, origin) = match framework {
            Framework::TensorFlow => (
                "tensorflow/libtensorflow_framework.so.2",
                "tensorflow-2.21.0",
                "--enable-new-dtags",
                "$ORIGIN/..",
            ),
            Framework::Torch => (
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
        stubs::compile(
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
        // hooks print). The libraries layer reads site-packages from that probe. The argument
        // after `framework` names a framework query, which gets `framework_answer` if given.
        let framework_branch = match framework_answer {
            Some(answer) => format!(
                "case \"$q\" in tensorflow|pytorch|jax) echo 'GPUDOC_ANSWER:{answer}'; exit 0;; esac\n"
            ),
            None => String::new(),
        };
        // With a framework answer the interpreter also names the framework as importable,
        // so the framework layer probes it.
        let (frameworks, modules) = match framework_answer {
            Some(_) => {
                let (name, version) = dist.split_once('-').unwrap();
                let module = object.split('/').next().unwrap();
                (
                    format!(
                        "{{\"name\": \"{name}\", \"version\": \"{version}\", \"location\": \"{sp}\"}}",
                        sp = sp.display()
                    ),
                    format!("\"{module}\": \"{}\"", sp.join(module).display()),
                )
            }
            None => (String::new(), String::new()),
        };
        std::fs::write(
            &py,
            format!(
                "#!/bin/sh\nq=; prev=; for a; do [ \"$prev\" = framework ] && q=$a; prev=$a; done\n{framework_branch}echo 'sitecustomize says hello'\necho 'GPUDOC_ANSWER:{{\"result\": \"success\", \"prefix\": \"{p}\", \"base_prefix\": \"/usr\", \"conda_prefix\": null, \"executable\": \"{py}\", \"version\": \"3.11.7\", \"implementation\": \"cpython\", \"machine\": \"x86_64\", \"platform_tag\": \"linux-x86_64\", \"pointer_bits\": 64, \"soabi\": \"cpython-311-x86_64-linux-gnu\", \"glibc\": \"2.36\", \"frameworks\": [{frameworks}], \"nvidia_packages\": [], \"modules\": {{{modules}}}, \"site_packages\": [\"{sp}\"]}}'\n",
                p = site.dir.path().display(),
                py = py.display(),
                sp = sp.display()
            ),
        )
        .unwrap();
        std::fs::set_permissions(&py, std::fs::Permissions::from_mode(0o755)).unwrap();
        site
    }
}
