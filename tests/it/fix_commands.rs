//! Fix commands that work as pasted, end to end: re-runs of gpudoc keep every flag the user
//! gave, package commands follow the inspected machine's /etc/os-release, a container
//! without GPU passthrough is told how to pass the GPU through (never to install a CPU-only
//! framework), and a `--timeout` gpudoc raised is said in the evidence. (Every scenario's
//! report also goes through `support::fix_commands`.)

use crate::support::fix_commands::command_problems;
use crate::support::python::fake_python;
use crate::support::{FakeRoot, Scenario, Status};

/// Every command of every hint in the report of `scenario`.
fn all_commands(scenario: &Scenario) -> Vec<String> {
    let r = scenario.report();
    r.checks()
        .flat_map(|c| c.commands().iter().cloned())
        .collect()
}

#[test]
fn gpudoc_reruns_carry_every_flag_the_user_gave() {
    // An interpreter that answers but has no framework, a GPU machine, and every flag a
    // re-run must keep: --root, --trust-root, --lib-dir, --python, --framework, --timeout.
    let root = FakeRoot::healthy("580.159.04");
    let scenario = Scenario::check()
        .root(&root)
        .nvml(&[])
        .fake_python("no-framework")
        .args(["--framework", "pytorch"])
        .timeout(7);
    let reruns: Vec<String> = all_commands(&scenario)
        .into_iter()
        .filter(|c| c.starts_with("gpudoc check") || c.starts_with("gpudoc plan"))
        .collect();
    assert!(
        !reruns.is_empty(),
        "this machine's report has gpudoc re-runs"
    );
    let python = fake_python().display().to_string();
    for cmd in &reruns {
        for want in [
            format!("--root {}", root.path().display()),
            "--trust-root".to_string(),
            "--lib-dir ".to_string(),
            "--timeout 7".to_string(),
        ] {
            assert!(cmd.contains(&want), "{cmd} lacks {want}");
        }
        if cmd.starts_with("gpudoc check") {
            assert!(cmd.contains(&format!("--python {python}")), "{cmd}");
            assert!(cmd.contains("--framework pytorch"), "{cmd}");
        } else {
            assert!(cmd.contains(&format!("--interpreter {python}")), "{cmd}");
        }
    }
}

#[test]
fn a_longer_timeout_hint_keeps_the_interpreter() {
    // The example: `gpudoc check --timeout 120` after a hung import dropped --python.
    let args: Vec<String> = ["check", "--python", "/venv/bin/python", "--timeout", "2"]
        .map(String::from)
        .to_vec();
    assert!(!command_problems("gpudoc check --timeout 120", &args).is_empty());
    let r = Scenario::check()
        .root(&FakeRoot::healthy("580.159.04"))
        .nvml(&[])
        .stand_in_packages("tf-hang")
        .args(["--framework", "tensorflow"])
        .timeout(2)
        .report();
    let c = r.check("framework.tensorflow-import");
    assert_eq!(c.status, Status::Fail);
    let rerun = c
        .commands()
        .iter()
        .find(|x| x.starts_with("gpudoc check"))
        .unwrap();
    assert!(
        rerun.contains("--timeout 120") && rerun.contains("--python "),
        "{rerun}"
    );
    assert!(!rerun.contains("--timeout 2 "), "{rerun}");
    // --timeout 2 became 8 s for the import, and the evidence says so.
    assert!(
        c.evidence
            .iter()
            .any(|e| e == "timeout raised from 2 s to 8 s: importing TensorFlow takes longer"),
        "{c:#?}"
    );
}

#[test]
fn driver_installs_follow_the_distribution() {
    for (os_release, want, never) in [
        (
            "ID=ubuntu\nID_LIKE=debian\nVERSION_ID=\"24.04\"\n",
            "sudo ubuntu-drivers install",
            "dnf",
        ),
        (
            "ID=debian\nVERSION_ID=\"12\"\n",
            "nvidia-driver firmware-misc-nonfree",
            "ubuntu-drivers",
        ),
        (
            "ID=\"rocky\"\nID_LIKE=\"rhel centos fedora\"\nVERSION_ID=\"9.4\"\n",
            "/cuda/repos/rhel9/",
            "ubuntu-drivers",
        ),
    ] {
        let root = FakeRoot::empty();
        root.write("etc/os-release", os_release);
        let r = Scenario::check().root(&root).only("driver").report();
        let c = r.check("driver.library");
        let cmds = c.commands().join("\n");
        assert!(cmds.contains(want), "{os_release}: {cmds}");
        assert!(!cmds.contains(never), "{os_release}: {cmds}");
    }
    // A distribution gpudoc has no commands for gets NVIDIA's guide, not Ubuntu's tool.
    let root = FakeRoot::empty();
    root.write("etc/os-release", "ID=nixos\n");
    let r = Scenario::check().root(&root).only("driver").report();
    let c = r.check("driver.library");
    assert!(
        c.hint_text().contains("driver-installation-guide"),
        "{c:#?}"
    );
    assert!(!c.commands().join("\n").contains("ubuntu-drivers"));
}

#[test]
fn a_container_without_passthrough_is_told_to_pass_the_gpu_through() {
    let root = FakeRoot::empty();
    root.write(".dockerenv", "");
    root.write("etc/os-release", "ID=ubuntu\n");
    let cmds = all_commands(&Scenario::check().root(&root).fake_python("no-framework"));
    let text = cmds.join("\n");
    assert!(text.contains("docker run --gpus all"), "{text}");
    // The toolkit comes from NVIDIA's repository, which must be set up first.
    assert!(
        text.contains("nvidia.github.io/libnvidia-container")
            && text.contains("nvidia-container-toolkit"),
        "{text}"
    );
    // Inside the container the host's driver is unknown: no CPU-only framework install, and
    // no driver install inside the container either.
    for cmd in &cmds {
        assert!(
            !cmd.contains("pip install jax") && !cmd.contains("pip install torch"),
            "{cmd}"
        );
        assert!(!cmd.contains("ubuntu-drivers"), "{cmd}");
    }
}
