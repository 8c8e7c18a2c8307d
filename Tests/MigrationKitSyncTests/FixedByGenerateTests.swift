import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// The audit's "fixed by generate" is what `generate` does, on every fixture database and every
/// example of the refusal catalog: where the conversion is proposed, each finding marked fixed
/// is gone from the converted schema and each key finding not marked is still there; where it
/// is refused for a reason the audit reports nowhere else, no finding of that table is marked.
@Suite struct FixedByGenerateTests {
    static let fixtures: [String] = ["reminders.sql"]
        + ["CoreData", "Relations", "Shapes"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.path(folder))) ?? [])
                .filter { $0.hasSuffix(".sql") }.sorted().map { "\(folder)/\($0)" }
        }

    static let keyRules: Set<String> = [SyncRule.integerPrimaryKey.id, SyncRule.missingPrimaryKey.id, SyncRule.compositePrimaryKey.id]

    @Test(arguments: fixtures)
    func onEveryFixture(_ fixture: String) throws {
        // Loaded as the app loads it, with SQLite's default of no foreign key enforcement
        // (Android's contacts2.db declares REFERENCES to a table it never creates), and the
        // recursive triggers of the SQLite it ran on: off (sakila's "touch" triggers fire
        // themselves for ever otherwise).
        try compare("PRAGMA foreign_keys = OFF;\nPRAGMA recursive_triggers = OFF;\n" + (try Fixtures.text(fixture)), named: fixture)
    }

    @Test(arguments: ConversionRefusal.all.flatMap { refusal in refusal.refusingExamples.map { (refusal.id, $0) } })
    func onEveryRefusingExample(_ refusal: String, _ sql: String) throws {
        try compare(sql, named: refusal)
    }

    /// Every case compares something: a key finding with what generate does to it, a refusal
    /// with the findings of its table, or, where the audit has no key finding, that generate
    /// plans nothing. (Regression: a case with neither ran no expectation at all.)
    func compare(_ sql: String, named name: String) throws {
        let directory = try TemporaryDirectory()
        let db = try auditableDatabase(sql, in: directory)
        let audit = try db.read { try SyncReadinessAnalyzer().audit($0) }
        let keyFindings = audit.findings.filter { Self.keyRules.contains($0.rule) }
        var options = ConversionOptions()
        options.optionNames = .commandLine
        var compared = 0
        do {
            let proposal = try db.read { try Conversion.propose(for: $0, schema: SchemaIntrospector.read($0), options: options) }
            let after = SyncReadinessAnalyzer().analyze(AuditInput(schema: proposal.schemaAfter, statistics: .schemaOnly)).findings
            func isStill(_ finding: Finding) -> Bool {
                after.contains { $0.rule == finding.rule && $0.table == finding.table && $0.column == finding.column }
            }
            for finding in keyFindings {
                compared += 1
                #expect(finding.autoFixable == !isStill(finding), "\(name): \(finding.location) [\(finding.rule)] marked \(finding.autoFixable ? "fixed" : "not fixed") by generate, which \(isStill(finding) ? "leaves" : "fixes") it")
            }
            if keyFindings.isEmpty {
                compared += 1
                #expect(proposal.plans.isEmpty, "\(name): the audit finds no key to fix, and generate plans \(proposal.plans.flatMap(\.tables).map(\.table))")
            }
        } catch ConversionError.refused(let reasons) {
            let reported = Set(ConversionRefusal.all.filter { $0.auditRule != nil }.map(\.id))
            for reason in reasons {
                compared += 1
                if reported.contains(reason.refusal) {
                    // Reported by the audit too: under the rule the catalog names, on that table.
                    let rule = ConversionRefusal.all.first { $0.id == reason.refusal }?.auditRule
                    #expect(reason.table.isEmpty || audit.findings.contains { $0.rule == rule && $0.table.lowercased() == reason.table.lowercased() },
                            "\(name): generate refuses \(reason.table) (\(reason.refusal)), and the audit reports no \(rule ?? "") finding there")
                } else {
                    // Nor of a table it names: a parent a child's foreign key stops from being
                    // converted (its reason names it, and carries it in `tables`).
                    let named = keyFindings.filter { reason.message.contains(quoteIdentifier($0.table)) && !reason.standsInTheWay(of: $0.table) }
                    #expect(named.isEmpty, "\(name): the reason \(reason.refusal) names \(named.map(\.table)) in its message but not in its tables")
                    let marked = keyFindings.filter { $0.autoFixable && reason.standsInTheWay(of: $0.table) }
                    #expect(marked.isEmpty, "\(name): generate refuses \(reason.tables) (\(reason.refusal)), and the audit marks \(marked.map(\.location)) fixed by generate")
                }
            }
        }
        #expect(compared > 0, "\(name): nothing was compared")
    }
}
