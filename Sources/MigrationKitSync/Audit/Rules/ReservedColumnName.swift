import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    /// CloudKit's own record fields (CKRecord): a column of the same name collides with them.
    static let cloudKitSystemFields = [
        "creationDate", "creatorUserRecordID", "etag", "lastModifiedUserRecordID", "modificationDate",
        "modifiedByDevice", "recordChangeTag", "recordID", "recordType",
    ]

    package static let reservedColumnName = SyncRule(
        id: "reserved-column-name", code: "MK010", severity: .error, autoFixable: false,
        summary: "A column is named like a CloudKit system field.",
        rationale: """
            CloudKit records carry system fields of their own (\(cloudKitSystemFields.joined(separator: ", "))); \
            a column of the same name cannot be stored as a record field. SQLite compares names \
            without case, so the check does too.
            """,
        triggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL, "modificationDate" TEXT);"#,
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL, "RecordType" TEXT);"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL, "updatedAt" TEXT);"#,
        ]
    ) { rule, input in
        let reserved = Set(cloudKitSystemFields.map { $0.sqlFolded })
        return input.tables.flatMap { table in
            table.columns.filter { reserved.contains($0.name.sqlFolded) }.map { column in
                rule.finding(table.name, column.name,
                    "\(quoteIdentifier(column.name)) is the name of a CloudKit system field, which the record already has.",
                    fix: "rename the column (ALTER TABLE … RENAME COLUMN …) before syncing.")
            }
        }
    }
}
