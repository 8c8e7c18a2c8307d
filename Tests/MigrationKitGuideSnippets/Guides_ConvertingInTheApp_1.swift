// Guides/ConvertingInTheApp.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitSync
import Testing

enum Snippet_Guides_ConvertingInTheApp_1 {
    struct Logger { func info(_ message: String) {} }

    static func run() throws {
        var migrator = DatabaseMigrator()
        let logger = Logger()
        do {
            migrator.registerMigration("0003_uuid_keys") { db in
                let report = try Conversion.apply(in: db, options: ConversionOptions(orphans: .setNull))
                logger.info("converted \(report.convertedTables.sorted()), orphans cleared: \(report.orphansSetNull)")
            }
            let path = try GuideRun.database("app.sqlite", sql: """
                CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT);
                CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER REFERENCES lists(id), title TEXT);
                INSERT INTO lists VALUES (1, 'Groceries');
                INSERT INTO items VALUES (1, 1, 'Milk'), (2, 9, 'Eggs');
                """)
            try migrator.migrate(DatabaseQueue(path: path, configuration: GuideRun.configuration))
            #expect(try GuideRun.values(path, "SELECT typeof(listID) FROM items ORDER BY title") == ["null", "text"])
        }
    }
}
