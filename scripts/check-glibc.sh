#!/usr/bin/env bash
# Fails when an ELF binary needs a glibc symbol version newer than MAX (default 2.17, the
# oldest glibc the release binaries support: RHEL/CentOS 7). Reads the binary's dynamic
# symbols and version needs with readelf (any architecture: it checks the aarch64 build on
# an x86-64 runner too), so it sees exactly what the dynamic loader will ask glibc for.
#   scripts/check-glibc.sh target/x86_64-unknown-linux-gnu/release/gpudoc [2.17]
set -euo pipefail
bin="${1:?usage: check-glibc.sh BINARY [MAX_GLIBC]}"
max="${2:-2.17}"
[ -f "$bin" ] || { echo "check-glibc: $bin: no such file" >&2; exit 2; }
command -v readelf >/dev/null 2>&1 || { echo "check-glibc: needs readelf (binutils)" >&2; exit 2; }
needs=$(readelf -W --dyn-syms -V "$bin")
versions=$(printf '%s\n' "$needs" | grep -o 'GLIBC_[0-9][0-9.]*[0-9]' | sed 's/^GLIBC_//' | sort -u -V || true)
if [ -z "$versions" ]; then
    echo "check-glibc: $bin needs no versioned glibc symbol (static, or not a glibc binary)"
    exit 0
fi
newest=$(printf '%s\n' "$versions" | tail -n 1)
too_new=""
for v in $versions; do
    # v is newer than max when it sorts after it.
    [ "$(printf '%s\n%s\n' "$max" "$v" | sort -V | tail -n 1)" = "$max" ] || too_new="$too_new $v"
done
if [ -n "$too_new" ]; then
    echo "check-glibc: FAIL: $bin needs glibc $newest (> $max); symbols:" >&2
    for v in $too_new; do
        printf '%s\n' "$needs" | grep -o "[A-Za-z0-9_.]*@GLIBC_$v\b" | sort -u | sed 's/^/  /' >&2
    done
    exit 1
fi
echo "check-glibc: ok: $bin needs glibc $newest at most (<= $max)"
