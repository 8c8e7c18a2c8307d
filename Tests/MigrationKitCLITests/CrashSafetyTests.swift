import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// A database in a temporary directory, a pristine copy of it beside, and its conversion
/// generated in `Migrations`.
struct GeneratedConversion {
    let directory: TemporaryDirectory
    let db: String
    let pristine: String
    let migrations: String

    /// ``CrashSafetyTests/schema(lists:)``'s shape, in `app.sqlite`.
    init(lists: Int = 1000) throws {
        try self.init { directory in
            let db = directory.path("app.sqlite")
            try makeDatabase(at: db, sql: CrashSafetyTests.schema(lists: lists))
            return db
        }
    }

    /// A copy of a fixture database (`reminders.sqlite`).
    init(fixture: String) throws {
        try self.init { try $0.copyFixture(fixture) }
    }

    private init(_ make: (TemporaryDirectory) throws -> String) throws {
        directory = try TemporaryDirectory()
        db = try make(directory)
        pristine = directory.path("pristine.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: pristine)
        migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", migrations]).status == 0)
    }
}

/// SIGKILL `migrationkit migrate` in the middle of a conversion: the file must open, pass
/// integrity_check, and hold either all the old data or all the converted data; migrating
/// again must finish and be correct.
@Suite(.serialized) struct CrashSafetyTests {
    /// Reminders-shaped: a list table, reminders with a self-reference, a join table without a
    /// key. Small: the kills are placed by what the migration has done, not by the clock.
    static let schema = schema(lists: 100)

    /// The same shape with `lists` lists, 30 reminders per list and 2 tags per reminder.
    static func schema(lists: Int) -> String {
        """
        CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "title" TEXT NOT NULL DEFAULT '');
        CREATE TABLE "reminders" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL REFERENCES "lists"("id") ON DELETE CASCADE,
          "parentID" INTEGER REFERENCES "reminders"("id") ON DELETE CASCADE, "title" TEXT NOT NULL DEFAULT '');
        CREATE INDEX "reminders_listID" ON "reminders"("listID");
        CREATE TABLE "remindersTags" ("reminderID" INTEGER NOT NULL REFERENCES "reminders"("id") ON DELETE CASCADE, "tag" TEXT);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(lists))
          INSERT INTO "lists" SELECT i, 'List ' || i FROM n;
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(30 * lists))
          INSERT INTO "reminders" SELECT i, 1 + i % \(lists), CASE WHEN i % 3 = 0 THEN i - 1 END, 'Reminder ' || i FROM n;
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(60 * lists))
          INSERT INTO "remindersTags" SELECT 1 + i % \(30 * lists), 'tag ' || (i % 50) FROM n;
        """
    }

    /// Where the kill lands: when the statement whose first line contains `marker` starts for
    /// the `occurrence`-th time, the tool raises SIGKILL itself (``signalling(_:at:occurrence:)``):
    /// the moment is the same on any machine.
    struct Moment: CustomTestStringConvertible, Sendable {
        let name: String, marker: String, occurrence: Int
        /// Whether the file must then hold the converted data.
        var converted: Bool
        var testDescription: String { name }
    }

    static let moments = [
        // Before the transaction: the integrity check that runs first.
        Moment(name: "before the transaction", marker: "PRAGMA quick_check", occurrence: 1, converted: false),
        Moment(name: "during the first copy", marker: #"INSERT INTO "migrationkit_new_1""#, occurrence: 1, converted: false),
        // The end of the renames; the indexes are rebuilt next.
        Moment(name: "while indexes are rebuilt", marker: "PRAGMA legacy_alter_table = OFF", occurrence: 2, converted: false),
        // The step's bookkeeping is the last statement before COMMIT.
        Moment(name: "just before commit", marker: "INSERT INTO grdb_migrations", occurrence: 1, converted: false),
        // The verification after commit.
        Moment(name: "after commit", marker: "PRAGMA quick_check", occurrence: 2, converted: true),
    ]

    @Test(arguments: moments)
    func killedMigrationLeavesOldOrNewData(at moment: Moment) throws {
        let directory = try TemporaryDirectory()
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: Self.schema)
        let pristine = directory.path("pristine.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: pristine)
        let migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", migrations]).status == 0)

        let killed = try runTool(["migrate", "--db-path", db, "--migrations", migrations], environment: signalling("SIGKILL", at: moment.marker, occurrence: moment.occurrence))
        #expect(killed.status == 128 + SIGKILL, "the migration ended before \(moment.name): \(killed)")
        #expect(killed.error.hasPrefix("migrationkit: at statement \(moment.marker)"), "\(killed)")

        // Whatever the moment: the file opens (SQLite rolls a hot journal back), is sound, and
        // holds one state or the other, never a mix.
        let queue = try DatabaseQueue(path: db)
        let (integrity, types, applied) = try queue.write { db in
            (try String.fetchAll(db, sql: "PRAGMA integrity_check"),
             try String.fetchSet(db, sql: "SELECT DISTINCT typeof(id) FROM lists UNION SELECT DISTINCT typeof(id) FROM reminders UNION SELECT DISTINCT typeof(reminderID) FROM remindersTags"),
             try db.tableExists("grdb_migrations") ? try Int.fetchOne(db, sql: "SELECT count(*) FROM grdb_migrations") ?? 0 : 0)
        }
        try queue.close()
        #expect(integrity == ["ok"])
        #expect((applied > 0) == moment.converted, "killed \(moment.name)")
        if applied == 0 {
            #expect(types == ["integer"], "killed \(moment.name): old data expected")
            // Every row and every schema object of the app as before (GRDB may have created its
            // grdb_migrations table, committed on its own, before the step's transaction).
            var differences = try rowsDiffering(in: ["lists", "reminders", "remindersTags"], of: db, from: pristine)
            differences += try DatabaseQueue(path: db).read { db in
                try db.execute(sql: "ATTACH DATABASE ? AS pristine", arguments: [pristine])
                let objects = "SELECT type, name, sql FROM %@.sqlite_master WHERE tbl_name != 'grdb_migrations'"
                let main = objects.replacingOccurrences(of: "%@", with: "main"), old = objects.replacingOccurrences(of: "%@", with: "pristine")
                return (try Int.fetchOne(db, sql: "SELECT count(*) FROM (\(main) EXCEPT \(old))") ?? 0)
                    + (try Int.fetchOne(db, sql: "SELECT count(*) FROM (\(old) EXCEPT \(main))") ?? 0)
            }
            #expect(differences == 0, "killed \(moment.name): the old data must be intact")
        } else {
            #expect(types == ["text"], "killed \(moment.name): converted data expected")
        }

        // Migrating again finishes, and the result is the lossless conversion.
        let again = run(["migrate", "--db-path", db, "--migrations", migrations])
        #expect(again.status == 0, "\(again)")
        let differences = try ConversionComparison(before: pristine, after: db).differences()
        #expect(differences == [])
    }
}
