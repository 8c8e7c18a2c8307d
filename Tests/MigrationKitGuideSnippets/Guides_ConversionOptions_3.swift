// Guides/ConversionOptions.md, its ```swift block number 3, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import Foundation
import GRDB
import MigrationKitSync
import Testing

enum Snippet_Guides_ConversionOptions_3 {
    static func run() throws {
        var migrator = DatabaseMigrator()
        let configurationURL = URL(fileURLWithPath: try GuideRun.file(".migrationkit.json", #"{ "references": [{ "column": "items.listID", "parent": "lists" }] }"#))
        do {
            migrator.registerMigration("0001_uuid_keys") { db in
                let configuration = try AuditConfiguration.read(Data(contentsOf: configurationURL))
                let report = try Conversion.apply(in: db, options: ConversionOptions(configuration: configuration))
            }
            let path = try GuideRun.database("app.sqlite", sql: """
                CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT);
                CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER, title TEXT);
                INSERT INTO lists VALUES (1, 'Groceries'), (2, 'Chores');
                INSERT INTO items VALUES (1, 2, 'Vacuum'), (2, 1, 'Milk');
                """)
            try migrator.migrate(DatabaseQueue(path: path, configuration: GuideRun.configuration))
            // The answer made items.listID a reference: converted with its parent, every item still in its list.
            #expect(try GuideRun.values(path, "SELECT typeof(listID) || ' ' || lists.title FROM items JOIN lists ON lists.id = items.listID ORDER BY items.title") == ["text Groceries", "text Chores"])
        }
    }
}
