#!/usr/bin/env python3
"""Split the third (fresh-*.jsonl) or fifth (b5-*.jsonl) batch of the explain corpus by thread.

Usage: scripts/split-fresh.py fixtures/errors/corpus          # fresh-[a-d] -> fresh-train/-test
       scripts/split-fresh.py fixtures/errors/corpus b5       # b5-[p-t] -> b5-train/-test
       scripts/split-fresh.py fixtures/errors/corpus b7       # b7-[a-f] -> b7-train/-test
       scripts/split-fresh.py fixtures/errors/corpus b8       # b8-[g-k] -> b8-train/-test
       scripts/split-fresh.py fixtures/errors/corpus b11      # b11-[r-w] -> b11-test (all)
       scripts/split-fresh.py fixtures/errors/corpus b12      # b12-[a-h] -> b12-test (all)
       scripts/split-fresh.py fixtures/errors/corpus b13      # b13-[a-h] -> b13-test (all)
       scripts/split-fresh.py fixtures/errors/corpus b14      # b14-[a-h] -> b14-test (all)
       scripts/split-fresh.py fixtures/errors/corpus b15      # b15-[a-h] -> b15-test (all)
       scripts/split-fresh.py fixtures/errors/corpus b16      # b16-[a-h] -> b16-test (all)
       scripts/split-fresh.py fixtures/errors/corpus b17      # b17-[a-h] -> b17-test (all)
       scripts/split-fresh.py fixtures/errors/corpus b18      # b18-[a-h] -> b18-test (all)

The third batch was gathered (session of 2026-12-02) after the frozen test split and the
holdout had both been looked at, from threads in none of the earlier batches or fixtures, by
four helpers who never saw gpudoc (the guide they followed: fresh-GUIDE.md). It gives a
second, fresh untouched set, `fresh-test.jsonl`, beside `fresh-train.jsonl` which training
may use. A thread's messages stay together; the split is the SHA-256 of its `thread` id:
digits 0-3 fresh-train, 4-9 fresh-test. Prints each one's size and SHA-256. A thread already
in an earlier batch or fixture is an error.

The fifth batch (b5-*.jsonl, same day, five more helpers, the same guide) was gathered after
fresh-test had been looked at once: its split, digits 0-5 b5-train and 6-9 b5-test, gives a
third untouched set. The fourth batch (next-*.jsonl) and the sixth (b6-*.jsonl) are training
data only.

The seventh batch (b7-*.jsonl: a later session, six new helpers, the same guide) was gathered
after every earlier untouched set had been looked at at least twice: its split, digits 0-4 b7-train and 5-9 b7-test, gives a fourth untouched set, the
only one no figure had yet been read from. The eighth (b8-*.jsonl, five more helpers, the same
session, launched before any figure of b7-test had been read): digits 0-5 b8-train, 6-9
b8-test.

The eleventh batch (b11-*.jsonl: a later session, six new helpers, the same guide) was
gathered after b7-test and b8-test had been looked at twice each and retired into training:
all of it is the untouched set b11-test (b11-train stays empty), checked against every other
file of the corpus.

The twelfth batch (b12-*.jsonl: a later session, eight new helpers, the same guide) was
gathered after b11-test's first look, while b11-test was retired into training: all of it is
the untouched set b12-test, checked as batch 11 was.

The thirteenth batch (b13-*.jsonl: a later session, eight new helpers, the same guide, brought
in by scripts/merge-batch.py) was gathered after b12-test's first looks, while b12-test was
retired into training: all of it is the untouched set b13-test, checked as batch 11 was.

The fourteenth batch (b14-*.jsonl: a later session, eight new helpers, the same guide, brought
in by scripts/merge-batch.py) was gathered after b13-test's first look, while b13-test was
retired into training: all of it is the untouched set b14-test, checked as batch 11 was.

The fifteenth batch (b15-*.jsonl: the same session, eight more helpers, the same guide, each
given two categories to look for instead of an area) was gathered after b14-test's first look,
while b14-test was retired into training: all of it is the untouched set b15-test.

The sixteenth batch (b16-*.jsonl: the same session, eight more helpers, two other categories
each; cut short when the session's shared search budget ran out, 87 messages in all) was
gathered after b15-test's first look: all of it is the untouched set b16-test.

The seventeenth batch (b17-*.jsonl: session of 2026-12-04, eight new helpers, the same two
categories each as batch 15, asked to take half from forum and Q&A pages, which the search
store barely holds) was gathered after b16-test's first look: all of it is the untouched set
b17-test.

The eighteenth batch (b18-*.jsonl: the same session, eight more helpers, other pairs of
categories, GitHub issues only) was gathered while b17-test was retired into training, and
first answered by the model committed before it was merged: all of it is the untouched set
b18-test."""
import hashlib
import json
import sys
from pathlib import Path

REQUIRED = ["id", "message", "category", "reason", "source", "thread", "repo", "benign"]


def url_key(url: str) -> str:
    """A thread URL without scheme, www., fragment or trailing slash, lower-case (as
    `Labelled::thread_key` in src/explain/training.rs keys folds). split-more.py has the same
    function without the lower-casing: its committed splits hash the key as written, so it
    stays as it is."""
    url = url.split("#")[0].rstrip("/")
    for prefix in ("https://", "http://", "www."):
        if url.startswith(prefix):
            url = url[len(prefix):]
    return url.lower()


def words(text: str) -> str:
    """A message as compared for "word for word": whitespace runs as one space, lower-case."""
    return " ".join(text.split()).lower()


def known(paths: list[Path]) -> tuple[set[str], set[str], set[str]]:
    """The thread keys (of `thread` and `source`), the messages (as `words`) and the
    categories of these JSON-lines files (scripts/merge-batch.py reads them too)."""
    threads, messages, categories = set(), set(), set()
    for path in paths:
        for line in path.read_text().splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            messages.add(words(row["message"]))
            for key in ("thread", "source"):
                if row.get(key):
                    threads.add(url_key(row[key]))
            if row.get("category"):
                categories.add(row["category"])
    return threads, messages, categories


def fixtures(root: Path) -> list[Path]:
    """The catalog's own fixtures, beside the corpus."""
    return [root.parent / n for n in ("sample.jsonl", "extra.jsonl", "extra2.jsonl")]


def split_of(thread: str, batch: str) -> str:
    digit = int(hashlib.sha256(url_key(thread).encode()).hexdigest(), 16) % 10
    train_digits = {"fresh": 4, "b5": 6, "b7": 5, "b8": 6, "b11": 0, "b12": 0, "b13": 0, "b14": 0, "b15": 0, "b16": 0, "b17": 0, "b18": 0}[batch]
    return f"{batch}-train" if digit < train_digits else f"{batch}-test"


def main() -> None:
    root = Path(sys.argv[1])
    batch = sys.argv[2] if len(sys.argv) > 2 else "fresh"
    earlier_batches = ["all.jsonl", "more-a.jsonl", "more-b.jsonl", "more-c.jsonl"]
    if batch in ("b5", "b7", "b8"):
        earlier_batches += [p.name for p in sorted(root.glob("fresh-[a-z].jsonl"))]
        earlier_batches += [p.name for p in sorted(root.glob("next-[a-z].jsonl"))]
    if batch in ("b7", "b8"):
        earlier_batches += [p.name for p in sorted(root.glob("b5-[a-z].jsonl"))]
        earlier_batches += [p.name for p in sorted(root.glob("b6-[a-z].jsonl"))]
    if batch == "b8":
        earlier_batches += [p.name for p in sorted(root.glob("b7-[a-z].jsonl"))]
    whole_batches = ("b11", "b12", "b13", "b14", "b15", "b16", "b17", "b18")
    whole_batch = batch in whole_batches
    if whole_batch:
        # Every file of the corpus but this batch's and later ones' (whose -dup files hold
        # messages word for word from this one), so a batch splits the same way again later.
        later = tuple(f"{b}-" for b in whole_batches[whole_batches.index(batch):])
        earlier_batches = [
            p.name for p in sorted(root.glob("*.jsonl")) if not p.name.startswith(later)
        ]
    if batch not in ("fresh", "b5", "b7", "b8") + whole_batches:
        sys.exit(f"unknown batch {batch}: fresh, b5, b7, b8 or b11 to b18")
    # Batches 11 to 18 are also checked for what merging their helpers' files removed: a
    # thread two of them took, and a message word for word in an earlier batch (those are
    # b11-dup.jsonl to b18-dup.jsonl).
    earlier, earlier_messages, _ = known([root / name for name in earlier_batches])
    # A fixture's thread counts; its message does not (the splits were made that way).
    earlier |= known(fixtures(root))[0]
    seen_threads = {}
    out = {f"{batch}-train": [], f"{batch}-test": []}
    for path in sorted(root.glob(f"{batch}-[a-z].jsonl")):
        for n, line in enumerate(path.read_text().splitlines(), 1):
            if not line.strip():
                continue
            row = json.loads(line)
            missing = [k for k in REQUIRED if k not in row]
            if missing:
                sys.exit(f"{path}:{n}: missing {missing}")
            if url_key(row["thread"]) in earlier or url_key(row["source"]) in earlier:
                sys.exit(f"{path}:{n}: thread {row['thread']} is in an earlier batch")
            if whole_batch:
                key = url_key(row["thread"])
                if seen_threads.setdefault(key, path.name) != path.name:
                    sys.exit(f"{path}:{n}: thread {row['thread']} is also in {seen_threads[key]}")
                if words(row["message"]) in earlier_messages:
                    sys.exit(f"{path}:{n}: the message is word for word in an earlier batch")
            out[split_of(row["thread"], batch)].append(line)
    for name, lines in out.items():
        if not lines and name.endswith("-train"):
            continue
        text = "".join(l + "\n" for l in lines)
        (root / f"{name}.jsonl").write_text(text)
        digest = hashlib.sha256(text.encode()).hexdigest()
        print(f"{name}.jsonl: {len(lines)} messages, sha256 {digest}")


if __name__ == "__main__":
    main()
