import GRDB
import GRDBSQLite
import MigrationKit
import MigrationKitGRDB

/// The orphans of one relation: rows of one table whose reference names no row of its parent,
/// counted, with up to five of them as ``OrphanedRow`` values, the one type for an orphan (the
/// verifier's, `VerificationError.foreignKeyViolations`), and what the audit knows besides:
/// the relation's columns, its declaration when the schema does not declare it, and the value
/// that may mean "none".
package struct OrphanCount: Sendable, Equatable {
    package var table: String
    package var parentTable: String
    package var columns: [String]
    package var count: Int
    /// Up to five of them.
    package var rows: [OrphanedRow]
    /// Their rowids (none for a WITHOUT ROWID table).
    package var sampleRowids: [Int64] { rows.compactMap(\.rowid) }
    /// For a relation the schema does not declare, its declaration: SQLite's foreign key check
    /// does not list these rows.
    package var declaration: ReferenceDeclaration? = nil
    /// The value these rows hold when it looks like the app's "none" (no row): `0` or `-1`, or
    /// one value in most of at least three rows; the usual cause of orphans in real apps.
    package var noneCandidate: Int64? = nil

    /// What these rows are, in the words the audit's finding (`orphaned-rows`) and the
    /// conversion's refusal both use: `2 rows reference missing rows of "lists" through ("listID")`.
    package var sentence: String {
        let type = declaration?.selectedBy.map { " where \(quoteIdentifier($0.column)) is \(quoteLiteral($0.value))" } ?? ""
        return "\(count) \(count == 1 ? "row references" : "rows reference") missing rows of \(quoteIdentifier(parentTable)) through (\(columnList(columns)))\(type)"
    }

    /// The query that lists these rows: SQLite's foreign key check, or for a relation the schema
    /// does not declare (which that check cannot see), the rows its condition finds.
    package var listing: String {
        declaration.map { "SELECT rowid, * FROM \(quoteIdentifier($0.table)) WHERE \(ConversionSQL.missingParent($0))" }
            ?? "PRAGMA foreign_key_check(\(quoteIdentifier(table)))"
    }

    /// `noneCandidate` from the commonest orphan value of a single-column reference and how
    /// many rows hold it.
    mutating func noteCommonest(_ value: Int64?, rows: Int) {
        guard let value else { return }
        if value == 0 || value == -1 || (count >= 3 && rows * 2 > count) { noneCandidate = value }
    }
}

extension DataStatistics {
    /// Rows of a relation declared for the conversion (``ReferenceDeclaration``) whose value is
    /// no key of the parent (its none value aside): orphans that `PRAGMA foreign_key_check`
    /// cannot see. Nil when there are none.
    static func declaredOrphans(_ db: Database, _ foreignKey: ForeignKey, schema: DatabaseSchema, withoutRowid: Bool) throws -> OrphanCount? {
        guard let declaration = foreignKey.declaration else { return nil }
        let condition = foreignKey.orphanCondition(in: schema)
        let table = quoteIdentifier(declaration.table)
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE \(condition)") ?? 0
        guard count > 0 else { return nil }
        let rowids = withoutRowid ? [] : try Int64.fetchAll(db, sql: "SELECT rowid FROM \(table) WHERE \(condition) ORDER BY rowid LIMIT \(sampleLimit)")
        let rows = rowids.map { OrphanedRow(table: declaration.table, rowid: $0, parent: declaration.parentTable) }
        var orphans = OrphanCount(table: declaration.table, parentTable: declaration.parentTable, columns: [declaration.column], count: count, rows: rows, declaration: declaration)
        let commonest = try Row.fetchOne(db, sql: "SELECT \(quoteIdentifier(declaration.column)), count(*) FROM \(table) WHERE \(condition) GROUP BY 1 ORDER BY 2 DESC LIMIT 1")
        orphans.noteCommonest(commonest.flatMap { Int64.fromDatabaseValue($0[0] as DatabaseValue) }, rows: commonest?[1] ?? 0)
        return orphans
    }

    /// `PRAGMA foreign_key_check(table)` (``forEachOrphanedRow(_:table:_:)``), counted per
    /// foreign key. It reports violations whether or not `PRAGMA foreign_keys` is on.
    static func orphanCounts(_ db: Database, table: Table, schema: DatabaseSchema) throws -> [OrphanCount] {
        var counts: [Int: OrphanCount] = [:]
        try forEachOrphanedRow(db, table: table.name) { row, id in
            let foreignKey = id < table.foreignKeys.count ? table.foreignKeys[id] : nil  // fkid is foreign_key_list's id
            var count = counts[id] ?? OrphanCount(
                table: table.name, parentTable: row.parent, columns: foreignKey?.columns ?? [], count: 0, rows: [])
            count.count += 1
            if row.rowid != nil, count.rows.count < sampleLimit { count.rows.append(row) }
            counts[id] = count
        }
        // The commonest value of a single-column reference's orphans, for the hint that it may
        // be the app's "none".
        for id in counts.keys.sorted() {
            guard id < table.foreignKeys.count else { continue }
            let foreignKey = table.foreignKeys[id]
            // SQLite counts every row whose key is set when the parent table does not exist,
            // and cannot say which are orphans: a reference to a missing table, not orphans.
            if schema.table(foreignKey.parentTable) == nil {
                throw UncheckableForeignKeys(message: "no such table: \(foreignKey.parentTable)")
            }
            guard foreignKey.columns.count == 1, foreignKey.parentColumns.count == 1 else { continue }
            let column = "\(quoteIdentifier(table.name)).\(quoteIdentifier(foreignKey.columns[0]))"
            let commonest = try Row.fetchOne(db, sql: """
                SELECT \(column), count(*) FROM \(quoteIdentifier(table.name)) WHERE \(foreignKey.orphanCondition(in: schema)) \
                GROUP BY 1 ORDER BY 2 DESC LIMIT 1
                """)
            counts[id]?.noteCommonest(commonest.flatMap { Int64.fromDatabaseValue($0[0] as DatabaseValue) }, rows: commonest?[1] ?? 0)
        }
        return counts.keys.sorted().map { counts[$0]! }
    }
}

/// Why SQLite cannot check a table's foreign keys, when its check runs but cannot be trusted
/// (a parent table that does not exist); an error of the check itself says it otherwise
/// ("foreign key mismatch"). ``DataStatistics/uncheckableForeignKeys`` holds the message.
struct UncheckableForeignKeys: Error {
    let message: String
}
