// Batch progress on standard error: a bar redrawn in place on a terminal, plain lines otherwise.

import DocumentModel
import Foundation
import ReceiptVault

struct ProgressDisplay: Sendable {
    let isTerminal: Bool

    func update(_ progress: BatchProgress, latest: BatchResult) {
        if latest.record.status == .error, !latest.skipped {
            clearLine()
            Output.standardError("failed: \(latest.record.error?.message ?? latest.input.relativePath)\n")
        }
        if isTerminal {
            Output.standardError("\r" + bar(progress) + "\u{1B}[K")
        } else if progress.done == progress.total || progress.done % max(1, progress.total / 20) == 0 {
            Output.standardError(summaryLine(progress) + "\n")
        }
    }

    func finish(_ progress: BatchProgress) {
        clearLine()
        Output.standardError(summaryLine(progress) + (progress.failed > 0 ? " — see the error records" : "") + "\n")
    }

    private func clearLine() {
        if isTerminal { Output.standardError("\r\u{1B}[K") }
    }

    private func bar(_ progress: BatchProgress) -> String {
        let width = 30
        let filled = progress.total > 0 ? width * progress.done / progress.total : width
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
