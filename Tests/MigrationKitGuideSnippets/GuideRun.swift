import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// What a guide's code leaves to the app, when a test runs it: the database it opens.
enum GuideRun {
    nonisolated(unsafe) static var path = "reminders.sqlite"
}

/// Guides' code run as the page shows it (the files beside this one), on real databases.
@Suite(.serialized) struct GuideRunTests {
    /// README.md, "The conversion in your app": the page's migrator converts the sample, and
    /// every key is then UUID text.
    @Test func theReadmesInAppConversionRuns() throws {
        let directory = try TemporaryDirectory()
        GuideRun.path = try directory.copyFixture("reminders.sqlite")
        try Snippet_InAppConversion.run()
        let dbQueue = try DatabaseQueue(path: GuideRun.path)
        for table in ["reminders", "remindersLists", "remindersTags", "tags"] {
            #expect(try dbQueue.read { try String.fetchAll($0, sql: "SELECT typeof(id) FROM \(table) GROUP BY 1") } == ["text"], "\(table)")
        }
    }

    /// README.md, "Migrations in Swift": the page's runner creates its table in a new file.
    @Test func theReadmesSwiftMigrationsRun() throws {
        let directory = try TemporaryDirectory()
        GuideRun.path = directory.path("items.sqlite")
        try Snippet_SwiftMigrations.run()
        #expect(try DatabaseQueue(path: GuideRun.path).read { try $0.tableExists("items") })
    }

    /// Guides/Models.md, "A record and its versions": the store opens at version 3 and takes
    /// the page's row.
    @Test func theVersionedModelRuns() throws {
        let directory = try TemporaryDirectory()
        GuideRun.path = directory.path("todo.sqlite")
        try Snippet_VersionedModel.run()
        #expect(try DatabaseQueue(path: GuideRun.path).read { try String.fetchAll($0, sql: #"SELECT "body" FROM "TodoItem""#) } == ["fourth"])
    }

    /// Guides/ConvertingInTheApp.md, "Using the converted tables from your app (GRDB)": on
    /// the sample converted in an app's migration with the default (salted) scheme, the page's
    /// records find list 1 by its old id, insert a draft, update, upsert and delete by key.
    @Test func theGRDBWalkthroughRunsOnTheDefaultScheme() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.copyFixture("reminders.sqlite")
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        let dbQueue = try DatabaseQueue(path: path, configuration: configuration)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_uuid_keys") { db in _ = try Conversion.apply(in: db, options: ConversionOptions()) }
        try migrator.migrate(dbQueue)
        let before = try dbQueue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM reminders") }
        try dbQueue.close()

        GuideRun.path = path
        try Snippet_GRDBWalkthrough.run()

        let after = try DatabaseQueue(path: path)
        #expect(try after.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM reminders") } == before)
        // Every key still one format: lowercase UUID text.
        #expect(try after.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM reminders WHERE typeof(id) <> 'text' OR id <> lower(id)") } == 0)
    }
}
