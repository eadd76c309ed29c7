// A small writer of Office Open XML spreadsheets (.xlsx): one sheet, a bold header row, text as
// inline strings, amounts as numbers, dates as date serials shown yyyy-mm-dd, the sheet view right
// to left when asked (Hebrew headers). The parts are the minimum ECMA-376 asks of a workbook that
// Excel and LibreOffice open without repairs; ZIPFoundation makes the zip.

import Foundation
import ZIPFoundation

/// One cell of a sheet.
enum SheetCell: Equatable {
    case empty
    case text(String)
    /// A number shown with two decimals (money).
    case amount(Decimal)
    /// A number shown as it is (a rate, a confidence).
    case number(Decimal)
    /// A calendar date (no time), stored as a date serial.
    case date(year: Int, month: Int, day: Int)
}

enum SpreadsheetML {
    /// The whole `.xlsx` file: one sheet named `sheetName`, `header` in bold as its first row and
    /// frozen, then `rows`.
    /// - Throws: `LibraryError.cannotWrite` naming `path` when the archive cannot be made.
    static func workbook(sheetName: String, header: [String], rows: [[SheetCell]], rightToLeft: Bool,
                         path: String) throws -> Data {
        let parts: [(String, String)] = [
            ("[Content_Types].xml", contentTypes),
            ("_rels/.rels", packageRelationships),
            ("xl/workbook.xml", workbook(sheetName: sheetName)),
            ("xl/_rels/workbook.xml.rels", workbookRelationships),
            ("xl/styles.xml", styles),
            ("xl/worksheets/sheet1.xml", worksheet(header: header, rows: rows, rightToLeft: rightToLeft)),
        ]
        do {
            let archive = try Archive(data: Data(), accessMode: .create)
            for (name, text) in parts {
                let data = Data(text.utf8)
                try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count),
                                     modificationDate: fixedDate, compressionMethod: .deflate) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
            guard let data = archive.data else { throw LibraryError.cannotWrite(path: path, reason: "the zip archive is empty") }
            return data
        } catch let error as LibraryError {
            throw error
        } catch {
            throw LibraryError.cannotWrite(path: path, reason: "cannot make the .xlsx archive (\(error))")
        }
    }

    /// Entries carry a fixed time, so the same sheet gives the same bytes.
    private static let fixedDate = Date(timeIntervalSince1970: 1_704_067_200)   // 2024-01-01

    // MARK: The sheet

    static func worksheet(header: [String], rows: [[SheetCell]], rightToLeft: Bool) -> String {
        var xml = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
        xml += #"<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">"#
        xml += #"<sheetViews><sheetView workbookViewId="0""# + (rightToLeft ? #" rightToLeft="1""# : "") + ">"
        xml += #"<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>"#
        xml += "<sheetData>"
        for (index, row) in ([header.map(SheetCell.text)] + rows).enumerated() {
            let number = index + 1
            xml += #"<row r="\#(number)">"#
            for (column, cell) in row.enumerated() {
                xml += self.cell(cell, reference: columnName(column) + "\(number)", header: index == 0)
            }
            xml += "</row>"
        }
        xml += "</sheetData></worksheet>"
        return xml
    }

    /// Style indexes into `styles`' cellXfs.
    private enum Style: Int { case plain = 0, header = 1, amount = 2, date = 3 }

    private static func cell(_ cell: SheetCell, reference: String, header: Bool) -> String {
        switch cell {
        case .empty:
            return ""
        case let .text(text):
            let style = header ? #" s="\#(Style.header.rawValue)""# : ""
            return #"<c r="\#(reference)"\#(style) t="inlineStr"><is><t xml:space="preserve">\#(XMLText.escaped(text))</t></is></c>"#
        case let .amount(value):
            return #"<c r="\#(reference)" s="\#(Style.amount.rawValue)"><v>\#(value)</v></c>"#
        case let .number(value):
            return #"<c r="\#(reference)"><v>\#(value)</v></c>"#
        case let .date(year, month, day):
            guard let serial = dateSerial(year: year, month: month, day: day) else {
                return self.cell(.text(String(format: "%04d-%02d-%02d", year, month, day)), reference: reference, header: header)
            }
            return #"<c r="\#(reference)" s="\#(Style.date.rawValue)"><v>\#(serial)</v></c>"#
        }
    }

    /// `A`…`Z`, `AA`… for a zero-based column.
    static func columnName(_ index: Int) -> String {
        var index = index + 1, name = ""
        while index > 0 {
            let remainder = (index - 1) % 26
            name = String(UnicodeScalar(UInt8(65 + remainder))) + name
            index = (index - 1) / 26
        }
        return name
    }

    /// Days since 1899-12-30, the spreadsheet epoch (1900 date system); nil for a date that does not exist.
    static func dateSerial(year: Int, month: Int, day: Int) -> Int? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = DateComponents(year: year, month: month, day: day)
        guard parts.isValidDate(in: calendar), let date = calendar.date(from: parts),
              let epoch = calendar.date(from: DateComponents(year: 1899, month: 12, day: 30)) else { return nil }
        return calendar.dateComponents([.day], from: epoch, to: date).day
    }

    // MARK: The fixed parts

    private static func workbook(sheetName: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n" +
            #"<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">"# +
            #"<sheets><sheet name="\#(XMLText.escaped(String(sheetName.prefix(31))))" sheetId="1" r:id="rId1"/></sheets></workbook>"#
    }

    private static let contentTypes = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n" +
        #"<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">"# +
        #"<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>"# +
        #"<Default Extension="xml" ContentType="application/xml"/>"# +
        #"<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>"# +
        #"<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>"# +
        #"<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>"# +
        "</Types>"

    private static let packageRelationships = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n" +
        #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"# +
        #"<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>"# +
        "</Relationships>"

    private static let workbookRelationships = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n" +
        #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"# +
        #"<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>"# +
        #"<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>"# +
        "</Relationships>"

    /// Fonts: regular, bold. Cell formats (Style): plain, bold header, `#,##0.00`, `yyyy-mm-dd`.
    private static let styles = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n" +
        #"<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">"# +
        #"<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\-mm\-dd"/></numFmts>"# +
        #"<fonts count="2"><font><sz val="11"/><name val="Arial"/></font><font><b/><sz val="11"/><name val="Arial"/></font></fonts>"# +
        #"<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>"# +
        #"<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"# +
        #"<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>"# +
        #"<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>"# +
        #"<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>"# +
        #"<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>"# +
        #"<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>"# +
        #"<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>"# +
        "</styleSheet>"
}
