// Finds the folder of Tesseract models: --tessdata, then TESSDATA_PREFIX, then the repository's
// tessdata/, then the system folder. A folder counts only if it holds every language needed.

import Foundation

public enum TessdataLocator {
    /// Debian's folder for tesseract-ocr-* model packages.
    public static let systemFolders = [
        "/usr/share/tesseract-ocr/5/tessdata",
        "/usr/share/tesseract-ocr/4.00/tessdata",
        "/usr/share/tessdata",
    ]

    /// The folders searched, in order, with why each is a candidate.
    public static func candidates(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
                                  workingDirectory: String = FileManager.default.currentDirectoryPath,
                                  executable: URL? = Bundle.main.executableURL) -> [(folder: URL, origin: String)] {
        var result: [(URL, String)] = []
        if let explicit { result.append((URL(fileURLWithPath: explicit), "--tessdata")) }
        if let prefix = environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            result.append((URL(fileURLWithPath: prefix), "TESSDATA_PREFIX"))
        }
        result.append((URL(fileURLWithPath: workingDirectory).appendingPathComponent("tessdata"), "repository tessdata/"))
        if let executable {
            // .build/release/receiptvault -> <repo>/tessdata
            let repo = executable.resolvingSymlinksInPath().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            result.append((repo.appendingPathComponent("tessdata"), "repository tessdata/"))
        }
        for folder in systemFolders { result.append((URL(fileURLWithPath: folder), "system")) }
        return result
    }

    /// The first candidate holding all of `languages`.
    /// - Throws: `OCRError.modelMissing` naming the first missing language and its Debian package;
    ///   an explicit `--tessdata` or `TESSDATA_PREFIX` that lacks a model is an error, not skipped.
    public static func locate(languages: String, explicit: String?,
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let needed = languages.split(separator: "+").map(String.init)
        for (folder, origin) in candidates(explicit: explicit, environment: environment) {
            let missing = needed.first { !FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0).traineddata").path) }
            guard let missing else { return folder }
            if origin == "--tessdata" || origin == "TESSDATA_PREFIX" {
                throw OCRError.modelMissing(language: missing, folder: folder.path)
            }
        }
        let firstMissing = needed.first ?? "heb"
        throw OCRError.modelMissing(language: firstMissing, folder: systemFolders[0])
    }
}
