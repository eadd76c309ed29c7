#!/usr/bin/env python3
# Records Tesseract output for an image as RecognizedDocument JSON (DocumentModel's recording format),
# so extraction tests can run on real OCR without Tesseract. Usage:
#   scripts/record-ocr.py IMAGE OUT.json [LANGS]   (LANGS defaults to heb+eng, as the pipeline reads;
#   needs the tesseract CLI; sets OMP_THREAD_LIMIT=1)
import csv
import io
import json
import os
import subprocess
import sys

BIDI_MARKS = {0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
              0x2066, 0x2067, 0x2068, 0x2069, 0xFEFF}


def strip_bidi(text):
    return "".join(ch for ch in text if ord(ch) not in BIDI_MARKS)


def run_tesseract(image, langs):
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    result = subprocess.run(["tesseract", image, "stdout", "-l", langs, "--psm", "6", "tsv"],
                            capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"record-ocr: tesseract failed on {image}: {result.stderr.strip()}\n"
                 "Check that the file is an image and that tesseract-ocr-heb/eng are installed.")
    return result.stdout


def union(boxes):
    return [min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes)]


def to_document(tsv):
    rows = list(csv.DictReader(io.StringIO(tsv), delimiter="\t", quoting=csv.QUOTE_NONE))
    pages, lines = {}, {}
    for row in rows:
        page = int(row["page_num"])
        box = [int(row["left"]), int(row["top"]),
               int(row["left"]) + int(row["width"]), int(row["top"]) + int(row["height"])]
        if row["level"] == "1":
            pages[page] = {"number": page, "width": box[2], "height": box[3],
                           "text_source": "ocr", "lines": []}
        elif row["level"] == "5":
            text = strip_bidi(row["text"] or "").strip()
            if not text:
                continue
            key = (page, int(row["block_num"]), int(row["par_num"]), int(row["line_num"]))
            word = {"text": text, "box": box, "confidence": round(max(float(row["conf"]), 0) / 100, 3)}
            lines.setdefault(key, []).append(word)
    for key in sorted(lines):
        words = lines[key]
        pages[key[0]]["lines"].append({"words": words, "box": union([w["box"] for w in words])})
    return {"pages": [pages[number] for number in sorted(pages)]}


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: scripts/record-ocr.py IMAGE OUT.json [LANGS]")
    document = to_document(run_tesseract(sys.argv[1], sys.argv[3] if len(sys.argv) == 4 else "heb+eng"))
    with open(sys.argv[2], "w", encoding="utf-8") as out:
        json.dump(document, out, ensure_ascii=False, separators=(",", ":"))
        out.write("\n")


if __name__ == "__main__":
    main()
