// The layout protocol and the registry of every layout the corpus uses.

/// What a layout needs to compose one document.
struct LayoutContext {
    let region: Region
    var rng: SplitMix64
    /// The document's own date.
    let date: CivilDate
    let fontFamily: String
    /// Page layouts only: compose a long document (many items).
    let long: Bool
    /// Page layouts only: split a long document over two pages instead of shrinking it onto one.
    /// Must not change which random numbers are drawn, so both forms carry the same content.
    let paginate: Bool

    /// "12:31", a plausible opening-hours time.
    mutating func time() -> String { "\(twoDigits(rng.int(8...21))):\(twoDigits(rng.int(0...59)))" }

    /// The Israeli rate on this date, UK 20%, or a US state's sales tax rate.
    mutating func taxRateMilliPercent() -> Int {
        switch region {
        case .israel: return date.israeliVATMilliPercent
        case .unitedKingdom: return 20_000
        case .unitedStates: return rng.pick([6_250, 8_250, 7_000, 8_875, 5_500, 6_000, 7_250])
        }
    }

    /// The currency mark this document prints next to totals.
    mutating func currencyMark() -> String {
        switch region {
        case .israel: return rng.pick(["₪", "ש\"ח", "₪", "NIS", "ש״ח"])
        case .unitedKingdom: return "£"
        case .unitedStates: return "$"
        }
    }
}

/// A family of documents with one visual structure (thermal receipt, A4 invoice, utility bill …).
protocol DocumentLayout: Sendable {
    /// The label's `layout`.
    var name: String { get }
    /// True for A4/letter pages (these may become two-page PDFs), false for thermal paper.
    var isPage: Bool { get }
    /// Composes one document: what is printed and, through `Sheet.show`, the label of it.
    func compose(_ context: inout LayoutContext) -> Sheet
}

/// Every layout, in the order the corpus plan cycles through them.
let allLayouts: [any DocumentLayout] = [
    ThermalReceiptLayout(), SupermarketLayout(), RestaurantLayout(), FuelLayout(), PharmacyLayout(),
    InvoiceLayout(), UtilityBillLayout(), OnlineOrderLayout(),
]

/// Thermal paper widths in pixels at 300 dpi: 54, 58, 68 and 80 mm rolls.
let thermalWidths = [640, 685, 800, 945]
/// A4 at 300 dpi.
let a4Size = (width: 2480, height: 3508)
