// Turns a business name read off a receipt into a file-name part that is safe on every file system:
// Hebrew and other letters kept; path separators, control, bidi and reserved characters, `..` and
// NUL removed; whitespace collapsed; at most `maxBytes` UTF-8 bytes, cut at a character boundary.

import Foundation

enum SafeName {
    /// Characters Windows and cloud drives refuse in names (the mirror may be one).
    static let reserved: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|"]

    /// The safe form of `text`, or nil when nothing usable is left. 176 bytes leave room for
    /// `_yyyy-mm-dd_NN.pdf` within 200 bytes (file systems allow 255).
    static func make(_ text: String, maxBytes: Int = 176) -> String? {
        var result = ""
        var lastWasSpace = true
        for character in text {
            if reserved.contains(character) || character.unicodeScalars.contains(where: isUnsafe) {
                continue
            }
            if character.isWhitespace || character == "_" {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
                continue
            }
            result.append(character)
            lastWasSpace = false
        }
        while result.contains("..") { result = result.replacingOccurrences(of: "..", with: ".") }
        result = result.trimmingCharacters(in: CharacterSet(charactersIn: " ."))
        result = truncated(result, maxBytes: maxBytes).trimmingCharacters(in: CharacterSet(charactersIn: " ."))
        return result.isEmpty ? nil : result.replacingOccurrences(of: " ", with: "-")
    }

    /// `text` cut to at most `maxBytes` UTF-8 bytes without splitting a character.
    static func truncated(_ text: String, maxBytes: Int) -> String {
        guard text.utf8.count > maxBytes else { return text }
        var result = ""
        var bytes = 0
        for character in text {
            let size = String(character).utf8.count
            if bytes + size > maxBytes { break }
            result.append(character)
            bytes += size
        }
        return result
    }

    /// Control characters (NUL included), format characters (bidi marks, zero-width joiners) and
    /// unassigned or private-use code points.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .unassigned, .privateUse, .surrogate, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
