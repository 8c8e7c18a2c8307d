import Foundation
import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    package static let staleReference = SyncRule(
        id: "stale-reference", code: "MK106", severity: .error, autoFixable: false,
        summary: "An integer column still holds old ids of a table that a conversion turned into UUID text.",
        rationale: """
            A relation the conversion did not carry, because it was dismissed (--not-reference, or \
            notReference in .migrationkit.json) or not found, kept its integers while its parent's \
            keys became text: every join over it comes back empty, and SQLiteData syncs integers \
            that name no record. The salted and deterministic schemes keep the old id in the last \
            12 hexadecimal digits of each key (prefix || printf('%012x', id), the prefix recorded in \
            migrationkit_key_prefixes), so the audit looks the column's values up as the keys they \
            would have become, and generate --reference repairs the column from them without \
            touching the parent. Evidence as for undeclared-reference: a trigger that ties the \
            column to the parent's key, a name that names the parent, or the values; and whatever \
            the evidence, most distinct values sampled must be old ids of existing rows. After a \
            conversion ids numbered from 1 make any small integer an old id, so values alone count \
            only when at least 10 distinct values are old ids, and not for what plain values look \
            like: a handful of values, booleans, or the run 1…k low in the parent's ids that \
            positions and counters fill. A conversion keeps the answers it was given \
            (migrationkit_answers): a column it was told is no reference raises no finding after \
            it (the question was answered; generate --reference takes the answer back); a column \
            no kept answer dismissed is an error: the detection missed it, or an earlier \
            MigrationKit kept no answer. A column only the configuration answers as no reference \
            is still reported, since no conversion recorded that answer; accept the finding when \
            it is right.
            """,
        triggeringExamples: [
            #"CREATE TABLE "migrationkit_key_prefixes" ("table" TEXT PRIMARY KEY NOT NULL COLLATE NOCASE, "prefix" TEXT NOT NULL, "column" TEXT NOT NULL); INSERT INTO "migrationkit_key_prefixes" VALUES ('lists', '3f2a9c1e-07b4-8d21-a9c3-', 'id'); CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" INTEGER); INSERT INTO "lists" VALUES ('3f2a9c1e-07b4-8d21-a9c3-000000000001'), ('3f2a9c1e-07b4-8d21-a9c3-000000000002'); INSERT INTO "items" VALUES ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2', 2), ('1c3d5e7f-0000-4000-8000-000000000001', NULL);"#,
            #"CREATE TABLE "migrationkit_key_prefixes" ("table" TEXT PRIMARY KEY NOT NULL COLLATE NOCASE, "prefix" TEXT NOT NULL, "column" TEXT NOT NULL); INSERT INTO "migrationkit_key_prefixes" VALUES ('notes', '00000000-0000-0000-0000-', 'id'); CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "cards" ("id" TEXT PRIMARY KEY NOT NULL, "n" INTEGER NOT NULL); WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 40) INSERT INTO "notes" SELECT '00000000-0000-0000-0000-' || printf('%012x', x) FROM i; WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 12) INSERT INTO "cards" SELECT lower(hex(randomblob(16))), 3 * x FROM i;"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "migrationkit_key_prefixes" ("table" TEXT PRIMARY KEY NOT NULL COLLATE NOCASE, "prefix" TEXT NOT NULL, "column" TEXT NOT NULL); INSERT INTO "migrationkit_key_prefixes" VALUES ('lists', '3f2a9c1e-07b4-8d21-a9c3-', 'id'); CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT); INSERT INTO "lists" VALUES ('3f2a9c1e-07b4-8d21-a9c3-000000000001'); INSERT INTO "items" VALUES ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2', '3f2a9c1e-07b4-8d21-a9c3-000000000001');"#,
            #"CREATE TABLE "migrationkit_key_prefixes" ("table" TEXT PRIMARY KEY NOT NULL COLLATE NOCASE, "prefix" TEXT NOT NULL, "column" TEXT NOT NULL); INSERT INTO "migrationkit_key_prefixes" VALUES ('lists', '3f2a9c1e-07b4-8d21-a9c3-', 'id'); CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "position" INTEGER, "count" INTEGER, "isDone" INTEGER); WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 100) INSERT INTO "lists" SELECT '3f2a9c1e-07b4-8d21-a9c3-' || printf('%012x', x) FROM i; WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 30) INSERT INTO "items" SELECT lower(hex(randomblob(16))), x, 1 + x % 7, x % 2 FROM i;"#,
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id")); INSERT INTO "lists" VALUES (1); INSERT INTO "items" VALUES (1, 1);"#,
        ]
    ) { rule, input in
        // A column answered with a parent per type at the conversion has no single parent.
        input.schema.staleReferences(in: input.scope, values: input.statistics.staleReferenceValues).filter {
            input.statistics.recordedAnswers.answers[ColumnPath(table: $0.table, column: $0.column)]?.isPolymorphic != true
        }.compactMap { reference -> Finding? in
            let values = reference.values
            let parentTable = quoteIdentifier(reference.parentTable)
            let parent = "\(parentTable).\(quoteIdentifier(reference.parentColumn))"
            var evidence = reference.evidence.compactMap { evidence -> String? in
                switch evidence {
                case .trigger(let name): "the trigger \(quoteIdentifier(name)) checks it against \(parent)"
                case .name: "its name names \(parentTable)"
                case .keyName(let name): "it is named as the key of \(parentTable), \(quoteIdentifier(name))"
                // The values are said below, whatever else is.
                case .values, .tableName, .coreData, .coreDataManyToMany, .containedValues: nil
                }
            }
            evidence.append("\(values.matched) of \(values.sampled) distinct value\(values.sampled == 1 ? "" : "s") sampled \(values.matched == 1 ? "is an old id" : "are old ids") of rows of \(parentTable)")
            let column = commandLineName(reference.table, reference.column)
            var fix = "repair it from the old ids that \(parentTable)'s keys keep: migrationkit generate --db-path DB --output DIR --reference \(reference.declaration.commandLineArgument), then migrationkit migrate --db-path DB --migrations DIR; or answer { \"column\": \(jsonString(column)), \"parent\": \(jsonString(commandLineName(reference.parentTable, reference.parentColumn))) } in the \"references\" of .migrationkit.json, which generate and an app's ConversionOptions.adopt read."
            if let none = values.noneCandidates.first {
                fix += " \(none) is no old id of \(parentTable): " + noneValueAdvice(input.schema, reference.table, reference.column, none)
            }
            // Answered as no reference at the conversion, and kept: the question was answered,
            // and is neither asked again nor reported (issue 37); the answer stays readable in
            // migrationkit_answers, and generate --reference takes it back
            // (Guides/RepairingRelations.md).
            if input.statistics.recordedAnswers.dismissed(reference.table, reference.column) { return nil }
            fix += " If it is no reference, accept the finding in .migrationkit.json: \"accepted\": [{ \"rule\": \"stale-reference\", \"table\": \(jsonString(reference.table)), \"column\": \(jsonString(reference.column)), \"reason\": \"…\" }]."
            return rule.finding(reference.table, reference.column,
                "\(reference.evidence == [.containedValues] ? "may hold" : "holds") old ids of \(parent) (\(evidence.joined(separator: "; "))), but \(parentTable) was converted to UUID text and this column kept its integers: they point at nothing. A relation dismissed at the conversion or not found then is broken all the same.",
                fix: fix)
        }
    }
}

/// A JSON string literal of `text`, for a fix that shows a configuration entry.
func jsonString(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
}
