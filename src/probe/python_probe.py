# gpudoc's interpreter probe (layer 4). Embedded in the gpudoc binary and run as
#   python -B -c <this script> interpreter
# It must work on any CPython 3 and import nothing beyond the standard library: in
# particular it never imports a framework (that is layer 5's job, in its own child process).
#
# Protocol: the answer is ONE line on stdout, "GPUDOC_ANSWER:" followed by JSON, either
# {"result": "success", ...} or {"result": "error", "kind": ..., "message": ...}. gpudoc
# ignores every other line, so noise printed by sitecustomize or .pth hooks cannot break it.
import sys

# Nothing is imported from the current directory: `-c` puts "" (the working directory) first
# on sys.path unless -P / PYTHONSAFEPATH did not; gpudoc runs this from / and drops it here,
# leaving PYTHONPATH, site-packages and the user site as the user's own scripts see them.
if sys.path and sys.path[0] == "" and not getattr(sys.flags, "safe_path", False):
    del sys.path[0]

MARKER = "GPUDOC_ANSWER:"  # gpudoc's runner::ANSWER_MARKER


def text(value):
    """A file-system string as valid UTF-8 for the JSON line: a path with a byte that is not
    UTF-8 (a surrogate after Python's decoding) would become a lone-surrogate escape that no
    strict JSON reader accepts. Such bytes are shown as \\xNN; the exact bytes travel
    separately where gpudoc uses the path again (site_packages_hex)."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return value.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
        return value
    if isinstance(value, list):
        return [text(v) for v in value]
    if isinstance(value, dict):
        return dict((text(k), text(v)) for k, v in value.items())
    return value


def emit(obj):
    import json

    sys.stdout.write("\n" + MARKER + json.dumps(text(obj), sort_keys=True) + "\n")
    sys.stdout.flush()


# Distributions layer 5 and the libraries layer care about, matched on the normalised
# project name. NVIDIA wheels are matched by prefix below.
FRAMEWORK_DISTS = (
    "tensorflow",
    "tensorflow-cpu",
    "tensorflow-gpu",
    "tensorflow-intel",
    "tensorflow-macos",
    "tensorflow-metal",
    "tf-nightly",
    "keras",
    "torch",
    "torchvision",
    "jax",
    "jaxlib",
    "tensorrt",
)

# Top-level modules whose location layer 5 needs; found with find_spec, which locates a
# top-level package without running its __init__.
FRAMEWORK_MODULES = ("tensorflow", "torch", "jax")


def normalise(name):
    return name.lower().replace("_", "-").replace(".", "-")


def distributions():
    try:
        from importlib import metadata
    except ImportError:  # Python < 3.8: nothing to read without importing pkg_resources
        return [], []
    frameworks, nvidia = {}, {}
    for dist in metadata.distributions():
        try:
            name = dist.metadata["Name"]
        except Exception:
            continue
        if not name:
            continue
        key = normalise(name)
        try:
            location = str(dist.locate_file(""))
        except Exception:
            location = None
        entry = {"name": key, "version": dist.version, "location": location}
        if key.startswith("nvidia-") or key.startswith("jax-cuda"):
            nvidia.setdefault(key, entry)
        elif key in FRAMEWORK_DISTS:
            frameworks.setdefault(key, entry)
    return sorted(frameworks.values(), key=lambda e: e["name"]), sorted(
        nvidia.values(), key=lambda e: e["name"]
    )


def modules():
    out = {}
    try:
        import importlib.util
    except ImportError:
        return out
    for name in FRAMEWORK_MODULES:
        try:
            spec = importlib.util.find_spec(name)
        except Exception:
            spec = None
        origin = None
        if spec is not None:
            origin = spec.origin
            locations = getattr(spec, "submodule_search_locations", None)
            if locations:
                origin = list(locations)[0]
        out[name] = origin
    return out


def glibc():
    import os
    import platform

    try:
        text = os.confstr("CS_GNU_LIBC_VERSION")  # "glibc 2.39"
        if text and text.startswith("glibc "):
            return text.split(" ", 1)[1]
    except (AttributeError, ValueError, OSError):
        pass
    lib, version = platform.libc_ver()
    return version if lib == "glibc" and version else None


def site_packages():
    import site
    import sysconfig

    dirs = []
    for key in ("purelib", "platlib"):
        try:
            dirs.append(sysconfig.get_paths()[key])
        except Exception:
            pass
    try:
        dirs.extend(site.getsitepackages())
    except Exception:  # old virtualenv's site.py lacks it
        pass
    try:
        if site.ENABLE_USER_SITE:
            dirs.append(site.getusersitepackages())
    except Exception:
        pass
    seen, out = set(), []
    for d in dirs:
        if d and d not in seen:
            seen.add(d)
            out.append(d)
    return out


def main():
    import os
    import platform
    import struct
    import sysconfig

    frameworks, nvidia = distributions()
    sp = site_packages()
    emit(
        {
            "result": "success",
            "version": platform.python_version(),
            "implementation": sys.implementation.name,
            "executable": sys.executable,
            "prefix": sys.prefix,
            "base_prefix": getattr(sys, "base_prefix", sys.prefix),
            "conda_prefix": os.environ.get("CONDA_PREFIX"),
            "pointer_bits": struct.calcsize("P") * 8,
            "soabi": sysconfig.get_config_var("SOABI"),
            "platform_tag": sysconfig.get_platform(),
            "machine": platform.machine(),
            "os": sys.platform,
            "glibc": glibc(),
            "site_packages": sp,
            "site_packages_hex": [os.fsencode(d).hex() for d in sp],
            "frameworks": frameworks,
            "nvidia_packages": nvidia,
            "modules": modules(),
        }
    )


if __name__ == "__main__":
    try:
        main()
    except BaseException as e:  # report, never a bare traceback: gpudoc parses our line
        emit({"result": "error", "kind": type(e).__name__, "message": str(e)})
