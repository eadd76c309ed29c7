#!/usr/bin/env bash
# Renders the Israeli probe documents into .build/israeli-probe and evaluates the reader on them:
# set A (scripts/israeli-probe/docs_a.py) and set B (docs_b.py: ten more documents with other producers,
# wording and layouts, all named b_*), drawn by make_docs.py as reportlab PDFs with a text layer, their
# scans and photos.
# Python packages come from PyPI into .build/probe-venv; fonts and pdftoppm from Debian.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${1:-.build/release/receiptvault}
OUT=.build/israeli-probe
VENV=.build/probe-venv
scripts/install-deps.sh culmus fonts-liberation2 fonts-dejavu-core fonts-dejavu-extra poppler-utils python3-venv
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet reportlab python-bidi pillow numpy
fi
rm -rf "$OUT"
"$VENV/bin/python" scripts/israeli-probe/make_docs.py "$OUT" a b > /dev/null
rm -rf "$OUT/raster"
"$BIN" eval "$OUT" --jobs 2
