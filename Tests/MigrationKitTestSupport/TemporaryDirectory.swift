import Foundation

/// A directory of its own for one test, removed when the value goes away. Every database a
/// test opens lives in one: fixtures are copied in, never opened in place.
public final class TemporaryDirectory: @unchecked Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("MigrationKitTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
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
