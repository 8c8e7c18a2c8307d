import Foundation
import GRDB
import MigrationKit
import MigrationKitCLI
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// The files the tool writes (a `--backup` copy, a rehearsal's copy, generated migrations) are
/// whole or absent, whatever stops the tool, and no more readable than the database; and a
/// migration file is run whole or refused. (Guides/HostileInputs.md, "Files the tool writes".)
@Suite(.serialized) struct WrittenFilesTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    // MARK: - --backup

    /// 40 MB of blobs: a copy of ten steps of SQLite's backup API.
    static let largeSchema = """
        CREATE TABLE "blobs" ("b" BLOB);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400)
          INSERT INTO "blobs" SELECT randomblob(100000) FROM n;
        """

    /// A `migrate --backup FILE` killed while it copied left an empty database at FILE, and
    /// the next run refused because FILE existed. Killed at any moment, FILE is now absent or
    /// a whole copy, and the next run leaves no temporary behind. The moments: the temporary
    /// exists, 3 of the copy's 10 steps are done, the copy is whole but not yet named FILE, and
    /// the migration starts (FILE is named).
    @Test(arguments: ["backup started", "backup step 3", "backup copied", "statement BEGIN IMMEDIATE"])
    func killedBackupLeavesNoFileOrAWholeOne(at point: String) throws {
        let db = directory.path("app.sqlite"), pristine = directory.path("pristine.sqlite")
        try makeDatabase(at: pristine, sql: Self.largeSchema)
        try FileManager.default.copyItem(atPath: pristine, toPath: db)
        let migrations = try directory.write("Migrations/0001_extra.sql", #"CREATE TABLE "extra" ("x");"#)
        let migrationsDirectory = (migrations as NSString).deletingLastPathComponent
        let backup = directory.path("backup.sqlite")
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: directory.url.path))

        try killTool(["migrate", "--db-path", db, "--migrations", migrationsDirectory, "--backup", backup], at: point)

        let existed = FileManager.default.fileExists(atPath: backup)
        #expect(existed == point.hasPrefix("statement"), "killed at \(point)")
        if existed {
            #expect(try integrity(of: backup) == ["ok"])
            #expect(try rowsDiffering(in: ["blobs"], of: backup, from: pristine) == 0, "killed at \(point): a backup at FILE must be whole")
        }
        let again = run(["migrate", "--db-path", db, "--migrations", migrationsDirectory, "--backup", backup])
        if existed {
            #expect(again == CommandResult(status: 2, output: "", error: "error: cannot write \(backup): it exists; --backup never overwrites a file\n"))
        } else {
            #expect(again.status == 0, "\(again)")
            #expect(try rowsDiffering(in: ["blobs"], of: backup, from: pristine) == 0)
        }
        // No temporary, no journal: only the files the test made and the backup.
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory.url.path)) == before.union(["backup.sqlite"]))
    }

    // MARK: - --rehearse

    /// A killed `migrate --rehearse` left its copy in the temporary directory for ever. The
    /// next rehearsal now removes what a dead rehearsal left. Killed while it copies, and while
    /// it migrates the copy.
    @Test(arguments: ["backup started", #"statement INSERT INTO "migrationkit_new_2""#])
    func killedRehearsalLeavesNothingBehind(at point: String) throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: CrashSafetyTests.schema(lists: 1000))
        let migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", migrations]).status == 0)
        let before = rehearsalEntries()

        try killTool(["migrate", "--db-path", db, "--migrations", migrations, "--rehearse"], at: point)
        #expect(!rehearsalEntries().subtracting(before).filter { !isLiveRehearsal($0) }.isEmpty, "killed at \(point), the rehearsal left nothing to remove: the test proves nothing")
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations, "--rehearse"]).status == 0)

        // What is left and new is only the rehearsals other tests are running now.
        let left = rehearsalEntries().subtracting(before).filter { !isLiveRehearsal($0) }
        #expect(left.isEmpty, "killed at \(point), left in the temporary directory: \(left.sorted())")
    }

    /// A killed rehearsal's copy of the user's data stayed in the temporary directory until the
    /// next rehearsal, which might never come. Any command now removes the rehearsal
    /// directories of dead processes when it starts, and keeps a live process's, and anything
    /// that is not a directory. The tool runs in a process of its own with TMPDIR set to this
    /// test's directory, so that no other test's command or rehearsal removes them first.
    @Test func anyCommandRemovesStaleRehearsals() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL DEFAULT (uuid()))"#)
        let temporary = directory.path("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/usr/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = "migrationkit-rehearsal-\(finished.processIdentifier)-\(UUID().uuidString)"
        let live = "migrationkit-rehearsal-\(getpid())-\(UUID().uuidString)"
        let notADirectory = "migrationkit-rehearsal-\(finished.processIdentifier)-\(UUID().uuidString)"
        for name in [dead, live] {
            try directory.write("tmp/\(name)/copy.sqlite", "data")
        }
        try directory.write("tmp/\(notADirectory)", "a file")

        let result = try runTool(["audit", "--db-path", db], environment: ["TMPDIR": temporary])
        #expect(result.status == 0, "\(result)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: temporary)) == [live, notADirectory])
        #expect(fileBytes("\(temporary)/\(live)/copy.sqlite") == Data("data".utf8))

        // Help runs no command, and removes nothing.
        try directory.write("tmp/\(dead)/copy.sqlite", "data")
        #expect(try runTool(["audit", "--help"], environment: ["TMPDIR": temporary]).status == 0)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: temporary)) == [dead, live, notADirectory])
    }

    private func rehearsalEntries() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? []
        return Set(names.filter { $0.hasPrefix("migrationkit-rehearsal-") })
    }

    /// `migrationkit-rehearsal-<pid>-…` of a process that runs.
    private func isLiveRehearsal(_ name: String) -> Bool {
        guard let pid = name.dropFirst("migrationkit-rehearsal-".count).split(separator: "-").first.flatMap({ pid_t($0) }) else {
            return false
        }
        return kill(pid, 0) == 0
    }

    // MARK: - Permissions

    /// Copies of a database only its owner may read were readable by every local user (0644).
    @Test func copiesKeepTheDatabasePermissions() throws {
        let db = try directory.copyFixture("reminders.sqlite")
        #expect(chmod(db, 0o600) == 0)
        let migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", migrations]).status == 0)

        final class Seen: @unchecked Sendable { var modes: [String: mode_t] = [:] }
        let seen = Seen()
        let host = MigrationCLIHostForTests.recording { path in
            guard path.contains("migrationkit-rehearsal-") else { return }
            seen.modes["copy"] = mode(of: path)
            seen.modes["directory"] = mode(of: (path as NSString).deletingLastPathComponent)
        }
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations, "--rehearse"], host: host).status == 0)
        #expect(seen.modes == ["copy": 0o600, "directory": 0o700])

        let backup = directory.path("backup.sqlite")
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations, "--backup", backup]).status == 0)
        #expect(mode(of: backup) == 0o600)
    }

    // MARK: - generate

    /// A full disk (a file-size limit of 1 KiB) while generate wrote left a truncated
    /// `0001_….sql` under its final name: the next generate numbered after it, and migrate
    /// failed on it. Now the directory is as it was, and the next generate writes 0002.
    @Test func fullDiskDuringGenerateLeavesTheDirectoryAsItWas() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: CrashSafetyTests.schema(lists: 1000))
        let migrations = directory.path("Migrations")
        try directory.write("Migrations/0001_add_title.sql", #"CREATE TABLE "notes" ("title" TEXT);"#)
        let before = try FileManager.default.contentsOfDirectory(atPath: migrations).sorted()

        let limited = "trap '' XFSZ; ulimit -f 1; exec \"$0\" generate --db-path \"$1\" --output \"$2\""
        let file = "\(migrations)/0002_convert_lists_and_2_more.sql"
        #expect(try runTool(["-c", limited, toolURL.path, db, migrations], executable: "/bin/bash") == CommandResult(
            status: 2, output: "",
            error: "error: cannot write \(file): File too large (the disk is full, or a file-size limit was reached); nothing was written to \(migrations)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: migrations).sorted() == before)

        // An --output that did not exist is not left behind either.
        let fresh = directory.path("Fresh")
        #expect(try runTool(["-c", limited, toolURL.path, db, fresh], executable: "/bin/bash").status == 2)
        #expect(!FileManager.default.fileExists(atPath: fresh))

        #expect(run(["generate", "--db-path", db, "--output", migrations]).output.hasPrefix("wrote \(file) "))
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations]).status == 0)
    }

    // MARK: - Migration files

    /// SQLite stops reading SQL at a NUL byte: the statements after it never ran, and the file
    /// was recorded as applied. It is refused now, before anything runs.
    @Test func nulByteInAMigrationIsRefused() throws {
        let db = try directory.copyFixture("reminders.sqlite")
        let file = try directory.write("Migrations/0001_two_tables.sql", "CREATE TABLE \"a\" (\"x\");\n\0\nCREATE TABLE \"b\" (\"x\");\n")
        let before = fileBytes(db)
        #expect(run(["migrate", "--db-path", db, "--migrations", directory.path("Migrations")]) == CommandResult(
            status: 2, output: "",
            error: "error: \(file): line 2: a NUL byte (byte 25 of the file); SQLite stops reading SQL there, so the statements after it would never run. Remove it\n"))
        #expect(fileBytes(db) == before)
        #expect(throws: MigrationFileError.invalidMigrationFile(path: "embedded", reason: "line 1: a NUL byte (byte 9 of the file); SQLite stops reading SQL there, so the statements after it would never run. Remove it")) {
            try SQLMigrationFiles.step(identifier: "0001", sourceFile: "embedded", text: "SELECT 1\0; DROP TABLE x;")
        }
    }
}

// MARK: - Helpers

/// Runs `migrationkit` with `arguments`, killed with SIGKILL when it reaches `point`
/// (``signalling(_:at:occurrence:)``).
private func killTool(_ arguments: [String], at point: String) throws {
    let result = try runTool(arguments, environment: signalling("SIGKILL", at: point))
    #expect(result.status == 128 + SIGKILL && result.error.hasPrefix("migrationkit: at ") && result.error.contains(point),
            "the tool finished before it reached \(point): the test proves nothing: \(result)")
}

private func integrity(of path: String) throws -> [String] {
    try DatabaseQueue(path: path).read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
}

private func mode(of path: String) -> mode_t? {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
}

private enum MigrationCLIHostForTests {
    /// The tool's host, calling `opened` with the path of each database it opens, once open.
    static func recording(_ opened: @escaping @Sendable (String) -> Void) -> MigrationCLIHost {
        MigrationCLIHost(steps: .sqlFiles(defaultDirectory: "Migrations"), openDatabase: { options in
            let writer = try MigrationKitGRDB.openDatabase(options)
            opened(options.path)
            return writer
        })
    }
}
