import ArgumentParser
import Foundation
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

/// `--format` of the commands that report findings: for people, for scripts, and for CI.
enum FindingFormat: String, ExpressibleByArgument, CaseIterable {
    /// One finding per two lines (and a question's evidence in two more), then a summary line.
    case text
    /// One object with `ready`, `summary` and `findings`.
    case json
    /// GitHub Actions workflow commands (`::error file=…::…`), which a workflow shows as
    /// annotations, then the summary line.
    case github
    /// SARIF 2.1.0, which code scanning (`github/codeql-action/upload-sarif`) uploads.
    case sarif
}

/// Prints `report` about `subject` (a database, or a change between two) in `format`: text and
/// github end with a summary line that starts with `verdict` (the tool's own words, coloured
/// or not); json is what `json` makes. Annotations and SARIF results are located in `file` (by
/// default `subject`).
///
/// Text and github escape the subject and every finding's location, message and fix, which
/// quote names from the database, line breaks included (`visiblyEscaped()`), and only then add
/// colour, so the lines go out through `printVerbatim`. JSON and SARIF carry them exactly.
func printReport(_ report: AuditReport, subject: String, file: String? = nil, format: FindingFormat, console: Console, verdict: String, json: () throws -> String) throws {
    switch format {
    case .text:
        let shownSubject = subject.visiblyEscaped()
        for finding in report.findings {
            let label = switch finding.severity {
            case .error: console.styled("error:", .red)
            case .warning: console.styled("warning:", .yellow)
            case .info: console.styled("info:", .cyan)
            }
            let (location, message, fix) = finding.shown
            console.printVerbatim("\(shownSubject): \(label) [\(finding.rule)] \(location): \(message)")
            for line in finding.evidence?.lines(table: finding.table) ?? [] { console.printVerbatim("    \(line)") }
            console.printVerbatim("    fix\(finding.autoFixable ? " (fixed by generate)" : ""): \(fix)")
        }
        console.printVerbatim(summaryLine(report, subject: shownSubject, verdict: verdict))
    case .json:
        console.printVerbatim(try json())
    case .github:
        githubAnnotations(report.findings, file: file ?? subject).forEach(console.printVerbatim)
        console.printVerbatim(summaryLine(report, subject: subject.visiblyEscaped(), verdict: verdict))
    case .sarif:
        console.printVerbatim(try jsonText(SARIFLog(findings: report.findings, path: file ?? subject, rules: ruleDescriptions)))
    }
}

extension Finding {
    /// The location, message and fix as people see them: the names they quote escaped, line
    /// breaks included (`visiblyEscaped()`).
    fileprivate var shown: (location: String, message: String, fix: String) {
        (location.visiblyEscaped(), message.visiblyEscaped(), fix.visiblyEscaped())
    }
}

/// `SUBJECT: VERDICT: 0 errors, 2 warnings, 0 infos[; N fixed by migrationkit generate].`
private func summaryLine(_ report: AuditReport, subject: String, verdict: String) -> String {
    let counts = [counted(report.count(.error), "error"), counted(report.count(.warning), "warning"), counted(report.count(.info), "info")]
        .joined(separator: ", ")
    let fixable = report.findings.filter(\.autoFixable).count
    let generate = fixable == 0 ? "" : "; \(fixable) fixed by migrationkit generate"
    return "\(subject): \(verdict): \(counts)\(generate)."
}

/// Findings as GitHub Actions workflow commands, one line each: the severity as the command
/// (`error`, `warning`, `notice`), the database file as `file`, the rule and location as the
/// title, and the message with its fix. The location, message and fix are escaped for people
/// first, line breaks included (`visiblyEscaped()`); then newlines and `%` are escaped as the
/// runner expects, and in properties also `:` and `,`.
func githubAnnotations(_ findings: [Finding], file: String) -> [String] {
    findings.map { finding in
        let (location, message, fix) = finding.shown
        return githubAnnotation(finding.severity, file: file, title: "[\(finding.rule)] \(location)", message: "\(message) Fix: \(fix)")
    }
}

/// One workflow command: `::error file=…,title=…::message`. The file, title and message are
/// escaped for people (`visiblyEscaped`, which keeps only the message's own line breaks: a
/// name in it was escaped where it was quoted), then for the runner, so that the command
/// holds no control the log would act on. Print it with `printVerbatim`.
func githubAnnotation(_ severity: Severity, file: String, title: String, message: String) -> String {
    let command = switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "notice"
    }
    let (file, title, message) = (file.visiblyEscaped(), title.visiblyEscaped(), message.visiblyEscaped(keeping: ["\n"]))
    return "::\(command) file=\(escapedProperty(file)),title=\(escapedProperty(title))::\(escapedData(message))"
}

private func escapedData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
}

private func escapedProperty(_ text: String) -> String {
    escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
}

/// What a SARIF log says about a rule: the audit's and diff's alike.
struct RuleDescription {
    let id: String
    let code: String
    let severity: Severity
    let summary: String
    let rationale: String
}

/// Every rule of `audit` and `diff`.
let ruleDescriptions: [RuleDescription] =
    SyncRule.all.map { RuleDescription(id: $0.id, code: $0.code, severity: $0.severity, summary: $0.summary, rationale: $0.rationale) }
    + CompatibilityRule.all.map { RuleDescription(id: $0.id, code: $0.code, severity: $0.severity, summary: $0.summary, rationale: $0.rationale) }

/// A SARIF 2.1.0 log of one run (https://docs.oasis-open.org/sarif/sarif/v2.1.0/): the tool
/// with the rules that fired, and one result per finding, located in the database file and,
/// logically, at its table or column.
struct SARIFLog: Encodable {
    let version = "2.1.0"
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case version, schema = "$schema", runs
    }

    struct Run: Encodable {
        let tool: Tool
        let results: [Result]
    }
    struct Tool: Encodable { let driver: Driver }
    struct Driver: Encodable {
        let name = "migrationkit"
        let version = MigrationCLI.version
        let rules: [Rule]
    }
    struct Rule: Encodable {
        let id: String
        let name: String
        let shortDescription: Text
        let fullDescription: Text
        let defaultConfiguration: Configuration
    }
    struct Configuration: Encodable { let level: String }
    struct Text: Encodable { let text: String }
    struct Result: Encodable {
        let ruleId: String
        /// The rule's index in the driver's `rules`; nil for a rule the catalog lacks.
        let ruleIndex: Int?
        let level: String
        let message: Text
        let locations: [Location]
        /// A question's evidence (``Finding/Evidence``), in SARIF's property bag.
        let properties: Properties?
    }
    struct Properties: Encodable { let evidence: Finding.Evidence }
    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
        let logicalLocations: [LogicalLocation]
    }
    struct PhysicalLocation: Encodable { let artifactLocation: ArtifactLocation }
    struct ArtifactLocation: Encodable { let uri: String }
    struct LogicalLocation: Encodable {
        let fullyQualifiedName: String
        let kind: String
    }

    /// One result: its rule, severity, message and, when it has one, the table or column it is
    /// about (`kind` "table" or "column").
    struct Entry {
        let rule: String
        let severity: Severity
        let message: String
        let logical: LogicalLocation?
        var evidence: Finding.Evidence? = nil
    }

    /// The log of `entries` about the file at `path`; `rules` describes their rule ids.
    init(entries: [Entry], path: String, rules: [RuleDescription]) {
        let fired = rules.filter { rule in entries.contains { $0.rule == rule.id } }
        let index = Dictionary(uniqueKeysWithValues: fired.enumerated().map { ($1.id, $0) })
        let uri = path.hasPrefix("/") ? URL(fileURLWithPath: path).absoluteString
            : path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        runs = [Run(
            tool: Tool(driver: Driver(rules: fired.map { rule in
                Rule(id: rule.id, name: rule.code, shortDescription: Text(text: rule.summary),
                     fullDescription: Text(text: rule.rationale), defaultConfiguration: Configuration(level: Self.level(rule.severity)))
            })),
            results: entries.map { entry in
                Result(
                    ruleId: entry.rule, ruleIndex: index[entry.rule], level: Self.level(entry.severity), message: Text(text: entry.message),
                    locations: [Location(physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri)),
                                         logicalLocations: entry.logical.map { [$0] } ?? [])],
                    properties: entry.evidence.map(Properties.init))
            })]
    }

    /// The log of `findings` in the database at `path`.
    init(findings: [Finding], path: String, rules: [RuleDescription] = ruleDescriptions) {
        self.init(entries: findings.map { finding in
            Entry(rule: finding.rule, severity: finding.severity, message: "\(finding.location): \(finding.message) Fix: \(finding.fix)",
                  logical: LogicalLocation(fullyQualifiedName: finding.location, kind: finding.column == nil ? "table" : "column"),
                  evidence: finding.evidence)
        }, path: path, rules: rules)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
