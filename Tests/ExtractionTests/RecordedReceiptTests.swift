// Extraction over real recorded Tesseract output (SROIE and WildReceipt receipts, recorded with
// scripts/record-ocr.py): per-field accuracy against the published labels must not fall below the
// floors, and every extracted field must carry its evidence.

import DocumentModel
@testable import Extraction
import Foundation
import Testing

@Suite struct RecordedReceiptTests {
    /// Expected values from the datasets' labels (SROIE, WildReceipt).
    static let expected: [(fixture: String, fields: [FieldName: String])] = [
        ("sroie/X00016469612", [.businessName: "BOOK TA .K (TAMAN DAYA) SDN BHD", .date: "2018-12-25", .address: "NO.53 55,57 & 59, JALAN SAGU 18, TAMAN DAYA, 81100 JOHOR BAHRU, JOHOR.", .total: "9.00"]),
        ("sroie/X00016469676", [.businessName: "S.H.H. MOTOR (SUNGAI RENGIT) SDN. BHD.", .date: "2019-01-23", .address: "NO. 343, JALAN KURAU, SUNGAI RENGIT, 81620 PENGERANG, JOHOR.", .total: "20.00"]),
        ("sroie/X51005301667", [.businessName: "LIGHTROOM GALLERY SDN BHD", .date: "2017-11-20", .address: "NO: 28, JALAN ASTANA 1C, BANDAR BUKIT RAJA, 41050 KLANG SELANGOR D.E, MALAYSIA", .total: "39.80"]),
        ("sroie/X51005361900", [.businessName: "TEO HENG STATIONERY & BOOKS", .date: "2018-01-23", .address: "NO.53,JALAN BESAR,45600 BATANG BERJUNTAI SELANGOR DARUL EHSAN", .total: "18.00"]),
        ("sroie/X51005433494", [.businessName: "AEON CO. (M) BHD", .date: "2018-03-06", .address: "3RD FLR, AEON TAMAN MALURI SD JLN JEJAKA, TAMAN MALURI CHERAS, 55100 KUALA LUMPUR", .total: "75.00"]),
        ("sroie/X51005441407", [.businessName: "TASTE OF THE WORLD SDN BHD", .date: "2018-03-05", .address: "LOT 38, 39 101 BOULEVARD, JALAN KENARI 5, BANDAR PUCHONG JAYA, 47170 PUCHONG, SELANGOR", .total: "64.15"]),
        ("sroie/X51005442346", [.businessName: "PERNIAGAAN ZHENG HUI", .date: "2018-03-15", .address: "NO.59 JALAN PERMAS 9/5 BANDAR BARU PERMAS JAYA 81750 JOHOR BAHRU", .total: "8.00"]),
        ("sroie/X51005442392", [.businessName: "UNIHAKKA INTERNATIONAL SDN BHD", .date: "2018-03-29", .address: "12 JALAN TAMPOI 7/4,KAWASAN PERINDUSTRIAN TAMPOI,81200 JOHOR BAHRU,JOHOR", .total: "$7.10"]),
        ("sroie/X51005447850", [.businessName: "PASARAYA BORONG PINTAR SDN BHD", .date: "2018-03-04", .address: "NO 19-G& 19-1& 19-2 JALAN TASIK UTAMA 4, MEDAN NIAGA TASIK DAMAI", .total: "3.20"]),
        ("sroie/X51005568827", [.businessName: "BANH MI CAFE SDN BHD", .date: "2017-10-29", .address: "NO,1 JALAN PUTERI 7/10 BANDAR PUTERI, 47100 PUCHONG SELANGOR, MALAYSIA", .total: "23.25"]),
        ("sroie/X51005568900", [.businessName: "MR. D.I.Y. SDN BHD", .date: "2017-12-28", .address: "LOT 1851-A & 1851-B, JALAN KPB 6, KAWASAN PERINDUSTRIAN BALAKONG, 43300 SERI KEMBANGAN, SELANGOR", .total: "9.90"]),
        ("sroie/X51005605284", [.businessName: "ADVANCO COMPANY", .date: "2018-03-23", .address: "NO 1&3, JALAN WANGSA DELIMA 12, WANGSA LINK, WANGSA MAJU, 53300 KUALA LUMPUR", .total: "83.00"]),
        ("sroie/X51005663273", [.businessName: "SYARIKAT PERNIAGAAN GIN KEE", .date: "2017-12-04", .address: "NO 290, JALAN AIR PANAS. SETAPAK, 53200, KUALA LUMPUR", .total: "47.70"]),
        ("sroie/X51005663311", [.businessName: "LIM SENG THO HARDWARE TRADING", .date: "2018-02-09", .address: "NO 7, SIMPANG OFF BATU VILLAGE, JALAN IPOH BATU 5, 51200 KUALA LUMPUR MALAYSIA", .total: "7.00"]),
        ("sroie/X51005676541", [.businessName: "SYARIKAT PERNIAGAAN GIN KEE", .date: "2018-01-03", .address: "NO 290, JALAN AIR PANAS, SETAPAK, 53200, KUALA LUMPUR.", .total: "94.87"]),
        ("sroie/X51005677331", [.businessName: "SYARIKAT PERNIAGAAN GIN KEE", .date: "2018-02-03", .address: "NO 290, JALAN AIR PANAS, SETAPAK, 53200, KUALA LUMPUR.", .total: "60.95"]),
        ("sroie/X51005705760", [.businessName: "TRI SHAAS SDN BHD", .date: "2017-08-10", .address: "4-20, JALAN RIA 25/62 TAMAN SRI MUDA SEKSYEN 25, 40400 SHAH ALAM SELANGOR", .total: "21.40"]),
        ("sroie/X51005711447", [.businessName: "RESTORAN WAN SHENG", .date: "2018-03-14", .address: "NO.2, JALAN TEMENGGUNG 19/9, SEKSYEN 9, BANDAR MAHKOTA CHERAS, 43200 CHERAS, SELANGOR", .total: "2.30"]),
        ("sroie/X51005719814", [.businessName: "TK DIVISION KITCHEN SDN BHD", .date: "2018-01-17", .address: "19-1. JALAN MALINJA 2, TAMAN BUNGA RAYA, 53100 SETAPAK, KUALA LUMPUR.", .total: "RM 29.70"]),
        ("sroie/X51005719902", [.businessName: "KING'S CONFECTIONERY S/B", .date: "2018-03-11", .address: "NO.41, JALAN SERI BINTANG 2 TAMAN SRI BINTANG, 52100 KUALA LUMPUR.", .total: "25.15"]),
        ("wildreceipt/845be0dd6f5b0486", [.businessName: "CHOEUN KOREANRESTAURANT", .address: "2621ORANGETHORPEAVE,FULLERTON.", .total: "$60.44", .date: "2016-12-30"]),
        ("wildreceipt/d5de7f2a20751e50", [.businessName: "SAFEWAY"]),
        ("wildreceipt/f4bb5ce76d2bc39f", [.businessName: "Walmart", .address: "Calgary,Alberta", .total: "$89.09", .date: "2017-12-22"]),
        ("wildreceipt/f6b397503d692877", [.businessName: "ILIO'S Restaurant", .address: "BretonischerRing7 85630Grasbrunn", .total: "Eur154,40", .date: "2013-07-10"]),
    ]

    /// The lowest accuracy each field may fall to on these recordings (measured, then rounded down).
    static let floors: [FieldName: Double] = [.total: 0.55, .date: 0.85, .businessName: 0.5, .address: 0.65]

    static func document(_ fixture: String) throws -> RecognizedDocument {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(fixture)", withExtension: "json"))
        return try Recordings.document(at: url)
    }

    @Test func accuracyStaysAboveFloors() throws {
        var right: [FieldName: Int] = [:], total: [FieldName: Int] = [:]
        for (fixture, fields) in Self.expected {
            let extraction = ReceiptExtractor().extract(try Self.document(fixture), today: SyntheticReceipt.day("2025-06-30"))
            for (field, value) in fields {
                total[field, default: 0] += 1
                if let got = extraction.fields[field]?.value, LabelMatching.matches(field, extracted: got, expected: value) {
                    right[field, default: 0] += 1
                }
            }
        }
        for (field, floor) in Self.floors {
            let accuracy = Double(right[field] ?? 0) / Double(max(total[field] ?? 0, 1))
            #expect(accuracy >= floor, "\(field): \(right[field] ?? 0)/\(total[field] ?? 0)")
        }
    }

    @Test func everyFieldCarriesItsEvidence() throws {
        for (fixture, _) in Self.expected {
            let extraction = ReceiptExtractor().extract(try Self.document(fixture), today: SyntheticReceipt.day("2025-06-30"))
            #expect(extraction.language == "en", "\(fixture)")
            for (field, value) in extraction.fields {
                #expect(value.bbox.map { !$0.isEmpty } == true, "\(fixture) \(field) has no box")
                #expect(value.page == 1 && value.source == .ocr && !value.rule.isEmpty, "\(fixture) \(field)")
                #expect((0...1).contains(value.confidence), "\(fixture) \(field)")
            }
        }
    }
}
