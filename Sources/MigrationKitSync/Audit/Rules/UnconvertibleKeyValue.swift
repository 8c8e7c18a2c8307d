import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    package static let unconvertibleKeyValue = SyncRule(
        id: "unconvertible-key-value", code: "MK101", severity: .error, autoFixable: false,
        summary: "A key or foreign key the conversion rewrites holds values printf('%012x', …) cannot carry.",
        rationale: """
            The deterministic scheme writes '00000000-0000-0000-0000-' || printf('%012x', id): \
            twelve hexadecimal digits, so 0 to 2^48 − 1. SQLite prints -1 as sixteen digits and \
            2^48 as thirteen (not a UUID), 'abc' as 0 and 1.5 as 1 (two rows, one id). A NULL key \
            cannot be converted either. generate refuses such a database rather than lose or \
            merge rows; migrate checks again when it applies.
            """,
        triggeringExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); INSERT INTO "lists" VALUES (-1);"#,
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); INSERT INTO "lists" VALUES (281474976710656);"#,
            #"CREATE TABLE "lists" ("id" INT PRIMARY KEY); INSERT INTO "lists" VALUES ('abc');"#,
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE); INSERT INTO "lists" VALUES (1); PRAGMA foreign_keys = OFF; INSERT INTO "items" VALUES (1, 1.5);"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); INSERT INTO "lists" VALUES (0), (1), (281474976710655);"#,
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE); INSERT INTO "lists" VALUES (1); INSERT INTO "items" VALUES (1, NULL), (2, 1);"#,
        ]
    ) { rule, input in
        input.statistics.columns.compactMap { column in
            guard case .converted(let isKey) = column.role, column.unconvertibleCount > 0 else { return nil }
            let count = column.unconvertibleCount
            return rule.finding(column.table, column.column,
                "\(counted(count, "value")) cannot become a UUID with printf('%012x', …) (\(column.unconvertibleExamples)); \(isKey ? "keys" : "references") must be integers from 0 to 2^48 − 1\(isKey ? ", never NULL" : "").",
                fix: "correct these rows before converting, or convert with --id-scheme random, which maps every old value to a fresh UUID.")
        }
    }
}
