// The committed HEIC photos of Fixtures/, made from the Corpus by scripts/heic-fixtures/make-heic-fixtures.py
// (libheif 1.15's heif-enc writes no rotation boxes, so the sideways ones are encoded through libheif's
// API with an orientation). Found by path, as the tests find the Corpus.

import Foundation

public enum HEICFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// 640×480 pixels of Corpus `en-0034-photo.jpg` (at `cropBox`: a corner of the receipt on its
    /// brown table, the shop's name), `heif-enc -q 90`; 94 KB.
    public static let photoCrop = folder.appendingPathComponent("photo-crop.heic")
    public static let cropBox = (x: 320, y: 160, width: 640, height: 480)
    public static let cropSource = "en-0034-photo.jpg"

    /// A 12 MP picture, 3024×4032 as shown, its pixels stored sideways (4032×3024) with a 90° `irot`,
    /// as an iPhone held upright stores a photo: white, with a red block top left, green top right,
    /// blue bottom left and black bottom right, each a quarter of the width and an eighth of the
    /// height. A turn, a mirror or swapped colour channels all show; 8 KB.
    public static let markersSideways = folder.appendingPathComponent("markers-sideways.heic")

    /// Corpus `he-0026-photo.jpg` (1222×1630) stored sideways the same way, quality 50; 114 KB.
    public static let receiptPhotoSideways = folder.appendingPathComponent("receipt-photo-sideways.heic")
    public static let receiptPhotoSource = "he-0026-photo.jpg"
}
