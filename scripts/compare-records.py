#!/usr/bin/env python3
"""Compare two folders of records (`eval --records-out`, `batch -o`) document by document.

A change of shape (a refactor) must leave every record as it was: same fields, values, confidences,
checks, rules, items, review and warnings. Timings are left out. Prints each difference and a count;
exits 1 when any record differs.

    scripts/compare-records.py BEFORE/ AFTER/ [--ignore KEY ...] [--only KEY ...] [--held-out]

--held-out, for a set kept for judging (`corpus-foreign/check`, `corpus-real`): counts only, how
many records differ and in which keys, never a document's name or a value.

A replay of recordings (`calibrate measure REC LABELS --records-out DIR`) against the live run that
made them: `--only fields items review` (a replayed record has no source, pages or text).
"""
import argparse
import json
import sys
from pathlib import Path

ALWAYS_IGNORED = {"timings_ms"}


def flatten(value, prefix=""):
    """Dotted paths to leaf values, so that a difference names exactly what moved."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from flatten(inner, f"{prefix}.{key}" if prefix else key)
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from flatten(inner, f"{prefix}[{index}]")
    else:
        yield prefix, value


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--ignore", nargs="*", default=[], help="top-level keys to leave out besides timings_ms")
    parser.add_argument("--only", nargs="*", help="compare only these top-level keys")
    parser.add_argument("--held-out", action="store_true", help="counts only: no document name or value")
    args = parser.parse_args()
    ignored = ALWAYS_IGNORED | set(args.ignore)
    names = sorted({p.name for p in args.before.glob("*.json")} | {p.name for p in args.after.glob("*.json")})
    differing = 0
    keys_changed = {}
    for name in names:
        sides = []
        for folder in (args.before, args.after):
            path = folder / name
            record = json.loads(path.read_text()) if path.exists() else {"missing": True}
            kept = {k: v for k, v in record.items() if k not in ignored and (args.only is None or k in args.only)}
            sides.append(dict(flatten(kept)))
        before, after = sides
        changes = [(key, before.get(key), after.get(key)) for key in sorted(set(before) | set(after))
                   if before.get(key) != after.get(key)]
        if changes:
            differing += 1
            if args.held_out:
                for key, _, _ in changes:
                    keys_changed[key] = keys_changed.get(key, 0) + 1
                continue
            print(f"{name}: {len(changes)} difference(s)")
            for key, old, new in changes[:12]:
                print(f"   {key}: {old!r} -> {new!r}")
    for key, count in sorted(keys_changed.items()):
        print(f"   {key}: {count} record(s)")
    print(f"{differing} of {len(names)} records differ")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
