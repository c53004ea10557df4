#!/usr/bin/env bash
# How fast `gpudoc explain` reads big inputs (issue 12's goal: a 10 MB log in under 0.2 s).
# Prints one line per input: wall seconds (median of 5 runs), peak memory, first answer.
#   bench/explain-speed.sh [path/to/gpudoc]     (default: target/release/gpudoc, built first)
set -euo pipefail
cd "$(dirname "$0")/.."
G=${1:-target/release/gpudoc}
[ $# -ge 1 ] || cargo build --release --quiet
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 - "$dir" <<'PY'
import os, random, sys
d = sys.argv[1]
line = ("2024-05-01 12:00:00.000000: I tensorflow/core/common_runtime/executor.cc:1197] step 1234 "
        "loss=0.1234 accuracy=0.9876 lr=0.0001 (an ordinary training log line)\n")
err = ("2024-05-01 12:00:01.000000: W tensorflow/core/common_runtime/bfc_allocator.cc:479] "
       "Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.00GiB\n")
n = (10 << 20) // len(line)
with open(f"{d}/log-error-last.txt", "w") as f:
    f.write(line * n + err)
# A log where every line carries a GPU word, so the model reads its most lines.
gpu = "2024-05-01 12:00:00.000000: I external/xla/xla/stream_executor/cuda/cuda_driver.cc:42] cuda device 0 step ok\n"
with open(f"{d}/log-all-signal.txt", "w") as f:
    f.write(gpu * ((10 << 20) // len(gpu)) + err)
random.seed(7)
with open(f"{d}/random-bytes.bin", "wb") as f:
    f.write(random.randbytes(10 << 20))
with open(f"{d}/one-long-line.txt", "w") as f:
    f.write("a" * (10 << 20))
PY
for f in "$dir"/*; do
    times=()
    for _ in 1 2 3 4 5; do
        s=$(date +%s.%N)
        "$G" explain --json --file "$f" >"$dir/out.json" || true
        e=$(date +%s.%N)
        times+=("$(python3 -c "print($e - $s)")")
    done
    med=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
    mem=$( { /usr/bin/time -f %M "$G" explain --json --file "$f" >/dev/null || true; } 2>&1 | tail -1)
    first=$(python3 -c "import json,sys; m=json.load(open(sys.argv[1]))['matches']; print(m[0]['id'] if m else '(no match)')" "$dir/out.json")
    printf '%-22s %5.1f MB  median %.3f s  peak %6d KB  first: %s\n' "$(basename "$f")" \
        "$(python3 -c "import os; print(os.path.getsize('$f') / 1e6)")" "$med" "$mem" "$first"
done
