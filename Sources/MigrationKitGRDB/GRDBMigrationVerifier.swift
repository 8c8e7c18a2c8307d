import GRDB
import MigrationKit

/// The structural checks that run after every migrate and rollback:
///
/// - `PRAGMA quick_check`: the file is not damaged;
/// - `PRAGMA foreign_key_check`: no row refers to a missing parent. It is run explicitly
///   because GRDB's migrator skips it on a connection whose foreign keys are disabled;
/// - every ``RequiredIndexSpec`` names an existing index on its table.
public struct GRDBMigrationVerifier: Sendable {
    public var requiredIndexes: [RequiredIndexSpec]

    /// How many failures a check describes in its error (the count is always complete).
    static let exampleLimit = 5

    public init(requiredIndexes: [RequiredIndexSpec] = []) {
        self.requiredIndexes = requiredIndexes
    }

    /// Runs every check and throws the first failure.
    public func verify(_ db: Database) throws {
        try verifyIntegrity(db)
        try verifyForeignKeys(db)
        try verifyRequiredIndexes(db)
    }

    /// `PRAGMA quick_check`. On a badly damaged file SQLite returns some findings ("Page 4:
    /// btreeInitPage() returns error code 11") and then fails with `SQLITE_CORRUPT`: the
    /// findings gathered before the error are the report, and the error alone when there are none.
    public func verifyIntegrity(_ db: Database) throws {
        var rows: [String] = []
        do {
            let cursor = try String.fetchCursor(db, sql: "PRAGMA quick_check(\(Self.exampleLimit))")
            // A finding of several lines ("*** in database main ***\nPage 4: …") is several
            // findings: messages print them on one line, "; " between them.
            while let row = try cursor.next() { rows += row.split(separator: "\n").map(String.init) }
        } catch let error as DatabaseError
            where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
        {
            throw VerificationError.quickCheckFailed(result: rows.isEmpty ? [error.message ?? "\(error)"] : rows)
        }
        guard rows == ["ok"] else {
            throw VerificationError.quickCheckFailed(result: rows)
        }
    }

    /// `PRAGMA foreign_key_check` over the whole database (GRDB's `foreignKeyViolations()`),
    /// whatever `PRAGMA foreign_keys` says. Unlike GRDB's `checkForeignKeys()`, which stops at
    /// the first, it counts every violation and names the first few.
    public func verifyForeignKeys(_ db: Database) throws {
        var count = 0
        var examples: [OrphanedRow] = []
        try forEachOrphanedRow(db) { row, _ in
            count += 1
            if examples.count < Self.exampleLimit { examples.append(row) }
        }
        guard count == 0 else {
            throw VerificationError.foreignKeyViolations(count: count, examples: examples)
        }
    }

    /// Every required index exists, on the table it is required on. Names compare as SQLite
    /// compares them: without regard to ASCII case.
    public func verifyRequiredIndexes(_ db: Database) throws {
        for spec in requiredIndexes {
            let exists = try Bool.fetchOne(db, sql: """
                SELECT COUNT(*) > 0 FROM sqlite_master
                WHERE type = 'index' AND name = ? COLLATE NOCASE AND tbl_name = ? COLLATE NOCASE
                """, arguments: [spec.index, spec.table]) ?? false
            guard exists else {
                throw VerificationError.missingIndex(table: spec.table, index: spec.index)
            }
        }
    }
}

/// SQLite's foreign key check (`PRAGMA foreign_key_check`, of `table` or of every table), row by
/// row, whatever `PRAGMA foreign_keys` says: each row whose parent is missing, and the id of the
/// foreign key it breaks (`pragma_foreign_key_list`'s `id`). The one reader of that check: the
/// verifier counts its rows, and the audit groups them by foreign key
/// (`DataStatistics.orphanCounts`), as the same ``OrphanedRow`` values.
package func forEachOrphanedRow(_ db: Database, table: String? = nil, _ body: (OrphanedRow, _ foreignKey: Int) throws -> Void) throws {
    let cursor = try Row.fetchCursor(db, sql: "PRAGMA foreign_key_check" + (table.map { "(\(quoteIdentifier($0)))" } ?? ""))
    while let row = try cursor.next() {
        try body(OrphanedRow(table: row[0], rowid: row[1], parent: row[2]), row[3])
    }
}
