// The monthly summary sheet: the product documents' ten columns (business name, date, address,
// phone, company number, items purchased, total, VAT, payment method, card last four), then invoice
// number, document type, subtotal, VAT rate, currency, category, review status, the filed file's
// name and the confidence. Headers and coded values are in the library's sheet language (Hebrew
// unless `--headers en`). One row per document counted (duplicates are left out); blank cells for
// missing data; amounts as plain numbers; item text read with low confidence is left out.

import DocumentModel
import Foundation

/// One document as the summary sheet and the export show it.
public struct SummaryRow: Sendable, Codable {
    public var id: Int64
    public var file: String
    /// `yyyy-mm`.
    public var month: String
    public var reviewStatus: String
    public var record: DocumentRecord
    /// The id of the document this one duplicates: listed, never counted in totals or the sheet.
    public var duplicateOf: Int64? = nil

    /// The currency of the document's amounts (see `DocumentRecord.bookCurrency`).
    public var currency: String { record.bookCurrency }

    /// Items read with less confidence than this (the product's "low" and "manual" tiers) are left
    /// out of "items purchased": they are OCR noise such as "oN? אחיד פרוס" (0.679 on Corpus
    /// he-0001) more often than not; the record keeps them.
    public static let itemConfidenceFloor = 0.7

    /// The sheet's header in `language`.
    public static func header(_ language: SheetLanguage) -> [String] {
        SheetLanguage.Column.allCases.map(language.header)
    }

    /// The Hebrew header (the default sheet language).
    public static var header: [String] { header(.he) }

    /// The cells under `header(language)`.
    public func cells(_ language: SheetLanguage) -> [String] {
        let field = { (name: FieldName) in record[name]?.value ?? "" }
        let word = { (code: String) in code.isEmpty ? "" : language.word(for: code) }
        let items = record.items.filter { ($0.confidence ?? 1) >= Self.itemConfidenceFloor }.map(\.description)
        return SheetLanguage.Column.allCases.map { column in
            switch column {
            case .businessName: field(.businessName)
            case .date: field(.date)
            case .address: field(.address)
            case .phone: field(.phone)
            case .companyNumber: field(.companyID)
            case .items: items.joined(separator: "; ")
            case .total: field(.total)
            case .vat: field(.vatAmount)
            case .paymentMethod: word(field(.paymentMethod))
            case .cardLastFour: field(.cardLast4)
            case .invoiceNumber: field(.invoiceNumber)
            case .documentType: word(field(.docType))
            case .subtotal: field(.subtotal)
            case .vatRate: field(.vatRate)
            case .currency: currency
            case .category: word(record.category?.rawValue ?? "")
            case .reviewStatus: word(reviewStatus)
            case .fileName: (file as NSString).lastPathComponent
            case .confidence: record.confidence.map { String(format: "%.2f", $0) } ?? ""
            }
        }
    }

    /// The cells in Hebrew (the default sheet language).
    public var cells: [String] { cells(.he) }

    /// The cells of `cells(language)` typed for a spreadsheet: amounts, the VAT rate and the
    /// confidence as numbers, the date as a date; a value that does not parse stays text.
    func sheetCells(_ language: SheetLanguage) -> [SheetCell] {
        zip(SheetLanguage.Column.allCases, cells(language)).map { column, text in
            if text.isEmpty { return .empty }
            switch column {
            case .total, .vat, .subtotal: return Self.decimal(text).map(SheetCell.amount) ?? .text(text)
            case .vatRate, .confidence: return Self.decimal(text).map(SheetCell.number) ?? .text(text)
            case .date: return Self.isoDate(text) ?? .text(text)
            default: return .text(text)
            }
        }
    }

    /// `123`, `-4.50`: a plain decimal number, nothing else (no grouping, no currency sign).
    static func decimal(_ text: String) -> Decimal? {
        guard text.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?/) != nil else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// `yyyy-mm-dd` as a date cell.
    static func isoDate(_ text: String) -> SheetCell? {
        guard let match = text.wholeMatch(of: /([0-9]{4})-([0-9]{2})-([0-9]{2})/),
              let year = Int(match.1), let month = Int(match.2), let day = Int(match.3),
              SpreadsheetML.dateSerial(year: year, month: month, day: day) != nil else { return nil }
        return .date(year: year, month: month, day: day)
    }

    enum CodingKeys: String, CodingKey {
        case id, file, month, record
        case reviewStatus = "review_status"
        case duplicateOf = "duplicate_of"
    }
}

extension ReceiptLibrary {
    /// The summary sheet's name in each month folder.
    public static let summaryName = "summary.csv"
    /// The same sheet as a spreadsheet workbook, beside it.
    public static let summaryWorkbookName = "summary.xlsx"

    /// The language of the summary sheets' headers and values (a library setting; Hebrew unless set).
    /// - Throws: `LibraryError.database`.
    public func sheetLanguage() throws -> SheetLanguage {
        try database.query("SELECT value FROM settings WHERE key = 'sheet_headers'").first?.text("value")
            .flatMap(SheetLanguage.init(rawValue:)) ?? .he
    }

    /// Sets the summary sheets' language, remembered for later runs, and rewrites every month's
    /// sheet in it when it changed.
    /// - Throws: `LibraryError`.
    public func setSheetLanguage(_ language: SheetLanguage) throws {
        guard try sheetLanguage() != language else { return }
        try database.query("INSERT OR REPLACE INTO settings (key, value) VALUES ('sheet_headers', ?)", [.text(language.rawValue)])
        for month in try months() { try monthChanged(month, files: []) }
    }

    /// Rewrites `<month folder>/summary.csv` and `summary.xlsx` atomically; returns their paths
    /// relative to the library.
    /// - Throws: `LibraryError`.
    @discardableResult
    func writeSummary(month: String) throws -> [String] {
        let rows = try summaryRows(month: month)
        let language = try sheetLanguage()
        let folder = FilingName.folderName(month: month)
        let csv = "\(folder)/\(Self.summaryName)", workbook = "\(folder)/\(Self.summaryWorkbookName)"
        try PrivateFiles.write(CSV.sheet(header: SummaryRow.header(language), rows: rows.map { $0.cells(language) }), to: url(csv))
        let sheet = try SpreadsheetML.workbook(sheetName: month, header: SummaryRow.header(language),
                                               rows: rows.map { $0.sheetCells(language) }, rightToLeft: language == .he,
                                               path: url(workbook).path)
        try PrivateFiles.write(sheet, to: url(workbook))
        return [csv, workbook]
    }

    /// The month's documents in date order (undated ones last, by filing order), duplicates left out.
    public func summaryRows(month: String) throws -> [SummaryRow] {
        try database.query("""
            SELECT d.id, d.file_path, d.month, d.review, d.approved_at, d.record_json, d.duplicate_of,
                   (SELECT value FROM fields f WHERE f.document_id = d.id AND f.name = 'date') AS date
            FROM documents d WHERE d.month = ? AND d.duplicate_of IS NULL ORDER BY date IS NULL, date, d.id
            """, [.text(month)]).map(summaryRow)
    }

    func summaryRow(_ row: Row) throws -> SummaryRow {
        SummaryRow(id: row.integer("id") ?? 0, file: row.text("file_path") ?? "", month: row.text("month") ?? "",
                   reviewStatus: Self.reviewStatus(review: row.text("review"), approvedAt: row.text("approved_at")),
                   record: try decodeRecord(row), duplicateOf: row.integer("duplicate_of"))
    }

    /// `approved` once a person approved the document, else the extraction's verdict.
    static func reviewStatus(review: String?, approvedAt: String?) -> String {
        approvedAt != nil ? "approved" : (review ?? "manual")
    }
}
