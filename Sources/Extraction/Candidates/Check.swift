// The cross-checks a candidate passes or fails: what each one asks, whether its failure vetoes the
// value (caps its confidence), and whether it is amount arithmetic (the only confirmation a
// conjectured amount can have). A record lists the checks a field passed by their raw values.

/// One check a candidate's value can pass or fail.
enum Check: String, Sendable, CaseIterable, Comparable {
    /// An Israeli company, dealer or customer number whose check digit holds (ח.פ / ע.מ).
    case checkDigit = "check_digit"
    /// An IBAN-style mod-97 check of a European VAT number.
    case mod97
    /// A European VAT number's own check digits.
    case vatCheckDigits = "vat_check_digits"
    /// An Indian GSTIN's check character.
    case gstinCheck = "gstin_check"
    /// An allocation number of nine digits.
    case nineDigits = "nine_digits"
    /// A masked card number printed in one of the usual masks ("**** 1234", "XXXX-1234").
    case maskedPattern = "masked_pattern"
    /// An Israeli phone number of a valid length and prefix.
    case israeliPhoneFormat = "israeli_phone_format"
    /// A real date, not after today.
    case realPastDate = "real_past_date"
    /// A date read as printed: fails when a misread digit had to be undone from the text.
    case digitsAsRead = "digits_as_read"
    /// The document's dates agree (fails for a date contradicted by another reading of it).
    case datesAgree = "dates_agree"
    /// The year of an Israeli date fits the VAT rate the document prints and its amounts imply.
    case yearFitsVATRate = "year_fits_vat_rate"
    /// Subtotal + VAT = total.
    case subtotalPlusVAT = "subtotal_plus_vat"
    /// A subtotal not above the total (fails otherwise).
    case subtotalAtMostTotal = "subtotal_at_most_total"
    /// VAT at the printed or the standard rate of the subtotal.
    case vatMatchesRate = "vat_matches_rate"
    /// The VAT rate in force on the document's date.
    case rateValidForDate = "rate_valid_for_date"
    /// The country's standard VAT rate.
    case standardRate = "standard_rate"
    /// Cash tendered minus change = total.
    case tenderedMinusChange = "tendered_minus_change"
    /// The items add up to the total.
    case itemsSum = "items_sum"
    /// The tax summary's net + tax is the total (see `Layout.taxSummaryLines`).
    case taxSummary = "tax_summary"
    /// A subtotal equal to the total (nothing added on top).
    case equalsTotal = "equals_total"
    /// The value is a second, digits-only reading of its box (see `AmountRepair`).
    case digitsReread = "digits_reread"
    /// The value's print cut out and read again on its own says the same (fails for an amount read
    /// alone as another amount of its shape, and for a date two re-readings both read as one other date).
    case digitsConfirmed = "digits_confirmed"
    /// Two readings of an identifier's print are one reading (fails for a document number whose
    /// digits-only re-reading is another number altogether: which is right, nothing tells).
    case readingsAgree = "readings_agree"
    /// The rows of a name or an address cut out and read again as lines say the same words.
    case textConfirmed = "text_confirmed"
    /// A value a user typed (`correct`) is well formed for its field.
    case format
    /// A typed amount is among the consistent set the amount arithmetic keeps.
    case amountsConsistent = "amounts_consistent"

    /// Checks whose failure means the value cannot be trusted whatever else says. `digitsConfirmed`
    /// fails only for an amount or a date that re-reading read as one other value of its shape
    /// (`ReadingConfirmation`): the print is ambiguous whichever reading is right.
    var isVeto: Bool {
        switch self {
        case .checkDigit, .mod97, .rateValidForDate, .nineDigits, .vatCheckDigits, .gstinCheck, .datesAgree,
             .digitsConfirmed, .readingsAgree:
            true
        default:
            false
        }
    }

    /// The checks between amounts that can confirm a conjecture.
    var isArithmetic: Bool {
        switch self {
        case .subtotalPlusVAT, .vatMatchesRate, .tenderedMinusChange, .itemsSum, .taxSummary: true
        default: false
        }
    }

    /// Whether passing the check ranks a candidate above others. A second reading of the digits says
    /// the value was read, not that it is the field's: a value re-read ranks no higher than one read
    /// right the first time ("דפס בתאריך: 15/03" re-read in a footer against "תאריך 12.03.2026" in the
    /// header); it is still evidence for the confidence model.
    var ranks: Bool { self != .digitsReread }

    /// By raw value, the order a record lists checks in.
    static func < (lhs: Check, rhs: Check) -> Bool { lhs.rawValue < rhs.rawValue }
}
