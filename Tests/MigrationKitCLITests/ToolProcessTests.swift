import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// The `migrationkit` executable itself, in a child process: what a user's shell sees.
@Suite struct ToolProcessTests {
    @Test func helpGoesToStandardOutputWithExitZero() throws {
        let result = try runTool(["--help"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: Migrate SQLite databases, and make them ready for CloudKit-style"))
        #expect(result.output.contains("schema-dump"))
        #expect(result.error == "")
        #expect(try runTool(["help", "migrate"]).output.contains("--dry-run"))
    }

    @Test func versionIsThePackagesOnStandardOutput() throws {
        #expect(try runTool(["--version"]) == CommandResult(status: 0, output: "0.1.0\n", error: ""))
    }

    /// The completion scripts swift-argument-parser generates, as Guides/CLI.md installs them:
    /// each names every command, and bash's offers the values of --orphans.
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) throws {
        let result = try runTool(["--generate-completion-script", shell])
        #expect(result.status == 0 && result.error == "")
        for command in ["audit", "generate", "migrate", "status", "rollback", "verify", "schema-dump"] {
            #expect(result.output.contains(command), "\(shell) script lacks \(command)")
        }
        if shell == "bash" { #expect(result.output.contains(#"-W 'refuse'$'\n''set-null'$'\n''delete'"#)) }
    }

    /// Regression: an error message written to a file on a full disk (a file-size limit of 0
    /// here) made the tool trap (SIGILL, exit 132) instead of exiting with its own status.
    @Test func anErrorThatCannotBeWrittenStillExitsWithItsStatus() throws {
        let directory = try TemporaryDirectory()
        let script = """
            trap '' XFSZ; ulimit -S -f 0
            "$0" audit --db-path "$1" > "$2" 2> "$3"; status=$?
            ulimit -S -f unlimited; echo "$status"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, toolURL.path, directory.path("missing.sqlite"), directory.path("out"), directory.path("err")]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(printed == "2\n")
        #expect(fileBytes(directory.path("err")) == Data())
    }

    @Test func usageErrorsExit64() throws {
        let none = try runTool([])
        #expect(none.status == 64)
        #expect(none.error.contains("USAGE: migrationkit <subcommand>"))
        let missing = try runTool(["status"])
        #expect(missing.status == 64)
        #expect(missing.error.hasPrefix("Error: Missing expected argument '--db-path <path>'"))
        #expect(try runTool(["frobnicate"]).status == 64)
    }

    /// Another process holds the database: the tool waits the busy timeout, then says so, and
    /// changes nothing.
    @Test func lockedDatabaseWaitsThenSaysSo() throws {
        let directory = try TemporaryDirectory()
        let db = try directory.copyFixture("reminders.sqlite")
        try FileManager.default.copyItem(atPath: Fixtures.path("Migrations"), toPath: directory.path("Migrations"))
        // Read the bytes before taking the lock: closing any descriptor of the file in this
        // process would release the lock (POSIX advisory locks belong to the process).
        let before = fileBytes(db)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: db, configuration: configuration)
        try holder.writeWithoutTransaction { try $0.execute(sql: "BEGIN EXCLUSIVE") }

        let result = try runTool(["migrate", "--db-path", db, "--migrations", directory.path("Migrations"), "--busy-timeout", "0.5"])
        #expect(result == CommandResult(status: 2, output: "", error: """
            error: \(db) is locked by another process (waited 0.5 s). Close the app or tool using it, or wait longer with --busy-timeout.

            """))
        try holder.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
        #expect(fileBytes(db) == before)
    }

    @Test func errorsAreNotColouredWhenNotATerminal() throws {
        let result = try runTool(["verify", "--db-path", "/nonexistent/x.sqlite"])
        #expect(result.error == "error: no database at /nonexistent/x.sqlite; this command does not create one.\n")
    }

    /// MIGRATIONKIT_PROFILE=1: every statement's duration on standard error, the output unchanged.
    @Test func profileShowsWhereTheTimeGoes() throws {
        let directory = try TemporaryDirectory()
        let db = try directory.copyFixture("reminders.sqlite")
        let plain = try runTool(["verify", "--db-path", db])
        let profiled = try runTool(["verify", "--db-path", db], environment: ["MIGRATIONKIT_PROFILE": "1"])
        #expect(profiled.status == 0)
        #expect(profiled.output == plain.output)
        #expect(profiled.error.contains(" s  PRAGMA quick_check(5)\n"))
        #expect(plain.error == "")
    }
}

/// Regression: a one-character relative path (`--output M`) made the tool trap (SIGILL): on
/// Linux, Foundation's `deletingLastPathComponent` does for such a name.
@Suite struct OneCharacterPathTests {
    @Test(arguments: ["M", "M/", "./M"])
    func generateWritesIntoAOneCharacterDirectory(output: String) throws {
        let directory = try TemporaryDirectory()
        _ = try directory.copyFixture("reminders.sqlite")
        let result = try runTool(["generate", "--db-path", "reminders.sqlite", "--output", output], in: directory.url.path)
        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: directory.path("M/0001_convert_reminders_and_3_more.sql")))
    }

    @Test func auditWritesAOneCharacterBaseline() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.copyFixture("reminders.sqlite")
        let result = try runTool(["audit", "--db-path", "reminders.sqlite", "--write-baseline", "b"], in: directory.url.path)
        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: directory.path("b")))
    }

    @Test func theParentOfAPathIsWhatItWasWritten() {
        let cases = ["M": "", "M/": "", "ab": "", "a/b": "a", "a/b/": "a", "a//b": "a", "/a": "/", "/": "/", "./M": ".", "../x/y": "../x"]
        for (path, parent) in cases {
            #expect(FilesWrittenWhole.parentDirectory(of: path) == parent, "\(path)")
        }
    }
}
