// The spurious rate: fields the output emitted although the label says the document does not
// show them. Only labels marked `complete: true` can say that; other label sets are skipped.

import DocumentModel

/// Spurious fields over fields emitted, for documents with complete labels.
public struct SpuriousReport: Sendable, Codable, Hashable {
    /// Documents with `complete: true` labels and a successful record.
    public var documents: Int
    /// Fields the output emitted on those documents.
    public var emitted: Int
    /// Of those, fields the label does not have.
    public var spurious: Int
    /// Spurious fields per field name.
    public var byField: [String: Int]

    public init(documents: Int, emitted: Int, spurious: Int, byField: [String: Int]) {
        self.documents = documents; self.emitted = emitted; self.spurious = spurious; self.byField = byField
    }

    /// spurious / emitted; nil when nothing was emitted.
    public var rate: Double? { emitted > 0 ? Double(spurious) / Double(emitted) : nil }

    enum CodingKeys: String, CodingKey {
        case documents, emitted, spurious
        case byField = "by_field"
    }

    /// Nil when no document has a complete label (the rate cannot be known).
    static func make(_ scores: [DocumentScore]) -> SpuriousReport? {
        let complete = scores.filter { $0.sample.label.complete == true }
        guard !complete.isEmpty else { return nil }
        var report = SpuriousReport(documents: 0, emitted: 0, spurious: 0, byField: [:])
        for score in complete {
            guard let record = score.sample.successfulRecord else { continue }
            report.documents += 1
            // The fields the label speaks for: labelled, or absent by its word.
            let label = score.sample.label
            report.emitted += FieldName.allCases.filter { record[$0] != nil && (label[$0] != nil || label.saysAbsent($0)) }.count
            report.spurious += score.spurious.count
            for field in score.spurious { report.byField[field.field.rawValue, default: 0] += 1 }
        }
        return report
    }
}
