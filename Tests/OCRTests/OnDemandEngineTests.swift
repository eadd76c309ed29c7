// Engines made on first use, dropped by `renew()` and made again; a failure to make one is tried
// again next time; an engine handed in ready-made (a recording) is never dropped.

import DocumentModel
@testable import OCR
import Testing

struct OnDemandEngineTests {
    private static func recording() -> any OCREngine { RecordedOCREngine(RecognizedDocument(pages: [])) }

    @Test func theEngineIsMadeOnFirstUseAndThenKept() {
        var made = 0
        let slot = OnDemandEngine(making: { made += 1; return Self.recording() })
        #expect(made == 0)
        let first = slot.engine
        let second = slot.engine
        #expect(made == 1)
        #expect(first != nil && first === second)
    }

    @Test func renewDropsTheEngineAndTheNextUseMakesANewOne() {
        var made = 0
        let original = Self.recording()
        let slot = OnDemandEngine(making: { made += 1; return Self.recording() }, made: original)
        #expect(slot.engine === original && made == 0)
        slot.renew()
        #expect(made == 0)
        let fresh = slot.engine
        #expect(made == 1)
        #expect(fresh != nil && fresh !== original)
    }

    @Test func anEngineThatCannotBeMadeIsTriedAgainNextTime() {
        var attempts = 0
        let slot = OnDemandEngine(making: { attempts += 1; return nil })
        #expect(slot.engine == nil && slot.engine == nil)
        #expect(attempts == 2)
    }

    @Test func anEngineHandedInIsKeptByRenew() {
        let recording = Self.recording()
        let slot = OnDemandEngine(recording)
        slot.renew()
        #expect(slot.engine === recording)
    }
}
