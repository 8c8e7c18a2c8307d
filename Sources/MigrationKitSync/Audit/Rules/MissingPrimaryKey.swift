import MigrationKitGRDB

extension SyncRule {
    package static let missingPrimaryKey = SyncRule(
        id: "missing-primary-key", code: "MK002", severity: .error, autoFixable: true,
        summary: "A table has no primary key.",
        rationale: """
            Every synchronized table needs exactly one primary key, even a join table whose app \
            code never uses one: the key names the record in CloudKit (SQLiteData, "Getting \
            started with CloudKit": primary keys on every table). A table without a declared key \
            has only its rowid, which each device numbers on its own. The conversion adds an \
            "id" TEXT key, each row's rowid in hex after the table's prefix (fresh UUIDs under the \
            random scheme; "id_key" when a column is already named \
            "id", "id_key_2" when that is taken too, and so on).
            """,
        triggeringExamples: [
            #"CREATE TABLE "reminderTags" ("reminderID" INTEGER NOT NULL, "tagID" INTEGER NOT NULL);"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "reminderTags" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "reminderID" TEXT, "tagID" TEXT);"#,
            #"CREATE VIRTUAL TABLE "search" USING fts5("body");"#,
        ]
    ) { rule, input in
        input.tables.compactMap { table -> Finding? in
            guard table.primaryKey == .none else { return nil }
            return rule.finding(
                table.name, nil,
                "the table has no primary key; every synchronized table needs exactly one, join tables included.",
                fix: "migrationkit generate adds an \(quoteIdentifier(table.addedKeyName)) TEXT primary key: the table's prefix, then each row's rowid in hex (fresh UUIDs with --id-scheme random).")
        }
    }
}
