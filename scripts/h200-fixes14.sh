#!/usr/bin/env bash
# fixes14 on a real GPU machine: fix commands that work as pasted, and --timeout's floor.
# Run from the repository root with the built binary at .devbin/gpudoc:
#   PY=/path/to/venv/bin/python scripts/h200-fixes14.sh
# What to quote: each import check's "timeout raised from 2 s to 8 s" evidence line, and any
# FAIL line (there should be none: every fix command parses with bash -n, none is a bare
# pip, and every gpudoc re-run carries --python, --framework and --timeout).
set -u
G=${G:-.devbin/gpudoc}
PY=${PY:-$(command -v python3)}
out=$(mktemp)
for fw in pytorch tensorflow jax; do
  echo "== $G check --json --timeout 2 --python $PY --framework $fw"
  "$G" check --json --timeout 2 --python "$PY" --framework "$fw" >"$out"
  echo "exit $?"
  python3 - "$out" "$PY" "$fw" <<'PYEOF'
import json, subprocess, sys
report, py, fw = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
for layer in report["layers"]:
    for c in layer["checks"]:
        if c["id"].endswith("-import"):
            print(f"  {c['id']} {c['status']}: {c['summary']}")
            for e in c["evidence"]:
                if "timeout" in e:
                    print(f"    evidence: {e}")
        for cmd in (c.get("hint") or {}).get("commands", []):
            bad = []
            if subprocess.run(["bash", "-n", "-c", cmd]).returncode:
                bad.append("bash -n")
            if cmd.startswith("pip "):
                bad.append("bare pip")
            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
            print(f"  {'FAIL ' + ','.join(bad) if bad else 'ok  '} {c['id']}: {cmd}")
PYEOF
done
echo "== os-release"; grep -E '^(ID|ID_LIKE|VERSION_ID)=' /etc/os-release
rm -f "$out"
