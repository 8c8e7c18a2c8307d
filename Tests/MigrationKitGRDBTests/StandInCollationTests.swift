import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// Stand-ins for the collations an app registers: they compare exactly as SQLite's own, and the
/// collations a schema needs are found by name.
@Suite struct StandInCollationTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Every pair of values compares the same through the stand-in as through SQLite's built-in
    /// collation: `<`, `=`, and the order of a sort. Among them ASCII and non-ASCII case pairs,
    /// prefixes, bytes either side of the letters, and zero bytes, where NOCASE stops comparing.
    @Test(arguments: StandInComparison.allCases)
    func comparesExactlyAsTheBuiltIn(comparison: StandInComparison) throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.registerStandInCollation(named: "standin", comparing: comparison)
            try db.execute(sql: "CREATE TABLE t (x TEXT)")
            for value in ["", "a", "A", "b", "B", "ab", "aB", "Ab", "abc", "[", "`", "@", "{", "Z", "z", "ä", "Ä", "é", "e", "É", "ß", "SS", "1", "10", "2"] {
                try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [value])
            }
            // Zero bytes inside text (CAST keeps them).
            try db.execute(sql: "INSERT INTO t VALUES (CAST(x'610062' AS TEXT)), (CAST(x'610063' AS TEXT)), (CAST(x'41006300' AS TEXT)), (CAST(x'00' AS TEXT))")
            let builtIn = comparison.rawValue.uppercased()
            let pairs = try Row.fetchAll(db, sql: """
                SELECT a.x < b.x COLLATE standin AS lt, a.x < b.x COLLATE \(builtIn) AS expectedLT,
                       a.x = b.x COLLATE standin AS eq, a.x = b.x COLLATE \(builtIn) AS expectedEQ
                FROM t AS a, t AS b
                """)
            #expect(pairs.count == 29 * 29)
            #expect(pairs.filter { $0["lt"] as Bool != $0["expectedLT"] as Bool || $0["eq"] as Bool != $0["expectedEQ"] as Bool } == [])
            let sorted = try Int64.fetchAll(db, sql: "SELECT rowid FROM t ORDER BY x COLLATE standin, rowid")
            #expect(sorted == (try Int64.fetchAll(db, sql: "SELECT rowid FROM t ORDER BY x COLLATE \(builtIn), rowid")))
        }
    }

    @Test func namesFollowCollateOutsideStringsAndComments() {
        #expect(collationNames(in: #"""
            CREATE TABLE t (
              a TEXT COLLATE unicase, -- COLLATE commented
              b TEXT COLLATE "Quoted ""Name""" CHECK (b <> 'COLLATE fake'),
              c TEXT collate [bracketed] NOT NULL, "COLLATE" TEXT, d TEXT COLLATE 'string'
            )
            """#) == ["unicase", #"Quoted "Name""#, "bracketed", "string"])
        #expect(collationNames(in: "SELECT 1 COLLATE") == [])
    }

    /// A file written by an app that registers "unicase": a connection without it lacks exactly
    /// that collation (named by the table, an index, a view and a trigger, in two spellings, and
    /// next to NOCASE) until a stand-in is registered.
    @Test func findsTheCollationsAConnectionLacks() throws {
        let path = directory.path("app.sqlite")
        try makeAppDatabase(at: path, sql: """
            CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT COLLATE unicase, tag TEXT COLLATE NOCASE);
            CREATE INDEX t_name ON t(name);
            CREATE INDEX t_tag ON t(tag COLLATE UNICASE);
            CREATE VIEW v AS SELECT name FROM t ORDER BY name COLLATE unicase;
            CREATE TRIGGER r AFTER INSERT ON t BEGIN UPDATE t SET tag = tag WHERE name = NEW.name COLLATE unicase; END;
            INSERT INTO t (name, tag) VALUES ('Äpfel', 'x'), ('äpfel', 'y');
            """)
        let reader = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
        try reader.read { db in
            #expect(try db.unregisteredCollations() == ["unicase"])
            #expect(!db.hasCollation("unicase"))
            #expect(db.hasCollation("nocase"))
            #expect(throws: DatabaseError.self) { try db.execute(sql: "PRAGMA quick_check") }

            try db.registerStandInCollation(named: "unicase", comparing: .nocase)
            #expect(try db.unregisteredCollations() == [])
            #expect(try String.fetchAll(db, sql: "PRAGMA quick_check") == ["ok"])
        }
    }

    /// Why no command that writes may use a stand-in: an index is ordered by the collation that
    /// built it. Read through a stand-in that orders otherwise, the app's index still passes
    /// `quick_check` (which does not check the order), but `integrity_check` finds rows missing
    /// from it, as the app would when it looks them up.
    @Test func aStandInReadsButMustNotBuildIndexes() throws {
        let path = directory.path("reversed.sqlite")
        try makeAppDatabase(at: path, sql: """
            CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT COLLATE unicase);
            CREATE INDEX t_name ON t(name);
            INSERT INTO t (name) VALUES ('a'), ('b'), ('c'), ('d');
            """, unicase: { lhs, rhs in rhs.compare(lhs) })  // the app's order: reversed
        let reader = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
        try reader.read { db in
            try db.registerStandInCollation(named: "unicase", comparing: .binary)
            #expect(try String.fetchAll(db, sql: "PRAGMA quick_check") == ["ok"])
            #expect(try String.fetchAll(db, sql: "PRAGMA integrity_check") != ["ok"])
        }
    }

    /// An empty copy of a schema (a conversion's rehearsal) takes stand-ins for every collation
    /// the source's schema names and the copy lacks.
    @Test func emptyCopyTakesStandInsForTheSourceSchema() throws {
        let path = directory.path("app.sqlite")
        try makeAppDatabase(at: path, sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT COLLATE unicase, other TEXT COLLATE \"Other\"); CREATE INDEX t_name ON t(name);")
        let source = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
        let copy = try DatabaseQueue()
        try source.read { db in
            try copy.writeWithoutTransaction { copy in
                #expect(try copy.unregisteredCollations(namedIn: db) == ["unicase", "Other"])
                try copy.registerStandInCollations(forSchemaOf: db)
                #expect(try copy.unregisteredCollations(namedIn: db) == [])
                try copy.execute(sql: String.fetchAll(db, sql: "SELECT sql FROM sqlite_master").joined(separator: ";\n"))
            }
        }
    }

    /// Builds a file the way an app that registers "unicase" (and "Other") on its connections does.
    func makeAppDatabase(at path: String, sql: String, unicase: @escaping @Sendable (String, String) -> ComparisonResult = { $0.lowercased().compare($1.lowercased()) }) throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            db.add(collation: DatabaseCollation("unicase", function: unicase))
            db.add(collation: DatabaseCollation("Other") { $0.compare($1) })
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
        try queue.close()
    }
}
