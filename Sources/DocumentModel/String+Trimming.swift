// Trimming a text without bridging it to NSString.

import Foundation

extension StringProtocol {
    /// `trimmingCharacters(in: set)` without the trip through `NSString` (a tenth of extraction's
    /// time with the other bridged calls): the scalars of `set` taken off both ends. Foundation
    /// compares UTF-16 units, the same as scalars below U+10000; a text with a scalar beyond them is
    /// handed to it. Inlinable: every stage calls it per word, and a generic that is not specialised
    /// in the caller's module costs twice Foundation's call.
    @inlinable public func trimming(_ set: CharacterSet) -> String {
        guard !utf8.contains(where: { $0 >= 0xF0 }) else { return trimmingCharacters(in: set) }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }),
              let last = scalars.lastIndex(where: { !set.contains($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
