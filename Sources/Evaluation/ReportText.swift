// The report as plain text for a terminal: accuracy tables, items, spurious fields, calibration,
// speed, the variant comparison and the worst documents, each section a few aligned lines.

import DocumentModel
import Foundation

extension EvaluationReport {
    /// The report as aligned plain-text tables no wider than `width` columns; without `listDocuments`
    /// (a held-out set, whose documents are not to be looked at) the worst documents are not listed.
    public func renderText(width: Int = 100, listDocuments: Bool = true) -> String {
        var lines = [summaryLine, ""]
        lines += accuracySection(width: width)
        if fieldAccuracy.contains(where: { !$0.byLayout.isEmpty }) { lines += [""] + layoutSection(width: width) }
        lines += [""] + itemsAndSpuriousSection.flatMap { TextWrap.lines($0, width: width) }
        if let byVariant = itemsByVariant, byVariant.count > 1 { lines += [""] + itemsByVariantSection(byVariant, width: width) }
        lines += [""] + calibrationSection(width: width)
        if !trust.isEmpty { lines += [""] + trustSection(width: width) }
        if trust.contains(where: { $0.autoDocuments > 0 }) { lines += [""] + autoMissSection(width: width) }
        lines += [""] + speedSection(width: width)
        if !variantComparison.isEmpty { lines += [""] + variantSection(width: width) }
        if !variantLanguage.isEmpty { lines += [""] + variantLanguageSection(width: width) }
        if !capture.isEmpty { lines += [""] + captureSection(width: width) }
        if !wrongByRule.isEmpty { lines += [""] + ruleSection(width: width) }
        if !textExactness.isEmpty { lines += [""] + textExactnessSection(width: width) }
        if !textMisses.isEmpty { lines += [""] + textMissSection(width: width) }
        if !readingMisses.byField.isEmpty { lines += [""] + readingMissSection(width: width) }
        lines += [""] + (listDocuments ? worstSection(width: width)
            : ["Worst documents: not listed (a held-out set: read its tables, not its documents)"])
        return lines.joined(separator: "\n") + "\n"
    }

    private var summaryLine: String {
        let labels = completeLabelDocuments == documents && documents > 0 ? "complete labels"
            : completeLabelDocuments == 0 ? "partial labels (spurious fields not countable)"
            : "\(completeLabelDocuments) with complete labels"
        return "Evaluation of \(corpus): \(documents) documents, \(failedDocuments) failed, \(labels)"
    }

    private func accuracySection(width: Int) -> [String] {
        let variants = Self.groupNames(fieldAccuracy.map(\.byVariant))
        let languages = Self.groupNames(fieldAccuracy.map(\.byLanguage))
        let collections = Self.groupNames(fieldAccuracy.map(\.byCollection))
        let header = ["field", "labelled", "overall"] + variants + languages + collections
        let rows = fieldAccuracy.map { row in
            [row.field, "\(row.overall.labelled)", Format.percent(row.overall.accuracy)]
                + variants.map { Format.percent(row.byVariant[$0]?.accuracy) }
                + languages.map { Format.percent(row.byLanguage[$0]?.accuracy) }
                + collections.map { Format.percent(row.byCollection[$0]?.accuracy) }
        }
        var title = "Per-field accuracy (correct / labelled)"
        let breakdowns = [(variants, "variant"), (languages, "language"), (collections, "folder")]
            .filter { !$0.0.isEmpty }.map(\.1)
        if !breakdowns.isEmpty { title += ", overall and by " + breakdowns.joined(separator: ", then ") }
        return [title] + TextTable(header: header, rows: rows, repeatedColumns: 3).render(width: width)
    }

    /// Per-field accuracy by the generator's layout (template): a layout family a held-out set fails
    /// on, to be studied on the documents of the same layout one may look at.
    private func layoutSection(width: Int) -> [String] {
        let layouts = Self.groupNames(fieldAccuracy.map(\.byLayout))
        let rows = fieldAccuracy.map { row in
            [row.field] + layouts.map { Format.percent(row.byLayout[$0]?.accuracy) }
        }
        return ["Per-field accuracy by layout"]
            + TextTable(header: ["field"] + layouts, rows: rows, repeatedColumns: 1).render(width: width)
    }

    private func itemsByVariantSection(_ byVariant: [String: ItemsTally], width: Int) -> [String] {
        let rows = byVariant.sorted { $0.key < $1.key }.map { variant, items in
            [variant, "\(items.labelled)", Format.ratio(items.f1), Format.percent(items.descriptionAccuracy),
             Format.percent(items.quantityAccuracy), Format.percent(items.unitPriceAccuracy)]
        }
        return ["Line items by variant (F1; of the matched items: description, quantity and unit price right)"]
            + TextTable(header: ["variant", "labelled", "F1", "description", "quantity", "unit price"], rows: rows)
                .render(width: width)
    }

    private var itemsAndSpuriousSection: [String] {
        var lines: [String] = []
        if let items {
            lines.append("Line items (matched by line total): F1 \(Format.ratio(items.f1)), "
                + "precision \(Format.percent(items.precision)), recall \(Format.percent(items.recall)); "
                + "\(items.matched) of \(items.labelled) labelled matched, \(items.predicted) predicted")
            lines.append("  of the matched: description \(Format.percent(items.descriptionAccuracy)) "
                + "(\(items.described) of \(items.matched)), quantity \(Format.percent(items.quantityAccuracy)) "
                + "(\(items.quantityRight) of \(items.quantityLabelled) labelled), unit price "
                + "\(Format.percent(items.unitPriceAccuracy)) "
                + "(\(items.unitPriceRight) of \(items.unitPriceLabelled) labelled)")
        } else {
            lines.append("Line items: not measured (no label lists items)")
        }
        if let spurious {
            var line = "Spurious fields: \(Format.percent(spurious.rate)) of fields emitted "
                + "(\(spurious.spurious) of \(spurious.emitted) on \(spurious.documents) documents)"
            let byField = spurious.byField.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            if !byField.isEmpty { line += ": " + byField.map { "\($0.key) \($0.value)" }.joined(separator: ", ") }
            lines.append(line)
        } else {
            lines.append("Spurious fields: not measured (no label says complete: true)")
        }
        if let parties {
            var line = "Issuer fields read from the customer's block: \(parties.fromCustomerBlock) of \(parties.issuerFields)"
            if parties.labelledCustomers > 0 {
                line += "; the customer's labelled number returned as the issuer's: \(parties.customerNumberAsIssuers) of "
                    + "\(parties.labelledCustomers) documents"
            }
            lines.append(line)
        }
        if let second = secondRecognition {
            lines.append("Values the second recogniser gave: \(second.right) of \(second.labelled) labelled ones right"
                + (second.labelled > 0 ? " (\(Format.percent(Double(second.right) / Double(second.labelled))))" : "")
                + ", \(second.unlabelled) where the label gives none; mean confidence \(Format.ratio(second.meanConfidence))")
        }
        return lines
    }

    private func calibrationSection(width: Int) -> [String] {
        let rows = calibration.bins.map { bin in
            [String(format: "%.1f-%.1f", bin.lower, bin.upper), "\(bin.count)",
             Format.ratio(bin.meanConfidence), Format.percent(bin.accuracy)]
        }
        let threshold = String(format: "%.2f", calibration.threshold)
        return ["Confidence calibration (\(calibration.predictions) judged predictions)"]
            + TextTable(header: ["confidence", "count", "mean conf", "accuracy"], rows: rows).render(width: width)
            + ["Expected calibration error: \(Format.ratio(calibration.expectedCalibrationError))"]
            + TextWrap.lines("At confidence >= \(threshold): precision \(Format.percent(calibration.precisionAtThreshold)) "
                + "(\(calibration.confidentPredictions) predictions), coverage "
                + "\(Format.percent(calibration.coverageAtThreshold)) of \(calibration.labelledFields) labelled fields",
                             width: width)
    }

    private func trustSection(width: Int) -> [String] {
        let rows = trust.map { row in
            [row.group, "\(row.documents)", Format.percent(row.precisionAtThreshold),
             Format.percent(row.coverageAtThreshold), Format.ratio(row.expectedCalibrationError),
             "\(row.autoDocuments)", Format.percent(row.autoFields.accuracy)]
        }
        let threshold = String(format: "%.2f", calibration.threshold)
        return TextWrap.lines("Trust by group (precision and coverage at >= \(threshold); auto docs: documents "
                              + "marked `auto`; auto right: their labelled fields that are right)", width: width)
            + TextTable(header: ["group", "docs", "precision", "coverage", "ECE", "auto docs", "auto right"],
                        rows: rows, leftAlignedColumns: 1).render(width: width)
    }

    private func speedSection(width: Int) -> [String] {
        var lines = TextWrap.lines("Speed: \(speed.documents) documents in \(String(format: "%.1f", speed.wallSeconds)) s wall, "
            + "\(Format.decimal(speed.documentsPerSecond, places: 2)) documents/s; per document mean "
            + "\(Format.decimal(speed.meanSeconds, places: 2)) s, p95 \(Format.decimal(speed.p95Seconds, places: 2)) s",
                                   width: width)
        if !speed.stages.isEmpty {
            let rows = speed.stages.map { [$0.stage, "\($0.milliseconds)", Format.percent($0.share)] }
            lines += TextTable(header: ["stage", "total ms", "share"], rows: rows).render(width: width)
        }
        if !speed.steps.isEmpty {
            let rows = speed.steps.map { [$0.stage, "\($0.milliseconds)", Format.percent($0.share)] }
            lines += [""] + TextTable(header: ["step", "total ms", "of its stage"], rows: rows).render(width: width)
        }
        return lines
    }

    private func variantSection(width: Int) -> [String] {
        let fields = Self.groupNames(variantComparison.map(\.byField))
        let header = ["variant", "docs", "key acc", "its clean", "delta"] + fields
        let rows = variantComparison.sorted { Self.displayOrder($0.variant, $1.variant) }.map { row in
            [row.variant, "\(row.documents)", Format.percent(row.keyFields.variant.accuracy),
             Format.percent(row.keyFields.clean.accuracy), Format.points(row.keyFields.delta)]
                + fields.map { Format.points(row.byField[$0]?.delta) }
        }
        return ["Key fields of each variant vs the same documents' clean scans",
                "(delta and per-field columns: variant minus clean accuracy, in percentage points)"]
            + TextTable(header: header, rows: rows).render(width: width)
    }

    private func variantLanguageSection(width: Int) -> [String] {
        let rows = variantLanguage.sorted { Self.displayOrder(($0.variant, $0.language), ($1.variant, $1.language)) }.map { row in
            [row.variant, row.language, "\(row.documents)", Format.percent(row.keyFields.accuracy),
             Format.percent(row.allFields.accuracy), "\(row.missing)", "\(row.unsureWrong)", "\(row.confidentWrong)"]
        }
        return ["Key and all fields by variant and language; the fields missed: no value given (lost in the reading),",
                "  a wrong value (unsure; sure: at confidence >= \(Format.decimal(CalibrationReport.defaultThreshold, places: 2)))"]
            + TextTable(header: ["variant", "language", "docs", "key fields", "all fields", "no value", "unsure",
                                 "sure"], rows: rows, leftAlignedColumns: 2).render(width: width)
    }

    /// How the documents read by OCR were prepared: where a variant's readings are lost; then the same
    /// for the documents that gave no key field.
    private func captureSection(width: Int) -> [String] {
        var lines = ["Documents read by OCR and how they were prepared (unread: no key field given; other_lang: read",
                     "  as another language than labelled; then documents with a page whose outline was found and",
                     "  straightened, enlarged, reduced, flattened, median-filtered; and documents with each capture warning)"]
            + captureTable(capture, width: width)
        if !captureUnread.isEmpty {
            lines += ["", "Of them, the documents that gave no key field, prepared so"] + captureTable(captureUnread, width: width)
        }
        return lines
    }

    private func captureTable(_ rows: [CaptureRow], width: Int) -> [String] {
        let codes = CaptureSummary.warningCodes
        let cells = rows.sorted { Self.displayOrder(($0.variant, $0.language), ($1.variant, $1.language)) }.map { row in
            let other = row.warnings.filter { !codes.contains($0.key) }.values.reduce(0, +)
            return [row.variant, row.language, "\(row.documents)", "\(row.unread)", "\(row.otherLanguage)", "\(row.outlined)",
                    "\(row.enlarged)", "\(row.reduced)", "\(row.flattened)", "\(row.denoised)"]
                + codes.map { "\(row.warnings[$0] ?? 0)" } + ["\(other)"]
        }
        return TextTable(header: ["variant", "language", "docs", "unread", "other_lang", "outline", "enlarged", "reduced",
                                  "flattened", "denoised", "low_res", "blurred", "glare", "low_contr", "too_dark", "cut_off",
                                  "other"],
                         rows: cells, leftAlignedColumns: 2, repeatedColumns: 2).render(width: width)
    }

    /// The rules most often wrong: where a held-out set's failure classes are, without its documents.
    private func ruleSection(width: Int) -> [String] {
        let shown = wrongByRule.prefix(Self.rulesShown)
        let rows = shown.map { row in
            [row.field, row.rule, "\(row.emitted)", "\(row.wrong)", "\(row.confidentWrong)"]
        }
        var lines = ["Wrong values by rule (labelled fields the rule gave; wrong; wrong at confidence >= "
            + "\(Format.decimal(CalibrationReport.defaultThreshold, places: 2)))"]
        lines += TextTable(header: ["field", "rule", "given", "wrong", "sure"], rows: rows, leftAlignedColumns: 2,
                           repeatedColumns: 2).render(width: width)
        if wrongByRule.count > shown.count { lines.append("(\(wrongByRule.count - shown.count) more rules in the JSON report)") }
        return lines
    }

    /// How many right names and addresses are the label letter for letter, not only similar.
    private func textExactnessSection(width: Int) -> [String] {
        let rows = textExactness.map { row in
            [row.field, "\(row.labelled)",
             "\(Format.percent(Double(row.right) / Double(max(row.labelled, 1)))) (\(row.right))",
             "\(Format.percent(Double(row.exact) / Double(max(row.labelled, 1)))) (\(row.exact))"]
        }
        let title = "Names and addresses letter for letter (right: as scored, similarity >= "
            + "\(Format.decimal(FieldComparison.textSimilarityThreshold, places: 2)); exact: the label's letters and digits, "
            + "case and punctuation aside)"
        return TextWrap.lines(title, width: width)
            + TextTable(header: ["field", "labelled", "right", "exact"], rows: rows, leftAlignedColumns: 1).render(width: width)
    }

    /// How wrong names and addresses miss: which mechanism (rows, reading, role) a set needs.
    private func textMissSection(width: Int) -> [String] {
        let rows = textMisses.map { [$0.field, Self.textMissWords[$0.miss] ?? $0.miss.rawValue, "\($0.wrong)", "\($0.confidentWrong)"] }
        return ["How wrong names and addresses miss their labels (wrong; wrong at confidence >= "
            + "\(Format.decimal(CalibrationReport.defaultThreshold, places: 2)))"]
            + TextTable(header: ["field", "miss", "wrong", "sure"], rows: rows, leftAlignedColumns: 2,
                        repeatedColumns: 1).render(width: width)
    }

    /// Which stage a set's misses want: extraction (the value was read) or the reading.
    private func readingMissSection(width: Int) -> [String] {
        func cells(_ row: ReadingMissRow) -> [String] {
            [row.group, "\(row.missed)", "\(row.read)", "\(row.readConfidentWrong)", "\(row.readTop)", "\(row.readMiddle)",
             "\(row.readBottom)", "\(row.givenAbove)", "\(row.givenOnItsLine)", "\(row.givenBelow)", "\(row.notRead)"]
        }
        let header = ["missed", "read", "sure", "top", "mid", "bottom", "above", "its line", "below", "not read"]
        func table(_ name: String, _ rows: [ReadingMissRow]) -> [String] {
            rows.isEmpty ? [] : [""] + TextTable(header: [name] + header, rows: rows.map(cells), leftAlignedColumns: 1)
                .render(width: width)
        }
        let byGroup = table("variant", readingMisses.byVariant) + table("layout", readingMisses.byLayout)
        let title = "Missed values by whether the recognised text holds them (read: the rules took another value "
            + "or none; sure: of them, wrong at confidence >= \(Format.decimal(CalibrationReport.defaultThreshold, places: 2)); "
            + "top, mid, bottom: the third of the text's lines it was read in; above, its line, below: where the value "
            + "given instead begins against it; not read: lost in imaging or OCR)"
        return TextWrap.lines(title, width: width)
            + TextTable(header: ["field"] + header, rows: readingMisses.byField.map(cells), leftAlignedColumns: 1)
                .render(width: width) + byGroup
    }

    private static let textMissWords: [TextMiss: String] = [
        .part: "a part of the label", .more: "the label and more", .misread: "the label misread",
        .other: "another text",
    ]

    /// Where `auto` breaks its promise: the fields its documents got wrong, or lack, by rule.
    private func autoMissSection(width: Int) -> [String] {
        guard !autoMisses.isEmpty else { return ["Fields of `auto` documents not right: none"] }
        let rows = autoMisses.map { [$0.field, $0.rule ?? "(missing)", "\($0.count)"] }
        return ["Fields of `auto` documents not right (by field and the rule that gave the value, or missing)"]
            + TextTable(header: ["field", "rule", "fields"], rows: rows, leftAlignedColumns: 2, repeatedColumns: 1)
                .render(width: width)
    }

    /// How many rules the text report lists.
    static let rulesShown = 12

    private func worstSection(width: Int) -> [String] {
        guard !worstDocuments.isEmpty else { return ["Worst documents: none, every labelled field is right"] }
        var lines = ["Worst \(worstDocuments.count) documents"]
        for (index, document) in worstDocuments.enumerated() {
            lines += TextWrap.lines("\(index + 1). \(document.id): \(document.wrong.count) wrong of "
                + "\(document.labelledFields) labelled  \(document.path)", width: width, hanging: 3)
            if let error = document.error { lines.append("   error: " + Format.clipped(error, to: width - 10)) }
            let rows = document.wrong.map { wrong in
                [wrong.field, Format.clipped(wrong.expected ?? "(not shown)", to: 34),
                 Format.clipped(wrong.got ?? "(none)", to: 34), Format.ratio(wrong.confidence)]
            }
            lines += TextTable(header: ["field", "expected", "got", "conf"], rows: rows, leftAlignedColumns: 3, indent: 3)
                .render(width: width)
        }
        return lines
    }

    /// The union of the dictionaries' keys: known names in `preferredOrder`, then others
    /// alphabetically, the unlabelled group last.
    private static func groupNames<Value>(_ groups: [[String: Value]]) -> [String] {
        Set(groups.flatMap(\.keys)).sorted(by: displayOrder)
    }

    /// True when the group or field `a` comes before `b` in the text report.
    /// Variant first, then language, each in display order.
    private static func displayOrder(_ a: (variant: String, language: String), _ b: (variant: String, language: String)) -> Bool {
        a.variant == b.variant ? displayOrder(a.language, b.language) : displayOrder(a.variant, b.variant)
    }

    private static func displayOrder(_ a: String, _ b: String) -> Bool {
        let rank = { (name: String) -> (Int, String) in
            if name == DocumentScore.unlabelledGroup { return (Int.max, name) }
            return (preferredOrder.firstIndex(of: name) ?? preferredOrder.count, name)
        }
        return rank(a) < rank(b)
    }

    /// Column order: the generator's variants, the languages, then the fields in schema order.
    private static let preferredOrder = ["clean_scan", "noisy_scan", "photo", "text_pdf", "image_pdf",
                                         "two_page_pdf", "he", "en"] + FieldName.allCases.map(\.rawValue)
}

/// Number formats of the text report; "-" stands for a figure that cannot be computed.
private enum Format {
    static func percent(_ value: Double?) -> String {
        value.map { String(format: "%.1f%%", $0 * 100) } ?? "-"
    }

    static func ratio(_ value: Double?) -> String {
        decimal(value, places: 3)
    }

    static func decimal(_ value: Double?, places: Int) -> String {
        value.map { String(format: "%.\(places)f", $0) } ?? "-"
    }

    /// A difference of two ratios in percentage points, signed: "+2.5", "-19.0".
    static func points(_ value: Double?) -> String {
        value.map { String(format: "%+.1f", $0 * 100) } ?? "-"
    }

    static func clipped(_ text: String, to length: Int) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return flat.count <= length ? flat : String(flat.prefix(max(length - 3, 1))) + "..."
    }
}
