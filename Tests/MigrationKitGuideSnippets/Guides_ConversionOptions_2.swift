// Guides/ConversionOptions.md, its ```swift block number 2, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitGRDB
import Testing

enum Snippet_Guides_ConversionOptions_2 {
    static func run() throws {
        let path = try GuideRun.converted("reminders.sqlite")
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { db in try db.registerUUIDFunction() }
            let dbQueue = try DatabaseQueue(path: path, configuration: configuration)
            try dbQueue.write { db in try db.execute(sql: "INSERT INTO tags (title) VALUES ('errands')") }
            #expect(try GuideRun.values(path, "SELECT id = lower(id) AND length(id) = 36 FROM tags WHERE title = 'errands'") == ["1"])
        }
    }
}
