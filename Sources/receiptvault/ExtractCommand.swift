// `receiptvault extract FILE`: one document's JSON record on standard output.

import ArgumentParser
import Foundation
import ReceiptVault

struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract", abstract: "Read one document and print its JSON record.")

    @Argument(help: "An image (JPEG, PNG, TIFF, WebP, BMP, GIF) or a PDF.")
    var file: String

    @Flag(help: "Indent the JSON.")
    var pretty = false

    @Option(help: "Write the recognised words and lines (RecognizedDocument JSON) to this file.")
    var dumpWords: String?

    @OptionGroup var engine: EngineOptions

    func run() throws {
        let processor = try engine.makeProcessor()
        let (record, recognized) = processor.processKeepingWords(URL(fileURLWithPath: file), displayPath: file)
        var json = try record.jsonData(pretty: pretty)
        json.append(0x0A)
        Output.standardOutput(json)
        if let dumpWords {
            try AtomicFile.write(try recognized.jsonData(), to: URL(fileURLWithPath: dumpWords))
        }
        if record.status == .error {
            Output.standardError("error: \(record.error?.message ?? "failed")\n")
            throw ExitCode(ExitCodes.documentsFailed)
        }
    }
}
