#!/usr/bin/env python3
"""Writes the HEIC test fixtures in Tests/TestSupport/Fixtures/ from the committed Corpus (run from the
repository's root; needs Pillow, libheif-dev and libheif-examples' heif-enc):

    photo-crop.heic            640 x 480 of Corpus en-0034-photo.jpg at CROP, heif-enc -q 90
    markers-sideways.heic      a 12 MP picture (3024 x 4032 as shown) of coloured corners, its pixels
                               stored sideways (4032 x 3024) with a 90 degree irot, as an iPhone held
                               upright stores a photo
    receipt-photo-sideways.heic  Corpus PHOTO stored sideways the same way, quality RECEIPT_QUALITY

    scripts/heic-fixtures/make-heic-fixtures.py
"""
import os
import struct
import subprocess
import sys
import tempfile

from PIL import Image

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Tests", "TestSupport", "Fixtures")
CORPUS = os.path.join(ROOT, "Corpus", "documents")
CROP = (320, 160, 960, 640)  # left, top, right, bottom in en-0034-photo.jpg (HEICFixtures.cropBox)
PHOTO = "he-0026-photo.jpg"
RECEIPT_QUALITY = 50
MARKERS = (3024, 4032)  # as shown
EXIF_TURN_CLOCKWISE = 6  # the EXIF Orientation that says: turn the stored pixels 90 degrees clockwise


def markers():
    """White; red top left, green top right, blue bottom left, black bottom right (a quarter of the
    width, an eighth of the height each): a turn, a mirror or swapped channels all show."""
    width, height = MARKERS
    image = Image.new("RGB", MARKERS, (255, 255, 255))
    block = (width // 4, height // 8)
    for colour, (x, y) in [((255, 0, 0), (0, 0)), ((0, 255, 0), (width - block[0], 0)),
                           ((0, 0, 255), (0, height - block[1])), ((0, 0, 0), (width - block[0], height - block[1]))]:
        image.paste(colour, (x, y, x + block[0], y + block[1]))
    return image


def sideways(image, quality, out, work):
    """Stores `image` turned a quarter counter-clockwise with an irot that turns it back."""
    stored = os.path.join(work, "stored.ppm")
    turned = image.convert("RGB").rotate(90, expand=True)
    turned.save(stored)
    subprocess.run([os.path.join(work, "ppm-to-heic"), stored, str(quality), str(EXIF_TURN_CLOCKWISE), out], check=True)
    as_a_phone_writes(out, turned.size)


def boxes(data, start, end):
    """(type, offset, size) of the boxes in data[start:end] (no 64-bit sizes in these small boxes)."""
    found = []
    while start < end:
        size, kind = struct.unpack(">I4s", data[start:start + 8])
        found.append((kind.decode(), start, size))
        start += size
    return found


def as_a_phone_writes(path, stored_size):
    """Mends what libheif 1.15's encoder writes with an orientation: its ispe holds the size as shown
    and comes after the irot, where a phone's ispe holds the stored (coded) size and the transforming
    properties come last (ISO/IEC 23008-12). libheif 1.15 reads either as the same shown size (it sizes
    an image from whichever ispe/irot it meets last), so only a file laid out as a phone's tells a
    reader that sizes by ispe alone from one that applies the irot. Same sizes: no offset moves."""
    data = bytearray(open(path, "rb").read())
    meta = next(box for box in boxes(data, 0, len(data)) if box[0] == "meta")
    iprp = next(box for box in boxes(data, meta[1] + 12, meta[1] + meta[2]) if box[0] == "iprp")
    children = {kind: (offset, size) for kind, offset, size in boxes(data, iprp[1] + 8, iprp[1] + iprp[2])}
    ipco, ipma = children["ipco"], children["ipma"]
    properties = boxes(data, ipco[0] + 8, ipco[0] + ipco[1])
    transforming = {"clap", "irot", "imir"}
    order = [p for p in properties if p[0] not in transforming] + [p for p in properties if p[0] in transforming]
    new_index = {properties.index(p) + 1: order.index(p) + 1 for p in properties}
    content = b"".join(bytes(data[offset:offset + size]) for _, offset, size in order)
    data[ipco[0] + 8:ipco[0] + ipco[1]] = content
    for kind, offset, size in boxes(data, ipco[0] + 8, ipco[0] + ipco[1]):
        if kind == "ispe":
            data[offset + 12:offset + 20] = struct.pack(">II", *stored_size)
    # ipma (version 0, 1-byte associations): entry count, then item ID, count, associations.
    version, flags = data[ipma[0] + 8], int.from_bytes(data[ipma[0] + 9:ipma[0] + 12], "big")
    assert version == 0 and flags & 1 == 0, "ipma with 2-byte item IDs or associations"
    position = ipma[0] + 16
    for _ in range(int.from_bytes(data[ipma[0] + 12:ipma[0] + 16], "big")):
        count = data[position + 2]
        # Listed in the new order too: a reader applies the associations in the order they come.
        moved = sorted(new_index[data[index] & 0x7F] for index in range(position + 3, position + 3 + count))
        for index, property_index in zip(range(position + 3, position + 3 + count), moved):
            essential = order[property_index - 1][0] in transforming or order[property_index - 1][0] == "hvcC"
            data[index] = property_index | (0x80 if essential else 0)
        position += 3 + count
    open(path, "wb").write(data)


def main():
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libheif"], check=True, capture_output=True,
                               text=True).stdout.split()
        subprocess.run(["cc", "-O2", "-o", os.path.join(work, "ppm-to-heic"),
                        os.path.join(os.path.dirname(os.path.abspath(__file__)), "ppm-to-heic.c")] + flags, check=True)
        crop = os.path.join(work, "crop.png")
        Image.open(os.path.join(CORPUS, "en-0034-photo.jpg")).crop(CROP).save(crop)
        subprocess.run(["heif-enc", "-q", "90", crop, "-o", os.path.join(OUT, "photo-crop.heic")], check=True,
                       stdout=subprocess.DEVNULL)
        sideways(markers(), 50, os.path.join(OUT, "markers-sideways.heic"), work)
        sideways(Image.open(os.path.join(CORPUS, PHOTO)), RECEIPT_QUALITY,
                 os.path.join(OUT, "receipt-photo-sideways.heic"), work)
    for name in sorted(os.listdir(OUT)):
        print(f"{name}: {os.path.getsize(os.path.join(OUT, name))} bytes")


if __name__ == "__main__":
    sys.exit(main())
