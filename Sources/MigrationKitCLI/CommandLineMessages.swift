import MigrationKit
import MigrationKitGRDB

/// How the commands say an error: the library's description, except where the fix is one of
/// the commands' own flags, which the libraries never name (an app passes no `--db-path`).
func commandLineMessage(_ error: Error) -> String {
    flagWording(error) ?? concise(error)
}

/// The message of an error whose fix is a flag; nil for any other.
private func flagWording(_ error: Error) -> String? {
    switch error {
    case let error as DatabaseOpeningError: flagWording(error)
    case let error as MigrationFileError: flagWording(error)
    default: nil
    }
}

private func flagWording(_ error: DatabaseOpeningError) -> String? {
    switch error {
        case .databaseIsADirectory(let path):
            return "\(path) is a directory, not a database: --db-path takes the SQLite database file."
        case .notARegularFile(let path, let kind):
            return "\(path) is \(kind), not a regular file: --db-path takes the SQLite database file."
        case .databaseLocked(let path, let waitedSeconds):
            return """
                \(path) is locked by another process (waited \(formatSeconds(waitedSeconds))). \
                Close the app or tool using it, or wait longer with --busy-timeout.
                """
        case .collationsNeedStandIn(let path, let names):
            let one = names.count == 1
            return """
                \(path) needs \(one ? "collation" : "collations") \(list(names)), which the app registers on its own \
                connections and SQLite does not have. Pass \(names.map { "--collation " + shellWord($0) }.joined(separator: " ")) \
                to read \(one ? "it with a stand-in" : "them with stand-ins") that \(one ? "compares" : "compare") as NOCASE \
                (or --collation \(one ? shellWord(names[0] + "=binary") : "NAME=binary"), as BINARY).
                """
        case .collationUnavailable(let path, let name):
            return """
                \(path) needs collation \(displayName(name)), which the app registers on its own connections and SQLite \
                does not have. migrate and rollback do not stand in for it: an index they build or rebuild would be \
                ordered differently from the app's collation, and the app would then miss rows in it. Apply the \
                migrations from the app, whose connections register the collation (audit and generate read such a \
                database with --collation \(shellWord(name))).
                """
        case .encryptionUnavailable(let sqliteVersion):
            return """
                a password was given, but this build links SQLite \(sqliteVersion) without encryption \
                (no SQLCipher), so it cannot open an encrypted database. Use a build linked with SQLCipher, \
                or leave out --password for an unencrypted file.
                """
        default:
            return nil
    }
}

private func flagWording(_ error: MigrationFileError) -> String? {
    switch error {
        case .migrationsDirectoryNotFound(let path):
            return "no migrations directory at \(path). Pass --migrations DIR."
        case .migrationsPathIsAFile(let path):
            return """
                \(path) is a file, not a directory: --migrations takes the directory that holds the \
                <identifier>.sql migration files.
                """
        case .schemaDumpInMigrations(let path, let directory):
            return """
                \(path) is a schema dump (migrationkit schema-dump wrote it), not a migration, and every .sql file \
                in a migrations directory is applied as one. Move it out of \(directory), or pass --migrations the \
                directory that holds only the <identifier>.sql migration files.
                """
        default:
            return nil
    }
}
