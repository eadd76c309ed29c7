// A large keyword set looks its keywords up through `KeywordIndex`: it must match exactly what
// trying every keyword at every position matches, misreadings and prefixes included.

@testable import Extraction
import Testing

@Suite struct KeywordIndexTests {
    /// Large sets of the extractors: Hebrew towns (with yod misreadings), Latin labels of several
    /// words, mixed Hebrew and Latin labels.
    static let sets: [(name: String, set: KeywordSet)] = [
        ("towns", AddressExtractor.israeliTowns),
        ("document dates", DateLabels.document),
        ("invoice numbers", InvoiceNumberExtractor.labels),
        ("money labels", Vocabulary.moneyLabels),
        ("legal suffixes", BusinessNameExtractor.legalSuffixes),
    ]

    static let rows = [
        "רחוב הרצל 12, תל אביב", "שדרות רוטשילד 5 בתל אביב-יפו", "המגשימים 20, פתח תקווה · טל' 03-5551234",
        "קניון הצפון, נס ציונה", "הרצל'ה פיתוח", "ירושל'ם", "קרית ביאליק קריית ביאליק", "לחיפה", "תל",
        "Invoice Date: 12/03/2025", "Rill date 14/03/2025", "nvoice date 1/2/2025", "Invoica Date", "DATE OF ISSUE",
        "Issue date Invoice date", "INVOICE NO. 20917 Invoice Date", "חשבונית מס מספר 1234", "מס' חשבונית: 88",
        "סה\"כ לתשלום 118.00", "סח\"כ לתשלוס", "TOTAL (INCL GST) 12.90", "Grand Total RM 9.00", "SUBTOTAL 10",
        "פארם פלוס רשתות בע\"מ", "Nebula Data Systems Ltd.", "KF MODELLING SDN BHD", "", "12 / 34", "ltd ltd",
    ]

    @Test(arguments: sets.map(\.name))
    func indexMatchesTheScan(_ name: String) throws {
        let set = try #require(Self.sets.first { $0.name == name }?.set)
        #expect(set.keywords.count >= KeywordSet.indexedSize)
        // Every keyword as printed, with a filler word before it, with a one-letter Hebrew prefix, and
        // with its first or last letter read wrong, dropped or doubled.
        var rows = Self.rows
        for keyword in set.keywords {
            let printed = keyword.printed
            rows += ["x " + printed, "ל" + printed, "a" + printed.dropFirst(), String(printed.dropFirst()),
                     printed + "e 1", String(printed.prefix(1)) + printed, "ב" + printed.dropFirst()]
        }
        for row in rows {
            let tokens = TolerantText.tokens(row)
            #expect(set.firstMatch(in: tokens) == set.scannedFirstMatch(in: tokens), "\(name): \(row)")
            #expect(set.earliestMatch(in: tokens) == set.scannedEarliestMatch(in: tokens), "\(name): \(row)")
            #expect(set.matches(tokens) == (set.scannedFirstMatch(in: tokens) != nil), "\(name): \(row)")
        }
    }

    @Test func indexedSetsFindPrefixedAndMisreadKeywords() {
        let towns = AddressExtractor.israeliTowns
        #expect(towns.firstMatch(in: TolerantText.tokens("שדרות רוטשילד 5 תל אביב-יפו")) == 3..<6)
        #expect(towns.firstMatch(in: TolerantText.tokens("המגשימים 20, לחיפה")) == 2..<3)
        #expect(towns.matches(text: "הרצל'ה פיתוח"))
        #expect(!towns.matches(text: "רחוב הרצל 12"))
        let dates = DateLabels.document
        #expect(dates.firstMatch(in: TolerantText.tokens("Rill date 14/03/2025")) == 0..<2)
        #expect(dates.firstMatch(in: TolerantText.tokens("nvoice date 1/2/2025")) == 0..<2)
        #expect(dates.earliestMatch(in: TolerantText.tokens("Issue date Invoice date")) == 0..<2)
    }
}

@Suite struct ScalarListsTests {
    /// The table and the dictionary behind it list what a dictionary lists, for letters in the table
    /// (ASCII, Hebrew, the table's last) and beyond it.
    @Test func listsAreTheDictionarys() {
        let lists: [Unicode.Scalar: [Int]] = ["a": [0, 3], "ש": [1], "\u{07FF}": [2, 5, 7], "\u{0800}": [4],
                                              "\u{FB00}": [6, 8], "😀": [9], "\u{0000}": [10]]
        let table = ScalarLists(lists)
        for scalar in ["a", "b", "ש", "ת", "\u{07FF}", "\u{0800}", "\u{FB00}", "😀", "\u{0000}", "\u{10FFFF}"] as [Unicode.Scalar] {
            var listed: [Int] = []
            table.forEach(at: scalar) { listed.append($0) }
            #expect(listed == lists[scalar] ?? [], "\(scalar.value)")
        }
    }
}
