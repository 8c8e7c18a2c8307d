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
        var ranges: [String: (min: Int64, max: Int64)?] = [:]
        func range(of parent: Table, key: Column) throws -> (min: Int64, max: Int64)? {
            if let known = ranges[parent.name] { return known }
            let k = quoteIdentifier(key.name)
            let row = try Row.fetchOne(db, sql: "SELECT min(\(k)), max(\(k)) FROM \(quoteIdentifier(parent.name)) WHERE typeof(\(k)) = 'integer'")
            let found: (min: Int64, max: Int64)? = (row?[0] as Int64?).flatMap { low in (row?[1] as Int64?).map { (low, $0) } }
            ranges[parent.name] = .some(found)
            return found
        }

        var found: [ReferenceValues] = []
        for (table, column) in schema.referenceCandidates() {
            let c = quoteIdentifier(column.name)
            let values = try DatabaseValue.fetchAll(db, sql: """
                SELECT DISTINCT \(c) FROM (SELECT \(c) FROM \(quoteIdentifier(table.name)) LIMIT \(ReferenceValues.sampledRows))
                WHERE \(c) IS NOT NULL LIMIT \(ReferenceValues.sampledValues)
                """)
            let integers = values.compactMap { Int64.fromDatabaseValue($0) }
            // Text or real values: no column of keys.
            guard !integers.isEmpty, integers.count == values.count, values.allSatisfy({ if case .int64 = $0.storage { true } else { false } }) else { continue }
            let positive = integers.filter { $0 > 0 }.sorted()
            let nonPositive = integers.filter { $0 <= 0 }.sorted(by: >)
            for (parent, key) in parents {
                let pair = DatabaseSchema.pairKey(table.name, column.name, parent.name)
                let suggested = triggers[pair] != nil || DatabaseSchema.nameNames(column: column.name, of: table.name, parent: parent.name)
                // Unless a name or a trigger suggests it, a parent whose keys cannot hold most of
                // the values is not looked at.
                guard let keys = try range(of: parent, key: key) else { continue }
                let inside = positive.filter { $0 >= keys.min && $0 <= keys.max }.count
                guard suggested || (inside > 0 && inside * 2 >= positive.count) else { continue }
                let matched = try countKeys(db, parent: parent, key: key, among: positive)
                let nones = try nonPositive.prefix(3).filter { try countKeys(db, parent: parent, key: key, among: [$0]) == 0 }
                let chance = try matched == 0 ? 1 : pow(density(db, parent: parent, key: key, around: positive), Double(matched))
                let sample = ReferenceValues(
                    table: table.name, column: column.name, parentTable: parent.name,
                    sampled: positive.count, matched: matched, chance: chance, noneCandidates: Array(nones))
                if suggested || sample.isEvidence { found.append(sample) }
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
    private static func density(_ db: Database, parent: Table, key: Column, around values: [Int64]) throws -> Double {
        guard let smallest = values.first, let largest = values.last else { return 1 }
        let low = smallest / 2
        let high = largest > Int64.max / 2 ? Int64.max : largest * 2
        let keys = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM (SELECT 1 FROM \(quoteIdentifier(parent.name))
            WHERE \(quoteIdentifier(key.name)) BETWEEN ? AND ? LIMIT \(windowLimit))
            """, arguments: [low, high]) ?? 0
        guard keys < windowLimit else { return 1 }
        return min(1, Double(keys) / (Double(high) - Double(low) + 1))
    }
}
