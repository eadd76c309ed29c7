// The sender line of a window-envelope letter ("Acme Hosting AG - Seeweg 4 - D-60311 Frankfurt"),
// printed small above the recipient's address: its first part is the issuer's name.

import DocumentModel

enum SenderLine {
    /// Words that separate the parts of a sender line.
    private static let separators: Set<String> = ["-", "–", "—", "·", "•", "|"]

    /// A candidate for every row of three or more parts, without labels (no colon), whose first part
    /// is a short name without digits and whose last part holds a postcode (four digits or more).
    static func candidates(in rows: [Row]) -> [Candidate] {
        rows.compactMap { row in
            let parts = row.words.split { separators.contains($0.text) }.map(Array.init)
            guard parts.count >= 3, let name = parts.first, let place = parts.last, (1...5).contains(name.count),
                  !name.contains(where: { $0.text.contains(where: \.isNumber) }), !row.text.contains(":"),
                  name.flatMap({ $0.text.filter(\.isLetter) }).count >= 4,
                  !name.contains(where: { BusinessNameExtractor.otherRows.matches($0.tokens) }),
                  place.contains(where: { $0.text.filter(\.isNumber).count >= 4 }) else { return nil }
            let value = BusinessNameExtractor.text(of: name)
            return Candidate(field: .businessName, value: value, rule: RuleID.businessNameSenderLine,
                             strength: 1.0 * (0.5 + 0.5 * row.meanConfidence), words: name)
        }
    }
}
