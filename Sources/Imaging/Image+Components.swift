// Leptonica's connected-component boxes as an `Image` method: the raw material of the text-size
// estimate (how tall the printed characters are).

import CLeptonica
import DocumentModel

extension Image {
    /// Bounding boxes of the 8-connected foreground components of this 1-bit image.
    /// - Throws: `ImagingError.operationFailed` when the image is not 1-bit or labelling fails.
    public func componentBoxes() throws -> [BoundingBox] {
        guard depth == 1 else { throw ImagingError.operationFailed("connected components need a 1-bit image") }
        guard let boxes = pixConnComp(pix, nil, 8) else { throw ImagingError.operationFailed("connected components") }
        defer { var handle: UnsafeMutablePointer<BOXA>? = boxes; boxaDestroy(&handle) }
        let count = Int(boxaGetCount(boxes))
        var result: [BoundingBox] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
            guard boxaGetBoxGeometry(boxes, Int32(index), &x, &y, &w, &h) == 0 else { continue }
            result.append(BoundingBox(x0: Int(x), y0: Int(y), x1: Int(x + w), y1: Int(y + h)))
        }
        return result
    }
}
