// One labelled document found in a corpus: its label and where the label and the document are.

import DocumentModel
import Foundation

/// A document of a labelled corpus together with its ground truth.
public struct LabelledDocument: Sendable, Hashable {
    /// The decoded label (with dataset aliases such as `vat` already mapped to schema keys).
    public var label: DocumentLabel
    /// The `X.json` file the label was read from.
    public var labelURL: URL
    /// The document the label describes (`X.jpg`, `X.pdf`, ...), beside the label.
    public var documentURL: URL
    /// The first folder below the corpus root that holds the document (`sroie`, `documents`),
    /// or nil when the document sits in the root. Used to break results down by sub-collection.
    public var collection: String?

    public init(label: DocumentLabel, labelURL: URL, documentURL: URL, collection: String? = nil) {
        self.label = label; self.labelURL = labelURL; self.documentURL = documentURL
        self.collection = collection
    }

    /// The document's id: the label's `id`, else the document's file name without its extension.
    public var id: String { label.id ?? documentURL.deletingPathExtension().lastPathComponent }
}
