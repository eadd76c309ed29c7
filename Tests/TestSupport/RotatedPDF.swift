// PDFs whose pages are shown turned: the same bytes with `/Rotate` set by qpdf (`make deps`
// installs it), as a viewer or scanning app saves a page turned sideways.

import Foundation

public enum RotatedPDF {
    /// `pdf` with every page's `/Rotate` advanced by `degrees` (a multiple of 90).
    /// - Throws: when qpdf is missing or fails.
    public static func make(_ pdf: Data, degrees: Int) throws -> Data {
        let folder = FileManager.default.temporaryDirectory
        let input = folder.appendingPathComponent("upright-\(UUID().uuidString).pdf")
        let output = folder.appendingPathComponent("turned-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
        try pdf.write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/qpdf")
        process.arguments = ["--rotate=+\(degrees)", input.path, output.path]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // Exit code 3 means "done with warnings" (a hand-written PDF has no cross-reference table).
        guard [0, 3].contains(process.terminationStatus) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "qpdf --rotate failed"])
        }
        return try Data(contentsOf: output)
    }
}
