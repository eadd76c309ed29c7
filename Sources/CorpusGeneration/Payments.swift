// How a document was paid, and the payment block each region prints (with its distractors).

import DocumentModel

/// The payment a document records.
struct Payment: Sendable {
    enum Method: String, Sendable { case card = "credit_card", cash, bankTransfer = "bank_transfer", check, wallet = "digital_wallet" }
    var method: Method
    /// The word printed for the method or card brand: "ויזה", "VISA", "ביט", "Apple Pay".
    var brand: String
    var last4: String?
    var tendered: Money?
    var instalments: Int?
    var reference: String

    /// A consumer payment at a till: mostly cards, some cash, some wallets.
    static func atTill(region: Region, total: Money, rng: inout SplitMix64) -> Payment {
        let roll = rng.double(0...1)
        let reference = rng.digits(6)
        if roll < 0.58 {
            let brands = region.isHebrew ? ["ויזה", "VISA", "מאסטרקארד", "ישראכרט", "אמריקן אקספרס", "MAX", "כאל", "דיינרס"]
                                         : ["VISA", "MASTERCARD", "AMEX", "DISCOVER", "Visa Debit"]
            let instalments = region.isHebrew && total.cents > 30_000 && rng.chance(0.35) ? rng.int(2...6) : nil
            return Payment(method: .card, brand: rng.pick(brands), last4: rng.digits(4), tendered: nil,
                           instalments: instalments, reference: reference)
        }
        if roll < 0.86 {
            let steps = [2_000, 5_000, 10_000, 20_000]
            let step = steps.first { $0 > total.cents / 2 } ?? 20_000
            let tendered = Money(cents: (total.cents / step + 1) * step)
            return Payment(method: .cash, brand: region.isHebrew ? "מזומן" : "CASH", last4: nil, tendered: tendered,
                           instalments: nil, reference: reference)
        }
        let wallets = region.isHebrew ? ["ביט", "פייבוקס", "Apple Pay", "Google Pay"] : ["Apple Pay", "Google Pay", "PayPal"]
        return Payment(method: .wallet, brand: rng.pick(wallets), last4: nil, tendered: nil, instalments: nil,
                       reference: reference)
    }

    /// A payment of an invoice or a bill: transfer, cheque, standing order on a card.
    static func onAccount(region: Region, rng: inout SplitMix64) -> Payment {
        let roll = rng.int(0...2)
        let reference = rng.digits(7)
        switch roll {
        case 0: return Payment(method: .bankTransfer, brand: region.isHebrew ? "העברה בנקאית" : "Bank transfer",
                               last4: nil, tendered: nil, instalments: nil, reference: reference)
        case 1: return Payment(method: .check, brand: region.isHebrew ? "צ'ק" : (region == .unitedKingdom ? "Cheque" : "Check"),
                               last4: nil, tendered: nil, instalments: nil, reference: reference)
        default: return Payment(method: .card, brand: region.isHebrew ? "ויזה" : "VISA", last4: rng.digits(4),
                                tendered: nil, instalments: nil, reference: reference)
        }
    }
}

extension Sheet {
    /// Prints the payment block and shows `payment_method` and `card_last4`; cash prints tendered and
    /// change, card payments may print instalments and an approval number (all distractors).
    mutating func payment(_ payment: Payment, total: Money, rng: inout SplitMix64) {
        show(.paymentMethod, payment.method.rawValue)
        if region.isHebrew { hebrewPayment(payment, total: total, rng: &rng) } else { englishPayment(payment, total: total, rng: &rng) }
    }

    private mutating func hebrewPayment(_ payment: Payment, total: Money, rng: inout SplitMix64) {
        switch payment.method {
        case .card:
            pair("אשראי " + payment.brand, total.plain)
            if let last4 = payment.last4 {
                text(rng.pick(["****\(last4)", "XXXX-XXXX-XXXX-\(last4)", "xxxx-\(last4)", "כרטיס המסתיים ב-\(last4)",
                               "4 ספרות אחרונות: \(last4)", "מס' כרטיס: \(last4)"]))
                show(.cardLast4, last4)
            }
            if let count = payment.instalments {
                let later = Money(cents: total.cents / count)
                let first = total - Money(cents: later.cents * (count - 1))
                text("תשלומים: \(count)")
                pair("תשלום ראשון", first.plain)
                pair("תשלומים נוספים", later.plain)
            }
            text("מס' אישור: \(payment.reference)", scale: 0.9)
        case .cash:
            let tendered = payment.tendered ?? total
            pair("מזומן", tendered.plain)
            if tendered != total { pair("עודף", (tendered - total).plain) }
        case .wallet:
            pair("שולם ב" + payment.brand, total.plain)
            text("אסמכתא: \(payment.reference)", scale: 0.9)
        case .bankTransfer:
            pair("שולם בהעברה בנקאית", total.plain)
            text("אסמכתא: \(payment.reference)", scale: 0.9)
        case .check:
            pair("צ'ק מס' \(payment.reference)", total.plain)
        }
    }

    private mutating func englishPayment(_ payment: Payment, total: Money, rng: inout SplitMix64) {
        switch payment.method {
        case .card:
            if let last4 = payment.last4 {
                pair(rng.pick(["\(payment.brand) ****\(last4)", "\(payment.brand) ending in \(last4)",
                               "Card: XXXX XXXX XXXX \(last4)", "\(payment.brand) ************\(last4)"]), total.plain)
                show(.cardLast4, last4)
            }
            text("Auth code: \(payment.reference)", scale: 0.9)
        case .cash:
            let tendered = payment.tendered ?? total
            pair("Cash", tendered.plain)
            pair("Change", (tendered - total).plain)
        case .wallet:
            pair("Paid by \(payment.brand)", total.plain)
        case .bankTransfer:
            pair("Paid by bank transfer", total.plain)
            text("Ref: \(payment.reference)", scale: 0.9)
        case .check:
            pair("\(payment.brand) #\(payment.reference)", total.plain)
        }
    }
}
