// Measures the library's duplicate page-hash rule on labelled corpora: the perceptual hash of the
// first page the real pipeline prepared (as filing takes it, `LibraryFiling.pageHash`) and the
// record it read, for each document, then every pair. Pairs of the same paper (one document's
// capture variants: `he-0001-clean_scan` and `he-0001-noisy_scan`) should match, pairs of different
// papers should not. For a sweep of tolerances it prints false negatives (same paper, not matched)
// and false positives (different papers matched) as shares of pairs and, what a library of that
// many documents would see, the share of documents matched to at least one other paper: by the
// hash alone, with `ReceiptLibrary.mayBeSamePaper` on the records read (no total, invoice number or
// type that both give and that differ: the rule before this tool), and with `backsAPageMatch` too
// (both read the same total, and no two different dates): the library's rule.
//
//   page-hash-bench [--tolerance N] [--tessdata DIR] [--variants-only] PATH [[--variants-only] PATH]...
//
// PATH: folders of documents with their labels (`X.json` beside `X.png`), or single documents.
// --variants-only before a PATH keeps only its documents that have two or more captures in it.
// Runs Tesseract on every document (about 2 s a page): `--variants-only Corpus/documents
// ../shared/corpus-foreign/dev` takes some 10 minutes on one core.

import DocumentModel
import Foundation
import Ingest
import Library
import Pipeline

func writeLine(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }

func fail(_ text: String) -> Never {
    FileHandle.standardError.write(Data(("page-hash-bench: " + text + "\n").utf8))
    exit(64)
}

/// The part of a label this tool reads.
struct Label: Decodable {
    var id: String?
    var variant: String?
}

struct Hashed {
    var file: URL
    /// What the pipeline read (the library compares these, not the labels).
    var record: DocumentRecord
    /// The paper: the label's id without its variant (`he-0001`).
    var paper: String
    var variant: String
    var hash: String
}

// MARK: Arguments

var arguments = Array(CommandLine.arguments.dropFirst())
var tolerance = ReceiptLibrary.pageHashTolerance
var variantsOnly = false
var tessdata: String?
var paths: [(url: URL, variantsOnly: Bool)] = []
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--tolerance":
        guard let value = arguments.first.flatMap(Int.init), (0...256).contains(value) else { fail("--tolerance needs 0…256") }
        tolerance = value; arguments.removeFirst()
    case "--variants-only":
        variantsOnly = true   // for the next PATH
    case "--tessdata":
        guard let value = arguments.first else { fail("--tessdata needs a folder") }
        tessdata = value; arguments.removeFirst()
    case let flag where flag.hasPrefix("-"):
        fail("unknown option '\(flag)'; usage: page-hash-bench [--tolerance N] [--tessdata DIR] [--variants-only] PATH...")
    default:
        paths.append((URL(fileURLWithPath: argument), variantsOnly))
        variantsOnly = false
    }
}
guard !paths.isEmpty else { fail("usage: page-hash-bench [--tolerance N] [--tessdata DIR] [--variants-only] PATH...") }

// MARK: Inputs and their labels

let documentExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "tif", "tiff"]
var inputs: [(file: URL, label: Label, paper: String, variant: String)] = []
for (path, variantsOnly) in paths {
    var found: [(file: URL, label: Label, paper: String, variant: String)] = []
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else { fail("\(path.path): no such file or folder") }
    let files = isFolder.boolValue
        ? ((try? FileManager.default.contentsOfDirectory(at: path, includingPropertiesForKeys: nil)) ?? []).sorted { $0.path < $1.path }
        : [path]
    for file in files where documentExtensions.contains(file.pathExtension.lowercased()) {
        let labelURL = file.deletingPathExtension().appendingPathExtension("json")
        guard let data = try? Data(contentsOf: labelURL) else { continue }
        guard let label = try? JSONDecoder().decode(Label.self, from: data) else { fail("\(labelURL.path): not a label") }
        let id = label.id ?? file.deletingPathExtension().lastPathComponent
        let variant = label.variant ?? "unknown"
        let paper = id.hasSuffix("-" + variant) ? String(id.dropLast(variant.count + 1)) : id
        found.append((file, label, paper, variant))
    }
    if variantsOnly {
        let counts = Dictionary(grouping: found, by: \.paper).mapValues(\.count)
        found = found.filter { (counts[$0.paper] ?? 0) >= 2 }
    }
    inputs += found
}
guard !inputs.isEmpty else { fail("no labelled documents in \(paths.map(\.url.path).joined(separator: ", "))") }

// MARK: Hashes of the prepared first pages

let processor: DocumentProcessor
do { processor = try DocumentProcessor(configuration: .locating(tessdata: tessdata)) } catch { fail("\(error)") }
var hashed: [Hashed] = []
var withoutHash: [String: Int] = [:]
let started = Date()
for (index, input) in inputs.enumerated() {
    let result = processor.run(FileSystemPath(input.file), keepingPages: true)
    let (record, pages) = (result.record, result.pages)
    if let hash = LibraryFiling.pageHash(of: pages) {
        hashed.append(Hashed(file: input.file, record: record, paper: input.paper, variant: input.variant, hash: hash))
    } else {
        withoutHash[input.variant, default: 0] += 1   // read from a text layer: filing has no page hash either
    }
    if (index + 1) % 25 == 0 {
        FileHandle.standardError.write(Data("  \(index + 1)/\(inputs.count) documents, \(Int(Date().timeIntervalSince(started))) s\n".utf8))
    }
}

// MARK: Pairs

struct Pair {
    var first: Int, second: Int, distance: Int, kind: String
    var mayBeSamePaper: Bool, backed: Bool
}

/// The three rules measured: the hash alone, with the records not disagreeing, with totals agreeing too.
let rules: [(name: String, admits: (Pair) -> Bool)] = [
    ("hash alone", { _ in true }),
    ("+ nothing differs (before)", { $0.mayBeSamePaper }),
    ("+ same total, date (library)", { $0.mayBeSamePaper && $0.backed }),
]

var same: [Pair] = [], different: [Pair] = []
for i in hashed.indices {
    for j in hashed.indices where j > i {
        let a = hashed[i], b = hashed[j]
        let pair = Pair(first: i, second: j, distance: ReceiptLibrary.hashDistance(a.hash, b.hash),
                        kind: a.paper == b.paper ? [a.variant, b.variant].sorted().joined(separator: "~") : "different",
                        mayBeSamePaper: ReceiptLibrary.mayBeSamePaper(a.record, b.record),
                        backed: ReceiptLibrary.backsAPageMatch(a.record, b.record))
        if a.paper == b.paper { same.append(pair) } else { different.append(pair) }
    }
}

func percent(_ part: Int, _ whole: Int) -> String { whole == 0 ? "n/a" : String(format: "%.2f%%", 100 * Double(part) / Double(whole)) }

func distribution(_ distances: [Int]) -> String {
    guard !distances.isEmpty else { return "no pairs" }
    let sorted = distances.sorted()
    let at = { (q: Double) in sorted[min(sorted.count - 1, Int(q * Double(sorted.count - 1)))] }
    return "min \(sorted[0])  p5 \(at(0.05))  median \(at(0.5))  p95 \(at(0.95))  max \(sorted[sorted.count - 1])"
}

let pad = { (text: String, width: Int) in text.padding(toLength: width, withPad: " ", startingAt: 0) }
writeLine("documents hashed: \(hashed.count) of \(inputs.count) (no page hash, read from a text layer: \(withoutHash.isEmpty ? "none" : withoutHash.map { "\($0.key) \($0.value)" }.sorted().joined(separator: ", ")))")
writeLine("same paper:       \(same.count) pairs; \(distribution(same.map(\.distance)))")
for (kind, pairs) in Dictionary(grouping: same, by: \.kind).sorted(by: { $0.key < $1.key }) {
    writeLine("  \(pad(kind, 30)) \(String(format: "%5d", pairs.count)) pairs; \(distribution(pairs.map(\.distance)))")
}
writeLine("  read with the same total and no other date: \(same.filter(\.backed).count) of \(same.count) same-paper pairs")
writeLine("different papers: \(different.count) pairs; \(distribution(different.map(\.distance)))")
writeLine("")
writeLine("false negatives: same-paper pairs not matched; false positives: different-paper pairs matched, and documents")
writeLine("matched to at least one other paper (of \(hashed.count)). Per rule: FN pairs | FP pairs | FP documents")
writeLine("tolerance  " + rules.map { pad($0.name, 44) }.joined())
var candidates = Set(stride(from: 8, through: 96, by: 8)); candidates.insert(tolerance)
for candidate in candidates.sorted() {
    var line = String(format: "%9d  ", candidate)
    for rule in rules {
        let misses = same.filter { !($0.distance <= candidate && rule.admits($0)) }.count
        let matches = different.filter { $0.distance <= candidate && rule.admits($0) }
        let documents = Set(matches.flatMap { [$0.first, $0.second] }).count
        line += pad("\(percent(misses, same.count)) | \(matches.count) \(percent(matches.count, different.count)) | \(percent(documents, hashed.count))", 44)
    }
    writeLine(line + (candidate == tolerance ? "<- pageHashTolerance" : ""))
}
let closest = different.sorted { $0.distance < $1.distance }.prefix(3)
for pair in closest {
    writeLine("close different papers: \(pair.distance) bits: \(hashed[pair.first].file.lastPathComponent) ~ \(hashed[pair.second].file.lastPathComponent)")
}
