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
        try writeEarlierMigration(trigger: trigger)
        let before = try DatabaseQueue(path: db).read { try String.fetchAll($0, sql: #"SELECT quote(id) || quote(listID) FROM "items""#) }
        let result = run(["migrate", "--db-path", db, "--migrations", migrations])
        #expect(result == CommandResult(status: 2, output: "", error: #"error: migration "0001_convert_items_and_1_more" failed a check and was rolled back: "# + check + "\n"))
        #expect(try DatabaseQueue(path: db).read { try String.fetchAll($0, sql: #"SELECT quote(id) || quote(listID) FROM "items""#) } == before)
    }

    /// The migration before the conversion: the table of key prefixes, with `trigger` on it.
    func writeEarlierMigration(trigger: String) throws {
        try directory.write("Migrations/0000_first.sql", """
            CREATE TABLE "migrationkit_key_prefixes" ("table" TEXT PRIMARY KEY NOT NULL COLLATE NOCASE, "prefix" TEXT NOT NULL, "column" TEXT NOT NULL);
            \(trigger)
            """)
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

    /// A NOT NULL reference is not counted (its rows counted are its values counted): a
    /// reference lost in the copy fails the column's NOT NULL, and the step rolls back.
    @Test func aNotNullReferenceLostFailsItsConstraint() throws {
        try DatabaseQueue(path: db).write { db in
            try db.execute(sql: #"CREATE TABLE "tasks" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL REFERENCES "lists"("id") ON DELETE CASCADE)"#)
            try db.execute(sql: #"INSERT INTO "tasks" VALUES (1, 1), (2, 2)"#)
        }
        #expect(run(["generate", "--db-path", db, "--output", migrations]).status == 0)
        let file = try String(contentsOfFile: "\(migrations)/0001_convert_items_and_2_more.sql", encoding: .utf8)
        #expect(file.contains(#"'items', 'listID', count("listID")"#))
        #expect(!file.contains(#"'tasks', 'listID'"#))
        try writeEarlierMigration(trigger: #"""
            CREATE TRIGGER "gone" AFTER INSERT ON "migrationkit_key_prefixes" WHEN NEW."table" = 'lists' BEGIN
              DELETE FROM "migrationkit_key_prefixes" WHERE "table" = 'lists';
            END;
            """#)
        let result = run(["migrate", "--db-path", db, "--migrations", migrations])
        #expect(result.status == 2)
        #expect(result.error.contains(#"migration "0001_convert_items_and_2_more" failed and was rolled back: SQLite error 19: NOT NULL constraint failed: migrationkit_new_"#), "\(result)")
        #expect(result.error.contains(".listID"), "\(result)")
        #expect(try DatabaseQueue(path: db).read { try String.fetchAll($0, sql: #"SELECT quote(listID) FROM "tasks""#) } == ["1", "2"])
    }

    /// Converts with `scheme` (the random one unless told) on a connection whose uuid() is the
    /// app's `uuid`, and returns the error; the items are as they were.
    func convertWithAppsUUID(scheme: [String] = ["--id-scheme", "random"], uuid: @escaping @Sendable () -> String) throws -> MigrationKitError? {
        #expect(run(["generate", "--db-path", db, "--output", migrations] + scheme).status == 0)
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
        let error = try convertWithAppsUUID { "0F0F0F0F-0F0F-4F0F-8F0F-" + String(format: "%012X", counter.next()) }
        guard case .checkFailed(let identifier, let check, _)? = error else {
            Issue.record("not a failed check: \(String(describing: error))")
            return
        }
        #expect(identifier == "0001_convert_items_and_1_more")
        #expect(check == #"in "items", its rows are all there, its keys are lowercase text of 36 characters, none of its references ("listID") was lost"#)
    }

    /// A table that gets a key takes it from its rowid by printf, except where the rowid is out
    /// of printf's range (below 0, or 2^48 and above): those keys are drawn from uuid(), found
    /// by their rowids without a scan, and checked; an app's uppercase uuid() is refused on
    /// either side of the range.
    @Test(arguments: [-5, 281_474_976_710_656])
    func uppercaseKeysDrawnForRowidsOutOfRangeAreRefused(rowid: Int) throws {
        try DatabaseQueue(path: db).write { db in
            try db.execute(sql: #"CREATE TABLE "notes" ("listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE, "body" TEXT)"#)
            try db.execute(sql: #"INSERT INTO "notes" (rowid, "listID", "body") VALUES (1, 1, 'a'), (?, 2, 'b')"#, arguments: [rowid])
        }
        let error = try convertWithAppsUUID(scheme: []) { "0F0F0F0F-0F0F-4F0F-8F0F-0F0F0F0F0F0F" }
        guard case .checkFailed(_, let check, _)? = error else {
            Issue.record("not a failed check: \(String(describing: error))")
            return
        }
        #expect(check == #"in "notes", its rows are all there, its keys drawn by uuid() are lowercase text of 36 characters, none of its references ("listID") was lost"#)
        #expect(try DatabaseQueue(path: db).read { try String.fetchAll($0, sql: #"SELECT typeof("listID") FROM "notes""#) } == ["integer", "integer"])
    }

    /// A uuid() that repeats itself would make two rows one: the primary key's unique index
    /// refuses the copy.
    @Test func aRepeatingUUIDMakesNoTwoRowsOne() throws {
        let error = try convertWithAppsUUID { "0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f" }
        guard case .stepFailed(_, _, let reason, _)? = error else {
            Issue.record("not a failed step: \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("SQLite error 19: UNIQUE constraint failed: migrationkit_new_"), "\(reason)")
    }

    /// Shapes where a foreign key does not follow from the integers' (found in review): a column
    /// that references two converted parents, or a converted parent and a non-key column; a
    /// table keyed by a parent's non-key column, or by a parent left out; a reference to a
    /// converted non-key column. Their foreign keys are checked after the copy, which refuses.
    @Test(arguments: [
        ("a column referencing two parents", #"CREATE TABLE a (id INTEGER PRIMARY KEY); CREATE TABLE b (id INTEGER PRIMARY KEY); CREATE TABLE c (id INTEGER PRIMARY KEY, x INTEGER REFERENCES a(id) ON DELETE CASCADE, FOREIGN KEY (x) REFERENCES b(id)); INSERT INTO a VALUES (1); INSERT INTO b VALUES (1); INSERT INTO c VALUES (1, 1);"#, [String]()),
        ("a parent and a non-key column", #"CREATE TABLE a (id INTEGER PRIMARY KEY); CREATE TABLE n (code TEXT PRIMARY KEY NOT NULL, num INTEGER UNIQUE); CREATE TABLE c (id INTEGER PRIMARY KEY, x INTEGER REFERENCES a(id) ON DELETE CASCADE, FOREIGN KEY (x) REFERENCES n(num)); INSERT INTO a VALUES (1); INSERT INTO n VALUES ('k', 1); INSERT INTO c VALUES (1, 1);"#, []),
        ("keyed by a non-key column", #"CREATE TABLE p (code TEXT PRIMARY KEY NOT NULL, num INTEGER UNIQUE); CREATE TABLE c (id INTEGER PRIMARY KEY REFERENCES p(num) ON DELETE CASCADE, v TEXT); INSERT INTO p VALUES ('k', 1); INSERT INTO c VALUES (1, 'v');"#, []),
        ("keyed by a parent left out", #"CREATE TABLE p (id INTEGER PRIMARY KEY, t TEXT); CREATE TABLE c (id INTEGER PRIMARY KEY REFERENCES p(id) ON DELETE CASCADE, v TEXT); INSERT INTO p VALUES (1, 't'); INSERT INTO c VALUES (1, 'v');"#, ["--exclude", "p"]),
        ("a converted non-key column", #"CREATE TABLE p (id INTEGER PRIMARY KEY); CREATE TABLE m (id INTEGER PRIMARY KEY, pid INTEGER UNIQUE REFERENCES p(id) ON DELETE CASCADE); CREATE TABLE c (id INTEGER PRIMARY KEY, mp INTEGER REFERENCES m(pid) ON DELETE CASCADE); INSERT INTO p VALUES (1); INSERT INTO m VALUES (5, 1); INSERT INTO c VALUES (7, 1);"#, []),
    ])
    func foreignKeysThatDoNotFollowAreCheckedAfter(shape: String, sql: String, arguments: [String]) throws {
        let path = directory.path("shape.sqlite")
        try makeDatabase(at: path, sql: sql)
        let output = directory.path("Shape")
        let generated = run(["generate", "--db-path", path, "--output", output] + arguments)
        #expect(generated.status == 0, "\(shape): \(generated)")
        let migrated = run(["migrate", "--db-path", path, "--migrations", output])
        #expect(migrated.status == 2, "\(shape): \(migrated)")
        #expect(migrated.error.contains(#"failed a check and was rolled back: the foreign keys of "c" hold"#), "\(shape): \(migrated)")
        #expect(try DatabaseQueue(path: path).read { try String.fetchOne($0, sql: "SELECT typeof(id) FROM c") } == "integer", "\(shape)")
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.withLock { value += 1; return value } }
    }

    /// The schemas of a file's tables are compared with what generate saw in one read of
    /// sqlite_master, not one a table (which grew with the square of the tables), and a change to
    /// any one of them, the last read included, still refuses the file before anything changes.
    @Test(arguments: [
        #"CREATE INDEX "itemsByList" ON "items"("listID");"#,
        #"ALTER TABLE "lists" ADD COLUMN "color" TEXT;"#,
    ])
    func aChangedSchemaIsRefusedInOneRead(change: String) throws {
        #expect(run(["generate", "--db-path", db, "--output", migrations]).status == 0)
        let file = try String(contentsOfFile: "\(migrations)/0001_convert_items_and_1_more.sql", encoding: .utf8)
        let prechecks = file.components(separatedBy: "-- migrationkit:prechecks\n")[1].components(separatedBy: "-- migrationkit:apply")[0]
        #expect(prechecks.components(separatedBy: "FROM sqlite_master").count - 1 == 2, "one read each way of the EXCEPT: \(prechecks)")
        try DatabaseQueue(path: db).write { try $0.execute(sql: change) }
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let result = run(["migrate", "--db-path", db, "--migrations", migrations])
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: migration "0001_convert_items_and_1_more" was not applied, and nothing was changed: these checks failed:
              - the schemas of "items", "lists" are the ones the conversion was generated from

            """))
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }
}
