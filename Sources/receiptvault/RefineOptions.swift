// The Gemini refiner's options, shared by extract, batch and eval (through EngineOptions) and by
// `refine --pending`. Off unless `--refine gemini` is given and a key is found.

import ArgumentParser
import Extraction
import Foundation
import Refiner

struct RefineOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Ask Gemini about uncertain fields of documents not filed automatically: `gemini` "
                               + "or `off` (default). Sends the OCR text and the uncertain fields; needs a key.",
                               valueName: "gemini|off"))
    var refine = "off"

    @Option(help: "File holding the Gemini API key, readable only by you (default ~/.config/receiptvault/gemini.key; GEMINI_API_KEY wins).")
    var geminiKeyFile: String?

    @Option(help: "Gemini model.")
    var geminiModel = GeminiSettings.defaultModel

    @Option(help: "Gemini API base URL (default: RECEIPTVAULT_GEMINI_URL, then \(GeminiSettings.defaultBaseURL)).")
    var refinerURL: String?

    @Option(help: "Folder where refinements wait while Gemini cannot be reached (default ~/.local/share/receiptvault/refine-queue).")
    var refineQueue: String?

    func validate() throws {
        guard ["gemini", "off"].contains(refine) else {
            throw ValidationError("--refine must be `gemini` or `off`, not `\(refine)`")
        }
    }

    /// The refiner when `--refine gemini` was given; nil when off.
    /// - Throws: `ExitCode(cannotStart)` after printing why (no key, an open key file, a bad setting,
    ///   no libcurl to send with).
    func makeRefiner(extraction: ExtractionConfiguration = .default) throws -> GeminiRefiner? {
        guard refine == "gemini" else { return nil }
        return try makeRefiner(extraction: extraction, queue: try makeQueue())
    }

    /// A refiner whatever `--refine` says (for `refine --pending`).
    func makeRefiner(extraction: ExtractionConfiguration, queue: (any RefinementQueue)?) throws -> GeminiRefiner {
        do {
            let key = try APIKey.load(keyFile: geminiKeyFile.map { URL(fileURLWithPath: $0) } ?? APIKey.defaultKeyFile)
            let environment = ProcessInfo.processInfo.environment
            let base = refinerURL ?? environment[GeminiSettings.baseURLVariable] ?? GeminiSettings.defaultBaseURL
            let settings = try GeminiSettings(apiKey: key, model: geminiModel, baseURL: base)
            _ = try GeminiRefiner.transport.get()
            return GeminiRefiner(settings: settings, extraction: extraction, queue: queue)
        } catch {
            Output.standardError("error: \(error)\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
    }

    func makeQueue() throws -> FolderQueue {
        do {
            return try FolderQueue(folder: refineQueue.map { URL(fileURLWithPath: $0) } ?? FolderQueue.defaultFolder)
        } catch {
            Output.standardError("error: \(error)\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
    }
}
