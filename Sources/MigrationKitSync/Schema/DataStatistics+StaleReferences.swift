import GRDB
import MigrationKit
import MigrationKitGRDB

extension DataStatistics {
    /// The values of every integer column that may hold old ids of a table converted before
    /// (recorded in `migrationkit_key_prefixes`; issue 21: a relation dismissed or not found at
    /// the conversion), looked up through each such table's key index: the pairs where at least
    /// one value is an old id of an existing row. Bounded like
    /// ``sampleReferenceValues(_:schema:scope:coreData:)``.
    ///
    /// Under the salted and deterministic schemes a key is `prefix || printf('%012x', old id)`,
    /// so an old id still names its row: the values are looked up as the keys they would have
    /// become, and read as the detection before a conversion reads a column's values
    /// (``ReferenceValues``, one engine for both), the old ids standing for the keys. The
    /// parent's keys are its old ids, taken as filling `1…largest` (a ``KeyRange``): ids an app
    /// numbered from 1 are dense there, and values among them prove nothing by chance alone.
    static func sampleStaleReferenceValues(_ db: Database, schema: DatabaseSchema, scope: ConversionScope) throws -> [ReferenceValues] {
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

        var found: [ReferenceValues] = []
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
                // The parent's old ids, as the keys of a parent before a conversion are read.
                let range = KeyRange(min: 1, max: parent.largest, count: parent.keys)
                // The parent's keys up to the largest value: counted through the key index, or
                // estimated from the old ids' range for a parent of many keys.
                let upToLargest: Int
                if parent.keys > exactRankLimit {
                    upToLargest = Int(range.estimatedSpread(upTo: largest) * Double(range.count))
                } else if let prefix = keys.derivation(of: parent.table.name)?.prefix, let last = keys.key(forLegacyID: min(largest, parent.largest), in: parent.table.name) {
                    upToLargest = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoteIdentifier(parent.table.name)) WHERE \(quoteIdentifier(parent.key.name)) BETWEEN ? AND ?",
                                                   arguments: [prefix, last]) ?? 0
                } else {
                    upToLargest = 0
                }
                // The density is the old ids' over their range, for the chance only: the keys'
                // density around the values is not counted (``ReferenceValues/keyDensity`` 1).
                var sample = ReferenceValues(
                    table: table.name, column: column.name, parentTable: parent.table.name, sampled: positive.count, matched: matched,
                    chance: ReferenceValues.chance(of: matched, in: positive.count, atDensity: range.density),
                    noneCandidates: Array(nones), nonPositive: nonPositive.count, nonPositiveKeys: 0, largest: largest,
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
