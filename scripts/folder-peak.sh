#!/usr/bin/env bash
# A whole folder as one batch: `batch --jobs 2` over every document of FOLDER, RUNS times, each under
# /usr/bin/time. Prints each run's wall time, documents per second and peak resident memory, and the
# highest peak against issue 26's target (300 MB). The bench's groups of 12 documents of one kind
# seldom meet the worst pairing a mixed folder does (two grainy image PDFs, or a photo and a PDF, read
# at the same time), and peaks swing by ±20 MB between runs: hence several runs.
#   scripts/folder-peak.sh FOLDER [RUNS=2] [BINARY=.build/release/receiptvault]
set -euo pipefail
if [ $# -lt 1 ]; then
    echo "usage: scripts/folder-peak.sh FOLDER [RUNS=2] [BINARY]" >&2
    exit 2
fi
folder=$(readlink -f "$1")
runs=${2:-2}
binary=$(readlink -f "${3:-.build/release/receiptvault}")
[ -d "$folder" ] || { echo "folder-peak: $1 is not a folder" >&2; exit 2; }
[ -f "$binary" ] && [ -x "$binary" ] || { echo "folder-peak: $binary is not an executable; build it with: make build" >&2; exit 2; }
max_peak_mb=300
work=$(mktemp -d /tmp/rv-folder-peak-XXXXXX)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/timed-batch.sh"

documents=$(find -L "$folder" -maxdepth 1 -type f ! -name '*.json' ! -name '*.md' ! -name 'LICENSE*' ! -name 'NOTICE*' | wc -l)
echo "batch --jobs 2 over $folder ($documents files), $runs runs:"
echo "      run     wall s   docs/s   peak RSS MB"
highest=0
for run in $(seq 1 "$runs"); do
    rm -rf "$work/out"
    timed_batch "$binary" "$folder" "$work/out" "$run" "$documents"
    [ "$TIMED_PEAK" -gt "$highest" ] && highest=$TIMED_PEAK
done
awk -v p="$highest" -v max="$max_peak_mb" \
    'BEGIN { printf "highest peak: %.0f MB (target ≤ %d MB)  %s\n", p / 1024, max, (p / 1024 <= max ? "ok" : "MISSED") }'
