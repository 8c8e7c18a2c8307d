import GRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Every rule's examples, as its documentation shows them: each triggering example triggers
/// it, each non-triggering one does not.
@Suite struct SyncRuleExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let rule: String
        let sql: String
        let triggers: Bool
        var testDescription: String { "\(rule) \(triggers ? "triggers on" : "ignores") \(sql.prefix(60))" }
    }

    static let examples: [Example] = SyncRule.all.flatMap { rule in
        rule.triggeringExamples.map { Example(rule: rule.id, sql: $0, triggers: true) }
            + rule.nonTriggeringExamples.map { Example(rule: rule.id, sql: $0, triggers: false) }
    }

    @Test(arguments: examples)
    func example(_ example: Example) throws {
        let directory = try TemporaryDirectory()
        let db = try auditableDatabase(example.sql, in: directory)
        let report = try db.read { try SyncReadinessAnalyzer().audit($0) }
        let fired = report.findings.filter { $0.rule == example.rule }
        if example.triggers {
            #expect(!fired.isEmpty, "expected \(example.rule) on:\n\(example.sql)\ngot: \(report.findings.map(\.rule))")
        } else {
            #expect(fired.isEmpty, "did not expect \(example.rule) on:\n\(example.sql)\ngot: \(fired.map(\.message))")
        }
    }

    @Test func everyRuleHasExamplesOfBothKinds() {
        for rule in SyncRule.all {
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    @Test func idsAndCodesAreUniqueAndStable() {
        #expect(Set(SyncRule.all.map(\.id)).count == SyncRule.all.count)
        #expect(Set(SyncRule.all.map(\.code)).count == SyncRule.all.count)
        // CI scripts match on these ids: changing one is a breaking change.
        #expect(SyncRule.all.map(\.id) == [
            "integer-primary-key", "missing-primary-key", "composite-primary-key", "nullable-primary-key",
            "unique-constraint", "foreign-key-action", "foreign-key-cycle", "foreign-key-target",
            "invalid-table-name", "reserved-column-name", "not-null-without-default", "undeclared-reference",
            "fts-content-rowid", "primary-key-without-default", "integer-literal-comparison", "core-data-store", "core-data-plain-relation",
            "unconvertible-key-value", "orphaned-rows", "invalid-record-name", "mixed-uuid-format",
            "zero-prefix-key", "stale-reference", "key-representation",
        ])
        #expect(SyncRule.all.map(\.code) == [
            "MK001", "MK002", "MK003", "MK004", "MK005", "MK006", "MK007", "MK008", "MK009", "MK010",
            "MK011", "MK012", "MK013", "MK014", "MK015", "MK016", "MK017", "MK101", "MK102", "MK103", "MK104",
            "MK105", "MK106", "MK107",
        ])
    }
}
