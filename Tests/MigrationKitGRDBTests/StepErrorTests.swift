import Foundation
import GRDB
import MigrationKit
@testable import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// A step that fails says so in a line or two: the step, the table, the check or SQLite's
/// message. GRDB's `DatabaseError` quotes the SQL it ran, and for a statement SQLite could not
/// compile that is the rest of the script: the message keeps the statement's head, and the
/// whole statement stays in the error.
@Suite struct StepErrorTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    static let uuidFix = "Register uuid() on every connection: configuration.prepareDatabase { db in try db.registerUUIDFunction() }"

    /// A connection like an app's that forgot `registerUUIDFunction()`: GRDB's defaults.
    func queueWithoutUUID() throws -> DatabaseQueue {
        try DatabaseQueue(path: directory.path("app.sqlite"))
    }

    func sqlStep(_ identifier: String, _ text: String) throws -> MigrationStep<Database> {
        try SQLMigrationFiles.step(identifier: identifier, sourceFile: "\(identifier).sql", text: text)
    }

    // MARK: - uuid()

    /// Regression: without uuid() the error quoted every statement after the failing one.
    @Test func aDefaultCallingUUIDWithoutItNamesTheFix() throws {
        let runner = try GRDBMigrationRunner(steps: [sqlStep("0001_notes", """
            CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "body" TEXT);
            -- The draft, as an app inserts it.
            INSERT INTO "notes" ("body") VALUES ('draft');
            CREATE INDEX "notes_body" ON "notes" ("body");
            """)])
        let db = try queueWithoutUUID()
        let expected = MigrationKitError.stepFailed(
            identifier: "0001_notes", direction: .apply,
            reason: #"SQLite error 1: unknown function: uuid() - while executing `INSERT INTO "notes" ("body") VALUES ('draft')`. "# + Self.uuidFix,
            statement: #"INSERT INTO "notes" ("body") VALUES ('draft')"#)
        #expect(throws: expected) { try runner.migrate(in: db) }
        #expect(expected.description == #"migration "0001_notes" failed and was rolled back: SQLite error 1: unknown function: uuid() - while executing `INSERT INTO "notes" ("body") VALUES ('draft')`. "# + Self.uuidFix)
        #expect(try db.read { try !$0.tableExists("notes") })
    }

    @Test func aStatementCallingUUIDWithoutItNamesTheFix() throws {
        let runner = try GRDBMigrationRunner(steps: [sqlStep("0001_keys", """
            CREATE TABLE "keys" ("id" TEXT);
            INSERT INTO "keys" VALUES (uuid());
            """)])
        #expect(throws: MigrationKitError.stepFailed(
            identifier: "0001_keys", direction: .apply,
            reason: #"SQLite error 1: no such function: uuid - while executing `INSERT INTO "keys" VALUES (uuid())`. "# + Self.uuidFix,
            statement: #"INSERT INTO "keys" VALUES (uuid())"#)) { try runner.migrate(in: try queueWithoutUUID()) }
    }

    // MARK: - Prechecks

    /// A step's own precheck in Swift, whose query names no check: SQLite's message and the
    /// query's head.
    @Test func aSwiftPrecheckThatCannotRunIsShownByItsHead() throws {
        let step = MigrationStep<Database>(
            identifier: "0001_archive",
            precheck: { db in try String.fetchAll(db, sql: #"SELECT "title" FROM "archive" WHERE "title" IS NULL"#) },
            apply: { _ in })
        #expect(throws: MigrationKitError.preconditionsFailed(
            identifier: "0001_archive",
            failed: [#"SQLite error 1: no such table: archive - while executing `SELECT "title" FROM "archive" WHERE "title" IS NULL`"#],
            statement: #"SELECT "title" FROM "archive" WHERE "title" IS NULL"#)) {
            try GRDBMigrationRunner(steps: [step]).migrate(in: try queueWithoutUUID())
        }
    }

    // MARK: - Rollback

    @Test func aFailedRollbackKeepsItsStatement() throws {
        let runner = try GRDBMigrationRunner(steps: [sqlStep("0001_lists", """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            -- migrate:down
            DELETE FROM "lists";
            DROP TABLE "list";
            """)])
        let db = try queueWithoutUUID()
        try runner.migrate(in: db)
        #expect(throws: MigrationKitError.stepFailed(
            identifier: "0001_lists", direction: .rollback,
            reason: #"SQLite error 1: no such table: list - while executing `DROP TABLE "list"`"#,
            statement: #"DROP TABLE "list""#)) { try runner.rollbackLastMigration(in: db) }
        #expect(try runner.migrationStatus(in: db).map(\.state) == [.applied])
    }

    // MARK: - Statements

    /// GRDB reports, for a statement SQLite could not compile, the rest of the script from it on.
    @Test func theFailedStatementIsTheFirstOfTheRest() {
        #expect(firstStatement("\n-- copy\nINSERT INTO \"a\" VALUES (';');\nDROP TABLE \"b\";\n") == "INSERT INTO \"a\" VALUES (';')")
        #expect(firstStatement("PRAGMA foreign_key_check") == "PRAGMA foreign_key_check")
        #expect(firstStatement("  -- only a comment\n") == nil)
        #expect(firstStatement(nil) == nil)
        let trigger = """
            CREATE TRIGGER "t" AFTER INSERT ON "a" BEGIN
              DELETE FROM "b";
              DELETE FROM "c";
            END;
            """
        #expect(firstStatement(trigger + "\nDROP TABLE \"a\";") == String(trigger.dropLast()))
    }

    @Test func aShortStatementIsShownWholeOnOneLine() {
        #expect(statementHead("ALTER TABLE \"reminders\"\n  ADD COLUMN \"isFlagged\" INTEGER NOT NULL -- a flag\n DEFAULT 0") ==
            #"ALTER TABLE "reminders" ADD COLUMN "isFlagged" INTEGER NOT NULL DEFAULT 0"#)
    }

    /// A long statement by its head and the table it reads: a conversion's copy names the table
    /// it converts, not only its temporary name.
    @Test func aLongStatementIsShownByItsHead() {
        let copy = """
            INSERT INTO "migrationkit_new_1" (rowid, "id", "remindersListID", "parentReminderID", "title")
              SELECT "migrationkit_source".rowid,
                '00000000-0000-0000-0000-' || printf('%012x', "migrationkit_source"."id"),
                (SELECT 1 FROM "other"),
                "migrationkit_source"."title"
              FROM "reminders" AS "migrationkit_source" ORDER BY "migrationkit_source".rowid;
            """
        #expect(statementHead(copy) == #"INSERT INTO "migrationkit_new_1" … FROM "reminders" …"#)
        let index = #"CREATE UNIQUE INDEX "reminders_title" ON "reminders" ("title" COLLATE NOCASE, "remindersListID", "parentReminderID") WHERE "title" IS NOT NULL"#
        #expect(statementHead(index) == #"CREATE UNIQUE INDEX "reminders_title" ON "reminders" …"#)
        let delete = #"DELETE FROM temp."migrationkit_checks" WHERE "check" IN ('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm')"#
        #expect(statementHead(delete) == #"DELETE FROM temp."migrationkit_checks" …"#)
        let select = #"SELECT count(*) FROM "reminders" JOIN "remindersLists" ON "remindersLists"."id" = "reminders"."remindersListID" WHERE 1"#
        #expect(statementHead(select) == #"SELECT count … FROM "reminders" …"#)
        let words = "UPDATE " + String(repeating: "x", count: 120) + " SET a = 1"
        #expect(statementHead(words) == "UPDATE " + String(repeating: "x", count: 93) + " …")
    }
}
