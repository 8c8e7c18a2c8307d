import MigrationKit
import MigrationKitGRDB

extension DatabaseSchema.ForeignKey {
    /// SQL, over this key's table by its name, true for a row this key finds no parent row for,
    /// as `PRAGMA foreign_key_check` counts it: every column set, and no parent row with those
    /// values. A relation declared for the conversion (``declaration``, which SQLite's check
    /// cannot see) is ``ConversionSQL/missingParent(_:beforeConversion:typeCondition:)``: its
    /// none value aside, one type of a polymorphic reference only. A parent the schema does not
    /// have, or whose key cannot be resolved, has no row.
    ///
    /// The one orphan predicate: the audit's statistics count orphans' values with it, the
    /// prechecks refuse orphans with it, and the orphan policy's UPDATE and DELETE statements
    /// clear them with it (`ConversionPlanner+Orphans.swift`). `PRAGMA foreign_key_check` stays
    /// where SQLite's own answer is the truth: counting a declared key's orphans in the audit
    /// (``DataStatistics/orphanCounts(_:table:schema:)``), the checks before commit, and the
    /// verifier after a migration.
    package func orphanCondition(in schema: DatabaseSchema) -> String {
        if let declaration { return ConversionSQL.missingParent(declaration) }
        let child = columns.map { "\(quoteIdentifier(table)).\(quoteIdentifier($0))" }
        let set = ConversionSQL.joined(child.map { "\($0) IS NOT NULL" }, by: "AND")
        guard schema.table(parentTable) != nil, parentColumns.count == child.count else { return set }
        let parent = quoteIdentifier("migrationkit_parent")
        let match = zip(parentColumns, child).map { "\(parent).\(quoteIdentifier($0)) = \($1)" }.joined(separator: " AND ")
        return "\(set) AND NOT EXISTS (SELECT 1 FROM \(quoteIdentifier(parentTable)) AS \(parent) WHERE \(match))"
    }
}
