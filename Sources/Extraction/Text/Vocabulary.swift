// Keyword sets more than one extractor needs: money rows that are not the total, date labels.

enum Vocabulary {
    /// Rows whose amount was handed over or given back, not charged.
    static let tendered = KeywordSet(["עודף", "מזומן", "שולם", "התקבל", "נתקבל", "CHANGE", "CASH", "TENDERED",
                                      "PAID", "PAYMENT", "RECEIVED", "CHANGE DUE", "Rückgeld", "Gegeben"])
    /// Savings and discounts.
    static let savings = KeywordSet(["חיסכון", "חסכון", "הנחה", "הנחות", "הנחת", "מבצע", "SAVING", "SAVINGS", "YOU SAVED",
                                     "DISCOUNT"])
    /// Balances and instalments.
    static let balances = KeywordSet(["יתרה", "יתרה קודמת", "תשלומים", "תשלום ראשון", "תשלומים נוספים",
                                      "PREVIOUS BALANCE", "BALANCE B/F", "INSTALMENT", "INSTALLMENT"])
    /// Totals before tax, and counts.
    static let beforeTax = KeywordSet(["לפני מע\"מ", "ללא מע\"מ", "חייב במע\"מ", "פטור ממע\"מ", "SUBTOTAL", "SUB TOTAL",
                                       "SUB-TOTAL", "EXCL", "EXCLUDING", "EXCLUSIVE", "BEFORE TAX", "BEFORE VAT",
                                       "BEFORE GST", "NET OF", "W/O GST", "סכום ביניים", "ביניים"])
    static let counts = KeywordSet(["QTY", "QUANTITY", "TOTAL ITEMS", "ITEM COUNT", "NO OF ITEMS", "TOTAL QTY",
                                    "פריטים", "כמות", "מס' פריטים", "ITEMS"])
    /// Tax words (a tax row unless "including" says the amount contains it).
    static let tax = KeywordSet(["מע\"מ", "VAT", "GST", "TAX", "SST", "MwSt", "USt"])
    static let including = KeywordSet(["כולל", "INCL", "INCLUSIVE", "INCLUDING", "INC", "INCLUDED", "inkl"])
    /// Cards that pay for nothing: a garage's job card, a loyalty or membership card.
    static let nonPaymentCards = KeywordSet.withYodMisreadings([
        "כרטיס עבודה", "כרטיס מועדון", "כרטיס לקוח", "כרטיס חבר", "כרטיס נאמנות", "JOB CARD", "LOYALTY CARD",
        "MEMBER CARD", "MEMBERSHIP CARD", "CLUB CARD", "REWARDS CARD"])
    /// Captions of the line that says how the document was paid ("אמצעי תשלום: Google Pay",
    /// "Payment method: Visa"): the method named there is the payment's, whatever else the page shows
    /// (the card a wallet paid through, a cash drawer's words).
    static let paymentCaptions = KeywordSet.withYodMisreadings([
        "אמצעי תשלום", "אמצעי התשלום", "אופן תשלום", "אופן התשלום", "סוג תשלום", "PAYMENT METHOD", "METHOD OF PAYMENT",
        "PAYMENT TYPE", "PAYMENT MODE", "MODE OF PAYMENT", "PAID BY", "PAID WITH", "PAID VIA", "TENDER TYPE"])
    /// Date labels.
    static let dateLabels = KeywordSet(["תאריך", "תאריך חשבונית", "תאריך מסמך", "תאריך הפקה", "DATE", "DATED",
                                        "INVOICE DATE", "DT", "Datum"])
    /// Dates that are not the document's own.
    static let otherDates = KeywordSet(["לתשלום עד", "תאריך אחרון", "תאריך פירעון", "מועד תשלום", "הדפסה",
                                        "תאריך הדפסה", "אספקה", "תאריך אספקה", "תקופת", "תקופה", "מתאריך",
                                        "עד תאריך", "תוקף", "תאריך ערך", "DUE", "DUE DATE", "PAY BY", "PRINTED",
                                        "PRINT DATE", "DELIVERY", "PERIOD", "VALID", "EXPIRY", "EXPIRES", "EXP",
                                        "FROM", "BILLING PERIOD", "ISSUE DATE OF", "לידה", "תאריך לתשלום",
                                        "תאריך משלוח", "משלוח", "הודפס", "נדפס", "העתק הודפס", "תאריך יעד",
                                        "SHIPPED", "SHIPPING DATE", "DISPATCH DATE", "DISPATCHED",
                                        // A car's entry to the garage, a guest's stay.
                                        "תאריך כניסה", "כניסה", "יציאה", "תאריך הגעה", "תאריך עזיבה", "CHECK IN",
                                        "CHECK-IN", "CHECK OUT", "CHECK-OUT", "ARRIVAL", "DEPARTURE"])
}
