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
    static func sampleReferenceValues(_ db: Database, schema: DatabaseSchema, scope: ConversionScope) throws -> [ReferenceValues] {
        let parents = schema.convertedParents(in: scope)
        guard !parents.isEmpty else { return [] }
        let triggers = schema.triggerChecks(in: scope)
        let names = ParentNames(parents.map(\.table.name))
        // Each parent's keys, read once: their range, and whether they are sparse for their size
        // (values can only be evidence against such keys; see ImpliedReference).
        var keyRanges: [String: (min: Int64, max: Int64, isSparse: Bool)] = [:]
        for (parent, key) in parents {
            // Three queries SQLite answers from the key's index and the table's b-tree without
            // reading the rows (one with a WHERE clause would scan them all: 4 million rows,
            // 1.3 s). Text sorts above every number: `<= Int64.max` leaves it out.
            let k = quoteIdentifier(key.name), p = quoteIdentifier(parent.name)
            guard let low = try Int64.fetchOne(db, sql: "SELECT min(\(k)) FROM \(p) WHERE \(k) >= \(Int64.min)"),
                  let high = try Int64.fetchOne(db, sql: "SELECT max(\(k)) FROM \(p) WHERE \(k) <= \(Int64.max)")
            else { continue }
            let count = try Int64.fetchOne(db, sql: "SELECT count(*) FROM \(p)") ?? 0
            keyRanges[parent.name.sqlFolded] = (low, high, high > 0 && Double(count) < ReferenceValues.sparseKeys * Double(high))
        }
        let sparseParents = Set(keyRanges.filter(\.value.isSparse).keys)

        var found: [ReferenceValues] = []
        for (table, column) in schema.referenceCandidates() {
            let named = names.parents(namedBy: column.name, of: table.name)
            let checked = triggers[DatabaseSchema.columnKey(table.name, column.name)] ?? [:]
            let suggested = named.union(checked.keys)
            let candidates = parents.filter { suggested.contains($0.table.name.sqlFolded) || sparseParents.contains($0.table.name.sqlFolded) }
            guard !candidates.isEmpty else { continue }
            let c = quoteIdentifier(column.name)
            let values = try DatabaseValue.fetchAll(db, sql: """
                SELECT DISTINCT \(c) FROM (SELECT \(c) FROM \(quoteIdentifier(table.name)) LIMIT \(ReferenceValues.sampledRows))
                WHERE \(c) IS NOT NULL LIMIT \(ReferenceValues.sampledValues)
                """)
            // Text or real values: no column of keys.
            let integers = values.compactMap { value -> Int64? in if case .int64(let integer) = value.storage { integer } else { nil } }
            guard !integers.isEmpty, integers.count == values.count else { continue }
            let positive = integers.filter { $0 > 0 }.sorted()
            let nonPositive = integers.filter { $0 <= 0 }.sorted(by: >)
            for (parent, key) in candidates {
                guard let keys = keyRanges[parent.name.sqlFolded] else { continue }
                let isSuggested = suggested.contains(parent.name.sqlFolded)
                // Unless a name or a trigger suggests it, a parent whose key range cannot hold
                // most of the values is not looked at.
                let inside = positive.partitioningIndex { $0 > keys.max } - positive.partitioningIndex { $0 >= keys.min }
                guard isSuggested || (inside > 0 && inside * 2 >= positive.count) else { continue }
                let matched = try countKeys(db, parent: parent, key: key, among: positive)
                let nones = try nonPositive.prefix(3).filter { try countKeys(db, parent: parent, key: key, among: [$0]) == 0 }
                let density = keys.isSparse && matched > 0 ? try self.density(db, parent: parent, key: key, around: positive) : 1
                let sample = ReferenceValues(
                    table: table.name, column: column.name, parentTable: parent.name,
                    sampled: positive.count, matched: matched,
                    chance: ReferenceValues.chance(of: matched, in: positive.count, atDensity: density),
                    noneCandidates: Array(nones))
                if isSuggested || sample.isEvidence { found.append(sample) }
            }
        }
        return found
    }

    /// How many keys are counted at most around a column's values: beyond that the keys are so
    /// dense there that values among them prove nothing.
    static let windowLimit = 1_000_000

    /// How many of `values` (distinct) are keys of `parent`, looked up through its key index.
    private static func countKeys(_ db: Database, parent: Table, key: Column, among values: [Int64]) throws -> Int {
        var count = 0
        var start = 0
        while start < values.count {
            let chunk = Array(values[start..<min(start + 500, values.count)])
            count += try Int.fetchOne(
                db, sql: "SELECT count(*) FROM \(quoteIdentifier(parent.name)) WHERE \(quoteIdentifier(key.name)) IN (\(chunk.map { _ in "?" }.joined(separator: ",")))",
                arguments: StatementArguments(chunk)) ?? 0
            start += 500
        }
        return count
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
