import ArgumentParser
import Foundation
import MigrationKit
import GRDB
import MigrationKitGRDB
import MigrationKitSync

extension MigrationKitCommand {
    struct Migrate: DatabaseCommand {
        static let configuration = CommandConfiguration(
            abstract: "Apply the pending migrations, then verify the database.",
            discussion: """
                Each migration runs in its own transaction: foreign keys off around it, a foreign \
                key check before commit; a failure rolls that migration back and stops. Before \
                anything runs, the database must pass quick_check and no applied migration file may \
                have changed. Creates the database file if it does not exist (its directory must).
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
            "The page cache SQLite gets while a conversion file runs, in MiB (default: 64). Less memory, more time; the connection's own is put back after.",
            valueName: "MiB"))
        var cacheSize: Int?

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
            let identifiers = runner.registry.identifiers
            if let to, !identifiers.contains(to) {
                throw MigrationKitError.unknownMigration(to, known: identifiers)
            }
            if dryRun || identifiers.isEmpty {
                return try runDry(runner, host: host, console: console)
            }
            runner.progress = progressLine(console)
            if rehearse {
                return try runRehearsal(runner, host: host, console: console)
            }
            let (run, status): (GRDBMigrationRunner.MigrationRun, [MigrationStatus])
            do {
                (run, status) = try writingWithoutLeavingFailures(database.connection(.readWriteCreate), open: host.openDatabase) { writer in
                    if let backup { try backUp(writer, to: backup, host: host, console: console) }
                    let run = try runner.migrateReporting(in: writer, upTo: to ?? identifiers[identifiers.count - 1])
                    return (run, try runner.migrationStatus(in: writer))
                }
            } catch {
                clearProgressLine(console)
                throw error
            }
            clearProgressLine(console)
            printSummary(run, status: status, of: identifiers.count, console)
            return .success
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
                applied = try DatabaseCopy.rehearse(source, like: database.connection(.readWrite), open: host.openDatabase) { copy in
                    try runner.migrate(in: copy, upTo: to ?? runner.registry.identifiers.last!)
                }
                clearProgressLine(console)
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
                : "Rehearsal on a copy: \(applied.count) migration\(applied.count == 1 ? "" : "s") applied and verified; \(database.path) was not changed.")
            return .success
        }

        /// Copies the database to `--backup`'s file before anything is applied; never overwrites
        /// (``DatabaseCopy/backUp(_:to:like:open:)``).
        private func backUp(_ writer: any DatabaseWriter, to path: String, host: MigrationCLIHost, console: Console) throws {
            guard !FileManager.default.fileExists(atPath: path) else {
                throw MigrationFileError.cannotWriteFile(path: path, reason: "it exists; --backup never overwrites a file")
            }
            try DatabaseCopy.backUp(writer, to: path, like: database.connection(.readWrite), open: host.openDatabase)
            console.print("backed up \(database.path) to \(path)")
        }

        /// On a terminal, a line on standard error that says which step runs and for how long,
        /// with a bar of the work done where the step says (a conversion file).
        private func progressLine(_ console: Console) -> (@Sendable (MigrationProgress) -> Void)? {
            guard console.errorsToTerminal else { return nil }
            return { progress in console.progress(progress.line) }
        }

        private func clearProgressLine(_ console: Console) {
            if console.errorsToTerminal { console.progress(nil) }
        }

        private func runDry(_ runner: GRDBMigrationRunner, host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let identifiers = runner.registry.identifiers
            let pending: [String]
            if FileManager.default.fileExists(atPath: database.path) {
                let reader = try host.openDatabase(database.connection(.readOnly))
                pending = try runner.checkBeforeMigrating(upTo: to, in: reader).map(\.identifier)
            } else {
                let directory = URL(fileURLWithPath: database.path).deletingLastPathComponent().path
                guard FileManager.default.fileExists(atPath: directory) else {
                    throw DatabaseOpeningError.directoryNotFound(path: database.path)
                }
                if !identifiers.isEmpty {
                    console.print("\(database.path) does not exist yet; migrate would create it.")
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
                console.print("Dry run: \(pending.count) migration\(pending.count == 1 ? "" : "s") would be applied; nothing was changed.")
            }
            return .success
        }
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
