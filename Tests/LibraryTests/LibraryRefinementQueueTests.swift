import Foundation
import Library
import Testing

@Suite struct LibraryRefinementQueueTests {
    @Test func refinementsWaitInTheLibraryOutboxUntilCompleted() throws {
        let scratch = try ScratchFolder()
        let root = scratch.url
        let queue = LibraryRefinementQueue(root: root)
        try queue.enqueue(kind: "gemini_refinement", payload: Data(#"{"document":"a"}"#.utf8))
        try queue.enqueue(kind: "gemini_refinement", payload: Data(#"{"document":"b"}"#.utf8))
        try queue.enqueue(kind: "mirror_copy", payload: Data(#"{"file":"x"}"#.utf8))

        let pending = try queue.pending(kind: "gemini_refinement")
        #expect(pending.map { String(decoding: $0.payload, as: UTF8.self) } == [#"{"document":"a"}"#, #"{"document":"b"}"#])
        try queue.fail(id: pending[0].id, error: "still offline")
        try queue.complete(id: pending[1].id)
        // A second queue on the same folder (a later run) sees what is left.
        let later = try LibraryRefinementQueue(root: root).pending(kind: "gemini_refinement")
        #expect(later.map(\.id) == [pending[0].id])
    }
}
