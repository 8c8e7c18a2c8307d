import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
@testable import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Progress and cancellation of the app's conversion (ConversionOptions.progress): reports
/// that never go back and end at 1, and an error thrown from one that stops the conversion in
/// the middle of a table's copy, the migrator's rollback leaving the data as it was.
@Suite struct ConversionProgressTests {
    struct StopConverting: Error {}

    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [ConversionProgress] = []
        func add(_ value: ConversionProgress) { lock.withLock { values.append(value) } }
        var all: [ConversionProgress] { lock.withLock { values } }
    }

    /// Lists of 20 items each, so that "items" is the largest table by far.
    static func makeSample(_ directory: TemporaryDirectory, lists: Int = 2_000) throws -> String {
        let path = directory.path("lists.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
            CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER NOT NULL REFERENCES lists(id) ON DELETE CASCADE, title TEXT, done INTEGER NOT NULL DEFAULT 0);
            CREATE INDEX itemsByList ON items(listID);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(lists))
            INSERT INTO lists SELECT i, 'list ' || i FROM n;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(lists * 20))
            INSERT INTO items SELECT i, (i - 1) / 20 + 1, 'item ' || i, i % 2 FROM n;
            """)
        return path
    }

    static func queue(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    @Test func progressNeverGoesBackAndEndsAtOne() throws {
        let directory = try TemporaryDirectory()
        let queue = try Self.queue(try Self.makeSample(directory))
        let reports = Reports()
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_uuid_keys") { db in
            var options = ConversionOptions()
            options.progressInterval = 0
            options.progress = { reports.add($0) }
            try Conversion.apply(in: db, options: options)
        }
        try migrator.migrate(queue)

        let all = reports.all
        #expect(all.count > 10, "reports inside the copies, not only between statements")
        #expect(all.allSatisfy { $0.totalRows == 42_000 })
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.fractionCompleted <= $1.fractionCompleted && $0.completedRows <= $1.completedRows })
        #expect(all.first?.fractionCompleted == 0)
        #expect(all.last == ConversionProgress(table: "lists", completedRows: 42_000, totalRows: 42_000, fractionCompleted: 1))
        #expect(all.dropLast().allSatisfy { $0.fractionCompleted < 1 })
        // Inside the copy of items, rows are counted before the copy ends.
        #expect(all.contains { $0.table == "items" && $0.completedRows > 2_000 && $0.completedRows < 42_000 })
    }

    @Test func anErrorFromProgressStopsTheConversionMidwayAndNothingChanges() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.makeSample(directory)
        let queue = try Self.queue(path)
        // The app's own migrator has run before: grdb_migrations exists.
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0000_app") { _ in }
        try migrator.migrate(queue)
        let before = try contentDump(atPath: path)

        let reports = Reports()
        migrator.registerMigration("0001_uuid_keys") { db in
            var options = ConversionOptions()
            options.progressInterval = 0
            options.progress = { progress in
                reports.add(progress)
                // Midway through the largest table's copy.
                if progress.table == "items", progress.completedRows > 2_000 + 10_000 { throw StopConverting() }
            }
            try Conversion.apply(in: db, options: options)
        }
        #expect(throws: StopConverting.self) { try migrator.migrate(queue) }
        let last = try #require(reports.all.last)
        #expect(last.table == "items" && last.completedRows < 42_000 && last.fractionCompleted < 0.5)
        try queue.close()

        #expect(try contentDump(atPath: path) == before)
        let reopened = try Self.queue(path)
        #expect(try reopened.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") } == ["ok"])
        #expect(try reopened.read { db in try Bool.fetchOne(db, sql: "PRAGMA legacy_alter_table") } == false)

        // A later run converts.
        var again = DatabaseMigrator()
        again.registerMigration("0000_app") { _ in }
        again.registerMigration("0001_uuid_keys") { db in try Conversion.apply(in: db) }
        try again.migrate(reopened)
        #expect(try reopened.read { db in try String.fetchAll(db, sql: "SELECT DISTINCT typeof(id) FROM items") } == ["text"])
        #expect(try reopened.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM items JOIN lists ON lists.id = items.listID") } == 40_000)
    }
}

/// The page cache the app chooses (ConversionOptions.cacheSize): SQLite gets it while the steps
/// run, and the connection's own comes back after.
@Suite struct ConversionCacheSizeTests {
    @Test func theStepsRunWithTheCacheChosenAndTheConnectionsComesBack() throws {
        let queue = try DatabaseQueue()
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA cache_size = -1234")
            let during = try ConversionFile.withConversionPragmas(db, cacheSize: 2 << 20) {
                try Int.fetchOne(db, sql: "PRAGMA cache_size")
            }
            #expect(during == -2048)
            #expect(try Int.fetchOne(db, sql: "PRAGMA cache_size") == -1234)
        }
    }

    @Test func aSmallCacheConvertsTheSame() throws {
        let directory = try TemporaryDirectory()
        let path = try ConversionProgressTests.makeSample(directory, lists: 200)
        let queue = try ConversionProgressTests.queue(path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_uuid_keys") { db in
            var options = ConversionOptions()
            options.cacheSize = 1 << 20
            let report = try Conversion.apply(in: db, options: options)
            #expect(report.rows == ["lists": 200, "items": 4_000])
        }
        try migrator.migrate(queue)
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") } == -2000)
    }
}

/// A conversion file run by the runner says how far it has got: the runner's progress carries a
/// fraction that never goes back and moves inside the copies.
@Suite struct ConversionFileProgressTests {
    final class Fractions: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Double?] = []
        func add(_ value: Double?) { lock.withLock { values.append(value) } }
        var all: [Double?] { lock.withLock { values } }
    }

    @Test func theRunnerReportsTheFilesFraction() throws {
        let directory = try TemporaryDirectory()
        let path = try ConversionProgressTests.makeSample(directory)
        let queue = try ConversionProgressTests.queue(path)
        let text = try queue.read { db in
            try Conversion.propose(for: db, schema: SchemaIntrospector.read(db), options: ConversionOptions()).plans[0].sqlFile(identifier: "0001_convert")
        }
        var runner = try GRDBMigrationRunner(steps: [
            SQLMigrationFiles.step(identifier: "0001_convert", sourceFile: "0001_convert.sql", text: text, kinds: [.conversion]),
        ])
        let fractions = Fractions()
        runner.progressInterval = 0
        runner.progress = { fractions.add($0.fractionCompleted) }
        try runner.migrate(in: queue)

        // The report when the step starts carries no fraction yet; every one after does.
        #expect(fractions.all.first == .some(nil))
        let all = fractions.all.compactMap { $0 }
        #expect(all.count == fractions.all.count - 1, "every report after the start carries a fraction")
        #expect(all.last == 1)
        #expect(zip(all, all.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(all.contains { $0 > 0.1 && $0 < 0.5 }, "inside the copy of items: \(all)")
        #expect(try queue.read { db in try String.fetchAll(db, sql: "SELECT DISTINCT typeof(id) FROM items") } == ["text"])
    }
}
