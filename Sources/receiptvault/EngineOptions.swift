// Options shared by every command that reads documents.

import ArgumentParser
import Foundation
import Ingest
import Pipeline
import ReceiptVault
import SecondReading

struct EngineOptions: ParsableArguments {
    @Option(help: "Folder of Tesseract models (default: TESSDATA_PREFIX, ./tessdata, then the system folder).")
    var tessdata: String?

    @Option(help: "Tesseract languages.")
    var languages = "heb+eng"

    @Option(help: "The most pages of one document to read.")
    var maxPages = IngestLimits.default.maxPages

    @Option(help: "The most pixels of one page image (checked before decoding).")
    var maxPixels = IngestLimits.default.maxPixels

    @Option(help: "Seconds one document may take before it fails with `timeout` (the batch goes on).")
    var timeLimit: Double = 120

    @Flag(help: "Also read grainy image files (noisy JPEG scans and photos) a second time without the median filter and merge the two readings, as image-only PDFs always are: more fields right, about 1.5 times the time on such documents.")
    var thorough = false

    @Flag(help: "Read the image pages of a document whose date or total is missing or unsure again with a second recogniser (PP-OCRv4, offline; `make second-recogniser` installs it) and take its numbers where Tesseract's are missing or unsure. Such documents take about 3–4 s more a page.")
    var secondRecogniser = false

    @Option(help: "Folder of the second recogniser's library and models (default: RECEIPTVAULT_SECOND_RECOGNISER, then the repository's second-recogniser/).")
    var secondRecogniserFolder: String?

    @OptionGroup(title: "Gemini refiner (optional, off by default)") var refinement: RefineOptions

    func makeConfiguration() throws -> PipelineConfiguration {
        var configuration: PipelineConfiguration
        do {
            configuration = try PipelineConfiguration.locating(tessdata: tessdata, languages: languages)
        } catch {
            Output.standardError("error: \(error)\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
        configuration.limits.maxPages = maxPages
        configuration.limits.maxPixels = maxPixels
        configuration.documentTimeLimit = timeLimit
        configuration.thorough = thorough
        if secondRecogniser {
            do {
                configuration.secondRecogniser = try SecondRecogniserFolder.locate(explicit: secondRecogniserFolder)
            } catch {
                Output.standardError("error: \(error)\n")
                throw ExitCode(ExitCodes.cannotStart)
            }
        }
        configuration.refiner = try refinement.makeRefiner(extraction: configuration.extraction)
        return configuration
    }

    func makeProcessor() throws -> DocumentProcessor {
        let configuration = try makeConfiguration()
        do {
            return try DocumentProcessor(configuration: configuration)
        } catch {
            Output.standardError("error: \(error)\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
    }
}

enum ExitCodes {
    static let cannotStart: Int32 = 1
    static let documentsFailed: Int32 = 2
}
