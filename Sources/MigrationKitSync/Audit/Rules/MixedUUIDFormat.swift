import MigrationKitGRDB

extension SyncRule {
    package static let mixedUUIDFormat = SyncRule(
        id: "mixed-uuid-format", code: "MK104", severity: .error, autoFixable: true,
        summary: "UUID keys stored in more than one form: lowercase text, uppercase text, 16-byte blobs.",
        rationale: """
            The same UUID in two forms is two different keys to SQLite and two different record \
            names to CloudKit, and references stop matching. Foundation's uuidString is \
            uppercase, GRDB stores UUID as a 16-byte blob by default, and MigrationKit writes \
            lowercase text: pick one form, lowercase text.
            """,
        triggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2'), ('1C3D5E7F-0000-4000-8000-000000000001');"#,
            #"CREATE TABLE "notes" ("id" BLOB PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2'), (randomblob(16));"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2'), ('1c3d5e7f-0000-4000-8000-000000000001');"#,
        ]
    ) { rule, input in
        input.statistics.columns.compactMap { column in
            // Keys, and references to text keys, which must hold them in the keys' one form.
            guard let formTable = column.formTable, column.uuidForms.count > 1 else { return nil }
            let form = input.keyRepresentations.of(formTable)
            let forms = column.uuidForms.map { ($0.count, $0.form == .uppercaseText ? "text with uppercase letters" : $0.form.formName) }
            return rule.finding(column.table, column.column,
                "UUID keys in \(forms.count) forms: \(forms.map { "\($0.0) \($0.1)" }.joined(separator: ", ")); the same UUID in two forms is two records.",
                fix: "migrationkit generate rewrites them as \(form.formName) (the configuration's keyRepresentation), with every reference to them; two keys that are one UUID must be merged first.")
        }
    }
}
