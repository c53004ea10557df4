#!/usr/bin/env bash
# Tools for the portable-binary check (scripts/check-portable.sh): zig from the Python
# package registry (the `ziglang` wheel) in a venv, and cargo-zigbuild from crates.io. Both
# cached under ~/.cache/gpudoc-ci between runs, so a second run installs nothing.
set -euo pipefail
cache="${GPUDOC_CI_CACHE:-$HOME/.cache/gpudoc-ci}"
mkdir -p "$cache"
exec 9>"$cache/.zigbuild.lock"
flock 9
venv="$cache/venv-zig"
if [ ! -f "$venv/.gpudoc-complete" ]; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "ziglang==0.17.1"
    touch "$venv/.gpudoc-complete"
fi
if [ ! -x "$cache/cargo-bin/bin/cargo-zigbuild" ]; then
    cargo install --locked --quiet cargo-zigbuild@0.24.1 --root "$cache/cargo-bin"
fi
echo "zigbuild tools ready: $venv, $cache/cargo-bin"
