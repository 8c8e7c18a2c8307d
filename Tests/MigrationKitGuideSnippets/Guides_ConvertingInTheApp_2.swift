// Guides/ConvertingInTheApp.md, its ```swift block number 2, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitSync
import Testing

enum Snippet_Guides_ConvertingInTheApp_2 {
    struct StopConverting: Error {}


    static func registerConversion(in migrator: inout DatabaseMigrator, shouldStop: @escaping @Sendable () -> Bool) {
        migrator.registerMigration("0001_uuid_keys") { db in
            var options = ConversionOptions()
            options.progress = { progress in
                print(progress.table, progress.completedRows, "of", progress.totalRows, progress.fractionCompleted)
                if shouldStop() { throw StopConverting() }
            }
            let report = try Conversion.apply(in: db, options: options)
            print(report.convertedTables.sorted())
        }
    }

    static func run() throws {
        do {
            let path = try GuideRun.fixture("reminders.sqlite")
            var stopped = DatabaseMigrator()
            registerConversion(in: &stopped, shouldStop: { true })
            #expect(throws: StopConverting.self) { try stopped.migrate(DatabaseQueue(path: path, configuration: GuideRun.configuration)) }
            #expect(try GuideRun.values(path, "SELECT DISTINCT typeof(id) FROM reminders") == ["integer"])
            var migrator = DatabaseMigrator()
            registerConversion(in: &migrator, shouldStop: { false })
            try migrator.migrate(DatabaseQueue(path: path, configuration: GuideRun.configuration))
            #expect(try GuideRun.values(path, "SELECT DISTINCT typeof(id) FROM reminders") == ["text"])
        }
    }
}
