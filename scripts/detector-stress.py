#!/usr/bin/env python3
"""How often the document detector still finds the page when a photo is made harder: each phone photo
of a labelled folder is written again blurred (a Gaussian of 5 px) and under a broad highlight (window
light on a glossy table: up to +200 grey levels, centred at 70% across and 30% down), and
`imaging-bench` reports the outline it found for the original and for each copy. No document is
shown, only counts, so it may be run on a held-out folder.

    scripts/detector-stress.py FOLDER [--binary .build/release/imaging-bench]
    scripts/detector-stress.py FOLDER --write-labelled OUT [--change highlight]

With --write-labelled, no outline is counted: the changed copies of a folder you may study (dev/,
corpus-real) are written to OUT with their labels, a labelled set for `receiptvault eval OUT`.

Needs Pillow and numpy (pip install pillow numpy) and `swift build -c release --static-swift-stdlib --product imaging-bench`.
"""
import argparse
import collections
import json
import pathlib
import re
import subprocess
import sys
import tempfile

import numpy
from PIL import Image, ImageFilter


def labelled_photos(folder):
    for label_path in sorted(folder.glob("*.json")):
        try:
            label = json.loads(label_path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            continue
        if label.get("variant") == "phone_photo" and label.get("file"):
            yield folder / label["file"], label_path, label


def photos(folder):
    for path, _, _ in labelled_photos(folder):
        yield path


def write_labelled(folder, out, change):
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for path, label_path, label in labelled_photos(folder):
        target = out / (path.stem + ".jpg")
        change(Image.open(path)).convert("RGB").save(target, quality=90)
        label["file"] = target.name
        (out / label_path.name).write_text(json.dumps(label, ensure_ascii=False, indent=1), encoding="utf-8")
        count += 1
    print(f"{count} phone photos of {folder} written to {out} with their labels")


def blurred(image):
    return image.filter(ImageFilter.GaussianBlur(5))


def highlighted(image):
    pixels = numpy.asarray(image.convert("RGB"), dtype=numpy.float32)
    height, width = pixels.shape[:2]
    ys, xs = numpy.mgrid[0:height, 0:width]
    light = numpy.exp(-(((xs - 0.7 * width) / (0.3 * width)) ** 2 + ((ys - 0.3 * height) / (0.25 * height)) ** 2))
    return Image.fromarray(numpy.clip(pixels + light[..., None] * 200, 0, 255).astype(numpy.uint8))


def verdicts(binary, paths):
    result = subprocess.run([binary, *map(str, paths)], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"detector-stress: {binary} failed: {result.stderr.strip()[:300]}")
    return collections.Counter(re.findall(r"outline=([a-z_]+)", result.stdout))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=pathlib.Path)
    parser.add_argument("--binary", default=".build/release/imaging-bench")
    parser.add_argument("--write-labelled", type=pathlib.Path, metavar="OUT")
    parser.add_argument("--change", choices=["blurred", "highlight"], default="highlight")
    args = parser.parse_args()
    if args.write_labelled:
        write_labelled(args.folder, args.write_labelled, {"blurred": blurred, "highlight": highlighted}[args.change])
        return
    originals = list(photos(args.folder))
    if not originals:
        sys.exit(f"detector-stress: no label in {args.folder} names a phone_photo")
    with tempfile.TemporaryDirectory() as work:
        copies = {"original": originals}
        for name, change in (("blurred", blurred), ("highlight", highlighted)):
            folder = pathlib.Path(work, name)
            folder.mkdir()
            copies[name] = []
            for path in originals:
                target = folder / (path.stem + ".jpg")
                change(Image.open(path)).convert("RGB").save(target, quality=90)
                copies[name].append(target)
        print(f"{len(originals)} phone photos of {args.folder}: the outline the detector found")
        print(f"{'photos':<10} {'found':>6} {'fills_frame':>12} {'not_found':>10}")
        for name, paths in copies.items():
            counts = verdicts(args.binary, paths)
            print(f"{name:<10} {counts['found']:>6} {counts['fills_frame']:>12} {counts['not_found']:>10}")


if __name__ == "__main__":
    main()
