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
    /// Directives of a conversion file written by `migrationkit generate`: the file is a
    /// conversion; read-only checks follow; the statements follow.
    package static let conversionDirective = "-- migrationkit:conversion"
    package static let prechecksDirective = "-- migrationkit:prechecks"
    package static let applyDirective = "-- migrationkit:apply"
    static let directives: Set<String> = [upMarker, downMarker, conversionDirective, prechecksDirective, applyDirective]
    /// The page cache of a conversion step, in KiB (negative: SQLite's unit for a size in KiB).
    /// Bounded, so memory stays flat however large the database.
    static let conversionCacheSize = -65_536

    /// The steps defined by the `.sql` files in `directory`, sorted by identifier. Other files
    /// and hidden files are ignored.
    ///
    /// Every `.sql` file there is a migration, so a file that is known not to be one is refused
    /// before any is read as one: a schema dump (its first line is ``schemaDumpHeader``), which
    /// would otherwise create the whole schema as a "migration" on a new database. A path that
    /// names a file rather than a directory is refused as such.
    public static func steps(in directory: String) throws -> [MigrationStep<Database>] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw MigrationKitError.migrationsDirectoryNotFound(path: directory)
        }
        guard isDirectory.boolValue else {
            throw MigrationKitError.migrationsPathIsAFile(path: directory)
        }
        let base = URL(fileURLWithPath: directory)
        let paths = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".sql") && !$0.hasPrefix(".") }
            .sorted()  // the same file is named first whatever order the file system lists them in
            .map { base.appendingPathComponent($0).path }
        if let dump = paths.first(where: isSchemaDump) {
            throw MigrationKitError.schemaDumpInMigrations(path: dump, directory: directory)
        }
        return try paths.map(step(at:)).sorted { $0.identifier < $1.identifier }
    }

    /// Whether the file's first line is ``schemaDumpHeader``, as in every dump `schemaSQL` writes.
    private static func isSchemaDump(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }  // step(at:) says why
        defer { try? handle.close() }
        let header = Array(schemaDumpHeader.utf8)
        let start = Array((try? handle.read(upToCount: header.count + 2)) ?? Data())
        guard start.starts(with: header) else { return false }
        let rest = start.dropFirst(header.count)
        return rest.isEmpty || rest.first == 0x0A || rest.elementsEqual([0x0D, 0x0A])
    }

    /// The step defined by one file; its identifier is the file name without `.sql`.
    public static func step(at path: String) throws -> MigrationStep<Database> {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MigrationKitError.invalidMigrationFile(path: path, reason: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw MigrationKitError.invalidMigrationFile(path: path, reason: "the file is not UTF-8 text")
        }
        let identifier = String(URL(fileURLWithPath: path).lastPathComponent.dropLast(".sql".count))
        return try step(identifier: identifier, sourceFile: path, text: text)
    }

    /// Refuses text with a NUL byte. SQLite reads SQL as a C string, so it stops at the first
    /// NUL (`sqlite3_prepare_v2`: "If nByte is negative, then zSql is read up to the first zero
    /// terminator"): the statements after it would never run, and the step would still be
    /// recorded as applied.
    private static func refuseNUL(in text: String, path: String) throws {
        let bytes = Array(text.utf8)
        guard let offset = bytes.firstIndex(of: 0) else { return }
        let line = 1 + bytes[..<offset].count(where: { $0 == 0x0A })
        throw MigrationKitError.invalidMigrationFile(
            path: path,
            reason: "line \(line): a NUL byte (byte \(offset + 1) of the file); SQLite stops reading SQL there, so the statements after it would never run. Remove it")
    }

    /// The step a migration file's text defines, wherever the text comes from (a file, or
    /// Swift source that embeds it). Its checksum is the SHA-256 of the text's UTF-8 bytes, as for
    /// the file.
    ///
    /// A conversion file (`-- migrationkit:conversion`) holds, before its
    /// `-- migrationkit:apply` line, read-only queries that return the name of each check that
    /// fails: they become the step's ``MigrationStep/precheck``.
    public static func step(identifier: String, sourceFile: String, text: String) throws -> MigrationStep<Database> {
        try refuseNUL(in: text, path: sourceFile)
        let sections = try parse(text, path: sourceFile)
        var up = sections.up
        var precheck: (@Sendable (Database) throws -> [String])?
        let markers = try self.markers(in: up, path: sourceFile, known: directives)
        if markers.contains(where: { $0.text == conversionDirective }) {
            guard let apply = markers.first(where: { $0.text == applyDirective }) else {
                throw MigrationKitError.invalidMigrationFile(path: sourceFile, reason: "a conversion file needs a \(applyDirective) line")
            }
            let bytes = Array(up.utf8)
            let queries = String(decoding: bytes[..<apply.lineStart], as: UTF8.self)
            up = String(decoding: bytes[apply.lineEnd...], as: UTF8.self)
            precheck = { db in
                var failed: [String] = []
                let statements = try db.allStatements(sql: queries)
                while let statement = try statements.next() {
                    failed += try String.fetchAll(statement)
                }
                return failed
            }
        }
        let apply = up
        let isConversion = precheck != nil
        var rollback: (@Sendable (Database) throws -> Void)?
        if let down = sections.down {
            rollback = { db in try db.execute(sql: down) }
        }
        return MigrationStep(
            identifier: identifier,
            sourceFile: sourceFile,
            checksum: SHA256.hexDigest(of: Array(text.utf8)),
            precheck: precheck,
            checksForeignKeys: isConversion,
            apply: { db in
                guard isConversion else { return try db.execute(sql: apply) }
                // A conversion turns PRAGMA legacy_alter_table on around its renames. Pragmas
                // are not rolled back with the transaction: restore it whatever happens.
                let previous = try Bool.fetchOne(db, sql: "PRAGMA legacy_alter_table") ?? false
                // Fresh keys land in random order in the new key indexes: with SQLite's default
                // 2 MB page cache that thrashes (400,000 rows: 2.3 s; 1.9 s with 64 MB).
                let cache = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
                try db.execute(sql: "PRAGMA cache_size = \(conversionCacheSize)")
                // Debian's SQLite zeroes every page it frees (secure_delete), which makes dropping
                // the old tables several times slower; their data lives on in the new tables.
                let secureDelete = try Int.fetchOne(db, sql: "PRAGMA secure_delete") ?? 0
                try db.execute(sql: "PRAGMA secure_delete = OFF")
                defer {
                    try? db.execute(sql: "PRAGMA legacy_alter_table = \(previous ? "ON" : "OFF")")
                    try? db.execute(sql: "PRAGMA cache_size = \(cache)")
                    try? db.execute(sql: "PRAGMA secure_delete = \(secureDelete)")
                }
                try db.execute(sql: apply)
            },
            rollback: rollback)
    }

    /// Splits a file's text into its apply section and its rollback section (nil when the file
    /// defines none).
    ///
    /// Markers are recognized as SQL comments that start a line, by the tokenizer: text that
    /// only looks like a marker inside a string or a quoted name (a table may be named
    /// `"x\n-- migrate:down"`) is no marker.
    package static func parse(_ text: String, path: String) throws -> (up: String, down: String?) {
        let markers = try SQLMigrationFiles.markers(in: text, path: path, known: directives)
            .filter { $0.text == upMarker || $0.text == downMarker }
        let bytes = Array(text.utf8)
        func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        var upStart = 0
        if let first = markers.first, first.text == upMarker {
            guard first.isFirstToken else {
                throw MigrationKitError.invalidMigrationFile(
                    path: path, reason: "line \(first.line): \(upMarker) may only be the first line")
            }
            upStart = first.lineEnd
        }
        if let misplaced = markers.dropFirst().first(where: { $0.text == upMarker }) {
            throw MigrationKitError.invalidMigrationFile(
                path: path, reason: "line \(misplaced.line): \(upMarker) may only be the first line")
        }
        let downs = markers.filter { $0.text == downMarker }
        guard let down = downs.first else {
            return (slice(upStart..<bytes.count), nil)
        }
        guard downs.count == 1 else {
            throw MigrationKitError.invalidMigrationFile(path: path, reason: "more than one \(downMarker) line")
        }
        let downText = slice(down.lineEnd..<bytes.count)
        let isEmpty = SQLTokenizer.tokenize(downText).allSatisfy(\.isTrivia)
        return (slice(upStart..<down.lineStart), isEmpty ? nil : downText)
    }

    /// A marker comment: its text, its 1-based line, and the byte offsets of its line.
    package struct Marker {
        package let text: String
        package let line: Int
        package let lineStart: Int
        package let lineEnd: Int
        package let isFirstToken: Bool
    }

    /// The `--` comments of `text` that start a line and spell a directive (`--migrate:…` or
    /// `--migrationkit:…`, spaces and case aside). One that is not exactly a `known` directive
    /// is an error: a mistyped marker read as a comment would run the rollback inside the
    /// migration.
    package static func markers(in text: String, path: String, known: Set<String>) throws -> [Marker] {
        let tokens = SQLTokenizer.tokenize(text)
        let bytes = Array(text.utf8)
        var markers: [Marker] = []
        var line = 1
        var lineStart = 0
        var previousSignificantOnLine = false
        for (index, token) in tokens.enumerated() {
            if token.isLineComment {
                let squeezed = String(String.UnicodeScalarView(token.text.unicodeScalars.filter { !$0.properties.isWhitespace })).sqlFolded
                let isDirective = squeezed.hasPrefix("--migrate:") || squeezed.hasPrefix("--migrationkit:")
                if isDirective && previousSignificantOnLine {
                    // After SQL or a block comment on the same line it would be read as a comment,
                    // and a rollback section would then run inside the migration.
                    throw MigrationKitError.invalidMigrationFile(
                        path: path, reason: "line \(line): \"\(token.text.trimmingCharacters(in: .whitespacesAndNewlines))\" must be on a line of its own")
                }
                if isDirective {
                    let trimmed = token.text.trimmingCharacters(in: .whitespacesAndNewlines)
                    guard known.contains(trimmed) else {
                        let family = squeezed.hasPrefix("--migrate:") ? "-- migrate:" : "-- migrationkit:"
                        let expected = known.filter { $0.hasPrefix(family) }.sorted(by: >).joined(separator: " or ")
                        throw MigrationKitError.invalidMigrationFile(
                            path: path, reason: "line \(line): \"\(trimmed)\" is not a marker; write \(expected) exactly")
                    }
                    var end = token.range.upperBound
                    if end < bytes.count, bytes[end] == 0x0A { end += 1 }
                    markers.append(Marker(
                        text: trimmed, line: line, lineStart: lineStart, lineEnd: end,
                        isFirstToken: tokens[..<index].allSatisfy { $0.kind == .whitespace }))
                }
            }
            let newlines = token.text.utf8.filter { $0 == 0x0A }.count
            if newlines > 0 {
                line += newlines
                lineStart = token.range.lowerBound + (token.text.utf8.lastIndex(of: 0x0A).map { token.text.utf8.distance(from: token.text.utf8.startIndex, to: $0) } ?? 0) + 1
                previousSignificantOnLine = false
            }
            // Anything but whitespace, a block comment included, means the line started earlier.
            if token.kind != .whitespace { previousSignificantOnLine = true }
        }
        return markers
    }
}
