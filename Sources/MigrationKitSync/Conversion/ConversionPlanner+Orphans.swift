import MigrationKit
import MigrationKitGRDB

/// Orphans: rows whose reference names no row of the parent. ``ConversionOptions/orphans``
/// says whether the conversion refuses them (its prechecks), sets their references to NULL or
/// deletes them (statements that run first in the transaction, before the rows are counted, so
/// that the checks before commit hold the conversion to every row that remains). Where a
/// policy cannot be followed is in the refusal catalog (`OrphanRefusals.swift`). Orphans are
/// found by one predicate, ``DatabaseSchema/ForeignKey/orphanCondition(in:)``.
extension ConversionPlanner {
    /// Whether the prechecks look for orphans through `foreignKey`: always when refusing them,
    /// for a NOT NULL reference when setting them to NULL, never when deleting them.
    func prechecksOrphans(through foreignKey: ForeignKey, of table: Table) -> Bool {
        switch options.orphans {
        case .refuse: true
        case .setNull: foreignKey.columns.contains { table.column($0)?.isNotNull == true }
        case .delete: false
        }
    }

    /// The statements that clear the component's orphans, or none when they are refused.
    func orphanStatements(_ rebuilt: [Change], schema: DatabaseSchema) -> [String] {
        switch options.orphans {
        case .refuse:
            return []
        case .setNull:
            // Setting a reference to NULL makes no new orphan: any order will do.
            return rebuilt.flatMap { change in
                change.table.foreignKeys.filter { !prechecksOrphans(through: $0, of: change.table) }.map { foreignKey in
                    let assignments = foreignKey.columns.map { "\(quoteIdentifier($0)) = NULL" }.joined(separator: ", ")
                    return "UPDATE \(quoteIdentifier(change.table.name)) SET \(assignments) WHERE \(foreignKey.orphanCondition(in: schema));"
                }
            }
        case .delete:
            // Parents first: a row deleted from a table leaves orphans in its children, which
            // come after it. A table's own descendants through a self-reference go in the same
            // statement, by rowid.
            return (orphanDeletionOrder(rebuilt) ?? []).compactMap { change in
                let table = change.table
                guard !table.foreignKeys.isEmpty else { return nil }
                let name = quoteIdentifier(table.name)
                let orphaned = ConversionSQL.joined(table.foreignKeys.map { "(\($0.orphanCondition(in: schema)))" }, by: "OR")
                let selfReferences = table.foreignKeys.filter { $0.parentTable.sqlFolded == table.name.sqlFolded && !$0.parentColumns.isEmpty }
                guard !selfReferences.isEmpty, let rowid = table.rowidName else {
                    return "DELETE FROM \(name) WHERE \(orphaned);"
                }
                let child = quoteIdentifier("migrationkit_child"), parent = quoteIdentifier("migrationkit_parent")
                let doomed = quoteIdentifier("migrationkit_doomed")
                let descendants = selfReferences.map { foreignKey in
                    let join = zip(foreignKey.columns, foreignKey.parentColumns)
                        .map { "\(child).\(quoteIdentifier($0)) = \(parent).\(quoteIdentifier($1))" }.joined(separator: " AND ")
                    return "SELECT \(child).\(rowid) FROM \(name) AS \(child) JOIN \(name) AS \(parent) ON \(join) JOIN \(doomed) ON \(parent).\(rowid) = \(doomed).\"id\""
                }
                return "DELETE FROM \(name) WHERE \(rowid) IN (WITH RECURSIVE \(doomed)(\"id\") AS (SELECT \(rowid) FROM \(name) WHERE \(orphaned) UNION "
                    + descendants.joined(separator: " UNION ") + ") SELECT \"id\" FROM \(doomed));"
            }
        }
    }

    /// The rebuilt tables, each after every other rebuilt table it references; nil when
    /// references between different tables form a cycle.
    func orphanDeletionOrder(_ rebuilt: [Change]) -> [Change]? {
        var remaining = rebuilt.sorted { $0.table.name.sqlFolded < $1.table.name.sqlFolded }
        var ordered: [Change] = []
        var placed: Set<String> = []
        while !remaining.isEmpty {
            guard let next = remaining.firstIndex(where: { change in
                Self.parents(of: change, among: rebuilt).allSatisfy { $0 == change.table.name.sqlFolded || placed.contains($0) }
            }) else { return nil }
            let change = remaining.remove(at: next)
            placed.insert(change.table.name.sqlFolded)
            ordered.append(change)
        }
        return ordered
    }

    /// The rebuilt tables `change`'s table references (itself included), folded.
    static func parents(of change: Change, among rebuilt: [Change]) -> Set<String> {
        let names = Set(rebuilt.map { $0.table.name.sqlFolded })
        return Set(change.table.foreignKeys.map { $0.parentTable.sqlFolded }.filter(names.contains))
    }
}
