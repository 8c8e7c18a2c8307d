import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// A step's precheck holds inside the transaction that applies it: a conversion relies on it (it
/// checks foreign keys on the integer keys, before the copy, and not on the text keys after).
/// The runner checks the first step before changing anything, and again inside its transaction
/// only when another connection committed in between (`PRAGMA data_version`); every later step
/// at the start of its own transaction.
@Suite struct PrecheckTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("app.sqlite")
        try makeDatabase(at: path, sql: #"PRAGMA journal_mode = WAL; CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT); INSERT INTO "lists" VALUES (1, 'a');"#)
    }

    /// Counts the precheck's calls; `between` runs after the first one.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var between: (() throws -> Void)?
        func called() throws {
            let first = lock.withLock { count += 1; return count == 1 }
            if first { try between?() }
        }
        var total: Int { lock.withLock { count } }
    }

    /// A step that requires every list's id to be positive, and adds a list.
    func step(_ identifier: String, calls: Calls) -> MigrationStep<Database> {
        MigrationStep(
            identifier: identifier,
            precheck: { db in
                try calls.called()
                return try Bool.fetchOne(db, sql: #"SELECT NOT EXISTS (SELECT 1 FROM "lists" WHERE "id" <= 0)"#) == true
                    ? [] : [#"every id of "lists" is positive"#]
            },
            apply: { db in try db.execute(sql: #"INSERT INTO "lists" ("title") VALUES ('added')"#) })
    }

    @Test func nothingCommittedInBetweenChecksOnce() throws {
        let calls = Calls()
        let queue = try DatabasePool(path: path)
        try GRDBMigrationRunner(steps: [step("0001_add", calls: calls)]).migrate(in: queue)
        #expect(calls.total == 1)
    }

    /// Another connection commits a row that breaks the precheck after the read-only check and
    /// before the transaction: the check runs again inside it and rolls the step back.
    @Test func aCommitInBetweenIsCheckedAgainInsideTheTransaction() throws {
        let calls = Calls()
        calls.between = { [path] in
            // WAL: another connection commits while the check's read is open.
            let other = try DatabaseQueue(path: path)
            try other.write { try $0.execute(sql: #"INSERT INTO "lists" VALUES (-1, 'late')"#) }
            try other.close()
        }
        let queue = try DatabasePool(path: path)
        #expect(throws: MigrationKitError.checkFailed(identifier: "0001_add", check: #"every id of "lists" is positive"#)) {
            try GRDBMigrationRunner(steps: [step("0001_add", calls: calls)]).migrate(in: queue)
        }
        #expect(calls.total == 2)
        #expect(try queue.read { try Int.fetchOne($0, sql: #"SELECT count(*) FROM "lists""#) } == 2)
        #expect(try queue.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") } == [])
    }

    /// A later step's precheck sees the steps ahead of it: it runs inside its own transaction.
    @Test func aLaterStepIsCheckedInsideItsTransaction() throws {
        let first = MigrationStep<Database>(identifier: "0001_negative") { db in
            try db.execute(sql: #"INSERT INTO "lists" VALUES (-1, 'made by an earlier step')"#)
        }
        let calls = Calls()
        let queue = try DatabaseQueue(path: path)
        #expect(throws: MigrationKitError.checkFailed(identifier: "0002_add", check: #"every id of "lists" is positive"#)) {
            try GRDBMigrationRunner(steps: [first, step("0002_add", calls: calls)]).migrate(in: queue)
        }
        #expect(calls.total == 1)
        #expect(try queue.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") } == ["0001_negative"])
    }
}
