#!/usr/bin/env bash
# Two builds' CPU on the same folder, measured at the same time: BINARY_A and BINARY_B each run
# `batch --jobs 1` over FOLDER together, one core each, RUNS times (the first started first, then
# the other), under /usr/bin/time. This machine's speed drifts by 10–20% between runs, more than most
# changes are worth; run side by side, both builds meet the same drift. Prints each pair's CPU seconds
# (user + system) and wall time, and the mean change from A to B.
#   scripts/cpu-pair.sh FOLDER BINARY_A BINARY_B [RUNS=3]
set -euo pipefail
if [ $# -lt 3 ]; then
    echo "usage: scripts/cpu-pair.sh FOLDER BINARY_A BINARY_B [RUNS=3]" >&2
    exit 2
fi
folder=$(readlink -f "$1")
a=$(readlink -f "$2") b=$(readlink -f "$3")
runs=${4:-3}
[ -d "$folder" ] || { echo "cpu-pair: $1 is not a folder" >&2; exit 2; }
for binary in "$a" "$b"; do
    [ -f "$binary" ] && [ -x "$binary" ] || { echo "cpu-pair: $binary is not an executable" >&2; exit 2; }
done
export OMP_THREAD_LIMIT=1
work=$(mktemp -d /tmp/rv-cpu-pair-XXXXXX)
trap 'rm -rf "$work"' EXIT
cpu() { awk '{ printf "%.2f", $1 + $2 }' "$1"; }
changes=()
for run in $(seq "$runs"); do
    rm -rf "$work/a" "$work/b"
    # Alternate which starts first.
    first=(a "$a") second=(b "$b")
    [ $((run % 2)) -eq 0 ] && { first=(b "$b"); second=(a "$a"); }
    /usr/bin/time -o "$work/${first[0]}.time" -f "%U %S %e" "${first[1]}" batch "$folder" --out "$work/${first[0]}" --jobs 1 -q &
    /usr/bin/time -o "$work/${second[0]}.time" -f "%U %S %e" "${second[1]}" batch "$folder" --out "$work/${second[0]}" --jobs 1 -q &
    wait
    cpu_a=$(cpu "$work/a.time") cpu_b=$(cpu "$work/b.time")
    change=$(awk -v a="$cpu_a" -v b="$cpu_b" 'BEGIN { printf "%+.1f", (b - a) / a * 100 }')
    changes+=("$change")
    echo "run $run: A cpu ${cpu_a} s wall $(awk '{print $3}' "$work/a.time") s   B cpu ${cpu_b} s wall $(awk '{print $3}' "$work/b.time") s   B against A ${change}%"
done
printf '%s\n' "${changes[@]}" | awk '{ sum += $1 } END { printf "mean change of B against A: %+.1f%% of CPU over %d runs\n", sum / NR, NR }'
