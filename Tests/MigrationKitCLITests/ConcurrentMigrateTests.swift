import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Two migrations of one file at once, as two CI jobs, an app and the tool, or an impatient
/// user would run them: the conversion is applied once, and only the run that applied it says
/// so. The interleavings are reached through seams, never hoped for: the other migration is this
/// test's own runner, held inside its transaction; `migrationkit migrate` says when it starts
/// the transaction it then waits for (``reachedLine(_:)``).
@Suite struct ConcurrentMigrateTests {
    let directory: TemporaryDirectory
    let db: String
    let migrations: String

    init() throws {
        let conversion = try GeneratedConversion(fixture: "reminders.sqlite")
        (directory, db, migrations) = (conversion.directory, conversion.db, conversion.migrations)
    }

    /// Regression: both runs printed "applied 0001_…; 1 of 1 migrations applied" and exit 0.
    /// The tool reads 0001 as pending while the other migration holds it uncommitted, then
    /// waits for the write lock; once the other commits, it finds 0001 applied inside its own
    /// transaction and says so instead of claiming it.
    @Test func aRunThatWaitedForAnotherSaysWhatTheOtherApplied() throws {
        let conversion = try #require(try SQLMigrationFiles.steps(in: migrations, kinds: [.conversion]).first)
        let holding = DispatchSemaphore(value: 0), commit = DispatchSemaphore(value: 0)
        // The other migration: the same file's step, which waits inside its transaction, after
        // its changes and before its commit, until the tool waits for the lock.
        let held = MigrationStep(
            identifier: conversion.identifier, sourceFile: conversion.sourceFile, checksum: conversion.checksum,
            precheck: conversion.precheck, checksForeignKeys: conversion.checksForeignKeys, failedCheck: conversion.failedCheck,
            apply: { db in
                try conversion.apply(db)
                holding.signal()
                commit.wait()
            })
        let other = try openDatabase(DatabaseConnectionOptions(path: db, access: .readWrite))
        final class Outcome: @unchecked Sendable { var result: Result<[String], Error> = .success([]) }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Thread {
            outcome.result = Result { try GRDBMigrationRunner(steps: [held]).migrate(in: other) }
            done.signal()
        }.start()
        holding.wait()

        let tool = Process()
        tool.executableURL = toolURL
        tool.arguments = ["migrate", "--db-path", db, "--migrations", migrations, "--busy-timeout", "600"]
        tool.environment = ProcessInfo.processInfo.environment.merging(["MIGRATIONKIT_AT": "BEGIN IMMEDIATE"]) { $1 }
        let output = Pipe(), error = Pipe()
        tool.standardOutput = output
        tool.standardError = error
        try tool.run()
        // The tool has read what is pending, and asks for the write lock the other holds.
        let reached = readLine(from: error.fileHandleForReading)
        commit.signal()
        done.wait()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let rest = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        tool.waitUntilExit()

        #expect(reached == reachedLine("statement BEGIN IMMEDIATE TRANSACTION"))
        #expect(try outcome.result.get() == [conversion.identifier])
        #expect(CommandResult(status: tool.terminationStatus, output: printed, error: rest) == CommandResult(
            status: 0,
            output: "\(db): 0 applied; \(conversion.identifier) was applied by another process meanwhile; 1 of 1 migrations applied.\n",
            error: ""))
        #expect(run(["verify", "--db-path", db]).status == 0)
    }

    /// The tool starts after the other migration committed: nothing is pending, and it says so.
    @Test func aRunAfterAnotherIsUpToDate() throws {
        let other = try openDatabase(DatabaseConnectionOptions(path: db, access: .readWrite))
        #expect(try GRDBMigrationRunner(steps: SQLMigrationFiles.steps(in: migrations, kinds: [.conversion])).migrate(in: other).count == 1)
        try other.close()
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations]) == CommandResult(
            status: 0, output: "\(db): up to date, 1 of 1 migrations applied.\n", error: ""))
    }
}

/// The first line `handle` gives, with its line feed; what it gives after stays unread.
private func readLine(from handle: FileHandle) -> String {
    var bytes: [UInt8] = []
    while let byte = try? handle.read(upToCount: 1), let first = byte.first {
        bytes.append(first)
        if first == 0x0A { break }
    }
    return String(decoding: bytes, as: UTF8.self)
}
