#!/usr/bin/env python3
"""Long receipts made from a labelled folder: each receipt image (a clean or noisy scan whose label
gives a paper width, `_meta.width_mm`) written again as COPIES copies one under the other, the
length of a long supermarket receipt (80 mm x 30 cm stacked 3 times is 90 cm, 10,000 px at 300
dpi), with its label (items left out: they are printed COPIES times). Every copy prints the same
fields, so a reader that keeps a long page's text readable gets them all; one that shrinks the page
to fit a long-side limit loses its amounts. Then `receiptvault eval OUT`.

    scripts/long-receipts.py FOLDER OUT [--copies 3]

Run it on a folder you may study (corpus-foreign/dev), not on check/. Needs Pillow.
"""
import argparse
import json
import pathlib

from PIL import Image


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=pathlib.Path)
    parser.add_argument("out", type=pathlib.Path)
    parser.add_argument("--copies", type=int, default=3)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    written = 0
    for label_path in sorted(args.folder.glob("*.json")):
        label = json.loads(label_path.read_text())
        if label.get("variant") not in ("clean_scan", "noisy_scan") or not label.get("_meta", {}).get("width_mm"):
            continue
        image_path = args.folder / label["file"]
        with Image.open(image_path) as image:
            dpi = image.info.get("dpi", (300, 300))
            page = image.convert("L")
        long_page = Image.new("L", (page.width, page.height * args.copies), 255)
        for copy in range(args.copies):
            long_page.paste(page, (0, copy * page.height))
        name = f"{label_path.stem}-x{args.copies}{image_path.suffix}"
        save = {"dpi": dpi}
        if image_path.suffix.lower() in (".jpg", ".jpeg"):
            save["quality"] = 90
        long_page.save(args.out / name, **save)
        long_label = {key: value for key, value in label.items() if key != "items"}
        long_label["file"] = name
        long_label["id"] = f"{label.get('id', label_path.stem)}-x{args.copies}"
        (args.out / f"{label_path.stem}-x{args.copies}.json").write_text(json.dumps(long_label, ensure_ascii=False, indent=1))
        written += 1
    print(f"{written} long receipts of {args.copies} copies in {args.out}")


if __name__ == "__main__":
    main()
