#!/usr/bin/env bash
# Builds gpudoc the way .github/workflows/release.yml does (cargo-zigbuild, linked against
# glibc 2.17) and checks the result: it needs no glibc symbol newer than 2.17
# (scripts/check-glibc.sh) and it runs here. Tools come from scripts/setup-zigbuild.sh; the
# build directory is cached under ~/.cache/gpudoc-ci, so later runs rebuild only gpudoc.
set -euo pipefail
cd "$(dirname "$0")/.."
cache="${GPUDOC_CI_CACHE:-$HOME/.cache/gpudoc-ci}"
bash scripts/setup-zigbuild.sh
# cargo-zigbuild runs `python3 -m ziglang` when no `zig` is on PATH: the venv's python3 has it.
export PATH="$cache/cargo-bin/bin:$cache/venv-zig/bin:$PATH"
export CARGO_TARGET_DIR="$cache/zigbuild-target"
target=x86_64-unknown-linux-gnu
cargo zigbuild --locked --release --quiet --target "$target.2.17"
bin="$CARGO_TARGET_DIR/$target/release/gpudoc"
scripts/check-glibc.sh "$bin" 2.17
"$bin" --version
