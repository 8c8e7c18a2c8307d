import MigrationKit
import MigrationKitGRDB
import MigrationKitSync
import Testing

/// The libraries' errors are read in apps as well as in the tool: none names a command-line
/// flag (`migrationkit` adds its flags to the messages it prints). One list of every case of
/// every error the libraries below the CLI throw: the core's, the GRDB layer's and the
/// conversion's. (The refusals' own messages are checked on their examples, in
/// `ConversionRefusalExampleTests`.)
@Suite struct ErrorWordingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let error: any Error & CustomStringConvertible & Sendable
        var testDescription: String { "\(type(of: error)): \(error.description.prefix(60))" }
    }

    static let errors: [any Error & CustomStringConvertible & Sendable] = [
        // MigrationKit
        MigrationKitError.duplicateIdentifiers(["a"]), MigrationKitError.identifiersOutOfOrder(expected: ["a", "b"], actual: ["b", "a"]),
        MigrationKitError.unknownMigration("x", known: ["a"]), MigrationKitError.targetAlreadyPassed(target: "a", latestApplied: "b"),
        MigrationKitError.appliedMigrationModified(identifier: "a", sourceFile: "a.sql"),
        MigrationKitError.stepFailed(identifier: "a", direction: .apply, reason: "r"), MigrationKitError.refusedDamagedDatabase(result: ["r"]),
        MigrationKitError.verificationFailed(after: ["a"], direction: .rollback, reason: "r"), MigrationKitError.rollbackNotDefined("a"),
        MigrationKitError.rollbackMustTargetLatestApplied(latestApplied: "b", requested: "a"), MigrationKitError.rollbackStepCountMustBeNonNegative(-1),
        MigrationKitError.notEnoughAppliedMigrations(requested: 2, applied: ["a"]),
        MigrationKitError.preconditionsFailed(identifier: "a", failed: ["r"]), MigrationKitError.checkFailed(identifier: "a", check: "c"),
        // MigrationKitGRDB
        DatabaseOpeningError.databaseNotFound(path: "a.sqlite"), DatabaseOpeningError.directoryNotFound(path: "d/a.sqlite"),
        DatabaseOpeningError.notADatabase(path: "a.sqlite"), DatabaseOpeningError.databaseIsADirectory(path: "d"),
        DatabaseOpeningError.notARegularFile(path: "p", kind: "a named pipe"),
        DatabaseOpeningError.databaseCorrupt(path: "a.sqlite", detail: "d"), DatabaseOpeningError.databaseLocked(path: "a.sqlite", waitedSeconds: 1),
        DatabaseOpeningError.readOnlyDatabase(path: "a.sqlite"), DatabaseOpeningError.interruptedTransaction(path: "a.sqlite"),
        DatabaseOpeningError.cannotWriteDatabase(path: "a.sqlite", reason: "r"), DatabaseOpeningError.collationsNeedStandIn(path: "a.sqlite", names: ["unicase"]),
        DatabaseOpeningError.collationsNeedStandIn(path: "a.sqlite", names: ["a", "b"]), DatabaseOpeningError.collationUnavailable(path: "a.sqlite", name: "unicase"),
        DatabaseOpeningError.encryptionUnavailable(sqliteVersion: "3.40.1"),
        VerificationError.quickCheckFailed(result: ["r"]),
        VerificationError.foreignKeyViolations(count: 1, examples: [OrphanedRow(table: "t", rowid: 1, parent: "p")]),
        VerificationError.missingIndex(table: "t", index: "i"),
        MigrationFileError.migrationsDirectoryNotFound(path: "M"), MigrationFileError.migrationsPathIsAFile(path: "M"),
        MigrationFileError.schemaDumpInMigrations(path: "M/s.sql", directory: "M"), MigrationFileError.invalidMigrationFile(path: "M/a.sql", reason: "r"),
        MigrationFileError.cannotWriteFile(path: "f", reason: "r"),
        // MigrationKitSync
        ConversionError.refused([]), ConversionError.pending(files: [PendingConversion(path: "M/a.sql", tables: ["t"])]),
        ConversionError.pending(files: [PendingConversion(path: "M/a.sql", tables: []), PendingConversion(path: "M/b.sql", tables: ["u"])]),
        ConversionError.invalidReference(ColumnPath(table: "t", column: "c"), declared: nil, reason: "r"),
        ConversionError.invalidReference(ColumnPath(table: "t", column: "c"), declared: ReferenceDeclaration(table: "t", column: "c", parentTable: "p"), reason: "r"),
        ConversionError.invalidPolymorphicReference(PolymorphicReference(table: "t", column: "c", typeColumn: "k", parents: ["0": ColumnPath(table: "p", column: "id")]), reason: "r"),
        ConversionError.unknownTables(["a", "b"]), ConversionError.noTransaction, ConversionError.foreignKeysOn, ConversionError.uuidFunctionMissing,
        ConversionError.checkFailed(check: "c", table: "t"), ConversionError.notEnoughSpace(path: "a.sqlite", needed: 2, available: 1),
    ]

    @Test(arguments: errors.map(Case.init))
    func namesNoFlag(_ case: Case) {
        #expect(!`case`.error.description.contains(" --"), "\(`case`.error.description)")
    }
}
