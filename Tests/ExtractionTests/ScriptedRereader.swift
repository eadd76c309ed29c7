// Tests answer extraction's re-reading requests as the pipeline's `PageRereader` does live, from a
// script instead of a page image.

import DocumentModel
@testable import Extraction
import Foundation

/// Answers a re-reading request with a text, or nil for "nothing was read".
protocol ScriptedRereader {
    func text(for request: RereadRequest) -> String?
}

extension ScriptedRereader {
    /// The readings the pipeline would hand back for `requests`.
    func answers(_ requests: [RereadRequest]) -> [Rereading] {
        requests.map { Rereading($0, text: text(for: $0)) }
    }
}

extension ReceiptExtractor {
    /// Extracts `document` with `rereader` answering every request for a second reading (none:
    /// every box reads as nothing).
    func extract(_ document: RecognizedDocument, rereading rereader: (any ScriptedRereader)?, today: Date) -> Extraction {
        guard let rereader else { return extract(document, today: today) }
        return analyse(document, today: today, answering: rereader.answers).extraction
    }
}

/// Runs one repair that asks for re-readings until it asks for none it has no answer to, the way
/// the pipeline resumes a paused extraction.
func answered<Result>(by rereader: any ScriptedRereader, _ repair: (inout Rereads) -> Result) -> Result {
    var rereads = Rereads()
    var result = repair(&rereads)
    while !rereads.unanswered.isEmpty {
        rereads.add(rereader.answers(rereads.unanswered))
        result = repair(&rereads)
    }
    return result
}
