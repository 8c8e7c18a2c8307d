import GRDB

/// Runs the sync-readiness rules over a database. A pure function of its input, apart from
/// ``audit(_:scope:)`` which reads the database first.
public struct SyncReadinessAnalyzer: Sendable {
    public var rules: [SyncRule]

    public init(rules: [SyncRule] = SyncRule.all) {
        self.rules = rules
    }

    /// The findings of every rule, most severe first, then by table, column and rule.
    public func analyze(_ input: AuditInput) -> AuditReport {
        let findings = rules.flatMap { $0.check($0, input) }.sorted { a, b in
            (a.severity, a.table, a.column ?? "", a.rule, a.message) < (b.severity, b.table, b.column ?? "", b.rule, b.message)
        }
        return AuditReport(findings: findings)
    }

    /// Reads the schema and the statistics of `db`, then analyzes them. Reads only.
    public func audit(_ db: Database, scope: ConversionScope = .init()) throws -> AuditReport {
        let schema = try SchemaIntrospector.read(db)
        let statistics = try DataStatistics.gather(db, schema: schema, scope: scope)
        return analyze(AuditInput(schema: schema, statistics: statistics, scope: scope))
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

private func < (a: (Severity, String, String, String, String), b: (Severity, String, String, String, String)) -> Bool {
    if a.0 != b.0 { return a.0 < b.0 }
    if a.1 != b.1 { return a.1 < b.1 }
    if a.2 != b.2 { return a.2 < b.2 }
    if a.3 != b.3 { return a.3 < b.3 }
    return a.4 < b.4
}
