import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// `--orphans` / ``ConversionOptions/orphans``: what a conversion does with rows whose reference
/// names no row, on a database that never turned foreign keys on.
@Suite struct OrphanPolicyTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    /// A list is gone (9), and so is a reminder's parent (77) and a tag (99). Reminder 2 is in
    /// the missing list, 3 is a sub-task of 2, 5 a sub-task of 3, 4 a sub-task of the missing 77.
    static let reminders = """
        PRAGMA foreign_keys = OFF;
        CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
        CREATE TABLE reminders (id INTEGER PRIMARY KEY, listID INTEGER NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
          parentID INTEGER REFERENCES reminders(id) ON DELETE CASCADE, title TEXT NOT NULL);
        CREATE TABLE tags (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
        CREATE TABLE remindersTags (reminderID INTEGER NOT NULL REFERENCES reminders(id) ON DELETE CASCADE,
          tagID INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE);
        INSERT INTO lists VALUES (1, 'Home');
        INSERT INTO reminders VALUES (1, 1, NULL, 'milk'), (2, 9, NULL, 'lost'), (3, 1, 2, 'child of lost'),
          (4, 1, 77, 'child of nothing'), (5, 1, 3, 'grandchild of lost');
        INSERT INTO tags VALUES (1, 'home');
        INSERT INTO remindersTags VALUES (1, 1), (2, 1), (3, 1), (5, 99);
        """

    /// Nullable references only: a list that is gone, and a parent that is gone.
    static let items = """
        PRAGMA foreign_keys = OFF;
        CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
        CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER REFERENCES lists(id), parentID INTEGER REFERENCES items(id), title TEXT NOT NULL);
        INSERT INTO lists VALUES (1, 'Home');
        INSERT INTO items VALUES (1, 1, NULL, 'milk'), (2, 9, NULL, 'lost list'), (3, 1, 77, 'lost parent'), (4, 1, 1, 'kept');
        """

    func database(_ sql: String) throws -> String {
        let path = directory.path("orphans-\(UUID().uuidString).sqlite")
        try makeDatabase(at: path, sql: sql)
        return path
    }

    /// Converts in one transaction with foreign keys off, as a migration would; a refusal
    /// rolls it back.
    /// `recursiveTriggers`, when given, is the connection's setting before the conversion, as
    /// Apple's SQLite (on) or Linux's (off) starts one.
    func convert(_ path: String, _ options: ConversionOptions, recursiveTriggers: Bool? = nil) throws -> ConversionReport {
        let queue = try openDatabase(DatabaseConnectionOptions(path: path, access: .readWrite))
        defer { try? queue.close() }
        return try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            if let recursiveTriggers { try db.execute(sql: "PRAGMA recursive_triggers = \(recursiveTriggers ? "ON" : "OFF")") }
            var report: ConversionReport?
            try db.inTransaction {
                report = try Conversion.apply(in: db, options: options)
                return .commit
            }
            if let recursiveTriggers { #expect(try Bool.fetchOne(db, sql: "PRAGMA recursive_triggers") == recursiveTriggers) }
            return try #require(report)
        }
    }

    func titles(_ path: String, _ table: String) throws -> [String] {
        try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read { db in
            try String.fetchAll(db, sql: "SELECT title FROM \(quoteIdentifier(table)) ORDER BY rowid")
        }
    }

    @Test func deleteTakesTheOrphansAndEveryRowThatReferencedThem() throws {
        let path = try database(Self.reminders)
        let report = try convert(path, ConversionOptions(orphans: .delete))

        #expect(report.orphansDeleted == ["reminders": 4, "remindersTags": 3])
        #expect(report.rows == ["lists": 1, "reminders": 1, "remindersTags": 1, "tags": 1])
        #expect(try titles(path, "reminders") == ["milk"])
        let violations = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM pragma_foreign_key_check")
        }
        #expect(violations == 0)
    }

    @Test func setNullClearsNullableReferencesAndKeepsTheRows() throws {
        let path = try database(Self.items)
        let report = try convert(path, ConversionOptions(orphans: .setNull))

        #expect(report.orphansSetNull == [ColumnPath(table: "items", column: "listID"): 1, ColumnPath(table: "items", column: "parentID"): 1])
        #expect(report.orphansDeleted == [:])
        #expect(report.rows == ["items": 4, "lists": 1])
        let references = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read { db in
            try Row.fetchAll(db, sql: "SELECT title, listID IS NULL AS noList, parentID IS NULL AS noParent FROM items ORDER BY rowid")
                .map { "\($0["title"] as String) \($0["noList"] as Bool) \($0["noParent"] as Bool)" }
        }
        #expect(references == ["milk false true", "lost list true true", "lost parent false true", "kept false false"])
    }

    /// The app's own trigger that touches the row it updates, as many apps keep a modification
    /// count or date: the repair's UPDATE fires it once, whether the connection starts with
    /// recursive triggers off (Linux's SQLite) or on (Apple's, where without the conversion's
    /// own setting the trigger fires itself until "too many levels of trigger recursion"). The
    /// connection's setting is as it was afterwards.
    @Test(arguments: [false, true])
    func repairFiresTheAppsOwnTriggerOnceWhateverTheDefault(recursiveTriggers: Bool) throws {
        let path = try database(Self.items + """
            ALTER TABLE items ADD COLUMN edits INTEGER NOT NULL DEFAULT 0;
            CREATE TRIGGER items_touch AFTER UPDATE ON items BEGIN
              UPDATE items SET edits = edits + 1 WHERE id = NEW.id;
            END;
            """)
        let report = try convert(path, ConversionOptions(orphans: .setNull), recursiveTriggers: recursiveTriggers)

        #expect(report.orphansSetNull == [ColumnPath(table: "items", column: "listID"): 1, ColumnPath(table: "items", column: "parentID"): 1])
        let edits = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read { db in
            try Row.fetchAll(db, sql: "SELECT title, edits FROM items ORDER BY rowid").map { "\($0["title"] as String) \($0["edits"] as Int)" }
        }
        #expect(edits == ["milk 0", "lost list 1", "lost parent 1", "kept 0"])
    }

    /// A relation the schema does not declare, with 0 for "none": the report tells the none
    /// values that became NULL from the orphans that did, on the same column.
    @Test func theReportTellsNoneValuesFromOrphans() throws {
        let path = try database("""
            CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
            CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER, title TEXT NOT NULL);
            INSERT INTO lists VALUES (1, 'Home');
            INSERT INTO items VALUES (1, 1, 'milk'), (2, 0, 'no list'), (3, 9, 'lost list');
            """)
        let reference = ReferenceDeclaration(table: "items", column: "listID", parentTable: "lists", none: .init(0, becomesNull: true))
        let report = try convert(path, ConversionOptions(references: [reference], orphans: .setNull))

        let listID = ColumnPath(table: "items", column: "listID")
        #expect(report.normalized == [listID: 1])
        #expect(report.orphansSetNull == [listID: 1])
        #expect(report.rows == ["items": 3, "lists": 1])
        let nulls = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read { db in
            try String.fetchAll(db, sql: "SELECT title FROM items WHERE listID IS NULL ORDER BY rowid")
        }
        #expect(nulls == ["no list", "lost list"])
    }

    @Test func setNullRefusesANotNullReferenceByName() throws {
        let path = try database(Self.reminders)
        let before = try #require(fileBytes(path))
        let error = #expect(throws: ConversionError.self) { try convert(path, ConversionOptions(orphans: .setNull)) }
        #expect(error?.description == """
            cannot convert without losing data, so nothing was written:
              - "reminders": 1 row references missing rows of "lists" through ("listID"), which is NOT NULL: setting it to NULL is impossible; delete those rows instead (orphans: .delete), or correct them.
              - "remindersTags": 1 row references missing rows of "tags" through ("tagID"), which is NOT NULL: setting it to NULL is impossible; delete those rows instead (orphans: .delete), or correct them.
            """)
        #expect(fileBytes(path) == before)
    }

    /// The command line names its flags where the library names its options.
    @Test func generateNamesTheFlag() throws {
        let path = try database(Self.reminders)
        let generated = run(["generate", "--db-path", path, "--output", directory.path("M"), "--orphans", "set-null"])
        #expect(generated.status == 1)
        #expect(generated.error.contains(#"setting it to NULL is impossible; delete those rows instead (--orphans delete), or correct them."#), "\(generated)")
    }

    @Test func refuseIsTheDefault() throws {
        let path = try database(Self.items)
        let error = #expect(throws: ConversionError.self) { try convert(path, ConversionOptions()) }
        #expect(error?.description.contains(#""items": 1 row references missing rows of "items" through ("parentID")"#) == true, "\(String(describing: error))")
    }

    @Test func deleteRefusesACycleBetweenTables() throws {
        let path = try database("""
            PRAGMA foreign_keys = OFF;
            CREATE TABLE a (id INTEGER PRIMARY KEY, bID INTEGER REFERENCES b(id));
            CREATE TABLE b (id INTEGER PRIMARY KEY, aID INTEGER REFERENCES a(id));
            """)
        let error = #expect(throws: ConversionError.self) { try convert(path, ConversionOptions(orphans: .delete)) }
        #expect(error?.description.contains(#""a", "b": foreign keys form a cycle between these tables"#) == true)
        #expect(error?.refusals == ["orphan-deletion-cycle"])
    }

    /// A file generated with set-null on a copy without orphans, applied on a device whose NOT
    /// NULL reference has one: its precheck refuses it by name, and the file is unchanged.
    @Test func aDeviceWithANotNullOrphanRefusesASetNullFile() throws {
        let developer = try database(Self.reminders.replacingOccurrences(of: "(2, 9, NULL", with: "(2, 1, NULL")
            .replacingOccurrences(of: "(5, 99)", with: "(5, 1)"))
        let migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", developer, "--output", migrations, "--orphans", "set-null"]).status == 0)

        let device = try database(Self.reminders)
        let before = try #require(fileBytes(device))
        let migrated = run(["migrate", "--db-path", device, "--migrations", migrations])
        #expect(migrated.status == 2)
        #expect(migrated.error.contains(#"no row of "reminders" references a missing row of "lists" through ("listID"), which is NOT NULL and cannot become NULL"#), "\(migrated)")
        #expect(fileBytes(device) == before)
    }

    /// A WITHOUT ROWID table's descendants cannot be followed by rowid: delete is refused there,
    /// set-null is not.
    @Test func deleteRefusesAWithoutRowidSelfReference() throws {
        let sql = """
            PRAGMA foreign_keys = OFF;
            CREATE TABLE nodes (id INTEGER PRIMARY KEY, parentID INTEGER REFERENCES nodes(id), name TEXT) WITHOUT ROWID;
            INSERT INTO nodes VALUES (1, NULL, 'root'), (2, 77, 'lost');
            """
        let path = try database(sql)
        let error = #expect(throws: ConversionError.self) { try convert(path, ConversionOptions(orphans: .delete)) }
        #expect(error?.description == """
            cannot convert without losing data, so nothing was written:
              - "nodes": a WITHOUT ROWID table that references itself, whose orphans' descendants cannot be followed by rowid; use orphans: .setNull, or correct the rows.
            """)
        let report = try convert(try database(sql), ConversionOptions(orphans: .setNull))
        #expect(report.orphansSetNull == [ColumnPath(table: "nodes", column: "parentID"): 1])
    }

    /// The choice travels in the generated file: every device that applies it deletes its own
    /// orphans, here ones the developer's copy did not have.
    @Test func generateWritesTheChoiceIntoTheFile() throws {
        let developer = try database(Self.reminders.replacingOccurrences(of: "(2, 9, NULL", with: "(2, 1, NULL")
            .replacingOccurrences(of: "(4, 1, 77,", with: "(4, 1, NULL,").replacingOccurrences(of: "(5, 99)", with: "(5, 1)"))
        let migrations = directory.path("Migrations")
        let generated = run(["generate", "--db-path", developer, "--output", migrations, "--orphans", "delete"])
        #expect(generated.status == 0, "\(generated)")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: migrations).first)
        let text = try String(contentsOfFile: migrations + "/" + file, encoding: .utf8)
        #expect(text.contains("--orphans delete"))
        #expect(text.contains("-- Orphans: the rows whose reference names no row are deleted"))

        let device = try database(Self.reminders)
        let migrated = run(["migrate", "--db-path", device, "--migrations", migrations])
        #expect(migrated.status == 0, "\(migrated)")
        #expect(try titles(device, "reminders") == ["milk"])
    }
}
