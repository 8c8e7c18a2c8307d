import ArgumentParser
import MigrationKit
import MigrationKitGRDB

/// Runs the `migrationkit` commands: the tool's own, or an app's binary that embeds them with
/// its own steps through a ``MigrationCLIHost``.
public enum MigrationCLI {
    /// The MigrationKit package's version, which `migrationkit --version` prints. Set with each
    /// release tag; no release is tagged yet.
    public static let version = "0.1.0"

    /// Parses `arguments` (without the program name), runs the command, writes to standard
    /// output and error, and returns the exit code: 0 success, 1 verification failed, 2 the
    /// operation failed, 64 usage.
    public static func run(host: MigrationCLIHost, arguments: [String]) -> Int32 {
        run(host: host, arguments: arguments, console: .standard())
    }

    package static func run(host: MigrationCLIHost, arguments: [String], console: Console) -> Int32 {
        // What the environment asks of the libraries, which read none themselves.
        ToolEnvironment.adopt()
        // Help, version and usage errors: ArgumentParser's message, on standard output for
        // help (exit 0) and standard error for mistakes (exit 64).
        func report(_ error: Error) -> Int32 {
            let code = MigrationKitCommand.exitCode(for: error)
            let message = MigrationKitCommand.fullMessage(for: error)
            if code == .success {
                console.print(message)
            } else {
                // "Error: <message>\nUsage: …": the message may quote what was typed, and is
                // escaped whole; the usage after it is the parser's own.
                let usage = message.range(of: "\nUsage: ", options: .backwards)?.lowerBound ?? message.endIndex
                console.usage(String(message[..<usage]).visiblyEscaped() + String(message[usage...]))
            }
            return code.rawValue
        }

        let parsed: ParsableCommand
        do {
            parsed = try MigrationKitCommand.parseAsRoot(arguments)
        } catch {
            return report(error)
        }
        guard let command = parsed as? HostedCommand else {
            if parsed is MigrationKitCommand {  // no subcommand
                console.usage(MigrationKitCommand.helpMessage())
                return ExitStatus.usage.rawValue
            }
            do {  // `help <subcommand>`
                var helpCommand = parsed
                try helpCommand.run()
                return ExitStatus.success.rawValue
            } catch {
                return report(error)
            }
        }
        // A rehearsal killed before it removed its copy of the user's data left it in the
        // temporary directory: any command removes those of this user's dead processes.
        RehearsalDirectory.removeStale()
        do {
            return try command.run(host: host, console: console).rawValue
        } catch {
            let described = command.databaseForErrors.map { describingDatabaseError(error, path: $0.path, busyTimeout: $0.busyTimeout) } ?? error
            // One line or two, never the SQL GRDB's DatabaseError quotes: that takes --verbose. A
            // list by design keeps its lines; any other message is one line.
            console.error(lines: (described as? MultilineMessage)?.lines ?? [commandLineMessage(described)])
            if command.printsFailedStatement, let statement = failedStatement(of: (described as? RolledBackTogether)?.error ?? described) {
                console.failedStatement(statement)
            }
            return ExitStatus(for: described).rawValue
        }
    }
}

/// The root command: `migrationkit <subcommand>`.
struct MigrationKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrationkit",
        abstract: "Migrate SQLite databases, and make them ready for CloudKit-style sync.",
        discussion: """
            audit tells what stands in the way of sync. Migrations are applied in lexicographic \
            order of their identifiers, each in its own transaction with a foreign key check before \
            commit, and the database is verified after. In the migrationkit tool they are SQL files \
            named <identifier>.sql in a directory (--migrations, default Migrations); an app that \
            embeds these commands brings its own.

            Exit codes: 0 success (audit: ready); 1 a check failed: verify found a problem, \
            verification failed after migrate or rollback committed, audit found the database not \
            ready, generate refused a conversion that would lose data; 2 the operation failed or \
            was refused (a failed migration is rolled back: the steps before it stay applied); \
            64 usage.
            """,
        version: MigrationCLI.version,
        subcommands: [Audit.self, Answer.self, Diff.self, Generate.self, Migrate.self, Status.self, Rollback.self, Verify.self, SchemaDump.self])
}

/// A subcommand run through ``MigrationCLI/run(host:arguments:)``, with the host's steps and
/// connections.
protocol HostedCommand: ParsableCommand {
    /// Whether an error is followed by the SQL statement that failed (`--verbose`).
    var printsFailedStatement: Bool { get }
    /// The database whose path SQLite's errors are described with, if the command has one.
    var databaseForErrors: DatabaseOptions? { get }
    func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus
}

/// A subcommand that works on one database file.
protocol DatabaseCommand: HostedCommand {
    var database: DatabaseOptions { get }
}

extension DatabaseCommand {
    var databaseForErrors: DatabaseOptions? { database }
}

extension HostedCommand {
    var printsFailedStatement: Bool { false }

    /// ArgumentParser's entry point; the commands run through ``MigrationCLI/run(host:arguments:)``.
    func run() throws {
        throw ValidationError("run this command through MigrationCLI.run(host:arguments:)")
    }
}
