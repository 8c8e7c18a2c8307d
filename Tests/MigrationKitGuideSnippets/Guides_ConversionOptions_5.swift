// Guides/ConversionOptions.md, its ```swift block number 5, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import MigrationKitSync
import GRDB
import MigrationKit
import MigrationKitGRDB
import Testing

extension MigrationStep where Database == GRDB.Database {
    // The file above, its text written by generate for a copy of the sample.
    static func m0001_convert_reminders_and_3_more() throws -> MigrationStep<GRDB.Database> {
        try SQLMigrationFiles.step(identifier: "0001_convert_reminders_and_3_more", sourceFile: #fileID, text: GuideRun.generated("reminders.sqlite", "0001_convert_reminders_and_3_more.sql"), kinds: [.conversion])
    }
}

enum Snippet_Guides_ConversionOptions_5 {
    enum AppMigrations { static let all: [MigrationStep<Database>] = [] }

    static func run() throws {
        let path = try GuideRun.fixture("reminders.sqlite")
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { db in try db.registerUUIDFunction() }
            let dbQueue = try DatabaseQueue(path: path, configuration: configuration)

            let runner = try GRDBMigrationRunner(steps: AppMigrations.all + [
                try MigrationStep<Database>.m0001_convert_reminders_and_3_more(),
            ])
            try runner.migrate(in: dbQueue)
            #expect(try GuideRun.values(path, "SELECT DISTINCT typeof(id) FROM reminders") == ["text"])
        }
    }
}
