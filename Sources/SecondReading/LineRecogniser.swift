// PP-OCR's line recogniser (an SVTR network with a CTC head): a line cut out, scaled to 48 pixels
// high and at least 320 wide (padded), gives a distribution over its characters at every eighth
// column; the best character of each column, repeats and blanks dropped, is the text. Each
// character keeps the columns it was read at, so a word of the line gets its own box.

import DocumentModel
import Imaging

/// One line as the second recogniser read it: its characters with their spans on the page.
public struct RecognisedLine: Sendable, Equatable {
    public struct Character: Sendable, Equatable {
        public var character: Swift.Character
        /// Where on the page it was read: the left and right edges of its columns.
        public var x0: Int
        public var x1: Int
    }

    public var characters: [Character]
    /// The line's box on the page.
    public var box: BoundingBox
    /// The mean probability of its characters (0...1).
    public var confidence: Double

    public var text: String { String(characters.map(\.character)) }
}

struct LineRecogniser {
    let model: OnnxModel
    /// The model's characters: index 0 is CTC's blank, then the model's list, then a space.
    let characters: [Character]
    static let height = 48
    static let minimumWidth = 320

    init(model: OnnxModel) throws {
        guard let list = model.metadata["character"] else {
            throw SecondReadingError.unexpectedModel("the recogniser carries no character list")
        }
        self.model = model
        characters = ["\u{0}"] + list.split(separator: "\n", omittingEmptySubsequences: false).compactMap(\.first) + [" "]
    }

    /// The line in `box` of `page`, or nil when nothing was read.
    func read(_ box: BoundingBox, of page: Image) throws -> RecognisedLine? {
        let scale = Double(Self.height) / Double(box.height)
        let resizedWidth = max(1, Int((Double(box.width) * scale).rounded(.up)))
        let width = max(Self.minimumWidth, resizedWidth)
        let pixels = try page.cropped(to: box).scaled(toWidth: resizedWidth, height: Self.height).grayPixels()
        let output = try model.run(.image(pixels, columns: resizedWidth, rows: Self.height, width: width, height: Self.height,
                                          padding: 0))
        guard output.shape.count == 3, output.shape[2] == characters.count, output.shape[1] > 0 else {
            throw SecondReadingError.unexpectedModel("the recogniser gave \(output.shape) for \(characters.count) characters")
        }
        let steps = output.shape[1], classes = output.shape[2]
        let columns = Double(width) / Double(steps) / scale
        var read: [RecognisedLine.Character] = []
        var probabilities: [Float] = []
        var previous = 0
        output.values.withUnsafeBufferPointer { values in
            for step in 0..<steps {
                let row = values[(step * classes)..<((step + 1) * classes)]
                var best = row.startIndex
                for index in row.indices where row[index] > row[best] { best = index }
                let index = best - row.startIndex
                let (x0, x1) = (box.x0 + Int((Double(step) * columns).rounded()),
                                box.x0 + Int((Double(step + 1) * columns).rounded()))
                defer { previous = index }
                if index == 0 { continue }                                   // CTC's blank
                if index == previous, let last = read.indices.last {         // the same character, one column on
                    read[last].x1 = x1
                    continue
                }
                read.append(.init(character: characters[index], x0: x0, x1: x1))
                probabilities.append(row[best])
            }
        }
        guard !read.isEmpty else { return nil }
        return RecognisedLine(characters: read, box: box,
                              confidence: Double(probabilities.reduce(0, +)) / Double(probabilities.count))
    }
}

extension RecognisedLine {
    /// The line with its box and characters' spans multiplied by `factor` (read on a page before
    /// its enlargement, put on the enlarged page).
    public func scaled(by factor: Double) -> RecognisedLine {
        guard factor != 1 else { return self }
        var line = self
        line.box = Self.scaled(box, by: factor)
        line.characters = characters.map {
            .init(character: $0.character, x0: Int((Double($0.x0) * factor).rounded()), x1: Int((Double($0.x1) * factor).rounded()))
        }
        return line
    }

    /// `box` multiplied by `factor`.
    public static func scaled(_ box: BoundingBox, by factor: Double) -> BoundingBox {
        func scaled(_ value: Int) -> Int { Int((Double(value) * factor).rounded()) }
        return BoundingBox(x0: scaled(box.x0), y0: scaled(box.y0), x1: scaled(box.x1), y1: scaled(box.y1))
    }
}
