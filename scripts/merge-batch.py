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
import importlib.util
import json
import sys
from pathlib import Path

# split-fresh.py's name is not a module name: load it from beside this file.
_spec = importlib.util.spec_from_file_location(
    "split_fresh", Path(__file__).with_name("split-fresh.py")
)
split_fresh = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(split_fresh)
REQUIRED, url_key, words, known = (
    split_fresh.REQUIRED, split_fresh.url_key, split_fresh.words, split_fresh.known
)
AI_SUMMARY_HOSTS = ("blog.gitcode.com",)


def main() -> None:
    if len(sys.argv) != 4:
        sys.exit("usage: scripts/merge-batch.py <gather-dir> <corpus-dir> <batch>")
    gather, corpus, batch = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    earlier = [p for p in sorted(corpus.glob("*.jsonl")) if not p.name.startswith(f"{batch}-")]
    # The 15 categories are the ones the corpus already uses (every one is there).
    known_threads, known_messages, categories = known(earlier + split_fresh.fixtures(corpus))
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
            if any(k not in row for k in REQUIRED) or row["category"] not in categories:
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
