//! CLI tests of `gpudoc matrix` and `gpudoc plan`: they run the built binary and check its
//! human output, its JSON, and its exit codes. Expected values are typed in from the
//! sources (tensorflow.org tested builds, NVIDIA's CUDA release notes), not computed.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

fn gpudoc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gpudoc"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("the gpudoc binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn fixture(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/matrices")
        .join(name)
        .display()
        .to_string()
}

fn json(o: &Output) -> Value {
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(o));
    serde_json::from_slice(&o.stdout).expect("stdout is one JSON document")
}

#[test]
fn plan_old_driver_recommends_tf_2_14_and_explains_2_15() {
    let o = gpudoc(&[
        "plan",
        "--driver",
        "470.82.01",
        "--gpu",
        "8.6",
        "--python",
        "3.11",
    ]);
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        out.contains("TensorFlow: recommend 2.14 (CUDA 11.8, cuDNN 8.7"),
        "{out}"
    );
    assert!(
        out.contains("minor version compatibility on driver >= 450.80.02"),
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
    let v = json(&gpudoc(&[
        "plan",
        "--driver",
        "470.82.01",
        "--gpu",
        "8.6",
        "--python",
        "3.11",
        "--json",
    ]));
    let tf = &v["tensorflow"];
    assert_eq!(tf["recommended"]["version"], "2.14");
    assert_eq!(tf["recommended"]["cuda"], "11.8");
    assert_eq!(tf["recommended"]["min_driver"], "450.80.02");
    assert_eq!(tf["why_not"][0]["from"], "2.15");
    assert_eq!(tf["why_not"][0]["to"], "2.21");
    assert_eq!(tf["why_not"][0]["to_newest"], true);
    let first = &tf["blocked"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["version"] == "2.15")
        .unwrap()["blockers"][0];
    assert_eq!(first["kind"], "driver");
    assert_eq!(first["cuda"], "12.2");
    assert_eq!(first["needs_driver"], "525.60.13");
    assert_eq!(tf["unlock"][0]["upgrades"][0], "NVIDIA driver >= 525.60.13");
    assert_eq!(v["machine"]["driver"], "470.82.01");
    assert_eq!(v["pytorch"]["recommended"]["cuda"], "11.8");
    assert!(v["jax"]["recommended"].is_null());
}

#[test]
fn plan_h200_driver_recommends_the_newest_releases() {
    let o = gpudoc(&[
        "plan",
        "--driver",
        "580.159.04",
        "--gpu",
        "9.0",
        "--python",
        "3.12",
    ]);
    let out = stdout(&o);
    assert!(
        out.contains("TensorFlow: recommend 2.21 (CUDA 12.5, cuDNN 9.3"),
        "{out}"
    );
    assert!(
        !out.contains("TensorFlow 2.2"),
        "nothing newer to explain: {out}"
    );
    let v = json(&gpudoc(&[
        "plan",
        "--driver",
        "580.159.04",
        "--gpu",
        "H200",
        "--python",
        "3.12",
        "--json",
    ]));
    assert_eq!(v["tensorflow"]["recommended"]["version"], "2.21");
    assert_eq!(v["tensorflow"]["why_not"].as_array().unwrap().len(), 0);
    assert_eq!(v["machine"]["gpus"][0]["compute_capability"], "9.0");
    assert_eq!(v["pytorch"]["recommended"]["version"], "2.15");
    assert_eq!(v["jax"]["recommended"]["version"], "0.10.2");
}

#[test]
fn plan_rejects_bad_flags_with_exit_2() {
    let o = gpudoc(&["plan", "--driver", "five", "--gpu", "8.6"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--driver `five` is not a dotted version number"));
    let o = gpudoc(&["plan", "--driver", "550.54.15", "--gpu", "Voodoo 3"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn matrix_tensorflow_release_shows_what_it_needs() {
    let o = gpudoc(&["matrix", "tensorflow", "2.15"]);
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(0));
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
    let o = gpudoc(&["matrix", "tensorflow", "2.99"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("error: TensorFlow 2.99 is not in the matrix"));
}

#[test]
fn matrix_json_dumps_every_tensorflow_row() {
    let v = json(&gpudoc(&["matrix", "--json"]));
    let rows = v["tensorflow"].as_array().unwrap();
    assert_eq!(rows.len(), 22);
    for r in rows {
        for key in [
            "version",
            "python_min",
            "python_max",
            "cuda",
            "cudnn",
            "compute_capabilities",
        ] {
            assert!(!r[key].is_null(), "{key} missing in {r}");
        }
    }
    let r = rows.iter().find(|r| r["version"] == "2.10").unwrap();
    assert_eq!(
        (r["cuda"].as_str(), r["cudnn"].as_str()),
        (Some("11.2"), Some("8.1"))
    );
    assert_eq!(r["compute_capabilities"]["min_cc"], "3.5");
    let r = rows.iter().find(|r| r["version"] == "2.21").unwrap();
    assert_eq!(r["python_min"], "3.10");
    assert_eq!(
        r["compute_capabilities"]["sass"]
            .as_array()
            .unwrap()
            .last()
            .unwrap(),
        "9.0"
    );
    assert!(v["gpu"].as_array().unwrap().len() > 20);
}

#[test]
fn matrix_validate_accepts_good_and_rejects_bad_files() {
    let o = gpudoc(&["matrix", "--validate", &fixture("good-minimal.toml")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("valid"));
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
        let path = fixture(file);
        let o = gpudoc(&["matrix", "--validate", &path]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{file}: {err}");
        assert!(
            err.starts_with(&format!("error: {path}:{line}:")),
            "{file}: {err}"
        );
        assert!(err.contains(reason), "{file}: {err}");
    }
}
