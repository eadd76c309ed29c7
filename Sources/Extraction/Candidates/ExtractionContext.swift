// What every extractor may know about the document besides its rows: language, country, whether
// dates are month-first, and today's date (no document is dated in the future).

import DocumentModel
import Foundation

/// The country whose conventions (VAT rates, date order, currency) a document follows.
enum Country: String, Sendable {
    case israel, malaysia, unitedStates, unitedKingdom, other
}

struct ExtractionContext: Sendable {
    let layout: Layout
    let language: String
    let country: Country
    let monthFirst: Bool
    let today: Date
    /// The street-and-postcode blocks an issuer may print, found once for the address and the name.
    let postalBlocks: [(block: PostalAddressBlocks.Block, inFooter: Bool)]
    /// The boxes of amounts that are a second, digits-only reading of a money row (`MoneyRowRepair`):
    /// worth no more than the arithmetic that confirms them.
    let rereadAmountBoxes: Set<PageBox>
    /// The issuer's address runs at the top of page 1 (`AddressExtractor.issuerRuns`), found once for
    /// the address and the name.
    private(set) var issuerAddressRuns: [[Row]] = []

    init(layout: Layout, today: Date, rereadAmountBoxes: Set<PageBox> = []) {
        self.layout = layout
        self.today = today
        self.rereadAmountBoxes = rereadAmountBoxes
        language = DocumentHints.language(of: layout)
        country = DocumentHints.country(of: layout, language: language)
        monthFirst = DocumentHints.monthFirst(in: layout, country: country)
        postalBlocks = AddressExtractor.postalBlocks(in: layout)
        issuerAddressRuns = AddressExtractor.issuerRuns(in: self)
    }

    var rows: [Row] { layout.rows }

    /// The year of `today`: no document is dated after it.
    var currentYear: Int { Calendar(identifier: .gregorian).component(.year, from: today) }

    /// Whether `word` is an amount re-read digits-only rather than as first read.
    func isReread(_ word: LayoutWord) -> Bool {
        rereadAmountBoxes.contains(PageBox(page: word.page, box: word.box))
    }

    /// Rows the issuer's fields may come from: not wholly in the customer block.
    func issuerWords(of row: Row) -> [LayoutWord] {
        row.words.filter { !layout.isCustomer($0) }
    }
}
