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
/// the step: editing the file afterwards makes the step `MigrationState/modified`.
public enum SQLMigrationFiles {
    static let upMarker = "-- migrate:up"
    static let downMarker = "-- migrate:down"
    /// `-- migrationkit:ignore RULE REASON`: a line that does not change what the file runs, for
    /// the layers above that read findings (`migrationkit diff` accepts a finding the file
    /// introduces). Anywhere in a file, on a line of its own, with a rule and a reason.
    package static let ignorePrefix = "-- migrationkit:ignore"

    /// A kind of migration file that a module above this one defines: a file whose apply
    /// section holds its ``directive`` line becomes the step ``makeStep`` makes of it. Files
    /// without one are plain: their apply section runs as it is.
    public struct FileKind: Sendable {
        /// The line that marks a file of this kind: `-- migrationkit:<name>`.
        public let directive: String
        /// The other directive lines a file of this kind may hold. One that ends with a space
        /// starts a line that carries data after it (`-- migrationkit:digests 3f2a9c1e …`).
        public let markers: Set<String>
        /// The step of a file of this kind.
        public let makeStep: @Sendable (File) throws -> MigrationStep<Database>

        public init(directive: String, markers: Set<String> = [], makeStep: @escaping @Sendable (File) throws -> MigrationStep<Database>) {
            self.directive = directive
            self.markers = markers
            self.makeStep = makeStep
        }
    }

    /// A migration file, read: what a ``FileKind`` makes its step from.
    public struct File: Sendable {
        public let identifier: String
        public let sourceFile: String
        /// The SHA-256 of the whole text.
        public let checksum: String
        /// The apply section: the text after the `-- migrate:up` line, before `-- migrate:down`.
        public let up: String
        /// The rollback section, run as it is; nil when the file has none.
        public let rollback: (@Sendable (Database) throws -> Void)?
        /// The directive lines of ``up``, with their byte offsets in it.
        package let markers: [Marker]
    }

    /// The steps defined by the `.sql` files in `directory`, sorted by identifier. Other files
    /// and hidden files are ignored.
    ///
    /// Every `.sql` file there is a migration, so a file that is known not to be one is refused
    /// before any is read as one: a schema dump (its first line is `schemaDumpHeader`), which
    /// would otherwise create the whole schema as a "migration" on a new database. A path that
    /// names a file rather than a directory is refused as such.
    public static func steps(in directory: String, kinds: [FileKind] = []) throws -> [MigrationStep<Database>] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw MigrationFileError.migrationsDirectoryNotFound(path: directory)
        }
        guard isDirectory.boolValue else {
            throw MigrationFileError.migrationsPathIsAFile(path: directory)
        }
        // Paths as the caller gave the directory (relative stays relative), as messages show them.
        let paths = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".sql") && !$0.hasPrefix(".") }
            .sorted()  // the same file is named first whatever order the file system lists them in
            .map { (directory as NSString).appendingPathComponent($0) }
        if let dump = paths.first(where: isSchemaDump) {
            throw MigrationFileError.schemaDumpInMigrations(path: dump, directory: directory)
        }
        return try paths.map { try step(at: $0, kinds: kinds) }.sorted { $0.identifier < $1.identifier }
    }

    /// Whether the file's first line is `schemaDumpHeader`, as in every dump `schemaSQL` writes.
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
    public static func step(at path: String, kinds: [FileKind] = []) throws -> MigrationStep<Database> {
        let identifier = String(URL(fileURLWithPath: path).lastPathComponent.dropLast(".sql".count))
        return try step(identifier: identifier, sourceFile: path, text: text(at: path), kinds: kinds)
    }

    /// The text of the file at `path`, which must be UTF-8.
    private static func text(at path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MigrationFileError.invalidMigrationFile(path: path, reason: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw MigrationFileError.invalidMigrationFile(path: path, reason: "the file is not UTF-8 text")
        }
        return text
    }

    // MARK: - Reading without applying

    /// A migration file's apply section, located in its file: what `migrationkit diff` runs in
    /// an `SQLSandbox` to learn the schema a directory builds, rather than applying the step
    /// to a database.
    package struct Script: Sendable {
        package let path: String
        /// The whole file, for the lines that say something about it (`-- migrationkit:ignore`).
        package let text: String
        /// The apply section.
        package let up: String
        /// The line of the file that ``up`` starts on.
        package let firstLine: Int
    }

    /// The scripts of the `.sql` files in `directory`, in the order ``steps(in:kinds:)`` applies
    /// them, after every check it makes of the files (so a file `migrate` refuses is refused
    /// here too).
    package static func scripts(in directory: String, kinds: [FileKind] = []) throws -> [Script] {
        try steps(in: directory, kinds: kinds).map { step in
            let text = try text(at: step.sourceFile)
            let sections = try parse(text, path: step.sourceFile, known: knownMarkers(kinds))
            return Script(path: step.sourceFile, text: text, up: sections.up, firstLine: sections.upLine)
        }
    }

    /// Refuses text with a NUL byte. SQLite reads SQL as a C string, so it stops at the first
    /// NUL (`sqlite3_prepare_v2`: "If nByte is negative, then zSql is read up to the first zero
    /// terminator"): the statements after it would never run, and the step would still be
    /// recorded as applied.
    private static func refuseNUL(in text: String, path: String) throws {
        if let reason = nulByte(in: Array(text.utf8)) {
            throw MigrationFileError.invalidMigrationFile(path: path, reason: reason)
        }
    }

    /// Where the first NUL byte of SQL text is, and why that is wrong; nil without one.
    package static func nulByte(in bytes: [UInt8]) -> String? {
        guard let offset = bytes.firstIndex(of: 0) else { return nil }
        let line = 1 + bytes[..<offset].count(where: { $0 == 0x0A })
        return "line \(line): a NUL byte (byte \(offset + 1) of the file); SQLite stops reading SQL there, so the statements after it would never run. Remove it"
    }

    /// The step a migration file's text defines, wherever the text comes from (a file, or
    /// Swift source that embeds it). Its checksum is the SHA-256 of the text's UTF-8 bytes, as for
    /// the file.
    ///
    /// A file whose apply section holds the directive of one of `kinds` is that kind's step; a
    /// directive no kind knows is an error (written by a newer version, or loaded without the
    /// module that reads it).
    public static func step(identifier: String, sourceFile: String, text: String, kinds: [FileKind] = []) throws -> MigrationStep<Database> {
        let (file, kind) = try read(identifier: identifier, sourceFile: sourceFile, text: text, kinds: kinds)
        if let kind { return try kind.makeStep(file) }
        let apply = file.up
        return MigrationStep(
            identifier: identifier, sourceFile: sourceFile, checksum: file.checksum,
            apply: { db in try db.execute(sql: apply) }, rollback: file.rollback)
    }

    /// A migration file's text read as ``step(identifier:sourceFile:text:kinds:)`` reads it, and
    /// the kind among `kinds` whose directive it holds, if any: for what reads a kind's file
    /// without applying it (how a conversion file differs from what generate wrote).
    package static func read(identifier: String, sourceFile: String, text: String, kinds: [FileKind]) throws -> (File, FileKind?) {
        try refuseNUL(in: text, path: sourceFile)
        let known = knownMarkers(kinds)
        let sections = try parse(text, path: sourceFile, known: known)
        // `parse` has checked every directive line of the whole text; the apply section is read
        // again for its offsets only when it can hold a kind's directive at all.
        let markers = kinds.contains { sections.up.contains($0.directive) }
            ? try self.markers(in: sections.up, path: sourceFile, known: known) : []
        var rollback: (@Sendable (Database) throws -> Void)?
        if let down = sections.down {
            rollback = { db in try db.execute(sql: down) }
        }
        let file = File(
            identifier: identifier, sourceFile: sourceFile, checksum: SHA256.hexDigest(of: Array(text.utf8)),
            up: sections.up, rollback: rollback, markers: markers)
        return (file, kinds.first { kind in markers.contains { $0.text == kind.directive } })
    }

    /// Every directive line a file of one of `kinds` may hold.
    private static func knownMarkers(_ kinds: [FileKind]) -> Set<String> {
        kinds.reduce(into: Set([upMarker, downMarker])) { $0.formUnion($1.markers.union([$1.directive])) }
    }

    /// Splits a file's text into its apply section and its rollback section (nil when the file
    /// defines none), and says on which line of the text the apply section starts.
    ///
    /// Markers are recognized as SQL comments that start a line, by the tokenizer: text that
    /// only looks like a marker inside a string or a quoted name (a table may be named
    /// `"x\n-- migrate:down"`) is no marker.
    package static func parse(_ text: String, path: String, known: Set<String> = [upMarker, downMarker]) throws -> (up: String, down: String?, upLine: Int) {
        let markers = try SQLMigrationFiles.markers(in: text, path: path, known: known)
            .filter { $0.text == upMarker || $0.text == downMarker }
        let bytes = Array(text.utf8)
        func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        var upStart = 0
        var upLine = 1
        if let first = markers.first, first.text == upMarker {
            guard first.isFirstToken else {
                throw MigrationFileError.invalidMigrationFile(
                    path: path, reason: "line \(first.line): \(upMarker) may only be the first line")
            }
            upStart = first.lineEnd
            upLine = first.line + 1
        }
        if let misplaced = markers.dropFirst().first(where: { $0.text == upMarker }) {
            throw MigrationFileError.invalidMigrationFile(
                path: path, reason: "line \(misplaced.line): \(upMarker) may only be the first line")
        }
        let downs = markers.filter { $0.text == downMarker }
        guard let down = downs.first else {
            return (slice(upStart..<bytes.count), nil, upLine)
        }
        guard downs.count == 1 else {
            throw MigrationFileError.invalidMigrationFile(path: path, reason: "more than one \(downMarker) line")
        }
        let downText = slice(down.lineEnd..<bytes.count)
        let isEmpty = SQLTokenizer.tokenize(downText).allSatisfy(\.isTrivia)
        return (slice(upStart..<down.lineStart), isEmpty ? nil : downText, upLine)
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
        var onlyWhitespaceBefore = true
        for token in tokens {
            // A directive's first letter after `--` is an m: most comments are known to be none
            // without squeezing their whole text.
            if token.isLineComment,
               let first = token.text.unicodeScalars.dropFirst(2).first(where: { !$0.properties.isWhitespace }),
               first == "m" || first == "M" {
                let squeezed = String(String.UnicodeScalarView(token.text.unicodeScalars.filter { !$0.properties.isWhitespace })).sqlFolded
                let isDirective = squeezed.hasPrefix("--migrate:") || squeezed.hasPrefix("--migrationkit:")
                if isDirective && previousSignificantOnLine {
                    // After SQL or a block comment on the same line it would be read as a comment,
                    // and a rollback section would then run inside the migration.
                    throw MigrationFileError.invalidMigrationFile(
                        path: path, reason: "line \(line): \"\(token.text.trimmingCharacters(in: .whitespacesAndNewlines))\" must be on a line of its own")
                }
                if isDirective {
                    let trimmed = token.text.trimmingCharacters(in: .whitespacesAndNewlines)
                    if squeezed.hasPrefix("--migrationkit:ignore") {
                        let words = trimmed.dropFirst(ignorePrefix.count).split(whereSeparator: \.isWhitespace)
                        guard trimmed.hasPrefix(ignorePrefix + " "), words.count >= 2 else {
                            throw MigrationFileError.invalidMigrationFile(
                                path: path, reason: "line \(line): \"\(trimmed)\" needs a rule and a reason: write \(ignorePrefix) RULE REASON")
                        }
                        continue
                    }
                    // A directive that carries data: its name, a space, the data.
                    let carriesData = known.contains { $0.hasSuffix(" ") && trimmed.hasPrefix($0) }
                    guard known.contains(trimmed) || carriesData else {
                        let family = squeezed.hasPrefix("--migrate:") ? "-- migrate:" : "-- migrationkit:"
                        let expected = known.filter { $0.hasPrefix(family) && !$0.hasSuffix(" ") }.sorted(by: >).joined(separator: " or ")
                        throw MigrationFileError.invalidMigrationFile(
                            path: path, reason: expected.isEmpty
                                ? "line \(line): \"\(trimmed)\" marks a kind of migration file this loader was not given (SQLMigrationFiles.FileKind)"
                                : "line \(line): \"\(trimmed)\" is not a marker; write \(expected) exactly")
                    }
                    var end = token.range.upperBound
                    if end < bytes.count, bytes[end] == 0x0A { end += 1 }
                    markers.append(Marker(
                        text: trimmed, line: line, lineStart: lineStart, lineEnd: end,
                        isFirstToken: onlyWhitespaceBefore))
                }
            }
            // Line feeds are found in the text's bytes (a token's range indexes them).
            var lastNewline: Int?
            for offset in token.range where bytes[offset] == 0x0A {
                line += 1
                lastNewline = offset
            }
            if let lastNewline {
                lineStart = lastNewline + 1
                previousSignificantOnLine = false
            }
            // Anything but whitespace, a block comment included, means the line started earlier.
            if token.kind != .whitespace {
                previousSignificantOnLine = true
                onlyWhitespaceBefore = false
            }
        }
        return markers
    }
}
