import Foundation

/// How to convert.
public struct ConversionOptions: Sendable, Equatable {
    /// How converted keys get their UUIDs.
    public enum IDScheme: String, Sendable, CaseIterable {
        /// `'00000000-0000-0000-0000-' || printf('%012x', id)`: reproducible and reversible.
        /// Two devices that each created row 7 before sync get the same id for two different
        /// records: use `random` where users created data on several devices.
        case deterministic
        /// A fresh version 4 UUID per row, mapped through temporary tables so that foreign keys
        /// follow. Carries any key value that is not NULL.
        case random
    }

    /// The DEFAULT of the new key columns, which fills in the key of a row inserted without one.
    public enum UUIDDefault: String, Sendable, CaseIterable {
        /// `DEFAULT (uuid())`: every connection that inserts must register `uuid()`
        /// (`Database.registerUUIDFunction()`), as SQLiteData's apps do.
        case function
        /// A version 4 UUID in plain SQL (`randomblob`), so that any SQLite client, the
        /// `sqlite3` shell included, can insert rows.
        case portable
    }

    public var idScheme: IDScheme
    public var uuidDefault: UUIDDefault
    /// Turn the UNIQUE constraints and unique indexes of every table in scope into plain
    /// indexes (rebuilding the tables whose constraints live in their CREATE TABLE), and give
    /// old composite keys a plain instead of a unique index.
    public var dropUnique: Bool
    public var scope: ConversionScope

    public init(idScheme: IDScheme = .deterministic, uuidDefault: UUIDDefault = .function, dropUnique: Bool = false, scope: ConversionScope = .init()) {
        self.idScheme = idScheme
        self.uuidDefault = uuidDefault
        self.dropUnique = dropUnique
        self.scope = scope
    }
}

/// SQL fragments of the conversion, in one place.
enum ConversionSQL {
    /// A lowercase version 4 UUID in plain SQL (SQLite has no UUID function): random hex in the
    /// 8-4-4-4-12 layout, the version nibble 4 and the variant nibble one of 8, 9, a, b.
    static let portableUUID = "lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || "
        + "substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || "
        + "substr(lower(hex(randomblob(2))),2) || '-' || lower(hex(randomblob(6)))"

    /// The deterministic UUID of an integer: `'00000000-0000-0000-0000-' || printf('%012x', x)`.
    static func deterministicUUID(_ expression: String) -> String {
        "'00000000-0000-0000-0000-' || printf('%012x', \(expression))"
    }

    /// The same, computed here for a literal (a converted foreign key's DEFAULT).
    static func deterministicUUID(of value: Int64) -> String {
        let hex = String(value, radix: 16)
        return "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }

    /// 2^48: twelve hexadecimal digits.
    static let deterministicLimit: Int64 = 1 << 48

    /// SQL that is true for a value of `column` the deterministic scheme cannot carry: not an
    /// integer, negative, or ≥ 2^48. NULL counts when `nullAllowed` is false (a key).
    static func cannotCarry(_ column: String, nullAllowed: Bool) -> String {
        let condition = "typeof(\(column)) != 'integer' OR \(column) < 0 OR \(column) >= \(deterministicLimit)"
        return nullAllowed ? "\(column) IS NOT NULL AND (\(condition))" : condition
    }

    /// A SQL string literal.
    static func literal(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
