// An OCR engine made when it is first needed, and made afresh after `renew()`. Every Tesseract
// engine keeps its models and its largest network buffers for its whole life: the English-only
// engine of Latin row repair is not loaded until a page needs it (none do in most Hebrew batches),
// and an engine that read an unusually wide line is dropped so its buffers go with it.



/// Holds an engine, or the means to make it. Not `Sendable`: owned by one worker.
final class OnDemandEngine {
    private var made: (any OCREngine)?
    private let make: (() -> (any OCREngine)?)?

    /// An engine that cannot be made again (tests hand in recorded ones): `renew()` keeps it.
    init(_ engine: any OCREngine) {
        made = engine
        make = nil
    }

    /// An engine `make` creates when it is needed (unless `engine` is given ready-made); `make`
    /// returns nil when it cannot create one.
    init(making make: @escaping () -> (any OCREngine)?, made engine: (any OCREngine)? = nil) {
        self.make = make
        made = engine
    }

    /// The engine, made now when there is none; nil when it cannot be made (tried again next time).
    var engine: (any OCREngine)? {
        if made == nil, let make { made = make() }
        return made
    }

    /// Whether the engine is made (and holds its models).
    var isMade: Bool { made != nil }

    /// Lets the engine, if it is made, let go of the page it holds between readings.
    func letGoOfPage() { made?.letGoOfPage() }

    /// Drops the engine and everything it holds; the next use of `engine` makes a new one.
    func renew() {
        guard make != nil else { return }
        made = nil
    }
}
