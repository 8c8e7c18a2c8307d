import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// A converted reference whose DEFAULT is a parent's key (`owner DEFAULT 1`: the first user,
/// issue 37 item 7) is carried as that row's new key: a row inserted without the column after
/// the conversion points at the same parent row as before. A DEFAULT that names no row (the
/// app's "none") is still refused, and so is the random scheme's.
@Suite struct KeyDefaultTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    struct Shape: Sendable, CustomTestStringConvertible {
        /// Declared with REFERENCES, or answered with --reference.
        let declared: Bool
        let notNull: Bool
        let scheme: String
        var testDescription: String { "\(declared ? "declared" : "answered") \(notNull ? "NOT NULL" : "nullable") \(scheme)" }

        var ownerDefinition: String {
            "owner INTEGER\(notNull ? " NOT NULL" : "") DEFAULT 1\(declared ? " REFERENCES users(id) ON DELETE CASCADE" : "")"
        }

        var arguments: [String] {
            (declared ? [] : ["--reference", "notes.owner=users"]) + (scheme == "salted" ? [] : ["--id-scheme", scheme])
        }

        /// The rebuilt table's statement in the file: the deterministic key written out, the
        /// salted key's placeholder, written in as the file runs.
        var createdInFile: String {
            let value = scheme == "deterministic" ? "'00000000-0000-0000-0000-000000000001'" : #"'migrationkit:new-key "users" 1'"#
            let references = declared ? " REFERENCES users(id) ON DELETE CASCADE" : ""
            return #"CREATE TABLE "migrationkit_new_1" (id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), owner TEXT"#
                + (notNull ? " NOT NULL" : "") + " DEFAULT \(value)\(references), body TEXT);"
        }
    }

    static let shapes: [Shape] = [true, false].flatMap { declared in
        [true, false].flatMap { notNull in ["salted", "deterministic"].map { Shape(declared: declared, notNull: notNull, scheme: $0) } }
    }

    func database(_ shape: Shape) throws -> String {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TABLE notes (id INTEGER PRIMARY KEY, \(shape.ownerDefinition), body TEXT);
            INSERT INTO users VALUES (1, 'Ann'), (2, 'Bob');
            INSERT INTO notes VALUES (1, 2, 'by Bob');
            INSERT INTO notes (id, body) VALUES (2, 'by default');
            """)
        return db
    }

    /// Generate writes the DEFAULT as the parent's new key (salted: its placeholder), migrate
    /// writes the key in, and an INSERT without the column after the conversion finds, through
    /// the parent's new key, the row it found before: Ann.
    @Test(arguments: shapes)
    func aDefaultThatIsAParentsKeyBecomesItsNewKey(shape: Shape) throws {
        let db = try database(shape)
        let migrations = directory.path("Migrations")
        let generated = run(["generate", "--db-path", db, "--output", migrations] + shape.arguments)
        #expect(generated.status == 0, "\(generated)")
        let file = try String(contentsOfFile: directory.path("Migrations/0001_convert_notes_and_1_more.sql"), encoding: .utf8)
        #expect(file.split(separator: "\n").contains { $0 == shape.createdInFile }, "\(file)")

        let migrated = run(["migrate", "--db-path", db, "--migrations", migrations])
        #expect(migrated.status == 0, "\(migrated)")
        let dbQueue = try Self.queue(db)
        try dbQueue.write { db in
            let prefix = try String.fetchOne(db, sql: #"SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'users'"#)!
            if shape.scheme == "deterministic" { #expect(prefix == "00000000-0000-0000-0000-") }
            let schema = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'notes'")!
            let created = shape.createdInFile
                .replacingOccurrences(of: #"CREATE TABLE "migrationkit_new_1""#, with: #"CREATE TABLE "notes""#)
                .replacingOccurrences(of: #"'migrationkit:new-key "users" 1'"#, with: "'\(prefix)000000000001'")
            #expect(schema + ";" == created)
            try db.execute(sql: "INSERT INTO notes (body) VALUES ('after')")
            let owners = try String.fetchAll(db, sql: "SELECT notes.body || ': ' || users.name FROM notes JOIN users ON users.id = notes.owner ORDER BY notes.rowid")
            #expect(owners == ["by Bob: Bob", "by default: Ann", "after: Ann"])
        }
    }

    /// The app's own conversion writes the key in too, from the prefix this device drew.
    @Test(arguments: [true, false])
    func theAppsConversionWritesTheNewKeyIn(declared: Bool) throws {
        let db = try database(Shape(declared: declared, notNull: true, scheme: "salted"))
        let dbQueue = try Self.queue(db)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_uuid_keys") { db in
            var options = ConversionOptions()
            if !declared { options.references = [ReferenceDeclaration(table: "notes", column: "owner", parentTable: "users")] }
            try Conversion.apply(in: db, options: options)
        }
        try migrator.migrate(dbQueue)
        try dbQueue.write { db in
            let key = try String.fetchOne(db, sql: "SELECT id FROM users WHERE name = 'Ann'")!
            #expect(try String.fetchOne(db, sql: "SELECT dflt_value FROM pragma_table_xinfo('notes') WHERE name = 'owner'") == "'\(key)'")
            try db.execute(sql: "INSERT INTO notes (body) VALUES ('after')")
            #expect(try String.fetchOne(db, sql: "SELECT users.name FROM notes JOIN users ON users.id = notes.owner WHERE notes.body = 'after'") == "Ann")
        }
    }

    /// The file run by hand: nothing writes the key in, and the check of the rewritten table's
    /// columns stops the transaction before any row moves.
    @Test func byHandTheColumnsCheckStopsTheFile() throws {
        let db = try database(Shape(declared: true, notNull: true, scheme: "salted"))
        let migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", migrations]).status == 0)
        let path = directory.path("Migrations/0001_convert_notes_and_1_more.sql")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let file = try SQLMigrationFiles.read(identifier: "0001", sourceFile: path, text: text, kinds: [.conversion]).0
        let statements = try ConversionFile.Sections(file).statements
        let dbQueue = try Self.queue(db)
        try dbQueue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            let error = #expect(throws: DatabaseError.self) {
                try db.inTransaction {
                    try db.execute(sql: statements)
                    return .commit
                }
            }
            #expect(error?.sql?.contains(#"('the rewritten table of "notes" has the columns planned', "#) == true)
            #expect(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") == ["notes", "users"])
            #expect(try String.fetchOne(db, sql: "SELECT type FROM pragma_table_xinfo('notes') WHERE name = 'owner'") == "INTEGER")
        }
    }

    /// A relation answered after the conversion (a repair): the DEFAULT becomes the new key the
    /// parent's conversion made, from the prefix it recorded.
    @Test func aRepairCarriesTheDefaultWithTheRecordedPrefix() throws {
        let db = try database(Shape(declared: false, notNull: true, scheme: "salted"))
        let first = run(["generate", "--db-path", db, "--output", directory.path("First"), "--not-reference", "notes.owner"])
        #expect(first.status == 0, "\(first)")
        #expect(run(["migrate", "--db-path", db, "--migrations", directory.path("First")]).status == 0)
        let repair = run(["generate", "--db-path", db, "--output", directory.path("Repair"), "--reference", "notes.owner=users"])
        #expect(repair.status == 0, "\(repair)")
        let file = try String(contentsOfFile: try #require(FileManager.default.contentsOfDirectory(atPath: directory.path("Repair")).first.map { directory.path("Repair/\($0)") }), encoding: .utf8)
        #expect(file.contains(#"owner TEXT NOT NULL DEFAULT 'migrationkit:new-key "users" 1', body TEXT);"#), "\(file)")
        let migrated = run(["migrate", "--db-path", db, "--migrations", directory.path("Repair")])
        #expect(migrated.status == 0, "\(migrated)")
        try Self.queue(db).write { db in
            try db.execute(sql: "INSERT INTO notes (body) VALUES ('after')")
            let owners = try String.fetchAll(db, sql: "SELECT notes.body || ': ' || users.name FROM notes JOIN users ON users.id = notes.owner ORDER BY notes.rowid")
            #expect(owners == ["by Bob: Bob", "by default: Ann", "after: Ann"])
        }
    }

    /// The random scheme draws keys row by row: a device that deleted the row would have no key
    /// to write in. Refused by name, with the scheme that carries it; a DEFAULT that names no row
    /// keeps its advice (the none value), under every scheme that cannot carry it.
    @Test func theRandomSchemeAndANoneValueAreRefused() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TABLE notes (id INTEGER PRIMARY KEY, owner INTEGER NOT NULL DEFAULT 1 REFERENCES users(id), editor INTEGER DEFAULT 0, body TEXT);
            INSERT INTO users VALUES (1, 'Ann');
            """)
        let output = directory.path("Migrations")
        let random = run(["generate", "--db-path", db, "--output", output, "--id-scheme", "random", "--reference", "notes.editor=users"])
        #expect(random == CommandResult(status: 1, output: "", error: """
            error: \(db): cannot convert without losing data, so nothing was written:
              - "notes": column "editor" references a converted key and has DEFAULT 0, which the random scheme cannot carry; if 0 means no row, declare it as the none value: --reference-none notes.editor=0 (it becomes NULL; the column must accept NULL) or --reference-keep notes.editor=0 (it stays as it is); otherwise change or drop the default first.
              - "notes": column "owner" references a converted key and has DEFAULT 1, a key of "users"; the random scheme draws new keys row by row, so a device that deleted that row has no key to write in the DEFAULT, and its conversion would fail; use --id-scheme salted, which carries it (its keys keep the old id), or change or drop the default first.

            """))
        let salted = run(["generate", "--db-path", db, "--output", output, "--reference", "notes.editor=users"])
        #expect(salted == CommandResult(status: 1, output: "", error: """
            error: \(db): cannot convert without losing data, so nothing was written:
              - "notes": column "editor" references a converted key and has DEFAULT 0, which the salted scheme cannot carry; if 0 means no row, declare it as the none value: --reference-none notes.editor=0 (it becomes NULL; the column must accept NULL) or --reference-keep notes.editor=0 (it stays as it is); otherwise change or drop the default first, or use --id-scheme deterministic (its keys do not depend on the device).

            """))
        #expect(!FileManager.default.fileExists(atPath: output))
        // Its none value declared, the key DEFAULT beside it is carried.
        #expect(run(["generate", "--db-path", db, "--output", output, "--reference-none", "notes.editor=0", "--reference", "notes.editor=users"]).status == 0)
    }

    static func queue(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        return try DatabaseQueue(path: path, configuration: configuration)
    }
}
