#!/usr/bin/env python3
"""Writes 35-megapixel JPEG scans (4961 x 7016: A4 at 600 dpi, issue 27 finding 5) of a Corpus
document, in the forms scanners and scanning apps save: baseline grey, baseline colour 4:2:0,
progressive, with EXIF and a large ICC profile (APP2), with restart markers. The page is the
document drawn at 600 dpi on white paper, with a little sensor noise so it compresses like a real
scan (a blank page makes a tiny file). Needs Pillow (pip install pillow).

    scripts/make-large-jpeg-scans.py SOURCE_IMAGE OUT_FOLDER
"""
import os
import random
import sys

from PIL import Image, ImageFilter

WIDTH, HEIGHT, DPI = 4961, 7016, 600


def page(source_path):
    source = Image.open(source_path).convert("L")
    scale = DPI / float(source.info.get("dpi", (300, 300))[0] or 300)
    document = source.resize((round(source.width * scale), round(source.height * scale)), Image.LANCZOS)
    paper = Image.new("L", (WIDTH, HEIGHT), 246)
    paper.paste(document, ((WIDTH - document.width) // 2, 600))
    random.seed(27)
    noise = Image.effect_noise((WIDTH, HEIGHT), 6).filter(ImageFilter.GaussianBlur(0.6))
    return Image.blend(paper, noise.point(lambda v: v - 128 + 246 if v else 246), 0.08)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    source, folder = sys.argv[1], sys.argv[2]
    if not os.path.isfile(source):
        sys.exit(f"error: {source}: no such file")
    os.makedirs(folder, exist_ok=True)
    grey = page(source)
    colour = grey.convert("RGB")
    icc = bytes(range(256)) * 2000  # a 500 KB APP2 payload split over several segments, as big profiles are
    exif = Image.Exif()
    exif[0x0112] = 1                  # orientation: upright
    exif[0x010F] = "Scanner"          # make
    variants = {
        "baseline-grey.jpg": (grey, dict(quality=85)),
        "baseline-colour-420.jpg": (colour, dict(quality=85, subsampling=2)),
        "progressive-colour.jpg": (colour, dict(quality=85, progressive=True, optimize=True)),
        "exif-icc-colour.jpg": (colour, dict(quality=90, exif=exif.tobytes(), icc_profile=icc, dpi=(DPI, DPI))),
        "progressive-grey-exif.jpg": (grey, dict(quality=80, progressive=True, exif=exif.tobytes(), dpi=(DPI, DPI))),
    }
    for name, (image, options) in variants.items():
        path = os.path.join(folder, name)
        image.save(path, "JPEG", **options)
        print(f"{path}\t{os.path.getsize(path) // 1024} KiB")
    # Restart markers (DRI), which some scanner firmware writes: Pillow has no option, so re-encode
    # with libjpeg's cjpeg when it is there.
    cjpeg = "/usr/bin/cjpeg"
    if os.access(cjpeg, os.X_OK):
        ppm = os.path.join(folder, "page.ppm")
        colour.save(ppm)
        path = os.path.join(folder, "restart-markers.jpg")
        if os.system(f"{cjpeg} -quality 85 -restart 1 -outfile '{path}' '{ppm}'") == 0:
            print(f"{path}\t{os.path.getsize(path) // 1024} KiB")
        os.remove(ppm)


if __name__ == "__main__":
    main()
