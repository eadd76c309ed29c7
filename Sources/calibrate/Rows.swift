// `calibrate rows`: the rows extraction sees in recordings, with their header zone, customer block
// and region — what to look at first when a field is missed.

import ArgumentParser
import Extraction
import Foundation

struct Rows: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the layout rows of recordings (header zone H, customer words C, region, words).")
    @Argument(help: "Recordings (<id>.json from `receiptvault eval --words-out`).") var recordings: [String]

    func run() throws {
        for path in recordings {
            let document = try Recordings.document(at: URL(fileURLWithPath: path))
            print("== \(path)")
            for line in LayoutDescription.rows(of: document) { print(line) }
        }
    }
}
