// Grain measurement and the denoising decision: a rendered page measures no grain, added noise of a
// known spread is measured close to it, and only grainy pages are median-filtered (and, when the
// caller asks, also prepared without the median).

import DocumentModel
import Testing
@testable import Imaging

struct GrainTests {
    /// `pixels` with noise added: the sum of two uniform values in ±`amplitude` (as the corpus
    /// generator adds it), whose standard deviation is amplitude × √(2/3).
    static func withNoise(_ pixels: GrayPixels, amplitude: Double, seed: UInt64 = 7) -> GrayPixels {
        var noisy = pixels
        var random = SeededRandom(state: seed)
        for index in noisy.values.indices {
            let noise = (random.unit() * 2 - 1 + random.unit() * 2 - 1) * amplitude
            noisy.values[index] = UInt8(max(0, min(255, (Double(noisy.values[index]) + noise).rounded())))
        }
        return noisy
    }

    @Test func aRenderedPageHasNoGrain() throws {
        let page = SyntheticPhoto.page(width: 400, height: 500, characterHeight: 20)
        #expect(try #require(Grain.sigma(of: page)) < 0.5)
    }

    @Test(arguments: [4.0, 7.0])
    func addedNoiseIsMeasuredCloseToItsSpread(amplitude: Double) throws {
        let flat = GrayPixels(width: 300, height: 300, filledWith: 200)
        let sigma = try #require(Grain.sigma(of: Self.withNoise(flat, amplitude: amplitude)))
        let spread = amplitude * (2.0 / 3).squareRoot()
        // The 5 × 5 mean includes the pixel itself and the median of |x| is 0.67 σ: within 15 %.
        #expect(abs(sigma - spread) < 0.15 * spread, "measured \(sigma) for noise of spread \(spread)")
    }

    @Test func aTinyImageHasNoMeasurement() {
        #expect(Grain.sigma(of: GrayPixels(width: 4, height: 40, filledWith: 128)) == nil)
    }

    @Test func onlyGrainyPagesAreDenoised() {
        #expect(!PreparationPlan.needsDenoising(grain: nil))
        #expect(!PreparationPlan.needsDenoising(grain: 0))
        #expect(!PreparationPlan.needsDenoising(grain: 1.9))
        #expect(PreparationPlan.needsDenoising(grain: 4))
    }

    @Test func fadedPrintOnADenoisedPageIsStretchedSteeply() {
        let survey = PageSurvey(characterHeight: 24,
                                tone: PageTone(paper: 220, ink: 120, unevenness: 2, glare: 0), sharpness: 0.6)
        let outline = DocumentOutline(verdict: .fillsFrame, quad: nil, coverage: 1, cutOffEdges: [false, false, false, false])
        let plain = PreparationPlan.decide(outline: outline, survey: survey, imageWidth: 800, imageHeight: 1000,
                                           maxLongSide: 4200, maxPixels: PagePreparer.defaultMaxPixels)
        let denoised = PreparationPlan.decide(outline: outline, survey: survey, imageWidth: 800, imageHeight: 1000,
                                              maxLongSide: 4200, maxPixels: PagePreparer.defaultMaxPixels, denoised: true)
        #expect(plain.stretch?.black == 95 && plain.stretch?.white == 216)
        #expect(denoised.stretch?.black == 145 && denoised.stretch?.white == 195)
    }

    @Test(arguments: [(130, 130), (130, 126), (190, 180)])
    func aPageWithoutContrastIsNeitherFlattenedNorStretched(paper: Int, ink: Int) {
        let survey = PageSurvey(characterHeight: nil,
                                tone: PageTone(paper: paper, ink: ink, unevenness: 0, glare: 0), sharpness: 0.1)
        let outline = DocumentOutline(verdict: .fillsFrame, quad: nil, coverage: 1, cutOffEdges: [false, false, false, false])
        for denoised in [false, true] {
            let plan = PreparationPlan.decide(outline: outline, survey: survey, imageWidth: 800, imageHeight: 1000,
                                              maxLongSide: 4200, maxPixels: PagePreparer.defaultMaxPixels, denoised: denoised)
            #expect(plan.stretch == nil && !plan.normalizeBackground, "paper \(paper), ink \(ink), denoised \(denoised): \(String(describing: plan.stretch))")
        }
    }

    @Test func aGrainyFadedScanIsDenoisedAndStretched() throws {
        let page = SyntheticPhoto.page(width: 700, height: 900, characterHeight: 22, paper: 225, ink: 130)
        let scan = try Image(Self.withNoise(page, amplitude: 7))
        let prepared = try PagePreparer().prepare(scan, resolution: 300)
        #expect(prepared.steps.first == "denoise:median3", "steps: \(prepared.steps)")
        #expect(prepared.steps.contains { $0.hasPrefix("contrast_stretch:") })
        let grain = try #require(prepared.measurements?.grain)
        #expect(grain > PreparationPlan.grainyFrom)
        // The faded print is still found and measured at its true height.
        let height = try #require(prepared.measurements?.characterHeight)
        #expect(abs(height - 22) <= 3)
    }

    @Test func aGrainyScanIsAlsoPreparedWithoutTheMedianWhenAsked() throws {
        let page = SyntheticPhoto.page(width: 700, height: 900, characterHeight: 22, paper: 225, ink: 130)
        let scan = try Image(Self.withNoise(page, amplitude: 7))
        #expect(try PagePreparer().prepare(scan, resolution: 300).second == nil)
        let both: Set<SecondPreparation> = [.closing, .withoutMedian]
        let prepared = try PagePreparer().prepare(scan, resolution: 300, secondPreparations: both)
        #expect(prepared.second?.preparation == .withoutMedian)
        let second = try #require(prepared.second?.image)
        // The same steps, so the same geometry and resolution: boxes found on one hold on the other.
        #expect(second.width == prepared.image.width && second.height == prepared.image.height)
        #expect(second.resolution == prepared.image.resolution)
        // But not the same pixels: what the median smoothed (the paper's grain is stretched to white
        // on both) is left as printed.
        let (first, grainy) = (try prepared.image.grayPixels().values, try second.grayPixels().values)
        #expect(zip(first, grainy).contains { abs(Int($0) - Int($1)) > 12 })
        // A clean page has no second preparation when one is asked for either.
        let clean = try Image(SyntheticPhoto.page(width: 700, height: 900, characterHeight: 24))
        #expect(try PagePreparer().prepare(clean, resolution: 300, secondPreparations: both).second == nil)
    }

    @Test func aCleanScanIsNotDenoised() throws {
        let page = try Image(SyntheticPhoto.page(width: 700, height: 900, characterHeight: 24))
        let prepared = try PagePreparer().prepare(page, resolution: 300)
        #expect(!prepared.steps.contains { $0.hasPrefix("denoise") })
        #expect(prepared.measurements?.grain == 0)
    }

    @Test func otsuSplitsTwoPeaksBetweenThem() throws {
        var counts = [Int](repeating: 0, count: 256)
        counts[40] = 100; counts[45] = 50; counts[210] = 900; counts[220] = 300
        let threshold = try #require(Histogram.otsuThreshold(counts))
        #expect(threshold > 45 && threshold <= 210)
        #expect(Histogram.otsuThreshold([Int](repeating: 0, count: 256)) == nil)
    }
}
