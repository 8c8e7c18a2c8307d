import ArgumentParser
import Foundation
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

extension MigrationKitCommand {
    struct Status: DatabaseCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show every migration's state: applied, pending, modified or unknown.",
            discussion: """
                Applied migrations come first, in the order they were applied, then the pending \
                ones. applied: recorded in the database, file unchanged. pending: not applied yet. \
                modified: applied, but the file changed since (migrate refuses to go on). \
                unknown: recorded in the database, but no file has that identifier (an app's own \
                DatabaseMigrator shares grdb_migrations: its steps are unknown here). \
                A conversion file edited since generate wrote it is noted, with the checks that no \
                longer cover the edit. Exit 1 when a migration is modified or unknown (its file \
                changed or is missing), as git diff --exit-code; 0 otherwise, pending ones included. \
                Only reads: never creates or changes the database; a damaged one is an error (exit 2).
                """)

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var source: MigrationsOptions

        @Option(help: "Output format.")
        var format: OutputFormat = .text

        func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let runner = try source.runner(host)
            let reader = try host.openDatabase(database.connection(.readOnly))
            try reader.read(database.checkIntegrity)
            let statuses = try runner.migrationStatus(in: reader)
            let edits = try conversionEdits(of: runner, statuses: statuses)
            switch format {
            case .text:
                if statuses.isEmpty {
                    console.print("No migrations.")
                }
                for status in statuses {
                    console.print(status.state.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + status.identifier.visiblyEscaped())
                }
                for (status, edit) in edits {
                    console.print("note: \(status.identifier.visiblyEscaped()) was edited after generate wrote it: \(edit)")
                }
                if statuses.contains(where: { $0.state == .unknown }) {
                    console.print("unknown: applied, with no migration of that identifier here: another migrator's (an app's own DatabaseMigrator shares grdb_migrations), or one since removed.")
                }
            case .json:
                struct Report: Encodable {
                    struct Entry: Encodable { let identifier: String; let state: String; let edited: String? }
                    let migrations: [Entry]
                }
                let report = Report(migrations: statuses.map { status in
                    .init(identifier: status.identifier, state: status.state.rawValue, edited: edits.first { $0.status == status }?.edit.description)
                })
                console.printVerbatim(try jsonText(report))
            }
            return statuses.contains { $0.state == .modified || $0.state == .unknown } ? .failed : .success
        }
    }
}

/// The pending conversion files that differ from what generate wrote, with how
/// (``ConversionFileEdit``). An applied file that changed is `modified` already.
func conversionEdits(of runner: GRDBMigrationRunner, statuses: [MigrationStatus]) throws -> [(status: MigrationStatus, edit: ConversionFileEdit)] {
    let files = Dictionary(runner.registry.steps.map { ($0.identifier, $0.sourceFile) }, uniquingKeysWith: { first, _ in first })
    return try statuses.compactMap { status in
        guard status.state == .pending, let path = files[status.identifier], let edit = try ConversionFile.edit(ofFileAt: path) else { return nil }
        return (status, edit)
    }
}

/// Pretty-printed JSON with sorted keys, the same bytes on every platform and run.
func jsonText(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}
