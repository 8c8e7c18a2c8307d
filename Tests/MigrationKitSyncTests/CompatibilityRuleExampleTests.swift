import Foundation
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Every compatibility rule's examples, as its documentation shows them: each triggering pair
/// of schemas triggers it, each non-triggering pair does not. The schemas are read the way
/// `migrationkit diff` reads a schema script.
@Suite struct CompatibilityRuleExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let rule: String
        let old: String
        let new: String
        let triggers: Bool
        var testDescription: String { "\(rule) \(triggers ? "triggers on" : "ignores") \(new.prefix(60))" }
    }

    static let examples: [Example] = CompatibilityRule.all.flatMap { rule in
        rule.triggeringExamples.map { Example(rule: rule.id, old: $0.old, new: $0.new, triggers: true) }
            + rule.nonTriggeringExamples.map { Example(rule: rule.id, old: $0.old, new: $0.new, triggers: false) }
    }

    @Test(arguments: examples)
    func example(_ example: Example) throws {
        let directory = try TemporaryDirectory()
        // An empty schema is written as schema-dump writes one, its header line alone: a script
        // without a statement is refused as nothing to read.
        func script(_ sql: String) -> String { sql.isEmpty ? "-- migrationkit:schema-dump\n" : sql }
        let old = try directory.write("old.sql", script(example.old)), new = try directory.write("new.sql", script(example.new))
        let report = CompatibilityRule.compare(try SchemaSource.read(old), try SchemaSource.read(new))
        let fired = report.findings.filter { $0.rule == example.rule }
        if example.triggers {
            #expect(!fired.isEmpty, "expected \(example.rule) from:\n\(example.old)\nto:\n\(example.new)\ngot: \(report.findings.map(\.rule))")
        } else {
            #expect(fired.isEmpty, "did not expect \(example.rule) from:\n\(example.old)\nto:\n\(example.new)\ngot: \(fired.map(\.message))")
        }
    }

    @Test func idsAndCodesAreUniqueAndStable() {
        #expect(CompatibilityRule.all.map(\.id) == [
            "table-removed", "table-renamed", "column-removed", "column-renamed", "column-type-changed",
            "not-null-added-without-default", "primary-key-changed", "unique-constraint-added", "foreign-key-action-changed",
        ])
        #expect(CompatibilityRule.all.map(\.code) == (201...209).map { "MK\($0)" })
        // One namespace with the audit's rules: a configuration or a baseline names either.
        #expect(Set(CompatibilityRule.all.map(\.id)).isDisjoint(with: SyncRule.all.map(\.id)))
        #expect(Set(CompatibilityRule.all.map(\.code)).isDisjoint(with: SyncRule.all.map(\.code)))
        for rule in CompatibilityRule.all {
            #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty, "\(rule.id)")
        }
    }
}
