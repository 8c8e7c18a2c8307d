import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Names SQLite accepts and Swift's `Character` misreads: quoting works scalar by scalar, and
/// every name converts without loss while a canary table survives.
@Suite struct HostileNameTests {
    @Test func quotesAreFoundScalarByScalar() throws {
        // A quote followed by a combining mark or a zero-width joiner is one Swift Character.
        #expect(quoteIdentifier("a\"\u{0301}b") == "\"a\"\"\u{0301}b\"")
        #expect(quoteIdentifier("a\"\u{200D}b") == "\"a\"\"\u{200D}b\"")
        #expect(quoteLiteral("it'\u{0301}s") == "'it''\u{0301}s'")
        let name = "a\"\u{0301}; DROP TABLE victim; --"
        let tokens = SQLTokenizer.tokenize("SELECT * FROM \(quoteIdentifier(name))").filter { !$0.isTrivia }
        #expect(tokens.count == 4)
        #expect(tokens.last?.identifier == name)
        #expect(SQLTokenizer.tokenize(quoteLiteral("x'\u{0301}y")).first?.identifier == "x'\u{0301}y")
    }

    /// Regression: a table named `a"` + U+0301 + `; DROP TABLE victim; --` made audit and generate build
    /// `… FROM "a"` + U+0301 + `; DROP TABLE victim; --"`.
    @Test func aNameThatEndsItsQuotesConvertsAndTheVictimSurvives() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("hostile.sqlite")
        let name = HostileNames.quoted("a\"\u{0301}; DROP TABLE victim; --")
        let key = HostileNames.quoted("k'\u{0301}\u{200D}")
        try makeDatabase(at: path, sql: """
            CREATE TABLE "victim" ("x" TEXT); INSERT INTO "victim" VALUES ('alive');
            CREATE TABLE \(name) (\(key) INTEGER PRIMARY KEY, "note" TEXT DEFAULT 'it''\u{0301}s');
            INSERT INTO \(name) VALUES (1, 'one'), (2, DEFAULT);
            """.replacingOccurrences(of: "(2, DEFAULT)", with: "(2, 'two')"))
        try convertAndCompare(path, in: directory)
    }

    /// SQLite folds only ASCII letters when it compares names: `Ä` and `ä` are two tables, and
    /// `ſ` is no `s`. Swift's `lowercased()` merged them, and the child's reference to one was
    /// looked up in the other.
    @Test func namesThatOnlyUnicodeFoldsAreDifferentTables() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("folding.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE "Ä" ("id" INTEGER PRIMARY KEY, "t" TEXT);
            CREATE TABLE "ä" ("k" TEXT PRIMARY KEY NOT NULL);
            CREATE TABLE "ſ" ("id" INTEGER PRIMARY KEY, "r" INTEGER REFERENCES "Ä"("id") ON DELETE CASCADE);
            CREATE TABLE "s" ("id" TEXT PRIMARY KEY NOT NULL, "r" TEXT REFERENCES "ä"("k") ON DELETE CASCADE);
            INSERT INTO "Ä" VALUES (1, 'one'); INSERT INTO "ä" VALUES ('x');
            INSERT INTO "ſ" VALUES (5, 1); INSERT INTO "s" VALUES ('y', 'x');
            """)
        let reader = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
        let schema = try reader.read(SchemaIntrospector.read)
        #expect(schema.table("Ä")?.columns.map(\.name) == ["id", "t"])
        #expect(schema.table("ä")?.columns.map(\.name) == ["k"])
        #expect(schema.table("ſ")?.foreignKeys.first?.parentColumns == ["id"])
        try reader.close()
        let migrations = directory.path("Migrations")
        let generated = run(["generate", "--db-path", path, "--output", migrations])
        #expect(generated.output.hasPrefix("wrote \(migrations)/0001_convert_table_and_1_more.sql (2 tables: \"Ä\", \"ſ\")"), "\(generated)")
        #expect(run(["migrate", "--db-path", path, "--migrations", migrations]).status == 0)
        let after = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
        let keys = try after.read(ConvertedKeys.read)
        #expect(keys.derivation(of: "Ä") != keys.derivation(of: "ſ"))
        #expect(try after.read { try String.fetchAll($0, sql: #"SELECT "ſ"."r" || '/' || "Ä"."t" FROM "ſ" JOIN "Ä" ON "Ä"."id" = "ſ"."r""#) } == [keys.key(forLegacyID: 1, in: "Ä")! + "/one"])
        #expect(try after.read { try String.fetchAll($0, sql: #"SELECT "k" FROM "ä""#) } == ["x"])
    }

    static let seeds: [UInt64] = {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["MIGRATIONKIT_HOSTILE_SEED"].flatMap(UInt64.init) ?? 20_261_123
        let count = environment["MIGRATIONKIT_HOSTILE_CASES"].flatMap(Int.init) ?? 100
        return (0..<UInt64(count)).map { base &+ $0 }
    }()

    /// Seeded and reproducible: `MIGRATIONKIT_HOSTILE_CASES=2000 MIGRATIONKIT_HOSTILE_SEED=1 swift test --filter HostileNameTests`.
    @Test(arguments: seeds)
    func hostileNamesConvertWithoutLoss(seed: UInt64) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("hostile.sqlite")
        let sql = HostileNames.database(seed: seed)
        try makeDatabase(at: path, sql: sql)
        try convertAndCompare(path, in: directory, context: "seed \(seed):\n\(sql)")
    }

    func convertAndCompare(_ path: String, in directory: TemporaryDirectory, context: String = "") throws {
        let before = path + ".before"
        try FileManager.default.copyItem(atPath: path, toPath: before)
        let audit = run(["audit", "--db-path", path])
        #expect(audit.status == 0 || audit.status == 1, "\(context)\n\(audit)")
        let migrations = directory.path("Migrations")
        let generated = run(["generate", "--db-path", path, "--output", migrations])
        try #require(generated.status == 0, "\(context)\n\(generated)")
        let migrated = run(["migrate", "--db-path", path, "--migrations", migrations])
        try #require(migrated.status == 0, "\(context)\n\(migrated)")
        let differences = try ConversionComparison(before: before, after: path).differences()
        #expect(differences == [], "\(context)")
        let reader = try DatabaseQueue(path: path, configuration: { var c = Configuration(); c.readonly = true; return c }())
        let canaries = try reader.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name IN ('canary', 'victim')").flatMap { table in
                try String.fetchAll(db, sql: "SELECT x FROM \"\(table)\"")
            }
        }
        #expect(canaries == ["alive"], "\(context)")
    }
}
