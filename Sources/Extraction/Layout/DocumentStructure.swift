// The document's structure, between the words and the fields: every word of the layout in a region
// with a role — the issuer's header, the customer's block, the document's meta (title, number,
// dates), the item table, the totals, the payment and the footer. Found from the layout and the
// label vocabulary the extractors read by, in Hebrew and English alike: the totals block starts at
// the first row of the last page that pairs a money label with an amount, the items are the rows the
// item reader took before it, the payment rows name a method, a card or cash tendered, and the
// footer is what follows. A record says which region each field came from, and a value that sits
// outside the region its role expects is weaker evidence (`ConfidenceFeatures`).

import DocumentModel
import Foundation

struct DocumentStructure: Sendable {
    /// The role of each word, by its id.
    private let roles: [Int: RegionRole]

    init(context: ExtractionContext, itemWords: [LayoutWord]) {
        let layout = context.layout
        let rows = layout.rows
        let itemRows = Set(itemWords.map { word in rows.firstIndex { $0.words.contains { $0.id == word.id } } ?? -1 })
            .subtracting([-1])
        // A money label whose amount OCR garbled ("סה\"כ לתשלום 2 ש\"ח :") still starts the totals.
        let totalsStart = rows.firstIndex { row in row.page == layout.lastPage && Self.isMoneyRow(row) && !row.amounts().isEmpty }
            ?? rows.firstIndex { row in row.page == layout.lastPage && row.index > (itemRows.max() ?? -1) && Self.isMoneyRow(row) }
        let tableStart = itemRows.min() ?? totalsStart ?? rows.count
        let totalsEnd = totalsStart.map { Self.endOfTotals(startingAt: $0, in: rows) }
        var roles: [Int: RegionRole] = [:]
        for row in rows {
            let rowRole: RegionRole?
            if let totalsStart, let totalsEnd, row.index >= totalsStart {
                // "סה\"כ לתשלום" is a total, however it speaks of payment.
                if Self.isPayment(row) && !Self.isMoneyRow(row) {
                    rowRole = .payment
                } else {
                    rowRole = row.index <= totalsEnd ? .totals : .footer
                }
            } else if row.index >= tableStart {
                rowRole = Self.isPayment(row) && !Self.isMoneyRow(row) && !itemRows.contains(row.index) ? .payment : .items
            } else {
                rowRole = nil
            }
            for segment in row.segments {
                let role = rowRole ?? Self.topRole(of: segment, in: row, header: layout.headerRows.contains(row.index))
                for word in segment { roles[word.id] = layout.isCustomer(word) ? .customer : role }
            }
        }
        self.roles = roles
    }

    /// The role of the region a word is in.
    func role(of word: LayoutWord) -> RegionRole? { roles[word.id] }

    /// The role most of `words` share (the first such role in reading order on a tie).
    func role(of words: [LayoutWord]) -> RegionRole? {
        let found = words.compactMap(role(of:))
        let counts = Dictionary(found.map { ($0, 1) }, uniquingKeysWith: +)
        return found.first { counts[$0] == counts.values.max() }
    }

    /// Above the item table: a column holding a title, a number caption, a date label or a date is the
    /// document's meta; the rest of the header zone is the issuer's, and what lies between the
    /// header and the table is about the sale (table, cashier, order) — meta too.
    private static func topRole(of segment: [LayoutWord], in row: Row, header: Bool) -> RegionRole {
        let column = Row(index: row.index, page: row.page, words: segment, verticalFraction: row.verticalFraction)
        let isMeta = DocTypeExtractor.titles.contains { column.contains($0.0) } || column.contains(InvoiceNumberExtractor.labels)
            || column.contains(Vocabulary.dateLabels) || !DateParser.dates(in: column.text, monthFirst: false).isEmpty
        return header && !isMeta ? .issuerHeader : .documentMeta
    }

    /// The last row of the totals block that starts at `start`: it goes on while rows hold an amount
    /// or a money label (a row or two without either, a rule or a blank label, may stand between).
    private static func endOfTotals(startingAt start: Int, in rows: [Row]) -> Int {
        var end = start
        var gap = 0
        for row in rows[(start + 1)...] where row.page == rows[start].page {
            if isMoneyRow(row) || !row.amounts().isEmpty {
                end = row.index
                gap = 0
            } else {
                gap += 1
                if gap > maximumGap { break }
            }
        }
        return end
    }

    /// Rows without an amount or a money label the totals block may hold between two of its rows.
    static let maximumGap = 1

    /// A row labelled as a total, subtotal, net amount or VAT.
    private static func isMoneyRow(_ row: Row) -> Bool {
        row.contains(Vocabulary.moneyLabels) || row.contains(SubtotalExtractor.netLabels)
    }

    /// A row that names how the document was paid: a method, a card, cash tendered or change, or the
    /// payment's own caption.
    private static func isPayment(_ row: Row) -> Bool {
        PaymentMethodExtractor.methods.contains { row.contains($0.0) } || row.contains(paymentCaptions)
            || row.contains(Vocabulary.tendered) || MaskedCardNumber.find(in: row) != nil
    }

    private static let paymentCaptions = KeywordSet(["אמצעי תשלום", "תשלום", "PAYMENT", "PAID BY", "PAID WITH", "TENDER"])
}

extension RegionRole {
    /// The regions a field's value is expected in; nil for a field found anywhere (the currency).
    static func expected(for field: FieldName) -> Set<RegionRole>? {
        switch field {
        case .businessName, .legalName, .address, .phone, .companyID: [.issuerHeader, .footer]
        case .date, .invoiceNumber, .docType, .allocationNumber: [.documentMeta, .issuerHeader]
        case .customerID: [.customer, .documentMeta]
        case .subtotal, .vatRate, .vatAmount, .total: [.totals]
        case .paymentMethod, .cardLast4: [.payment, .totals, .footer]
        case .currency: nil
        }
    }
}

/// One layout row as extraction sees it: where it stands, its text, whether it is in the header zone
/// or the customer's block, and the region the document's structure gives it.
public struct AnnotatedRow: Sendable {
    public var index: Int
    public var page: Int
    /// Its place on the page, 0 at the top of the text, 1 at the bottom.
    public var verticalFraction: Double
    public var height: Int
    /// Its words, in reading order.
    public var words: [String]
    public var inHeader: Bool
    public var inCustomerBlock: Bool
    /// The region's role, nil when the structure gives none.
    public var role: RegionRole?

    public var text: String { words.joined(separator: " ") }
}

/// The rows extraction reasons over, for finding out why a field was missed: annotated
/// (`calibrate regions` counts where missed values stand), or one line each (`calibrate rows`):
/// index, page, position on the page, height, the header zone (`H`), words in the customer's block
/// (`C`), the region of most of the row's words, and the text.
public enum LayoutDescription {
    public static func annotatedRows(of document: RecognizedDocument, today: Date = Date()) -> [AnnotatedRow] {
        let context = ExtractionContext(layout: Layout(document: document), today: today)
        let structure = DocumentStructure(context: context, itemWords: ItemsExtractor.items(in: context).flatMap(\.words))
        return context.layout.rows.map { row in
            AnnotatedRow(index: row.index, page: row.page, verticalFraction: row.verticalFraction, height: row.box.height,
                         words: row.words.map(\.text), inHeader: context.layout.headerRows.contains(row.index),
                         inCustomerBlock: row.words.contains(where: context.layout.isCustomer),
                         role: structure.role(of: row.words))
        }
    }

    public static func rows(of document: RecognizedDocument, today: Date = Date()) -> [String] {
        annotatedRows(of: document, today: today).map { row in
            String(format: "%3d p%d %.2f h%3d %@%@ %-13@ %@", row.index, row.page, row.verticalFraction, row.height,
                   row.inHeader ? "H" : " ", row.inCustomerBlock ? "C" : " ", row.role?.rawValue ?? "-",
                   row.words.joined(separator: " | "))
        }
    }
}
