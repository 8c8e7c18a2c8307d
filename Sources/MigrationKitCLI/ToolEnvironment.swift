import Foundation
import MigrationKitGRDB

/// The environment variables the tool reads, and only the tool: the libraries below it read no
/// environment, and are told what these say through ``ProcessSeams``.
///
/// - `MIGRATIONKIT_PROFILE=1`: every statement's duration on standard error.
/// - `MIGRATIONKIT_FREE_SPACE=<bytes>`: the free space of every volume, for the tests and
///   pages that show a volume without room.
/// - `MIGRATIONKIT_AT=<text>`, `MIGRATIONKIT_AT_OCCURRENCE=<n>`, `MIGRATIONKIT_AT_SIGNAL=<name>`:
///   a signal at a chosen point (``SignalPoint``), for the tests and pages that show what a
///   signal does to a command.
/// - `MIGRATIONKIT_SQLITE_DEFAULTS=apple`: every connection starts with recursive triggers on,
///   as Apple's system SQLite starts one (``SQLiteDefaults/emulateApple()``), to see on Linux
///   what a command does with the app's triggers on a Mac.
/// - `NO_COLOR`: no colour on a terminal (read by ``Console``).
package enum ToolEnvironment {
    /// The seams `environment` asks for.
    package static func seams(_ environment: [String: String]) -> ProcessSeams {
        ProcessSeams(
            profilesStatements: environment["MIGRATIONKIT_PROFILE"] == "1",
            freeSpace: environment["MIGRATIONKIT_FREE_SPACE"].flatMap { Int($0) },
            signalPoint: environment["MIGRATIONKIT_AT"].flatMap {
                SignalPoint.Target(
                    text: $0, occurrence: environment["MIGRATIONKIT_AT_OCCURRENCE"].flatMap { Int($0) } ?? 1,
                    signal: environment["MIGRATIONKIT_AT_SIGNAL"])
            })
    }

    /// Sets the process's seams from its environment, before a command runs.
    package static func adopt() {
        let environment = ProcessInfo.processInfo.environment
        ProcessSeams.current = seams(environment)
        if environment["MIGRATIONKIT_SQLITE_DEFAULTS"] == "apple" { SQLiteDefaults.emulateApple() }
    }
}
