// README.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitGRDB
import MigrationKitSync

enum Snippet_InAppConversion {
    static func run() throws {
        let path = GuideRun.path
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
        }
    }
}
