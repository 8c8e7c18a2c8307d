import MigrationKitGRDB

extension SyncRule {
    public static let ftsContentRowid = SyncRule(
        id: "fts-content-rowid", code: "MK013", severity: .warning, autoFixable: true,
        summary: "An external-content FTS table is keyed on an integer key that the conversion turns into text.",
        rationale: """
            An FTS index with content='t' and content_rowid='id' finds its rows by that integer \
            column. Once the key is UUID text the index points at nothing and searches come back \
            empty or wrong. The conversion keeps every rowid, so it recreates the FTS table on \
            content_rowid='rowid' and rebuilds the index.
            """,
        triggeringExamples: [
            #"CREATE TABLE "notes" ("id" INTEGER PRIMARY KEY, "body" TEXT); CREATE VIRTUAL TABLE "notesSearch" USING fts5("body", content='notes', content_rowid='id');"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "notes" ("id" INTEGER PRIMARY KEY, "body" TEXT); CREATE VIRTUAL TABLE "notesSearch" USING fts5("body", content='notes');"#,
            #"CREATE VIRTUAL TABLE "notesSearch" USING fts5("body");"#,
        ]
    ) { rule, input in
        input.schema.virtualTables.compactMap { virtual in
            guard let contentTable = virtual.contentTable, let contentRowid = virtual.contentRowid,
                  input.scope.includes(contentTable),
                  let table = input.schema.table(contentTable),
                  let key = input.schema.convertedKey(of: table),
                  key.name.lowercased() == contentRowid.lowercased()
            else { return nil }
            return rule.finding(virtual.name, nil,
                "the full-text index uses content_rowid='\(contentRowid)' of \(quoteIdentifier(table.name)), an integer key the conversion turns into UUID text.",
                fix: "migrationkit generate recreates \(quoteIdentifier(virtual.name)) on content_rowid='rowid' and rebuilds it.")
        }
    }
}
