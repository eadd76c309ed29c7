#!/usr/bin/env bash
# Batch scale check: the first N files of Corpus/documents as one batch, then the same files
# repeated R times, each with `batch --jobs 2` under /usr/bin/time. Prints wall time, documents per
# second and peak resident memory of both, the growth from the small batch to the large one, and a
# verdict against the targets: peak RSS of the large batch ≤ 300 MB, within 10% of the small one's,
# throughput at most 10% lower (a large batch that runs faster — its start paid once over more
# documents, or the machine — is no miss). Timings are wall-clock: on a machine shared with other jobs they are noisy.
#   scripts/scale-bench.sh [N=100] [R=10] [BINARY=.build/release/receiptvault]
set -euo pipefail
count=${1:-100}
repeats=${2:-10}
binary=$(readlink -f "${3:-.build/release/receiptvault}")
corpus=$(readlink -f Corpus/documents)
max_peak_mb=300
max_growth_percent=10
max_throughput_drop_percent=10
work=$(mktemp -d /tmp/rv-scale-XXXXXX)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/timed-batch.sh"

mapfile -t files < <(ls "$corpus" | grep -v '\.json$' | head -n "$count")
mkdir "$work/small" "$work/large"
for name in "${files[@]}"; do ln -s "$corpus/$name" "$work/small/$name"; done
for r in $(seq 1 "$repeats"); do
    for name in "${files[@]}"; do ln -s "$corpus/$name" "$work/large/$r-$name"; done
done

# Runs one batch and appends "documents wall_seconds peak_kilobytes" to $work/results.
run() {
    local folder=$1 documents=$2
    timed_batch "$binary" "$work/$folder" "$work/$folder-out" "$documents" "$documents"
    echo "$documents $TIMED_WALL $TIMED_PEAK" >> "$work/results"
}
echo "batch --jobs 2 over the first ${#files[@]} corpus files, then the same files ${repeats} times:"
echo "documents     wall s   docs/s   peak RSS MB"
run small "${#files[@]}"
run large "$(( ${#files[@]} * repeats ))"

awk -v max_peak="$max_peak_mb" -v max_growth="$max_growth_percent" -v max_rate="$max_throughput_drop_percent" '
    NR == 1 { small_rate = $1 / $2; small_peak = $3 / 1024 }
    NR == 2 { large_rate = $1 / $2; large_peak = $3 / 1024 }
    function verdict(ok) { return ok ? "ok" : "MISSED" }
    END {
        growth = 100 * (large_peak - small_peak) / small_peak
        rate = 100 * (large_rate - small_rate) / small_rate
        printf "peak RSS growth, small to large batch: %+.1f%% (target ≤ %d%%)  %s\n", growth, max_growth, verdict(growth <= max_growth)
        printf "peak RSS of the large batch: %.0f MB (target ≤ %d MB)  %s\n", large_peak, max_peak, verdict(large_peak <= max_peak)
        printf "throughput change, small to large batch: %+.1f%% (target: at most %d%% slower)  %s\n", rate, max_rate, verdict(rate >= -max_rate)
    }' "$work/results"
