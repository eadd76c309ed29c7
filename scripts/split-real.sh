#!/usr/bin/env bash
# Splits ../shared/corpus-real into a half to study and a half kept for judging, as folders of links
# (nothing is copied; the documents stay in ../shared):
#
#   scripts/split-real.sh OUT        → OUT/study/sroie, OUT/held/{sroie,invoice2data,wildreceipt}
#
# Its README calls the real set a development set, but `check/` and the real set have been judged by
# their tables alone, and `dev/` no longer shows the extraction misses they do (docs/history.md,
# fifteenth and sixteenth sessions). The split: SROIE's receipts by name, every other one to `study`
# (60 and 60); invoice2data's 11 and WildReceipt's 4 all to `held` (too few to halve). Study `study`
# freely (`calibrate measure WORDS OUT/study --show-misses`, `calibrate rows`); judge a change on `held`
# with `--held-out` (tables only) and on `check/`. A class that lifts `study` alone is fitting.
#   .build/release/calibrate measure REC/real-words OUT/study --show-misses
#   .build/release/calibrate measure REC/real-words OUT/held --held-out
set -euo pipefail
if [ $# -ne 1 ]; then
    echo "usage: scripts/split-real.sh OUT" >&2
    exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
real=$(cd "${REAL_CORPUS:-$root/../shared/corpus-real}" 2>/dev/null && pwd) \
    || { echo "split-real: no real set at ${REAL_CORPUS:-$root/../shared/corpus-real} (set REAL_CORPUS)" >&2; exit 2; }
for folder in sroie invoice2data wildreceipt; do
    [ -d "$real/$folder" ] || { echo "split-real: no $folder/ in $real" >&2; exit 2; }
done
out=$1
rm -rf "$out/study" "$out/held"
mkdir -p "$out/study/sroie" "$out/held/sroie" "$out/held/invoice2data" "$out/held/wildreceipt"
index=0
while IFS= read -r image; do
    name=$(basename "$image" .jpg)
    # A receipt without its label is not a labelled document: left out of both halves.
    [ -f "$real/sroie/$name.json" ] || { echo "split-real: $image has no label; left out" >&2; continue; }
    half=$([ $((index % 2)) -eq 0 ] && echo study || echo held)
    ln -s "$image" "$real/sroie/$name.json" "$out/$half/sroie/"
    index=$((index + 1))
done < <(find "$real/sroie" -maxdepth 1 -name '*.jpg' | LC_ALL=C sort)
for folder in invoice2data wildreceipt; do
    find "$real/$folder" -maxdepth 1 -type f ! -name 'LICENSE*' ! -name 'NOTICE*' -exec ln -s {} "$out/held/$folder/" \;
done
echo "study: $(find "$out/study" -name '*.json' | wc -l) documents; held: $(find "$out/held" -name '*.json' | wc -l)"
