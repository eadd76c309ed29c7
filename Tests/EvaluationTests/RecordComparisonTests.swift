// Two readings of one labelled set compared by the labels, as `calibrate compare` counts them: a value
// made right or wrong, one wrong value for another, confidence across the threshold, and `auto`.

import DocumentModel
import Evaluation
import Testing

@Suite struct RecordComparisonTests {
    private static func record(_ fields: [String: (String, Double)], review: ReviewStatus?) -> ComparedRecord {
        ComparedRecord(fields: fields.mapValues { ComparedRecord.Value(value: $0.0, confidence: $0.1) }, review: review)
    }

    private static func change(_ field: FieldName, _ expected: String, _ old: (String, Double)?, _ new: (String, Double)?)
        -> FieldChange {
        FieldChange(expected: expected, field: field, old: old.map { .init(value: $0.0, confidence: $0.1) },
                    new: new.map { .init(value: $0.0, confidence: $0.1) }, threshold: 0.9)
    }

    @Test func eachKindOfChangeIsCountedOnce() {
        var tally = FieldChangeTally()
        tally.count(Self.change(.total, "12.50", ("12.80", 0.95), ("12.50", 0.97)))   // made right, sure
        tally.count(Self.change(.total, "12.50", ("12.50", 0.93), ("21.50", 0.91)))   // made wrong, sure
        tally.count(Self.change(.total, "12.50", ("11.00", 0.60), ("13.00", 0.70)))   // one wrong for another
        tally.count(Self.change(.total, "12.50", ("12.50", 0.95), ("12.50", 0.85)))   // no longer sure
        tally.count(Self.change(.total, "12.50", nil, nil))                           // missing both times
        #expect(tally.labelled == 5)
        #expect(tally.madeRight == 1 && tally.madeWrong == 1 && tally.otherWrong == 1)
        #expect(tally.sureRightBefore == 2 && tally.sureRightAfter == 1)
        #expect(tally.sureWrongBefore == 1 && tally.sureWrongAfter == 1)
    }

    @Test func aChangeSaysWhatBecameOfTheField() {
        #expect(Self.change(.date, "2025-03-14", nil, ("2025-03-14", 0.99)).note == "made right")
        #expect(Self.change(.date, "2025-03-14", ("2025-03-14", 0.99), ("2025-03-14", 0.80)).note == "no longer sure, right")
        #expect(Self.change(.date, "2025-03-14", ("2025-03-14", 0.99), ("2025-03-14", 0.98)).note == nil)
    }

    @Test func autoDocumentsAreJudgedByAllTheirLabelledFields() {
        var review = ReviewChangeTally()
        review.count(old: Self.record(["total": ("12.50", 0.99), "date": ("2025-03-15", 0.95)], review: .auto),
                     new: Self.record(["total": ("12.50", 0.99), "date": ("2025-03-15", 0.85)], review: .review),
                     changes: [Self.change(.total, "12.50", ("12.50", 0.99), ("12.50", 0.99)),
                               Self.change(.date, "2025-03-14", ("2025-03-15", 0.95), ("2025-03-15", 0.85))])
        #expect(review.autoBefore == 1 && review.autoAfter == 0 && review.left == 1 && review.entered == 0)
        #expect(review.rendered == "auto: 1 -> 0 documents (0 entered, 1 left); their labelled fields right: 50.0% -> -")
    }
}
