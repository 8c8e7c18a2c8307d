import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    package static let keyRepresentation = SyncRule(
        id: "key-representation", code: "MK107", severity: .error, autoFixable: true,
        summary: "UUID keys, or references to them, stored in another form than the one the app's client binds.",
        rationale: """
            A client finds a row by binding its UUID the way it stores UUIDs: StructuredQueries \
            and SQLiteData as lowercase text, GRDB as a 16-byte blob unless a record says \
            otherwise, Foundation's uuidString as uppercase text. A key stored in another form \
            never equals the bound value: find(id) misses the row, an update finds nothing, and \
            an insert adds a second form beside the first. The form is the configuration's \
            "keyRepresentation" (lowercase-text by default; per table under "tables").
            """,
        triggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES ('1C3D5E7F-0000-4000-8000-000000000001'), ('0B8AB8F4-5F06-4A6F-9D4E-8C3A41F5B0A2');"#,
            #"CREATE TABLE "notes" ("id" BLOB PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES (X'1C3D5E7F000040008000000000000001');"#,
            #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id") ON DELETE CASCADE); INSERT INTO "lists" VALUES ('1C3D5E7F-0000-4000-8000-000000000001'); INSERT INTO "items" VALUES ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2', '1C3D5E7F-0000-4000-8000-000000000001');"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES ('1c3d5e7f-0000-4000-8000-000000000001');"#,
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES ('first note');"#,
        ]
    ) { rule, input in
        input.statistics.columns.compactMap { column in
            guard let formTable = column.formTable else { return nil }
            let parent = column.role == .textKey ? nil : formTable
            // The parent's representation for a reference: it must match the keys it names.
            let expected = input.keyRepresentations.of(formTable)
            // Several forms at once are mixed-uuid-format's; one form, not the client's, is this rule's.
            guard column.uuidForms.count == 1, let (form, count) = column.uuidForms.first, form != expected else { return nil }
            let example = column.formExamples[form].map { " (\($0))" } ?? ""
            let what = parent.map { "references to \(quoteIdentifier($0)): \(count) stored as \(form.formName)" }
                ?? "\(counted(count, "key")) stored as \(form.formName)"
            return rule.finding(column.table, column.column,
                "\(what)\(example), but the app's client binds \(expected.formName) (keyRepresentation \"\(expected.rawValue)\"): it finds none of these rows.",
                fix: "migrationkit generate rewrites them as \(expected.formName), with every reference to them; or, if the client binds \(form.formName), say so in .migrationkit.json: \"keyRepresentation\": \"\(form.rawValue)\" (for this table alone: \"tables\": { \(jsonString(parent ?? column.table)): { \"keyRepresentation\": \"\(form.rawValue)\" } }).")
        }
    }
}
