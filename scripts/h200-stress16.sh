#!/usr/bin/env bash
# Issue 16 (multi-GPU stress) on a real machine: run from the repository root after
# `cp target/release/gpudoc .devbin/gpudoc` (or a debug build).
#   scripts/h200-stress16.sh            (also copied to .devbin/h200-stress16.sh)
# What to quote:
#   1. the human report of `gpudoc stress --seconds 20 -v`: the per-GPU table (both GPUs on
#      the x2 machine), the COPY table (link, P2P on/off, GB/s, latency), and the
#      stress.spread, stress.p2p and stress.nccl lines with their evidence;
#   2. the same run with torch's Python (--python), so NCCL comes from torch's nvidia-nccl wheel;
#   3. torch's own GPU-to-GPU copy bandwidth per pair, next to gpudoc's figure for that pair
#      (they should agree within ~15%; on one GPU it says there is nothing to compare).
set -uo pipefail
GPUDOC=${GPUDOC:-.devbin/gpudoc}
PY=${PY:-/opt/torch/.venv/bin/python3}
OUT=${OUT:-/tmp/h200-stress16}
mkdir -p "$OUT"

echo "== nvidia-smi topo -m"; nvidia-smi topo -m 2>&1 | head -20
echo; echo "== gpudoc stress --seconds 20 -v"
time "$GPUDOC" stress --seconds 20 -v; echo "exit: $?"

echo; echo "== gpudoc stress --seconds 20 --json --python $PY (NCCL from torch's wheel)"
"$GPUDOC" stress --seconds 20 --json --python "$PY" >"$OUT/stress.json"; echo "exit: $?"
"$PY" - "$OUT/stress.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
s = d.get("stress") or {}
for g in s.get("gpus", []):
    print("GPU", g["index"], g["name"], {x["dtype"]: round(x["tflops"], 1) for x in g["dtypes"]},
          "error:", g.get("error"))
for p in s.get("peers", []):
    print("peer", p["src"], "->", p["dst"], "p2p" if p["p2p"] else "staged", p["link"],
          p["nvlink_version"], p["nvlink_links"], "GB/s", p["gbps"] and round(p["gbps"], 1),
          "lat us", p["latency_us"] and round(p["latency_us"], 1), "wrong bytes", p["wrong_bytes"],
          "error", p["error"])
print("nccl:", json.dumps(s.get("nccl"), indent=1))
for c in d["checks"]:
    if c["id"] in ("stress.spread", "stress.p2p", "stress.nccl"):
        print(f'[{c["status"]}] {c["id"]}: {c["summary"]}')
PY

echo; echo "== torch.cuda copies between devices (same machine, same moment)"
GPUDOC_JSON="$OUT/stress.json" "$PY" - <<'PY'
import json, os, statistics
import torch
n = torch.cuda.device_count()
print("torch", torch.__version__, "GPUs:", n, "NCCL:", torch.cuda.nccl.version())
if n < 2:
    print("one GPU: nothing to compare (gpudoc should show no COPY table and skip stress.p2p/nccl)")
    raise SystemExit
ours = {}
try:
    for p in json.load(open(os.environ["GPUDOC_JSON"]))["stress"]["peers"]:
        ours[(p["src"], p["dst"])] = p["gbps"]
except Exception as e:
    print("no gpudoc figures:", e)
nbytes = 256 << 20
for a in range(n):
    for b in range(n):
        if a == b:
            continue
        src = torch.empty(nbytes, dtype=torch.uint8, device=f"cuda:{a}")
        dst = torch.empty(nbytes, dtype=torch.uint8, device=f"cuda:{b}")
        dst.copy_(src); torch.cuda.synchronize(a); torch.cuda.synchronize(b)
        times = []
        with torch.cuda.device(a):
            for _ in range(5):
                s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
                s.record(); dst.copy_(src, non_blocking=True); e.record(); e.synchronize()
                times.append(s.elapsed_time(e))
        gbps = nbytes / (statistics.median(times) / 1e3) / 1e9
        g = ours.get((a, b))
        ratio = f"gpudoc/torch {g / gbps:.2f}" if g else "gpudoc: -"
        print(f"GPU {a} -> GPU {b}: torch {gbps:.1f} GB/s (peer access {torch.cuda.can_device_access_peer(a, b)}), "
              f"gpudoc {g and round(g, 1)} GB/s, {ratio}")
PY
