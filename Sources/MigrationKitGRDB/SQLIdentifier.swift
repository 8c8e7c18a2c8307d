import MigrationKit

/// Quotes a table, column, index, trigger or view name for SQL: wraps it in double quotes and
/// doubles every embedded double quote, so `a"b` becomes `"a""b"`.
///
/// Every identifier MigrationKit writes into SQL goes through this function. (GRDB's
/// `quotedDatabaseIdentifier` does not double embedded quotes; values are always bound as
/// arguments, never spliced.) The quotes are found scalar by scalar, as SQLite reads them: a
/// `"` followed by a combining mark is still a quote (`Swift/String/quotedByDoubling(_:)`).
public func quoteIdentifier(_ name: String) -> String {
    name.quotedByDoubling("\"")
}

/// Quotes a text for SQL as a string literal: `it's` becomes `'it''s'`, scalar by scalar. For
/// the few places where a value cannot be bound (a pragma's argument, the frozen text of a
/// generated migration); everywhere else values are bound as arguments.
public func quoteLiteral(_ text: String) -> String {
    text.quotedByDoubling("'")
}

/// Whether a table (or index, trigger, view) name belongs to SQLite, GRDB, MigrationKit or
/// SQLiteData rather than to the app. Such objects are never audited, rewritten or dumped.
///
/// MigrationKit's own objects go by exact name, not by prefix: an app's `migrationkit_notes` is
/// the app's, like any table. The only tables MigrationKit leaves in a file are its checksums
/// table and the key prefixes table (``keyPrefixesTableName``); the working tables of a table
/// rebuild (`migrationkit_new_N`, renamed back before commit, and `temp.migrationkit_checks`,
/// `_counts`, `_map_N`, dropped before commit) exist only inside its transaction, under names
/// chosen to collide with nothing.
package func isInternalObjectName(_ name: String) -> Bool {
    let lowercased = name.sqlFolded
    return lowercased.hasPrefix("sqlite_")
        || lowercased == "grdb_migrations"
        || lowercased == MigrationRecords.checksumTable
        || lowercased == keyPrefixesTableName
        || lowercased == answersTableName
        || lowercased == answerParentsTableName
        || lowercased.hasPrefix("sqlitedata_icloud")
}

/// The table in which MigrationKitSync keeps, for each table whose UUID keys it derived from
/// integer ids, the prefix of those keys, so that an app can find a record by its old id.
package let keyPrefixesTableName = "migrationkit_key_prefixes"

/// The table in which a conversion keeps the answers it was given about columns that may be
/// references (a reference, with its parent; no reference), so that the audit after it asks no
/// answered question again (``RecordedAnswers``).
package let answersTableName = "migrationkit_answers"

/// The table in which a conversion given a polymorphic reference keeps each type value's
/// parent (``answersTableName`` keeps one row per column): created only then.
package let answerParentsTableName = "migrationkit_answer_parents"
