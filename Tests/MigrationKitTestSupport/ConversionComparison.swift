import Foundation
import GRDB
import MigrationKitGRDB

/// Compares a database before and after a conversion, table by table and row by row, and
/// returns every difference that is not the conversion's (empty when none was lost).
///
/// Deliberately independent of the planner: what must have changed is derived here from the
/// original file's pragmas (a single key of INTEGER affinity is converted; a single-column
/// foreign key to such a key is converted; a table without a single key gains "id", or
/// "id_key" (then "id_key_2", …) where a column already has that name), and
/// everything else must be equal: every other value with its type, rowids, indexes (columns,
/// uniqueness, partial WHERE), triggers and views (same text), column types, NOT NULL,
/// defaults, CHECK and COLLATE clauses, STRICT and WITHOUT ROWID.
public struct ConversionComparison {
    /// The id scheme the conversion used: `salted` (the default) and `deterministic` keys are
    /// `prefix || printf('%012x', old)`, the prefix a random UUIDv8 layout per table or zeros.
    public enum Scheme {
        case salted, deterministic, random

        /// The scheme a `generate` command line selects.
        public init(arguments: [String]) {
            switch arguments.firstIndex(of: "--id-scheme").map({ arguments[$0 + 1] }) {
            case "random": self = .random
            case "deterministic": self = .deterministic
            default: self = .salted
            }
        }
    }

    public let before: String
    public let after: String
    public var scheme: Scheme = .salted
    public var dropUnique = false
    /// Tables left out of the conversion (lowercased).
    public var excluded: Set<String> = []
    /// Relations declared with `--reference`, which no pragma shows.
    public var undeclared: [Undeclared] = []
    /// What the app registers on its connections (a collation its schema names), for the
    /// connections that read both files.
    public var prepareDatabase: (@Sendable (Database) throws -> Void)?

    /// A relation declared with `--reference`: the column, its parent, and its none value with
    /// what it becomes (NULL, or kept as it is: stored as text in the now TEXT column).
    public struct Undeclared: Sendable {
        public let table: String, column: String, parent: String
        public var none: (value: Int64, becomesNull: Bool)?
        public init(_ table: String, _ column: String, _ parent: String, none: (value: Int64, becomesNull: Bool)? = nil) {
            self.table = table
            self.column = column
            self.parent = parent
            self.none = none
        }
    }

    public init(
        before: String, after: String, scheme: Scheme = .salted, dropUnique: Bool = false, excluded: Set<String> = [],
        undeclared: [Undeclared] = [], prepareDatabase: (@Sendable (Database) throws -> Void)? = nil
    ) {
        self.before = before
        self.after = after
        self.scheme = scheme
        self.dropUnique = dropUnique
        self.excluded = excluded
        self.undeclared = undeclared
        self.prepareDatabase = prepareDatabase
    }

    struct TableInfo {
        let name: String
        let sql: String
        let columns: [Row]  // pragma_table_xinfo
        let withoutRowid: Bool
        let strict: Bool
        var keyColumns: [String] { columns.filter { ($0["pk"] as Int) > 0 }.sorted { ($0["pk"] as Int) < ($1["pk"] as Int) }.map { $0["name"] } }
    }

    public func differences() throws -> [String] {
        let old = try DatabaseQueue(path: before, configuration: readOnly)
        let new = try DatabaseQueue(path: after, configuration: readOnly)
        var problems: [String] = []
        let oldTables = try old.read(tables)
        let newTables = try new.read(tables)

        // Which keys and references are converted, from the original alone.
        var convertedKeys: [String: String] = [:]  // table → key column
        for table in oldTables.values where !excluded.contains(table.name.lowercased()) {
            let keys = table.keyColumns
            if keys.count == 1, let column = table.columns.first(where: { ($0["name"] as String) == keys[0] }),
               (column["type"] as String).uppercased().contains("INT") {
                convertedKeys[table.name.lowercased()] = keys[0]
            }
        }
        var keyMaps: [String: [DatabaseValue: DatabaseValue]] = [:]  // random scheme: old key → new key
        // The printf schemes: each table's prefix, as the conversion recorded it. The keys must
        // bear it, references their parent's; it is checked to be of the scheme's form, and
        // (salted) to be no other table's unless its key is a reference.
        let prefixes = try new.read { db in
            try db.tableExists("migrationkit_key_prefixes")
                ? Dictionary(try Row.fetchAll(db, sql: "SELECT \"table\", \"prefix\" FROM migrationkit_key_prefixes").map { (($0[0] as String).lowercased(), $0[1] as String) }, uniquingKeysWith: { a, _ in a })
                : [:]
        }
        var ownPrefixes: [String: String] = [:]  // salted: prefix → the table that drew it
        func printfKey(_ table: String, _ value: DatabaseValue) -> DatabaseValue {
            guard let integer = Int64.fromDatabaseValue(value), !value.isNull else { return .null }
            guard let prefix = prefixes[table.lowercased()] else { return "<no prefix recorded for \(table)>".databaseValue }
            let hex = String(integer, radix: 16)
            return (prefix + String(repeating: "0", count: max(0, 12 - hex.count)) + hex).databaseValue
        }
        func checkPrefix(of table: String, drawn: Bool) {
            guard scheme != .random else { return }
            guard let prefix = prefixes[table.lowercased()] else { problems.append("\(table): no prefix recorded"); return }
            switch scheme {
            case .salted where prefix.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-/) == nil,
                 .deterministic where prefix != "00000000-0000-0000-0000-":
                problems.append("\(table): prefix \(prefix) is not of the scheme's form")
            case .salted where drawn:
                if let other = ownPrefixes.updateValue(table, forKey: prefix) { problems.append("\(table): prefix \(prefix) is also \(other)'s") }
            default: break
            }
        }
        var pendingReferences: [(table: String, column: String, parent: String, was: DatabaseValue, now: DatabaseValue)] = []

        for table in oldTables.values.sorted(by: { $0.name < $1.name }) {
            guard let converted = newTables[table.name.lowercased()] else {
                problems.append("table \(table.name) is gone")
                continue
            }
            let isExcluded = excluded.contains(table.name.lowercased())
            let key = isExcluded ? nil : convertedKeys[table.name.lowercased()]
            let addsKey = !isExcluded && table.keyColumns.count != 1
            // The new key's name, by the documented rule (Table.addedKeyName), written out again
            // here: "id", or the first of id_key, id_key_2, … that no column's name takes.
            let taken = Set(table.columns.map { ($0["name"] as String).lowercased() })
            var addedKey = "id", suffix = 1
            while taken.contains(addedKey) {
                suffix += 1
                addedKey = suffix == 2 ? "id_key" : "id_key_\(suffix - 1)"
            }
            let references = try old.read { db in try convertedReferences(db, table: table.name, convertedKeys: convertedKeys) }
                .filter { _ in !isExcluded }

            if table.withoutRowid != converted.withoutRowid { problems.append("\(table.name): WITHOUT ROWID changed") }
            if table.strict != converted.strict { problems.append("\(table.name): STRICT changed") }
            if clauses(table.sql) != clauses(converted.sql) {
                problems.append("\(table.name): CHECK/COLLATE clauses differ: \(clauses(table.sql)) → \(clauses(converted.sql))")
            }

            // Columns: the converted ones become TEXT; all others keep type, NOT NULL, default, generation.
            let newColumns = addsKey ? Array(converted.columns.dropFirst()) : converted.columns
            if addsKey && converted.columns.first?["name"] as String? != addedKey { problems.append("\(table.name): no new \(quoteIdentifier(addedKey)) column first") }
            if newColumns.count != table.columns.count { problems.append("\(table.name): \(table.columns.count) columns became \(newColumns.count)") }
            for (a, b) in zip(table.columns, newColumns) {
                let name: String = a["name"]
                if name != b["name"] { problems.append("\(table.name): column \(name) became \(b["name"] as String)"); continue }
                let isConverted = name == key || references[name] != nil
                if isConverted {
                    if (b["type"] as String) != "TEXT" { problems.append("\(table.name).\(name): type \(b["type"] as String), not TEXT") }
                    // A reference keeps its NOT NULL; a key becomes NOT NULL (checked below), also
                    // when it is a reference too (a 1:1 table keyed by its parent).
                    if references[name] != nil, name != key, (a["notnull"] as Int) != (b["notnull"] as Int) { problems.append("\(table.name).\(name): NOT NULL changed") }
                } else {
                    for field in ["type", "notnull", "dflt_value", "hidden"] where a[field] as DatabaseValue != b[field] as DatabaseValue {
                        problems.append("\(table.name).\(name): \(field) changed from \(a[field] as DatabaseValue) to \(b[field] as DatabaseValue)")
                    }
                }
            }
            let newKey = converted.keyColumns
            let newKeyColumn = converted.columns.first(where: { ($0["name"] as String) == newKey.first })
            if !isExcluded && (newKey.count != 1 || newKeyColumn?["type"] as String? != "TEXT" || newKeyColumn?["notnull"] as Int? != 1) {
                problems.append("\(table.name): the key is \(newKey), not one TEXT NOT NULL column")
            }

            // Rows, by rowid (WITHOUT ROWID tables: in key order of the original).
            // Every value a query sees: stored columns and generated ones, virtual included (their
            // values must mean the same after the conversion).
            let stored = table.columns.filter { [0, 2, 3].contains($0["hidden"] as Int) }.map { $0["name"] as String }
            let oldSelection = (table.withoutRowid ? "" : "rowid AS \"<rowid>\", ") + stored.map(quoteIdentifier).joined(separator: ", ")
            let newSelection = oldSelection + (addsKey ? ", \(quoteIdentifier(addedKey)) AS \"<added key>\"" : "")
            // Rows pair by rowid. A WITHOUT ROWID table has none: both sides are ordered by the
            // original key columns, which pairs rows under the printf schemes (one prefix per
            // table, then fixed-width hex: the text sorts like the integers it came from). Under the random scheme
            // converted values carry no order: rows pair by their unconverted values instead.
            let keyOrder = table.keyColumns.map(quoteIdentifier).joined(separator: ", ")
            let order = table.withoutRowid ? " ORDER BY \(keyOrder)" : " ORDER BY rowid"
            var oldRows = try old.read { try Row.fetchAll($0, sql: "SELECT \(oldSelection) FROM \(quoteIdentifier(table.name))\(order)") }
            var newRows = try new.read { try Row.fetchAll($0, sql: "SELECT \(newSelection) FROM \(quoteIdentifier(table.name))\(order)") }
            let keyIsConverted = table.keyColumns.contains { $0 == key || references[$0] != nil }
            if let key { checkPrefix(of: table.name, drawn: references[key] == nil) }
            if addsKey && !table.withoutRowid { checkPrefix(of: table.name, drawn: true) }
            if table.withoutRowid && scheme == .random && keyIsConverted {
                let unconverted = stored.filter { $0 != key && references[$0] == nil }
                func signature(_ row: Row) -> String {
                    unconverted.map { column -> String in
                        let value: DatabaseValue = row[column]
                        if case .blob(let data) = value.storage { return "x'" + data.map { String(format: "%02x", $0) }.joined() + "'" }
                        return "\(value)"
                    }.joined(separator: "\u{1F}")
                }
                oldRows.sort { signature($0) < signature($1) }
                newRows.sort { signature($0) < signature($1) }
                if Set(oldRows.map(signature)).count != oldRows.count {
                    problems.append("\(table.name): rows cannot be paired (WITHOUT ROWID, random keys, identical unconverted values); give the test data a distinguishing column")
                }
            }
            if oldRows.count != newRows.count {
                problems.append("\(table.name): \(oldRows.count) rows became \(newRows.count)")
                continue
            }
            var newIDs: Set<String> = []
            for (a, b) in zip(oldRows, newRows) {
                if !table.withoutRowid, a["<rowid>"] as DatabaseValue != b["<rowid>"] as DatabaseValue {
                    problems.append("\(table.name): rowid \(a["<rowid>"] as DatabaseValue) became \(b["<rowid>"] as DatabaseValue)")
                }
                for column in stored {
                    let was: DatabaseValue = a[column], now: DatabaseValue = b[column]
                    if column == key {
                        switch scheme {
                        case .salted, .deterministic:
                            if now != printfKey(table.name, was) { problems.append("\(table.name).\(column): \(was) became \(now), expected \(printfKey(table.name, was))") }
                        case .random:
                            if !isLowercaseUUID(now) { problems.append("\(table.name).\(column): \(now) is no lowercase UUID") }
                            keyMaps[table.name.lowercased(), default: [:]][was] = now
                        }
                    } else if references[column] == nil, was != now || typeOf(was) != typeOf(now) {
                        problems.append("\(table.name).\(column): \(was) became \(now)")
                    }
                }
                if addsKey {
                    let id: DatabaseValue = b["<added key>"]
                    if !isLowercaseUUID(id) { problems.append("\(table.name).\(addedKey): \(id) is no lowercase UUID") }
                    // The printf schemes derive new keys from rowids (in 0…2^48 - 1).
                    if scheme != .random, !table.withoutRowid, let rowid = Int64.fromDatabaseValue(a["<rowid>"]), rowid >= 0, rowid < 1 << 48,
                       id != printfKey(table.name, a["<rowid>"]) {
                        problems.append("\(table.name).\(addedKey): \(id) for rowid \(rowid), expected \(printfKey(table.name, a["<rowid>"]))")
                    }
                    if let text = String.fromDatabaseValue(id), !newIDs.insert(text).inserted { problems.append("\(table.name).\(addedKey): \(text) twice") }
                }
            }
            // References are compared once every key map is known (parents may sort after children).
            for (column, parent) in references {
                for (a, b) in zip(oldRows, newRows) {
                    pendingReferences.append((table.name, column, parent, a[column], b[column]))
                }
            }

            // Indexes.
            let oldIndexes = try old.read { try indexes($0, table.name) }
            let newIndexes = try new.read { try indexes($0, table.name) }
            for index in oldIndexes where index.origin != "pk" {
                let unique = index.unique && !dropUnique
                let match = newIndexes.contains { other in
                    other.columns == index.columns && other.partial == index.partial && other.unique == unique
                        && (index.sql == nil || other.name == index.name)
                        && (index.sql == nil || other.sql == (dropUnique ? index.sql.map(removingUnique) : index.sql))
                }
                if !match { problems.append("\(table.name): index \(index.name) on \(index.columns) (unique: \(index.unique), partial: \(index.partial)) is gone") }
            }
            if table.keyColumns.count > 1 && !isExcluded {
                if !newIndexes.contains(where: { $0.columns == table.keyColumns && $0.unique == !dropUnique }) {
                    problems.append("\(table.name): the old key \(table.keyColumns) has no \(dropUnique ? "plain" : "unique") index")
                }
            }
        }

        for (table, column, parent, was, now) in pendingReferences {
            var expected: DatabaseValue
            switch scheme {
            case .salted, .deterministic: expected = printfKey(parent, was)
            case .random: expected = was.isNull ? .null : keyMaps[parent.lowercased()]?[was] ?? .null
            }
            if let none = undeclared.first(where: { $0.table == table && $0.column == column })?.none, was == none.value.databaseValue {
                expected = none.becomesNull ? .null : String(none.value).databaseValue
            }
            if now != expected { problems.append("\(table).\(column): \(was) became \(now), expected \(expected)") }
        }

        // Triggers and views: the same text.
        let objects = "SELECT type, name, sql FROM sqlite_master WHERE type IN ('trigger', 'view') ORDER BY type, name"
        let oldObjects = try old.read { try Row.fetchAll($0, sql: objects) }
        let newObjects = try new.read { try Row.fetchAll($0, sql: objects) }
        if oldObjects != newObjects { problems.append("triggers or views differ: \(oldObjects) → \(newObjects)") }

        // No stale sqlite_sequence row; a sound file; no orphan.
        try new.read { db in
            if try db.tableExists("sqlite_sequence") {
                for name in try String.fetchAll(db, sql: "SELECT name FROM sqlite_sequence") {
                    let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [name]) ?? ""
                    if !sql.uppercased().contains("AUTOINCREMENT") { problems.append("sqlite_sequence keeps a row for \(name)") }
                }
            }
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            if integrity != ["ok"] { problems.append("integrity_check: \(integrity)") }
            let orphans = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
            if !orphans.isEmpty { problems.append("foreign_key_check: \(orphans)") }
        }
        return problems
    }

    // MARK: - Reading

    private var readOnly: Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        if let prepareDatabase { configuration.prepareDatabase(prepareDatabase) }
        return configuration
    }

    private func tables(_ db: Database) throws -> [String: TableInfo] {
        var result: [String: TableInfo] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT l.name, l.wr, l.strict, m.sql FROM pragma_table_list AS l JOIN sqlite_master AS m ON m.name = l.name
            WHERE l.schema = 'main' AND l.type = 'table' AND l.name NOT LIKE 'sqlite_%' AND l.name != 'grdb_migrations'
              AND l.name != 'migrationkit_checksums'
            """) {
            let name: String = row["name"]
            result[name.lowercased()] = TableInfo(
                name: name, sql: row["sql"],
                columns: try Row.fetchAll(db, sql: "SELECT * FROM pragma_table_xinfo(?)", arguments: [name]),
                withoutRowid: row["wr"], strict: row["strict"])
        }
        return result
    }

    /// Single-column references to converted keys: column → parent table.
    private func convertedReferences(_ db: Database, table: String, convertedKeys: [String: String]) throws -> [String: String] {
        var result: [String: String] = [:]
        let rows = try Row.fetchAll(db, sql: "SELECT id, \"table\", \"from\", \"to\" FROM pragma_foreign_key_list(?)", arguments: [table])
        for (id, group) in Dictionary(grouping: rows, by: { $0["id"] as Int }) where group.count == 1 {
            _ = id
            let parent: String = group[0]["table"]
            guard !excluded.contains(parent.lowercased()), let key = convertedKeys[parent.lowercased()] else { continue }
            let to: String? = group[0]["to"]
            if to == nil || to!.lowercased() == key.lowercased() { result[group[0]["from"]] = parent }
        }
        for reference in undeclared where reference.table.lowercased() == table.lowercased() {
            result[reference.column] = reference.parent
        }
        return result
    }

    struct IndexInfo { let name: String; let unique: Bool; let origin: String; let partial: Bool; let columns: [String]; let sql: String? }

    private func indexes(_ db: Database, _ table: String) throws -> [IndexInfo] {
        try Row.fetchAll(db, sql: "SELECT name, \"unique\", origin, partial FROM pragma_index_list(?)", arguments: [table]).map { row in
            let name: String = row["name"]
            let columns = try Row.fetchAll(db, sql: "SELECT cid, name FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno", arguments: [name])
                .map { ($0["name"] as String?) ?? "<expression>" }
            let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = ?", arguments: [name])
            return IndexInfo(name: name, unique: row["unique"], origin: row["origin"], partial: row["partial"], columns: columns, sql: sql)
        }
    }

    // MARK: - Values

    private func isLowercaseUUID(_ value: DatabaseValue) -> Bool {
        guard case .string(let text) = value.storage else { return false }
        return text.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/) != nil
    }

    private func typeOf(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: return "null"
        case .int64: return "integer"
        case .double: return "real"
        case .string: return "text"
        case .blob: return "blob"
        }
    }

    /// Every CHECK (…) and COLLATE name in a CREATE TABLE statement, sorted. With
    /// `dropUnique`, those inside a table-level UNIQUE (…) are left out: they move to the index
    /// that replaces the constraint.
    private func clauses(_ sql: String) -> [String] {
        let tokens = SQLTokenizer.tokenize(sql).filter { !$0.isTrivia }
        var found: [String] = []
        var index = 0
        while index < tokens.count {
            if dropUnique, tokens[index].isKeyword("UNIQUE"), index + 1 < tokens.count, tokens[index + 1].text == "(" {
                var depth = 0
                repeat {
                    if tokens[index].text == "(" { depth += 1 }
                    if tokens[index].text == ")" { depth -= 1 }
                    index += 1
                } while (depth > 0 || tokens[index - 1].text != ")") && index < tokens.count
                continue
            }
            if tokens[index].isKeyword("COLLATE"), index + 1 < tokens.count {
                found.append("COLLATE " + tokens[index + 1].text.uppercased())
            } else if tokens[index].isKeyword("CHECK") {
                var depth = 0, text = "CHECK"
                var k = index + 1
                repeat {
                    if tokens[k].text == "(" { depth += 1 }
                    if tokens[k].text == ")" { depth -= 1 }
                    text += " " + tokens[k].text
                    k += 1
                } while depth > 0 && k < tokens.count
                found.append(text)
            }
            index += 1
        }
        return found.sorted()
    }

    private func removingUnique(_ sql: String) -> String {
        var tokens = SQLTokenizer.tokenize(sql)
        if let unique = tokens.firstIndex(where: { $0.isKeyword("UNIQUE") }) {
            tokens.remove(at: unique)
            if unique < tokens.count, tokens[unique].kind == .whitespace { tokens.remove(at: unique) }
        }
        return tokens.map(\.text).joined()
    }
}
