import Foundation
import MigrationKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `diff` reads SQL from pull requests: it runs it only in a private in-memory database that
/// cannot reach a file, and input that cannot be a schema fails loudly instead of passing as
/// "compatible". Each case as a hostile or careless contributor would write it, on real files.
@Suite struct UntrustedSchemaTests {
    let directory: TemporaryDirectory
    /// A database the scripts attack, and the sample they are compared with.
    let victim: String, sample: String

    init() throws {
        directory = try TemporaryDirectory()
        victim = try directory.copyFixture("reminders.sqlite")
        sample = directory.path("sample.sqlite")
        try FileManager.default.copyItem(atPath: victim, toPath: sample)
    }

    /// The refusal `diff` prints for a statement it will not run.
    func refusal(_ path: String, line: Int, _ what: String) -> String {
        "error: \(path): line \(line): \(what) is refused: SQL read as a schema runs only in a private in-memory database, "
            + "which may not attach, detach or vacuum into a file, load an extension, or set a pragma that builds no schema. "
            + "Nothing was read or written outside it.\n"
    }

    /// Regression: `ATTACH 'other.db' AS v; DELETE FROM v.reminders;` in a schema script deleted
    /// every reminder of another database on the machine, and diff still answered.
    @Test func aScriptThatAttachesAnotherDatabaseChangesNothing() throws {
        let before = try #require(fileBytes(victim))
        let script = try directory.write("evil.sql", """
            CREATE TABLE "t" ("id" TEXT PRIMARY KEY NOT NULL);
            ATTACH '\(victim)' AS v; DELETE FROM v.reminders;
            """)
        #expect(run(["diff", "--from", script, "--to", sample]) == CommandResult(status: 2, output: "", error: refusal(script, line: 2, "ATTACH")))
        #expect(fileBytes(victim) == before)
    }

    /// The same attack in a pull request's migration file, whether the directory is the old
    /// side or the new one (read file by file for its ignore lines).
    @Test func aMigrationThatAttachesAnotherDatabaseChangesNothing() throws {
        let before = try #require(fileBytes(victim))
        _ = try directory.write("Migrations/0001_initial.sql", #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL);"#)
        let evil = try directory.write("Migrations/0002_evil.sql", """
            -- migrate:up
            CREATE TABLE "t" ("id" TEXT PRIMARY KEY NOT NULL);

            ATTACH '\(victim)' AS v;
            DELETE FROM v.reminders;
            -- migrate:down
            DROP TABLE "t";
            """)
        let migrations = directory.path("Migrations")
        #expect(run(["diff", "--from", migrations, "--to", sample]) == CommandResult(status: 2, output: "", error: refusal(evil, line: 4, "ATTACH")))
        #expect(run(["diff", "--from", sample, "--to", migrations]) == CommandResult(status: 2, output: "", error: refusal(evil, line: 4, "ATTACH")))
        #expect(fileBytes(victim) == before)
    }

    /// `VACUUM INTO` and `ATTACH` of a new path would create a file wherever the script says.
    @Test func noFileIsCreated() throws {
        let created = directory.path("created.sqlite")
        let vacuum = try directory.write("vacuum.sql", "CREATE TABLE a(x);\nVACUUM INTO '\(created)';\n")
        #expect(run(["diff", "--from", vacuum, "--to", sample]) == CommandResult(status: 2, output: "", error: refusal(vacuum, line: 2, "VACUUM")))
        let attach = try directory.write("attach.sql", "CREATE TABLE a(x);\n  /* a comment */ ATTACH DATABASE '\(created)' AS x;")
        #expect(run(["diff", "--from", attach, "--to", sample]) == CommandResult(status: 2, output: "", error: refusal(attach, line: 2, "ATTACH")))
        let uri = try directory.write("uri.sql", "ATTACH 'file:\(created)?mode=rwc' AS x;")
        #expect(run(["diff", "--from", uri, "--to", sample]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: created))
    }

    /// Pragmas that build no schema, and extension loading, are refused by name.
    @Test func pragmasAndExtensionsThatBuildNoSchemaAreRefused() throws {
        let writable = try directory.write("writable.sql", "PRAGMA writable_schema = ON;\nCREATE TABLE a(x);")
        #expect(run(["diff", "--from", writable, "--to", sample]) == CommandResult(status: 2, output: "", error: refusal(writable, line: 1, "PRAGMA writable_schema")))
        let temp = try directory.write("temp.sql", "CREATE TABLE a(x);\n\n\nPRAGMA temp_store_directory = '\(directory.path("x"))';")
        #expect(run(["diff", "--from", temp, "--to", sample]) == CommandResult(status: 2, output: "", error: refusal(temp, line: 4, "PRAGMA temp_store_directory")))
        let load = try directory.write("load.sql", "CREATE TABLE a(x);\nSELECT load_extension('\(directory.path("x.so"))');")
        #expect(run(["diff", "--from", load, "--to", sample]) == CommandResult(status: 2, output: "", error: refusal(load, line: 2, "SELECT calling load_extension()")))
    }

    /// What a schema is built with still runs: pragmas, transactions, triggers, views,
    /// full-text tables, and tables keyed by `uuid()`, read the same way as the database.
    @Test func whatBuildsASchemaRuns() throws {
        let script = try directory.write("schema.sql", """
            PRAGMA foreign_keys = ON;
            PRAGMA user_version = 3;
            BEGIN;
            CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "title" TEXT NOT NULL);
            CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT NOT NULL REFERENCES "lists"("id") ON DELETE CASCADE);
            INSERT INTO "lists" ("title") VALUES ('groceries');
            CREATE VIEW "titles" AS SELECT "title" FROM "lists";
            CREATE TRIGGER "touch" AFTER INSERT ON "items" BEGIN UPDATE "lists" SET "title" = "title" WHERE "id" = NEW."listID"; END;
            CREATE VIRTUAL TABLE "search" USING fts5("title");
            PRAGMA legacy_alter_table = ON;
            ALTER TABLE "items" RENAME TO "entries";
            PRAGMA legacy_alter_table = OFF;
            COMMIT;
            """)
        let database = directory.path("schema.sqlite")
        try makeDatabase(at: database, sql: String(decoding: try #require(fileBytes(script)), as: UTF8.self).replacingOccurrences(of: "uuid()", with: "lower(hex(randomblob(16)))"))
        let result = run(["diff", "--from", script, "--to", database])
        #expect(result.status == 0 && result.output.hasSuffix(": compatible: 0 errors, 0 warnings, 0 infos.\n"), "\(result)")
    }

    // MARK: - Input that cannot be a schema

    /// Regression: a NUL byte cut the script where SQLite stops reading, and the tables after it
    /// were silently missing.
    @Test func aNULByteIsAnError() throws {
        let path = directory.path("nul.sql")
        try Data("CREATE TABLE a(x);\n\0CREATE TABLE b(y);".utf8).write(to: URL(fileURLWithPath: path))
        #expect(run(["diff", "--from", path, "--to", sample]) == CommandResult(status: 2, output: "", error: """
            error: \(path): line 2: a NUL byte (byte 20 of the file); SQLite stops reading SQL there, so the statements after it would never run. Remove it.

            """))
    }

    /// Regression: an empty folder, `/dev/zero` and a FIFO were an empty schema, and "compatible".
    @Test func nothingToReadIsAnError() throws {
        let empty = directory.path("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        _ = try directory.write("empty/README.md", "not a migration")
        #expect(run(["diff", "--from", empty, "--to", sample]) == CommandResult(status: 2, output: "", error: """
            error: \(empty): holds no migration file (<identifier>.sql); there is no schema to compare.

            """))
        #expect(run(["diff", "--from", sample, "--to", "/dev/zero"]) == CommandResult(status: 2, output: "", error: """
            error: /dev/zero: not a regular file or a directory (a character device); give a database file, a schema script or a migrations directory.

            """))
        let fifo = directory.path("fifo.sql")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(run(["diff", "--from", fifo, "--to", sample]) == CommandResult(status: 2, output: "", error: """
            error: \(fifo): not a regular file or a directory (a FIFO); give a database file, a schema script or a migrations directory.

            """))
        let blank = try directory.write("blank.sql", "\n  -- only a comment\n")
        #expect(run(["diff", "--from", blank, "--to", sample]) == CommandResult(status: 2, output: "", error: """
            error: \(blank): holds no SQL statement; there is no schema to compare.

            """))
        // A dump of an empty database is its header alone: an empty schema, said so on purpose.
        let emptyDump = try directory.write("empty-dump.sql", "-- migrationkit:schema-dump\n")
        #expect(run(["diff", "--from", emptyDump, "--to", sample]).status == 0)
    }

    @Test func textThatIsNotUTF8IsAnError() throws {
        let path = directory.path("latin1.sql")
        try Data([0x43, 0x52, 0x45, 0x41, 0x54, 0x45, 0x20, 0xE9, 0x3B]).write(to: URL(fileURLWithPath: path))
        #expect(run(["diff", "--from", path, "--to", sample]) == CommandResult(status: 2, output: "", error: """
            error: \(path): neither a SQLite database nor UTF-8 text (byte 8 is not UTF-8).

            """))
    }
}
