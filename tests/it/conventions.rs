//! One set of command-line conventions across the subcommands: `--python` takes a path or a
//! version request everywhere, `--only`/`--skip` take comma lists, `matrix` prints text
//! unless `--json`, colour follows FORCE_COLOR/CLICOLOR_FORCE/NO_COLOR, and the shell
//! completions and man page come from the same clap definition.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support::python::real_python;
use crate::support::{FakeRoot, Scenario, Status, repo};

const LAYER_LIST: &str = "driver, nodes, libraries, python, framework, devices, stress";

fn gpudoc_dir() -> PathBuf {
    Path::new(env!("CARGO_BIN_EXE_gpudoc"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// The acceptance line of the issue: the bash completion script sources and registers.
#[test]
fn bash_completion_sources_and_registers_gpudoc() {
    let path = format!(
        "{}:{}",
        gpudoc_dir().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("bash")
        .args([
            "-c",
            "source <(gpudoc completions bash); complete -p gpudoc",
        ])
        .env("PATH", path)
        .output()
        .expect("bash runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("complete") && stdout.contains("gpudoc"),
        "status {:?}\nstdout: {stdout}\nstderr: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    for shell in ["bash", "zsh", "fish"] {
        let o = Scenario::gpudoc(["completions", shell]).run();
        assert_eq!(o.code, 0, "{shell}: {}", o.stderr);
        assert!(
            o.stdout.contains("gpudoc")
                && o.stdout.contains("--only")
                && o.stdout.contains("explain"),
            "{shell}"
        );
        // gpudoc's own plumbing is not offered to the user.
        assert!(
            !o.stdout.contains("__probe") && !o.stdout.contains("__train-explain"),
            "{shell} completes a hidden subcommand"
        );
    }
    let o = Scenario::gpudoc(["completions", "tcsh"]).run();
    assert_eq!(o.code, 2, "an unknown shell is a usage error");
}

/// docs/gpudoc.1 is exactly what `gpudoc man` prints now.
#[test]
fn committed_man_page_is_up_to_date() {
    let o = Scenario::gpudoc(["man"]).run();
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.starts_with(".ie") && o.stdout.contains(".SH \"CHECK\""));
    let committed = std::fs::read_to_string(repo().join("docs/gpudoc.1")).unwrap_or_default();
    assert!(
        committed == o.stdout,
        "docs/gpudoc.1 is out of date: regenerate it with `cargo run -q -- man > docs/gpudoc.1`"
    );
}

fn reported_layers(r: &crate::support::Report) -> Vec<String> {
    r.layers
        .iter()
        .filter(|l| !l.prerequisite && l.status != Status::Skip)
        .map(|l| l.id.clone())
        .collect()
}

#[test]
fn only_and_skip_take_comma_lists_and_repeats() {
    let root = FakeRoot::healthy("580.159.04");
    let base = Scenario::check().root(&root).nvml(&[]);
    let comma = base.clone().args(["--only", "driver,nodes"]).report();
    let repeated = base.clone().only("driver").only("nodes").report();
    assert_eq!(reported_layers(&comma), ["driver", "nodes"]);
    assert_eq!(reported_layers(&repeated), ["driver", "nodes"]);
    let skipped = base
        .clone()
        .args(["--skip", "libraries,python,framework,devices"])
        .skip("stress")
        .report();
    assert_eq!(reported_layers(&skipped), ["driver", "nodes"]);
}

#[test]
fn unknown_layer_ids_exit_2_with_the_valid_ones() {
    for flag in ["--only", "--skip"] {
        let o = Scenario::check().args([flag, "driver,gpu"]).run();
        assert_eq!(o.code, 2, "{flag}: {}", o.stderr);
        assert!(
            o.stderr.contains("unknown layer `gpu`") && o.stderr.contains(LAYER_LIST),
            "{flag}: {}",
            o.stderr
        );
    }
}

#[test]
fn matrix_prints_text_unless_json_for_every_selection() {
    for selection in [
        &["tensorflow", "2.15"][..],
        &["pytorch", "2.7"],
        &["jax", "0.7.0"],
        &["gpu", "H200"],
        &["pytorch"],
        &["cuda"],
        &[],
    ] {
        let text = Scenario::matrix().args(selection).run();
        assert_eq!(text.code, 0, "{selection:?}: {}", text.stderr);
        assert!(
            !text.stdout.trim_start().starts_with('{')
                && serde_json::from_str::<serde_json::Value>(&text.stdout).is_err(),
            "{selection:?} prints text by default:\n{}",
            text.stdout
        );
        let json = Scenario::matrix().args(selection).arg("--json").run();
        assert_eq!(json.code, 0, "{selection:?}: {}", json.stderr);
        let _: serde_json::Value = json.json();
    }
    let o = Scenario::matrix().args(["pytorch", "2.7"]).run();
    assert!(o.stdout.starts_with("PyTorch 2.7\n"), "{}", o.stdout);
    assert!(
        o.stdout.contains("CUDA builds  11.8, 12.6, 12.8"),
        "{}",
        o.stdout
    );
    // One table's JSON holds that table only.
    let v: serde_json::Value = Scenario::matrix().args(["pytorch", "--json"]).run().json();
    assert!(
        v["pytorch"].is_array() && v.get("tensorflow").is_none(),
        "{v}"
    );
}

#[test]
fn force_color_colours_a_pipe_and_no_color_wins() {
    let root = FakeRoot::healthy("580.159.04");
    let s = Scenario::check().root(&root).nvml(&[]).only("driver");
    let esc = "\x1b[";
    assert!(!s.run().stdout.contains(esc), "no colour into a pipe");
    for var in ["FORCE_COLOR", "CLICOLOR_FORCE"] {
        let o = s.clone().env(var, "1").run();
        assert!(o.stdout.contains(esc), "{var}=1 colours:\n{}", o.stdout);
        let o = s.clone().env(var, "1").env("NO_COLOR", "1").run();
        assert!(!o.stdout.contains(esc), "NO_COLOR wins over {var}");
    }
    assert!(!s.clone().env("FORCE_COLOR", "0").run().stdout.contains(esc));
    let o = s
        .clone()
        .env("FORCE_COLOR", "1")
        .args(["--color", "never"])
        .run();
    assert!(!o.stdout.contains(esc), "--color never wins");
}

/// The real interpreter's version, and a directory with it linked as `python3.<minor>`
/// (the only such name on the PATH the test gives gpudoc).
fn versioned_link() -> (tempfile::TempDir, [u64; 3]) {
    let python = real_python();
    let out = Command::new(&python)
        .args(["-c", "import sys; print('%d %d %d' % sys.version_info[:3])"])
        .output()
        .expect("python runs");
    let v: Vec<u64> = String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    let dir = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(&python, dir.path().join(format!("python{}.{}", v[0], v[1])))
        .unwrap();
    (dir, [v[0], v[1], v[2]])
}

#[test]
fn python_version_requests_resolve_and_say_where() {
    let (dir, [major, minor, patch]) = versioned_link();
    let link = dir.path().join(format!("python{major}.{minor}"));
    let empty_home = tempfile::tempdir().unwrap();
    let check = |request: &str| {
        Scenario::check()
            .only("python")
            .timeout(30)
            .env("PATH", dir.path())
            .env("HOME", empty_home.path())
            .args(["--python", request])
    };
    for request in [
        format!("{major}.{minor}"),
        format!("python{major}.{minor}"),
        format!("{major}.{minor}.{patch}"),
    ] {
        let r = check(&request).report();
        let c = r.check("python.interpreter");
        assert!(
            c.evidence.contains(&format!(
                "--python {request} resolved to {}",
                link.display()
            )),
            "{request}: {c:#?}"
        );
        assert_eq!(
            r.facts.python.as_ref().unwrap().version,
            format!("{major}.{minor}.{patch}")
        );
    }
    // Nothing answers: a usage error that says what was looked for, before any check.
    for request in [
        format!("{major}.{}", minor + 40),
        format!("{major}.{minor}.{}", patch + 90),
    ] {
        let o = check(&request).run();
        assert_eq!(o.code, 2, "{request}: {}", o.stderr);
        assert!(
            o.stderr.contains(&format!("--python {request}: no Python"))
                && o.stderr.contains(&dir.path().display().to_string())
                && o.stdout.is_empty(),
            "{request}: {}",
            o.stderr
        );
    }
}

#[test]
fn plan_python_is_a_version_or_an_interpreter() {
    let (dir, [major, minor, _]) = versioned_link();
    let link = dir.path().join(format!("python{major}.{minor}"));
    let live = || {
        Scenario::plan()
            .arg("--json")
            .env("PATH", dir.path())
            .args(["--timeout", "30"])
    };
    // A version: planned for as given, nothing is run for it.
    let p = live().args(["--python", "3.10"]).run().plan();
    assert_eq!(p.machine.python.as_deref(), Some("3.10"));
    let p = live().args(["--python", "python3.10"]).run().plan();
    assert_eq!(p.machine.python.as_deref(), Some("3.10"));
    // A path: that interpreter's version, as `check --python PATH` reads it; --interpreter
    // is the old spelling and still works.
    let want = format!("{major}.{minor}");
    for flag in ["--python", "--interpreter"] {
        let p = live().arg(flag).arg(&link).run().plan();
        let got = p.machine.python.clone().unwrap_or_default();
        assert!(got.starts_with(&want), "{flag}: {got} {:?}", p.notes);
    }
    // With --driver nothing is read: a path there is a usage error.
    let o = Scenario::plan()
        .args(["--driver", "580.159.04", "--python"])
        .arg(&link)
        .run();
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(o.stderr.contains("give a version"), "{}", o.stderr);
}
