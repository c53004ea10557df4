#!/usr/bin/env bash
# One device call for the acceptance runs of issues 11, 13, 14, 15 and 16 on the real H200.
# Not a test: it prints what the closing note quotes, and keeps the reports under $OUT.
# Run from the repository root with the release binary at .devbin/gpudoc:
#   scripts/h200-acceptance.sh            (device: OUT is set by the device tool)
# Sections, in order (each prints "== <section>" first):
#   11  gpudoc plan keeps the installed JAX; gpudoc check -v (the whole report)
#   14  check --format markdown, --quiet, --redact (no identifying value leaks)
#   15  two reports (all GPUs, and CUDA_VISIBLE_DEVICES hiding the GPU) and gpudoc diff
#   16  one GPU: no peers, no P2P table, no NCCL test; stress --seconds 20 -v
#   13  SIGINT during gpudoc stress --seconds 60 (to the process group, as a terminal's ^C,
#       and to gpudoc alone): nothing left on the GPU 2 s later
set -uo pipefail
G=${GPUDOC:-.devbin/gpudoc}
OUT=${OUT:-/tmp/h200-acceptance}
mkdir -p "$OUT"
export NO_COLOR=1
run() { echo; echo "\$ $*"; "$@"; echo "[exit $?]"; }
apps() { nvidia-smi --query-compute-apps=pid,used_memory --format=csv,noheader; }

echo "== machine"
nvidia-smi --query-gpu=index,name,driver_version,pci.bus_id --format=csv,noheader
python3 -c 'import sys, torch, jax; print(sys.executable, "torch", torch.__version__, "jax", jax.__version__)' 2>&1 | tail -1
"$G" --version

echo; echo "== 11: plan (live) keeps what is installed"
run "$G" plan
"$G" plan --json >"$OUT/plan.json"; echo "[plan --json exit $?]"
python3 - "$OUT/plan.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
print("installed:", json.dumps(d["machine"].get("installed")))
for fw in ("tensorflow", "pytorch", "jax"):
    p = d.get(fw) or {}
    r = p.get("recommended") or {}
    print(fw, "recommended:", r.get("version"), "keep:", r.get("keep"), "installed:", json.dumps(p.get("installed")))
PY

echo; echo "== 11: check -v"
/usr/bin/time -f "wall %e s" "$G" check -v 2>&1 | tee "$OUT/check-v.txt"

echo; echo "== 14: --format markdown (head), --quiet, --redact"
"$G" check --skip stress --format markdown >"$OUT/check.md"; echo "[markdown exit $?]"; head -30 "$OUT/check.md"
run "$G" check --skip stress --quiet
"$G" check --skip stress --redact --json >"$OUT/redacted.json"; echo "[redact exit $?]"
for v in $(nvidia-smi --query-gpu=uuid,serial,pci.bus_id --format=csv,noheader | tr ',' ' ') "$(hostname)" "$(cat /proc/sys/kernel/random/boot_id)"; do
  [ ${#v} -ge 4 ] || continue
  grep -qiF -- "$v" "$OUT/redacted.json" && echo "LEAK: $v" || echo "not in the redacted report: ${v:0:8}…"
done

echo; echo "== 15: two reports and gpudoc diff"
"$G" check --skip stress --out "$OUT/all-gpus.json" --label run=all >/dev/null; echo "[exit $?]"
CUDA_VISIBLE_DEVICES= "$G" check --skip stress --out "$OUT/hidden.json" --label run=hidden >/dev/null; echo "[exit $?]"
run "$G" diff "$OUT/all-gpus.json" "$OUT/hidden.json"
"$G" diff --json "$OUT/all-gpus.json" "$OUT/hidden.json" >"$OUT/diff.json"; echo "[diff --json exit $?]"
run "$G" fleet "$OUT/all-gpus.json" "$OUT/hidden.json"

echo; echo "== 16: one GPU degrades cleanly"
python3 - "$OUT/all-gpus.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
print("topology:", json.dumps(r["facts"].get("topology")))
for layer in r["layers"]:
    for c in layer["checks"]:
        if any(k in c["id"] for k in ("topology", "nvlink", "compute-mode", "driver.mig", "ordering", "p2p", "cuda-visible")):
            print(f'{c["id"]}: {c["status"]}: {c["summary"]}')
PY
/usr/bin/time -f "wall %e s" "$G" stress --seconds 20 -v 2>&1 | tee "$OUT/stress-v.txt"
"$G" stress --seconds 5 --json >"$OUT/stress.json"; echo "[stress --json exit $?]"
python3 - "$OUT/stress.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
s = d.get("stress") or {}
print("gpus:", len(s.get("gpus", [])), "peers:", s.get("peers"), "nccl:", s.get("nccl"))
for c in d["checks"]:
    print(f'[{c["status"]}] {c["id"]}: {c["summary"]}')
PY

echo; echo "== 13: SIGINT during gpudoc stress --seconds 60"
for target in group gpudoc; do
  echo "-- SIGINT to the $target"
  apps
  set -m
  "$G" stress --seconds 60 >"$OUT/sigint-$target.txt" 2>&1 &
  pid=$!
  set +m
  for _ in $(seq 1 60); do
    [ -n "$(apps)" ] && break
    sleep 0.5
  done
  echo "on the GPU before the signal: $(apps | tr '\n' ';')"
  sleep 2
  if [ "$target" = group ]; then kill -INT -- "-$pid"; else kill -INT "$pid"; fi
  t0=$(date +%s.%N)
  wait "$pid"; rc=$?
  t1=$(date +%s.%N)
  echo "gpudoc exited $rc after $(python3 -c "print(round($t1-$t0, 2))") s"
  sleep 2
  left=$(apps)
  echo "nvidia-smi --query-compute-apps=pid 2 s later: ${left:-<empty>}"
  echo "gpudoc descendants left: $(pgrep -f '__probe' | tr '\n' ' ')"
  tail -3 "$OUT/sigint-$target.txt"
done
echo; echo "== done"
