import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// SIGKILL `migrationkit migrate` in the middle of a conversion: the file must open, pass
/// integrity_check, and hold either all the old data or all the converted data; migrating
/// again must finish and be correct.
@Suite(.serialized) struct CrashSafetyTests {
    /// Reminders-shaped, large enough that the conversion takes a good part of a second in a
    /// debug build: the kills land before, during and after the transaction.
    static let schema = """
        CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "title" TEXT NOT NULL DEFAULT '');
        CREATE TABLE "reminders" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL REFERENCES "lists"("id") ON DELETE CASCADE,
          "parentID" INTEGER REFERENCES "reminders"("id") ON DELETE CASCADE, "title" TEXT NOT NULL DEFAULT '');
        CREATE INDEX "reminders_listID" ON "reminders"("listID");
        CREATE TABLE "remindersTags" ("reminderID" INTEGER NOT NULL REFERENCES "reminders"("id") ON DELETE CASCADE, "tag" TEXT);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
          INSERT INTO "lists" SELECT i, 'List ' || i FROM n;
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30000)
          INSERT INTO "reminders" SELECT i, 1 + i % 1000, CASE WHEN i % 3 = 0 THEN i - 1 END, 'Reminder ' || i FROM n;
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60000)
          INSERT INTO "remindersTags" SELECT 1 + i % 30000, 'tag ' || (i % 50) FROM n;
        """

    /// Kills the migration after `delay` seconds (or lets it finish), then checks the file.
    /// The moments, as fractions of how long the whole migration takes on this machine.
    @Test(arguments: [0.02, 0.25, 0.5, 0.8, 1.2])
    func killedMigrationLeavesOldOrNewData(fraction: Double) throws {
        let directory = try TemporaryDirectory()
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: Self.schema)
        let pristine = directory.path("pristine.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: pristine)
        let migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", migrations]).status == 0)
        let delay = fraction * (try Self.migrationSeconds())

        let process = Process()
        process.executableURL = toolURL
        process.arguments = ["migrate", "--db-path", db, "--migrations", migrations]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

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
        if applied == 0 {
            #expect(types == ["integer"], "killed after \(delay) s: old data expected")
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
            #expect(differences == 0, "killed after \(delay) s: the old data must be intact")
        } else {
            #expect(types == ["text"], "killed after \(delay) s: converted data expected")
        }

        // Migrating again finishes, and the result is the lossless conversion.
        let again = run(["migrate", "--db-path", db, "--migrations", migrations])
        #expect(again.status == 0, "\(again)")
        let differences = try ConversionComparison(before: pristine, after: db).differences()
        #expect(differences == [])
    }

    /// How long the complete migration takes here, measured once on a copy.
    static func migrationSeconds() throws -> Double {
        try durationOnce.get()
    }

    private static let durationOnce = Result<Double, Error> {
        let directory = try TemporaryDirectory()
        let db = directory.path("timing.sqlite")
        try makeDatabase(at: db, sql: schema)
        let migrations = directory.path("Migrations")
        _ = run(["generate", "--db-path", db, "--output", migrations])
        let start = Date()
        _ = try runTool(["migrate", "--db-path", db, "--migrations", migrations])
        return Date().timeIntervalSince(start)
    }
}
