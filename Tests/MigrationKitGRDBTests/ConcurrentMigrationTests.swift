import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// Two processes migrating one file at once: each step is applied once, and a run reports only
/// what it applied itself.
@Suite struct ConcurrentMigrationTests {
    /// Regression: two `migrate` runs at once both said they had applied the step that only one
    /// of them applied. The window: the migrator reads what is applied, then waits for the write
    /// lock while the other process commits the same step.
    @Test func aStepAnotherProcessAppliedMeanwhileIsNotClaimed() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("app.sqlite")
        try makeDatabase(at: path, sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        let runner = try GRDBMigrationRunner(steps: [
            MigrationStep(identifier: "0001_items", apply: { db in try db.execute(sql: "CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL)") }),
            MigrationStep(identifier: "0002_tags", apply: { db in try db.execute(sql: "CREATE TABLE tags (id TEXT PRIMARY KEY NOT NULL)") }),
        ])

        // The other process applies 0001 and holds the write lock, not yet committed, until this
        // one waits for the lock, after it read 0001 as pending.
        let other = try DatabaseQueue(path: path)
        let holding = DispatchSemaphore(value: 0), commit = DispatchSemaphore(value: 0), committed = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var waits = 0; var error: Error? }
        let box = Box()
        let otherProcess = Thread {
            do {
                try other.write { db in
                    try db.execute(sql: """
                        CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL);
                        INSERT INTO grdb_migrations (identifier) VALUES ('0001_items');
                        """)
                    holding.signal()
                    commit.wait()
                }
            } catch {
                box.error = error
            }
            committed.signal()
        }
        otherProcess.start()
        holding.wait()
        var configuration = Configuration()
        // The first time this connection waits for the lock, the other commits; the busy
        // handler returns once it has, and SQLite asks for the lock again.
        configuration.busyMode = .callback { _ in
            box.waits += 1
            if box.waits == 1 {
                commit.signal()
                committed.wait()
            }
            return true
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        let run = try runner.migrateReporting(in: queue, upTo: "0002_tags")
        #expect(box.error == nil)
        #expect(box.waits >= 1)
        #expect(run == GRDBMigrationRunner.MigrationRun(applied: ["0002_tags"], appliedElsewhere: ["0001_items"]))
        #expect(try queue.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") } == ["0001_items", "0002_tags"])
    }
}
