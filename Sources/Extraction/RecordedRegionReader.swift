// Replays the re-readings a live run made (`RecognizedDocument.rereadings`), so that extraction of
// a recording asks the same boxes and gets the same answers; a box the run never asked about reads
// as nothing.

import DocumentModel

public struct RecordedRegionReader: RegionReader {
    private let readings: [Rereading]

    public init(_ readings: [Rereading]) { self.readings = readings }

    public func readDigits(page: Int, box: BoundingBox) -> String? {
        readDigits(page: page, box: box) { _ in true }
    }

    /// The first recorded reading of the box that `accept` takes: one box may have been read for
    /// several callers, each accepting different readings.
    public func readDigits(page: Int, box: BoundingBox, accepting accept: (String) -> Bool) -> String? {
        texts(.digits, page: page, box: box).first(where: accept)
    }

    public func readDigitsAlone(page: Int, box: BoundingBox) -> String? {
        texts(.digitsAlone, page: page, box: box).first
    }

    public func readTrailingDigits(page: Int, box: BoundingBox, count: Int) -> String? {
        texts(.trailingDigits, page: page, box: box, count: count).first
    }

    public func readLineAlone(page: Int, box: BoundingBox) -> String? {
        texts(.lineAlone, page: page, box: box).first
    }

    private func texts(_ kind: Rereading.Kind, page: Int, box: BoundingBox, count: Int? = nil) -> [String] {
        readings.compactMap { reading in
            reading.kind == kind && reading.page == page && reading.box == box && reading.count == count ? reading.text : nil
        }
    }
}
