// The corpus's only source of randomness: SplitMix64, so a seed gives the same corpus on every run.

/// A small, fast, deterministic pseudo-random generator (Steele, Lea & Flood's SplitMix64).
/// The corpus never uses the system generator or the clock.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose whole output is decided by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An independent generator for one sub-task (one document, one variant), so that adding a
    /// document or a degradation step does not shift the randomness of all the others.
    public func derived(_ salt: UInt64) -> SplitMix64 {
        var copy = SplitMix64(seed: state ^ (salt &* 0xD6E8_FEB8_6659_FD93))
        _ = copy.next()
        return copy
    }

    /// A uniform integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// A uniform double in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool { double(0...1) < probability }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }

    /// `count` distinct elements of `options` (all of them when there are fewer), in a random order.
    public mutating func sample<T>(_ options: [T], count: Int) -> [T] {
        var pool = options
        var result: [T] = []
        while result.count < count, !pool.isEmpty {
            result.append(pool.remove(at: int(0...(pool.count - 1))))
        }
        return result
    }

    /// A string of `count` random decimal digits (leading zeros allowed).
    public mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(String(int(0...9))) })
    }
}
