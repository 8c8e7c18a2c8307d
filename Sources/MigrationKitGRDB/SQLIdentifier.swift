/// Quotes a table, column, index, trigger or view name for SQL: wraps it in double quotes and
/// doubles every embedded double quote, so `a"b` becomes `"a""b"`.
///
/// Every identifier MigrationKit writes into SQL goes through this function. (GRDB's
/// `quotedDatabaseIdentifier` does not double embedded quotes; values are always bound as
/// arguments, never spliced.)
public func quoteIdentifier(_ name: String) -> String {
    var quoted = "\""
    for character in name {
        if character == "\"" { quoted.append("\"") }
        quoted.append(character)
    }
    quoted.append("\"")
    return quoted
}

/// Whether a table (or index, trigger, view) name belongs to SQLite, GRDB, MigrationKit or
/// SQLiteData rather than to the app. Such objects are never audited, converted or dumped.
package func isInternalObjectName(_ name: String) -> Bool {
    let lowercased = name.lowercased()
    return lowercased.hasPrefix("sqlite_")
        || lowercased == "grdb_migrations"
        || lowercased.hasPrefix("migrationkit_")
        || lowercased.hasPrefix("sqlitedata_icloud")
}
