#!/usr/bin/env bash
# The text-size curve (issue 26): `eval --jobs 2` over one labelled folder once per character-height
# target (RECEIPTVAULT_TEXT_HEIGHT: a height such as 18, a band such as 16-24, or `default` for the
# built-in TextSize.preferredHeight), then one line per target: accuracy over all fields and key
# fields, OCR milliseconds per document, CPU seconds (user + system) per document, documents per
# second. Wall times (docs/s, OCR ms) swing by a third when other work shares the cores; the CPU
# time much less: compare that, and rerun the two targets you are choosing between back to back.
# The full eval reports and records are kept in the output folder to diff
# (scripts/compare-records.py OUT/records-default OUT/records-18 --only fields).
#   scripts/text-size-curve.sh FOLDER HEIGHT... [OUT=/tmp/text-size-curve-XXXX via OUT env]
#   e.g. scripts/text-size-curve.sh ../shared/corpus-foreign/dev default 20 18 16 16-24
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: $0 FOLDER HEIGHT... (HEIGHT: 18, 16-24 or default)" >&2
    exit 2
fi
folder=$1
shift
binary=${BINARY:-.build/release/receiptvault}
out=${OUT:-$(mktemp -d /tmp/text-size-curve-XXXXXX)}
mkdir -p "$out"
export OMP_THREAD_LIMIT=1

for target in "$@"; do
    setting=RECEIPTVAULT_TEXT_HEIGHT=$target
    [ "$target" = default ] && setting=
    rm -rf "$out/records-$target"
    env -u RECEIPTVAULT_TEXT_HEIGHT $setting /usr/bin/time -o "$out/time-$target.txt" -f "%U %S" \
        "$binary" eval --jobs 2 "$folder" --records-out "$out/records-$target" > "$out/eval-$target.txt" 2>/dev/null || true
done

echo "$folder (reports in $out)"
printf '%-8s %6s %10s %9s %10s %10s %8s\n' target docs all_fields key_fields ocr_ms/doc cpu_s/doc docs/s
for target in "$@"; do
    read -r user system < "$out/time-$target.txt"
    awk -v target="$target" -v cpu="$(echo "$user + $system" | bc)" '
        /^Evaluation of/ && !docs { docs = $4 }
        $1 == "all_fields" && !all { all = $3 }
        $1 == "key_fields" && !key { key = $3 }
        /^Speed:/ { rate = $8 }
        $1 == "ocr" && NF == 3 { ocr = $2 }
        END { n = docs ? docs : 1; printf "%-8s %6d %10s %9s %10.0f %10.2f %8s\n", target, docs, all, key, ocr / n, cpu / n, rate }
    ' "$out/eval-$target.txt"
done
