import Foundation
import GRDB
import MigrationKitGRDB

/// A team's checked-in choices about the audit (`.migrationkit.json`): rules turned off or
/// given another severity, and single findings accepted on one table or column, each with its
/// reason.
///
/// ```json
/// {
///   "rules": { "not-null-without-default": "off", "foreign-key-cycle": "warning" },
///   "accepted": [
///     { "rule": "integer-primary-key", "table": "legacyLog", "column": "id",
///       "reason": "local only: never synced" }
///   ]
/// }
/// ```
///
/// Every rule id must name a rule of the catalog, and every accepted finding must say why: a
/// configuration that cannot mean what it says is an error, not a silent no-op.
public struct AuditConfiguration: Decodable, Equatable, Sendable {
    /// What a rule becomes: off, or one of the severities.
    package enum RuleSetting: String, Decodable, Sendable, CaseIterable {
        case off, error, warning, info

        package init(from decoder: Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let setting = RuleSetting(rawValue: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                    "\"\(text)\" is no setting; a rule is \(Self.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))"))
            }
            self = setting
        }
    }

    /// One finding accepted on purpose.
    package struct Acceptance: Decodable, Equatable, Sendable, CustomStringConvertible {
        package let rule: String
        package let table: String
        /// The column, or nil for a finding about the table itself.
        package let column: String?
        package let reason: String

        package init(rule: String, table: String, column: String? = nil, reason: String) {
            self.rule = rule
            self.table = table
            self.column = column
            self.reason = reason
        }

        func matches(_ finding: Finding) -> Bool {
            finding.rule == rule && finding.table.sqlFolded == table.sqlFolded && finding.column?.sqlFolded == column?.sqlFolded
        }

        /// `[rule] "table"."column"`.
        package var description: String {
            "[\(rule)] " + findingLocation(table, column)
        }

        private enum CodingKeys: String, CodingKey, CaseIterable { case rule, table, column, reason }

        package init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            try AuditConfiguration.refuseUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.stringValue))
            rule = try container.decode(String.self, forKey: .rule)
            table = try container.decode(String.self, forKey: .table)
            column = try container.decodeIfPresent(String.self, forKey: .column)
            reason = try container.decode(String.self, forKey: .reason)
        }
    }

    package var rules: [String: RuleSetting]
    package var accepted: [Acceptance]
    /// The team's answers about columns the schema does not declare as references, which
    /// `generate` and an app's conversion take (``ConversionOptions/adopt(_:)``), and the audit
    /// reads: a column answered as none is not reported, one answered as a reference is
    /// reported as fixed by generate.
    public var references: [ReferenceAnswer]
    /// How the app's client binds its keys (`"keyRepresentation"`, and per table
    /// `"tables": { "t": { "keyRepresentation": … } }`): keys stored in another form are
    /// findings (`key-representation`).
    public var keyRepresentations: KeyRepresentations
    /// The tables the app gives SyncEngine (`"syncedTables"`), nil for every table: the scope
    /// of audit and generate when the command line names none (`--tables`), so that a foreign
    /// key to a table left out is found (`foreign-key-target`), as SyncEngine finds it.
    public var syncedTables: [String]?

    package init(rules: [String: RuleSetting] = [:], accepted: [Acceptance] = [], references: [ReferenceAnswer] = [], keyRepresentations: KeyRepresentations = .init(), syncedTables: [String]? = nil) {
        self.keyRepresentations = keyRepresentations
        self.syncedTables = syncedTables
        self.rules = rules
        self.accepted = accepted
        self.references = references
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case rules, accepted, references, keyRepresentation, tables, syncedTables }

    /// A table's own settings in the file.
    private struct TableSettings: Decodable {
        let keyRepresentation: KeyRepresentation?
        private enum CodingKeys: String, CodingKey, CaseIterable { case keyRepresentation }
        init(from decoder: Decoder) throws {
            try AuditConfiguration.refuseUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.stringValue))
            keyRepresentation = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(KeyRepresentation.self, forKey: .keyRepresentation)
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try Self.refuseUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.stringValue))
        rules = try container.decodeIfPresent([String: RuleSetting].self, forKey: .rules) ?? [:]
        accepted = try container.decodeIfPresent([Acceptance].self, forKey: .accepted) ?? []
        references = try container.decodeIfPresent([ReferenceAnswer].self, forKey: .references) ?? []
        let tables = try container.decodeIfPresent([String: TableSettings].self, forKey: .tables) ?? [:]
        keyRepresentations = KeyRepresentations(
            try container.decodeIfPresent(KeyRepresentation.self, forKey: .keyRepresentation) ?? .lowercaseText,
            tables: tables.compactMapValues(\.keyRepresentation))
        syncedTables = try container.decodeIfPresent([String].self, forKey: .syncedTables)
        if syncedTables?.isEmpty == true {
            throw AuditJSON.invalid(at: [CodingKeys.syncedTables], "names no table; list the tables the app gives SyncEngine, or leave the key out for every table")
        }
        var answered = Set<ColumnPath>()
        for (index, answer) in references.enumerated() where !answered.insert(answer.column).inserted {
            throw AuditJSON.invalid(at: [CodingKeys.references, JSONKey(intValue: index)], "\(answer.column) is answered twice; keep one answer")
        }
    }

    /// Every rule a configuration can name: the audit's and `diff`'s.
    package static let ruleIDs = SyncRule.all.map(\.id) + CompatibilityRule.all.map(\.id)

    /// Reads a configuration file, checking every rule id against `ruleIDs`. A mistake is an
    /// `AuditConfigurationError` that says where in the file it is (`AuditJSON`); a key given
    /// twice in one object is one.
    /// Reads a `.migrationkit.json` file's contents: what a team keeps beside its database,
    /// that the command line and the app share (its ``references`` answers, say, adopted by
    /// ``ConversionOptions/adopt(_:)``). Throws ``AuditConfigurationError`` naming the key
    /// that is wrong and the fix.
    public static func read(_ data: Data) throws -> AuditConfiguration {
        try read(data, ruleIDs: ruleIDs)
    }

    package static func read(_ data: Data, ruleIDs: [String]) throws -> AuditConfiguration {
        let configuration = try AuditJSON.decode(AuditConfiguration.self, from: data)
        let known = Set(ruleIDs)
        let unknown = (Array(configuration.rules.keys) + configuration.accepted.map(\.rule)).filter { !known.contains($0) }
        if let first = unknown.sorted().first {
            throw AuditConfigurationError.unknownRule(first, known: ruleIDs)
        }
        if let silent = configuration.accepted.first(where: { $0.reason.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw AuditConfigurationError.invalid("the accepted finding \(silent) gives no reason; say why it is accepted")
        }
        return configuration
    }

    /// The answers that `generate` would refuse on this database, as it words why (a parent that
    /// is no table, a column that does not exist, a parent left out of the conversion), by
    /// column key: the audit must not call a question "fixed by generate" that generate refuses.
    package func refusedAnswers(_ db: Database, schema: DatabaseSchema, scope: ConversionScope) throws -> [ColumnPath: String] {
        let convertedKeys = try ConvertedKeys.read(db)
        var refused: [ColumnPath: String] = [:]
        for answer in references {
            do {
                switch answer.answer {
                case .reference(let declaration): _ = try schema.declaring([declaration], scope: scope, convertedKeys: convertedKeys)
                case .polymorphic(let reference): _ = try schema.declaring([reference], scope: scope)
                case .notReference: continue
                }
            } catch ConversionError.invalidReference(_, _, let reason) {
                refused[answer.column] = reason
            } catch ConversionError.invalidPolymorphicReference(_, let reason) {
                refused[answer.column] = reason
            }
        }
        return refused
    }

    /// `report` with the rules' settings applied and the accepted findings left out, the
    /// acceptances that matched no finding (stale: the finding is gone, or never was), and the
    /// answers `generate` refuses (``refusedAnswers(_:schema:scope:)``) that no finding shows,
    /// with why.
    package func apply(to report: AuditReport, refusedAnswers: [ColumnPath: String] = [:])
        -> (report: AuditReport, unused: [Acceptance], refused: [(answer: ReferenceAnswer, reason: String)]) {
        var kept: [Finding] = []
        var used = Set<Int>()
        var shown = Set<ColumnPath>()
        // Answered as a reference: fixed by generate (`action`), unless generate refuses the answer.
        func answered(_ finding: Finding, _ declaration: ReferenceDeclaration, _ action: String) -> Finding {
            let key = ColumnPath(table: declaration.table, column: declaration.column)
            guard let reason = refusedAnswers[key] else { return finding.answered(declaration, action) }
            shown.insert(key)
            return finding.refusedAnswer(declaration, reason)
        }
        // Answered with a parent per type: the same, said of the types' parents.
        func answered(_ finding: Finding, _ reference: PolymorphicReference) -> Finding {
            let key = reference.columnPath
            let parents = "by \(reference.typeColumn): " + reference.typeValues.map { "\($0) → \(reference.parents[$0]!.table)" }.joined(separator: ", ")
            guard let reason = refusedAnswers[key] else {
                return finding.replacing(fix: "the configuration answers it (\(parents)): migrationkit generate converts each row with the parent its type names; rows of other types keep their values.", autoFixable: true)
            }
            shown.insert(key)
            return finding.replacing(fix: "the configuration answers it (\(parents)), but generate refuses that answer: \(reason). Correct the answer in the configuration.", autoFixable: false)
        }
        let answers = Dictionary(references.map { ($0.column, $0) }, uniquingKeysWith: { first, _ in first })
        for var finding in report.findings {
            let setting = rules[finding.rule]
            if setting == .off { continue }
            let answer = finding.column.flatMap { answers[ColumnPath(table: finding.table, column: $0)] }
            if finding.rule == SyncRule.undeclaredReference.id {
                switch answer?.answer {
                case .notReference?:
                    continue
                case .reference(let declaration)?:
                    finding = answered(finding, declaration, "converts it like a foreign key")
                case .polymorphic(let reference)?:
                    finding = answered(finding, reference)
                case nil:
                    break
                }
            }
            // A column still holding old ids after the conversion: a team's dismissal can be
            // wrong, so an answer of none does not hide it (an acceptance below does); the app's
            // model saying it is an attribute does.
            if finding.rule == SyncRule.staleReference.id {
                switch answer?.answer {
                case .notReference? where answer?.isFromModel == true:
                    continue
                case .notReference(_, let reason)?:
                    finding = finding.dismissed(reason)
                case .reference(let declaration)?:
                    finding = answered(finding, declaration, "writes the repair")
                case .polymorphic(let reference)?:
                    // Its parents were converted before: a polymorphic reference is not repaired.
                    finding = answered(finding, reference)
                case nil:
                    break
                }
            }
            // A relation a model gives exactly, kept plain to spare SyncEngine a cycle: why.
            if finding.rule == SyncRule.coreDataPlainRelation.id, case .reference(let declaration)? = answer?.answer,
               let reason = declaration.undeclaredBecause {
                finding = finding.keptPlain(declaration, reason)
            }
            if let index = accepted.firstIndex(where: { $0.matches(finding) }) {
                used.insert(index)
                continue
            }
            kept.append(setting.flatMap { Severity(rawValue: $0.rawValue) }.map { finding.replacing(severity: $0) } ?? finding)
        }
        let unused = accepted.enumerated().filter { !used.contains($0.offset) }.map(\.element)
        let refused = references.compactMap { answer in
            refusedAnswers[answer.column].flatMap { shown.contains(answer.column) ? nil : (answer, $0) }
        }
        return (AuditReport(findings: kept), unused, refused)
    }

    static func refuseUnknownKeys(in decoder: Decoder, known: [String]) throws {
        let all = try decoder.container(keyedBy: JSONKey.self).allKeys.map(\.stringValue)
        if let unknown = all.first(where: { !known.contains($0) }) {
            throw AuditJSON.invalid(at: decoder.codingPath, "unknown key \"\(unknown)\"; the keys are \(known.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
    }
}

/// A configuration file, or a baseline, that cannot be used as written.
public enum AuditConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A rule id that names no rule.
    case unknownRule(String, known: [String])
    /// Anything else: malformed JSON, a wrong type, a missing, unknown or repeated key, an
    /// acceptance without reason; where in the file it is first (`.accepted[0]: …`).
    case invalid(String)

    public var description: String {
        switch self {
        case .unknownRule(let id, let known):
            return "no rule is named \"\(id)\"; the rules are: \(known.joined(separator: ", "))."
        case .invalid(let reason):
            return "\(reason)."
        }
    }
}

extension Finding {
    /// The same undeclared (or stale) reference, answered as one in the configuration: `generate`
    /// converts (or repairs) it, as `action` says.
    func answered(_ declaration: ReferenceDeclaration, _ action: String) -> Finding {
        replacing(fix: "the configuration answers it (\(declaration.parentTable)): migrationkit generate \(action).", autoFixable: true)
    }

    /// The same undeclared (or stale) reference, answered in the configuration with an answer
    /// `generate` refuses: still to fix, and how.
    func refusedAnswer(_ declaration: ReferenceDeclaration, _ reason: String) -> Finding {
        replacing(fix: "the configuration answers it (\(declaration.parentTable)), but generate refuses that answer: \(reason). Correct the answer in the configuration.", autoFixable: false)
    }

    /// The same plain relation of a converted Core Data store, explained by its model.
    func keptPlain(_ declaration: ReferenceDeclaration, _ reason: String) -> Finding {
        replacing(
            message: "holds keys of \(declaration.parentTable), kept a plain column: \(reason). SyncEngine syncs it as a plain value; the app keeps it pointing at a row, as Core Data did.",
            fix: "nothing to do: the conversion carried it; the app keeps it as Core Data did.")
    }

    /// The same stale reference, answered as none in the configuration: said so, with the fix
    /// unchanged (the acceptance it ends with silences it when the answer is right).
    func dismissed(_ reason: String) -> Finding {
        replacing(message: message + " The configuration answers it as no reference (\(reason)); its values say otherwise, and a dismissal can be wrong.")
    }
}
