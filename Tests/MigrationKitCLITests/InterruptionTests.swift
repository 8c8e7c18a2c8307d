import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// Ctrl-C (SIGINT) and SIGTERM during `migrate`: SQLite is interrupted in the statement running,
/// the migration rolls back, the tool says what is applied and pending and how to resume, and
/// exits 130 (143). No journal is left, and migrating again converts losslessly. The signal is
/// real, raised by the tool itself when the chosen statement starts (``signalling(_:at:occurrence:)``),
/// so it lands in the middle of the copy on any machine.
@Suite struct InterruptionTests {
    let directory: TemporaryDirectory
    let db: String
    let pristine: String
    let migrations: String

    /// The crash tests' shape at full size: 1,000 lists, 30,000 reminders, 60,000 tags.
    init() throws {
        let conversion = try GeneratedConversion()
        (directory, db, pristine, migrations) = (conversion.directory, conversion.db, conversion.pristine, conversion.migrations)
    }

    static let copyOfReminders = #"INSERT INTO "migrationkit_new_2""#
    static let conversion = "0001_convert_lists_and_2_more"

    /// The line the tool writes when the copy of reminders starts, and the one its handler
    /// writes when the signal comes.
    static let atTheCopy = """
        migrationkit: at statement INSERT INTO "migrationkit_new_2" (rowid, "id", "listID", "parentID", "title")
        migrationkit: interrupted; rolling back the migration running (once more to stop at once)

        """

    @Test(arguments: [("SIGINT", 130), ("SIGTERM", 143)])
    func aSignalInTheMiddleOfACopyRollsBackAndSaysHowToResume(signal: String, status: Int32) throws {
        let result = try runTool(["migrate", "--db-path", db, "--migrations", migrations], environment: signalling(signal, at: Self.copyOfReminders))
        #expect(result == CommandResult(status: status, output: "", error: Self.atTheCopy + """
            error: interrupted by \(signal) while \(Self.conversion) ran; it was rolled back, so nothing of it was written.
            \(db): 0 of 1 migrations applied; pending: \(Self.conversion).
            resume with: migrationkit migrate --db-path \(db) --migrations \(migrations)

            """))
        // Rolled back in place: no journal, every row as it was.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["Migrations", "app.sqlite", "pristine.sqlite"])
        #expect(try rowsDiffering(in: ["lists", "reminders", "remindersTags"], of: db, from: pristine) == 0)
        #expect(run(["status", "--db-path", db, "--migrations", migrations]).output == "pending  \(Self.conversion)\n")

        // The command it printed converts, losslessly.
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations]).status == 0)
        #expect(try ConversionComparison(before: pristine, after: db).differences() == [])
    }

    /// The migrations before the interrupted one stay applied, and are named; with
    /// --single-transaction none is.
    @Test(arguments: [false, true])
    func theMigrationsBeforeStayAppliedUnlessInOneTransaction(singleTransaction: Bool) throws {
        try directory.write("Migrations/0000_notes.sql", #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL);"#)
        let extra = singleTransaction ? ["--single-transaction"] : []
        let result = try runTool(["migrate", "--db-path", db, "--migrations", migrations] + extra, environment: signalling("SIGINT", at: Self.copyOfReminders))
        let resume = "resume with: migrationkit migrate --db-path \(db) --migrations \(migrations)" + (singleTransaction ? " --single-transaction" : "")
        #expect(result == CommandResult(
            status: 130,
            output: singleTransaction ? "" : "applied 0000_notes\n",
            error: Self.atTheCopy + """
                error: interrupted by SIGINT while \(Self.conversion) ran; it was rolled back, so nothing of it was written.
                \(db): \(singleTransaction ? 0 : 1) of 2 migrations applied; pending: \(singleTransaction ? "0000_notes, " : "")\(Self.conversion).
                \(resume)

                """))
        #expect(run(["status", "--db-path", db, "--migrations", migrations]).output == (singleTransaction
            ? "pending  0000_notes\npending  \(Self.conversion)\n"
            : "applied  0000_notes\npending  \(Self.conversion)\n"))
    }

    /// While --backup copies, the copy stops between two steps of pages; nothing is left.
    @Test func aSignalDuringABackupLeavesNoCopy() throws {
        let backup = directory.path("backup.sqlite")
        let result = try runTool(["migrate", "--db-path", db, "--migrations", migrations, "--backup", backup], environment: signalling("SIGINT", at: "backup started"))
        #expect(result == CommandResult(status: 130, output: "", error: """
            migrationkit: at backup started
            migrationkit: interrupted; rolling back the migration running (once more to stop at once)
            error: interrupted by SIGINT before any migration ran; nothing was changed.
            \(db): 0 of 1 migrations applied; pending: \(Self.conversion).
            resume with: migrationkit migrate --db-path \(db) --migrations \(migrations)

            """))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["Migrations", "app.sqlite", "pristine.sqlite"])
    }

    /// A rehearsal stops on its copy, which is removed.
    @Test func aSignalDuringARehearsalRemovesItsCopy() throws {
        let temporary = directory.path("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let result = try runTool(["migrate", "--db-path", db, "--migrations", migrations, "--rehearse"],
                                 environment: signalling("SIGINT", at: Self.copyOfReminders).merging(["TMPDIR": temporary]) { $1 })
        #expect(result == CommandResult(status: 130, output: "", error: Self.atTheCopy + """
            error: interrupted by SIGINT; the rehearsal's copy was removed, and \(db) was not changed.

            """))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
        #expect(try rowsDiffering(in: ["lists", "reminders", "remindersTags"], of: db, from: pristine) == 0)
    }
}
