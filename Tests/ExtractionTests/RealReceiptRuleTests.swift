// Hand-written cases of the rules made for real receipts and invoices: amounts OCR split at the
// decimal mark, month names in several languages, date labels and column headers, rounding rows,
// customer blocks that skip the other column. Small made-up layouts, not copies of real documents.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct RealReceiptRuleTests {
    private static func word(_ text: String, x0: Int, x1: Int, y0: Int = 100, y1: Int = 130) -> OCRWord {
        OCRWord(text: text, box: BoundingBox(x0: x0, y0: y0, x1: x1, y1: y1), confidence: 0.9)
    }

    private static func layout(_ lines: [[OCRWord]]) -> Layout {
        Layout(document: RecognizedDocument(pages: [OCRPage(number: 1, width: 1000, height: 1000, textSource: .ocr,
                                                            lines: lines.map { OCRLine(words: $0) })]))
    }

    @Test func ruleMarksBetweenAddressRowsDoNotEndTheAddress() {
        func row(_ text: String, y0: Int) -> [OCRWord] {
            var words: [OCRWord] = [], x = 40
            for part in text.split(separator: " ").map(String.init) {
                words.append(Self.word(part, x0: x, x1: x + part.count * 14, y0: y0, y1: y0 + 30))
                x += (part.count + 1) * 14
            }
            return words
        }
        let lines = [row("PASARAYA PINTAR SDN BHD", y0: 100), row("NO 19-G JALAN TASIK UTAMA 4,", y0: 140),
                     [Self.word("|", x0: 5, x1: 9, y0: 171, y1: 175)], row("MEDAN NIAGA TASIK DAMAI", y0: 176),
                     row("016-5498845", y0: 212)]
        let document = RecognizedDocument(pages: [OCRPage(number: 1, width: 1000, height: 1000, textSource: .ocr,
                                                          lines: lines.map { OCRLine(words: $0) })])
        #expect(Layout(document: document).rows.map(\.text).contains("|"))
        #expect(ReceiptExtractor().extract(document).fields[.address]?.value
            == "NO 19-G JALAN TASIK UTAMA 4, MEDAN NIAGA TASIK DAMAI")
    }

    @Test func amountSplitAtTheDecimalMarkIsJoined() {
        let row = Self.layout([[Self.word("TOTAL", x0: 10, x1: 100), Self.word("RM", x0: 300, x1: 340),
                                Self.word("39.", x0: 400, x1: 445), Self.word("80", x0: 470, x1: 500)]]).rows[0]
        #expect(row.text == "TOTAL RM 39.80")
        #expect(row.amounts().map(\.value.plainAmount) == ["39.80"])
    }

    @Test func numbersFarApartStaySeparate() {
        let row = Self.layout([[Self.word("Qty", x0: 10, x1: 60), Self.word("3.", x0: 100, x1: 120),
                                Self.word("12", x0: 300, x1: 330)]]).rows[0]
        #expect(row.text == "Qty 3. 12")
        #expect(row.amounts().isEmpty)
    }

    @Test(arguments: [("Rechnungsdatum 7. Mai 2014", "2014-05-07"), ("Factuurdatum: 29 maart 2014", "2014-03-29"),
                      ("Facture du 02 Juillet 2015", "2015-07-02"), ("Invoice Date: August 3 , 2014", "2014-08-03"),
                      ("תאריך: 14 במרץ 2025", "2025-03-14"), ("Date: Jan 1st 2022", "2022-01-01"),
                      ("25-DEC-2017", "2017-12-25")])
    func monthNames(_ text: String, _ iso: String) {
        #expect(DateParser.dates(in: text, monthFirst: false).map(\.iso) == [iso])
    }

    @Test(arguments: ["PASARAYA MART 2018 RM 2.00", "HOME DECO 12 2019", "Room 1 2019"])
    func wordsThatNameNoMonth(_ text: String) {
        #expect(DateParser.dates(in: text, monthFirst: false).isEmpty)
    }

    @Test func eachDateOnARowHasItsOwnLabel() {
        let layout = Self.layout([[Self.word("Date:", x0: 10, x1: 60), Self.word("14/03/2025", x0: 70, x1: 190),
                                   Self.word("Due", x0: 300, x1: 340), Self.word("Date:", x0: 350, x1: 400),
                                   Self.word("30/04/2025", x0: 410, x1: 530)]])
        #expect(DateLabels.kind(of: 1, in: layout.rows[0], layout: layout) == .generic)
        #expect(DateLabels.kind(of: 4, in: layout.rows[0], layout: layout) == .other)
    }

    @Test func columnHeaderNamesTheDateUnderIt() {
        let layout = Self.layout([
            [Self.word("Factuur", x0: 300, x1: 380, y0: 100, y1: 125), Self.word("datum", x0: 390, x1: 450, y0: 100, y1: 125),
             Self.word("Vervaldatum", x0: 600, x1: 720, y0: 100, y1: 125)],
            [Self.word("K-0444", x0: 10, x1: 90, y0: 140, y1: 165), Self.word("8-9-2022", x0: 330, x1: 430, y0: 140, y1: 165),
             Self.word("22-9-2022", x0: 610, x1: 720, y0: 140, y1: 165)],
        ])
        let values = layout.rows[1]
        #expect(DateLabels.kind(of: 1, in: values, layout: layout) == .document)
        #expect(DateLabels.kind(of: 2, in: values, layout: layout) == .other)
    }

    @Test func roundingBetweenTwoTotalsPicksTheLaterOneOnlyWhenTheyAgree() {
        let agreeing = ReceiptExtractor().extract(SyntheticReceipt.document(
            "Total Incl GST | 12.37\nRounding | -0.02\nTotal | 12.35"), today: SyntheticReceipt.day("2025-06-30"))
        #expect(agreeing.fields[.total]?.value == "12.35")
        let contradicting = ReceiptExtractor().extract(SyntheticReceipt.document(
            "Total Incl GST | 12.37\nRounding | 0.00\nTotal After Rounding | 72.37"), today: SyntheticReceipt.day("2025-06-30"))
        #expect(contradicting.fields[.total]?.value == "12.37")
    }

    @Test func customerBlockSkipsTheOtherColumn() {
        // "Bill To:" at the left; the invoice details at the right on the row between label and name.
        let layout = Self.layout([
            [Self.word("Bill", x0: 10, x1: 50, y0: 100, y1: 125), Self.word("To:", x0: 55, x1: 90, y0: 100, y1: 125)],
            [Self.word("Terms:", x0: 600, x1: 680, y0: 135, y1: 160), Self.word("Net", x0: 690, x1: 730, y0: 135, y1: 160)],
            [Self.word("Beta", x0: 10, x1: 60, y0: 170, y1: 195), Self.word("Store", x0: 70, x1: 130, y0: 170, y1: 195)],
        ])
        let customer = layout.rows.flatMap(\.words).filter(layout.isCustomer).map(\.text)
        #expect(customer == ["Bill", "To:", "Beta", "Store"])
    }

    @Test func largeNameOverItsAddressIsNotPartOfIt() {
        // "Hanoi Street Kitchen" printed large: "Street" makes it look like an address row.
        func row(_ texts: [String], top: Int, height: Int) -> [OCRWord] {
            texts.enumerated().map { index, text in
                Self.word(text, x0: 10 + index * 160, x1: 150 + index * 160, y0: top, y1: top + height)
            }
        }
        let lines = [row(["Hanoi", "Street", "Kitchen"], top: 40, height: 40),
                     row(["12", "Dizengoff", "St,", "Haifa"], top: 90, height: 24),
                     row(["Total", "58.00"], top: 400, height: 24)]
        let document = RecognizedDocument(pages: [OCRPage(number: 1, width: 1000, height: 1000, textSource: .ocr,
                                                          lines: lines.map { OCRLine(words: $0) })])
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.businessName]?.value == "Hanoi Street Kitchen")
        #expect(extraction.fields[.address]?.value == "12 Dizengoff St, Haifa")
    }
}
