import ArgumentParser
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

/// `--migrations DIR`, for the commands that run migration steps.
struct MigrationsOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The directory of <identifier>.sql migration files (default: Migrations). Not available in an app's own binary, whose migrations are built in.",
        valueName: "dir"))
    var migrations: String?

    /// The runner over the host's steps, or over the SQL files of the directory, whose
    /// conversion files run with a page cache of `cacheSize` bytes.
    func runner(_ host: MigrationCLIHost, cacheSize: Int = ConversionOptions.defaultCacheSize) throws -> GRDBMigrationRunner {
        switch host.steps {
        case .runner(let runner):
            if migrations != nil {
                throw ValidationError("--migrations is not available: this tool's migrations are built in.")
            }
            return runner
        case .sqlFiles(let defaultDirectory):
            return try GRDBMigrationRunner(steps: SQLMigrationFiles.steps(in: migrations ?? defaultDirectory, kinds: [.conversion(cacheSize: cacheSize)]))
        }
    }
}

/// `--format text|json`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
