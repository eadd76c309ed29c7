// Check digits of generated identifiers: Israeli company numbers and UK VAT numbers.

@testable import CorpusGeneration
import Testing

@Suite struct CheckDigitTests {
    @Test func israeliCheckDigitCompletesEveryBody() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let id = CheckDigits.israeliID(body: rng.digits(8))
            #expect(CheckDigits.isValidIsraeliID(id), "\(id)")
            let wrongLast = String(id.dropLast()) + String(((id.last?.wholeNumberValue ?? 0) + 1) % 10)
            #expect(!CheckDigits.isValidIsraeliID(wrongLast), "\(wrongLast)")
        }
    }

    @Test func israeliKnownNumbers() {
        #expect(CheckDigits.isValidIsraeliID("000000018"))
        #expect(!CheckDigits.isValidIsraeliID("000000019"))
        #expect(!CheckDigits.isValidIsraeliID("51475612"))
    }

    @Test func printedCompanyNumbersCarryTheirDigits() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<50 {
            let id = PartyFactory.israeliCompanyNumber(rng: &rng)
            #expect(id.printed.filter(\.isNumber) == id.digits)
            #expect(CheckDigits.isValidIsraeliID(id.digits))
        }
    }

    @Test func ukVATNumbersPassModulo97() {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<300 {
            let vat = CheckDigits.ukVAT(body: rng.digits(7))
            #expect(CheckDigits.isValidUKVAT(vat), "\(vat)")
        }
        #expect(CheckDigits.isValidUKVAT("123456782"))   // 8·1+7·2+…+2·7 = 112; 112 + 82 = 194 = 2·97
        #expect(!CheckDigits.isValidUKVAT("123456783"))
    }
}
