// README.md, its ```swift block number 3, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKit
import MigrationKitGRDB
import Testing

enum Snippet_README_3 {
    static func run() throws {
        let path = GuideRun.newFile("items.sqlite")
        do {
            let runner = try GRDBMigrationRunner(steps: [
                MigrationStep<Database>(
                    identifier: "0001_create_items",
                    apply: { db in
                        try db.execute(sql: #"CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()))"#)
                    },
                    rollback: { db in try db.execute(sql: #"DROP TABLE "items""#) }),
            ])

            var config = Configuration()
            config.prepareDatabase { db in try db.registerUUIDFunction() }  // uuid(): lowercase v4
            let dbQueue = try DatabaseQueue(path: path, configuration: config)
            try runner.migrate(in: dbQueue)
            try dbQueue.write { db in try db.execute(sql: #"INSERT INTO "items" DEFAULT VALUES"#) }
            #expect(try GuideRun.values(path, #"SELECT "id" = lower("id") AND length("id") = 36 FROM "items""#) == ["1"])
        }
    }
}
