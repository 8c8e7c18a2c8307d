import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    package static let integerPrimaryKey = SyncRule(
        id: "integer-primary-key", code: "MK001", severity: .error, autoFixable: true,
        summary: "A table's primary key is an integer.",
        rationale: """
            Integer keys are handed out by each device on its own (the next rowid, AUTOINCREMENT): \
            two devices create two different records with the same id, and when they sync one \
            overwrites the other. Synchronized keys must be unique everywhere, such as UUIDs \
            (SQLiteData, "Getting started with CloudKit": globally unique primary keys). The \
            conversion rewrites the key to UUID text with \
            '00000000-0000-0000-0000-' || printf('%012x', id), and every foreign key that \
            references it the same way.
            """,
        triggeringExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "title" TEXT);"#,
            #"CREATE TABLE "items" ("id" INT8 NOT NULL, "title" TEXT, CONSTRAINT "pk" PRIMARY KEY ("id"));"#,
            #"CREATE TABLE "events" ("id" UNSIGNED BIG INT PRIMARY KEY) WITHOUT ROWID;"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "title" TEXT);"#,
            #"CREATE TABLE "tags" ("title" TEXT NOT NULL PRIMARY KEY);"#,
        ]
    ) { rule, input in
        let schema = input.schema
        return input.tables.compactMap { table in
            guard let key = schema.convertedKey(of: table) else { return nil }
            let references = input.convertedReferences[table.name.sqlFolded] ?? 0
            let kind = (key.declaredType.isEmpty ? "INTEGER" : key.declaredType) + (table.hasAutoincrement ? " AUTOINCREMENT" : "")
            let referencesText = references == 0 ? "" :
                ", and the \(references) foreign key\(references == 1 ? "" : "s") that reference\(references == 1 ? "s" : "") it"
            return rule.finding(
                table.name, key.name,
                "the primary key is an integer (\(kind)): each device numbers its own rows, so two devices create different records with the same id.",
                fix: "migrationkit generate converts it to UUID text\(referencesText).")
        }
    }
}
