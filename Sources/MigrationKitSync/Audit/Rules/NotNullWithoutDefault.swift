import MigrationKitGRDB

extension SyncRule {
    package static let notNullWithoutDefault = SyncRule(
        id: "not-null-without-default", code: "MK011", severity: .warning, autoFixable: false,
        summary: "A NOT NULL column has no DEFAULT.",
        rationale: """
            A record made by an app version whose table lacks a column arrives with NULL in it. \
            A NOT NULL column without a default then refuses the row, and the record never \
            syncs ("Getting started with CloudKit": adding columns). Give the column \
            NOT NULL ON CONFLICT REPLACE DEFAULT (…), or let it be NULL.
            """,
        triggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL);"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL ON CONFLICT REPLACE DEFAULT '');"#,
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#,
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL, "a" INTEGER, "b" INTEGER NOT NULL GENERATED ALWAYS AS ("a" * 2));"#,
        ]
    ) { rule, input in
        input.tables.flatMap { table in
            table.columns.filter { $0.isNotNull && $0.defaultSQL == nil && $0.primaryKeyPosition == 0 && $0.generated == .no }.map { column in
                rule.finding(table.name, column.name,
                    "NOT NULL without a DEFAULT: a record from an app version without this column arrives with NULL and is refused.",
                    fix: "declare it NOT NULL ON CONFLICT REPLACE DEFAULT (…), or let it be NULL.")
            }
        }
    }
}
