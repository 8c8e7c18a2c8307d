import Foundation
import GRDB

/// A schema's names and SQL must be UTF-8 text. SQLite keeps whatever bytes a statement gave
/// (`CREATE TABLE "a\xffb"`), and a Swift `String` made from them replaces each byte that is not
/// UTF-8 with U+FFFD: `"a\xffb"` and `"a\xfeb"` both read `"a�b"`, so `diff` called two
/// different tables one ("compatible" when a table was removed), and the audit matched an index
/// or a key to the wrong table. Such a schema is refused, naming the bytes, before it is read.
public struct SchemaTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `table`, `index`, `view` or `trigger`.
    public let type: String
    /// The object's name, as bytes.
    public let name: [UInt8]
    /// Whether the name itself is not UTF-8 (otherwise its SQL is not).
    public let inName: Bool
    /// The database file, or nil for one in memory.
    public let path: String?

    public var description: String {
        let hex = name.map { String(format: "%02x", $0) }.joined(separator: " ")
        let named = (path.map { "\($0): " } ?? "") + "the \(type) whose name is the bytes \(hex)"
        let what = inName ? "a name that is not UTF-8 text" : "SQL that is not UTF-8 text"
        return "\(named) has \(what): MigrationKit reads names and SQL as UTF-8, where such bytes cannot be told apart. Rename it, or recreate it, with UTF-8 text."
    }

    /// Throws for the first object of `db`'s schema whose name or SQL is not UTF-8.
    package static func check(_ db: Database) throws {
        let rows = try Row.fetchAll(db, sql: "SELECT type, CAST(name AS BLOB), CAST(sql AS BLOB) FROM sqlite_master ORDER BY rowid")
        for row in rows {
            let name = [UInt8]((row[1] as Data?) ?? Data())
            let sql = [UInt8]((row[2] as Data?) ?? Data())
            let nameIsText = isUTF8(name)
            if !nameIsText || !isUTF8(sql) {
                throw SchemaTextError(type: row[0], name: name, inName: !nameIsText, path: databaseFilePath(db))
            }
        }
    }

    /// Whether `bytes` are UTF-8: decoding repairs what is not (with U+FFFD), so the text
    /// encodes back to other bytes. (`String(validating:)` needs macOS 15.)
    private static func isUTF8(_ bytes: [UInt8]) -> Bool {
        Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
    }
}
