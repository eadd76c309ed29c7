// The party check of `eval`: issuer fields read from the customer's block, and the customer's
// labelled number returned as the issuer's, are counted (both should be zero).

import DocumentModel
@testable import Evaluation
import Testing

@Suite struct PartyReportTests {
    private func sample(customer: String?, fields: [FieldName: (String, RegionRole?)]) -> EvaluationSample {
        var labelled: [FieldName: String] = [.companyID: "514756121"]
        labelled[.customerID] = customer
        var record = DocumentRecord(status: .ok, source: .init(path: "x"))
        for (field, (value, region)) in fields {
            record[field] = FieldValue(value: value, confidence: 0.95, page: 1, bbox: nil, source: .ocr, rule: "test",
                                       region: region)
        }
        return EvaluationSample(label: DocumentLabel(file: "x.png", fields: labelled), documentPath: "x.png",
                                record: record, seconds: 1)
    }

    @Test func issuerFieldsFromTheCustomerAreCounted() {
        let report = PartyReport.make([
            sample(customer: "522977743", fields: [.companyID: ("514756121", .issuerHeader), .phone: ("031234567", .issuerHeader)]),
            sample(customer: "522977743", fields: [.companyID: ("52-297774-3", .issuerHeader), .address: ("הרצל 1", .customer)]),
            // A total is no issuer field; a value without a region (typed, refined) is not judged.
            sample(customer: nil, fields: [.total: ("10.00", .customer), .businessName: ("סופר", nil)]),
        ])
        #expect(report.issuerFields == 4)
        #expect(report.fromCustomerBlock == 1)
        #expect(report.labelledCustomers == 2)
        #expect(report.customerNumberAsIssuers == 1)
    }
}
