// A one-page PDF with a Helvetica text layer, written by hand for tests (poppler rebuilds the
// missing xref table).

import Foundation

public enum TextPDF {
    /// The PDF bytes of `lines`, set at `fontSize` points from 72 pt in and `top` pt up the page.
    public static func make(lines: [String], fontSize: Int = 14, top: Int = 720) -> Data {
        var content = "BT /F1 \(fontSize) Tf 72 \(top) Td \(fontSize * 9 / 7) TL\n"
        for line in lines { content += "(\(line)) Tj T*\n" }
        content += "ET"
        return Data("""
        %PDF-1.4
        1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
        2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
        3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
        4 0 obj << /Length \(content.utf8.count) >> stream
        \(content)
        endstream endobj
        5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
        trailer << /Root 1 0 R >>
        %%EOF
        """.utf8)
    }
}
