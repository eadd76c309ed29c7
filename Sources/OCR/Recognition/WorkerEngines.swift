// A worker's OCR engines, owned in one place: the document's model (heb+eng) and the English-only
// model that reads Latin-script pages and digits again, each made when the first page needs it (a
// worker given only text-layer PDFs never loads a model: loading heb+eng took ~80 ms of CPU, two
// text PDFs' worth). Both are made afresh after a document that oversized their buffers (see `EngineRenewal`). The
// orientation check (`osd`, no reading network, no such buffers) is made when a page reads as turned,
// and dropped after that document.

import DocumentModel
import Foundation
import Imaging

/// The engines one worker reads with. Not `Sendable`: owned by one worker.
public final class WorkerEngines {
    /// The engine that reads every page.
    let document: OnDemandEngine
    /// The English-only engine (nil when the document's model is a single language).
    let latin: OnDemandEngine?
    /// Tesseract's orientation detection, made when a page reads as if turned and dropped after its document (nil for
    /// recorded engines, and no engine when `osd.traineddata` is not installed).
    let orientation: OnDemandEngine?
    /// What is wrong when the document's engine cannot be made again.
    private let unavailable: OCRError
    /// Set when a reading met a line wide enough to oversize the engines' buffers.
    private var oversized = false

    /// Engines for the models of `languages` (e.g. "heb+eng") in `tessdata`, each loaded when a
    /// page first needs it; a model that is there but cannot be loaded fails the documents that need
    /// it (`OCRError.initFailed` in their records), not the worker.
    /// - Throws: `OCRError.modelMissing` when a model is not in `tessdata`.
    public convenience init(tessdata: URL, languages: String, segmentation: PageSegmentation) throws {
        try TesseractEngine.checkModels(tessdata: tessdata, languages: languages)
        let make = { (languages: String) in
            try TesseractEngine(tessdata: tessdata, languages: languages, segmentation: segmentation)
        }
        let latin = languages.split(separator: "+").count > 1 ? OnDemandEngine(making: { try? make("eng") }) : nil
        self.init(document: OnDemandEngine(making: { try? make(languages) }), latin: latin,
                  orientation: OnDemandEngine(making: { try? make(TesseractEngine.orientationModel) }),
                  unavailable: .initFailed(languages: languages, folder: tessdata.path))
    }

    /// Engines around any OCR engine (tests use a recorded one), never made again.
    public convenience init(_ engine: any OCREngine, latin: (any OCREngine)? = nil) {
        self.init(document: OnDemandEngine(engine), latin: latin.map(OnDemandEngine.init), orientation: nil,
                  unavailable: .initFailed(languages: "", folder: ""))
    }

    init(document: OnDemandEngine, latin: OnDemandEngine?, orientation: OnDemandEngine?, unavailable: OCRError) {
        self.document = document
        self.latin = latin
        self.orientation = orientation
        self.unavailable = unavailable
    }

    /// The document's engine, made again if a renewal dropped it.
    /// - Throws: `OCRError.initFailed` when it cannot be made.
    func documentEngine() throws -> any OCREngine {
        guard let engine = document.engine else { throw unavailable }
        return engine
    }

    /// Reads a page image with `engine`, noting when the reading oversized it.
    func recognize(_ image: Image, with engine: any OCREngine, page: Int, resolution: Int,
                   timeLimit: Double) throws -> OCRPage {
        let read = try engine.recognize(image, pageNumber: page, resolution: resolution, timeLimit: timeLimit)
        if EngineRenewal.isNeeded(after: read) { oversized = true }
        return read
    }

    /// Lets the reading engines let go of the page they hold between readings (each keeps the page
    /// it last read so that the next box of it is read without copying the page again): called when
    /// a page's reading and its repairs are done, when extraction's re-readings are answered, and
    /// between documents, so a page's pixels are held no longer than its image is.
    public func letGoOfPages() {
        document.letGoOfPage()
        latin?.letGoOfPage()
    }

    /// Call between documents: lets go of the last page, drops the orientation engine (made for the
    /// odd page that reads as turned, it would otherwise stay with the worker: ~20 MB a worker for a
    /// check a few pages in a hundred need), and the reading engines when the last document
    /// oversized their buffers; the next document that needs them makes new ones.
    public func endDocument() {
        letGoOfPages()
        orientation?.renew()
        guard oversized else { return }
        oversized = false
        document.renew()
        latin?.renew()
    }
}
