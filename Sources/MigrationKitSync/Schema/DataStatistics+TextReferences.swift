import GRDB
import GRDBSQLite
import MigrationKit
import MigrationKitGRDB

/// A column holding keys of a table whose UUID keys are to be rewritten, without declaring it.
package struct UndeclaredTextReference: Sendable, Equatable {
    package var table: String
    package var column: String
    package var parentTable: String
    /// How many of its rows hold such a key.
    package var rows: Int
}

extension DataStatistics {
    /// For each text key with UUIDs out of the client's form, the other text or untyped
    /// columns in scope that hold one of those keys as it is and declare no foreign key to it.
    /// One scan of each such column, each value looked up through the key's index.
    static func undeclaredTextReferences(
        _ db: Database, schema: DatabaseSchema, scope: ConversionScope, columns: [ColumnStatistics], keyRepresentations: KeyRepresentations
    ) throws -> [UndeclaredTextReference] {
        var found: [UndeclaredTextReference] = []
        for key in columns where key.role == .textKey && key.outOfForm(keyRepresentations.of(key.table)) > 0 {
            let uppercase = keyRepresentations.of(key.table) == .uppercaseText
            let parent = quoteIdentifier(key.table), parentKey = quoteIdentifier(key.column)
            for table in schema.tables(in: scope) {
                for column in table.columns where column.affinity == .text || column.affinity == .blob {
                    let isKey = table.name.sqlFolded == key.table.sqlFolded && column.name.sqlFolded == key.column.sqlFolded
                    let declared = table.foreignKeys.contains { foreignKey in
                        foreignKey.columns.count == 1 && foreignKey.columns[0].sqlFolded == column.name.sqlFolded
                            && foreignKey.parentTable.sqlFolded == key.table.sqlFolded
                    }
                    guard !isKey, !declared else { continue }
                    let c = quoteIdentifier(column.name)
                    let rows = try Int.fetchOne(db, sql: """
                        SELECT count(*) FROM \(quoteIdentifier(table.name))
                        WHERE \(c) IN (SELECT \(parentKey) FROM \(parent) WHERE \(ConversionSQL.notUUIDText(parentKey, uppercase: uppercase)))
                        """) ?? 0
                    if rows > 0 { found.append(UndeclaredTextReference(table: table.name, column: column.name, parentTable: key.table, rows: rows)) }
                }
            }
        }
        return found
    }
}
