import MigrationKit

/// Why a directory of SQL migration files, or one of its files, cannot be read, or a file
/// MigrationKit writes (a schema dump, a backup, a generated migration) cannot be written. Each
/// description names the file or directory and, where there is one, the fix.
public enum MigrationFileError: Error, Equatable, Sendable {
    /// The migrations directory does not exist.
    case migrationsDirectoryNotFound(path: String)
    /// The path given as the migrations directory names a file.
    case migrationsPathIsAFile(path: String)
    /// A `.sql` file in the migrations directory is a schema dump (`schema-dump` wrote it), which
    /// would otherwise be applied as a migration.
    case schemaDumpInMigrations(path: String, directory: String)
    /// A migration file cannot be read or parsed.
    case invalidMigrationFile(path: String, reason: String)
    /// An output file cannot be written.
    case cannotWriteFile(path: String, reason: String)
    /// A path read as a schema (a side of `migrationkit diff`) that cannot hold one: not a
    /// regular file or a directory, not UTF-8, a NUL byte, nothing in it.
    case notASchema(path: String, reason: String)
    /// SQL the tool did not write, read to learn a schema (`SQLSandbox`), does what a schema
    /// never needs: it attaches, detaches or vacuums into a file, loads an extension, or sets a
    /// pragma that builds nothing. `statement` is its first word, `denied` what was refused.
    case untrustedSQLRefused(path: String, line: Int, statement: String, denied: String)
}

extension MigrationFileError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .migrationsDirectoryNotFound(let path):
            return "no migrations directory at \(path)."
        case .migrationsPathIsAFile(let path):
            return """
                \(path) is a file, not a directory of <identifier>.sql migration files.
                """
        case .schemaDumpInMigrations(let path, let directory):
            return """
                \(path) is a schema dump (migrationkit schema-dump wrote it), not a migration, and every .sql file \
                in a migrations directory is applied as one. Move it out of \(directory), or use a directory \
                that holds only the <identifier>.sql migration files.
                """
        case .invalidMigrationFile(let path, let reason):
            return "\(path): \(reason)"
        case .cannotWriteFile(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .notASchema(let path, let reason):
            return "\(path): \(reason)."
        case .untrustedSQLRefused(let path, let line, let statement, let denied):
            return """
                \(path): line \(line): \(refused(statement, denied)) is refused: SQL read as a schema runs only \
                in a private in-memory database, which may not attach, detach or vacuum into a file, load an extension, \
                or set a pragma that builds no schema. Nothing was read or written outside it.
                """
        }
    }
}

/// What an untrusted statement did that was refused: `PRAGMA writable_schema`, `VACUUM` (which
/// attaches its target), `SELECT calling load_extension()`.
private func refused(_ statement: String, _ denied: String) -> String {
    if denied.hasPrefix(statement) { return denied }
    if statement == "VACUUM" { return statement }
    return denied.hasSuffix("()") ? "\(statement) calling \(denied)" : "\(statement) (\(denied))"
}
