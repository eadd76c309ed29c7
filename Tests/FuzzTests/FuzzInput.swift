// Deterministic random inputs for the property-based fuzz tests: a seeded generator, random
// words over the alphabets receipts mix (Hebrew with finals and points, Latin, digits, bidi
// marks, emoji), and byte-level mutations of valid JSON.

import Foundation
import TestSupport

/// How many inputs each fuzz test tries: `FUZZ_ITERATIONS` (set by `make fuzz`), else 2,000.
let fuzzIterations = ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 2_000

enum FuzzInput {
    private static let alphabets: [[Unicode.Scalar]] = [
        Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars),
        (0x05D0...0x05EA).compactMap(Unicode.Scalar.init),                      // Hebrew letters, finals included
        (0x05B0...0x05C7).compactMap(Unicode.Scalar.init),                      // points and gershayim
        Array("0123456789.,:;()[]\"'!?*#%₪$£€/-&_ ".unicodeScalars),
        [0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x2066, 0x2069, 0x200B, 0xFEFF].compactMap(Unicode.Scalar.init),
        [0x1F600, 0x0301, 0x0308, 0x00E9, 0x0410, 0x0627, 0xFFFD, 0x10FFFF].compactMap(Unicode.Scalar.init),
    ]

    /// A word of 0...maxLength scalars drawn mostly from one alphabet, sometimes mixed.
    static func word(maxLength: Int = 12, using generator: inout SeededGenerator) -> String {
        let home = alphabets.randomElement(using: &generator) ?? alphabets[0]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...maxLength, using: &generator) {
            let alphabet = Int.random(in: 0..<5, using: &generator) == 0
                ? (alphabets.randomElement(using: &generator) ?? home) : home
            if let scalar = alphabet.randomElement(using: &generator) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// `data` with 1...4 random edits: a flipped byte, a deleted or duplicated run, an inserted
    /// JSON token, or a cut.
    static func mutate(_ data: Data, using generator: inout SeededGenerator) -> Data {
        var bytes = [UInt8](data)
        let tokens = ["{", "}", "[", "]", "\"", ",", ":", "null", "-1e999", "1e400", "\\u0000", "\\ud800",
                      "99999999999999999999999", "true", "\"\\", "NaN"].map { Array($0.utf8) }
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &generator)))
            case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 16)], at: at)
            case 3: bytes.insert(contentsOf: tokens.randomElement(using: &generator) ?? [], at: at)
            default: bytes.removeSubrange(at...)
            }
        }
        return Data(bytes)
    }
}
