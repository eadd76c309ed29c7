#!/usr/bin/env bash
# Opens the library's sheets in LibreOffice, as an accountant would, and checks what it shows:
# files three Corpus documents (Hebrew and English) into a new library with the real binary, exports
# the documents as CSV and .xlsx with Hebrew and with English headers, then has LibreOffice (headless)
# load every month's summary.csv and summary.xlsx and each export and save them as flat ODS. The
# check reads LibreOffice's own cells: the headers are readable Hebrew (or English), every amount
# (total, VAT, subtotal) is a number cell holding the sheet's value, the date is a date (xlsx) or
# at least shows the ISO date (CSV), and the .xlsx sheet reads right to left with Hebrew headers.
#
#   scripts/check-sheets-in-libreoffice.sh [BINARY=.build/release/receiptvault]
#
# Needs LibreOffice Calc (`apt-get install -y libreoffice-calc-nogui`, about 300 MB): too heavy for
# `make deps` and CI, so it is not part of `make test`. Exits 1 on the first sheet that is wrong.
set -euo pipefail
binary=$(readlink -f "${1:-.build/release/receiptvault}")
[ -x "$binary" ] || { echo "error: $binary: no such binary; run 'swift build' or 'make build' first" >&2; exit 64; }
command -v soffice >/dev/null || { echo "error: soffice not found; apt-get install -y libreoffice-calc-nogui" >&2; exit 64; }
corpus=$(readlink -f Corpus/documents)
work=$(mktemp -d /tmp/rv-sheets-XXXXXX)
trap 'rm -rf "$work"' EXIT

# A Hebrew tax invoice receipt, an English text PDF, an English scan: Hebrew, Latin and amounts.
"$binary" file --library "$work/lib" --quiet \
    "$corpus/he-0001-clean_scan.png" "$corpus/en-0007-text_pdf.pdf" "$corpus/he-0003-clean_scan.png" >/dev/null
"$binary" export --library "$work/lib" --format xlsx --headers he -o "$work/export-he.xlsx"
"$binary" export --library "$work/lib" --format csv --headers he -o "$work/export-he.csv"
"$binary" export --library "$work/lib" --format xlsx --headers en -o "$work/export-en.xlsx"
"$binary" export --library "$work/lib" --format csv --headers en -o "$work/export-en.csv"

# LibreOffice converts one file at a time into $work/ods/<n>/ (same base names in other folders).
# CSV: comma-separated, quoted with ", UTF-8 (76), from line 1; "detect special numbers" on, as a
# person opening it would choose in the import dialog.
convert() {
    local input=$1 output=$2
    mkdir -p "$output"
    local filter=()
    [[ $input == *.csv ]] && filter=(--infilter="Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true")
    HOME="$work/home" soffice --headless "${filter[@]}" --convert-to fods --outdir "$output" "$input" >/dev/null 2>&1
    [ -s "$output/$(basename "${input%.*}").fods" ] || { echo "error: LibreOffice did not convert $input" >&2; exit 1; }
}

checks=()
n=0
while IFS= read -r -d '' sheet; do
    n=$((n + 1)); convert "$sheet" "$work/ods/$n"
    checks+=("$sheet" "$work/ods/$n/$(basename "${sheet%.*}").fods")
done < <(find "$work/lib" "$work" -maxdepth 2 \( -name 'summary.*' -o -name 'export-*' \) \( -name '*.csv' -o -name '*.xlsx' \) -print0 | sort -zu)

# For the record, not a check: LibreOffice's headless default import (no options, as --convert-to
# without --infilter) ignores the byte order mark and reads the CSV as Latin-1. The desktop's import
# dialog offers UTF-8 for a file with a BOM; the .xlsx needs no choice at all.
mkdir -p "$work/default"
HOME="$work/home" soffice --headless --convert-to fods --outdir "$work/default" "$work/export-he.csv" >/dev/null 2>&1 || true
if grep -q 'שם העסק' "$work/default/export-he.fods" 2>/dev/null; then
    echo "note: the CSV's Hebrew survives LibreOffice's headless default import too"
else
    echo "note: LibreOffice's headless default import (no charset chosen) shows the CSV's Hebrew as mojibake; with UTF-8 chosen, as below, it is right"
fi

python3 - "${checks[@]}" <<'PY'
import csv, io, re, sys, xml.etree.ElementTree as ET

NS = {"table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
      "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
      "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
      "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0"}
q = lambda prefix, name: "{%s}%s" % (NS[prefix], name)
AMOUNTS = {"he": ['סה"כ', 'מע"מ', 'סה"כ לפני מע"מ'], "en": ["total", "VAT", "subtotal"]}
DATE = {"he": "תאריך", "en": "date"}
HEBREW = re.compile("[\u05d0-\u05ea]")
failures = 0

def cells(row):
    out = []
    for cell in row.findall(q("table", "table-cell")):
        repeat = int(cell.get(q("table", "number-columns-repeated"), "1"))
        text = "\n".join("".join(p.itertext()) for p in cell.findall(q("text", "p")))
        kind = cell.get(q("office", "value-type"))
        value = cell.get(q("office", "value")) or cell.get(q("office", "date-value"))
        out += [(text, kind, value)] * min(repeat, 64)
    return out

def fail(sheet, message):
    global failures
    failures += 1
    print(f"FAIL {sheet}: {message}")

args = sys.argv[1:]
for source, converted in zip(args[0::2], args[1::2]):
    name = source.split("/rv-sheets-")[-1].split("/", 1)[-1]
    root = ET.parse(converted).getroot()
    table = root.find(".//" + q("table", "table"))
    rows = [cells(r) for r in table.iter(q("table", "table-row"))]
    rows = [r for r in rows if any(t for t, _, _ in r)]
    header = [t for t, _, _ in rows[0]]
    language = "he" if HEBREW.search(header[0] + header[1]) else "en"
    if language == "he" and header[0] not in ("שם העסק", "מזהה"):
        fail(name, f"Hebrew header unreadable: {header[:3]}")
    # What the file itself says (CSV text, or the xlsx writer's values via the CSV export beside it).
    expected = None
    if source.endswith(".csv"):
        with open(source, encoding="utf-8-sig", newline="") as f:
            expected = list(csv.reader(f))
        if [h for h in expected[0]] != header[: len(expected[0])]:
            fail(name, f"headers differ from the file: {header[:4]} vs {expected[0][:4]}")
    numbers = 0
    for column in AMOUNTS[language]:
        index = header.index(column)
        for r, row in enumerate(rows[1:], start=1):
            text, kind, value = row[index] if index < len(row) else ("", None, None)
            if not text:
                continue
            if kind not in ("float", "currency"):
                fail(name, f"row {r} {column} = {text!r} is {kind}, not a number")
                continue
            numbers += 1
            if expected is not None and float(value) != float(expected[r][index]):
                fail(name, f"row {r} {column}: LibreOffice holds {value}, the file says {expected[r][index]}")
    dates = [row[header.index(DATE[language])] for row in rows[1:]]
    for text, kind, value in dates:
        if text and source.endswith(".xlsx") and (kind != "date" or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text)):
            fail(name, f"date {text!r} is {kind} (value {value}), not a date shown yyyy-mm-dd")
        if text and source.endswith(".csv") and not re.search(r"\d", text):
            fail(name, f"date {text!r} unreadable")
    hebrew_cells = sum(1 for row in rows[1:] for t, _, _ in row if HEBREW.search(t))
    mojibake = sum(1 for row in rows for t, _, _ in row if "×" in t or "\ufffd" in t)
    if mojibake:
        fail(name, f"{mojibake} cells look like mojibake")
    direction = "-"
    if source.endswith(".xlsx"):
        style_name = table.get(q("table", "style-name"))
        props = [s.find(q("style", "table-properties")) for s in root.iter(q("style", "style"))
                 if s.get(q("style", "name")) == style_name]
        direction = props[0].get(q("style", "writing-mode")) if props and props[0] is not None else "lr-tb"
        if (direction == "rl-tb") != (language == "he"):
            fail(name, f"sheet direction {direction} with {language} headers")
    print(f"ok   {name}: {len(rows) - 1} rows, {language} headers ({header[0]}, {header[1]}, …), {numbers} amount cells "
          f"are numbers, dates {sorted({k or 'empty' for _, k, _ in dates})}, {hebrew_cells} Hebrew cells, direction {direction}")
print(f"{len(args) // 2 - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
PY
