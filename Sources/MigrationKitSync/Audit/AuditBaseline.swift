import Foundation
import MigrationKitGRDB

/// The findings a team has accepted for now, recorded so that an audit fails only on new ones
/// (`migrationkit audit --write-baseline FILE`, then `--baseline FILE`).
///
/// A finding is matched by its rule, table and column, not by its message: a message that
/// counts rows changes as the data does, and the finding is still the one accepted.
package struct AuditBaseline: Codable, Equatable, Sendable {
    /// What identifies a finding in the baseline.
    package struct Entry: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
        package let rule: String
        package let table: String
        package let column: String?

        package init(_ finding: Finding) {
            self.rule = finding.rule
            self.table = finding.table
            self.column = finding.column
        }

        package static func < (a: Entry, b: Entry) -> Bool {
            (a.rule, a.table, a.column ?? "") < (b.rule, b.table, b.column ?? "")
        }

        /// `[rule] "table"."column"`.
        package var description: String {
            "[\(rule)] " + findingLocation(table, column)
        }

        // `column` is written as null when absent, not left out.
        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(table, forKey: .table)
            try container.encode(column, forKey: .column)
        }
    }

    /// The format's version, for a later change of shape.
    package var version = 1
    /// The accepted findings, sorted.
    package var findings: [Entry]

    /// Reads a baseline file, as `--write-baseline` writes it. A mistake is an
    /// `AuditConfigurationError` that says where in the file it is and which key
    /// (`.findings[2]: the key "rule" is missing`), as for the configuration (`AuditJSON`); a
    /// key given twice in one object is one.
    package static func read(_ data: Data) throws -> AuditBaseline {
        try AuditJSON.decode(AuditBaseline.self, from: data)
    }

    /// The baseline of everything `report` finds.
    package init(_ report: AuditReport) {
        self.findings = Set(report.findings.map(Entry.init)).sorted()
    }

    /// `report` without the findings the baseline accepts, and the baseline's entries that no
    /// finding matches any more (fixed since: the baseline can shrink).
    package func filter(_ report: AuditReport) -> (new: AuditReport, accepted: Int, gone: [Entry]) {
        let accepted = Set(findings)
        let new = report.findings.filter { !accepted.contains(Entry($0)) }
        let found = Set(report.findings.map(Entry.init))
        return (AuditReport(findings: new), report.findings.count - new.count, findings.filter { !found.contains($0) })
    }
}
