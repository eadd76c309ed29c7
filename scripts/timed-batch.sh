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
    local status
    # A batch exits 2 when some documents fail (their records say why); 126 and up: it did not run.
    OMP_THREAD_LIMIT=1 /usr/bin/time -o "$timing" -f "%x %e %M" \
        "$binary" batch "$folder" --out "$out" --jobs 2 >/dev/null 2>&1 || true
    read -r status TIMED_WALL TIMED_PEAK < <(tail -n 1 "$timing")
    rm -f "$timing"
    if [ "$status" -ge 126 ]; then
        echo "timed-batch: $binary did not run (exit status $status)" >&2
        return 1
    fi
    awk -v l="$label" -v n="$documents" -v w="$TIMED_WALL" -v p="$TIMED_PEAK" \
        'BEGIN { printf "%9s %10.1f %8.2f %13.0f\n", l, w, n / w, p / 1024 }'
}
