#!/usr/bin/env python3
"""Bring one batch of gathered messages into the explain corpus, filtered as batches 12 and 13
were (docs/explain.md), before gpudoc answers any of it.

Usage: scripts/merge-batch.py <gather-dir> fixtures/errors/corpus b13

Reads <gather-dir>/<batch>-<x>.jsonl (one file per helper) and writes
fixtures/errors/corpus/<batch>-<x>.jsonl, leaving out, with a count of each printed:
- a line that does not parse or lacks a field split-fresh.py requires, or whose category is
  not one of the 15 (the helper's own validation should have caught it);
- a message from an AI-written summary page (blog.gitcode.com), not a user's paste;
- a thread the rest of the corpus or a catalog fixture already holds;
- a thread two helpers both took (kept in the first file, by name, that has it);
- a message the corpus already holds word for word (whitespace and case aside): those go to
  <batch>-dup.jsonl, which is reported on its own, since a model fitted on the pool has seen
  the same words under another thread.
Then scripts/split-fresh.py checks and splits what is left."""
import json
import sys
from pathlib import Path

REQUIRED = ["id", "message", "category", "reason", "source", "thread", "repo", "benign"]
CATEGORIES = {
    "driver-unavailable", "driver-too-old", "driver-mismatch", "no-gpu-visible",
    "container-gpu-access", "wsl", "library-not-found", "version-mismatch", "toolkit-missing",
    "wrong-package", "gpu-arch-unsupported", "out-of-memory", "memory-config", "cpu-or-abi",
    "benign",
}
AI_SUMMARY_HOSTS = ("blog.gitcode.com",)


def url_key(url: str) -> str:
    """As split-fresh.py's: no scheme, www., fragment or trailing slash, lower-case."""
    url = url.split("#")[0].rstrip("/")
    for prefix in ("https://", "http://", "www."):
        if url.startswith(prefix):
            url = url[len(prefix):]
    return url.lower()


def words(text: str) -> str:
    return " ".join(text.split()).lower()


def main() -> None:
    if len(sys.argv) != 4:
        sys.exit("usage: scripts/merge-batch.py <gather-dir> <corpus-dir> <batch>")
    gather, corpus, batch = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    known_threads, known_messages = set(), set()
    for path in sorted(corpus.glob("*.jsonl")):
        if path.name.startswith(f"{batch}-"):
            continue
        for line in path.read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                known_threads.add(url_key(row["thread"]))
                known_threads.add(url_key(row["source"]))
                known_messages.add(words(row["message"]))
    for name in ["sample.jsonl", "extra.jsonl", "extra2.jsonl"]:
        for line in (corpus.parent / name).read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                known_messages.add(words(row["message"]))
                if row.get("source"):
                    known_threads.add(url_key(row["source"]))
    counts = {"kept": 0, "bad": 0, "ai-summary": 0, "known-thread": 0, "two-helpers": 0,
              "word-for-word": 0}
    owner = {}
    dups = []
    for path in sorted(gather.glob(f"{batch}-[a-z].jsonl")):
        kept = []
        for line in path.read_text().splitlines():
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                counts["bad"] += 1
                continue
            if any(k not in row for k in REQUIRED) or row["category"] not in CATEGORIES:
                counts["bad"] += 1
                continue
            key = url_key(row["thread"])
            if any(host in row["source"] or host in key for host in AI_SUMMARY_HOSTS):
                counts["ai-summary"] += 1
                continue
            if key in known_threads or url_key(row["source"]) in known_threads:
                counts["known-thread"] += 1
                continue
            if owner.setdefault(key, path.name) != path.name:
                counts["two-helpers"] += 1
                continue
            if words(row["message"]) in known_messages:
                counts["word-for-word"] += 1
                dups.append(json.dumps(row, ensure_ascii=False))
                continue
            known_messages.add(words(row["message"]))
            kept.append(json.dumps(row, ensure_ascii=False))
        counts["kept"] += len(kept)
        if kept:
            (corpus / path.name).write_text("".join(l + "\n" for l in kept))
    (corpus / f"{batch}-dup.jsonl").write_text("".join(l + "\n" for l in dups))
    print(" ".join(f"{k} {v}" for k, v in counts.items()))


if __name__ == "__main__":
    main()
