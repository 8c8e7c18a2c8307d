import GRDB
import MigrationKit
import MigrationKitGRDB

/// A column a conversion carried as a reference, answered again after it (issue 37, item 5:
/// every answer can be taken back): as no reference (`--not-reference`: a wrong yes, taken back
/// into its old integers) or as a reference to another parent (`--reference`: a wrong parent,
/// re-pointed).
///
/// Under the salted and deterministic schemes each value is its parent's key,
/// `prefix || printf('%012x', old id)`, the prefix recorded in `migrationkit_key_prefixes`: the
/// old id is the 12 hexadecimal digits after it, and the same old id has a key in any other
/// parent whose prefix is recorded. The conversion refused negative ids and ids of 2^48 or more
/// (its prechecks), so a key it made always ends in exactly 12 digits; a none value it kept
/// (`--reference-keep`) is an integer, stored as its text by the column's TEXT affinity.
///
/// The parent is the answer kept in `migrationkit_answers`; for a file converted before answers
/// were kept, the one recorded prefix its values carry (under the deterministic scheme every
/// table shares one, and the parent is the table most values are keys of).
package struct CarriedReference: Sendable, Equatable {
    package let table: String
    package let column: String
    /// The parent the conversion carried it to, and its key column (text now).
    package let parentTable: String
    package let parentColumn: String
    /// Whether the parent is the answer kept in `migrationkit_answers` (else its values' prefix).
    package let isRecorded: Bool
    /// The evidence, for the warning when the new answer contradicts it: distinct values, how
    /// many of them are keys of existing rows of the parent, and whether the column's name
    /// names the parent.
    package var distinctValues = 0
    package var parentKeys = 0
    package var namesParent = false
    /// Taken back: the rows whose value is neither NULL, a key of the parent's prefix, nor an
    /// integer kept as it is. The file's precheck refuses them on any device; generate, here.
    package var foreignRows = 0
    /// Re-pointed: the new parent, how many distinct values are keys of its rows once
    /// re-pointed, and whether the name names it.
    package var newParent: String? = nil
    package var newParentKeys = 0
    package var namesNewParent = false

    /// `"table"."column"`.
    var location: String { "\(quoteIdentifier(table)).\(quoteIdentifier(column))" }

    /// What the new answer contradicts, in a sentence, or nil when the evidence agrees with it:
    /// a reference taken back whose name names its parent and whose values are nearly all keys
    /// of its rows; a reference re-pointed to a parent of which few values are keys, or fewer
    /// than of the parent it had, or that its name does not name when it named the old one.
    package var contradiction: String? {
        let share = "\(parentKeys) of \(distinctValues) distinct value\(distinctValues == 1 ? " is a key" : "s are keys") of rows of \(quoteIdentifier(parentTable))"
        if let newParent {
            let fewKeys = newParentKeys * 2 < distinctValues || newParentKeys < parentKeys
            let wrongName = namesParent && !namesNewParent
            guard fewKeys || wrongName else { return nil }
            var reasons = ["\(newParentKeys) of \(distinctValues) distinct value\(distinctValues == 1 ? " is a key" : "s are keys") of rows of \(quoteIdentifier(newParent)) once re-pointed, and \(parentKeys) of \(quoteIdentifier(parentTable)) now"]
            if wrongName { reasons.append("its name names \(quoteIdentifier(parentTable)), not \(quoteIdentifier(newParent))") }
            return "\(location) is re-pointed from \(quoteIdentifier(parentTable)) to \(quoteIdentifier(newParent)), but its evidence says otherwise: " + reasons.joined(separator: "; ") + "."
        }
        guard namesParent, distinctValues > 0, parentKeys * 10 >= distinctValues * 9 else { return nil }
        return "\(location) is taken back as no reference, but its evidence says it is one: its name names \(quoteIdentifier(parentTable)), and \(share)."
    }
}

// MARK: - The parent it was carried to

extension CarriedReference {
    /// The reference `column` of `table` was carried as by a conversion, or nil when it was not
    /// (an integer column, or text no answer and no recorded prefix ties to a converted table).
    /// `answers` and `keys` are what the conversions recorded.
    static func read(_ db: Database, column: DatabaseSchema.Column, of table: DatabaseSchema.Table, schema: DatabaseSchema, answers: RecordedAnswers, keys: ConvertedKeys) throws -> CarriedReference? {
        guard column.affinity == .text else { return nil }
        // Carried with a parent per type: no single parent to take back or re-point from.
        if answers.answers[ColumnPath(table: table.name, column: column.name)]?.isPolymorphic == true { return nil }
        let parent: DatabaseSchema.Table
        let isRecorded: Bool
        if let answer = answers.answers[ColumnPath(table: table.name, column: column.name)], answer.isReference, let name = answer.parentTable,
           let answered = schema.table(name) {
            (parent, isRecorded) = (answered, true)
        } else if let inferred = try parentByPrefix(db, column: column, of: table, schema: schema, keys: keys) {
            (parent, isRecorded) = (inferred, false)
        } else {
            return nil
        }
        guard let key = schema.convertedBefore(parent) else { return nil }
        var carried = CarriedReference(table: table.name, column: column.name, parentTable: parent.name, parentColumn: key.name, isRecorded: isRecorded)
        let c = quoteIdentifier(column.name), t = quoteIdentifier(table.name)
        carried.distinctValues = try Int.fetchOne(db, sql: "SELECT count(DISTINCT \(c)) FROM \(t)") ?? 0
        carried.parentKeys = try Int.fetchOne(db, sql: "SELECT count(DISTINCT \(c)) FROM \(t) WHERE \(c) IN (SELECT \(quoteIdentifier(key.name)) FROM \(quoteIdentifier(parent.name)))") ?? 0
        carried.namesParent = !ParentNames([parent.name]).parents(namedBy: column.name, of: table.name).isEmpty
        return carried
    }

    /// The converted table whose recorded prefix the column's values carry: the only prefix
    /// among them, and of the tables that recorded it (all of them, under the deterministic
    /// scheme) the one most values are keys of. Nil when the values carry no recorded prefix,
    /// or more than one.
    private static func parentByPrefix(_ db: Database, column: DatabaseSchema.Column, of table: DatabaseSchema.Table, schema: DatabaseSchema, keys: ConvertedKeys) throws -> DatabaseSchema.Table? {
        let c = quoteIdentifier(column.name), t = quoteIdentifier(table.name)
        let prefixes = try String.fetchAll(db, sql: "SELECT DISTINCT substr(\(c), 1, 24) FROM \(t) WHERE typeof(\(c)) = 'text' AND length(\(c)) = 36 LIMIT 2")
        guard prefixes.count == 1 else { return nil }
        var best: (table: DatabaseSchema.Table, keys: Int)?
        for parent in schema.tables {
            guard let derivation = keys.derivation(of: parent.name), derivation.prefix == prefixes[0],
                  let key = schema.convertedBefore(parent), derivation.column.sqlFolded == key.name.sqlFolded
            else { continue }
            let count = try Int.fetchOne(db, sql: "SELECT count(DISTINCT \(c)) FROM \(t) WHERE \(c) IN (SELECT \(quoteIdentifier(key.name)) FROM \(quoteIdentifier(parent.name)))") ?? 0
            if count > (best?.keys ?? -1) { best = (parent, count) }
        }
        return best?.table
    }
}

// MARK: - Answers taken back

extension Conversion {
    /// The columns of ``ConversionOptions/notReferences`` that a conversion carried as
    /// references: taken back into their old integers. Throws
    /// ``ConversionError/invalidReference(_:declared:reason:)``, by name, for one whose parent's
    /// keys keep no old id (the random scheme: no formula to invert) or that declares a foreign key.
    static func takenBackReferences(_ db: Database, schema: DatabaseSchema, options: ConversionOptions, answers: RecordedAnswers) throws -> [CarriedReference] {
        guard !options.notReferences.isEmpty else { return [] }
        let keys = try ConvertedKeys.read(db)
        var found: [CarriedReference] = []
        for path in options.notReferences {
            guard let table = schema.table(path.table), options.scope.includes(table.name), let column = table.column(path.column),
                  var carried = try CarriedReference.read(db, column: column, of: table, schema: schema, answers: answers, keys: keys)
            else { continue }
            func refused(_ reason: String) -> ConversionError {
                .invalidReference(path, declared: nil, reason: "\(carried.location) was converted as a reference to \(quoteIdentifier(carried.parentTable)); \(reason)")
            }
            guard let prefix = keys.derivation(of: carried.parentTable)?.prefix else {
                throw refused("its keys were made with the random scheme (no prefix is recorded for it in \(keyPrefixesTableName)), which keeps no old id, so there is no formula to turn them back into its integers; restore the column from a copy made before the conversion")
            }
            if let foreignKey = table.foreignKeys.first(where: { $0.declaration == nil && $0.columns.contains { $0.sqlFolded == column.name.sqlFolded } }) {
                throw refused("it declares a foreign key to \(quoteIdentifier(foreignKey.parentTable)) (REFERENCES), so the schema says it is one; taking it back would break that foreign key: rebuild the table without the clause first, if it is no reference")
            }
            let value = quoteIdentifier(column.name)
            carried.foreignRows = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoteIdentifier(table.name)) WHERE \(ConversionSQL.notTakenBack(value, prefix: ConversionSQL.literal(prefix)))") ?? 0
            found.append(carried)
        }
        return found
    }

    /// `schema` with each declared relation that a conversion carried to another parent marked
    /// re-pointed (``ReferenceDeclaration/repointedFrom``), and what their values say. Throws
    /// ``ConversionError/invalidReference(_:declared:reason:)``, by name, when either parent's
    /// keys keep no old id (the random scheme).
    static func repointing(_ db: Database, schema: DatabaseSchema, answers: RecordedAnswers) throws -> (schema: DatabaseSchema, repointed: [CarriedReference]) {
        let keys = try ConvertedKeys.read(db)
        var tables = schema.tables
        var repointed: [CarriedReference] = []
        for index in tables.indices {
            for position in tables[index].foreignKeys.indices {
                let foreignKey = tables[index].foreignKeys[position]
                guard var declaration = foreignKey.declaration, !declaration.repairsConvertedKey,
                      let column = tables[index].column(foreignKey.columns[0]),
                      var carried = try CarriedReference.read(db, column: column, of: tables[index], schema: schema, answers: answers, keys: keys),
                      carried.parentTable.sqlFolded != declaration.parentTable.sqlFolded
                else { continue }
                for parent in [carried.parentTable, declaration.parentTable] where keys.derivation(of: parent) == nil {
                    throw ConversionError.invalidReference(
                        ColumnPath(table: declaration.table, column: declaration.column), declared: declaration,
                        reason: "\(carried.location) was converted as a reference to \(quoteIdentifier(carried.parentTable)), and the keys of \(quoteIdentifier(parent)) were made with the random scheme (no prefix is recorded for it in \(keyPrefixesTableName)), which keeps no old id, so no key of \(quoteIdentifier(carried.parentTable)) can be turned into one of \(quoteIdentifier(declaration.parentTable)); restore the column from a copy made before the conversion")
                }
                declaration.repointedFrom = carried.parentTable
                tables[index].foreignKeys[position].declaration = declaration
                carried.newParent = declaration.parentTable
                let c = "\(quoteIdentifier(tables[index].name)).\(quoteIdentifier(column.name))"
                carried.newParentKeys = try Int.fetchOne(db, sql: "SELECT count(DISTINCT \(c)) FROM \(quoteIdentifier(tables[index].name)) WHERE NOT (\(ConversionSQL.missingParent(declaration)))") ?? 0
                carried.namesNewParent = !ParentNames([declaration.parentTable]).parents(namedBy: column.name, of: tables[index].name).isEmpty
                repointed.append(carried)
            }
        }
        guard !repointed.isEmpty else { return (schema, []) }
        return (DatabaseSchema(tables: tables, virtualTables: schema.virtualTables, views: schema.views, triggers: schema.triggers, objectNames: schema.objectNames), repointed)
    }
}

// MARK: - SQL

extension ConversionSQL {
    /// True where `value` is a key the printf schemes made with `prefix` (SQL): text of 36
    /// characters, the prefix, then 12 lowercase hexadecimal digits.
    static func isPrintfKey(_ value: String, prefix: String) -> String {
        "typeof(\(value)) = 'text' AND length(\(value)) = 36 AND substr(\(value), 1, 24) = \(prefix) AND substr(\(value), 25) GLOB '\(String(repeating: "[0-9a-f]", count: 12))'"
    }

    /// The integer that the 12 lowercase hexadecimal digits after a key's prefix spell: SQLite
    /// has no function that reads hexadecimal text, so each digit is found in
    /// `'0123456789abcdef'` and shifted to its place (the 12 digits of a printf key, below 2^48,
    /// never overflow). Only for a value ``isPrintfKey(_:prefix:)`` holds of.
    static func oldID(_ value: String) -> String {
        (0..<12).map { "((instr('0123456789abcdef', substr(\(value), \(25 + $0), 1)) - 1) << \(44 - 4 * $0))" }.joined(separator: " | ")
    }

    /// True where `value` is an integer, or the text of one (a none value the conversion kept
    /// as it is, which the column's TEXT affinity stored as text).
    static func isKeptInteger(_ value: String) -> String {
        "typeof(\(value)) = 'integer' OR (typeof(\(value)) = 'text' AND CAST(CAST(\(value) AS INTEGER) AS TEXT) = \(value))"
    }

    /// True where a value of a column taken back is none of what it may hold: NULL, a key of
    /// its parent's prefix, or an integer kept as it is.
    static func notTakenBack(_ value: String, prefix: String) -> String {
        "\(value) IS NOT NULL AND NOT (\(isPrintfKey(value, prefix: prefix))) AND NOT (\(isKeptInteger(value)))"
    }

    /// A value of a column taken back, in its old form: a key of the parent's prefix becomes the
    /// old id it carries; NULL and an integer kept as it is stay (the column's INTEGER affinity
    /// stores the text of an integer as that integer, as it was before the conversion).
    static func takenBack(_ value: String, prefix: String) -> String {
        "CASE WHEN \(isPrintfKey(value, prefix: prefix)) THEN \(oldID(value)) ELSE \(value) END"
    }

    /// A value of a column re-pointed from one parent to another: a key of the first's prefix
    /// becomes the key of the same old id in the second (its prefix, the same 12 digits); any
    /// other value stays, and is an orphan unless it is the declared none value.
    static func repointed(_ value: String, from: String, to: String) -> String {
        "CASE WHEN \(isPrintfKey(value, prefix: storedPrefix(of: from))) THEN \(storedPrefix(of: to)) || substr(\(value), 25) ELSE \(value) END"
    }
}
