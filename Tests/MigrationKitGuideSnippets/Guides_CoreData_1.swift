// Guides/CoreData.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitSync
import Testing
import MigrationKitTestSupport

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
            var migrator = DatabaseMigrator()
            registerConversion(in: &migrator, model: Fixtures.path("CoreData/bear.xcdatamodel"))
            let path = try GuideRun.database("Bear.sqlite", sql: Fixtures.text("CoreData/bear.sql"))
            let dbQueue = try DatabaseQueue(path: path, configuration: GuideRun.configuration)
            try migrator.migrate(dbQueue)
            #expect(try GuideRun.values(path, "SELECT count(*) FROM Z_5TAGS JOIN ZSFNOTE ON ZSFNOTE.Z_PK = Z_5TAGS.Z_5NOTES JOIN ZSFNOTETAG ON ZSFNOTETAG.Z_PK = Z_5TAGS.Z_13TAGS") == ["323"])
            #expect(try GuideRun.values(path, "SELECT DISTINCT typeof(Z_PK) FROM ZSFNOTE") == ["text"])
        }
    }
}
