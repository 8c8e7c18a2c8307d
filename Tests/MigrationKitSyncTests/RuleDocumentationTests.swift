import Foundation
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// `Guides/Rules/` is what the rule values generate. When a rule changes, regenerate with
/// `MIGRATIONKIT_WRITE_RULE_DOCS=1 swift test --filter RuleDocumentationTests` and commit.
@Suite struct RuleDocumentationTests {
    static let rulesDirectory = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("Guides/Rules")
    static let writing = ProcessInfo.processInfo.environment["MIGRATIONKIT_WRITE_RULE_DOCS"] == "1"

    func check(_ name: String, _ expected: String, in directory: URL = Self.rulesDirectory) throws {
        let url = directory.appendingPathComponent(name)
        if Self.writing {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(expected.utf8).write(to: url)
        }
        let actual = try? String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(url.path) is stale: run MIGRATIONKIT_WRITE_RULE_DOCS=1 swift test --filter RuleDocumentationTests")
    }

    /// `Guides/Refusals.md`, from the ``ConversionRefusal`` catalog.
    @Test func refusalCatalogIsCurrent() throws {
        try check("Refusals.md", RuleDocumentation.refusalCatalog(messages: try Self.catalogMessages()), in: Self.rulesDirectory.deletingLastPathComponent())
    }

    /// By refusal id, the reasons of its kind the planner gives for its first refusing example,
    /// with the example's options named as on the command line.
    static func catalogMessages() throws -> [String: [String]] {
        var messages: [String: [String]] = [:]
        for refusal in ConversionRefusal.all {
            guard let example = refusal.refusingExamples.first else { continue }
            let directory = try TemporaryDirectory()
            var options = refusal.exampleOptions
            options.optionNames = .commandLine
            let reasons = try ConversionRefusalExampleTests.refusals(try auditableDatabase(example, in: directory), options: options)
            messages[refusal.id] = reasons.filter { $0.refusal == refusal.id }.map(\.message)
        }
        return messages
    }

    @Test func indexIsCurrent() throws {
        try check("README.md", RuleDocumentation.index())
    }

    /// Every rule says what SyncEngine does with what it finds (its page and the index's column).
    @Test(arguments: SyncRule.all.map(\.id))
    func everyRuleIsComparedWithSyncEngine(_ id: String) throws {
        let rule = try #require(SyncRule.rule(id))
        #expect(rule.syncEngine != nil, "\(id): no SyncEngineCheck; add one to SyncEngineCheck.byRule")
    }

    @Test(arguments: SyncRule.all.map(\.id))
    func pageIsCurrent(_ id: String) throws {
        let rule = try #require(SyncRule.rule(id))
        try check(RuleDocumentation.fileName(of: rule), RuleDocumentation.page(for: rule))
    }

    @Test(arguments: CompatibilityRule.all.map(\.id))
    func compatibilityPageIsCurrent(_ id: String) throws {
        let rule = try #require(CompatibilityRule.all.first { $0.id == id })
        try check(RuleDocumentation.fileName(of: rule), RuleDocumentation.page(for: rule))
    }

    @Test func noPageForARuleThatIsGone() throws {
        let pages = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.rulesDirectory.path)) ?? [])
        let expected = Set(SyncRule.all.map(RuleDocumentation.fileName) + CompatibilityRule.all.map(RuleDocumentation.fileName) + ["README.md"])
        #expect(pages.subtracting(expected).isEmpty, "remove \(pages.subtracting(expected).sorted()) from Guides/Rules")
    }
}
