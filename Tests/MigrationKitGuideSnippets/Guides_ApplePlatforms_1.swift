// Guides/ApplePlatforms.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import Testing

enum Snippet_Guides_ApplePlatforms_1 {
    static func run() throws {
        let path = try GuideRun.database("notes.sqlite", sql: """
            CREATE TABLE folders (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TABLE notes (id INTEGER PRIMARY KEY, folderID INTEGER REFERENCES folders(id), body TEXT NOT NULL, edits INTEGER NOT NULL DEFAULT 0);
            CREATE TRIGGER notes_touch AFTER UPDATE ON notes BEGIN UPDATE notes SET edits = edits + 1 WHERE id = NEW.id; END;
            INSERT INTO folders VALUES (1, 'Inbox');
            INSERT INTO notes (id, folderID, body) VALUES (1, 1, 'kept'), (2, 9, 'its folder was deleted');
            """)
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                // What every connection starts with on Apple's SQLite; here it is spelled out.
                try db.execute(sql: "PRAGMA recursive_triggers = ON")
                try db.registerUUIDFunction()
            }
            let dbQueue = try DatabaseQueue(path: path, configuration: configuration)
            var migrator = DatabaseMigrator()
            migrator.registerMigration("0001_uuid_keys") { db in
                var options = ConversionOptions(orphans: .setNull)
                // The room this app counts on: it empties its image cache first when space is short.
                options.freeSpace = .bytes(500_000_000)
                try Conversion.apply(in: db, options: options)
            }
            try migrator.migrate(dbQueue)
            #expect(try GuideRun.values(path, "SELECT edits FROM notes ORDER BY rowid") == ["0", "1"])
            #expect(try GuideRun.values(path, "SELECT folderID IS NULL FROM notes ORDER BY rowid") == ["0", "1"])
        }
    }
}
