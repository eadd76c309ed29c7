// `calibrate regions`' counts: each missed value the page's rows hold, at the row it begins on and
// that row's place in extraction's structure; of a held-out set, counts without a document named.

import DocumentModel
@testable import Evaluation
import Testing

@Suite struct MissedValuePlacesTests {
    static let rows = [
        StructureRow(text: "BLUE TRATTORIA", region: .issuerHeader, inCustomerBlock: false, inHeader: true),
        StructureRow(text: "Bill to:", region: .customer, inCustomerBlock: true, inHeader: true),
        StructureRow(text: "Ironwood Engineering", region: .customer, inCustomerBlock: true, inHeader: true),
        StructureRow(text: "119 Mill Lane, Cardiff CF10 1FL", region: .customer, inCustomerBlock: true, inHeader: true),
        StructureRow(text: "", region: nil, inCustomerBlock: false, inHeader: false),
        StructureRow(text: "Invoice No. 4471", region: .documentMeta, inCustomerBlock: false, inHeader: false),
        StructureRow(text: "TOTAL 27.00", region: .totals, inCustomerBlock: false, inHeader: false),
    ]
    static let label = DocumentLabel(file: "doc_0001.png", fields: [
        .businessName: "BLUE TRATTORIA", .address: "119 Mill Lane, Cardiff CF10 1FL",
        .invoiceNumber: "4471", .total: "27.00", .phone: "029 2034 5678",
    ])

    @Test func aMissedValueReadIsCountedAtTheRowItBeginsOn() {
        var places = MissedValuePlaces()
        // The name and the total were given right; the address was missed though its rows hold it (in
        // the customer's block), the invoice number given wrong, the phone not read at all.
        places.add(document: "doc_0001", label: Self.label,
                   given: ["business_name": "BLUE TRATTORIA", "total": "27.00", "invoice_number": "4417"], rows: Self.rows)
        #expect(places.counts[.address] == ["customer, customer block, header zone": 1])
        #expect(places.counts[.invoiceNumber] == ["document_meta": 1])
        #expect(places.counts[.businessName] == nil && places.counts[.total] == nil && places.counts[.phone] == nil)
        #expect(places.listed.sorted() == ["doc_0001 address: row 3 (customer, customer block, header zone)",
                                           "doc_0001 invoice_number: row 5 (document_meta)"])
    }

    @Test func aHeldOutSetIsToldByCountsAlone() {
        var places = MissedValuePlaces()
        places.add(document: "doc_0001", label: Self.label, given: [:], rows: Self.rows)
        places.add(document: "doc_0002", label: Self.label, given: [:], rows: Self.rows)
        places.passOver(document: "doc_0003")
        let held = places.report(heldOut: true)
        #expect(held.contains("total              2  totals"))
        #expect(held.contains("1 documents passed over"))
        #expect(!held.contains("doc_000"))
        let studied = places.report(heldOut: false)
        #expect(studied.contains("doc_0002 total: row 6 (totals)") && studied.contains("(doc_0003)"))
    }
}
