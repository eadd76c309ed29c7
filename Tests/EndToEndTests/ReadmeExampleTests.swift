// Issue 27, finding 7: the README's example JSON was not what the binary prints (its total's rule
// and confidences differed). This test runs the binary on the example's input and compares its
// output with the README's block (all but `timings_ms`, which varies run to run), so the example
// cannot go stale; `make readme-example` (UPDATE_README_EXAMPLE=1) rewrites the block instead.

import Foundation
import Testing

@Suite struct ReadmeExampleTests {
    static let root = CrashResumeTests.binary.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let readme = root.appendingPathComponent("README.md")
    static let input = "Corpus/documents/he-0001-clean_scan.png"
    static let start = "<!-- example:start -->", end = "<!-- example:end -->"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path)
                   && FileManager.default.fileExists(atPath: root.appendingPathComponent(input).path)))
    func theReadmeExampleIsWhatTheBinaryPrints() throws {
        let run = try CommandLineTests.run(["extract", Self.input, "--pretty"], in: Self.root)
        #expect(run.status == 0, "\(run.err)")
        let printed = run.out.trimmingCharacters(in: .whitespacesAndNewlines)
        var text = try String(contentsOf: Self.readme, encoding: .utf8)
        let section = try #require(text.range(of: Self.start).flatMap { start in
            text.range(of: Self.end, range: start.upperBound..<text.endIndex).map { start.upperBound..<$0.lowerBound }
        }, "README.md lost its \(Self.start) … \(Self.end) markers")
        let open = try #require(text.range(of: "```json\n", range: section))
        let close = try #require(text.range(of: "\n```", range: open.upperBound..<section.upperBound))
        if ProcessInfo.processInfo.environment["UPDATE_README_EXAMPLE"] == "1" {
            text.replaceSubrange(open.upperBound..<close.lowerBound, with: printed)
            try Data(text.utf8).write(to: Self.readme, options: .atomic)
            return
        }
        let shown = String(text[open.upperBound..<close.lowerBound])
        #expect(try Self.comparable(shown) == Self.comparable(printed),
                "README.md's example is stale: run `make readme-example` and review the prose around it")
    }

    /// The JSON as a dictionary without `timings_ms`.
    private static func comparable(_ json: String) throws -> NSDictionary {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let dictionary = try #require(object as? [String: Any])
        return dictionary.filter { $0.key != "timings_ms" } as NSDictionary
    }
}
