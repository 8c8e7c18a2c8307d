import Foundation
import GRDB
import MigrationKit
import MigrationKitCLI
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

@Suite struct VerifyCommandTests {
    let directory: TemporaryDirectory
    let db: String

    init() throws {
        directory = try TemporaryDirectory()
        db = try directory.copyFixture("reminders.sqlite")
    }

    @Test func healthyDatabasePasses() {
        #expect(run(["verify", "--db-path", db, "--required-index", "reminders:reminders_dueDate"]) == CommandResult(status: 0, output: """
            ok      quick_check
            ok      foreign_key_check
            ok      index "reminders_dueDate" on "reminders"
            \(db): verification passed (3 checks).

            """, error: ""))
    }

    @Test func missingIndexFailsWithJSON() {
        #expect(run(["verify", "--db-path", db, "--required-index", "tags:tags_title", "--format", "json"]) == CommandResult(status: 1, output: """
            {
              "checks" : [
                {
                  "check" : "quick_check",
                  "ok" : true
                },
                {
                  "check" : "foreign_key_check",
                  "ok" : true
                },
                {
                  "check" : "index \\"tags_title\\" on \\"tags\\"",
                  "failure" : "required index \\"tags_title\\" on table \\"tags\\" is missing.",
                  "ok" : false
                }
              ],
              "ok" : false
            }

            """, error: ""))
    }

    @Test func foreignKeyViolationFails() throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        try DatabaseQueue(path: db, configuration: configuration).write { db in
            try db.execute(sql: #"INSERT INTO "remindersTags" VALUES (999, 1)"#)
        }
        #expect(run(["verify", "--db-path", db]) == CommandResult(status: 1, output: """
            ok      quick_check
            FAILED  foreign_key_check: 1 foreign key violation: "remindersTags" rowid 8 → missing parent in "reminders"
            \(db): verification failed (1 of 2 checks).

            """, error: ""))
    }

    @Test func overwrittenPagesFailCleanly() throws {
        try overwritePages(of: db, count: 4)
        let before = fileBytes(db)
        let result = run(["verify", "--db-path", db])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("FAILED  quick_check: the database failed PRAGMA quick_check: *** in database main ***; Page "))
        #expect(result.output.contains("btreeInitPage() returns error code 11"))  // names the damaged pages
        #expect(result.output.contains("FAILED  foreign_key_check: SQLite error 11: database disk image is malformed"))
        #expect(result.output.hasSuffix("\(db): verification failed (2 of 2 checks).\n"))
        #expect(result.error == "")
        #expect(fileBytes(db) == before)
    }

    @Test func malformedRequiredIndexIsAUsageError() {
        let result = run(["verify", "--db-path", db, "--required-index", "reminders"])
        #expect(result.status == 64)
        #expect(result.error.contains(#"--required-index takes TABLE:INDEX, e.g. reminders:reminders_on_listID (got "reminders")."#))
    }
}

@Suite struct SchemaDumpCommandTests {
    @Test func writesTheSchemaToAFileOrStandardOutput() throws {
        let directory = try TemporaryDirectory()
        let db = try directory.copyFixture("reminders.sqlite")
        let stdout = run(["schema-dump", "--db-path", db])
        #expect(stdout.status == 0)
        #expect(stdout.output.hasPrefix("-- migrationkit:schema-dump\nCREATE TABLE \"reminders\" ("))
        #expect(!stdout.output.contains("sqlite_sequence"))

        let file = directory.path("schema.sql")
        #expect(run(["schema-dump", "--db-path", db, "--output", file]) == CommandResult(
            status: 0, output: "wrote the schema of \(db) to \(file)\n", error: ""))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == stdout.output)
        // Replaying the dump rebuilds the same schema.
        let replayed = directory.path("replayed.sqlite")
        try makeDatabase(at: replayed, sql: stdout.output)
        #expect(run(["schema-dump", "--db-path", replayed]).output == stdout.output)
    }
}

/// Files a command cannot work on: the right exit code, a message a user understands, and
/// nothing created or changed.
@Suite struct BadInputTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Fixtures.path("Migrations"), toPath: directory.path("Migrations"))
    }

    @Test(arguments: ["status", "verify", "schema-dump", "rollback"])
    func missingFileIsNotCreated(command: String) {
        let path = directory.path("missing.sqlite")
        #expect(run([command, "--db-path", path] + (command == "verify" || command == "schema-dump" ? [] : ["--migrations", directory.path("Migrations")]))
            == CommandResult(status: 2, output: "", error: "error: no database at \(path); this command does not create one.\n"))
        #expect(fileBytes(path) == nil)
    }

    @Test(arguments: ["status", "verify", "schema-dump", "migrate", "rollback"])
    func garbageFileIsRefusedUnchanged(command: String) throws {
        let path = try directory.write("notes.sqlite", "these are my notes, not a database\n")
        let arguments = [command, "--db-path", path] + (["verify", "schema-dump"].contains(command) ? [] : ["--migrations", directory.path("Migrations")])
        #expect(run(arguments) == CommandResult(status: 2, output: "", error: "error: \(path) is not a SQLite database (or it is encrypted).\n"))
        #expect(fileBytes(path) == Data("these are my notes, not a database\n".utf8))
    }

    @Test func passwordIsNeverIgnored() throws {
        let db = try directory.copyFixture("reminders.sqlite")
        let before = fileBytes(db)
        let result = run(["migrate", "--db-path", db, "--migrations", directory.path("Migrations"), "--password", "s3cret"])
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: a password was given, but this build links SQLite \(sqliteLibraryVersion) without encryption (no SQLCipher), \
            so it cannot open an encrypted database. Use a build linked with SQLCipher, or leave out --password for an unencrypted file.

            """))
        #expect(fileBytes(db) == before)
        let fresh = directory.path("fresh.sqlite")
        #expect(run(["migrate", "--db-path", fresh, "--migrations", directory.path("Migrations"), "--password", "x"]).status == 2)
        #expect(fileBytes(fresh) == nil)
    }

    @Test func keychainOptions() throws {
        let db = try directory.copyFixture("reminders.sqlite")
        #if canImport(Security)
        #else
        #expect(run(["verify", "--db-path", db, "--keychain-service", "app", "--keychain-account", "db"]) == CommandResult(
            status: 2, output: "", error: "error: there is no keychain on this platform; pass the password with --password instead.\n"))
        #endif
        let half = run(["verify", "--db-path", db, "--keychain-service", "app"])
        #expect(half.status == 64)
        #expect(half.error.contains("--keychain-service and --keychain-account go together: pass both or neither."))
        let both = run(["verify", "--db-path", db, "--keychain-service", "app", "--keychain-account", "db", "--password", "x"])
        #expect(both.status == 64)
    }
}

/// An app's own binary embedding the commands with its Swift steps.
@Suite struct EmbeddedHostTests {
    @Test func appStepsRunThroughTheSameCommands() throws {
        let directory = try TemporaryDirectory()
        let db = directory.path("app.sqlite")
        let runner = try GRDBMigrationRunner(steps: [
            MigrationStep(identifier: "0001_create_items", apply: { db in try db.execute(sql: "CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL)") }),
        ])
        let host = MigrationCLIHost(runner: runner)
        #expect(run(["migrate", "--db-path", db, "--create"], host: host).output == "applied 0001_create_items\n\(db): 1 of 1 migrations applied; verification passed.\n")
        #expect(run(["status", "--db-path", db], host: host).output == "applied  0001_create_items\n")
        let refused = run(["status", "--db-path", db, "--migrations", "Migrations"], host: host)
        #expect(refused == CommandResult(status: 64, output: "", error: "error: --migrations is not available: this tool's migrations are built in.\n"))
    }
}
