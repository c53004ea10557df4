//! `gpudoc plan`: describe the machine (from flags, or by running the driver, nodes and
//! python layers), plan, and print the plan.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result, bail};

use crate::cli::{OsChoice, PlanArgs};
use crate::env::{Env, Seams};
use crate::exit;
use crate::frameworks::Framework;
use crate::matrix::Matrix;
use crate::planner::{GpuSpec, MachineSpec, Os, plan, render_plan};
use crate::probe::{Ctx, LayerSelection, run_all};
use crate::python_request::Request;
use crate::report::Status;
use crate::version::Version;

/// `gpudoc plan`.
pub(super) fn run(args: &PlanArgs) -> Result<u8> {
    let matrix = Matrix::load(args.matrix.as_deref())?;
    let mut notes = Vec::new();
    let (machine, interpreter) = if args.driver.is_some() {
        (machine_from_flags(args, &matrix)?, None)
    } else {
        machine_from_live(args, &matrix, &mut notes)?
    };
    let mut p = plan(&machine, &matrix);
    notes.append(&mut p.notes);
    p.notes = notes;
    if let Some(py) = interpreter {
        for fw in [&mut p.tensorflow, &mut p.pytorch, &mut p.jax] {
            for install in fw.recommended.iter_mut().flat_map(|r| r.install.iter_mut()) {
                for cmd in &mut install.commands {
                    *cmd = with_interpreter(cmd, &py);
                }
            }
        }
    }
    let text = if args.json {
        super::to_json(&p)?
    } else {
        render_plan(&p)
    };
    super::print(&text)?;
    Ok(exit::OK)
}

/// What `plan --python` asked for: a version to plan for (`3.11`, `python3.11`, `3.12.1`), or
/// an interpreter whose version to read (a path or a name such as `python3`).
enum PythonFlag {
    Version(Version),
    Interpreter(PathBuf),
}

fn python_flag(args: &PlanArgs) -> Option<PythonFlag> {
    let text = args.python.as_deref()?;
    Some(match Request::parse(text) {
        Some(req) => PythonFlag::Version(Version::parse(&req.version())?),
        None => PythonFlag::Interpreter(PathBuf::from(text)),
    })
}

fn parse_version(text: &str, flag: &str) -> Result<Version> {
    Version::parse(text).with_context(|| format!("{flag} `{text}` is not a dotted version number"))
}

/// A `--gpu` value: a compute capability, or a GPU name looked up in the matrix.
fn parse_gpu(text: &str, matrix: &Matrix) -> Result<GpuSpec> {
    if let Some(cc) = Version::parse(text) {
        return Ok(GpuSpec {
            name: None,
            compute_capability: cc,
        });
    }
    let g = matrix.gpu_by_name(text).with_context(|| {
        format!("--gpu `{text}` is neither a compute capability nor a GPU in the matrix")
    })?;
    Ok(GpuSpec {
        name: Some(g.name.clone()),
        compute_capability: parse_version(g.compute_capability.get_ref(), "compute_capability")?,
    })
}

fn machine_from_flags(args: &PlanArgs, matrix: &Matrix) -> Result<MachineSpec> {
    let driver = args
        .driver
        .as_deref()
        .map(|d| parse_version(d, "--driver"))
        .transpose()?;
    if let Some(why) = driver.as_ref().and_then(Version::impossible_driver) {
        bail!("--driver: {why}");
    }
    let python = match python_flag(args) {
        None => None,
        Some(PythonFlag::Version(v)) => Some(v),
        Some(PythonFlag::Interpreter(p)) => bail!(
            "--python {}: with --driver gpudoc plans for a described machine and reads no interpreter; give a version (--python X.Y)",
            p.display()
        ),
    };
    let gpus = args
        .gpus
        .iter()
        .map(|g| parse_gpu(g, matrix))
        .collect::<Result<Vec<_>>>()?;
    Ok(MachineSpec {
        driver,
        gpus,
        python,
        os: args.os.map_or(Os::Linux, os),
        wsl: args.wsl,
        container: args.container,
        installed: parse_installed(&args.installed)?,
    })
}

/// `--installed FRAMEWORK==VERSION` values.
fn parse_installed(values: &[String]) -> Result<Vec<(Framework, String)>> {
    values
        .iter()
        .map(|text| {
            let (name, version) = text.split_once("==").with_context(|| {
                format!("--installed `{text}` is not FRAMEWORK==VERSION (a framework name, ==, a dotted version)")
            })?;
            let name = name.trim().to_ascii_lowercase();
            let fw = Framework::ALL
                .into_iter()
                .find(|f| [f.id(), f.dist(), f.module()].contains(&name.as_str()))
                .with_context(|| {
                    format!(
                        "--installed `{text}`: unknown framework `{name}` (tensorflow, torch, jax)"
                    )
                })?;
            parse_version(version.split('+').next().unwrap_or(version), "--installed")?;
            Ok((fw, version.trim().to_string()))
        })
        .collect()
}

/// A plan's `python3 ...` command run by the interpreter the user named instead, so that
/// pasted it installs into that environment, not into whatever `python3` is first on PATH.
fn with_interpreter(cmd: &str, interpreter: &str) -> String {
    ["python3 ", "python "]
        .iter()
        .find_map(|bare| cmd.strip_prefix(bare))
        .map_or_else(
            || cmd.to_string(),
            |rest| format!("{} {rest}", crate::fix::quote(interpreter)),
        )
}

/// The live machine: driver and GPUs from the driver layer, platform from the nodes layer,
/// Python from running the interpreter (in a child, never in-process); and the interpreter
/// the user named (`--python PATH`, `--interpreter`), which the install commands then use.
fn machine_from_live(
    args: &PlanArgs,
    matrix: &Matrix,
    notes: &mut Vec<String>,
) -> Result<(MachineSpec, Option<String>)> {
    let flag = python_flag(args);
    let interpreter = match &flag {
        Some(PythonFlag::Interpreter(p)) => Some(p.clone()),
        _ => args.interpreter.clone(),
    };
    let seams_python = interpreter.clone();
    let seams = Seams {
        root: args.root.clone(),
        lib_dirs: args.lib_dirs.clone(),
        python: interpreter,
        trust_root: args.trust_root,
    };
    let env = Env::new(&seams, Duration::from_secs_f64(args.timeout))?;
    // The same layers `gpudoc check` runs, so plan and check never disagree about the machine.
    let ctx = Ctx::new(&env, matrix, None);
    let selection = LayerSelection {
        only: vec!["driver".into(), "nodes".into(), "python".into()],
        skip: vec![],
    };
    let (layers, facts) = run_all(&ctx, &selection, &crate::probe::Unobserved);
    let first_problem = |layer: &str| {
        layers
            .iter()
            .filter(|l| l.id == layer)
            .flat_map(|l| &l.checks)
            .find(|c| matches!(c.status, Status::Fail | Status::Skip))
            .map(|c| c.summary.clone())
    };
    if facts.driver.is_none() {
        let why = first_problem("driver").unwrap_or_else(|| "no driver facts".into());
        notes.push(format!("no usable NVIDIA driver: {why}"));
    }
    let mut machine = MachineSpec::from_facts(&facts);
    // What the interpreter has installed (distribution metadata; nothing is imported), so a
    // working framework is kept rather than replaced.
    machine.installed = if args.installed.is_empty() {
        MachineSpec::installed_from_facts(&facts)
    } else {
        parse_installed(&args.installed)?
    };
    match flag {
        Some(PythonFlag::Version(v)) => machine.python = Some(v),
        _ if machine.python.is_none() => {
            let why = first_problem("python").unwrap_or_else(|| "no interpreter facts".into());
            notes.push(format!(
                "Python unknown ({why}); planning without a Python constraint"
            ));
        }
        _ => {}
    }
    if let Some(choice) = args.os {
        machine.os = os(choice);
    }
    machine.wsl |= args.wsl;
    machine.container |= args.container;
    let named = seams_python.and_then(|_| facts.python.as_ref().map(|p| p.executable.clone()));
    Ok((machine, named))
}

fn os(choice: OsChoice) -> Os {
    match choice {
        OsChoice::Linux => Os::Linux,
        OsChoice::Windows => Os::Windows,
        OsChoice::Macos => Os::Macos,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn install_commands_run_the_named_interpreter() {
        let py = "/opt/my env/bin/python";
        assert_eq!(
            with_interpreter("python3 -m pip install \"torch==2.11.*\"", py),
            "'/opt/my env/bin/python' -m pip install \"torch==2.11.*\""
        );
        assert_eq!(
            with_interpreter("python -c 'import jax'", "/v/bin/python"),
            "/v/bin/python -c 'import jax'"
        );
        assert_eq!(
            with_interpreter("docker run --gpus all x", py),
            "docker run --gpus all x"
        );
    }
}
