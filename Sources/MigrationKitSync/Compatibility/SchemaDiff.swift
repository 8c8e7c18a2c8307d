import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB

/// `-- migrationkit:ignore RULE REASON` in a migration file: accepts the findings of RULE that
/// this file introduces, and only those.
package struct IgnoreLine: Equatable, Sendable, CustomStringConvertible {
    package let file: String
    package let line: Int
    package let rule: String
    package let reason: String

    package var description: String { "\(file):\(line): \(SQLMigrationFiles.ignorePrefix) \(rule)" }

    /// The ignore lines of a migration file's text.
    static func lines(in text: String, file: String) -> [IgnoreLine] {
        var found: [IgnoreLine] = []
        var line = 1
        for token in SQLTokenizer.tokenize(text) {
            let trimmed = token.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if token.isLineComment, trimmed.hasPrefix(SQLMigrationFiles.ignorePrefix + " ") {
                let words = trimmed.dropFirst(SQLMigrationFiles.ignorePrefix.count).split(whereSeparator: \.isWhitespace)
                if words.count >= 2 {
                    found.append(IgnoreLine(file: file, line: line, rule: String(words[0]), reason: words.dropFirst().joined(separator: " ")))
                }
            }
            line += token.text.utf8.filter { $0 == 0x0A }.count
        }
        return found
    }
}

/// What `migrationkit diff` reports: the incompatible changes from one schema to another, less
/// those that the migration files introducing them accept.
package struct SchemaDiff: Sendable {
    package let report: AuditReport
    /// How many findings ignore lines accepted.
    package let ignored: Int
    /// Ignore lines whose file introduces no finding of their rule: stale, or misplaced.
    package let unusedIgnores: [IgnoreLine]

    /// Compares the schema at `from` with the one at `to` (``SchemaSource``). When `to` is a
    /// migrations directory, each file is applied in turn, and a file's ignore lines accept the
    /// findings of their rule that the change made by that file alone shows.
    package init(from: String, to: String, rules: [CompatibilityRule] = CompatibilityRule.all) throws {
        let old = try SchemaSource.read(from)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: to, isDirectory: &isDirectory), isDirectory.boolValue else {
            self.init(report: CompatibilityRule.compare(old, try SchemaSource.read(to), rules: rules), ignored: 0, unusedIgnores: [])
            return
        }
        let history = try SchemaSource.history(to)
        let new = history.last?.after ?? old
        let report = CompatibilityRule.compare(old, new, rules: rules)
        var accepted: [(rule: String, table: String, column: String?)] = []
        var unused: [IgnoreLine] = []
        let known = Set(rules.map(\.id))
        for step in history {
            let ignores = IgnoreLine.lines(in: step.text, file: step.file)
            if let unknown = ignores.first(where: { !known.contains($0.rule) }) {
                throw MigrationFileError.invalidMigrationFile(
                    path: step.file, reason: "line \(unknown.line): no compatibility rule is named \"\(unknown.rule)\"; the rules are \(rules.map(\.id).joined(separator: ", "))")
            }
            guard !ignores.isEmpty else { continue }
            let introduced = CompatibilityRule.compare(step.before, step.after, rules: rules).findings
            for ignore in ignores {
                let mine = introduced.filter { $0.rule == ignore.rule }
                if mine.isEmpty { unused.append(ignore) }
                accepted += mine.map { ($0.rule, $0.table.sqlFolded, $0.column?.sqlFolded) }
            }
        }
        let kept = report.findings.filter { finding in
            !accepted.contains { $0.rule == finding.rule && $0.table == finding.table.sqlFolded && $0.column == finding.column?.sqlFolded }
        }
        self.init(report: AuditReport(findings: kept), ignored: report.findings.count - kept.count, unusedIgnores: unused)
    }

    private init(report: AuditReport, ignored: Int, unusedIgnores: [IgnoreLine]) {
        self.report = report
        self.ignored = ignored
        self.unusedIgnores = unusedIgnores
    }
}
