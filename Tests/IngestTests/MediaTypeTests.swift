import Foundation
@testable import Ingest
import Testing
import TestSupport

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
    /// A file in a fresh folder of its own; the caller removes the folder.
    private func temporaryFile(_ name: String, _ contents: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rv-ingest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try contents.write(to: url)
        return url
    }

    @Test func emptyFileIsAClearError() throws {
        let url = try temporaryFile("scan.jpg", Data())
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(throws: IngestError.empty(path: "scan.jpg")) { try InputDocument.read(url, displayPath: "scan.jpg") }
    }

    @Test func textNamedJpgIsUnsupported() throws {
        let url = try temporaryFile("receipt.jpg", Data("not an image".utf8))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
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

    @Test func aFolderSaysToUseBatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scans-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: IngestError.folder(path: "scans")) { try InputDocument.read(folder, displayPath: "scans") }
        #expect(IngestError.folder(path: "scans").code == "unreadable")
        #expect(IngestError.folder(path: "scans").description.contains("receiptvault batch scans --out"))
    }

    /// A HEIC on a machine without libheif (opened only when a HEIC is read): its record names the
    /// file, the library and the package to install.
    @Test func aMissingDecoderLibrarySaysWhatToInstall() {
        let error = IngestError.libraryMissing(path: "IMG_0042.heic", library: "libheif", package: "libheif1",
                                               reason: "libheif.so.1: cannot open shared object file")
        #expect(error.code == "library_missing")
        #expect(error.description == "IMG_0042.heic: libheif, which reads this format, could not be loaded "
            + "(libheif.so.1: cannot open shared object file); install it (Debian: apt install libheif1) and run the command again")
    }

    @Test func oversizedFileIsRefusedBeforeReading() throws {
        let url = try temporaryFile("big.pdf", Data("%PDF-1.4\n".utf8 + [UInt8](repeating: 32, count: 2000)))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        do {
            _ = try InputDocument.read(url, limits: IngestLimits(maxFileBytes: 1000))
            Issue.record("read")
        } catch let error as IngestError {
            // No option raises the file limit: the remedy is the file's.
            #expect(error.description.hasSuffix("(2009 bytes, limit 1000); compress or split it"), "\(error)")
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
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.pdf")
        try Data("%PDF-1.4\n% a longer body than the link's own size\n%%EOF\n".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.pdf")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try InputDocument.read(link).mediaType == .pdf)
    }
}

/// HEIC is an ISO-BMFF file like AVIF and MP4 video: its `ftyp` brands tell them apart.
@Suite struct HEICSniffTests {
    /// An `ftyp` box (major brand, minor version 0, compatible brands), then a few bytes of a next box.
    static func ftyp(_ major: String, _ compatible: [String]) -> Data {
        let brands = ([major] + ["\0\0\0\0"] + compatible).flatMap { Array($0.utf8) }
        let size = 8 + brands.count
        return Data([0, 0, UInt8(size >> 8), UInt8(size & 0xFF)] + Array("ftyp".utf8) + brands + [0, 0, 0, 8] + Array("free".utf8))
    }

    @Test(arguments: ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"])
    func anHEVCBrandIsHEIC(brand: String) {
        #expect(MediaType.sniff(Self.ftyp(brand, ["mif1", brand])) == .heic)
        #expect(MediaType.sniff(Self.ftyp(brand, [])) == .heic)
        // A structural major brand names the codec among the compatible ones (as some cameras write).
        #expect(MediaType.sniff(Self.ftyp("mif1", ["miaf", brand])) == .heic)
        #expect(MediaType.sniff(Self.ftyp("msf1", [brand])) == .heic)
    }

    @Test(arguments: [("avif", ["mif1", "miaf", "avif"]), ("avis", ["msf1", "avis"]), ("mif1", ["mif1", "avif", "miaf"]),
                      ("mif1", []), ("isom", ["isom", "iso2", "avc1", "mp41"]), ("mp42", ["isom", "mp42"]),
                      ("qt  ", ["qt  "]), ("M4A ", ["M4A ", "mp42", "isom"])])
    func otherISOFilesAreNotHEIC(major: String, compatible: [String]) {
        #expect(MediaType.sniff(Self.ftyp(major, compatible)) == nil)
    }

    @Test func junkAndCutBoxesAreNotHEIC() {
        let heic = Self.ftyp("heic", ["mif1", "heic"])
        #expect(MediaType.sniff(heic.prefix(15)) == nil)                          // ends inside the major brand's box
        #expect(MediaType.sniff(Data([0, 0, 0, 0x18]) + Data("ftypheic".utf8)) == nil)
        #expect(MediaType.sniff(Data([0, 0, 0, 0x10]) + Data("free".utf8) + heic) == nil)   // ftyp not first
        #expect(MediaType.sniff(Data("junk, then ftypheic somewhere".utf8)) == nil)
        #expect(MediaType.sniff(Data([0, 0, 0, 0x0C]) + Data("ftypheic".utf8) + Data(count: 16)) == nil)   // too small a box
    }

    @Test func theCommittedFixturesAreHEICAndKnownByName() throws {
        for fixture in [HEICFixtures.photoCrop, HEICFixtures.markersSideways, HEICFixtures.receiptPhotoSideways] {
            #expect(MediaType.sniff(try Data(contentsOf: fixture)) == .heic, "\(fixture.lastPathComponent)")
        }
        #expect(MediaType.knownExtensions.isSuperset(of: ["heic", "heif"]))
        #expect(MediaType.heic.rawValue == "image/heic" && MediaType.heic.isImage)
    }

    /// A HEIC cut short is refused as damaged when it is read, naming the box it ends in.
    @Test func aTruncatedHEICIsCorrupt() throws {
        let whole = try Data(contentsOf: HEICFixtures.photoCrop)
        #expect(HEIFStructure.incompleteness(whole) == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rv-heic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (length, box) in [(whole.count - 1, "mdat"), (whole.count / 2, "mdat"), (200, "meta"), (40, "meta")] {
            let url = folder.appendingPathComponent("IMG_\(length).HEIC")
            try whole.prefix(length).write(to: url)
            do {
                _ = try InputDocument.read(url, displayPath: "IMG.HEIC")
                Issue.record("cut at \(length): read")
            } catch let error as IngestError {
                #expect(error.code == "corrupt_file", "cut at \(length): \(error)")
                #expect(error.description.contains("the HEIC ends inside its \(box) box"), "cut at \(length): \(error)")
            }
        }
        #expect(HEIFStructure.incompleteness(whole.prefix(33)) == "the HEIC ends inside a box header")
        // A box whose type was overwritten (a damaged copy): named by where it is, not by its bytes.
        let ftypSize = whole.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        var damaged = whole
        damaged.replaceSubrange(ftypSize + 4..<ftypSize + 8, with: [0, 0, 0, 0])
        #expect(HEIFStructure.incompleteness(damaged) == "the HEIC is damaged at byte \(ftypSize), where a box should begin")
        #expect(HEIFStructure.incompleteness(Self.ftyp("heic", ["mif1"]).dropLast(8)) == "the HEIC has no meta box")
        #expect(try InputDocument.read(HEICFixtures.photoCrop).mediaType == .heic)
    }
}
