// Several corpora in one table: the figures a change is judged by, one row per set, so that the
// sets nobody tuned to are read beside the ones the rules were written on (`make eval`).

import Foundation

extension EvaluationReport {
    /// The headline figures of several reports side by side, one row per report, in the order given.
    public static func renderSideBySide(_ reports: [EvaluationReport], width: Int = 100) -> String {
        let fields = ["business_name", "total"]
        let header = ["set", "docs", "all", "key", "name", "total", "prec@0.9", "cov@0.9", "ECE", "auto", "auto ok"]
        let rows = reports.map { report -> [String] in
            let accuracy = { (name: String) in percent(report.fieldAccuracy.first { $0.field == name }?.overall.accuracy) }
            let trust = report.trust.first { $0.group == "all" }
            return [URL(fileURLWithPath: report.corpus).pathComponents.suffix(2).joined(separator: "/"),
                    "\(report.documents)", accuracy("all_fields"), accuracy("key_fields")]
                + fields.map(accuracy)
                + [percent(report.calibration.precisionAtThreshold), percent(report.calibration.coverageAtThreshold),
                   report.calibration.expectedCalibrationError.map { String(format: "%.3f", $0) } ?? "-",
                   trust.map { "\($0.autoDocuments)" } ?? "-", percent(trust?.autoFields.accuracy)]
        }
        return (["Side by side (all/key: fields right; prec/cov: precision and coverage at confidence >= 0.9; "
                 + "auto ok: fields of `auto` documents that are right)"]
            + TextTable(header: header, rows: rows, leftAlignedColumns: 1).render(width: width))
            .flatMap { TextWrap.lines($0, width: width) }.joined(separator: "\n") + "\n"
    }

    private static func percent(_ value: Double?) -> String {
        value.map { String(format: "%.1f%%", $0 * 100) } ?? "-"
    }
}
