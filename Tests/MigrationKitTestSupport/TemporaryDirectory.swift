import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory of its own for one test, removed when the value goes away. Every database a
/// test opens lives in one: fixtures are copied in, never opened in place.
public final class TemporaryDirectory: @unchecked Sendable {
    public let url: URL

    public init() throws {
        let made = FileManager.default.temporaryDirectory
            .appendingPathComponent("MigrationKitTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        // Named as the file system resolves it, as SQLite names a database file
        // (sqlite3_db_filename follows links), which the tool's messages quote: on macOS the
        // temporary directory is under /var, a link to /private/var. (Foundation's
        // resolvingSymlinksInPath would drop /private again.)
        var resolved = made.path
        if let real = realpath(made.path, nil) {
            resolved = String(cString: real)
            free(real)
        }
        url = URL(fileURLWithPath: resolved, isDirectory: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the directory.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `contents` to `name` (creating intermediate directories) and returns its path.
    @discardableResult
    public func write(_ name: String, _ contents: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        return file.path
    }

    /// Copies a file from `Fixtures/` into the directory and returns the copy's path.
    public func copyFixture(_ name: String) throws -> String {
        let destination = path((name as NSString).lastPathComponent)
        try FileManager.default.copyItem(atPath: Fixtures.path(name), toPath: destination)
        return destination
    }
}

/// The repository's `Fixtures/` directory.
public enum Fixtures {
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MigrationKitTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Fixtures")

    public static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The text of a fixture file.
    public static func text(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }
}

/// The bytes of a file, or nil where there is none: to prove a file unchanged or never created.
public func fileBytes(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
}

/// Public sample databases in `../shared/real-schemas` beside the repository (CI has it; a
/// user's clone does not, and tests that need them are skipped there).
public enum RealSchemas {
    public static let directory = Fixtures.directory
        .deletingLastPathComponent()  // the package
        .deletingLastPathComponent()
        .appendingPathComponent("shared/real-schemas")

    /// The Chinook sample database's SQL script.
    public static let chinook = directory.appendingPathComponent("chinook/Chinook_Sqlite.sql").path

    public static var hasChinook: Bool { FileManager.default.fileExists(atPath: chinook) }
}

/// Damages a database file the way a failing disk does: overwrites `count` pages of 4096 bytes
/// from page `first` (1-based; page 1, which holds the schema, is left alone by default) with
/// a byte pattern.
public func overwritePages(of path: String, first: Int = 3, count: Int) throws {
    guard let handle = FileHandle(forWritingAtPath: path) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    defer { try? handle.close() }
    try handle.seek(toOffset: UInt64((first - 1) * 4096))
    try handle.write(contentsOf: Data(repeating: 0xA5, count: count * 4096))
}
