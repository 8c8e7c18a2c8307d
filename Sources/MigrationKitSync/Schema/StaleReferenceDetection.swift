import MigrationKit
import MigrationKitGRDB

/// A relation a conversion left behind (issue 21): an integer column that still holds old ids
/// of a table converted to UUID text, because it was dismissed (`--not-reference`) or not
/// found. Its integers point at nothing; the salted and deterministic keys keep the old id, so
/// `generate --reference` repairs it.
///
/// Decided as ``ImpliedReference`` decides before the conversion, against the converted tables
/// recorded in `migrationkit_key_prefixes`: a trigger that ties the column to the table's key, a
/// name that names the table (``ParentNames``), or the values (``StaleReferenceValues/isEvidence``;
/// or, as a question, ``StaleReferenceValues/isContained(namesAnID:)``, the measure that asked about such a
/// column before the conversion, so that one dismissed then is found again).
/// Whatever the evidence, most distinct values sampled must be old ids of existing rows.
package struct StaleReference: Sendable, Equatable {
    package let table: String
    package let column: String
    package let parentTable: String
    package let parentColumn: String
    /// Why, strongest first.
    package let evidence: [ImpliedReference.Evidence]
    package let values: StaleReferenceValues

    /// The `--reference` that repairs it.
    var declaration: ReferenceDeclaration {
        ReferenceDeclaration(table: table, column: column, parentTable: parentTable, parentColumn: parentColumn)
    }
}

extension DatabaseSchema {
    /// The columns that still hold old ids of a table converted before, one parent per column
    /// (the one with the strongest evidence), from the values `DataStatistics` sampled.
    package func staleReferences(in scope: ConversionScope, values: [StaleReferenceValues]) -> [StaleReference] {
        let candidates = values.filter(\.mostAreOldIDs)
        guard !candidates.isEmpty else { return [] }
        let parents = Set(candidates.map { $0.parentTable.sqlFolded })
        let names = ParentNames(tables.filter { parents.contains($0.name.sqlFolded) }.map(\.name))
        let triggers = withIntegerKeys(of: parents).triggerChecks(in: scope)
        var best: [String: (rank: (Int, Int, Int), reference: StaleReference)] = [:]
        for sample in candidates {
            let key = Self.columnKey(sample.table, sample.column)
            var evidence: [ImpliedReference.Evidence] = []
            if let trigger = triggers[key]?[sample.parentTable.sqlFolded] { evidence.append(.trigger(trigger)) }
            if names.parents(namedBy: sample.column, of: sample.table).contains(sample.parentTable.sqlFolded) { evidence.append(.name) }
            // Values count only for a column whose name says no plain value, as before the
            // conversion: a position of 1…30 beside 30 rows is every old id by itself.
            let plain = ParentNames.isPlainValue(sample.column)
            if sample.isEvidence, !plain { evidence.append(.values) }
            // What made such a column a question before the conversion makes it one again.
            else if evidence.isEmpty, !plain, sample.isContained(namesAnID: ParentNames.namesAnID(sample.column)) { evidence.append(.containedValues) }
            guard let strongest = evidence.first else { continue }
            let strength = switch strongest { case .trigger: 2; case .name: 1; default: 0 }
            // As before the conversion: on a tie, another table before the column's own (a
            // role names every table of people, Chinook's customers and employees alike).
            let rank = (strength, sample.matched, sample.parentTable.sqlFolded == sample.table.sqlFolded ? 0 : 1)
            if best[key].map({ rank > $0.rank }) ?? true {
                best[key] = (rank, StaleReference(
                    table: sample.table, column: sample.column, parentTable: sample.parentTable, parentColumn: sample.parentColumn,
                    evidence: evidence, values: sample))
            }
        }
        return best.values.map(\.reference).sorted { ($0.table, $0.column) < ($1.table, $1.column) }
    }

    /// This schema with the keys of `tables` (lowercased names) as they were before their
    /// conversion, integers: what the detection of triggers (``triggerChecks(in:)``) reads.
    func withIntegerKeys(of tables: Set<String>) -> DatabaseSchema {
        var all = self.tables
        for index in all.indices where tables.contains(all[index].name.sqlFolded) {
            guard case .single(let name, _) = all[index].primaryKey,
                  let column = all[index].columns.firstIndex(where: { $0.name.sqlFolded == name.sqlFolded })
            else { continue }
            all[index].columns[column].affinity = .integer
        }
        return DatabaseSchema(tables: all, virtualTables: virtualTables, views: views, triggers: triggers, objectNames: objectNames)
    }
}
