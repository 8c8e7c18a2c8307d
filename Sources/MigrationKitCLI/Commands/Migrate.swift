import ArgumentParser
import Foundation
import MigrationKit
import MigrationKitGRDB

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

        func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let runner = try source.runner(host)
            let identifiers = runner.registry.identifiers
            if let to, !identifiers.contains(to) {
                throw MigrationKitError.unknownMigration(to, known: identifiers)
            }
            if dryRun || identifiers.isEmpty {
                return try runDry(runner, host: host, console: console)
            }
            let existed = FileManager.default.fileExists(atPath: database.path)
            let applied: [String]
            let status: [MigrationStatus]
            do {
                let writer = try host.openDatabase(database.connection(.readWriteCreate))
                applied = try runner.migrate(in: writer, upTo: to ?? identifiers[identifiers.count - 1])
                status = try runner.migrationStatus(in: writer)
            } catch {
                // The connection is closed here. A database this command created and could not
                // migrate is removed: a failure leaves no half-made file behind.
                if !existed { removeDatabaseFiles(at: database.path) }
                throw error
            }
            for identifier in applied {
                console.print("applied \(identifier)")
            }
            let appliedCount = status.filter { $0.state == .applied }.count
            if applied.isEmpty {
                console.print("\(database.path): up to date, \(appliedCount) of \(identifiers.count) migrations applied.")
            } else {
                console.print("\(database.path): \(appliedCount) of \(identifiers.count) migrations applied; verification passed.")
            }
            return .success
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
                    throw MigrationKitError.directoryNotFound(path: database.path)
                }
                console.print("\(database.path) does not exist yet; migrate would create it.")
                let end = to.flatMap { identifiers.firstIndex(of: $0) } ?? identifiers.count - 1
                pending = Array(identifiers[...end])
            }
            if identifiers.isEmpty {
                console.print("No migrations to apply.")
                return .success
            }
            for identifier in pending {
                console.print("would apply \(identifier)")
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

/// Removes a database file and the journal files SQLite may have left beside it.
private func removeDatabaseFiles(at path: String) {
    for suffix in ["", "-journal", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: path + suffix)
    }
}
