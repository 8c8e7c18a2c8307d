import ArgumentParser
import GRDB
import MigrationKit
import MigrationKitGRDB
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

        @OptionGroup var coreData: CoreDataModelOptions

        func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let (loaded, accepted, model) = (try configuration.load(), try baseline.load(), try coreData.load())
            var settings = loaded
            let analysis: AuditReport
            var refusedAnswers: [ColumnPath: String] = [:]
            do {
                analysis = try selection.read(database, collations: collations, host: host, console: console, synced: loaded?.syncedTables) { db, schema -> AuditReport in
                    let scope = selection.scope(synced: loaded?.syncedTables)
                    // The model's relations are answers, as the configuration's are.
                    if let model {
                        var answered = settings ?? AuditConfiguration()
                        let columns = Set(answered.references.map { $0.column })
                        let answers = try model.answers(for: db, schema: schema)
                        answered.references += answers.filter { !columns.contains($0.column) }
                        settings = answered
                    }
                    var statistics = try DataStatistics.gather(db, schema: schema, scope: scope, keyRepresentations: settings?.keyRepresentations ?? .init())
                    statistics.recordedAnswers = statistics.recordedAnswers.overridden(by: settings?.references ?? [])
                    refusedAnswers = try settings?.refusedAnswers(db, schema: schema, scope: scope) ?? [:]
                    return SyncReadinessAnalyzer().analyze(AuditInput(
                        schema: schema, statistics: statistics, scope: scope,
                        keyRepresentations: settings?.keyRepresentations ?? .init()))
                }
            } catch let error as CoreDataModelError {
                console.error(error, about: database.path)
                return .failed
            }
            let found = configuration.apply(settings, to: analysis, refusedAnswers: refusedAnswers, console: console)
            if try baseline.record(found, database: database.path, console: console) { return .success }
            let report = baseline.filter(found, with: accepted, console: console)
            let ready = report.isReady(strict: strict)
            try printReport(report, subject: database.path, format: format, console: console,
                verdict: ready ? console.styled("ready for sync", .green) : console.styled("not ready for sync", .red)) {
                try jsonText(AuditJSON(report, ready: ready))
            }
            return ready ? .success : .failed
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
