import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB

/// The keys a conversion derived from integers, for an app that still holds old ids (deep links,
/// notifications, Spotlight, preferences): the new key of an old id, and the old id of a key.
///
/// Under the `salted` and `deterministic` schemes a converted key is `prefix || printf('%012x',
/// id)`: the conversion records each table's prefix in `migrationkit_key_prefixes`, and this
/// reads it once. Both directions are computed, not looked up row by row: whether a row with
/// that key still exists is for a query to say. The `random` scheme keeps no old id, so its
/// tables are not here.
///
/// ```swift
/// let keys = try dbQueue.read(ConvertedKeys.read)
/// let key = keys.key(forLegacyID: 7, of: RemindersList.self)   // 3f2a…-000000000007
/// let id = keys.legacyID(forKey: key!, of: RemindersList.self)  // 7
/// ```
///
/// A record type names its table (GRDB's `TableRecord.databaseTableName`); for a table without
/// one (SQLiteData's `@Table` types, a join table), the same by the table's name, with the key
/// as the text the database holds: `key(forLegacyID:in:)`, `legacyID(forKey:in:)`.
public struct ConvertedKeys: Sendable, Equatable {
    /// How the keys of one converted table were made.
    package struct Derivation: Sendable, Equatable {
        /// The table, as the conversion named it.
        package let table: String
        /// The 24 characters before the old id's 12 hexadecimal digits, e.g. `3f2a9c1e-07b4-8d21-a9c3-`.
        package let prefix: String
        /// The integer column whose values the keys carry: the old key column, or `rowid` for a
        /// table that had no single key (its new keys, in the column
        /// ``DatabaseSchema/Table/addedKeyName`` names, were derived from its rowids).
        package let column: String
    }

    /// By table, as SQLite compares names (ASCII letters folded).
    private let derivations: [String: Derivation]

    package init(_ derivations: [Derivation]) {
        self.derivations = Dictionary(derivations.map { ($0.table.sqlFolded, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Reads what the conversions applied to `db` recorded; none for a database never converted,
    /// or converted with the `random` scheme.
    public static func read(_ db: Database) throws -> ConvertedKeys {
        guard try db.tableExists(keyPrefixesTableName) else { return ConvertedKeys([]) }
        let rows = try Row.fetchAll(db, sql: "SELECT \"table\", \"prefix\", \"column\" FROM \(quoteIdentifier(keyPrefixesTableName))")
        return ConvertedKeys(rows.map { Derivation(table: $0[0], prefix: $0[1], column: $0[2]) })
    }

    /// How the keys of `table` were made, or nil when its keys were not derived from integers.
    package func derivation(of table: String) -> Derivation? {
        derivations[table.sqlFolded]
    }

    // MARK: - By record type

    /// The key that the row of `record`'s table (its `databaseTableName`) whose old id was
    /// `legacyID` received; nil when that table was not converted from integers, or `legacyID`
    /// is outside 0…2^48 - 1, which the conversion does not carry.
    public func key<Record: TableRecord>(forLegacyID legacyID: Int64, of record: Record.Type) -> UUID? {
        key(forLegacyID: legacyID, in: Record.databaseTableName).flatMap(UUID.init(uuidString:))
    }

    /// The old id of `key` in `record`'s table; nil when the key was not derived from an old id
    /// there (a row created after the conversion, another table's key).
    public func legacyID<Record: TableRecord>(forKey key: UUID, of record: Record.Type) -> Int64? {
        legacyID(forKey: key.uuidString, in: Record.databaseTableName)
    }

    // MARK: - By table name

    /// The key, as the database holds it (lowercase UUID text), that the row of `table` whose
    /// old id (or rowid, for a table that had no key) was `legacyID` received; nil when `table`
    /// was not converted from integers or `legacyID` is outside 0…2^48 - 1.
    public func key(forLegacyID legacyID: Int64, in table: String) -> String? {
        derivation(of: table).flatMap { ConversionSQL.printfKey(prefix: $0.prefix, legacyID) }
    }

    /// The old id of `key` in `table`; nil when the key was not derived from an old id there (a
    /// row created after the conversion, another table's key, or no key of this form). Uppercase
    /// hexadecimal digits are read like lowercase ones.
    public func legacyID(forKey key: String, in table: String) -> Int64? {
        guard let derivation = derivation(of: table) else { return nil }
        let key = key.sqlFolded
        guard key.utf8.count == 36, key.hasPrefix(derivation.prefix.sqlFolded) else { return nil }
        let digits = key.utf8.suffix(12)
        guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }) else { return nil }
        return Int64(String(decoding: digits, as: UTF8.self), radix: 16)
    }
}
