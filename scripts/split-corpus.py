#!/usr/bin/env python3
"""Split the labelled explain corpus into train, dev and test by thread.

Usage: scripts/split-corpus.py fixtures/errors/corpus/all.jsonl

Every message of one thread lands in one split (a thread's messages share wording), chosen
by the SHA-256 of its `thread` id: digits 0-4 train, 5-6 dev, 7-9 test. Writes train.jsonl,
dev.jsonl and test.jsonl beside the input and prints each split's size and SHA-256, the
figure committed before any tuning (docs/explain.md)."""
import hashlib
import json
import sys
from pathlib import Path

REQUIRED = ["id", "message", "category", "reason", "source", "thread", "repo", "benign"]


def split_of(thread: str) -> str:
    digit = int(hashlib.sha256(thread.encode()).hexdigest(), 16) % 10
    return "train" if digit < 5 else "dev" if digit < 7 else "test"


def main() -> None:
    src = Path(sys.argv[1])
    rows = [json.loads(l) for l in src.read_text().splitlines() if l.strip()]
    out = {"train": [], "dev": [], "test": []}
    for row in rows:
        missing = [k for k in REQUIRED if k not in row]
        if missing:
            sys.exit(f"{row.get('id')}: missing {missing}")
        out[split_of(row["thread"])].append(row)
    for name, part in out.items():
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in part)
        path = src.with_name(f"{name}.jsonl")
        path.write_text(text)
        digest = hashlib.sha256(text.encode()).hexdigest()
        threads = len({r["thread"] for r in part})
        print(f"{name}: {len(part)} messages, {threads} threads, sha256 {digest}")


if __name__ == "__main__":
    main()
