// The text-size target: the default single height, the experiments' override read from the
// environment, and a band that leaves text between its ends alone.

import Testing
@testable import Imaging

struct TextSizeTargetTests {
    @Test func withoutAnOverrideTheStandardHeightIsUsed() {
        #expect(TextSizeTarget(environment: [:]) == nil)
        #expect(TextSizeTarget.standard == TextSizeTarget(height: TextSize.preferredHeight))
        #expect(TextSizeTarget.overrideNote(environment: [:]) == nil)
    }

    @Test(arguments: [("18", 18.0, 18.0), ("16-24", 16, 24), (" 20 - 22 ", 20, 22)])
    func anOverrideNamesAHeightOrABand(value: String, lowest: Double, highest: Double) {
        let target = TextSizeTarget(environment: [TextSizeTarget.environmentVariable: value])
        #expect(target == TextSizeTarget(lowest: lowest, highest: highest))
    }

    @Test(arguments: ["", "big", "4", "100", "24-16", "16-20-24", "-16"])
    func anUnreadableOverrideIsIgnoredAndSaidSo(value: String) throws {
        let environment = [TextSizeTarget.environmentVariable: value]
        #expect(TextSizeTarget(environment: environment) == nil)
        let note = try #require(TextSizeTarget.overrideNote(environment: environment))
        #expect(note.contains("ignored"))
    }

    @Test func aBandEnlargesSmallTextShrinksLargeTextAndLeavesTheRest() {
        let band = TextSizeTarget(lowest: 16, highest: 24)
        #expect(TextSize.scaleFactor(forCharacterHeight: 10, target: band) == 1.6)
        #expect(TextSize.scaleFactor(forCharacterHeight: 20, target: band) == 1)
        #expect(TextSize.scaleFactor(forCharacterHeight: 48, target: band) == 0.5)
    }
}
