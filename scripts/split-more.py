#!/usr/bin/env python3
"""Split the second batch of the explain corpus (more-*.jsonl) by thread.

Usage: scripts/split-more.py fixtures/errors/corpus

The frozen test split (test.jsonl) is never regenerated: these messages were gathered after it
was committed, so they go to train, dev and a second untouched set, `holdout.jsonl`, that no
tuning ever looks at (a check of messages gpudoc has not seen, beside the test split). A
thread's messages stay together; the split is the SHA-256 of its `thread` id: digits 0-5
train, 6-7 dev, 8-9 holdout. Writes more-train.jsonl, more-dev.jsonl and holdout.jsonl and
prints each one's size and SHA-256. A thread already in the first batch (all.jsonl) is an
error: no thread may sit in two splits. A thread of the catalog's own fixtures
(fixtures/errors/{sample,extra,extra2}.jsonl, which the catalog was written and tuned on)
always goes to train: its wording is not unseen."""
import hashlib
import json
import sys
from pathlib import Path

REQUIRED = ["id", "message", "category", "reason", "source", "thread", "repo", "benign"]


def url_key(url: str) -> str:
    """A thread URL without scheme, www., fragment or trailing slash."""
    url = url.split("#")[0].rstrip("/")
    for prefix in ("https://", "http://", "www."):
        if url.startswith(prefix):
            url = url[len(prefix):]
    return url


def split_of(thread: str) -> str:
    digit = int(hashlib.sha256(thread.encode()).hexdigest(), 16) % 10
    return "more-train" if digit < 6 else "more-dev" if digit < 8 else "holdout"


def main() -> None:
    root = Path(sys.argv[1])
    first = {json.loads(l)["thread"] for l in (root / "all.jsonl").read_text().splitlines() if l.strip()}
    tuned = set()
    for name in ("sample", "extra", "extra2"):
        path = root.parent / f"{name}.jsonl"
        tuned |= {url_key(json.loads(l)["source"]) for l in path.read_text().splitlines() if l.strip()}
    rows = []
    for path in sorted(root.glob("more-[a-z].jsonl")):
        rows += [json.loads(l) for l in path.read_text().splitlines() if l.strip()]
    out = {"more-train": [], "more-dev": [], "holdout": []}
    ids = set()
    for row in rows:
        missing = [k for k in REQUIRED if k not in row]
        if missing:
            sys.exit(f"{row.get('id')}: missing {missing}")
        if row["thread"] in first:
            sys.exit(f"{row['id']}: thread {row['thread']} is already in all.jsonl")
        if row["id"] in ids:
            sys.exit(f"{row['id']}: duplicate id")
        ids.add(row["id"])
        seen = url_key(row["thread"]) in tuned or url_key(row["source"]) in tuned
        out["more-train" if seen else split_of(row["thread"])].append(row)
    for name, part in out.items():
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in part)
        (root / f"{name}.jsonl").write_text(text)
        digest = hashlib.sha256(text.encode()).hexdigest()
        threads = len({r["thread"] for r in part})
        print(f"{name}: {len(part)} messages, {threads} threads, sha256 {digest}")


if __name__ == "__main__":
    main()
