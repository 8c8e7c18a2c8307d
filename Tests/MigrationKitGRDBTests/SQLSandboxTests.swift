import Foundation
import GRDB
@testable import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// The in-memory database `diff` runs untrusted SQL in: SQLite's own defences are the ones in
/// force, what builds a schema runs, and the copy it is read from holds what the script built.
@Suite struct SQLSandboxTests {
    /// The authorizer that denies is the sandbox's own (GRDB, which installs one on every
    /// connection it opens, never opens this one): only it names the pragma it denied.
    @Test func itsAuthorizerIsTheOneInForce() throws {
        let sandbox = try SQLSandbox()
        #expect(sandbox.isDefensive != false)
        let failure = try #require(throws: SQLSandbox.Failure.self) {
            try sandbox.run("CREATE TABLE a(x);\nPRAGMA writable_schema = 1;", firstLine: 10)
        }
        #expect(failure == SQLSandbox.Failure(line: 11, statement: "PRAGMA", denied: "PRAGMA writable_schema", message: "not authorized"))
        for statement in ["ATTACH ':memory:' AS x", "DETACH main", "VACUUM", "SELECT load_extension('x')", "PRAGMA trusted_schema = ON", "PRAGMA mmap_size = 1"] {
            #expect(throws: SQLSandbox.Failure.self, "\(statement)") { try sandbox.run(statement) }
        }
    }

    /// On a SQLite built without a function the sandbox denies (Apple's has no
    /// load_extension()), SQLite's "no such function" becomes the refusal the authorizer gives
    /// where the function exists; any other failure stays SQLite's.
    @Test func aDeniedFunctionTheBuildLacksIsRefusedInTheSameWords() {
        #expect(SQLSandbox.deniedFunction(missingIn: "no such function: load_extension") == "load_extension()")
        #expect(SQLSandbox.deniedFunction(missingIn: "no such function: LOAD_EXTENSION") == "load_extension()")
        #expect(SQLSandbox.deniedFunction(missingIn: "no such function: upper2") == nil)
        #expect(SQLSandbox.deniedFunction(missingIn: "no such table: load_extension") == nil)
    }

    /// A statement that fails for another reason is located the same way, with SQLite's words.
    @Test func otherFailuresAreLocated() throws {
        let sandbox = try SQLSandbox()
        let failure = try #require(throws: SQLSandbox.Failure.self) {
            try sandbox.run("-- a comment\nCREATE TABLE a(x);\n\n  INSERT INTO missing VALUES (1);")
        }
        #expect(failure == SQLSandbox.Failure(line: 4, statement: "INSERT", denied: nil, message: "no such table: missing"))
    }

    /// The copy holds the schema and rows the script made, `uuid()` defaults included, and the
    /// copy of an empty sandbox is empty.
    @Test func theCopyHoldsWhatTheScriptBuilt() throws {
        let sandbox = try SQLSandbox()
        #expect(try sandbox.copy().read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master") } == [])
        try sandbox.run("""
            CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL DEFAULT (uuid()), "title" TEXT);
            CREATE INDEX "byTitle" ON "lists"("title");
            INSERT INTO "lists" ("title") VALUES ('a'), ('b');
            PRAGMA user_version = 7;
            """)
        let copy = try sandbox.copy()
        #expect(try copy.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master ORDER BY name") } == ["byTitle", "lists", "sqlite_autoindex_lists_1"])
        #expect(try copy.read { try Int.fetchOne($0, sql: "SELECT count(DISTINCT id) FROM lists WHERE length(id) = 36") } == 2)
        #expect(try copy.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == 7)
    }
}
