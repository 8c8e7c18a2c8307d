import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// `migrate` on a volume without the room a conversion needs worked 0.4 s and failed with
/// "SQLite error 13: database or disk is full", after `generate` had said how much it needed;
/// `--rehearse` with a full temporary directory said "no more rows available". A conversion
/// file now checks the room before anything changes, from the same estimate as the app
/// (`MIGRATIONKIT_FREE_SPACE` is the seam where the free space is read), and the rehearsal
/// names the temporary directory.
@Suite struct FreeSpaceTests {
    let directory: TemporaryDirectory
    let db: String
    let migrations: String

    init() throws {
        let conversion = try GeneratedConversion(fixture: "reminders.sqlite")
        (directory, db, migrations) = (conversion.directory, conversion.db, conversion.migrations)
    }

    /// What the app's estimate says this conversion needs.
    func needed() throws -> Int {
        try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly)).read { db in
            try Conversion.estimate(in: db).freeSpaceNeeded
        }
    }

    @Test func aVolumeWithoutRoomIsRefusedWithTheFiguresBeforeAnythingChanges() throws {
        let needed = try needed()
        let before = fileBytes(db)
        let refused = try runTool(["migrate", "--db-path", db, "--migrations", migrations], environment: ["MIGRATIONKIT_FREE_SPACE": String(needed - 1)])
        #expect(refused == CommandResult(status: 2, output: "", error: """
            error: migration "0001_convert_reminders_and_3_more" was not applied, and nothing was changed: these checks failed:
              - room on the volume: the conversion needs about \(megabytes(needed)) free (the file grows, and its journal holds the pages before), and the volume of \(db) has \(megabytes(needed - 1)); free some space, or convert later

            """))
        #expect(fileBytes(db) == before)
        // The app's figure is the file's: one byte more, and it converts.
        let applied = try runTool(["migrate", "--db-path", db, "--migrations", migrations], environment: ["MIGRATIONKIT_FREE_SPACE": String(needed)])
        #expect(applied.status == 0, "\(applied)")
    }

    @Test func aRehearsalWithoutRoomNamesTheTemporaryDirectory() throws {
        let temporary = directory.path("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let size = try #require(FileManager.default.attributesOfItem(atPath: db)[.size] as? NSNumber).intValue
        let result = try runTool(["migrate", "--db-path", db, "--migrations", migrations, "--rehearse"],
                                 environment: ["MIGRATIONKIT_FREE_SPACE": "1000", "TMPDIR": temporary + "/"])
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: the rehearsal on a copy failed; \(db) was not changed.
            error: cannot write \(temporary): its volume has 1 KB free, and the copy needs \(megabytes(size)); the rehearsal copies \(db) into the temporary directory: set TMPDIR to a directory with more room

            """))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
    }

    /// A file written before its header recorded its tables has nothing to estimate from: it
    /// runs as before.
    @Test func anOlderFileIsNotChecked() throws {
        let frozen = Fixtures.path("Frozen/checked-once/reminders")
        let result = try runTool(["migrate", "--db-path", db, "--migrations", frozen], environment: ["MIGRATIONKIT_FREE_SPACE": "0"])
        #expect(result.status == 0, "\(result)")
    }
}
