import ArgumentParser
import MigrationKit
import MigrationKitGRDB

/// The exit codes of every command.
package enum ExitStatus: Int32, Sendable {
    /// Done; the database is ready or verified.
    case success = 0
    /// Verification failed (or, for `audit`, the database is not ready).
    case failed = 1
    /// The operation failed: the file cannot be opened, is locked, a migration rolled back.
    case operationFailed = 2
    /// The command line is wrong.
    case usage = 64
    /// Stopped by SIGINT (Ctrl-C): 128 + 2, as a shell reports a process the signal ended.
    case interrupted = 130
    /// Stopped by SIGTERM: 128 + 15.
    case terminated = 143

    /// The status for an error thrown by a command.
    init(for error: Error) {
        switch error {
        case is ValidationError, MigrationKitError.unknownMigration:
            self = .usage
        case is VerificationError, MigrationKitError.verificationFailed:
            self = .failed
        default:
            self = .operationFailed
        }
    }
}
