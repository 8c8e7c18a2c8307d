import GRDB
import MigrationKitSQLiteHardening

/// Runs `body` with the connection's pragmas set as `settings` say (`["cache_size": "-65536"]`),
/// then puts back the values they had, whatever happened: the one place a step's settings are
/// changed and restored.
///
/// Pragmas belong to the connection, not to the transaction: a rollback does not restore them,
/// so a step that changes one and fails would leave it changed for the app's next query.
/// Guarantees:
/// - every setting changed is restored, each attempted even when another fails;
/// - the first error is thrown: `body`'s, else the first setting that could not be changed or
///   restored (as GRDB's `throwingFirstError` does); nothing is discarded silently.
package func withSettings<T>(_ settings: KeyValuePairs<String, String>, in db: Database, _ body: () throws -> T) throws -> T {
    var restore: [String] = []
    var result: T?
    var firstError: Error?
    do {
        for (pragma, value) in settings {
            let current = try DatabaseValue.fetchOne(db, sql: "PRAGMA \(pragma)") ?? .null
            try db.execute(sql: "PRAGMA \(pragma) = \(value)")
            restore.append("PRAGMA \(pragma) = \(pragmaValue(current))")
        }
        result = try body()
    } catch {
        firstError = error
    }
    for statement in restore.reversed() {
        do {
            try db.execute(sql: statement)
        } catch where firstError == nil {
            firstError = error
        } catch {
            // Not the first: the first error is the one reported, and it is thrown below.
        }
    }
    if let firstError { throw firstError }
    return result!
}

/// A value read from a pragma, as a pragma statement sets it back.
private func pragmaValue(_ value: DatabaseValue) -> String {
    switch value.storage {
    case .int64(let integer): "\(integer)"
    case .double(let double): "\(double)"
    case .string(let text): quoteLiteral(text)
    case .null, .blob: "NULL"
    }
}

/// The settings a connection starts with, where they differ between SQLite builds.
package enum SQLiteDefaults {
    /// Makes every connection the process opens from now on start with recursive triggers on,
    /// as Apple's system SQLite starts one, so that Linux runs triggers as an iPhone does:
    /// `MIGRATIONKIT_SQLITE_DEFAULTS=apple` for the tool (`ToolEnvironment`) and the tests'
    /// second run. Nothing changes on Apple platforms, whose SQLite has it already.
    package static func emulateApple() {
        _ = migrationkit_sqlite3_emulate_apple_defaults()
    }
}
