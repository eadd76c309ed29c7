// The limits that keep one hostile or huge input from stalling a worker or exhausting memory.

/// Limits checked before anything is decoded.
public struct IngestLimits: Sendable, Hashable {
    /// The largest input file read, in bytes.
    public var maxFileBytes: Int
    /// The most pages of one document processed.
    public var maxPages: Int
    /// The most pixels one decoded page image may have (checked from the header, before decoding).
    public var maxPixels: Int

    public init(maxFileBytes: Int = 256 << 20, maxPages: Int = 50, maxPixels: Int = 100_000_000) {
        self.maxFileBytes = maxFileBytes; self.maxPages = maxPages; self.maxPixels = maxPixels
    }

    public static let `default` = IngestLimits()
}
