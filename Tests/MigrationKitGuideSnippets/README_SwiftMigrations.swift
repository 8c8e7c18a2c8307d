// README.md, its ```swift block number 2, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKit
import MigrationKitGRDB

enum Snippet_SwiftMigrations {
    static func run() throws {
        let path = GuideRun.path
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
        }
    }
}
