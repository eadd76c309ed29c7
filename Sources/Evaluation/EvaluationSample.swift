// The scorer's input: one labelled document and what the pipeline made of it.

import DocumentModel
import Foundation

/// One labelled document with the pipeline's output record and the time it took.
public struct EvaluationSample: Sendable {
    public var label: DocumentLabel
    /// The document's path as the report should show it.
    public var documentPath: String
    /// The output record; nil when the pipeline produced none (counted like a failed record).
    public var record: DocumentRecord?
    /// Seconds spent on this document.
    public var seconds: Double
    /// The sub-collection the document belongs to (`sroie`, `wildreceipt`), for a breakdown.
    public var collection: String?

    public init(label: DocumentLabel, documentPath: String, record: DocumentRecord?, seconds: Double,
                collection: String? = nil) {
        self.label = label; self.documentPath = documentPath; self.record = record
        self.seconds = seconds; self.collection = collection
    }

    /// A sample for a document found by `LabelledCorpus.load`.
    public init(document: LabelledDocument, record: DocumentRecord?, seconds: Double) {
        self.init(label: document.label, documentPath: document.documentURL.path, record: record,
                  seconds: seconds, collection: document.collection)
    }

    /// The label's `id`, else the document's file name without its extension.
    public var id: String {
        label.id ?? ((documentPath as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The record when it is usable: present and not failed.
    var successfulRecord: DocumentRecord? {
        guard let record, record.status == .ok else { return nil }
        return record
    }
}
