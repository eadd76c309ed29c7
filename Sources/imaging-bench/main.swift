// Times the imaging stage over image files and, where a label beside an image (`X.json` with a
// `quad`) gives the document's true corners, measures how close the detected corners are.
//
//   imaging-bench [--write-prepared DIR] [--reduce-large-jpegs] IMAGE...
//
// --reduce-large-jpegs decodes JPEGs over 8 MP in colour (32 MP in grey) at half size, a quarter
// beyond, as `receiptvault` does (ImageHeader.decodeReduction), so the prepared pages are the
// ones the pipeline reads; quads are still compared in the original pixels. Each line reports the measured grain too.

import DocumentModel
import Foundation
import Imaging

/// The part of a corpus label this tool reads.
struct QuadLabel: Decodable {
    var quad: Quad?
}

func writeLine(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

func fail(_ text: String) -> Never {
    FileHandle.standardError.write(Data(("imaging-bench: " + text + "\n").utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var outputFolder: URL?
if let index = arguments.firstIndex(of: "--write-prepared") {
    guard index + 1 < arguments.count else { fail("--write-prepared needs a folder") }
    outputFolder = URL(fileURLWithPath: arguments[index + 1], isDirectory: true)
    arguments.removeSubrange(index...(index + 1))
}
var reduceLargeJPEGs = false
if let index = arguments.firstIndex(of: "--reduce-large-jpegs") {
    reduceLargeJPEGs = true
    arguments.remove(at: index)
}
guard !arguments.isEmpty else { fail("usage: imaging-bench [--write-prepared DIR] [--reduce-large-jpegs] IMAGE...") }
if let outputFolder {
    do { try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true) } catch {
        fail("cannot create \(outputFolder.path): \(error)")
    }
}

LeptonicaMessages.silence()
PixMemory.writeFreshPagesFirst()
let preparer = PagePreparer()
var totals: [String: Double] = [:]
var pages = 0
var quadErrors: [Double] = []
for path in arguments {
    let url = URL(fileURLWithPath: path)
    let image: Image
    var reduction = 1
    do {
        let data = try Data(contentsOf: url)
        if reduceLargeJPEGs, data.starts(with: [0xFF, 0xD8]), let header = ImageHeader(encoded: data),
           header.decodeReduction > 1 {
            reduction = header.decodeReduction
            image = try Image(jpeg: data, reduction: reduction)
        } else {
            image = try Image(encoded: data)
        }
    } catch {
        writeLine("\(url.lastPathComponent): skipped, cannot read the image (\(error))")
        continue
    }
    let start = Date()
    let prepared: PreparedPage
    do { prepared = try preparer.prepare(image, resolution: 300) } catch {
        writeLine("\(url.lastPathComponent): preparation failed (\(error))")
        continue
    }
    let total = Date().timeIntervalSince(start) * 1000
    pages += 1
    totals["total", default: 0] += total
    for (step, ms) in prepared.timings { totals[step, default: 0] += ms }
    var line = "\(url.lastPathComponent) \(image.width)x\(image.height) -> \(prepared.image.width)x\(prepared.image.height)"
    line += " \(Int(total)) ms dpi=\(prepared.resolution) steps=\(prepared.steps.joined(separator: ","))"
    if let m = prepared.measurements {
        if let q = m.outline.quad { line += " quad=" + q.corners.map { "\(Int($0.x)),\(Int($0.y))" }.joined(separator: ";") }
        line += " outline=\(m.outline.verdict.rawValue) cover=\(String(format: "%.2f", m.outline.coverage))"
        if let h = m.characterHeight { line += " charH=\(String(format: "%.1f", h))" }
        if let t = m.tone { line += " paper=\(t.paper) ink=\(t.ink) uneven=\(t.unevenness) glare=\(String(format: "%.3f", t.glare))" }
        if let s = m.sharpness { line += " sharp=\(String(format: "%.2f", s))" }
        if let g = m.grain { line += " grain=\(String(format: "%.2f", g))" }
    }
    if !prepared.warnings.isEmpty { line += " warnings=\(prepared.warnings.map(\.code).joined(separator: ","))" }
    let labelURL = url.deletingPathExtension().appendingPathExtension("json")
    if let data = try? Data(contentsOf: labelURL), let label = try? JSONDecoder().decode(QuadLabel.self, from: data),
       let truth = label.quad {
        let width = image.width * reduction, height = image.height * reduction
        let diagonal = Double(width * width + height * height).squareRoot()
        let found = prepared.quad.map { reduction == 1 ? $0 : $0.scaled(by: Double(reduction)) }
        let error = found.map { $0.maxCornerDistance(to: truth) / diagonal } ?? 1
        quadErrors.append(error)
        line += " quadError=\(String(format: "%.2f", error * 100))%"
    }
    writeLine(line)
    if let outputFolder {
        let name = url.deletingPathExtension().lastPathComponent + ".png"
        do { try prepared.image.pngData().write(to: outputFolder.appendingPathComponent(name)) } catch {
            writeLine("  could not write \(name): \(error)")
        }
    }
}
guard pages > 0 else { fail("no image could be prepared") }
writeLine("\nmean ms per page over \(pages) pages:")
for (step, ms) in totals.sorted(by: { $0.value > $1.value }) {
    writeLine("  \(step.padding(toLength: 10, withPad: " ", startingAt: 0)) \(String(format: "%7.1f", ms / Double(pages)))")
}
if !quadErrors.isEmpty {
    let good = quadErrors.filter { $0 <= 0.02 }.count
    writeLine("quad corners within 2% of the diagonal: \(good)/\(quadErrors.count)")
}
