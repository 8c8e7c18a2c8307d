// Guides/ConversionOptions.md, its ```swift block number 3, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import Foundation
import GRDB
import MigrationKitSync

enum Snippet_Guides_ConversionOptions_3 {
    static func run() throws {
        var migrator = DatabaseMigrator()
        let configurationURL = URL(fileURLWithPath: ".migrationkit.json")
        do {
            migrator.registerMigration("0001_uuid_keys") { db in
                let configuration = try AuditConfiguration.read(Data(contentsOf: configurationURL))
                var options = ConversionOptions()
                options.adopt(configuration.references)
                let report = try Conversion.apply(in: db, options: options)
            }
        }
    }
}
