import MigrationKitGRDB
import Testing

/// The errors of the GRDB layer are read in apps as well as in the tool: none names a
/// command-line flag (`migrationkit` adds its flags to the messages it prints), as
/// `MigrationKitTests.ErrorWordingTests` checks for the core's.
@Suite struct ErrorWordingTests {
    static let openingErrors: [DatabaseOpeningError] = [
        .databaseNotFound(path: "a.sqlite"), .directoryNotFound(path: "d/a.sqlite"),
        .notADatabase(path: "a.sqlite"), .databaseIsADirectory(path: "d"), .notARegularFile(path: "p", kind: "a named pipe"),
        .databaseCorrupt(path: "a.sqlite", detail: "d"), .databaseLocked(path: "a.sqlite", waitedSeconds: 1),
        .readOnlyDatabase(path: "a.sqlite"), .interruptedTransaction(path: "a.sqlite"),
        .cannotWriteDatabase(path: "a.sqlite", reason: "r"), .collationsNeedStandIn(path: "a.sqlite", names: ["unicase"]),
        .collationsNeedStandIn(path: "a.sqlite", names: ["a", "b"]), .collationUnavailable(path: "a.sqlite", name: "unicase"),
        .encryptionUnavailable(sqliteVersion: "3.40.1"),
    ]

    static let verificationErrors: [VerificationError] = [
        .quickCheckFailed(result: ["r"]),
        .foreignKeyViolations(count: 1, examples: [OrphanedRow(table: "t", rowid: 1, parent: "p")]),
        .missingIndex(table: "t", index: "i"),
    ]

    static let fileErrors: [MigrationFileError] = [
        .migrationsDirectoryNotFound(path: "M"), .migrationsPathIsAFile(path: "M"),
        .schemaDumpInMigrations(path: "M/s.sql", directory: "M"), .invalidMigrationFile(path: "M/a.sql", reason: "r"),
        .cannotWriteFile(path: "f", reason: "r"),
    ]

    @Test(arguments: openingErrors)
    func openingErrorNamesNoFlag(_ error: DatabaseOpeningError) {
        #expect(!error.description.contains(" --"), "\(error.description)")
    }

    @Test(arguments: verificationErrors)
    func verificationErrorNamesNoFlag(_ error: VerificationError) {
        #expect(!error.description.contains(" --"), "\(error.description)")
    }

    @Test(arguments: fileErrors)
    func fileErrorNamesNoFlag(_ error: MigrationFileError) {
        #expect(!error.description.contains(" --"), "\(error.description)")
    }
}
