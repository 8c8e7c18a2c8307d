import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// What the conversion refuses, and that a refusal leaves every file as it was.
@Suite struct ConversionRefusalTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    static let lists = """
        CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT);
        CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE);
        INSERT INTO "lists" VALUES (1, 'a');
        INSERT INTO "items" VALUES (1, 1), (2, NULL);
        """

    /// Every reason in one run (issue 23's newcomer): three references with DEFAULT 0, orphans
    /// whose value is 0 (the app's "none", which the refusal names), and a composite key beside
    /// them, which generate fixes.
    @Test func everyReasonComesInOneRun() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: """
            PRAGMA foreign_keys = OFF;
            CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT);
            CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE items (id INTEGER PRIMARY KEY, list_id INTEGER DEFAULT 0 REFERENCES lists(id),
                owner_id INTEGER DEFAULT 0 REFERENCES users(id), tag_id INTEGER DEFAULT 0 REFERENCES tags(id), title TEXT);
            CREATE TABLE pairs (a INTEGER, b INTEGER, PRIMARY KEY (a, b));
            CREATE TABLE notes (id INTEGER PRIMARY KEY, item INTEGER, body TEXT);
            INSERT INTO lists VALUES (1, 'Groceries'); INSERT INTO users VALUES (1, 'Ann'); INSERT INTO tags VALUES (1, 'red');
            INSERT INTO items VALUES (1, 1, 1, 1, 'Milk'), (2, 0, 1, 1, 'Eggs'), (3, 1, 0, 0, 'Bread');
            INSERT INTO pairs VALUES (1, 2);
            INSERT INTO notes VALUES (1, 1, 'a'), (2, 0, 'b'), (3, 0, 'c'), (4, 2, 'd');
            """)
        let result = run(["generate", "--db-path", db, "--output", directory.path("Migrations"), "--reference", "notes.item=items"])
        #expect(result == CommandResult(status: 1, output: "", error: """
            error: \(db): cannot convert without losing data, so nothing was written:
              - "items": 1 row references missing rows of "lists" through ("list_id"); PRAGMA foreign_key_check("items") lists them. If 0 means no row, --orphans set-null turns them into NULL (every orphan of the conversion), or set them to NULL first.
              - "items": 1 row references missing rows of "tags" through ("tag_id"); PRAGMA foreign_key_check("items") lists them. If 0 means no row, --orphans set-null turns them into NULL (every orphan of the conversion), or set them to NULL first.
              - "items": 1 row references missing rows of "users" through ("owner_id"); PRAGMA foreign_key_check("items") lists them. If 0 means no row, --orphans set-null turns them into NULL (every orphan of the conversion), or set them to NULL first.
              - "items": column "list_id" references a converted key and has DEFAULT 0, which the salted scheme cannot carry; change or drop the default first, or use --id-scheme deterministic (its keys do not depend on the device).
              - "items": column "owner_id" references a converted key and has DEFAULT 0, which the salted scheme cannot carry; change or drop the default first, or use --id-scheme deterministic (its keys do not depend on the device).
              - "items": column "tag_id" references a converted key and has DEFAULT 0, which the salted scheme cannot carry; change or drop the default first, or use --id-scheme deterministic (its keys do not depend on the device).
              - "notes": 2 rows reference missing rows of "items" through ("item"); SELECT rowid, * FROM "notes" WHERE "notes"."item" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "items" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "notes"."item") lists them. If 0 means no row, declare it as the none value: --reference-none notes.item=0 (it becomes NULL) or --reference-keep notes.item=0 (it stays as it is).

            """))
    }

    @Test func unconvertibleIdsAreRefusedWritingNothing() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: Self.lists + "INSERT INTO \"lists\" VALUES (-7, 'negative'), (281474976710656, 'too big');")
        let before = fileBytes(db)
        let output = directory.path("Migrations")
        let result = run(["generate", "--db-path", db, "--output", output])
        #expect(result == CommandResult(status: 1, output: "", error: """
            error: \(db): cannot convert without losing data, so nothing was written:
              - "lists"."id": 2 values printf('%012x', …) cannot carry (-7, 281474976710656); correct them, or use --id-scheme random.

            """))
        #expect(fileBytes(db) == before)
        #expect(!FileManager.default.fileExists(atPath: output))
        // The random scheme carries them.
        #expect(run(["generate", "--db-path", db, "--output", output, "--id-scheme", "random"]).status == 0)
    }

    /// The salted and random schemes have no UUID for an integer DEFAULT of a reference (a salted
    /// key is known only on the device): they say which column, and salted what to use instead.
    @Test(arguments: [
        ([], "salted scheme cannot carry; change or drop the default first, or use --id-scheme deterministic (its keys do not depend on the device)."),
        (["--id-scheme", "random"], "random scheme cannot carry; change or drop the default first."),
    ])
    func integerDefaultOfAReferenceIsRefusedUnlessDeterministic(options: [String], reason: String) throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL DEFAULT 1 REFERENCES "lists"("id") ON DELETE SET DEFAULT);
            """)
        let output = directory.path("Migrations")
        let result = run(["generate", "--db-path", db, "--output", output] + options)
        #expect(result == CommandResult(status: 1, output: "", error: """
            error: \(db): cannot convert without losing data, so nothing was written:
              - "items": column "listID" references a converted key and has DEFAULT 1, which the \(reason)

            """))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func orphansAreRefusedWritingNothing() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: Self.lists + "PRAGMA foreign_keys = OFF; INSERT INTO \"items\" VALUES (3, 99);")
        let output = directory.path("Migrations")
        let result = run(["generate", "--db-path", db, "--output", output])
        #expect(result.status == 1)
        #expect(result.error.contains(#"- "items": 1 row references missing rows of "lists" through ("listID"); PRAGMA foreign_key_check("items") lists them."#))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// The data changed between generate and migrate: migrate checks again, refuses before
    /// writing anything, and the file stays byte for byte as it was. A key below printf's range
    /// or at its end (each found by a lookup of the rowid).
    @Test(arguments: [-1, 281_474_976_710_656])
    func migrateChecksAgainAndLeavesTheFileByteIdentical(key: Int) throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: Self.lists)
        let output = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", output]).status == 0)
        try DatabaseQueue(path: db).write { try $0.execute(sql: "INSERT INTO lists VALUES (?, 'late')", arguments: [key]) }
        let before = fileBytes(db)
        let result = run(["migrate", "--db-path", db, "--migrations", output])
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: migration "0001_convert_items_and_1_more" was not applied, and nothing was changed: these checks failed:
              - in "lists", its keys are integers from 0 to 2^48 - 1

            """))
        #expect(fileBytes(db) == before)
    }

    /// Inside the transaction the same checks hold: a step that is not the first to apply (so
    /// its prechecks did not run up front) is rolled back by them, naming the check.
    @Test func checksInsideTheTransactionRollBack() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: Self.lists)
        let output = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", output]).status == 0)
        try directory.write("Migrations/0000_first.sql", #"INSERT INTO "lists" VALUES (-1, 'made by an earlier migration');"#)
        let result = run(["migrate", "--db-path", db, "--migrations", output])
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error == #"error: migration "0001_convert_items_and_1_more" failed a check and was rolled back: in "lists", its keys are integers from 0 to 2^48 - 1"# + "\n")
        #expect(run(["status", "--db-path", db, "--migrations", output]).output == """
            applied  0000_first
            pending  0001_convert_items_and_1_more

            """)
        #expect(try DatabaseQueue(path: db).read { try String.fetchOne($0, sql: "SELECT typeof(id) FROM lists LIMIT 1") } == "integer")
    }

    @Test func readyDatabaseGetsNothing() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "body" TEXT);"#)
        let before = fileBytes(db)
        let output = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", output]) == CommandResult(
            status: 0, output: "\(db): nothing to convert; the database is already sync-ready.\n", error: ""))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(fileBytes(db) == before)
    }


    @Test func neverOverwrites() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: Self.lists)
        let output = directory.path("Migrations")
        let existing = try directory.write("Migrations/0001_convert_items_and_1_more.sql", "SELECT 1;\n")
        // It numbers after the file already there instead of replacing it. (A second conversion
        // of the same tables is refused: GenerateAgainTests.)
        #expect(run(["generate", "--db-path", db, "--output", output]).output.hasPrefix("wrote \(output)/0002_convert_items_and_1_more.sql"))
        #expect(fileBytes(existing) == Data("SELECT 1;\n".utf8))
    }

    /// With the portable default, the sqlite3 shell, which has no uuid() function, inserts a
    /// row without an id, and gets a fresh lowercase UUID.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "skipped: no sqlite3 shell"))
    func portableDefaultLetsTheSqliteShellInsertDrafts() throws {
        let db = try directory.copyFixture("reminders.sqlite")
        let output = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", output, "--uuid-default", "portable"]).status == 0)
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        shell.arguments = [db, #"INSERT INTO "remindersLists" ("title") VALUES ('From the shell'); SELECT "id" FROM "remindersLists" WHERE "title" = 'From the shell';"#]
        let pipe = Pipe()
        shell.standardOutput = pipe
        try shell.run()
        shell.waitUntilExit()
        let id = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(shell.terminationStatus == 0)
        #expect(id.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/) != nil, "got \(id)")
    }
}

extension ConversionRefusalTests {
    @Test func dropUniqueNeverRemovesUniquenessAForeignKeyNeeds() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "users" ("id" INTEGER PRIMARY KEY, "email" TEXT NOT NULL UNIQUE);
            CREATE TABLE "logins" ("id" TEXT PRIMARY KEY NOT NULL, "email" TEXT REFERENCES "users"("email") ON DELETE CASCADE);
            """)
        let result = run(["generate", "--db-path", db, "--output", directory.path("M"), "--drop-unique"])
        #expect(result.status == 1)
        #expect(result.error.contains(#"- "logins": its foreign key ("email") references "users" ("email"), whose uniqueness --drop-unique would remove"#))
        // Without --drop-unique the same database converts.
        #expect(run(["generate", "--db-path", db, "--output", directory.path("M")]).status == 0)
    }

    /// PRAGMA legacy_alter_table is not rolled back with a failed conversion: the step
    /// restores it, so the app's connection does not keep renaming the legacy way. Here the
    /// copy fails while it is on: a CHECK that holds for integers refuses the UUID text (an
    /// empty schema, which generate rehearses on, has no row to refuse).
    @Test func aFailedConversionRestoresLegacyAlterTable() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER CHECK (typeof("listID") = 'integer') REFERENCES "lists"("id") ON DELETE CASCADE);
            INSERT INTO "lists" VALUES (1);
            INSERT INTO "items" VALUES (1, 1);
            """)
        let output = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", output]).status == 0)
        let queue = try openDatabase(DatabaseConnectionOptions(path: db, access: .readWrite))
        let runner = try GRDBMigrationRunner(steps: SQLMigrationFiles.steps(in: output, kinds: [.conversion]))
        #expect {
            try runner.migrate(in: queue)
        } throws: { error in
            "\(error)".contains("CHECK constraint failed")
        }
        #expect(try queue.read { try Bool.fetchOne($0, sql: "PRAGMA legacy_alter_table") } == false)
        #expect(try queue.read { try String.fetchOne($0, sql: "SELECT typeof(listID) FROM items") } == "integer")
    }

}

extension ConversionRefusalTests {

    /// A schema the rehearsal cannot even build (an index on a function only the app has) is a
    /// refusal with a reason, not a raw SQLite error.
    @Test func schemaUsingAnAppFunctionIsRefusedWithAReason() throws {
        let db = directory.path("app.sqlite")
        let queue = try DatabaseQueue(path: db)
        try queue.write { db in
            db.add(function: DatabaseFunction("normalized", argumentCount: 1, pure: true) { $0[0].storage.value as? String })
            try db.execute(sql: """
                CREATE TABLE "tags" ("id" INTEGER PRIMARY KEY, "title" TEXT);
                CREATE INDEX "tags_normalized" ON "tags" (normalized("title"));
                """)
        }
        try queue.close()
        let result = run(["generate", "--db-path", db, "--output", directory.path("M")])
        #expect(result.status == 1)
        #expect(result.error.contains("- the schema cannot be rehearsed on an empty copy: SQLite error 1: no such function: normalized"))
    }

    /// What generate says will remain is what the audit reports once the conversion is applied.
    @Test func theRemainingErrorsAreTheAuditAfterTheConversion() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "tags" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL DEFAULT '' UNIQUE);
            CREATE TABLE "notes" ("id" INTEGER PRIMARY KEY, "parentID" INTEGER REFERENCES "notes"("id") ON DELETE CASCADE);
            """)
        let output = directory.path("M")
        let generated = run(["generate", "--db-path", db, "--output", output, "--drop-unique"])
        #expect(generated.status == 0)
        #expect(generated.output.contains("after the conversion, audit will still report 1 error to fix by hand:\n  [foreign-key-cycle] \"notes\".\"parentID\""))
        #expect(!generated.output.contains("unique-constraint"))
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        let audit = run(["audit", "--db-path", db, "--format", "json"])
        #expect(audit.output.contains(#""errors" : 1,"#))
    }

    /// Orphans in a table the conversion does not touch stay, and generate says so.
    @Test func orphansElsewhereAreAmongWhatRemains() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "bookID" TEXT REFERENCES "books"("id") ON DELETE CASCADE);
            CREATE TABLE "books" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()));
            PRAGMA foreign_keys = OFF;
            INSERT INTO "notes" VALUES ('n', 'missing book');
            """)
        let result = run(["generate", "--db-path", db, "--output", directory.path("M")])
        #expect(result.status == 0)
        #expect(result.output.contains("[orphaned-rows] \"notes\".\"bookID\""))
    }
}

extension ConversionRefusalTests {
    /// Every refusal of the catalog, on its first refusing example: `generate` exits 1, writes
    /// nothing, and prints each reason the planner gives, as `Guides/Refusals.md` shows them
    /// (`RuleDocumentationTests` keeps that page equal to the planner's). One list of cases,
    /// the catalog's, for the CLI, the library and the page.
    @Test(arguments: ConversionRefusal.all.filter { !$0.refusingExamples.isEmpty }.map { $0.id })
    func generatePrintsEveryCatalogRefusal(_ id: String) throws {
        let refusal = try #require(ConversionRefusal.all.first { $0.id == id })
        let example = try #require(refusal.refusingExamples.first)
        let db = directory.path("\(id).sqlite")
        try makeDatabase(at: db, sql: "PRAGMA foreign_keys = OFF;\n" + example)
        var options = refusal.exampleOptions
        options.optionNames = .commandLine
        let expected = try DatabaseQueue(path: db).read { db -> [RefusalReason] in
            do {
                _ = try Conversion.propose(for: db, schema: SchemaIntrospector.read(db), options: options)
                return []
            } catch ConversionError.refused(let reasons) {
                return reasons.filter { $0.refusal == id }
            }
        }
        try #require(!expected.isEmpty, "\(id): its example is not refused")
        var arguments = ["generate", "--db-path", db, "--output", directory.path("M-\(id)")]
            + RuleDocumentation.commandLineArguments(refusal.exampleOptions).flatMap { $0.split(separator: " ").map(String.init) }
        if refusal.exampleOptions.keyRepresentations.of("") == .blob {
            let config = directory.path("\(id).json")
            try Data(#"{"keyRepresentation": "blob"}"#.utf8).write(to: URL(fileURLWithPath: config))
            arguments += ["--config", config]
        }
        let result = run(arguments)
        #expect(result.status == 1, "\(id): \(result)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("M-\(id)")), "\(id): something was written")
        for reason in expected {
            #expect(result.error.contains("\n  - \(reason.message)\n"), "\(id): generate does not print \(reason.message)\n\(result.error)")
        }
    }
}
