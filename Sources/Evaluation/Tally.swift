// A correct-out-of-labelled count, the unit of every accuracy figure in the report.

/// `correct` of `labelled` fields were right; `accuracy` is their ratio (absent when nothing is labelled).
public struct Tally: Sendable, Codable, Hashable {
    public var correct: Int
    public var labelled: Int

    public init(correct: Int = 0, labelled: Int = 0) {
        self.correct = correct; self.labelled = labelled
    }

    /// correct / labelled; nil when nothing is labelled.
    public var accuracy: Double? { labelled > 0 ? Double(correct) / Double(labelled) : nil }

    /// Counts one more labelled field.
    mutating func count(correct isCorrect: Bool) {
        labelled += 1
        if isCorrect { correct += 1 }
    }

    enum CodingKeys: String, CodingKey { case correct, labelled, accuracy }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(correct: try container.decode(Int.self, forKey: .correct),
                  labelled: try container.decode(Int.self, forKey: .labelled))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(correct, forKey: .correct)
        try container.encode(labelled, forKey: .labelled)
        try container.encodeIfPresent(accuracy, forKey: .accuracy)
    }
}
