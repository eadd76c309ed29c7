import DocumentModel
import Foundation
import Imaging
import Ingest
import Pipeline
import ReceiptVault
import Synchronization
import TestSupport
import Testing

/// The bad-input suite: broken, strange and hostile files through the real pipeline (real
/// Tesseract). Each gets an error record with a stable code and a message that names the file and
/// says what to do, or, when it is legitimately readable, an `ok` record; a batch of all of them
/// completes with one record per input.
@Suite(.serialized) struct BadInputTests {
    /// What one input must produce.
    struct Expectation {
        var status: DocumentRecord.Status
        var code: String?
        var warning: String? = nil
        var text: String? = nil
        var preprocessing: String? = nil
    }

    static let runningAsRoot = geteuid() == 0
    static let longName = String(repeating: "א", count: 125) + ".pdf"   // 254 bytes: at the limit
    static let nonUTF8Name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".pdf".utf8)

    /// Writes every bad input into a fresh folder and returns it with what each must produce.
    static func badInputFolder() throws -> (URL, [String: Expectation]) {
        let root = try SampleDocuments.temporaryFolder("bad")
        var expected: [String: Expectation] = [:]
        func add(_ name: String, _ data: Data, _ expectation: Expectation) throws {
            try data.write(to: root.appendingPathComponent(name))
            expected[name] = expectation
        }
        let lines = ["GROCER LTD", "Milk 2.50", "TOTAL 2.50"]
        let page = try SampleDocuments.scannedPNG(lines: lines)
        let jpeg = try Image(encoded: page).jpegData(quality: 90)
        let pdf = SampleDocuments.textPDF(lines: ["Invoice 7", "Total due 7.50"])

        try add("empty.jpg", Data(), Expectation(status: .error, code: "empty_file"))
        try add("truncated.jpg", jpeg.prefix(jpeg.count / 2), Expectation(status: .error, code: "corrupt_file"))
        try add("truncated.png", page.prefix(page.count / 2), Expectation(status: .error, code: "corrupt_file"))
        try add("truncated.pdf", pdf.prefix(pdf.count / 2), Expectation(status: .error, code: "corrupt_file"))
        try add("notes.jpg", Data("lunch with the accountant, 12:30\n".utf8), Expectation(status: .error, code: "unsupported_format"))
        var generator = SeededGenerator(seed: 9)
        try add("random.png", Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }),
                Expectation(status: .error, code: "unsupported_format"))
        try add("encrypted-user-password.pdf", try QPDF.encrypted(pdf, userPassword: "secret"),
                Expectation(status: .error, code: "encrypted_pdf"))
        try add("encrypted-owner-only.pdf", try QPDF.encrypted(pdf, userPassword: ""),
                Expectation(status: .ok, code: nil, text: "Total due 7.50"))
        try add("zero-pages.pdf", BadInputFixtures.pdf(pages: 0), Expectation(status: .error, code: "no_pages"))
        try add("500-pages.pdf", BadInputFixtures.pdf(pages: 500), Expectation(status: .error, code: "too_many_pages"))
        try add("looping-page-tree.pdf", BadInputFixtures.loopingPageTreePDF(), Expectation(status: .error, code: "corrupt_file"))
        for (name, data) in try decompressionBombs() { try add(name, data, Expectation(status: .error, code: "too_large")) }
        try add("tiny.png", BadInputFixtures.png(width: 10, height: 10, rows: (0..<10).map { row in (0..<10).map { UInt8(($0 + row) % 2 * 255) } }),
                Expectation(status: .ok, code: nil, warning: "no_text"))
        try add("white.png", BadInputFixtures.uniformPNG(width: 1240, height: 1754, grey: 255),
                Expectation(status: .ok, code: nil, warning: "no_text"))
        try add("black.png", BadInputFixtures.uniformPNG(width: 1240, height: 1754, grey: 0),
                Expectation(status: .ok, code: nil, warning: "no_text"))
        // Mid grey: no ink apart from the paper, whose dim tone asks for flattening.
        try add("grey.png", BadInputFixtures.uniformPNG(width: 1240, height: 1754, grey: 130),
                Expectation(status: .ok, code: nil, warning: "no_text"))
        let grey = try BadInputFixtures.greyPixels(of: page)
        try add("grey-16-bit.tif", BadInputFixtures.tiff(width: grey.width, height: grey.height, bitsPerSample: 16, samplesPerPixel: 1,
                                                        photometric: 1, samples: grey.pixels.flatMap { [$0, $0] }),
                Expectation(status: .ok, code: nil, text: "TOTAL"))
        try add("cmyk.tif", BadInputFixtures.tiff(width: grey.width, height: grey.height, bitsPerSample: 8, samplesPerPixel: 4,
                                                 photometric: 5, samples: grey.pixels.flatMap { [0, 0, 0, 255 - $0] }),
                Expectation(status: .ok, code: nil, text: "TOTAL"))
        // Black print on a transparent background whose colour is black too (alpha is the ink).
        try add("transparent.png", BadInputFixtures.png(width: grey.width, height: grey.height, colorType: 6,
                                                        rows: stride(from: 0, to: grey.pixels.count, by: grey.width).map { start in
                                                            grey.pixels[start..<start + grey.width].flatMap { [0, 0, 0, 255 - $0] }
                                                        }),
                Expectation(status: .ok, code: nil, text: "TOTAL", preprocessing: "laid_on_white"))
        // A fax in standard mode: its pixels twice as tall as wide, the print half height unless stretched.
        try add("fax.tif", BadInputFixtures.standardFax(page),
                Expectation(status: .ok, code: nil, text: "TOTAL 2.50", preprocessing: "square_pixels:204x98"))
        // 8 bits a pixel that index a palette, not grey levels.
        try add("palette-256.png", BadInputFixtures.paletted(page),
                Expectation(status: .ok, code: nil, text: "TOTAL", preprocessing: "grayscale"))
        try add("page.gif", BadInputFixtures.paletted(page, gif: true),
                Expectation(status: .ok, code: nil, text: "TOTAL", preprocessing: "grayscale"))
        // Stored turned a quarter counter-clockwise; EXIF orientation 6 says to turn it clockwise.
        let sideways = try Image(encoded: page).rotated(quarterTurns: 3).jpegData(quality: 90)
        try add("sideways-photo.jpg", BadInputFixtures.jpeg(sideways, exifOrientation: 6),
                Expectation(status: .ok, code: nil, text: "TOTAL", preprocessing: "exif_orientation:6"))
        try add(longName, pdf, Expectation(status: .ok, code: nil, text: "Total due 7.50"))
        try BadInputFixtures.write(pdf, to: root, rawName: nonUTF8Name)
        expected["caf\\xE9.pdf"] = Expectation(status: .ok, code: nil, text: "Total due 7.50")

        // A folder link back to the root (never followed twice) and two links pointing at each other.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("loop").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("ping.pdf").path, withDestinationPath: "pong.pdf")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("pong.pdf").path, withDestinationPath: "ping.pdf")
        expected["ping.pdf"] = Expectation(status: .error, code: "unreadable")
        expected["pong.pdf"] = Expectation(status: .error, code: "unreadable")
        // A named pipe must not hang the reader.
        #expect(mkfifo(root.appendingPathComponent("pipe.pdf").path, 0o644) == 0)
        expected["pipe.pdf"] = Expectation(status: .error, code: "not_a_file")
        if !runningAsRoot {
            try add("no-permission.jpg", jpeg, Expectation(status: .error, code: "unreadable"))
            chmod(root.appendingPathComponent("no-permission.jpg").path, 0)
        }
        return (root, expected)
    }

    /// A PNG declaring 50,000 × 50,000 pixels with a 3-byte IDAT, a real JPEG whose SOF claims
    /// 65,500², and a TIFF whose second page declares 50,000².
    static func decompressionBombs() throws -> [String: Data] {
        let jpeg = try Image(encoded: BadInputFixtures.uniformPNG(width: 64, height: 64, grey: 200)).jpegData()
        let smallPage = BadInputFixtures.TIFFPage(width: 8, height: 8, bitsPerSample: 8, samplesPerPixel: 1,
                                                  photometric: 1, samples: Array(repeating: 255, count: 64))
        var bombPage = smallPage
        bombPage.width = 50_000; bombPage.height = 50_000
        return [
            "bomb.png": BadInputFixtures.png(width: 50_000, height: 50_000, idat: BadInputFixtures.zlibStored([0, 0, 0])),
            "huge.jpg": BadInputFixtures.jpeg(jpeg, declaringWidth: 65_500, height: 65_500),
            "bomb-on-page-2.tif": BadInputFixtures.tiff([smallPage, bombPage]),
        ]
    }

    @Test func aBatchOfBadInputsCompletesWithOneRecordPerInput() throws {
        let (root, expected) = try Self.badInputFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try SampleDocuments.temporaryFolder("bad-out")
        defer { try? FileManager.default.removeItem(at: output) }
        let runner = BatchRunner(configuration: try .locating(tessdata: nil),
                                 options: BatchOptions(root: root, output: output, jobs: 2))
        let results = Mutex<[String: BatchResult]>([:])
        let progress = try runner.run { result, _ in results.withLock { $0[result.input.relativePath] = result } }
        let byName = results.withLock { $0 }

        #expect(progress.total == expected.count)
        #expect(Set(byName.keys) == Set(expected.keys))
        let written = FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String] ?? []
        #expect(written.count == expected.count, "one record file per input, no temporaries: \(written.sorted())")
        for (name, expectation) in expected.sorted(by: { $0.key < $1.key }) {
            guard let result = byName[name] else { Issue.record("\(name): no result"); continue }
            #expect(result.writeError == nil, "\(name): \(result.writeError ?? "")")
            let record = try JSONDecoder().decode(DocumentRecord.self, from: Data(contentsOf: result.outputURL))
            #expect(record.status == expectation.status, "\(name): \(record.error?.message ?? "ok")")
            #expect(record.error?.code == expectation.code, "\(name): \(record.error?.message ?? "ok")")
            if let message = record.error?.message {
                #expect(message.contains(name), "the message names the file: \(message)")
                #expect(message.split(separator: ";").count >= 2, "the message says what to do: \(message)")
            }
            if let warning = expectation.warning {
                #expect(record.warnings.contains { $0.code == warning }, "\(name): warnings \(record.warnings)")
            }
            if let text = expectation.text { #expect(record.text.contains(text), "\(name): read \(record.text)") }
            if let step = expectation.preprocessing {
                #expect(record.pages.first?.preprocessing?.contains(step) == true, "\(name): \(record.pages)")
            }
        }
    }

    @Test(arguments: ["bomb.png", "huge.jpg", "bomb-on-page-2.tif"])
    func aDecompressionBombIsRefusedFromItsHeaderWithoutAllocating(name: String) throws {
        let root = try SampleDocuments.temporaryFolder("bomb")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.decompressionBombs()[name]?.write(to: root.appendingPathComponent(name))
        let processor = try DocumentProcessor(configuration: try .locating(tessdata: nil))
        let peakBefore = Self.peakMemoryBytes()
        let started = DispatchTime.now()
        let record = processor.process(root.appendingPathComponent(name))
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        #expect(record.error?.code == "too_large")
        #expect(record.error?.message.contains("pixels, limit 100000000); downscale it or raise --max-pixels") == true,
                "\(record.error?.message ?? "")")
        #expect(seconds < 1, "refused in \(seconds) s")
        // 50,000² grey pixels would be 2.5 GB; the peak must not grow by anything near that.
        #expect(Self.peakMemoryBytes() - peakBefore < 500 << 20)
    }

    @Test func aFileThatChangesWhileBeingReadIsRefused() throws {
        let folder = try SampleDocuments.temporaryFolder("growing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("growing.pdf")
        try (SampleDocuments.textPDF(lines: ["Invoice 1"]) + Data(count: 64 << 20)).write(to: url)
        let appended = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)
        let writer = Thread {
            guard let handle = try? FileHandle(forWritingTo: url) else { return }
            defer { try? handle.close() }
            while !stop.load(ordering: .relaxed) {
                _ = try? handle.seekToEnd()
                try? handle.write(contentsOf: Data(count: 4096))
                appended.add(1, ordering: .relaxed)
                usleep(200)
            }
        }
        writer.start()
        defer { stop.store(true, ordering: .relaxed) }
        while appended.load(ordering: .relaxed) == 0 { usleep(1000) }
        #expect(throws: IngestError.changedWhileReading(path: "growing.pdf")) {
            try InputDocument.read(url, displayPath: "growing.pdf", limits: IngestLimits(maxFileBytes: 1 << 30))
        }
        let record = try DocumentProcessor(configuration: try .locating(tessdata: nil)).process(url, displayPath: "growing.pdf")
        #expect(record.error?.code == "changed_while_reading")
        #expect(record.error?.message.contains("wait until it is fully written") == true)
    }

    @Test(.disabled(if: runningAsRoot, "the tests run as root, which reads files whatever their permissions"))
    func aFileWithoutReadPermissionIsUnreadable() throws {
        let folder = try SampleDocuments.temporaryFolder("perm")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("locked.pdf")
        try SampleDocuments.textPDF(lines: ["Invoice 1"]).write(to: url)
        chmod(url.path, 0)
        let record = try DocumentProcessor(configuration: try .locating(tessdata: nil)).process(url, displayPath: "locked.pdf")
        #expect(record.error?.code == "unreadable")
        #expect(record.error?.message.contains("Permission denied") == true)
    }

    @Test func aPageLimitIsConfigurable() throws {
        let folder = try SampleDocuments.temporaryFolder("pages")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("500-pages.pdf")
        try BadInputFixtures.pdf(pages: 500).write(to: url)
        var configuration = try PipelineConfiguration.locating(tessdata: nil)
        #expect(configuration.limits.maxPages == 50)
        let refused = try DocumentProcessor(configuration: configuration).process(url)
        #expect(refused.error?.message.contains("500 pages is over the limit of 50") == true)
        configuration.limits.maxPages = 500
        let record = try DocumentProcessor(configuration: configuration).process(url)
        #expect(record.status == .ok)
        #expect(record.pages.count == 500)
    }

    private static func peakMemoryBytes() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024
    }
}
