import GRDB
import MigrationKitGRDB

/// What the commands run against: the migration steps, how to open a database, and how to
/// write its schema. An app embeds the commands with its own Swift steps:
///
/// ```swift
/// let host = MigrationCLIHost(runner: try GRDBMigrationRunner(steps: AppMigrations.all))
/// exit(MigrationCLI.run(host: host, arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
public struct MigrationCLIHost: Sendable {
    /// Where the steps come from.
    public enum Steps: Sendable {
        /// The app's own steps. `--migrations` is refused.
        case runner(GRDBMigrationRunner)
        /// `.sql` files in a directory: `--migrations DIR`, or `defaultDirectory`.
        case sqlFiles(defaultDirectory: String)
    }

    public var steps: Steps
    /// Opens the database a command works on. The default is `openDatabase(_:)`.
    public var openDatabase: @Sendable (DatabaseConnectionOptions) throws -> any DatabaseWriter
    /// Writes the schema for `schema-dump`. The default is `schemaSQL(_:)`.
    public var generateSchemaSnapshot: @Sendable (Database) throws -> String

    public init(
        runner: GRDBMigrationRunner,
        openDatabase: @escaping @Sendable (DatabaseConnectionOptions) throws -> any DatabaseWriter = MigrationKitGRDB.openDatabase,
        generateSchemaSnapshot: (@Sendable (Database) throws -> String)? = nil
    ) {
        self.init(steps: .runner(runner), openDatabase: openDatabase, generateSchemaSnapshot: generateSchemaSnapshot)
    }

    public init(
        steps: Steps,
        openDatabase: @escaping @Sendable (DatabaseConnectionOptions) throws -> any DatabaseWriter = MigrationKitGRDB.openDatabase,
        generateSchemaSnapshot: (@Sendable (Database) throws -> String)? = nil
    ) {
        self.steps = steps
        self.openDatabase = openDatabase
        self.generateSchemaSnapshot = generateSchemaSnapshot ?? schemaSQL
    }

    /// The `migrationkit` tool's host: SQL files from `Migrations`, or `--migrations DIR`.
    public static let sqlFiles = MigrationCLIHost(steps: .sqlFiles(defaultDirectory: "Migrations"))
}
