import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// `MIGRATIONKIT_SQLITE_DEFAULTS=apple` reaches the tool's own connections: a migration the
/// tool applies sees recursive triggers on, as on Apple's SQLite; without it, the build's own
/// default (off on Linux, on on Apple platforms).
@Suite struct ToolSQLiteDefaultsTests {
    @Test(arguments: ["apple", ""])
    func theToolsConnectionsStartWithTheDefaultsAskedFor(defaults: String) throws {
        let directory = try TemporaryDirectory()
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: "CREATE TABLE t (x)")
        try directory.write("Migrations/0001_record.sql", """
            CREATE TABLE "seen" AS SELECT recursive_triggers AS setting FROM pragma_recursive_triggers;
            """)
        let result = try runTool(["migrate", "--db-path", db, "--migrations", directory.path("Migrations")],
                                 environment: ["MIGRATIONKIT_SQLITE_DEFAULTS": defaults])
        #expect(result.status == 0, "\(result)")
        #if canImport(Darwin)
        let expected = 1
        #else
        let expected = defaults == "apple" ? 1 : 0
        #endif
        #expect(try DatabaseQueue(path: db).read { try Int.fetchOne($0, sql: #"SELECT setting FROM "seen""#) } == expected)
    }
}
