#!/usr/bin/env bash
# Issue 16, the `check` side (branch topo16): multi-GPU readiness on the H200 host. Not a test;
# prints what to quote. On one GPU everything must degrade cleanly: driver.topology says
# "1 GPU: no peers", no driver.nvlink / devices.ordering / devices.p2p line, no new warning.
#
# Usage: scripts/h200-topo16.sh   (a copy lives at .devbin/h200-topo16.sh)
#   GPUDOC=.devbin/gpudoc   PYTHON=/opt/torch/.venv/bin/python3   OUT=/tmp/topo16
set -uo pipefail
cd "$(dirname "$0")/.."
G=${GPUDOC:-.devbin/gpudoc}
PY=${PYTHON:-/opt/torch/.venv/bin/python3}
OUT=${OUT:-/tmp/topo16}
mkdir -p "$OUT"
export NO_COLOR=1
run() { echo; echo "\$ $*"; "$@"; echo "[exit $?]"; }

echo "== nvidia-smi's view, for comparison"
run nvidia-smi -L
run nvidia-smi topo -m
run nvidia-smi topo -p2p r
run nvidia-smi nvlink --status
run nvidia-smi --query-gpu=index,pci.bus_id,compute_mode,mig.mode.current,ecc.mode.current,persistence_mode,vbios_version --format=csv

echo; echo "== gpudoc check -v (look for: [PASS] 1 GPU: no peers (driver.topology); no new WARN)"
run "$G" check -v --python "$PY"

echo; echo "== the new facts (--json)"
"$G" check --json --python "$PY" > "$OUT/check.json"
python3 - "$OUT/check.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
f = r["facts"]
print("topology:", json.dumps(f.get("topology"), indent=1))
for g in f["gpus"]:
    keep = ("index", "pci_bus_id", "compute_mode", "mig_mode", "ecc_mode", "persistence_mode",
            "vbios_version", "mig_devices", "nvlinks")
    print("gpu:", json.dumps({k: g.get(k) for k in keep}))
print("fingerprint:", {k: v for k, v in r["fingerprint"].items() if k.startswith("gpu.")})
new = ("driver.topology", "driver.nvlink", "driver.compute-mode", "driver.mig",
       "devices.ordering", "devices.p2p", "devices.cuda-visible-devices")
for layer in r["layers"]:
    for c in layer["checks"]:
        if c["id"] in new:
            print(f'{c["id"]}: {c["status"]}: {c["summary"]}')
print("cuda_runtime:", (f.get("cuda_runtime") or {}).get("path"))
print("verdict:", r["verdict"], "warned:", r["warned_checks"], "failed:", r["failed_checks"])
PY

UUID=$(nvidia-smi --query-gpu=uuid --format=csv,noheader | head -1)
echo; echo "== CUDA_VISIBLE_DEVICES variants (look for: devices.cuda-visible-devices PASS 'selects 1 of 1 GPU(s): GPU 0' for the UUID and its prefix; WARN for the unknown MIG id)"
for cvd in "$UUID" "${UUID:0:12}" 0 "MIG-00000000-0000-0000-0000-000000000000"; do
  echo; echo "\$ CUDA_VISIBLE_DEVICES=$cvd $G check --only devices -v"
  CUDA_VISIBLE_DEVICES="$cvd" "$G" check --only devices -v --python "$PY" | grep -E -A3 'devices\.(cuda-visible-devices|ordering|p2p|pytorch)'
done
echo; echo "\$ CUDA_DEVICE_ORDER=PCI_BUS_ID $G check --only devices (no change expected on one GPU)"
CUDA_DEVICE_ORDER=PCI_BUS_ID "$G" check --only devices --python "$PY" | tail -4

echo; echo "== the cudaview child by itself, on the libcudart check chose (look for: the bus id nvidia-smi shows, peers [] on one GPU; cudaErrorNoDevice when everything is hidden)"
CUDART=$(python3 -c 'import json,sys; print((json.load(open(sys.argv[1]))["facts"].get("cuda_runtime") or {}).get("path",""))' "$OUT/check.json")
if [[ -n "$CUDART" ]]; then
  run "$G" __probe cudaview --lib "$CUDART"
  echo "\$ CUDA_VISIBLE_DEVICES=$UUID ... __probe cudaview"; CUDA_VISIBLE_DEVICES="$UUID" "$G" __probe cudaview --lib "$CUDART"
  echo "\$ CUDA_VISIBLE_DEVICES= ... __probe cudaview"; CUDA_VISIBLE_DEVICES= "$G" __probe cudaview --lib "$CUDART"
else
  echo "no cuda_runtime path in the report"
fi

echo; echo "== list-checks"
"$G" list-checks | grep -E 'topology|nvlink|compute-mode|driver\.mig|ordering|p2p'
