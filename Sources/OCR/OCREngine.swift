// The seam between the pipeline and the OCR engine, so tests can replay recorded OCR output.

import DocumentModel
import Foundation
import Imaging

/// Reads a page image into words and lines.
public protocol OCREngine: AnyObject {
    /// - Parameter timeLimit: seconds after which to give up with `OCRError.timedOut`; nil for none.
    func recognize(_ image: Image, pageNumber: Int, resolution: Int, timeLimit: Double?) throws -> OCRPage
    func readDigits(in image: Image, box: BoundingBox, resolution: Int) -> String?
    /// Re-reads one printed row as a single line, never reading any of the characters in
    /// `excluded` (empty: none excluded); its words have page coordinates.
    func readLine(in image: Image, box: BoundingBox, resolution: Int, excluding excluded: String) -> [OCRWord]
    /// How the page in `image` lies, from a look at its letter shapes without reading it; nil when
    /// the engine cannot tell.
    func detectOrientation(in image: Image, resolution: Int) -> OrientationEstimate?
    /// Lets go of the page the engine keeps between readings to read its boxes without copying it
    /// again (`WorkerEngines.letGoOfPages`, when the page's readings are done).
    func letGoOfPage()
}

extension OCREngine {
    /// Engines that only read (recorded ones, the reading models) cannot tell a page's orientation.
    public func detectOrientation(in image: Image, resolution: Int) -> OrientationEstimate? { nil }
    /// Engines that hold no page (recorded ones) have nothing to let go of.
    public func letGoOfPage() {}
}

/// How a page image lies, as Tesseract's orientation detection sees it.
public struct OrientationEstimate: Equatable, Sendable {
    /// Clockwise quarter turns (0...3) that set the page upright.
    public var uprightTurns: Int
    /// Tesseract's orientation confidence: how far the best orientation leads the others (about 0
    /// when it cannot tell, 5 and more on a clear page).
    public var confidence: Double

    public init(uprightTurns: Int, confidence: Double) {
        self.uprightTurns = uprightTurns
        self.confidence = confidence
    }
}

/// Replays recorded OCR pages (the `RecognizedDocument` JSON format) instead of running Tesseract:
/// fast, deterministic tests of everything after OCR.
public final class RecordedOCREngine: OCREngine {
    private let pages: [OCRPage]

    public init(_ document: RecognizedDocument) { pages = document.pages }

    /// Loads a recording written as `RecognizedDocument` JSON.
    public convenience init(contentsOf url: URL) throws {
        self.init(try JSONDecoder().decode(RecognizedDocument.self, from: Data(contentsOf: url)))
    }

    public func recognize(_ image: Image, pageNumber: Int, resolution: Int, timeLimit: Double?) throws -> OCRPage {
        guard let page = pages.first(where: { $0.number == pageNumber }) else {
            throw OCRError.recognitionFailed(page: pageNumber)
        }
        return page
    }

    public func readDigits(in image: Image, box: BoundingBox, resolution: Int) -> String? { nil }

    public func readLine(in image: Image, box: BoundingBox, resolution: Int, excluding excluded: String) -> [OCRWord] { [] }
}
