import MigrationKitGRDB

extension SyncRule {
    package static let foreignKeyAction = SyncRule(
        id: "foreign-key-action", code: "MK006", severity: .error, autoFixable: false,
        summary: "A foreign key's ON DELETE is NO ACTION or RESTRICT.",
        rationale: """
            SQLiteData's SyncEngine supports only ON DELETE CASCADE, SET NULL and SET DEFAULT, \
            and refuses a schema with RESTRICT or NO ACTION ("Getting started with CloudKit": \
            foreign key relationships). NO ACTION is also what SQLite uses when ON DELETE is left \
            out: a deletion synced from another device must be able to proceed.
            """,
        triggeringExamples: [
            #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id"));"#,
            #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id") ON DELETE RESTRICT);"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id") ON DELETE CASCADE);"#,
            #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id") ON DELETE SET NULL);"#,
        ]
    ) { rule, input in
        input.tables.flatMap { table in
            table.foreignKeys.filter { $0.onDelete == .noAction || $0.onDelete == .restrict }.map { foreignKey in
                let note = foreignKey.onDelete == .noAction ? " (also what SQLite uses when ON DELETE is left out)" : ""
                return rule.finding(
                    table.name, foreignKey.columns.first,
                    "the foreign key (\(columnList(foreignKey.columns))) → \(quoteIdentifier(foreignKey.parentTable)) says ON DELETE \(foreignKey.onDelete.rawValue)\(note), which SQLiteData's SyncEngine does not support.",
                    fix: "declare ON DELETE CASCADE, SET NULL or SET DEFAULT (changing it means rebuilding the table).")
            }
        }
    }
}
