// Which pages are read again with the English model alone, and when that reading is kept.

import DocumentModel
@testable import OCR
import Testing

struct LatinPageRereadTests {
    private static let receipt = OCRPage.rows(["99 SPEED MART S/B (519537-X)", "LOT P.T. 2811, JALAN ANGSA, TAMAN BERKELEY",
                                       "Total Sales (Inclusive GST) RM 46", "CASH ₪ 0", "Thank You. Please come again"])

    @Test func aPageOfLatinLettersIsReadAgain() {
        #expect(LatinPageReread.isLatinPage(Self.receipt))
    }

    @Test func aFewStrayHebrewLettersStillMakeALatinPage() {
        let stray = OCRPage.rows(["MR .צ.0.1 (JOHOR) SDN BHD", "LOT 1851-A & 1851-B, JALAN KPB 6, KAWASAN PERINDUSTRIAN",
                               "Total Sales RM 11.40"])
        #expect(LatinPageReread.isLatinPage(stray))
    }

    @Test func loneHebrewLettersReadFromSpecksDoNotMakeAHebrewPage() {
        let specks = OCRPage.rows(["TQ FOR SHOPPING WITH ה myNEWS.com", "Tories כ beret: ש ו ל", "ZRL:0% GOODS:10.00 ה ב",
                                "ם נ ו", "ה",
                                "SUB TOTAL 10.00 GRAND TOTAL 10.00"])
        #expect(LatinPageReread.isLatinPage(specks))
    }

    @Test func aHebrewPageIsNotReadAgain() {
        let hebrew = OCRPage.rows(["סופר השכונה בע\"מ", "רחוב הרצל 12, תל אביב", "סה\"כ לתשלום 35.89", "VISA 1234 תודה"])
        #expect(!LatinPageReread.isLatinPage(hebrew))
    }

    @Test func aPageWithTooFewLettersToJudgeIsNotReadAgain() {
        #expect(!LatinPageReread.isLatinPage(OCRPage.rows(["TOTAL 12.00", "12/03/2018"])))
    }

    @Test func theEnglishReadingIsKeptWhenItReadsAsMuch() {
        let english = OCRPage.rows(["99 SPEED MART S/B (519537-X)", "LOT P.T. 2811, JALAN ANGSA, TAMAN BERKELEY",
                                 "Total Sales (Inclusive GST) RM 11.40", "CASH RM 11.40", "Thank You. Please come again"])
        #expect(LatinPageReread.accepts(english, over: Self.receipt))
    }

    @Test func anEnglishReadingThatLostMostOfThePageIsRefused() {
        #expect(!LatinPageReread.accepts(OCRPage.rows(["99 SPEED MART", "RM 11.40"]), over: Self.receipt))
    }
}
