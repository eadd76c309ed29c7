// swift-tools-version: 6.0
//
// ReceiptVault: an offline receipt and invoice reader (Hebrew + English).
//
// Module map (each module has one job and one error type):
//   DocumentModel  value types shared by every stage: geometry, OCR words/lines, the output record, labels
//   Imaging        Leptonica: the owned `Image`, document detection, straightening, cleaning, quality;
//                  libheif: HEIC photos decoded
//   OCR            Tesseract: a worker's engines; a page image read (turned, Latin pages and Hebrew rows read
//                  again, skipped rows read); extraction's re-reading requests answered
//   Ingest         type sniffing, sha256, image decoding, PDF text layers and rasterisation (poppler)
//   Extraction     OCR words -> fields, items, category, calibrated confidence (pure Swift: asks for boxes to
//                  be read again as values, runs no OCR)
//   Evaluation     labelled corpora -> per-field accuracy, calibration, speed (pure Swift)
//   Library        the receipt library: month folders, SQLite (GRDB), summary sheets, corrections, mirror, outbox
//   SecondReading  optional PP-OCR (ONNX Runtime): a second reading of a page's numbers, spliced into Tesseract's words
//   Refiner        optional Gemini second opinion on uncertain fields, checked offline; its queue
//   Pipeline       one document through the stages: ingest, pages, prepare, recognise, extract ⇄ re-read, record
//   ReceiptVault   the batch: worker pool, folders in and records out, resuming, corpus evaluation
//   ReviewServer   the review page: a local web server (Hummingbird) over the library
//   receiptvault   the command-line tool: parses flags and calls ReceiptVault
//   corpus-generator  renders the labelled synthetic corpus in Corpus/ (pango + cairo)
import PackageDescription

let package = Package(
    name: "ReceiptVault",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "receiptvault", targets: ["receiptvault"]),
        .library(name: "ReceiptVault", targets: ["ReceiptVault"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        // The library's database (a connection pool: one writer, concurrent readers), see Sources/Library/Database.swift.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        // The .xlsx summary sheet's zip container (MIT), see Sources/Library/SpreadsheetML.swift.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // C libraries (Debian packages; see Makefile `deps`).
        .systemLibrary(name: "CLeptonica", path: "Sources/CLeptonica", pkgConfig: "lept",
                       providers: [.apt(["libleptonica-dev"])]),
        .systemLibrary(name: "CPoppler", path: "Sources/CPoppler", pkgConfig: "poppler-glib",
                       providers: [.apt(["libpoppler-glib-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),
        // zlib (named CLibz: ZIPFoundation's own zlib module is called CZlib, and two modules cannot share a name).
        .systemLibrary(name: "CLibz", path: "Sources/CLibz", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // glibc's allocator controls (no package: part of libc6-dev).
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        .systemLibrary(name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),

        // libtesseract, opened with the first page read, not linked: its header from libtesseract-dev, the library from
        // libtesseract5 (see CTesseract.h and Sources/OCR/TesseractEngine.swift).
        .target(name: "CTesseract", dependencies: ["CSharedLibrary"]),
        // libheif (iPhone photos, HEIC), opened with the first HEIC read, not linked: its header from libheif-dev, the
        // library from libheif1 (see CHeif.h and Sources/Imaging/Image+HEIF.swift).
        .target(name: "CHeif", dependencies: ["CSharedLibrary"]),
        // libcurl for the Gemini refiner, opened with its first request, not linked (URLSession would link it and
        // ~25 libraries more into every command; see CCurl.h and Sources/Refiner/HTTPTransport.swift).
        .target(name: "CCurl", dependencies: ["CSharedLibrary"]),
        // ONNX Runtime for the second recogniser, opened with its first page, not linked: the few C API entries used are
        // declared at their places in the API's table (see COnnxRuntime.h; the library comes from PyPI, not Debian).
        .target(name: "COnnxRuntime"),
        // The three above: a library opened and its functions looked up by name.
        .target(name: "CSharedLibrary"),
        // Tesseract's word images PNG-encoded stored, not compressed (see word_images.c).
        .target(name: "CWordImages", dependencies: ["CLeptonica"]),
        // Leptonica's grey rotation and scaling loops, the same bytes, vectorised and separable.
        .target(name: "CLeptonicaKernels"),
        // Tesseract's OpenMP regions run on the calling thread, without libgomp's team (see serial_openmp.c):
        // the program exports the entry points libtesseract imports, so that the dynamic linker binds them here.
        .target(name: "CSerialOpenMP", linkerSettings: [.unsafeFlags(
            ["GOMP_parallel", "GOMP_parallel_sections", "GOMP_sections_next", "GOMP_sections_end_nowait"]
                .flatMap { ["-Xlinker", "--export-dynamic-symbol=\($0)"] })]),
        // Parts of Tesseract served by the program, each checked against the library's own at load: its StrideMap::Index
        // methods inlined into one another, Convolve::Forward with the index inlined, NetworkIO's int8 time steps, the tanh
        // layers, the LSTM gates' activations and the page's thresholding vectorised, the page's threshold image one row long
        // (see CTesseractInPlace.h), exported the same way.
        .target(name: "CTesseractInPlace", dependencies: ["CSerialOpenMP", "CLeptonica"], linkerSettings: [.unsafeFlags(
            ["_ZNK9tesseract9StrideMap5Index13MaxIndexOfDimENS_14FlexDimensionsE",
             "_ZNK9tesseract9StrideMap5Index7IsValidEv",
             "_ZNK9tesseract9StrideMap5Index6IsLastENS_14FlexDimensionsE",
             "_ZN9tesseract9StrideMap5Index15SetTFromIndicesEv",
             "_ZN9tesseract9StrideMap5Index9AddOffsetEiNS_14FlexDimensionsE",
             "_ZN9tesseract9StrideMap5Index9IncrementEv",
             "_ZN9tesseract9StrideMap5Index9DecrementEv",
             "_ZN9tesseract9StrideMap5Index17InitToLastOfBatchEi",
             "_ZN9tesseract8Convolve7ForwardEbRKNS_9NetworkIOEPKNS_15TransposedArrayEPNS_14NetworkScratchEPS1_",
             "_ZN9tesseract9NetworkIO17WriteTimeStepPartEiiiPKf",
             "_ZN9tesseract9NetworkIO13WriteTimeStepEiPKf",
             "_ZN9tesseract9NetworkIO15MaxpoolTimeStepEiRKS0_iPi",
             "_ZN9tesseract14FullyConnected15ForwardTimeStepEiPf",
             "_ZNK9tesseract16ImageThresholder18ThresholdRectToPixENS_5ImageEiRKSt6vectorIiSaIiEES6_PS1_",
             "_ZN9tesseract16ImageThresholder20GetPixRectThresholdsEv"]
                .flatMap { ["-Xlinker", "--export-dynamic-symbol=\($0)"] })]),

        // Swift modules.
        .target(name: "DocumentModel"),
        .target(name: "Imaging", dependencies: ["CLeptonica", "CLeptonicaKernels", "CHeif", "DocumentModel"]),
        .target(name: "OCR", dependencies: ["CTesseract", "CLeptonica", "CWordImages", "CSerialOpenMP", "CTesseractInPlace",
                                            "Imaging",
                                            "DocumentModel"]),
        .target(name: "Ingest", dependencies: ["CPoppler", "CLibz", "Imaging", "DocumentModel"]),
        .target(name: "Extraction", dependencies: ["DocumentModel"]),
        .target(name: "SecondReading", dependencies: ["COnnxRuntime", "Imaging", "DocumentModel"]),
        .target(name: "Evaluation", dependencies: ["DocumentModel"]),
        .target(name: "Library", dependencies: ["CSQLite", "DocumentModel", "Ingest", "Imaging", "Refiner",
                                               .product(name: "GRDB", package: "GRDB.swift"),
                                               .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .target(name: "Refiner", dependencies: ["CCurl", "DocumentModel", "Extraction"]),
        .target(name: "Pipeline",
                dependencies: ["DocumentModel", "Imaging", "OCR", "Ingest", "Extraction", "SecondReading", "Library", "Refiner"]),
        .target(name: "ReceiptVault",
                dependencies: ["Pipeline", "DocumentModel", "Imaging", "OCR", "Ingest", "Evaluation", "Library", "Refiner", "SecondReading",
                               "CMalloc"]),
        .target(name: "ReviewServer", dependencies: [
            "Pipeline", "ReceiptVault", "Library", "Ingest", "Imaging", "DocumentModel",
            .product(name: "Hummingbird", package: "hummingbird"),
        // Only the members of the modules it imports: GRDB's `SQL`, loaded through Library, once typed
        // a markup literal (PageFrameTests).
        ], swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        .executableTarget(name: "receiptvault", dependencies: [
            "Pipeline", "ReceiptVault", "Evaluation", "Library", "Refiner", "DocumentModel", "ReviewServer", "OCR", "SecondReading",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "imaging-bench", dependencies: ["Imaging", "DocumentModel"]),
        // Times filing, listing, search, show and report on a library of N hand-built records (no OCR).
        .executableTarget(name: "library-bench", dependencies: ["Library", "DocumentModel"]),
        // Measures the duplicate page-hash tolerance on labelled corpora (same paper vs different papers).
        .executableTarget(name: "page-hash-bench", dependencies: ["Pipeline", "Library", "Ingest", "DocumentModel"]),
        .executableTarget(name: "calibrate", dependencies: [
            "Extraction", "Evaluation", "DocumentModel", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(name: "CorpusGeneration", dependencies: ["DocumentModel", "CPangoCairo", "CLeptonica"]),
        .executableTarget(name: "corpus-generator", dependencies: [
            "CorpusGeneration", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Tests: unit tests need no Tesseract; EndToEndTests run the real engine on Corpus/ files.
        // Fixtures/: HEIC photos (scripts/heic-fixtures/make-heic-fixtures.py), found by path (HEICFixtures).
        .target(name: "TestSupport", path: "Tests/TestSupport", exclude: ["Fixtures"]),
        .testTarget(name: "DocumentModelTests", dependencies: ["DocumentModel", "TestSupport"]),
        .testTarget(name: "IngestTests", dependencies: ["Ingest", "DocumentModel", "TestSupport"]),
        .testTarget(name: "EvaluationTests", dependencies: ["Evaluation"]),
        .testTarget(name: "ExtractionTests", dependencies: ["Extraction", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "Pipeline", "ReceiptVault", "Library", "Refiner", "Ingest", "Imaging", "DocumentModel", "Extraction", "SecondReading"]),
        .testTarget(name: "LibraryTests", dependencies: ["Library", "DocumentModel", .product(name: "GRDB", package: "GRDB.swift"),
                                                        .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .testTarget(name: "CorpusGeneratorTests", dependencies: ["CorpusGeneration", "DocumentModel"]),
        // Property-based fuzzing (deterministic seeds; FUZZ_ITERATIONS widens it, see `make fuzz`).
        .testTarget(name: "FuzzTests", dependencies: ["TestSupport", "Ingest", "DocumentModel", "Extraction"]),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "DocumentModel", "CLeptonica", "CLeptonicaKernels", "TestSupport"]),
        // The OCR stage's own repairs (orientation, Latin pages, Hebrew rows, skipped rows, engine renewal) on recorded pages.
        // The second recogniser's number splice on recorded lines, and PP-OCR itself on a page of Corpus/ when installed.
        .testTarget(name: "SecondReadingTests", dependencies: ["SecondReading", "Imaging", "DocumentModel", "TestSupport"]),
        .testTarget(name: "OCRTests", dependencies: ["OCR", "Imaging", "DocumentModel", "CWordImages", "CLeptonica"]),
        // The Gemini refiner against a stub HTTP server on 127.0.0.1 (no test needs the internet).
        .testTarget(name: "RefinerTests", dependencies: ["Refiner", "Extraction", "DocumentModel"]),
        // The review page's security rules against the real server on 127.0.0.1 (Host, token, ids, CSP).
        // (The browser tests, scripts/review-browser-test.py, drive the page in Chromium: see `make test`.)
        .testTarget(name: "ReviewServerTests", dependencies: ["ReviewServer", "Library", "Ingest", "Imaging", "DocumentModel"]),
    ]
)

// Strict settings for every Swift target, in one place.
for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
