import Foundation
import GRDB
import MigrationKit

/// Migrations written as SQL files: `DIR/<identifier>.sql`, applied in lexicographic order of
/// their identifiers (the file names without `.sql`).
///
/// A file's layout:
///
/// ```sql
/// -- migrate:up            (optional first line)
/// CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL);
/// -- migrate:down          (optional: starts the rollback section)
/// DROP TABLE items;
/// ```
///
/// A file without a `-- migrate:down` line, or whose rollback section holds only blank lines
/// and `--` comments, cannot be rolled back: an empty rollback would forget the migration while
/// leaving its changes in place.
///
/// Each step carries the SHA-256 of its file's bytes, which the runner records when it applies
/// the step: editing the file afterwards makes the step ``MigrationState/modified``.
public enum SQLMigrationFiles {
    static let upMarker = "-- migrate:up"
    static let downMarker = "-- migrate:down"

    /// The steps defined by the `.sql` files in `directory`, sorted by identifier. Other files
    /// and hidden files are ignored.
    public static func steps(in directory: String) throws -> [MigrationStep<Database>] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MigrationKitError.migrationsDirectoryNotFound(path: directory)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".sql") && !$0.hasPrefix(".") }
        let base = URL(fileURLWithPath: directory)
        return try names
            .map { name in try step(at: base.appendingPathComponent(name).path) }
            .sorted { $0.identifier < $1.identifier }
    }

    /// The step defined by one file; its identifier is the file name without `.sql`.
    public static func step(at path: String) throws -> MigrationStep<Database> {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MigrationKitError.invalidMigrationFile(path: path, reason: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw MigrationKitError.invalidMigrationFile(path: path, reason: "the file is not UTF-8 text")
        }
        let sections = try parse(text, path: path)
        let identifier = String(URL(fileURLWithPath: path).lastPathComponent.dropLast(".sql".count))
        let up = sections.up
        var rollback: (@Sendable (Database) throws -> Void)?
        if let down = sections.down {
            rollback = { db in try db.execute(sql: down) }
        }
        return MigrationStep(
            identifier: identifier,
            sourceFile: path,
            checksum: SHA256.hexDigest(of: data),
            apply: { db in try db.execute(sql: up) },
            rollback: rollback)
    }

    /// Splits a file's text into its apply section and its rollback section (nil when the file
    /// defines none).
    package static func parse(_ text: String, path: String) throws -> (up: String, down: String?) {
        // Split on every line break: in Swift "\r\n" is one Character, not a "\n".
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        // A line that almost is a marker (`-- migrate: down`, `--Migrate:Down`) must not pass
        // for a comment: the rollback section would then run as part of the migration.
        for (number, line) in lines.enumerated() {
            let squeezed = line.filter { !$0.isWhitespace }.lowercased()
            let trimmed = marker(line)
            if squeezed.hasPrefix("--migrate:") && trimmed != upMarker && trimmed != downMarker {
                throw MigrationKitError.invalidMigrationFile(
                    path: path, reason: "line \(number + 1): \"\(trimmed)\" is not a marker; write \(upMarker) or \(downMarker) exactly")
            }
        }
        var firstLineNumber = 1
        if let first = lines.first, marker(first) == upMarker {
            lines.removeFirst()
            firstLineNumber = 2
        }
        if let misplaced = lines.firstIndex(where: { marker($0) == upMarker }) {
            throw MigrationKitError.invalidMigrationFile(
                path: path, reason: "line \(misplaced + firstLineNumber): \(upMarker) may only be the first line")
        }
        let downLines = lines.indices.filter { marker(lines[$0]) == downMarker }
        guard let down = downLines.first else {
            return (lines.joined(separator: "\n"), nil)
        }
        guard downLines.count == 1 else {
            throw MigrationKitError.invalidMigrationFile(path: path, reason: "more than one \(downMarker) line")
        }
        let upText = lines[..<down].joined(separator: "\n")
        let downSection = lines[(down + 1)...]
        let isEmpty = downSection.allSatisfy { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("--")
        }
        return (upText, isEmpty ? nil : downSection.joined(separator: "\n"))
    }

    private static func marker(_ line: Substring) -> String {
        line.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
