import Foundation
import MigrationKitTestSupport
import Testing

/// generate on a directory that already holds migrations: the numbers it invents sort after
/// them, and it never writes a second conversion of tables a pending one converts.
@Suite struct GenerateAgainTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Regression: eleven unrelated tables made "rehearsal_10" sort before "rehearsal_2", and
    /// generate refused every database with more than ten groups of tables.
    @Test func twoHundredGroupsConvertInOrder() throws {
        let db = directory.path("groups.sqlite")
        let tables = (0..<200).map { "CREATE TABLE \"t\($0)\" (\"id\" INTEGER PRIMARY KEY, \"n\" INTEGER); INSERT INTO \"t\($0)\" VALUES (\($0), \($0));" }
        try makeDatabase(at: db, sql: tables.joined(separator: "\n"))
        let output = directory.path("Migrations")
        let generated = run(["generate", "--db-path", db, "--output", output])
        #expect(generated.status == 0, "\(generated)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(files.count == 200)
        #expect(files.first == "0001_convert_t0.sql")
        #expect(files.last == "0200_convert_t99.sql")
        let migrated = run(["migrate", "--db-path", db, "--migrations", output])
        #expect(migrated.status == 0, "\(migrated)")
        #expect(migrated.output.hasSuffix("\(db): 200 of 200 migrations applied; verification passed.\n"))
        #expect(run(["audit", "--db-path", db]).status == 0)
    }

    /// Regression: a directory that ends at 9999 got "10000_…", which sorts first.
    @Test func numbersThatWouldSortFirstAreRefused() throws {
        let db = try directory.copyFixture("reminders.sqlite")
        let output = directory.path("Migrations")
        try directory.write("Migrations/9999_last.sql", "SELECT 1;\n")
        let before = fileBytes(db)
        let result = run(["generate", "--db-path", db, "--output", output])
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: cannot write \(output): the new migration "10000_convert_reminders_and_3_more" would sort before "9999_last", so it would not run last; give the existing files numbers of 5 digits or more, keeping their order, then generate again

            """))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["9999_last.sql"])
        #expect(fileBytes(db) == before)

        // Five digits throughout: it goes on.
        try FileManager.default.moveItem(atPath: output + "/9999_last.sql", toPath: output + "/09999_last.sql")
        #expect(run(["generate", "--db-path", db, "--output", output]).status == 0)
        #expect(FileManager.default.fileExists(atPath: output + "/10000_convert_reminders_and_3_more.sql"))
    }

    /// Regression: a second generate wrote an identical 0002 conversion, and migrate then failed
    /// on it for ever after applying 0001.
    @Test(arguments: ["sql", "swift"])
    func aSecondConversionOfPendingTablesIsRefused(format: String) throws {
        let db = try directory.copyFixture("reminders.sqlite")
        let output = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", output, "--format", format]).status == 0)
        let second = run(["generate", "--db-path", db, "--output", output, "--format", format])
        #expect(second == CommandResult(status: 1, output: "", error: """
            error: \(db): \(output)/0001_convert_reminders_and_3_more.\(format) converts "reminders", "remindersLists", "remindersTags", "tags" is not applied to this database yet; a second conversion of the same tables would fail once it is applied. Apply it first (migrationkit migrate), then generate again for what audit still reports; or delete it if it has never shipped. Nothing was written.

            """))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["0001_convert_reminders_and_3_more.\(format)"])
        guard format == "sql" else { return }
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        let third = run(["generate", "--db-path", db, "--output", output])
        #expect(third == CommandResult(status: 0, output: """
            \(db): nothing to convert; audit still reports 1 error the conversion does not fix:
              [foreign-key-cycle] "reminders"."parentReminderID": the foreign key ("parentReminderID") references its own table; SQLiteData's SyncEngine permits no cycle, a self-reference included.

            """, error: ""))
    }

    /// A pending conversion of other tables does not stand in the way.
    @Test func aPendingConversionOfOtherTablesIsNoObstacle() throws {
        let db = directory.path("two.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "a" ("id" INTEGER PRIMARY KEY); CREATE TABLE "b" ("id" INTEGER PRIMARY KEY);
            INSERT INTO "a" VALUES (1); INSERT INTO "b" VALUES (1);
            """)
        let output = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", output, "--tables", "a"]).status == 0)
        #expect(run(["generate", "--db-path", db, "--output", output, "--tables", "b"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["0001_convert_a.sql", "0002_convert_b.sql"])
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
    }
}
