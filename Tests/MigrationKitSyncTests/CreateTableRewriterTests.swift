import GRDB
@testable import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// The rewritten CREATE TABLE statements, byte for byte.
@Suite struct CreateTableRewriterTests {
    func rewrite(_ sql: String, table: String, options: ConversionOptions = .init()) throws -> CreateTableRewriter.Result {
        let directory = try TemporaryDirectory()
        let schema = try auditableDatabase(sql, in: directory).read(SchemaIntrospector.read)
        let planner = ConversionPlanner(options: options)
        let change = try #require(planner.changes(in: schema)[table.lowercased()])
        var names = NameAllocator(taken: schema.objectNames)
        return try CreateTableRewriter(
            table: change.table, temporaryName: "migrationkit_new_1", convertedKey: change.convertedKey?.name, addsKey: change.addsKey,
            convertedColumns: Set(change.convertedForeignKeys.map { $0.columns[0].lowercased() }), options: options
        ).rewrite(names: &names)
    }

    @Test func namedTableLevelKeyInBracketsWithComments() throws {
        let result = try rewrite("""
            CREATE TABLE [List] ( -- lists ( , )
              [List Id] INT8 NOT NULL, /* the key */ [title] TEXT COLLATE NOCASE,
              CONSTRAINT [PK_List] PRIMARY KEY ([List Id]) -- the key constraint
            ) ;
            """, table: "List")
        #expect(result.sql == """
            CREATE TABLE "migrationkit_new_1" ( -- lists ( , )
              [List Id] TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), /* the key */ [title] TEXT COLLATE NOCASE -- the key constraint
            )
            """)
        #expect(result.indexes == [])
    }

    @Test func keyKeepsItsCheckCollateAndReferencesButNotAutoincrement() throws {
        let result = try rewrite("""
            CREATE TABLE "parents" ("id" INTEGER PRIMARY KEY);
            CREATE TABLE "assets" ("id" INTEGER PRIMARY KEY AUTOINCREMENT CHECK ("id" > 0) REFERENCES "parents" ON DELETE CASCADE, "blob" BLOB);
            """, table: "assets")
        #expect(result.sql == #"CREATE TABLE "migrationkit_new_1" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()) CHECK ("id" > 0) REFERENCES "parents" ON DELETE CASCADE, "blob" BLOB)"#)
    }

    @Test func referencesBecomeTextAndTheirIntegerDefaultsTheirUUIDs() throws {
        let result = try rewrite("""
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            CREATE TABLE "items" (
              "id" BIGINT PRIMARY KEY,
              "listID" INTEGER NOT NULL DEFAULT 1 REFERENCES "lists"("id") ON DELETE SET DEFAULT,
              "otherListID" REFERENCES "lists" ON DELETE SET NULL
            ) WITHOUT ROWID;
            """.replacingOccurrences(of: "\"otherListID\" REFERENCES", with: "\"otherListID\" INT REFERENCES"), table: "items",
            options: .init(idScheme: .deterministic))
        #expect(result.sql == """
            CREATE TABLE "migrationkit_new_1" (
              "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()),
              "listID" TEXT NOT NULL DEFAULT '00000000-0000-0000-0000-000000000001' REFERENCES "lists"("id") ON DELETE SET DEFAULT,
              "otherListID" TEXT REFERENCES "lists" ON DELETE SET NULL
            ) WITHOUT ROWID
            """)
    }

    @Test func untypedReferenceGetsAType() throws {
        let result = try rewrite("""
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" REFERENCES "lists");
            """, table: "items")
        #expect(result.sql == #"CREATE TABLE "migrationkit_new_1" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists")"#)
    }

    @Test func compositeKeyOfAWithoutRowidTable() throws {
        let result = try rewrite("""
            CREATE TABLE "pairs" ("a" INTEGER, "b" TEXT NOT NULL, "note" TEXT, PRIMARY KEY ("a", "b" COLLATE NOCASE)) WITHOUT ROWID;
            """, table: "pairs")
        #expect(result.sql == #"CREATE TABLE "migrationkit_new_1" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "a" INTEGER NOT NULL, "b" TEXT NOT NULL, "note" TEXT) WITHOUT ROWID"#)
        #expect(result.indexes == [#"CREATE UNIQUE INDEX "pairs_a_b" ON "pairs" ("a", "b" COLLATE NOCASE);"#])
    }

    @Test func dropUniqueTurnsConstraintsIntoPlainIndexes() throws {
        let result = try rewrite("""
            CREATE TABLE "tags" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL UNIQUE ON CONFLICT IGNORE, "slug" TEXT, UNIQUE ("slug"));
            """, table: "tags", options: ConversionOptions(dropUnique: true))
        #expect(result.sql == #"CREATE TABLE "migrationkit_new_1" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "title" TEXT NOT NULL, "slug" TEXT)"#)
        #expect(result.indexes == [#"CREATE INDEX "tags_title" ON "tags" ("title");"#, #"CREATE INDEX "tags_unique" ON "tags" ("slug");"#])
    }

    @Test func portableDefault() throws {
        let result = try rewrite(#"CREATE TABLE "notes" ("body" TEXT);"#, table: "notes", options: ConversionOptions(uuidDefault: .portable))
        #expect(result.sql == #"CREATE TABLE "migrationkit_new_1" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))),2) || '-' || lower(hex(randomblob(6)))), "body" TEXT)"#)
    }
}
