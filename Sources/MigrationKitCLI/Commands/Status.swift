import ArgumentParser
import Foundation
import MigrationKit
import MigrationKitGRDB

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
            switch format {
            case .text:
                if statuses.isEmpty {
                    console.print("No migrations.")
                }
                for status in statuses {
                    console.print(status.state.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + status.identifier.visiblyEscaped())
                }
                if statuses.contains(where: { $0.state == .unknown }) {
                    console.print("unknown: applied, with no migration of that identifier here: another migrator's (an app's own DatabaseMigrator shares grdb_migrations), or one since removed.")
                }
            case .json:
                struct Report: Encodable {
                    struct Entry: Encodable { let identifier: String; let state: String }
                    let migrations: [Entry]
                }
                let report = Report(migrations: statuses.map { .init(identifier: $0.identifier, state: $0.state.rawValue) })
                console.printVerbatim(try jsonText(report))
            }
            return .success
        }
    }
}

/// Pretty-printed JSON with sorted keys, the same bytes on every platform and run.
func jsonText(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}
