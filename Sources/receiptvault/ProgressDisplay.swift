// Batch progress on standard error: a bar redrawn in place on a terminal (with the stage and the
// file being read), plain lines otherwise. JSON lines written to the same terminal clear the bar
// first and redraw it after, so the two never run into each other.

import DocumentModel
import Foundation
import ReceiptVault
import Synchronization

final class ProgressDisplay: Sendable {
    let isTerminal: Bool
    /// `-q`: nothing but errors.
    let quiet: Bool
    /// `-v`: one line per document as it finishes.
    let verbose: Bool

    private struct State {
        var progress: BatchProgress?
        /// The stage of each document being read, by relative path, in the order they started.
        var reading: [(file: String, stage: String)] = []
        var lastDraw: UInt64 = 0
        var barShown = false
    }
    private let state = Mutex(State())

    init(isTerminal: Bool, quiet: Bool = false, verbose: Bool = false) {
        self.isTerminal = isTerminal; self.quiet = quiet; self.verbose = verbose
    }

    /// A document entered a stage (from a worker thread): redrawn at most ten times a second.
    func stage(_ stage: String, of input: BatchInput) {
        guard isTerminal, !quiet else { return }
        state.withLock { state in
            if let index = state.reading.firstIndex(where: { $0.file == input.relativePath }) {
                state.reading[index].stage = stage
            } else {
                state.reading.append((input.relativePath, stage))
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now - state.lastDraw > 100_000_000 else { return }
            state.lastDraw = now
            draw(state.progress, &state)
        }
    }

    func update(_ progress: BatchProgress, latest: BatchResult) {
        state.withLock { state in
            state.progress = progress
            state.reading.removeAll { $0.file == latest.input.relativePath }
            if latest.record.status == .error, !latest.skipped {
                clear(&state)
                Output.standardError("failed: \(latest.record.error?.message ?? latest.input.relativePath)\n")
            } else if verbose {
                clear(&state)
                let verdict = latest.skipped ? "already done" : (latest.record.review?.rawValue ?? "ok")
                Output.standardError("\(verdict): \(latest.input.relativePath)"
                                     + (latest.skipped ? "" : " (\(latest.record.timingsMs["total"] ?? 0) ms)") + "\n")
            }
            guard !quiet else { return }
            if isTerminal {
                draw(progress, &state)
            } else if progress.done == progress.total || progress.done % max(1, progress.total / 20) == 0 {
                Output.standardError(summaryLine(progress) + "\n")
            }
        }
    }

    /// Writes `line` to standard output with the bar out of its way.
    func standardOutput(_ line: Data) { aside { Output.standardOutput(line) } }

    func finish(_ progress: BatchProgress) {
        state.withLock { state in
            clear(&state)
            guard !quiet else { return }
            Output.standardError(summaryLine(progress) + (progress.failed > 0 ? " — see the error records" : "") + "\n")
        }
    }

    /// Writes a line to standard error with the bar out of its way (errors are shown even with `-q`).
    func message(_ text: String) { aside { Output.standardError(text) } }

    /// Runs `write` with the bar cleared, then redraws the bar if it was shown.
    private func aside(_ write: () -> Void) {
        state.withLock { state in
            let redraw = state.barShown
            clear(&state)
            write()
            if redraw { draw(state.progress, &state) }
        }
    }

    /// Takes the bar off the terminal (before an interruption message).
    func clear() { state.withLock { clear(&$0) } }

    private func clear(_ state: inout State) {
        if isTerminal, state.barShown { Output.standardError("\r\u{1B}[K") }
        state.barShown = false
    }

    private func draw(_ progress: BatchProgress?, _ state: inout State) {
        var line = progress.map(bar) ?? "starting"
        if let first = state.reading.first {
            line += " · \(first.stage): \(first.file)"
            if state.reading.count > 1 { line += " (+\(state.reading.count - 1))" }
        }
        Output.standardError("\r" + line + "\u{1B}[K")
        state.barShown = true
    }

    private func bar(_ progress: BatchProgress) -> String {
        let width = 30
        let filled = progress.total > 0 ? width * progress.done / progress.total : 0
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        return "\(bar) " + summaryLine(progress)
    }

    private func summaryLine(_ progress: BatchProgress) -> String {
        var parts = ["\(progress.done)/\(progress.total) documents", "\(progress.pages) pages"]
        if progress.skipped > 0 { parts.append("\(progress.skipped) already done") }
        parts.append(String(format: "%.2f docs/s", progress.rate))
        if let eta = progress.eta, progress.done < progress.total { parts.append("ETA \(Self.duration(eta))") }
        parts.append("\(progress.failed) failed")
        return parts.joined(separator: " · ")
    }

    private static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        return total >= 60 ? "\(total / 60)m\(String(format: "%02d", total % 60))s" : "\(total)s"
    }
}
