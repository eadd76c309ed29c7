// The .xlsx summary sheet: a zip of well-formed SpreadsheetML parts, Hebrew headers in a sheet that
// reads right to left, amounts as numbers, dates as date serials, text never run as a formula.
// (scripts/check-sheets-in-libreoffice.sh opens the same files in LibreOffice.)

import DocumentModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ZIPFoundation
@testable import Library

@Suite struct SpreadsheetTests {
    /// The workbook's parts by name.
    static func parts(of data: Data) throws -> [String: String] {
        let archive = try Archive(data: data, accessMode: .read)
        var parts: [String: String] = [:]
        for entry in archive {
            var bytes = Data()
            _ = try archive.extract(entry) { bytes.append($0) }
            parts[entry.path] = String(decoding: bytes, as: UTF8.self)
        }
        return parts
    }

    /// The `<c>` element of cell `reference` in a sheet's XML.
    static func cell(_ reference: String, in sheet: String) -> String? {
        guard let start = sheet.range(of: "<c r=\"\(reference)\"") else { return nil }
        guard let end = sheet[start.lowerBound...].range(of: "</c>") else { return nil }
        return String(sheet[start.lowerBound..<end.upperBound])
    }

    @Test func theMonthsWorkbookSitsBesideItsCSVWithTypedCellsRightToLeft() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        try library.file(Fixtures.record(date: "2025-01-14", companyID: "514713288", address: "הרצל 5, תל אביב",
                                         items: ["מיץ \"טבעי\" & <גדול>"]), copy: Fixtures.pdf())
        try library.file(Fixtures.record(business: "=HYPERLINK(\"x\")", date: "2025-01-20", total: "1234.5", vat: nil),
                         copy: Fixtures.pdf())
        let folder = library.root.appendingPathComponent("2025-01 January")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains("summary.xlsx"))
        let workbook = folder.appendingPathComponent("summary.xlsx")
        #expect(Fixtures.permissions(workbook) == 0o600)
        let parts = try Self.parts(of: Data(contentsOf: workbook))
        #expect(Set(parts.keys) == ["[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels",
                                    "xl/styles.xml", "xl/worksheets/sheet1.xml"])
        #if canImport(FoundationXML)
        for (name, xml) in parts { #expect((try? XMLDocument(xmlString: xml)) != nil, "\(name) is not well-formed XML") }
        #endif
        #expect(parts["xl/workbook.xml"]?.contains(#"<sheet name="2025-01""#) == true)
        let sheet = try #require(parts["xl/worksheets/sheet1.xml"])
        #expect(sheet.contains(#"<sheetView workbookViewId="0" rightToLeft="1">"#))
        // Headers: Hebrew text, bold (style 1); the quote in סה"כ escaped.
        #expect(Self.cell("A1", in: sheet) == #"<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">שם העסק</t></is></c>"#)
        #expect(Self.cell("G1", in: sheet)?.contains("סה&quot;כ") == true)
        // Row 2 (2025-01-14): the date a date serial, total and VAT numbers, the company number text.
        #expect(Self.cell("B2", in: sheet) == #"<c r="B2" s="3"><v>45671</v></c>"#)
        #expect(Self.cell("G2", in: sheet) == #"<c r="G2" s="2"><v>117</v></c>"#)
        #expect(Self.cell("H2", in: sheet) == #"<c r="H2" s="2"><v>17.85</v></c>"#)
        #expect(Self.cell("E2", in: sheet)?.contains(#"t="inlineStr"><is><t xml:space="preserve">514713288</t>"#) == true)
        #expect(Self.cell("F2", in: sheet)?.contains("מיץ &quot;טבעי&quot; &amp; &lt;גדול&gt;") == true)
        #expect(Self.cell("S2", in: sheet) == #"<c r="S2"><v>0.82</v></c>"#)
        // Row 3: a formula-like name stays text (no <f>), an empty VAT has no cell.
        #expect(Self.cell("A3", in: sheet)?.contains("t=\"inlineStr\"><is><t xml:space=\"preserve\">=HYPERLINK(&quot;x&quot;)</t>") == true)
        #expect(Self.cell("G3", in: sheet) == #"<c r="G3" s="2"><v>1234.5</v></c>"#)
        #expect(Self.cell("H3", in: sheet) == nil && !sheet.contains("<f>"))
    }

    @Test func englishHeadersReadLeftToRightAndTheExportHasIdAndMonth() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let id = try library.file(Fixtures.record(business: "Tesco", date: "2025-01-14", currency: "GBP", language: "en"),
                                  copy: Fixtures.pdf()).id
        try library.setSheetLanguage(.en)
        let monthly = try Self.parts(of: Data(contentsOf: library.root.appendingPathComponent("2025-01 January/summary.xlsx")))
        let sheet = try #require(monthly["xl/worksheets/sheet1.xml"])
        #expect(!sheet.contains("rightToLeft") && sheet.contains(">business name</t>"))

        let export = try Self.parts(of: library.export(month: nil, format: .xlsx, headers: .he))
        let exported = try #require(export["xl/worksheets/sheet1.xml"])
        #expect(exported.contains(#"rightToLeft="1""#))
        #expect(Self.cell("A1", in: exported)?.contains(">מזהה</t>") == true)
        #expect(Self.cell("A2", in: exported) == #"<c r="A2"><v>\#(id)</v></c>"#)
        #expect(Self.cell("U2", in: exported)?.contains(">2025-01</t>") == true)   // the month, after the 19 columns
        #expect(Self.cell("P2", in: exported)?.contains(">GBP</t>") == true)
    }

    @Test func columnNamesDatesAndNumbers() {
        #expect([0, 25, 26, 27, 701, 702].map(SpreadsheetML.columnName) == ["A", "Z", "AA", "AB", "ZZ", "AAA"])
        #expect(SpreadsheetML.dateSerial(year: 1900, month: 3, day: 1) == 61)   // as Excel and LibreOffice count
        #expect(SpreadsheetML.dateSerial(year: 2024, month: 2, day: 29) == 45351)
        #expect(SpreadsheetML.dateSerial(year: 2025, month: 2, day: 29) == nil)
        #expect(SummaryRow.decimal("-3.50") == Decimal(string: "-3.5"))
        #expect(SummaryRow.decimal("1,234.00") == nil && SummaryRow.decimal("₪12") == nil && SummaryRow.decimal("") == nil)
        #expect(SummaryRow.isoDate("2025-13-01") == nil && SummaryRow.isoDate("14/01/2025") == nil)
        #expect(XMLText.escaped("a\u{1}b\tc") == "ab\tc")
    }
}
