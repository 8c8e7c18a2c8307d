// Guides/ConvertingInTheApp.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitSync

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
        }
    }
}
