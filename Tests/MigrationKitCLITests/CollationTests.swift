import Foundation
import GRDB
import MigrationKit
import MigrationKitCLI
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// A database whose app registers a collation of its own, "unicase" (Unicode case folding,
/// where NOCASE folds ASCII only): audit and generate read it with `--collation`, migrate
/// refuses it, and the generated file applies in the app, which registers the real collation.
@Suite struct CollationTests {
    let directory: TemporaryDirectory
    let db: String

    static let schema = """
        CREATE TABLE lists (id INTEGER PRIMARY KEY, name TEXT COLLATE unicase);
        CREATE INDEX lists_name ON lists(name);
        CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER REFERENCES lists(id) ON DELETE CASCADE, title TEXT COLLATE unicase);
        CREATE INDEX items_title ON items(title);
        INSERT INTO lists (id, name) VALUES (1, 'Äpfel'), (2, 'apple'), (3, 'Banana'), (4, 'äpfel'), (5, 'ÄPFEL');
        INSERT INTO items (listID, title) VALUES (1, 'Öl'), (2, 'oil'), (4, 'öl'), (NULL, 'ÖL');
        """

    /// What the app registers on its connections: uuid() and the real "unicase".
    static let prepareAppDatabase: @Sendable (Database) throws -> Void = { db in
        try db.registerUUIDFunction()
        db.add(collation: DatabaseCollation("unicase") { $0.lowercased().compare($1.lowercased()) })
    }

    static var appConfiguration: Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase(prepareAppDatabase)
        return configuration
    }

    init() throws {
        directory = try TemporaryDirectory()
        db = directory.path("app.sqlite")
        let app = try DatabaseQueue(path: db, configuration: Self.appConfiguration)
        try app.writeWithoutTransaction { db in
            // A new file, as Apple's SQLite makes it where its defaults are in force.
            if appleSQLiteDefaults { try db.execute(sql: "PRAGMA auto_vacuum = FULL") }
            try db.execute(sql: Self.schema)
        }
        try app.close()
    }

    static func needsStandIn(_ path: String) -> String {
        """
        error: \(path) needs collation "unicase", which the app registers on its own connections and SQLite does not \
        have. Pass --collation unicase to read it with a stand-in that compares as NOCASE (or --collation \
        unicase=binary, as BINARY).

        """
    }

    @Test func auditAndGenerateNeedTheOption() {
        let before = fileBytes(db)
        #expect(run(["audit", "--db-path", db]) == CommandResult(status: 2, output: "", error: Self.needsStandIn(db)))
        let output = directory.path("Conversion")
        #expect(run(["generate", "--db-path", db, "--output", output]) == CommandResult(status: 2, output: "", error: Self.needsStandIn(db)))
        #expect(fileBytes(output) == nil)
        #expect(fileBytes(db) == before)
    }

    @Test func auditReadsThroughAStandIn() throws {
        let before = fileBytes(db)
        #expect(run(["audit", "--db-path", db, "--collation", "unicase"]) == CommandResult(status: 1, output: """
            \(db): error: [integer-primary-key] "items"."id": the primary key is an integer (INTEGER): each device numbers its own rows, so two devices create different records with the same id.
                fix (fixed by generate): migrationkit generate converts it to UUID text.
            \(db): error: [integer-primary-key] "lists"."id": the primary key is an integer (INTEGER): each device numbers its own rows, so two devices create different records with the same id.
                fix (fixed by generate): migrationkit generate converts it to UUID text, and the 1 foreign key that references it.
            \(db): not ready for sync: 2 errors, 0 warnings, 0 infos; 2 fixed by migrationkit generate.

            """, error: """
            note: collation "unicase" stands in as NOCASE.

            """))
        // JSON stays alone on standard output.
        let json = run(["audit", "--db-path", db, "--collation", "UNICASE=binary", "--format", "json"])
        #expect(json.status == 1)
        #expect(json.error == "note: collation \"UNICASE\" stands in as BINARY.\n")
        #expect(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) is [String: Any])
        #expect(fileBytes(db) == before)
    }

    /// generate reads through the stand-in and rehearses on an empty copy that has stand-ins of
    /// its own; migrate refuses the database; the app, whose connections have the real
    /// collation, applies the file, and every row is there, and its indexes hold for that
    /// collation.
    @Test func generatedFileAppliesInTheApp() throws {
        let output = directory.path("Conversion")
        // An auto-vacuumed file has a pointer-map page more.
        let size = appleSQLiteDefaults ? "25 KB, about 50 KB after; the conversion needs about 50 KB free" : "20 KB, about 46 KB after; the conversion needs about 46 KB free"
        #expect(run(["generate", "--db-path", db, "--output", output, "--collation", "unicase"]) == CommandResult(status: 0, output: """
            wrote \(output)/0001_convert_items_and_1_more.sql (2 tables: "items", "lists")
            keys: salted, a prefix per table drawn on each device as it converts, then the old id in hex (ConvertedKeys finds a record by its old id)
            size: 9 rows to copy; \(db) is \(size)
            review, then apply from the app, whose connections register collation "unicase": migrationkit migrate cannot stand in for it.

            """, error: """
            note: collation "unicase" stands in as NOCASE.

            """))

        let before = directory.path("before.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: before)
        for arguments in [["migrate"], ["migrate", "--dry-run"], ["migrate", "--rehearse"]] {
            let result = run(arguments + ["--db-path", db, "--migrations", output])
            #expect(result.status == 2)
            #expect(result.output == "")
            #expect(result.error.hasSuffix("""
                error: \(db) needs collation "unicase", which the app registers on its own connections and SQLite does not \
                have. migrate and rollback do not stand in for it: an index they build or rebuild would be ordered \
                differently from the app's collation, and the app would then miss rows in it. Apply the migrations from \
                the app, whose connections register the collation (audit and generate read such a database with \
                --collation unicase).

                """))
        }
        #expect(fileBytes(db) == fileBytes(before))
        let withOption = run(["migrate", "--db-path", db, "--migrations", output, "--collation", "unicase"])
        #expect(withOption.status == 64)
        #expect(withOption.error.hasPrefix("Error: Unknown option '--collation'\n"))

        // The app applies the file on its own connection.
        let app = try DatabaseQueue(path: db, configuration: Self.appConfiguration)
        let runner = try GRDBMigrationRunner(steps: SQLMigrationFiles.steps(in: output, kinds: [.conversion]))
        #expect(try runner.migrate(in: app) == ["0001_convert_items_and_1_more"])
        try app.read { (db: Database) throws in
            #expect(try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"])
            // Through the rebuilt index, under the app's collation.
            #expect(try String.fetchAll(db, sql: "SELECT name FROM lists INDEXED BY lists_name WHERE name = 'äpfel' ORDER BY id")
                == ["Äpfel", "äpfel", "ÄPFEL"])
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM items INDEXED BY items_title WHERE title = 'öl'") == 3)
        }
        try app.close()
        #expect(try ConversionComparison(before: before, after: db, prepareDatabase: Self.prepareAppDatabase).differences() == [])
    }

    /// An app's own binary, whose connections have the real collation: nothing stands in, and
    /// migrate applies the conversion there.
    @Test func appBinaryWithTheRealCollationNeedsNoStandIn() throws {
        let host = MigrationCLIHost(steps: .sqlFiles(defaultDirectory: "Migrations"), openDatabase: { options in
            let queue = try openDatabase(options)
            try queue.inDatabase(Self.prepareAppDatabase)
            return queue
        })
        let audit = run(["audit", "--db-path", db], host: host)
        #expect(audit.status == 1)
        #expect(audit.error == "")
        #expect(run(["audit", "--db-path", db, "--collation", "unicase"], host: host).error == """
            note: collation "unicase" is registered on this connection already; --collation unicase is not used.

            """)
        let output = directory.path("Conversion")
        #expect(run(["generate", "--db-path", db, "--output", output], host: host).output.hasSuffix("""
            review, then apply: migrationkit migrate --db-path \(db) --migrations \(output)

            """))
        let before = directory.path("before.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: before)
        #expect(run(["migrate", "--db-path", db, "--migrations", output], host: host) == CommandResult(status: 0, output: """
            applied 0001_convert_items_and_1_more
            \(db): 1 of 1 migrations applied; verification passed.

            """, error: ""))
        #expect(try ConversionComparison(before: before, after: db, prepareDatabase: Self.prepareAppDatabase).differences() == [])

        // The tool itself, whose connections lack the collation, refuses to roll back what the
        // app's binary applied, changing nothing.
        try directory.write("Conversion/0002_index_titles.sql", "CREATE INDEX items_title_id ON items(title, id);\n-- migrate:down\nDROP INDEX items_title_id;\n")
        #expect(run(["migrate", "--db-path", db, "--migrations", output], host: host).status == 0)
        let migrated = fileBytes(db)
        let rollback = run(["rollback", "--db-path", db, "--migrations", output])
        #expect(rollback.status == 2)
        #expect(rollback.error.hasPrefix("error: \(db) needs collation \"unicase\", which the app registers on its own connections and SQLite does not have. migrate and rollback do not stand in for it"))
        #expect(fileBytes(db) == migrated)
        #expect(run(["rollback", "--db-path", db, "--migrations", output], host: host).output.hasPrefix("rolled back 0002_index_titles\n"))
    }

    @Test func malformedOptionsAreUsageErrors() {
        func firstLine(_ arguments: [String]) -> (Int32, String?) {
            let result = run(["audit", "--db-path", db] + arguments)
            return (result.status, result.error.split(separator: "\n").first.map(String.init))
        }
        #expect(firstLine(["--collation", "unicase=fold"]) == (64, #"Error: --collation takes NAME, NAME=nocase or NAME=binary, e.g. unicase=nocase (got "unicase=fold")."#))
        #expect(firstLine(["--collation", "=nocase"]) == (64, #"Error: --collation takes NAME, NAME=nocase or NAME=binary, e.g. unicase=nocase (got "=nocase")."#))
        #expect(firstLine(["--collation", "NOCASE"]) == (64, #"Error: --collation "NOCASE": SQLite has this collation built in; only a collation an app registers needs a stand-in."#))
        #expect(firstLine(["--collation", "unicase", "--collation", "Unicase=binary"]) == (64, #"Error: --collation "Unicase" is given twice."#))
        // A name the schema does not use, found once the file is open.
        #expect(run(["audit", "--db-path", db, "--collation", "unicode"]) == CommandResult(status: 64, output: "", error: """
            error: --collation "unicode": the schema names no such collation; the ones it needs: "unicase".

            """))
    }
}
