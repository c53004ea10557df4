#!/usr/bin/env bash
# Cross-validated figures of explain's model for a grid of training settings, so a setting is
# chosen on the tuning pool's out-of-fold answers (never on an untouched set). Writes no model.
# Same files and flags as scripts/train-explain.sh; each line of the grid is one setting.
#
#   scripts/grid-explain.sh [JOBS] < grid.txt     # grid.txt: e.g. "--l2 3e-3 --min-count 1"
#   GPUDOC_BIN=/tmp/gpudoc-a scripts/grid-explain.sh < grid.txt   # a binary built earlier
#                                                 # (another catalog), without rebuilding
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${1:-2}
corpus=fixtures/errors/corpus
# The pool and fixtures scripts/train-explain.sh fits on (kept in one place: its args array).
mapfile -t base < <(sed -n '/^args=(/,/^)/p' scripts/train-explain.sh | sed '1d;$d' |
    grep -v -- '--out' | sed "s|\$corpus|$corpus|g; s|\"||g" | tr -s ' ' '\n' | grep -v '^$')
bin=${GPUDOC_BIN:-}
if [ -z "$bin" ]; then
    cargo build --release --quiet
    bin=./target/release/gpudoc
fi
export bin
# Each line is pasted into a shell command: the grid file is trusted input, like a Makefile.
while IFS= read -r setting || [ -n "$setting" ]; do
    [ -z "$setting" ] && continue
    printf '%s\0' "$setting"
done | xargs -0 -P "$jobs" -I{} sh -c '
    out=$("$bin" __train-explain "$@" {} 2>&1 | grep "^pool, out of fold")
    echo "{} :: $out"' sh "${base[@]}"
