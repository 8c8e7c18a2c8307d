import ArgumentParser
import Foundation
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

extension MigrationKitCommand {
    struct Diff: HostedCommand {
        static let configuration = CommandConfiguration(
            abstract: "Report the changes between two schemas that break sync with an older app version.",
            discussion: """
                Compares the schema of --from (the last release) with that of --to (the new one): \
                a table or column removed or renamed, a declared type changed, NOT NULL added without \
                a default, a primary key changed, a unique constraint added, a foreign key's action \
                changed. Each is a finding with its rule (see Guides/Rules) and the fix. Each side is a \
                SQLite database file, a schema script such as schema-dump writes, or a directory of \
                migrations applied to an empty database. A migration file's line \
                "-- migrationkit:ignore RULE REASON" accepts the changes of RULE that this file makes. \
                Reads only.

                Exit codes: 0 compatible (no errors; with --strict, no warnings), 1 an incompatible \
                change, 2 a side cannot be read, 64 usage.
                """)

        @Option(help: ArgumentHelp("The old schema: a database file, a schema .sql file, or a migrations directory.", valueName: "path"))
        var from: String

        @Option(help: ArgumentHelp("The new schema, in any of the same forms.", valueName: "path"))
        var to: String

        @Option(help: "Output format: text for people, json for machines, github for workflow annotations, sarif for code scanning.")
        var format: FindingFormat = .text

        @Flag(help: "Count warnings as blocking: exit 1 when there is any.")
        var strict = false

        @OptionGroup var configuration: ConfigOptions

        var databaseForErrors: DatabaseOptions? { nil }

        func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let settings = try configuration.load()
            let diff = try SchemaDiff(from: from, to: to)
            if diff.ignored > 0 {
                console.diagnostic("note: \(counted(diff.ignored, "change")) accepted by -- migrationkit:ignore lines \(diff.ignored == 1 ? "is" : "are") not counted.")
            }
            for ignore in diff.unusedIgnores {
                console.diagnostic("note: \(ignore): the file makes no such change; remove the line.")
            }
            let report = configuration.apply(settings, to: diff.report, console: console)
            let compatible = report.isReady(strict: strict)
            try printReport(report, subject: "\(from) → \(to)", file: to, format: format, console: console,
                verdict: compatible ? console.styled("compatible", .green) : console.styled("not compatible with older app versions", .red)) {
                try jsonText(DiffJSON(compatible: compatible, findings: report.findings))
            }
            return compatible ? .success : .failed
        }
    }
}

/// `diff --format json`: `compatible` and the findings.
private struct DiffJSON: Encodable {
    let compatible: Bool
    let findings: [Finding]
}
