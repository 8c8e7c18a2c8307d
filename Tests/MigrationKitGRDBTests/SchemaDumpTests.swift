import GRDB
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

@Suite struct SchemaDumpTests {
    static let objects = [
        #"CREATE TABLE "b""x" (id INTEGER PRIMARY KEY, a_id INTEGER REFERENCES a(id))"#,
        "CREATE TABLE a (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT UNIQUE)",
        "CREATE INDEX b_a ON \"b\"\"x\"(a_id)",
        "CREATE VIEW v AS SELECT title FROM a",
        "CREATE TRIGGER a_touch AFTER INSERT ON a BEGIN UPDATE a SET title = title WHERE id = NEW.id; END",
        "CREATE VIRTUAL TABLE docs USING fts5(body)",
        "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)",
        "CREATE TABLE migrationkit_checksums (identifier TEXT NOT NULL PRIMARY KEY, sha256 TEXT NOT NULL)",
    ]

    func dump(creating objects: [String]) throws -> String {
        let directory = try TemporaryDirectory()
        let path = directory.path("app.sqlite")
        try makeDatabase(at: path, sql: objects.joined(separator: ";\n") + ";\nINSERT INTO a (title) VALUES ('x');")
        return try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read(schemaSQL)
    }

    @Test func sortedByKindThenNameLeavingInternalAndShadowTablesOut() throws {
        #expect(try dump(creating: Self.objects) == """
            -- migrationkit:schema-dump
            CREATE TABLE a (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT UNIQUE);
            CREATE TABLE "b""x" (id INTEGER PRIMARY KEY, a_id INTEGER REFERENCES a(id));
            CREATE VIRTUAL TABLE docs USING fts5(body);
            CREATE VIEW v AS SELECT title FROM a;
            CREATE INDEX b_a ON "b""x"(a_id);
            CREATE TRIGGER a_touch AFTER INSERT ON a BEGIN UPDATE a SET title = title WHERE id = NEW.id; END;

            """)
    }

    @Test func independentOfCreationOrder() throws {
        var reordered = Self.objects
        reordered.swapAt(0, 1)  // tables first in another order
        reordered.append(reordered.remove(at: 2))  // the index last
        #expect(try dump(creating: reordered) == dump(creating: Self.objects))
    }
}

@Suite struct FixtureTests {
    /// `Fixtures/reminders.sqlite` is what `Fixtures/reminders.sql` builds: same schema, same rows.
    @Test func remindersDatabaseMatchesItsSQL() throws {
        let directory = try TemporaryDirectory()
        let built = directory.path("built.sqlite")
        // Without auto-vacuum, as the committed file was built: with it (Apple's default for a
        // new file), a pointer-map page moves every table's root page, which the dump shows.
        try makeDatabase(at: built, sql: Fixtures.text("reminders.sql"), platformAutoVacuum: false)
        let committed = try directory.copyFixture("reminders.sqlite")
        #expect(try contentDump(atPath: committed) == contentDump(atPath: built))
    }
}
