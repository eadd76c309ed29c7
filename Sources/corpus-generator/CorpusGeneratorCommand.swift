// The corpus-generator command line: `generate` writes the corpus, `check` verifies it.

import ArgumentParser
import CorpusGeneration
import Foundation

@main
struct CorpusGeneratorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus-generator",
        abstract: "Renders and checks ReceiptVault's labelled synthetic corpus.",
        subcommands: [Generate.self, Check.self])
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render the corpus deterministically from a seed.")

    @Option(help: "The seed; the same seed gives the same files.") var seed: UInt64 = 2026
    @Option(help: "The corpus folder (documents/ and generator.json are written inside).") var out: String = "Corpus"
    @Option(help: "Number of base documents.") var count: Int = 120

    func validate() throws {
        guard (1...9999).contains(count) else { throw ValidationError("--count must be between 1 and 9999") }
    }

    func run() throws {
        let corpus = URL(fileURLWithPath: out)
        try CorpusGenerator.generate(seed: seed, count: count, into: corpus) { number, files in
            if number % 10 == 0 || number == count { print("[\(number)/\(count)] \(files.joined(separator: " "))") }
        }
        print("wrote \(count) documents into \(corpus.path)/documents")
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Verify labels against the printed text and the sums.")

    @Argument(help: "The corpus folder.") var corpus: String = "Corpus"

    func run() throws {
        do {
            let report = try CorpusChecker.check(corpus: URL(fileURLWithPath: corpus))
            print("ok: \(report.documents) documents, \(report.files) files, \(report.bytes / 1_000_000) MB, "
                  + "\(report.textPDFsChecked) PDF text layers checked")
        } catch let error as CorpusError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode.failure
        }
    }
}
