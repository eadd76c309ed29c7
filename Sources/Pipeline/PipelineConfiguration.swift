// Everything a pipeline worker needs to know, fixed for a whole run.

import Extraction
import Foundation
import Ingest
import OCR
import Refiner
import SecondReading

/// Settings of one run of the pipeline.
public struct PipelineConfiguration: Sendable {
    /// The folder holding the Tesseract models.
    public var tessdata: URL
    /// Tesseract languages, Hebrew first (see ../shared/docs/tesseract-notes.md).
    public var languages: String
    public var segmentation: PageSegmentation
    /// Resolution PDF pages are rasterised at, and assumed for images that declare none.
    public var rasterDPI: Int
    public var limits: IngestLimits
    /// Seconds one document may take before it fails with `timeout` and the worker moves on.
    public var documentTimeLimit: Double
    /// Review thresholds and the calibration of field confidences.
    public var extraction: ExtractionConfiguration = .default
    /// The optional second opinion on uncertain fields (Gemini); nil, the default, sends nothing anywhere.
    public var refiner: (any DocumentRefining)?
    /// The thorough mode: a grainy scan or photo (median-filtered in preparation) is also prepared
    /// without the median and read a second time, and the two readings merged field by field, as a
    /// photo's are; such files take about 1.5 times as long. Without it only an image-only PDF's
    /// grainy pages are, and only when the first reading left a field the document's type requires
    /// unsure.
    public var thorough = false
    /// The second recogniser (PP-OCR), when it is on: a document whose reading leaves its date or total
    /// missing or unsure has its image pages read again by it, its numbers spliced into the words, and
    /// the digit fields taken from that reading where the first gave none or an unsure one
    /// (`ReceiptExtractor.withSecondRecognition`). Nil, the default: off.
    public var secondRecogniser: SecondRecogniserFolder?

    public init(tessdata: URL, languages: String = "heb+eng", segmentation: PageSegmentation = .singleBlock,
                rasterDPI: Int = 300, limits: IngestLimits = .default, documentTimeLimit: Double = 120) {
        self.tessdata = tessdata; self.languages = languages; self.segmentation = segmentation
        self.rasterDPI = rasterDPI; self.limits = limits; self.documentTimeLimit = documentTimeLimit
    }

    /// A configuration whose tessdata folder is found the documented way (--tessdata,
    /// TESSDATA_PREFIX, the repository's tessdata/, the system folder).
    /// - Throws: `OCRError.modelMissing` naming the Debian package to install.
    public static func locating(tessdata explicit: String?, languages: String = "heb+eng") throws -> PipelineConfiguration {
        PipelineConfiguration(tessdata: try TessdataLocator.locate(languages: languages, explicit: explicit),
                              languages: languages)
    }
}
