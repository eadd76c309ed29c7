// The document's structure: each word in the region its place and its labels give it, in Hebrew
// and English, and the region of each field in the record.

import DocumentModel
@testable import Extraction
import Foundation
import Testing

@Suite struct DocumentStructureTests {
    private func structure(_ text: String) -> (DocumentStructure, ExtractionContext) {
        let context = ExtractionContext(layout: Layout(document: SyntheticReceipt.document(text)),
                                        today: SyntheticReceipt.day("2025-06-30"))
        return (DocumentStructure(context: context, itemWords: ItemsExtractor.items(in: context).flatMap(\.words)), context)
    }

    private func role(of text: String, in pair: (DocumentStructure, ExtractionContext)) -> RegionRole? {
        let words = pair.1.rows.first { $0.text.contains(text) }?.words ?? []
        return pair.0.role(of: words)
    }

    @Test func anEnglishReceiptFromHeaderToFooter() {
        let receipt = structure("""
            BLUE TRATTORIA
            119 MILL LANE, CARDIFF
            TEL: 029 2018 0524
            INVOICE No. 60412
            Date: 21/07/2025
            GRILLED SALMON | 27.00
            LEMONADE | 16.00
            NET | 35.83
            VAT 20% | 7.17
            TOTAL | 43.00
            PAID BY VISA ****8232
            THANK YOU FOR DINING WITH US
            """)
        #expect(role(of: "TRATTORIA", in: receipt) == .issuerHeader)
        #expect(role(of: "MILL LANE", in: receipt) == .issuerHeader)
        #expect(role(of: "60412", in: receipt) == .documentMeta)
        #expect(role(of: "21/07/2025", in: receipt) == .documentMeta)
        #expect(role(of: "SALMON", in: receipt) == .items)
        #expect(role(of: "NET", in: receipt) == .totals)
        #expect(role(of: "VAT", in: receipt) == .totals)
        #expect(role(of: "TOTAL", in: receipt) == .totals)
        #expect(role(of: "VISA", in: receipt) == .payment)
        #expect(role(of: "THANK", in: receipt) == .footer)
    }

    /// "מקור - לקוח" (the customer's original) names the copy, as "Customer copy" does: the date and
    /// number under it are the document's, not a customer's block (corpus-foreign dev doc_0076, doc_0226).
    @Test func aCopysDesignationStartsNoCustomerBlock() {
        let receipt = structure("""
            צומת ספרים השקד
            השקמה 88, קריית אונו
            חשבונית מס-קבלה
            מקור - לקוח
            מס' 907672
            תאריך 12.03.2026
            יומן 2025 | 101.68
            סה"כ | 101.68
            """)
        #expect(role(of: "907672", in: receipt) == .documentMeta)
        #expect(role(of: "12.03.2026", in: receipt) == .documentMeta)
        let english = structure("CORNER BOOKS\nCUSTOMER COPY\nReceipt No. 4471\nDiary | 10.00\nTOTAL | 10.00")
        #expect(role(of: "4471", in: english) == .documentMeta)
    }

    @Test func theCustomersBlockAndAPayableTotalInHebrew() {
        let invoice = structure("""
            פלגי המים בע"מ
            הנביאים 88, ראשון לציון
            חשבונית מס 202360265
            לכבוד
            מוסך מגדל בע"מ
            מים | 297.18
            סה"כ ללא מע"מ | 297.18
            מע"מ 17% | 50.52
            סה"כ לתשלום | 347.70
            אמצעי תשלום | העברה בנקאית
            """)
        #expect(role(of: "פלגי", in: invoice) == .issuerHeader)
        #expect(role(of: "חשבונית", in: invoice) == .documentMeta)
        #expect(role(of: "מגדל", in: invoice) == .customer)
        #expect(role(of: "לתשלום", in: invoice) == .totals)
        #expect(role(of: "אמצעי", in: invoice) == .payment)
    }

    @Test func aTotalWhoseAmountOCRGarbledStillEndsTheItems() {
        let receipt = structure("""
            פארם שקד
            קבלה מס' 202546150
            טכבר אלחושי | 70.60
            סה"כ לתשלום 2 ש"ח :
            אמצעי תשלום ביט
            אסמכתא 576001130
            """)
        #expect(role(of: "טכבר", in: receipt) == .items)
        #expect(role(of: "לתשלום", in: receipt) == .totals)
        #expect(role(of: "ביט", in: receipt) == .payment)
        #expect(role(of: "אסמכתא", in: receipt) == .footer)
    }

    @Test func aRecordSaysWhichRegionEachFieldCameFrom() {
        let document = SyntheticReceipt.document("""
            BLUE TRATTORIA LTD
            INVOICE No. 60412
            Date: 21/07/2025
            GRILLED SALMON | 27.00
            VAT 20% | 4.50
            TOTAL | 27.00
            """)
        let fields = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30")).fields
        #expect(fields[.businessName]?.region == .issuerHeader)
        #expect(fields[.invoiceNumber]?.region == .documentMeta)
        #expect(fields[.total]?.region == .totals)
    }

    /// `calibrate regions` counts where missed values stand from these rows: each row's text, its
    /// region, and whether it is in the header zone or the customer's block.
    @Test func annotatedRowsSayWhereEachRowStands() {
        let rows = LayoutDescription.annotatedRows(of: SyntheticReceipt.document("""
            BLUE TRATTORIA
            119 MILL LANE, CARDIFF
            Bill to:
            Ironwood Engineering
            GRILLED SALMON | 27.00
            TOTAL | 27.00
            """), today: SyntheticReceipt.day("2025-06-30"))
        #expect(rows.map(\.text).first == "BLUE TRATTORIA")
        #expect(rows[0].inHeader && rows[0].role == .issuerHeader && !rows[0].inCustomerBlock)
        #expect(rows.first { $0.text.hasPrefix("Ironwood") }?.inCustomerBlock == true)
        #expect(rows.last?.role == .totals)
    }
}
