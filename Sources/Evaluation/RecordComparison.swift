// Two readings of one labelled set compared field by field, by the labels: values made right and
// made wrong, confident values gained and lost, documents that entered or left `auto`. What
// `calibrate compare` prints; with nothing but counts, it judges a change on a held-out set without
// naming a document or a value.

import DocumentModel
import Foundation

/// The part of a record a comparison reads (a replayed record has no source, pages or text).
public struct ComparedRecord: Decodable, Sendable {
    public struct Value: Decodable, Sendable, CustomStringConvertible {
        public var value: String
        public var confidence: Double
        public init(value: String, confidence: Double) { self.value = value; self.confidence = confidence }
        public var description: String { String(format: "%@ %.3f", value, confidence) }
    }

    public var fields: [String: Value]
    public var review: ReviewStatus?

    public init(fields: [String: Value], review: ReviewStatus?) { self.fields = fields; self.review = review }

    /// The record of document `id` in `folder`; nil when there is none.
    public static func load(_ id: String, from folder: String) throws -> ComparedRecord? {
        let url = URL(fileURLWithPath: folder).appendingPathComponent("\(id).json")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(ComparedRecord.self, from: Data(contentsOf: url))
    }
}

/// What became of one labelled field.
public struct FieldChange: Sendable {
    public var wasRight: Bool
    public var isRight: Bool
    public var valueChanged: Bool
    public var wasSure: Bool
    public var isSure: Bool

    public init(expected: String, field: FieldName, old: ComparedRecord.Value?, new: ComparedRecord.Value?, threshold: Double) {
        wasRight = FieldComparison.matches(field, expected: expected, got: old?.value)
        isRight = FieldComparison.matches(field, expected: expected, got: new?.value)
        valueChanged = old?.value != new?.value
        wasSure = (old?.confidence ?? 0) >= threshold
        isSure = (new?.confidence ?? 0) >= threshold
    }

    /// A line's worth of what changed, nil when neither the value nor its side of the threshold did.
    public var note: String? {
        if wasRight != isRight { return isRight ? "made right" : "made wrong" }
        if valueChanged { return isRight ? "still right" : "another wrong value" }
        if wasSure != isSure { return (isSure ? "now sure" : "no longer sure") + (isRight ? ", right" : ", wrong") }
        return nil
    }
}

/// Per field: the counts a change is judged by.
public struct FieldChangeTally: Sendable {
    public init() {}
    public var labelled = 0
    public var madeRight = 0
    public var madeWrong = 0
    public var otherWrong = 0
    public var sureRightBefore = 0, sureRightAfter = 0
    public var sureWrongBefore = 0, sureWrongAfter = 0

    public mutating func count(_ change: FieldChange) {
        labelled += 1
        if !change.wasRight && change.isRight { madeRight += 1 }
        if change.wasRight && !change.isRight { madeWrong += 1 }
        if !change.wasRight && !change.isRight && change.valueChanged { otherWrong += 1 }
        if change.wasSure { if change.wasRight { sureRightBefore += 1 } else { sureWrongBefore += 1 } }
        if change.isSure { if change.isRight { sureRightAfter += 1 } else { sureWrongAfter += 1 } }
    }

    /// Adds another field's counts (the table's `all` row).
    public mutating func add(_ other: FieldChangeTally) {
        labelled += other.labelled; madeRight += other.madeRight; madeWrong += other.madeWrong
        otherWrong += other.otherWrong
        sureRightBefore += other.sureRightBefore; sureRightAfter += other.sureRightAfter
        sureWrongBefore += other.sureWrongBefore; sureWrongAfter += other.sureWrongAfter
    }

    public static func render(_ tallies: [FieldName: FieldChangeTally]) -> String {
        let total = tallies.values.reduce(into: FieldChangeTally()) { $0.add($1) }
        let rows = tallies.sorted { $0.key < $1.key }.map { ($0.key.rawValue, $0.value) } + [("all", total)]
        var lines = ["field           labelled  made right  made wrong  other wrong  sure right      sure wrong",
                     String(repeating: "-", count: 94)]
        for (name, tally) in rows {
            lines.append(name.padding(toLength: 16, withPad: " ", startingAt: 0)
                         + String(format: "%8d  %10d  %10d  %11d  %5d -> %-5d  %5d -> %-5d", tally.labelled, tally.madeRight,
                                  tally.madeWrong, tally.otherWrong, tally.sureRightBefore, tally.sureRightAfter,
                                  tally.sureWrongBefore, tally.sureWrongAfter))
        }
        return lines.joined(separator: "\n")
    }
}

/// Documents that entered or left `auto`, and how many labelled fields of the `auto` documents are right.
public struct ReviewChangeTally: Sendable {
    public init() {}
    public var autoBefore = 0, autoAfter = 0, entered = 0, left = 0
    /// The labelled fields of the `auto` documents, before and after: the promise `auto` makes.
    public var autoFieldsBefore = Tally(), autoFieldsAfter = Tally()

    /// Counts one document from its two records and what became of each of its labelled fields.
    public mutating func count(old: ComparedRecord, new: ComparedRecord, changes: [FieldChange]) {
        let wasAuto = old.review == .auto, isAuto = new.review == .auto
        if wasAuto { autoBefore += 1 }
        if isAuto { autoAfter += 1 }
        if isAuto && !wasAuto { entered += 1 }
        if wasAuto && !isAuto { left += 1 }
        for change in changes {
            if wasAuto { autoFieldsBefore.count(correct: change.wasRight) }
            if isAuto { autoFieldsAfter.count(correct: change.isRight) }
        }
    }

    public var rendered: String {
        func share(_ tally: Tally) -> String { tally.accuracy.map { String(format: "%.1f%%", 100 * $0) } ?? "-" }
        return "auto: \(autoBefore) -> \(autoAfter) documents (\(entered) entered, \(left) left); their labelled fields right: "
            + "\(share(autoFieldsBefore)) -> \(share(autoFieldsAfter))"
    }
}
