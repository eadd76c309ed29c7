// Passes extraction's re-reading requests to the page reader and keeps each with its answer, for
// the document's recording (see `RecordedRegionReader`, which replays them).

import DocumentModel

public final class RereadingRecorder: RegionReader {
    private let reader: any RegionReader
    public private(set) var rereadings: [Rereading] = []

    public init(_ reader: any RegionReader) { self.reader = reader }

    public func readDigits(page: Int, box: BoundingBox) -> String? {
        kept(.digits, page: page, box: box, reader.readDigits(page: page, box: box))
    }

    public func readDigits(page: Int, box: BoundingBox, accepting accept: (String) -> Bool) -> String? {
        kept(.digits, page: page, box: box, reader.readDigits(page: page, box: box, accepting: accept))
    }

    public func readDigitsAlone(page: Int, box: BoundingBox) -> String? {
        kept(.digitsAlone, page: page, box: box, reader.readDigitsAlone(page: page, box: box))
    }

    public func readTrailingDigits(page: Int, box: BoundingBox, count: Int) -> String? {
        kept(.trailingDigits, page: page, box: box, count: count, reader.readTrailingDigits(page: page, box: box, count: count))
    }

    public func readLineAlone(page: Int, box: BoundingBox) -> String? {
        kept(.lineAlone, page: page, box: box, reader.readLineAlone(page: page, box: box))
    }

    private func kept(_ kind: Rereading.Kind, page: Int, box: BoundingBox, count: Int? = nil, _ text: String?) -> String? {
        rereadings.append(Rereading(kind: kind, page: page, box: box, count: count, text: text))
        return text
    }
}
