# gpudoc's framework probe (layers 5 and 6). Embedded in the gpudoc binary and run as
#   python -B -c <this script> framework <tensorflow|pytorch|jax>
# in a child process with its own time limit, because importing a framework can take many
# seconds, hang, or kill the process (SIGILL on a CPU without AVX, SIGSEGV in a driver).
#
# One child per framework gathers both the build (layer 5) and the devices it sees (layer 6):
# the framework is imported once. CUDA libraries are mapped only once the framework has
# initialised CUDA, so the device enumeration runs BEFORE /proc/self/maps is read; the parent
# cannot read the maps itself because the child has exited by then.
#
# Protocol: one line on stdout, "GPUDOC_ANSWER:" + JSON; every other line is
# ignored (frameworks print to stdout too). The framework's log goes to stderr, which gpudoc
# captures and classifies.
import sys

# Nothing is imported from the current directory: `-c` puts "" (the working directory) first
# on sys.path unless -P / PYTHONSAFEPATH did not; gpudoc runs this from / and drops it here,
# leaving PYTHONPATH, site-packages and the user site as the user's own scripts see them.
if sys.path and sys.path[0] == "" and not getattr(sys.flags, "safe_path", False):
    del sys.path[0]

MARKER = "GPUDOC_ANSWER:"  # gpudoc's runner::ANSWER_MARKER

# Libraries whose mapping is evidence: the CUDA runtime and math libraries, cuDNN, NCCL,
# TensorRT, and the driver's own libcuda / libnvidia-ml.
CUDA_LIB_PREFIXES = (
    "libcuda.",
    "libcudart",
    "libcudnn",
    "libcublas",
    "libcufft",
    "libcusolver",
    "libcusparse",
    "libcurand",
    "libcupti",
    "libnccl",
    "libnvrtc",
    "libnvJitLink",
    "libnvjitlink",
    "libnvinfer",
    "libnvidia-ml",
)


def emit(obj):
    import json

    sys.stdout.write("\n" + MARKER + json.dumps(obj, sort_keys=True) + "\n")
    sys.stdout.flush()


def mapped_cuda_libraries():
    import os

    seen, out = set(), []
    try:
        with open("/proc/self/maps") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    for line in lines:
        parts = line.split(None, 5)
        if len(parts) < 6:
            continue
        path = parts[5].strip()
        if path.endswith(" (deleted)"):
            path = path[: -len(" (deleted)")]
        base = os.path.basename(path)
        if path in seen or not base.startswith(CUDA_LIB_PREFIXES):
            continue
        seen.add(path)
        out.append(path)
    return out


def error_text(e):
    text = str(e).strip()
    return (type(e).__name__ + ": " + text) if text else type(e).__name__


def traceback_tail():
    import traceback

    lines = traceback.format_exc().strip().splitlines()
    return lines[-12:]


def probe_tensorflow(out):
    import tensorflow as tf

    out["version"] = getattr(tf, "__version__", None)
    try:
        info = dict(tf.sysconfig.get_build_info())
        out["build_info"] = {k: v for k, v in info.items() if isinstance(v, (str, bool, int, list))}
    except Exception as e:
        out["build_error"] = error_text(e)
    gpus = []
    try:
        for dev in tf.config.list_physical_devices("GPU"):
            entry = {"name": getattr(dev, "name", str(dev))}
            try:
                details = tf.config.experimental.get_device_details(dev)
                entry["device_name"] = details.get("device_name")
                cc = details.get("compute_capability")
                if cc:
                    entry["compute_capability"] = "%d.%d" % tuple(cc)
            except Exception as e:
                entry["details_error"] = error_text(e)
            gpus.append(entry)
        out["gpus"] = gpus
    except Exception as e:
        out["device_error"] = error_text(e)


def probe_pytorch(out):
    import torch

    out["version"] = getattr(torch, "__version__", None)
    cuda = getattr(getattr(torch, "version", None), "cuda", None)
    out["cuda_version"] = cuda
    out["is_cuda_build"] = cuda is not None
    try:
        v = torch.backends.cudnn.version()
        out["cudnn_int"] = int(v) if v is not None else None
    except Exception as e:
        out["cudnn_error"] = error_text(e)
    try:
        out["arch_list"] = list(torch.cuda.get_arch_list())
    except Exception as e:
        out["arch_error"] = error_text(e)
    gpus = []
    try:
        n = torch.cuda.device_count()
        if n > 0:
            # Initialise CUDA and run a tiny convolution so that the runtime, cuBLAS and
            # cuDNN are really loaded before the maps are read.
            torch.cuda.init()
            try:
                x = torch.ones((1, 1, 4, 4), device="cuda")
                w = torch.ones((1, 1, 3, 3), device="cuda")
                torch.nn.functional.conv2d(x, w)
                (x.view(4, 4) @ x.view(4, 4)).sum().item()
                torch.cuda.synchronize()
            except Exception as e:
                out["device_error"] = error_text(e)
        for i in range(n):
            p = torch.cuda.get_device_properties(i)
            gpus.append(
                {
                    "name": p.name,
                    "compute_capability": "%d.%d" % (p.major, p.minor),
                    "memory_total_mib": int(p.total_memory) // (1024 * 1024),
                }
            )
        out["gpus"] = gpus
        if n == 0 and cuda is not None:
            try:
                torch.cuda.init()
            except Exception as e:  # "Found no NVIDIA driver on your system", ...
                out["device_error"] = error_text(e)
    except Exception as e:
        out["device_error"] = error_text(e)


def probe_jax(out):
    import jax

    out["version"] = getattr(jax, "__version__", None)
    try:
        import jaxlib

        out["jaxlib_version"] = getattr(jaxlib, "__version__", None) or getattr(
            getattr(jaxlib, "version", None), "__version__", None
        )
    except Exception as e:
        out["jaxlib_error"] = error_text(e)
    try:
        from importlib import metadata

        # The plug-in distributions come from gpudoc's matrix, newest CUDA major first.
        for name in JAX_PLUGINS:
            try:
                out["cuda_plugin"] = name + " " + metadata.version(name)
                break
            except metadata.PackageNotFoundError:
                continue
    except Exception:
        pass
    gpus = []
    try:
        for d in jax.devices("gpu"):
            entry = {"name": getattr(d, "device_kind", str(d))}
            cc = getattr(d, "compute_capability", None)
            if cc:
                entry["compute_capability"] = str(cc)
            gpus.append(entry)
        if gpus:
            import jax.numpy as jnp

            (jnp.ones((4, 4)) @ jnp.ones((4, 4))).block_until_ready()
        out["gpus"] = gpus
    except Exception as e:  # "Unknown backend: 'gpu' requested, but no platforms ..."
        out["gpus"] = []
        out["device_error"] = error_text(e)


# Set by main() from the command line (gpudoc passes the matrix's [[jax_plugin]] packages).
JAX_PLUGINS = ()

PROBES = {
    "tensorflow": ("tensorflow", probe_tensorflow),
    "pytorch": ("torch", probe_pytorch),
    "jax": ("jax", probe_jax),
}


def main():
    import os

    global JAX_PLUGINS
    # argv: -c framework <which> [JAX plug-in distributions from the matrix...]
    which = sys.argv[2]
    JAX_PLUGINS = tuple(sys.argv[3:])
    module, probe = PROBES[which]
    out = {"result": "success", "framework": which, "pid": os.getpid()}
    try:
        probe(out)
    except ModuleNotFoundError as e:
        if e.name == module:
            emit({"result": "error", "kind": "not_installed", "message": error_text(e)})
            return
        emit(import_error(e))
        return
    except BaseException as e:
        emit(import_error(e))
        return
    out["mapped_libraries"] = mapped_cuda_libraries()
    emit(out)


def import_error(e):
    return {
        "result": "error",
        "kind": "import_error",
        "message": error_text(e),
        "traceback": traceback_tail(),
        "mapped_libraries": mapped_cuda_libraries(),
    }


if __name__ == "__main__":
    try:
        main()
    except BaseException as e:
        emit({"result": "error", "kind": "probe_error", "message": error_text(e)})
