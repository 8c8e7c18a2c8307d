import MigrationKit
import Foundation
import MigrationKitGRDB

/// A relation the schema does not declare: an integer column with no REFERENCES clause whose
/// name, a trigger or its values say that it holds the keys of a table the conversion converts.
/// Real apps keep many relations this way (Anki's `cards.nid → notes.id`, Firefox's
/// `moz_historyvisits.place_id → moz_places.id`, Calibre's link tables, enforced by triggers),
/// and the conversion would leave their integers pointing at nothing.
///
/// How it is decided, so that a small integer column (`position`, `flags`, a boolean) is not
/// taken for a reference because its values happen to fall inside `1…N`:
/// - **a trigger** on the table compares the column with the parent's key in a subquery
///   (`(SELECT id FROM books WHERE id = NEW.book) IS NULL`): Calibre's `fkc_*` triggers;
/// - **the name** names the parent, by whole words: `listID`, `list_id`, `remindersListID` beside
///   `lists`/`remindersLists`, `place_id` beside `moz_places` (a prefix the two tables share is
///   ignored), `book` beside `books`;
/// - **the values**: of up to ``ReferenceValues/sampledRows`` rows, the distinct positive values are
///   looked up among the parent's keys. Only keys that are sparse for their size count: keys
///   that fill a tenth or more of `1…max` (ids an app numbered from 1) cannot tell a reference
///   from a position, a counter or a boolean, whose values fall inside them by themselves. Among
///   sparse keys (epoch milliseconds, as Anki's; random ids), the values are evidence when at
///   least half of them are keys (old rows may reference deleted parents: Anki keeps the review
///   log of deleted cards) and chance could not explain it: with `d` the density of keys around
///   the values (keys between half the smallest value and the largest key up to twice the
///   largest value, divided by that range's width: ids above the highest one are not given out
///   yet), the chance that so many values would be keys, at most
///   `exp(-n·KL(m/n ‖ d))` (`d^n` when all `n` match), must be below one in a million. For
///   Anki's keys `d` is near 10⁻¹²: one matching value is enough.
public struct ImpliedReference: Sendable, Equatable {
    public let table: String
    public let column: String
    public let parentTable: String
    public let parentColumn: String
    /// Why, strongest first.
    public let evidence: [Evidence]
    /// What the sampled values say, when they were read.
    public let values: ReferenceValues?

    public enum Evidence: Sendable, Equatable {
        /// A trigger compares the column with the parent's key.
        case trigger(String)
        /// The column's name names the parent.
        case name
        /// The sampled values are keys of the parent beyond chance.
        case values
    }

    /// `"table"."column"`.
    var location: String { "\(quoteIdentifier(table)).\(quoteIdentifier(column))" }

    /// The `--reference` that converts it, and the column `--not-reference` dismisses.
    var declaration: ReferenceDeclaration {
        ReferenceDeclaration(table: table, column: column, parentTable: parentTable, parentColumn: parentColumn)
    }
    var columnPath: ColumnPath { ColumnPath(table: table, column: column) }
}

/// What one candidate column's values say about one possible parent (gathered by
/// ``DataStatistics``).
public struct ReferenceValues: Sendable, Equatable {
    /// How many rows of the column are read at most.
    public static let sampledRows = 20_000
    /// How many distinct values are looked up at most.
    public static let sampledValues = 1_000

    public let table: String
    public let column: String
    public let parentTable: String
    /// Distinct positive values sampled, and how many of them are keys of the parent.
    public let sampled: Int
    public let matched: Int
    /// The chance that `matched` values at the column's scale would all be keys by accident.
    public let chance: Double
    /// Values zero or below that are no key of the parent (a "none" value such as Anki's 0).
    public let noneCandidates: [Int64]

    /// Keys fill less than this share of `1…max` to be sparse for their size.
    public static let sparseKeys = 0.1

    /// Whether the values alone show a reference.
    public var isEvidence: Bool {
        matched > 0 && matched * 2 >= sampled && chance <= 1e-6
    }

    /// A bound on the chance that at least `matched` of `sampled` values would be keys if each
    /// were one with probability `density`: the Chernoff bound `exp(-n·KL(m/n ‖ d))`, which is
    /// `d^n` when every value matches. 1 when no more match than chance predicts.
    static func chance(of matched: Int, in sampled: Int, atDensity density: Double) -> Double {
        guard sampled > 0, matched > 0, density < 1 else { return 1 }
        let rate = Double(matched) / Double(sampled)
        guard rate > density else { return 1 }
        let d = max(density, Double.leastNormalMagnitude)
        var divergence = rate * Foundation.log(rate / d)
        if rate < 1 { divergence += (1 - rate) * Foundation.log((1 - rate) / (1 - d)) }
        return Foundation.exp(-Double(sampled) * divergence)
    }
}

extension DatabaseSchema {
    /// The columns that could hold another table's keys without saying so: integer or untyped
    /// columns, not the table's single key, not generated, in no declared foreign key. Tables
    /// left out of sync included: their integers break all the same when the key they hold
    /// becomes text.
    func referenceCandidates() -> [(table: Table, column: Column)] {
        tables.flatMap { table -> [(table: Table, column: Column)] in
            let declared = Set(table.foreignKeys.flatMap(\.columns).map { $0.sqlFolded })
            let singleKey: String? = if case .single(let name, _) = table.primaryKey { name.sqlFolded } else { nil }
            return table.columns.filter { column in
                (column.affinity == .integer || column.declaredType.isEmpty)
                    && (column.generated == .no || column.generated == .hidden)
                    && column.name.sqlFolded != singleKey
                    && !declared.contains(column.name.sqlFolded)
            }.map { (table, $0) }
        }
    }

    /// The tables in scope whose key the conversion converts: what a reference may point at.
    func convertedParents(in scope: ConversionScope) -> [(table: Table, key: Column)] {
        tables(in: scope).compactMap { table in convertedKey(of: table).map { (table, $0) } }
    }

    /// The relations this schema does not declare, with their evidence: triggers and names from
    /// the schema, values from `values` (empty when only the schema is audited). One parent per
    /// column: the one with the strongest evidence.
    public func impliedReferences(in scope: ConversionScope, values: [ReferenceValues]) -> [ImpliedReference] {
        let parents = Dictionary(convertedParents(in: scope).map { ($0.table.name.sqlFolded, $0) }, uniquingKeysWith: { first, _ in first })
        guard !parents.isEmpty else { return [] }
        let triggers = triggerChecks(in: scope)
        let names = ParentNames(parents.values.map(\.table.name))
        var valuesByColumn: [String: [String: ReferenceValues]] = [:]
        for value in values {
            valuesByColumn[Self.columnKey(value.table, value.column), default: [:]][value.parentTable.sqlFolded] = value
        }
        var found: [ImpliedReference] = []
        for (table, column) in referenceCandidates() {
            let key = Self.columnKey(table.name, column.name)
            let named = names.parents(namedBy: column.name, of: table.name)
            let sampled = valuesByColumn[key] ?? [:], checked = triggers[key] ?? [:]
            var best: (rank: (Int, Double), reference: ImpliedReference)?
            for parentName in named.union(sampled.keys).union(checked.keys).sorted() {
                guard let (parent, parentKey) = parents[parentName] else { continue }
                let sample = sampled[parentName]
                var evidence: [ImpliedReference.Evidence] = []
                if let trigger = checked[parentName] { evidence.append(.trigger(trigger)) }
                if named.contains(parentName) { evidence.append(.name) }
                if sample?.isEvidence == true { evidence.append(.values) }
                guard !evidence.isEmpty else { continue }
                let strength = checked[parentName] != nil ? 2 : named.contains(parentName) ? 1 : 0
                let rank = (strength, -(sample?.chance ?? 1))
                if best.map({ rank > $0.rank }) ?? true {
                    best = (rank, ImpliedReference(
                        table: table.name, column: column.name, parentTable: parent.name, parentColumn: parentKey.name,
                        evidence: evidence, values: sample))
                }
            }
            if let best { found.append(best.reference) }
        }
        return found
    }

    /// A column's key in the look-ups above: its table's and its own name, lowercased.
    static func columnKey(_ table: String, _ column: String) -> String {
        table.sqlFolded + "\u{1F}" + column.sqlFolded
    }

    // MARK: - Triggers

    /// Columns that a trigger on their table compares with another table's converted key in a
    /// subquery: `FROM parent [AS] [alias] WHERE [alias.]key = NEW.column` (either side of the
    /// `=`), as Calibre's `fkc_*` triggers do. By column key, then lowercased parent name: the
    /// trigger's name.
    func triggerChecks(in scope: ConversionScope) -> [String: [String: String]] {
        let keys = Dictionary(convertedParents(in: scope).map { ($0.table.name.sqlFolded, $0) }, uniquingKeysWith: { first, _ in first })
        var checks: [String: [String: String]] = [:]
        for trigger in triggers {
            guard let table = self.table(trigger.table) else { continue }
            let words = SQLTokenizer.tokenize(trigger.sql).filter { !$0.isTrivia }
            for index in words.indices where words[index].isKeyword("NEW") {
                guard index + 2 < words.count, words[index + 1].text == ".",
                      let columnName = words[index + 2].identifier, let column = table.column(columnName)
                else { continue }
                // The other side of the comparison: a name, perhaps qualified.
                var keyName: String?
                if index >= 2, ["=", "=="].contains(words[index - 1].text) {
                    keyName = words[index - 2].identifier
                } else if index + 4 < words.count, ["=", "=="].contains(words[index + 3].text) {
                    let next = index + 4
                    keyName = next + 2 < words.count && words[next + 1].text == "." ? words[next + 2].identifier : words[next].identifier
                }
                guard let keyName else { continue }
                // The nearest FROM before it names the parent.
                guard let from = words[..<index].lastIndex(where: { $0.isKeyword("FROM") }), from + 1 < words.count,
                      let parentName = words[from + 1].identifier,
                      let parent = keys[parentName.sqlFolded], parent.key.name.sqlFolded == keyName.sqlFolded
                else { continue }
                checks[Self.columnKey(table.name, column.name), default: [:]][parent.table.name.sqlFolded] = trigger.name
            }
        }
        return checks
    }
}

/// Which tables a column's name names, by whole words: its words without a final `id` end with
/// a table's name or its singular (`remindersListID` → `remindersLists`, `list_id` → `lists`,
/// `book` → `books`), a first word the two tables share (`moz_`) left out. Built once for all
/// the parents, so that matching a column costs a few look-ups however many tables there are.
struct ParentNames {
    /// Lowercased parent names by the forms a column may name them by.
    private var byForm: [String: Set<String>] = [:]
    /// The same for the forms without the parent's first word, by that word.
    private var byFirstWordAndForm: [String: [String: Set<String>]] = [:]

    init(_ parents: [String]) {
        for parent in parents {
            let words = Self.words(parent)
            for form in Self.forms(words.joined()) { byForm[form, default: []].insert(parent.sqlFolded) }
            if words.count > 1 {
                for form in Self.forms(words.dropFirst().joined()) {
                    byFirstWordAndForm[words[0], default: [:]][form, default: []].insert(parent.sqlFolded)
                }
            }
        }
    }

    /// The lowercased names of the parents that `column` of `table` names.
    func parents(namedBy column: String, of table: String) -> Set<String> {
        var words = Self.words(column)
        if words.count > 1, words.last == "id" { words.removeLast() }
        guard !words.isEmpty, words != ["id"] else { return [] }
        let tableWords = Self.words(table)
        let shared = tableWords.count > 1 ? byFirstWordAndForm[tableWords[0]] : nil
        var found: Set<String> = []
        for start in words.indices {
            let suffix = words[start...].joined()
            guard suffix.count >= 3 else { continue }
            found.formUnion(byForm[suffix] ?? [])
            found.formUnion(shared?[suffix] ?? [])
        }
        return found
    }

    /// A name's words, lowercased: split at underscores, spaces, dashes and lowercase-to-uppercase
    /// steps.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in name {
            if character == "_" || character == " " || character == "-" {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase && previousIsLower && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A name as written and singular: `lists` → `list`, `entries` → `entry`, `boxes` → `box`.
    static func forms(_ joined: String) -> Set<String> {
        guard !joined.isEmpty else { return [] }
        var forms: Set<String> = [joined]
        if joined.hasSuffix("ies") { forms.insert(String(joined.dropLast(3)) + "y") }
        if joined.hasSuffix("es") { forms.insert(String(joined.dropLast(2))) }
        if joined.hasSuffix("s") && !joined.hasSuffix("ss") { forms.insert(String(joined.dropLast())) }
        return forms
    }
}
