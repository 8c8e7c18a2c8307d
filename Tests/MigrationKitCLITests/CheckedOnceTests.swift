import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Each guarantee of the conversion is checked once, where it is cheap (issue 26), and still
/// stops the conversion when it is broken. The data's side (orphans, keys out of range) is in
/// ConversionRefusalTests and OrphanPolicyTests; here, what breaks as the file runs: the
/// prefixes drawn on the device, and the keys an app's uuid() makes. Each case rolls back and
/// leaves the file as it was.
@Suite struct CheckedOnceTests {
    let directory: TemporaryDirectory
    let db: String
    let migrations: String

    init() throws {
        directory = try TemporaryDirectory()
        db = directory.path("app.sqlite")
        migrations = directory.path("Migrations")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT);
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE);
            INSERT INTO "lists" VALUES (1, 'a'), (2, 'b');
            INSERT INTO "items" VALUES (1, 1), (2, NULL), (3, 2);
            """)
    }

    /// An earlier migration puts `trigger` on the table of key prefixes, which the conversion
    /// fills as it runs; migrate fails `check`, and the conversion's tables are as they were.
    func expectRefused(trigger: String, check: String, scheme: [String] = []) throws {
        #expect(run(["generate", "--db-path", db, "--output", migrations] + scheme).status == 0)
        try directory.write("Migrations/0000_first.sql", """
            CREATE TABLE "migrationkit_key_prefixes" ("table" TEXT PRIMARY KEY NOT NULL COLLATE NOCASE, "prefix" TEXT NOT NULL, "column" TEXT NOT NULL);
            \(trigger)
            """)
        let before = try DatabaseQueue(path: db).read { try String.fetchAll($0, sql: #"SELECT quote(id) || quote(listID) FROM "items""#) }
        let result = run(["migrate", "--db-path", db, "--migrations", migrations])
        #expect(result == CommandResult(status: 2, output: "", error: #"error: migration "0001_convert_items_and_1_more" failed a check and was rolled back: "# + check + "\n"))
        #expect(try DatabaseQueue(path: db).read { try String.fetchAll($0, sql: #"SELECT quote(id) || quote(listID) FROM "items""#) } == before)
    }

    /// Two tables' keys drawn with one prefix would make one key space: the mapping would not be
    /// one-to-one across tables, and a sync engine would see two records as one.
    @Test func aPrefixDrawnTwiceIsRefused() throws {
        try expectRefused(
            trigger: #"""
                CREATE TRIGGER "same" AFTER INSERT ON "migrationkit_key_prefixes" BEGIN
                  UPDATE "migrationkit_key_prefixes" SET "prefix" = 'aaaaaaaa-aaaa-8aaa-8aaa-' WHERE "table" = NEW."table";
                END;
                """#,
            check: #"the prefix drawn for "items" is the prefix of "items" only"#)
    }

    /// A prefix gone before the copies read it: the keys of "lists" would be NULL (their
    /// column's ON CONFLICT REPLACE then draws uuid()), and every reference to them NULL.
    @Test func aPrefixMissingLosesNoReference() throws {
        try expectRefused(
            trigger: #"""
                CREATE TRIGGER "gone" AFTER INSERT ON "migrationkit_key_prefixes" WHEN NEW."table" = 'lists' BEGIN
                  DELETE FROM "migrationkit_key_prefixes" WHERE "table" = 'lists';
                END;
                """#,
            check: #"in "items", its rows are all there, none of its references ("listID") was lost"#)
    }

    /// Converts with the random scheme on a connection whose uuid() is the app's `uuid`, and
    /// returns the error; the items are as they were.
    func convertWithRandomKeys(uuid: @escaping @Sendable () -> String) throws -> MigrationKitError? {
        #expect(run(["generate", "--db-path", db, "--output", migrations, "--id-scheme", "random"]).status == 0)
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            db.add(function: DatabaseFunction("uuid", argumentCount: 0, pure: false) { _ in uuid() })
        }
        let queue = try DatabaseQueue(path: db, configuration: configuration)
        let runner = try GRDBMigrationRunner(steps: SQLMigrationFiles.steps(in: migrations, kinds: [.conversion]))
        let error = #expect(throws: MigrationKitError.self) { try runner.migrate(in: queue) }
        #expect(try queue.read { try String.fetchAll($0, sql: #"SELECT typeof(id) FROM "items""#) } == ["integer", "integer", "integer"])
        return error
    }

    /// Keys the app's uuid() makes (the random scheme) are checked row by row: an uppercase
    /// uuid() is refused.
    @Test func uppercaseKeysFromAnAppsUUIDAreRefused() throws {
        let counter = Counter()
        let error = try convertWithRandomKeys { "0F0F0F0F-0F0F-4F0F-8F0F-" + String(format: "%012X", counter.next()) }
        guard case .checkFailed(let identifier, let check, _)? = error else {
            Issue.record("not a failed check: \(String(describing: error))")
            return
        }
        #expect(identifier == "0001_convert_items_and_1_more")
        #expect(check == #"in "items", its rows are all there, its keys are lowercase text of 36 characters, none of its references ("listID") was lost"#)
    }

    /// A uuid() that repeats itself would make two rows one: the primary key's unique index
    /// refuses the copy.
    @Test func aRepeatingUUIDMakesNoTwoRowsOne() throws {
        let error = try convertWithRandomKeys { "0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f" }
        guard case .stepFailed(_, _, let reason, _)? = error else {
            Issue.record("not a failed step: \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("SQLite error 19: UNIQUE constraint failed: migrationkit_new_"), "\(reason)")
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.withLock { value += 1; return value } }
    }
}
