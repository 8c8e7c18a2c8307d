import MigrationKitGRDB

extension SyncRule {
    package static let invalidTableName = SyncRule(
        id: "invalid-table-name", code: "MK009", severity: .error, autoFixable: false,
        summary: "A table name contains \":\".",
        rationale: """
            SQLiteData writes a record's name as "<key>:<table>"; SyncEngine refuses table names \
            containing ":" ("Table name contains invalid character ':'").
            """,
        triggeringExamples: [
            #"CREATE TABLE "app:notes" ("id" TEXT PRIMARY KEY NOT NULL);"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "app_notes" ("id" TEXT PRIMARY KEY NOT NULL);"#,
        ]
    ) { rule, input in
        input.tables.filter { $0.name.contains(":") }.map { table in
            rule.finding(table.name, nil,
                "the table name contains \":\", which separates the key from the table name in CloudKit record names.",
                fix: "rename the table (ALTER TABLE … RENAME TO …) before syncing.")
        }
    }
}
