import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// The audit on whole databases shaped like real apps.
@Suite struct AuditScenarioTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    func audit(_ sql: String, scope: ConversionScope = .init()) throws -> AuditReport {
        let name = "audited-\(UUID().uuidString).sqlite"
        return try auditableDatabase(sql, in: directory, name: name).read { try SyncReadinessAnalyzer().audit($0, scope: scope) }
    }

    /// (rule, table, column) of every finding, in report order.
    func located(_ report: AuditReport) -> [String] {
        report.findings.map { "\($0.rule) \($0.location)" }
    }

    /// Regression: the message was printed uninterpolated (`\(object.kind)` and the rest).
    @Test func integerLiteralComparisonSaysWhichObjectAndValue() throws {
        let report = try audit(#"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE); CREATE VIEW "inbox" AS SELECT * FROM "items" WHERE "listID" = 1;"#)
        let finding = try #require(report.findings.first { $0.rule == "integer-literal-comparison" })
        #expect(finding.location == #""inbox"."listID""#)
        #expect(finding.message == #"the view "inbox" compares "listID" (of "items", converted to UUID text) with the integer 1: after the conversion it is never true."#)
        #expect(finding.fix == "compare with the UUID the value becomes, or with another column; recreate the view in a migration after the conversion.")
    }

    @Test func remindersSampleDatabase() throws {
        let path = try directory.copyFixture("reminders.sqlite")
        let report = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read { try SyncReadinessAnalyzer().audit($0) }
        #expect(located(report) == [
            #"integer-primary-key "reminders"."id""#,
            #"foreign-key-cycle "reminders"."parentReminderID""#,
            #"integer-primary-key "remindersLists"."id""#,
            #"missing-primary-key "remindersTags""#,
            #"integer-primary-key "tags"."id""#,
            #"not-null-without-default "reminders"."remindersListID""#,
            #"not-null-without-default "remindersTags"."reminderID""#,
            #"not-null-without-default "remindersTags"."tagID""#,
            #"not-null-without-default "tags"."title""#,
        ])
        #expect(!report.isReady())
        #expect(report.findings[0].message == "the primary key is an integer (INTEGER AUTOINCREMENT): each device numbers its own rows, so two devices create different records with the same id.")
        #expect(report.findings[0].fix == "migrationkit generate converts it to UUID text, and the 2 foreign keys that reference it.")
    }

    /// Names are reported exactly as SQLite stores them, whatever the quoting habit.
    @Test func quotingAndNamingHabitsOfRealSchemas() throws {
        let report = try audit("""
            CREATE TABLE [Bracketed List] ( -- a comment, with a ) and a ,
              [List Id] INT8 NOT NULL, /* block ) comment , */ `title` TEXT,
              CONSTRAINT [PK_List] PRIMARY KEY ([List Id])
            );
            CREATE TABLE `back``ticked` (`id` BIGINT PRIMARY KEY, `list` INTEGER REFERENCES [Bracketed List] ON DELETE CASCADE);
            CREATE TABLE "double""quoted" ("id" UNSIGNED BIG INT CONSTRAINT "pk" PRIMARY KEY, "note" TEXT);
            CREATE TABLE "semi;colon -- not a comment" ("x" TEXT);
            CREATE TABLE "../../etc/passwd" ("id" INTEGER PRIMARY KEY);
            CREATE TABLE "Ünïcödé 表" ("ключ" INTEGER PRIMARY KEY, "recordID" TEXT);
            """)
        // Sorted by severity, then table and column as stored; `REFERENCES [Bracketed List]`
        // without a column list resolves to its key, so it is no foreign-key-target finding.
        #expect(located(report) == [
            #"integer-primary-key "../../etc/passwd"."id""#,
            #"integer-primary-key "Bracketed List"."List Id""#,
            #"integer-primary-key "back`ticked"."id""#,
            #"integer-primary-key "double""quoted"."id""#,
            #"missing-primary-key "semi;colon -- not a comment""#,
            #"reserved-column-name "Ünïcödé 表"."recordID""#,
            #"integer-primary-key "Ünïcödé 表"."ключ""#,
        ])
    }

    @Test func referencesWithoutColumnListResolveToTheParentKey() throws {
        let db = try auditableDatabase("""
            CREATE TABLE [Bracketed List] ([List Id] INT8 NOT NULL, CONSTRAINT [PK_List] PRIMARY KEY ([List Id]));
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "list" INTEGER REFERENCES [Bracketed List] ON DELETE CASCADE);
            """, in: directory)
        let schema = try db.read(SchemaIntrospector.read)
        let foreignKey = try #require(schema.table("items")?.foreignKeys.first)
        #expect(foreignKey.parentColumns == ["List Id"])
        #expect(foreignKey.parentColumnsImplicit)
        #expect(schema.convertedForeignKeys(of: schema.table("items")!, in: .init()) == [foreignKey])
        #expect(schema.table("Bracketed List")?.primaryKey == .single(column: "List Id", isRowidAlias: false))
        #expect(schema.table("items")?.primaryKey == .single(column: "id", isRowidAlias: true))
    }

    @Test func unconvertibleKeyValuesNameTheTable() throws {
        let report = try audit("""
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE);
            INSERT INTO "lists" VALUES (-1), (7), (281474976710656);
            PRAGMA foreign_keys = OFF;
            INSERT INTO "items" VALUES (1, 7), (2, 'seven'), (3, 2.5);
            """)
        let findings = report.findings.filter { $0.rule == "unconvertible-key-value" }
        #expect(findings.map(\.location) == [#""items"."listID""#, #""lists"."id""#])
        #expect(findings[1].message == "2 values cannot become a UUID with printf('%012x', …) (-1, 281474976710656); keys must be integers from 0 to 2^48 − 1, never NULL.")
        #expect(findings[0].message == "2 values cannot become a UUID with printf('%012x', …) ('seven', 2.5); references must be integers from 0 to 2^48 − 1.")
    }

    @Test func orphansNameTheChildTable() throws {
        let report = try audit("""
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE);
            INSERT INTO "lists" VALUES (1);
            PRAGMA foreign_keys = OFF;
            INSERT INTO "items" VALUES (1, 1), (2, 5), (3, 6), (4, NULL);
            """)
        let orphans = report.findings.filter { $0.rule == "orphaned-rows" }
        #expect(orphans.count == 1)
        #expect(orphans.first?.location == #""items"."listID""#)
        #expect(orphans.first?.message == #"2 rows reference missing rows of "lists" through ("listID") (rowid 2, 3)."#)
    }

    /// A foreign key to columns that are no key makes PRAGMA foreign_key_check fail for the
    /// whole table: the audit says so instead of counting no orphans.
    @Test func foreignKeysSQLiteCannotCheckAreReported() throws {
        let report = try audit("""
            CREATE TABLE "users" ("id" TEXT PRIMARY KEY NOT NULL, "email" TEXT);
            CREATE TABLE "logins" ("id" TEXT PRIMARY KEY NOT NULL, "userID" TEXT REFERENCES "users"("id") ON DELETE CASCADE,
              "email" TEXT REFERENCES "users"("email") ON DELETE CASCADE);
            PRAGMA foreign_keys = OFF;
            INSERT INTO "logins" VALUES ('l', 'missing user', 'x@example.com');
            """)
        let messages = report.findings.filter { $0.rule == "foreign-key-target" && $0.table == "logins" }.map(\.message)
        #expect(messages.contains("SQLite cannot check the foreign keys of this table (foreign key mismatch - \"logins\" referencing \"users\"), so its orphaned rows cannot be counted."))
    }

    /// A REFERENCES to a table that does not exist (Android's contacts2.db names `mimetype`
    /// beside its `mimetypes`) fails the check differently, and its fix says so: drop the clause
    /// or create the table, not "reference a primary key".
    @Test func aReferenceToATableThatDoesNotExistNamesItsFix() throws {
        let report = try audit("""
            PRAGMA foreign_keys = OFF;
            CREATE TABLE "mimetypes" ("_id" INTEGER PRIMARY KEY, "mimetype" TEXT);
            CREATE TABLE "data" ("_id" INTEGER PRIMARY KEY, "mimetype_id" INTEGER REFERENCES "mimetype"("_id"));
            INSERT INTO "mimetypes" VALUES (1, 'vnd.android.cursor.item/name');
            INSERT INTO "data" VALUES (1, 1);
            """)
        let finding = try #require(report.findings.first { $0.rule == "foreign-key-target" && $0.table == "data" && $0.column == nil })
        #expect(finding.message == "SQLite cannot check the foreign keys of this table (no such table: mimetype), so its orphaned rows cannot be counted.")
        #expect(finding.fix == #""data" declares REFERENCES to "mimetype", a table that does not exist: drop that clause (rebuild "data" without it) or create the table, in a migration of the app's before converting."#)
    }

    /// Every missing table is named at once (Android's `data` names `mimetype` and `package`),
    /// whichever one SQLite stopped at.
    @Test func everyMissingTableIsNamed() throws {
        let report = try audit("""
            PRAGMA foreign_keys = OFF;
            CREATE TABLE "data" ("_id" INTEGER PRIMARY KEY, "package_id" INTEGER REFERENCES "package"("_id"),
              "mimetype_id" INTEGER REFERENCES "mimetype"("_id"));
            INSERT INTO "data" VALUES (1, 1, 1);
            """)
        let finding = try #require(report.findings.first { $0.rule == "foreign-key-target" && $0.table == "data" && $0.column == nil })
        #expect(finding.fix == #""data" declares REFERENCES to "mimetype" and "package", tables that do not exist: drop those clauses (rebuild "data" without them) or create the tables, in a migration of the app's before converting."#)
    }

    /// A foreign key of two columns to a table that does not exist: SQLite counts every row as
    /// a violation, which says nothing of orphans. Regression: only a single-column key was
    /// reported uncheckable (by a query that failed on the missing table); a pair was reported
    /// as that many orphaned rows.
    @Test func aPairReferencingATableThatDoesNotExistIsUncheckableNotOrphans() throws {
        let report = try audit("""
            PRAGMA foreign_keys = OFF;
            CREATE TABLE "data" ("_id" INTEGER PRIMARY KEY, "a" INTEGER, "b" INTEGER,
              FOREIGN KEY ("a", "b") REFERENCES "pairs"("x", "y"));
            INSERT INTO "data" VALUES (1, 1, 2), (2, 3, 4);
            """)
        let finding = try #require(report.findings.first { $0.rule == "foreign-key-target" && $0.table == "data" && $0.column == nil })
        #expect(finding.message == "SQLite cannot check the foreign keys of this table (no such table: pairs), so its orphaned rows cannot be counted.")
        #expect(!report.findings.contains { $0.rule == "orphaned-rows" }, "\(located(report))")
    }

    @Test func syncReadyDatabaseHasNoFindings() throws {
        let report = try audit("""
            CREATE TABLE "remindersLists" (
              "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()),
              "title" TEXT NOT NULL ON CONFLICT REPLACE DEFAULT ''
            ) STRICT;
            CREATE TABLE "reminders" (
              "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()),
              "remindersListID" TEXT REFERENCES "remindersLists"("id") ON DELETE CASCADE,
              "title" TEXT NOT NULL ON CONFLICT REPLACE DEFAULT ''
            ) STRICT;
            INSERT INTO "remindersLists" ("id", "title") VALUES ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2', 'Personal');
            INSERT INTO "reminders" ("remindersListID", "title") VALUES ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2', 'Milk');
            """)
        #expect(report.findings == [])
        #expect(report.isReady(strict: true))
    }

    @Test func scopeLeavesTablesOut() throws {
        let sql = """
            CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()));
            CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "listID" TEXT REFERENCES "lists"("id") ON DELETE CASCADE);
            CREATE TABLE "cache" ("key" INTEGER PRIMARY KEY, "value" BLOB);
            """
        #expect(located(try audit(sql)) == [#"integer-primary-key "cache"."key""#])
        #expect(located(try audit(sql, scope: .init(excluded: ["CACHE"]))) == [])
        #expect(located(try audit(sql, scope: .init(tables: ["items"]))) == [#"foreign-key-target "items"."listID""#])
    }

    @Test(.enabled(if: RealSchemas.hasChinook, "skipped: ../shared/real-schemas/chinook is absent"))
    func chinook() throws {
        let sql = try String(contentsOfFile: RealSchemas.chinook, encoding: .utf8)
        let report = try audit(sql)
        let byRule = Dictionary(grouping: report.findings, by: \.rule).mapValues { $0.map(\.location).sorted() }
        #expect(byRule["integer-primary-key"] == [
            #""Album"."AlbumId""#, #""Artist"."ArtistId""#, #""Customer"."CustomerId""#, #""Employee"."EmployeeId""#,
            #""Genre"."GenreId""#, #""Invoice"."InvoiceId""#, #""InvoiceLine"."InvoiceLineId""#,
            #""MediaType"."MediaTypeId""#, #""Playlist"."PlaylistId""#, #""Track"."TrackId""#,
        ])
        #expect(byRule["composite-primary-key"] == [#""PlaylistTrack""#])
        #expect(byRule["foreign-key-cycle"] == [#""Employee"."ReportsTo""#])
        #expect(byRule["foreign-key-action"]?.count == 11)  // every foreign key: ON DELETE NO ACTION
        #expect(byRule["orphaned-rows"] == nil)
        #expect(byRule["unconvertible-key-value"] == nil)
    }
}
