#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what the tests need on a fresh Linux
# machine with a Rust toolchain, then runs the whole suite. Safe to run again: installs are
# skipped when already present, and downloaded packages are cached under ~/.cache/gpudoc-ci.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v cc >/dev/null 2>&1 || need_apt+=(gcc libc6-dev)
command -v python3 >/dev/null 2>&1 || need_apt+=(python3)
python3 -m venv --help >/dev/null 2>&1 || need_apt+=(python3-venv)
# Slurm's own scontrol: the fleet tests check gpudoc's hostlist compression against it.
command -v scontrol >/dev/null 2>&1 || need_apt+=(slurm-client)
if [ ${#need_apt[@]} -gt 0 ]; then
    echo "installing: ${need_apt[*]}"
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}"
fi

# Optional tiers (real NVIDIA wheels, real TensorFlow) are set up by scripts they own.
for setup in scripts/setup-*.sh; do
    [ -e "$setup" ] || continue
    echo "running $setup"
    bash "$setup"
done

cargo test --all-targets

# The release binaries run on glibc 2.17+: built as .github/workflows/release.yml builds them
# (cargo-zigbuild) and checked with scripts/check-glibc.sh.
bash scripts/check-portable.sh

# Hygiene the tests cannot see: lints and the documentation's links (docs/architecture.md).
if cargo fmt --version >/dev/null 2>&1; then
    cargo fmt --check
fi
if cargo clippy --version >/dev/null 2>&1; then
    cargo clippy --all-targets --quiet -- -D warnings
fi
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --document-private-items --quiet
