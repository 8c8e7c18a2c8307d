import MigrationKit
import MigrationKitGRDB

/// A relation a conversion left behind (issue 21): an integer column that still holds old ids
/// of a table converted to UUID text, because it was dismissed (`--not-reference`) or not
/// found. Its integers point at nothing; the salted and deterministic keys keep the old id, so
/// `generate --reference` repairs it.
///
/// Decided as ``ImpliedReference`` decides before the conversion, against the converted tables
/// recorded in `migrationkit_key_prefixes`: a trigger that ties the column to the table's key, a
/// name that names the table (``ParentNames``), or the values (``ReferenceValues/isEvidence``;
/// or, as a question, ``ReferenceValues/isContained(namesAnID:)``, the measure that asked about such a
/// column before the conversion, so that one dismissed then is found again).
/// Whatever the evidence, most distinct values sampled must be old ids of existing rows.
package struct StaleReference: Sendable, Equatable {
    package let table: String
    package let column: String
    package let parentTable: String
    package let parentColumn: String
    /// Why, strongest first.
    package let evidence: [ImpliedReference.Evidence]
    package let values: ReferenceValues

    /// The `--reference` that repairs it.
    var declaration: ReferenceDeclaration {
        ReferenceDeclaration(table: table, column: column, parentTable: parentTable, parentColumn: parentColumn)
    }
}

extension DatabaseSchema {
    /// The columns that still hold old ids of a table converted before, one parent per column,
    /// from the values `DataStatistics` sampled: decided by the same engine as before the
    /// conversion (``ReferenceSuggestions/reference(for:values:)``), on this schema with the
    /// converted tables' keys as they were (integers), their old ids standing for their keys. A
    /// column the conversion would not have asked about (a boolean `is_admin` beside `users`)
    /// is not flagged after it either.
    package func staleReferences(in scope: ConversionScope, values: [ReferenceValues]) -> [StaleReference] {
        // Whatever the evidence, most distinct values sampled must be old ids of existing rows.
        let candidates = values.filter(\.mostAreKeys)
        guard !candidates.isEmpty else { return [] }
        let converted = Set(candidates.map { $0.parentTable.sqlFolded })
        let before = withIntegerKeys(of: converted)
        let suggestions = ReferenceSuggestions(before, scope: scope)
        var samples: [ColumnPath: [String: ReferenceValues]] = [:]
        for sample in candidates {
            samples[ColumnPath(table: sample.table, column: sample.column), default: [:]][sample.parentTable.sqlFolded] = sample
        }
        var found: [StaleReference] = []
        for candidate in before.candidateColumns() where !candidate.isKey {
            guard let byParent = samples[ColumnPath(table: candidate.table.name, column: candidate.column.name)] else { continue }
            guard let reference = suggestions.reference(for: candidate, values: byParent),
                  let sample = byParent[reference.parentTable.sqlFolded]
            else { continue }
            // The parent's key in the schema before: the converted key.
            found.append(StaleReference(
                table: sample.table, column: sample.column, parentTable: sample.parentTable, parentColumn: reference.parentColumn,
                evidence: reference.evidence, values: sample))
        }
        return found.sorted { ($0.table, $0.column) < ($1.table, $1.column) }
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
