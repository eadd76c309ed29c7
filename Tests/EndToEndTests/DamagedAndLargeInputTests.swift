// Issue 27, finding 5: a valid 35-megapixel JPEG scan reported `corrupt_file`; a PDF whose content
// stream is damaged reported as a blank page (`no_text`); Leptonica's "Error in pixReadHeaderMem"
// on standard error. Every fixture is made here, at test time.

import DocumentModel
import Foundation
import Imaging
import Ingest
import Pipeline
import ReceiptVault
import Testing

@Suite struct DamagedAndLargeInputTests {
    private static func folder() throws -> URL {
        try SampleDocuments.temporaryFolder("issue27-inputs")
    }

    /// A4 at 600 dpi (4961 × 7016, 35 MP) with a real document on it: Corpus he-0001 drawn at twice
    /// its 300 dpi, centred near the top of white paper, as a flatbed scan of a receipt. (A blank
    /// page of that size would show only that the header is accepted, not that the page is read.)
    static func a4Scan() throws -> Image {
        let bytes = try Data(contentsOf: LibraryFilingTests.corpus.appendingPathComponent("he-0001-clean_scan.png"))
        let receipt = try Image(encoded: bytes)
        let left = Double(receipt.width) / 2 - 4961.0 / 4, top = -300.0, right = left + 4961.0 / 2, bottom = top + 7016.0 / 2
        let paper = Quad(topLeft: Point(x: left, y: top), topRight: Point(x: right, y: top),
                         bottomRight: Point(x: right, y: bottom), bottomLeft: Point(x: left, y: bottom))
        return try receipt.warped(from: paper, width: 4961, height: 7016)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: LibraryFilingTests.corpus.appendingPathComponent("he-0001-clean_scan.png").path)),
          arguments: [false, true])
    func aThirtyFiveMegapixelJPEGScanIsRead(progressive: Bool) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scan = folder.appendingPathComponent("a4-600dpi\(progressive ? "-progressive" : "").jpg")
        try Self.a4Scan().jpegData(quality: 85, progressive: progressive).write(to: scan)
        let frame = try #require(JPEGStructure.frameSize(try Data(contentsOf: scan)))
        #expect(frame.width == 4961 && frame.height == 7016)
        let record = try DocumentProcessor(configuration: .locating(tessdata: nil)).process(scan)
        #expect(record.status == .ok, "\(record.error?.message ?? "")")
        // 35 MB of grey pixels: decoded at half size (300 dpi), not a quarter.
        #expect(record.pages.first?.preprocessing?.contains("jpeg_decoded_at_1/2") == true)
        #expect(record[.total]?.value == "35.89" && record[.date]?.value == "2024-04-25")
    }

    static let qpdf = ["/usr/bin/qpdf", "/usr/local/bin/qpdf"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let textPDF = LibraryFilingTests.corpus.appendingPathComponent("en-0007-text_pdf.pdf")

    /// The corpus text PDF with its page's content stream compressed, then bytes of that stream
    /// overwritten: at its start (nothing can be inflated) or in its middle (the first part can).
    static func damagedPDF(at position: (Int) -> Int, name: String, in folder: URL) throws -> URL {
        let compressed = folder.appendingPathComponent("compressed.pdf")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(qpdf))
        process.arguments = ["--object-streams=disable", "--compress-streams=y", "--stream-data=compress",
                             textPDF.path, compressed.path]
        try process.run()
        process.waitUntilExit()
        var bytes = [UInt8](try Data(contentsOf: compressed))
        let text = String(decoding: bytes, as: UTF8.self)
        let contents = try #require(text.range(of: "/Contents 5 0 R") != nil ? "\n5 0 obj" : nil)
        let object = try #require(Data(bytes).range(of: Data(contents.utf8)))
        let stream = try #require(Data(bytes).range(of: Data("stream\n".utf8), in: object.upperBound..<bytes.count))
        let end = try #require(Data(bytes).range(of: Data("endstream".utf8), in: stream.upperBound..<bytes.count))
        let start = stream.upperBound + position(end.lowerBound - stream.upperBound)
        for index in start..<start + 40 { bytes[index] = 0xFF }
        let damaged = folder.appendingPathComponent(name)
        try Data(bytes).write(to: damaged)
        return damaged
    }

    @Test(.enabled(if: qpdf != nil && FileManager.default.fileExists(atPath: textPDF.path)))
    func aPDFWhoseContentStreamIsDamagedIsCorruptNotBlank() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let processor = try DocumentProcessor(configuration: .locating(tessdata: nil))
        let unreadable = try Self.damagedPDF(at: { _ in 2 }, name: "damaged.pdf", in: folder)
        let record = processor.process(unreadable)
        #expect(record.status == .error && record.error?.code == "corrupt_file", "\(record.warnings)")
        #expect(record.error?.message.contains("cannot be decoded") == true)
        let partial = try Self.damagedPDF(at: { $0 / 2 }, name: "half-damaged.pdf", in: folder)
        let halfRead = processor.process(partial)
        #expect(halfRead.status == .ok && halfRead.warnings.contains { $0.code == "damaged_pdf" })
        #expect(PDFStreamCheck.damagedStreams(in: try Data(contentsOf: Self.textPDF)) == 0)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path)))
    func leptonicaSaysNothingOnStandardError() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let black = folder.appendingPathComponent("black.png")
        try Image.gray(width: 800, height: 1000).pngData().write(to: black)
        let badHeader = folder.appendingPathComponent("bad-header.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xDA, 0, 8, 1, 2, 3, 4, 5, 6] + [UInt8](repeating: 0, count: 100) + [0xFF, 0xD9]).write(to: badHeader)
        let blackRun = try CommandLineTests.run(["extract", black.path])
        #expect(blackRun.status == 0 && blackRun.err.isEmpty, "\(blackRun.err)")
        let badRun = try CommandLineTests.run(["extract", badHeader.path])
        #expect(badRun.status == 2 && badRun.out.contains("corrupt_file"))
        #expect(!badRun.err.contains("Error in") && !badRun.err.contains("JPEG file structure"), "\(badRun.err)")
    }
}
