// The explicit list of field extractors; a test checks every field has exactly one.

/// Every field extractor, in the order they run.
let allExtractors: [any FieldExtractor.Type] = [
    BusinessNameExtractor.self,
    DateExtractor.self,
    AddressExtractor.self,
    PhoneExtractor.self,
    CompanyIDExtractor.self,
    CustomerIDExtractor.self,
    InvoiceNumberExtractor.self,
    AllocationNumberExtractor.self,
    DocTypeExtractor.self,
    SubtotalExtractor.self,
    VATExtractor.self,
    TotalExtractor.self,
    CurrencyExtractor.self,
    PaymentMethodExtractor.self,
    CardLast4Extractor.self,
]
