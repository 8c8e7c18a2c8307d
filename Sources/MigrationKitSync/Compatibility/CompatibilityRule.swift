import MigrationKit
import MigrationKitGRDB

/// A rule about a change between two versions of a schema that breaks sync with an older
/// version of the app, described like a ``SyncRule``: by values that drive `migrationkit diff`,
/// its tests and its pages in `Guides/Rules/`. Each example is a pair of scripts, the old
/// schema and the new one; every triggering pair must trigger the rule, every non-triggering
/// one must not (`CompatibilityRuleExampleTests`).
package struct CompatibilityRule: Sendable, Identifiable {
    package let id: String
    package let code: String
    package let severity: Severity
    package let summary: String
    /// Why it breaks an older app version that syncs, and what to do instead.
    package let rationale: String
    package let triggeringExamples: [Example]
    package let nonTriggeringExamples: [Example]
    let check: @Sendable (CompatibilityRule, SchemaChange) -> [Finding]

    /// An old schema and a new one, each a SQL script.
    package struct Example: Sendable {
        package let old: String
        package let new: String
    }

    func finding(_ table: String, _ column: String? = nil, _ message: String, fix: String) -> Finding {
        Finding(rule: id, code: code, severity: severity, table: table, column: column, message: message, fix: fix, autoFixable: false)
    }

    /// Every rule, in the order of their codes.
    package static let all: [CompatibilityRule] = [
        .tableRemoved, .tableRenamed, .columnRemoved, .columnRenamed, .columnTypeChanged,
        .notNullAddedWithoutDefault, .primaryKeyChanged, .uniqueConstraintAdded, .foreignKeyActionChanged,
    ]

    /// The findings of every rule on the change from `old` to `new`, sorted like an audit's.
    package static func compare(_ old: DatabaseSchema, _ new: DatabaseSchema, rules: [CompatibilityRule] = all) -> AuditReport {
        let change = SchemaChange(old: old, new: new)
        return AuditReport(findings: rules.flatMap { $0.check($0, change) }.sorted {
            ($0.severity, $0.table, $0.column ?? "", $0.rule) < ($1.severity, $1.table, $1.column ?? "", $1.rule)
        })
    }
}

/// Two versions of a schema, matched table by table and column by column: what was removed,
/// what was added, and what a removal and an addition of the same shape amount to (a rename).
struct SchemaChange {
    let old: DatabaseSchema
    let new: DatabaseSchema

    /// Tables of both versions, by folded name.
    var kept: [(old: DatabaseSchema.Table, new: DatabaseSchema.Table)] {
        old.tables.compactMap { table in new.table(table.name).map { (table, $0) } }
    }
    var removedTables: [DatabaseSchema.Table] { old.tables.filter { new.table($0.name) == nil } }
    var addedTables: [DatabaseSchema.Table] { new.tables.filter { old.table($0.name) == nil } }

    /// A removed table whose columns an added table has exactly (names and types): renamed.
    func renamedTo(_ removed: DatabaseSchema.Table) -> DatabaseSchema.Table? {
        addedTables.first { Self.shape(of: $0) == Self.shape(of: removed) }
    }

    static func shape(of table: DatabaseSchema.Table) -> [String] {
        table.columns.map { "\($0.name.sqlFolded) \($0.declaredType.uppercased())" }.sorted()
    }

    /// Columns of `old` that `new`, the same table, lacks, and those it adds.
    func removedColumns(_ old: DatabaseSchema.Table, _ new: DatabaseSchema.Table) -> [DatabaseSchema.Column] {
        old.columns.filter { new.column($0.name) == nil }
    }
    func addedColumns(_ old: DatabaseSchema.Table, _ new: DatabaseSchema.Table) -> [DatabaseSchema.Column] {
        new.columns.filter { old.column($0.name) == nil }
    }

    /// The removed column that `added` is the rename of, if it is one.
    func renamedFrom(_ added: DatabaseSchema.Column, in old: DatabaseSchema.Table, _ new: DatabaseSchema.Table) -> DatabaseSchema.Column? {
        removedColumns(old, new).first { renamedTo($0, in: old, new)?.name == added.name }
    }

    /// A removed column that an added column of the same declared type replaces, when it is
    /// the only one of that type on either side: renamed.
    func renamedTo(_ removed: DatabaseSchema.Column, in old: DatabaseSchema.Table, _ new: DatabaseSchema.Table) -> DatabaseSchema.Column? {
        let type = removed.declaredType.uppercased()
        let gone = removedColumns(old, new).filter { $0.declaredType.uppercased() == type }
        let came = addedColumns(old, new).filter { $0.declaredType.uppercased() == type }
        return gone.count == 1 && came.count == 1 ? came[0] : nil
    }
}
