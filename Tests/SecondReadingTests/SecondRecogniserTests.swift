// PP-OCR itself under ONNX Runtime, on a clean scan of Corpus/ (installed by `make deps`).

import DocumentModel
import Foundation
import Imaging
import SecondReading
import Testing

struct SecondRecogniserTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let installation = try? SecondRecogniserFolder.locate(explicit: nil, environment: [
        "RECEIPTVAULT_SECOND_RECOGNISER": repository.appendingPathComponent("second-recogniser").path,
    ])

    @Test(.enabled(if: installation != nil, "needs `make second-recogniser`"))
    func aCleanScansNumbersAreReadWithTheirPlaces() throws {
        let page = try Image(encoded: Data(contentsOf: Self.repository.appendingPathComponent(
            "Corpus/documents/en-0002-clean_scan.png"))).grayscale()
        var timer = StepTimer()
        let lines = try SecondRecogniser(#require(Self.installation)).read(page, timer: &timer)
        #expect(Set(timer.milliseconds.keys) == ["second_recogniser_detect", "second_recogniser_lines"])
        // The label's total (28.89) and phone (614-410-7338) are read, each inside the page.
        let total = try #require(lines.first { $0.text.contains("28.89") })
        #expect(lines.contains { String($0.text.filter { $0.isNumber }).contains("6144107338") })
        #expect(total.box.x1 <= page.width && total.box.y1 <= page.height && !total.box.isEmpty)
        #expect(total.confidence > 0.8)
        // Its characters' spans lie inside its box, left to right.
        #expect(total.characters.allSatisfy { total.box.x0 <= $0.x0 && $0.x1 <= total.box.x1 + 8 })
        #expect(zip(total.characters, total.characters.dropFirst()).allSatisfy { $0.x0 <= $1.x0 })
    }

    @Test func aFolderWithoutTheModelsIsNotAnInstallation() {
        #expect(throws: (any Error).self) {
            try SecondRecogniserFolder.locate(explicit: "/nonexistent", environment: [:])
        }
    }
}
