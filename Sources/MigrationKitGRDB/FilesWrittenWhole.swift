#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import MigrationKit

/// Files MigrationKit writes whole or not at all: each is written under a temporary name in its
/// final directory, flushed to disk, and only then given its final name, which no other file
/// may hold. A process killed, or a disk that fills, on the way leaves at most a temporary,
/// never a complete-looking file under the final name; the next run removes the temporaries
/// of dead processes.
///
/// POSIX guarantees that `link(2)` and `rename(2)` replace or create the name atomically; the
/// name itself reaches the disk when the directory is flushed (`fsync(2)` of the directory, as
/// SQLite does after creating a journal: `unixSync`, `SQLITE_DISABLE_DIRSYNC`). Every flush is
/// ``flushToDrive(_:)``: `F_FULLFSYNC` on Darwin, where `fsync` alone leaves the data in the
/// drive's cache.
package enum FilesWrittenWhole {
    /// The directory `path` names a file of, as written: `a` for `a/b` and `a/b/`, `/` for
    /// `/a`, the empty string for a bare name. Foundation's `deletingLastPathComponent` says
    /// the same but traps on Linux for a one-character name (`--output M`).
    package static func parentDirectory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The temporary names of `path`: `.<name>.migrationkit-<pid>-<random>.tmp` in its
    /// directory. Hidden, so `generate` does not number after it, and not `.sql`, so `migrate`
    /// never reads it as a migration.
    package static func temporaryPath(for path: String) -> String {
        let directory = parentDirectory(of: path)
        let name = "\(temporaryPrefix(of: (path as NSString).lastPathComponent))\(getpid())-\(UUID().uuidString.prefix(8)).tmp"
        return directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
    }

    private static func temporaryPrefix(of name: String) -> String { ".\(name).migrationkit-" }

    /// Creates an empty file at `path` with exactly `mode` (the umask aside), failing if any
    /// file, or a symbolic link, is there.
    package static func createEmpty(_ path: String, mode: mode_t) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw MigrationFileError.cannotWriteFile(path: path, reason: systemReason()) }
        defer { close(descriptor) }
        guard fchmod(descriptor, mode) == 0 else { throw MigrationFileError.cannotWriteFile(path: path, reason: systemReason()) }
    }

    /// Writes `bytes` to a new file at `path`, with the usual permissions, and flushes it.
    package static func writeNew(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw MigrationFileError.cannotWriteFile(path: path, reason: systemReason()) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw MigrationFileError.cannotWriteFile(path: path, reason: systemReason()) }
            written += count
        }
        guard flushToDrive(descriptor) == 0 else { throw MigrationFileError.cannotWriteFile(path: path, reason: systemReason()) }
    }

    /// Writes what the file `descriptor` holds to the drive itself; 0, or -1 with `errno`.
    /// On Darwin `fsync(2)` stops at the drive's cache, which a power cut loses (its man page
    /// says so): `F_FULLFSYNC` asks the drive to write that cache out, as SQLite does with
    /// `PRAGMA fullfsync`. A file system that refuses it (some network and FAT volumes) gets
    /// `fsync`, SQLite's fallback too. Elsewhere `fsync` already reaches the drive.
    package static func flushToDrive(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
        #endif
        return fsync(descriptor)
    }

    /// Flushes a complete file to disk before it is given its final name.
    package static func flush(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0, flushToDrive(descriptor) == 0 else {
            if descriptor >= 0 { close(descriptor) }
            throw MigrationFileError.cannotWriteFile(path: path, reason: systemReason())
        }
        close(descriptor)
    }

    /// Gives the complete file at `temporary` the name `path`, which must be free: `link(2)`
    /// fails with `EEXIST` rather than replace a file that appeared in the meantime. Throws
    /// `exists` when it did; the temporary stays for the caller to remove.
    package static func publish(_ temporary: String, as path: String, exists: MigrationFileError) throws {
        if link(temporary, path) != 0 {
            let linkError = errno
            guard linkError != EEXIST else { throw exists }
            // A file system without hard links (some network and FAT ones): check, then rename.
            guard [EPERM, ENOTSUP, EOPNOTSUPP, EXDEV].contains(linkError) else {
                throw MigrationFileError.cannotWriteFile(path: path, reason: systemReason(linkError))
            }
            guard !FileManager.default.fileExists(atPath: path) else { throw exists }
            guard rename(temporary, path) == 0 else { throw MigrationFileError.cannotWriteFile(path: path, reason: systemReason()) }
        } else {
            unlink(temporary)
        }
        flushDirectory(parentDirectory(of: path))
    }

    /// Flushes a directory, so that the names created or removed in it survive a power cut.
    /// Best effort: some file systems refuse to fsync a directory, and the file is whole anyway.
    package static func flushDirectory(_ directory: String) {
        let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = flushToDrive(descriptor)
        close(descriptor)
    }

    /// Removes the temporaries of `path` (and the journals SQLite kept beside them) that
    /// processes which no longer run left behind: a process killed while writing it.
    package static func removeStaleTemporaries(of path: String) {
        let parent = parentDirectory(of: path)
        let directory = parent.isEmpty ? "." : parent  // a relative path: the current directory
        let prefix = temporaryPrefix(of: (path as NSString).lastPathComponent)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(prefix) {
            if let owner = ownerProcess(of: name.dropFirst(prefix.count)), !isRunning(owner) {
                try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
            }
        }
    }

    /// The process a temporary's name says created it: the number that starts `rest`.
    package static func ownerProcess(of rest: Substring) -> pid_t? {
        rest.split(separator: "-", maxSplits: 1).first.flatMap { pid_t($0) }
    }

    /// Whether a process with this id runs. A temporary is stale only when its creator does not
    /// run: its id names no process (`kill(pid, 0)` fails with `ESRCH`; `EPERM` means it runs
    /// as another user). A live creator always passes, so a file still being written is never
    /// removed; an id reused by another process only keeps a stale file until that one ends.
    /// A zombie (state `Z` in `/proc/<pid>/stat`, proc(5)) has exited and closed its files:
    /// it counts as dead, which matters where nothing reaps killed processes (a container whose
    /// first process is not an init). (Processes in another PID namespace writing the same
    /// directory are not told apart: the tool does not share its temporary names across
    /// containers.)
    package static func isRunning(_ pid: pid_t) -> Bool {
        guard pid > 0, kill(pid, 0) == 0 || errno != ESRCH else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return true }
        let state = stat[stat.index(after: end)...].drop(while: { $0 == " " }).first
        return state != "Z" && state != "X"
    }

    /// The permission bits of the file at `path`, nil when it cannot be read.
    package static func permissions(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// The system's description of `errno`, as in "No space left on device", and what it
    /// likely means when the disk is full.
    package static func systemReason(_ code: Int32 = errno) -> String {
        let reason = String(cString: strerror(code))
        guard [ENOSPC, EFBIG, EDQUOT].contains(code) else { return reason }
        return "\(reason) (the disk is full, or a file-size limit was reached)"
    }
}

/// A directory of its own, mode 0700, in the system's temporary directory
/// (`FileManager.default.temporaryDirectory`: `$TMPDIR`, else `/tmp`), for the copy a
/// rehearsal migrates: `migrationkit-rehearsal-<pid>-<random>`. Only its owner may read the
/// copy, whatever the umask. A rehearsal removes its directory when it ends; one killed before
/// that leaves it, with a copy of the user's data, until the next command of this user starts
/// (`MigrationCLI.run`) or the next rehearsal is made, whichever comes first: both remove the
/// directories of dead processes (`removeStale()`).
package struct RehearsalDirectory {
    static let prefix = "migrationkit-rehearsal-"
    package let path: String

    /// Removes the rehearsal directories of this user whose process no longer runs (see
    /// `FilesWrittenWhole.isRunning`), then makes a new one.
    package static func make() throws -> RehearsalDirectory {
        let temporary = FileManager.default.temporaryDirectory
        removeStale()
        let path = temporary.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)").path
        guard mkdir(path, 0o700) == 0, chmod(path, 0o700) == 0 else {
            throw MigrationFileError.cannotWriteFile(path: path, reason: FilesWrittenWhole.systemReason())
        }
        return RehearsalDirectory(path: path)
    }

    /// Removes the directory and everything in it.
    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Removes the rehearsal directories in the temporary directory that this user owns and
    /// whose process no longer runs (`FilesWrittenWhole.isRunning`): what a rehearsal killed
    /// before it could remove its copy left. A symbolic link, a file, another user's directory
    /// or a live process's is left alone. Cheap when there is nothing to remove: one listing of
    /// the temporary directory.
    package static func removeStale() {
        let temporary = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let path = temporary.appendingPathComponent(name).path
            var info = stat()
            // Only directories (not links) of this user: another user's are not ours to judge.
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(),
                  let owner = FilesWrittenWhole.ownerProcess(of: name.dropFirst(prefix.count)),
                  !FilesWrittenWhole.isRunning(owner) else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
