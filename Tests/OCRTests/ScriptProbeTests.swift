// The script probe: which rows are sampled, and when a sample says "read this page with English".

import DocumentModel
import Foundation
import Imaging
@testable import OCR
import Testing

struct ScriptProbeTests {
    /// Rows of ink 30 px tall every 50 px, and a logo band 150 px tall at the top.
    private static let rows = [InkBands.Band(x0: 50, x1: 900, y0: 20, y1: 170)]
        + (0..<30).map { InkBands.Band(x0: 50, x1: 900, y0: 200 + 50 * $0, y1: 230 + 50 * $0) }

    @Test func twoBandsOfTextRowsAreSampledAcrossThePage() throws {
        let bands = try #require(ScriptProbe.bands(in: Self.rows, pageWidth: 1000, pageHeight: 1800))
        #expect(bands.count == 2)
        #expect(bands.allSatisfy { $0.x0 == 0 && $0.x1 == 1000 })
        // Four text rows each (not the logo), the first band near the top, the second lower.
        #expect(bands[0].y0 > 170 && bands[0].height < 5 * 50)
        #expect(bands[1].y0 > bands[0].y1)
    }

    @Test func aPageWhoseRowsCannotBeToldApartIsSampledInBandsOfItsTextSize() throws {
        // Speckle joins a noisy scan's rows into one band of ink: no rows to sample.
        let joined = [InkBands.Band(x0: 0, x1: 2000, y0: 10, y1: 2900)]
        #expect(ScriptProbe.bands(in: joined, pageWidth: 2000, pageHeight: 3000) == nil)
        // At 300 dpi the prepared page's characters are 24 px: four lines are 192 px.
        let bands = try #require(ScriptProbe.bands(pageWidth: 2000, pageHeight: 3000, resolution: 300))
        #expect(bands.map(\.height) == [192, 192])
        #expect(bands.map(\.y0) == [354, 1704])
        #expect(bands.allSatisfy { $0.x0 == 0 && $0.x1 == 2000 })
        // Text printed twice as large on the page (600 dpi) takes bands twice as tall.
        #expect(try #require(ScriptProbe.bands(pageWidth: 2000, pageHeight: 3000, resolution: 600)).map(\.height) == [384, 384])
        // A strip too short for four bands of print is not sampled.
        #expect(ScriptProbe.bands(pageWidth: 2000, pageHeight: 700, resolution: 300) == nil)
    }

    @Test func aPageWithFewRowsIsNotSampled() {
        #expect(ScriptProbe.bands(in: Array(Self.rows.prefix(5)), pageWidth: 1000, pageHeight: 1800) == nil)
    }

    @Test func latinRowsInBothBandsMakeALatinPage() {
        let bands = [BoundingBox(x0: 0, y0: 0, x1: 10, y1: 10), BoundingBox(x0: 0, y0: 20, x1: 10, y1: 30)]
        let latin = OCRPage.rows(["99 SPEED MART S/B (519537-X)", "LOT P.T. 2811, JALAN ANGSA"])
        #expect(ScriptProbe.verdict(bands) { _ in latin } != .notLatin)
    }

    @Test func hebrewInTheFirstBandEndsTheProbe() {
        let bands = [BoundingBox(x0: 0, y0: 0, x1: 10, y1: 10), BoundingBox(x0: 0, y0: 20, x1: 10, y1: 30)]
        var read = 0
        let header = OCRPage.rows(["סופר השכונה בע\"מ", "Tel 03-1234567 Fax 03-7654321 www.super.co.il"])
        #expect(ScriptProbe.verdict(bands) { _ in read += 1; return header } == .notLatin)
        #expect(read == 1)
    }

    @Test func hebrewItemsUnderALatinHeaderKeepTheDocumentModel() {
        // An Israeli invoice with an English letterhead: the items band says Hebrew.
        let bands = [BoundingBox(x0: 0, y0: 0, x1: 10, y1: 10), BoundingBox(x0: 0, y0: 20, x1: 10, y1: 30)]
        let samples = [OCRPage.rows(["ACME SOFTWARE LTD", "Rothschild Blvd 1, Tel Aviv"]),
                       OCRPage.rows(["רישיון תוכנה שנתי 1,200.00", "תמיכה טכנית 300.00"])]
        var index = 0
        #expect(ScriptProbe.verdict(bands) { _ in defer { index += 1 }; return samples[index] } == .notLatin)
        // 36 Latin letters in the letterhead: under `decisiveLetters`, so the items band was read.
        #expect(index == 2)
    }

    @Test func aPlainlyLatinFirstBandDecidesWithoutTheSecond() {
        let bands = [BoundingBox(x0: 0, y0: 0, x1: 10, y1: 10), BoundingBox(x0: 0, y0: 20, x1: 10, y1: 30)]
        let header = OCRPage.rows(["99 SPEED MART S/B (519537-X)", "LOT P.T. 2811, JALAN ANGSA, SETAPAK JAYA",
                                   "KUALA LUMPUR GST ID: 001181994496"])
        var read = 0
        #expect(ScriptProbe.verdict(bands) { _ in read += 1; return header } != .notLatin)
        #expect(read == 1)
    }

    /// Real Tesseract (heb+eng) on committed corpus scans: an English receipt is told Latin from its
    /// first band alone, a Hebrew one is told not Latin from its first band.
    @Test(arguments: [("en-0004-clean_scan.png", true), ("he-0001-clean_scan.png", false)])
    func realScansAreToldFromTheirFirstBand(name: String, latin: Bool) throws {
        let image = try CorpusScan.gray(name)
        let engine = try TesseractEngine(tessdata: TessdataLocator.locate(languages: "heb+eng", explicit: nil))
        let rows = try InkBands.bands(in: image.grayPixels())
        let bands = try #require(ScriptProbe.bands(in: rows, pageWidth: image.width, pageHeight: image.height))
        var read = 0
        let verdict = ScriptProbe.verdict(bands) { box in
            read += 1
            return try? engine.recognize(image.cropped(to: box), pageNumber: 1, resolution: 300, timeLimit: nil)
        }
        #expect((verdict != .notLatin) == latin)
        #expect(read == 1)
    }

    @Test func onlyAPlainlyLatinFirstBandSaysThePageIsUpright() {
        let bands = [BoundingBox(x0: 0, y0: 0, x1: 10, y1: 10), BoundingBox(x0: 0, y0: 20, x1: 10, y1: 30)]
        let header = OCRPage.rows(["99 SPEED MART S/B (519537-X)", "LOT P.T. 2811, JALAN ANGSA, SETAPAK JAYA",
                                   "KUALA LUMPUR GST ID: 001181994496"])
        #expect(ScriptProbe.verdict(bands) { _ in header } == .latinUpright)
        // Latin by both bands together, each too short to decide: Latin, orientation not shown.
        let short = OCRPage.rows(["SUB-TOTAL 48.25", "TAX 7.75% 3.74"])
        #expect(ScriptProbe.verdict(bands) { _ in short } == .latin)
        // A first band read as poorly as a turned page reads decides nothing about orientation.
        var faint = header
        for index in faint.lines.indices { for word in faint.lines[index].words.indices { faint.lines[index].words[word].confidence = 0.4 } }
        #expect(ScriptProbe.verdict(bands) { _ in faint } == .latin)
    }

    @Test func hebrewReadFromSpecksDoesNotEndTheProbe() {
        // A noisy English page: the Hebrew model read a speck as "וטק" at 0.19.
        let bands = [BoundingBox(x0: 0, y0: 0, x1: 10, y1: 10), BoundingBox(x0: 0, y0: 20, x1: 10, y1: 30)]
        var specks = OCRPage.rows([". VUDLIN 4, YUL וטק /"])
        specks.lines[0].words[4].confidence = 0.19
        let items = OCRPage.rows(["SUB-TOTAL 48.25", "TAX 7.75% 3.74", "TOTAL $51.99 CASH 100.00"])
        var index = 0
        #expect(ScriptProbe.verdict(bands) { _ in defer { index += 1 }; return [specks, items][index] } != .notLatin)
        // The same word read with confidence is Hebrew print: the probe ends on it.
        specks.lines[0].words[4].confidence = 0.8
        index = 0
        #expect(ScriptProbe.verdict(bands) { _ in defer { index += 1 }; return [specks, items][index] } == .notLatin)
        #expect(index == 1)
    }

    @Test func aBandWithoutLettersLeavesTheDecisionToTheNext() {
        let bands = [BoundingBox(x0: 0, y0: 0, x1: 10, y1: 10), BoundingBox(x0: 0, y0: 20, x1: 10, y1: 30)]
        let logo = OCRPage.rows(["| — ||"])
        let items = OCRPage.rows(["DIGITAL THERMOMETER 18.00", "REWARDS DISCOUNT 15% -4.05", "SUBTOTAL 22.94"])
        var index = 0
        #expect(ScriptProbe.verdict(bands) { _ in defer { index += 1 }; return [logo, items][index] } != .notLatin)
        let hebrewItems = OCRPage.rows(["רישיון תוכנה שנתי 1,200.00", "תמיכה טכנית 300.00"])
        index = 0
        #expect(ScriptProbe.verdict(bands) { _ in defer { index += 1 }; return [logo, hebrewItems][index] } == .notLatin)
    }

    @Test func tooFewLettersToTellAreNotLatin() {
        let bands = [BoundingBox(x0: 0, y0: 0, x1: 10, y1: 10), BoundingBox(x0: 0, y0: 20, x1: 10, y1: 30)]
        #expect(ScriptProbe.verdict(bands) { _ in OCRPage.rows(["12.50 3.00", "RM 4"]) } == .notLatin)
    }
}
