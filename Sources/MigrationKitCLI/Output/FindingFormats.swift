import ArgumentParser
import Foundation
import MigrationKitSync

/// `--format` of the commands that report findings: for people, for scripts, and for CI.
enum FindingFormat: String, ExpressibleByArgument, CaseIterable {
    /// One finding per two lines, then a summary line.
    case text
    /// One object with `ready`, `summary` and `findings`.
    case json
    /// GitHub Actions workflow commands (`::error file=…::…`), which a workflow shows as
    /// annotations, then the summary line.
    case github
    /// SARIF 2.1.0, which code scanning (`github/codeql-action/upload-sarif`) uploads.
    case sarif
}

/// Findings as GitHub Actions workflow commands, one line each: the severity as the command
/// (`error`, `warning`, `notice`), the database file as `file`, the rule and location as the
/// title, and the message with its fix. Newlines and `%` are escaped as the runner expects,
/// and in properties also `:` and `,`.
func githubAnnotations(_ findings: [Finding], file: String) -> [String] {
    findings.map { finding in
        let command = switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
        let title = "[\(finding.rule)] \(finding.location)"
        return "::\(command) file=\(escapedProperty(file)),title=\(escapedProperty(title))::\(escapedData("\(finding.message) Fix: \(finding.fix)"))"
    }
}

private func escapedData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
}

private func escapedProperty(_ text: String) -> String {
    escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
}

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
    }
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

    /// The log of `findings` in the database at `path`; `rules` describes their rule ids.
    init(findings: [Finding], path: String, rules: [SyncRule] = SyncRule.all) {
        let fired = rules.filter { rule in findings.contains { $0.rule == rule.id } }
        let index = Dictionary(uniqueKeysWithValues: fired.enumerated().map { ($1.id, $0) })
        let uri = path.hasPrefix("/") ? URL(fileURLWithPath: path).absoluteString
            : path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        runs = [Run(
            tool: Tool(driver: Driver(rules: fired.map { rule in
                Rule(id: rule.id, name: rule.code, shortDescription: Text(text: rule.summary),
                     fullDescription: Text(text: rule.rationale), defaultConfiguration: Configuration(level: Self.level(rule.severity)))
            })),
            results: findings.map { finding in
                Result(
                    ruleId: finding.rule, ruleIndex: index[finding.rule], level: Self.level(finding.severity),
                    message: Text(text: "\(finding.location): \(finding.message) Fix: \(finding.fix)"),
                    locations: [Location(
                        physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri)),
                        logicalLocations: [LogicalLocation(fullyQualifiedName: finding.location, kind: finding.column == nil ? "table" : "column")])])
            })]
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
