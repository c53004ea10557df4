//! Which failing check explains the others. A table of rules names, for each failure that
//! can cause others, the later checks that fail or warn only because of it and the fact that
//! shows the link; [`link`] (pure) records the link in each such check's `caused_by`. The
//! report then leads with the first failure no other explains (`Report::new`); dependent
//! checks are still reported and counted, but do not raise the exit code on their own, and
//! renderers fold them under their cause.

use crate::facts::Facts;
use crate::report::{LayerReport, Status};

/// One cause-and-consequence rule: when the check `cause` failed and `link` holds on the
/// facts, a failing or warning check named in `consequences` is caused by it.
struct Rule {
    cause: &'static [&'static str],
    consequences: &'static [&'static str],
    link: fn(&Facts) -> bool,
}

/// Framework checks that cannot pass without a working driver.
const NEED_DRIVER: &[&str] = &[
    "framework.tensorflow-log",
    "framework.pytorch-log",
    "framework.jax-log",
    "framework.tensorflow-cuda-driver",
    "framework.pytorch-cuda-driver",
    "framework.jax-cuda-driver",
    "devices.tensorflow",
    "devices.pytorch",
    "devices.jax",
    "stress.libraries",
    "stress.run",
];

const RULES: &[Rule] = &[
    // No NVML answer and no kernel module: the module checks repeat the driver's story.
    Rule {
        cause: &["driver.library", "driver.nvml"],
        consequences: &[
            "nodes.kernel-module",
            "nodes.container-gpu-access",
            "nodes.proc-gpus",
            "nodes.nvidiactl",
            "nodes.gpu-nodes",
            "nodes.uvm",
            "nodes.uvm-tools",
        ],
        link: |f| {
            f.driver.is_none()
                && f.nodes
                    .as_ref()
                    .is_none_or(|n| n.kernel_module_version.is_none())
        },
    },
    // No working driver: a framework sees no GPU, cuInit fails in its log.
    Rule {
        cause: &["driver.library", "driver.nvml"],
        consequences: NEED_DRIVER,
        link: |f| f.driver.is_none(),
    },
    // CUDA_VISIBLE_DEVICES hides every GPU (the check fails only then): no framework, and
    // no burn-in, can see one.
    Rule {
        cause: &["devices.cuda-visible-devices"],
        consequences: &[
            "devices.tensorflow",
            "devices.pytorch",
            "devices.jax",
            "framework.tensorflow-log",
            "framework.pytorch-log",
            "framework.jax-log",
            "stress.run",
        ],
        link: |f| !f.gpus.is_empty(),
    },
    // A CPU-only build sees no GPU.
    Rule {
        cause: &["framework.tensorflow-build"],
        consequences: &["devices.tensorflow"],
        link: |f| f.tensorflow.as_ref().is_some_and(|t| !t.is_cuda_build),
    },
    Rule {
        cause: &["framework.pytorch-build"],
        consequences: &["devices.pytorch"],
        link: |f| f.pytorch.as_ref().is_some_and(|t| !t.is_cuda_build),
    },
    Rule {
        cause: &["framework.jax-build"],
        consequences: &["devices.jax"],
        link: |f| f.jax.as_ref().is_some_and(|t| !t.is_cuda_build),
    },
];

/// Link dependent checks to their cause; a `caused_by` the layer set itself is kept. Pure.
pub fn link(layers: &mut [LayerReport], facts: &Facts) {
    let failed: Vec<String> = layers
        .iter()
        .flat_map(|l| &l.checks)
        .filter(|c| c.status == Status::Fail)
        .map(|c| c.id.clone())
        .collect();
    for check in layers.iter_mut().flat_map(|l| l.checks.iter_mut()) {
        if check.caused_by.is_some() || !matches!(check.status, Status::Fail | Status::Warn) {
            continue;
        }
        check.caused_by = RULES
            .iter()
            .filter(|r| r.consequences.contains(&check.id.as_str()) && (r.link)(facts))
            .flat_map(|r| r.cause)
            .find(|cause| failed.iter().any(|f| f == *cause) && **cause != check.id)
            .map(|c| c.to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::{DriverFacts, FrameworkFacts, NodeFacts};
    use crate::report::{Check, Report, RootCause, layer_status};

    /// Link, then let the report pick its root cause.
    fn judge(layers: &mut [LayerReport], facts: &Facts) -> Option<RootCause> {
        link(layers, facts);
        Report::new(layers.to_vec(), facts.clone(), false).root_cause
    }

    fn layer(id: &str, checks: Vec<Check>) -> LayerReport {
        LayerReport {
            index: 1,
            id: id.into(),
            title: id.into(),
            status: layer_status(&checks),
            duration_ms: 0,
            checks,
            prerequisite: false,
        }
    }

    fn caused_by(layers: &[LayerReport], id: &str) -> Option<String> {
        layers
            .iter()
            .flat_map(|l| &l.checks)
            .find(|c| c.id == id)
            .and_then(|c| c.caused_by.clone())
    }

    #[test]
    fn no_driver_explains_the_module_and_the_framework_but_not_python() {
        let mut layers = vec![
            layer(
                "driver",
                vec![Check::fail("driver.library", "not found").explain("container-no-gpu")],
            ),
            layer(
                "nodes",
                vec![
                    Check::pass("nodes.platform", "linux"),
                    Check::fail("nodes.container-gpu-access", "no nodes"),
                ],
            ),
            layer(
                "python",
                vec![Check::fail("python.interpreter", "no python")],
            ),
            layer("devices", vec![Check::fail("devices.tensorflow", "0 GPUs")]),
        ];
        let root = judge(&mut layers, &Facts::default()).unwrap();
        assert_eq!(root.check, "driver.library");
        assert_eq!(root.explain.as_deref(), Some("container-no-gpu"));
        assert_eq!(
            root.dependents,
            ["nodes.container-gpu-access", "devices.tensorflow"]
        );
        assert_eq!(caused_by(&layers, "python.interpreter"), None);
        assert_eq!(caused_by(&layers, "nodes.platform"), None);
    }

    #[test]
    fn a_loaded_module_is_not_explained_by_nvml() {
        // Driver/library mismatch: the module is loaded, so its node checks stand alone,
        // while the framework's failures still follow from NVML's.
        let mut layers = vec![
            layer("driver", vec![Check::fail("driver.nvml", "mismatch")]),
            layer(
                "nodes",
                vec![Check::warn("nodes.nvidiactl", "regular file")],
            ),
            layer("devices", vec![Check::fail("devices.pytorch", "0 GPUs")]),
        ];
        let facts = Facts {
            nodes: Some(NodeFacts {
                kernel_module_version: Some("1.0".into()),
                ..Default::default()
            }),
            ..Default::default()
        };
        let root = judge(&mut layers, &facts).unwrap();
        assert_eq!(root.dependents, ["devices.pytorch"]);
        assert_eq!(caused_by(&layers, "nodes.nvidiactl"), None);
    }

    #[test]
    fn a_working_driver_explains_nothing_and_a_cpu_build_explains_its_devices() {
        let mut layers = vec![
            layer(
                "framework",
                vec![Check::fail("framework.tensorflow-build", "CPU-only")],
            ),
            layer("devices", vec![Check::fail("devices.tensorflow", "0 GPUs")]),
        ];
        let facts = Facts {
            driver: Some(DriverFacts::default()),
            tensorflow: Some(FrameworkFacts::default()),
            ..Default::default()
        };
        let root = judge(&mut layers, &facts).unwrap();
        assert_eq!(
            (root.check.as_str(), root.dependents.as_slice()),
            (
                "framework.tensorflow-build",
                &["devices.tensorflow".to_string()][..]
            )
        );
    }

    #[test]
    fn a_link_the_layer_set_is_kept_and_warnings_alone_have_no_root() {
        let mut layers = vec![layer(
            "libraries",
            vec![
                Check::pass("libraries.consumer", "no framework"),
                Check::warn("libraries.cudart", "not needed yet").caused_by("libraries.consumer"),
            ],
        )];
        assert_eq!(judge(&mut layers, &Facts::default()), None);
        assert_eq!(
            caused_by(&layers, "libraries.cudart").as_deref(),
            Some("libraries.consumer")
        );
    }
}
