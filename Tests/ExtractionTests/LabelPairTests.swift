// A label printed twice on one row: the value follows the second when the first is a title.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct LabelPairTests {
    @Test func aLabelPrintedAgainOnTheRowGivesItsValue() {
        let layout = Layout(document: SyntheticReceipt.document("TAX INVOICE / ORIGINAL COPY Invoice No.: 20917"))
        let pairs = layout.labelledValues(KeywordSet(["INVOICE"]), allowNextRow: false) { words in
            words.prefix(3).first { $0.text.allSatisfy(\.isASCIIDigit) }.map { ($0.text, [$0]) }
        }
        #expect(pairs.map(\.value) == ["20917"])
        #expect(pairs.first?.label.map(\.text) == ["Invoice"])
    }

    @Test func aLabelWithoutValueAnywhereGivesNothing() {
        let layout = Layout(document: SyntheticReceipt.document("TAX INVOICE / ORIGINAL COPY Invoice"))
        let pairs = layout.labelledValues(KeywordSet(["INVOICE"]), allowNextRow: false) { words in
            words.prefix(3).first { $0.text.allSatisfy(\.isASCIIDigit) }.map { ($0.text, [$0]) }
        }
        #expect(pairs.isEmpty)
    }
}
