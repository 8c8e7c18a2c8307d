// Guides/ConvertingInTheApp.md, its ```swift block number 3, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitSync
import Testing

enum Snippet_Guides_ConvertingInTheApp_3 {
    static func showProgressScreen() {}

    static func run() throws {
        let dbQueue = try DatabaseQueue(path: GuideRun.fixture("reminders.sqlite"), configuration: GuideRun.configuration)
        do {
            let estimate = try dbQueue.read { db in try Conversion.estimate(in: db) }
            if estimate.rowsToCopy > 100_000 { showProgressScreen() }
            print(estimate.rowsToCopy, estimate.fileSize, estimate.expectedFileSize, estimate.freeSpaceNeeded)
            #expect(estimate.rowsToCopy == 23 && estimate.expectedFileSize > estimate.fileSize)
        }
    }
}
