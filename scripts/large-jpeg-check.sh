#!/usr/bin/env bash
# Issue 27, finding 5, live: makes 35-megapixel JPEG scans (4961 × 7016, A4 at 600 dpi) of a Corpus
# receipt in the forms scanners save (scripts/make-large-jpeg-scans.py: baseline grey and colour,
# progressive, EXIF + a large ICC profile, restart markers when cjpeg is installed), runs
# `receiptvault extract` on each under /usr/bin/time, and prints status, total, wall time and peak
# memory. Exits 1 when one is not read or its total is wrong.
#   scripts/large-jpeg-check.sh [BINARY=.build/release/receiptvault]
# Needs Pillow (pip install pillow) and /usr/bin/time (Debian's `time`, in `make deps`).
set -euo pipefail
binary=$(readlink -f "${1:-.build/release/receiptvault}")
[ -x "$binary" ] || { echo "error: $binary: no such binary; run 'make build' first" >&2; exit 64; }
work=$(mktemp -d /tmp/rv-large-jpeg-XXXXXX)
trap 'rm -rf "$work"' EXIT
python3 scripts/make-large-jpeg-scans.py Corpus/documents/he-0001-clean_scan.png "$work" >/dev/null
failed=0
for scan in "$work"/*.jpg; do
    name=$(basename "$scan" .jpg)
    /usr/bin/time -f "%e %M" -o "$work/$name.time" "$binary" extract "$scan" >"$work/$name.json" 2>"$work/$name.err" || true
    read -r seconds kilobytes <"$work/$name.time"
    result=$(python3 -c '
import json, sys
record = json.load(open(sys.argv[1]))
total = record.get("fields", {}).get("total", {}).get("value")
print(record["status"], (record.get("error") or {}).get("code", "-"), total)' "$work/$name.json")
    read -r status code total <<<"$result"
    printf '%-28s %5s KiB  %-5s %-14s total %-6s %6.2f s  peak %4d MB\n' "$name" "$(( $(stat -c %s "$scan") / 1024 ))" \
        "$status" "$code" "$total" "$seconds" "$(( kilobytes / 1024 ))"
    [ "$status" = ok ] && [ "$total" = 35.89 ] || failed=1
done
exit $failed
