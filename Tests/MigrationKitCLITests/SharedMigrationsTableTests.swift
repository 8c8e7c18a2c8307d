import Foundation
import GRDB
import MigrationKit
import MigrationKitCLI
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// An app's own DatabaseMigrator and MigrationKit's migrations in one `grdb_migrations`: order
/// is the order of application, not of identifiers (`v2_attachments` sorts after `0001_…`).
@Suite struct SharedMigrationsTableTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    /// The sample, as an app that applied `v1_initial` and `v2_attachments` with its own
    /// migrator, and a migrations directory with one reversible file.
    func appDatabase() throws -> (database: String, migrations: String) {
        let database = try directory.copyFixture("reminders.sqlite")
        let queue = try openDatabase(DatabaseConnectionOptions(path: database, access: .readWrite))
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('v1_initial'), ('v2_attachments');
                """)
        }
        try queue.close()
        let migrations = directory.path("Migrations")
        try directory.write("Migrations/0001_add_flagged.sql", """
            ALTER TABLE "reminders" ADD COLUMN "isFlagged" INTEGER NOT NULL DEFAULT 0;
            -- migrate:down
            ALTER TABLE "reminders" DROP COLUMN "isFlagged";
            """)
        return (database, migrations)
    }

    func appApplies(_ identifier: String, to database: String) throws {
        let queue = try openDatabase(DatabaseConnectionOptions(path: database, access: .readWrite))
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [identifier]) }
        try queue.close()
    }

    @Test func statusListsWhatWasAppliedInTheOrderItWasApplied() throws {
        let (database, migrations) = try appDatabase()
        #expect(run(["migrate", "--db-path", database, "--migrations", migrations]).status == 0)

        // The app's own steps are unknown here: status exits 1, as for a file since removed.
        #expect(run(["status", "--db-path", database, "--migrations", migrations]) == CommandResult(status: 1, output: """
            unknown  v1_initial
            unknown  v2_attachments
            applied  0001_add_flagged
            unknown: applied, with no migration of that identifier here: another migrator's (an app's own DatabaseMigrator shares grdb_migrations), or one since removed.

            """, error: ""))
    }

    /// Applied last, so it is the latest, though `v2_attachments` sorts after it.
    @Test func theStepAppliedLastRollsBack() throws {
        let (database, migrations) = try appDatabase()
        #expect(run(["migrate", "--db-path", database, "--migrations", migrations]).status == 0)

        let rolledBack = run(["rollback", "--db-path", database, "--migrations", migrations])
        #expect(rolledBack.status == 0, "\(rolledBack)")
        #expect(rolledBack.output.hasPrefix("rolled back 0001_add_flagged\n"))
    }

    /// A step the app applied after it may depend on it: that one is named as the latest.
    @Test func anAppStepAppliedAfterBlocksTheRollback() throws {
        let (database, migrations) = try appDatabase()
        #expect(run(["migrate", "--db-path", database, "--migrations", migrations]).status == 0)
        try appApplies("v3_flag_colors", to: database)

        #expect(run(["rollback", "--db-path", database, "--migrations", migrations]) == CommandResult(status: 2, output: "", error: """
            error: only the latest applied migration can be rolled back: requested "0001_add_flagged", latest applied is "v3_flag_colors".

            """))
    }

    /// A conversion cannot be undone: the error says that, not that an app step is newer.
    @Test func aConversionAppliedLastSaysItHasNoRollback() throws {
        let (database, _) = try appDatabase()
        let migrations = directory.path("Conversion")
        #expect(run(["generate", "--db-path", database, "--output", migrations]).status == 0)
        #expect(run(["migrate", "--db-path", database, "--migrations", migrations]).status == 0)

        #expect(run(["rollback", "--db-path", database, "--migrations", migrations]) == CommandResult(status: 2, output: "", error: """
            error: migration "0001_convert_reminders_and_3_more" has no rollback; it cannot be undone.

            """))
    }

    /// An app that ships the commands over its own runner: its steps, then the conversion, in
    /// the order they apply (not the identifiers' order), with `enforceLexicographicOrder: false`.
    @Test func anAppRunnerInItsOwnOrderDrivesTheCommands() throws {
        let database = try directory.copyFixture("reminders.sqlite")
        let steps = [
            MigrationStep<Database>(identifier: "v1_initial", apply: { _ in }),
            MigrationStep<Database>(
                identifier: "v2_attachments",
                apply: { db in try db.execute(sql: #"CREATE TABLE "attachments" ("id" TEXT PRIMARY KEY NOT NULL, "path" TEXT NOT NULL)"#) },
                rollback: { db in try db.execute(sql: #"DROP TABLE "attachments""#) }),
            Conversion.step(identifier: "0001_uuid_keys"),
        ]
        let host = MigrationCLIHost(
            runner: try GRDBMigrationRunner(steps: steps, enforceLexicographicOrder: false),
            openDatabase: { options in try MigrationKitGRDB.openDatabase(options) })

        let migrated = run(["migrate", "--db-path", database], host: host)
        #expect(migrated.status == 0, "\(migrated)")
        #expect(migrated.output.hasPrefix("applied v1_initial\napplied v2_attachments\napplied 0001_uuid_keys\n"))
        #expect(run(["status", "--db-path", database], host: host).output == """
            applied  v1_initial
            applied  v2_attachments
            applied  0001_uuid_keys

            """)
        #expect(run(["rollback", "--db-path", database], host: host) == CommandResult(status: 2, output: "", error: """
            error: migration "0001_uuid_keys" has no rollback; it cannot be undone.

            """))
        let types = try openDatabase(DatabaseConnectionOptions(path: database, access: .readOnly)).read { db in
            try String.fetchSet(db, sql: "SELECT typeof(id) FROM reminders UNION SELECT typeof(id) FROM tags")
        }
        #expect(types == ["text"])
    }
}
