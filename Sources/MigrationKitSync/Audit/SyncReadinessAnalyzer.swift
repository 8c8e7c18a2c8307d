import GRDB
import MigrationKit
import MigrationKitGRDB

/// Runs the sync-readiness rules over a database. A pure function of its input, apart from
/// ``audit(_:scope:)`` which reads the database first.
public struct SyncReadinessAnalyzer: Sendable {
    public var rules: [SyncRule]

    public init(rules: [SyncRule] = SyncRule.all) {
        self.rules = rules
    }

    /// The findings of every rule, most severe first, then by table, column and rule.
    ///
    /// "Fixed by generate" (``Finding/autoFixable``) is what `generate` decides, by its own
    /// code: the planner's changes and refusals with default options. A key finding is fixed by
    /// generate when the planner changes its table and no refusal stops it there that the audit
    /// does not report on its own (orphans, undeclared relations and unconvertible values are
    /// findings of their own, fixed first); otherwise the finding says which refusal stands in
    /// the way.
    package func analyze(_ input: AuditInput) -> AuditReport {
        let found = rules.flatMap { $0.check($0, input) }
        var options = ConversionOptions(scope: input.scope)
        options.optionNames = .commandLine
        options.keyRepresentations = input.keyRepresentations
        let planner = ConversionPlanner(options: options)
        let changes = planner.changes(in: input.schema, statistics: input.statistics)
        let reported = Set(ConversionRefusal.all.filter { $0.auditRule != nil }.map(\.id))
        let structural = planner.refusals(schema: input.schema, statistics: input.statistics, changes: changes)
            .filter { !reported.contains($0.refusal) }
        let findings = found.map { finding -> Finding in
            // The key rules find exactly the tables the planner changes (both by the scope's
            // tables and `convertedKey(of:)`); a refusal stands in the way of the tables it is
            // about or names.
            guard finding.autoFixable, let change = changes[finding.table.sqlFolded] else { return finding }
            return structural.first { $0.standsInTheWay(of: change.table.name) }.map(finding.notFixedByGenerate) ?? finding
        }.sorted { a, b in
            (a.severity, a.table, a.column ?? "", a.rule, a.message) < (b.severity, b.table, b.column ?? "", b.rule, b.message)
        }
        return AuditReport(findings: findings)
    }

    /// Reads the schema and the statistics of `db`, then analyzes them, for a client that binds
    /// keys as `keyRepresentations` say (lowercase text by default). Reads only.
    public func audit(_ db: Database, scope: ConversionScope = .init(), keyRepresentations: KeyRepresentations = .init()) throws -> AuditReport {
        let schema = try SchemaIntrospector.read(db)
        let statistics = try DataStatistics.gather(db, schema: schema, scope: scope, keyRepresentations: keyRepresentations)
        return analyze(AuditInput(schema: schema, statistics: statistics, scope: scope, keyRepresentations: keyRepresentations))
    }
}

/// The findings of an audit.
public struct AuditReport: Sendable, Equatable {
    public let findings: [Finding]

    public init(findings: [Finding]) {
        self.findings = findings
    }

    public func count(_ severity: Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// Ready for sync: no error, and with `strict`, no warning either.
    public func isReady(strict: Bool = false) -> Bool {
        count(.error) == 0 && (!strict || count(.warning) == 0)
    }
}

extension Finding {
    /// The same finding, which `generate` does not fix until `refusal` is.
    func notFixedByGenerate(_ refusal: RefusalReason) -> Finding {
        replacing(fix: "migrationkit generate refuses it until this is fixed: \(refusal.message)", autoFixable: false)
    }
}
