import MigrationKit
import MigrationKitGRDB

/// Refusals about orphans, rows whose reference names no row of the parent: refused unless
/// ``ConversionOptions/orphans`` clears them, and then where that policy cannot be followed.
extension ConversionRefusal {
    package static let orphanedRows = ConversionRefusal(
        id: "orphaned-rows",
        summary: "Rows of a converted table, or of a table referencing one, reference missing parents, and the options do not clear them.",
        auditRule: .orphanedRows,
        refusingExamples: SyncRule.orphanedRows.triggeringExamples,
        acceptedExamples: SyncRule.orphanedRows.nonTriggeringExamples
    ) { refusal, input in
        input.statistics.orphans.compactMap { orphans in
            let table = input.changes[orphans.table.sqlFolded]
            guard table != nil || input.changes[orphans.parentTable.sqlFolded] != nil,
                  input.options.orphans == .refuse || table?.rebuilds != true
            else { return nil }
            return refusal.reason(orphans.table, naming: [orphans.parentTable], "\(quoteIdentifier(orphans.table)): \(orphans.sentence); \(orphans.listing) lists them.\(orphans.noneHint(input))")
        }
    }

    /// A NOT NULL reference cannot become NULL: refused where this copy has orphans in one (on a
    /// device that has them, the file's precheck refuses).
    package static let notNullOrphans = ConversionRefusal(
        id: "not-null-orphans",
        summary: "Orphans are to be set to NULL, but their reference is NOT NULL.",
        auditRule: .orphanedRows,
        refusingExamples: [#"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL REFERENCES "lists"("id") ON DELETE CASCADE); PRAGMA foreign_keys = OFF; INSERT INTO "items" VALUES (1, 42);"#],
        acceptedExamples: SyncRule.orphanedRows.triggeringExamples,
        exampleOptions: ConversionOptions(orphans: .setNull)
    ) { refusal, input in
        guard input.options.orphans == .setNull else { return [] }
        return input.statistics.orphans.compactMap { orphans in
            guard let change = input.changes[orphans.table.sqlFolded], change.rebuilds,
                  orphans.columns.contains(where: { change.table.column($0)?.isNotNull == true })
            else { return nil }
            return refusal.reason(orphans.table, naming: [orphans.parentTable], "\(quoteIdentifier(orphans.table)): \(orphans.sentence), which is NOT NULL: setting it to NULL is impossible; delete those rows instead (\(input.option(.orphans(.delete)))), or correct them.")
        }
    }

    /// Deleting orphans goes parents first; between tables whose references form a cycle there
    /// is no first.
    package static let orphanDeletionCycle = ConversionRefusal(
        id: "orphan-deletion-cycle",
        summary: "Orphans are to be deleted, but the rebuilt tables' foreign keys form a cycle, so no order of deletion ends.",
        refusingExamples: [#"CREATE TABLE "a" ("id" INTEGER PRIMARY KEY, "bID" INT REFERENCES "b"("id") ON DELETE SET NULL); CREATE TABLE "b" ("id" INTEGER PRIMARY KEY, "aID" INT REFERENCES "a"("id") ON DELETE CASCADE);"#],
        acceptedExamples: [#"CREATE TABLE "a" ("id" INTEGER PRIMARY KEY, "parentID" INT REFERENCES "a"("id") ON DELETE CASCADE); CREATE TABLE "b" ("id" INTEGER PRIMARY KEY, "aID" INT REFERENCES "a"("id") ON DELETE CASCADE);"#],
        exampleOptions: ConversionOptions(orphans: .delete)
    ) { refusal, input in
        let rebuilt = input.rebuilt
        guard input.options.orphans == .delete, input.planner.orphanDeletionOrder(rebuilt) == nil else { return [] }
        let cyclic = rebuilt.filter { change in ConversionPlanner.parents(of: change, among: rebuilt).contains { $0 != change.table.name.sqlFolded } }
        let names = cyclic.map(\.table.name).sorted { quoteIdentifier($0) < quoteIdentifier($1) }
        return [refusal.reason(names.first ?? "", naming: Array(names.dropFirst()), "\(names.map(quoteIdentifier).joined(separator: ", ")): foreign keys form a cycle between these tables, so deleting orphans has no order that ends; use \(input.option(.orphans(.setNull))), or correct the rows.")]
    }

    /// Deleting an orphan deletes its descendants through a self-reference, followed by rowid.
    package static let withoutRowidSelfReference = ConversionRefusal(
        id: "without-rowid-self-reference",
        summary: "Orphans are to be deleted from a WITHOUT ROWID table that references itself, whose descendants cannot be followed by rowid.",
        refusingExamples: [#"CREATE TABLE "folders" ("id" INTEGER PRIMARY KEY, "parentID" INT REFERENCES "folders"("id") ON DELETE CASCADE) WITHOUT ROWID;"#],
        acceptedExamples: [#"CREATE TABLE "folders" ("id" INTEGER PRIMARY KEY, "parentID" INT REFERENCES "folders"("id") ON DELETE CASCADE);"#],
        exampleOptions: ConversionOptions(orphans: .delete)
    ) { refusal, input in
        guard input.options.orphans == .delete else { return [] }
        let rebuilt = input.rebuilt
        return rebuilt.compactMap { change in
            guard change.table.isWithoutRowid && ConversionPlanner.parents(of: change, among: rebuilt).contains(change.table.name.sqlFolded) else { return nil }
            return refusal.reason(change.table.name, "\(quoteIdentifier(change.table.name)): a WITHOUT ROWID table that references itself, whose orphans' descendants cannot be followed by rowid; use \(input.option(.orphans(.setNull))), or correct the rows.")
        }
    }
}

extension OrphanCount {
    /// When the orphans' value looks like the app's "none": how to say so, after the refusal.
    func noneHint(_ input: RefusalInput) -> String {
        guard let value = noneCandidate else { return "" }
        // A polymorphic reference has no none value: its orphans become NULL, or are kept out.
        guard let declaration, declaration.none == nil, declaration.selectedBy == nil else {
            // A declared foreign key has no none value: its orphans become NULL, or are kept out.
            return " If \(value) means no row, \(input.option(.orphans(.setNull))) turns them into NULL (every orphan of the conversion), or set them to NULL first."
        }
        let column = ColumnPath(table: declaration.table, column: declaration.column)
        return " If \(value) means no row, declare it as the none value: \(input.option(.noneValue(column, value, becomesNull: true))) (it becomes NULL) or \(input.option(.noneValue(column, value, becomesNull: false))) (it stays as it is)."
    }
}
