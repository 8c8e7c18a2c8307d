import Foundation

/// The errors of steps and their registry, of migrating and of rolling back. Each description
/// names the migrations, tables or files involved and, where there is one, the fix.
///
/// The layer that opens and reads databases and files throws its own errors: in
/// `MigrationKitGRDB`, `DatabaseOpeningError` (opening a database file), `VerificationError`
/// (what `GRDBMigrationVerifier` finds) and `MigrationFileError` (SQL migration files, files
/// written).
public enum MigrationKitError: Error, Equatable, Sendable {
    // MARK: - Registry

    /// The same identifier names more than one step.
    case duplicateIdentifiers([String])
    /// The identifiers are not in lexicographic order.
    case identifiersOutOfOrder(expected: [String], actual: [String])

    // MARK: - Migrating

    /// A target (`migrate(in:upTo:)`, `--to`) names no registered step.
    case unknownMigration(String, known: [String])
    /// A target is behind a step that is already applied: migrating cannot go backwards.
    case targetAlreadyPassed(target: String, latestApplied: String)
    /// An applied step's definition changed since it was applied.
    case appliedMigrationModified(identifier: String, sourceFile: String)
    /// A step's apply (or rollback) failed; everything it did was rolled back. `reason` is one
    /// line; `statement` is the SQL statement SQLite failed on, when there is one.
    case stepFailed(identifier: String, direction: Direction, reason: String, statement: String? = nil)
    /// The database failed its integrity check before anything ran, so nothing was changed.
    case refusedDamagedDatabase(result: [String])
    /// The steps were applied (or rolled back) and committed, then verification failed.
    case verificationFailed(after: [String], direction: Direction, reason: String)
    /// The run was cancelled (`GRDBMigrationRunner.isCancelled`) while step `identifier` ran,
    /// or before it began: the step was rolled back, and the steps before it stay applied. nil
    /// when it was cancelled before any step began (copying a backup, say): nothing was changed.
    case cancelled(identifier: String?)

    // MARK: - Rolling back

    /// The step to roll back has no rollback.
    case rollbackNotDefined(String)
    /// Only the latest applied step can be rolled back.
    case rollbackMustTargetLatestApplied(latestApplied: String?, requested: String)
    /// A negative number of steps to roll back.
    case rollbackStepCountMustBeNonNegative(Int)
    /// More steps to roll back than are applied.
    case notEnoughAppliedMigrations(requested: Int, applied: [String])

    // MARK: - Checks of a step

    /// A migration's checks failed before it started; nothing was changed. A check SQLite could
    /// not run (the database is not the one the migration was written for) is listed with
    /// SQLite's message, and `statement` is its query.
    case preconditionsFailed(identifier: String, failed: [String], statement: String? = nil)
    /// A check inside a migration failed; the migration was rolled back. `statement` is the
    /// check's SQL.
    case checkFailed(identifier: String, check: String, statement: String? = nil)

    /// Which way a step was running when it failed.
    public enum Direction: String, Sendable {
        case apply, rollback
    }
}

extension MigrationKitError {
    /// The SQL statement a step, a rollback or a check failed on, when SQLite raised the error:
    /// the whole statement, which the description leaves out (a conversion's statements run to
    /// kilobytes). For a log, or `migrationkit migrate --verbose`.
    public var failedStatement: String? {
        switch self {
        case .stepFailed(_, _, _, let statement), .preconditionsFailed(_, _, let statement), .checkFailed(_, _, let statement):
            return statement
        default:
            return nil
        }
    }
}

extension MigrationKitError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .duplicateIdentifiers(let identifiers):
            return "duplicate migration identifiers: \(list(identifiers)). Give each step its own identifier."
        case .identifiersOutOfOrder(let expected, let actual):
            return """
                migration identifiers are not in lexicographic order: \(list(actual)); \
                expected \(list(expected)). Rename the steps so that their order sorts, \
                or pass enforceLexicographicOrder: false.
                """
        case .unknownMigration(let target, let known):
            let choices = known.isEmpty ? "there are no migrations" : "known migrations: \(list(known))"
            return "no migration named \(displayName(target)); \(choices)."
        case .targetAlreadyPassed(let target, let latestApplied):
            return """
                the database is already migrated past \(displayName(target)) \
                (latest applied: \(displayName(latestApplied))). Use rollback to go back.
                """
        case .appliedMigrationModified(let identifier, let sourceFile):
            return """
                migration \(displayName(identifier)) was applied, but \(sourceFile) has changed since. \
                Applied migrations are frozen: restore the file and put the change in a new migration.
                """
        case .stepFailed(let identifier, let direction, let reason, _):
            let verb = direction == .apply ? "migration" : "rollback of"
            return "\(verb) \(displayName(identifier)) failed and was rolled back: \(reason)"
        case .refusedDamagedDatabase(let result):
            return "the database failed PRAGMA quick_check, so nothing was changed: \(result.joined(separator: "; ")). Restore it from a backup."
        case .verificationFailed(let after, let direction, let reason):
            let done = direction == .apply ? "applied" : "rolled back"
            return "\(list(after)) \(after.count == 1 ? "was" : "were") \(done) and committed, but verification then failed: \(reason)"
        case .cancelled(let identifier):
            guard let identifier else { return "cancelled before any migration ran; nothing was changed." }
            return "cancelled while \(displayName(identifier)) ran; it was rolled back, so nothing of it was written."
        case .rollbackNotDefined(let identifier):
            return "migration \(displayName(identifier)) has no rollback; it cannot be undone."
        case .rollbackMustTargetLatestApplied(let latestApplied, let requested):
            let latest = latestApplied.map(displayName) ?? "none"
            return """
                only the latest applied migration can be rolled back: requested \(displayName(requested)), \
                latest applied is \(latest).
                """
        case .rollbackStepCountMustBeNonNegative(let count):
            return "the number of steps to roll back must not be negative (got \(count))."
        case .notEnoughAppliedMigrations(let requested, let applied):
            let appliedList = applied.isEmpty ? "none is applied" : "applied: \(list(applied))"
            return "cannot roll back \(counted(requested, "migration")): \(appliedList)."
        case .preconditionsFailed(let identifier, let failed, _):
            // One line per check: a line break in a name it quotes is escaped, not a new line.
            return "migration \(displayName(identifier)) was not applied, and nothing was changed: these checks failed:\n"
                + failed.map { "  - " + $0.visiblyEscaped() }.joined(separator: "\n")
        case .checkFailed(let identifier, let check, _):
            return "migration \(displayName(identifier)) failed a check and was rolled back: \(check)"
        }
    }
}

/// An error whose message is a list by design: a heading, then an item a line. Everything else
/// a command prints as an error is one line, every line break in it escaped
/// (`String.visiblyEscaped`), so that nothing a message quotes (a name, a file name, an error of
/// SQL the tool did not write) starts a line of its own, where a CI log would read
/// `::error::…` as a command of its own. A list's lines are escaped one by one.
package protocol MultilineMessage: Error {
    /// The message's lines, without line breaks of their own once escaped.
    var lines: [String] { get }
}

extension MigrationKitError: MultilineMessage {
    package var lines: [String] {
        switch self {
        case .preconditionsFailed(let identifier, let failed, _):
            ["migration \(displayName(identifier)) was not applied, and nothing was changed: these checks failed:"] + failed.map { "  - " + $0 }
        default:
            [description]
        }
    }
}

/// Quotes a name for messages, so that empty names, spaces and quotes stay visible, and escapes
/// what a terminal would act on or hide (``Swift/String/visiblyEscaped(keeping:)``), line
/// breaks included: a name cannot forge a line of the message it is quoted in.
package func displayName(_ name: String) -> String {
    name.quotedByDoubling("\"").visiblyEscaped()
}

package func list(_ names: [String]) -> String {
    names.map(displayName).joined(separator: ", ")
}

/// A word as a shell reads it back: as it is when it holds only safe characters, in single
/// quotes otherwise (scalar by scalar: a quote followed by a combining mark is still a quote).
package func shellWord(_ word: String) -> String {
    let safe = !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.=/:".unicodeScalars.contains($0)) }
    return safe ? word : "'" + word.replacingScalar("'", with: #"'\''"#) + "'"
}

package func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}

/// `156.1 MB`, or `45 KB` under a megabyte: bytes in decimal units, as file managers show them.
package func megabytes(_ bytes: Int) -> String {
    bytes < 1_000_000 ? "\(Int((Double(bytes) / 1e3).rounded())) KB" : String(format: "%.1f MB", Double(bytes) / 1e6)
}
