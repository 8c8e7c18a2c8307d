// Guides/HowItWorks.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKit
import MigrationKitGRDB
import Testing

enum Snippet_Guides_HowItWorks_1 {
    static func run() throws {
        let path = try GuideRun.fixture("reminders.sqlite")
        do {
            let addFlagged = MigrationStep<Database>(
                identifier: "0001_add_flagged",
                apply: { db in
                    try db.execute(sql: #"ALTER TABLE "reminders" ADD COLUMN "isFlagged" INTEGER NOT NULL DEFAULT 0"#)
                },
                rollback: { db in
                    try db.execute(sql: #"ALTER TABLE "reminders" DROP COLUMN "isFlagged""#)
                })

            let indexTagsTitle = MigrationStep<Database>(
                identifier: "0002_index_tags_title",
                checksum: "v1",
                apply: { db in try db.execute(sql: #"CREATE INDEX "tags_title" ON "tags"("title")"#) },
                rollback: { db in try db.execute(sql: #"DROP INDEX "tags_title""#) })

            let runner = try GRDBMigrationRunner(steps: [addFlagged, indexTagsTitle])
            let dbQueue = try openDatabase(
                DatabaseConnectionOptions(path: path, access: .readWriteCreate))
            try runner.migrate(in: dbQueue)   // returns ["0001_add_flagged", "0002_index_tags_title"]
            #expect(try GuideRun.values(path, "SELECT name FROM sqlite_master WHERE name = 'tags_title'") == ["tags_title"])
            #expect(try runner.migrate(in: dbQueue) == [])
        }
    }
}
