// PDFs changed by qpdf (`make deps` installs it), as other programs save them: encrypted, or with
// their pages shown turned.

import Foundation

public enum QPDF {
    /// `pdf` encrypted (AES-256) with the given user password ("" opens without one).
    public static func encrypted(_ pdf: Data, userPassword: String) throws -> Data {
        try run(pdf) { input, output in ["--encrypt", userPassword, "owner-secret", "256", "--", input, output] }
    }

    /// `pdf` with every page's `/Rotate` advanced by `degrees` (a multiple of 90), as a viewer or a
    /// scanning app saves a page turned sideways.
    public static func rotated(_ pdf: Data, degrees: Int) throws -> Data {
        try run(pdf) { input, output in ["--rotate=+\(degrees)", input, output] }
    }

    /// qpdf run with the arguments `arguments(input, output)` over a copy of `pdf`.
    /// - Throws: when qpdf is missing or fails.
    private static func run(_ pdf: Data, _ arguments: (String, String) -> [String]) throws -> Data {
        let folder = FileManager.default.temporaryDirectory
        let input = folder.appendingPathComponent("qpdf-in-\(UUID().uuidString).pdf")
        let output = folder.appendingPathComponent("qpdf-out-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
        try pdf.write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/qpdf")
        process.arguments = arguments(input.path, output.path)
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // Exit code 3 means "done with warnings" (a hand-written PDF has no cross-reference table).
        guard [0, 3].contains(process.terminationStatus) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "qpdf \(process.arguments?.first ?? "") failed"])
        }
        return try Data(contentsOf: output)
    }
}
