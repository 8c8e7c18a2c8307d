import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// The issue's scenario, end to end on a real file: two SQL files, migrate, status, rollback,
/// re-apply, edit after apply.
@Suite struct SQLMigrationRunnerTests {
    let directory: TemporaryDirectory
    let migrations: String
    let databasePath: String

    init() throws {
        directory = try TemporaryDirectory()
        migrations = directory.path("Migrations")
        databasePath = directory.path("app.sqlite")
        try directory.write("Migrations/0001_create_lists.sql", """
            -- migrate:up
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL);
            -- migrate:down
            DROP TABLE "lists";
            """)
        try directory.write("Migrations/0002_create_items.sql", """
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL REFERENCES "lists"("id"));
            CREATE INDEX "items_listID" ON "items"("listID");
            -- migrate:down
            DROP TABLE "items";
            """)
        try directory.write("Migrations/README.md", "not a migration")
    }

    func runner() throws -> GRDBMigrationRunner {
        try GRDBMigrationRunner(steps: SQLMigrationFiles.steps(in: migrations))
    }

    func open() throws -> DatabaseQueue {
        try openDatabase(DatabaseConnectionOptions(path: databasePath, access: .readWriteCreate))
    }

    func states(_ db: DatabaseQueue) throws -> [String: MigrationState] {
        Dictionary(uniqueKeysWithValues: try runner().migrationStatus(in: db).map { ($0.identifier, $0.state) })
    }

    @Test func migrateStatusRollbackReapplyAndDetectEdits() throws {
        let db = try open()
        #expect(try runner().registry.identifiers == ["0001_create_lists", "0002_create_items"])
        #expect(try states(db) == ["0001_create_lists": .pending, "0002_create_items": .pending])

        #expect(try runner().migrate(in: db) == ["0001_create_lists", "0002_create_items"])
        #expect(try states(db) == ["0001_create_lists": .applied, "0002_create_items": .applied])
        #expect(try db.read { try $0.tableExists("items") && $0.tableExists("lists") })

        // Rolling back the last step removes only its change.
        #expect(try runner().rollbackLastMigration(in: db) == "0002_create_items")
        #expect(try states(db) == ["0001_create_lists": .applied, "0002_create_items": .pending])
        #expect(try db.read { try !$0.tableExists("items") && $0.tableExists("lists") })
        #expect(try db.read { try $0.indexes(on: "lists").isEmpty })

        // Migrating again re-applies it.
        #expect(try runner().migrate(in: db) == ["0002_create_items"])
        #expect(try states(db) == ["0001_create_lists": .applied, "0002_create_items": .applied])
        #expect(try runner().migrate(in: db) == [])

        // Editing an applied file: status says modified, migrate and rollback refuse.
        try directory.write("Migrations/0002_create_items.sql", "CREATE TABLE \"items\" (\"id\" TEXT PRIMARY KEY);\n")
        try directory.write("Migrations/0003_more.sql", "CREATE TABLE \"more\" (\"id\" TEXT PRIMARY KEY);\n")
        #expect(try states(db) == ["0001_create_lists": .applied, "0002_create_items": .modified, "0003_more": .pending])
        let modified = MigrationKitError.appliedMigrationModified(
            identifier: "0002_create_items", sourceFile: directory.path("Migrations/0002_create_items.sql"))
        #expect(throws: modified) { try runner().migrate(in: db) }
        #expect(throws: modified) { try runner().rollbackLastMigration(in: db) }
        #expect(try db.read { try !$0.tableExists("more") })
    }

    @Test func appliedMigrationWithoutFileIsUnknown() throws {
        let db = try open()
        try runner().migrate(in: db)
        try FileManager.default.removeItem(atPath: directory.path("Migrations/0002_create_items.sql"))
        #expect(try runner().migrationStatus(in: db) == [
            MigrationStatus(identifier: "0001_create_lists", state: .applied),
            MigrationStatus(identifier: "0002_create_items", state: .unknown),
        ])
    }

    @Test func checksumIsRecordedInTheApplyingTransaction() throws {
        let db = try open()
        try runner().migrate(in: db, upTo: "0001_create_lists")
        let recorded = try db.read { try String.fetchOne($0, sql: "SELECT sha256 FROM migrationkit_checksums WHERE identifier = '0001_create_lists'") }
        let file = try #require(fileBytes(directory.path("Migrations/0001_create_lists.sql")))
        #expect(recorded == SHA256.hexDigest(of: file))
        try runner().rollbackLastMigration(in: db)
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM migrationkit_checksums") } == 0)
    }

    @Test func targetsAreCheckedBeforeTheMigratorTraps() throws {
        let db = try open()
        #expect(throws: MigrationKitError.unknownMigration("0009_nope", known: ["0001_create_lists", "0002_create_items"])) {
            try runner().migrate(in: db, upTo: "0009_nope")
        }
        try runner().migrate(in: db)
        #expect(throws: MigrationKitError.targetAlreadyPassed(target: "0001_create_lists", latestApplied: "0002_create_items")) {
            try runner().migrate(in: db, upTo: "0001_create_lists")
        }
        #expect(try runner().migrate(in: db, upTo: "0002_create_items") == [])
    }

    @Test func failingStepIsRolledBackAndEarlierStepsStay() throws {
        try directory.write("Migrations/0003_broken.sql", """
            CREATE TABLE "half" ("id" INTEGER PRIMARY KEY);
            INSERT INTO "no_such_table" VALUES (1);
            """)
        let db = try open()
        #expect {
            try runner().migrate(in: db)
        } throws: { error in
            guard case .stepFailed("0003_broken", .apply, let reason, let statement) = error as? MigrationKitError else { return false }
            return reason.contains("no such table: no_such_table") && statement == #"INSERT INTO "no_such_table" VALUES (1)"#
        }
        #expect(try states(db) == ["0001_create_lists": .applied, "0002_create_items": .applied, "0003_broken": .pending])
        #expect(try db.read { try !$0.tableExists("half") })
    }

    /// The check runs before commit whatever the connection's foreign key setting: GRDB's own
    /// check is skipped on a connection with foreign keys off.
    @Test(arguments: [true, false])
    func stepLeavingAnOrphanIsRolledBack(foreignKeysEnabled: Bool) throws {
        try directory.write("Migrations/0003_orphan.sql", #"INSERT INTO "items" ("id", "listID") VALUES (1, 42);"#)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = foreignKeysEnabled
        let db = try DatabaseQueue(path: databasePath, configuration: configuration)
        #expect {
            try runner().migrate(in: db)
        } throws: { error in
            guard case .stepFailed("0003_orphan", .apply, let reason, let statement) = error as? MigrationKitError else { return false }
            return reason == #"1 foreign key violation: "items" rowid 1 → missing parent in "lists""# && statement == nil
        }
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM items") } == 0)
        #expect(try db.read { try Bool.fetchOne($0, sql: "PRAGMA foreign_keys") } == foreignKeysEnabled)
    }
}
