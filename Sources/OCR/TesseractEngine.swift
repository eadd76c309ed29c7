// The one owner of a `TessBaseAPI`: every Tesseract C call of the project lives in this file, through
// the functions `CTesseract` looks up when the first engine is made (the program does not link
// libtesseract). One engine per worker, created once and reused for every page that worker reads.

import CLeptonica
import CSerialOpenMP
import CTesseractInPlace
import CTesseract
import CWordImages
import DocumentModel
import Foundation
import Imaging

/// Page segmentation modes that suit receipts (see ../shared/docs/tesseract-notes.md: PSM 3 splits
/// the price column off receipts; 6 keeps rows whole).
public enum PageSegmentation: Int32, Sendable {
    case auto = 3
    case singleColumn = 4
    case singleBlock = 6
    case sparse = 11
}

/// Reads page images with Tesseract's LSTM engine and returns words and lines with boxes.
/// Not `Sendable`: owned by one worker.
public final class TesseractEngine: OCREngine {
    private let api: OpaquePointer
    /// libtesseract's C API (`library`).
    private let tess: rv_tesseract
    public let languages: String
    public let tessdata: URL
    private let segmentation: PageSegmentation
    /// The pixels of the page the engine holds between readings (its own copy, which the image
    /// shares), so that the boxes read from that page after it do not copy the whole page again each
    /// time (11 ms for a photo's page, most of a re-read's time); nil when it holds none. Between
    /// readings a held page's rectangle is the whole page and no results are kept
    /// (`finishReading`), as a fresh `SetImage` leaves an engine.
    private var heldPixels: UnsafeMutablePointer<PIX>?

    /// Loads the models for `languages` (e.g. "heb+eng") from `tessdata`.
    /// - Throws: `OCRError.modelMissing` naming the Debian package, or `.initFailed`.
    public init(tessdata: URL, languages: String = "heb+eng",
                segmentation: PageSegmentation = .singleBlock) throws {
        try Self.checkModels(tessdata: tessdata, languages: languages)
        let tess = try Self.library.get()
        self.tess = tess
        guard let api = tess.TessBaseAPICreate() else { throw OCRError.initFailed(languages: languages, folder: tessdata.path) }
        // Tesseract wants the folder path with a trailing slash in some versions. The orientation
        // model (`osd`) has no LSTM network: it runs on the legacy classifier.
        let mode = languages == Self.orientationModel ? OEM_TESSERACT_ONLY : OEM_LSTM_ONLY
        let status = tess.TessBaseAPIInit2(api, tessdata.path + "/", languages, mode)
        guard status == 0 else {
            tess.TessBaseAPIDelete(api)
            throw OCRError.initFailed(languages: languages, folder: tessdata.path)
        }
        tess.TessBaseAPISetPageSegMode(api, TessPageSegMode(UInt32(segmentation.rawValue)))
        // Keep spaces between words as recognised; no debug files.
        _ = tess.TessBaseAPISetVariable(api, "preserve_interword_spaces", "1")
        _ = tess.TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        self.api = api
        self.segmentation = segmentation
        self.languages = languages
        self.tessdata = tessdata
    }

    /// Whether Tesseract's OpenMP parallel regions run on the thread that reads (serial_openmp.c)
    /// rather than through libgomp's team of one, which wakes a futex at the end of every region: true
    /// in a program that exports those entry points, as `receiptvault` does.
    public static var runsOpenMPRegionsInPlace: Bool { rv_serial_openmp_in_place() != 0 }

    /// How many OpenMP parallel regions the calling thread has run in place so far.
    public static var openMPRegionsRunInPlace: UInt { UInt(rv_serial_openmp_regions()) }

    /// Whether the LSTM's tensor index (`StrideMap::Index`) runs as stride_index.c defines it, each
    /// method inlined into the others, rather than as Debian's libtesseract calls them, through the
    /// PLT: true in a program that exports those methods, as `receiptvault` does, once they agreed
    /// with the library's own at load.
    public static var indexesTensorsInPlace: Bool { opened && rv_stride_index_in_place() != 0 }

    /// Debian 12's libtesseract (package libtesseract5).
    static let soname = "libtesseract.so.5"

    /// libtesseract opened once for the process, with the first engine (or the first question about
    /// it), and the program's own parts of it checked against it then (`rv_tesseract_in_place_check`,
    /// before any engine runs). Never closed.
    static let library: Result<rv_tesseract, OCRError> = open(soname).map { functions in
        rv_tesseract_in_place_check()
        return functions
    }

    /// libtesseract's C API from the shared library `soname`.
    static func open(_ soname: String) -> Result<rv_tesseract, OCRError> {
        var failure = [CChar](repeating: 0, count: 512)
        guard let functions = rv_tesseract_open(soname, &failure, failure.count) else {
            return .failure(.libraryMissing(reason: String(cString: failure)))
        }
        return .success(functions.pointee)
    }

    /// Whether libtesseract is open (opening it if it is not yet).
    static var opened: Bool { (try? library.get()) != nil }

    /// Why libtesseract could not be opened, or nil when it was (opening it if it is not yet).
    public static var loadFailure: String? {
        guard case let .failure(.libraryMissing(reason)) = library else { return nil }
        return reason
    }

    /// The parts of Debian's libtesseract the program computes itself (Sources/CTesseractInPlace), each
    /// giving the library's answers bit for bit, checked at load and handed back to the library when
    /// the check fails or a test asks for the library's.
    public enum InPlacePart: CaseIterable, Sendable {
        /// The first convolution (`Convolve::Forward`) with the tensor index inlined, for Tesseract
        /// 5.3.0 when a layer the library builds has its fields where convolve_forward.c reads them.
        case convolution
        /// The int8 tensors written and max-pooled (`NetworkIO::WriteTimeStepPart`, `MaxpoolTimeStep`)
        /// eight or four values at a time (network_io.c).
        case timeSteps
        /// The tanh layers (`FullyConnected::ForwardTimeStep`) vectorised (fully_connected.c).
        case tanhLayers
        /// The LSTM's four gates, their activations vectorised (lstm_gates.c), on Debian 12's
        /// libtesseract 5.3.0-2, whose outlined gates body it recognises byte for byte.
        case gates
        /// The page's thresholding (`ImageThresholder::ThresholdRectToPix`) 32 grey pixels at a time
        /// (threshold.c).
        case threshold
        /// The page's threshold image (`ImageThresholder::GetPixRectThresholds`) one row long instead of
        /// the page's size, all of it the page's Otsu threshold as the library's is (page_thresholds.c):
        /// ~11 MB less a worker holds while it reads a photo's page.
        case pageThresholds

        /// Whether libtesseract's calls come to the program's definition and its check at load passed:
        /// true in a program that exports the definitions, as `receiptvault` does.
        public var inPlace: Bool {
            guard TesseractEngine.opened else { return false }
            return switch self {
            case .convolution: rv_convolve_in_place() != 0
            case .timeSteps: rv_network_io_in_place() != 0
            case .tanhLayers: rv_tanh_in_place() != 0
            case .gates: rv_lstm_gates_in_place() != 0
            case .threshold: rv_threshold_in_place() != 0
            case .pageThresholds: rv_page_thresholds_in_place() != 0
            }
        }

        /// How many values, bytes or images of the check at load differ from the library's (0: none;
        /// the gates' are the activations'); nil when the library's functions cannot be found, or for
        /// the convolution, whose check is of the layout only.
        var disagreements: Int? {
            guard TesseractEngine.opened else { return nil }
            let count: Int32
            switch self {
            case .convolution: return nil
            case .timeSteps: count = rv_network_io_disagreements()
            case .tanhLayers, .gates: count = rv_activation_disagreements()
            case .threshold: count = rv_threshold_disagreements()
            case .pageThresholds: count = rv_page_thresholds_disagreements()
            }
            return count < 0 ? nil : Int(count)
        }

        /// Runs `body` with the library's own function instead of the program's (for a test that
        /// compares the two readings). The switch is process-wide: readings on other threads meanwhile
        /// take whichever is current at each call, which reads the same if the two are alike.
        func withLibrary<T>(_ body: () throws -> T) rethrows -> T {
            _ = TesseractEngine.opened
            let useLibrary: (Int32) -> Void = switch self {
            case .convolution: rv_convolve_use_library
            case .timeSteps: rv_network_io_use_library
            case .tanhLayers: rv_tanh_use_library
            case .gates: rv_lstm_gates_use_library
            case .threshold: rv_threshold_use_library
            case .pageThresholds: rv_page_thresholds_use_library
            }
            useLibrary(1)
            defer { useLibrary(0) }
            return try body()
        }
    }

    /// How many answers of stride_index.c's methods differ from the library's own over every
    /// position in and around a map the library builds for images of these heights and widths (0:
    /// none); nil when the library's methods cannot be found.
    static func tensorIndexDisagreements(heights: [Int32], widths: [Int32]) -> Int? {
        guard opened else { return nil }
        let count = rv_stride_index_disagreements(heights, widths, Int32(min(heights.count, widths.count)))
        return count < 0 ? nil : Int(count)
    }

    /// Checks that every model of `languages` is in `tessdata`, without loading any.
    /// - Throws: `OCRError.modelMissing` naming the first missing language.
    public static func checkModels(tessdata: URL, languages: String) throws {
        for language in languages.split(separator: "+") {
            let model = tessdata.appendingPathComponent("\(language).traineddata")
            guard FileManager.default.fileExists(atPath: model.path) else {
                throw OCRError.modelMissing(language: String(language), folder: tessdata.path)
            }
        }
    }

    deinit {
        tess.TessBaseAPIEnd(api)
        tess.TessBaseAPIDelete(api)
    }

    /// Recognises a whole page image.
    /// - Parameters:
    ///   - resolution: the image's dots per inch (raw pixels carry none).
    ///   - timeLimit: seconds after which recognition is abandoned (Tesseract's own deadline monitor).
    /// - Throws: `OCRError.timedOut` past the limit, `.recognitionFailed` otherwise.
    public func recognize(_ image: Image, pageNumber: Int, resolution: Int = 300,
                          timeLimit: Double? = nil) throws -> OCRPage {
        give(image)
        tess.TessBaseAPISetSourceResolution(api, Int32(resolution))
        defer { finishReading() }
        guard let monitor = tess.TessMonitorCreate() else { throw OCRError.recognitionFailed(page: pageNumber) }
        defer { tess.TessMonitorDelete(monitor) }
        if let timeLimit {
            guard timeLimit > 0 else { throw OCRError.timedOut(page: pageNumber) }
            tess.TessMonitorSetDeadlineMSecs(monitor, Int32(min(timeLimit * 1000, Double(Int32.max))))
        }
        let started = DispatchTime.now()
        guard readingWordImages({ tess.TessBaseAPIRecognize(api, monitor) }) == 0 else {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            if let timeLimit, elapsed >= timeLimit * 0.95 { throw OCRError.timedOut(page: pageNumber) }
            throw OCRError.recognitionFailed(page: pageNumber)
        }
        return OCRPage(number: pageNumber, width: image.width, height: image.height,
                       textSource: .ocr, lines: collectLines())
    }

    /// The model of Tesseract's orientation and script detection (Debian: tesseract-ocr-osd).
    public static let orientationModel = "osd"

    /// How the page in `image` lies, told from a sample of its letter shapes (Tesseract's orientation
    /// detection, far cheaper than a reading); nil unless the engine was loaded with
    /// `orientationModel`, or when the page has too few letters to tell.
    public func detectOrientation(in image: Image, resolution: Int) -> OrientationEstimate? {
        guard languages == Self.orientationModel else { return nil }
        give(image)
        tess.TessBaseAPISetSourceResolution(api, Int32(resolution))
        defer { letGoOfPage() }
        var degrees: Int32 = 0, confidence: Float = 0, scriptConfidence: Float = 0
        var script: UnsafePointer<CChar>?
        guard tess.TessBaseAPIDetectOrientationScript(api, &degrees, &confidence, &script, &scriptConfidence) != 0 else {
            return nil
        }
        // Tesseract reports how far the page is turned clockwise; turning it the rest of the way round sets it upright.
        return OrientationEstimate(uprightTurns: (4 - Int(degrees) / 90 % 4) % 4, confidence: Double(confidence))
    }

    /// Re-reads one box of a page with a digits-and-separators whitelist (OCR repair for amounts).
    /// Returns nil when nothing was read. The engine's page segmentation is put back afterwards: the
    /// next page it reads must not depend on which boxes were read before it.
    public func readDigits(in image: Image, box: BoundingBox, resolution: Int = 300) -> String? {
        guard !box.isEmpty else { return nil }
        _ = tess.TessBaseAPISetVariable(api, "tessedit_char_whitelist", "0123456789.,-:/")
        tess.TessBaseAPISetPageSegMode(api, TessPageSegMode(UInt32(PageSegmentation.singleBlock.rawValue)))
        defer {
            _ = tess.TessBaseAPISetVariable(api, "tessedit_char_whitelist", "")
            tess.TessBaseAPISetPageSegMode(api, TessPageSegMode(UInt32(segmentation.rawValue)))
            finishReading()
        }
        guard setImage(image, box: box, resolution: resolution) != nil,
              let text = readingWordImages({ tess.TessBaseAPIGetUTF8Text(api) }) else { return nil }
        defer { tess.TessDeleteText(text) }
        let result = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
        return result.isEmpty ? nil : result
    }

    /// Re-reads one printed row (a box of the page) as a single text line, returning its words with
    /// boxes in page coordinates. Used to re-read rows the first pass garbled; `excluded` characters
    /// (Tesseract's blacklist) are never read.
    public func readLine(in image: Image, box: BoundingBox, resolution: Int = 300, excluding excluded: String = "") -> [OCRWord] {
        guard !box.isEmpty else { return [] }
        tess.TessBaseAPISetPageSegMode(api, TessPageSegMode(UInt32(7)))   // PSM_SINGLE_LINE
        if !excluded.isEmpty { _ = tess.TessBaseAPISetVariable(api, "tessedit_char_blacklist", excluded) }
        defer {
            if !excluded.isEmpty { _ = tess.TessBaseAPISetVariable(api, "tessedit_char_blacklist", "") }
            tess.TessBaseAPISetPageSegMode(api, TessPageSegMode(UInt32(segmentation.rawValue)))
            finishReading()
        }
        guard let origin = setImage(image, box: box, resolution: resolution),
              readingWordImages({ tess.TessBaseAPIRecognize(api, nil) }) == 0 else { return [] }
        return collectLines(offsetBy: origin).flatMap(\.words)
    }

    /// Runs a Tesseract reading with the images it makes of each word or line for its LSTM network
    /// kept in Leptonica's serialised form instead of PNG: the same pixels read back, without zlib
    /// and libpng (5.6% of a batch's CPU compressed, 1.9% stored; see word_images.c).
    private func readingWordImages<T>(_ reading: () -> T) -> T {
        rv_word_images_begin()
        defer { rv_word_images_end() }
        return reading()
    }

    /// Gives the engine the whole of `image`, which then holds the engine's copy of its pixels
    /// (`Image.shareStorage(withCopy:)`): a page is held once while it is read, not twice. The engine
    /// keeps holding it after the reading (`heldPixels`), and a page it holds is not given again.
    /// Another engine given the page first makes this one let go (`Image.engineHold`), so a page is
    /// never held twice.
    private func give(_ image: Image) {
        if let heldPixels, heldPixels == image.pix { return }
        image.engineHold?()
        heldPixels = nil
        tess.TessBaseAPISetImage2(api, image.pix)
        guard let copy = tess.TessBaseAPIGetInputImage(api), image.shareStorage(withCopy: copy) else { return }
        let pixels = image.pix
        heldPixels = pixels
        image.engineHold = { [weak self] in
            if let self, self.heldPixels == pixels { self.letGoOfPage() }
        }
    }

    /// After a reading: its results go (`SetRectangle` clears them and sets the whole page back), and
    /// its page too unless the engine holds it for more boxes.
    private func finishReading() {
        if let heldPixels {
            tess.TessBaseAPISetRectangle(api, 0, 0, pixGetWidth(heldPixels), pixGetHeight(heldPixels))
        } else {
            tess.TessBaseAPIClear(api)
        }
    }

    /// Whether the engine holds a page between readings.
    var holdsAPage: Bool { heldPixels != nil }

    /// Lets go of the page the engine holds between readings (and of any results).
    public func letGoOfPage() {
        tess.TessBaseAPIClear(api)
        heldPixels = nil
    }

    /// Gives the engine `box` of `image` to read. Returns the origin of the image given, in page
    /// coordinates (the words' boxes are offset by it); nil when the box lies outside the image.
    ///
    /// A box as wide as the page is cut out and given alone: given the page and a rectangle as wide
    /// as the page, Tesseract 5.3 cuts its line images from the whole page at the rectangle's
    /// coordinates (`Tesseract::BestPix` compares widths only) and reads another strip of the page,
    /// near its bottom (`RowRereadTests`). A narrower box is read as a rectangle of the page, as
    /// before: cutting those out too was 3% faster on photos but read some parts differently
    /// (`corpus-foreign/check` two fields fewer right), so it was not kept.
    private func setImage(_ image: Image, box: BoundingBox, resolution: Int) -> (x: Int, y: Int)? {
        let inside = BoundingBox(x0: max(0, box.x0), y0: max(0, box.y0),
                                 x1: min(image.width, box.x1), y1: min(image.height, box.y1))
        guard !inside.isEmpty else { return nil }
        if inside.width < image.width {
            give(image)
            tess.TessBaseAPISetSourceResolution(api, Int32(resolution))
            tess.TessBaseAPISetRectangle(api, Int32(inside.x0), Int32(inside.y0), Int32(inside.width), Int32(inside.height))
            return (0, 0)
        }
        if inside.height == image.height {
            give(image)
        } else {
            guard let part = try? image.cropped(to: inside) else { return nil }
            heldPixels = nil
            tess.TessBaseAPISetImage2(api, part.pix)
        }
        tess.TessBaseAPISetSourceResolution(api, Int32(resolution))
        return (inside.x0, inside.y0)
    }

    /// The page segmentation the engine will read its next page with.
    var currentSegmentation: PageSegmentation? {
        PageSegmentation(rawValue: Int32(tess.TessBaseAPIGetPageSegMode(api).rawValue))
    }

    /// Walks the result iterator word by word, starting a new line at each text line.
    private func collectLines(offsetBy origin: (x: Int, y: Int) = (0, 0)) -> [OCRLine] {
        guard let iterator = tess.TessBaseAPIGetIterator(api) else { return [] }
        defer { tess.TessResultIteratorDelete(iterator) }
        let pageIterator = tess.TessResultIteratorGetPageIterator(iterator)
        var lines: [OCRLine] = []
        var current: [OCRWord] = []
        var currentLineBox: BoundingBox?
        repeat {
            if tess.TessPageIteratorIsAtBeginningOf(pageIterator, RIL_TEXTLINE) != 0, !current.isEmpty {
                lines.append(OCRLine(words: current, box: currentLineBox))
                current = []
            }
            if tess.TessPageIteratorIsAtBeginningOf(pageIterator, RIL_TEXTLINE) != 0 {
                currentLineBox = boundingBox(pageIterator, level: RIL_TEXTLINE, offsetBy: origin)
            }
            guard let raw = tess.TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let text = String(cString: raw).strippingBidiMarks.trimming(.whitespaces)
            tess.TessDeleteText(raw)
            guard !text.isEmpty, let box = boundingBox(pageIterator, level: RIL_WORD, offsetBy: origin) else { continue }
            let confidence = Double(tess.TessResultIteratorConfidence(iterator, RIL_WORD)) / 100
            current.append(OCRWord(text: text, box: box, confidence: max(0, min(1, confidence))))
        } while tess.TessResultIteratorNext(iterator, RIL_WORD) != 0
        if !current.isEmpty { lines.append(OCRLine(words: current, box: currentLineBox)) }
        return lines
    }

    private func boundingBox(_ iterator: OpaquePointer?, level: TessPageIteratorLevel,
                             offsetBy origin: (x: Int, y: Int)) -> BoundingBox? {
        var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
        guard tess.TessPageIteratorBoundingBox(iterator, level, &left, &top, &right, &bottom) != 0 else { return nil }
        return BoundingBox(x0: Int(left) + origin.x, y0: Int(top) + origin.y, x1: Int(right) + origin.x, y1: Int(bottom) + origin.y)
    }

    /// The languages installed in `tessdata` (by their traineddata files).
    public static func availableLanguages(in tessdata: URL) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: tessdata.path)) ?? []
        return files.filter { $0.hasSuffix(".traineddata") }
            .map { String($0.dropLast(".traineddata".count)) }
            .sorted()
    }

    /// libtesseract's version, e.g. "5.3.0" (opening it if it is not yet); nil when it cannot be
    /// opened (`loadFailure` says why).
    public static var version: String? { (try? library.get())?.TessVersion().map { String(cString: $0) } }
}
