import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

@Suite struct RollbackTests {
    let directory: TemporaryDirectory
    let db: DatabaseQueue

    init() throws {
        directory = try TemporaryDirectory()
        db = try openDatabase(DatabaseConnectionOptions(path: directory.path("app.sqlite"), access: .readWriteCreate))
    }

    func sqlStep(_ identifier: String, _ up: String, down: String? = nil) -> MigrationStep<Database> {
        var rollback: (@Sendable (Database) throws -> Void)?
        if let down { rollback = { db in try db.execute(sql: down) } }
        return MigrationStep(identifier: identifier, apply: { db in try db.execute(sql: up) }, rollback: rollback)
    }

    /// A rollback that rebuilds a parent table (create new, copy, drop old, rename) must not
    /// cascade-delete the rows of an ON DELETE CASCADE child: with foreign keys on, the DROP
    /// of the old parent would delete every child row, and no foreign key violation would be
    /// left behind to notice it.
    @Test func rollbackRebuildingAParentKeepsCascadeChildren() throws {
        let rebuildParent = """
            CREATE TABLE "new_lists" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL);
            INSERT INTO "new_lists" ("id", "title") SELECT "id", "title" FROM "lists";
            DROP TABLE "lists";
            ALTER TABLE "new_lists" RENAME TO "lists";
            """
        let runner = try GRDBMigrationRunner(steps: [
            sqlStep("0001_schema", """
                CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL);
                CREATE TABLE "items" ("id" INTEGER PRIMARY KEY,
                  "listID" INTEGER NOT NULL REFERENCES "lists"("id") ON DELETE CASCADE);
                INSERT INTO "lists" VALUES (1, 'a'), (2, 'b');
                INSERT INTO "items" VALUES (10, 1), (11, 1), (12, 2);
                """),
            sqlStep("0002_add_color", """
                ALTER TABLE "lists" ADD COLUMN "color" INTEGER NOT NULL DEFAULT 0;
                """, down: rebuildParent),
        ])
        try runner.migrate(in: db)
        #expect(try db.read { try Bool.fetchOne($0, sql: "PRAGMA foreign_keys") } == true)

        #expect(try runner.rollbackLastMigration(in: db) == "0002_add_color")
        #expect(try db.read { try Int.fetchAll($0, sql: "SELECT id FROM items ORDER BY id") } == [10, 11, 12])
        #expect(try db.read { try $0.columns(in: "lists").map(\.name) } == ["id", "title"])
        #expect(try db.read { try Bool.fetchOne($0, sql: "PRAGMA foreign_keys") } == true)
    }

    @Test func rollsBackSeveralLatestFirst() throws {
        let runner = try GRDBMigrationRunner(steps: [
            sqlStep("1", "CREATE TABLE a (x)", down: "DROP TABLE a"),
            sqlStep("2", "CREATE TABLE b (x)", down: "DROP TABLE b"),
            sqlStep("3", "CREATE TABLE c (x)", down: "DROP TABLE c"),
        ])
        try runner.migrate(in: db)
        #expect(try runner.rollbackMigrations(in: db, steps: 2) == ["3", "2"])
        #expect(try runner.migrationStatus(in: db).map(\.state) == [.applied, .pending, .pending])
        #expect(try runner.rollbackMigrations(in: db, steps: 0) == [])
    }

    @Test func everythingIsCheckedBeforeTheFirstRollbackRuns() throws {
        let runner = try GRDBMigrationRunner(steps: [
            sqlStep("1", "CREATE TABLE a (x)"),
            sqlStep("2", "CREATE TABLE b (x)", down: "DROP TABLE b"),
        ])
        try runner.migrate(in: db)
        #expect(throws: MigrationKitError.rollbackNotDefined("1")) {
            try runner.rollbackMigrations(in: db, steps: 2)
        }
        // Step 2, which could have been rolled back, was not: nothing ran.
        #expect(try runner.migrationStatus(in: db).map(\.state) == [.applied, .applied])
        #expect(try db.read { try $0.tableExists("b") })

        #expect(throws: MigrationKitError.notEnoughAppliedMigrations(requested: 3, applied: ["1", "2"])) {
            try runner.rollbackMigrations(in: db, steps: 3)
        }
        #expect(throws: MigrationKitError.rollbackStepCountMustBeNonNegative(-1)) {
            try runner.rollbackMigrations(in: db, steps: -1)
        }
        #expect(throws: MigrationKitError.rollbackMustTargetLatestApplied(latestApplied: "2", requested: "1")) {
            try runner.rollbackMigration("1", in: db)
        }
        try runner.rollbackMigration("2", in: db)
        #expect(throws: MigrationKitError.rollbackNotDefined("1")) {
            try runner.rollbackLastMigration(in: db)
        }
    }

    /// The database records a newer migration this runner does not know (applied by a newer
    /// app version, or its file was removed): the known step beneath it must not be undone.
    /// Newer means applied later, whatever the identifiers' order.
    @Test func neverRollsBackBeneathAnUnknownNewerMigration() throws {
        let runner = try GRDBMigrationRunner(steps: [sqlStep("0001", "CREATE TABLE a (x)", down: "DROP TABLE a")])
        // The app's own step, applied first, though it sorts after.
        try db.write { try $0.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); INSERT INTO grdb_migrations VALUES ('v1_app')") }
        try runner.migrate(in: db)
        try db.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('0002_from_the_future'), ('0000_applied_later')") }
        #expect(throws: MigrationKitError.rollbackMustTargetLatestApplied(latestApplied: "0000_applied_later", requested: "0001")) {
            try runner.rollbackLastMigration(in: db)
        }
        try db.write { try $0.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = '0000_applied_later'") }
        #expect(throws: MigrationKitError.rollbackMustTargetLatestApplied(latestApplied: "0002_from_the_future", requested: "0001")) {
            try runner.rollbackLastMigration(in: db)
        }
        #expect(try db.read { try $0.tableExists("a") })
        // An unknown identifier applied before does not stand in the way, though it sorts after.
        try db.write { try $0.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = '0002_from_the_future'") }
        #expect(try runner.rollbackLastMigration(in: db) == "0001")
        #expect(try db.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") } == ["v1_app"])
    }

    @Test func nothingAppliedNothingToRollBack() throws {
        let runner = try GRDBMigrationRunner(steps: [sqlStep("1", "CREATE TABLE a (x)", down: "DROP TABLE a")])
        #expect(throws: MigrationKitError.notEnoughAppliedMigrations(requested: 1, applied: [])) {
            try runner.rollbackLastMigration(in: db)
        }
    }

    @Test func rollbackLeavingAnOrphanIsUndone() throws {
        let runner = try GRDBMigrationRunner(steps: [
            sqlStep("1", """
                CREATE TABLE lists (id INTEGER PRIMARY KEY);
                CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER REFERENCES lists(id));
                INSERT INTO lists VALUES (1);
                """),
            sqlStep("2", "INSERT INTO items VALUES (1, 1)", down: "DELETE FROM lists"),
        ])
        try runner.migrate(in: db)
        #expect {
            try runner.rollbackLastMigration(in: db)
        } throws: { error in
            guard case .stepFailed("2", .rollback, let reason, let statement) = error as? MigrationKitError else { return false }
            return reason == #"1 foreign key violation: "items" rowid 1 → missing parent in "lists""# && statement == nil
        }
        #expect(try runner.migrationStatus(in: db).map(\.state) == [.applied, .applied])
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM lists") } == 1)
    }
}

@Suite struct HostIntegrationTests {
    @Test func hostChecksReplaceTheDefaults() throws {
        let directory = try TemporaryDirectory()
        let db = try openDatabase(DatabaseConnectionOptions(path: directory.path("app.sqlite"), access: .readWriteCreate))
        struct NotEnoughRows: Error, CustomStringConvertible {
            var description: String { "table \"settings\" must hold one row" }
        }
        let integration = MigrationHostIntegration<Database>(
            verifyIntegrity: { db in _ = try Int.fetchOne(db, sql: "SELECT 1") },
            verifyPostMigration: { db in
                guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM settings") == 1 else { throw NotEnoughRows() }
            })
        let runner = try GRDBMigrationRunner(
            steps: [MigrationStep(identifier: "1", apply: { db in try db.execute(sql: "CREATE TABLE settings (x)") })],
            integration: integration,
            verifier: GRDBMigrationVerifier(requiredIndexes: [RequiredIndexSpec(table: "settings", index: "never_checked")]))
        #expect(throws: MigrationKitError.verificationFailed(after: ["1"], direction: .apply, reason: #"table "settings" must hold one row"#)) {
            try runner.migrate(in: db)
        }
        try db.write { try $0.execute(sql: "INSERT INTO settings VALUES (1)") }
        try runner.runPostMigrationChecks(in: db)
        // The host's check replaces the verifier's required indexes in a report as well…
        #expect(try runner.verificationReport(in: db).checks.map(\.name) == ["integrity (host)", "post-migration (host)"])
        // …while indexes asked for explicitly are still checked.
        #expect(try runner.verificationReport(in: db, additionalRequiredIndexes: [RequiredIndexSpec(table: "settings", index: "asked")]).checks.map(\.name)
            == ["integrity (host)", "post-migration (host)", #"index "asked" on "settings""#])
    }
}
