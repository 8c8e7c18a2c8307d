import ArgumentParser
import GRDB
import MigrationKit
import MigrationKitGRDB

/// The options every command takes to find and open its database.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .customLong("db-path"), help: ArgumentHelp("The SQLite database file.", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp(
        "The database's encryption password. Needs a build linked with SQLCipher; any other build stops with an error rather than ignore it.",
        valueName: "password"))
    var password: String?

    @Option(help: ArgumentHelp("Read the password from this Keychain service (Apple platforms; with --keychain-account).", valueName: "service"))
    var keychainService: String?

    @Option(help: ArgumentHelp("Read the password from this Keychain account (Apple platforms; with --keychain-service).", valueName: "account"))
    var keychainAccount: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("How long to wait for another process's lock on the database, in seconds.", valueName: "seconds"))
    var busyTimeout: Double = 5

    func validate() throws {
        if (keychainService == nil) != (keychainAccount == nil) {
            throw ValidationError("--keychain-service and --keychain-account go together: pass both or neither.")
        }
        if password != nil && keychainService != nil {
            throw ValidationError("pass either --password or --keychain-service/--keychain-account, not both.")
        }
        if !(busyTimeout >= 0) {
            throw ValidationError("--busy-timeout must be zero or more seconds (got \(busyTimeout)).")
        }
    }

    /// Throws `DatabaseOpeningError/databaseCorrupt(path:detail:)` unless the file passes
    /// `PRAGMA quick_check`. A command that reads a few pages (the schema, GRDB's table of applied
    /// migrations) would otherwise answer from a damaged file as if it were sound; the check reads
    /// every page once, as `audit`, `generate` and `migrate` already do before they start.
    func checkIntegrity(_ db: Database) throws {
        do {
            try GRDBMigrationVerifier().verifyIntegrity(db)
        } catch VerificationError.quickCheckFailed(let result) {
            throw DatabaseOpeningError.databaseCorrupt(path: path, detail: result.joined(separator: "; "))
        }
    }

    /// The connection options for `access`, with the password from the command line or the
    /// Keychain.
    func connection(_ access: DatabaseConnectionOptions.Access) throws -> DatabaseConnectionOptions {
        var resolvedPassword = password
        if let keychainService, let keychainAccount {
            resolvedPassword = try Keychain.password(service: keychainService, account: keychainAccount)
        }
        return DatabaseConnectionOptions(path: path, access: access, password: resolvedPassword, busyTimeout: busyTimeout)
    }
}
