// OCR repair of an Israeli address's town: the town that ends it, read one letter off a town of
// Israel ("קריית אונן", "מודיעיץ", "הוד השרו"), is the town as spelt. Only one letter, only a town of
// five letters or more, and only when a single town is that near: a town the list does not hold, read
// right, is left as read.

enum TownSpelling {
    /// Towns this long (in letters) or longer may have one letter put back.
    static let minimumLetters = 5
    /// The towns with their letters alone ("תל אביב-יפו": "תלאביביפו").
    private static let towns = AddressExtractor.israeliTownNames.map { town in (town, Array(town.filter(\.isHebrew))) }

    /// `address` with the words of its town spelt as the town is, when they are one letter off it.
    static func restored(_ address: String) -> String {
        var parts = address.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        // A postal code on a line of its own ("..., קריית גת, מיקוד 5916262") follows the town.
        let townIndex = parts.count >= 2 && isPostalCode(parts[parts.count - 1]) ? parts.count - 2 : parts.count - 1
        guard townIndex >= 0, let town = restoredTown(parts[townIndex]) else { return address }
        parts[townIndex] = town
        return parts.joined(separator: ",")
    }

    /// Whether `part` is only a postal code, labelled or not ("5916262", "מיקוד 5916262").
    private static func isPostalCode(_ part: String) -> Bool {
        let words = part.split(separator: " ")
        guard let code = words.last, code.allSatisfy(\.isNumber) else { return false }
        return words.count == 1 || (words.count == 2 && words[0].trimming([":"]) == "מיקוד")
    }

    /// The part of an address that ends with its town, with the town as spelt; nil when it is left as read.
    private static func restoredTown(_ part: String) -> String? {
        var words = part.split(separator: " ").map(String.init)
        // A postal code after the town ("נהריה 2663087", "קריית גת מיקוד 5916262") stays where it is.
        var postal: [String] = []
        while let word = words.last, word.allSatisfy(\.isNumber) { postal.insert(words.removeLast(), at: 0) }
        if !postal.isEmpty, let label = words.last, label.trimming([":"]) == "מיקוד" {
            postal.insert(words.removeLast(), at: 0)
        }
        guard !words.isEmpty else { return nil }
        var best: (count: Int, town: String)?
        for count in 1...min(3, words.count) {
            let tail = words.suffix(count)
            guard tail.allSatisfy({ word in !word.contains(where: \.isNumber) }) else { break }
            let letters = Array(tail.joined().filter(\.isHebrew))
            for (town, townLetters) in towns {
                if townLetters == letters { return nil }    // a town as spelt
                guard townLetters.count >= minimumLetters, TolerantText.withinOneEdit(letters, townLetters) else { continue }
                if let found = best, found.town != town { return nil }    // two towns as near: no telling
                best = (count, town)
            }
        }
        guard let best else { return nil }
        words.removeLast(best.count)
        let leading = part.prefix { $0 == " " }
        return leading + (words + [best.town] + postal).joined(separator: " ")
    }
}
