// The Tesseract engine on a committed corpus scan: what a re-read leaves behind for the next page.

import DocumentModel
import Foundation
import Imaging
@testable import OCR
import Testing

@Suite struct TesseractEngineTests {
    /// A digits-only re-read (PSM 6) leaves the engine reading pages as it was made to, whatever
    /// re-reads came before.
    @Test(arguments: [PageSegmentation.auto, .singleBlock])
    func digitsRereadPutsTheSegmentationBack(segmentation: PageSegmentation) throws {
        let image = try CorpusScan.gray("en-0004-clean_scan.png")
        let engine = try TesseractEngine(tessdata: TessdataLocator.locate(languages: "heb+eng", explicit: nil),
                                         segmentation: segmentation)
        _ = engine.readDigits(in: image, box: BoundingBox(x0: 0, y0: 0, x1: image.width, y1: min(200, image.height)))
        #expect(engine.currentSegmentation == segmentation)
    }
}
