import MigrationKit
import MigrationKitGRDB

/// Plans the conversion of a database to UUID keys: which tables to rebuild and why, and the
/// statements and checks of each rebuild, grouped by foreign-key-connected component (a parent
/// converted without its children would fail the foreign key check, so they go together).
///
/// A pure function of a ``DatabaseSchema`` and its ``DataStatistics``: it executes nothing.
/// Everything that would make the conversion lose or change data is a refusal listing every
/// reason, table by table (``ConversionError/refused(_:)``, whose reasons are values of the
/// ``ConversionRefusal`` catalog).
package struct ConversionPlanner: Sendable {
    package var options: ConversionOptions

    package init(options: ConversionOptions = .init()) {
        self.options = options
    }

    /// One table's part in the conversion.
    struct Change {
        let table: Table
        /// The integer key column turned into UUID text.
        let convertedKey: Column?
        /// Whether a key is added (no key, or a composite one), named
        /// ``DatabaseSchema/Table/addedKeyName``.
        let addsKey: Bool
        let convertedForeignKeys: [ForeignKey]
        /// Unique indexes (CREATE UNIQUE INDEX) to turn into plain ones, with --drop-unique.
        let downgradedIndexes: [Index]
        var rebuilds: Bool
        var reasons: [String]
        /// A text key whose UUIDs are rewritten to the client's form
        /// (``ConversionOptions/keyRepresentations``).
        var normalizedKey: Column? = nil
        /// Single-column foreign keys rewritten to the form of the keys they name.
        var normalizedForeignKeys: [ForeignKey] = []
        /// Columns a conversion carried as references, answered no reference since: their keys
        /// become the old ids they carry again (``CarriedReference``).
        var takenBack: [CarriedReference] = []
        /// The converted references whose integer DEFAULT is the key of a row of their parent,
        /// by folded column name, with that parent (``DataStatistics/defaultKeys``).
        var keyDefaults: [String: String] = [:]

        /// The key column whose values the rebuild rewrites: converted, or normalized.
        var rewrittenKey: Column? { convertedKey ?? normalizedKey }
        /// The reference columns whose values the rebuild rewrites, converted or normalized.
        var rewrittenReferences: [String] { (convertedForeignKeys + normalizedForeignKeys).onePerPolymorphicColumn.map { $0.columns[0] } }
    }

    package func plan(schema: DatabaseSchema, statistics: DataStatistics) throws -> [ConversionPlan] {
        let changes = self.changes(in: schema, statistics: statistics)
        let refusals = self.refusals(schema: schema, statistics: statistics, changes: changes)
        guard refusals.isEmpty else { throw ConversionError.refused(refusals) }

        var names = NameAllocator(taken: schema.objectNames)
        var reasons: [RefusalReason] = []
        var plans: [ConversionPlan] = []
        for (index, component) in components(of: changes).enumerated() {
            do {
                plans.append(try componentPlan(component, changes: changes, schema: schema, names: &names, recordsAnswers: index == 0))
            } catch ConversionError.refused(let more) {
                reasons += more
            }
        }
        guard reasons.isEmpty else { throw ConversionError.refused(reasons.sorted()) }
        return plans
    }

    /// The tables the conversion would change, as its plans would list them, whether it would
    /// refuse or not: what an estimate of a refused conversion weighs.
    package func tableChanges(schema: DatabaseSchema, statistics: DataStatistics) -> [ConversionPlan.TableChange] {
        changes(in: schema, statistics: statistics).values.map(\.tableChange).sorted { $0.table < $1.table }
    }

    // MARK: - What changes

    /// The tables the conversion changes, by folded name: from the schema, and with
    /// `statistics`, the text keys and references whose UUIDs are not in the client's form.
    func changes(in schema: DatabaseSchema, statistics: DataStatistics? = nil) -> [String: Change] {
        var changes = integerChanges(in: schema)
        if let statistics {
            normalize(&changes, schema: schema, statistics: statistics)
            takeBack(&changes, schema: schema, statistics: statistics)
            noteKeyDefaults(&changes, statistics: statistics)
        }
        return changes
    }

    /// The converted references whose DEFAULT names a row of their parent (``Change/keyDefaults``),
    /// each said among its table's reasons when the key is written in on the device.
    private func noteKeyDefaults(_ changes: inout [String: Change], statistics: DataStatistics) {
        for (name, change) in changes {
            for foreignKey in change.convertedForeignKeys {
                let column = foreignKey.columns[0]
                guard statistics.defaultKeys.contains(ColumnPath(table: change.table.name, column: column)) else { continue }
                changes[name]!.keyDefaults[column.sqlFolded] = foreignKey.parentTable
                if let definition = change.table.column(column), let value = definition.defaultSQL,
                   case .success(let carried) = CreateTableRewriter.carriedDefault(value, column: column, declaration: foreignKey.declaration, parentRow: foreignKey.parentTable, options: options),
                   NewKeyDefault(literal: carried) != nil {
                    changes[name]!.reasons.append("\(quoteIdentifier(definition.name)) DEFAULT \(value): the new key of that row of \(quoteIdentifier(foreignKey.parentTable)), written into the table's definition as the conversion runs, with the prefix of \(quoteIdentifier(foreignKey.parentTable)) on the device")
                }
            }
        }
    }

    /// Text keys, and single-column foreign keys, holding UUIDs in another form than the
    /// client's (``ConversionOptions/keyRepresentations``): rewritten on the same rebuild, every
    /// reference to a normalized key with it. (A blob form is refused: ``ConversionRefusal/blobKeyRepresentation``.)
    private func normalize(_ changes: inout [String: Change], schema: DatabaseSchema, statistics: DataStatistics) {
        var keys: [String: Column] = [:]
        var columns: Set<ColumnPath> = []  // the out-of-form references
        for column in statistics.columns {
            guard let formTable = column.formTable, column.outOfForm(options.keyRepresentations.of(formTable)) > 0 else { continue }
            if column.role == .textKey, let table = schema.table(column.table), let key = table.column(column.column) {
                keys[table.name.sqlFolded] = key
            } else {
                columns.insert(ColumnPath(table: column.table, column: column.column))
            }
        }
        for table in schema.tables(in: options.scope) {
            let representation = options.keyRepresentations.of(table.name)
            let key = keys[table.name.sqlFolded]
            let foreignKeys = table.foreignKeys.filter { foreignKey in
                guard foreignKey.columns.count == 1, foreignKey.parentColumns.count == 1,
                      options.scope.includes(foreignKey.parentTable) else { return false }
                return keys[foreignKey.parentTable.sqlFolded]?.name.sqlFolded == foreignKey.parentColumns[0].sqlFolded
                    || columns.contains(ColumnPath(table: table.name, column: foreignKey.columns[0]))
            }
            guard key != nil || !foreignKeys.isEmpty else { continue }
            var reasons: [String] = []
            if let key {
                reasons.append("text primary key \(quoteIdentifier(key.name)): its UUIDs become \(representation.formName) (keyRepresentation \"\(representation.rawValue)\")")
            }
            for foreignKey in foreignKeys {
                let parent = options.keyRepresentations.of(foreignKey.parentTable)
                reasons.append("foreign key (\(columnList(foreignKey.columns))) → \(quoteIdentifier(foreignKey.parentTable)).\(quoteIdentifier(foreignKey.parentColumns[0])): its UUIDs become \(parent.formName), as the keys it names")
            }
            var change = changes[table.name.sqlFolded] ?? Change(
                table: table, convertedKey: nil, addsKey: false, convertedForeignKeys: [],
                downgradedIndexes: [], rebuilds: true, reasons: [])
            change.rebuilds = true
            change.reasons += reasons
            change.normalizedKey = key
            change.normalizedForeignKeys = foreignKeys
            changes[table.name.sqlFolded] = change
        }
    }

    /// The columns a conversion carried as references that `notReferences` answers none now
    /// (``DataStatistics/takenBackReferences``): rewritten on their table's rebuild, each key
    /// back into the old id after its parent's recorded prefix.
    private func takeBack(_ changes: inout [String: Change], schema: DatabaseSchema, statistics: DataStatistics) {
        for carried in statistics.takenBackReferences {
            guard let table = schema.table(carried.table), options.scope.includes(table.name) else { continue }
            var change = changes[table.name.sqlFolded] ?? Change(
                table: table, convertedKey: nil, addsKey: false, convertedForeignKeys: [],
                downgradedIndexes: [], rebuilds: true, reasons: [])
            change.rebuilds = true
            change.reasons.append("reference (\(quoteIdentifier(carried.column))) → \(quoteIdentifier(carried.parentTable)).\(quoteIdentifier(carried.parentColumn)), carried at the conversion and answered no reference since (\(SuggestedOption.notReference(ColumnPath(table: carried.table, column: carried.column)).name(options.optionNames))): taken back, each key becomes again the old id it carries after the prefix recorded for \(quoteIdentifier(carried.parentTable)) in \(keyPrefixesTableName), and the column INTEGER; \(quoteIdentifier(carried.parentTable)) stays as it is")
            change.takenBack.append(carried)
            changes[table.name.sqlFolded] = change
        }
    }

    private func integerChanges(in schema: DatabaseSchema) -> [String: Change] {
        var changes: [String: Change] = [:]
        for table in schema.tables(in: options.scope) {
            let key = schema.convertedKey(of: table)
            var addsKey = false
            var reasons: [String] = []
            // What a new key holds: under the printf schemes, each row's rowid after the table's
            // prefix (a WITHOUT ROWID table, or the random scheme: fresh UUIDs).
            let newKeys = options.idScheme == .random || table.rowidName == nil
                ? "fresh UUIDs" : "the table's \(options.idScheme.rawValue) prefix, then each row's rowid in hex"
            switch table.primaryKey {
            case .none:
                addsKey = true
                reasons.append("no primary key: a new \(quoteIdentifier(table.addedKeyName)) TEXT key, \(newKeys)")
            case .composite(let columns):
                addsKey = true
                reasons.append("composite primary key (\(columnList(columns))): a new \(quoteIdentifier(table.addedKeyName)) TEXT key, \(newKeys); the old key columns stay, with \(options.dropUnique ? "a plain" : "a unique") index")
            case .single:
                if let key {
                    reasons.append("integer primary key \(quoteIdentifier(key.name)) (\(key.declaredType.isEmpty ? "untyped" : key.declaredType)\(table.hasAutoincrement ? " AUTOINCREMENT" : "")): UUID text")
                }
            }
            let foreignKeys = schema.convertedForeignKeys(of: table, in: options.scope) + table.repairedReferences + table.repointedReferences
            for foreignKey in foreignKeys {
                let target = "\(quoteIdentifier(foreignKey.parentTable)).\(quoteIdentifier(foreignKey.parentColumns[0]))"
                if let declaration = foreignKey.declaration, let selection = declaration.selectedBy {
                    reasons.append("reference (\(columnList(foreignKey.columns))) → \(target) where \(quoteIdentifier(selection.column)) is \(quoteLiteral(selection.value)), declared with --reference-by (no REFERENCES clause), converted with its parent")
                } else if let declaration = foreignKey.declaration, let from = declaration.repointedFrom {
                    let none = declaration.none.map { ", \($0.value) \($0.becomesNull ? "becoming NULL" : "kept as it is")" } ?? ""
                    reasons.append("reference (\(columnList(foreignKey.columns))) → \(target), carried to \(quoteIdentifier(from)) at the conversion and declared with --reference since: re-pointed, each key of \(quoteIdentifier(from)) becomes the key of the same old id in \(quoteIdentifier(foreignKey.parentTable)), with the prefixes recorded in \(keyPrefixesTableName); \(quoteIdentifier(from)) and \(quoteIdentifier(foreignKey.parentTable)) stay as they are\(none)")
                } else if let declaration = foreignKey.declaration, declaration.repairsConvertedKey {
                    let none = declaration.none.map { ", \($0.value) \($0.becomesNull ? "becoming NULL" : "kept as it is")" } ?? ""
                    reasons.append("reference (\(columnList(foreignKey.columns))) → \(target), declared with --reference (no REFERENCES clause), repaired: its old ids become the keys \(quoteIdentifier(foreignKey.parentTable)) was converted to, with the prefix recorded in \(keyPrefixesTableName); \(quoteIdentifier(foreignKey.parentTable)) stays as it is\(none)")
                } else if let declaration = foreignKey.declaration {
                    let none = declaration.none.map { ", \($0.value) \($0.becomesNull ? "becoming NULL" : "kept as it is")" } ?? ""
                    reasons.append("reference (\(columnList(foreignKey.columns))) → \(target), declared with --reference (no REFERENCES clause), converted with its parent\(none)")
                } else {
                    reasons.append("foreign key (\(columnList(foreignKey.columns))) → \(target), converted with its parent")
                }
            }
            for reference in table.polymorphicReferences where foreignKeys.contains(where: { $0.declaration?.selectedBy != nil }) {
                reasons.append("rows of \(quoteIdentifier(reference.table)) whose \(quoteIdentifier(reference.typeColumn)) is none of \(reference.typeValues.map(quoteLiteral).joined(separator: ", ")) keep their \(quoteIdentifier(reference.column)) as it is (no parent is listed for their type)")
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

    /// Everything that would make the conversion lose or change data, table by table: every
    /// check of the ``ConversionRefusal`` catalog, sorted.
    func refusals(schema: DatabaseSchema, statistics: DataStatistics, changes: [String: Change]) -> [RefusalReason] {
        let input = RefusalInput(planner: self, schema: schema, statistics: statistics, changes: changes)
        return ConversionRefusal.all.flatMap { refusal in refusal.check?(refusal, input) ?? [] }.sorted()
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

extension DatabaseSchema.Table {
    /// The relations declared for the conversion whose parent was converted before: repaired
    /// (``ReferenceDeclaration/repairsConvertedKey``).
    var repairedReferences: [DatabaseSchema.ForeignKey] {
        foreignKeys.filter { $0.declaration?.repairsConvertedKey == true }
    }

    /// The relations declared for the conversion that it carried to another parent: re-pointed
    /// (``ReferenceDeclaration/repointedFrom``).
    var repointedReferences: [DatabaseSchema.ForeignKey] {
        foreignKeys.filter { $0.declaration?.repointedFrom != nil }
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
