import Foundation

/// The rule reference in `Guides/Rules/`, generated from the rule values so that it cannot
/// drift from the code: `RuleDocumentationTests` fails when the files differ from this output,
/// and rewrites them when run with `MIGRATIONKIT_WRITE_RULE_DOCS=1`.
public enum RuleDocumentation {
    /// The file name of a rule's page.
    public static func fileName(of rule: SyncRule) -> String {
        "\(rule.id).md"
    }

    /// One rule's page.
    public static func page(for rule: SyncRule) -> String {
        var text = """
            <!-- Generated from Sources/MigrationKitSync/Audit/Rules; edit the rule, not this file. -->
            # \(rule.id) (\(rule.code))

            \(rule.summary)

            | Severity | Fixed by `migrationkit generate` |
            | --- | --- |
            | \(rule.severity.rawValue) | \(rule.autoFixable ? "yes" : "no") |

            ## Why

            \(rule.rationale)

            ## Triggers on

            """
        for example in rule.triggeringExamples {
            text += "\n```sql\n\(formatted(example))\n```\n"
        }
        text += "\n## Does not trigger on\n"
        for example in rule.nonTriggeringExamples {
            text += "\n```sql\n\(formatted(example))\n```\n"
        }
        return text
    }

    /// The index page, a table of every rule.
    public static func index(of rules: [SyncRule] = SyncRule.all) -> String {
        var text = """
            <!-- Generated from Sources/MigrationKitSync/Audit/Rules; edit the rules, not this file. -->
            # Sync-readiness rules

            What `migrationkit audit` checks. Errors block sync, warnings risk it, infos are worth \
            knowing; see [Auditing](../Auditing.md) for how to read a report. Rule ids and codes are \
            stable: match on them in CI.

            | Rule | Code | Severity | Fixed by generate | Finds |
            | --- | --- | --- | --- | --- |

            """
        for rule in rules {
            text += "| [\(rule.id)](\(fileName(of: rule))) | \(rule.code) | \(rule.severity.rawValue) | \(rule.autoFixable ? "yes" : "no") | \(rule.summary) |\n"
        }
        return text
    }

    /// An example script with one statement per line.
    private static func formatted(_ sql: String) -> String {
        SQLTokenizer.splitStatements(sql).joined(separator: "\n")
    }
}

extension SQLTokenizer {
    /// The statements of a script, each ending with its `;`, trimmed. Semicolons inside
    /// strings, quoted names and comments do not split (they are inside one token); those inside
    /// a trigger body do, which is enough for the rule examples, which have none.
    package static func splitStatements(_ sql: String) -> [String] {
        var statements: [String] = []
        var current = ""
        for token in tokenize(sql) {
            current += token.text
            if token.kind == .punctuation && token.text == ";" {
                statements.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            }
        }
        let rest = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !rest.isEmpty { statements.append(rest) }
        return statements
    }
}
