import GRDB
import MigrationKitGRDB

/// Builds a database file from SQL text, with `uuid()` registered like every MigrationKit
/// connection, and closes it. The SQL runs with recursive triggers off, as the committed
/// fixtures were built: under Apple's defaults (the suite's second run) a fixture still holds
/// the same rows (`Fixtures/reminders.sql`'s trigger that completes sub-tasks would complete
/// their sub-tasks too), and what differs is only what MigrationKit does with them. A new file
/// gets auto-vacuum FULL where Apple's defaults are in force (``appleSQLiteDefaults``), as
/// Apple's SQLite gives every new file, unless `platformAutoVacuum` is false (a file built as
/// a committed one was); the emulation cannot (on an empty file the setting writes at once, and
/// an open must write nothing).
public func makeDatabase(at path: String, sql: String, platformAutoVacuum: Bool = true) throws {
    let queue = try openDatabase(DatabaseConnectionOptions(path: path, access: .readWriteCreate))
    try queue.writeWithoutTransaction { db in
        if platformAutoVacuum, appleSQLiteDefaults, try Int.fetchOne(db, sql: "PRAGMA page_count") == 0 {
            try db.execute(sql: "PRAGMA auto_vacuum = FULL")
        }
        try db.execute(sql: "PRAGMA recursive_triggers = OFF")
        try db.execute(sql: sql)
    }
    try queue.close()
}

/// Everything a database holds that its app could see, as text: the schema (all of
/// `sqlite_master`, internal tables included) and every row of every table with its rowid and
/// each value's type. Two files with the same dump hold the same data.
public func contentDump(_ db: Database) throws -> String {
    var text = ""
    let objects = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
    for object in objects {
        text += "\(object["type"] as String) \(object["name"] as String) on \(object["tbl_name"] as String): \(object["sql"] as String? ?? "NULL")\n"
    }
    let tables = try String.fetchAll(db, sql: """
        SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' ORDER BY name
        """)
    for table in tables {
        let withoutRowid = try Bool.fetchOne(db, sql: "SELECT wr FROM pragma_table_list WHERE schema = 'main' AND name = ?", arguments: [table]) ?? false
        let selection = withoutRowid ? "*" : "rowid AS \"<rowid>\", *"
        text += "table \(table):\n"
        let rows = try Row.fetchCursor(db, sql: "SELECT \(selection) FROM \(quoteIdentifier(table)) ORDER BY 1")
        while let row = try rows.next() {
            text += "  " + row.map { column, value in "\(column)=\(value.storage)" }.joined(separator: " ") + "\n"
        }
    }
    return text
}

/// ``contentDump(_:)`` of the database file at `path`, opened read-only.
public func contentDump(atPath path: String) throws -> String {
    let queue = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
    defer { try? queue.close() }
    return try queue.read(contentDump)
}

/// How many rows differ between `tables` of the database at `path` and of `pristine`, both
/// ways, compared in SQL (ATTACH … EXCEPT), rowids included: fast on hundreds of thousands of
/// rows, where a dump compared in Swift is not.
public func rowsDiffering(in tables: [String], of path: String, from pristine: String) throws -> Int {
    try DatabaseQueue(path: path).read { db in
        try db.execute(sql: "ATTACH DATABASE ? AS pristine", arguments: [pristine])
        var count = 0
        for table in tables.map(quoteIdentifier) {
            count += try Int.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM (SELECT rowid, * FROM main.\(table) EXCEPT SELECT rowid, * FROM pristine.\(table)))
                     + (SELECT count(*) FROM (SELECT rowid, * FROM pristine.\(table) EXCEPT SELECT rowid, * FROM main.\(table)))
                """) ?? 0
        }
        return count
    }
}
