import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// Commands that only read leave the database's directory as they found it, whatever its
/// journal mode, permissions or free space; a file that is no database file is refused before
/// anything opens it; and damage is reported, not read around. (Guides/HostileInputs.md, "Read-only
/// commands and odd files".)
@Suite struct ReadOnlyCommandTests {
    let directory: TemporaryDirectory
    let db: String
    let migrations: String
    /// Where `generate` writes: outside the database's directory, whose listing is compared.
    let elsewhere: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        elsewhere = try TemporaryDirectory()
        db = try directory.copyFixture("reminders.sqlite")
        migrations = Fixtures.path("Migrations")
    }

    /// Every reading command, with the arguments it needs and the exit status it has on the sample.
    static let readingCommands: [[String]] = [
        ["audit"], ["generate", "--output", "OUTPUT"], ["status", "--migrations", "MIGRATIONS"], ["verify"], ["schema-dump"],
        ["migrate", "--migrations", "MIGRATIONS", "--dry-run"], ["migrate", "--migrations", "MIGRATIONS", "--rehearse"],
    ]

    func arguments(_ command: [String], db: String? = nil) -> [String] {
        [command[0], "--db-path", db ?? self.db] + command.dropFirst().map {
            $0 == "MIGRATIONS" ? migrations : $0 == "OUTPUT" ? elsewhere.path("Migrations") : $0
        }
    }

    func expectedStatus(_ command: [String]) -> Int32 {
        command[0] == "audit" ? 1 : 0  // the sample is not ready for sync
    }

    /// The database in WAL mode, as an app that uses a GRDB `DatabasePool` leaves it: the mode is
    /// recorded in the file, and no -wal or -shm is left once the app has closed it.
    func switchToWAL() throws {
        let queue = try DatabaseQueue(path: db)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        try queue.close()
        try #require(listing() == ["reminders.sqlite"])
    }

    /// The names and sizes of the files in the database's directory.
    func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted().map { name in
            let size = try FileManager.default.attributesOfItem(atPath: directory.path(name))[.size] as? Int ?? -1
            return name == "reminders.sqlite" ? name : "\(name) (\(size) bytes)"
        }
    }

    // MARK: - WAL mode

    /// Regression: SQLite opens a WAL database read-only by creating a 32 KiB -shm and an empty
    /// -wal beside it, and a read-only connection never removes them.
    @Test(arguments: readingCommands)
    func walDatabaseIsLeftAsFound(command: [String]) throws {
        try switchToWAL()
        let before = fileBytes(db)
        let result = run(arguments(command))
        #expect(result.status == expectedStatus(command), "\(result)")
        #expect(try listing() == ["reminders.sqlite"])
        #expect(fileBytes(db) == before)
    }

    /// The immutable URI escapes `%`, `?` and `#` scalar by scalar: a `?` followed by a combining
    /// mark is one Swift Character, and still starts SQLite's query string.
    @Test func walDatabaseUnderAHostilePathIsRead() throws {
        let folder = directory.path("q?\u{0301}#%d")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let path = folder + "/w?\u{0301}.sqlite"
        try FileManager.default.copyItem(atPath: db, toPath: path)
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        try queue.close()
        let result = run(["audit", "--db-path", path])
        #expect(result.status == 1, "\(result)")
        #expect(result.output.hasSuffix("\(path): not ready for sync: 5 errors, 4 warnings, 0 infos; 4 fixed by migrationkit generate.\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["w?\u{0301}.sqlite"])
    }

    /// A writer that has the database open: its committed transaction, still in the -wal, is
    /// read; its open transaction is not; its -wal and -shm stay, the -wal byte for byte.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "skipped: no sqlite3 shell"))
    func walDatabaseWithALiveWriterIsReadAsCommitted() throws {
        try switchToWAL()
        let writer = try SQLiteShell(db)
        defer { writer.quit() }
        try writer.send("""
            PRAGMA wal_autocheckpoint = 0;
            CREATE TABLE "committed" ("id" TEXT PRIMARY KEY);
            BEGIN;
            CREATE TABLE "uncommitted" ("id" TEXT PRIMARY KEY);
            """)
        let files = try listing()
        try #require(files.count == 3 && files[1].hasPrefix("reminders.sqlite-shm") && files[2].hasPrefix("reminders.sqlite-wal"), "\(files)")
        let wal = fileBytes(db + "-wal")
        let before = fileBytes(db)

        let dump = run(["schema-dump", "--db-path", db])
        #expect(dump.status == 0, "\(dump)")
        #expect(dump.output.contains(#"CREATE TABLE "committed""#))
        #expect(!dump.output.contains(#"CREATE TABLE "uncommitted""#))
        for command in Self.readingCommands {
            let result = run(arguments(command))
            #expect(result.status == expectedStatus(command), "\(command): \(result)")
        }
        #expect(try listing() == files)
        #expect(fileBytes(db + "-wal") == wal)
        #expect(fileBytes(db) == before)
        // The writer goes on as if nothing had read its file.
        try writer.send("COMMIT;")
        #expect(run(["schema-dump", "--db-path", db]).output.contains(#"CREATE TABLE "uncommitted""#))
    }

    /// A WAL database in a directory this user may not write: SQLite cannot create the -shm a
    /// read-only connection needs, so reading commands read the file as immutable. (Run as
    /// nobody: root may write any directory.)
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv to run the tool as another user"))
    func walDatabaseInAReadOnlyDirectoryIsRead() throws {
        try switchToWAL()
        let before = fileBytes(db)
        for command in Self.readingCommands {
            let result = try runTool(
                ["--reuid=nobody", "--regid=nogroup", "--clear-groups", toolURL.path] + arguments(command.map { $0 == "OUTPUT" ? "/dev/null/never" : $0 }),
                executable: "/usr/bin/setpriv")
            if command[0] == "generate" {
                // It reads the database, then cannot write its output there.
                #expect(result.status == 2 && result.error.contains("/dev/null/never"), "\(result)")
            } else {
                #expect(result.status == expectedStatus(command), "\(command): \(result)")
            }
        }
        #expect(try listing() == ["reminders.sqlite"])
        #expect(fileBytes(db) == before)
    }

    /// A full disk (here a file-size limit of 16 KiB, below the 32 KiB of a -shm): reading
    /// needs no room, so reading commands work. (`generate` and `migrate --rehearse` write files
    /// of their own.)
    @Test(arguments: readingCommands.filter { $0[0] != "generate" && !$0.contains("--rehearse") })
    func walDatabaseOnAFullDiskIsRead(command: [String]) throws {
        try switchToWAL()
        let before = fileBytes(db)
        let result = try runTool(["-c", "trap '' XFSZ; ulimit -f 16; exec \"$@\"", "bash", toolURL.path] + arguments(command),
                                 executable: "/bin/bash")
        #expect(result.status == expectedStatus(command), "\(result)")
        #expect(try listing() == ["reminders.sqlite"])
        #expect(fileBytes(db) == before)
    }

    // MARK: - Files that are no database file

    /// Regression: a named pipe as --db-path made every command wait for ever for a writer.
    @Test(arguments: readingCommands + [["migrate", "--migrations", "MIGRATIONS"], ["rollback", "--migrations", "MIGRATIONS"]])
    func namedPipeIsRefused(command: [String]) throws {
        let fifo = directory.path("pipe.sqlite")
        try #require(mkfifo(fifo, 0o644) == 0)
        let result = try runToolOnPipe(arguments(command, db: fifo), fifo: fifo)
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: \(fifo) is a named pipe (FIFO), not a regular file: --db-path takes the SQLite database file.

            """))
    }

    @Test func characterDeviceIsRefused() throws {
        #expect(run(["audit", "--db-path", "/dev/null"]) == CommandResult(status: 2, output: "", error: """
            error: /dev/null is a character device, not a regular file: --db-path takes the SQLite database file.

            """))
    }

    // MARK: - Damage

    /// Regression: with page 1 intact and later pages overwritten, status and schema-dump read
    /// only intact pages and exited 0.
    @Test(arguments: [["status", "--migrations", "MIGRATIONS"], ["schema-dump"]])
    func overwrittenPagesAreReported(command: [String]) throws {
        try overwritePages(of: db, count: 4)
        let before = fileBytes(db)
        #expect(run(arguments(command)) == CommandResult(status: 2, output: "", error: """
            error: \(db) is damaged: *** in database main ***; Page 4: btreeInitPage() returns error code 11; \
            Page 6: btreeInitPage() returns error code 11; Page 5: btreeInitPage() returns error code 11; \
            Page 3: btreeInitPage() returns error code 11. Restore it from a backup.

            """))
        #expect(fileBytes(db) == before)
    }
}

/// Runs `migrationkit` on the named pipe `fifo`, and never lets it wait for ever for a writer:
/// while it runs, each time it opens the pipe to read, this opens it to write and closes it at
/// once, so that the read ends (with no data). A tool that reads the pipe then goes on and
/// prints something else, and the test fails instead of stopping the suite; no clock decides.
private func runToolOnPipe(_ arguments: [String], fifo: String) throws -> CommandResult {
    let process = Process()
    process.executableURL = toolURL
    process.arguments = arguments
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    while process.isRunning {
        // Fails (ENXIO) while no one has the pipe open to read.
        let writer = open(fifo, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        sched_yield()
    }
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationReason == .uncaughtSignal ? -1 : process.terminationStatus,
        output: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
        error: String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
}

/// A `sqlite3` shell that keeps the database open, as an app would, and runs what it is sent.
private final class SQLiteShell {
    let process = Process()
    let input = Pipe(), output = Pipe()

    init(_ path: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = ["-bail", path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
    }

    /// Sends statements and waits until the shell has run them.
    func send(_ sql: String) throws {
        input.fileHandleForWriting.write(Data((sql + "\n.print done\n").utf8))
        var received = ""
        while !received.hasSuffix("done\n") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "sqlite3 quit: \(received)"]) }
            received += String(decoding: chunk, as: UTF8.self)
        }
        guard !received.contains("Error") else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: received]) }
    }

    func quit() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
