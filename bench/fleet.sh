#!/usr/bin/env bash
# Time `gpudoc fleet` folding N synthetic node reports (default 10,000) with a warm page
# cache: the corpus comes from the seeded test generator (tests/it/support/fleet_gen.rs),
# the binary is a release build, and the figure is the best of five runs after one warm-up.
set -euo pipefail
cd "$(dirname "$0")/.."
N="${N:-10000}"
DIR="$(mktemp -d)"
trap 'rm -rf "$DIR"' EXIT
cargo build --release --quiet
GPUDOC_FLEET_DIR="$DIR/reports" GPUDOC_FLEET_N="$N" \
  cargo test --quiet --test it fleet::write_bench_corpus -- --ignored >/dev/null
count=$(ls "$DIR/reports" | wc -l)
size=$(du -sh "$DIR/reports" | cut -f1)
expect="gpu[$(printf '%04d' 1)-$(printf '%04d' "$N")],l40s[01-02]"
./target/release/gpudoc fleet "$DIR/reports" --expect "$expect" --json >/dev/null || true
best=""
for _ in 1 2 3 4 5; do
  start=$(date +%s.%N)
  ./target/release/gpudoc fleet "$DIR/reports" --expect "$expect" --max-age 1d --json >/dev/null || true
  end=$(date +%s.%N)
  t=$(echo "$end - $start" | bc)
  if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
done
printf 'gpudoc fleet: %s files (%s), warm cache, %s cores: best of 5 = %.3f s\n' \
  "$count" "$size" "$(nproc)" "$best"
