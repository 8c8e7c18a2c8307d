import GRDB

/// The first line of every schema dump: it tells a dump from a migration, so that a dump left in
/// a migrations directory is refused rather than applied (``SQLMigrationFiles/steps(in:)``). A
/// comment, so the dump still replays.
package let schemaDumpHeader = "-- migrationkit:schema-dump"

/// The app's schema as SQL, after the line `schemaDumpHeader`, in an order that does not
/// depend on the history of the file: tables (virtual ones included), then views, indexes and
/// triggers, each group sorted by name.
/// SQLite's, GRDB's, MigrationKit's and SQLiteData's own objects are left out, and so are the
/// shadow tables that virtual tables create for themselves, and automatic indexes (which have
/// no SQL). Each statement ends with `;` and a newline, so the text can be replayed.
package func schemaSQL(_ db: Database) throws -> String {
    // The dump is text: bytes that are not UTF-8 would be written as U+FFFD, another schema.
    try SchemaTextError.check(db)
    let shadowTables = try String.fetchSet(db, sql: "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'shadow'")
    let rows = try Row.fetchAll(db, sql: """
        SELECT type, name, tbl_name, sql FROM sqlite_master
        WHERE sql IS NOT NULL
        ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'view' THEN 1 WHEN 'index' THEN 2 ELSE 3 END, name
        """)
    var text = schemaDumpHeader + "\n"
    for row in rows {
        let name: String = row["name"]
        let table: String = row["tbl_name"]
        guard !isInternalObjectName(name), !isInternalObjectName(table), !shadowTables.contains(name) else { continue }
        let sql: String = row["sql"]
        text += sql + ";\n"
    }
    return text
}
