import Foundation
import MigrationKitTestSupport
import Testing

/// A path of the wrong kind: the message says what the path is and what was expected, and
/// nothing is created or changed. Trying the tool as a new user would: `--db-path .`,
/// `--migrations FILE.sql`.
@Suite struct PathErrorTests {
    let directory: TemporaryDirectory
    let db: String
    let migrations: String

    init() throws {
        directory = try TemporaryDirectory()
        db = try directory.copyFixture("reminders.sqlite")
        migrations = directory.path("Migrations")
        try FileManager.default.copyItem(atPath: Fixtures.path("Migrations"), toPath: migrations)
    }

    /// The options each command needs besides `--db-path`.
    func arguments(_ command: String, db: String) -> [String] {
        switch command {
        case "generate": [command, "--db-path", db, "--output", directory.path("Out")]
        case "migrate", "status", "rollback": [command, "--db-path", db, "--migrations", migrations]
        default: [command, "--db-path", db]
        }
    }

    /// Regression: a directory was "not a SQLite database (or it is encrypted)".
    @Test(arguments: ["audit", "generate", "migrate", "status", "rollback", "verify", "schema-dump"])
    func directoryAsDatabase(command: String) throws {
        let path = directory.path("Databases")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(run(arguments(command, db: path)) == CommandResult(status: 2, output: "", error: """
            error: \(path) is a directory, not a database: --db-path takes the SQLite database file.

            """))
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == [])
        #expect(fileBytes(directory.path("Out")) == nil)
    }

    /// The shell's own spelling, in the built tool.
    @Test func currentDirectoryAsDatabase() throws {
        #expect(try runTool(["audit", "--db-path", "."]) == CommandResult(status: 2, output: "", error: """
            error: . is a directory, not a database: --db-path takes the SQLite database file.

            """))
    }

    /// Regression: a migration file given as `--migrations` was "no migrations directory at …",
    /// although the path exists.
    @Test(arguments: ["migrate", "status", "rollback"])
    func fileAsMigrationsDirectory(command: String) {
        let before = fileBytes(db)
        let file = directory.path("Migrations/0001_add_flagged.sql")
        #expect(run([command, "--db-path", db, "--migrations", file]) == CommandResult(status: 2, output: "", error: """
            error: \(file) is a file, not a directory: --migrations takes the directory that holds the <identifier>.sql migration files.

            """))
        #expect(fileBytes(db) == before)
    }
}
