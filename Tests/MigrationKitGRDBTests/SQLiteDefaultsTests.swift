import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// The settings the tests' connections start with: Linux's SQLite defaults, or Apple's where
/// they are in force, on a Mac or emulated (`MIGRATIONKIT_SQLITE_DEFAULTS=apple swift test`,
/// the suite's second run in CI). If this fails, the second run tests nothing it claims to.
@Suite struct SQLiteDefaultsTests {
    @Test func connectionsStartAsTheSQLiteTheyStandFor() throws {
        let directory = try TemporaryDirectory()
        let queue = try DatabaseQueue(path: directory.path("new.sqlite"))
        #expect(try queue.read { try Bool.fetchOne($0, sql: "PRAGMA recursive_triggers") } == appleSQLiteDefaults)

        let made = directory.path("made.sqlite")
        try makeDatabase(at: made, sql: "CREATE TABLE t (x)")
        #expect(try DatabaseQueue(path: made).read { try Int.fetchOne($0, sql: "PRAGMA auto_vacuum") } == (appleSQLiteDefaults ? 1 : 0))
    }

    /// Opening a database writes nothing, emulated or not: an empty file read stays empty, as
    /// `audit` of an empty file leaves it (Guides/HostileInputs.md).
    @Test func openingWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("empty.sqlite", "")
        let queue = try DatabaseQueue(path: path)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM sqlite_master") } == 0)
        try queue.close()
        #expect(fileBytes(path) == Data())
    }
}
