import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Conversion files as migrations: `SQLMigrationFiles` reads them through the
/// `.conversion` file kind that MigrationKitSync defines.
@Suite struct ConversionFileTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    func sqlStep(_ identifier: String, _ text: String) throws -> MigrationStep<Database> {
        try SQLMigrationFiles.step(identifier: identifier, sourceFile: "\(identifier).sql", text: text, kinds: [.conversion])
    }

    /// Regression: a conversion's prechecks run against another database threw GRDB's error,
    /// with every precheck query after the failing one, and no migration named.
    @Test func aPrecheckThatCannotRunIsAFailedCheck() throws {
        let step = try sqlStep("0001_convert_lists", """
            -- migrationkit:conversion
            -- migrationkit:prechecks
            SELECT 'in "lists", its keys are integers' WHERE EXISTS (SELECT 1 FROM "lists" WHERE typeof("id") != 'integer');
            SELECT 'in "items", its keys are integers' WHERE EXISTS (SELECT 1 FROM "items" WHERE typeof("id") != 'integer');
            -- migrationkit:apply
            DROP TABLE "lists";
            """)
        let db = try DatabaseQueue(path: directory.path("app.sqlite"))
        let expected = MigrationKitError.preconditionsFailed(
            identifier: "0001_convert_lists",
            failed: [#"in "lists", its keys are integers: SQLite error 1: no such table: lists"#],
            statement: #"SELECT 'in "lists", its keys are integers' WHERE EXISTS (SELECT 1 FROM "lists" WHERE typeof("id") != 'integer')"#)
        #expect(throws: expected) { try GRDBMigrationRunner(steps: [step]).migrate(in: db) }
        #expect(expected.description == """
            migration "0001_convert_lists" was not applied, and nothing was changed: these checks failed:
              - in "lists", its keys are integers: SQLite error 1: no such table: lists
            """)
    }

    /// A mistyped directive in a conversion file is named, with the ones it could have meant.
    @Test func aMistypedDirectiveIsRefused() throws {
        #expect(throws: MigrationFileError.invalidMigrationFile(
            path: "0001.sql", reason: #"line 2: "--migrationkit:aply" is not a marker; write -- migrationkit:prechecks or -- migrationkit:end-by-hand or -- migrationkit:conversion or -- migrationkit:by-hand or -- migrationkit:apply exactly"#)) {
            try sqlStep("0001", "-- migrationkit:conversion\n--migrationkit:aply\nSELECT 1;\n")
        }
    }

    /// Without the conversion kind, a conversion file is refused rather than run as plain SQL
    /// (its prechecks would then run inside the migration, and their failures be ignored).
    @Test func aConversionFileNeedsItsKind() throws {
        #expect(throws: MigrationFileError.invalidMigrationFile(
            path: "0001.sql", reason: #"line 1: "-- migrationkit:conversion" marks a kind of migration file this loader was not given (SQLMigrationFiles.FileKind)"#)) {
            try SQLMigrationFiles.step(identifier: "0001", sourceFile: "0001.sql", text: "-- migrationkit:conversion\n-- migrationkit:apply\nSELECT 1;\n")
        }
    }
}
