// README.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import Testing
import MigrationKitTestSupport

enum Snippet_README_1 {
    static func run() throws {
        let path = try GuideRun.fixture("reminders.sqlite")
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { db in try db.registerUUIDFunction() }
            let dbQueue = try DatabaseQueue(path: path, configuration: configuration)
            var migrator = DatabaseMigrator()
            migrator.registerMigration("0001_uuid_keys") { db in
                let report = try Conversion.apply(in: db, options: ConversionOptions())
                print(report.convertedTables.sorted())
            }
            try migrator.migrate(dbQueue)
            let titles = try dbQueue.read { db in try String.fetchAll(db, Table("tags").select(Column("title"))) }
            #expect(titles.sorted() == ["someday", "urgent", "weekend"])
            // Every row, key and reference carried: the same oracle as the command line's conversions.
            #expect(try ConversionComparison(before: Fixtures.path("reminders.sqlite"), after: path).differences() == [])
        }
    }
}
