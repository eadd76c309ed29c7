// The fields a bookkeeper needs, and what extraction says about each one.

/// Every field the product extracts. The raw values are the JSON keys of the output contract.
public enum FieldName: String, CaseIterable, Sendable, Codable, CodingKeyRepresentable, Hashable, Comparable {
    case businessName = "business_name"
    /// The issuer's registered name with its legal form ("האש הכחולה אחזקות בע\"מ"), when printed.
    case legalName = "legal_name"
    case date
    case address
    case phone
    case companyID = "company_id"
    case customerID = "customer_id"
    case invoiceNumber = "invoice_number"
    case allocationNumber = "allocation_number"
    case docType = "doc_type"
    case subtotal
    case vatRate = "vat_rate"
    case vatAmount = "vat_amount"
    case total
    case currency
    case paymentMethod = "payment_method"
    case cardLast4 = "card_last4"

    public static func < (lhs: FieldName, rhs: FieldName) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Whether a label that says `complete: true` speaks for this field: labels made before the field
    /// existed (`legal_name`, schema 2) say nothing of it, so its absence there is not a spurious value.
    public var isCoveredByCompleteLabels: Bool { self != .legalName }

    /// Fields whose values are money amounts ("844.96").
    public var isAmount: Bool { [.subtotal, .vatAmount, .total].contains(self) }

    /// Fields whose values are identifiers compared digit by digit.
    public var isDigits: Bool {
        [.phone, .companyID, .customerID, .allocationNumber, .cardLast4].contains(self)
    }

    /// The fields that decide whether a document can be filed without a person looking at it.
    public static let key: [FieldName] = [.total, .date, .vatAmount, .companyID, .cardLast4]
}

/// Where a field's value came from.
public enum FieldSource: String, Sendable, Codable, Hashable {
    case ocr
    case textLayer = "text_layer"
    case correction
    case refiner
    /// A number the second recogniser (PP-OCR) read where Tesseract's reading gave none or an unsure
    /// one (`--second-recogniser`).
    case secondRecogniser = "second_recogniser"
}

/// The part of the document a value was read from (`DocumentStructure`): a value a role expects
/// elsewhere (a total in the issuer's header, a name among the items) is less likely the right one.
public enum RegionRole: String, Sendable, Codable, Hashable, CaseIterable {
    /// The top of the first page: the issuer's name, address, phones and numbers.
    case issuerHeader = "issuer_header"
    /// The customer's block ("לכבוד", "Bill to", "Ship to"): never the issuer's.
    case customer
    /// The document's title, number and dates, and rows about the sale (table, cashier).
    case documentMeta = "document_meta"
    /// The item table, from its first item to the totals.
    case items
    /// Subtotal, discounts, VAT and total.
    case totals
    /// How it was paid: the method, the card, cash tendered and change.
    case payment
    /// What follows the totals and the payment.
    case footer
}

/// One extracted field: its normalised value with the evidence behind it.
public struct FieldValue: Sendable, Codable, Hashable {
    /// The normalised value: ISO date, plain decimal amount with two places, digits-only identifier.
    public var value: String
    /// Calibrated probability (0...1) that the value is right.
    public var confidence: Double
    public var page: Int
    public var bbox: BoundingBox?
    public var source: FieldSource
    /// The id of the rule that produced the value, e.g. `total.label_same_row`.
    public var rule: String
    /// Cross-checks the value passed, e.g. `check_digit`, `subtotal_plus_vat`.
    public var checks: [String]
    /// The region of the document the value was read from; nil for a value typed or refined, and in
    /// records written before regions were found.
    public var region: RegionRole?

    public init(value: String, confidence: Double, page: Int, bbox: BoundingBox?,
                source: FieldSource, rule: String, checks: [String] = [], region: RegionRole? = nil) {
        self.value = value; self.confidence = confidence; self.page = page; self.bbox = bbox
        self.source = source; self.rule = rule; self.checks = checks; self.region = region
    }
}

/// One purchased line.
public struct LineItem: Sendable, Codable, Hashable {
    public var description: String
    public var quantity: String?
    public var unitPrice: String?
    public var total: String
    public var confidence: Double?
    public var page: Int?
    public var bbox: BoundingBox?

    public init(description: String, quantity: String? = nil, unitPrice: String? = nil, total: String,
                confidence: Double? = nil, page: Int? = nil, bbox: BoundingBox? = nil) {
        self.description = description; self.quantity = quantity; self.unitPrice = unitPrice
        self.total = total; self.confidence = confidence; self.page = page; self.bbox = bbox
    }

    enum CodingKeys: String, CodingKey {
        case description, quantity, total, confidence, page, bbox
        case unitPrice = "unit_price"
    }

    /// Encodes the item with its confidence to three places, as fields print theirs (not
    /// `0.9154159545898437`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(description, forKey: .description)
        try container.encodeIfPresent(quantity, forKey: .quantity)
        try container.encodeIfPresent(unitPrice, forKey: .unitPrice)
        try container.encode(total, forKey: .total)
        try container.encodeIfPresent(confidence.map { ($0 * 1000).rounded() / 1000 }, forKey: .confidence)
        try container.encodeIfPresent(page, forKey: .page)
        try container.encodeIfPresent(bbox, forKey: .bbox)
    }
}

/// Whether a person needs to look at a document.
public enum ReviewStatus: String, Sendable, Codable, Hashable {
    /// Every present key field is confident: file it as it is.
    case auto
    /// Some field is uncertain: show it for review.
    case review
    /// The total or the date is missing or very uncertain: enter by hand.
    case manual
}

/// Expense category of a document, from vendor and item words.
public enum ExpenseCategory: String, Sendable, Codable, Hashable, CaseIterable {
    case fixedBills = "fixed_bills"
    case shopping
    case groceries
    case other
}

/// What extraction makes of a recognised document.
public struct Extraction: Sendable, Codable, Hashable {
    public var language: String
    public var fields: [FieldName: FieldValue]
    public var items: [LineItem]
    public var category: ExpenseCategory
    public var confidence: Double
    public var review: ReviewStatus
    public var warnings: [RecordWarning]

    public init(language: String, fields: [FieldName: FieldValue], items: [LineItem],
                category: ExpenseCategory, confidence: Double, review: ReviewStatus,
                warnings: [RecordWarning] = []) {
        self.language = language; self.fields = fields; self.items = items; self.category = category
        self.confidence = confidence; self.review = review; self.warnings = warnings
    }
}
