import Foundation
import GRDB
import MigrationKit
import MigrationKitCLI
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// migrate, status, rollback on the bundled sample database and migrations, output pinned.
@Suite struct MigrationCommandsTests {
    let directory: TemporaryDirectory
    let db: String
    let migrations: String

    init() throws {
        directory = try TemporaryDirectory()
        db = try directory.copyFixture("reminders.sqlite")
        migrations = directory.path("Migrations")
        try FileManager.default.copyItem(atPath: Fixtures.path("Migrations"), toPath: migrations)
    }

    func command(_ name: String, _ extra: String...) -> [String] {
        [name, "--db-path", db, "--migrations", migrations] + extra
    }

    @Test func migrateStatusRollbackTranscript() {
        #expect(run(command("status")) == CommandResult(status: 0, output: """
            pending  0001_add_flagged
            pending  0002_index_tags_title

            """, error: ""))
        #expect(run(command("migrate")) == CommandResult(status: 0, output: """
            applied 0001_add_flagged
            applied 0002_index_tags_title
            \(db): 2 of 2 migrations applied; verification passed.

            """, error: ""))
        #expect(run(command("migrate")) == CommandResult(status: 0, output: """
            \(db): up to date, 2 of 2 migrations applied.

            """, error: ""))
        #expect(run(command("status", "--format", "json")) == CommandResult(status: 0, output: """
            {
              "migrations" : [
                {
                  "identifier" : "0001_add_flagged",
                  "state" : "applied"
                },
                {
                  "identifier" : "0002_index_tags_title",
                  "state" : "applied"
                }
              ]
            }

            """, error: ""))
        #expect(run(command("rollback")) == CommandResult(status: 0, output: """
            rolled back 0002_index_tags_title
            \(db): 1 migration rolled back; verification passed.

            """, error: ""))
        #expect(run(command("status")).output == """
            applied  0001_add_flagged
            pending  0002_index_tags_title

            """)
        #expect(run(command("rollback", "--steps", "5")) == CommandResult(status: 2, output: "", error: """
            error: cannot roll back 5 migrations: applied: "0001_add_flagged".

            """))
    }

    @Test func migrateToATarget() {
        #expect(run(command("migrate", "--to", "0001_add_flagged")).output == """
            applied 0001_add_flagged
            \(db): 1 of 2 migrations applied; verification passed.

            """)
        #expect(run(command("migrate")).status == 0)
        #expect(run(command("migrate", "--to", "0001_add_flagged")) == CommandResult(status: 2, output: "", error: """
            error: the database is already migrated past "0001_add_flagged" (latest applied: "0002_index_tags_title"). Use rollback to go back.

            """))
    }

    @Test func unknownTargetIsAUsageErrorAndCreatesNothing() {
        let fresh = directory.path("fresh.sqlite")
        #expect(run(["migrate", "--db-path", fresh, "--migrations", migrations, "--to", "0003"]) == CommandResult(status: 64, output: "", error: """
            error: no migration named "0003"; known migrations: "0001_add_flagged", "0002_index_tags_title".

            """))
        #expect(fileBytes(fresh) == nil)
    }

    /// --cache-size: the page cache a conversion file runs with, in MiB; out of range, a usage
    /// error that says the range and changes nothing.
    @Test func aConversionRunsWithTheCacheSizeGiven() throws {
        let converted = directory.path("Converted")
        #expect(run(["generate", "--db-path", db, "--output", converted]).status == 0)
        let before = fileBytes(db)
        let zero = run(["migrate", "--db-path", db, "--migrations", converted, "--cache-size", "0"])
        #expect(zero.status == 64)
        #expect(zero.error.hasPrefix("Error: --cache-size takes a number of MiB from 1 to 65536, not 0.\n"))
        #expect(fileBytes(db) == before)
        let migrated = run(["migrate", "--db-path", db, "--migrations", converted, "--cache-size", "2"])
        #expect(migrated.status == 0, "\(migrated)")
        #expect(migrated.output.hasSuffix("1 of 1 migrations applied; verification passed.\n"))
    }

    @Test func dryRunChangesNothing() throws {
        let before = fileBytes(db)
        #expect(run(command("migrate", "--dry-run")) == CommandResult(status: 0, output: """
            would apply 0001_add_flagged
            would apply 0002_index_tags_title
            Dry run: 2 migrations would be applied; nothing was changed.

            """, error: ""))
        #expect(fileBytes(db) == before)

        let fresh = directory.path("fresh.sqlite")
        #expect(run(["migrate", "--db-path", fresh, "--migrations", migrations, "--dry-run", "--to", "0001_add_flagged", "--create"]).output == """
            \(fresh) does not exist yet; migrate --create would create it.
            would apply 0001_add_flagged
            Dry run: 1 migration would be applied; nothing was changed.

            """)
        #expect(fileBytes(fresh) == nil)
    }

    /// Regression: a misspelt --db-path became a new, empty database, and migrate then said
    /// "these checks failed: … no such table", never that the file did not exist. Without
    /// --create a missing file is named, in every form of migrate, and nothing is created.
    @Test(arguments: [[], ["--dry-run"], ["--backup", "BACKUP"], ["--single-transaction"]])
    func aMissingDatabaseIsNamedAndNotCreated(extra: [String]) throws {
        let misspelt = directory.path("reminder.sqlite")
        let backup = directory.path("backup.sqlite")
        let before = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(run(["migrate", "--db-path", misspelt, "--migrations", migrations] + extra.map { $0 == "BACKUP" ? backup : $0 }) == CommandResult(status: 2, output: "", error: """
            error: no database at \(misspelt); migrate creates one only with --create (check the path: a misspelt one would otherwise become a new, empty database).

            """))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == before)
    }

    @Test func migrateCreatesANewDatabaseOnlyWithCreateAndNotItsDirectory() throws {
        let fresh = directory.path("fresh.sqlite")
        try directory.write("Fresh/0001_items.sql", #"CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL);"#)
        #expect(run(["migrate", "--db-path", fresh, "--migrations", directory.path("Fresh"), "--create"]) == CommandResult(status: 0, output: """
            applied 0001_items
            \(fresh): 1 of 1 migrations applied; verification passed.

            """, error: ""))
        let missingDirectory = directory.path("no/dir/app.sqlite")
        #expect(run(["migrate", "--db-path", missingDirectory, "--migrations", migrations, "--create"]) == CommandResult(status: 2, output: "", error: """
            error: the directory of \(missingDirectory) does not exist; create it first.

            """))
    }

    @Test func editedAppliedFileIsReportedAndRefused() throws {
        #expect(run(command("migrate")).status == 0)
        let file = directory.path("Migrations/0001_add_flagged.sql")
        try directory.write("Migrations/0001_add_flagged.sql", "ALTER TABLE \"reminders\" ADD COLUMN \"isUrgent\" INTEGER;\n")
        #expect(run(command("status")).output == """
            modified 0001_add_flagged
            applied  0002_index_tags_title

            """)
        #expect(run(command("migrate")) == CommandResult(status: 2, output: "", error: """
            error: migration "0001_add_flagged" was applied, but \(file) has changed since. Applied migrations are frozen: restore the file and put the change in a new migration.

            """))
    }

    @Test func failedMigrationIsRolledBackAndNamed() throws {
        try directory.write("Migrations/0003_broken.sql", "CREATE TABLE \"x\" (a);\nINSERT INTO \"missing\" VALUES (1);\n")
        let result = run(command("migrate"))
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(#"error: migration "0003_broken" failed and was rolled back: SQLite error 1: no such table: missing"#))
        #expect(try !DatabaseQueue(path: db).read { try $0.tableExists("x") })
        // Each migration commits on its own: the two before the broken one stay applied.
        #expect(run(command("status")).output == """
            applied  0001_add_flagged
            applied  0002_index_tags_title
            pending  0003_broken

            """)
    }

    @Test func missingMigrationsDirectory() {
        #expect(run(["status", "--db-path", db, "--migrations", directory.path("nope")]) == CommandResult(status: 2, output: "", error: """
            error: no migrations directory at \(directory.path("nope")). Pass --migrations DIR.

            """))
    }

    @Test func negativeStepsIsAUsageError() {
        let result = run(command("rollback", "--steps=-1"))
        #expect(result.status == 64)
        #expect(result.error.contains("--steps must be zero or more (got -1)."))
    }
}
