import MigrationKitGRDB

extension SyncRule {
    package static let invalidRecordName = SyncRule(
        id: "invalid-record-name", code: "MK103", severity: .error, autoFixable: false,
        summary: "Text keys that are not valid CloudKit record names.",
        rationale: """
            A key becomes the CloudKit record name "<key>:<table>", which may hold only ASCII \
            characters, must be shorter than 255 characters and must not start with "_" \
            (CKRecord.ID; SQLiteData, "Getting started with CloudKit"). SyncEngine throws on \
            such rows.
            """,
        triggeringExamples: [
            #"CREATE TABLE "tags" ("title" TEXT PRIMARY KEY NOT NULL); INSERT INTO "tags" VALUES ('café');"#,
            #"CREATE TABLE "tags" ("title" TEXT PRIMARY KEY NOT NULL); INSERT INTO "tags" VALUES ('_private');"#,
            #"CREATE TABLE "tags" ("title" TEXT PRIMARY KEY NOT NULL); INSERT INTO "tags" VALUES (printf('%.300c', 'x'));"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "tags" ("title" TEXT PRIMARY KEY NOT NULL); INSERT INTO "tags" VALUES ('cafe'), ('private_');"#,
        ]
    ) { rule, input in
        input.statistics.columns.compactMap { column in
            guard column.role == .textKey else { return nil }
            var problems: [String] = []
            if column.nonASCII > 0 { problems.append("\(column.nonASCII) with non-ASCII characters") }
            if column.tooLongRecordNames > 0 { problems.append("\(column.tooLongRecordNames) too long (the record name, key and table name, must stay under 255 bytes)") }
            if column.leadingUnderscores > 0 { problems.append("\(column.leadingUnderscores) starting with \"_\"") }
            guard !problems.isEmpty else { return nil }
            return rule.finding(column.table, column.column,
                "keys that are not valid CloudKit record names: \(problems.joined(separator: ", ")).",
                fix: "give these rows ASCII keys that do not start with \"_\" (UUIDs are), updating the rows that reference them.")
        }
    }
}
