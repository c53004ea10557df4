#!/usr/bin/env bash
# Benchmark, not a test: wall time of `gpudoc check --skip stress` in a real environment that
# holds several frameworks, against the slowest single framework checked alone. The framework
# imports run at once, so the whole check should cost little more than its slowest import
# (target: ratio <= 1.25).
#
# Usage: bench/check-wall-time.sh [path/to/gpudoc]
#   RUNS=3              runs of each command (the median is reported)
#   PYTHON=...          the interpreter to inspect (default: a venv with the real
#                       tensorflow==2.21.0 and jax CPU wheels, made under
#                       ~/.cache/gpudoc-bench on first use)
#   FRAMEWORKS="tensorflow jax"   the frameworks checked one at a time
#   COLLECT_ENV=1       also time `python -m torch.utils.collect_env` (needs torch), the
#                       peer gpudoc's whole check is compared with on the H200
set -euo pipefail
cd "$(dirname "$0")/.."
GPUDOC=${1:-target/release/gpudoc}
RUNS=${RUNS:-3}
FRAMEWORKS=${FRAMEWORKS:-"tensorflow jax"}

if [[ ! -x "$GPUDOC" ]]; then
  cargo build --release --quiet
fi

if [[ -z "${PYTHON:-}" ]]; then
  cache="${GPUDOC_BENCH_CACHE:-$HOME/.cache/gpudoc-bench}"
  venv="$cache/venv-tf-jax"
  if [[ ! -f "$venv/.complete" ]]; then
    mkdir -p "$cache"
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "tensorflow==2.21.0" jax
    touch "$venv/.complete"
  fi
  PYTHON="$venv/bin/python"
fi

# Median wall seconds of RUNS runs of a command (its output is discarded; a failing check
# still counts: a machine without a GPU fails, and that is the case being timed).
median_of() {
  local times=()
  for _ in $(seq "$RUNS"); do
    local t0 t1
    t0=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    t1=$(date +%s.%N)
    times+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.3f", b - a}')")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.2f", a[int((NR+1)/2)]}'
  printf '  (runs: %s)' "$(printf '%.2f ' "${times[@]}")"
}

echo "gpudoc: $GPUDOC ($("$GPUDOC" --version))"
echo "python: $PYTHON ($("$PYTHON" --version 2>&1))"
echo "cpus: $(nproc)"
whole=$(median_of "$GPUDOC" check --skip stress --python "$PYTHON")
echo "check --skip stress (all frameworks): ${whole}"
slowest=0
for fw in $FRAMEWORKS; do
  single=$(median_of "$GPUDOC" check --skip stress --python "$PYTHON" --framework "$fw")
  echo "check --skip stress --framework $fw: ${single}"
  s=${single%% *}
  slowest=$(awk -v a="$s" -v b="$slowest" 'BEGIN {print (a > b) ? a : b}')
done
w=${whole%% *}
echo "ratio (all / slowest single): $(awk -v a="$w" -v b="$slowest" 'BEGIN {printf "%.3f", a / b}')  (target <= 1.25)"
if [[ "${COLLECT_ENV:-0}" == 1 ]]; then
  ce=$(median_of "$PYTHON" -m torch.utils.collect_env)
  echo "python -m torch.utils.collect_env: ${ce}"
  echo "ratio (gpudoc / collect_env): $(awk -v a="$w" -v b="${ce%% *}" 'BEGIN {printf "%.3f", a / b}')  (target <= 1)"
fi
