// The extraction stage: recognised words → layout → candidates per field → the most consistent set
// → calibrated confidences, items, category and review status. Its passes run in the order of
// `ExtractionPass`; those that want a box read again ask for it and pause the extraction until the
// pipeline answers (see `ExtractionStep`).

import DocumentModel
import Foundation

/// Turns a recognised document into fields, items, a category and calibrated confidences.
/// Pure and deterministic: the same words, answers to its re-reading requests and `today` always
/// give the same extraction.
public struct ReceiptExtractor: Sendable {
    public let configuration: ExtractionConfiguration

    public init(configuration: ExtractionConfiguration = .default) {
        self.configuration = configuration
    }

    /// Starts extracting `document`: the first step either asks for boxes to be read again or is
    /// the finished extraction.
    /// - Parameter today: dates after it are not the document's date.
    public func start(_ document: RecognizedDocument, today: Date = Date()) -> ExtractionStep {
        run(from: 0, ExtractionState(document: document, today: today), rereads: Rereads())
    }

    /// Extracts fields, with the second readings `answer` gives for what the passes ask (the
    /// pipeline reads the page again; a recording replays what a live run read).
    public func analyse(_ document: RecognizedDocument, today: Date = Date(),
                        answering answer: ([RereadRequest]) -> [Rereading]) -> ExtractionAnalysis {
        var step = start(document, today: today)
        while true {
            switch step {
            case let .needsRereading(requests, paused): step = paused.resumed(with: answer(requests))
            case let .finished(analysis): return analysis
            }
        }
    }

    /// Extracts fields from the words, with the second readings recorded in `document.rereadings`
    /// (a recording's); every other box a pass asks about reads as nothing.
    public func extract(_ document: RecognizedDocument, today: Date = Date()) -> Extraction {
        analyse(document, today: today).extraction
    }

    /// `extract`, with the evidence behind each field (what the confidence is fitted on); a document
    /// read twice (`secondReading`) is extracted from both readings, merged (`merged(_:_:)`), and one
    /// the second recogniser read (`numbersSpliced`) takes its digit fields from that reading where
    /// its own are missing or unsure (`withSecondRecognition`).
    public func analyse(_ document: RecognizedDocument, today: Date = Date()) -> ExtractionAnalysis {
        var analysis = analyse(document, today: today) { requests in
            requests.flatMap { request in
                let recorded = document.rereadings.filter { $0.request == request }
                return recorded.isEmpty ? [Rereading(request, text: nil)] : recorded
            }
        }
        if let second = document.secondReading {
            analysis = merged(analysis, analyse(second, today: today))
        }
        if let spliced = document.numbersSpliced {
            analysis = withSecondRecognition(analysis, spliced: analyse(spliced, today: today))
        }
        return analysis
    }

    /// Runs the passes from `first` on; pauses after the first pass that asked for readings it has
    /// no answer to, to run that pass again once answered.
    fileprivate func run(from first: Int, _ state: ExtractionState, rereads: Rereads) -> ExtractionStep {
        var state = state, rereads = rereads
        for index in ExtractionPass.allCases.indices.dropFirst(first) {
            let before = state
            state.run(ExtractionPass.allCases[index], rereads: &rereads, configuration: configuration)
            if !rereads.unanswered.isEmpty {
                return .needsRereading(rereads.unanswered,
                                       PausedExtraction(extractor: self, pass: index, state: before, rereads: rereads))
            }
        }
        return .finished(state.analysis(configuration: configuration))
    }
}

/// Where an extraction stands: waiting for boxes to be read again, or done.
public enum ExtractionStep: Sendable {
    /// The boxes a pass asked to have read again; resume the extraction with their readings.
    case needsRereading([RereadRequest], PausedExtraction)
    case finished(ExtractionAnalysis)

}

/// An extraction waiting for second readings: the state before the pass that asked for them.
public struct PausedExtraction: Sendable {
    fileprivate let extractor: ReceiptExtractor
    fileprivate let pass: Int
    fileprivate let state: ExtractionState
    fileprivate let rereads: Rereads

    /// Runs the pass that asked again, with `readings` (every request answered, a nil text where
    /// nothing was read), and goes on.
    public func resumed(with readings: [Rereading]) -> ExtractionStep {
        var rereads = self.rereads
        rereads.add(readings)
        return extractor.run(from: pass, state, rereads: rereads)
    }
}

/// One extracted field with the features its confidence came from.
public struct FieldEvidence: Sendable, Hashable {
    public let field: FieldName
    public let value: String
    public let rule: String
    /// The rule that found the value.
    let ruleID: RuleID
    public let features: ConfidenceFeatures
    /// True when a check whose failure caps the confidence failed (e.g. a check digit).
    public let vetoed: Bool
    public let confidence: Double
    /// The highest confidence the value may have whatever its features say (1: none; see
    /// `ReceiptExtractor.disagreementCeiling`).
    public var ceiling: Double = 1
}

/// An extraction with the evidence behind each field.
public struct ExtractionAnalysis: Sendable {
    public let extraction: Extraction
    public let evidence: [FieldEvidence]
}
