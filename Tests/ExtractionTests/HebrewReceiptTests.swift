// Whole Hebrew documents laid out like real ones (see SyntheticReceipt): a tax invoice with a
// customer block, a supermarket receipt with change and savings, a restaurant with a tip, fuel,
// a masked card with instalments, a bill with a due date and a previous balance, and 17% vs 18% VAT.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct HebrewReceiptTests {
    func extract(_ text: String, today: String = "2025-06-30") -> Extraction {
        ReceiptExtractor().extract(SyntheticReceipt.document(text), today: SyntheticReceipt.day(today))
    }

    func values(_ extraction: Extraction) -> [FieldName: String] { extraction.fields.mapValues(\.value) }

    @Test func taxInvoiceWithCustomerBlock() {
        let extraction = extract("""
        אלקטרו-טק פתרונות בע"מ
        רחוב הברזל 30, תל אביב
        טל: 03-6471234 פקס: 03-6471235
        ח.פ: 514756121
        חשבונית מס מספר 20417
        תאריך: 12/03/2025
        לכבוד: גלובל שיווק בע"מ
        ח.פ: 513456780
        רחוב הנביאים 5, חיפה
        ייעוץ טכני 4 x 150.00 | 600.00
        התקנת ציוד | 116.07
        סה"כ לפני מע"מ | 716.07
        מע"מ 18% | 128.89
        סה"כ לתשלום | 844.96
        מספר הקצאה: 123456782
        """)
        let expected: [FieldName: String] = [
            .businessName: "אלקטרו-טק פתרונות בע\"מ", .legalName: "אלקטרו-טק פתרונות בע\"מ",
            .address: "רחוב הברזל 30, תל אביב", .phone: "036471234",
            .companyID: "514756121", .customerID: "513456780", .invoiceNumber: "20417", .allocationNumber: "123456782",
            .date: "2025-03-12", .docType: "tax_invoice", .subtotal: "716.07", .vatRate: "18", .vatAmount: "128.89",
            .total: "844.96", .currency: "ILS",
        ]
        #expect(values(extraction) == expected)
        #expect(extraction.language == "he")
        #expect(extraction.items.map(\.total) == ["600.00", "116.07"])
        #expect(extraction.items.first?.quantity == "4" && extraction.items.first?.unitPrice == "150.00")
        #expect(extraction.fields[.total]?.checks.contains("subtotal_plus_vat") == true)
        #expect(extraction.fields[.companyID]?.checks == ["check_digit"])
        #expect(extraction.fields[.vatRate]?.checks.contains("rate_valid_for_date") == true)
        #expect(extraction.review != .manual)
    }

    @Test func supermarketWithChangeAndSavings() {
        let extraction = extract("""
        שופרסל דיל
        סניף רמת אביב
        ח.פ 520000001
        קבלה
        14/03/2025 18:42
        חלב 3% 1 ליטר | 6.90
        לחם אחיד | 7.50
        עגבניות 1.2 ק"ג | 11.88
        הנחת מבצע | 3.63-
        סה"כ לתשלום | 22.65
        מזומן | 50.00
        עודף | 27.35
        סה"כ חיסכון | 3.63
        """)
        let fields = values(extraction)
        #expect(fields[.total] == "22.65")
        #expect(fields[.paymentMethod] == "cash")
        #expect(fields[.date] == "2025-03-14")
        #expect(fields[.docType] == "receipt")
        #expect(fields[.vatAmount] == nil)
        #expect(extraction.category == .groceries)
        #expect(extraction.items.count == 3)   // the discount row is not an item; the items less it make the total
        #expect(extraction.fields[.total]?.checks.contains("tendered_minus_change") == true)
        #expect(extraction.fields[.total]?.checks.contains("items_sum") == true)
    }

    @Test func restaurantWithTip() {
        let fields = values(extract("""
        מסעדת הנמל
        טל: 04-8521234
        חשבונית מס/קבלה 5521
        תאריך: 02/02/2025 21:14
        שניצל | 58.00
        סלט יווני | 46.00
        בירה גולדסטאר 2 x 28.00 | 56.00
        סה"כ | 160.00
        טיפ | 16.00
        סה"כ לתשלום | 176.00
        אשראי | 176.00
        """))
        #expect(fields[.total] == "176.00")
        #expect(fields[.docType] == "tax_invoice_receipt")
        #expect(fields[.invoiceNumber] == "5521")
        #expect(fields[.paymentMethod] == "credit_card")
        #expect(fields[.phone] == "048521234")
    }

    @Test func fuelWithMaskedCard() {
        let extraction = extract("""
        דלק חברת הדלק לישראל בע"מ
        תחנת דלק גלילות
        עוסק מורשה 039337423
        חשבונית מס/קבלה 88112
        תאריך: 05/01/2025 07:55
        בנזין 95 35.20 ליטר x 7.26 | 255.55
        סה"כ לפני מע"מ | 216.57
        מע"מ 18% | 38.98
        סה"כ לתשלום | 255.55
        ויזה ****4821 | 255.55
        """)
        let fields = values(extraction)
        #expect(fields[.total] == "255.55")
        #expect(fields[.subtotal] == "216.57")
        #expect(fields[.vatAmount] == "38.98")
        #expect(fields[.cardLast4] == "4821")
        #expect(fields[.paymentMethod] == "credit_card")
        #expect(fields[.companyID] == "039337423")
        #expect(extraction.items.first?.unitPrice == "7.26")
    }

    @Test func aMaskedCardInAHebrewRowReadsItsDigitsFirst() {
        // The reading order of "****7731" drawn in a right-to-left row: a text layer's, and OCR's
        // (Tesseract's Hebrew reading gave "5795****" for "****5795" on a rescanned dev receipt).
        let document = SyntheticReceipt.document("סה\"כ לתשלום | 196.31\nאשראי | 196.31\nכרטיס 7731**** אישור: 0458812",
                                                 textSource: .textLayer)
        let fields = values(ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30")))
        #expect(fields[.cardLast4] == "7731")
        let scanned = SyntheticReceipt.document("סה\"כ לתשלום | 196.31\nאשראי | 196.31\nכרטיס 7731**** אישור: 0458812")
        #expect(values(ReceiptExtractor().extract(scanned, today: SyntheticReceipt.day("2025-06-30")))[.cardLast4] == "7731")
        // Not in a left-to-right row, where digits first are printed so ("7731**** REF").
        let latin = SyntheticReceipt.document("TOTAL | 196.31\nVISA | 196.31\nREF 7731****")
        #expect(values(ReceiptExtractor().extract(latin, today: SyntheticReceipt.day("2025-06-30")))[.cardLast4] == nil)
        let grouped = SyntheticReceipt.document("סה\"כ לתשלום | 295.68\nאשראי | 295.68\nכרטיס: 6042-XXXX-XXXX-XXXX",
                                                textSource: .textLayer)
        #expect(values(ReceiptExtractor().extract(grouped, today: SyntheticReceipt.day("2025-06-30")))[.cardLast4] == "6042")
    }

    @Test func instalmentsAreNotTheTotal() {
        let fields = values(extract("""
        מחסני חשמל בע"מ
        טל: 03-9001234
        חשבונית מס/קבלה 7781
        תאריך: 20/04/2025
        מקרר 4 דלתות | 6,490.00
        סה"כ לפני מע"מ | 5,500.00
        מע"מ 18% | 990.00
        סה"כ לתשלום | 6,490.00
        כרטיס אשראי XXXX-XXXX-XXXX-1234
        תשלומים: 12 | 540.83
        תשלום ראשון | 541.17
        """))
        #expect(fields[.total] == "6490.00")
        #expect(fields[.cardLast4] == "1234")
        #expect(fields[.phone] == "039001234")
    }

    @Test func billWithDueDateAndPreviousBalance() {
        let extraction = extract("""
        חברת החשמל לישראל בע"מ
        ח.פ 520000001
        חשבון תקופתי
        תאריך: 10/03/2025
        תקופת חשבון: 01/01/2025 - 28/02/2025
        יתרה קודמת | 300.00
        סה"כ לפני מע"מ | 400.00
        מע"מ 18% | 72.00
        סה"כ לתשלום | 472.00
        לתשלום עד: 31/03/2025
        """)
        let fields = values(extraction)
        #expect(fields[.date] == "2025-03-10")
        #expect(fields[.total] == "472.00")
        #expect(fields[.docType] == "bill")
        #expect(extraction.category == .fixedBills)
    }

    @Test func vatRateFollowsTheDate() throws {
        let valid2024 = extract("""
        סופר השכונה בע"מ
        תאריך: 15/12/2024
        סה"כ לפני מע"מ | 100.00
        מע"מ 17% | 17.00
        סה"כ לתשלום | 117.00
        """)
        #expect(valid2024.fields[.vatRate]?.value == "17")
        #expect(valid2024.fields[.vatRate]?.checks.contains("rate_valid_for_date") == true)

        let wrong2024 = extract("""
        סופר השכונה בע"מ
        תאריך: 15/12/2024
        סה"כ לפני מע"מ | 100.00
        מע"מ 18% | 18.00
        סה"כ לתשלום | 118.00
        """)
        let rate = try #require(wrong2024.fields[.vatRate])
        #expect(rate.value == "18" && rate.confidence <= ConfidenceModel.vetoCeiling)

        // A rate the document does not print is not reported, even when the amounts imply it.
        let unprinted = extract("""
        סופר השכונה בע"מ
        תאריך: 15/01/2025
        סה"כ לפני מע"מ | 200.00
        מע"מ | 36.00
        סה"כ לתשלום | 236.00
        """)
        #expect(unprinted.fields[.vatRate] == nil)
        #expect(unprinted.fields[.vatAmount]?.value == "36.00")
    }

    @Test func ocrQuirksAreTolerated() {
        let fields = values(extract("""
        קפה גרג
        תאריך: 01.05.25
        סח״כ לתשלום | ₪ 42.90
        אשראו | 42.90
        """))
        #expect(fields[.total] == "42.90")
        #expect(fields[.paymentMethod] == "credit_card")
        #expect(fields[.date] == "2025-05-01")
        #expect(fields[.currency] == "ILS")
    }

    @Test func missingTotalNeedsManualEntry() {
        let extraction = extract("""
        סופר השכונה בע"מ
        תאריך: 15/12/2024
        """)
        #expect(extraction.review == .manual)
    }

    @Test func textLayerSourceIsReported() {
        let document = SyntheticReceipt.document("סה\"כ לתשלום | 12.90", textSource: .textLayer)
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.source == .textLayer)
    }
}
