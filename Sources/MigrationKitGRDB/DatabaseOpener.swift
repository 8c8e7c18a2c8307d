import Foundation
import GRDB
import GRDBSQLite
import MigrationKit

/// How to open a database file for a command.
public struct DatabaseConnectionOptions: Sendable {
    /// What the command may do to the file.
    public enum Access: Sendable {
        /// Only read; the file must exist. Opened read-only, so SQLite itself guarantees that
        /// nothing is written.
        case readOnly
        /// Read and write; the file must exist.
        case readWrite
        /// Read and write, creating the file if it does not exist, as an app's first launch
        /// does. The directory must exist.
        case readWriteCreate
    }

    public var path: String
    public var access: Access
    /// The encryption password, or nil. Never ignored: see ``openDatabase(_:)``.
    public var password: String?
    /// How long to wait for another connection's lock before giving up, in seconds.
    public var busyTimeout: Double

    public init(path: String, access: Access, password: String? = nil, busyTimeout: Double = 5) {
        self.path = path
        self.access = access
        self.password = password
        self.busyTimeout = busyTimeout
    }
}

/// Opens a database the way every MigrationKit command does, checking first what SQLite would
/// otherwise report late or not at all:
///
/// - a missing file is `DatabaseOpeningError/databaseNotFound(path:)` unless the access creates,
///   and is never created by a command that only reads;
/// - a file that is not SQLite is `DatabaseOpeningError/notADatabase(path:)`, before any write,
///   a directory is `DatabaseOpeningError/databaseIsADirectory(path:)`, and a named pipe, socket
///   or device is `DatabaseOpeningError/notARegularFile(path:kind:)`, before anything reads it;
/// - a command that only reads leaves the directory as it found it, in WAL mode too (see
///   `readOnlyOpening(_:)`);
/// - a password on a SQLite without encryption is
///   `DatabaseOpeningError/encryptionUnavailable(sqliteVersion:)`: never silently ignored;
/// - the connection has `uuid()` registered, foreign keys on, and waits `busyTimeout` for locks.
public func openDatabase(_ options: DatabaseConnectionOptions) throws -> DatabaseQueue {
    let path = options.path
    let keyStatement = try options.password.map(keyPragma)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        if isDirectory.boolValue { throw DatabaseOpeningError.databaseIsADirectory(path: path) }
        // Before anything reads it: reading a named pipe waits for a writer for ever.
        if let kind = nonRegularFileKind(path) { throw DatabaseOpeningError.notARegularFile(path: path, kind: kind) }
        if keyStatement == nil { try checkSQLiteHeader(path) }  // an encrypted header is random
        // A writer needs the file and its directory (for the journal): say so before GRDB or
        // SQLite write anything, instead of "attempt to write a readonly database" later.
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if options.access != .readOnly,
           !FileManager.default.isWritableFile(atPath: path) || !FileManager.default.isWritableFile(atPath: directory)
        {
            throw DatabaseOpeningError.readOnlyDatabase(path: path)
        }
    } else if options.access == .readWriteCreate {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DatabaseOpeningError.directoryNotFound(path: path)
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw DatabaseOpeningError.readOnlyDatabase(path: path)
        }
    } else {
        throw DatabaseOpeningError.databaseNotFound(path: path)
    }

    let opening = options.access == .readOnly && keyStatement == nil ? readOnlyOpening(path) : .plain
    var configuration = Configuration()
    configuration.readonly = options.access == .readOnly
    configuration.busyMode = .timeout(options.busyTimeout)
    configuration.foreignKeysEnabled = true
    let profiled: Database.TracingOptions = ProcessSeams.current.profilesStatements ? .profile : []
    let tracing = profiled.union(SignalPoint.isSet ? .statement : [])
    configuration.prepareDatabase { db in
        if let keyStatement { try db.execute(sql: keyStatement) }
        try db.registerUUIDFunction()
        guard !tracing.isEmpty else { return }
        db.trace(options: tracing) { event in
            func firstLine(_ sql: String) -> String { String(sql.prefix { !$0.isNewline }.prefix(100)) }
            switch event {
            case .statement(let statement):
                // A seam for tests: a signal at the start of a chosen statement.
                SignalPoint.reach("statement " + firstLine(statement.sql))
            case .profile(let statement, let duration):
                // Where the time goes: every statement's duration on standard error, its SQL
                // escaped (it may come from a migration file).
                FileHandle.standardError.write(Data(String(format: "%8.3f s  %@\n", duration, firstLine(statement.sql).visiblyEscaped(keeping: ["\t"])).utf8))
            }
        }
    }
    do {
        let queue = try DatabaseQueue(path: opening.sqlitePath(path), configuration: configuration)
        // Reading the schema is the first access that touches the file's pages: it surfaces a
        // wrong password, a damaged first page or a lock now, with a clear error.
        _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master") }
        return queue
    } catch {
        throw describingDatabaseError(error, path: path, busyTimeout: options.busyTimeout)
    }
}

// MARK: - Reading without leaving files behind

/// How a command that only reads opens the file, so that it leaves the directory as it found it.
enum ReadOnlyOpening {
    /// `SQLITE_OPEN_READONLY`, as for every database not in WAL mode, and for a WAL database whose
    /// `-wal` or `-shm` exists: another connection may be using them, or a writer that crashed
    /// left committed transactions in the `-wal` that only it holds. SQLite reads those
    /// transactions (and not a live writer's uncommitted one) through the files, and a read-only
    /// connection leaves them as they are. Nothing here ever deletes them.
    case plain
    /// A WAL database with neither a `-wal` nor a `-shm`, opened with the `immutable=1` URI
    /// parameter: no lock, and no file created beside it.
    ///
    /// Opened read-only, SQLite would create a 32 KiB `-shm` and an empty `-wal`, and a read-only
    /// connection never removes them: only the last connection that may write does, when it
    /// closes, after a checkpoint ("the WAL file is checkpointed and deleted",
    /// https://www.sqlite.org/wal.html). Where it cannot create them (a directory this user may
    /// not write, a full disk, a file-size limit) the read-only open fails ("a read-only WAL-mode
    /// database file can be opened if the -shm and -wal files already exist or those files can be
    /// created or the database is immutable", https://www.sqlite.org/wal.html#readonly).
    ///
    /// `immutable` reads the file alone, and here that is the whole database: a connection in WAL
    /// mode keeps both files while it has the database open, so with neither there is no such
    /// connection and no committed transaction outside the file. What `immutable` gives up is
    /// the locking against a writer that opens the database during the read and checkpoints into
    /// the file (SQLite does so after 1,000 pages, or when the writer closes): the read could then
    /// see pages of two states. The commands read for well under a second on an app's database,
    /// and a command that must see a database in use reads it while the app has it open, through
    /// its `-wal` (`.plain`). Opening with a connection that may write, which would remove the
    /// files itself, was ruled out: a reading command would then hold a connection that can write,
    /// and still could not read where it may not create the files.
    case immutable

    /// The name SQLite opens: the path, or a `file:` URI with `immutable=1`.
    func sqlitePath(_ path: String) -> String {
        guard case .immutable = self else { return path }
        // A URI as SQLite reads it (https://www.sqlite.org/uri.html): "%", "?" and "#" escaped,
        // an absolute path after an empty authority.
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        // Scalar by scalar: a "?" followed by a combining mark is one Character, and still a "?".
        let escaped = absolute.replacingScalar("%", with: "%25").replacingScalar("?", with: "%3f").replacingScalar("#", with: "%23")
        return "file://" + escaped + "?immutable=1"
    }
}

/// How to open `path` read-only so that the directory stays as it was found.
func readOnlyOpening(_ path: String) -> ReadOnlyOpening {
    let fileManager = FileManager.default
    guard isInWALMode(path), !["-wal", "-shm", "-journal"].contains(where: { fileManager.fileExists(atPath: path + $0) }),
          sqlite3_compileoption_used("USE_URI") == 1  // without URIs, "file:…" would name another file
    else {
        return .plain
    }
    return .immutable
}

/// Whether the header says WAL mode: file format versions 2 in bytes 18 and 19
/// (https://www.sqlite.org/fileformat2.html#database_header).
private func isInWALMode(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let header = [UInt8]((try? handle.read(upToCount: 20)) ?? Data())
    return header.count == 20 && header[18] == 2 && header[19] == 2
}

/// What a path names when it is neither a regular file nor a directory ("a named pipe (FIFO)",
/// …), or nil.
private func nonRegularFileKind(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFIFO: return "a named pipe (FIFO)"
    case S_IFSOCK: return "a socket"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    default: return nil
    }
}

// MARK: - Errors

/// Replaces SQLite's terse errors about the file itself (not a database, damaged, locked, a
/// collation the app registers) by ones that name the file and the fix. Other errors pass
/// unchanged.
package func describingDatabaseError(_ error: Error, path: String, busyTimeout: Double) -> Error {
    guard let error = error as? DatabaseError else { return error }
    switch error.resultCode {
    case .SQLITE_NOTADB:
        return DatabaseOpeningError.notADatabase(path: path)
    case .SQLITE_CORRUPT:
        return DatabaseOpeningError.databaseCorrupt(path: path, detail: error.message ?? "database disk image is malformed")
    case .SQLITE_BUSY, .SQLITE_LOCKED:
        return DatabaseOpeningError.databaseLocked(path: path, waitedSeconds: busyTimeout)
    case .SQLITE_READONLY where hasHotJournal(path):
        return DatabaseOpeningError.interruptedTransaction(path: path)
    case .SQLITE_READONLY:
        return DatabaseOpeningError.readOnlyDatabase(path: path)
    case .SQLITE_ERROR where error.message?.hasPrefix(missingCollation) == true:
        let name = (error.message ?? "").dropFirst(missingCollation.count)
        return DatabaseOpeningError.collationUnavailable(path: path, name: String(name))
    case .SQLITE_FULL:
        return DatabaseOpeningError.cannotWriteDatabase(path: path, reason: concise(error))
    case .SQLITE_IOERR where [3, 4, 6].contains(error.extendedResultCode.rawValue >> 8):
        // SQLITE_IOERR_WRITE, _FSYNC, _TRUNCATE: writing failed (a full disk, a size limit).
        return DatabaseOpeningError.cannotWriteDatabase(path: path, reason: concise(error))
    default:
        return error
    }
}

/// How SQLite begins the message of a statement that needs a collation the connection lacks.
private let missingCollation = "no such collation sequence: "

/// Whether a rollback journal beside the database still holds a transaction (a writer was
/// interrupted): SQLite rolls it back when a connection that may write next opens the file.
package func hasHotJournal(_ path: String) -> Bool {
    let size = (try? FileManager.default.attributesOfItem(atPath: path + "-journal")[.size] as? Int) ?? 0
    return size > 0
}

/// Opens the database for writing and reads it, so that SQLite rolls back a transaction an
/// interrupted writer left in its journal. True when no hot journal remains.
@discardableResult
package func rollBackInterruptedTransaction(_ options: DatabaseConnectionOptions) -> Bool {
    guard hasHotJournal(options.path) else { return true }
    var writable = options
    writable.access = .readWrite
    if let queue = try? openDatabase(writable) {
        try? queue.close()
    }
    return !hasHotJournal(options.path)
}

/// The version of the SQLite library this process uses, e.g. `3.40.1`.
package var sqliteLibraryVersion: String {
    (try? DatabaseQueue().read { db in try String.fetchOne(db, sql: "SELECT sqlite_version()") } ?? nil) ?? "unknown"
}

/// Whether the linked SQLite can encrypt (SQLCipher answers `PRAGMA cipher_version`).
package var sqliteSupportsEncryption: Bool {
    (try? DatabaseQueue().read { db in try String.fetchOne(db, sql: "PRAGMA cipher_version") } ?? nil) != nil
}

/// `PRAGMA key = '…'`, or a thrown error where the linked SQLite cannot encrypt. The password
/// cannot be bound as an argument to a pragma; it is written as a SQL string literal with its
/// quotes doubled.
private func keyPragma(_ password: String) throws -> String {
    guard sqliteSupportsEncryption else {
        throw DatabaseOpeningError.encryptionUnavailable(sqliteVersion: sqliteLibraryVersion)
    }
    return "PRAGMA key = " + quoteLiteral(password)
}

/// A non-empty file shorter than a SQLite header, or one that does not start with SQLite's
/// magic string, is not a database. An empty file is a valid empty database.
private func checkSQLiteHeader(_ path: String) throws {
    guard let handle = FileHandle(forReadingAtPath: path) else { return }  // SQLite reports it
    defer { try? handle.close() }
    let header = (try? handle.read(upToCount: 16)) ?? Data()
    guard header.isEmpty || header == Data("SQLite format 3\0".utf8) else {
        throw DatabaseOpeningError.notADatabase(path: path)
    }
}

// MARK: - Writing without leaving a failure behind

/// Opens the database `options` names with `open`, runs `body` on it, and when either fails
/// leaves the file as it was before, as far as SQLite allows:
/// - a file that did not exist is removed, with the journals SQLite may have left beside it:
///   a failure leaves no half-made database;
/// - a failed write (a full disk) can leave SQLite unable to roll back in place, with the
///   transaction in the journal: the file is reopened so that SQLite rolls it back now, and the
///   error becomes `DatabaseOpeningError/cannotWriteDatabase(path:reason:)`. (GRDB's
///   `grdb_migrations` table, created in a transaction of its own before a step, may remain.)
///
/// The writer `open` returns must be closed when `body` returns or throws: `body` must not keep it.
package func writingWithoutLeavingFailures<T>(
    _ options: DatabaseConnectionOptions,
    open: (DatabaseConnectionOptions) throws -> any DatabaseWriter,
    _ body: (any DatabaseWriter) throws -> T
) throws -> T {
    let existed = FileManager.default.fileExists(atPath: options.path)
    do {
        return try body(open(options))
    } catch {
        if !existed {
            removeDatabaseFiles(at: options.path)
            throw error
        }
        if hasHotJournal(options.path), rollBackInterruptedTransaction(options) {
            throw DatabaseOpeningError.cannotWriteDatabase(path: options.path, reason: concise(error))
        }
        throw error
    }
}

/// Removes a database file and the journal files SQLite may have left beside it.
package func removeDatabaseFiles(at path: String) {
    for suffix in ["", "-journal", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: path + suffix)
    }
}

/// The file of `db`'s main database, or nil for an in-memory or temporary one.
package func databaseFilePath(_ db: Database) -> String? {
    guard let name = sqlite3_db_filename(db.sqliteConnection, "main") else { return nil }
    let path = String(cString: name)
    return path.isEmpty ? nil : path
}

/// The bytes free for this process on the volume that holds `path`, or nil when it cannot be
/// read. ``ProcessSeams/freeSpace``, when the tool sets it, stands for every volume's: the seam
/// where the tests and the pages give a volume that lacks room.
///
/// On iOS and macOS, the capacity "for important usage": the free space plus what the system
/// would purge (caches, offloadable apps) to make room for work the user asked for, which a
/// conversion at launch is. `.systemFreeSize` leaves that out, and would refuse a nearly full
/// phone that iOS would make room on. Where that capacity cannot be read (a volume that does
/// not report it), and on other systems, the file system's free blocks.
package func freeSpace(onVolumeOf path: String) -> Int? {
    if let bytes = ProcessSeams.current.freeSpace { return bytes }
    let parent = FilesWrittenWhole.parentDirectory(of: path)
    let directory = parent.isEmpty ? "." : parent
    #if os(macOS) || os(iOS) || os(visionOS)
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    if let values = try? url.resourceValues(forKeys: [.volumeAvailableCapacityForImportantUsageKey]),
       let important = values.volumeAvailableCapacityForImportantUsage, important > 0 {
        return Int(important)
    }
    #endif
    let attributes = try? FileManager.default.attributesOfFileSystem(forPath: directory)
    return (attributes?[.systemFreeSize] as? NSNumber)?.intValue
}
