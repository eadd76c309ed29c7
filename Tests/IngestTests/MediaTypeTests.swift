import Foundation
@testable import Ingest
import Testing

@Suite struct MediaTypeTests {
    @Test(arguments: [
        ([0xFF, 0xD8, 0xFF, 0xE0], MediaType.jpeg),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
        ([0x49, 0x49, 0x2A, 0x00], .tiff),
        ([0x4D, 0x4D, 0x00, 0x2A], .tiff),
        (Array("GIF89a".utf8), .gif),
        (Array("%PDF-1.7\n".utf8), .pdf),
        (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
    ] as [([UInt8], MediaType)])
    func recognisesMagicBytes(bytes: [UInt8], expected: MediaType) {
        #expect(MediaType.sniff(Data(bytes + [UInt8](repeating: 0, count: 32))) == expected)
    }

    @Test func textIsNotADocumentWhateverItsName() {
        #expect(MediaType.sniff(Data("hello, this is a note\n".utf8)) == nil)
        #expect(MediaType.sniff(Data()) == nil)
    }

    @Test func pdfHeaderMayFollowJunk() {
        #expect(MediaType.sniff(Data("\u{0}\u{0}junk%PDF-1.4\n".utf8)) == .pdf)
    }
}

@Suite struct InputDocumentTests {
    private func temporaryFile(_ name: String, _ contents: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rv-ingest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try contents.write(to: url)
        return url
    }

    @Test func emptyFileIsAClearError() throws {
        let url = try temporaryFile("scan.jpg", Data())
        #expect(throws: IngestError.empty(path: "scan.jpg")) { try InputDocument.read(url, displayPath: "scan.jpg") }
    }

    @Test func textNamedJpgIsUnsupported() throws {
        let url = try temporaryFile("receipt.jpg", Data("not an image".utf8))
        do {
            _ = try InputDocument.read(url, displayPath: "receipt.jpg")
            Issue.record("expected an error")
        } catch let error as IngestError {
            #expect(error.code == "unsupported_format")
            #expect(error.description.contains("receipt.jpg"))
        }
    }

    @Test func missingFileNamesTheFile() {
        do {
            _ = try InputDocument.read(URL(fileURLWithPath: "/nonexistent/x.png"), displayPath: "x.png")
            Issue.record("expected an error")
        } catch let error as IngestError {
            #expect(error.code == "unreadable")
            #expect(error.description.hasPrefix("x.png"))
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func oversizedFileIsRefusedBeforeReading() throws {
        let url = try temporaryFile("big.pdf", Data("%PDF-1.4\n".utf8 + [UInt8](repeating: 32, count: 2000)))
        #expect(throws: IngestError.self) {
            try InputDocument.read(url, limits: IngestLimits(maxFileBytes: 1000))
        }
    }

    @Test func sha256IsStandard() {
        #expect(Checksum.sha256(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}

@Suite struct SymlinkInputTests {
    @Test func aLinkToADocumentReadsLikeTheDocument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rv-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("real.pdf")
        try Data("%PDF-1.4\n% a longer body than the link's own size\n%%EOF\n".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.pdf")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try InputDocument.read(link).mediaType == .pdf)
    }
}
