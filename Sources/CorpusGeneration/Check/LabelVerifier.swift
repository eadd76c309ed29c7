// Checks a label against the text drawn on its document: every value printed, sums adding up.

import DocumentModel

/// The self-check's pure part. It does not trust the layouts: each labelled value is turned into
/// its possible printed forms independently and looked for in the drawn text.
public enum LabelVerifier {
    /// Every problem found: values not printed, sums that do not add up, shown fields not labelled.
    public static func problems(_ label: DocumentLabel, drawn: [String]) -> [String] {
        printingProblems(label, drawn: drawn) + arithmeticProblems(label) + missingFields(label, drawn: drawn)
    }

    // MARK: Printed

    static func printingProblems(_ label: DocumentLabel, drawn: [String]) -> [String] {
        var problems: [String] = []
        let digitLines = drawn.map(joinedDigitGroups)
        for field in FieldName.allCases {
            guard let value = label[field] else { continue }
            let printed: Bool
            switch field {
            case .phone, .companyID, .customerID, .allocationNumber, .cardLast4:
                printed = digitLines.contains { $0.contains(value) }
            case .subtotal, .vatAmount, .total:
                printed = amountForms(value).contains { form in drawn.contains { $0.contains(form) } }
            case .date:
                printed = dateForms(value).contains { form in drawn.contains { $0.contains(form) } }
            case .vatRate:
                printed = drawn.contains { $0.contains(value + "%") }
            case .address:
                printed = value.components(separatedBy: ", ").allSatisfy { part in drawn.contains { $0.contains(part) } }
            case .currency:
                printed = (currencyMarks[value] ?? []).contains { mark in drawn.contains { $0.contains(mark) } }
            case .docType:
                // A paid slip without a title is a receipt (DocumentComposer): no type word is printed.
                let untitledReceipt = value == DocumentTitle.receipt.docType && label[.paymentMethod] != nil
                    && !docTypeWords.values.joined().contains { word in drawn.contains { $0.contains(word) } }
                printed = untitledReceipt || (docTypeWords[value] ?? []).contains { word in drawn.contains { $0.contains(word) } }
            case .paymentMethod:
                printed = (paymentWords[value] ?? []).contains { word in drawn.contains { $0.contains(word) } }
            case .businessName, .legalName, .invoiceNumber:
                printed = drawn.contains { $0.contains(value) }
            }
            if !printed { problems.append("\(field.rawValue) \"\(value)\" is not printed") }
        }
        for item in label.items ?? [] {
            let printedAmount = { (value: String) in amountForms(value).contains { form in drawn.contains { $0.contains(form) } } }
            if !drawn.contains(where: { $0.contains(item.description) }) {
                problems.append("item \"\(item.description)\" is not printed")
            }
            if !printedAmount(item.total) { problems.append("item \"\(item.description)\": total \(item.total) is not printed") }
            if let unit = item.unitPrice, !printedAmount(unit) {
                problems.append("item \"\(item.description)\": unit price \(unit) is not printed")
            }
            if let quantity = item.quantity, !drawn.contains(where: { $0.contains(quantity) }) {
                problems.append("item \"\(item.description)\": quantity \(quantity) is not printed")
            }
        }
        return problems
    }

    /// "1234.56" is printed as "1234.56" or "1,234.56".
    static func amountForms(_ value: String) -> [String] {
        guard let cents = cents(value) else { return [value] }
        return [Money(cents: cents).plain, Money(cents: cents).grouped]
    }

    static func dateForms(_ iso: String) -> [String] {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return [iso] }
        let date = CivilDate(year: parts[0], month: parts[1], day: parts[2])
        return DateStyle.allCases.map { $0.format(date) }
    }

    /// Removes the separators printed between digit groups (spaces, hyphens, parentheses), so
    /// "51-475612-3", "51 475 6123" and "(608) 267-9087" read as their digits.
    static func joinedDigitGroups(_ line: String) -> String {
        let characters = Array(line)
        let separators: Set<Character> = [" ", "-", "(", ")"]
        var result = ""
        var index = 0
        while index < characters.count {
            var end = index
            while end < characters.count, separators.contains(characters[end]) { end += 1 }
            let run = end - index
            if run > 0, run <= 2, index > 0, end < characters.count,
               characters[index - 1].isASCIIDigit, characters[end].isASCIIDigit {
                index = end
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    static let currencyMarks = ["ILS": ["₪", "ש\"ח", "ש״ח", "NIS"], "USD": ["$"], "GBP": ["£"], "EUR": ["€"]]
    static let docTypeWords = [
        "tax_invoice": ["חשבונית מס", "TAX INVOICE", "VAT INVOICE"], "tax_invoice_receipt": ["חשבונית מס/קבלה", "חשבונית מס קבלה", "TAX INVOICE/RECEIPT"],
        "receipt": ["קבלה", "RECEIPT"], "bill": ["חשבון", "STATEMENT", "BILL"], "invoice": ["INVOICE", "חשבון עסקה"],
    ]
    static let paymentWords = [
        "credit_card": ["אשראי", "ויזה", "VISA", "Visa", "MASTERCARD", "AMEX", "DISCOVER", "Card", "card"],
        "cash": ["מזומן", "Cash", "CASH"], "bank_transfer": ["העברה בנקאית", "בבנק", "bank transfer", "Direct Debit"],
        "check": ["צ'ק", "Cheque", "Check"], "digital_wallet": ["ביט", "פייבוקס", "Apple Pay", "Google Pay", "PayPal"],
    ]

    // MARK: Arithmetic

    /// Items add up to the subtotal or the total; subtotal + tax = total; tax ≈ subtotal × rate;
    /// quantity × unit price = line total.
    public static func arithmeticProblems(_ label: DocumentLabel) -> [String] {
        var problems: [String] = []
        let subtotal = label[.subtotal].flatMap(cents), tax = label[.vatAmount].flatMap(cents)
        let total = label[.total].flatMap(cents)
        if let items = label.items {
            let sum = items.compactMap { cents($0.total) }.reduce(0, +)
            if sum != subtotal && sum != total {
                problems.append("items add up to \(Money(cents: sum).plain), neither subtotal nor total")
            }
            for item in items {
                guard let quantity = item.quantity.flatMap(thousandths), let unit = item.unitPrice.flatMap(cents),
                      let lineTotal = cents(item.total) else { continue }
                if Quantity(thousandths: quantity).times(Money(cents: unit)).cents != lineTotal {
                    problems.append("item \"\(item.description)\": \(item.quantity ?? "") x \(item.unitPrice ?? "") != \(item.total)")
                }
            }
        }
        if let subtotal, let tax, let total, subtotal + tax != total {
            problems.append("subtotal + vat_amount != total")
        }
        if let subtotal, let tax, let rate = label[.vatRate].flatMap(thousandths) {
            let expected = Money(cents: subtotal).percentage(milliPercent: rate).cents
            if abs(expected - tax) > 1 { problems.append("vat_amount \(Money(cents: tax).plain) is not subtotal x \(label[.vatRate] ?? "")%") }
        }
        return problems
    }

    static func cents(_ text: String) -> Int? { scaled(text, places: 2) }
    static func thousandths(_ text: String) -> Int? { scaled(text, places: 3) }

    /// A plain decimal as an integer with `places` decimals; nil for anything else.
    private static func scaled(_ text: String, places: Int) -> Int? {
        let negative = text.hasPrefix("-")
        let body = negative ? String(text.dropFirst()) : text
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = Int(parts[0]) else { return nil }
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.count <= places, fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        while fraction.count < places { fraction += "0" }
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let value = whole * scale + (Int(fraction) ?? 0)
        return negative ? -value : value
    }

    // MARK: Completeness

    /// Fields the drawn text visibly carries but the label lacks (labels must be complete).
    public static func missingFields(_ label: DocumentLabel, drawn: [String]) -> [String] {
        let text = drawn.joined(separator: "\n")
        var required: [FieldName] = [.businessName, .date, .total, .address, .phone]
        if label.language == "he" { required.append(.companyID) }
        if text.contains("מספר הקצאה") { required.append(.allocationNumber) }
        if text.contains("לכבוד:\n") || text.contains("Bill to:") { required.append(.customerID) }
        let cardMarks = ["****", "XXXX", "xxxx-", "ending in", "ending ", "המסתיים ב", "ספרות אחרונות", "מס' כרטיס"]
        if cardMarks.contains(where: text.contains) { required.append(.cardLast4) }
        if ["₪", "ש\"ח", "ש״ח", "NIS", "$", "£"].contains(where: text.contains) { required.append(.currency) }
        let rateWords = ["מע\"מ ", "VAT ", "TAX ", "Sales Tax "]
        if drawn.contains(where: { line in rateWords.contains { line.hasPrefix($0) || line.contains("  " + $0) } && line.contains("%") }) {
            required.append(.vatRate)
        }
        return required.filter { label[$0] == nil }.map { "\($0.rawValue) is printed but not labelled" }
    }
}
