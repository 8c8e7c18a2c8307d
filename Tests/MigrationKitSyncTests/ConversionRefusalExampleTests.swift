import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Every refusal's examples, planned with its example options: each refusing example is refused
/// with its id, each accepted one is not; where an audit rule reports the same thing, it
/// reports every refusing example too (the two share their predicate).
@Suite struct ConversionRefusalExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let refusal: ConversionRefusal
        let sql: String
        let refused: Bool
        var testDescription: String { "\(refusal.id) \(refused ? "refuses" : "accepts") \(sql.prefix(60))" }
    }

    static let examples: [Example] = ConversionRefusal.all.flatMap { refusal in
        refusal.refusingExamples.map { Example(refusal: refusal, sql: $0, refused: true) }
            + refusal.acceptedExamples.map { Example(refusal: refusal, sql: $0, refused: false) }
    }

    @Test(arguments: examples)
    func example(_ example: Example) throws {
        let directory = try TemporaryDirectory()
        let db = try auditableDatabase(example.sql, in: directory)
        let reasons = try Self.refusals(db, options: example.refusal.exampleOptions)
        let fired = reasons.filter { $0.refusal == example.refusal.id }
        if example.refused {
            #expect(!fired.isEmpty, "expected \(example.refusal.id) on:\n\(example.sql)\ngot: \(reasons.map(\.refusal))")
            // Library refusals name options as Swift does: never a command-line flag.
            #expect(fired.allSatisfy { !$0.message.contains(" --") }, "\(fired.map(\.message))")
            if let rule = example.refusal.auditRule {
                let report = try db.read { try SyncReadinessAnalyzer().audit($0) }
                #expect(report.findings.contains { $0.rule == rule }, "\(rule) should report what \(example.refusal.id) refuses:\n\(example.sql)")
            }
        } else {
            #expect(fired.isEmpty, "did not expect \(example.refusal.id) on:\n\(example.sql)\ngot: \(fired.map(\.message))")
        }
    }

    /// Every reason in one run: a database holding a refusing example twice (the second with
    /// its tables, indexes and triggers renamed) is refused for both copies, so a user never
    /// fixes one to meet the next. (One reason may name both copies, as a cycle between tables
    /// does.)
    @Test(arguments: examples.filter { $0.refused && !["reference-left-out", "undeclared-reference"].contains($0.refusal.id) })
    func everyReasonIsReportedInOneRun(_ example: Example) throws {
        // Not here: reference-left-out's example options leave out one table by name, not its
        // copy; undeclared-reference's evidence is in names, which the copy changes (its
        // questions come in one refusal: UndeclaredReferenceTests, Guides/UndeclaredRelations.md).
        let directory = try TemporaryDirectory()
        let db = try auditableDatabase(example.sql, in: directory)
        let names = try db.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'") }
        var renamed = example.sql
        for name in names {
            renamed = renamed.replacingOccurrences(of: "\"\(name)\"", with: "\"\(name)_b\"")
        }
        let once = try Self.refusals(db, options: example.refusal.exampleOptions).filter { $0.refusal == example.refusal.id }
        let twice = try Self.refusals(try auditableDatabase(example.sql + "\n" + renamed, in: directory, name: "twice.sqlite"), options: example.refusal.exampleOptions)
            .filter { $0.refusal == example.refusal.id }
        for reason in once {
            let copy = reason.message.replacingOccurrences(of: "\"\(reason.table)\"", with: "\"\(reason.table)_b\"")
            #expect(twice.contains(reason) || twice.contains { $0.message.contains("\"\(reason.table)\"") }, "\(example.refusal.id): \(reason.message) is missing from \(twice.map(\.message))")
            #expect(twice.contains { $0.message == copy || $0.message.contains("\"\(reason.table)_b\"") }, "\(example.refusal.id): the copy of \(reason.message) is missing from \(twice.map(\.message))")
        }
    }

    /// The reasons `Conversion.propose` refuses `db` for; none when it proposes plans.
    static func refusals(_ db: DatabaseQueue, options: ConversionOptions) throws -> [RefusalReason] {
        do {
            _ = try db.read { db in try Conversion.propose(for: db, schema: SchemaIntrospector.read(db), options: options) }
            return []
        } catch ConversionError.refused(let reasons) {
            #expect(reasons == reasons.sorted(), "reasons come sorted")
            return reasons
        }
    }

    @Test func everyRefusalHasExamplesOfBothKindsOrSaysWhyNot() {
        for refusal in ConversionRefusal.all {
            if let why = refusal.noExampleBecause {
                #expect(refusal.refusingExamples.isEmpty && !why.isEmpty, "\(refusal.id) has examples and says it cannot")
            } else {
                #expect(!refusal.refusingExamples.isEmpty, "\(refusal.id) has no refusing example")
                #expect(!refusal.acceptedExamples.isEmpty, "\(refusal.id) has no accepted example")
            }
        }
    }

    @Test func idsAreUniqueAndStable() {
        // Apps match on these ids (RefusalReason.refusal): changing one is a breaking change.
        #expect(ConversionRefusal.all.map(\.id) == [
            "multi-column-reference", "composite-reference-half-converted", "reference-left-out", "hidden-rowid",
            "generated-from-converted-key", "uncheckable-foreign-keys", "uniqueness-referenced",
            "fts-content-rowid", "unconvertible-key-value", "null-key", "orphaned-rows", "not-null-orphans",
            "orphan-deletion-cycle", "without-rowid-self-reference", "undeclared-reference", "taken-back-value",
            "converted-default", "same-uuid-twice", "undeclared-text-reference", "blob-key-representation", "unreadable-statement", "rehearsal-failed", "check-failed",
        ])
        #expect(Set(ConversionRefusal.all.map(\.id)).count == ConversionRefusal.all.count)
        let rules = Set(SyncRule.all.map(\.id))
        #expect(ConversionRefusal.all.compactMap(\.auditRule).allSatisfy(rules.contains))
    }
}
