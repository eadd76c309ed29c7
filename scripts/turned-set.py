#!/usr/bin/env python3
"""Turns a labelled folder's image documents a quarter, as a scanner or a phone without an EXIF tag
leaves a page lying sideways: every PNG or JPEG (PDFs are skipped: poppler sets a `/Rotate` page
upright), alternately a quarter counter-clockwise and clockwise, saved beside a copy of its label
(`X_ccw.png`, `X_cw.png`). The labels are not read beyond their `file` and `variant`, and nothing is
printed about the documents, so it may be pointed at a held-out set and `eval --held-out` run on the
result, its tables read as any held-out set's. Needs Pillow.

    scripts/turned-set.py ../shared/corpus-foreign/check /tmp/turned-check
    .build/release/receiptvault eval /tmp/turned-check --held-out /tmp/turned-check --jobs 2
    scripts/turned-set.py Corpus/documents /tmp/turned-corpus --variants clean_scan,noisy_scan
    scripts/turned-set.py Corpus/documents /tmp/crooked-corpus --variants clean_scan --degrees 30

With `--degrees D` each page is instead laid crooked on a white scanner bed: turned D degrees
(alternately each way) with white brought in around it, as a receipt put on a scanner askew.

2026-12-05 (`docs/history.md`, twenty-third session): `check/`'s 75 image documents turned, all
fields 44.0% at `58f5cc2`, 80.2% once a reading of word fragments counts as a turned page's.
"""
import argparse
import glob
import json
import os

from PIL import Image


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", help="a labelled folder (X.json beside X.png / X.jpg)")
    parser.add_argument("out", help="the folder to write the turned documents and their labels to")
    parser.add_argument("--variants", help="only these variants (comma-separated), e.g. clean_scan,noisy_scan")
    parser.add_argument("--degrees", type=float, help="turn by this many degrees on white instead of a quarter")
    args = parser.parse_args()
    variants = set(args.variants.split(",")) if args.variants else None
    os.makedirs(args.out, exist_ok=True)
    turned = 0
    for label_path in sorted(glob.glob(os.path.join(args.source, "*.json"))):
        with open(label_path, encoding="utf-8") as f:
            label = json.load(f)
        name = label.get("file") if isinstance(label, dict) else None
        if not name or not name.lower().endswith((".png", ".jpg", ".jpeg")):
            continue
        if variants is not None and label.get("variant") not in variants:
            continue
        # PIL turns counter-clockwise by a positive angle.
        quarter = args.degrees if args.degrees is not None else 90
        angle, suffix = (quarter, "_ccw") if turned % 2 == 0 else (-quarter, "_cw")
        turned += 1
        base = os.path.splitext(os.path.basename(label_path))[0] + suffix
        extension = os.path.splitext(name)[1]
        with Image.open(os.path.join(args.source, name)) as image:
            if args.degrees is not None:
                page = image.convert("RGB").rotate(angle, expand=True, resample=Image.BICUBIC, fillcolor=(255, 255, 255))
            else:
                page = image.rotate(angle, expand=True)
            if extension.lower() in (".jpg", ".jpeg"):
                page.convert("RGB").save(os.path.join(args.out, base + extension), quality=92)
            else:
                page.save(os.path.join(args.out, base + extension))
        label["file"] = base + extension
        if "id" in label:
            label["id"] = base
        with open(os.path.join(args.out, base + ".json"), "w", encoding="utf-8") as f:
            json.dump(label, f, ensure_ascii=False)
    print(f"{turned} documents turned into {args.out}")


if __name__ == "__main__":
    main()
