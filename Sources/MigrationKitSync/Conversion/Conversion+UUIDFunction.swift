import GRDB
import MigrationKitGRDB

// SQLite has no uuid() function: the app registers one on its connections
// (`db.registerUUIDFunction()` in `Configuration.prepareDatabase`), or a conversion that needs
// it fails at its first copy with "unknown function: uuid()" and the whole statement. It is
// looked for before anything is written, and only where the conversion calls it.

extension Conversion {
    /// Throws ``ConversionError/uuidFunctionMissing`` when converting `tables` may call
    /// `uuid()` and `db` has no such function. It does when a table is rebuilt and either the
    /// new keys' DEFAULT is `uuid()` (``ConversionOptions/UUIDDefault/function``: with
    /// `ON CONFLICT REPLACE`, SQLite resolves the DEFAULT on every INSERT into the table, the
    /// copy's included), or the SQL of a rebuilt table or of its triggers calls it (a DEFAULT
    /// the rewrite keeps, a trigger an orphan policy fires). The second is wider than the
    /// need (a DEFAULT of a column the copy gives is not called), and an app whose schema calls
    /// `uuid()` registers it anyway. With the portable default and rebuilt tables that never
    /// call it, a connection without the function converts. (The rehearsal runs on a
    /// connection of its own, which registers it.)
    static func requireUUIDFunction(for tables: [ConversionPlan.TableChange], options: ConversionOptions, _ db: Database) throws {
        let rebuilt = tables.filter(\.rebuilds).map(\.table)
        guard !rebuilt.isEmpty else { return }
        if options.uuidDefault != .function {
            let sql = try String.fetchAll(db, sql: """
                SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND tbl_name IN (\(rebuilt.map(ConversionSQL.literal).joined(separator: ", ")))
                """)
            guard sql.contains(where: callsUUIDFunction) else { return }
        }
        // Preparing a statement resolves its functions; nothing runs.
        do {
            _ = try db.makeStatement(sql: "SELECT uuid()")
        } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR && error.message?.hasPrefix("no such function") == true {
            throw ConversionError.uuidFunctionMissing
        }
    }

    /// Whether `sql` calls a function named `uuid` (ASCII case-insensitive, quoted or not), read
    /// token by token: a column or a string named uuid is no call.
    static func callsUUIDFunction(_ sql: String) -> Bool {
        let tokens = SQLTokenizer.tokenize(sql).filter { !$0.isTrivia }
        return zip(tokens, tokens.dropFirst()).contains { name, next in
            (name.kind == .word || name.kind == .quotedIdentifier) && name.identifier?.sqlFolded == "uuid" && next.text == "("
        }
    }
}
