import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    package static let zeroPrefixKey = SyncRule(
        id: "zero-prefix-key", code: "MK105", severity: .warning, autoFixable: false,
        summary: "Text keys start with the zero prefix 00000000-0000-0000-0000- of a deterministic conversion.",
        rationale: """
            The deterministic scheme writes '00000000-0000-0000-0000-' || printf('%012x', id), \
            the same on every device: if two devices used the app before sync, both turn their \
            row 1 into 00000000-0000-0000-0000-000000000001. SQLiteData names a record \
            "<key>:<table>", so CloudKit takes two unrelated rows for one record and merges \
            them field by field, silently. The salted scheme, the default, gives each device and \
            table a random prefix instead. A warning: a database that only one device ever \
            wrote to is safe. Keys that a hand migration following the same pattern wrote count \
            too, in lowercase or uppercase; random UUIDs do not.
            """,
        triggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES ('00000000-0000-0000-0000-000000000001'), ('00000000-0000-0000-0000-00000000002a');"#,
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES ('00000000-0000-0000-0000-00000000002A'), ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2');"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2'), ('1c3d5e7f-0000-4000-8000-000000000001');"#,
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES ('00000000-0000-0000-0000-'), ('00000000-0000-0000-0000-00000000000g'), ('00000000-0000-0000-0001-000000000001');"#,
        ]
    ) { rule, input in
        input.statistics.columns.compactMap { column in
            guard column.role == .textKey, column.zeroPrefixKeys > 0 else { return nil }
            let keys = column.rows - column.nulls
            let (table, key) = (quoteIdentifier(column.table), quoteIdentifier(column.column))
            return rule.finding(column.table, column.column,
                "\(column.zeroPrefixKeys) of \(counted(keys, "key")) \(column.zeroPrefixKeys == 1 ? "has" : "have") the zero prefix \(ConversionSQL.zeroPrefix) of a deterministic conversion: another device that converted its own rows has the same keys for other rows, and CloudKit merges their records.",
                fix: "convert with --id-scheme salted (the default). For keys already converted, before each device's first sync, in one transaction with PRAGMA defer_foreign_keys = ON: UPDATE \(table) SET \(key) = '<random prefix, 8-4-4-4->' || substr(\(key), 25) WHERE substr(\(key), 1, 24) = '\(ConversionSQL.zeroPrefix)', and the same, with the same prefix, for every column that references it (references declared ON UPDATE CASCADE follow by themselves).")
        }
    }
}
