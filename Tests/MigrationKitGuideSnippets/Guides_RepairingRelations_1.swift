// Guides/RepairingRelations.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitSync
import Testing

enum Snippet_Guides_RepairingRelations_1 {
    static func run() throws {
        var migrator = DatabaseMigrator()
        // The app of the page, converted at launch with the relation dismissed.
        let path = try GuideRun.database("app.sqlite", sql: """
            CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT);
            CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER, position INTEGER, title TEXT);
            INSERT INTO lists VALUES (1, 'Groceries'), (2, 'Chores'), (3, 'Trip');
            INSERT INTO items VALUES (1, 1, 1, 'Milk'), (2, 1, 2, 'Eggs'), (3, 3, 1, 'Passport'), (4, 2, 1, 'Vacuum');
            """)
        var dismissed = ConversionOptions()
        dismissed.notReferences = [ColumnPath(table: "items", column: "listID")]
        try GuideRun.convert(path, options: dismissed)
        do {
            migrator.registerMigration("0002_repair_items_listID") { db in
                var options = ConversionOptions()
                options.references = [ReferenceDeclaration(table: "items", column: "listID", parentTable: "lists")]
                // or: options.adopt(configuration.references)
                try Conversion.apply(in: db, options: options)
            }
            let dbQueue = try DatabaseQueue(path: path, configuration: GuideRun.configuration)
            try migrator.migrate(dbQueue)
            #expect(try GuideRun.values(path, "SELECT lists.title FROM items JOIN lists ON lists.id = items.listID ORDER BY items.id") == ["Groceries", "Groceries", "Trip", "Chores"])
            // On a device where the column was repaired already it changes nothing.
            migrator.registerMigration("0003_repair_again") { db in
                var options = ConversionOptions()
                options.references = [ReferenceDeclaration(table: "items", column: "listID", parentTable: "lists")]
                let report = try Conversion.apply(in: db, options: options)
                #expect(report.convertedTables.isEmpty)
            }
            try migrator.migrate(dbQueue)
        }
    }
}
