import MigrationKitGRDB

extension SyncRule {
    package static let orphanedRows = SyncRule(
        id: "orphaned-rows", code: "MK102", severity: .error, autoFixable: false,
        summary: "Rows refer to parent rows that do not exist.",
        rationale: """
            Foreign keys are only enforced while PRAGMA foreign_keys is on, so older data often \
            holds references to deleted rows. The conversion ends with PRAGMA foreign_key_check \
            and would roll back; a synced child without its parent is never delivered. Found \
            with PRAGMA foreign_key_check, which reports them whatever the connection's setting.
            """,
        triggeringExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE); PRAGMA foreign_keys = OFF; INSERT INTO "items" VALUES (1, 42);"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE); INSERT INTO "lists" VALUES (42); INSERT INTO "items" VALUES (1, 42), (2, NULL);"#,
        ]
    ) { rule, input in
        input.statistics.orphans.map { orphans in
            let rowids = orphans.sampleRowids.isEmpty ? "" :
                " (rowid \(orphans.sampleRowids.map(String.init).joined(separator: ", "))\(orphans.count > orphans.sampleRowids.count ? ", …" : ""))"
            return rule.finding(orphans.table, orphans.columns.first,
                "\(orphans.sentence)\(rowids).",
                fix: "delete these rows, set their reference to NULL, or restore the parents; list them with \(orphans.listing).")
        }
    }
}
