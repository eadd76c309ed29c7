// Finds the labelled documents under a folder: every `X.json` whose `file` key names a document
// beside it. Works for the generated `Corpus/documents/` and for `../shared/corpus-real`.

import DocumentModel
import Foundation

/// Discovery of labelled documents on disk.
public enum LabelledCorpus {
    /// File extensions (lower-cased) of documents a label may name.
    public static let documentExtensions: Set<String> = [
        "jpg", "jpeg", "png", "pdf", "tif", "tiff", "webp", "bmp", "gif", "heic",
    ]

    /// Dataset spellings of schema keys, applied when the schema key itself is absent
    /// (WildReceipt and invoice2data write `vat` for the VAT amount).
    public static let keyAliases: [String: FieldName] = ["vat": .vatAmount]

    /// Every labelled document under `directory` (recursively, hidden files skipped), sorted by
    /// the document's path. JSON files that are not labels (no `file` key naming a document,
    /// e.g. a dataset's metadata or a pipeline output record) are skipped.
    /// - Throws: `EvaluationError.unreadableDirectory` when the folder cannot be listed,
    ///   `.unreadableLabel` for a `.json` file that is not valid JSON or whose label does not decode,
    ///   `.missingDocument` for a label whose `file` is not beside it, `.noLabelledDocuments` when
    ///   there is no label at all (a folder of unlabelled documents, or the wrong folder).
    public static func load(directory: URL) throws -> [LabelledDocument] {
        let root = directory.standardizedFileURL
        var documents: [LabelledDocument] = []
        for jsonURL in try jsonFiles(under: root) {
            if let document = try labelledDocument(at: jsonURL, root: root) {
                documents.append(document)
            }
        }
        guard !documents.isEmpty else { throw EvaluationError.noLabelledDocuments(path: directory.path) }
        return documents.sorted { $0.documentURL.path < $1.documentURL.path }
    }

    /// `documents` with labels that leave out what a document does not print, as a set's conventions
    /// may say (`../shared/corpus-foreign`: "keys the document does not print are omitted"): each label
    /// not already complete is made complete for the fields labelled in any of `documents`, so that a
    /// value given for one of them where the label has none counts as spurious. Fields the set labels
    /// nowhere say nothing.
    public static func omittingUnprinted(_ documents: [LabelledDocument]) -> [LabelledDocument] {
        let labelled = Set(documents.flatMap(\.label.fields.keys))
        return documents.map { document in
            guard document.label.complete != true else { return document }
            var document = document
            document.label.complete = true
            document.label.completeFor = labelled
            return document
        }
    }

    /// Reads one `.json` file: the labelled document it describes, or nil when it is not a label.
    /// - Throws: `EvaluationError.unreadableLabel` or `.missingDocument`.
    public static func labelledDocument(at jsonURL: URL, root: URL) throws -> LabelledDocument? {
        let data: Data
        let object: Any
        do {
            data = try Data(contentsOf: jsonURL)
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw EvaluationError.unreadableLabel(path: jsonURL.path, reason: error.fileSystemReason)
        }
        guard let dictionary = object as? [String: Any],
              let file = dictionary["file"] as? String,
              documentExtensions.contains((file as NSString).pathExtension.lowercased())
        else { return nil }

        let documentURL = jsonURL.deletingLastPathComponent().appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: documentURL.path) else {
            throw EvaluationError.missingDocument(labelPath: jsonURL.path, documentPath: documentURL.path)
        }
        var label: DocumentLabel
        do {
            label = try JSONDecoder().decode(DocumentLabel.self, from: data)
        } catch {
            throw EvaluationError.unreadableLabel(path: jsonURL.path, reason: "\(error)")
        }
        for (alias, field) in keyAliases where label[field] == nil {
            if let value = dictionary[alias] as? String { label[field] = value }
        }
        return LabelledDocument(label: label, labelURL: jsonURL, documentURL: documentURL,
                                collection: collection(of: documentURL, root: root))
    }

    private static func jsonFiles(under root: URL) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
              isDirectory.boolValue
        else { throw EvaluationError.unreadableDirectory(path: root.path, reason: "no such folder") }
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { throw EvaluationError.unreadableDirectory(path: root.path, reason: "cannot list it") }
        var urls: [URL] = []
        for case let url as URL in enumerator where url.pathExtension.lowercased() == "json" {
            urls.append(url.standardizedFileURL)
        }
        return urls
    }

    /// The first path component of `url` below `root`, when the file is in a sub-folder.
    private static func collection(of url: URL, root: URL) -> String? {
        let rootComponents = root.pathComponents
        let components = url.standardizedFileURL.pathComponents
        guard components.count > rootComponents.count + 1,
              Array(components.prefix(rootComponents.count)) == rootComponents
        else { return nil }
        return components[rootComponents.count]
    }
}
