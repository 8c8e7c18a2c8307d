import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// Hostile names and sizes: an app's table that looks like the toolkit's, and schemas past
/// SQLite's limits on one statement. Each converts like any other, row for row.
/// (Guides/HostileInputs.md, "Names and sizes".)
@Suite struct NamesAndSizesTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Builds a file from `sql`, runs generate and migrate on it, and compares it with its copy
    /// from before. Returns the differences (empty when nothing was lost).
    func convert(_ sql: String, arguments: [String] = []) throws -> [String] {
        let path = directory.path("app.sqlite"), before = directory.path("before.sqlite")
        try makeDatabase(at: path, sql: sql)
        try FileManager.default.copyItem(atPath: path, toPath: before)
        let migrations = directory.path("Migrations")
        let generated = run(["generate", "--db-path", path, "--output", migrations] + arguments)
        try #require(generated.status == 0, "\(generated)")
        let migrated = run(["migrate", "--db-path", path, "--migrations", migrations])
        try #require(migrated.status == 0, "\(migrated)")
        return try ConversionComparison(before: before, after: path, scheme: .init(arguments: arguments)).differences()
    }

    // MARK: - Names

    static let toolkitLikeName = """
        CREATE TABLE "migrationkit_notes" ("id" INTEGER PRIMARY KEY, "body" TEXT);
        CREATE TABLE "tags" ("id" INTEGER PRIMARY KEY, "noteID" INTEGER NOT NULL REFERENCES "migrationkit_notes"("id") ON DELETE CASCADE, "name" TEXT);
        INSERT INTO "migrationkit_notes" VALUES (1, 'one'), (2, 'two');
        INSERT INTO "tags" VALUES (1, 1, 'a'), (2, 2, 'b'), (3, 2, 'c');
        """

    /// Regression: every `migrationkit_` name was taken for the toolkit's own, so the app's
    /// `migrationkit_notes` was neither audited nor converted, and "tags" was told that its
    /// parent does not exist (and its references stayed integers).
    @Test func anAppTableNamedLikeTheToolkitsIsTheApps() throws {
        let path = directory.path("audit.sqlite")
        try makeDatabase(at: path, sql: Self.toolkitLikeName)
        let audit = run(["audit", "--db-path", path])
        #expect(audit.output.contains("""
            \(path): error: [integer-primary-key] "migrationkit_notes"."id": the primary key is an integer (INTEGER)
            """), "\(audit)")
        #expect(!audit.output.contains("foreign-key-target"), "\(audit)")

        #expect(try convert(Self.toolkitLikeName) == [])
        let after = directory.path("app.sqlite")
        #expect(try DatabaseQueue(path: after).read { try String.fetchAll($0, sql: "SELECT typeof(noteID) FROM tags") } == ["text", "text", "text"])
        #expect(try DatabaseQueue(path: after).read { try String.fetchAll($0, sql: "SELECT id FROM migrationkit_notes ORDER BY rowid") }
            .allSatisfy { $0.count == 36 })
    }

    // MARK: - Sizes

    /// Regression: the shape check compared the 600 rows of `PRAGMA table_xinfo` with one
    /// VALUES of 600 rows, and SQLite refused it ("too many terms in compound SELECT"), reported
    /// as "cannot convert without losing data".
    @Test func aTableOf600Columns() throws {
        let columns = (1..<600).map { "\"c\($0)\" TEXT" }.joined(separator: ", ")
        let sql = """
            CREATE TABLE "wide" ("id" INTEGER PRIMARY KEY, \(columns));
            INSERT INTO "wide" ("id", "c1", "c599") VALUES (1, 'a', 'z'), (2, NULL, 'y'), (7, 'b', NULL);
            """
        #expect(try convert(sql) == [])
    }

    /// Regression: the counts of one parent and its 260 children (521 rows and references) were
    /// one INSERT … UNION ALL of 521 terms, which SQLite refused.
    @Test(arguments: [[], ["--id-scheme", "random"]])
    func aParentOf260Children(arguments: [String]) throws {
        var sql = """
            CREATE TABLE "parent" ("id" INTEGER PRIMARY KEY, "name" TEXT);
            INSERT INTO "parent" VALUES (1, 'one'), (2, 'two');

            """
        for child in 1...260 {
            sql += """
                CREATE TABLE "child\(child)" ("id" INTEGER PRIMARY KEY, "parentID" INTEGER REFERENCES "parent"("id") ON DELETE CASCADE);
                INSERT INTO "child\(child)" VALUES (1, 1), (2, NULL), (3, \(child % 2 + 1));

                """
        }
        #expect(try convert(sql, arguments: arguments) == [])
    }

    /// A file of 261 tables compares their schemas with what generate saw in one check, whose
    /// 261 rows go in chunks of 250 (one compound SELECT holds 500 terms at most): a table
    /// changed in the last chunk ("child99", before "parent"), the count of objects the same,
    /// still refuses the file, changing nothing. generate's line names the first 12 tables,
    /// and says how many more.
    @Test func aSchemaChangedAmong261TablesIsRefused() throws {
        var sql = #"CREATE TABLE "parent" ("id" INTEGER PRIMARY KEY);"#
        for child in 1...260 {
            sql += #"CREATE TABLE "child\#(child)" ("id" INTEGER PRIMARY KEY, "parentID" INTEGER REFERENCES "parent"("id") ON DELETE CASCADE);"#
        }
        let path = directory.path("app.sqlite"), migrations = directory.path("Migrations")
        try makeDatabase(at: path, sql: sql)
        let generated = run(["generate", "--db-path", path, "--output", migrations])
        #expect(generated.status == 0)
        let named = ["child1", "child10", "child100", "child101", "child102", "child103", "child104", "child105", "child106", "child107", "child108", "child109"]
        #expect(generated.output.hasPrefix("wrote \(migrations)/0001_convert_child1_and_260_more.sql (261 tables: "
            + named.map { "\"\($0)\"" }.joined(separator: ", ") + ", and 249 more (the file's header names each))\n"), "\(generated)")
        try DatabaseQueue(path: path).write { try $0.execute(sql: #"ALTER TABLE "child99" ADD COLUMN "note" TEXT"#) }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let migrated = run(["migrate", "--db-path", path, "--migrations", migrations])
        #expect(migrated.status == 2)
        #expect(migrated.error.hasPrefix(#"error: migration "0001_convert_child1_and_260_more" was not applied, and nothing was changed: these checks failed:"# + "\n" + #"  - the schemas of "child1", "child10", "#), "\(migrated)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// Regression: the checks of a table with 510 references joined 510 conditions by OR (and
    /// 1021 by AND before commit), deeper than SQLite's 1000 levels of expression ("Expression
    /// tree is too large").
    @Test func aTableOf510References() throws {
        let references = (1...510).map { "\"r\($0)\" INTEGER REFERENCES \"parent\"(\"id\") ON DELETE CASCADE" }.joined(separator: ", ")
        let sql = """
            CREATE TABLE "parent" ("id" INTEGER PRIMARY KEY);
            CREATE TABLE "child" ("id" INTEGER PRIMARY KEY, \(references));
            INSERT INTO "parent" VALUES (1), (2);
            INSERT INTO "child" ("id", "r1", "r510") VALUES (1, 1, 2), (2, NULL, 1);
            """
        #expect(try convert(sql) == [])
    }
}
