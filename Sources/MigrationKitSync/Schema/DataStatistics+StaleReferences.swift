import GRDB
import MigrationKit
import MigrationKitGRDB

/// What one integer column's values say about one table converted before (issue 21: a relation
/// dismissed or not found at the conversion). Under the salted and deterministic schemes a key is
/// `prefix || printf('%012x', old id)`, so an old id still names its row: the values sampled are
/// looked up as the keys they would have become.
package struct StaleReferenceValues: Sendable, Equatable {
    package let table: String
    package let column: String
    /// The converted table, and its key column (text now).
    package let parentTable: String
    package let parentColumn: String
    /// Distinct positive integers sampled (at most ``ReferenceValues/sampledValues`` of
    /// ``ReferenceValues/sampledRows`` rows), and how many are old ids of existing rows.
    package let sampled: Int
    package let matched: Int
    /// The largest value sampled.
    package let largest: Int64
    /// The parent's largest old id.
    package let parentLargest: Int64
    /// Values zero or below that are no old id of the parent (a "none" value such as 0 or -1),
    /// and how many distinct values zero or below were sampled.
    package let noneCandidates: [Int64]
    package let nonPositive: Int
    /// The parent's keys that carry an old id, and how many of them carry one up to ``largest``.
    package let parentKeys: Int
    package let keysUpToLargest: Int
    /// How many of the distinct positive values are multiples of 5, and of 10 (``ReferenceValues/isRound``).
    package var roundValues = 0
    package var tens = 0

    /// These values as the detection before a conversion reads a column's values
    /// (``ReferenceValues``), the old ids standing for the keys they became: one engine decides
    /// both. The keys' density is the parent's old ids over their range (ids an app numbered
    /// from 1 are dense, and values among them prove nothing by chance alone).
    var asReferenceValues: ReferenceValues {
        let density = parentLargest > 0 ? min(1, Double(parentKeys) / Double(parentLargest)) : 1
        var values = ReferenceValues(
            table: table, column: column, parentTable: parentTable, sampled: sampled, matched: matched,
            chance: ReferenceValues.chance(of: matched, in: sampled, atDensity: density),
            noneCandidates: noneCandidates, nonPositive: nonPositive, nonPositiveKeys: 0, largest: largest,
            parentKeys: parentKeys, keysUpToLargest: keysUpToLargest)
        values.roundValues = roundValues
        values.tens = tens
        return values
    }

    /// Whether most of the values are old ids of existing rows: what any evidence needs.
    package var mostAreOldIDs: Bool {
        matched > 0 && matched * 2 >= sampled
    }
}

extension DataStatistics {
    /// The values of every integer column that may hold old ids of a table converted before
    /// (recorded in `migrationkit_key_prefixes`), looked up through each such table's key index:
    /// the pairs where at least one value is an old id of an existing row. Bounded like
    /// ``sampleReferenceValues(_:schema:scope:)``.
    static func sampleStaleReferenceValues(_ db: Database, schema: DatabaseSchema, scope: ConversionScope) throws -> [StaleReferenceValues] {
        let keys = try ConvertedKeys.read(db)
        var parents: [(table: Table, key: Column, largest: Int64, keys: Int)] = []
        for table in schema.tables(in: scope) {
            guard let derivation = keys.derivation(of: table.name), let key = schema.convertedBefore(table),
                  // A key added to a table that had none carries its rowids, which no column held
                  // as a reference: a small integer would match one by itself.
                  derivation.column.sqlFolded == key.name.sqlFolded
            else { continue }
            // The largest key with the table's prefix, from the key's index.
            let k = quoteIdentifier(key.name)
            let largestKey = try String.fetchOne(db, sql: "SELECT max(\(k)) FROM \(quoteIdentifier(table.name)) WHERE \(k) >= ? AND \(k) <= ?",
                                                 arguments: [derivation.prefix, derivation.prefix + "ffffffffffff"])
            guard let largestKey, let largest = keys.legacyID(forKey: largestKey, in: table.name) else { continue }
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoteIdentifier(table.name)) WHERE \(k) BETWEEN ? AND ?",
                                         arguments: [derivation.prefix, largestKey]) ?? 0
            parents.append((table, key, largest, count))
        }
        guard !parents.isEmpty else { return [] }

        var found: [StaleReferenceValues] = []
        for (table, column) in schema.referenceCandidates() {
            let values = try sampledValues(db, of: column, in: table, integersOnly: true).compactMap { Int64.fromDatabaseValue($0) }
            let positive = values.filter { $0 > 0 }.sorted()
            guard let largest = positive.last else { continue }
            let nonPositive = values.filter { $0 <= 0 }.sorted(by: >)
            for parent in parents {
                // Most values must be old ids: a parent whose ids cannot hold most of them is not looked at.
                let inside = positive.filter { $0 <= parent.largest }
                guard inside.count * 2 >= positive.count else { continue }
                let matched = try countOldIDs(db, keys: keys, parent: parent.table, key: parent.key, among: inside)
                guard matched > 0 else { continue }
                let nones = try nonPositive.prefix(3).filter { try countOldIDs(db, keys: keys, parent: parent.table, key: parent.key, among: [$0]) == 0 }
                // The parent's keys up to the largest value: counted through the key index, or
                // estimated from the old ids' range for a parent of many keys.
                let upToLargest: Int
                if parent.keys > exactRankLimit {
                    upToLargest = Int(Double(parent.keys) * Double(min(largest, parent.largest)) / Double(max(parent.largest, 1)))
                } else if let prefix = keys.derivation(of: parent.table.name)?.prefix, let last = keys.key(forLegacyID: min(largest, parent.largest), in: parent.table.name) {
                    upToLargest = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoteIdentifier(parent.table.name)) WHERE \(quoteIdentifier(parent.key.name)) BETWEEN ? AND ?",
                                                   arguments: [prefix, last]) ?? 0
                } else {
                    upToLargest = 0
                }
                var sample = StaleReferenceValues(
                    table: table.name, column: column.name, parentTable: parent.table.name, parentColumn: parent.key.name,
                    sampled: positive.count, matched: matched, largest: largest,
                    parentLargest: parent.largest, noneCandidates: Array(nones), nonPositive: nonPositive.count,
                    parentKeys: parent.keys, keysUpToLargest: upToLargest)
                sample.roundValues = positive.count { $0 % 5 == 0 }
                sample.tens = positive.count { $0 % 10 == 0 }
                found.append(sample)
            }
        }
        return found
    }

    /// How many of `values` (distinct) are old ids of rows of `parent`: their keys,
    /// `prefix || printf('%012x', id)`, looked up through its key index, 500 at a time. A value
    /// the keys cannot carry (negative, 2^48 or more) is none.
    private static func countOldIDs(_ db: Database, keys: ConvertedKeys, parent: Table, key: Column, among values: [Int64]) throws -> Int {
        try countKeys(db, parent: parent, key: key, among: values.compactMap { keys.key(forLegacyID: $0, in: parent.name) })
    }
}
