#!/usr/bin/env python3
"""Rescans a labelled folder's one-page PDFs as low-resolution grey scans, to find OCR failure
classes on documents that may be studied (`../shared/corpus-foreign/dev`) without touching the
held-out ones: each page is rasterised at 150, 170 or 200 dpi, turned up to 1.2°, blurred, greyed
and noised, and saved as a JPEG beside a copy of its label (variant `rescan_<variant>`). Multi-page
PDFs are skipped. With `--clean` each page is instead rasterised at 300 dpi in grey and saved as a
PNG untouched (variant `clean_<variant>`): what a clean office scan of the page gives, where a miss
is the extraction's or the layout's, not the print's. Needs pdftoppm (poppler-utils), Pillow and numpy.

    scripts/rescan-pdfs.py ../shared/corpus-foreign/dev OUT_FOLDER [--seed 7] [--clean]
    .build/release/receiptvault eval OUT_FOLDER --jobs 2 --words-out OUT_FOLDER-words
    .build/release/calibrate measure OUT_FOLDER-words OUT_FOLDER --show-misses

2026-11-28, dev's 46 one-page PDFs, commit d78b80c: 84.8% of fields (invoice_number 65.0%,
card_last4 59.1%) against 97.4% on dev's clean scans. 2026-12-05, `--clean`, commit d99a580: 96.6%
of fields (doc_type 91.3%, invoice_number 92.5%); 97.0% at c400514. Never point it at a held-out
set: its documents would be looked at.
"""
import argparse
import glob
import json
import os
import random
import subprocess
import tempfile

import numpy
from PIL import Image, ImageFilter


def pages(pdf):
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(next(line for line in info.splitlines() if line.startswith("Pages:")).split()[1])


def rescan(pdf, out_path, rng):
    with tempfile.TemporaryDirectory() as folder:
        stem = os.path.join(folder, "page")
        dpi = rng.choice([150, 170, 200])
        subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", "-png", "-singlefile", pdf, stem], check=True)
        image = Image.open(stem + ".png").convert("L")
    image = image.rotate(rng.uniform(-1.2, 1.2), resample=Image.BICUBIC, expand=True, fillcolor=235)
    image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 0.9)))
    pixels = numpy.asarray(image).astype(float) * 0.85 + 25
    pixels += numpy.random.default_rng(rng.randrange(1 << 30)).normal(0, rng.uniform(4, 10), pixels.shape)
    Image.fromarray(numpy.clip(pixels, 0, 255).astype("uint8")).save(out_path, quality=80)


def render_clean(pdf, out_path):
    with tempfile.TemporaryDirectory() as folder:
        stem = os.path.join(folder, "page")
        subprocess.run(["pdftoppm", "-r", "300", "-gray", "-png", "-singlefile", pdf, stem], check=True)
        os.replace(stem + ".png", out_path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", help="a labelled folder: X.pdf beside X.json")
    parser.add_argument("out", help="where the rescans and their labels go")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--clean", action="store_true", help="300 dpi grey PNGs, not degraded")
    arguments = parser.parse_args()
    if "check" in os.path.normpath(arguments.source).split(os.sep):
        parser.error("refusing a held-out set: rescan documents you may study (corpus-foreign/dev)")
    os.makedirs(arguments.out, exist_ok=True)
    rng = random.Random(arguments.seed)
    written = 0
    for pdf in sorted(glob.glob(os.path.join(arguments.source, "*.pdf"))):
        identifier = os.path.basename(pdf)[:-4]
        label_path = pdf[:-4] + ".json"
        if not os.path.exists(label_path) or pages(pdf) != 1:
            continue
        extension, prefix = (".png", "clean_") if arguments.clean else (".jpg", "rescan_")
        if arguments.clean:
            render_clean(pdf, os.path.join(arguments.out, identifier + extension))
        else:
            rescan(pdf, os.path.join(arguments.out, identifier + extension), rng)
        with open(label_path, encoding="utf-8") as handle:
            label = json.load(handle)
        label["file"] = identifier + extension
        label["variant"] = prefix + label.get("variant", "pdf")
        with open(os.path.join(arguments.out, identifier + ".json"), "w", encoding="utf-8") as handle:
            json.dump(label, handle, ensure_ascii=False, indent=1)
        written += 1
    print(f"{written} {'clean renders' if arguments.clean else 'rescans'} in {arguments.out}")


if __name__ == "__main__":
    main()
