// libFuzzer target: a schema script as `migrationkit diff` reads one (SchemaSource): run in an
// SQLSandbox, then its schema read from a copy with SchemaIntrospector.
//
// Invariants: never crashes; the sandbox fails only with an SQLSandbox.Failure, on a line of the
// text; whatever the script did, no database is attached to the sandbox afterwards (the
// authorizer and SQLITE_LIMIT_ATTACHED held), and its `writable_schema` is still off.
import GRDB
import MigrationKit
@testable import MigrationKitGRDB
import MigrationKitSync

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchemaScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // SchemaSource refuses a NUL byte before SQLite sees the text: so does the target.
    let text = fuzzText(data, size)
    guard !text.utf8.contains(0) else { return 0 }
    let lines = 1 + text.utf8.count(where: { $0 == 0x0A })
    do {
        let sandbox = try SQLSandbox()
        do {
            try sandbox.run(text)
        } catch let failure as SQLSandbox.Failure {
            check(failure.line >= 1 && failure.line <= lines, "failure on line \(failure.line) of \(lines)")
        }
        let copy = try sandbox.copy()
        try copy.read { db in
            let databases = try String.fetchAll(db, sql: "SELECT name FROM pragma_database_list")
            check(databases.allSatisfy { $0 == "main" || $0 == "temp" }, "a database was attached: \(databases)")
            let writable = try Int.fetchOne(db, sql: "PRAGMA writable_schema")
            check(writable == 0, "writable_schema is on")
            _ = try? SchemaIntrospector.read(db)
        }
    } catch {
        fatalError("invariant violated: the sandbox failed outside a statement: \(error)")
    }
    return 0
}
