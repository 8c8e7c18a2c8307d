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
        .notEnoughAppliedMigrations(requested: 2, applied: ["a"]), .quickCheckFailed(result: ["r"]),
        .foreignKeyViolations(count: 1, examples: [OrphanedRow(table: "t", rowid: 1, parent: "p")]),
        .missingIndex(table: "t", index: "i"), .databaseNotFound(path: "a.sqlite"), .directoryNotFound(path: "d/a.sqlite"),
        .notADatabase(path: "a.sqlite"), .databaseIsADirectory(path: "d"), .notARegularFile(path: "p", kind: "a named pipe"),
        .databaseCorrupt(path: "a.sqlite", detail: "d"), .databaseLocked(path: "a.sqlite", waitedSeconds: 1),
        .readOnlyDatabase(path: "a.sqlite"), .interruptedTransaction(path: "a.sqlite"),
        .cannotWriteDatabase(path: "a.sqlite", reason: "r"), .collationsNeedStandIn(path: "a.sqlite", names: ["unicase"]),
        .collationsNeedStandIn(path: "a.sqlite", names: ["a", "b"]), .collationUnavailable(path: "a.sqlite", name: "unicase"),
        .encryptionUnavailable(sqliteVersion: "3.40.1"), .migrationsDirectoryNotFound(path: "M"),
        .migrationsPathIsAFile(path: "M"), .schemaDumpInMigrations(path: "M/s.sql", directory: "M"),
        .invalidMigrationFile(path: "M/a.sql", reason: "r"), .cannotWriteFile(path: "f", reason: "r"),
        .preconditionsFailed(identifier: "a", failed: ["r"]), .checkFailed(identifier: "a", check: "c"),
    ]

    @Test(arguments: errors)
    func namesNoFlag(_ error: MigrationKitError) {
        #expect(!error.description.contains(" --"), "\(error.description)")
    }
}
