#!/bin/sh
# --redact on the real H200 (issue 14): no GPU UUID, serial, PCI bus id, hostname, boot id,
# home directory or secret value that nvidia-smi and the machine report may appear in
# `check --redact` (JSON, text, --out) or `stress --redact`. Run from the repository root
# with the gpudoc binary at .devbin/gpudoc; prints LEAK lines (there should be none) and the
# placeholders seen.
set -u
G=${GPUDOC:-.devbin/gpudoc}
OUT=${OUT:-/tmp/redact14}
mkdir -p "$OUT"
export HF_TOKEN=hf_H200RedactProbeAbcdefghijklmnop
$G check --redact --skip stress --json --out "$OUT/out.json" >"$OUT/check.json"; echo "check --json rc=$?"
$G check --redact --skip stress -v >"$OUT/check.txt"; echo "check text rc=$?"
$G stress --redact --seconds 5 --json >"$OUT/stress.json"; echo "stress --json rc=$?"
$G stress --redact --seconds 5 >"$OUT/stress.txt"; echo "stress text rc=$?"
raw=$(
  nvidia-smi --query-gpu=uuid,serial,pci.bus_id --format=csv,noheader 2>/dev/null | tr ',' '\n'
  nvidia-smi -L 2>/dev/null | grep -o 'MIG-[0-9a-f-]*'
  hostname; hostname -f 2>/dev/null; cat /proc/sys/kernel/random/boot_id; echo "$HOME"; echo "$HF_TOKEN"
)
echo "$raw" | sed 's/^ *//; s/ *$//' | sort -u | while read -r v; do
  [ ${#v} -ge 4 ] || continue
  case "$v" in "[N/A]"|"/root") continue;; esac
  # PCI bus ids: NVML's 8-digit domain and the kernel's 4-digit one.
  short=$(echo "$v" | sed -n 's/^0000\(0000:..:..\..\)$/\1/p')
  for f in "$OUT"/check.json "$OUT"/out.json "$OUT"/check.txt "$OUT"/stress.json "$OUT"/stress.txt; do
    grep -qiF "$v" "$f" && echo "LEAK $v in $f"
    [ -n "$short" ] && grep -qiF "$short" "$f" && echo "LEAK $short in $f"
  done
done
echo "placeholders seen:"; cat "$OUT"/*.json "$OUT"/*.txt | grep -o '<[a-z:_A-Z-]*[0-9]*>\|node-[0-9a-f]\{12\}' | sort | uniq -c
grep -o '"redacted": true' "$OUT/check.json" "$OUT/stress.json"
