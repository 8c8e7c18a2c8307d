import Foundation
import MigrationKitTestSupport
import Testing

/// A path of the wrong kind: the message says what the path is and what was expected, and
/// nothing is created or changed. Trying the tool as a new user would: `--db-path .`,
/// `--migrations FILE.sql`, `--migrations` a directory that holds a schema dump.
extension MigrationCommandsTests {
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

    /// Regression: the schema that `schema-dump` wrote into the migrations directory was applied
    /// as a migration named "schema".
    @Test func schemaDumpInMigrationsDirectory() throws {
        let dump = directory.path("Migrations/schema.sql")
        #expect(run(["schema-dump", "--db-path", db, "--output", dump]).status == 0)
        let refusal = CommandResult(status: 2, output: "", error: """
            error: \(dump) is a schema dump (migrationkit schema-dump wrote it), not a migration, and every .sql file \
            in a migrations directory is applied as one. Move it out of \(migrations), or pass --migrations the \
            directory that holds only the <identifier>.sql migration files.

            """)
        let before = fileBytes(db)
        for command in ["migrate", "status", "rollback"] {
            #expect(run([command, "--db-path", db, "--migrations", migrations]) == refusal)
        }
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations, "--dry-run"]) == refusal)
        #expect(fileBytes(db) == before)
        // Where it did the most harm: a new database, which the dump would have created whole.
        let new = directory.path("new.sqlite")
        #expect(run(["migrate", "--db-path", new, "--migrations", migrations]) == refusal)
        #expect(fileBytes(new) == nil)
        // Moved out, the directory is the migrations again.
        try FileManager.default.moveItem(atPath: dump, toPath: directory.path("schema.sql"))
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations]).status == 0)
    }
}
