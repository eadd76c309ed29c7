// The whole scorer on hand-made samples: failed records, spurious fields, breakdowns, the variant
// comparison, worst documents, speed, the JSON round trip and the text width.

import DocumentModel
@testable import Evaluation
import Foundation
import Testing

@Suite struct EvaluateTests {
    private func label(_ id: String, variant: String? = nil, language: String? = nil, complete: Bool? = nil,
                       fields: [FieldName: String], items: [DocumentLabel.Item]? = nil) -> DocumentLabel {
        var label = DocumentLabel(file: id + ".png", fields: fields, items: items)
        label.id = id; label.variant = variant; label.language = language; label.complete = complete
        return label
    }

    private func record(_ values: [FieldName: (String, Double)], items: [String] = [],
                        timings: [String: Int] = [:]) -> DocumentRecord {
        var record = DocumentRecord(status: .ok, source: .init(path: "x"),
                                    items: items.map { LineItem(description: "item", total: $0) },
                                    timingsMs: timings)
        for (field, (value, confidence)) in values {
            record[field] = FieldValue(value: value, confidence: confidence, page: 1, bbox: nil,
                                       source: .ocr, rule: "test")
        }
        return record
    }

    private var samples: [EvaluationSample] {
        let fields: [FieldName: String] = [.total: "100.00", .date: "2025-02-01", .businessName: "סופר דוד בע\"מ"]
        return [
            EvaluationSample(
                label: label("he-0001-clean_scan", variant: "clean_scan", language: "he", complete: true,
                             fields: fields, items: [.init(description: "a", total: "60.00"),
                                                     .init(description: "b", total: "40.00")]),
                documentPath: "docs/he-0001-clean_scan.png",
                record: record([.total: ("100.00", 0.97), .date: ("2025-02-01", 0.95),
                                .businessName: ("סופר דוד בעמ", 0.8), .phone: ("031234567", 0.93)],
                               items: ["60.00", "40.00"], timings: ["ocr": 300, "extract": 100, "total": 400]),
                seconds: 1),
            EvaluationSample(
                label: label("he-0001-photo", variant: "photo", language: "he", complete: true, fields: fields,
                             items: [.init(description: "a", total: "60.00"), .init(description: "b", total: "40.00")]),
                documentPath: "docs/he-0001-photo.jpg",
                record: record([.total: ("10.00", 0.6), .date: ("2025-02-01", 0.91)], items: ["60.00"],
                               timings: ["ocr": 500, "extract": 100]),
                seconds: 3),
            EvaluationSample(
                label: label("en-0002-clean_scan", variant: "clean_scan", language: "en", complete: true,
                             fields: [.total: "5.00"]),
                documentPath: "docs/en-0002-clean_scan.png",
                record: .failure(source: .init(path: "docs/en-0002-clean_scan.png"), code: "corrupt_file",
                                 message: "cannot decode"),
                seconds: 2),
        ]
    }

    @Test func trustByGroupCountsTheFieldsOfAutoDocuments() throws {
        var confident = samples[0]
        confident.record?.review = .auto
        var photo = samples[1]
        photo.record?.review = .auto
        let report = evaluate([confident, photo, samples[2]], wallSeconds: 1, corpusName: "t")
        let all = try #require(report.trust.first { $0.group == "all" })
        #expect(all.documents == 3 && all.autoDocuments == 2)
        // The clean scan's three fields are right; the photo's total is wrong and its name missing.
        #expect(all.autoFields == Tally(correct: 4, labelled: 6))
        let photoRow = try #require(report.trust.first { $0.group == "photo" })
        #expect(photoRow.autoFields == Tally(correct: 1, labelled: 3))
        #expect(photoRow.precisionAtThreshold == 1, "the photo's one field >= 0.9 (its date) is right")
        #expect(report.renderText().contains("Trust by group"))
        // A held-out set's report names none of its documents.
        #expect(report.renderText().contains("he-0001-photo"))
        #expect(!report.renderText(listDocuments: false).contains("he-0001-photo"))
    }

    @Test func sideBySideGivesOneRowPerSetInOrder() {
        let first = evaluate(samples, wallSeconds: 1, corpusName: "../shared/corpus-foreign/check")
        let second = evaluate(Array(samples.prefix(1)), wallSeconds: 1, corpusName: "Corpus/documents")
        let lines = EvaluationReport.renderSideBySide([first, second]).split(separator: "\n")
        let check = lines.firstIndex { $0.hasPrefix("corpus-foreign/check") }
        let corpus = lines.firstIndex { $0.hasPrefix("Corpus/documents") }
        #expect(check != nil && corpus != nil && check! < corpus!)
        #expect(lines.allSatisfy { $0.count <= 100 })
        // The second set's one document has all three fields right: 100% of all fields.
        #expect(lines[corpus!].contains("100.0%"))
    }

    @Test func accuracyCountsFailedAndMissingAsWrong() throws {
        let report = evaluate(samples + [EvaluationSample(label: label("x", fields: [.total: "1"]),
                                                          documentPath: "x.png", record: nil, seconds: 0)],
                              wallSeconds: 3, corpusName: "test")
        let total = try #require(report.fieldAccuracy.first { $0.field == "total" })
        #expect(total.overall == Tally(correct: 1, labelled: 4))
        #expect(total.byVariant["clean_scan"] == Tally(correct: 1, labelled: 2))
        #expect(total.byVariant["none"] == Tally(correct: 0, labelled: 1))
        #expect(total.byLanguage["he"] == Tally(correct: 1, labelled: 2))
        let all = try #require(report.fieldAccuracy.last)
        #expect(all.field == "all_fields" && all.overall == Tally(correct: 4, labelled: 8))
        #expect(report.fieldAccuracy.map(\.field) == ["business_name", "date", "total", "key_fields", "all_fields"])
        #expect(report.failedDocuments == 2)
    }

    @Test func itemsSpuriousAndCalibrationSections() throws {
        let report = evaluate(samples, wallSeconds: 3, corpusName: "test")
        #expect(report.items == ItemsTally(labelled: 4, predicted: 3, matched: 3))
        let spurious = try #require(report.spurious)
        #expect(spurious.documents == 2 && spurious.emitted == 6 && spurious.spurious == 1)
        #expect(spurious.byField == ["phone": 1])
        // Judged: 5 labelled emitted fields + 1 spurious; conf ≥ 0.9: total .97 ✓, date .95 ✓, phone .93 ✗,
        // date .91 ✓ → precision 3/4; coverage = 3 labelled confident / 7 labelled fields.
        #expect(report.calibration.predictions == 6)
        #expect(report.calibration.precisionAtThreshold == 0.75)
        #expect(report.calibration.coverageAtThreshold == 3.0 / 7.0)
    }

    @Test func spuriousIsNotMeasuredWithoutCompleteLabels() {
        var partial = samples
        for index in partial.indices { partial[index].label.complete = nil }
        #expect(evaluate(partial, wallSeconds: 1, corpusName: "p").spurious == nil)
    }

    @Test func labelsThatLeaveOutWhatIsNotPrintedCountSpuriousValuesOfTheFieldsTheSetLabels() throws {
        // The set labels a total and a phone; the second document prints no phone. A customer number
        // is labelled nowhere in the set: the labels say nothing of it.
        let documents = [
            LabelledDocument(label: label("a", fields: [.total: "10.00", .phone: "031234567"]),
                             labelURL: URL(fileURLWithPath: "/set/a.json"), documentURL: URL(fileURLWithPath: "/set/a.png")),
            LabelledDocument(label: label("b", fields: [.total: "20.00"]),
                             labelURL: URL(fileURLWithPath: "/set/b.json"), documentURL: URL(fileURLWithPath: "/set/b.png")),
        ]
        let records = [
            record([.total: ("10.00", 0.97), .phone: ("031234567", 0.95)]),
            record([.total: ("20.00", 0.97), .phone: ("039999999", 0.95), .customerID: ("123456", 0.95)]),
        ]
        func report(_ documents: [LabelledDocument]) -> EvaluationReport {
            evaluate(zip(documents, records).map { EvaluationSample(document: $0, record: $1, seconds: 1) },
                     wallSeconds: 1, corpusName: "set")
        }
        #expect(report(documents).spurious == nil)
        #expect(report(documents).calibration.precisionAtThreshold == 1)
        let omitting = report(LabelledCorpus.omittingUnprinted(documents))
        let spurious = try #require(omitting.spurious)
        #expect(spurious.spurious == 1 && spurious.byField == ["phone": 1])
        #expect(omitting.calibration.precisionAtThreshold == 0.75)
    }

    @Test func variantComparisonPairsByBaseID() throws {
        let report = evaluate(samples, wallSeconds: 3, corpusName: "test")
        let photo = try #require(report.variantComparison.first)
        #expect(report.variantComparison.count == 1 && photo.variant == "photo" && photo.documents == 1)
        #expect(photo.keyFields.variant == Tally(correct: 1, labelled: 2))
        #expect(photo.keyFields.clean == Tally(correct: 2, labelled: 2))
        #expect(photo.keyFields.delta == -0.5)
        #expect(photo.byField["total"]?.delta == -1)
        #expect(VariantComparison.baseID(of: samples[0]) == "he-0001")
    }

    @Test func variantAndLanguageTogether() throws {
        let report = evaluate(samples, wallSeconds: 3, corpusName: "test")
        #expect(report.variantLanguage.map { "\($0.variant)/\($0.language)" } == ["clean_scan/en", "clean_scan/he", "photo/he"])
        let photo = try #require(report.variantLanguage.last)
        #expect(photo.documents == 1 && photo.keyFields == Tally(correct: 1, labelled: 2)
                && photo.allFields == Tally(correct: 1, labelled: 3))
        #expect(report.variantLanguage.first?.allFields == Tally(correct: 0, labelled: 1))
        // The photo's name was not given, its total given wrong at 0.6; the failed record gave nothing.
        #expect(photo.missing == 1 && photo.unsureWrong == 1 && photo.confidentWrong == 0)
        #expect(report.variantLanguage.first?.missing == 1)
        var sure = samples
        sure[1].record?[.total]?.confidence = 0.95
        let surePhoto = try #require(evaluate(sure, wallSeconds: 3, corpusName: "test").variantLanguage.last)
        #expect(surePhoto.missing == 1 && surePhoto.unsureWrong == 0 && surePhoto.confidentWrong == 1)
        #expect(report.renderText().contains("Key and all fields by variant and language"))
        // Without a language on every label there is no such table.
        var unlabelled = samples
        unlabelled[2].label.language = nil
        #expect(evaluate(unlabelled, wallSeconds: 3, corpusName: "test").variantLanguage.isEmpty)
    }

    @Test func captureTableSaysHowPagesReadByOCRWerePrepared() throws {
        var prepared = samples
        prepared[0].record?.pages = [.init(number: 1, width: 900, height: 1200, textSource: .ocr,
                                           preprocessing: ["grayscale", "upscale:1.5"])]
        prepared[1].record?.pages = [.init(number: 1, width: 900, height: 1200, textSource: .ocr,
                                           preprocessing: ["quad_warp", "denoise:median3", "background_norm"])]
        prepared[1].record?.warnings = [RecordWarning(code: "glare", message: "glare", page: 1),
                                        RecordWarning(code: "glare", message: "glare", page: 2),
                                        RecordWarning(code: "focus_lost", message: "other", page: 1)]
        // A photo that gave no key field, and a text-layer PDF, which is no reading of OCR's.
        var unread = prepared[1]
        unread.record?.fields = [:]
        // Read as Latin print, labelled Hebrew: the script was told wrong.
        unread.record?.language = "en"
        prepared[1].record?.language = "he"
        var textLayer = prepared[0]
        textLayer.label.language = "en"
        textLayer.record?.pages = [.init(number: 1, width: 595, height: 842, textSource: .textLayer)]
        let report = evaluate(prepared + [unread, textLayer], wallSeconds: 3, corpusName: "test")
        #expect(report.capture.map { "\($0.variant)/\($0.language)" } == ["clean_scan/he", "photo/he"])
        let clean = try #require(report.capture.first), photo = try #require(report.capture.last)
        #expect(clean.documents == 1 && clean.enlarged == 1 && clean.outlined == 0 && clean.unread == 0)
        #expect(photo.documents == 2 && photo.outlined == 2 && photo.flattened == 2 && photo.denoised == 2
                && photo.enlarged == 0 && photo.reduced == 0)
        // A warning counts its documents, not its pages.
        #expect(photo.warnings == ["glare": 2, "focus_lost": 2] && photo.unread == 1 && photo.otherLanguage == 1)
        // The unread documents alone: how the page that read as nothing was prepared.
        #expect(report.captureUnread.map { "\($0.variant)/\($0.language)" } == ["photo/he"])
        let unreadRow = try #require(report.captureUnread.first)
        #expect(unreadRow.documents == 1 && unreadRow.unread == 1 && unreadRow.otherLanguage == 1 && unreadRow.outlined == 1
                && unreadRow.warnings == ["glare": 1, "focus_lost": 1])
        let text = report.renderText(width: 200)
        #expect(text.contains("Documents read by OCR and how they were prepared"))
        #expect(text.contains(#/photo +he +2 +1 +1 +2 +0 +0 +2 +2 +0 +0 +2 +0 +0 +0 +2/#))
        #expect(text.contains("Of them, the documents that gave no key field"))
        #expect(text.contains(#/photo +he +1 +1 +1 +1 +0 +0 +1 +1 +0 +0 +1 +0 +0 +0 +1/#))
    }

    @Test func accuracyByLayoutWhenLabelsNameTwoLayouts() throws {
        var byLayout = samples
        byLayout[0].label.layout = "thermal"
        byLayout[1].label.layout = "thermal"
        byLayout[2].label.layout = "b2b_invoice"
        let report = evaluate(byLayout, wallSeconds: 3, corpusName: "test")
        let all = try #require(report.fieldAccuracy.last)
        #expect(all.byLayout["thermal"] == Tally(correct: 4, labelled: 6))
        #expect(all.byLayout["b2b_invoice"] == Tally(correct: 0, labelled: 1))
        #expect(report.renderText().contains("Per-field accuracy by layout"))
        // One layout (or none) says nothing a layout table could add.
        let plain = evaluate(samples, wallSeconds: 3, corpusName: "test")
        #expect(plain.fieldAccuracy.allSatisfy { $0.byLayout.isEmpty })
        #expect(!plain.renderText().contains("by layout"))
    }

    @Test func autoMissesNameTheFieldsThatBreakThePromise() throws {
        var confident = samples[0]
        confident.record?.review = .auto
        var photo = samples[1]
        photo.record?.review = .auto
        var unsure = samples[1]
        unsure.label.id = "he-0009-photo"
        let report = evaluate([confident, photo, unsure, samples[2]], wallSeconds: 1, corpusName: "t")
        // Only the `auto` photo's misses: its total wrong by the test rule, its name missing; the same
        // misses of a document left for review, and the failed document's, are not `auto`'s.
        #expect(report.autoMisses == [
            AutoMissRow(field: "business_name", rule: nil, count: 1),
            AutoMissRow(field: "total", rule: "test", count: 1),
        ])
        let text = report.renderText(listDocuments: false)
        #expect(text.contains("Fields of `auto` documents not right"))
        #expect(text.contains("(missing)"))
        #expect(String(decoding: try report.jsonData(), as: UTF8.self).contains("\"auto_misses\""))
        let none = evaluate([confident], wallSeconds: 1, corpusName: "t")
        #expect(none.autoMisses.isEmpty && none.renderText().contains("Fields of `auto` documents not right: none"))
    }

    @Test func wrongValuesAreCountedByTheirRule() throws {
        var byRule = samples
        var confident = record([.total: ("99.00", 0.95), .date: ("2025-02-01", 0.9)])
        confident[.total]?.rule = "total.largest_amount"
        byRule.append(EvaluationSample(label: label("he-0003-clean_scan", fields: [.total: "100.00", .date: "2025-02-01"]),
                                       documentPath: "docs/he-0003-clean_scan.png", record: confident, seconds: 1))
        let report = evaluate(byRule, wallSeconds: 3, corpusName: "test")
        // The photo's total (wrong at 0.6) by the test rule; the new document's total wrong at 0.95 by
        // its own rule. Right values and the failed document's fields name no rule's miss.
        #expect(report.wrongByRule == [
            RuleRow(field: "total", rule: "total.largest_amount", emitted: 1, wrong: 1, confidentWrong: 1),
            RuleRow(field: "total", rule: "test", emitted: 2, wrong: 1, confidentWrong: 0),
        ])
        let text = report.renderText(listDocuments: false)
        #expect(text.contains("Wrong values by rule"))
        #expect(text.contains("total.largest_amount"))
        let data = try report.jsonData()
        #expect(String(decoding: data, as: UTF8.self).contains("\"confident_wrong\""))
    }

    @Test func worstDocumentsShowExpectedAndGot() throws {
        let report = evaluate(samples, wallSeconds: 3, corpusName: "test")
        #expect(report.worstDocuments.map(\.id) == ["he-0001-photo", "en-0002-clean_scan", "he-0001-clean_scan"])
        let photo = report.worstDocuments[0]
        #expect(photo.wrong.map(\.field) == ["business_name", "total"])
        #expect(photo.wrong[1].expected == "100.00" && photo.wrong[1].got == "10.00")
        #expect(report.worstDocuments[1].error == "corrupt_file: cannot decode")
        #expect(report.worstDocuments[2].wrong.map(\.field) == ["phone"])
        #expect(report.worstDocuments[2].wrong[0].expected == nil)
    }

    @Test func speedFromSecondsAndStageTimings() throws {
        let speed = evaluate(samples, wallSeconds: 3, corpusName: "test").speed
        #expect(speed.documentsPerSecond == 1 && speed.meanSeconds == 2 && speed.p95Seconds == 3)
        #expect(speed.stages.map(\.stage) == ["ocr", "extract"])
        #expect(speed.stages[0].milliseconds == 800 && speed.stages[0].share == 0.8)
    }

    /// Steps within a stage ("ocr.page") are shares of their stage, never stages of their own: the
    /// stage shares still add up to the records' stage time.
    @Test func stepsAreSharesOfTheirStage() throws {
        var timed = samples
        timed[0].record?.timingsMs["ocr.page"] = 240
        timed[0].record?.timingsMs["ocr.rereads"] = 30
        timed[1].record?.timingsMs["ocr.page"] = 360
        timed[1].record?.timingsMs["extract.unknown"] = 5
        let report = evaluate(timed, wallSeconds: 3, corpusName: "test")
        #expect(report.speed.stages.map(\.stage) == ["ocr", "extract"])
        #expect(report.speed.stages[0].milliseconds == 800 && report.speed.stages[0].share == 0.8)
        #expect(report.speed.steps.map(\.stage) == ["ocr.page", "ocr.rereads", "extract.unknown"])
        #expect(report.speed.steps[0].milliseconds == 600 && report.speed.steps[0].share == 0.75)
        #expect(report.speed.steps[2].share == 0.025)
        let text = report.renderText(listDocuments: false)
        #expect(text.contains("of its stage") && text.contains("ocr.rereads"))
    }

    @Test func p95IsNearestRank() {
        #expect(SpeedReport.percentile(95, of: (1...20).map(Double.init)) == 19)
        #expect(SpeedReport.percentile(95, of: [4]) == 4)
        #expect(SpeedReport.percentile(95, of: []) == nil)
    }

    @Test func reportRoundTripsThroughSnakeCaseJSON() throws {
        let report = evaluate(samples, wallSeconds: 3, corpusName: "test")
        let data = try report.jsonData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"field_accuracy\"") && text.contains("\"expected_calibration_error\""))
        #expect(text.contains("\"by_variant\"") && text.contains("\"clean_scan\""))
        #expect(!text.contains("fieldAccuracy"))
        #expect(try JSONDecoder().decode(EvaluationReport.self, from: data) == report)
    }

    @Test func textReportFitsTheTerminal() {
        let text = evaluate(samples, wallSeconds: 3, corpusName: "test").renderText(width: 100)
        for heading in ["Per-field accuracy", "Line items", "Spurious fields", "Confidence calibration",
                        "Expected calibration error", "Speed", "Key fields of each variant", "Worst 3 documents"] {
            #expect(text.contains(heading))
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }
}
