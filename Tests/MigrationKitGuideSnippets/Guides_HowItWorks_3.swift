// Guides/HowItWorks.md, its ```swift block number 3, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitGRDB
import Testing

enum Snippet_Guides_HowItWorks_3 {
    static func run() throws {
        do {
            var config = Configuration()
            config.prepareDatabase { db in try db.registerUUIDFunction() }
            #expect(try DatabaseQueue(configuration: config).read { try String.fetchOne($0, sql: "SELECT uuid()") }?.count == 36)
        }
    }
}
