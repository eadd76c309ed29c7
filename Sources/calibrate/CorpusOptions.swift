// The recorded corpora a command works on: folders of recordings paired with folders of labels.

import ArgumentParser
import Foundation

struct CorpusOptions: ParsableArguments {
    @Argument(help: "Folders of RecognizedDocument recordings (<id>.json, from `receiptvault eval --words-out`), comma-separated.")
    var recordings: String
    @Argument(help: "The labelled corpus folders the recordings were made from (Corpus/documents, ../shared/corpus-real), comma-separated, in the same order.")
    var labels: String
    @Flag(name: .customLong("omits-unprinted"),
          help: "The label folders leave out the fields a document does not print (../shared/corpus-foreign's do): a value given for a field the folder labels elsewhere but a document's label lacks is spurious.")
    var omitsUnprinted = false

    /// The recorded documents of every folder pair, extracted.
    func load() throws -> [RecordedDocument] { try loadByFolder().flatMap { $0 } }

    /// The recorded documents of each folder pair, extracted, in the order the folders were given.
    func loadByFolder() throws -> [[RecordedDocument]] {
        let recordingFolders = recordings.split(separator: ",").map { URL(fileURLWithPath: String($0)) }
        let labelFolders = labels.split(separator: ",").map { URL(fileURLWithPath: String($0)) }
        guard recordingFolders.count == labelFolders.count else {
            throw ValidationError("give as many label folders as recording folders")
        }
        return try zip(recordingFolders, labelFolders).map { try RecordedDocument.load(recordings: $0, labels: $1, omitsUnprinted: omitsUnprinted) }
    }

    /// A short name for reports: the recording folders' names.
    var name: String {
        recordings.split(separator: ",").map { URL(fileURLWithPath: String($0)).lastPathComponent }.joined(separator: "+")
    }
}
