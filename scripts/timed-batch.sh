# Sourced by scripts/scale-bench.sh and scripts/folder-peak.sh: one `batch --jobs 2` under
# /usr/bin/time, the way both measure a folder.
#   timed_batch BINARY FOLDER OUT LABEL DOCUMENTS
# runs BINARY's batch over FOLDER into OUT (OMP_THREAD_LIMIT=1), prints
# "LABEL  wall s  docs/s  peak RSS MB" as one row, and sets TIMED_WALL (seconds) and TIMED_PEAK
# (kilobytes) for the caller.
timed_batch() {
    local binary=$1 folder=$2 out=$3 label=$4 documents=$5
    local timing
    timing=$(mktemp)
    OMP_THREAD_LIMIT=1 /usr/bin/time -o "$timing" -f "%e %M" \
        "$binary" batch "$folder" --out "$out" --jobs 2 >/dev/null 2>&1 || true
    read -r TIMED_WALL TIMED_PEAK < "$timing"
    rm -f "$timing"
    awk -v l="$label" -v n="$documents" -v w="$TIMED_WALL" -v p="$TIMED_PEAK" \
        'BEGIN { printf "%9s %10.1f %8.2f %13.0f\n", l, w, n / w, p / 1024 }'
}
