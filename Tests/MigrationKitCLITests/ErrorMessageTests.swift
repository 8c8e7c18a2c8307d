import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// A migration that fails says which step, which table, and which check or SQLite message, in a
/// line or two; `--verbose` adds the SQL statement it failed on. Found by using the tool as a new
/// user: errors printed whole SQL scripts, up to 9 KB.
@Suite struct ErrorMessageTests {
    let directory: TemporaryDirectory
    /// A copy of the sample, and its conversion as `generate` writes it.
    let sample: String
    let conversion: String
    static let conversionName = "0001_convert_reminders_and_3_more"

    init() throws {
        directory = try TemporaryDirectory()
        sample = try directory.copyFixture("reminders.sqlite")
        conversion = directory.path("Conversion")
        let generated = run(["generate", "--db-path", sample, "--output", conversion])
        #expect(generated.status == 0, "\(generated)")
    }

    /// The statement on the line of the conversion file that starts with `prefix`, without its `;`.
    func statement(in file: String, startingWith prefix: String) throws -> String {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(prefix) })
        #expect(line.hasSuffix(";"))
        return String(line.dropLast())
    }

    var conversionFile: String { "\(conversion)/\(Self.conversionName).sql" }

    // MARK: - A conversion against another database

    static let keysCheck = #"in "reminders", its keys are integers from 0 to 2^48 - 1, and its references ("parentReminderID", "remindersListID") are integers from 0 to 2^48 - 1 or NULL"#

    /// Regression: the prechecks ran against a database without the tables, and the error was
    /// GRDB's, quoting every precheck query after the failing one (5 KB) and naming no migration.
    @Test func aConversionAgainstAnotherDatabaseSaysWhichCheckInTwoLines() throws {
        let other = directory.path("other.sqlite")
        try makeDatabase(at: other, sql: #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL, "body" TEXT);"#)
        let before = fileBytes(other)
        let message = """
            error: migration "\(Self.conversionName)" was not applied, and nothing was changed: these checks failed:
              - \(Self.keysCheck): SQLite error 1: no such table: reminders

            """
        for extra in [[], ["--dry-run"], ["--rehearse"]] {
            let result = run(["migrate", "--db-path", other, "--migrations", conversion] + extra)
            let rehearsal = extra == ["--rehearse"] ? "error: the rehearsal on a copy failed; \(other) was not changed.\n" : ""
            #expect(result == CommandResult(status: 2, output: "", error: rehearsal + message), "\(extra)")
        }
        #expect(fileBytes(other) == before)
    }

    @Test func verboseAddsTheQueryThatCouldNotRun() throws {
        let other = directory.path("other.sqlite")
        try makeDatabase(at: other, sql: #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL, "body" TEXT);"#)
        let query = try statement(in: conversionFile, startingWith: "SELECT 'in \"reminders\", its keys")
        let result = run(["migrate", "--db-path", other, "--migrations", conversion, "--verbose"])
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: migration "\(Self.conversionName)" was not applied, and nothing was changed: these checks failed:
              - \(Self.keysCheck): SQLite error 1: no such table: reminders
            the statement that failed:
                \(query)

            """))
    }

    /// The tables exist, with other columns: the check that cannot run names the column.
    @Test func aConversionAgainstOtherSchemasNamesTheMissingColumn() throws {
        let other = directory.path("other.sqlite")
        try makeDatabase(at: other, sql: """
            CREATE TABLE "remindersLists" ("id" INTEGER PRIMARY KEY, "title" TEXT);
            CREATE TABLE "reminders" ("id" INTEGER PRIMARY KEY, "remindersListID" INTEGER REFERENCES "remindersLists"("id"));
            """)
        let result = run(["migrate", "--db-path", other, "--migrations", conversion])
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: migration "\(Self.conversionName)" was not applied, and nothing was changed: these checks failed:
              - \(Self.keysCheck): SQLite error 1: no such column: parentReminderID

            """))
    }

    // MARK: - A step that fails

    static let addFlagged = #"ALTER TABLE "reminders" ADD COLUMN "isFlagged" INTEGER NOT NULL DEFAULT 0"#

    /// A short statement is quoted whole in the message; --verbose repeats it on its own lines.
    @Test func aFailedStepQuotesAShortStatementWhole() throws {
        let migrations = directory.path("Migrations")
        try FileManager.default.copyItem(atPath: Fixtures.path("Migrations"), toPath: migrations)
        let message = #"error: migration "0001_add_flagged" failed and was rolled back: SQLite error 1: no such table: reminders - while executing `"# + Self.addFlagged + "`\n"
        #expect(run(["migrate", "--db-path", directory.path("new.sqlite"), "--migrations", migrations, "--create"])
            == CommandResult(status: 2, output: "", error: message))
        #expect(run(["migrate", "--db-path", directory.path("new.sqlite"), "--migrations", migrations, "--verbose", "--create"])
            == CommandResult(status: 2, output: "", error: message + "the statement that failed:\n    \(Self.addFlagged)\n"))
    }

    /// A conversion's copy fails on a row: the message names the table it copies; --verbose
    /// prints the whole INSERT, and only it, not the rest of the file.
    @Test func aFailedConversionCopyNamesItsTable() throws {
        let db = directory.path("check.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER CHECK (typeof("listID") = 'integer') REFERENCES "lists"("id"));
            INSERT INTO "lists" VALUES (1);
            INSERT INTO "items" VALUES (1, 1);
            """)
        let migrations = directory.path("CheckConversion")
        #expect(run(["generate", "--db-path", db, "--output", migrations]).status == 0)
        let text = try String(contentsOfFile: "\(migrations)/0001_convert_items_and_1_more.sql", encoding: .utf8)
        let start = try #require(text.range(of: #"INSERT INTO "migrationkit_new_1" (rowid"#))
        let end = try #require(text.range(of: ";\n", range: start.upperBound..<text.endIndex))
        let copy = text[start.lowerBound..<end.lowerBound]
        let message = #"error: migration "0001_convert_items_and_1_more" failed and was rolled back: SQLite error 19: CHECK constraint failed: typeof("listID") = 'integer' - while executing `INSERT INTO "migrationkit_new_1" … FROM "items" …`"# + "\n"
        let result = run(["migrate", "--db-path", db, "--migrations", migrations, "--verbose"])
        #expect(result == CommandResult(status: 2, output: "", error: message + "the statement that failed:\n"
            + copy.split(separator: "\n").map { "    \($0)\n" }.joined()))
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations]) == CommandResult(status: 2, output: "", error: message))
    }

    /// A check inside the transaction: the message names it; --verbose shows the check's SQL.
    /// A precheck that fails inside the transaction (the step is not the first to apply) is a
    /// failed check too; it returned the check's name and no statement failed.
    @Test func aFailedPrecheckInTheTransactionIsAFailedCheck() throws {
        try directory.write("Conversion/0000_first.sql", #"INSERT INTO "remindersLists" ("id", "title") VALUES (-1, 'made by an earlier migration');"#)
        let result = run(["migrate", "--db-path", sample, "--migrations", conversion, "--verbose"])
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: migration "\(Self.conversionName)" failed a check and was rolled back: in "remindersLists", its keys are integers from 0 to 2^48 - 1

            """))
    }

    /// A check before commit that fails shows its statement. Here an earlier migration put a
    /// trigger on the bookkeeping table that makes the drawn prefixes uppercase: the keys would
    /// not be lowercase, and the check of their prefixes says so.
    @Test func aFailedCheckShowsItsStatementWithVerbose() throws {
        try directory.write("Conversion/0000_first.sql", """
            CREATE TABLE "migrationkit_key_prefixes" ("table" TEXT PRIMARY KEY NOT NULL COLLATE NOCASE, "prefix" TEXT NOT NULL, "column" TEXT NOT NULL);
            CREATE TRIGGER "shout" AFTER INSERT ON "migrationkit_key_prefixes" BEGIN
              UPDATE "migrationkit_key_prefixes" SET "prefix" = upper("prefix") WHERE "table" = NEW."table";
            END;
            """)
        let check = try statement(in: conversionFile, startingWith: #"INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the keys of "reminders", "remindersLists""#)
        let result = run(["migrate", "--db-path", sample, "--migrations", conversion, "--verbose"])
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: migration "\(Self.conversionName)" failed a check and was rolled back: the keys of "reminders", "remindersLists", "remindersTags", "tags" are lowercase text of 36 characters: their prefixes are lowercase text of 24
            the statement that failed:
                \(check)

            """))
    }

    /// A statement of more than 60 lines is cut, and says how many lines were left out.
    @Test func verboseCutsALongStatement() throws {
        let rows = (1...70).map { "  (\($0))" }.joined(separator: ",\n")
        try directory.write("Long/0001_insert.sql", "INSERT INTO \"missing\" (\"id\") VALUES\n\(rows);\n")
        let result = run(["migrate", "--db-path", directory.path("new.sqlite"), "--migrations", directory.path("Long"), "--verbose", "--create"])
        let shown = ["INSERT INTO \"missing\" (\"id\") VALUES"] + (1...59).map { "  (\($0))," }
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: migration "0001_insert" failed and was rolled back: SQLite error 1: no such table: missing - while executing `INSERT INTO "missing" …`
            the statement that failed:
            \(shown.map { "    " + $0 }.joined(separator: "\n"))
                … (11 more lines)

            """))
    }

    // MARK: - Rollback

    @Test func aFailedRollbackShowsItsStatementWithVerbose() throws {
        try directory.write("Down/0001_lists.sql", """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            -- migrate:down
            DROP TABLE "list";
            """)
        let db = directory.path("down.sqlite")
        #expect(run(["migrate", "--db-path", db, "--migrations", directory.path("Down"), "--create"]).status == 0)
        let message = #"error: rollback of "0001_lists" failed and was rolled back: SQLite error 1: no such table: list - while executing `DROP TABLE "list"`"# + "\n"
        #expect(run(["rollback", "--db-path", db, "--migrations", directory.path("Down")]) == CommandResult(status: 2, output: "", error: message))
        #expect(run(["rollback", "--db-path", db, "--migrations", directory.path("Down"), "--verbose"])
            == CommandResult(status: 2, output: "", error: message + "the statement that failed:\n    DROP TABLE \"list\"\n"))
    }

    // MARK: - From Swift, without uuid()

    /// Regression: the generated Swift step, run on a connection that never registered uuid(),
    /// failed with the whole script from the failing statement on. The message names the table
    /// and the fix; the statement is the error's.
    @Test func theGeneratedSwiftStepWithoutUUIDNamesTheFix() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: SwiftFormatTests.schema)
        let runner = try GRDBMigrationRunner(steps: [MigrationStep<Database>.m0001_convert_notes_and_1_more()])
        let queue = try DatabaseQueue(path: db)  // no prepareDatabase { try $0.registerUUIDFunction() }
        let error = try #require(throws: MigrationKitError.self) { try runner.migrate(in: queue) }
        #expect(error.description == """
            migration "0001_convert_notes_and_1_more" failed and was rolled back: SQLite error 1: unknown function: uuid() - while executing `INSERT INTO "migrationkit_new_1" … FROM "notes" …`. Register uuid() on every connection: configuration.prepareDatabase { db in try db.registerUUIDFunction() }
            """)
        let statement = try #require(error.failedStatement)
        #expect(statement.hasPrefix(#"INSERT INTO "migrationkit_new_1" (rowid, "id", "sayID")"#))
        #expect(statement.hasSuffix(#"FROM "notes" AS "migrationkit_source" ORDER BY "migrationkit_source".rowid"#))
        #expect(!statement.contains("DROP TABLE"))
        // Rolled back: the keys are the integers they were, and the step is not recorded.
        #expect(try queue.read { try String.fetchAll($0, sql: #"SELECT DISTINCT typeof("id") FROM "notes""#) } == ["integer"])
        #expect(try runner.migrationStatus(in: queue).map(\.state) == [.pending])
    }

    // MARK: - The executable

    @Test func theToolPrintsTheSameTwoLines() throws {
        let other = directory.path("other.sqlite")
        try makeDatabase(at: other, sql: #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL);"#)
        let result = try runTool(["migrate", "--db-path", other, "--migrations", conversion])
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: migration "\(Self.conversionName)" was not applied, and nothing was changed: these checks failed:
              - \(Self.keysCheck): SQLite error 1: no such table: reminders

            """))
    }
}
