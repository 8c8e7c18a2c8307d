import MigrationKit
import MigrationKitGRDB

/// How much a finding stands in the way of sync.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    /// Blocks sync: SQLiteData's `SyncEngine` refuses the schema, or data would be lost or wrong.
    case error
    /// Risks sync: it works until a predictable situation (an older app version, a new device).
    case warning
    /// Worth knowing; nothing to do before syncing.
    case info

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A sync-readiness rule, described by values that drive the audit, its tests and its
/// documentation alike: every triggering example must trigger it, every non-triggering one must
/// not (`SyncRuleExampleTests`), and `Guides/Rules/` is generated from these fields.
public struct SyncRule: Sendable, Identifiable {
    /// Stable kebab-case name, what CI scripts match on.
    public let id: String
    /// Stable short code, e.g. `MK001`.
    public let code: String
    public let severity: Severity
    /// Whether `migrationkit generate` fixes it without being asked.
    public let autoFixable: Bool
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters for sync, and the source of that knowledge.
    public let rationale: String
    /// SQL scripts (schema and rows) that trigger the rule, and that do not.
    package let triggeringExamples: [String]
    package let nonTriggeringExamples: [String]
    /// The check itself: findings for what `input` contains.
    let check: @Sendable (SyncRule, AuditInput) -> [Finding]

    init(
        id: String, code: String, severity: Severity, autoFixable: Bool,
        summary: String, rationale: String,
        triggeringExamples: [String], nonTriggeringExamples: [String],
        check: @escaping @Sendable (SyncRule, AuditInput) -> [Finding]
    ) {
        self.id = id
        self.code = code
        self.severity = severity
        self.autoFixable = autoFixable
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.check = check
    }

    /// A finding of this rule.
    func finding(_ table: String, _ column: String? = nil, _ message: String, fix: String) -> Finding {
        Finding(rule: id, code: code, severity: severity, table: table, column: column,
                message: message, fix: fix, autoFixable: autoFixable)
    }
}

/// One thing in the way of sync, found by a rule.
public struct Finding: Sendable, Equatable, Codable {
    public let rule: String
    public let code: String
    public let severity: Severity
    public let table: String
    public let column: String?
    /// What is wrong, naming the objects involved.
    public let message: String
    /// What to do about it.
    public let fix: String
    public let autoFixable: Bool
    /// What a question about a possible reference rests on (`undeclared-reference`); nil for
    /// every other finding, and then left out of the JSON.
    public var evidence: Finding.Evidence? = nil

    /// `"table"."column"` or `"table"`, quoted as SQL quotes them.
    public var location: String {
        findingLocation(table, column)
    }

    // `column` is written as null when absent, not left out.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(code, forKey: .code)
        try container.encode(severity, forKey: .severity)
        try container.encode(table, forKey: .table)
        try container.encode(column, forKey: .column)
        try container.encode(message, forKey: .message)
        try container.encode(fix, forKey: .fix)
        try container.encode(autoFixable, forKey: .autoFixable)
        try container.encodeIfPresent(evidence, forKey: .evidence)
    }

    /// The same finding said otherwise, its evidence kept: what the configuration, the baseline
    /// and generate's refusals make of it.
    func replacing(severity: Severity? = nil, message: String? = nil, fix: String? = nil, autoFixable: Bool? = nil) -> Finding {
        Finding(rule: rule, code: code, severity: severity ?? self.severity, table: table, column: column, message: message ?? self.message,
                fix: fix ?? self.fix, autoFixable: autoFixable ?? self.autoFixable, evidence: evidence)
    }
}

/// What the rules look at: the schema, the data statistics, and which tables are synced.
package struct AuditInput: Sendable {
    package let schema: DatabaseSchema
    package let statistics: DataStatistics
    package let scope: ConversionScope
    /// How the app's client binds each table's keys.
    package let keyRepresentations: KeyRepresentations
    /// The tables in scope.
    let tables: [Table]
    /// How many converted foreign keys reference each table, by lowercased name.
    let convertedReferences: [String: Int]

    package init(schema: DatabaseSchema, statistics: DataStatistics, scope: ConversionScope = .init(), keyRepresentations: KeyRepresentations = .init()) {
        self.schema = schema
        self.statistics = statistics
        self.scope = scope
        self.keyRepresentations = keyRepresentations
        self.tables = schema.tables(in: scope)
        var references: [String: Int] = [:]
        for table in tables {
            for foreignKey in schema.convertedForeignKeys(of: table, in: scope) {
                references[foreignKey.parentTable.sqlFolded, default: 0] += 1
            }
        }
        self.convertedReferences = references
    }
}

/// `"table"."column"` or `"table"`: where a finding is, as findings, baselines and
/// configurations name it.
func findingLocation(_ table: String, _ column: String?) -> String {
    quoteIdentifier(table) + (column.map { "." + quoteIdentifier($0) } ?? "")
}

/// Quotes a list of column names for a message: `"a", "b"`.
func columnList(_ names: [String]) -> String {
    names.map(quoteIdentifier).joined(separator: ", ")
}
