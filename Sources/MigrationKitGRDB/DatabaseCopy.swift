import Foundation
import GRDB
import MigrationKit

/// Copies of a database file, made with SQLite's backup API, that never leave a half-made file
/// where a whole one is expected.
package enum DatabaseCopy {
    /// Copies the database `writer` holds to a new file at `path`; never overwrites.
    ///
    /// The copy is made under a temporary name beside `path`, with the permissions of the
    /// database file `database` names, flushed, and only then named `path`: a process killed
    /// while copying leaves no file at `path`, so the next run is not refused, and removes the
    /// temporary. `open` opens the copy as `database` is opened (its password, its functions).
    /// Once `isCancelled` returns true (checked after each step of pages), the copy stops, its
    /// temporary is removed, and ``MigrationKitError/cancelled(identifier:)`` is thrown.
    package static func backUp(
        _ writer: any DatabaseWriter, to path: String, like database: DatabaseConnectionOptions,
        open: (DatabaseConnectionOptions) throws -> any DatabaseWriter,
        isCancelled: (() -> Bool)? = nil
    ) throws {
        let exists = MigrationFileError.cannotWriteFile(path: path, reason: "it exists; a backup never overwrites a file")
        guard !FileManager.default.fileExists(atPath: path) else { throw exists }
        FilesWrittenWhole.removeStaleTemporaries(of: path)
        let temporary = FilesWrittenWhole.temporaryPath(for: path)
        do {
            try FilesWrittenWhole.createEmpty(temporary, mode: FilesWrittenWhole.permissions(of: database.path) ?? 0o644)
            let destination = try open(copyOptions(database, at: temporary))
            try copy(writer, to: destination, isCancelled: isCancelled)
            try destination.close()
            try FilesWrittenWhole.flush(temporary)
            try FilesWrittenWhole.publish(temporary, as: path, exists: exists)
        } catch {
            removeDatabaseFiles(at: temporary)
            if isMigrationKitError(error) { throw error }
            throw MigrationFileError.cannotWriteFile(path: path, reason: concise(error))
        }
    }

    /// Runs `body` on a temporary copy of the database `source` reads, then removes the copy.
    ///
    /// The copy lives in a directory of its own that only this user may read, and has the
    /// database file's permissions, writable by its owner; a process killed before it could remove it leaves the
    /// directory to the next rehearsal, or the next start of a `migrationkit` command, which
    /// remove it (`RehearsalDirectory.removeStale()`). `isCancelled` stops the copy as for
    /// ``backUp(_:to:like:open:isCancelled:)``.
    package static func rehearse<T>(
        _ source: any DatabaseReader, like database: DatabaseConnectionOptions,
        open: (DatabaseConnectionOptions) throws -> any DatabaseWriter,
        isCancelled: (() -> Bool)? = nil,
        _ body: (any DatabaseWriter) throws -> T
    ) throws -> T {
        let directory = try RehearsalDirectory.make()
        defer { directory.remove() }
        let path = (directory.path as NSString).appendingPathComponent("rehearsal.sqlite")
        // The owner may write it whatever the database's permissions (a 0444 file rehearses
        // too: the rehearsal writes the copy, never the file); its directory keeps others out.
        try FilesWrittenWhole.createEmpty(path, mode: (FilesWrittenWhole.permissions(of: database.path) ?? 0o600) | 0o200)
        // The temporary directory is named when it lacks room, before the copy and while it is
        // made (SQLite's backup API said "no more rows available" on a full disk).
        let temporary = (directory.path as NSString).deletingLastPathComponent
        func lacksRoom(_ reason: String) -> MigrationFileError {
            .cannotWriteFile(path: temporary, reason: "\(reason); the rehearsal copies \(database.path) into the temporary directory: set TMPDIR to a directory with more room")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: database.path)[.size] as? NSNumber)?.intValue ?? 0
        if let available = freeSpace(onVolumeOf: path), available < size {
            throw lacksRoom("its volume has \(megabytes(available)) free, and the copy needs \(megabytes(size))")
        }
        let copy = try open(copyOptions(database, at: path))
        do {
            try self.copy(source, to: copy, isCancelled: isCancelled)
        } catch let error where !isMigrationKitError(error) {
            throw lacksRoom("the copy could not be written (\(concise(error))); the disk may be full")
        }
        let result = try body(copy)
        try copy.close()
        return result
    }

    /// Pages copied by one step of SQLite's backup API: 4 MiB of 4 KiB pages, so that a large
    /// copy can be stopped between steps.
    static let pagesPerStep: CInt = 1024

    /// Copies `source` into `destination` step by step (``SignalPoint`` names each step).
    private static func copy(_ source: any DatabaseReader, to destination: any DatabaseWriter, isCancelled: (() -> Bool)?) throws {
        SignalPoint.reach("backup started")
        var step = 0
        try source.backup(to: destination, pagesPerStep: pagesPerStep) { _ in
            step += 1
            SignalPoint.reach("backup step \(step)")
            if isCancelled?() == true { throw MigrationKitError.cancelled(identifier: nil) }
        }
        SignalPoint.reach("backup copied")
        // SQLite's last step (the only one for a small file) calls no progress.
        if isCancelled?() == true { throw MigrationKitError.cancelled(identifier: nil) }
    }

    /// `database`'s options for a copy at `path`, which may be written.
    private static func copyOptions(_ database: DatabaseConnectionOptions, at path: String) -> DatabaseConnectionOptions {
        var options = database
        options.path = path
        options.access = .readWrite
        return options
    }
}
