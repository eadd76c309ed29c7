// Quarter turns and mirror flips of an `Image`, and turning a photo upright from its EXIF
// Orientation tag (phones store the sensor's pixels sideways and record how to view them).

import CLeptonica

extension Image {
    /// The image turned clockwise by `quarterTurns` × 90° (any integer; 0 mod 4 is a copy).
    /// - Throws: `ImagingError.operationFailed` when Leptonica cannot allocate the result.
    public func rotated(quarterTurns: Int) throws -> Image {
        let turns = ((quarterTurns % 4) + 4) % 4
        if turns == 0 { return try copy() }
        guard let rotated = pixRotateOrth(pix, Int32(turns)) else {
            throw ImagingError.operationFailed("rotate by \(turns * 90)°")
        }
        return Image(owning: rotated)
    }

    /// The image mirrored left to right.
    /// - Throws: `ImagingError.operationFailed` when Leptonica cannot allocate the result.
    public func flippedLeftRight() throws -> Image {
        guard let flipped = pixFlipLR(nil, pix) else { throw ImagingError.operationFailed("flip left-right") }
        return Image(owning: flipped)
    }

    /// The image mirrored top to bottom.
    /// - Throws: `ImagingError.operationFailed` when Leptonica cannot allocate the result.
    public func flippedTopBottom() throws -> Image {
        guard let flipped = pixFlipTB(nil, pix) else { throw ImagingError.operationFailed("flip top-bottom") }
        return Image(owning: flipped)
    }

    /// The image as it should be viewed, given the EXIF Orientation (1...8) of its stored pixels;
    /// values outside 1...8 leave it as it is.
    /// - Throws: `ImagingError.operationFailed` when Leptonica cannot allocate the result.
    public func upright(exifOrientation: Int) throws -> Image {
        switch exifOrientation {
        case 2: try flippedLeftRight()
        case 3: try rotated(quarterTurns: 2)
        case 4: try flippedTopBottom()
        case 5: try rotated(quarterTurns: 1).flippedLeftRight()   // transpose
        case 6: try rotated(quarterTurns: 1)
        case 7: try rotated(quarterTurns: 1).flippedTopBottom()   // transverse
        case 8: try rotated(quarterTurns: 3)
        default: self
        }
    }
}
