#!/usr/bin/env python3
"""Turns the fixed-width tables of `receiptvault eval` output into Markdown tables for the README.

    .build/release/receiptvault eval Corpus/documents > eval.txt && scripts/eval-tables-md.py eval.txt

Every block that starts with a header row followed by a row of dashes becomes one table; two
per-field tables (variants, then language/folder) are joined side by side on the field column.
"""
import re
import sys


def tables(lines):
    """Yields (header, rows) for each fixed-width table: a header line, a dashed line, rows."""
    for index in range(1, len(lines)):
        if re.fullmatch(r"-{10,}", lines[index].strip()) and lines[index - 1].strip():
            header = lines[index - 1].split()
            rows = []
            for line in lines[index + 1:]:
                if not line.strip():
                    break
                rows.append(line.split())
            yield header, rows


def markdown(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(out)


def main():
    lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
    found = list(tables(lines))
    # The first two tables are per-field accuracy: join them (the second repeats labelled/overall).
    if len(found) >= 2 and found[0][0][0] == "field" and found[1][0][0] == "field":
        (h1, r1), (h2, r2) = found[0], found[1]
        second = {row[0]: row[3:] for row in r2}
        found[0:2] = [(h1 + h2[3:], [row + second.get(row[0], []) for row in r1])]
    for header, rows in found:
        print(markdown(header, rows))
        print()


if __name__ == "__main__":
    main()
