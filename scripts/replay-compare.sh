#!/usr/bin/env bash
# Judges a change to extraction without Tesseract: replays the recorded OCR of each evaluation set
# with two `calibrate` builds (the code before and after the change) and prints what the change did,
# set by set, as `calibrate compare` counts it — values made right, made wrong, changed from one
# wrong value to another, values at confidence >= 0.9 right and wrong before -> after, documents
# entering or leaving `auto`:
#
#   scripts/replay-compare.sh RECORDINGS BEFORE AFTER [SET...]
#
#   RECORDINGS  the OUT folder of `scripts/eval-each.sh` (its SET-words/ recordings)
#   BEFORE      a `calibrate` binary built from the code before the change
#   AFTER       a `calibrate` binary built from the code after it
#   SET         check real dev corpus (default: those with recordings); `real` also prints the real
#               set's held-out half (`scripts/split-real.sh`) on its own
#
# `check`, `real` and the held-out half are compared with `--held-out`: counts only, no document
# and no value, as a set kept for judging is to be read. The rule the project keeps: a change is
# kept only when it moves `check` or the held-out half, with nothing made wrong (docs/history.md).
# For example:
#
#   swift build -c release --static-swift-stdlib --product calibrate && cp .build/release/calibrate /tmp/calibrate-after
#   git stash && swift build -c release --static-swift-stdlib --product calibrate && cp .build/release/calibrate /tmp/calibrate-before && git stash pop
#   scripts/replay-compare.sh /tmp/rec /tmp/calibrate-before /tmp/calibrate-after
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "usage: scripts/replay-compare.sh RECORDINGS BEFORE AFTER [check|real|dev|corpus ...]" >&2
  exit 2
fi
recordings=$1 before=$2 after=$3
shift 3
for binary in "$before" "$after"; do
  [ -x "$binary" ] || { echo "replay-compare: $binary is not an executable; build it with: swift build -c release --static-swift-stdlib --product calibrate" >&2; exit 2; }
done
root=$(cd "$(dirname "$0")/.." && pwd)
foreign=${FOREIGN_CORPUS:-$root/../shared/corpus-foreign}
real=${REAL_CORPUS:-$root/../shared/corpus-real}
sets=("$@")
if [ ${#sets[@]} -eq 0 ]; then
  for set in check real dev corpus; do
    [ -d "$recordings/$set-words" ] && sets+=("$set")
  done
fi
[ ${#sets[@]} -gt 0 ] || { echo "replay-compare: no SET-words/ recordings in $recordings (make them with scripts/eval-each.sh)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# replay NAME WORDS LABELS [--held-out]: both builds' records of the set, then their comparison.
replay() {
  local name=$1 words=$2 labels=$3
  shift 3
  "$before" measure "$words" "$labels" --records-out "$work/$name-before" "$@" > /dev/null
  "$after" measure "$words" "$labels" --records-out "$work/$name-after" "$@" > /dev/null
  echo "== $name"
  "$after" compare "$work/$name-before" "$work/$name-after" "$labels" "$@"
}

for set in "${sets[@]}"; do
  case $set in check|real|dev|corpus) ;; *) echo "replay-compare: unknown set '$set' (check, real, dev or corpus)" >&2; exit 2 ;; esac
done
for set in "${sets[@]}"; do
  words=$recordings/$set-words
  [ -d "$words" ] || { echo "replay-compare: no recordings $words (make them with scripts/eval-each.sh)" >&2; exit 2; }
  case $set in
    check) replay check "$words" "$foreign/check" --held-out ;;
    real)
      replay real "$words" "$real" --held-out
      "$root/scripts/split-real.sh" "$work/split" > /dev/null
      replay "real, held-out half" "$words" "$work/split/held" --held-out ;;
    dev) replay dev "$words" "$foreign/dev" ;;
    corpus) replay corpus "$words" "$root/Corpus/documents" ;;
  esac
done
