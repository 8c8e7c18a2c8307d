// Guides/ConversionOptions.md, its ```swift block number 4, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import Foundation
import GRDB
import Testing
import MigrationKitSync

enum Snippet_Guides_ConversionOptions_4 {
    static func run() throws {
        var migrator = DatabaseMigrator()
        let path = try GuideRun.database("notes.sqlite", sql: "CREATE TABLE notes (id TEXT PRIMARY KEY NOT NULL, body TEXT); INSERT INTO notes VALUES ('1C3D5E7F-0000-4000-8000-000000000001', 'uppercase'), (X'2C3D5E7F000040008000000000000002', 'blob');")
        do {
            migrator.registerMigration("0002_lowercase_keys") { db in
                var options = ConversionOptions()
                options.keyRepresentations = KeyRepresentations(.lowercaseText)  // the default; or per table: tables: ["notes": .uppercaseText]
                try Conversion.apply(in: db, options: options)
            }
            try migrator.migrate(DatabaseQueue(path: path, configuration: GuideRun.configuration))
            #expect(try GuideRun.values(path, "SELECT id FROM notes ORDER BY body") == ["2c3d5e7f-0000-4000-8000-000000000002", "1c3d5e7f-0000-4000-8000-000000000001"])
        }
    }
}
