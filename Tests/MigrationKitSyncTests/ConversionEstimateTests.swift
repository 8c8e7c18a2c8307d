import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
@testable import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// The estimate an app reads before converting (Conversion.estimate), against the size the file
/// really has after, and the refusal when the volume lacks the room it says.
@Suite struct ConversionEstimateTests {
    final class Box: @unchecked Sendable { var report: ConversionReport? }

    static func convert(_ queue: DatabaseQueue, options: ConversionOptions = .init(), seams: ConversionSeams = .init()) throws -> ConversionReport? {
        let box = Box()
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0000_app") { _ in }
        migrator.registerMigration("0001_uuid_keys") { db in box.report = try Conversion.apply(in: db, options: options, seams: seams) }
        try migrator.migrate(queue)
        return box.report
    }

    static func fileSize(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    }

    @Test(arguments: [ConversionOptions.IDScheme.salted, .random])
    func theSizeAfterIsWithinTenPercent(scheme: ConversionOptions.IDScheme) throws {
        let directory = try TemporaryDirectory()
        let path = try ConversionProgressTests.makeSample(directory, lists: 2_000)
        let queue = try ConversionProgressTests.queue(path)
        var options = ConversionOptions()
        options.idScheme = scheme
        let estimate = try queue.read { db in try Conversion.estimate(in: db, options: options) }
        #expect(estimate.rowsToCopy == 42_000)
        #expect(estimate.fileSize == (try Self.fileSize(path)))

        let report = try Self.convert(queue, options: options)
        // The report's, read once the migrator's bookkeeping table exists (a page or two more).
        #expect(report?.estimate.rowsToCopy == estimate.rowsToCopy)
        #expect(abs((report?.estimate.expectedFileSize ?? 0) - estimate.expectedFileSize) <= 2 * 4096)
        try queue.close()
        let after = try Self.fileSize(path)
        #expect(abs(Double(estimate.expectedFileSize - after)) / Double(after) < 0.10, "estimated \(estimate.expectedFileSize), measured \(after)")
        #expect(estimate.freeSpaceNeeded >= estimate.expectedFileSize - estimate.fileSize)
    }

    /// A column an app began to fill in a later version holds values only in a larger table's
    /// last rows: the estimate measures both ends, so it counts them (the first 10,000 rows
    /// alone would say there are none).
    @Test func valuesOnlyInTheLastRowsAreCounted() throws {
        func estimate(filledAfter first: Int) throws -> ConversionEstimate {
            let directory = try TemporaryDirectory()
            let path = directory.path("app.sqlite")
            try makeDatabase(at: path, sql: """
                CREATE TABLE lists (id INTEGER PRIMARY KEY);
                INSERT INTO lists VALUES (1);
                CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER REFERENCES lists(id) ON DELETE CASCADE);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30000)
                INSERT INTO items SELECT i, CASE WHEN i > \(first) THEN 1 END FROM n;
                """)
            return try ConversionProgressTests.queue(path).read { try Conversion.estimate(in: $0) }
        }
        let none = try estimate(filledAfter: 30_000), later = try estimate(filledAfter: 20_000)
        #expect(none.rowsToCopy == 30_001 && later.rowsToCopy == 30_001)
        // 10,000 references become 36-byte text.
        #expect(later.expectedFileSize - none.expectedFileSize > 250_000, "\(later.expectedFileSize) against \(none.expectedFileSize)")
    }

    @Test func chinookIsWithinTenPercent() throws {
        let sql = "../shared/real-schemas/chinook/Chinook_Sqlite.sql"
        let source = DocumentationPages.root.appendingPathComponent(sql).path
        guard FileManager.default.fileExists(atPath: source) else {
            print("skipped: \(sql) is absent (../shared is not beside this checkout)")
            return
        }
        let directory = try TemporaryDirectory()
        let path = directory.path("chinook.sqlite")
        try makeDatabase(at: path, sql: String(contentsOfFile: source, encoding: .utf8))
        let queue = try ConversionProgressTests.queue(path)
        let estimate = try queue.read { db in try Conversion.estimate(in: db) }
        _ = try Self.convert(queue)
        try queue.close()
        let after = try Self.fileSize(path)
        #expect(abs(Double(estimate.expectedFileSize - after)) / Double(after) < 0.10, "estimated \(estimate.expectedFileSize), measured \(after)")
    }

    /// A volume with less room than the estimate says: refused before anything is written, the
    /// file as it was; with room, it converts.
    @Test func aVolumeWithoutRoomIsRefusedBeforeAnythingIsWritten() throws {
        let directory = try TemporaryDirectory()
        let path = try ConversionProgressTests.makeSample(directory, lists: 200)
        let queue = try ConversionProgressTests.queue(path)
        var app = DatabaseMigrator()
        app.registerMigration("0000_app") { _ in }
        try app.migrate(queue)
        let before = fileBytes(path)
        let needed = try queue.read { db in try Conversion.estimate(in: db).freeSpaceNeeded }

        var options = ConversionOptions()
        options.freeSpace = .bytes(needed - 1)
        #expect(throws: ConversionError.notEnoughSpace(path: path, needed: needed, available: needed - 1)) {
            try Self.convert(queue, options: options)
        }
        #expect(fileBytes(path) == before)
        #expect("\(ConversionError.notEnoughSpace(path: "app.sqlite", needed: 156_135_424, available: 20_000_000))"
            == "cannot convert app.sqlite, so nothing was written: the conversion needs about 156.1 MB of free space (the file grows, and its journal holds the pages before), and its volume has 20.0 MB; free some space, or convert later.")

        options.freeSpace = .bytes(needed)
        #expect(try Self.convert(queue, options: options)?.convertedTables == ["items", "lists"])
    }

    /// What each choice of ``ConversionOptions/freeSpace`` hands the check: the volume's figure,
    /// the app's, or none.
    @Test func theAppChoosesHowFreeSpaceIsLearned() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("app.sqlite")
        let volume = try #require(ConversionOptions.FreeSpace.volume.available(onVolumeOf: path))
        #expect(volume > 0)
        #expect(ConversionOptions.FreeSpace.bytes(1_000).available(onVolumeOf: path) == 1_000)
        #expect(ConversionOptions.FreeSpace.unchecked.available(onVolumeOf: path) == nil)
    }

    // MARK: - What apply would refuse, as values

    static func sample(_ directory: TemporaryDirectory) throws -> String {
        let path = directory.path("lists.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
            CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER NOT NULL, title TEXT NOT NULL);
            INSERT INTO lists VALUES (1, 'Groceries'), (2, 'Chores');
            INSERT INTO items VALUES (1, 2, 'Vacuum'), (2, 1, 'Milk'), (3, 1, 'Eggs');
            """)
        return path
    }

    /// Without the answer, the estimate returns the refusal `apply` throws, reason for reason,
    /// and still weighs the tables; with the file's answer, nothing is refused and `apply`
    /// converts the relation.
    @Test func theEstimateReturnsTheRefusalsApplyThrows() throws {
        let directory = try TemporaryDirectory()
        let queue = try ConversionProgressTests.queue(try Self.sample(directory))
        let unanswered = try queue.read { db in try Conversion.estimate(in: db) }
        #expect(unanswered.refusals.map(\.refusal) == ["undeclared-reference"])
        #expect(unanswered.refusals.map(\.table) == ["items"])
        #expect(unanswered.rowsToCopy == 5)
        #expect(throws: ConversionError.refused(unanswered.refusals)) { try Self.convert(queue) }

        let answers = try AuditConfiguration.read(Data(#"{ "references": [ { "column": "items.listID", "parent": "lists" } ] }"#.utf8))
        let options = ConversionOptions(configuration: answers)
        let answered = try queue.read { db in try Conversion.estimate(in: db, options: options) }
        #expect(answered.refusals == [])
        #expect(answered.rowsToCopy == 5)
        let report = try Self.convert(queue, options: options)
        #expect(report?.estimate.refusals == [])
        #expect(try queue.read { db in try String.fetchAll(db, sql: "SELECT items.title || '/' || lists.title FROM items JOIN lists ON lists.id = items.listID ORDER BY items.id") }
            == ["Vacuum/Chores", "Milk/Groceries", "Eggs/Groceries"])
    }

    /// Orphans are data, too: a value, the same reasons as `apply`'s refusal.
    @Test func orphansAreARefusalTheEstimateReturns() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("orphans.sqlite")
        try makeDatabase(at: path, sql: """
            PRAGMA foreign_keys = OFF;
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            INSERT INTO grdb_migrations VALUES ('0000_app');
            CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
            CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER NOT NULL REFERENCES lists(id), title TEXT NOT NULL);
            INSERT INTO lists VALUES (1, 'Home');
            INSERT INTO items VALUES (1, 1, 'milk'), (2, 7, 'bread');
            """)
        let queue = try ConversionProgressTests.queue(path)
        let estimate = try queue.read { db in try Conversion.estimate(in: db) }
        #expect(estimate.refusals.map(\.message) == [#""items": 1 row references missing rows of "lists" through ("listID"); PRAGMA foreign_key_check("items") lists them."#])
        #expect(throws: ConversionError.refused(estimate.refusals)) { try Self.convert(queue) }
        #expect(try queue.read { db in try Conversion.estimate(in: db, options: ConversionOptions(orphans: .delete)) }.refusals == [])
    }

    /// A declaration that names nothing is no question about the data: thrown, by the estimate
    /// too, with the column as a value.
    @Test func aDeclarationThatNamesNothingIsThrown() throws {
        let directory = try TemporaryDirectory()
        let queue = try ConversionProgressTests.queue(try Self.sample(directory))
        let column = ColumnPath(table: "items", column: "lisID")
        let error = #expect(throws: ConversionError.invalidReference(column, declared: nil, reason: "there is no such column")) {
            try queue.read { db in try Conversion.estimate(in: db, options: ConversionOptions(notReferences: [column])) }
        }
        #expect(error?.description == #"the column "items"."lisID", declared no reference, cannot be declared: there is no such column."#)
        let reference = ReferenceDeclaration(table: "items", column: "listID", parentTable: "list")
        #expect(throws: ConversionError.invalidReference(ColumnPath(table: "items", column: "listID"), declared: reference, reason: #"there is no table "list""#)) {
            try queue.read { db in try Conversion.estimate(in: db, options: ConversionOptions(references: [reference])) }
        }
    }
}
