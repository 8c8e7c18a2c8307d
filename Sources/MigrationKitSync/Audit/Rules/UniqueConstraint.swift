import MigrationKitGRDB

extension SyncRule {
    package static let uniqueConstraint = SyncRule(
        id: "unique-constraint", code: "MK005", severity: .error, autoFixable: false,
        summary: "A UNIQUE constraint or unique index other than the primary key.",
        rationale: """
            Two devices can each create a row with the same value; when they sync, the \
            constraint fails and neither row can be dropped without losing data. SQLiteData's \
            SyncEngine refuses such tables ("Uniqueness constraints are not supported for \
            synchronized tables"). The conversion turns them into plain indexes only when asked \
            (--drop-unique): the app must then live without the guarantee.
            """,
        triggeringExamples: [
            #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL UNIQUE);"#,
            #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL); CREATE UNIQUE INDEX "tags_title" ON "tags" ("title");"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL); CREATE INDEX "tags_title" ON "tags" ("title");"#,
        ]
    ) { rule, input in
        input.tables.flatMap { table in
            table.indexes.filter { $0.isUnique && $0.origin != .primaryKey }.map { index in
                let terms = index.columns.map { $0.map(quoteIdentifier) ?? "<expression>" }.joined(separator: ", ")
                let what = index.origin == .uniqueConstraint
                    ? "a UNIQUE constraint on (\(terms))"
                    : "the unique index \(quoteIdentifier(index.name)) on (\(terms))"
                let column = index.columns.count == 1 ? index.columns[0] : nil
                return rule.finding(
                    table.name, column,
                    "\(what): two devices can create the same value, and sync cannot keep both rows.",
                    fix: "drop it, or run migrationkit generate --drop-unique to keep it as a plain index.")
            }
        }
    }
}
