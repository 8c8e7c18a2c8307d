import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    package static let coreDataPlainRelation = SyncRule(
        id: "core-data-plain-relation", code: "MK017", severity: .info, autoFixable: false,
        summary: "A converted Core Data store keeps a to-one relation as a plain column, declared nowhere.",
        rationale: """
            Converted, a Core Data store's relations are UUID text; each one its table declares \
            (REFERENCES … ON DELETE, from the model's deletion rule) is one the audit and \
            SQLiteData's SyncEngine see and keep. The conversion leaves a to-one column \
            undeclared where declaring it would make a cycle SyncEngine refuses — a relationship \
            to its own entity hierarchy, or the second side of a one-to-one Core Data stores on \
            both sides, whose first side is declared — and where no model said how it is deleted \
            (relations answered by hand). Such a column still holds its parent's keys, but \
            SyncEngine syncs it as a plain value: nothing but the app keeps it pointing at a row, \
            as Core Data did. The column is found by the index Core Data gives every to-one \
            column (Z<ENTITY>_Z<NAME>_INDEX), which the conversion keeps.
            """,
        triggeringExamples: [
            #"CREATE TABLE "Z_PRIMARYKEY" ("Z_ENT" INTEGER PRIMARY KEY, "Z_NAME" VARCHAR, "Z_SUPER" INTEGER, "Z_MAX" INTEGER); CREATE TABLE "Z_METADATA" ("Z_VERSION" INTEGER PRIMARY KEY, "Z_UUID" VARCHAR(255), "Z_PLIST" BLOB); CREATE TABLE "ZFOLDER" ("Z_PK" TEXT PRIMARY KEY NOT NULL, "Z_ENT" INTEGER, "Z_OPT" INTEGER, "ZPARENT" TEXT, "ZNAME" VARCHAR); CREATE INDEX "ZFOLDER_ZPARENT_INDEX" ON "ZFOLDER" ("ZPARENT");"#,
        ],
        nonTriggeringExamples: [
            // Declared.
            #"CREATE TABLE "Z_PRIMARYKEY" ("Z_ENT" INTEGER PRIMARY KEY, "Z_NAME" VARCHAR, "Z_SUPER" INTEGER, "Z_MAX" INTEGER); CREATE TABLE "Z_METADATA" ("Z_VERSION" INTEGER PRIMARY KEY, "Z_UUID" VARCHAR(255), "Z_PLIST" BLOB); CREATE TABLE "ZFOLDER" ("Z_PK" TEXT PRIMARY KEY NOT NULL, "Z_ENT" INTEGER, "Z_OPT" INTEGER, "ZNAME" VARCHAR); CREATE TABLE "ZNOTE" ("Z_PK" TEXT PRIMARY KEY NOT NULL, "Z_ENT" INTEGER, "Z_OPT" INTEGER, "ZFOLDER" TEXT REFERENCES "ZFOLDER"("Z_PK") ON DELETE SET NULL); CREATE INDEX "ZNOTE_ZFOLDER_INDEX" ON "ZNOTE" ("ZFOLDER");"#,
            // Not converted yet: the undeclared-reference questions and core-data-store say it.
            #"CREATE TABLE "Z_PRIMARYKEY" ("Z_ENT" INTEGER PRIMARY KEY, "Z_NAME" VARCHAR, "Z_SUPER" INTEGER, "Z_MAX" INTEGER); CREATE TABLE "Z_METADATA" ("Z_VERSION" INTEGER PRIMARY KEY, "Z_UUID" VARCHAR(255), "Z_PLIST" BLOB); CREATE TABLE "ZFOLDER" ("Z_PK" INTEGER PRIMARY KEY, "Z_ENT" INTEGER, "Z_OPT" INTEGER, "ZPARENT" INTEGER); CREATE INDEX "ZFOLDER_ZPARENT_INDEX" ON "ZFOLDER" ("ZPARENT");"#,
        ]
    ) { rule, input in
        guard input.schema.isCoreDataStore else { return [] }
        return input.tables.filter { $0.column("Z_PK").map { $0.affinity != .integer } ?? false }.flatMap { table in
            let declared = Set(table.foreignKeys.flatMap(\.columns).map(\.sqlFolded))
            return table.columns.compactMap { column -> Finding? in
                guard !declared.contains(column.name.sqlFolded),
                      let index = DatabaseSchema.coreDataToOneIndex(of: column, in: table)
                else { return nil }
                return rule.finding(table.name, column.name,
                    "a Core Data to-one relation (Core Data's index \(quoteIdentifier(index))) that the converted table does not declare: SyncEngine syncs it as a plain value, and nothing but the app keeps it pointing at a row. The conversion leaves one undeclared where declaring it would make a cycle SyncEngine refuses (a relationship to its own entity hierarchy, or the second side of a one-to-one stored on both sides), or where no model said how it is deleted.",
                    fix: "pass the app's model (--core-data-model Model.xcdatamodeld) and the audit says which of these it is; a cycle needs nothing: the app keeps the column as Core Data did. A relation answered by hand stays undeclared: convert a store with its model, and every relation but a cycle is declared with its deletion rule.")
            }
        }
    }
}
