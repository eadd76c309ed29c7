// Whether the issuer's fields came from the issuer: an issuer field (name, registered name, address,
// phone, company number) read from the customer's block of the page, or the company number a label
// gives as the customer's (`customer_id`) returned as the issuer's. Both should be zero.

import DocumentModel

/// Issuer fields taken from the other party, over the documents with a record.
public struct PartyReport: Sendable, Codable, Hashable {
    /// Issuer fields emitted whose record says which region they were read from.
    public var issuerFields: Int
    /// Of those, fields read from the customer's block.
    public var fromCustomerBlock: Int
    /// Documents whose label gives the customer's number.
    public var labelledCustomers: Int
    /// Of those, documents whose issuer company number is the customer's.
    public var customerNumberAsIssuers: Int

    public init(issuerFields: Int, fromCustomerBlock: Int, labelledCustomers: Int, customerNumberAsIssuers: Int) {
        self.issuerFields = issuerFields; self.fromCustomerBlock = fromCustomerBlock
        self.labelledCustomers = labelledCustomers; self.customerNumberAsIssuers = customerNumberAsIssuers
    }

    enum CodingKeys: String, CodingKey {
        case issuerFields = "issuer_fields"
        case fromCustomerBlock = "from_customer_block"
        case labelledCustomers = "labelled_customers"
        case customerNumberAsIssuers = "customer_number_as_issuers"
    }

    private static func digits(_ text: String) -> String { String(text.filter { $0.isASCII && $0.isNumber }) }

    /// The fields that name or reach the issuer.
    static let issuerFieldNames: [FieldName] = [.businessName, .legalName, .address, .phone, .companyID]

    static func make(_ samples: [EvaluationSample]) -> PartyReport {
        var report = PartyReport(issuerFields: 0, fromCustomerBlock: 0, labelledCustomers: 0, customerNumberAsIssuers: 0)
        for sample in samples {
            guard let record = sample.successfulRecord else { continue }
            for field in issuerFieldNames {
                guard let region = record[field]?.region else { continue }
                report.issuerFields += 1
                if region == .customer { report.fromCustomerBlock += 1 }
            }
            guard let customer = sample.label[.customerID] else { continue }
            report.labelledCustomers += 1
            if let issuer = record[.companyID]?.value, digits(issuer) == digits(customer) {
                report.customerNumberAsIssuers += 1
            }
        }
        return report
    }
}
