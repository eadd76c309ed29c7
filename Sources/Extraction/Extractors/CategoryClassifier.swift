// The expense category from vendor and item words: fixed bills (utilities, telecom, insurance),
// groceries (supermarkets, food), shopping (stores), else other.

import DocumentModel

enum CategoryClassifier {
    static let vocabulary: [(ExpenseCategory, KeywordSet)] = [
        (.fixedBills, KeywordSet(["חשמל", "חברת החשמל", "מים", "תאגיד מים", "ארנונה", "עירייה", "עיריית", "בזק", "הוט",
                                  "פרטנר", "סלקום", "גז", "אינטרנט", "ביטוח", "ELECTRICITY", "ELECTRIC", "WATER",
                                  "UTILITY", "UTILITIES", "TELECOM", "INTERNET", "BROADBAND", "INSURANCE", "COUNCIL TAX",
                                  "TNB", "TENAGA", "UNIFI", "TELEKOM", "MOBILE PLAN", "GAS BILL", "חשבון תקופתי"])),
        (.groceries, KeywordSet(["שופרסל", "רמי לוי", "ויקטורי", "יוחננוף", "מגה", "טיב טעם", "אושר עד", "חצי חינם",
                                 "יינות ביתן", "סופרמרקט", "מכולת", "חלב", "לחם", "ביצים", "גבינה", "עגבניות", "ירקות",
                                 "פירות", "עוף", "SUPERMARKET", "GROCERY", "GROCER", "MINIMARKET", "HYPERMARKET",
                                 "MINI MARKET", "PASARAYA", "MILK", "BREAD", "EGGS", "VEGETABLE", "FRUIT", "RICE",
                                 "SUGAR", "CHICKEN", "FRESH", "SAFEWAY", "TESCO", "GIANT", "AEON", "WALMART"])),
        (.shopping, KeywordSet(["חנות", "אופנה", "ביגוד", "נעליים", "אלקטרוניקה", "צעצועים", "ספרים", "כלי בית", "STORE",
                                "SHOP", "FASHION", "APPAREL", "ELECTRONICS", "HARDWARE", "BOOK", "BOOKS", "STATIONERY",
                                "TOYS", "FURNITURE", "BOUTIQUE", "DEPARTMENT", "GIFT", "MODELLING", "TRADING"])),
    ]

    static let examples: [(text: String, expected: ExpenseCategory)] = [
        ("חברת החשמל לישראל\nחשבון תקופתי", .fixedBills),
        ("שופרסל דיל\nחלב 3% | 6.90", .groceries),
        ("BOOK TA .K (TAMAN DAYA) SDN BHD\nKF MODELLING CLAY", .shopping),
        ("מסעדת הים\nשניצל | 58.00", .other),
    ]

    static func category(in context: ExtractionContext, businessName: String?, docType: String?) -> ExpenseCategory {
        var scores: [ExpenseCategory: Double] = [:]
        let nameTokens = TolerantText.tokens(businessName ?? "")
        for (category, words) in vocabulary {
            if words.matches(nameTokens) { scores[category, default: 0] += 3 }
            for row in context.rows where words.matches(row.tokens) { scores[category, default: 0] += 1 }
        }
        if docType == "bill" { scores[.fixedBills, default: 0] += 1 }
        // Ties go to the category listed first, so the answer never depends on dictionary order.
        let ranked = vocabulary.map(\.0).filter { scores[$0] != nil }.sorted { (scores[$0] ?? 0) > (scores[$1] ?? 0) }
        guard let best = ranked.first, (scores[best] ?? 0) >= 2 else { return .other }
        return best
    }
}
