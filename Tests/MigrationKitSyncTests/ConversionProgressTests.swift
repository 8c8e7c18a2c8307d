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

    /// Converts `queue` in a migration, with `options` reporting every `interval`: what it
    /// reported.
    static func convertReporting(_ queue: DatabaseQueue, interval: Double = 0, options: ConversionOptions = .init()) throws -> [ConversionProgress] {
        let reports = Reports()
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_uuid_keys") { db in
            var options = options
            options.progress = { reports.add($0) }
            try Conversion.apply(in: db, options: options, seams: ConversionSeams(progressInterval: interval))
        }
        try migrator.migrate(queue)
        return reports.all
    }

    @Test func progressNeverGoesBackAndEndsAtOne() throws {
        let directory = try TemporaryDirectory()
        let queue = try Self.queue(try Self.makeSample(directory))
        let reports = try Self.convertReporting(queue)

        let all = reports
        #expect(all.count > 10, "reports inside the copies, not only between statements")
        Self.expectDocumentedRelations(all, totalRows: 42_000)
        #expect(all.last == ConversionProgress(phase: .finished, table: "lists", completedRows: 42_000, totalRows: 42_000, fractionCompleted: 1))
        // Inside the copy of items, rows are counted before the copy ends.
        #expect(all.contains { $0.phase == .copying && $0.table == "items" && $0.completedRows > 2_000 && $0.completedRows < 42_000 })
    }

    /// What ConversionProgress documents of its values, report after report: phases forward,
    /// every one met; nothing counted while checking; the fraction never back, 1 once, last;
    /// the rows never back, all copied only once the copy is over.
    static func expectDocumentedRelations(_ all: [ConversionProgress], totalRows: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let pairs = Array(zip(all, all.dropFirst()))
        #expect(all.first?.phase == .checking, sourceLocation: sourceLocation)
        #expect(pairs.allSatisfy { $0.phase <= $1.phase }, "phases in order: \(all.map(\.phase))", sourceLocation: sourceLocation)
        #expect(Set(all.map(\.phase)) == Set(ConversionProgress.Phase.allCases), sourceLocation: sourceLocation)
        #expect(all.filter { $0.phase == .checking }.allSatisfy { $0.totalRows == 0 && $0.completedRows == 0 && $0.fractionCompleted == 0 }, sourceLocation: sourceLocation)
        #expect(all.filter { $0.phase > .checking }.allSatisfy { $0.totalRows == totalRows }, sourceLocation: sourceLocation)
        #expect(pairs.allSatisfy { $0.fractionCompleted <= $1.fractionCompleted && $0.completedRows <= $1.completedRows }, sourceLocation: sourceLocation)
        #expect(all.filter { $0.fractionCompleted == 1 }.count == 1 && all.last?.fractionCompleted == 1 && all.last?.phase == .finished, sourceLocation: sourceLocation)
        #expect(all.filter { $0.completedRows == $0.totalRows && $0.totalRows > 0 }.allSatisfy { $0.phase >= .indexing }, sourceLocation: sourceLocation)
        #expect(all.filter { $0.phase >= .indexing }.allSatisfy { $0.completedRows == totalRows }, sourceLocation: sourceLocation)
    }

    /// The first report comes as apply starts, before anything is counted, and reports go on
    /// while it reads, plans and rehearses (SQLite's progress handler on the database and on the
    /// rehearsal's copy): at every tick with the tests' interval of 0.
    @Test func reportsStartWithApplyAndGoOnWhileChecking() throws {
        let directory = try TemporaryDirectory()
        let queue = try Self.queue(try Self.makeSample(directory, lists: 200))
        let reports = try Self.convertReporting(queue)
        let all = reports
        #expect(all.first == ConversionProgress(phase: .checking, table: "", completedRows: 0, totalRows: 0, fractionCompleted: 0))
        #expect(all.filter { $0.phase == .checking }.count > 20, "reports while reading, planning and rehearsing: \(all.filter { $0.phase == .checking }.count)")
        Self.expectDocumentedRelations(all, totalRows: 4_200)
    }

    /// The rehearsal runs on a connection of its own: SQLite's progress handler ticks there too
    /// (on 150 tables its renames run thousands of instructions), and an error from a report
    /// interrupts it.
    @Test func theRehearsalTicksAndCanBeStopped() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            for index in 1...150 {
                try db.execute(sql: "CREATE TABLE t\(index) (id INTEGER PRIMARY KEY, parentID INTEGER REFERENCES t\(max(index - 1, 1))(id))")
            }
        }
        try queue.read { db in
            let plans = try Conversion.propose(for: db, schema: SchemaIntrospector.read(db), options: ConversionOptions()).plans
            let reports = Reports()
            let counting = ProgressTracker(observer: ProgressObserver(call: { reports.add($0) }), interval: 0)
            try Conversion.rehearse(plans, onSchemaOf: db, ticking: counting) { _ in }
            #expect(reports.all.count > 10, "\(reports.all.count) ticks")

            let stopping = ProgressTracker(observer: ProgressObserver(call: { _ in throw StopConverting() }), interval: 0)
            #expect(throws: ConversionError.self) { try Conversion.rehearse(plans, onSchemaOf: db, ticking: stopping) { _ in } }
            #expect(stopping.failure is StopConverting)
        }
    }

    /// Whatever the interval, the first report is the start's and the last the end's: with
    /// one longer than the conversion, they are the only two.
    @Test func theFirstReportIsTheStartsWhateverTheInterval() throws {
        let directory = try TemporaryDirectory()
        let queue = try Self.queue(try Self.makeSample(directory, lists: 20))
        let reports = try Self.convertReporting(queue, interval: 24 * 3600)
        #expect(reports == [
            ConversionProgress(phase: .checking, table: "", completedRows: 0, totalRows: 0, fractionCompleted: 0),
            ConversionProgress(phase: .finished, table: "lists", completedRows: 420, totalRows: 420, fractionCompleted: 1),
        ])
    }

    /// Two groups of tables, two plans: the first group's indexes and checks run between the
    /// two copies, and still the phases only go forward.
    @Test func phasesGoForwardOverSeveralPlans() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("two.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
            CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER NOT NULL REFERENCES lists(id) ON DELETE CASCADE, title TEXT);
            CREATE INDEX itemsByList ON items(listID);
            CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);
            CREATE INDEX notesByBody ON notes(body);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
            INSERT INTO lists SELECT i, 'list ' || i FROM n;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
            INSERT INTO items SELECT i, (i - 1) / 10 + 1, 'item ' || i FROM n;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
            INSERT INTO notes SELECT i, 'note ' || i FROM n;
            """)
        let queue = try Self.queue(path)
        #expect(try queue.read { db in try Conversion.propose(for: db, schema: SchemaIntrospector.read(db), options: ConversionOptions()).plans.count } == 2)
        let reports = try Self.convertReporting(queue)
        #expect(try queue.read { db in try String.fetchAll(db, sql: "SELECT DISTINCT typeof(id) FROM notes UNION SELECT DISTINCT typeof(id) FROM items") } == ["text"])
        Self.expectDocumentedRelations(reports, totalRows: 5_300)
    }

    /// An error thrown from any report of the checking phase stops the conversion with that
    /// error, whatever SQLite was doing (reading the statistics, rehearsing on its own copy),
    /// and nothing is written.
    @Test func anErrorFromAnyCheckingReportStopsTheConversion() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.makeSample(directory, lists: 20)
        let queue = try Self.queue(path)
        var app = DatabaseMigrator()
        app.registerMigration("0000_app") { _ in }
        try app.migrate(queue)
        let before = try contentDump(atPath: path)

        func convert(stoppingAt stop: Int?) throws -> [ConversionProgress] {
            let reports = Reports()
            var migrator = DatabaseMigrator()
            migrator.registerMigration("0000_app") { _ in }
            migrator.registerMigration("0001_uuid_keys") { db in
                var options = ConversionOptions()
                options.progress = { progress in
                    reports.add(progress)
                    if reports.all.count == stop { throw StopConverting() }
                }
                try Conversion.apply(in: db, options: options, seams: ConversionSeams(progressInterval: 0))
            }
            if stop == nil {
                // Counted on a copy: the database itself stays unconverted for the stops.
                let copy = directory.path("count.sqlite")
                try FileManager.default.copyItem(atPath: path, toPath: copy)
                try migrator.migrate(try Self.queue(copy))
            } else {
                #expect(throws: StopConverting.self, "stopped at report \(stop!)") { try migrator.migrate(queue) }
            }
            return reports.all
        }
        let checking = try convert(stoppingAt: nil).filter { $0.phase == .checking }.count
        #expect(checking > 10)
        for stop in 1...checking {
            let reports = try convert(stoppingAt: stop)
            #expect(reports.count == stop && reports.allSatisfy { $0.phase == .checking })
        }
        #expect(try contentDump(atPath: path) == before)
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
            options.progress = { progress in
                reports.add(progress)
                // Midway through the largest table's copy.
                if progress.table == "items", progress.completedRows > 2_000 + 10_000 { throw StopConverting() }
            }
            try Conversion.apply(in: db, options: options, seams: ConversionSeams(progressInterval: 0))
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
            let during = try ConversionStatement.withConversionPragmas(db, cacheSize: 2 << 20) {
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
