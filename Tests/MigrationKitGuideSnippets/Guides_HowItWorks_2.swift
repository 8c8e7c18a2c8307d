// Guides/HowItWorks.md, its ```swift block number 2, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKit
import MigrationKitGRDB
import Testing
import MigrationKitCLI

enum Snippet_Guides_HowItWorks_2 {
    enum AppMigrationError: Error { case noLists }


    static func run() throws {
        let addFlagged = MigrationStep<Database>(identifier: "0001_add_flagged", apply: { _ in })
        let indexTagsTitle = MigrationStep<Database>(identifier: "0002_index_tags_title", apply: { _ in })
        do {
            let runner = try GRDBMigrationRunner(
                steps: [addFlagged, indexTagsTitle],
                integration: MigrationHostIntegration(
                    verifyPostMigration: { db in
                        let lists = try Int.fetchOne(db, sql: #"SELECT COUNT(*) FROM "remindersLists""#) ?? 0
                        guard lists > 0 else { throw AppMigrationError.noLists }
                    }),
                verifier: GRDBMigrationVerifier(requiredIndexes: [RequiredIndexSpec(table: "tags", index: "tags_title")]))
            // `hooksctl verify` below, on a copy of the sample whose lists are deleted: the closure fails.
            let path = try GuideRun.fixture("reminders.sqlite")
            try DatabaseQueue(path: path).write { db in try db.execute(sql: "DELETE FROM remindersTags; DELETE FROM reminders; DELETE FROM remindersLists") }
            #expect(MigrationCLI.run(host: MigrationCLIHost(runner: runner), arguments: ["verify", "--db-path", path]) == 1)
        }
    }
}
