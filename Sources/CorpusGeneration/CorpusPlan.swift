// Which documents the corpus holds: region, layout, date, font and variants of each, from the seed.

/// A file variant of a document.
public enum Variant: String, Sendable, CaseIterable {
    case cleanScan = "clean_scan", noisyScan = "noisy_scan", photo, textPDF = "text_pdf", imagePDF = "image_pdf"
    case twoPagePDF = "two_page_pdf", junkTextPDF = "junk_text_pdf"

    /// The file extension.
    public var fileExtension: String {
        switch self {
        case .cleanScan: return "png"
        case .noisyScan, .photo: return "jpg"
        case .textPDF, .imagePDF, .twoPagePDF, .junkTextPDF: return "pdf"
        }
    }
}

/// One base document and the variants it is written as.
public struct PlannedDocument: Sendable {
    public var number: Int
    public var region: Region
    var layout: any DocumentLayout
    public var date: CivilDate
    public var fontFamily: String
    /// A long page document (many items), written as a two-page PDF besides its one-page scan.
    public var long: Bool
    public var variants: [Variant]
    /// The long side of a photo in pixels.
    public var photoLongSide: Int
    let rng: SplitMix64

    public var layoutName: String { layout.name }

    /// "he-0001-clean_scan".
    public func id(_ variant: Variant) -> String {
        let number = String(self.number)
        return "\(region.language)-\(String(repeating: "0", count: max(0, 4 - number.count)))\(number)-\(variant.rawValue)"
    }
}

/// The corpus plan: ~60% Hebrew, 20% US, 20% UK; layouts cycled per language; one extra variant per
/// document cycling noisy scan, photo, text PDF, image PDF; long invoices as two-page PDFs; a few
/// junk-text-layer PDFs.
public enum CorpusPlan {
    static let hebrewCycle = ["thermal", "b2b_invoice", "supermarket", "restaurant", "utility_bill", "fuel",
                              "b2b_invoice", "pharmacy", "online_order", "thermal", "supermarket", "b2b_invoice"]
    static let englishCycle = ["thermal", "b2b_invoice", "supermarket", "restaurant", "fuel", "pharmacy",
                               "utility_bill", "online_order"]
    static let regionCycle: [Region] = [.israel, .unitedStates, .israel, .unitedKingdom, .israel]
    static let extraCycle: [Variant] = [.noisyScan, .photo, .textPDF, .imagePDF]
    static let junkCount = 4
    static let twelveMegapixelPhotos = 2

    static func fonts(_ region: Region, page: Bool) -> [String] {
        switch (region.isHebrew, page) {
        case (true, false): return ["Miriam Mono CLM", "Miriam CLM", "Nachlieli CLM", "Noto Sans Hebrew", "DejaVu Sans",
                                    "Liberation Mono", "David CLM"]
        case (true, true): return ["David CLM", "Frank Ruehl CLM", "Noto Sans Hebrew", "Nachlieli CLM", "Liberation Sans",
                                   "Noto Serif Hebrew", "Miriam CLM"]
        case (false, false): return ["DejaVu Sans Mono", "Liberation Mono", "DejaVu Sans", "Liberation Sans"]
        case (false, true): return ["Liberation Sans", "Liberation Serif", "DejaVu Sans", "Noto Sans", "DejaVu Serif"]
        }
    }

    /// The plan for `count` base documents from `seed`.
    public static func make(seed: UInt64, count: Int = 120) -> [PlannedDocument] {
        let master = SplitMix64(seed: seed)
        var hebrewIndex = 0, englishIndex = 0, invoiceIndex = 0, junkLeft = junkCount, bigPhotosLeft = twelveMegapixelPhotos
        let first = CivilDate(year: 2023, month: 1, day: 1).dayNumber
        let last = CivilDate(year: 2026, month: 10, day: 31).dayNumber
        return (1...count).map { number in
            var rng = master.derived(UInt64(number))
            let region = regionCycle[(number - 1) % regionCycle.count]
            let layoutName: String
            if region.isHebrew {
                layoutName = hebrewCycle[hebrewIndex % hebrewCycle.count]; hebrewIndex += 1
            } else {
                layoutName = englishCycle[englishIndex % englishCycle.count]; englishIndex += 1
            }
            let layout = allLayouts.first { $0.name == layoutName } ?? allLayouts[0]
            var long = false
            if layoutName == "b2b_invoice" {
                long = invoiceIndex % 3 == 2
                invoiceIndex += 1
            }
            var variants: [Variant] = [.cleanScan, long ? .twoPagePDF : extraCycle[(number - 1) % extraCycle.count]]
            if region.isHebrew, layoutName == "b2b_invoice", !long, junkLeft > 0 {
                variants.append(.junkTextPDF); junkLeft -= 1
            }
            var photoLongSide = rng.int(1600...2400)
            if variants.contains(.photo), bigPhotosLeft > 0 {  // the first photos: 12 MP
                photoLongSide = 4000; bigPhotosLeft -= 1
            }
            let font = number == 1 ? "Miriam Mono CLM" : rng.pick(fonts(region, page: layout.isPage))
            return PlannedDocument(number: number, region: region, layout: layout,
                                   date: CivilDate(dayNumber: rng.int(first...last)), fontFamily: font, long: long,
                                   variants: variants, photoLongSide: photoLongSide, rng: rng.derived(1))
        }
    }
}
