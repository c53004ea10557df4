#!/usr/bin/env bash
# Rebuild explain's category model (src/explain/model.json) from the labelled corpus: the one
# documented, deterministic command (docs/explain.md). Same files in, same model out, byte for
# byte. Prints train and dev figures (and every train/dev message answered wrongly with -v).
#
#   scripts/train-explain.sh            # fit, write src/explain/model.json, print figures
#   scripts/train-explain.sh -v         # ... and list the train/dev misses
#   scripts/train-explain.sh --unseen   # also print the frozen test split's and the holdout's
#                                       # figures (never tune on them: docs/explain.md)
#
# Fitting data: the corpus's train splits and the catalog's own fixtures (which the catalog was
# written on, so they are training data too); the temperature is fitted on the dev splits.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=fixtures/errors/corpus
args=(
    --train "$corpus/train.jsonl" --train "$corpus/more-train.jsonl"
    --train fixtures/errors/sample.jsonl --train fixtures/errors/extra.jsonl
    --train fixtures/errors/extra2.jsonl
    --dev "$corpus/dev.jsonl" --dev "$corpus/more-dev.jsonl"
    --report "$corpus/dev.jsonl" --report "$corpus/more-dev.jsonl"
    --out src/explain/model.json
)
for a in "$@"; do
    case "$a" in
        -v) args+=(--misses) ;;
        --unseen) args+=(--report "$corpus/test.jsonl" --report "$corpus/holdout.jsonl") ;;
        *) echo "usage: $0 [-v] [--unseen]" >&2; exit 2 ;;
    esac
done
# The model is embedded at build time: train with the binary as it is, then rebuild.
cargo build --release --quiet
./target/release/gpudoc __train-explain "${args[@]}"
cargo build --release --quiet
