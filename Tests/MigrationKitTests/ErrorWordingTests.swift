import MigrationKit
import Testing

/// The libraries' errors are read in apps as well as in the tool: none names a command-line
/// flag (`migrationkit` adds its flags to the messages it prints).
@Suite struct ErrorWordingTests {
    static let errors: [MigrationKitError] = [
        .duplicateIdentifiers(["a"]), .identifiersOutOfOrder(expected: ["a", "b"], actual: ["b", "a"]),
        .unknownMigration("x", known: ["a"]), .targetAlreadyPassed(target: "a", latestApplied: "b"),
        .appliedMigrationModified(identifier: "a", sourceFile: "a.sql"),
        .stepFailed(identifier: "a", direction: .apply, reason: "r"), .refusedDamagedDatabase(result: ["r"]),
        .verificationFailed(after: ["a"], direction: .rollback, reason: "r"), .rollbackNotDefined("a"),
        .rollbackMustTargetLatestApplied(latestApplied: "b", requested: "a"), .rollbackStepCountMustBeNonNegative(-1),
        .notEnoughAppliedMigrations(requested: 2, applied: ["a"]),
        .preconditionsFailed(identifier: "a", failed: ["r"]), .checkFailed(identifier: "a", check: "c"),
    ]

    @Test(arguments: errors)
    func namesNoFlag(_ error: MigrationKitError) {
        #expect(!error.description.contains(" --"), "\(error.description)")
    }
}
