import MigrationKit

/// Why a database file cannot be opened, read or written, as `openDatabase(_:)` and
/// `describingDatabaseError(_:path:busyTimeout:)` say it. Each description names the file and
/// the fix.
public enum DatabaseOpeningError: Error, Equatable, Sendable {
    /// A command that only reads was given a path where no file exists.
    case databaseNotFound(path: String)
    /// The directory that should hold a new database does not exist.
    case directoryNotFound(path: String)
    /// The file exists but is not a SQLite database.
    case notADatabase(path: String)
    /// The path names a directory where a database file was expected.
    case databaseIsADirectory(path: String)
    /// The path names a named pipe, a socket or a device where a database file was expected;
    /// `kind` says which ("a named pipe (FIFO)"). Reading a named pipe would wait for ever.
    case notARegularFile(path: String, kind: String)
    /// SQLite reports the file as damaged.
    case databaseCorrupt(path: String, detail: String)
    /// Another connection held a lock for longer than the busy timeout.
    case databaseLocked(path: String, waitedSeconds: Double)
    /// A command that writes was given a file it may not write (or a directory where SQLite may
    /// not create its journal).
    case readOnlyDatabase(path: String)
    /// The file holds a transaction an interrupted writer left (a hot journal), which only a
    /// connection that may write can roll back.
    case interruptedTransaction(path: String)
    /// Writing the database failed (a full disk, a file-size limit); the transaction was rolled
    /// back from its journal.
    case cannotWriteDatabase(path: String, reason: String)
    /// The schema names collations an app registers on its own connections, which the connection
    /// does not have; reading it needs a stand-in for each (`audit` and `generate`: `--collation`).
    case collationsNeedStandIn(path: String, names: [String])
    /// A statement needed a collation the connection does not have, where no stand-in may replace
    /// it: an index that `migrate` or `rollback` builds would be ordered by the stand-in.
    case collationUnavailable(path: String, name: String)
    /// A password was given, but the linked SQLite cannot encrypt.
    case encryptionUnavailable(sqliteVersion: String)
}

extension DatabaseOpeningError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .databaseNotFound(let path):
            return "no database at \(path); this command does not create one."
        case .directoryNotFound(let path):
            return "the directory of \(path) does not exist; create it first."
        case .notADatabase(let path):
            return "\(path) is not a SQLite database (or it is encrypted)."
        case .databaseIsADirectory(let path):
            return "\(path) is a directory, not a database file."
        case .notARegularFile(let path, let kind):
            return "\(path) is \(kind), not a regular file: a database is a file."
        case .databaseCorrupt(let path, let detail):
            return "\(path) is damaged: \(detail). Restore it from a backup."
        case .databaseLocked(let path, let waitedSeconds):
            return """
                \(path) is locked by another process (waited \(formatSeconds(waitedSeconds))). \
                Close the app or tool using it, or wait longer.
                """
        case .readOnlyDatabase(let path):
            return """
                cannot write \(path): the file, or the directory SQLite writes its journal in, is read-only \
                for this user. Check the permissions (or copy the file somewhere writable).
                """
        case .interruptedTransaction(let path):
            return """
                \(path) holds a transaction that a crashed or killed writer left unfinished (\(path)-journal). \
                SQLite rolls it back the next time the file is opened for writing: open it in the app, or run \
                sqlite3 '\(path)' 'PRAGMA integrity_check', then try again.
                """
        case .cannotWriteDatabase(let path, let reason):
            return """
                could not write \(path): \(reason). The disk may be full (a conversion needs free space for a \
                copy of the tables it rebuilds) or a file-size limit was reached. The data was not changed: \
                the transaction was rolled back.
                """
        case .collationsNeedStandIn(let path, let names):
            let one = names.count == 1
            return """
                \(path) needs \(one ? "collation" : "collations") \(list(names)), which the app registers on its own \
                connections and SQLite does not have. Register \(one ? "it" : "them") on the connection, or read the \
                database with \(one ? "a stand-in" : "stand-ins") (registerStandInCollation).
                """
        case .collationUnavailable(let path, let name):
            return """
                \(path) needs collation \(displayName(name)), which the app registers on its own connections and SQLite \
                does not have. migrate and rollback do not stand in for it: an index they build or rebuild would be \
                ordered differently from the app's collation, and the app would then miss rows in it. Apply the \
                migrations from the app, whose connections register the collation.
                """
        case .encryptionUnavailable(let sqliteVersion):
            return """
                a password was given, but this build links SQLite \(sqliteVersion) without encryption \
                (no SQLCipher), so it cannot open an encrypted database. Use a build linked with SQLCipher, \
                or open an unencrypted file without a password.
                """
        }
    }
}
