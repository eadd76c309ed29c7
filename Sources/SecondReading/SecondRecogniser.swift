// The second recogniser: PP-OCRv4 (PaddleOCR's detector and recogniser, trained on photographs of
// print; it reads digits and Latin letters, not Hebrew) under ONNX Runtime, one thread. It reads a
// page Tesseract has read, so that numbers Tesseract lost can be taken from it (`NumberSplice`).
// Its library and models are not Debian packages: `make second-recogniser` takes them from PyPI's
// `onnxruntime` and `rapidocr-onnxruntime` wheels into the repository's second-recogniser/ folder.

import COnnxRuntime
import DocumentModel
import Foundation
import Imaging

/// Where the second recogniser's library and models are.
public struct SecondRecogniserFolder: Sendable, Equatable {
    public static let detector = "ch_PP-OCRv4_det_infer.onnx"
    public static let recogniser = "ch_PP-OCRv4_rec_infer.onnx"
    public var folder: URL
    /// The ONNX Runtime library in it (`libonnxruntime.so.<version>`).
    public var library: URL

    /// A folder as given, unchecked (`locate` finds and checks one).
    public init(folder: URL, library: URL) {
        self.folder = folder; self.library = library
    }

    /// The folders searched, in order: `explicit` (--second-recogniser-folder), then
    /// RECEIPTVAULT_SECOND_RECOGNISER, then the repository's second-recogniser/ (from the working
    /// directory, then from the program's place in .build/<configuration>/).
    public static func candidates(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
                                  workingDirectory: String = FileManager.default.currentDirectoryPath,
                                  executable: URL? = Bundle.main.executableURL) -> [URL] {
        var folders: [URL] = []
        if let explicit { return [URL(fileURLWithPath: explicit)] }
        if let named = environment["RECEIPTVAULT_SECOND_RECOGNISER"], !named.isEmpty {
            return [URL(fileURLWithPath: named)]
        }
        folders.append(URL(fileURLWithPath: workingDirectory).appendingPathComponent("second-recogniser"))
        if let executable {
            let repository = executable.resolvingSymlinksInPath().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            folders.append(repository.appendingPathComponent("second-recogniser"))
        }
        return folders
    }

    /// The first candidate holding the library and both models.
    /// - Throws: `SecondReadingError.notInstalled` naming the folders searched.
    public static func locate(explicit: String?,
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Self {
        let folders = candidates(explicit: explicit, environment: environment)
        let files = FileManager.default
        for folder in folders {
            guard files.fileExists(atPath: folder.appendingPathComponent(detector).path),
                  files.fileExists(atPath: folder.appendingPathComponent(recogniser).path),
                  let library = (try? files.contentsOfDirectory(atPath: folder.path))?
                      .filter({ $0.hasPrefix("libonnxruntime.so") }).sorted().last
            else { continue }
            return Self(folder: folder, library: folder.appendingPathComponent(library))
        }
        throw SecondReadingError.notInstalled(folders: folders.map(\.path))
    }

    /// The version of the ONNX Runtime library in the folder (opening it).
    /// - Throws: `SecondReadingError.runtime` when it cannot be opened.
    public func runtimeVersion() throws -> String {
        String(cString: rv_onnx_version(try OnnxRuntime.open(library.path)))
    }
}

/// PP-OCR's detector and recogniser, loaded when first asked to read. Not `Sendable`: one per worker.
public final class SecondRecogniser {
    public let installation: SecondRecogniserFolder
    private var loaded: (detector: TextDetector, recogniser: LineRecogniser)?

    public init(_ installation: SecondRecogniserFolder) {
        self.installation = installation
    }

    private func models() throws -> (detector: TextDetector, recogniser: LineRecogniser) {
        if let loaded { return loaded }
        let library = installation.library.path
        let detector = TextDetector(model: try OnnxModel(file: installation.folder.appendingPathComponent(SecondRecogniserFolder.detector),
                                                         library: library, input: "x", output: "sigmoid_0.tmp_0"))
        let recogniser = try LineRecogniser(model: OnnxModel(
            file: installation.folder.appendingPathComponent(SecondRecogniserFolder.recogniser),
            library: library, input: "x", output: "softmax_11.tmp_0"))
        loaded = (detector, recogniser)
        return (detector, recogniser)
    }

    /// The lines of `page` the second recogniser reads, top to bottom. A line much taller than wide
    /// (printed down the page) is left out. `timer` gets the steps `second_recogniser_detect` and
    /// `second_recogniser_lines` (loading the models, on a worker's first page, counts in the first).
    /// - Throws: `SecondReadingError` when ONNX Runtime or a model cannot be loaded or run.
    /// `reading` says which detected lines are recognised (all by default; the pipeline leaves out
    /// those `NumberSplice.mayChange` says nothing would come of).
    public func read(_ page: Image, timer: inout StepTimer,
                     reading: (BoundingBox) -> Bool = { _ in true }) throws -> [RecognisedLine] {
        let (recogniser, boxes) = try timer.time("second_recogniser_detect") { () throws -> (LineRecogniser, [BoundingBox]) in
            let (detector, recogniser) = try models()
            return (recogniser, try detector.lines(in: page))
        }
        return try timer.time("second_recogniser_lines") {
            try boxes.compactMap { box in
                guard Double(box.height) < 1.5 * Double(box.width), reading(box) else { return nil }
                return try recogniser.read(box, of: page)
            }
        }
    }
}
