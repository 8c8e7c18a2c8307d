// Guides/CoreData.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitSync

enum Snippet_Guides_CoreData_1 {
    static func registerConversion(in migrator: inout DatabaseMigrator, model modelPath: String) {
        migrator.registerMigration("0001_uuid_keys") { db in
            let model = try CoreDataModel.read(path: modelPath)
            var options = ConversionOptions()
            options.dropUnique = true
            options.adopt(try model.answers(for: db))
            let report = try Conversion.apply(in: db, options: options)
            print(report.convertedTables.count, "tables converted")
        }
    }

    static func run() throws {
        do {
        }
    }
}
