import Foundation
import MigrationKitGRDB

/// The rule reference in `Guides/Rules/`, generated from the rule values so that it cannot
/// drift from the code: `RuleDocumentationTests` fails when the files differ from this output,
/// and rewrites them when run with `MIGRATIONKIT_WRITE_RULE_DOCS=1`.
package enum RuleDocumentation {
    /// The file name of a rule's page.
    package static func fileName(of rule: SyncRule) -> String {
        "\(rule.id).md"
    }

    /// One rule's page.
    package static func page(for rule: SyncRule) -> String {
        var text = """
            <!-- Generated from Sources/MigrationKitSync/Audit/Rules; edit the rule, not this file. -->
            # \(rule.id) (\(rule.code))

            \(rule.summary)

            | Severity | Fixed by `migrationkit generate` |
            | --- | --- |
            | \(rule.severity.rawValue) | \(rule.autoFixable ? "yes" : "no") |

            ## Why

            \(rule.rationale)

            ## SyncEngine

            \(rule.syncEngine.map { "\($0.verdict.rawValue.prefix(1).uppercased() + $0.verdict.rawValue.dropFirst()) (\(SyncEngineCheck.version)). \($0.note)" } ?? "Not compared yet.")

            ## Triggers on

            """
        text += sqlBlocks(rule.triggeringExamples)
        text += "\n## Does not trigger on\n"
        text += sqlBlocks(rule.nonTriggeringExamples)
        return text
    }

    /// The file name of a compatibility rule's page.
    package static func fileName(of rule: CompatibilityRule) -> String {
        "\(rule.id).md"
    }

    /// One compatibility rule's page: why, and pairs of schemas, old then new.
    package static func page(for rule: CompatibilityRule) -> String {
        var text = """
            <!-- Generated from Sources/MigrationKitSync/Compatibility; edit the rule, not this file. -->
            # \(rule.id) (\(rule.code))

            \(rule.summary) Reported by `migrationkit diff`.

            | Severity |
            | --- |
            | \(rule.severity.rawValue) |

            ## Why

            \(rule.rationale)

            ## Triggers on

            """
        text += rule.triggeringExamples.map(pair).joined()
        text += "\n## Does not trigger on\n"
        text += rule.nonTriggeringExamples.map(pair).joined()
        return text
    }

    private static func pair(_ example: CompatibilityRule.Example) -> String {
        let new = example.new.isEmpty ? "-- (no table)" : formatted(example.new)
        return "\nFrom:\n\n```sql\n\(formatted(example.old))\n```\n\nTo:\n\n```sql\n\(new)\n```\n"
    }

    /// The index page, a table of every rule.
    package static func index(of rules: [SyncRule] = SyncRule.all, compatibility: [CompatibilityRule] = CompatibilityRule.all) -> String {
        var text = """
            <!-- Generated from Sources/MigrationKitSync/Audit/Rules; edit the rules, not this file. -->
            # Sync-readiness rules

            What `migrationkit audit` checks. Errors block sync, warnings risk it, infos are worth \
            knowing; see [Auditing](../Auditing.md) for how to read a report. Rule ids and codes are \
            stable: match on them in CI.

            The SyncEngine column is what SQLiteData's `SyncEngine` does with the same schema or data \
            (\(SyncEngineCheck.version), read from its source; each rule's page says which of its checks the \
            rule mirrors, or how the rule is stricter): rejects at start (its `init` throws), refuses the \
            rows (its triggers refuse them as they are written), refuses at compile time (only the \
            Swift key type is checked), or does not check (what goes wrong shows while syncing).

            | Rule | Code | Severity | Fixed by generate | SyncEngine | Finds |
            | --- | --- | --- | --- | --- | --- |

            """
        for rule in rules {
            text += "| [\(rule.id)](\(fileName(of: rule))) | \(rule.code) | \(rule.severity.rawValue) | \(rule.autoFixable ? "yes" : "no") | \(rule.syncEngine?.verdict.rawValue ?? "not compared") | \(rule.summary) |\n"
        }
        text += """

            ## Compatibility rules

            What `migrationkit diff --from OLD --to NEW` checks: changes that break sync with an older \
            version of the app.

            | Rule | Code | Severity | Finds |
            | --- | --- | --- | --- |

            """
        for rule in compatibility {
            text += "| [\(rule.id)](\(fileName(of: rule))) | \(rule.code) | \(rule.severity.rawValue) | \(rule.summary) |\n"
        }
        return text
    }

    /// `Guides/Refusals.md`: every ``ConversionRefusal``, with its examples.
    /// `Guides/Refusals.md`. `messages` are, by refusal id, the reasons `generate` gives for its
    /// first refusing example (with the example's options): the page shows what a user reads,
    /// and a change of wording shows in its diff. The tests compute them by planning each
    /// example, and check that `generate` prints the same.
    package static func refusalCatalog(_ refusals: [ConversionRefusal] = ConversionRefusal.all, messages: [String: [String]]) -> String {
        var text = """
            <!-- Generated from Sources/MigrationKitSync/Conversion/Refusals; edit the refusals, not this file. -->
            # What the conversion refuses

            Everything that would make the conversion lose or change data is refused before anything \
            is written: `migrationkit generate` exits 1, `Conversion.apply(in:options:)` throws \
            `ConversionError.refused`, with every reason table by table. Each reason carries the id of \
            its kind below (`RefusalReason.refusal`); ids are stable. Where an audit rule reports the \
            same thing, `migrationkit audit` shows it first.

            | Refusal | Audit rule | Refuses |
            | --- | --- | --- |

            """
        for refusal in refusals {
            let rule = refusal.auditRule.map { "[\($0)](Rules/\($0).md)" } ?? "—"
            text += "| [\(refusal.id)](#\(refusal.id)) | \(rule) | \(refusal.summary) |\n"
        }
        for refusal in refusals {
            text += "\n## \(refusal.id)\n\n\(refusal.summary)\n"
            if let why = refusal.noExampleBecause {
                text += "\nNo example: \(why)\n"
                continue
            }
            let options = optionsLine(refusal.exampleOptions)
            text += "\nRefused\(options):\n" + sqlBlocks(refusal.refusingExamples)
            if let said = messages[refusal.id], !said.isEmpty {
                text += "\n`generate` says, of the first:\n\n```text\n" + said.map { "- \($0)\n" }.joined() + "```\n"
            }
            text += "\nNot refused\(options):\n" + sqlBlocks(refusal.acceptedExamples)
        }
        return text
    }

    /// How the examples' options differ from the defaults, as `generate` spells them.
    private static func optionsLine(_ options: ConversionOptions) -> String {
        let flags = commandLineArguments(options)
        return flags.isEmpty ? "" : " (with `\(flags.joined(separator: " "))`)"
    }

    /// How an example's options differ from the defaults, as `generate`'s arguments: the scheme,
    /// the orphan policy, `--drop-unique` and the tables left out (the options the catalog's
    /// examples use, besides `keyRepresentation`, which only `.migrationkit.json` sets).
    package static func commandLineArguments(_ options: ConversionOptions) -> [String] {
        var flags: [String] = []
        if options.idScheme != .salted { flags.append("--id-scheme \(options.idScheme.rawValue)") }
        if options.orphans != .refuse { flags.append("--orphans \(options.orphans.rawValue)") }
        if options.dropUnique { flags.append("--drop-unique") }
        flags += options.scope.excluded.sorted().map { "--exclude \($0)" }
        return flags
    }

    /// Example scripts as SQL code blocks.
    private static func sqlBlocks(_ examples: [String]) -> String {
        examples.map { "\n```sql\n\(formatted($0))\n```\n" }.joined()
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
