#!/usr/bin/env bash
# Real-component test tier: a virtual environment with the real `tensorflow[and-cuda]==2.21.0`
# from the Python package registry. It brings the real NVIDIA wheels too
# (nvidia-cuda-runtime-cu12, nvidia-cudnn-cu12, nvidia-cublas-cu12, ...), which load and
# report their versions without a GPU. Cached under ~/.cache/gpudoc-ci between runs; the
# tests find it through scripts/ci-venv-python (or GPUDOC_TEST_VENV).
set -euo pipefail
cache="${GPUDOC_CI_CACHE:-$HOME/.cache/gpudoc-ci}"
venv="$cache/venv-tf-2.21.0"
stamp="$venv/.gpudoc-complete"
mkdir -p "$cache"
# One installer at a time: a second caller waits for the first and then finds the stamp.
exec 9>"$cache/.venv.lock"
flock 9
if [ -f "$stamp" ]; then
    exit 0
fi
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "tensorflow[and-cuda]==2.21.0"
touch "$stamp"
echo "real-component venv ready: $venv"
