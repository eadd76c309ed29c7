// The Library module's one error type: each message names the file or document and says what to do.

import Foundation

/// Why a library operation failed.
public enum LibraryError: Error, Equatable, CustomStringConvertible {
    /// SQLite refused a statement or could not open the file.
    case database(path: String, message: String, sql: String)
    /// A file or folder of the library could not be written.
    case cannotWrite(path: String, reason: String)
    /// An input to file could not be read.
    case cannotRead(path: String, reason: String)
    /// The input's bytes are not those the record was made from.
    case changedSinceReading(path: String)
    /// The record failed; there is nothing to file.
    case failedRecord(path: String, message: String)
    /// No document has this id.
    case noSuchDocument(id: Int64)
    /// A correction names a field the library does not know.
    case unknownField(name: String)
    /// A value that does not fit its field (a date that is not yyyy-mm-dd, an amount that is not a number).
    case invalidValue(field: String, value: String, expected: String)
    /// There is no library at this path (a reading command never creates one).
    case noLibrary(path: String)
    /// A test's injected crash point was reached.
    case simulatedCrash(step: String)

    public var description: String {
        switch self {
        case let .database(path, message, sql):
            "\(path): SQLite error \"\(message)\" while executing `\(sql.prefix(120))`; "
                + "run `receiptvault library check` and check free space and permissions"
        case let .cannotWrite(path, reason):
            "\(path): cannot write (\(reason)); check free space and permissions"
        case let .cannotRead(path, reason):
            "\(path): cannot read (\(reason)); check that the file exists and is readable"
        case let .changedSinceReading(path):
            "\(path): the file changed after it was read; file it again"
        case let .failedRecord(path, message):
            "\(path): not filed because it could not be read: \(message)"
        case let .noSuchDocument(id):
            "no document has id \(id); `receiptvault list` shows the ids"
        case let .unknownField(name):
            "unknown field \"\(name)\"; use one of \(CorrectableField.allNames.joined(separator: ", "))"
        case let .invalidValue(field, value, expected):
            "\"\(value)\" is not a valid \(field): expected \(expected)"
        case let .noLibrary(path):
            "\(path): no receipt library here (no \(ReceiptLibrary.databaseName)); check the path, or file documents "
                + "into a new library with `receiptvault file SCAN --library \(path)`"
        case let .simulatedCrash(step):
            "simulated crash after \(step)"
        }
    }
}
