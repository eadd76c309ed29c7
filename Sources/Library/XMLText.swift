// Text put inside the XML the library writes (the report's SVG chart, the .xlsx sheets).

enum XMLText {
    /// Text safe inside an XML element or attribute: the five entities, and the control characters
    /// XML 1.0 forbids dropped (a vendor name read with one would otherwise make the file unreadable).
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
