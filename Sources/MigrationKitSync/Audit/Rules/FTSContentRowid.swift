import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    package static let ftsContentRowid = SyncRule(
        id: "fts-content-rowid", code: "MK013", severity: .error, autoFixable: false,
        summary: "An external-content FTS table is keyed on an integer key that the conversion turns into text.",
        rationale: """
            An FTS index with content='t' and content_rowid='id' finds its rows by that integer \
            column, and the triggers that keep it current insert NEW."id" as its rowid. Once the key \
            is UUID text the index points at nothing and those triggers fail. migrationkit generate \
            refuses such a database rather than guess how the triggers should change. The \
            conversion keeps every rowid, so an index on content_rowid='rowid' stays correct: \
            recreate it that way (and its triggers on NEW.rowid), rebuild it, then convert.
            """,
        triggeringExamples: [
            #"CREATE TABLE "notes" ("id" INTEGER PRIMARY KEY, "body" TEXT); CREATE VIRTUAL TABLE "notesSearch" USING fts5("body", content='notes', content_rowid='id');"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "notes" ("id" INTEGER PRIMARY KEY, "body" TEXT); CREATE VIRTUAL TABLE "notesSearch" USING fts5("body", content='notes');"#,
            #"CREATE VIRTUAL TABLE "notesSearch" USING fts5("body");"#,
        ]
    ) { rule, input in
        input.schema.fullTextIndexesOnConvertedKeys(in: input.scope).map { found in
            rule.finding(found.index.name, nil,
                "the full-text index uses content_rowid='\(found.contentRowid)' of \(quoteIdentifier(found.table.name)), an integer key the conversion turns into UUID text.",
                fix: "recreate \(quoteIdentifier(found.index.name)) on content_rowid='rowid' (its triggers on NEW.rowid) and rebuild it before converting; generate refuses until then.")
        }
    }
}
