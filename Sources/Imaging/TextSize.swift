// Estimates how tall the printed characters are from the connected components of a binarised page,
// so the page can be scaled to the text size Tesseract reads best (about 24 px) whatever the camera
// or scanner resolution was.

import DocumentModel
import Foundation

public enum TextSize {
    /// The character height (65th percentile of component heights) Tesseract read best in our
    /// measurements: 24 px kept clean scans at their raw accuracy where 30 px lost 3 of 57 fields.
    /// Smaller targets do not pay (`scripts/text-size-curve.sh FOLDER default 20 16 16-24`): shrinking
    /// every page to 16–20 px lost 1.5 pt of Corpus/ key fields (small print: card digits, company
    /// numbers); enlarging small text only to 16 px (band 16-24) saved 10–16 % CPU and held Corpus/
    /// and foreign dev, but lost 3 pt of corpus-real key fields (SROIE date 95.0 → 90.8 %, total
    /// 90.0 → 86.7 %): the small print of real receipt scans needs the full enlargement.
    static let preferredHeight = 24.0

    /// The character height that Tesseract is told means 300 dpi, whatever size the page is scaled
    /// to: the resolution it is given stays true to the print at any target height. (Telling it
    /// 300 dpi at every target instead read foreign dev identically, 85.0 % of fields at 16-24.)
    public static let heightAt300dpi = 24.0

    /// The typical character height, in the pixels of the binarised image the boxes come from, or nil
    /// when too few components look like characters (a blank page, a photo of something else).
    /// - Parameters:
    ///   - boxes: connected components of the ink.
    ///   - imageHeight: height of that image; components taller than a tenth of it are not text.
    static func characterHeight(of boxes: [BoundingBox], imageHeight: Int) -> Double? {
        let tallest = max(8, imageHeight / 10)
        let heights = boxes.compactMap { box -> Int? in
            // Characters: at least 4 px tall, not lines or rules, not whole blocks of merged print.
            guard box.height >= 4, box.height <= tallest, box.width >= 2,
                  box.width <= 8 * box.height, box.height <= 4 * box.width else { return nil }
            return box.height
        }.sorted()
        guard heights.count >= 20 else { return nil }
        // The upper-middle of the distribution: dots, commas and dashes sit below, merged lines above.
        return Double(heights[Int(Double(heights.count - 1) * 0.65)])
    }

    /// The factor that brings characters `height` pixels tall into `target`, clamped to `range`;
    /// 1 when the change would be under 15 %.
    static func scaleFactor(forCharacterHeight height: Double, target: TextSizeTarget = .standard,
                            range: ClosedRange<Double> = 0.125...3) -> Double {
        let factor = min(max(target.clamp(height) / height, range.lowerBound), range.upperBound)
        return abs(factor - 1) < 0.15 ? 1 : factor
    }
}

/// The band of character heights pages are scaled into: smaller text is enlarged to `lowest`, larger
/// text shrunk to `highest`, text in between is left alone. The default is the single height 24 px;
/// a band lets experiments trade the cost of enlarging (Tesseract's time grows with the pixels, if
/// less than in proportion) against accuracy on small print.
public struct TextSizeTarget: Sendable, Equatable {
    public var lowest: Double
    public var highest: Double

    /// Heights (px) the override may name; outside them Tesseract reads nothing or only slowly.
    public static let allowedHeights = 8.0...64.0

    /// A `highest` below `lowest` is raised to it.
    public init(lowest: Double, highest: Double) {
        self.lowest = lowest
        self.highest = max(lowest, highest)
    }

    /// One height for all text.
    public init(height: Double) {
        self.init(lowest: height, highest: height)
    }

    /// `TextSize.preferredHeight`, the measured default.
    public static let standard = TextSizeTarget(height: TextSize.preferredHeight)

    /// The environment variable that overrides the target for experiments: `18` (one height) or
    /// `16-24` (enlarge below 16 px, shrink above 24 px). Unset or unreadable: `standard`.
    public static let environmentVariable = "RECEIPTVAULT_TEXT_HEIGHT"

    /// The target this process uses: `standard`, or the experiment's override, read once.
    public static let configured = TextSizeTarget(environment: ProcessInfo.processInfo.environment) ?? .standard

    /// The override named in `environment`, or nil when there is none or it is not a height or band
    /// of heights within `allowedHeights`.
    public init?(environment: [String: String]) {
        guard let value = environment[Self.environmentVariable] else { return nil }
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...2).contains(parts.count), let low = parts.first ?? nil, let high = parts.last ?? nil,
              Self.allowedHeights.contains(low), Self.allowedHeights.contains(high), low <= high else { return nil }
        self.init(lowest: low, highest: high)
    }

    /// What an experiment's override amounts to, for `doctor` and `eval` to say; nil when unset.
    public static func overrideNote(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let value = environment[environmentVariable] else { return nil }
        guard let target = TextSizeTarget(environment: environment) else {
            return "\(environmentVariable)=\(value) ignored: give a height in 8-64 (px) or a band such as 16-24; "
                + "pages are scaled to \(standard.description)"
        }
        return "\(environmentVariable)=\(value): pages are scaled to \(target.description), not \(standard.description)"
    }

    /// The height characters `height` pixels tall should be scaled to.
    func clamp(_ height: Double) -> Double {
        min(max(height, lowest), highest)
    }

    /// How the target is written in the environment variable and in `doctor`.
    public var description: String {
        lowest == highest ? "\(Self.format(lowest)) px" : "\(Self.format(lowest))-\(Self.format(highest)) px"
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
