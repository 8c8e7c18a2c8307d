import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

@Suite struct DatabaseOpenerTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test(arguments: [DatabaseConnectionOptions.Access.readOnly, .readWrite])
    func missingFileIsNotCreated(access: DatabaseConnectionOptions.Access) {
        let path = directory.path("missing.sqlite")
        #expect(throws: DatabaseOpeningError.databaseNotFound(path: path)) {
            try openDatabase(DatabaseConnectionOptions(path: path, access: access))
        }
        #expect(fileBytes(path) == nil)
    }

    @Test func creatingNeedsAnExistingDirectory() throws {
        let path = directory.path("no/such/dir/app.sqlite")
        #expect(throws: DatabaseOpeningError.directoryNotFound(path: path)) {
            try openDatabase(DatabaseConnectionOptions(path: path, access: .readWriteCreate))
        }
        let created = directory.path("new.sqlite")
        _ = try openDatabase(DatabaseConnectionOptions(path: created, access: .readWriteCreate))
        #expect(fileBytes(created) != nil)
    }

    @Test(arguments: ["garbage that is long enough to hold a header", "short", "SQLite format 3"])
    func garbageIsNotADatabaseAndStaysUnchanged(contents: String) throws {
        let path = try directory.write("garbage.sqlite", contents)
        for access in [DatabaseConnectionOptions.Access.readOnly, .readWrite, .readWriteCreate] {
            #expect(throws: DatabaseOpeningError.notADatabase(path: path)) {
                try openDatabase(DatabaseConnectionOptions(path: path, access: access))
            }
        }
        #expect(fileBytes(path) == Data(contents.utf8))
    }

    @Test(arguments: [DatabaseConnectionOptions.Access.readOnly, .readWrite, .readWriteCreate])
    func directoryIsNotADatabase(access: DatabaseConnectionOptions.Access) throws {
        #expect(throws: DatabaseOpeningError.databaseIsADirectory(path: directory.url.path)) {
            try openDatabase(DatabaseConnectionOptions(path: directory.url.path, access: access))
        }
        #expect(DatabaseOpeningError.databaseIsADirectory(path: ".").description == """
            . is a directory, not a database file.
            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test func emptyFileIsAnEmptyDatabase() throws {
        let path = try directory.write("empty.sqlite", "")
        let db = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM sqlite_master") } == 0)
    }

    @Test func readOnlyConnectionsCannotWrite() throws {
        let path = directory.path("app.sqlite")
        try makeDatabase(at: path, sql: "CREATE TABLE t (x)")
        let db = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
        #expect(throws: DatabaseError.self) {
            try db.writeWithoutTransaction { try $0.execute(sql: "INSERT INTO t VALUES (1)") }
        }
    }

    @Test func lockedFileWaitsThenSaysSo() throws {
        let path = directory.path("app.sqlite")
        try makeDatabase(at: path, sql: "CREATE TABLE t (x)")
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true  // hold the lock across accesses
        let holder = try DatabaseQueue(path: path, configuration: configuration)
        try holder.writeWithoutTransaction { try $0.execute(sql: "BEGIN EXCLUSIVE") }
        defer { try? holder.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") } }
        #expect(throws: DatabaseOpeningError.databaseLocked(path: path, waitedSeconds: 0.3)) {
            try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly, busyTimeout: 0.3))
        }
        // How long SQLite waits is its own busy timeout, set from the options on every
        // connection: read back, rather than timed.
        try holder.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
        let opened = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly, busyTimeout: 0.3))
        #expect(try opened.read { try Int.fetchOne($0, sql: "PRAGMA busy_timeout") } == 300)
        #expect(DatabaseOpeningError.databaseLocked(path: "/a.sqlite", waitedSeconds: 5).description == """
            /a.sqlite is locked by another process (waited 5 s). Close the app or tool using it, \
            or wait longer.
            """)
    }

    /// The linked SQLite (Debian's) cannot encrypt: a password stops the open, before any file
    /// is created or read, instead of being ignored.
    @Test func passwordWithoutEncryptionIsRefused() throws {
        #expect(!sqliteSupportsEncryption)
        let path = directory.path("new.sqlite")
        #expect(throws: DatabaseOpeningError.encryptionUnavailable(sqliteVersion: sqliteLibraryVersion)) {
            try openDatabase(DatabaseConnectionOptions(path: path, access: .readWriteCreate, password: "secret"))
        }
        #expect(fileBytes(path) == nil)
    }
}

@Suite struct SQLMigrationFilesTests {
    func parse(_ text: String) throws -> (up: String, down: String?) {
        let sections = try SQLMigrationFiles.parse(text, path: "m.sql")
        return (sections.up, sections.down)
    }

    /// The line the apply section starts on, by which `diff` locates a refused statement.
    @Test func theApplySectionKnowsItsFirstLine() throws {
        #expect(try SQLMigrationFiles.parse("CREATE TABLE a (x);\n", path: "m.sql").upLine == 1)
        #expect(try SQLMigrationFiles.parse("-- migrate:up\nCREATE TABLE a (x);\n", path: "m.sql").upLine == 2)
        #expect(try SQLMigrationFiles.parse("-- migrate:up\r\n\nCREATE TABLE a (x);\n-- migrate:down\nDROP TABLE a;\n", path: "m.sql").upLine == 2)
    }

    @Test func markersAreOptional() throws {
        #expect(try parse("CREATE TABLE a (x);\n") == ("CREATE TABLE a (x);\n", nil))
        #expect(try parse("-- migrate:up\nCREATE TABLE a (x);") == ("CREATE TABLE a (x);", nil))
    }

    @Test func downMarkerStartsTheRollback() throws {
        let sections = try parse("-- migrate:up\nCREATE TABLE a (x);\n  -- migrate:down  \r\nDROP TABLE a;\n")
        #expect(sections.up == "CREATE TABLE a (x);\n")  // the file's bytes, up to the marker's line
        #expect(sections.down == "DROP TABLE a;\n")
        #expect(try parse("SELECT 1;\r\n-- migrate:down\r\nSELECT 2;").down == "SELECT 2;")
    }

    @Test func emptyRollbackIsNoRollback() throws {
        #expect(try parse("CREATE TABLE a (x);\n-- migrate:down\n\n-- irreversible\n").down == nil)
    }

    @Test func misplacedMarkersAreErrors() {
        #expect(throws: MigrationFileError.invalidMigrationFile(path: "m.sql", reason: "line 3: -- migrate:up may only be the first line")) {
            try parse("-- migrate:up\nSELECT 1;\n-- migrate:up\n")
        }
        #expect(throws: MigrationFileError.invalidMigrationFile(path: "m.sql", reason: "more than one -- migrate:down line")) {
            try parse("SELECT 1;\n-- migrate:down\nSELECT 2;\n-- migrate:down\n")
        }
    }

    /// A mistyped marker read as a comment would run the rollback inside the migration.
    @Test(arguments: ["-- migrate: down", "--migrate:down", "-- Migrate:Down", "-- migrate:downgrade", "  --  migrate:up"])
    func nearMissMarkersAreErrors(line: String) {
        #expect(throws: MigrationFileError.invalidMigrationFile(
            path: "m.sql",
            reason: "line 2: \"\(line.trimmingCharacters(in: .whitespaces))\" is not a marker; write -- migrate:up or -- migrate:down exactly")) {
            try parse("CREATE TABLE a (x);\n\(line)\nDROP TABLE a;\n")
        }
    }

    /// A marker is a comment that starts a line: the same text inside a quoted name (a table
    /// may be called that) or a string, or after a statement on its line, is no marker.
    /// A directive after SQL or a block comment on its line would be an ordinary comment to
    /// SQLite, and the rollback would run inside the migration: it is refused.
    @Test func aDirectiveMustBeOnALineOfItsOwn() throws {
        #expect(throws: MigrationFileError.invalidMigrationFile(path: "m.sql", reason: #"line 2: "-- migrate:down" must be on a line of its own"#)) {
            try parse("SELECT 1;\n/* note */ -- migrate:down\nSELECT 2;\n")
        }
        #expect(throws: MigrationFileError.invalidMigrationFile(path: "m.sql", reason: #"line 1: "-- migrate:down" must be on a line of its own"#)) {
            try parse("SELECT 1; -- migrate:down\nSELECT 2;\n")
        }
    }

    @Test func markersAreCommentsNotTextInsideNames() throws {
        let sections = try parse("""
            CREATE TABLE "evil
            -- migrate:down
            " (x);
            INSERT INTO "evil
            -- migrate:down
            " VALUES ('
            -- migrate:down
            ');
            """)
        #expect(sections.down == nil)
        #expect(throws: MigrationFileError.invalidMigrationFile(
            path: "m.sql", reason: #"line 2: "--migrationkit:aply" marks a kind of migration file this loader was not given (SQLMigrationFiles.FileKind)"#)) {
            try parse("SELECT 1;\n--migrationkit:aply\n")
        }
    }

    @Test func directoryIsReadInLexicographicOrderIgnoringOtherFiles() throws {
        let directory = try TemporaryDirectory()
        for name in ["0010_c.sql", "0002_b.sql", "0001_a.sql", "notes.txt", ".0000_hidden.sql", "0003_x.SQL"] {
            try directory.write("M/\(name)", "SELECT 1;")
        }
        let steps = try SQLMigrationFiles.steps(in: directory.path("M"))
        #expect(steps.map(\.identifier) == ["0001_a", "0002_b", "0010_c"])
        #expect(steps[0].sourceFile == directory.path("M/0001_a.sql"))
        #expect(throws: MigrationFileError.migrationsDirectoryNotFound(path: directory.path("nope"))) {
            try SQLMigrationFiles.steps(in: directory.path("nope"))
        }
    }

    @Test func fileGivenAsTheDirectoryIsRefusedAsAFile() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("M/0001_a.sql", "SELECT 1;")
        #expect(throws: MigrationFileError.migrationsPathIsAFile(path: file)) {
            try SQLMigrationFiles.steps(in: file)
        }
        #expect(MigrationFileError.migrationsPathIsAFile(path: "M/0001_a.sql").description == """
            M/0001_a.sql is a file, not a directory of <identifier>.sql migration files.
            """)
    }

    /// Regression: `--migrations .` ran a schema dump lying there as a migration, which on a new
    /// database creates the whole schema under the name of a migration.
    @Test(arguments: ["\n", "\r\n"])
    func schemaDumpInTheDirectoryIsRefused(lineEnd: String) throws {
        let directory = try TemporaryDirectory()
        let migrations = directory.path("M")
        try FileManager.default.copyItem(atPath: Fixtures.path("Migrations"), toPath: migrations)
        let app = try directory.copyFixture("reminders.sqlite")
        let dump = try openDatabase(DatabaseConnectionOptions(path: app, access: .readOnly)).read(schemaSQL)
        #expect(dump.hasPrefix("-- migrationkit:schema-dump\n"))
        let path = try directory.write("M/schema.sql", dump.replacingOccurrences(of: "\n", with: lineEnd))
        #expect(throws: MigrationFileError.schemaDumpInMigrations(path: path, directory: migrations)) {
            try SQLMigrationFiles.steps(in: migrations)
        }
        #expect(MigrationFileError.schemaDumpInMigrations(path: "M/schema.sql", directory: "M").description == """
            M/schema.sql is a schema dump (migrationkit schema-dump wrote it), not a migration, and every .sql \
            file in a migrations directory is applied as one. Move it out of M, or use a directory that \
            holds only the <identifier>.sql migration files.
            """)
        // Without it, the directory is the sample's migrations again.
        try FileManager.default.removeItem(atPath: path)
        #expect(try SQLMigrationFiles.steps(in: migrations).map(\.identifier) == ["0001_add_flagged", "0002_index_tags_title"])
    }

    /// Only a first line that is exactly the dump's header makes a dump: a migration may mention
    /// schema-dump in its comments.
    @Test func migrationThatMentionsTheHeaderIsNoDump() throws {
        let directory = try TemporaryDirectory()
        try directory.write("M/0001_a.sql", "-- migrationkit:schema-dump is what schema-dump writes first\nSELECT 1;\n")
        #expect(throws: MigrationFileError.invalidMigrationFile(
            path: directory.path("M/0001_a.sql"),
            reason: #"line 1: "-- migrationkit:schema-dump is what schema-dump writes first" marks a kind of migration file this loader was not given (SQLMigrationFiles.FileKind)"#)) {
            try SQLMigrationFiles.steps(in: directory.path("M"))
        }
        try directory.write("M/0001_a.sql", "-- written after migrationkit schema-dump\nSELECT 1;\n")
        #expect(try SQLMigrationFiles.steps(in: directory.path("M")).map(\.identifier) == ["0001_a"])
    }

    @Test func nonUTF8FileIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("0001_bad.sql")
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: path))
        #expect(throws: MigrationFileError.invalidMigrationFile(path: path, reason: "the file is not UTF-8 text")) {
            try SQLMigrationFiles.step(at: path)
        }
    }
}
