import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

@Suite struct GRDBMigrationVerifierTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("app.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT);
            CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER REFERENCES lists(id), body TEXT);
            CREATE INDEX items_listID ON items(listID);
            INSERT INTO lists VALUES (1, 'a');
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
            INSERT INTO items SELECT i, 1, printf('%.200c', 'x') FROM n;
            """)
    }

    func open() throws -> DatabaseQueue {
        try openDatabase(DatabaseConnectionOptions(path: path, access: .readWrite))
    }

    @Test func healthyDatabasePasses() throws {
        let verifier = GRDBMigrationVerifier(requiredIndexes: [RequiredIndexSpec(table: "ITEMS", index: "Items_ListID")])
        try open().read(verifier.verify)
    }

    @Test func overwrittenPagesFailQuickCheck() throws {
        // Table and index b-tree pages become garbage while page 1 (the schema) stays readable.
        try overwritePages(of: path, count: 3)

        #expect {
            try open().read(GRDBMigrationVerifier().verifyIntegrity)
        } throws: { error in
            guard case .quickCheckFailed(let result) = error as? VerificationError else { return false }
            return !result.isEmpty && result != ["ok"]
        }
    }

    @Test func orphansFailTheForeignKeyCheck() throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        try DatabaseQueue(path: path, configuration: configuration).write { db in
            try db.execute(sql: "INSERT INTO items VALUES (5001, 7, ''), (5002, 8, '')")
        }
        #expect(throws: VerificationError.foreignKeyViolations(count: 2, examples: [
            OrphanedRow(table: "items", rowid: 5001, parent: "lists"),
            OrphanedRow(table: "items", rowid: 5002, parent: "lists"),
        ])) {
            try open().read(GRDBMigrationVerifier().verifyForeignKeys)
        }
    }

    @Test func missingRequiredIndexIsNamed() throws {
        let verifier = GRDBMigrationVerifier(requiredIndexes: [
            RequiredIndexSpec(table: "items", index: "items_listID"),
            RequiredIndexSpec(table: "lists", index: "items_listID"),  // exists, but on another table
        ])
        #expect(throws: VerificationError.missingIndex(table: "lists", index: "items_listID")) {
            try open().read(verifier.verifyRequiredIndexes)
        }
    }

    /// Moved with the cases from `MigrationRegistryTests.errorDescriptionsNameWhatIsInvolved`.
    @Test func errorDescriptionsNameWhatIsInvolved() {
        #expect(VerificationError.missingIndex(table: "reminders", index: "reminders_on_listID").description
            == #"required index "reminders_on_listID" on table "reminders" is missing."#)
        #expect(VerificationError.foreignKeyViolations(count: 7, examples: [
            OrphanedRow(table: "reminders", rowid: 4, parent: "lists"),
            OrphanedRow(table: "tags\"x", rowid: nil, parent: "t"),
        ]).description == #"7 foreign key violations: "reminders" rowid 4 → missing parent in "lists", "tags""x" → missing parent in "t", …"#)
    }

    @Test func reportRunsEveryCheck() throws {
        let runner = try GRDBMigrationRunner(steps: [])
        let report = try runner.verificationReport(
            in: open(), additionalRequiredIndexes: [RequiredIndexSpec(table: "items", index: "nope")])
        #expect(report == VerificationReport(checks: [
            .init(name: "quick_check", failure: nil),
            .init(name: "foreign_key_check", failure: nil),
            .init(name: #"index "nope" on "items""#, failure: #"required index "nope" on table "items" is missing."#),
        ]))
        #expect(!report.passed)
    }
}
