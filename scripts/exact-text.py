#!/usr/bin/env python3
"""How many names and addresses equal their label exactly, before and after a change: counts only.

`eval` counts a name or an address right at 0.85 similarity (a misread letter or two passes), so a
change that respells what OCR misread moves no accuracy figure; this counts the values that equal
their label with case, punctuation and spaces aside, from two folders of records, per field. Counts
only, no document and no value: fit for the sets kept for judging.

    scripts/exact-text.py BEFORE_RECORDS AFTER_RECORDS LABELS [FIELD...]   (default: business_name address)
"""
import json
import os
import re
import sys


def normalised(text):
    return re.sub(r"[\W_]+", "", (text or "").upper())


def value(records, name, field):
    path = os.path.join(records, name)
    if not os.path.exists(path):
        return None, False
    with open(path, encoding="utf-8") as handle:
        return (json.load(handle).get("fields", {}).get(field) or {}).get("value"), True


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    before, after, labels = sys.argv[1:4]
    fields = sys.argv[4:] or ["business_name", "address"]
    label_files = []
    for root, _, files in os.walk(labels, followlinks=True):
        label_files += [os.path.join(root, name) for name in files if name.endswith(".json")]
    print(f"{'field':<16}{'labelled':>9}{'exact before':>14}{'exact after':>13}{'changed':>9}")
    for field in fields:
        labelled = exact_before = exact_after = changed = 0
        for path in sorted(label_files):
            with open(path, encoding="utf-8") as handle:
                try:
                    label = json.load(handle)
                except json.JSONDecodeError:
                    continue
            if not isinstance(label, dict) or not isinstance(label.get(field), str):
                continue
            name = os.path.basename(path)
            old, found_old = value(before, name, field)
            new, found_new = value(after, name, field)
            if not (found_old and found_new):
                continue
            labelled += 1
            exact_before += normalised(old) == normalised(label[field])
            exact_after += normalised(new) == normalised(label[field])
            changed += old != new
        print(f"{field:<16}{labelled:>9}{exact_before:>14}{exact_after:>13}{changed:>9}")


if __name__ == "__main__":
    main()
