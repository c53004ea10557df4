#!/usr/bin/env bash
# Real-component test tier: TensorFlow 2.15.0 with exactly the NVIDIA wheels its `and-cuda`
# extra pins (cuDNN 8.9.4.25, CUDA runtime 12.2.140, ...). TensorRT 8.6.1, also pinned there,
# is not in the package registry, so the extra itself cannot install: the pins below are
# copied from the wheel's METADATA (`Requires-Dist: ...; extra == 'and-cuda'`). TF 2.15
# opens libcudnn.so.8, which a check that guesses the cuDNN major from the CUDA major
# (12 -> 9) gets wrong. Cached under ~/.cache/gpudoc-ci; tests find it through
# scripts/ci-venv-python tf215 (or GPUDOC_TEST_VENV_TF215).
set -euo pipefail
cache="${GPUDOC_CI_CACHE:-$HOME/.cache/gpudoc-ci}"
venv="$cache/venv-tf-2.15.0"
stamp="$venv/.gpudoc-complete"
mkdir -p "$cache"
exec 9>"$cache/.venv-tf215.lock"
flock 9
if [ -f "$stamp" ]; then
    exit 0
fi
# TensorFlow 2.15 supports Python 3.9 to 3.11: without one, the tier is skipped (said by
# the tests), never failed.
py=""
for cand in python3.11 python3.10 python3.9 python3; do
    if command -v "$cand" >/dev/null 2>&1 &&
        "$cand" -c 'import sys; sys.exit(not ((3, 9) <= sys.version_info[:2] <= (3, 11)))'; then
        py="$cand"
        break
    fi
done
if [ -z "$py" ]; then
    echo "TensorFlow 2.15 tier skipped: no Python 3.9-3.11 here"
    exit 0
fi
rm -rf "$venv"
"$py" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    "tensorflow==2.15.0" \
    "nvidia-cublas-cu12==12.2.5.6" \
    "nvidia-cuda-cupti-cu12==12.2.142" \
    "nvidia-cuda-nvcc-cu12==12.2.140" \
    "nvidia-cuda-nvrtc-cu12==12.2.140" \
    "nvidia-cuda-runtime-cu12==12.2.140" \
    "nvidia-cudnn-cu12==8.9.4.25" \
    "nvidia-cufft-cu12==11.0.8.103" \
    "nvidia-curand-cu12==10.3.3.141" \
    "nvidia-cusolver-cu12==11.5.2.141" \
    "nvidia-cusparse-cu12==12.1.2.141" \
    "nvidia-nccl-cu12==2.16.5" \
    "nvidia-nvjitlink-cu12==12.2.140"
touch "$stamp"
echo "real-component venv ready: $venv"
