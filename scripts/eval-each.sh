#!/usr/bin/env bash
# Runs `receiptvault eval` on each evaluation set on its own (as the README's accuracy tables are
# measured), keeping every record and every page's recognised words, so that two builds can be
# compared field by field and a change to extraction can be replayed without Tesseract:
#
#   scripts/eval-each.sh BINARY OUT [SET...]      SET: check real dev corpus (default: all four)
#
# EVAL_OPTIONS adds options to every `eval` (EVAL_OPTIONS=--thorough measures the thorough mode).
#
# writes OUT/SET-eval.txt (the report), OUT/SET-records/ (`--records-out`), OUT/SET-words/
# (`--words-out`, recordings for `calibrate`) and OUT/SET-seconds.txt (wall time). `check` and `real`
# are run with `--held-out`: their reports list no document. Then, for example:
#
#   .build/release/calibrate compare BEFORE/check-records AFTER/check-records \
#       ../shared/corpus-foreign/check --held-out
#   .build/release/calibrate measure OUT/dev-words ../shared/corpus-foreign/dev --show-misses
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: scripts/eval-each.sh BINARY OUT [check|real|dev|corpus ...]" >&2
  exit 2
fi
binary=$1 out=$2
shift 2
[ -x "$binary" ] || { echo "eval-each: $binary is not an executable; build it with: make build" >&2; exit 2; }
sets=("$@")
[ ${#sets[@]} -gt 0 ] || sets=(check real dev corpus)
root=$(cd "$(dirname "$0")/.." && pwd)
foreign=${FOREIGN_CORPUS:-$root/../shared/corpus-foreign}
real=${REAL_CORPUS:-$root/../shared/corpus-real}
export OMP_THREAD_LIMIT=1
mkdir -p "$out"
for set in "${sets[@]}"; do
  # The held-out sets list no document; corpus-foreign's labels leave out what is not printed (spurious
  # values counted, `eval --omits-unprinted`).
  held_out=()
  case $set in
    check) folder=$foreign/check; held_out=(--held-out "$folder" --omits-unprinted "$folder") ;;
    real) folder=$real; held_out=(--held-out "$folder") ;;
    dev) folder=$foreign/dev; held_out=(--omits-unprinted "$folder") ;;
    corpus) folder=$root/Corpus/documents ;;
    *) echo "eval-each: unknown set '$set' (check, real, dev or corpus)" >&2; exit 2 ;;
  esac
  if [ ! -d "$folder" ]; then
    echo "eval-each: $folder is not there; skipping $set" >&2
    continue
  fi
  rm -rf "$out/$set-records" "$out/$set-words"
  start=$(date +%s)
  # shellcheck disable=SC2086 # EVAL_OPTIONS is a list of options
  "$binary" eval "$folder" --jobs 2 --records-out "$out/$set-records" --words-out "$out/$set-words" \
    "${held_out[@]}" ${EVAL_OPTIONS:-} > "$out/$set-eval.txt"
  echo $(( $(date +%s) - start )) > "$out/$set-seconds.txt"
  echo "$set: $(grep -m1 '^all_fields' "$out/$set-eval.txt" | awk '{print $3}') of fields, $(cat "$out/$set-seconds.txt") s -> $out/$set-eval.txt"
done
