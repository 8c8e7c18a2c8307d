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
/// - **values that could be keys**: against keys numbered from 1, nine in ten of the distinct
///   values or more are keys and they reach beyond the first tenth of the keys
///   (``ReferenceValues/isContained(namesAnID:)``), in a column whose name says no plain value (`count`,
///   `position`, `type`, `is_…`: ``ParentNames/isPlainValue(_:)``). Firefox's `moz_bookmarks.fk`,
///   Signal's `sms.address` and `part.mid` say nothing else. Such a column is asked about, with
///   the parent whose keys its values fit best.
/// - **a table's own key**, when its name or its table's names a parent
///   (`ImageInformation.imageid`, `visit_source.id` beside `visits`) or a trigger ties it to
///   one, and every key sampled is one of the parent's: a one-to-one table. An AUTOINCREMENT
///   key only by its own name (WhatsApp's `message_quoted.message_row_id`).
/// - **Core Data**: in a Core Data store, every column Core Data indexes as a to-one
///   relationship (`Z<ENTITY>_<COLUMN>_INDEX`), with the parent its name (an entity's name, as
///   `Z_PRIMARYKEY` gives it) or its values suggest. A `Z` column without that index is an
///   attribute.
///
/// Dismissed: a name alone whose values are none of the parent's keys, a name alone on a
/// column holding only 0 and 1 (a boolean such as Signal's `groups.mms`), and values alone in
/// a column whose name says a plain value (``ParentNames/isPlainValue(_:)``).
package struct ImpliedReference: Sendable, Equatable {
    package let table: String
    package let column: String
    package let parentTable: String
    package let parentColumn: String
    /// Why, strongest first.
    package let evidence: [Evidence]
    /// What the sampled values say, when they were read.
    package let values: ReferenceValues?
    /// The parent that fits next best, when another fits at all: by the same evidence, or
    /// else the one of most values among its keys.
    package var runnerUp: Alternative? = nil
    /// Whether the column is its table's own key (a one-to-one table).
    package var isKey = false

    /// Another parent the column may reference, and what its values say about it.
    package struct Alternative: Sendable, Equatable {
        package let parentTable: String
        package let parentColumn: String
        package let values: ReferenceValues?
    }

    package enum Evidence: Sendable, Equatable {
        /// A trigger compares the column with the parent's key.
        case trigger(String)
        /// The column's name names the parent.
        case name
        /// The column is named as the parent's key, a name that says more than `id` (Fossil's
        /// `rid`, the key of `blob`).
        case keyName(String)
        /// The sampled values are keys of the parent beyond chance.
        case values
        /// A table's own key: the table's name begins with the parent's (`visit_source` beside
        /// `visits`), and every key is one of the parent's.
        case tableName
        /// In a Core Data store, Core Data's index on a to-one relationship's column, by name.
        case coreData(index: String)
        /// In a Core Data store, a column `Z_<n><NAME>` of a many-to-many table `Z_<n><REL>`:
        /// it holds the keys of entity `n`, whose table `Z_PRIMARYKEY` names (nil when the
        /// store's rows were not read).
        case coreDataManyToMany(entity: Int64, table: String?)
        /// Nine in ten of the distinct values sampled or more are the parent's keys, spread over
        /// them as its keys are (``ReferenceValues/isContained(namesAnID:)``): ids numbered from 1, which make
        /// a reference possible, not proven. Asked, never taken.
        case containedValues
    }

    /// Whether the evidence shows the reference to this parent (a trigger, a name, values beyond
    /// chance, a one-to-one table's name), not only makes it possible: values that could be keys
    /// (``Evidence/containedValues``), or Core Data's index, which says that the column is a
    /// relation but not to which entity.
    var isProven: Bool {
        evidence.contains { evidence in
            switch evidence {
            case .trigger, .name, .keyName, .values, .tableName: true
            case .coreDataManyToMany(_, let table): table != nil
            case .coreData, .containedValues: false
            }
        }
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
package struct ReferenceValues: Sendable, Equatable {
    /// How many rows of the column are read at most.
    package static let sampledRows = 20_000
    /// How many distinct values are looked up at most.
    package static let sampledValues = 1_000

    package let table: String
    package let column: String
    package let parentTable: String
    /// Distinct positive values sampled, and how many of them are keys of the parent.
    package let sampled: Int
    package let matched: Int
    /// The chance that `matched` values at the column's scale would all be keys by accident.
    package let chance: Double
    /// Values zero or below that are no key of the parent (a "none" value such as Anki's 0).
    package let noneCandidates: [Int64]
    /// How many distinct values zero or below that are no key of the parent were sampled: one
    /// may be the app's "none"; more are the values of a plain number (an offset, a delta). And
    /// how many values zero or below are keys of the parent (an app may number rows below zero).
    package let nonPositive: Int
    package let nonPositiveKeys: Int
    /// The largest positive value sampled.
    package let largest: Int64?
    /// The parent's keys, and how many of them are at most ``largest``: how the values spread
    /// over the keys (estimated from the key range for a parent of over
    /// ``DataStatistics/exactRankLimit`` rows).
    package let parentKeys: Int
    package let keysUpToLargest: Int
    /// The share of the range the parent's keys fill: around the values for sparse keys, over
    /// all of it otherwise (``DataStatistics/KeyRange/density``); 1 when unknown, as for the old
    /// ids a column holds after a conversion.
    package var keyDensity: Double = 1

    /// How many of the distinct positive values sampled are multiples of 5, and of 10 (see
    /// ``isRound``).
    package var roundValues = 0
    package var tens = 0

    /// Keys fill less than this share of `1…max` to be sparse for their size.
    package static let sparseKeys = 0.1

    /// Whether the values alone show a reference.
    package var isEvidence: Bool {
        matched > 0 && matched * 2 >= sampled && chance <= 1e-6
    }

    /// How far the values reach into the parent's keys: the share of its keys that are at most
    /// the largest value. A column of counts, positions or enums holds small values that stay
    /// among the first keys; a reference reaches as far as the rows it points at, which apps
    /// give out over the whole range.
    package var spread: Double {
        guard parentKeys > 0, matched > 0 else { return 0 }
        return Double(min(keysUpToLargest, parentKeys)) / Double(parentKeys)
    }

    /// Values that stay within this first share of the parent's keys are small values, as a
    /// count or a position holds (up to it included): a plain value, not asked about on its values alone.
    package static let smallValues = 0.1

    /// Whether the values, with nothing else, make the column a question: at least two distinct
    /// values (one when the column's name says it holds an id, `editable_id`: every photo on
    /// the one backing photo), nine in ten or more of them keys of the parent (old rows may
    /// point at deleted parents), reaching beyond its first keys (``smallValues``), and at most
    /// one value zero or below that is no key (a "none"). Ids numbered from 1 cannot prove a
    /// reference; they can say that one is possible, and the column is then asked about.
    ///
    /// A single value is evidence only beside a name that says it holds an id: alone, it is the
    /// shape of a constant, a flag or a default (on the relations corpus, 12 such columns for
    /// none that is a reference). The same measure reads the old ids a column still holds after
    /// a conversion (``StaleReferenceValues/asReferenceValues``).
    package func isContained(namesAnID: Bool) -> Bool {
        sampled >= (namesAnID ? 1 : 2) && matched * 10 >= sampled * 9 && spread > Self.smallValues && hasNoneValuesOnly
            && (matched == sampled || keyDensity >= 0.95 || fitsBeyondChance)
    }

    /// Whether as many values being keys would happen by accident at most one time in twenty,
    /// at the density of the parent's keys around them: values that fit beyond chance (a key
    /// table's keys inside another's, 145 of 170 against keys missing 17 of them), where
    /// ``isEvidence`` asks for a millionth, enough to take the reference without a question.
    var fitsBeyondChance: Bool {
        Self.chance(of: matched, in: sampled, atDensity: keyDensity) <= 0.05
    }

    /// Whether the values zero or below that are no key could all mean "none": one of them, or
    /// the two that apps use, `0` and `-1`, beside more distinct values than a menu holds
    /// (Fossil's `mlink.pid`, hundreds of check-ins' blobs: `0` for no parent, `-1` for a file
    /// a merge added). `-1` and `0` beside a few small numbers are an index or a grade with its
    /// "unset" (Mixxx's `hotcue`, Mnemosyne's `grade`); more values below zero, or others, are a
    /// plain number's (an offset, a delta).
    var hasNoneValuesOnly: Bool {
        nonPositive <= 1 || (nonPositive == 2 && noneCandidates == [0, -1] && sampled > 8)
    }

    /// Whether the values sampled are a table's own keys numbered from 1: nine in ten of the
    /// integers up to the largest or more (Banshee names every key `EntryID`). Where the sample
    /// stopped at its limit the density is unknown, and they are taken as not.
    var numbersItsOwnRows: Bool {
        sampled < Self.sampledValues && largest.map { Double(sampled) >= 0.9 * Double($0) } == true
    }

    /// Whether every value sampled is a key of the parent: a table's own key is taken for its
    /// parent's (a one-to-one table) only then.
    var isAllKeys: Bool { sampled > 0 && matched == sampled }

    /// Two to eight distinct values, every one a multiple of 10, or three to eight, every one a
    /// multiple of 5 (QuiteRSS's `ttl` of 60 and 120 minutes, Redmine's `done_ratio` of 10 to
    /// 100): a menu of numbers a person or a programmer picks. Keys a database gives out are
    /// multiples of 10 one time in ten and of 5 one time in five, so `n` sampled keys would all
    /// be with chance `0.1ⁿ` or `0.2ⁿ`: at most 1% here (two multiples of 5, 4%, stay a question:
    /// one relation in 25 holding two keys would be dismissed). Many distinct values all round are
    /// rows picked by a rule (every fifth message has a mention), which a reference may hold:
    /// they stay a question.
    var isRound: Bool {
        guard (2...8).contains(sampled) else { return false }
        return tens == sampled || (roundValues == sampled && sampled >= 3)
    }

    /// At most five distinct values, none above ten: the shape of an enum (a status, a kind,
    /// a level), which the first keys of any table numbered from 1 contain.
    var isHandful: Bool { sampled <= 5 && (largest ?? 0) <= 10 }

    /// 0 and 1 and nothing else, or 1 and NULL (QuiteRSS's `neverDeleteUnreadNews`: set, or
    /// never written), against a parent with more keys: a boolean.
    var isBoolean: Bool { sampled == 1 && largest == 1 && (noneCandidates == [0] || nonPositive == 0) && parentKeys > 2 }

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

/// One column that may hold another table's keys without saying so.
struct ReferenceCandidate {
    let table: Table
    let column: Column
    /// The table's own single key, not AUTOINCREMENT: a one-to-one table may be keyed by its
    /// parent's key (digiKam's `ImageInformation.imageid`, Chromium's `visit_source.id`).
    let isKey: Bool
    /// In a Core Data store, the index Core Data makes on a to-one relationship's column
    /// (`ZNOTE_ZFOLDER_INDEX`): the column is a relation whatever its name.
    let coreDataIndex: String?
    /// In a Core Data store, for a column `Z_<n><NAME>` of a many-to-many table, `n`: the
    /// number of the entity whose keys it holds.
    var coreDataEntity: Int64? = nil
    /// The table's key and nothing else, not AUTOINCREMENT, and no other table points at it by
    /// a REFERENCES clause or a column named for it: a set of another table's rows (Android's
    /// `default_directory`, the contacts of the default directory), whose key is a parent's by
    /// its values alone, whatever its table's name says, and only a parent that holds more than
    /// its key (two tables of keys alone, as a test's `a` and `b`, say nothing of each other). A
    /// table of keys alone that others point at is their parent (`lists` beside `items.listID`).
    var isKeyOnlyTable = false
}

extension DatabaseSchema {
    /// The columns that could hold another table's keys without saying so: integer or untyped
    /// columns, not the table's single key, not generated, in no declared foreign key. Tables
    /// left out of sync included: their integers break all the same when the key they hold
    /// becomes text.
    func referenceCandidates() -> [(table: Table, column: Column)] {
        candidateColumns().filter { !$0.isKey }.map { ($0.table, $0.column) }
    }

    /// ``referenceCandidates()``, and the tables' own single integer keys (a key an app gives
    /// out itself may be its parent's; so may one declared AUTOINCREMENT, as WhatsApp's
    /// `message_quoted.message_row_id` is its message's), with what Core Data's indexes say of
    /// them.
    func candidateColumns() -> [ReferenceCandidate] {
        let coreData = isCoreDataStore
        return tables.flatMap { table -> [ReferenceCandidate] in
            let declared = Set(table.foreignKeys.flatMap(\.columns).map { $0.sqlFolded })
            let singleKey: String? = if case .single(let name, _) = table.primaryKey { name.sqlFolded } else { nil }
            return table.columns.compactMap { column in
                guard column.affinity == .integer || column.declaredType.isEmpty,
                      column.generated == .no || column.generated == .hidden,
                      !declared.contains(column.name.sqlFolded)
                else { return nil }
                let isKey = column.name.sqlFolded == singleKey
                // A key of no declared type may hold another table's integer keys too
                // (Lightroom's `AgLibraryCollectionCoverImage.collection PRIMARY KEY`).
                if isKey && column.affinity != .integer && !column.declaredType.isEmpty { return nil }
                // Core Data's own columns of an entity table: its entity number and version, and
                // the companion `Z<n>_<NAME>` of a to-one, which holds an entity number too.
                if coreData, table.column("Z_PK") != nil, column.name.uppercased().hasPrefix("Z_") || Self.isCoreDataCompanion(column.name) { return nil }
                let index = coreData && !isKey ? Self.coreDataToOneIndex(of: column, in: table) : nil
                // Core Data indexes every to-one relationship's column (`Z<ENTITY>_<COLUMN>_INDEX`):
                // in an entity table, a `Z…` column without that index is an attribute (a kind, an
                // age type, a count), whatever its values or its name say.
                if coreData, !isKey, index == nil, table.column("Z_PK") != nil, column.name.uppercased().hasPrefix("Z") { return nil }
                var candidate = ReferenceCandidate(table: table, column: column, isKey: isKey, coreDataIndex: index)
                if coreData { candidate.coreDataEntity = Self.coreDataManyToManyEntity(of: column, in: table) }
                if isKey, table.columns.count == 1, !table.hasAutoincrement { candidate.isKeyOnlyTable = !isPointedAt(table) }
                return candidate
            }
        }
    }

    /// Whether another table points at `table`: a REFERENCES clause, or a column whose name names it.
    func isPointedAt(_ table: Table) -> Bool {
        let names = ParentNames([table.name]), own = table.name.sqlFolded
        return tables.contains { other in
            other.name.sqlFolded != own && (other.foreignKeys.contains { $0.parentTable.sqlFolded == own }
                || other.columns.contains { !names.parents(namedBy: $0.name, of: other.name).isEmpty })
        }
    }

    /// The tables in scope whose key the conversion converts: what a reference may point at.
    func convertedParents(in scope: ConversionScope) -> [(table: Table, key: Column)] {
        tables(in: scope).compactMap { table in convertedKey(of: table).map { (table, $0) } }
    }

    /// The relations this schema does not declare, with their evidence: triggers and names from
    /// the schema, values from `values` (empty when only the schema is audited), and in a Core
    /// Data store the table of each entity number (``DataStatistics/coreDataEntities``). One
    /// parent per column: the one with the strongest evidence.
    package func impliedReferences(in scope: ConversionScope, values: [ReferenceValues], coreDataEntities: CoreDataEntities = .init()) -> [ImpliedReference] {
        let suggestions = ReferenceSuggestions(self, scope: scope, coreData: coreDataEntities)
        guard !suggestions.parents.isEmpty else { return [] }
        var valuesByColumn: [String: [String: ReferenceValues]] = [:]
        for value in values {
            valuesByColumn[Self.columnKey(value.table, value.column), default: [:]][value.parentTable.sqlFolded] = value
        }
        return candidateColumns().compactMap { candidate in
            suggestions.reference(for: candidate, values: valuesByColumn[Self.columnKey(candidate.table.name, candidate.column.name)] ?? [:])
        }
    }

    /// A column's key in the look-ups above: its table's and its own name, lowercased.
    package static func columnKey(_ table: String, _ column: String) -> String {
        table.sqlFolded + "\u{1F}" + column.sqlFolded
    }

    // MARK: - Triggers

    /// Columns that a trigger ties to another table's converted key, by column key, then
    /// lowercased parent name: the trigger's name. Two shapes, each seen in real apps:
    /// - **a child's trigger checks its parent**: a subquery on the parent compares its key with
    ///   `NEW.column` (`(SELECT id FROM books WHERE id = NEW.book) IS NULL`, either side of the
    ///   `=`): Calibre's `fkc_*` triggers;
    /// - **a parent's trigger follows its children**: a trigger on the parent compares a column of
    ///   the table a statement names (`UPDATE t`, `DELETE FROM t`, `FROM t`) with the parent's
    ///   own key, `OLD.key` or `NEW.key` (`DELETE FROM photo_labels WHERE photoid = OLD.id`,
    ///   `UPDATE albums SET cover = NULL WHERE cover = OLD.id`), or inserts that key into a
    ///   column (`INSERT INTO label_paths (label, parent) SELECT NEW.id, NEW.pid`, by position
    ///   when the column list is left out). A column of the parent itself counts too: a
    ///   self-reference (`UPDATE folders SET parent = 0 WHERE parent = OLD.id`).
    func triggerChecks(in scope: ConversionScope) -> [String: [String: String]] {
        let keys = Dictionary(convertedParents(in: scope).map { ($0.table.name.sqlFolded, $0) }, uniquingKeysWith: { first, _ in first })
        var checks: [String: [String: String]] = [:]
        for trigger in triggers {
            guard let table = self.table(trigger.table) else { continue }
            let words = SQLTokenizer.tokenize(trigger.sql).filter { !$0.isTrivia }
            func record(_ child: Table, _ column: String, parent: Table) {
                guard let column = child.column(column) else { return }
                // The row's own key compared with itself (`UPDATE notes SET updated_at = … WHERE
                // id = NEW.id`, the commonest trigger there is): the trigger touches its own row,
                // which says nothing of a relation.
                if child.name.sqlFolded == parent.name.sqlFolded, column.name.sqlFolded == keys[parent.name.sqlFolded]?.key.name.sqlFolded { return }
                checks[Self.columnKey(child.name, column.name), default: [:]][parent.name.sqlFolded] = trigger.name
            }
            let ownKey = keys[table.name.sqlFolded]
            for index in words.indices where words[index].isKeyword("NEW") || words[index].isKeyword("OLD") {
                guard index + 2 < words.count, words[index + 1].text == ".", let name = words[index + 2].identifier else { continue }
                let statement = TriggerStatement(words, around: index)
                if let ownKey, name.sqlFolded == ownKey.key.name.sqlFolded {
                    // The trigger's table is the parent: what its key is compared with or put into.
                    if let (child, column) = statement.comparedColumn(at: index, in: self) ?? statement.insertedColumn(at: index, in: self) {
                        record(child, column, parent: ownKey.table)
                    }
                } else if words[index].isKeyword("NEW"), let keyName = statement.comparedName(at: index),
                          let parentName = statement.table(before: index), let parent = keys[parentName.sqlFolded],
                          parent.key.name.sqlFolded == keyName.sqlFolded {
                    // The trigger's table is the child: a subquery checks its parent.
                    record(table, name, parent: parent.table)
                }
            }
        }
        return checks
    }
}

/// One statement of a trigger's body, as words, read around a `NEW.x` or `OLD.x` at `index`: what
/// it is compared with, which table the statement names, and which column an INSERT puts it into.
private struct TriggerStatement {
    let words: [SQLToken]
    /// The statement's words: after the `BEGIN` or `;` before `index`, up to the next `;` (every
    /// statement of a trigger's body ends with one; an `END` may close a `CASE`).
    let range: Range<Int>

    init(_ words: [SQLToken], around index: Int) {
        self.words = words
        let start = words[..<index].lastIndex { $0.text == ";" || $0.isKeyword("BEGIN") }.map { $0 + 1 } ?? 0
        let end = words[index...].firstIndex { $0.text == ";" } ?? words.count
        range = start..<end
    }

    /// The name `NEW.x`/`OLD.x` at `index` is compared with by `=` or `==`, on either side, its
    /// qualifier left out; nil when that is no plain name (another `NEW.y`, a value).
    func comparedName(at index: Int) -> String? {
        func name(endingAt last: Int) -> String? {
            guard range.contains(last), words[last].kind == .word || words[last].kind == .quotedIdentifier else { return nil }
            if last >= range.lowerBound + 2, words[last - 1].text == ".",
               words[last - 2].isKeyword("NEW") || words[last - 2].isKeyword("OLD") { return nil }
            return words[last].identifier
        }
        if index - 2 >= range.lowerBound, ["=", "=="].contains(words[index - 1].text) {
            return name(endingAt: index - 2)
        }
        let after = index + 3
        guard after + 1 < range.upperBound, ["=", "=="].contains(words[after].text) else { return nil }
        let next = after + 1
        guard !words[next].isKeyword("NEW"), !words[next].isKeyword("OLD") else { return nil }
        return next + 2 < range.upperBound && words[next + 1].text == "." ? name(endingAt: next + 2) : name(endingAt: next)
    }

    /// The table named by the nearest `UPDATE t`, `FROM t` or `JOIN t` before `index` in the
    /// statement.
    func table(before index: Int) -> String? {
        guard let keyword = words[range.lowerBound..<index].lastIndex(where: { $0.isKeyword("FROM") || $0.isKeyword("UPDATE") || $0.isKeyword("JOIN") }),
              keyword + 1 < index
        else { return nil }
        var name = keyword + 1
        // UPDATE OR IGNORE t
        if words[keyword].isKeyword("UPDATE"), words[name].isKeyword("OR"), name + 2 < index { name += 2 }
        return words[name].identifier
    }

    /// The column of the statement's table that `NEW.key`/`OLD.key` at `index` is compared with.
    func comparedColumn(at index: Int, in schema: DatabaseSchema) -> (Table, String)? {
        guard let column = comparedName(at: index), let name = table(before: index), let child = schema.table(name) else { return nil }
        return (child, column)
    }

    /// The column an `INSERT INTO t [(columns)] SELECT …`/`VALUES (…)` puts `NEW.key`/`OLD.key` at
    /// `index` into, when the key is a whole expression of the list: by the column list, or by the
    /// table's column order without one.
    func insertedColumn(at index: Int, in schema: DatabaseSchema) -> (Table, String)? {
        guard let into = words[range.lowerBound..<index].firstIndex(where: { $0.isKeyword("INTO") }),
              into + 1 < index, let name = words[into + 1].identifier, let child = schema.table(name)
        else { return nil }
        var cursor = into + 2
        var columns: [String]? = nil
        if cursor < index, words[cursor].text == "(" {
            var list: [String] = []
            cursor += 1
            while cursor < index, words[cursor].text != ")" {
                if words[cursor].text != ",", let column = words[cursor].identifier { list.append(column) }
                cursor += 1
            }
            columns = list
            cursor += 1
        }
        // The list the key is in: after SELECT, or after VALUES (.
        guard cursor < index else { return nil }
        var listStart: Int
        if words[cursor].isKeyword("SELECT") {
            listStart = cursor + 1
            if listStart < index, words[listStart].isKeyword("DISTINCT") || words[listStart].isKeyword("ALL") { listStart += 1 }
        } else if words[cursor].isKeyword("VALUES"), cursor + 1 < index, words[cursor + 1].text == "(" {
            listStart = cursor + 2
        } else {
            return nil
        }
        // A whole expression: a comma or the list's start before it, a comma or the list's end after.
        let before = words[index - 1]
        guard index == listStart || before.text == "," else { return nil }
        if index + 3 < range.upperBound {
            let after = words[index + 3]
            guard after.text == "," || after.text == ")" || after.isKeyword("FROM") || after.isKeyword("WHERE") else { return nil }
        }
        var depth = 0, position = 0
        for word in words[listStart..<index] {
            if word.text == "(" { depth += 1 } else if word.text == ")" { depth -= 1 } else if word.text == "," && depth == 0 { position += 1 }
        }
        guard depth == 0 else { return nil }
        let names = columns ?? child.columns.map(\.name)
        return position < names.count ? (child, names[position]) : nil
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

    /// The lowercased names of the parents that hold people (`users`, `accounts`, `ZPERSON`), which
    /// a role names (`owner_id`, `created_by`).
    private var people: Set<String> = []
    /// Lowercased parent names by the last word of their name, five letters or more: what an
    /// abbreviation names (`CATEG_ID` → `CATEGORY`), when nothing else matched.
    private var byLastWord: [String: Set<String>] = [:]
    /// Lowercased parent names by their forms without a one- or two-letter head (`tvshow` →
    /// `show`): consulted only when nothing else matched.
    private var byHeadlessForm: [String: Set<String>] = [:]
    /// Lowercased parent names by the ends of their forms, five letters or more (`visit` of
    /// `moz_historyvisits`): consulted for a name that says what it is to its row
    /// (``relationWords``: Firefox's `from_visit`).
    private var byTail: [String: Set<String>] = [:]
    /// Lowercased parent names by the forms of their last words, the first ones left out
    /// (`categories` of `project_has_categories`, `contacts` of `visible_contacts`): what a name
    /// names when no parent has it whole.
    private var byLastWords: [String: Set<String>] = [:]

    init(_ parents: [String]) {
        for parent in parents {
            var words = Self.words(parent)
            // A name that says it is a table says what of without it (Shotwell's `EventTable`,
            // which `event_id` names), and so does one with a version (`CATEGORY_V2`,
            // `accounts2`: a schema that kept its old tables beside the new).
            if words.count > 1, let last = words.last, ["table", "tbl"].contains(last) { words.removeLast() }
            if words.count > 1, let first = words.first, ["tbl", "tb"].contains(first) { words.removeFirst() }
            if let last = words.last, Self.isVersion(last), words.count > 1 { words.removeLast() }
            if let last = words.last, last.count > 3, let digits = last.lastIndex(where: { !$0.isNumber }), digits < last.index(before: last.endIndex) {
                words[words.count - 1] = String(last[...digits])
            }
            let joined = words.joined()
            if let last = words.last, last.count >= 5 {
                byLastWord[last, default: []].insert(parent.sqlFolded)
            }
            // Each word singular too: `remindersLists` is named `reminder_list_id` as well.
            let singular = words.map { word in Self.forms(word).min { ($0.count, $0) < ($1.count, $1) } ?? word }.joined()
            for form in Self.forms(joined).union(Self.forms(singular)) { byForm[form, default: []].insert(parent.sqlFolded) }
            if words.count > 1 {
                for form in Self.forms(words.dropFirst().joined()) {
                    byFirstWordAndForm[words[0], default: [:]][form, default: []].insert(parent.sqlFolded)
                }
            }
            if let last = words.last, !Self.forms(last).isDisjoint(with: Self.personWords) {
                people.insert(parent.sqlFolded)
            }
            for start in words.indices.dropFirst() where words[start...].joined().count >= 4 {
                for form in Self.forms(words[start...].joined()) { byLastWords[form, default: []].insert(parent.sqlFolded) }
            }
            for form in Self.forms(joined) where form.count > 5 {
                for start in 1...(form.count - 5) { byTail[String(form.dropFirst(start)), default: []].insert(parent.sqlFolded) }
            }
            for head in 1...2 where joined.count - head >= 4 {
                for form in Self.forms(String(joined.dropFirst(head))) { byHeadlessForm[form, default: []].insert(parent.sqlFolded) }
            }
        }
    }

    /// The lowercased names of the parents that `column` of `table` names. A column named for
    /// the parent in a hierarchy (`parent`, `parent_id`, `parentID`, `pid`: digiKam's `Tags.pid`,
    /// Firefox's `moz_bookmarks.parent`) names its own table, when that is a parent.
    ///
    /// Also, each seen in real apps: an `id` written without a separator (digiKam's `imageid`,
    /// `tagid`); a role, which names the table of people (`owner_id`, `author`, `created_by`,
    /// `sender` → `users`); and a name that is the parent's without a short head (Kodi's
    /// `idShow`/`show_id` → `tvshow`), when nothing else matched.
    func parents(namedBy column: String, of table: String, byLastWords matchLastWords: Bool = true) -> Set<String> {
        var words = Self.words(column)
        // A relation word glued to the rest (MyBB's `oldgroup`, Kajongg's `lastruleset`): two words.
        if words.count == 1, let head = Self.relationWords.filter({ words[0].hasPrefix($0) && words[0].count - $0.count >= 4 }).max(by: { $0.count < $1.count }) {
            words = [head, String(words[0].dropFirst(head.count))]
        }
        let spelled = words
        // `thread_row_id`, `threadRowId`, `thread_rowid`: an id too.
        if words.count > 2, words.suffix(2) == ["row", "id"] { words.removeLast() }
        if words.count > 1, words.last == "rowid" { words[words.count - 1] = "id" }
        if words.count > 1, words.last == "row", spelled.count > words.count { words.removeLast() }
        if words.count > 1, words.last == "id" { words.removeLast() }
        if words.count > 1, words.first == "id" { words.removeFirst() }  // Kodi's idShow, idFile
        if words.count == 1, words[0].count >= 5, words[0].hasSuffix("id") { words[0] = String(words[0].dropLast(2)) }
        guard !words.isEmpty, words != ["id"] else { return [] }
        // Says it holds an id: only such a name is matched against a parent's without its head
        // (`show_id` → `tvshow`; `read` is no `thread`).
        let saysID = words != spelled
        // A plural without an id says how many (phpBB's `forum_posts`, `topic_replies`): a
        // reference holds one row.
        if !saysID, Self.endsInPlural(words) || Self.isPlural(words), !Self.selfNames.contains(words) { return [] }
        // A name that says where the row sits names no table, whatever word follows
        // (OpenCart's `sort_order` beside `oc_order`).
        if !saysID, words.count > 1, words.contains(where: { ["sort", "seq", "sequence", "position", "idx", "index"].contains($0) }) { return [] }
        let tableWords = Self.words(table)
        if Self.selfNames.contains(words) {
            return byForm[tableWords.joined()]?.contains(table.sqlFolded) == true ? [table.sqlFolded] : []
        }
        let shared = tableWords.count > 1 ? byFirstWordAndForm[tableWords[0]] : nil
        // The longest ending of the name that names a parent wins (`remindersListID` names
        // `remindersLists`, not `lists`), a whole name before one the column's table shares its
        // first word with.
        var found: Set<String> = []
        for start in words.indices {
            let suffix = words[start...].joined()
            guard suffix.count >= 3 else { continue }
            found = byForm[suffix] ?? shared?[suffix] ?? []
            if !found.isEmpty { break }
        }
        // A column named for its own table, and no more, is a value of the row (Kodi's
        // `seasons.season` is the season's number, `tags.tag` a tag's text): a self-reference
        // says so (`parent`, `from_visit`).
        if !saysID, !Self.forms(words.joined()).isDisjoint(with: Self.forms(tableWords.joined())) {
            found.remove(table.sqlFolded)
        }
        guard found.isEmpty else { return found }
        // The parent's last words, its first left out, in a name that says it holds an id:
        // Kanboard's `tasks.category_id` holds a `project_has_categories` key; the longest ending
        // of the name wins here too.
        for start in words.indices where saysID && matchLastWords {
            let suffix = words[start...].joined()
            guard suffix.count >= 4 else { continue }
            let named = byLastWords[suffix] ?? []
            // Its own table's last words: Kanboard's `column_has_restrictions.restriction_id` is
            // the row's own, not `project_role_has_restrictions`'.
            if named.contains(table.sqlFolded) { return [] }
            if !named.isEmpty { return named }
        }
        if words.count > 1, Self.relationWords.contains(words[0]), let tail = byTail[words.dropFirst().joined()] {
            return tail
        }
        if let last = words.last, Self.roleWords.contains(last) || (words.count > 1 && (last == "by" || words == ["assigned", "to"])) {
            return people
        }
        let whole = words.joined()
        if saysID && whole.count >= 4, let headless = byHeadlessForm[whole] { return headless }
        // An abbreviation of the parent's last word, four letters or more, in a name that says
        // it holds an id: `CATEG_ID` → `CATEGORY`, `acct_id` is too short to tell.
        if saysID, let last = words.last, last.count >= 4 {
            let abbreviated = byLastWord.filter { $0.key.count > last.count && $0.key.hasPrefix(last) }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            if !abbreviated.isEmpty { return Self.plainest(abbreviated) }
        }
        // An abbreviation that drops the vowels, three or four letters in a name that says it
        // holds an id: its first letter the word's, the rest consonants met in order (darktable's
        // `imgid` → `images`, `msg_id` → `messages`, `usr_id` → `users`). `tag` or `doc` keep a
        // vowel: they are words, not abbreviations.
        if saysID, let last = words.last, (3...4).contains(last.count), let first = last.first,
           last.dropFirst().allSatisfy({ !"aeiouy".contains($0) && $0.isLetter }) {
            let abbreviated = byLastWord.filter { $0.key.count > last.count && $0.key.first == first && Self.isSubsequence(last, of: $0.key) }
                .values.reduce(into: Set<String>()) { $0.formUnion($1) }
            if !abbreviated.isEmpty { return Self.plainest(abbreviated) }
        }
        return []
    }

    /// Of the parents an abbreviation of their last word names, those of fewest words: `imgid`
    /// abbreviates `images`, not `selected_images`, whose first word it does not say.
    static func plainest(_ parents: Set<String>) -> Set<String> {
        let fewest = parents.map { words($0).count }.min() ?? 0
        return parents.filter { words($0).count == fewest }
    }

    /// Whether the letters of `short` appear in `word` in the same order.
    static func isSubsequence(_ short: String, of word: String) -> Bool {
        var remaining = short[...]
        for character in word where character == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return remaining.isEmpty
    }

    /// The parents whose name's last word is `column`'s one word, singular or plural
    /// (`category` → `mdl_course_categories`), the column's table left to the caller.
    func parents(endingWith column: String) -> Set<String> {
        let words = Self.words(column)
        // A plural counts them (MyBB's `forums.posts` beside `mybb_posts`).
        guard words.count == 1, words[0].count >= 4, !Self.isPlural(words) else { return [] }
        return Self.forms(words[0]).union([words[0] + "s", words[0].hasSuffix("y") ? words[0].dropLast() + "ies" : words[0] + "es"])
            .reduce(into: Set<String>()) { found, form in found.formUnion(byLastWord[form] ?? []) }
    }

    /// Whether a key's name says no more than that it is a key (`id`, `_id`, `ROWID`, Core
    /// Data's `Z_PK`): many tables share it, and it names none of them.
    static func isGenericKeyName(_ name: String) -> Bool {
        let words = Self.words(name).filter { $0 != "z" }
        return words.isEmpty || words.allSatisfy { ["id", "rowid", "pk", "oid", "key", "uid", "uuid"].contains($0) }
    }

    /// Whether `column` is one plural word that a parent is named by (MyBB's `mybb_forums.posts`
    /// beside `mybb_posts`): it counts that table's rows, a plain value. (Of the 68 apps of the
    /// corpora, no column of one plural word holds a key.)
    func countsAParent(_ column: String) -> Bool {
        let words = Self.words(column)
        guard Self.isPlural(words) else { return false }
        return byForm[words[0]] != nil || byFirstWordAndForm.values.contains { $0[words[0]] != nil }
    }

    /// `v2`, `V10`: a version a table's name ends with.
    static func isVersion(_ word: String) -> Bool {
        (word.first == "v" && word.count > 1 && word.dropFirst().allSatisfy(\.isNumber)) || (!word.isEmpty && word.allSatisfy(\.isNumber))
    }

    /// The parents that a table's name begins or ends with, its first word shared with them
    /// left out (`visit_source` → `visits`, `ImageInformation` → `Images`, `moz_places_extra` →
    /// `moz_places`; Android's `visible_contacts` → `contacts`): a one-to-one table named for
    /// its parent.
    func parents(namingTable table: String) -> Set<String> {
        let words = Self.words(table)
        guard words.count > 1 else { return [] }
        var found: Set<String> = []
        for end in 1..<words.count {
            found.formUnion(parents(namedBy: words[..<end].joined(separator: "_") + "_id", of: table, byLastWords: false))
            found.formUnion(parents(namedBy: words[end...].joined(separator: "_") + "_id", of: table, byLastWords: false))
        }
        return found.subtracting([table.sqlFolded])
    }

    /// Whether a column's name says it holds an id: a last word `id` (`editable_id`, `photoID`),
    /// one word ending with it (`photoid`), or `fk`/`ref`; or an id named, then the one word of
    /// its role (Grocy's `qu_id_purchase` and `qu_id_price`, the quantity units a product is
    /// bought and priced in), whatever that word says on its own.
    static func namesAnID(_ column: String) -> Bool {
        let words = Self.words(column)
        guard let last = words.last else { return false }
        return last == "id" || ["fk", "ref"].contains(last) || (words.count == 1 && last.count >= 5 && last.hasSuffix("id"))
            || (words.count == 1 && rowWords.contains(last))
            || (words.count == 3 && words[1] == "id" && !["fk", "ref"].contains(words[0]))
    }

    /// One-word names of a row a row points at (Apple Mail's `mailboxes.source`, the All Mail
    /// mailbox a label's messages are in): they say an id as `_id` does.
    static let rowWords: Set<String> = ["source", "target", "origin", "original", "parent", "next", "previous", "prev", "successor", "predecessor"]

    /// Whether a column's name says it holds a plain value: a count, a size, a position, a
    /// time, a kind, a flag (a word of ``plainWords``, or ending with one of five letters or
    /// more, as Kodi's `userrating` and `playCount`, or with one of ``plainEndings``; or a first
    /// word `is`/`has`).
    ///
    /// A name that says it holds an id is no plain value whatever its other words: a status, a
    /// priority or a category kept in a table of its own is referenced by its key (Redmine's
    /// `priority_id` and `default_time_entry_activity_id`, rows of `enumerations`),
    /// unless a word says where the row sits (``positionWords``: WhatsApp's `sort_id`, a nested
    /// set's `left_id`), which no table of its own holds. (A parent the name names, `orders` for
    /// `order_id`, is found by the name all the same.)
    static func isPlainValue(_ column: String) -> Bool {
        let words = Self.words(column)
        if isFlag(column) { return true }
        if namesAnID(column) { return words.contains { positionWords.contains($0) } }
        // A plural says how many (`topic_views`, `forum_posts`, `NUMOCCURRENCES`): a reference
        // holds one row.
        if endsInPlural(words) || countsWithAModifier(words) { return true }
        // The last word names a quality, as English makes one of an adjective (`popularity`,
        // `notability`, `frecency`, `brightness`): a measure of the row, not a thing a table
        // holds. Seven letters or more: `city` and `entity` name things.
        if let last = words.last, last.count >= 7, Self.qualityEndings.contains(where: { last.hasSuffix($0) }) { return true }
        return words.contains { word in
            Self.forms(word).contains { form in
                plainWords.contains(form) || plainWords.contains { word in
                    (word.count >= 5 || Self.plainEndings.contains(word)) && form.hasSuffix(word)
                }
            }
        }
    }

    /// Whether a column's name says it holds a yes or a no: a first word that asks or grants
    /// (`is_active`, `has_children`, `allow_group`, `enable_icons`, `show_default_swimlane`).
    static func isFlag(_ column: String) -> Bool {
        let words = Self.words(column)
        guard words.count > 1, let first = words.first else { return false }
        return flagWords.contains(first)
    }

    /// First words of a yes or a no.
    static let flagWords: Set<String> = [
        "is", "has", "can", "should", "allow", "enable", "disable", "show", "hide", "use", "display", "auto", "notify", "needs", "never",
        "always",
    ]

    /// Whether a name of two words or more ends in an English plural: four letters or more,
    /// ending in `s` but not in `ss`, `us`, `is`, `as` or `os` (`address`, `status`, `alias`),
    /// nor `news` or `series`. A name of one word may be a verb (`follows`, `replaces`: the
    /// row it follows), so it says nothing.
    static func endsInPlural(_ words: [String]) -> Bool {
        guard words.count > 1, let word = words.last else { return false }
        return word.count >= 4 && word.hasSuffix("s") && !["ss", "us", "is", "as", "os"].contains { word.hasSuffix($0) }
            && !["news", "series", "species"].contains { word.hasSuffix($0) }
    }

    /// Whether a name of one word is a plural (MyBB's `posts`, `threads`): it names no parent.
    /// Whether it says a plain value is for ``countsAParent(_:)``: a verb (`follows`, the row it
    /// follows) is spelled as a plural too.
    static func isPlural(_ words: [String]) -> Bool {
        words.count == 1 && endsInPlural([words[0], words[0]])
    }

    /// Whether a plural is followed by words that qualify it, none a preposition: Gitea's
    /// `commits_ahead`, phpBB's `topic_replies_real`, Mnemosyne's `acq_reps_since_lapse` count
    /// rows. After a preposition the plural is a verb that says what the row is to another
    /// (`ReportsTo`: the employee it reports to).
    static func countsWithAModifier(_ words: [String]) -> Bool {
        guard words.count > 1, let plural = words.dropLast().lastIndex(where: { endsInPlural([$0, $0]) }) else { return false }
        return !words[(plural + 1)...].contains { prepositions.contains($0) }
    }

    /// Words that tie a verb to the row it points at.
    static let prepositions: Set<String> = ["to", "from", "via", "at", "by", "of", "for", "on", "in", "with", "into", "onto"]

    /// Endings of the nouns English makes of adjectives, which name a quality.
    static let qualityEndings = ["ity", "ency", "ancy", "ness"]

    /// The plain words of four letters that end a word only as themselves (`filesize`,
    /// `runtime`): `read`, `port`, `date` or `type` end `thread`, `report`, `candidate`,
    /// `prototype`. And `num`, a number (MyBB's `postnum`, `threadnum`).
    static let plainEndings: Set<String> = ["size", "time", "flag", "num"]

    /// First words that say what the row is to the one a column points at (`from_visit`,
    /// `opener_visit`, `last_item`).
    static let relationWords: Set<String> = [
        "from", "to", "prev", "previous", "next", "last", "first", "source", "target", "origin", "original",
        "opener", "referrer", "referring", "related", "root", "linked", "main", "primary", "default", "current", "old", "new",
    ]

    /// Words that name a plain value, each seen beside references in real apps' tables.
    static let plainWords: Set<String> = [
        "count", "number", "num", "total", "size", "length", "width", "height", "depth", "duration", "bytes",
        "position", "pos", "order", "index", "idx", "seq", "sequence", "sort", "rank", "priority", "level",
        "rating", "score", "type", "kind", "status", "state", "flag", "flags", "mode", "version", "revision",
        "time", "timestamp", "date", "year", "month", "day", "hour", "minute", "second", "seconds", "ms", "usec",
        "offset", "start", "end", "color", "colour", "hash", "checksum", "crc", "port", "bitrate", "channels",
        "volume", "orientation", "format", "unread", "hidden", "deleted", "archived", "pinned", "enabled", "read",
        "expires", "expire", "timeout", "interval", "delay", "limit", "max", "min", "sum", "average", "avg",
        "category", "importance", "quantity", "qty", "amount", "price", "cost", "percent", "progress",
        // a nested set's bounds (`left_id`, `rgt`)
        "left", "right", "lft", "rgt",
    ]

    /// The plain words that say where a row sits among others: plain even beside `id`.
    static let positionWords: Set<String> = ["sort", "order", "position", "pos", "index", "idx", "seq", "sequence", "rank", "left", "right", "lft", "rgt"]

    /// What a table of people is called: the last word of its name, singular.
    static let personWords: Set<String> = ["user", "account", "person", "people", "member", "contact", "profile", "participant", "customer", "employee"]
    /// Roles a column holding a person's key is named for.
    static let roleWords: Set<String> = [
        "owner", "author", "creator", "assignee", "sender", "recipient", "reporter", "editor", "uploader", "reviewer",
        "moderator", "admin", "organizer", "inviter", "invitee", "rep", "representative", "agent", "manager", "supervisor",
    ]

    /// The words of a column that names the row's parent in its own table.
    static let selfNames: Set<[String]> = [["parent"], ["pid"]]

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
