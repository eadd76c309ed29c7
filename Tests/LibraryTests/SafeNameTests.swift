// Safe names: Hebrew kept; separators, `..`, NUL, control and bidi characters dropped; length capped.

import DocumentModel
import Foundation
import Testing
@testable import Library

@Suite struct SafeNameTests {
    @Test(arguments: [
        ("המפיץ בע\"מ", "המפיץ-בעמ"),
        ("../../etc/passwd", "etcpasswd"),
        ("/absolute/path", "absolutepath"),
        ("a\u{0}b", "ab"),
        ("שופרסל\u{200F} דיל\n", "שופרסל-דיל"),
        ("C:\\Windows<>|?*", "CWindows"),
        ("  ...  ", nil),
        ("..", nil),
        ("Café & Co.", "Café-&-Co"),
    ] as [(String, String?)])
    func makesSafeNames(input: String, expected: String?) {
        #expect(SafeName.make(input) == expected)
    }

    @Test func longHebrewNamesAreCutAtACharacterBoundary() throws {
        let long = String(repeating: "סופר-פארם ", count: 60)
        let safe = try #require(SafeName.make(long))
        #expect(safe.utf8.count <= 176)
        #expect(safe.unicodeScalars.allSatisfy { $0.properties.generalCategory != .unassigned })
        #expect(!safe.hasSuffix("-"))

        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let result = try library.file(Fixtures.record(business: long), copy: Fixtures.pdf())
        let name = (result.path as NSString).lastPathComponent
        #expect(name.utf8.count <= 200)
        #expect(FileManager.default.fileExists(atPath: library.root.appendingPathComponent(result.path).path))
    }

    @Test func hostileNamesStayInsideTheMonthFolder() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        for hostile in ["../../../outside", "/tmp/evil", "..", "a/../../b", "\u{0}"] {
            let result = try library.file(Fixtures.record(business: hostile), copy: Fixtures.pdf())
            let components = result.path.split(separator: "/")
            #expect(components.count == 2, "\(hostile) → \(result.path)")
            #expect(components[0] == "2025-01 January" || components[0] == "2025-03 March")
            #expect(!components[1].contains("..") && !components[1].contains("\u{0}"))
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path("outside").path))
    }
}
