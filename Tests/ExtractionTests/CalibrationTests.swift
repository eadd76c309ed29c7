// The confidence model's fitting and measuring: a fit learns that stronger evidence is more often
// right, calibration error is measured correctly, failed check digits cap confidence, and a name
// found outside the issuer's regions is never sure.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct CalibrationTests {
    @Test func fitLearnsThatStrongerEvidenceIsRighter() {
        var samples: [CalibrationSample] = []
        for index in 0..<200 {
            let strong = index % 2 == 0
            let features = ConfidenceFeatures(values: [strong ? 0.9 : 0.3, 0.9, strong ? 1 : 0, 0, strong ? 1 : 0.1, 0, 0.9])
            // Strong evidence is right 19 times in 20, weak evidence 1 time in 4.
            let correct = strong ? index % 40 != 0 : index % 8 == 1
            samples.append(CalibrationSample(field: .total, features: features, correct: correct))
        }
        let fitted = CalibrationFit.fit(samples, iterations: 3000, learningRate: 0.5)
        let strong = fitted.probability(field: .total, features: samples[0].features)
        let weak = fitted.probability(field: .total, features: samples[1].features)
        #expect(strong > 0.85 && weak < 0.4, "strong \(strong), weak \(weak)")
        #expect(fitted.intercepts["total"] != nil)
    }

    @Test func aLegalNameIsJudgedAsABusinessName() {
        let features = ConfidenceFeatures(values: [0.9, 0.95, 1, 0, 1, 0, 0.9])
        let fitted = CalibrationParameters.fitted
        #expect(fitted.probability(field: .legalName, features: features)
                == fitted.probability(field: .businessName, features: features))
        #expect(fitted.intercepts["legal_name"] == nil, "no labels to fit legal_name on yet")
    }

    @Test func aNameOutsideTheIssuersRegionsIsNeverSure() {
        // Strong evidence every way, but read in the document's meta, not the issuer's header.
        var features = ConfidenceFeatures(values: [1.0, 0.97, 1, 0, 1, 1, 0.95, 0, 1])
        let inHeader = ConfidenceModel.confidence(field: .businessName, features: features, vetoed: false,
                                                  parameters: .fitted)
        #expect(inHeader > ConfidenceModel.displacedNameCeiling)
        features.values[8] = 0
        for field in [FieldName.businessName, .legalName] {
            #expect(ConfidenceModel.confidence(field: field, features: features, vetoed: false, parameters: .fitted)
                    == ConfidenceModel.displacedNameCeiling)
        }
        // Other fields outside their region keep the model's word (a date printed in a receipt's
        // header is often right).
        #expect(ConfidenceModel.confidence(field: .date, features: features, vetoed: false, parameters: .fitted)
                > ConfidenceModel.displacedNameCeiling)
    }

    @Test func expectedCalibrationErrorOfPerfectAndOverconfidentModels() {
        let calibrated = (0..<10).map { (confidence: 0.8, correct: $0 < 8) }
        #expect(abs(CalibrationFit.expectedCalibrationError(calibrated)) < 1e-9)
        let overconfident = (0..<10).map { (confidence: 0.95, correct: $0 < 5) }
        #expect(abs(CalibrationFit.expectedCalibrationError(overconfident) - 0.45) < 1e-9)
    }

    @Test func generatedSourceDeclaresTheParameters() {
        let source = CalibrationFit.swiftSource(.fitted, sampleCount: 3, corpus: "test")
        #expect(source.contains("public static let fitted = CalibrationParameters("))
        #expect(source.contains("Fitted on 3 labelled fields"))
    }

    @Test func invalidCheckDigitIsNeverConfident() {
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document("סופר השכונה בע\"מ\nח.פ 514756123"),
                                                    today: SyntheticReceipt.day("2025-06-30"))
        let companyID = extraction.fields[.companyID]
        #expect(companyID?.value == "514756123")
        #expect((companyID?.confidence ?? 1) <= ConfidenceModel.vetoCeiling)
        #expect(companyID?.checks.contains("check_digit") == false)
    }
}
