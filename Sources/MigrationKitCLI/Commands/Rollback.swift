import ArgumentParser
import MigrationKit
import MigrationKitGRDB

extension MigrationKitCommand {
    struct Rollback: DatabaseCommand {
        static let configuration = CommandConfiguration(
            abstract: "Undo the latest applied migrations, latest first, then verify.",
            discussion: """
                Uses each file's section after its "-- migrate:down" line. Each rollback runs like a \
                migration: foreign keys off around its transaction (so rebuilding a parent table \
                does not cascade-delete its children), a foreign key check before commit. \
                Everything is checked before the first rollback runs.
                """)

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var source: MigrationsOptions

        @Option(parsing: .unconditional, help: ArgumentHelp("How many migrations to roll back.", valueName: "n"))
        var steps: Int = 1

        @OptionGroup var output: VerboseOptions
        var printsFailedStatement: Bool { output.verbose }

        func validate() throws {
            if steps < 0 {
                throw ValidationError("--steps must be zero or more (got \(steps)).")
            }
        }

        func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let runner = try source.runner(host)
            let writer = try host.openDatabase(database.connection(.readWrite))
            let rolledBack = try runner.rollbackMigrations(in: writer, steps: steps)
            for identifier in rolledBack {
                console.print("rolled back \(identifier.visiblyEscaped())")
            }
            if rolledBack.isEmpty {
                console.print("\(database.path): nothing rolled back (--steps 0).")
            } else {
                console.print("\(database.path): \(counted(rolledBack.count, "migration")) rolled back; verification passed.")
            }
            return .success
        }
    }
}
