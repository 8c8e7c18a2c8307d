import MigrationKit
import MigrationKitGRDB

/// Plans the conversion of a database to UUID keys: which tables to rebuild and why, and the
/// statements and checks of each rebuild, grouped by foreign-key-connected component (a parent
/// converted without its children would fail the foreign key check, so they go together).
///
/// A pure function of a ``DatabaseSchema`` and its ``DataStatistics``: it executes nothing.
/// Everything that would make the conversion lose or change data is a refusal listing every
/// reason, table by table (`MigrationKitError/conversionRefused(reasons:)`).
public struct ConversionPlanner: Sendable {
    public var options: ConversionOptions

    public init(options: ConversionOptions = .init()) {
        self.options = options
    }

    /// One table's part in the conversion.
    struct Change {
        let table: Table
        /// The integer key column turned into UUID text.
        let convertedKey: Column?
        /// Whether an `"id"` key is added (no key, or a composite one).
        let addsKey: Bool
        let convertedForeignKeys: [ForeignKey]
        /// Unique indexes (CREATE UNIQUE INDEX) to turn into plain ones, with --drop-unique.
        let downgradedIndexes: [Index]
        let rebuilds: Bool
        let reasons: [String]
    }

    public func plan(schema: DatabaseSchema, statistics: DataStatistics) throws -> [ConversionPlan] {
        let changes = self.changes(in: schema)
        let refusals = self.refusals(schema: schema, statistics: statistics, changes: changes)
        guard refusals.isEmpty else { throw MigrationKitError.conversionRefused(reasons: refusals) }

        var names = NameAllocator(taken: schema.objectNames)
        var reasons: [String] = []
        var plans: [ConversionPlan] = []
        for component in components(of: changes) {
            do {
                plans.append(try componentPlan(component, changes: changes, schema: schema, names: &names))
            } catch MigrationKitError.conversionRefused(let more) {
                reasons += more
            }
        }
        guard reasons.isEmpty else { throw MigrationKitError.conversionRefused(reasons: reasons) }
        return plans
    }

    // MARK: - What changes

    func changes(in schema: DatabaseSchema) -> [String: Change] {
        var changes: [String: Change] = [:]
        for table in schema.tables(in: options.scope) {
            let key = schema.convertedKey(of: table)
            var addsKey = false
            var reasons: [String] = []
            switch table.primaryKey {
            case .none:
                addsKey = true
                reasons.append("no primary key: a new \"id\" TEXT key with fresh UUIDs")
            case .composite(let columns):
                addsKey = true
                reasons.append("composite primary key (\(columnList(columns))): a new \"id\" TEXT key with fresh UUIDs; the old key columns stay, with \(options.dropUnique ? "a plain" : "a unique") index")
            case .single:
                if let key {
                    reasons.append("integer primary key \(quoteIdentifier(key.name)) (\(key.declaredType.isEmpty ? "untyped" : key.declaredType)\(table.hasAutoincrement ? " AUTOINCREMENT" : "")): UUID text")
                }
            }
            let foreignKeys = schema.convertedForeignKeys(of: table, in: options.scope)
            for foreignKey in foreignKeys {
                let target = "\(quoteIdentifier(foreignKey.parentTable)).\(quoteIdentifier(foreignKey.parentColumns[0]))"
                if let declaration = foreignKey.declaration {
                    let none = declaration.none.map { ", \($0.value) \($0.becomesNull ? "becoming NULL" : "kept as it is")" } ?? ""
                    reasons.append("reference (\(columnList(foreignKey.columns))) → \(target), declared with --reference (no REFERENCES clause), converted with its parent\(none)")
                } else {
                    reasons.append("foreign key (\(columnList(foreignKey.columns))) → \(target), converted with its parent")
                }
            }
            let uniqueConstraints = options.dropUnique ? table.indexes.filter { $0.isUnique && $0.origin == .uniqueConstraint } : []
            if !uniqueConstraints.isEmpty {
                reasons.append("UNIQUE constraint\(uniqueConstraints.count == 1 ? "" : "s") turned into plain indexes (--drop-unique)")
            }
            let rebuilds = key != nil || addsKey || !foreignKeys.isEmpty || !uniqueConstraints.isEmpty
            let uniqueIndexes = options.dropUnique ? table.indexes.filter { $0.isUnique && $0.origin == .createIndex } : []
            if !uniqueIndexes.isEmpty {
                reasons.append("unique index\(uniqueIndexes.count == 1 ? "" : "es") \(uniqueIndexes.map { quoteIdentifier($0.name) }.joined(separator: ", ")) turned into plain (--drop-unique)")
            }
            guard rebuilds || !uniqueIndexes.isEmpty else { continue }
            changes[table.name.sqlFolded] = Change(
                table: table, convertedKey: key, addsKey: addsKey, convertedForeignKeys: foreignKeys,
                downgradedIndexes: uniqueIndexes, rebuilds: rebuilds, reasons: reasons)
        }
        return changes
    }

    // MARK: - Refusals

    /// Everything that would make the conversion lose or change data, table by table.
    func refusals(schema: DatabaseSchema, statistics: DataStatistics, changes: [String: Change]) -> [String] {
        var reasons: [String] = []
        let rebuilt = changes.values.filter(\.rebuilds)

        // A reference of several columns, one of them a converted key: the conversion rewrites
        // single-column references only, so its integers would point at text.
        for table in schema.tables {
            for foreignKey in table.foreignKeys where foreignKey.columns.count > 1 {
                guard let parent = changes[foreignKey.parentTable.sqlFolded], let key = parent.convertedKey,
                      foreignKey.parentColumns.contains(where: { $0.sqlFolded == key.name.sqlFolded })
                else { continue }
                reasons.append("\(quoteIdentifier(table.name)): its foreign key (\(columnList(foreignKey.columns))) references \(quoteIdentifier(parent.table.name)) (\(columnList(foreignKey.parentColumns))), which includes the converted key \(quoteIdentifier(key.name)); the conversion rewrites single-column references only. Reference the key alone, or convert \(quoteIdentifier(parent.table.name)) by hand.")
            }
        }
        // A table left out that references a converted key would keep integers pointing at text.
        for table in schema.tables where !options.scope.includes(table.name) {
            for foreignKey in table.foreignKeys where foreignKey.columns.count == 1 && foreignKey.parentColumns.count == 1 {
                guard let parent = changes[foreignKey.parentTable.sqlFolded], let key = parent.convertedKey,
                      key.name.sqlFolded == foreignKey.parentColumns[0].sqlFolded
                else { continue }
                reasons.append("\(quoteIdentifier(table.name)): left out of the conversion, but its foreign key (\(columnList(foreignKey.columns))) references \(quoteIdentifier(parent.table.name)).\(quoteIdentifier(key.name)), which is converted; include \(quoteIdentifier(table.name)) or drop the reference.")
            }
        }
        for change in rebuilt {
            let table = change.table
            let name = quoteIdentifier(table.name)
            if change.addsKey, let id = table.column("id") {
                reasons.append("\(name): needs a new \"id\" key, but already has a column \(quoteIdentifier(id.name)); rename that column first.")
            }
            if !table.isWithoutRowid && table.rowidName == nil {
                reasons.append("\(name): its columns named rowid, _rowid_ and oid hide the rowid, which the conversion keeps.")
            }
            // A generated column computed from a converted column would compute something else
            // from UUID text (`id * 2` gives 0), silently.
            let converted = Set(([change.convertedKey?.name] + change.convertedForeignKeys.map { $0.columns.first }).compactMap { $0?.sqlFolded })
            if !converted.isEmpty, let statement = CreateTableStatement(table.sql) {
                for column in table.columns where column.generated == .virtual || column.generated == .stored {
                    guard let definition = statement.column(column.name), let parts = statement.parts(of: definition),
                          let generated = parts.constraints.first(where: { $0.kind == .generated })
                    else { continue }
                    let used = statement.tokens[generated.range].compactMap { token in
                        token.kind == .word || token.kind == .quotedIdentifier ? token.identifier?.sqlFolded : nil
                    }
                    if let source = used.first(where: converted.contains) {
                        reasons.append("\(name): the generated column \(quoteIdentifier(column.name)) is computed from \(quoteIdentifier(table.column(source)?.name ?? source)), which becomes UUID text; its values would change. Compute it from another column, or drop it, before converting.")
                    }
                }
            }
            if let message = statistics.uncheckableForeignKeys[table.name] {
                reasons.append("\(name): SQLite cannot check its foreign keys (\(message)).")
            }
        }
        // --drop-unique must not take away the uniqueness a foreign key relies on: SQLite then
        // reports "foreign key mismatch" for every row.
        if options.dropUnique {
            for table in schema.tables {
                for foreignKey in table.foreignKeys {
                    guard let parent = changes[foreignKey.parentTable.sqlFolded] else { continue }
                    let referenced = foreignKey.parentColumns.map { $0.sqlFolded }
                    var dropped = parent.table.indexes.filter { $0.isUnique && $0.origin != .primaryKey }.map { $0.columns.map { $0?.sqlFolded } }
                    if parent.addsKey, case .composite(let columns) = parent.table.primaryKey {
                        dropped.append(columns.map { $0.sqlFolded })
                    }
                    if dropped.contains(where: { $0 == referenced.map(Optional.some) }) {
                        reasons.append("\(quoteIdentifier(table.name)): its foreign key (\(columnList(foreignKey.columns))) references \(quoteIdentifier(parent.table.name)) (\(columnList(foreignKey.parentColumns))), whose uniqueness \(SuggestedOption.dropUnique.name(options.optionNames)) would remove; reference the key instead, or convert without \(SuggestedOption.dropUnique.name(options.optionNames)).")
                    }
                }
            }
        }
        for found in schema.fullTextIndexesOnConvertedKeys(in: options.scope) where changes[found.table.name.sqlFolded]?.convertedKey != nil {
            reasons.append("\(quoteIdentifier(found.index.name)): a full-text index on content_rowid='\(found.contentRowid)' of \(quoteIdentifier(found.table.name)), which becomes UUID text; the index and the triggers that feed it would break. Recreate it on content_rowid='rowid' (the conversion keeps rowids) before converting.")
        }
        // Values the scheme cannot carry, and orphans.
        for column in statistics.columns {
            guard case .converted(let isKey) = column.role, changes[column.table.sqlFolded]?.rebuilds == true else { continue }
            let location = "\(quoteIdentifier(column.table)).\(quoteIdentifier(column.column))"
            switch options.idScheme {
            case .salted, .deterministic:
                let count = column.unconvertibleCount
                if count > 0 {
                    reasons.append("\(location): \(count) value\(count == 1 ? "" : "s") printf('%012x', …) cannot carry (\(column.unconvertibleExamples)); correct them, or use \(SuggestedOption.idScheme(.random).name(options.optionNames)).")
                }
            case .random:
                if isKey && column.nulls > 0 {
                    reasons.append("\(location): \(column.nulls) NULL key\(column.nulls == 1 ? "" : "s"); give them values first.")
                }
            }
        }
        // Orphans are refused unless the options clear them, which they do in the tables rebuilt.
        for orphans in statistics.orphans where changes[orphans.table.sqlFolded] != nil || changes[orphans.parentTable.sqlFolded] != nil {
            guard options.orphans == .refuse || changes[orphans.table.sqlFolded]?.rebuilds != true else { continue }
            let listing = orphans.declaration.map { "SELECT rowid, * FROM \(quoteIdentifier($0.table)) WHERE \(ConversionSQL.missingParent($0))" }
                ?? "PRAGMA foreign_key_check(\(quoteIdentifier(orphans.table)))"
            reasons.append("\(quoteIdentifier(orphans.table)): \(orphans.count) row\(orphans.count == 1 ? "" : "s") reference missing rows of \(quoteIdentifier(orphans.parentTable)) through (\(columnList(orphans.columns))); \(listing) lists them.")
        }
        reasons += orphanRefusals(changes, statistics: statistics)
        // Relations the schema does not declare would keep integers that point at nothing.
        for reference in schema.impliedReferences(in: options.scope, values: statistics.referenceValues)
        where !options.notReferences.contains(where: { $0.names(reference.table, reference.column) }) {
            reasons.append("\(reference.location): holds keys of \(quoteIdentifier(reference.parentTable)).\(quoteIdentifier(reference.parentColumn)) but declares no foreign key (audit: undeclared-reference), so the conversion would leave it pointing at nothing. Declare it: \(SuggestedOption.reference(reference.declaration).name(options.optionNames)); or, if it is no reference, \(SuggestedOption.notReference(reference.columnPath).name(options.optionNames)).")
        }
        return reasons.sorted()
    }

    // MARK: - Components

    /// The changed tables grouped by the foreign keys between them, each group sorted by name,
    /// the groups by their first table.
    func components(of changes: [String: Change]) -> [[Change]] {
        var parent: [String: String] = [:]
        func root(_ name: String) -> String {
            var name = name
            while let next = parent[name], next != name { name = next }
            return name
        }
        for key in changes.keys { parent[key] = key }
        for change in changes.values {
            for foreignKey in change.table.foreignKeys {
                let other = foreignKey.parentTable.sqlFolded
                guard changes[other] != nil else { continue }
                let a = root(change.table.name.sqlFolded), b = root(other)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        let groups = Dictionary(grouping: changes.values) { root($0.table.name.sqlFolded) }
        return groups.values
            .map { $0.sorted { $0.table.name < $1.table.name } }
            .sorted { $0[0].table.name < $1[0].table.name }
    }
}

/// Hands out names that collide with nothing in the database nor with each other.
struct NameAllocator {
    var taken: Set<String>

    mutating func name(_ base: String) -> String {
        var candidate = base
        var counter = 2
        while taken.contains(candidate.sqlFolded) {
            candidate = "\(base)_\(counter)"
            counter += 1
        }
        taken.insert(candidate.sqlFolded)
        return candidate
    }
}
