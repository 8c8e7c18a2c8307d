import ArgumentParser
import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

extension MigrationKitCommand {
    struct Migrate: DatabaseCommand {
        static let configuration = CommandConfiguration(
            abstract: "Apply the pending migrations, then verify the database.",
            discussion: """
                Each migration runs in its own transaction: foreign keys off around it, a foreign \
                key check before commit; a failure rolls that migration back and stops, keeping \
                the ones before it (--single-transaction: all pending migrations in one \
                transaction, applied together or not at all). Before anything runs, the database \
                must pass quick_check and no applied migration file may have changed. The \
                database must exist, unless --create is given: a misspelt path never becomes a new, \
                empty database. Ctrl-C (SIGINT) or SIGTERM interrupts SQLite, rolls the migration \
                running back, says what is applied and pending and how to resume, and exits 130 \
                (143); a second one stops at once.
                """)

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var source: MigrationsOptions

        @Option(help: ArgumentHelp("Apply the migrations up to and including this identifier only.", valueName: "identifier"))
        var to: String?

        @Flag(help: "List the migrations that would be applied, and change nothing.")
        var dryRun = false

        @Flag(help: "Apply the pending migrations (up to --to) to a temporary copy made with SQLite's backup API, and report; the database is not changed.")
        var rehearse = false

        @Option(help: ArgumentHelp("Copy the database to this new file (SQLite's backup API) before applying anything.", valueName: "file"))
        var backup: String?

        @Option(help: ArgumentHelp(
            "The page cache SQLite gets while a conversion file runs, in MiB (default: 16). Less memory, more time; the connection's own is put back after.",
            valueName: "MiB"))
        var cacheSize: Int?

        @Flag(help: "Create the database file when it does not exist (its directory must). Without it, a missing file is an error.")
        var create = false

        @Flag(help: "Apply every pending migration in one transaction: all of them, or none if one fails or is interrupted. The journal then holds every page they change until the end.")
        var singleTransaction = false

        @OptionGroup var output: VerboseOptions
        var printsFailedStatement: Bool { output.verbose }

        func validate() throws {
            if let cacheSize, !(1...65_536).contains(cacheSize) {
                throw ValidationError("--cache-size takes a number of MiB from 1 to 65536, not \(cacheSize).")
            }
            if [dryRun, rehearse, backup != nil].filter({ $0 }).count > 1 {
                throw ValidationError("choose one of --dry-run (list what would run), --rehearse (run it on a copy) and --backup FILE (copy, then run it).")
            }
        }

        func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            var runner = try source.runner(host, cacheSize: (cacheSize ?? ConversionOptions.defaultCacheSize >> 20) << 20)
            runner.singleTransaction = singleTransaction
            let identifiers = runner.registry.identifiers
            if let to, !identifiers.contains(to) {
                throw MigrationKitError.unknownMigration(to, known: identifiers)
            }
            let exists = FileManager.default.fileExists(atPath: database.path)
            if !exists && !create && !rehearse {
                throw MissingDatabase(path: database.path)
            }
            if dryRun || identifiers.isEmpty {
                return try runDry(runner, host: host, console: console)
            }
            runner.progress = progressLine(console)
            runner.isCancelled = Interruption.isCancelled
            return try Interruption.caught(console) {
                defer { clearProgressLine(console) }
                if rehearse {
                    return try runRehearsal(runner, host: host, console: console)
                }
                let outcome = try writingWithoutLeavingFailures(database.connection(create ? .readWriteCreate : .readWrite), open: host.openDatabase) { writer in
                    let before = try runner.migrationStatus(in: writer)
                    try warnAboutEdits(runner, before, console)
                    do {
                        if let backup { try backUp(writer, to: backup, host: host, console: console) }
                        let run = try runner.migrateReporting(in: writer, upTo: to ?? identifiers[identifiers.count - 1])
                        return Outcome.finished(run, status: try runner.migrationStatus(in: writer))
                    } catch MigrationKitError.cancelled(let identifier) where Interruption.signal != nil {
                        return .interrupted(identifier, before: before, after: try runner.migrationStatus(in: writer))
                    } catch let error as MigrationKitError where singleTransaction && error.rolledBackAStep {
                        throw RolledBackTogether(error: error, pending: before.filter { $0.state == .pending }.count)
                    }
                }
                clearProgressLine(console)
                switch outcome {
                case .finished(let run, let status):
                    printSummary(run, status: status, of: identifiers.count, console)
                    return .success
                case .interrupted(let identifier, let before, let after):
                    return printInterruption(during: identifier, before: before, after: after, console)
                }
            }
        }

        /// Says which pending conversion files were edited since generate wrote them, and what
        /// their checks no longer cover; they are applied as they are.
        private func warnAboutEdits(_ runner: GRDBMigrationRunner, _ statuses: [MigrationStatus], _ console: Console) throws {
            let end = to.flatMap { target in statuses.firstIndex { $0.identifier == target } } ?? statuses.count - 1
            for (status, edit) in try conversionEdits(of: runner, statuses: Array(statuses.prefix(end + 1))) {
                console.diagnostic("warning: \(status.identifier) was edited after generate wrote it; it is applied as it is, and its checks do not cover all of the edit: \(edit)")
            }
        }

        /// How a migrate ended: every step applied, or stopped by a signal while `identifier` ran
        /// (nil: before any step began), with the migrations' states before and after.
        private enum Outcome {
            case finished(GRDBMigrationRunner.MigrationRun, status: [MigrationStatus])
            case interrupted(String?, before: [MigrationStatus], after: [MigrationStatus])
        }

        /// What a signal stopped: the step rolled back, what is applied and pending now, and the
        /// command that goes on. Exits 128 + the signal.
        private func printInterruption(during identifier: String?, before: [MigrationStatus], after: [MigrationStatus], _ console: Console) -> ExitStatus {
            let signal = Interruption.signal ?? SIGINT
            let pendingBefore = Set(before.filter { $0.state == .pending }.map(\.identifier))
            for status in after where status.state == .applied && pendingBefore.contains(status.identifier) {
                console.print("applied \(status.identifier.visiblyEscaped())")
            }
            let stopped = identifier.map { "while \($0.visiblyEscaped()) ran; it was rolled back, so nothing of it was written" }
                ?? "before any migration ran; nothing was changed"
            let pending = after.filter { $0.state == .pending }.map(\.identifier)
            let applied = after.filter { $0.state == .applied }.count
            var lines = ["interrupted by \(Interruption.name(of: signal)) \(stopped).", "\(database.path): \(applied) of \(applied + pending.count) migrations applied"]
            if pending.isEmpty {
                lines[1] += "; none pending."
            } else {
                lines[1] += "; pending: \(pending.map { $0.visiblyEscaped() }.joined(separator: ", "))."
                lines.append("resume with: \(resumeCommand)")
            }
            console.error(lines: lines)
            return signal == SIGTERM ? .terminated : .interrupted
        }

        /// The command that applies what an interrupted run left pending: this one, without
        /// what must not run twice (--backup's file exists now) and without a password.
        private var resumeCommand: String {
            var words = ["migrationkit", "migrate", "--db-path", database.path]
            if let migrations = source.migrations { words += ["--migrations", migrations] }
            if let keychainService = database.keychainService, let keychainAccount = database.keychainAccount {
                words += ["--keychain-service", keychainService, "--keychain-account", keychainAccount]
            }
            if database.password != nil { words += ["--password", "PASSWORD"] }
            if let to { words += ["--to", to] }
            if singleTransaction { words.append("--single-transaction") }
            if let cacheSize { words += ["--cache-size", String(cacheSize)] }
            return words.map(shellWord).joined(separator: " ")
        }

        /// What this run applied; what another process applied meanwhile is said, not claimed.
        private func printSummary(_ run: GRDBMigrationRunner.MigrationRun, status: [MigrationStatus], of count: Int, _ console: Console) {
            for identifier in run.applied {
                console.print("applied \(identifier.visiblyEscaped())")
            }
            let appliedCount = status.filter { $0.state == .applied }.count
            let elsewhere = run.appliedElsewhere.map { $0.visiblyEscaped() }.joined(separator: ", ")
            let were = run.appliedElsewhere.count == 1 ? "was" : "were"
            switch (run.applied.isEmpty, run.appliedElsewhere.isEmpty) {
            case (true, true):
                console.print("\(database.path): up to date, \(appliedCount) of \(count) migrations applied.")
            case (true, false):
                console.print("\(database.path): 0 applied; \(elsewhere) \(were) applied by another process meanwhile; \(appliedCount) of \(count) migrations applied.")
            case (false, true):
                console.print("\(database.path): \(appliedCount) of \(count) migrations applied; verification passed.")
            case (false, false):
                console.print("\(database.path): \(appliedCount) of \(count) migrations applied (\(elsewhere) by another process meanwhile); verification passed.")
            }
        }

        /// Migrates a temporary copy made with SQLite's backup API, reports, and removes it
        /// (``DatabaseCopy/rehearse(_:like:open:_:)``).
        private func runRehearsal(_ runner: GRDBMigrationRunner, host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let source = try host.openDatabase(database.connection(.readOnly))
            let applied: [String]
            do {
                applied = try DatabaseCopy.rehearse(source, like: database.connection(.readWrite), open: host.openDatabase, isCancelled: runner.isCancelled) { copy in
                    try runner.migrate(in: copy, upTo: to ?? runner.registry.identifiers.last!)
                }
                clearProgressLine(console)
            } catch MigrationKitError.cancelled where Interruption.signal != nil {
                clearProgressLine(console)
                let signal = Interruption.signal ?? SIGINT
                console.error("interrupted by \(Interruption.name(of: signal)); the rehearsal's copy was removed, and \(database.path) was not changed.")
                return signal == SIGTERM ? .terminated : .interrupted
            } catch {
                clearProgressLine(console)
                console.error("the rehearsal on a copy failed; \(database.path) was not changed.")
                throw error
            }
            for identifier in applied {
                console.print("would apply \(identifier.visiblyEscaped())")
            }
            console.print(applied.isEmpty
                ? "\(database.path): up to date; nothing to rehearse."
                : "Rehearsal on a copy: \(counted(applied.count, "migration")) applied and verified; \(database.path) was not changed.")
            return .success
        }

        /// Copies the database to `--backup`'s file before anything is applied; never overwrites
        /// (``DatabaseCopy/backUp(_:to:like:open:)``).
        private func backUp(_ writer: any DatabaseWriter, to path: String, host: MigrationCLIHost, console: Console) throws {
            guard !FileManager.default.fileExists(atPath: path) else {
                throw MigrationFileError.cannotWriteFile(path: path, reason: "it exists; --backup never overwrites a file")
            }
            try DatabaseCopy.backUp(writer, to: path, like: database.connection(.readWrite), open: host.openDatabase, isCancelled: Interruption.isCancelled)
            console.print("backed up \(database.path) to \(path)")
        }

        /// On a terminal, a line on standard error that says which step runs and for how long,
        /// with a bar of the work done where the step says (a conversion file).
        private func progressLine(_ console: Console) -> (@Sendable (MigrationProgress) -> Void)? {
            guard console.errorsToTerminal else { return nil }
            // Only for a step that runs longer than half a second: a short one would flash.
            return { progress in if progress.seconds >= 0.5 { console.progress(progress.line) } }
        }

        private func clearProgressLine(_ console: Console) {
            if console.errorsToTerminal { console.progress(nil) }
        }

        private func runDry(_ runner: GRDBMigrationRunner, host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let identifiers = runner.registry.identifiers
            let pending: [String]
            if FileManager.default.fileExists(atPath: database.path) {
                let reader = try host.openDatabase(database.connection(.readOnly))
                pending = try runner.dryRun(upTo: to, in: reader).map(\.identifier)
            } else {
                // --create: nothing to read yet.
                let directory = URL(fileURLWithPath: database.path).deletingLastPathComponent().path
                guard FileManager.default.fileExists(atPath: directory) else {
                    throw DatabaseOpeningError.directoryNotFound(path: database.path)
                }
                if !identifiers.isEmpty {
                    console.print("\(database.path) does not exist yet; migrate --create would create it.")
                }
                let end = to.flatMap { identifiers.firstIndex(of: $0) } ?? identifiers.count - 1
                pending = Array(identifiers[...end])
            }
            if identifiers.isEmpty {
                console.print("No migrations to apply.")
                return .success
            }
            for identifier in pending {
                console.print("would apply \(identifier.visiblyEscaped())")
            }
            if pending.isEmpty {
                console.print("\(database.path): up to date; nothing would be applied.")
            } else {
                console.print("Dry run: \(counted(pending.count, "migration")) would be applied; nothing was changed.")
            }
            return .success
        }
    }
}

/// A migration that failed inside `--single-transaction`: the ones before it in the
/// transaction were rolled back with it, which its own message does not say.
struct RolledBackTogether: Error, CustomStringConvertible, MultilineMessage {
    let error: MigrationKitError
    let pending: Int

    var lines: [String] {
        error.lines + ["--single-transaction: the \(pending) pending migrations were rolled back together; none was applied."]
    }

    var description: String { lines.joined(separator: "\n") }
}

extension MigrationKitError {
    /// Whether a step failed inside its transaction and was rolled back.
    var rolledBackAStep: Bool {
        switch self {
        case .stepFailed(_, .apply, _, _), .checkFailed: true
        default: false
        }
    }
}

/// `migrate` without `--create` on a path where there is no file: named, with the flag.
struct MissingDatabase: Error, CustomStringConvertible {
    let path: String

    var description: String {
        "no database at \(path); migrate creates one only with --create (check the path: a misspelt one would otherwise become a new, empty database)."
    }
}

extension MigrationProgress {
    /// `[#########-----------]  45% applying 0003_convert_lists_and_2_more: 3 s`: migrate's
    /// progress line, without the bar for a step that does not say how far it has got.
    package var line: String { line(doing: "applying \(identifier)") }

    /// The progress line of a command doing `doing`: generate's rehearsal says
    /// `rehearsing the conversion on an empty copy of the schema`.
    package func line(doing: String) -> String {
        let line = "\(doing): \(Int(seconds)) s"
        guard let fractionCompleted else { return line }
        let width = 20
        let filled = min(max(Int((fractionCompleted * Double(width)).rounded(.down)), 0), width)
        let percent = String(Int((fractionCompleted * 100).rounded(.down)))
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
            + String(repeating: " ", count: max(3 - percent.count, 0)) + percent + "% " + line
    }
}
