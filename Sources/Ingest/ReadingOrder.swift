// Puts the letters of a word seen on the page into reading order. A PDF's text layer knows where
// each glyph is drawn but not reliably in which order it is read, and a word of a Hebrew row can
// mix right-to-left letters with numbers ("(12)", "17%", "2מ'"). This runs a reduced Unicode
// bidirectional algorithm (UAX #9: weak types W4, W5, W7, neutrals N1, N2, levels I1, I2) on the
// word's glyphs and undoes its reordering (L2) instead of applying it.

enum ReadingOrder {
    /// The reading direction of a row.
    enum Direction { case leftToRight, rightToLeft }

    /// Bidi classes, reduced to what receipts and invoices print.
    private enum BidiClass { case right, left, number, separator, terminator, neutral, mark }

    /// `glyphs`, given left to right as drawn, in the order a reader of a `direction` row reads them.
    /// Combining marks follow the letter they sit on.
    static func logical(_ glyphs: [TextLayerGlyph], direction: Direction) -> [TextLayerGlyph] {
        let marks = glyphs.filter { bidiClass($0.scalar) == .mark }
        let bases = glyphs.filter { bidiClass($0.scalar) != .mark }
        var ordered = reordered(bases, levels: levels(bases.map { bidiClass($0.scalar) }, direction: direction))
        for mark in marks {
            let base = ordered.indices.min { abs(ordered[$0].box.midX - mark.box.midX) < abs(ordered[$1].box.midX - mark.box.midX) }
            ordered.insert(mark, at: base.map { $0 + 1 } ?? ordered.count)
        }
        return ordered
    }

    /// Whether a letter is written right to left (Hebrew, Arabic).
    static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool { bidiClass(scalar) == .right }

    /// Embedding levels of characters given left to right: odd right to left, even left to right.
    private static func levels(_ given: [BidiClass], direction: Direction) -> [Int] {
        var classes = given
        let count = classes.count
        // W4: one separator between two digits joins the number (1,262.50  04-2567755  19/02/24).
        for index in classes.indices.dropFirst().dropLast()
        where classes[index] == .separator && classes[index - 1] == .number && classes[index + 1] == .number {
            classes[index] = .number
        }
        // W5: terminators next to a number join it (17%  ₪12.90).
        var index = 0
        while index < count {
            guard classes[index] == .terminator else { index += 1; continue }
            var end = index
            while end < count, classes[end] == .terminator { end += 1 }
            if (index > 0 && classes[index - 1] == .number) || (end < count && classes[end] == .number) {
                for position in index..<end { classes[position] = .number }
            }
            index = end
        }
        // W7: in a left-to-right row a number after left-to-right letters (or at the start) reads with them.
        var numberIsLeft = Array(repeating: false, count: count)
        if direction == .leftToRight {
            var lastStrong = BidiClass.left
            for position in 0..<count {
                switch classes[position] {
                case .left, .right: lastStrong = classes[position]
                case .number: numberIsLeft[position] = lastStrong == .left
                default: break
                }
            }
        }
        // N1, N2: neutrals between two strongly directed neighbours (a number counting as right to
        // left) take their direction; otherwise the row's.
        let rowClass: BidiClass = direction == .rightToLeft ? .right : .left
        func strength(_ position: Int) -> BidiClass? {
            switch classes[position] {
            case .left: return .left
            case .right: return .right
            case .number: return numberIsLeft[position] ? .left : .right
            default: return nil
            }
        }
        var resolved = classes
        index = 0
        while index < count {
            guard strength(index) == nil else { index += 1; continue }
            var end = index
            while end < count, strength(end) == nil { end += 1 }
            let before = index > 0 ? strength(index - 1) ?? rowClass : rowClass
            let after = end < count ? strength(end) ?? rowClass : rowClass
            for position in index..<end { resolved[position] = before == after ? before : rowClass }
            index = end
        }
        // I1, I2.
        return resolved.indices.map { position in
            switch (direction, resolved[position]) {
            case (.rightToLeft, .right): return 1
            case (.rightToLeft, _): return 2
            case (.leftToRight, .right): return 1
            case (.leftToRight, .number): return numberIsLeft[position] ? 0 : 2
            case (.leftToRight, _): return 0
            }
        }
    }

    /// Undoes L2: L2 reverses runs at or above each level from the highest down to 1, so runs are
    /// reversed back from level 1 up to the highest.
    private static func reordered(_ glyphs: [TextLayerGlyph], levels: [Int]) -> [TextLayerGlyph] {
        var items = Array(zip(glyphs, levels))
        let highest = levels.max() ?? 0
        guard highest > 0 else { return glyphs }
        for level in 1...highest {
            var start = 0
            while start < items.count {
                guard items[start].1 >= level else { start += 1; continue }
                var end = start
                while end < items.count, items[end].1 >= level { end += 1 }
                items[start..<end].reverse()
                start = end
            }
        }
        return items.map(\.0)
    }

    private static func bidiClass(_ scalar: Unicode.Scalar) -> BidiClass {
        scalar.value < tabled ? classesBelowTabled[Int(scalar.value)] : classByProperties(scalar)
    }

    /// Scalars below this (Latin, Greek, Cyrillic, Hebrew, Arabic: nearly every glyph of a page) have
    /// their class looked up in a table made once from their properties, not asked of them each time.
    private static let tabled: UInt32 = 0x800
    private static let classesBelowTabled: [BidiClass] = (0..<tabled).map { value in
        Unicode.Scalar(value).map(classByProperties) ?? .neutral
    }

    private static func classByProperties(_ scalar: Unicode.Scalar) -> BidiClass {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return .mark
        case .currencySymbol: return .terminator
        default: break
        }
        let value = scalar.value
        if (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value) {
            return properties.numericType == .decimal ? .number : .right
        }
        if properties.numericType == .decimal { return .number }
        if properties.isAlphabetic { return .left }
        switch scalar {
        case ",", ".", "/", ":", "-", "+", "\u{2212}", "\u{00A0}": return .separator
        case "%", "#", "°", "‰": return .terminator
        default: return .neutral
        }
    }
}
