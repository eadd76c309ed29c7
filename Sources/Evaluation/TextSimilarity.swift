// Edit-distance similarity for names and addresses, where OCR misreads a letter or two.

/// Levenshtein distance and the normalised similarity ratio built on it.
public enum TextSimilarity {
    /// The number of single-character insertions, deletions and substitutions turning `a` into `b`
    /// (counted over Unicode scalars).
    public static func levenshteinDistance(_ a: String, _ b: String) -> Int {
        let target = Array(b.unicodeScalars)
        return lastRow(Array(a.unicodeScalars), target, freeStart: false)[target.count]
    }

    /// The last row of the edit-distance table of `source` against `target`: entry j is the fewest
    /// edits turning `source` into `target`'s first j scalars or, with `freeStart`, into any stretch
    /// of `target` ending there.
    private static func lastRow(_ source: [Unicode.Scalar], _ target: [Unicode.Scalar], freeStart: Bool) -> [Int] {
        var previous = freeStart ? [Int](repeating: 0, count: target.count + 1) : Array(0...target.count)
        var current = previous
        for i in stride(from: 1, through: source.count, by: 1) {
            current[0] = i
            for j in stride(from: 1, through: target.count, by: 1) {
                let substitution = previous[j - 1] + (source[i - 1] == target[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous
    }

    /// `1 - distance / max(length)`: 1 for equal strings (including two empty ones), 0 for
    /// strings with nothing in common.
    public static func ratio(_ a: String, _ b: String) -> Double {
        let longest = max(a.unicodeScalars.count, b.unicodeScalars.count)
        guard longest > 0 else { return 1 }
        return 1 - Double(levenshteinDistance(a, b)) / Double(longest)
    }

    /// How much of `part` appears in `text`: `1 - d / length(part)`, where d is the fewest edits
    /// turning `part` into some stretch of `text` (1 when `text` holds it as it is; 0 for an empty part).
    public static func containment(_ part: String, in text: String) -> Double {
        let source = Array(part.unicodeScalars)
        guard !source.isEmpty else { return 0 }
        let distance = lastRow(source, Array(text.unicodeScalars), freeStart: true).min() ?? source.count
        return max(0, 1 - Double(distance) / Double(source.count))
    }
}
