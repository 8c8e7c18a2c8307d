import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// Files and machines in a bad state: every case gets a clear message, and the data is not
/// changed. (Guides/HostileInputs.md tabulates them.)
@Suite struct HostileInputTests {
    let directory: TemporaryDirectory
    let db: String
    let migrations: String
    let pristine: String

    init() throws {
        let conversion = try GeneratedConversion()
        (directory, db, pristine, migrations) = (conversion.directory, conversion.db, conversion.pristine, conversion.migrations)
    }

    /// The app's tables hold exactly what the pristine copy holds, in a sound file.
    func appDataUnchanged() throws -> Bool {
        let integrity = try DatabaseQueue(path: db).read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
        return try rowsDiffering(in: ["lists", "reminders", "remindersTags"], of: db, from: pristine) == 0 && integrity == ["ok"]
    }

    /// A full disk (here a file-size limit just above the file's size): the conversion fails
    /// on a write; migrate rolls the interrupted transaction back from its journal before it
    /// exits and says what happened.
    @Test func fullDiskDuringMigrate() throws {
        let size = (try FileManager.default.attributesOfItem(atPath: db)[.size] as? Int ?? 0) / 1024 + 200
        let result = try runTool(["-c", "trap '' XFSZ; ulimit -f \(size); exec \"$0\" migrate --db-path \"$1\" --migrations \"$2\"",
                                  toolURL.path, db, migrations], executable: "/bin/bash")
        #expect(result.status == 2)
        // Where the write fails depends on the page cache: in a statement or at COMMIT.
        #expect(result.error.hasPrefix("error: could not write \(db): "))
        #expect(result.error.contains("SQLite error 10: disk I/O error"))
        #expect(result.error.hasSuffix("The disk may be full (a conversion needs free space for a copy of the tables it rebuilds) or a file-size limit was reached. The data was not changed: the transaction was rolled back.\n"))
        #expect(!FileManager.default.fileExists(atPath: db + "-journal"))
        #expect(try appDataUnchanged())
        #expect(run(["status", "--db-path", db, "--migrations", migrations]).output == "pending  0001_convert_lists_and_2_more\n")
    }

    /// A killed writer left a hot journal (here the sqlite3 shell, killed in the middle of a
    /// transaction large enough to spill into the file): a command that only reads cannot roll
    /// it back and says so; migrate, which may write, rolls it back and proceeds.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "skipped: no sqlite3 shell"))
    func interruptedTransactionMeetsAReadOnlyCommand() throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        shell.arguments = [db]
        let input = Pipe()
        shell.standardInput = input
        shell.standardOutput = FileHandle.nullDevice
        shell.standardError = FileHandle.nullDevice
        try shell.run()
        input.fileHandleForWriting.write(Data("""
            PRAGMA cache_size = 2;
            BEGIN;
            UPDATE "reminders" SET "title" = "title" || ' (edited)';
            .system kill -9 $PPID

            """.utf8))
        try input.fileHandleForWriting.close()
        shell.waitUntilExit()
        try #require(hasJournalWithContent(), "the shell should have left a hot journal")

        for command in [["status", "--migrations", migrations], ["verify"], ["audit"], ["schema-dump"]] {
            #expect(run([command[0], "--db-path", db] + command.dropFirst()) == CommandResult(status: 2, output: "", error: """
                error: \(db) holds a transaction that a crashed or killed writer left unfinished (\(db)-journal). SQLite rolls it back the next time the file is opened for writing: open it in the app, or run sqlite3 '\(db)' 'PRAGMA integrity_check', then try again.

                """))
        }
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: db + "-journal"))
    }

    func hasJournalWithContent() -> Bool {
        ((try? FileManager.default.attributesOfItem(atPath: db + "-journal")[.size] as? Int) ?? 0) > 4096
    }

    /// A database cut short (a copy interrupted, a full disk while it was written elsewhere):
    /// every command reports damage, nothing is written.
    @Test func truncatedDatabase() throws {
        try FileHandle(forWritingAtPath: db)!.truncate(atOffset: 20_000)
        let before = fileBytes(db)
        for command in [["audit"], ["status", "--migrations", migrations], ["migrate", "--migrations", migrations], ["schema-dump"]] {
            let result = run([command[0], "--db-path", db] + command.dropFirst())
            #expect(result.status == 2, "\(command): \(result)")
            #expect(result.error.hasPrefix("error: \(db) is damaged: "), "\(command): \(result)")
        }
        let verify = run(["verify", "--db-path", db])
        #expect(verify.status == 1)
        #expect(verify.output.hasPrefix("FAILED  quick_check: "))
        #expect(fileBytes(db) == before)
    }

    /// A file this user may read but not write: reading commands work; migrate says why it
    /// cannot, before anything is written. (Run as nobody: root may write any file.)
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv to run the tool as another user"))
    func readOnlyFile() throws {
        let before = fileBytes(db)
        func asNobody(_ arguments: [String]) throws -> CommandResult {
            try runTool(["--reuid=nobody", "--regid=nogroup", "--clear-groups", toolURL.path] + arguments, executable: "/usr/bin/setpriv")
        }
        let audit = try asNobody(["audit", "--db-path", db, "--format", "json"])
        #expect(audit.status == 1, "\(audit)")
        #expect(try asNobody(["migrate", "--db-path", db, "--migrations", migrations]) == CommandResult(status: 2, output: "", error: """
            error: cannot write \(db): the file, or the directory SQLite writes its journal in, is read-only for this user. Check the permissions (or copy the file somewhere writable).

            """))
        #expect(fileBytes(db) == before)
        // A new database in a directory this user may not write.
        let fresh = directory.path("fresh.sqlite")
        #expect(try asNobody(["migrate", "--db-path", fresh, "--migrations", migrations, "--create"]) == CommandResult(status: 2, output: "", error: """
            error: cannot write \(fresh): the file, or the directory SQLite writes its journal in, is read-only for this user. Check the permissions (or copy the file somewhere writable).

            """))
        #expect(fileBytes(fresh) == nil)
    }
}
