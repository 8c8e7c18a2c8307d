import GRDB
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

@Suite struct UUIDFunctionTests {
    /// Lowercase v4: version nibble 4, variant 8–b.
    static let pattern = #"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"#

    @Test func returnsAFreshLowercaseV4EachCall() throws {
        let db = try DatabaseQueue()
        try db.write { try $0.registerUUIDFunction() }
        let values = try db.read { db in
            try String.fetchAll(db, sql: "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200) SELECT uuid() FROM n")
        }
        #expect(values.count == 200)
        #expect(Set(values).count == 200)  // not deterministic: SQLite may not reuse a value
        #expect(values.allSatisfy { $0.wholeMatch(of: try! Regex(Self.pattern)) != nil })
    }

    /// A TEXT key that takes `uuid()` as its default, as converted tables declare it, works
    /// for omitted and NULL ids even with `PRAGMA trusted_schema=OFF` (the function is
    /// registered innocuous).
    @Test func worksAsAColumnDefaultWithUntrustedSchema() throws {
        let directory = try TemporaryDirectory()
        let db = try openDatabase(DatabaseConnectionOptions(path: directory.path("app.sqlite"), access: .readWriteCreate))
        try db.write { db in
            try db.execute(sql: "PRAGMA trusted_schema = OFF")
            try db.execute(sql: """
                CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "title" TEXT);
                INSERT INTO "items" ("title") VALUES ('omitted');
                INSERT INTO "items" ("id", "title") VALUES (NULL, 'null');
                """)
        }
        let ids = try db.read { try String.fetchAll($0, sql: "SELECT id FROM items") }
        #expect(ids.count == 2 && Set(ids).count == 2)
        #expect(ids.allSatisfy { $0.wholeMatch(of: try! Regex(Self.pattern)) != nil })
    }

    @Test func quotingDoublesEmbeddedQuotes() {
        #expect(quoteIdentifier("plain") == #""plain""#)
        #expect(quoteIdentifier(#"a"b"#) == #""a""b""#)
        #expect(quoteIdentifier(#""""#) == #""""""""#)
        #expect(quoteIdentifier("") == #""""#)
        #expect(quoteIdentifier("x; DROP TABLE t; --") == #""x; DROP TABLE t; --""#)
    }
}
