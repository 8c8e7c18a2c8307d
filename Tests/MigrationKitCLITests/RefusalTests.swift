import Foundation
import MigrationKitTestSupport
import Testing

/// What migrate and friends refuse, found by reading the code against its documentation.
@Suite struct RefusalTests {
    let directory: TemporaryDirectory
    let migrations: String

    init() throws {
        directory = try TemporaryDirectory()
        migrations = directory.path("Migrations")
        try FileManager.default.copyItem(atPath: Fixtures.path("Migrations"), toPath: migrations)
    }

    /// A damaged file is refused before anything is written, by a real run and a dry run alike.
    @Test(arguments: [[], ["--dry-run"]])
    func damagedDatabaseIsRefusedUnchanged(extra: [String]) throws {
        let db = try directory.copyFixture("reminders.sqlite")
        try overwritePages(of: db, count: 4)
        let before = fileBytes(db)
        let result = run(["migrate", "--db-path", db, "--migrations", migrations] + extra)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("error: the database failed PRAGMA quick_check, so nothing was changed: *** in database main ***"))
        #expect(fileBytes(db) == before)
    }

    @Test func aNewDatabaseThatFailsToMigrateIsRemoved() throws {
        let fresh = directory.path("fresh.sqlite")
        // 0001 alters "reminders", which a new database does not have.
        let result = run(["migrate", "--db-path", fresh, "--migrations", migrations, "--create"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix(#"error: migration "0001_add_flagged" failed and was rolled back: SQLite error 1: no such table: reminders"#))
        #expect(fileBytes(fresh) == nil)
        #expect(fileBytes(fresh + "-journal") == nil)
    }

    @Test func anExistingDatabaseThatFailsToMigrateStays() throws {
        let db = try directory.copyFixture("reminders.sqlite")
        try directory.write("Migrations/0003_broken.sql", "SELECT * FROM nowhere;\n")
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations]).status == 2)
        #expect(fileBytes(db) != nil)
        #expect(run(["status", "--db-path", db, "--migrations", migrations]).output == """
            applied  0001_add_flagged
            applied  0002_index_tags_title
            pending  0003_broken

            """)
    }

    @Test func unwritableOutputIsAnOperationFailure() throws {
        let db = try directory.copyFixture("reminders.sqlite")
        let output = directory.path("no/such/dir/schema.sql")
        let result = run(["schema-dump", "--db-path", db, "--output", output])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: cannot write \(output): "))
    }

    @Test func negativeNumbersReachValidation() throws {
        let db = try directory.copyFixture("reminders.sqlite")
        let steps = run(["rollback", "--db-path", db, "--migrations", migrations, "--steps", "-1"])
        #expect(steps.status == 64)
        #expect(steps.error.contains("--steps must be zero or more (got -1)."))
        let timeout = run(["verify", "--db-path", db, "--busy-timeout", "-1"])
        #expect(timeout.status == 64)
        #expect(timeout.error.contains("--busy-timeout must be zero or more seconds (got -1.0)."))
    }

    @Test func verifyTakesNoMigrationsDirectory() throws {
        let db = try directory.copyFixture("reminders.sqlite")
        let result = run(["verify", "--db-path", db, "--migrations", "nowhere"])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: Unknown option '--migrations'"))
    }

    @Test func noMigrationsStillChecksTheDatabasePath() throws {
        let empty = directory.path("Empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let missingDirectory = directory.path("no/dir/app.sqlite")
        #expect(run(["migrate", "--db-path", missingDirectory, "--migrations", empty, "--create"]) == CommandResult(
            status: 2, output: "", error: "error: the directory of \(missingDirectory) does not exist; create it first.\n"))
        #expect(run(["migrate", "--db-path", missingDirectory, "--migrations", empty]) == CommandResult(
            status: 2, output: "",
            error: "error: no database at \(missingDirectory); migrate creates one only with --create (check the path: a misspelt one would otherwise become a new, empty database).\n"))
        let notes = try directory.write("notes.sqlite", "not a database")
        #expect(run(["migrate", "--db-path", notes, "--migrations", empty]).status == 2)
        let db = try directory.copyFixture("reminders.sqlite")
        #expect(run(["migrate", "--db-path", db, "--migrations", empty]) == CommandResult(
            status: 0, output: "No migrations to apply.\n", error: ""))
    }
}
