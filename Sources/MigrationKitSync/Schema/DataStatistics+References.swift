import MigrationKit
import Foundation
import GRDB
import MigrationKitGRDB

extension DataStatistics {
    /// The values of every column that may be an undeclared reference, looked up among the keys
    /// of every table the conversion converts whose key range could hold them (and of the tables
    /// a name or a trigger suggests): ``ImpliedReference`` says how they are judged.
    ///
    /// Bounded whatever the size of the tables: at most ``ReferenceValues/sampledRows`` rows and
    /// ``ReferenceValues/sampledValues`` distinct values per column, looked up through the
    /// parent's key index; the keys around them are counted up to ``windowLimit``.
    static func sampleReferenceValues(_ db: Database, schema: DatabaseSchema, scope: ConversionScope, coreData: CoreDataEntities = .init()) throws -> [ReferenceValues] {
        let suggestions = ReferenceSuggestions(schema, scope: scope, coreData: coreData)
        guard !suggestions.parents.isEmpty else { return [] }
        // Each parent's keys, read once: their range and count, and whether they are sparse for
        // their size (values can only be evidence against such keys; see ImpliedReference).
        var keyRanges: [String: KeyRange] = [:]
        for (name, (parent, key)) in suggestions.parents {
            // Three queries SQLite answers from the key's index and the table's b-tree without
            // reading the rows (one with a WHERE clause would scan them all: 4 million rows,
            // 1.3 s). Text sorts above every number: `<= Int64.max` leaves it out.
            let k = quoteIdentifier(key.name), p = quoteIdentifier(parent.name)
            guard let low = try Int64.fetchOne(db, sql: "SELECT min(\(k)) FROM \(p) WHERE \(k) >= \(Int64.min)"),
                  let high = try Int64.fetchOne(db, sql: "SELECT max(\(k)) FROM \(p) WHERE \(k) <= \(Int64.max)")
            else { continue }
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(p)") ?? 0
            keyRanges[name] = KeyRange(min: low, max: high, count: count)
        }

        var found: [ReferenceValues] = []
        for candidate in schema.candidateColumns() {
            let suggested = Set(suggestions.suggested(for: candidate).keys).union(suggestions.lookedUp(for: candidate))
            let byValues = (!candidate.isKey || candidate.isKeyOnlyTable) && !suggestions.isPlainValue(candidate.column.name)
            // A key is looked up only in the parents its names suggest; a column whose name says
            // it is a plain value, only in those and in sparse keys.
            guard !suggested.isEmpty || byValues || keyRanges.values.contains(where: \.isSparse) else { continue }
            let values = try sampledValues(db, of: candidate.column, in: candidate.table)
            // Text or real values: no column of keys.
            let integers = values.compactMap { value -> Int64? in if case .int64(let integer) = value.storage { integer } else { nil } }
            guard !integers.isEmpty, integers.count == values.count else { continue }
            let positive = integers.filter { $0 > 0 }.sorted()
            let nonPositive = integers.filter { $0 <= 0 }.sorted(by: >)
            // Beyond the suggested parents: sparse keys whose range holds half the values; and,
            // for a column that may be a reference on its values alone, the few parents whose keys
            // fit the values best: nine in ten inside their range, spread over it, ranked by the
            // share of that range the values reach times the share of it that is keys (the
            // chance a value there is one). Apple Health keys a dozen tables by the `data_id` of
            // `objects` and `samples`, each holding a few of them: their ranges reach as far, and
            // only the density tells the tables that hold every sample from those holding a few.
            var lookedUp = suggested
            var fits: [(name: String, fit: Double, count: Int)] = []
            for (name, keys) in keyRanges where !suggested.contains(name) && !(candidate.isKey && name == candidate.table.name.sqlFolded) {
                let inside = keys.inside(positive)
                if keys.isSparse, inside > 0, inside * 2 >= positive.count { lookedUp.insert(name) }
                if byValues, !positive.isEmpty, inside * 10 >= positive.count * 9 {
                    let spread = keys.estimatedSpread(upTo: positive.last!)
                    if spread >= ReferenceValues.smallValues / 2 { fits.append((name, spread * keys.density, keys.count)) }
                }
            }
            // This orders parents before any lookup, by their key range alone (an estimate of
            // the spread, ``KeyRange/estimatedSpread(upTo:)``), to choose which to look up;
            // ``ReferenceSuggestions/reference(for:values:)`` ranks the evidence the lookups
            // found. Two stages with what each knows, not one ranking written twice: the later
            // rank's terms (the chance, the share of keys, the exact spread) are what the lookups
            // find, so they cannot order the lookups.
            fits.sort { ($0.fit, $0.count, $0.name) > ($1.fit, $1.count, $1.name) }
            lookedUp.formUnion(fits.prefix(Self.fittingParents).map(\.name))

            for name in lookedUp.sorted() {
                guard let (parent, key) = suggestions.parents[name], let keys = keyRanges[name] else { continue }
                let matched = try countKeys(db, parent: parent, key: key, among: positive)
                // Values zero or below: keys of the parent (an app may number its rows below zero),
                // or possible "none" values.
                let belowKeys = nonPositive.isEmpty ? [] : try Self.keys(db, parent: parent, key: key, among: nonPositive)
                let nones = nonPositive.filter { !belowKeys.contains($0) }
                // Sparse keys are counted around the values; keys that fill a tenth of their range
                // or more are taken as filling it evenly, with no query (a count around the values
                // of a dense key would read up to ``windowLimit`` index entries a column).
                let keyDensity = keys.isSparse ? (matched > 0 ? try self.density(db, parent: parent, key: key, around: positive) : 1) : keys.density
                let density = keys.isSparse ? keyDensity : 1
                let upToLargest = try positive.last.map { try keysUpTo(db, $0, of: parent, key: key, keys: keys) } ?? 0
                var sample = ReferenceValues(
                    table: candidate.table.name, column: candidate.column.name, parentTable: parent.name,
                    sampled: positive.count, matched: matched,
                    chance: ReferenceValues.chance(of: matched, in: positive.count, atDensity: density),
                    noneCandidates: Array(nones.prefix(3)), nonPositive: nones.count, nonPositiveKeys: belowKeys.count, largest: positive.last, parentKeys: keys.count, keysUpToLargest: upToLargest, keyDensity: keyDensity)
                sample.roundValues = positive.count { $0 % 5 == 0 }
                sample.tens = positive.count { $0 % 10 == 0 }
                if suggested.contains(name) || sample.isEvidence || (byValues && sample.isContained(namesAnID: ParentNames.namesAnID(candidate.column.name))) { found.append(sample) }
            }
        }
        return found
    }

    /// The distinct values of `column` in the first ``ReferenceValues/sampledRows`` rows of
    /// `table` (only its integers when `integersOnly`), NULL left out, at most
    /// ``ReferenceValues/sampledValues`` of them: what a column's values are judged by, before a
    /// conversion and after one.
    static func sampledValues(_ db: Database, of column: Column, in table: Table, integersOnly: Bool = false) throws -> [DatabaseValue] {
        let c = quoteIdentifier(column.name)
        return try DatabaseValue.fetchAll(db, sql: """
            SELECT DISTINCT \(c) FROM (SELECT \(c) FROM \(quoteIdentifier(table.name)) \(integersOnly ? "WHERE typeof(\(c)) = 'integer' " : "")LIMIT \(ReferenceValues.sampledRows))
            WHERE \(c) IS NOT NULL LIMIT \(ReferenceValues.sampledValues)
            """)
    }

    /// How many parents a column's values are looked up in on their fit alone.
    static let fittingParents = 3

    /// Up to this many keys, a parent's keys up to a value are counted; beyond, estimated from
    /// the key range (ids an app gives out fill it evenly enough for a spread).
    static let exactRankLimit = 200_000

    /// A parent's keys: their range, and how many.
    struct KeyRange {
        let min: Int64, max: Int64, count: Int

        /// Keys that fill less than a tenth of `1…max` (``ReferenceValues/sparseKeys``).
        var isSparse: Bool { max > 0 && Double(count) < ReferenceValues.sparseKeys * Double(max) }

        /// The share of `min…max` the keys fill.
        var density: Double {
            max > min ? Swift.min(1, Double(count) / (Double(max) - Double(min) + 1)) : 1
        }

        /// How many of the sorted `values` fall inside the range.
        func inside(_ values: [Int64]) -> Int {
            values.partitioningIndex { $0 > max } - values.partitioningIndex { $0 >= min }
        }

        /// ``ReferenceValues/spread`` for values up to `largest`, with the keys taken as filling
        /// their range evenly.
        func estimatedSpread(upTo largest: Int64) -> Double {
            guard max > min else { return largest >= max ? 1 : 0 }
            return Swift.min(1, Swift.max(0, (Double(largest) - Double(min) + 1) / (Double(max) - Double(min) + 1)))
        }
    }

    /// How many keys of `parent` are at most `largest`: counted through the key index, or
    /// estimated from the range for a parent of over ``exactRankLimit`` keys.
    private static func keysUpTo(_ db: Database, _ largest: Int64, of parent: Table, key: Column, keys: KeyRange) throws -> Int {
        guard keys.count > exactRankLimit else {
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoteIdentifier(parent.name)) WHERE \(quoteIdentifier(key.name)) BETWEEN ? AND ?", arguments: [Int64.min, largest]) ?? 0
        }
        return Int(keys.estimatedSpread(upTo: largest) * Double(keys.count))
    }

    /// How many keys are counted at most around a column's values: beyond that the keys are so
    /// dense there that values among them prove nothing.
    static let windowLimit = 1_000_000

    /// How many of `values` (distinct) are keys of `parent`: integers before a conversion, the
    /// keys old ids became after one.
    static func countKeys<Value: DatabaseValueConvertible & StatementColumnConvertible & Hashable>(
        _ db: Database, parent: Table, key: Column, among values: [Value]
    ) throws -> Int {
        try keys(db, parent: parent, key: key, among: values).count
    }

    /// Which of `values` (distinct, at most ``ReferenceValues/sampledValues``) are keys of
    /// `parent`, looked up through its key index 500 at a time.
    static func keys<Value: DatabaseValueConvertible & StatementColumnConvertible & Hashable>(
        _ db: Database, parent: Table, key: Column, among values: [Value]
    ) throws -> Set<Value> {
        var found: Set<Value> = []
        let k = quoteIdentifier(key.name)
        for start in stride(from: 0, to: values.count, by: 500) {
            let chunk = Array(values[start..<min(start + 500, values.count)])
            found.formUnion(try Value.fetchAll(
                db, sql: "SELECT \(k) FROM \(quoteIdentifier(parent.name)) WHERE \(k) IN (\(chunk.map { _ in "?" }.joined(separator: ",")))",
                arguments: StatementArguments(chunk)))
        }
        return found
    }

    /// The density of `parent`'s keys at the scale of `values`: keys between half the smallest
    /// and twice the largest, divided by that range's width; 1 when they are too many to count.
    /// The range ends above at the largest key it holds: ids above the highest one are ids not
    /// given out yet, not a sign that the keys are sparse (keys 1…100 and one far above them
    /// are as dense as 1…100 for values from 1 to 100).
    private static func density(_ db: Database, parent: Table, key: Column, around values: [Int64]) throws -> Double {
        guard let smallest = values.first, let largest = values.last else { return 1 }
        let low = smallest / 2
        let upper = largest > Int64.max / 2 ? Int64.max : largest * 2
        guard let high = try Int64.fetchOne(db, sql: "SELECT max(\(quoteIdentifier(key.name))) FROM \(quoteIdentifier(parent.name)) WHERE \(quoteIdentifier(key.name)) <= ?", arguments: [upper]),
              high >= low
        else { return 1 }
        let keys = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM (SELECT 1 FROM \(quoteIdentifier(parent.name))
            WHERE \(quoteIdentifier(key.name)) BETWEEN ? AND ? LIMIT \(windowLimit))
            """, arguments: [low, high]) ?? 0
        guard keys < windowLimit else { return 1 }
        return min(1, Double(keys) / (Double(high) - Double(low) + 1))
    }
}

extension Array where Element == Int64 {
    /// In a sorted array, the index of the first element for which `isAbove` holds (`count` when
    /// none does): a binary search.
    fileprivate func partitioningIndex(where isAbove: (Int64) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isAbove(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
