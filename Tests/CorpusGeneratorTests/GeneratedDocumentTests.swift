// Generated documents (composed, not rendered): determinism, labels printed and complete, sums exact.

@testable import CorpusGeneration
import DocumentModel
import Testing

@Suite struct GeneratedDocumentTests {
    static let plans = CorpusPlan.make(seed: 2026, count: 120)

    @Test func generatorIsDeterministic() {
        var a = SplitMix64(seed: 2026), b = SplitMix64(seed: 2026)
        #expect((0..<100).map { _ in a.next() } == (0..<100).map { _ in b.next() })
        var one = SplitMix64(seed: 1).derived(1), two = SplitMix64(seed: 1).derived(2)
        #expect(one.next() != two.next())
        let first = DocumentComposer.compose(Self.plans[4]), again = DocumentComposer.compose(CorpusPlan.make(seed: 2026, count: 5)[4])
        #expect(first.printed.drawnLines == again.printed.drawnLines)
        #expect(first.label == again.label)
    }

    @Test func everyLabelIsPrintedCompleteAndAddsUp() {
        for plan in Self.plans {
            let composed = DocumentComposer.compose(plan)
            let drawn = composed.printed.drawnLines + composed.printed.drawnRuns
            let problems = LabelVerifier.problems(composed.label, drawn: drawn)
            #expect(problems.isEmpty, "\(plan.id(.cleanScan)): \(problems)")
        }
    }

    @Test func planMatchesTheCorpusRecipe() {
        let hebrew = Self.plans.filter { $0.region == .israel }.count
        #expect(hebrew == 72)
        #expect(Set(Self.plans.map(\.layoutName)).count >= 8)
        #expect(Self.plans[0].id(.cleanScan) == "he-0001-clean_scan" && Self.plans[0].layoutName == "thermal")
        let variants = Self.plans.flatMap(\.variants)
        #expect(variants.count(where: { $0 == .cleanScan }) == 120)
        #expect((3...5).contains(variants.count(where: { $0 == .junkTextPDF })))
        #expect(variants.count(where: { $0 == .twoPagePDF }) >= 4)
        #expect(Set(Self.plans.map(\.fontFamily)).count >= 8)
    }

    @Test func israeliLabelsCarryTheDatedVATRateAndValidIDs() {
        for plan in Self.plans where plan.region == .israel {
            let label = DocumentComposer.compose(plan).label
            if let rate = label[.vatRate] { #expect(rate == (plan.date.year >= 2025 ? "18" : "17")) }
            #expect(label[.companyID].map(CheckDigits.isValidIsraeliID) == true)
            if let customer = label[.customerID] {
                #expect(CheckDigits.isValidIsraeliID(customer))
                #expect(customer != label[.companyID])
            }
        }
    }

    @Test func longInvoicesPaginateWithTheSameLabel() throws {
        let plan = try #require(Self.plans.first { $0.long })
        let single = DocumentComposer.compose(plan), paged = DocumentComposer.compose(plan, paginate: true)
        #expect(single.printed.pages.count == 1)
        #expect(paged.printed.pages.count == 2)
        #expect(single.label == paged.label)
        let lastPage = PrintedDocument(pages: [paged.printed.pages[1]], dpi: 300, fontFamily: "", rightToLeft: false).drawnRuns
        let total = try #require(single.label[.total])
        #expect(LabelVerifier.amountForms(total).contains { form in lastPage.contains { $0.contains(form) } },
                "the total is on the last page")
    }

    @Test func verifierCatchesWrongValuesAndMissingFields() {
        let composed = DocumentComposer.compose(Self.plans[0])
        var wrong = composed.label
        wrong[.total] = "999999.99"
        let drawn = composed.printed.drawnLines
        #expect(LabelVerifier.problems(wrong, drawn: drawn).contains { $0.contains("total") })
        var incomplete = composed.label
        incomplete[.cardLast4] = nil
        incomplete[.date] = nil
        let problems = LabelVerifier.missingFields(incomplete, drawn: drawn)
        #expect(problems.contains { $0.hasPrefix("date") })
        #expect(problems.contains { $0.hasPrefix("card_last4") })
    }

    @Test func hebrewLinesKeepNumbersLeftToRight() {
        let isolated = BidiIsolation.isolatingNumbers("ח.פ 51 475 6123")
        #expect(isolated == "ח.פ \u{2066}51 475 6123\u{2069}")
        #expect(BidiIsolation.isolatingNumbers("טל: *6789") == "טל: \u{2066}*6789\u{2069}")
        #expect(BidiIsolation.isolatingNumbers("סה\"כ 12.50") == "סה\"כ 12.50")
        #expect(BidiIsolation.isolatingNumbers("Tel 03 555") == "Tel 03 555")
    }

    @Test func junkTextLayerHasNoHebrew() {
        var rng = SplitMix64(seed: 5)
        let junk = JunkText.lines(for: ["חשבונית מס 12345", "סה\"כ לתשלום 100.00"], rng: &rng).joined()
        #expect(!junk.unicodeScalars.contains { (0x05D0...0x05EA).contains($0.value) })
        #expect(!junk.isEmpty)
    }
}
