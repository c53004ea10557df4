#!/usr/bin/env bash
# Benchmark, not a test: gpudoc's stress GEMMs against torch.matmul on the same GPU, at the
# same size and data types, with the same cuBLAS, in one run. Prints each pair of TFLOP/s
# and their ratio (target: gpudoc >= 0.95 x torch in every data type).
#
# Usage: bench/stress-vs-torch.sh [path/to/gpudoc]
#   N=8192        matrix side (both sides use n x n x n)
#   SECONDS_PER=3 seconds of timed GEMMs per data type, on each side
#   GPU=0         CUDA ordinal
#   LIB_DIR=...   where libcudart/libcublas live (default: the directory of the libcublas
#                 that torch itself loads, so both sides run the same cuBLAS build)
#
# How each side times: gpudoc records CUDA events around rounds of back-to-back GEMMs and
# reports the median round; the torch side below does the same, with matrices of small
# random integers like gpudoc's (zeros would run faster and flatter the figures).
set -euo pipefail
GPUDOC=${1:-gpudoc}
N=${N:-8192}
SECONDS_PER=${SECONDS_PER:-3}
GPU=${GPU:-0}
PY=${PYTHON:-python3}

if [[ -z "${LIB_DIR:-}" ]]; then
  LIB_DIR=$("$PY" - <<'PY'
import os, torch
a = torch.ones(64, 64, device="cuda")
(a @ a).sum().item()  # makes torch load cuBLAS
for line in open("/proc/self/maps"):
    path = line.split()[-1]
    if "/libcublas.so" in path:
        print(os.path.dirname(path)); break
PY
)
fi
echo "cuBLAS directory: $LIB_DIR"

gpudoc_json=$(mktemp)
"$GPUDOC" stress --json --gpus "$GPU" --size "$N" --seconds $((SECONDS_PER * 4)) \
  --lib-dir "$LIB_DIR" >"$gpudoc_json" || { cat "$gpudoc_json"; exit 1; }

GPUDOC_JSON=$gpudoc_json N=$N SECONDS_PER=$SECONDS_PER GPU=$GPU "$PY" - <<'PY'
import json, os, statistics, time
import torch

n, per, gpu = int(os.environ["N"]), float(os.environ["SECONDS_PER"]), int(os.environ["GPU"])
doc = json.load(open(os.environ["GPUDOC_JSON"]))
g = doc["stress"]["gpus"][0]
ours = {d["dtype"]: d for d in g["dtypes"]}
torch.cuda.set_device(gpu)
dtypes = {"fp32": (torch.float32, False), "tf32": (torch.float32, True),
          "fp16": (torch.float16, False), "bf16": (torch.bfloat16, False)}

def bench(dtype, tf32):
    torch.backends.cuda.matmul.allow_tf32 = tf32
    a = torch.randint(-8, 9, (n, n), device="cuda").to(dtype)
    b = torch.randint(-8, 9, (n, n), device="cuda").to(dtype)
    c = a @ b
    torch.cuda.synchronize()
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record(); c = a @ b; stop.record(); stop.synchronize()
    iters = max(1, int(250 / max(start.elapsed_time(stop), 1e-3)))  # 0.25 s rounds, like gpudoc
    rounds, t0 = [], time.time()
    while time.time() - t0 < per or len(rounds) < 3:
        start.record()
        for _ in range(iters):
            torch.matmul(a, b, out=c)
        stop.record(); stop.synchronize()
        rounds.append(2 * n**3 * iters / (start.elapsed_time(stop) / 1e3) / 1e12)
    return statistics.median(rounds)

print(f"{g['name']} (GPU {gpu}), n={n}, torch {torch.__version__}, gpudoc checked "
      f"{sum(d['verified'] for d in g['dtypes'])} results, "
      f"{sum(d['mismatches'] for d in g['dtypes'])} wrong elements")
print(f"{'dtype':<6} {'gpudoc TFLOP/s':>15} {'torch TFLOP/s':>14} {'ratio':>7}")
worst = None
for name, (dtype, tf32) in dtypes.items():
    if name not in ours:
        print(f"{name:<6} {'-':>15} (skipped by gpudoc)"); continue
    t = bench(dtype, tf32)
    mine = ours[name]["tflops"]
    ratio = mine / t
    worst = ratio if worst is None else min(worst, ratio)
    print(f"{name:<6} {mine:>15.1f} {t:>14.1f} {ratio:>7.3f}")
print(f"lowest ratio: {worst:.3f} (target >= 0.95)")
PY
rm -f "$gpudoc_json"
