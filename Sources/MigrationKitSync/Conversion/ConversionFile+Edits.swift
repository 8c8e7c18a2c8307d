import Foundation
import MigrationKit
import MigrationKitGRDB

/// How a conversion file differs from the one `generate` wrote: editing it stays legitimate
/// (a reviewer may fix a value), but its checks were written for the statements `generate`
/// wrote, and this says which parts of the edit they no longer cover.
///
/// The file's header records a digest of each statement `migrate` runs
/// (``ConversionFile/digestsDirective``): its tokens without comments or whitespace, so that a
/// comment or a line break added by a reviewer is no edit. A statement whose digest is not among
/// the recorded ones was changed or added; recorded digests left over were removed.
package struct ConversionFileEdit: Equatable, Sendable, CustomStringConvertible {
    /// The statements changed or added, each as what it is and what its checks do not cover.
    package let changed: [String]
    /// How many of the statements generate wrote are gone.
    package let removed: Int

    package var description: String {
        var parts = changed
        if removed > 0 {
            parts.append("\(counted(removed, "statement")) generate wrote \(removed == 1 ? "is" : "are") gone: a check may no longer be made, or a step of the rebuild may be missing")
        }
        return parts.joined(separator: "; ")
    }
}

extension ConversionFile.Sections {
    /// The statements `migrate` runs, prechecks first.
    var runStatements: [(statement: String, isPrecheck: Bool)] {
        splitStatements(queries).map { ($0, true) } + splitStatements(statements).map { ($0, false) }
    }

    /// The digests of ``runStatements``, as the header records them.
    var digests: [String] {
        runStatements.map { Self.digest($0.statement) }
    }

    /// The first 8 hexadecimal digits of the SHA-256 of a statement's tokens, comments and
    /// whitespace left out, joined by spaces.
    static func digest(_ statement: String) -> String {
        let tokens = SQLTokenizer.tokenize(statement).filter { !$0.isTrivia }.map(\.text).joined(separator: " ")
        return String(SHA256.hexDigest(of: Array(tokens.utf8)).prefix(8))
    }

    /// How the statements differ from the ones the header records; nil when they are the same,
    /// or when the file records none (written before 2026-11-28).
    package var edit: ConversionFileEdit? {
        guard let recorded = data[ConversionFile.digestsDirective]?.split(separator: " ").map(String.init) else { return nil }
        var unmatched = Dictionary(recorded.map { ($0, 1) }, uniquingKeysWith: +)
        var changed: [String] = []
        for (statement, isPrecheck) in runStatements {
            let digest = Self.digest(statement)
            if let count = unmatched[digest], count > 0 {
                unmatched[digest] = count - 1
            } else {
                changed.append(Self.uncovered(statement, isPrecheck: isPrecheck))
            }
        }
        // A changed statement leaves its original's digest unmatched: only the ones beyond
        // the changed statements are gone.
        let removed = max(unmatched.values.reduce(0, +) - changed.count, 0)
        return changed.isEmpty && removed == 0 ? nil : ConversionFileEdit(changed: changed, removed: removed)
    }

    /// What an edited `statement` is, and which of the file's checks no longer cover it.
    static func uncovered(_ statement: String, isPrecheck: Bool) -> String {
        let tokens = SQLTokenizer.tokenize(statement).filter { !$0.isTrivia }
        let name = tokens.first { $0.kind == .string }?.identifier.map(displayName)
        if isPrecheck {
            return "the check before any change \(name ?? "`\(head(statement))`"): the statements rely on it, and data it no longer refuses may not be carried"
        }
        if tokens.first?.isKeyword("INSERT") == true, tokens.contains(where: { $0.identifier == ConversionCheck.table }) {
            return "the check \(name ?? "`\(head(statement))`") before commit: it may no longer check what it says"
        }
        if let table = ConversionFile.copiedTable(statement) {
            return "the copy of \(displayName(table)): the checks prove its rows are all there and its keys and references converted, not the values of its other columns"
        }
        return "`\(head(statement))`: no check covers what it changes beyond the rows, keys and references"
    }

    /// The statement's first line, at most 80 characters.
    private static func head(_ statement: String) -> String {
        let line = statement.trimmingCharacters(in: .whitespacesAndNewlines).prefix { !$0.isNewline }
        return line.count > 80 ? line.prefix(80) + " …" : String(line)
    }
}

extension ConversionFile {
    /// How the conversion file at `path` differs from what `generate` wrote; nil for a file as it
    /// was written, one that records no digests, or a file that is no conversion.
    package static func edit(ofFileAt path: String) throws -> ConversionFileEdit? {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return nil }
        let (file, kind) = try SQLMigrationFiles.read(identifier: "", sourceFile: path, text: text, kinds: [.conversion])
        guard kind != nil else { return nil }
        return try Sections(file).edit
    }
}
