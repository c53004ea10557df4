//! The framework registry: the one place that says what TensorFlow, PyTorch and JAX are to
//! gpudoc (ids, Python modules, distribution names, the shared objects that open CUDA
//! libraries). The libraries, framework and devices layers and the planner all read it, so
//! adding a framework is one row here plus its matrix table.

/// One of the frameworks gpudoc knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Framework {
    Tensorflow,
    Pytorch,
    Jax,
}

/// The user's choice of frameworks to inspect: `None` in a field of this type means "each
/// one installed".
pub type FrameworkSelection = Option<Framework>;

impl Framework {
    /// Every framework, in the order their verdicts lead.
    pub const ALL: [Framework; 3] = [Framework::Tensorflow, Framework::Pytorch, Framework::Jax];

    /// The id used in check ids, JSON facts and by the probe script.
    pub fn id(self) -> &'static str {
        match self {
            Framework::Tensorflow => "tensorflow",
            Framework::Pytorch => "pytorch",
            Framework::Jax => "jax",
        }
    }

    /// The top-level Python module.
    pub fn module(self) -> &'static str {
        match self {
            Framework::Tensorflow => "tensorflow",
            Framework::Pytorch => "torch",
            Framework::Jax => "jax",
        }
    }

    /// The name people write.
    pub fn display(self) -> &'static str {
        match self {
            Framework::Tensorflow => "TensorFlow",
            Framework::Pytorch => "PyTorch",
            Framework::Jax => "JAX",
        }
    }

    /// The distribution name in site-packages (`<dist>-<version>.dist-info`).
    pub fn dist(self) -> &'static str {
        match self {
            Framework::Tensorflow => "tensorflow",
            Framework::Pytorch => "torch",
            Framework::Jax => "jax",
        }
    }

    /// The CPU instruction set its official x86-64 wheels are compiled for, whatever the
    /// CPU: TensorFlow's and jaxlib's wheels use AVX throughout (an older CPU or a VM CPU
    /// model without it dies with SIGILL, or jaxlib refuses at import); PyTorch picks its
    /// kernels at run time. As named in /proc/cpuinfo's `flags`.
    pub fn required_cpu_flag(self) -> Option<&'static str> {
        match self {
            Framework::Tensorflow | Framework::Jax => Some("avx"),
            Framework::Pytorch => None,
        }
    }

    /// The framework's objects that open CUDA libraries, in load order, relative to
    /// site-packages. TensorFlow dlopen()s them from libtensorflow_framework.so.2 (whose
    /// RUNPATH lists `$ORIGIN/../nvidia/*/lib`); PyTorch links them from libtorch_cuda.so
    /// and preloads them through libtorch_global_deps.so, both with an RPATH. JAX dlopen()s
    /// them from its PJRT CUDA plug-in (`jax-cudaNN-pjrt`), whose RPATH lists
    /// `$ORIGIN/../../nvidia/*/lib` (CUDA 12: one wheel directory per library; CUDA 13:
    /// nvidia/cu13/lib and nvidia/cudnn/lib), as read from the 0.7.2 wheels.
    pub fn consumer_objects(self) -> &'static [&'static str] {
        match self {
            Framework::Tensorflow => &[
                "tensorflow/libtensorflow_framework.so.2",
                "tensorflow/libtensorflow_cc.so.2",
            ],
            Framework::Pytorch => &[
                "torch/lib/libtorch_global_deps.so",
                "torch/lib/libtorch_cuda.so",
            ],
            Framework::Jax => &[
                "jax_plugins/xla_cuda12/xla_cuda_plugin.so",
                "jax_plugins/xla_cuda13/xla_cuda_plugin.so",
            ],
        }
    }

    /// The frameworks whose consumer objects decide which CUDA libraries load, in the order
    /// the libraries layer prefers them when several are installed.
    pub fn library_consumers(selection: FrameworkSelection) -> Vec<Framework> {
        let candidates: &[Framework] = match selection {
            None => &Framework::ALL,
            Some(fw) => std::slice::from_ref(match fw {
                Framework::Tensorflow => &Framework::Tensorflow,
                Framework::Pytorch => &Framework::Pytorch,
                Framework::Jax => &Framework::Jax,
            }),
        };
        candidates
            .iter()
            .copied()
            .filter(|fw| !fw.consumer_objects().is_empty())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_modules_and_consumers() {
        let ids: Vec<&str> = Framework::ALL.iter().map(|f| f.id()).collect();
        assert_eq!(ids, ["tensorflow", "pytorch", "jax"]);
        assert_eq!(Framework::Pytorch.module(), "torch");
        assert_eq!(Framework::library_consumers(None), Framework::ALL);
        assert_eq!(
            Framework::library_consumers(Some(Framework::Jax)),
            [Framework::Jax]
        );
    }
}
