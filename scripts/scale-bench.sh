#!/usr/bin/env bash
# Batch scale check: the first N files of Corpus/documents as one batch, then the same files
# repeated R times, each with `batch --jobs 2` under /usr/bin/time. Prints wall time, documents per
# second and peak resident memory of both, to see that throughput stays constant and memory flat.
#   scripts/scale-bench.sh [N=100] [R=10] [BINARY=.build/release/receiptvault]
set -euo pipefail
count=${1:-100}
repeats=${2:-10}
binary=$(readlink -f "${3:-.build/release/receiptvault}")
corpus=$(readlink -f Corpus/documents)
work=$(mktemp -d /tmp/rv-scale-XXXXXX)
trap 'rm -rf "$work"' EXIT
export OMP_THREAD_LIMIT=1

mapfile -t files < <(ls "$corpus" | grep -v '\.json$' | head -n "$count")
mkdir "$work/small" "$work/large"
for name in "${files[@]}"; do ln -s "$corpus/$name" "$work/small/$name"; done
for r in $(seq 1 "$repeats"); do
    for name in "${files[@]}"; do ln -s "$corpus/$name" "$work/large/$r-$name"; done
done

run() {
    local folder=$1 documents=$2
    /usr/bin/time -o "$work/$folder.time" -f "%e %M" \
        "$binary" batch "$work/$folder" --out "$work/$folder-out" --jobs 2 >/dev/null 2>&1 || true
    read -r wall peak < "$work/$folder.time"
    awk -v n="$documents" -v w="$wall" -v p="$peak" \
        'BEGIN { printf "%6d documents  %8.1f s  %6.2f docs/s  peak RSS %5.0f MB\n", n, w, n / w, p / 1024 }'
}
echo "batch --jobs 2 over the first ${#files[@]} corpus files, then the same files ${repeats} times:"
run small "${#files[@]}"
run large "$(( ${#files[@]} * repeats ))"
