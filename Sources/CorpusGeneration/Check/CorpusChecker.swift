// The self-check of a written corpus: re-composes every document from the seed and compares.

import DocumentModel
import Foundation

/// Checks a corpus folder written by `CorpusGenerator`.
public enum CorpusChecker {
    /// Summary of a passing check.
    public struct Report: Sendable {
        public var documents: Int
        public var files: Int
        public var bytes: Int
        public var textPDFsChecked: Int
    }

    /// Verifies that every planned file and label exists, each label equals the re-composed one,
    /// every labelled value is printed (drawn text and, for text PDFs, `pdftotext` output), sums add
    /// up, and junk PDFs carry no Hebrew text.
    /// - Throws: `CorpusError.check` listing every problem, `CorpusError.reading` for a missing manifest.
    public static func check(corpus: URL) throws -> Report {
        let manifest = try CorpusManifest.read(from: corpus)
        let folder = corpus.appendingPathComponent("documents")
        let plans = CorpusPlan.make(seed: manifest.seed, count: manifest.documents)
        var failures: [String] = []
        var files = 0, bytes = 0, pdfs = 0
        var expectedNames = Set<String>()
        for plan in plans {
            let composed = DocumentComposer.compose(plan)
            let drawn = composed.printed.drawnLines + composed.printed.drawnRuns
            for problem in LabelVerifier.problems(composed.label, drawn: drawn) {
                failures.append("\(plan.id(.cleanScan)): \(problem)")
            }
            for variant in plan.variants {
                let id = plan.id(variant)
                let file = folder.appendingPathComponent(id + "." + variant.fileExtension)
                let labelURL = folder.appendingPathComponent(id + ".json")
                expectedNames.formUnion([file.lastPathComponent, labelURL.lastPathComponent])
                guard let data = try? Data(contentsOf: file), data.count > 1000 else {
                    failures.append("\(id): \(file.lastPathComponent) is missing or empty"); continue
                }
                files += 1; bytes += data.count
                if !hasExpectedSignature(data, variant) { failures.append("\(id): wrong file type for \(variant.rawValue)") }
                guard let stored = try? Data(contentsOf: labelURL),
                      let label = try? JSONDecoder().decode(DocumentLabel.self, from: stored) else {
                    failures.append("\(id): label \(labelURL.lastPathComponent) is missing or unreadable"); continue
                }
                var expected = DocumentComposer.label(composed.label, plan: plan, variant: variant, quad: label.quad)
                expected.quad = label.quad
                if (try? LabelFile.encode(expected)) != (try? LabelFile.encode(label)) {
                    failures.append("\(id): label differs from the re-composed document (regenerate with `make corpus`)")
                }
                if variant == .photo, label.quad == nil { failures.append("\(id): photo label has no quad") }
                if variant == .textPDF || variant == .twoPagePDF || variant == .junkTextPDF {
                    pdfs += 1
                    failures += pdfProblems(file: file, label: label, variant: variant).map { "\(id): \($0)" }
                }
            }
        }
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in present.sorted() where !expectedNames.contains(name) {
            failures.append("\(name) is not part of the plan (stale file? regenerate into an empty folder)")
        }
        guard failures.isEmpty else { throw CorpusError.check(failures: failures) }
        return Report(documents: plans.count, files: files, bytes: bytes, textPDFsChecked: pdfs)
    }

    private static func hasExpectedSignature(_ data: Data, _ variant: Variant) -> Bool {
        let head = [UInt8](data.prefix(4))
        switch variant.fileExtension {
        case "png": return head == [0x89, 0x50, 0x4E, 0x47]
        case "jpg": return head.starts(with: [0xFF, 0xD8, 0xFF])
        default: return head == Array("%PDF".utf8)
        }
    }

    /// The text layer of a text PDF holds the labelled amounts, numbers and names; a junk layer holds
    /// no Hebrew and not the total.
    private static func pdfProblems(file: URL, label: DocumentLabel, variant: Variant) -> [String] {
        guard let text = pdfText(file) else { return ["pdftotext failed (install poppler-utils)"] }
        if variant == .junkTextPDF {
            let hebrew = text.unicodeScalars.contains { (0x05D0...0x05EA).contains($0.value) }
            return hebrew || text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                ? ["junk text layer is empty or contains Hebrew"] : []
        }
        let lines = text.components(separatedBy: "\n")
        var problems: [String] = []
        let digitLines = lines.map(LabelVerifier.joinedDigitGroups)
        for field in [FieldName.total, .subtotal, .vatAmount] {
            guard let value = label[field] else { continue }
            if !LabelVerifier.amountForms(value).contains(where: { form in lines.contains { $0.contains(form) } }) {
                problems.append("text layer lacks \(field.rawValue) \(value)")
            }
        }
        for field in [FieldName.companyID, .phone, .invoiceNumber] {
            guard let value = label[field] else { continue }
            let digits = value.filter(\.isASCIIDigit)
            if !digits.isEmpty, !digitLines.contains(where: { $0.contains(digits) }) {
                problems.append("text layer lacks \(field.rawValue) \(value)")
            }
        }
        if variant == .twoPagePDF, !text.contains("\u{0C}") { problems.append("two-page PDF has one page") }
        return problems
    }

    private static func pdfText(_ file: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pdftotext", "-layout", file.path, "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
