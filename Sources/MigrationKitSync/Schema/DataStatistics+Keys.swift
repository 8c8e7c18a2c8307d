import GRDB
import GRDBSQLite
import MigrationKit
import MigrationKitGRDB

/// One column's values, counted.
package struct ColumnStatistics: Sendable, Equatable {
    package enum Role: Sendable, Equatable {
        /// An integer key or foreign key the conversion will turn into UUID text.
        case converted(isKey: Bool)
        /// A text (or other non-integer) single-column key that stays as it is.
        case textKey
        /// A single-column foreign key to such a key (`parentTable`'s), which must hold its
        /// keys in the same form to match them.
        case textReference(parentTable: String)
    }

    package var table: String
    package var column: String
    package var role: Role
    package var rows = 0
    package var nulls = 0
    /// Integers the printf scheme cannot carry: negative or ≥ 2^48.
    package var integersOutOfRange = 0
    /// Values that are not integers (text, real, blob).
    package var nonIntegers = 0
    /// Up to five values the conversion cannot carry, as SQL literals.
    package var unconvertibleSamples: [String] = []
    /// Text keys that are not valid CloudKit record names.
    package var nonASCII = 0
    package var tooLongRecordNames = 0
    package var leadingUnderscores = 0
    /// UUID-shaped text in lowercase, UUID-shaped text with uppercase letters, 16-byte blobs.
    package var lowercaseUUIDs = 0
    package var uppercaseUUIDs = 0
    package var blobUUIDs = 0
    /// The first value of each of those forms, as an SQL literal: the examples a finding shows.
    package var formExamples: [KeyRepresentation: String] = [:]
    /// Keys that are one UUID in two forms (up to five groups, their values as SQL literals
    /// joined by " and "): rows that normalizing the keys would make one.
    package var sameUUIDs: [String] = []

    /// The forms its UUIDs are stored in, with how many of each, in a fixed order: lowercase
    /// text, uppercase text, blobs.
    package var uuidForms: [(form: KeyRepresentation, count: Int)] {
        [(.lowercaseText, lowercaseUUIDs), (.uppercaseText, uppercaseUUIDs), (.blob, blobUUIDs)].filter { $0.1 > 0 }
    }

    /// How many values are UUIDs not in `representation`'s form.
    package func outOfForm(_ representation: KeyRepresentation) -> Int {
        uuidForms.filter { $0.form != representation }.reduce(0) { $0 + $1.count }
    }

    /// The table whose keys' form this column must hold: its own for a text key, the parent's
    /// for a reference to one; nil for a column the conversion rewrites.
    package var formTable: String? {
        switch role {
        case .converted: nil
        case .textKey: table
        case .textReference(let parentTable): parentTable
        }
    }
    /// UUID-shaped text (either case) starting with the deterministic scheme's prefix
    /// `00000000-0000-0000-0000-`: the keys of a
    /// deterministic conversion, which another device's conversion repeats for other rows.
    package var zeroPrefixKeys = 0

    /// The values `printf('%012x', …)` cannot carry, for a column the conversion rewrites:
    /// integers out of range, values that are not integers, and NULL keys (a NULL reference is
    /// no reference). The audit (`unconvertible-key-value`) reports them; the salted and
    /// deterministic conversions refuse them.
    package var unconvertibleCount: Int {
        guard case .converted(let isKey) = role else { return 0 }
        return integersOutOfRange + nonIntegers + (isKey ? nulls : 0)
    }

    /// ``unconvertibleSamples`` as a message lists them, with `…` when there are more.
    var unconvertibleExamples: String {
        unconvertibleSamples.joined(separator: ", ") + (unconvertibleCount > unconvertibleSamples.count ? ", …" : "")
    }
}

extension DataStatistics {
    /// `rows`, when given, restricts the rows read (SQL over the table): a polymorphic
    /// reference's rows of listed types.
    static func convertedColumn(_ db: Database, table: String, column: String, isKey: Bool, none: Int64? = nil, rows: String? = nil) throws -> ColumnStatistics {
        let c = quoteIdentifier(column)
        let t = quoteIdentifier(table) + (rows.map { " WHERE \($0)" } ?? "")
        let limit = ConversionSQL.printfLimit
        let exemption = none.map { " AND \(c) IS NOT \($0)" } ?? ""
        let row = try Row.fetchOne(db, sql: """
            SELECT count(*),
                   total(\(c) IS NULL),
                   total(typeof(\(c)) = 'integer' AND (\(c) < 0 OR \(c) >= \(limit))\(exemption)),
                   total(typeof(\(c)) NOT IN ('integer', 'null'))
            FROM \(t)
            """)!
        var statistics = ColumnStatistics(table: table, column: column, role: .converted(isKey: isKey))
        statistics.rows = row[0]
        statistics.nulls = Int(row[1] as Double)
        statistics.integersOutOfRange = Int(row[2] as Double)
        statistics.nonIntegers = Int(row[3] as Double)
        if statistics.integersOutOfRange + statistics.nonIntegers > 0 || (isKey && statistics.nulls > 0) {
            statistics.unconvertibleSamples = try String.fetchAll(
                db, sql: "SELECT quote(\(c)) FROM \(quoteIdentifier(table)) WHERE \(rows.map { "(\($0)) AND " } ?? "")(\(ConversionSQL.cannotCarry(c, nullAllowed: !isKey, none: none))) LIMIT \(sampleLimit)")
        }
        return statistics
    }

    /// One read of a text key's values (the key's index, usually), each classified in Swift.
    ///
    /// A converted database has a text key in every table, so this reads every row of the
    /// file. In SQL, the UUID shape was a GLOB of 32 character classes, evaluated twice per row
    /// (lowercase, and not), about 1.5 µs a row: 90% of the time of auditing a converted file,
    /// which made it 3.4 times slower to audit than before its conversion. Here each value's
    /// bytes are looked at once, without copying them.
    static func textKeyColumn(_ db: Database, table: String, column: String, role: ColumnStatistics.Role) throws -> ColumnStatistics {
        // A record name is "<key>:<table>" and must be shorter than 255 bytes.
        let budget = 255 - 1 - table.utf8.count
        var statistics = ColumnStatistics(table: table, column: column, role: role)
        // Stepped through SQLite's C API: a GRDB row per value cost as much again as the rest
        // of the audit.
        let statement = try db.makeStatement(sql: "SELECT \(quoteIdentifier(column)) FROM \(quoteIdentifier(table))")
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: statement.sql)
            }
            statistics.rows += 1
            switch sqlite3_column_type(handle, 0) {
            case SQLITE_NULL:
                statistics.nulls += 1
            case SQLITE_TEXT:
                let start = sqlite3_column_text(handle, 0)
                let bytes = UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(handle, 0)))
                let text = TextKey(bytes)
                if text.nonASCII { statistics.nonASCII += 1 }
                if bytes.count >= budget { statistics.tooLongRecordNames += 1 }
                if bytes.first == UInt8(ascii: "_") { statistics.leadingUnderscores += 1 }
                switch text.uuid {
                case .lowercase:
                    statistics.lowercaseUUIDs += 1
                    if statistics.lowercaseUUIDs == 1 { statistics.formExamples[.lowercaseText] = "'\(String(decoding: bytes, as: UTF8.self))'" }
                case .uppercase:
                    statistics.uppercaseUUIDs += 1
                    if statistics.uppercaseUUIDs == 1 { statistics.formExamples[.uppercaseText] = "'\(String(decoding: bytes, as: UTF8.self))'" }
                case nil: break
                }
                if text.zeroPrefix { statistics.zeroPrefixKeys += 1 }
            case SQLITE_BLOB:
                if sqlite3_column_bytes(handle, 0) == 16 {
                    statistics.blobUUIDs += 1
                    if statistics.blobUUIDs == 1, let start = sqlite3_column_blob(handle, 0) {
                        let bytes = UnsafeRawBufferPointer(start: start, count: 16)
                        let digits = Array("0123456789ABCDEF")
                        statistics.formExamples[.blob] = "X'" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }) + "'"
                    }
                }
            default:
                break
            }
        }
        return statistics
    }

    /// Keys that are one UUID in two forms, when the key is in two forms or more: the rows
    /// normalizing would make one (``ColumnStatistics/sameUUIDs``). Read once the key's own
    /// statement is done with.
    static func sameUUIDs(_ db: Database, _ statistics: ColumnStatistics) throws -> [String] {
        guard statistics.uuidForms.count > 1 else { return [] }
        let c = quoteIdentifier(statistics.column)
        return try String.fetchAll(db, sql: """
            SELECT group_concat(quote(\(c)), ' and ') FROM \(quoteIdentifier(statistics.table))
            GROUP BY \(ConversionSQL.uuidText(c, uppercase: false)) HAVING count(*) > 1 LIMIT \(sampleLimit)
            """)
    }
}

/// What the audit looks at in a text key's UTF-8 bytes.
private struct TextKey {
    enum UUIDForm { case lowercase, uppercase }

    /// A byte outside ASCII, or a NUL (which SQLite's length() stops at): no record name.
    var nonASCII = false
    /// UUID-shaped (8-4-4-4-12 hexadecimal digits), and whether any digit is an uppercase letter.
    var uuid: UUIDForm?
    /// UUID-shaped and starting with the deterministic scheme's prefix; the twelve digits after
    /// it may be lowercase or uppercase.
    var zeroPrefix = false

    init(_ bytes: UnsafeRawBufferPointer) {
        var hex = bytes.count == 36
        var uppercase = false
        var zeros = hex
        for offset in bytes.indices {
            let byte = bytes[offset]
            if byte >= 0x80 || byte == 0 { nonASCII = true }
            guard hex else { continue }
            let dash = offset == 8 || offset == 13 || offset == 18 || offset == 23
            if offset < 24, byte != (dash ? UInt8(ascii: "-") : UInt8(ascii: "0")) { zeros = false }
            switch byte {
            case UInt8(ascii: "-"): hex = dash
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"): hex = !dash
            case UInt8(ascii: "A")...UInt8(ascii: "F"): hex = !dash; uppercase = true
            default: hex = false
            }
        }
        if hex {
            uuid = uppercase ? .uppercase : .lowercase
            zeroPrefix = zeros
        }
    }
}
