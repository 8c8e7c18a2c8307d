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
///   looked up among the parent's keys. They count as evidence when at least half of them are
///   keys (old rows may reference deleted parents: Anki keeps the review log of deleted cards)
///   and chance could not explain it: with `d` the
///   density of keys around the values (keys between half the smallest and twice the largest
///   value, divided by that range's width), `d^matched` must be below one in a million. Keys
///   that fill `1…N` have `d = 1`: values inside them prove nothing, whatever their number. Keys
///   that are epoch milliseconds (Anki) have `d` near 10⁻¹⁰: one matching value is enough.
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

    /// Whether the values alone show a reference.
    public var isEvidence: Bool {
        matched > 0 && matched * 2 >= sampled && chance <= 1e-6
    }
}

extension DatabaseSchema {
    /// The columns that could hold another table's keys without saying so: integer or untyped
    /// columns, not the table's single key, not generated, in no declared foreign key. Tables
    /// left out of sync included: their integers break all the same when the key they hold
    /// becomes text.
    func referenceCandidates() -> [(table: Table, column: Column)] {
        tables.flatMap { table -> [(table: Table, column: Column)] in
            let declared = Set(table.foreignKeys.flatMap(\.columns).map { $0.lowercased() })
            let singleKey: String? = if case .single(let name, _) = table.primaryKey { name.lowercased() } else { nil }
            return table.columns.filter { column in
                (column.affinity == .integer || column.declaredType.isEmpty)
                    && (column.generated == .no || column.generated == .hidden)
                    && column.name.lowercased() != singleKey
                    && !declared.contains(column.name.lowercased())
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
        let parents = convertedParents(in: scope)
        guard !parents.isEmpty else { return [] }
        let triggers = triggerChecks(in: scope)
        var valuesByPair: [String: ReferenceValues] = [:]
        for value in values {
            valuesByPair[Self.pairKey(value.table, value.column, value.parentTable)] = value
        }
        var found: [ImpliedReference] = []
        for (table, column) in referenceCandidates() {
            var best: (rank: (Int, Double), reference: ImpliedReference)?
            for (parent, key) in parents {
                let pair = Self.pairKey(table.name, column.name, parent.name)
                let sample = valuesByPair[pair]
                var evidence: [ImpliedReference.Evidence] = []
                if let trigger = triggers[pair] { evidence.append(.trigger(trigger)) }
                if Self.nameNames(column: column.name, of: table.name, parent: parent.name) { evidence.append(.name) }
                if sample?.isEvidence == true { evidence.append(.values) }
                guard !evidence.isEmpty else { continue }
                let strength = evidence.contains(where: { if case .trigger = $0 { true } else { false } }) ? 2 : evidence.contains(.name) ? 1 : 0
                let rank = (strength, -(sample?.chance ?? 1))
                if best.map({ rank > $0.rank }) ?? true {
                    best = (rank, ImpliedReference(
                        table: table.name, column: column.name, parentTable: parent.name, parentColumn: key.name,
                        evidence: evidence, values: sample))
                }
            }
            if let best { found.append(best.reference) }
        }
        return found
    }

    static func pairKey(_ table: String, _ column: String, _ parent: String) -> String {
        [table, column, parent].map { $0.lowercased() }.joined(separator: "\u{1F}")
    }

    // MARK: - Names

    /// Whether `column` of `table` names `parent` by whole words: its words without a final `id`
    /// end with the parent's name or its singular (`remindersListID` → `remindersLists`,
    /// `list_id` → `lists`, `book` → `books`), a prefix the two tables share (`moz_`) left out.
    static func nameNames(column: String, of table: String, parent: String) -> Bool {
        var words = Self.words(column)
        if words.count > 1, words.last == "id" { words.removeLast() }
        guard !words.isEmpty, words != ["id"] else { return false }
        let parentForms = Self.nameForms(parent, beside: table)
        for start in words.indices {
            let suffix = words[start...].joined()
            if suffix.count >= 3, parentForms.contains(suffix) { return true }
        }
        return false
    }

    /// A name's words, lowercased: split at underscores, spaces and lowercase-to-uppercase steps.
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

    /// A table's name as a column may name it: its words joined, with and without a prefix it
    /// shares with `table` (`moz_places` beside `moz_historyvisits`: `places`), each as written
    /// and singular (`lists` → `list`, `entries` → `entry`, `boxes` → `box`).
    static func nameForms(_ name: String, beside table: String) -> Set<String> {
        let parentWords = words(name)
        var variants = [parentWords]
        let tableWords = words(table)
        if parentWords.count > 1, tableWords.count > 1, parentWords[0] == tableWords[0] {
            variants.append(Array(parentWords.dropFirst()))
        }
        var forms: Set<String> = []
        for variant in variants where !variant.isEmpty {
            let joined = variant.joined()
            forms.insert(joined)
            if joined.hasSuffix("ies") { forms.insert(String(joined.dropLast(3)) + "y") }
            if joined.hasSuffix("es") { forms.insert(String(joined.dropLast(2))) }
            if joined.hasSuffix("s") && !joined.hasSuffix("ss") { forms.insert(String(joined.dropLast())) }
        }
        return forms
    }

    // MARK: - Triggers

    /// Columns that a trigger on their table compares with another table's converted key in a
    /// subquery: `FROM parent [AS] [alias] WHERE [alias.]key = NEW.column` (either side of the
    /// `=`), as Calibre's `fkc_*` triggers do. By pair key, the trigger's name.
    func triggerChecks(in scope: ConversionScope) -> [String: String] {
        let keys = Dictionary(convertedParents(in: scope).map { ($0.table.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var checks: [String: String] = [:]
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
                      let parent = keys[parentName.lowercased()], parent.key.name.lowercased() == keyName.lowercased()
                else { continue }
                checks[Self.pairKey(table.name, column.name, parent.table.name)] = trigger.name
            }
        }
        return checks
    }
}
