import MigrationKit
import Foundation
import MigrationKitGRDB

/// One column that may hold another table's keys without saying so.
struct ReferenceCandidate {
    let table: Table
    let column: Column
    /// The table's own single key, not AUTOINCREMENT: a one-to-one table may be keyed by its
    /// parent's key (digiKam's `ImageInformation.imageid`, Chromium's `visit_source.id`).
    let isKey: Bool
    /// In a Core Data store, the index Core Data makes on a to-one relationship's column
    /// (`ZNOTE_ZFOLDER_INDEX`): the column is a relation whatever its name.
    let coreDataIndex: String?
    /// In a Core Data store, for a column `Z_<n><NAME>` of a many-to-many table, `n`: the
    /// number of the entity whose keys it holds.
    var coreDataEntity: Int64? = nil
    /// The table's key and nothing else, not AUTOINCREMENT, and no other table points at it by
    /// a REFERENCES clause or a column named for it: a set of another table's rows (Android's
    /// `default_directory`, the contacts of the default directory), whose key is a parent's by
    /// its values alone, whatever its table's name says, and only a parent that holds more than
    /// its key (two tables of keys alone, as a test's `a` and `b`, say nothing of each other). A
    /// table of keys alone that others point at is their parent (`lists` beside `items.listID`).
    var isKeyOnlyTable = false
}

extension DatabaseSchema {
    /// The columns that could hold another table's keys without saying so: integer or untyped
    /// columns, not the table's single key, not generated, in no declared foreign key. Tables
    /// left out of sync included: their integers break all the same when the key they hold
    /// becomes text.
    func referenceCandidates() -> [(table: Table, column: Column)] {
        candidateColumns().filter { !$0.isKey }.map { ($0.table, $0.column) }
    }

    /// ``referenceCandidates()``, and the tables' own single integer keys (a key an app gives
    /// out itself may be its parent's; so may one declared AUTOINCREMENT, as WhatsApp's
    /// `message_quoted.message_row_id` is its message's), with what Core Data's indexes say of
    /// them.
    func candidateColumns() -> [ReferenceCandidate] {
        let coreData = isCoreDataStore
        return tables.flatMap { table -> [ReferenceCandidate] in
            let declared = Set(table.foreignKeys.flatMap(\.columns).map { $0.sqlFolded })
            let singleKey: String? = if case .single(let name, _) = table.primaryKey { name.sqlFolded } else { nil }
            return table.columns.compactMap { column in
                guard column.affinity == .integer || column.declaredType.isEmpty,
                      column.generated == .no || column.generated == .hidden,
                      !declared.contains(column.name.sqlFolded)
                else { return nil }
                let isKey = column.name.sqlFolded == singleKey
                // A key of no declared type may hold another table's integer keys too
                // (Lightroom's `AgLibraryCollectionCoverImage.collection PRIMARY KEY`).
                if isKey && column.affinity != .integer && !column.declaredType.isEmpty { return nil }
                // Core Data's own columns of an entity table: its entity number and version, and
                // the companion `Z<n>_<NAME>` of a to-one, which holds an entity number too.
                if coreData, table.column("Z_PK") != nil, column.name.uppercased().hasPrefix("Z_") || Self.isCoreDataCompanion(column.name) { return nil }
                let index = coreData && !isKey ? Self.coreDataToOneIndex(of: column, in: table) : nil
                // Core Data indexes every to-one relationship's column (`Z<ENTITY>_<COLUMN>_INDEX`):
                // in an entity table, a `Z…` column without that index is an attribute (a kind, an
                // age type, a count), whatever its values or its name say.
                if coreData, !isKey, index == nil, table.column("Z_PK") != nil, column.name.uppercased().hasPrefix("Z") { return nil }
                var candidate = ReferenceCandidate(table: table, column: column, isKey: isKey, coreDataIndex: index)
                if coreData { candidate.coreDataEntity = Self.coreDataManyToManyEntity(of: column, in: table) }
                if isKey, table.columns.count == 1, !table.hasAutoincrement { candidate.isKeyOnlyTable = !isPointedAt(table) }
                return candidate
            }
        }
    }

    /// Whether another table points at `table`: a REFERENCES clause, or a column whose name names it.
    func isPointedAt(_ table: Table) -> Bool {
        let names = ParentNames([table.name]), own = table.name.sqlFolded
        return tables.contains { other in
            other.name.sqlFolded != own && (other.foreignKeys.contains { $0.parentTable.sqlFolded == own }
                || other.columns.contains { !names.parents(namedBy: $0.name, of: other.name).isEmpty })
        }
    }

    /// The tables in scope whose key the conversion converts: what a reference may point at.
    func convertedParents(in scope: ConversionScope) -> [(table: Table, key: Column)] {
        tables(in: scope).compactMap { table in convertedKey(of: table).map { (table, $0) } }
    }

    /// The relations this schema does not declare, with their evidence: triggers and names from
    /// the schema, values from `values` (empty when only the schema is audited), and in a Core
    /// Data store the table of each entity number (``DataStatistics/coreDataEntities``). One
    /// parent per column: the one with the strongest evidence.
    package func impliedReferences(in scope: ConversionScope, values: [ReferenceValues], coreDataEntities: CoreDataEntities = .init()) -> [ImpliedReference] {
        let suggestions = ReferenceSuggestions(self, scope: scope, coreData: coreDataEntities)
        guard !suggestions.parents.isEmpty else { return [] }
        var valuesByColumn: [ColumnPath: [String: ReferenceValues]] = [:]
        for value in values {
            valuesByColumn[ColumnPath(table: value.table, column: value.column), default: [:]][value.parentTable.sqlFolded] = value
        }
        return candidateColumns().compactMap { candidate in
            suggestions.reference(for: candidate, values: valuesByColumn[ColumnPath(table: candidate.table.name, column: candidate.column.name)] ?? [:])
        }
    }
}
