// Guides/ConvertingInTheApp.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import Testing

enum Snippet_Guides_ConvertingInTheApp_1 {
    final class Screens: @unchecked Sendable {
        private let lock = NSLock()
        private var shown: [LaunchScreen] = []
        func add(_ screen: LaunchScreen) { lock.withLock { shown.append(screen) } }
        var progress: [ConversionProgress] { lock.withLock { shown.compactMap { screen in if case .converting(let progress) = screen { progress } else { nil } } } }
        var refusals: [String] { lock.withLock { shown.flatMap { screen -> [String] in if case .cannotConvert(let reasons) = screen { reasons.map(\.refusal) } else { [] } } } }
    }

    /// What the launch screen shows while the database is made ready.
    enum LaunchScreen: Sendable {
        /// How far the conversion has got: `progress.phase` is `.checking` (nothing written yet;
        /// show an indeterminate indicator), `.copying`, `.indexing`, `.verifying`, `.finished`.
        case converting(ConversionProgress)
        /// What the conversion would refuse on this device's data, table by table: nothing was
        /// written. Report it; a release whose .migrationkit.json answers it converts.
        case cannotConvert([RefusalReason])
        /// The volume lacks the room the conversion needs: nothing was written; try again later.
        case needsFreeSpace(bytes: Int)
    }


    struct StopConverting: Error {}


    static func openDatabase(at path: String, configurationFile: URL,
                      show: @escaping @Sendable (LaunchScreen) -> Void,
                      shouldStop: @escaping @Sendable () -> Bool) throws -> DatabaseQueue? {
        // The app's database, its keys converted on the first launch that can; nil when this
        // launch left it as it was (the screen said why).
        var configuration = Configuration()
        // The converted keys' DEFAULT (uuid()) needs it on every connection.
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        let dbQueue = try DatabaseQueue(path: path, configuration: configuration)

        // The team's answers and settings, read as `migrationkit generate` reads them.
        var options = ConversionOptions(configuration: try AuditConfiguration.read(Data(contentsOf: configurationFile)))
        options.progress = { progress in
            show(.converting(progress))
            // Stops within 200 ms: `migrate` throws it, and the migrator's rollback leaves the
            // file as it was, to convert at a later launch.
            if shouldStop() { throw StopConverting() }
        }

        var migrator = DatabaseMigrator()
        // (the app's own migrations, registered before)
        migrator.registerMigration("0003_uuid_keys") { [options] db in
            try Conversion.apply(in: db, options: options)
        }

        if try !dbQueue.read(migrator.hasCompletedMigrations) {
            // Before converting: what it would refuse here, and what it takes.
            let estimate = try dbQueue.read { db in try Conversion.estimate(in: db, options: options) }
            guard estimate.refusals.isEmpty else {
                show(.cannotConvert(estimate.refusals))
                return nil
            }
            print("converting \(estimate.rowsToCopy) rows; \(estimate.freeSpaceNeeded) bytes free needed")
        }
        do {
            try migrator.migrate(dbQueue)
        } catch ConversionError.notEnoughSpace(_, let needed, _) {
            show(.needsFreeSpace(bytes: needed))
            return nil
        }
        return dbQueue
    }

    static func run() throws {
        do {
            let path = try GuideRun.fixture("reminders.sqlite")
            let file = URL(fileURLWithPath: try GuideRun.file(".migrationkit.json", #"{ "syncedTables": ["remindersLists", "reminders", "tags", "remindersTags"] }"#))
            // Stopped: the file as it was.
            #expect(throws: StopConverting.self) { try openDatabase(at: path, configurationFile: file, show: { _ in }, shouldStop: { true }) }
            #expect(try GuideRun.values(path, "SELECT DISTINCT typeof(id) FROM reminders") == ["integer"])
            // Converted, every phase shown in order, the last one finished.
            let screens = Screens()
            #expect(try openDatabase(at: path, configurationFile: file, show: { screens.add($0) }, shouldStop: { false }) != nil)
            #expect(try GuideRun.values(path, "SELECT DISTINCT typeof(id) FROM reminders") == ["text"])
            #expect(screens.progress.map(\.phase) == screens.progress.map(\.phase).sorted())
            #expect(screens.progress.first?.phase == .checking && screens.progress.last?.phase == .finished && screens.progress.last?.completedRows == 23)
            // The next launch has nothing to convert.
            #expect(try openDatabase(at: path, configurationFile: file, show: { _ in }, shouldStop: { true }) != nil)
            // A relation the configuration does not answer: shown, and nothing written.
            let other = try GuideRun.database("other.sqlite", sql: """
                CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT);
                CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER, title TEXT);
                INSERT INTO lists VALUES (1, 'Groceries');
                INSERT INTO items VALUES (1, 1, 'Milk');
                """)
            let refused = Screens()
            let unanswered = URL(fileURLWithPath: try GuideRun.file("other.json", "{}"))
            #expect(try openDatabase(at: other, configurationFile: unanswered, show: { refused.add($0) }, shouldStop: { false }) == nil)
            #expect(refused.refusals == ["undeclared-reference"])
            #expect(try GuideRun.values(other, "SELECT typeof(listID) FROM items") == ["integer"])
        }
    }
}
