import MigrationKit
import GRDB
import MigrationKitGRDB

/// Reads a database's schema into a ``DatabaseSchema``: `sqlite_master` for the SQL,
/// `PRAGMA table_list`, `table_xinfo`, `foreign_key_list`, `index_list` and `index_xinfo` for
/// the structure, and the tokenized `CREATE TABLE` text for what no pragma reports
/// (`AUTOINCREMENT`, `NOT NULL ON CONFLICT REPLACE`). Reads only.
package enum SchemaIntrospector {
    package static func read(_ db: Database) throws -> DatabaseSchema {
        // Names are compared as Swift strings: bytes that are not UTF-8 would all read U+FFFD.
        try SchemaTextError.check(db)
        // pragma_table_list is read once: joined to sqlite_master, SQLite evaluates it per row.
        var kinds: [String: Row] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT name, type, wr, strict FROM pragma_table_list WHERE schema = 'main'") {
            kinds[row["name"]] = row
        }
        // sqlite_master is read once: the indexes' SQL, which the tables' reading needs, first.
        let objects = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name")
        var indexSQL: [String: String?] = [:]
        for row in objects where row["type"] as String == "index" {
            indexSQL[row["name"]] = row["sql"] as String?
        }
        var tables: [Table] = []
        var virtualTables: [VirtualTable] = []
        var views: [View] = []
        var triggers: [Trigger] = []
        for object in objects {
            let name: String = object["name"]
            let owner: String = object["tbl_name"]
            guard !isInternalObjectName(name), !isInternalObjectName(owner), let sql: String = object["sql"] else { continue }
            let kind = kinds[name]
            switch (object["type"] as String, kind?["type"] as String?) {
            case ("table", "table"):
                tables.append(try readTable(
                    db, name: name, sql: sql, withoutRowid: kind?["wr"] ?? false, strict: kind?["strict"] ?? false, indexSQL: indexSQL))
            case ("table", "virtual"):
                virtualTables.append(readVirtualTable(name: name, sql: sql))
            case ("view", _):
                views.append(View(name: name, sql: sql))
            case ("trigger", _):
                triggers.append(Trigger(name: name, table: owner, sql: sql))
            default:
                break  // shadow tables of virtual tables; indexes are read per table
            }
        }
        // `REFERENCES parent` without a column list refers to the parent's primary key.
        let keys = Dictionary(tables.map { ($0.name.sqlFolded, $0.primaryKey.columns) }, uniquingKeysWith: { first, _ in first })
        for t in tables.indices {
            for f in tables[t].foreignKeys.indices where tables[t].foreignKeys[f].parentColumnsImplicit {
                tables[t].foreignKeys[f].parentColumns = keys[tables[t].foreignKeys[f].parentTable.sqlFolded] ?? []
            }
        }
        return DatabaseSchema(
            tables: tables, virtualTables: virtualTables, views: views, triggers: triggers,
            objectNames: Set(objects.map { ($0["name"] as String).sqlFolded }))
    }

    private static func readTable(
        _ db: Database, name: String, sql: String, withoutRowid: Bool, strict: Bool, indexSQL: [String: String?]
    ) throws -> Table {
        let statement = CreateTableStatement(sql)
        let indexes = try readIndexes(db, table: name, sqlByName: indexSQL)
        var columns: [Column] = []
        for row in try Row.fetchAll(db, sql: "SELECT name, type, \"notnull\", dflt_value, pk, hidden FROM pragma_table_xinfo(?)", arguments: [name]) {
            let columnName: String = row["name"]
            let declaredType: String = row["type"]
            let hidden: Int = row["hidden"]
            columns.append(Column(
                name: columnName,
                declaredType: declaredType,
                affinity: TypeAffinity(declaredType: declaredType),
                isNotNull: row["notnull"],
                defaultSQL: row["dflt_value"],
                primaryKeyPosition: row["pk"],
                generated: hidden == 2 ? .virtual : hidden == 3 ? .stored : hidden == 1 ? .hidden : .no,
                replacesNullWithDefault: statement?.hasNotNullOnConflictReplace(columnName) ?? false))
        }

        let keyColumns = columns.filter { $0.primaryKeyPosition > 0 }.sorted { $0.primaryKeyPosition < $1.primaryKeyPosition }
        let primaryKey: PrimaryKey
        switch keyColumns.count {
        case 0:
            primaryKey = .none
        case 1:
            // A rowid alias is a single INTEGER key of a rowid table that needs no index of its
            // own: `INTEGER PRIMARY KEY DESC` and `INT PRIMARY KEY` get one and are not aliases.
            let hasKeyIndex = indexes.contains { $0.origin == .primaryKey }
            let isAlias = !withoutRowid && !hasKeyIndex && keyColumns[0].declaredType.uppercased() == "INTEGER"
            primaryKey = .single(column: keyColumns[0].name, isRowidAlias: isAlias)
        default:
            primaryKey = .composite(columns: keyColumns.map(\.name))
        }

        var foreignKeys: [ForeignKey] = []
        let rows = try Row.fetchAll(db, sql: "SELECT id, \"table\", \"from\", \"to\", on_update, on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq", arguments: [name])
        for row in rows {
            let id: Int = row["id"]
            if foreignKeys.count <= id {
                foreignKeys.append(ForeignKey(
                    table: name, columns: [], parentTable: row["table"], parentColumns: [],
                    parentColumnsImplicit: (row["to"] as String?) == nil,
                    onDelete: ForeignKey.Action(rawValue: row["on_delete"]) ?? .noAction,
                    onUpdate: ForeignKey.Action(rawValue: row["on_update"]) ?? .noAction))
            }
            foreignKeys[id].columns.append(row["from"])
            if let to: String = row["to"] { foreignKeys[id].parentColumns.append(to) }
        }

        return Table(
            name: name, sql: sql, columns: columns, primaryKey: primaryKey, foreignKeys: foreignKeys,
            indexes: indexes, isStrict: strict, isWithoutRowid: withoutRowid,
            hasAutoincrement: statement?.hasAutoincrement ?? false)
    }

    private static func readIndexes(_ db: Database, table: String, sqlByName: [String: String?]) throws -> [Index] {
        try Row.fetchAll(db, sql: "SELECT name, \"unique\", origin, partial FROM pragma_index_list(?) ORDER BY name", arguments: [table]).map { row in
            let name: String = row["name"]
            let columns = try Row.fetchAll(db, sql: "SELECT cid, name FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno", arguments: [name])
                .map { column -> String? in (column["cid"] as Int) == -2 ? nil : (column["name"] as String?) ?? "rowid" }
            return Index(
                name: name, table: table, isUnique: row["unique"],
                origin: Index.Origin(rawValue: row["origin"]) ?? .createIndex,
                isPartial: row["partial"], columns: columns, sql: sqlByName[name] ?? nil)
        }
    }

    /// `CREATE VIRTUAL TABLE name USING module(arguments)`: the module, and the `content` and
    /// `content_rowid` options of an external-content FTS table.
    private static func readVirtualTable(name: String, sql: String) -> VirtualTable {
        let words = SQLTokenizer.tokenize(sql).filter { !$0.isTrivia }
        let using = words.firstIndex { $0.isKeyword("USING") }
        let module = using.flatMap { $0 + 1 < words.count ? words[$0 + 1].text.sqlFolded : nil } ?? ""
        func option(_ key: String) -> String? {
            guard let k = words.indices.first(where: { words[$0].identifier?.sqlFolded == key && $0 + 2 < words.count && words[$0 + 1].text == "=" })
            else { return nil }
            return words[k + 2].identifier ?? words[k + 2].text
        }
        return VirtualTable(name: name, module: module, sql: sql, contentTable: option("content"), contentRowid: option("content_rowid"))
    }
}
