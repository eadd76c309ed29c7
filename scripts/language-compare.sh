#!/usr/bin/env bash
# How often the labelled total and printed date survive Tesseract reading a folder of Latin-script
# receipts with `eng` alone versus `heb+eng` (why `LatinPageReread` reads Latin pages again with eng).
# Usage: scripts/language-compare.sh [folder of <id>.jpg + <id>.json labels] (default ../shared/corpus-real/sroie)
set -euo pipefail
folder=${1:-../shared/corpus-real/sroie}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export OMP_THREAD_LIMIT=1 work
ls "$folder"/*.jpg | xargs -P "$(nproc)" -I{} sh -c '
  id=$(basename "{}" .jpg)
  tesseract "{}" "$work/eng-$id" -l eng --psm 6 >/dev/null 2>&1
  tesseract "{}" "$work/mixed-$id" -l heb+eng --psm 6 >/dev/null 2>&1'
python3 - "$folder" "$work" <<'PY'
import json, os, sys
folder, work = sys.argv[1:]
found = {"eng": [0, 0], "mixed": [0, 0]}
documents = 0
for name in sorted(os.listdir(folder)):
    if not name.endswith(".json") or not os.path.exists(f"{work}/eng-{name[:-5]}.txt"):
        continue
    label = json.load(open(os.path.join(folder, name)))
    documents += 1
    wanted = [label.get("total", "").replace("RM", "").strip(), label.get("date_raw", "")]
    for model in found:
        text = open(f"{work}/{model}-{name[:-5]}.txt").read()
        for index, value in enumerate(wanted):
            found[model][index] += bool(value) and value in text
print(f"{documents} documents: labelled total / printed date found in the text")
for model, (total, date) in found.items():
    print(f"  {model:6} total {total:4d}  date {date:4d}")
PY
