import Foundation
import MigrationKitGRDB

/// SplitMix64: small, fast, and the same sequence for the same seed on every platform.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random database an app could have shipped, as SQL (schema and rows), from a seed: a
/// foreign-key graph with self-references and cycles, nullable and required references,
/// integer keys of every integer type name (column- or table-level, named or not), text keys,
/// composite keys, key-less tables, WITHOUT ROWID, STRICT, generated columns,
/// CHECK/COLLATE/DEFAULT, unique, partial and expression indexes, views and triggers, and
/// names with quotes, spaces, `;`, `--`, `../` and unicode.
///
/// It makes only databases the conversion accepts (no values it cannot carry, no orphans, no
/// generated column computed from a key), so every case must convert without loss.
public struct RandomDatabase {
    public let seed: UInt64
    public let sql: String
    /// Conversion options to try it with.
    public let options: [String]

    enum Key { case rowidAlias, integer(type: String, column: String, tableLevel: Bool, named: Bool), text, composite, none }

    struct TableSpec {
        var name: String
        var key: Key
        var withoutRowid: Bool
        var strict: Bool
        var keyValues: [String] = []  // SQL literals
        var columns: [(name: String, type: String, clause: String, nullable: Bool)] = []
        var references: [(column: String, parent: Int, nullable: Bool)] = []
        var rows = 0
    }

    static let tableNames = [
        "notes", "Lists", "with \"quote\"", "semi;colon", "dash -- dash", "../up", "Ünïcödé 表", "space name",
        "reminderTags", "x'y", "CamelCaseItems", "[odd]",
    ]

    public init(seed: UInt64) {
        self.seed = seed
        var random = SeededGenerator(seed: seed)
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        // A lowercase v4 UUID drawn from the seed too, so that a seed rebuilds the same file.
        func uuid() -> String {
            var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
            bytes[6] = bytes[6] & 0x0f | 0x40
            bytes[8] = bytes[8] & 0x3f | 0x80
            return NSUUID(uuidBytes: bytes).uuidString.lowercased()
        }

        var names = Self.tableNames.shuffled(using: &random)
        let count = Int.random(in: 2...5, using: &random)
        var tables: [TableSpec] = []
        for _ in 0..<count {
            let strict = chance(25)
            let key: Key
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<35: key = .rowidAlias
            case 35..<60:
                key = .integer(
                    type: strict ? pick(["INT", "INTEGER"]) : pick(["INT", "INT8", "BIGINT", "UNSIGNED BIG INT", "INTEGER"]),
                    column: pick(["id", "ID", "Key Id", "pk"]), tableLevel: chance(50), named: chance(50))
            case 60..<70: key = .text
            case 70..<85: key = .composite
            default: key = .none
            }
            var withoutRowid = false
            if case .integer = key { withoutRowid = chance(25) }
            if case .composite = key { withoutRowid = chance(30) }
            if case .text = key { withoutRowid = chance(30) }
            tables.append(TableSpec(name: names.removeFirst(), key: key, withoutRowid: withoutRowid, strict: strict, rows: Int.random(in: 1...12, using: &random)))
        }

        // Keys first, so that references (forward ones too, for cycles) can use them.
        for index in tables.indices {
            var values: Set<String> = []
            while values.count < tables[index].rows {
                switch tables[index].key {
                case .rowidAlias, .integer:
                    let value = chance(10) ? pick([0, (1 << 48) - 1]) : Int.random(in: 0..<(1 << 40), using: &random)
                    values.insert(String(value))
                case .text:
                    values.insert("'" + uuid() + "'")
                case .composite, .none:
                    values.insert(String(values.count))
                }
            }
            tables[index].keyValues = values.sorted()
        }

        // Columns and references.
        for index in tables.indices {
            let strict = tables[index].strict
            let columnCount = Int.random(in: 1...3, using: &random)
            for c in 0..<columnCount {
                let type = strict ? pick(["TEXT", "INTEGER", "REAL", "BLOB", "ANY"]) : pick(["TEXT", "INTEGER", "REAL", "BLOB", "NUMERIC", "VARCHAR(20)", ""])
                var clause = ""
                var nullable = true
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where type.contains("TEXT") || type.contains("CHAR"): clause = " COLLATE NOCASE"
                case 1: clause = " NOT NULL DEFAULT " + (type == "BLOB" ? "x'00'" : "0"); nullable = false
                case 2 where type == "INTEGER" || type == "REAL": clause = " CHECK (\(quoteIdentifier("c\(c)")) IS NULL OR \(quoteIdentifier("c\(c)")) >= 0)"
                default: break
                }
                tables[index].columns.append(("c\(c)", type, clause, nullable))
            }
            for parent in tables.indices where chance(35) {
                switch tables[parent].key {
                case .rowidAlias, .integer, .text:
                    let nullable = parent == index || chance(50)
                    tables[index].references.append(("ref \(parent)", parent, nullable))
                default:
                    break
                }
            }
        }

        var sql = "PRAGMA foreign_keys = OFF;\n"
        for (index, table) in tables.enumerated() {
            var definitions: [String] = []
            var constraints: [String] = []
            switch table.key {
            case .rowidAlias:
                definitions.append("\"id\" INTEGER PRIMARY KEY" + (chance(30) && !table.withoutRowid ? " AUTOINCREMENT" : ""))
            case .integer(let type, let column, let tableLevel, let named):
                if tableLevel {
                    definitions.append("\(quoteIdentifier(column)) \(type) NOT NULL")
                    constraints.append((named ? "CONSTRAINT \(quoteIdentifier("pk_\(index)")) " : "") + "PRIMARY KEY (\(quoteIdentifier(column)))")
                } else {
                    definitions.append("\(quoteIdentifier(column)) \(type) " + (named ? "CONSTRAINT \"pk\" " : "") + "PRIMARY KEY")
                }
            case .text:
                definitions.append("\"uuid\" TEXT PRIMARY KEY NOT NULL")
            case .composite:
                definitions.append("\"a\" INTEGER NOT NULL")
                definitions.append("\"b\" INTEGER NOT NULL")
                constraints.append("PRIMARY KEY (\"a\", \"b\")")
            case .none:
                break
            }
            for column in table.columns {
                definitions.append("\(quoteIdentifier(column.name))\(column.type.isEmpty ? "" : " " + column.type)\(column.clause)")
            }
            if chance(20), let text = table.columns.first(where: { $0.type == "TEXT" }) {
                definitions.append("\"generated\" INTEGER GENERATED ALWAYS AS (length(\(quoteIdentifier(text.name)))) \(chance(50) ? "VIRTUAL" : "STORED")")
            }
            for reference in table.references {
                let parent = tables[reference.parent]
                let type = parent.key.isText ? "TEXT" : (table.strict ? "INTEGER" : pick(["INTEGER", "INT", ""]))
                let action = reference.nullable ? pick(["CASCADE", "SET NULL"]) : "CASCADE"
                let target = chance(30) ? "" : "(\(quoteIdentifier(parent.keyColumn)))"
                let typeText = type.isEmpty ? "" : " " + type
                definitions.append("\(quoteIdentifier(reference.column))\(typeText)\(reference.nullable ? "" : " NOT NULL") REFERENCES \(quoteIdentifier(parent.name))\(target) ON DELETE \(action)")
            }
            let comment = chance(30) ? " -- \(table.name.filter { !$0.isNewline })\n" : " "
            sql += "CREATE TABLE \(quoteIdentifier(table.name)) (\(comment)" + (definitions + constraints).joined(separator: ",\n  ") + ")"
            var options: [String] = []
            if table.withoutRowid { options.append("WITHOUT ROWID") }
            if table.strict { options.append("STRICT") }
            sql += (options.isEmpty ? "" : " " + options.joined(separator: ", ")) + ";\n"

            // Indexes.
            if let column = table.columns.randomElement(using: &random), chance(50) {
                let partial = chance(40) ? " WHERE \(quoteIdentifier(column.name)) IS NOT NULL" : ""
                sql += "CREATE INDEX \(quoteIdentifier("\(table.name) index")) ON \(quoteIdentifier(table.name)) (\(quoteIdentifier(column.name)))\(partial);\n"
            }
            if let reference = table.references.first, chance(50) {
                sql += "CREATE INDEX \(quoteIdentifier("\(table.name) by \(reference.column)")) ON \(quoteIdentifier(table.name)) (\(quoteIdentifier(reference.column)));\n"
            }
            if let text = table.columns.first(where: { $0.type == "TEXT" }), chance(30) {
                sql += "CREATE INDEX \(quoteIdentifier("\(table.name) lower")) ON \(quoteIdentifier(table.name)) (lower(\(quoteIdentifier(text.name))));\n"
            }
            if table.withoutRowid {
                // Rows of a WITHOUT ROWID table are told apart by a column of distinct values
                // (the comparison pairs them by it when their keys are random).
                tables[index].columns[0].clause += "/*distinct*/"
            }
            if chance(25) {
                // Unique on a column whose values are all distinct (filled from the row number).
                sql += "CREATE UNIQUE INDEX \(quoteIdentifier("\(table.name) unique")) ON \(quoteIdentifier(table.name)) (\(quoteIdentifier(table.columns[0].name)));\n"
                tables[index].columns[0].clause += "/*unique*/"
            }
        }
        // Views and triggers across tables.
        if chance(60) {
            let table = tables[Int.random(in: 0..<tables.count, using: &random)]
            sql += "CREATE VIEW \(quoteIdentifier("view of \(table.name)")) AS SELECT count(*) AS \"n\" FROM \(quoteIdentifier(table.name));\n"
        }
        if chance(50), tables.count > 1 {
            let a = tables[0], b = tables[1]
            sql += "CREATE TRIGGER \(quoteIdentifier("touch \(a.name)")) AFTER UPDATE ON \(quoteIdentifier(a.name)) BEGIN UPDATE \(quoteIdentifier(b.name)) SET \(quoteIdentifier(b.columns[0].name)) = \(quoteIdentifier(b.columns[0].name)) WHERE 0; END;\n"
        }

        // Rows.
        for table in tables {
            for row in 0..<table.rows {
                var columns: [String] = []
                var values: [String] = []
                switch table.key {
                case .rowidAlias, .integer, .text:
                    columns.append(quoteIdentifier(table.keyColumn))
                    values.append(table.keyValues[row])
                case .composite:
                    columns += ["\"a\"", "\"b\""]
                    values += [String(row / 3), String(row)]
                case .none:
                    break
                }
                for (c, column) in table.columns.enumerated() {
                    columns.append(quoteIdentifier(column.name))
                    let isUnique = column.clause.contains("/*unique*/") || column.clause.contains("/*distinct*/")
                    if isUnique {
                        values.append(column.type == "BLOB" ? "x'\(String(format: "%04x", row))'" : (column.type.contains("TEXT") || column.type.contains("CHAR") ? "'u\(row)'" : String(row)))
                    } else if column.nullable && chance(20) {
                        values.append("NULL")
                    } else {
                        switch column.type {
                        case "INTEGER", "NUMERIC", "ANY", "": values.append(String(Int.random(in: 0...1_000_000, using: &random)))
                        case "REAL": values.append(String(Double(Int.random(in: 0...10_000, using: &random)) / 8))
                        case "BLOB": values.append("x'\(String(format: "%08x", UInt32.random(in: 0...UInt32.max, using: &random)))'")
                        default: values.append(pick(["'plain'", "'it''s'", "'ünï 表'", "'-- not a comment'", "'; DROP TABLE x'", "''", "'\(c) \(row)'"]))
                        }
                    }
                }
                for reference in table.references {
                    columns.append(quoteIdentifier(reference.column))
                    let parent = tables[reference.parent]
                    values.append(reference.nullable && chance(30) ? "NULL" : parent.keyValues[Int.random(in: 0..<parent.keyValues.count, using: &random)])
                }
                guard !columns.isEmpty else { continue }
                sql += "INSERT INTO \(quoteIdentifier(table.name)) (\(columns.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")));\n"
            }
        }
        self.sql = sql
        var options: [String] = []
        if chance(30) { options += ["--id-scheme", "random"] }
        if chance(30) { options += ["--uuid-default", "portable"] }
        self.options = options
    }
}

extension RandomDatabase.Key {
    var isText: Bool { if case .text = self { return true } else { return false } }
}

extension RandomDatabase.TableSpec {
    var keyColumn: String {
        switch key {
        case .rowidAlias: return "id"
        case .integer(_, let column, _, _): return column
        case .text: return "uuid"
        case .composite, .none: return "a"
        }
    }
}
