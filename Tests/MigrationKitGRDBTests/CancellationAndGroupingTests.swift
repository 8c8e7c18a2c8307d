import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// `GRDBMigrationRunner.isCancelled` stops a step in the middle of a statement and rolls it
/// back; `singleTransaction` applies the pending steps together or not at all.
@Suite struct CancellationAndGroupingTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("app.sqlite")
        try makeDatabase(at: path, sql: "CREATE TABLE lists (id TEXT PRIMARY KEY NOT NULL)")
    }

    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }

    static let notes = MigrationStep<Database>(identifier: "0001_notes", apply: { db in
        try db.execute(sql: "CREATE TABLE notes (id TEXT PRIMARY KEY NOT NULL)")
    })

    /// A step that asks to be cancelled, then runs a statement long enough that SQLite's
    /// progress handler fires many times inside it: it must not finish.
    static func longStep(cancelling flag: Flag) -> MigrationStep<Database> {
        MigrationStep(identifier: "0002_numbers", apply: { db in
            try db.execute(sql: "CREATE TABLE numbers (n INTEGER)")
            flag.set()
            try db.execute(sql: "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000000) INSERT INTO numbers SELECT i FROM n")
        })
    }

    func tables() throws -> [String] {
        try DatabaseQueue(path: path).read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") }
    }

    func applied() throws -> [String] {
        try DatabaseQueue(path: path).read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
    }

    @Test func aCancelledStepIsInterruptedAndRolledBackTheOnesBeforeStay() throws {
        let flag = Flag()
        var runner = try GRDBMigrationRunner(steps: [Self.notes, Self.longStep(cancelling: flag)])
        runner.isCancelled = { flag.isSet }
        let queue = try openDatabase(DatabaseConnectionOptions(path: path, access: .readWrite))
        #expect(throws: MigrationKitError.cancelled(identifier: "0002_numbers")) { try runner.migrate(in: queue) }
        try queue.close()
        #expect(try applied() == ["0001_notes"])
        #expect(try tables() == ["grdb_migrations", "lists", "notes"])
        #expect(MigrationKitError.cancelled(identifier: "0002_numbers").description
            == #"cancelled while "0002_numbers" ran; it was rolled back, so nothing of it was written."#)
    }

    @Test func cancelledBeforeAnyStepChangesNothing() throws {
        var runner = try GRDBMigrationRunner(steps: [Self.notes])
        runner.isCancelled = { true }
        let queue = try openDatabase(DatabaseConnectionOptions(path: path, access: .readWrite))
        #expect(throws: MigrationKitError.cancelled(identifier: "0001_notes")) { try runner.migrate(in: queue) }
        try queue.close()
        #expect(try tables() == ["grdb_migrations", "lists"])
    }

    @Test func inOneTransactionACancelledStepTakesTheOnesBeforeWithIt() throws {
        let flag = Flag()
        var runner = try GRDBMigrationRunner(steps: [Self.notes, Self.longStep(cancelling: flag)])
        runner.singleTransaction = true
        runner.isCancelled = { flag.isSet }
        let queue = try openDatabase(DatabaseConnectionOptions(path: path, access: .readWrite))
        #expect(throws: MigrationKitError.cancelled(identifier: "0002_numbers")) { try runner.migrate(in: queue) }
        try queue.close()
        #expect(try applied() == [])
        #expect(try tables() == ["grdb_migrations", "lists"])
    }

    @Test func inOneTransactionAFailureKeepsNothing() throws {
        let broken = MigrationStep<Database>(identifier: "0002_broken", apply: { db in try db.execute(sql: "SELECT * FROM nowhere") })
        var runner = try GRDBMigrationRunner(steps: [Self.notes, broken])
        runner.singleTransaction = true
        let queue = try openDatabase(DatabaseConnectionOptions(path: path, access: .readWrite))
        #expect(throws: MigrationKitError.stepFailed(identifier: "0002_broken", direction: .apply, reason: "SQLite error 1: no such table: nowhere - while executing `SELECT * FROM nowhere`", statement: "SELECT * FROM nowhere")) {
            try runner.migrate(in: queue)
        }
        // Foreign keys are back on for the connection, as after GRDB's migrator.
        #expect(try queue.read { try Bool.fetchOne($0, sql: "PRAGMA foreign_keys") } == true)
        try queue.close()
        #expect(try applied() == [])
        #expect(try tables() == ["grdb_migrations", "lists"])
    }

    /// Together: both recorded in grdb_migrations as GRDB's migrator records them, the foreign
    /// keys checked before commit, and a step already applied left alone.
    @Test func inOneTransactionEveryStepIsRecorded() throws {
        let items = MigrationStep<Database>(identifier: "0002_items", apply: { db in
            try db.execute(sql: "CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL, listID TEXT REFERENCES lists(id)); INSERT INTO lists VALUES ('a'); INSERT INTO items VALUES ('i', 'a')")
        })
        var runner = try GRDBMigrationRunner(steps: [Self.notes, items])
        runner.singleTransaction = true
        let queue = try openDatabase(DatabaseConnectionOptions(path: path, access: .readWrite))
        #expect(try runner.migrate(in: queue, upTo: "0001_notes") == ["0001_notes"])
        #expect(try runner.migrate(in: queue) == ["0002_items"])
        #expect(try runner.migrationStatus(in: queue).map(\.state) == [.applied, .applied])
        try queue.close()
        #expect(try applied() == ["0001_notes", "0002_items"])

        // An orphan left by a step rolls every step of the group back.
        let orphan = MigrationStep<Database>(identifier: "0003_orphan", apply: { db in try db.execute(sql: "INSERT INTO items VALUES ('j', 'missing')") })
        let tags = MigrationStep<Database>(identifier: "0004_tags", apply: { db in try db.execute(sql: "CREATE TABLE tags (id TEXT PRIMARY KEY NOT NULL)") })
        var more = try GRDBMigrationRunner(steps: [Self.notes, items, tags, orphan].sorted { $0.identifier < $1.identifier })
        more.singleTransaction = true
        let again = try openDatabase(DatabaseConnectionOptions(path: path, access: .readWrite))
        #expect(throws: (any Error).self) { try more.migrate(in: again) }
        try again.close()
        #expect(try applied() == ["0001_notes", "0002_items"])
        #expect(try !tables().contains("tags"))
    }
}
