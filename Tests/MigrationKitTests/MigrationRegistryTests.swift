import MigrationKit
import Testing

/// A step whose database is irrelevant: the registry never runs anything.
private func step(_ identifier: String) -> MigrationStep<Void> {
    MigrationStep(identifier: identifier, apply: { _ in })
}

@Suite struct MigrationRegistryTests {
    @Test func acceptsUniqueOrderedSteps() throws {
        let registry = try MigrationRegistry(steps: [step("0001_a"), step("0002_b"), step("0010_c")])
        #expect(registry.identifiers == ["0001_a", "0002_b", "0010_c"])
        #expect(registry.step("0002_b")?.identifier == "0002_b")
        #expect(registry.step("0003") == nil)
    }

    @Test func rejectsDuplicatesListingEachOnce() {
        let steps = ["0001_a", "0002_b", "0001_a", "0002_b", "0001_a", "0003_c"].map(step)
        #expect(throws: MigrationKitError.duplicateIdentifiers(["0001_a", "0002_b"])) {
            try MigrationRegistry(steps: steps)
        }
        let error = MigrationKitError.duplicateIdentifiers(["0001_a", "0002_b"])
        #expect(error.description == #"duplicate migration identifiers: "0001_a", "0002_b". Give each step its own identifier."#)
    }

    @Test func duplicatesAreRejectedEvenWithoutOrderEnforcement() {
        #expect(throws: MigrationKitError.duplicateIdentifiers(["b"])) {
            try MigrationRegistry(steps: ["b", "a", "b"].map(step), enforceLexicographicOrder: false)
        }
    }

    @Test func rejectsMisorderedListingBothOrders() {
        let steps = ["0002_b", "0001_a", "0003_c"].map(step)
        let expected = MigrationKitError.identifiersOutOfOrder(
            expected: ["0001_a", "0002_b", "0003_c"], actual: ["0002_b", "0001_a", "0003_c"])
        #expect(throws: expected) { try MigrationRegistry(steps: steps) }
        #expect(expected.description == """
            migration identifiers are not in lexicographic order: "0002_b", "0001_a", "0003_c"; \
            expected "0001_a", "0002_b", "0003_c". Rename the steps so that their order sorts, \
            or pass enforceLexicographicOrder: false.
            """)
    }

    @Test func orderIsLexicographicNotNumeric() {
        // "10" sorts before "9": the reason identifiers carry zero-padded prefixes.
        #expect(throws: MigrationKitError.self) { try MigrationRegistry(steps: ["9_a", "10_b"].map(step)) }
    }

    @Test func orderEnforcementCanBeTurnedOff() throws {
        let registry = try MigrationRegistry(steps: ["b", "a"].map(step), enforceLexicographicOrder: false)
        #expect(registry.identifiers == ["b", "a"])
    }

    @Test func errorDescriptionsNameWhatIsInvolved() {
        #expect(MigrationKitError.unknownMigration("0009_x", known: ["0001_a"]).description
            == #"no migration named "0009_x"; known migrations: "0001_a"."#)
        #expect(MigrationKitError.rollbackNotDefined("0002_b").description
            == #"migration "0002_b" has no rollback; it cannot be undone."#)
        #expect(MigrationKitError.rollbackMustTargetLatestApplied(latestApplied: "0003_c", requested: "0002_b").description
            == #"only the latest applied migration can be rolled back: requested "0002_b", latest applied is "0003_c"."#)
    }
}
