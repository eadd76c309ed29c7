// What `doctor` reports: library versions, where the models are, which languages are installed.

import DocumentModel
import Foundation
import Imaging
import Ingest
import OCR
import Refiner
import SecondReading

/// The release of ReceiptVault (`receiptvault --version`, `doctor`).
public enum ReceiptVaultVersion {
    public static let string = "0.27.0"
}

public struct EnvironmentReport: Sendable {
    public var lines: [String]
    public var isUsable: Bool
    public var text: String { lines.joined(separator: "\n") + "\n" }

    /// What `RECEIPTVAULT_TEXT_HEIGHT` does to this run, when set (an experiment's override).
    public static var textSizeNote: String? { TextSizeTarget.overrideNote() }

    /// The `OMP_THREAD_LIMIT` line: the variable's value, or why it matters that it is unset — it
    /// does not when Tesseract's parallel regions run on the reading thread (serial_openmp.c); the
    /// binary sets it before `doctor` runs, a program embedding the library may not.
    static func threadLimitLine(_ value: String?, regionsRunInPlace: Bool) -> String {
        "OMP_THREAD_LIMIT " + (value ?? (regionsRunInPlace
            ? "unset (not needed: the parallel regions run on the reading thread, see openmp)"
            : "unset (slower: OpenMP threads compete)"))
    }

    /// The `pixel loops` line: whether `CLeptonicaKernels` stands in for Leptonica's loops.
    static var pixelLoopsLine: String {
        guard LeptonicaKernels.agreeWithLibrary else {
            let differing = LeptonicaKernels.disagreeing.joined(separator: ", ")
            return "pixel loops   Leptonica's own (this Leptonica's bytes differ from the program's in \(differing): slower)"
        }
        let pace = LeptonicaKernels.eightPixelsAtOnce ? "eight pixels at a time" : "one pixel at a time (no AVX2)"
        return "pixel loops   Leptonica's rotation, warp and scalings computed here, \(pace) (checked against the library at first use)"
    }

    /// libheif is loaded with the first HEIC photo (this line loads it): without it, or without its
    /// HEVC decoder, HEIC photos are refused and every other document is read.
    static var heifLine: String {
        guard let version = HEIFInfo.version else {
            return "libheif       not loaded (\(HEIFInfo.loadFailure ?? "unknown")): HEIC photos cannot be read; "
                + "apt install \(HEIFInfo.package)"
        }
        return "libheif       \(version)\(HEIFInfo.decodesHEVC ? "" : " (no HEVC decoder: HEIC photos cannot be read)")"
    }

    /// libcurl is loaded with the refiner's first request (this line loads it): without it only
    /// `--refine gemini` cannot be used.
    static var curlLine: String {
        switch GeminiRefiner.transport {
        case let .success(version): "libcurl       \(version) (for --refine gemini)"
        case let .failure(error): "libcurl       not loaded: --refine gemini cannot send (\(error))"
        }
    }

    /// The optional second recogniser (`--second-recogniser`): its folder and ONNX Runtime's version
    /// (this line opens the library), or how to install it.
    static var secondRecogniserLine: String {
        guard let installation = try? SecondRecogniserFolder.locate(explicit: nil) else {
            return "second recog  not installed (optional, for --second-recogniser): make second-recogniser"
        }
        do {
            return "second recog  \(installation.folder.path) (ONNX Runtime \(try installation.runtimeVersion()), PP-OCRv4)"
        } catch {
            return "second recog  \(installation.folder.path): \(error)"
        }
    }

    public static func gather(explicitTessdata: String?) -> EnvironmentReport {
        var lines = [
            "receiptvault  \(ReceiptVaultVersion.string) (output schema_version \(DocumentRecord.schemaVersion))",
            "tesseract     " + (TesseractEngine.version
                ?? "not loaded (\(TesseractEngine.loadFailure ?? "unknown")): apt install libtesseract5"),
            "leptonica     \(LeptonicaInfo.version)",
            "poppler       \(PDFDocument.version)",
            heifLine,
            curlLine,
            "cores         \(ProcessInfo.processInfo.activeProcessorCount)",
            threadLimitLine(ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"],
                            regionsRunInPlace: TesseractEngine.runsOpenMPRegionsInPlace),
            "openmp        " + (TesseractEngine.runsOpenMPRegionsInPlace
                ? "Tesseract's parallel regions run on the reading thread"
                : "through libgomp (this program does not export its serial entry points: slower)"),
            "lstm index    " + (TesseractEngine.indexesTensorsInPlace
                ? "Tesseract's tensor index inlined (StrideMap::Index, checked against the library when it is opened)"
                : "Tesseract's own StrideMap::Index (not exported, or it differs from this program's: slower)"),
            "lstm convolve " + (TesseractEngine.InPlacePart.convolution.inPlace
                ? "Tesseract's first convolution with the index inlined (checked against Tesseract 5.3.0 when it is opened)"
                : "Tesseract's own Convolve::Forward (not Tesseract 5.3.0, or not exported: slower)"),
            "lstm steps    " + (TesseractEngine.InPlacePart.timeSteps.inPlace
                ? "Tesseract's int8 time steps written and max-pooled in SSE2 (checked against the library when it is opened)"
                : "Tesseract's own NetworkIO time steps (not exported, or they differ from this program's: slower)"),
            "lstm tanh     " + (TesseractEngine.InPlacePart.tanhLayers.inPlace
                ? "Tesseract's tanh layers vectorised (checked against the library when it is opened)"
                : "Tesseract's own FullyConnected::ForwardTimeStep (not exported, or it differs from this program's: slower)"),
            "lstm gates    " + (TesseractEngine.InPlacePart.gates.inPlace
                ? "Tesseract's LSTM gates with their activations vectorised (libtesseract 5.3.0-2 recognised when it is opened)"
                : "Tesseract's own LSTM gates (not Debian's libtesseract 5.3.0-2, or OpenMP not in place: slower)"),
            "threshold     " + (TesseractEngine.InPlacePart.threshold.inPlace
                ? "Tesseract's page thresholding 32 pixels at a time (checked against the library when it is opened)"
                : "Tesseract's own ImageThresholder::ThresholdRectToPix (not exported, or it differs: slower)"),
            "threshold map " + (TesseractEngine.InPlacePart.pageThresholds.inPlace
                ? "the page's threshold held as one row, not a page-sized image (checked against the library when it is opened)"
                : "Tesseract's own page-sized threshold image (not exported, or it differs: ~11 MB more a worker on a photo)"),
            pixelLoopsLine,
        ]
        if let note = textSizeNote { lines.append("text height   \(note)") }
        var usable = TesseractEngine.version != nil
        do {
            let folder = try TessdataLocator.locate(languages: "heb+eng", explicit: explicitTessdata)
            lines.append("tessdata      \(folder.path)")
            lines.append("languages     \(TesseractEngine.availableLanguages(in: folder).joined(separator: ", "))")
            if !TesseractEngine.availableLanguages(in: folder).contains("osd") {
                lines.append("note          no osd.traineddata: orientation detection is off (apt-get install tesseract-ocr-osd)")
            }
        } catch {
            usable = false
            lines.append("tessdata      MISSING: \(error)")
        }
        lines.append(secondRecogniserLine)
        lines.append(usable ? "status        ready" : "status        not ready")
        return EnvironmentReport(lines: lines, isUsable: usable)
    }
}
