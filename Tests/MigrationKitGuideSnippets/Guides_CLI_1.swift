// Guides/CLI.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitCLI
import MigrationKitGRDB
import Testing

enum Snippet_Guides_CLI_1 {
    static func run() throws {
        let unicase = DatabaseCollation("unicase") { $0.lowercased() < $1.lowercased() ? .orderedAscending : $0.lowercased() > $1.lowercased() ? .orderedDescending : .orderedSame }
        do {
            let host = MigrationCLIHost(steps: .sqlFiles(defaultDirectory: "Migrations"), openDatabase: { options in
                let queue = try openDatabase(options)
                try queue.inDatabase { db in db.add(collation: unicase) }  // the app's own DatabaseCollation
                return queue
            })
            let path = try GuideRun.database("unicase.sqlite", collations: [unicase], sql: """
                CREATE TABLE lists (id INTEGER PRIMARY KEY, name TEXT COLLATE unicase); CREATE INDEX lists_name ON lists(name);
                INSERT INTO lists (name) VALUES ('Äpfel'), ('äpfel');
                """)
            let migrations = GuideRun.newFile("UnicaseConversion")
            #expect(GuideRun.migrationkit("generate", "--db-path", path, "--output", migrations, "--collation", "unicase") == 0)
            #expect(MigrationCLI.run(host: host, arguments: ["migrate", "--db-path", path, "--migrations", migrations]) == 0)
            #expect(try GuideRun.values(path, "SELECT typeof(id) FROM lists") == ["text", "text"])
        }
    }
}
