//! CLI tests of `gpudoc matrix` and `gpudoc plan`: they run the built binary and check its
//! human output, its JSON (typed: support::answers) and its exit codes. Expected values are
//! typed in from the sources (tensorflow.org tested builds, NVIDIA's CUDA release notes),
//! not computed.

use crate::support::answers::Blocker;
use crate::support::{FakeRoot, Outcome, Scenario, fixture};

fn plan(args: &[&str]) -> Outcome {
    Scenario::plan().args(args).run()
}

fn matrix(args: &[&str]) -> Outcome {
    Scenario::matrix().args(args).run()
}

fn matrix_fixture(name: &str) -> String {
    fixture(&format!("matrices/{name}")).display().to_string()
}

#[test]
fn plan_old_driver_recommends_tf_2_14_and_explains_2_15() {
    let o = plan(&["--driver", "470.82.01", "--gpu", "8.6", "--python", "3.11"]);
    let out = &o.stdout;
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        out.contains("TensorFlow: recommend 2.14 (CUDA 11.8, cuDNN 8.7"),
        "{out}"
    );
    assert!(
        // CC 8.6 JITs 2.14's compute_80 PTX (made by CUDA 11.1): driver 455.23, not 450.80.02.
        out.contains("minor version compatibility on driver >= 455.23"),
        "{out}"
    );
    assert!(
        out.contains(
            "2.15 and later: TensorFlow 2.15 needs CUDA 12.2, which needs driver >= 525.60.13; this driver is 470.82.01"
        ),
        "{out}"
    );
    assert!(
        out.contains("python3 -m pip install \"tensorflow[and-cuda]==2.14.*\""),
        "{out}"
    );
    assert!(out.contains("tensorflow/tensorflow:2.14.0-gpu"), "{out}");
}

#[test]
fn plan_old_driver_json_has_the_same_facts() {
    let p = plan(&[
        "--driver",
        "470.82.01",
        "--gpu",
        "8.6",
        "--python",
        "3.11",
        "--json",
    ])
    .plan();
    let tf = &p.tensorflow;
    let rec = tf.recommended();
    assert_eq!(rec.version, "2.14");
    assert_eq!(rec.cuda.as_deref(), Some("11.8"));
    assert_eq!(rec.min_driver.as_deref(), Some("455.23"));
    assert_eq!(tf.why_not[0].from, "2.15");
    assert_eq!(tf.why_not[0].to, "2.21");
    assert!(tf.why_not[0].to_newest);
    let Blocker::Driver {
        cuda, needs_driver, ..
    } = &tf.blocked("2.15").blockers[0]
    else {
        panic!("TensorFlow 2.15's first blocker is the driver: {tf:#?}");
    };
    assert_eq!(cuda, "12.2");
    assert_eq!(needs_driver, "525.60.13");
    assert_eq!(tf.unlock[0].upgrades[0], "NVIDIA driver >= 525.60.13");
    assert_eq!(p.machine.driver.as_deref(), Some("470.82.01"));
    assert_eq!(p.pytorch.recommended().cuda.as_deref(), Some("11.8"));
    assert!(p.jax.recommended.is_none());
}

#[test]
fn plan_h200_driver_recommends_the_newest_releases() {
    let o = plan(&["--driver", "580.159.04", "--gpu", "9.0", "--python", "3.12"]);
    let out = &o.stdout;
    assert!(
        out.contains("TensorFlow: recommend 2.21 (CUDA 12.5, cuDNN 9.3"),
        "{out}"
    );
    assert!(
        !out.contains("TensorFlow 2.2"),
        "nothing newer to explain: {out}"
    );
    let p = plan(&[
        "--driver",
        "580.159.04",
        "--gpu",
        "H200",
        "--python",
        "3.12",
        "--json",
    ])
    .plan();
    assert_eq!(p.tensorflow.recommended().version, "2.21");
    assert_eq!(p.tensorflow.why_not.len(), 0);
    assert_eq!(p.machine.gpus[0].compute_capability, "9.0");
    assert_eq!(p.pytorch.recommended().version, "2.15");
    assert_eq!(p.jax.recommended().version, "0.12.0.1");
}

#[test]
fn plan_rejects_bad_flags_with_exit_2() {
    let o = plan(&["--driver", "five", "--gpu", "8.6"]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr
            .contains("--driver `five` is not a dotted version number")
    );
    let o = plan(&["--driver", "550.54.15", "--gpu", "Voodoo 3"]);
    assert_eq!(o.code, 2);
}

#[test]
fn matrix_tensorflow_release_shows_what_it_needs() {
    let o = matrix(&["tensorflow", "2.15"]);
    let out = &o.stdout;
    assert_eq!(o.code, 0);
    for want in [
        "Python       3.9 to 3.11",
        "CUDA         12.2",
        "cuDNN        8.9",
        "driver       >= 525.60.13",
        "compute capability >= 5.0",
        "nvidia-cudnn-cu12==8.9.4.25",
        "tensorflow/tensorflow:2.15.0-gpu",
    ] {
        assert!(out.contains(want), "missing `{want}` in\n{out}");
    }
    let o = matrix(&["tensorflow", "2.99"]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr
            .contains("error: TensorFlow 2.99 is not in the matrix")
    );
}

#[test]
fn matrix_json_dumps_every_tensorflow_row() {
    // Every row's version, Python range, CUDA, cuDNN and compute capabilities are required
    // (non-null) fields of the typed row: decoding checks them.
    let m = matrix(&["--json"]).matrix();
    assert_eq!(m.tensorflow.len(), 22);
    for r in &m.tensorflow {
        for (key, value) in [
            ("version", &r.version),
            ("python_min", &r.python_min),
            ("python_max", &r.python_max),
            ("cuda", &r.cuda),
            ("cudnn", &r.cudnn),
        ] {
            assert!(!value.is_empty(), "{key} empty in {r:?}");
        }
    }
    let r = m.tensorflow("2.10");
    assert_eq!((r.cuda.as_str(), r.cudnn.as_str()), ("11.2", "8.1"));
    assert_eq!(r.compute_capabilities.min_cc.as_deref(), Some("3.5"));
    let r = m.tensorflow("2.21");
    assert_eq!(r.python_min, "3.10");
    // Most of 2.21's kernels carry only compute_90 PTX: sm_89 is the top SASS in every kernel.
    assert_eq!(r.compute_capabilities.sass.last().unwrap(), "8.9");
    assert_eq!(r.compute_capabilities.ptx.last().unwrap(), "9.0");
    assert!(m.gpu.len() > 20);
}

#[test]
fn matrix_validate_accepts_good_and_rejects_bad_files() {
    let o = matrix(&["--validate", &matrix_fixture("good-minimal.toml")]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("valid"));
    for (file, line, reason) in [
        ("unknown-key.toml", 27, "unknown field `colour`"),
        (
            "duplicate-version.toml",
            30,
            "duplicate tensorflow version 2.15 (first at line 17)",
        ),
        (
            "missing-cuda.toml",
            22,
            "CUDA 12.7 is not a release in the [[cuda]] table",
        ),
        (
            "unsorted.toml",
            30,
            "rows must be sorted oldest first: 2.14 comes after 2.15",
        ),
    ] {
        let path = matrix_fixture(file);
        let o = matrix(&["--validate", &path]);
        let err = &o.stderr;
        assert_eq!(o.code, 2, "{file}: {err}");
        assert!(
            err.starts_with(&format!("error: {path}:{line}:")),
            "{file}: {err}"
        );
        assert!(err.contains(reason), "{file}: {err}");
    }
}

/// Live mode on the stub H200 (driver 580.159.04, CC 9.0) with a fake Python 3.12 that
/// reports an installed jax: the plan keeps a working one and never "downgrades" it.
fn live_plan(python_scenario: &str) -> Outcome {
    let root = FakeRoot::healthy("580.159.04");
    Scenario::plan()
        .root(&root)
        .nvml(&[])
        .fake_python(python_scenario)
        .run()
}

#[test]
fn plan_live_keeps_an_installed_jax_newer_than_the_matrix() {
    let o = live_plan("installed-jax-newer");
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        o.stdout.contains("JAX: keep 0.13.0 (installed)"),
        "{}",
        o.stdout
    );
    assert!(
        o.stdout.contains(
            "installed JAX 0.13.0 is newer than the matrix (newest 0.12.0.1): not judged"
        ),
        "{}",
        o.stdout
    );
    let root = FakeRoot::healthy("580.159.04");
    let p = Scenario::plan()
        .root(&root)
        .nvml(&[])
        .fake_python("installed-jax-newer")
        .json()
        .run()
        .plan();
    let jax = &p.jax;
    assert_eq!(jax.recommended().keep.as_deref(), Some("0.13.0"));
    assert!(jax.recommended().install.is_empty());
    let i = jax.installed.as_ref().unwrap();
    assert_eq!(
        (i.status.as_str(), i.row.as_deref()),
        ("newer_than_matrix", None)
    );
    // Nothing else installed: TensorFlow is planned from scratch.
    assert!(p.tensorflow.installed.is_none());
    assert_eq!(p.tensorflow.recommended().version, "2.21");
}

#[test]
fn plan_live_keeps_a_working_mid_jax_release() {
    let o = live_plan("installed-jax-mid");
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        o.stdout.contains("JAX: keep 0.9.0 (installed)"),
        "{}",
        o.stdout
    );
    assert!(
        o.stdout
            .contains("JAX 0.12.0.1 would work here too (upgrading is optional)"),
        "{}",
        o.stdout
    );
    assert!(!o.stdout.contains("JAX: recommend"), "{}", o.stdout);
}

#[test]
fn plan_flags_report_a_blocked_installed_release() {
    // TensorFlow 2.21 on Hopper JITs CUDA 12.5 PTX: driver 550 is too old for it.
    let p = plan(&[
        "--driver",
        "550.54.15",
        "--gpu",
        "9.0",
        "--python",
        "3.12",
        "--installed",
        "tensorflow==2.21.0",
        "--json",
    ])
    .plan();
    let tf = &p.tensorflow;
    let i = tf.installed.as_ref().unwrap();
    assert_eq!(i.status, "blocked");
    assert!(i.message.contains("driver >= 555.42.02"), "{}", i.message);
    assert_eq!(tf.recommended().version, "2.18");
    assert!(tf.recommended().keep.is_none());
    let o = plan(&["--driver", "550.54.15", "--installed", "caffe==1.0"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
}

#[test]
fn plan_refuses_an_impossible_driver() {
    for driver in ["0.1", "10000.1"] {
        let out = plan(&["--driver", driver, "--gpu", "9.0"]);
        assert_eq!(out.code, 2, "{driver}: {}", out.stderr);
        assert!(out.stderr.contains("impossible"), "{}", out.stderr);
    }
}
