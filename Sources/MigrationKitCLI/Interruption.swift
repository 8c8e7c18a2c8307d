import Foundation
import MigrationKitSignals

/// SIGINT (Ctrl-C) and SIGTERM while a command writes: the first one is recorded, and the
/// runner, asking ``isCancelled`` every few thousand SQLite instructions, interrupts the
/// statement running and rolls its migration back; the command then says what is applied and
/// what is pending, and exits 128 + the signal, as a shell expects of a process a signal stopped.
/// A second signal stops the process at once (SQLite rolls the journal back when the file is
/// next opened for writing).
enum Interruption {
    /// Runs `body` with the signals caught, then puts back what was there. `console` decides
    /// whether the line said when the first signal arrives starts on a line of its own (a
    /// progress line may be on the terminal).
    static func caught<T>(_ console: Console, _ body: () throws -> T) rethrows -> T {
        let line = "migrationkit: interrupted; rolling back the migration running (once more to stop at once)\n"
        migrationkit_catch_interruptions(console.errorsToTerminal ? "\n" + line : line)
        defer { migrationkit_release_interruptions() }
        return try body()
    }

    /// The signal received while caught, or nil.
    static var signal: Int32? {
        let signal = migrationkit_interruption_signal()
        return signal == 0 ? nil : signal
    }

    /// For ``GRDBMigrationRunner/isCancelled``.
    static let isCancelled: @Sendable () -> Bool = { migrationkit_interruption_signal() != 0 }

    /// `SIGINT`, `SIGTERM`: the signal's name as `kill -l` spells it, with its prefix.
    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
