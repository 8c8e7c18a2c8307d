// Guides/CLI.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitCLI
import MigrationKitGRDB

enum Snippet_Guides_CLI_1 {
    static func run() throws {
        let unicase = DatabaseCollation("unicase") { $0.lowercased() < $1.lowercased() ? .orderedAscending : $0.lowercased() > $1.lowercased() ? .orderedDescending : .orderedSame }
        do {
            let host = MigrationCLIHost(steps: .sqlFiles(defaultDirectory: "Migrations"), openDatabase: { options in
                let queue = try openDatabase(options)
                try queue.inDatabase { db in db.add(collation: unicase) }  // the app's own DatabaseCollation
                return queue
            })
        }
    }
}
