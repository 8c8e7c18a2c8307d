import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// audit → generate → migrate on real files, then an independent row-by-row comparison of
/// every table before and after.
@Suite struct ConversionTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Builds `sql` into a database, keeps a pristine copy, generates into a fresh directory,
    /// migrates, and returns the two paths.
    func convert(_ sql: String, _ options: [String] = [], name: String = "app") throws -> (before: String, after: String, migrations: String) {
        let after = directory.path("\(name).sqlite")
        try makeDatabase(at: after, sql: sql)
        return try convertFile(after, options)
    }

    func convertFile(_ after: String, _ options: [String] = []) throws -> (before: String, after: String, migrations: String) {
        let before = after + ".before"
        try FileManager.default.copyItem(atPath: after, toPath: before)
        let migrations = after + ".migrations"
        let generated = run(["generate", "--db-path", after, "--output", migrations] + options)
        #expect(generated.status == 0, "\(generated)")
        let migrated = run(["migrate", "--db-path", after, "--migrations", migrations])
        #expect(migrated.status == 0, "\(migrated)")
        return (before, after, migrations)
    }

    @Test(arguments: [[], ["--id-scheme", "random"], ["--uuid-default", "portable"]])
    func remindersSample(options: [String]) throws {
        let path = try directory.copyFixture("reminders.sqlite")
        let (before, after, _) = try convertFile(path, options)
        let scheme = ConversionComparison.Scheme(arguments: options)
        let differences = try ConversionComparison(before: before, after: after, scheme: scheme).differences()
        #expect(differences == [])
        // What is left is what no conversion fixes: the self-reference.
        let audit = run(["audit", "--db-path", after, "--format", "json"])
        #expect(audit.output.contains(#""errors" : 1,"#))
        #expect(audit.output.contains(#""rule" : "foreign-key-cycle""#))
    }

    /// The keys a deterministic conversion writes are the same on every device that converts
    /// its own rows: the audit warns once per converted table that has rows (the join table's
    /// keys are fresh UUIDs). The random scheme's keys draw no such warning.
    @Test func deterministicKeysDrawAZeroPrefixWarning() throws {
        let (_, after, _) = try convertFile(try directory.copyFixture("reminders.sqlite"), ["--id-scheme", "deterministic"])
        func zeroPrefixKey(_ table: String, _ count: Int) -> String {
            """
            \(after): warning: [zero-prefix-key] "\(table)"."id": \(count) of \(count) keys have the zero prefix 00000000-0000-0000-0000- of a deterministic conversion: another device that converted its own rows has the same keys for other rows, and CloudKit merges their records.
                fix: convert with --id-scheme salted (the default). For keys already converted, before each device's first sync, in one transaction with PRAGMA defer_foreign_keys = ON: UPDATE "\(table)" SET "id" = '<random prefix, 8-4-4-4->' || substr("id", 25) WHERE substr("id", 1, 24) = '00000000-0000-0000-0000-', and the same, with the same prefix, for every column that references it (references declared ON UPDATE CASCADE follow by themselves).

            """
        }
        func notNullWithoutDefault(_ location: String) -> String {
            """
            \(after): warning: [not-null-without-default] \(location): NOT NULL without a DEFAULT: a record from an app version without this column arrives with NULL and is refused.
                fix: declare it NOT NULL ON CONFLICT REPLACE DEFAULT (…), or let it be NULL.

            """
        }
        let cycle = """
            \(after): error: [foreign-key-cycle] "reminders"."parentReminderID": the foreign key ("parentReminderID") references its own table; SQLiteData's SyncEngine permits no cycle, a self-reference included.
                fix: keep the column but drop its REFERENCES clause, or move the relation to a table of its own.

            """
        #expect(run(["audit", "--db-path", after]) == CommandResult(status: 1, output: cycle
            + zeroPrefixKey("reminders", 10) + notNullWithoutDefault(#""reminders"."remindersListID""#)
            + zeroPrefixKey("remindersLists", 3)
            + zeroPrefixKey("remindersTags", 7) + notNullWithoutDefault(#""remindersTags"."reminderID""#) + notNullWithoutDefault(#""remindersTags"."tagID""#)
            + zeroPrefixKey("tags", 3) + notNullWithoutDefault(#""tags"."title""#)
            + "\(after): not ready for sync: 1 error, 8 warnings, 0 infos.\n", error: ""))

        // The salted default and random keys draw none.
        for options in [[], ["--id-scheme", "random"]] {
            let copy = directory.path("copy-\(options.count).sqlite")
            try FileManager.default.copyItem(atPath: Fixtures.path("reminders.sqlite"), toPath: copy)
            let (_, converted, _) = try convertFile(copy, options)
            let audit = run(["audit", "--db-path", converted])
            #expect(!audit.output.contains("zero-prefix-key"), "\(audit)")
            #expect(audit.output.hasSuffix("\(converted): not ready for sync: 1 error, 4 warnings, 0 infos.\n"), "\(audit)")
        }
    }

    /// Quoting styles, comments, named key constraints, every integer type name, hostile names,
    /// CHECK/COLLATE/DEFAULT, generated columns, STRICT, partial and expression indexes, views
    /// and triggers across tables.
    static let hostileSchema = """
        CREATE TABLE [Bracketed List] ( -- a comment ( with , punctuation
          [List Id] INT8 NOT NULL, /* inline ) comment , */ `title` TEXT COLLATE NOCASE CHECK (length(`title`) < 100),
          "created" TEXT DEFAULT (datetime('now')),
          CONSTRAINT [PK_List] PRIMARY KEY ([List Id])
        );
        CREATE TABLE `back``ticked` (
          `id` BIGINT PRIMARY KEY,
          `list` INTEGER NOT NULL REFERENCES [Bracketed List] ON DELETE CASCADE,
          "note" TEXT DEFAULT 'it''s -- not a comment',
          "noteLength" INTEGER GENERATED ALWAYS AS (length("note")) VIRTUAL
        );
        CREATE TABLE "double""quoted; -- ../../x" ("id" UNSIGNED BIG INT CONSTRAINT "pk" PRIMARY KEY, "parent" INTEGER REFERENCES "double""quoted; -- ../../x"("id") ON DELETE SET NULL, "amount" REAL CHECK ("amount" >= 0));
        CREATE TABLE "strict" ("id" INT PRIMARY KEY, "owner" INT REFERENCES "double""quoted; -- ../../x" ON DELETE CASCADE, "label" TEXT NOT NULL DEFAULT '') STRICT;
        CREATE TABLE "Ünïcödé 表
        -- migrate:down" ("ключ" INTEGER PRIMARY KEY, "ref" INTEGER REFERENCES `back``ticked`(`id`) ON DELETE CASCADE, "blob" BLOB);
        CREATE INDEX "partial; index" ON `back``ticked` (`note`) WHERE `note` IS NOT NULL;
        CREATE INDEX "expression" ON [Bracketed List] (lower(`title`));
        CREATE VIEW "list notes" AS SELECT l.[title], b.`note` FROM [Bracketed List] AS l JOIN `back``ticked` AS b ON b.`list` = l.[List Id];
        CREATE TRIGGER "touch" AFTER INSERT ON `back``ticked` BEGIN UPDATE [Bracketed List] SET `title` = `title` WHERE [List Id] = NEW.`list`; END;
        INSERT INTO [Bracketed List] ([List Id], `title`) VALUES (0, 'zero'), (1, 'one'), (281474976710655, 'max');
        INSERT INTO `back``ticked` (`id`, `list`, "note") VALUES (10, 1, NULL), (11, 281474976710655, 'x'), (12, 0, X'00FF');
        INSERT INTO "double""quoted; -- ../../x" VALUES (1, NULL, 1.5), (2, 1, 0.0);
        INSERT INTO "strict" VALUES (1, 2, 'two'), (2, NULL, '');
        INSERT INTO "Ünïcödé 表
        -- migrate:down" VALUES (5, 11, X'DEADBEEF'), (6, NULL, NULL);
        """

    @Test(arguments: [[], ["--id-scheme", "random"]])
    func hostileSchema(options: [String]) throws {
        let (before, after, migrations) = try convert(Self.hostileSchema, options)
        let scheme = ConversionComparison.Scheme(arguments: options)
        let differences = try ConversionComparison(before: before, after: after, scheme: scheme).differences()
        #expect(differences == [])
        // Two groups of tables connected by foreign keys, two files, safe names whatever the tables'.
        let files = try FileManager.default.contentsOfDirectory(atPath: migrations).sorted()
        #expect(files == ["0001_convert_Bracketed_List_and_2_more.sql", "0002_convert_double_quoted_x_and_1_more.sql"])
        #expect(files.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } })
    }

    @Test func withoutRowidParent() throws {
        let (before, after, _) = try convert("""
            CREATE TABLE "kinds" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL) WITHOUT ROWID;
            CREATE TABLE "things" ("id" INTEGER PRIMARY KEY, "kindID" INTEGER REFERENCES "kinds"("id") ON DELETE SET NULL);
            CREATE TABLE "pairs" ("a" INTEGER, "b" INTEGER, PRIMARY KEY ("a", "b")) WITHOUT ROWID;
            INSERT INTO "kinds" VALUES (3, 'c'), (1, 'a'), (2, 'b');
            INSERT INTO "things" VALUES (1, 3), (2, NULL), (3, 1);
            INSERT INTO "pairs" VALUES (1, 2), (2, 1);
            """,
            // "a" and "b" name nothing, and their values are keys of "kinds" reaching over them:
            // the conversion asks whether they reference it; here they do not.
            ["--not-reference", "pairs.a", "--not-reference", "pairs.b"])
        let differences = try ConversionComparison(before: before, after: after).differences()
        #expect(differences == [])
        // The old key columns of a WITHOUT ROWID table stay NOT NULL.
        let notNull = try DatabaseQueue(path: after).read { try Int.fetchAll($0, sql: "SELECT \"notnull\" FROM pragma_table_xinfo('pairs') WHERE name IN ('a', 'b')") }
        #expect(notNull == [1, 1])
    }

    @Test func foreignKeyToANonKeyColumnStays() throws {
        let (before, after, _) = try convert("""
            CREATE TABLE "users" ("id" INTEGER PRIMARY KEY, "email" TEXT NOT NULL UNIQUE);
            CREATE TABLE "logins" ("id" INTEGER PRIMARY KEY, "email" TEXT REFERENCES "users"("email") ON DELETE CASCADE);
            INSERT INTO "users" VALUES (1, 'a@example.com');
            INSERT INTO "logins" VALUES (7, 'a@example.com');
            """)
        let differences = try ConversionComparison(before: before, after: after).differences()
        #expect(differences == [])
        let email = try DatabaseQueue(path: after).read { try String.fetchOne($0, sql: "SELECT email FROM logins") }
        #expect(email == "a@example.com")
    }

    @Test(.enabled(if: RealSchemas.hasChinook, "skipped: ../shared/real-schemas/chinook is absent"), arguments: [[], ["--drop-unique"], ["--id-scheme", "random"]])
    func chinook(options: [String]) throws {
        let (before, after, _) = try convert(try String(contentsOfFile: RealSchemas.chinook, encoding: .utf8), options)
        let differences = try ConversionComparison(
            before: before, after: after, scheme: .init(arguments: options),
            dropUnique: options.contains("--drop-unique")).differences()
        #expect(differences == [])
    }

    @Test func dropUniqueTurnsConstraintsIntoPlainIndexes() throws {
        let (before, after, _) = try convert("""
            CREATE TABLE "tags" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL UNIQUE, "slug" TEXT, UNIQUE ("slug" COLLATE NOCASE));
            CREATE UNIQUE INDEX "tags_lower" ON "tags" (lower("title"));
            INSERT INTO "tags" VALUES (1, 'a', 'a'), (2, 'b', 'b');
            """, ["--drop-unique"])
        let differences = try ConversionComparison(before: before, after: after, dropUnique: true).differences()
        #expect(differences == [])
        #expect(run(["audit", "--db-path", after]).status == 0)
    }

    /// Paths the other scenarios do not take, on a real file: a table keyed by its parent's key
    /// (1:1) whose key must follow the parent's under either scheme, and --drop-unique on a
    /// table that is not rebuilt (its unique index is dropped and created plain).
    @Test(arguments: [[], ["--id-scheme", "random"]])
    func oneToOneKeysAndUntouchedUniqueIndexes(options: [String]) throws {
        let (before, after, migrations) = try convert("""
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT);
            CREATE TABLE "listCovers" ("listID" INTEGER PRIMARY KEY REFERENCES "lists"("id") ON DELETE CASCADE, "image" BLOB);
            CREATE TABLE "coverNotes" ("id" INTEGER PRIMARY KEY, "coverID" INTEGER REFERENCES "listCovers"("listID") ON DELETE CASCADE);
            CREATE TABLE "labels" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "name" TEXT);
            CREATE UNIQUE INDEX "labels_name" ON "labels" ("name");
            INSERT INTO "lists" VALUES (1, 'Inbox'), (7, 'Work');
            INSERT INTO "listCovers" VALUES (7, x'89504e47');
            INSERT INTO "coverNotes" VALUES (1, 7), (2, NULL);
            INSERT INTO "labels" ("name") VALUES ('a'), ('b');
            """, options + ["--drop-unique"])
        let differences = try ConversionComparison(
            before: before, after: after, scheme: .init(arguments: options), dropUnique: true).differences()
        #expect(differences == [])

        try openDatabase(DatabaseConnectionOptions(path: after, access: .readOnly)).read { db in
            // The cover's key is its list's key, whatever the scheme.
            let work = try String.fetchOne(db, sql: "SELECT id FROM lists WHERE title = 'Work'")
            #expect(try String.fetchOne(db, sql: "SELECT listID FROM listCovers") == work)
            #expect(try String.fetchOne(db, sql: "SELECT coverID FROM coverNotes WHERE coverID IS NOT NULL") == work)
            // labels was not rebuilt; its unique index is plain now.
            #expect(try Bool.fetchOne(db, sql: "SELECT \"unique\" FROM pragma_index_list('labels') WHERE name = 'labels_name'") == false)
        }
        #expect(run(["audit", "--db-path", after]).output.contains("unique-constraint") == false)
        // Under the random scheme the cover takes the list's mapping and builds none of its own.
        let sql = try String(contentsOfFile: migrations + "/0001_convert_coverNotes_and_2_more.sql", encoding: .utf8)
        #expect(sql.components(separatedBy: "CREATE TEMP TABLE \"migrationkit_map_").count - 1 == (options.isEmpty ? 0 : 2))
    }

    /// Keys that reference each other in a cycle share one mapping under the random scheme, so
    /// every reference holds whichever table the walk starts from.
    @Test func keysReferencingEachOtherKeepTheirReferencesUnderTheRandomScheme() throws {
        let (before, after, _) = try convert("""
            CREATE TABLE "a" ("id" INTEGER PRIMARY KEY REFERENCES "b"("id") DEFERRABLE INITIALLY DEFERRED, "x" TEXT);
            CREATE TABLE "b" ("id" INTEGER PRIMARY KEY REFERENCES "a"("id") DEFERRABLE INITIALLY DEFERRED, "y" TEXT);
            PRAGMA foreign_keys = OFF;
            INSERT INTO "a" VALUES (1, 'a1'), (2, 'a2');
            INSERT INTO "b" VALUES (1, 'b1'), (2, 'b2');
            """, ["--id-scheme", "random"])
        #expect(try ConversionComparison(before: before, after: after, scheme: .random).differences() == [])
        try openDatabase(DatabaseConnectionOptions(path: after, access: .readOnly)).read { db in
            let pairs = try Int.fetchOne(db, sql: "SELECT count(*) FROM a JOIN b USING (id) WHERE a.x = 'a1' AND b.y = 'b1'")
            #expect(pairs == 1)
        }
    }

    /// A reference's integer DEFAULT becomes that integer's UUID under the deterministic scheme
    /// (the salted and random ones refuse it: ConversionRefusalTests).
    @Test func anIntegerDefaultOfAReferenceBecomesItsUUID() throws {
        let (before, after, _) = try convert("""
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT);
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL DEFAULT 1 REFERENCES "lists"("id") ON DELETE SET DEFAULT);
            INSERT INTO "lists" VALUES (1, 'Inbox'), (7, 'Work');
            INSERT INTO "items" VALUES (10, 7), (11, 1);
            """, ["--id-scheme", "deterministic"])
        #expect(try ConversionComparison(before: before, after: after, scheme: .deterministic).differences() == [])
        try openDatabase(DatabaseConnectionOptions(path: after, access: .readWrite)).write { db in
            #expect(try String.fetchOne(db, sql: "SELECT dflt_value FROM pragma_table_info('items') WHERE name = 'listID'") == "'00000000-0000-0000-0000-000000000001'")
            // Deleting a list sets its items to the default: list 1, as a UUID.
            try db.execute(sql: "DELETE FROM lists WHERE title = 'Work'")
            #expect(try String.fetchAll(db, sql: "SELECT listID FROM items ORDER BY rowid") == [
                "00000000-0000-0000-0000-000000000001", "00000000-0000-0000-0000-000000000001",
            ])
        }
    }

    /// Issue 21, shape 6 (was refused: 'needs a new "id" key, but already has a column "id"'):
    /// a history table keyed by its item's id and a position. The old "id" is a reference to the
    /// item and is converted like one; the new key takes the next free name, "id_key", which the
    /// audit's fix names too.
    @Test(arguments: [[], ["--id-scheme", "random"]])
    func compositeKeyHoldingTheParentsID(options: [String]) throws {
        let sql = """
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL);
            CREATE TABLE "items_history" (
              "id" INTEGER NOT NULL REFERENCES "items"("id") ON DELETE CASCADE,
              "position" INTEGER NOT NULL,
              "title" TEXT NOT NULL,
              "changedAt" INTEGER NOT NULL,
              PRIMARY KEY ("id", "position")
            );
            INSERT INTO "items" VALUES (1, 'Buy milk'), (2, 'Call Ana'), (5, 'Pay rent');
            INSERT INTO "items_history" VALUES (1, 1, 'Buy mlk', 1700000000), (1, 2, 'Buy milk', 1700000100),
              (2, 1, 'Call Ana', 1700000200), (5, 1, 'Rent', 1700000300), (5, 2, 'Pay rent', 1700000400);
            """
        let path = directory.path("history.sqlite")
        try makeDatabase(at: path, sql: sql)
        let audit = run(["audit", "--db-path", path])
        #expect(audit.output.contains("""
            error: [composite-primary-key] "items_history": the primary key has 2 columns ("id", "position"); sync needs a single-column key.
                fix (fixed by generate): migrationkit generate adds an "id_key" TEXT primary key (the table's prefix, then each row's rowid in hex; fresh UUIDs with --id-scheme random or WITHOUT ROWID); the old key columns stay, unique.
            """), "\(audit)")
        let (before, after, migrations) = try convertFile(path, options)
        #expect(try ConversionComparison(before: before, after: after, scheme: .init(arguments: options)).differences() == [])
        let file = try String(contentsOfFile: migrations + "/" + FileManager.default.contentsOfDirectory(atPath: migrations).sorted()[0], encoding: .utf8)
        #expect(file.contains("""
            CREATE TABLE "migrationkit_new_2" (
              "id_key" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()),
              "id" TEXT NOT NULL REFERENCES "items"("id") ON DELETE CASCADE,
              "position" INTEGER NOT NULL,
              "title" TEXT NOT NULL,
              "changedAt" INTEGER NOT NULL);
            """), "\(file)")
        #expect(file.contains(#"CREATE UNIQUE INDEX "items_history_id_position" ON "items_history" ("id", "position");"#))
        try DatabaseQueue(path: after).read { (db: Database) throws in
            // Every row kept, each joined to its item, the new keys filled and unique.
            #expect(try String.fetchAll(db, sql: "SELECT items.title || '#' || h.position || '=' || h.title FROM items_history AS h JOIN items ON items.id = h.id ORDER BY h.rowid") == [
                "Buy milk#1=Buy mlk", "Buy milk#2=Buy milk", "Call Ana#1=Call Ana", "Pay rent#1=Rent", "Pay rent#2=Pay rent",
            ])
            #expect(try Int.fetchOne(db, sql: "SELECT count(DISTINCT id_key) FROM items_history WHERE length(id_key) = 36") == 5)
            #expect(try String.fetchAll(db, sql: "SELECT name FROM pragma_table_xinfo('items_history') WHERE pk > 0") == ["id_key"])
        }
        // No key error is left; the old key's unique index is, as for every composite key
        // converted without --drop-unique.
        let again = run(["audit", "--db-path", after])
        #expect(!again.output.contains("primary-key]"), "\(again)")
        #expect(again.output.contains(#"error: [unique-constraint] "items_history": the unique index "items_history_id_position""#), "\(again)")
    }
}
