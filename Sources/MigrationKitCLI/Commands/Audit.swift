import ArgumentParser
import GRDB
import MigrationKit
import MigrationKitSync

extension MigrationKitCommand {
    struct Audit: DatabaseCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a database for CloudKit-style sync readiness.",
            discussion: """
                Reads the schema and the key columns' data, and reports what stands in the way of \
                sync: keys that are not UUID strings, tables without a key, constraints SQLiteData's \
                SyncEngine rejects, values the conversion could not carry, orphaned rows. Each \
                finding names its rule (see Guides/Rules), the table and column, and the fix; \
                "fixed by generate" marks what migrationkit generate converts automatically.

                Exit codes: 0 ready (no errors; with --strict, no warnings), 1 not ready, 2 the file \
                cannot be read (missing, not SQLite, damaged, locked), 64 usage (a table named in \
                --tables or --exclude does not exist). Only reads: never creates or changes the \
                database.
                """)

        @OptionGroup var database: DatabaseOptions

        @Option(help: "Output format: text for people, json for machines, github for workflow annotations, sarif for code scanning.")
        var format: FindingFormat = .text

        @Flag(help: "Count warnings as blocking: exit 1 when there is any.")
        var strict = false

        @OptionGroup var selection: ScopeOptions

        @OptionGroup var collations: CollationOptions

        @OptionGroup var configuration: ConfigOptions

        @OptionGroup var baseline: BaselineOptions

        func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let analysis = try selection.read(database, collations: collations, host: host, console: console) { db, schema -> AuditReport in
                let scope = selection.scope
                let statistics = try DataStatistics.gather(db, schema: schema, scope: scope)
                return SyncReadinessAnalyzer().analyze(AuditInput(schema: schema, statistics: statistics, scope: scope))
            }
            let found = try configuration.apply(to: analysis, console: console)
            if try baseline.record(found, database: database.path, console: console) { return .success }
            let report = try baseline.filter(found, console: console)
            let ready = report.isReady(strict: strict)
            switch format {
            case .text: printText(report, ready: ready, console: console)
            case .json: console.print(try jsonText(AuditJSON(report, ready: ready)))
            case .github:
                githubAnnotations(report.findings, file: database.path).forEach(console.print)
                console.print(summaryLine(report, ready: ready, console: console))
            case .sarif: console.print(try jsonText(SARIFLog(findings: report.findings, path: database.path)))
            }
            return ready ? .success : .failed
        }

        private func printText(_ report: AuditReport, ready: Bool, console: Console) {
            for finding in report.findings {
                let label: String
                switch finding.severity {
                case .error: label = console.styled("error:", .red)
                case .warning: label = console.styled("warning:", .yellow)
                case .info: label = console.styled("info:", .cyan)
                }
                console.print("\(database.path): \(label) [\(finding.rule)] \(finding.location): \(finding.message)")
                console.print("    fix\(finding.autoFixable ? " (fixed by generate)" : ""): \(finding.fix)")
            }
            console.print(summaryLine(report, ready: ready, console: console))
        }

        /// `PATH: ready for sync: 0 errors, 2 warnings, 0 infos.`
        private func summaryLine(_ report: AuditReport, ready: Bool, console: Console) -> String {
            func counted(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
            let counts = [counted(report.count(.error), "error"), counted(report.count(.warning), "warning"), counted(report.count(.info), "info")]
                .joined(separator: ", ")
            let fixable = report.findings.filter(\.autoFixable).count
            let verdict = ready ? console.styled("ready for sync", .green) : console.styled("not ready for sync", .red)
            let generate = fixable == 0 ? "" : "; \(fixable) fixed by migrationkit generate"
            return "\(database.path): \(verdict): \(counts)\(generate)."
        }
    }
}

/// `audit --format json`: one object with `ready`, `summary` and `findings`.
private struct AuditJSON: Encodable {
    struct Summary: Encodable { let errors: Int; let warnings: Int; let infos: Int }
    let ready: Bool
    let summary: Summary
    let findings: [Finding]

    init(_ report: AuditReport, ready: Bool) {
        self.ready = ready
        self.summary = Summary(errors: report.count(.error), warnings: report.count(.warning), infos: report.count(.info))
        self.findings = report.findings
    }
}
