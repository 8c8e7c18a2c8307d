// Guides/RepairingRelations.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitSync

enum Snippet_Guides_RepairingRelations_1 {
    static func run() throws {
        var migrator = DatabaseMigrator()
        do {
            migrator.registerMigration("0002_repair_items_listID") { db in
                var options = ConversionOptions()
                options.references = [ReferenceDeclaration(table: "items", column: "listID", parentTable: "lists")]
                // or: options.adopt(configuration.references)
                try Conversion.apply(in: db, options: options)
            }
        }
    }
}
