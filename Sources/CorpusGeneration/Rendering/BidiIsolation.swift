// Keeps left-to-right identifiers intact inside Hebrew lines ("51 475 6123", "+972-3-…", "*6789").

/// Without help the bidi algorithm lays out "51 475 6123" in a right-to-left line as
/// "6123 475 51" and moves a leading "+" or "*" to the far end. Printers of Israeli receipts print
/// such numbers left to right, so the renderer wraps them in LEFT-TO-RIGHT ISOLATE … POP
/// DIRECTIONAL ISOLATE. Only the drawing changes; the drawn text the labels are checked against does not.
enum BidiIsolation {
    private static let isolateStart: Character = "\u{2066}"
    private static let isolateEnd: Character = "\u{2069}"

    /// `text` with space-separated digit groups and numbers led by + or * isolated as LTR.
    static func isolatingNumbers(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0x0590...0x05FF).contains($0.value) }) else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let startsNumber = character.isASCIIDigit
                || ((character == "+" || character == "*") && index + 1 < characters.count && characters[index + 1].isASCIIDigit)
            guard startsNumber else { result.append(character); index += 1; continue }
            // Extend over digits, hyphens and single spaces followed by a digit.
            var end = index + 1
            var hasSpace = false
            while end < characters.count {
                let next = characters[end]
                if next.isASCIIDigit || next == "-" { end += 1; continue }
                if next == " ", end + 1 < characters.count, characters[end + 1].isASCIIDigit { hasSpace = true; end += 1; continue }
                break
            }
            while end > index + 1, characters[end - 1] == "-" { end -= 1 }
            let token = String(characters[index..<end])
            if hasSpace || character == "+" || character == "*" {
                result.append(isolateStart); result += token; result.append(isolateEnd)
            } else {
                result += token
            }
            index = end
        }
        return result
    }
}
