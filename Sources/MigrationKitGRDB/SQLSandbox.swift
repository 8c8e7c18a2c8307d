import Foundation
import GRDB
import GRDBSQLite
import MigrationKit
import MigrationKitSQLiteHardening

/// A private, empty, in-memory SQLite database for SQL the tool did not write (a pull
/// request's migration files, a schema script), run only to learn the schema it builds.
///
/// What it guarantees, with SQLite's own defences rather than a filter of ours (SQLite's
/// "Defense Against The Dark Arts", https://www.sqlite.org/security.html):
/// - The connection is opened on `:memory:` with SQLite's C API, never by GRDB: GRDB installs
///   its own authorizer on every connection it opens (`StatementAuthorizer`, for its
///   transaction and schema tracking), and `sqlite3_set_authorizer` keeps only the last one.
/// - Its authorizer (``authorize``) denies `ATTACH` and `DETACH`, `load_extension()` and
///   `fts3_tokenizer()`, and every pragma but those a schema is built with (``allowedPragmas``).
///   `VACUUM` attaches its target itself, so `VACUUM` and `VACUUM INTO 'file'` are denied too.
/// - `SQLITE_LIMIT_ATTACHED` is 0: should the authorizer let an `ATTACH` through, SQLite
///   still refuses it.
/// - `SQLITE_DBCONFIG_DEFENSIVE` is on (no `writable_schema`, no writes to shadow tables),
///   `trusted_schema` and extension loading are off.
///
/// Nothing it runs can name a file, so nothing is read or written anywhere but in its memory.
/// The schema it built is read on a copy (``copy()``), made with `sqlite3_serialize` and
/// `sqlite3_deserialize`: no statement of the script runs anywhere else.
package final class SQLSandbox {
    private let connection: OpaquePointer
    /// What the authorizer denied last; boxed, since SQLite holds a pointer to it.
    private let denial = Denial()

    /// The pragmas a schema script or a migration may set or read. Any other is denied:
    /// `writable_schema` (which edits `sqlite_schema` by hand), `trusted_schema`,
    /// `temp_store_directory` (a path), `mmap_size` and the like.
    package static let allowedPragmas: Set<String> = [
        "analysis_limit", "application_id", "auto_vacuum", "automatic_index", "busy_timeout", "cache_size",
        "case_sensitive_like", "cell_size_check", "collation_list", "compile_options", "data_version",
        "database_list", "defer_foreign_keys", "encoding", "foreign_key_check", "foreign_key_list", "foreign_keys",
        "freelist_count", "function_list", "ignore_check_constraints", "index_info", "index_list", "index_xinfo",
        "integrity_check", "journal_mode", "legacy_alter_table", "module_list", "optimize", "page_count", "page_size",
        "pragma_list", "query_only", "quick_check", "recursive_triggers", "reverse_unordered_selects",
        "secure_delete", "synchronous", "table_info", "table_list", "table_xinfo", "temp_store", "user_version",
    ]

    /// Functions no script may call: extension loading, and the FTS3 tokenizer registration
    /// that takes a pointer.
    static let deniedFunctions: Set<String> = ["load_extension", "fts3_tokenizer"]

    /// A new, empty sandbox, with `uuid()` registered (tables keyed by UUID text default to it).
    package init() throws {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(":memory:", &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_PRIVATECACHE, nil)
        guard code == SQLITE_OK, let opened else {
            sqlite3_close_v2(opened)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot open an in-memory database")
        }
        connection = opened
        let hardened = migrationkit_sqlite3_harden(UnsafeMutableRawPointer(opened))
        guard hardened == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: hardened), message: "cannot make the in-memory database defensive")
        }
        sqlite3_limit(opened, SQLITE_LIMIT_ATTACHED, 0)
        sqlite3_set_authorizer(opened, { context, action, first, second, _, _ in
            SQLSandbox.authorize(Unmanaged<Denial>.fromOpaque(context!).takeUnretainedValue(), action, first, second)
        }, Unmanaged.passUnretained(denial).toOpaque())
        try registerUUID(on: opened)
    }

    deinit {
        sqlite3_close_v2(connection)
    }

    // MARK: - Running

    /// A statement SQLite refused or failed on: its line, its kind (its first word, upper-cased),
    /// what the authorizer denied in it if that is why, and SQLite's message.
    package struct Failure: Error, Equatable {
        package let line: Int
        package let statement: String
        /// `ATTACH`, `PRAGMA writable_schema`, `load_extension()`: what was denied; nil when
        /// SQLite failed for another reason (a syntax error, a constraint).
        package let denied: String?
        package let message: String
    }

    /// Runs `script`, statement by statement, in order, as `sqlite3_exec` would, and stops at the
    /// first that fails. `firstLine` is the script's first line in its file, for ``Failure/line``.
    /// A NUL byte ends the text as SQLite reads it: the caller refuses one before.
    package func run(_ script: String, firstLine: Int = 1) throws {
        let bytes = Array(script.utf8)
        var offset = 0
        try bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            try base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start in
                while offset < buffer.count {
                    var statement: OpaquePointer?
                    var tail: UnsafePointer<CChar>?
                    denial.reset()
                    let prepared = sqlite3_prepare_v2(connection, start + offset, Int32(buffer.count - offset), &statement, &tail)
                    let end = tail.map { $0 - start } ?? buffer.count
                    defer { sqlite3_finalize(statement) }
                    func failure() -> Failure {
                        // Tokenized only here: a script that runs needs no line numbers.
                        let tokens = SQLTokenizer.tokenize(script).filter { !$0.isTrivia }
                        let first = tokens.first { $0.range.lowerBound >= offset } ?? tokens.last
                        let line = firstLine + bytes[..<min(first?.range.lowerBound ?? offset, bytes.count)].count(where: { $0 == 0x0A })
                        let message = String(cString: sqlite3_errmsg(connection))
                        let statement = first.map { $0.text.uppercased() } ?? "SQL"
                        if denial.what == nil, let absent = Self.deniedFunction(missingIn: message) {
                            return Failure(line: line, statement: statement, denied: absent, message: "not authorized")
                        }
                        return Failure(line: line, statement: statement, denied: denial.what, message: message)
                    }
                    guard prepared == SQLITE_OK else { throw failure() }
                    if let statement {
                        var stepped = sqlite3_step(statement)
                        while stepped == SQLITE_ROW { stepped = sqlite3_step(statement) }
                        guard stepped == SQLITE_DONE else { throw failure() }
                    }
                    guard end > offset else { return }
                    offset = end
                }
            }
        }
    }

    // MARK: - Reading what it built

    /// A GRDB in-memory database holding a copy of this one, for reading its schema with GRDB.
    /// The copy is made byte for byte (`sqlite3_serialize`, then `sqlite3_deserialize`): no
    /// statement of the script runs on it.
    package func copy() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        var size: sqlite3_int64 = 0
        guard let image = sqlite3_serialize(connection, "main", &size, 0), size > 0 else {
            // An empty database has no page to copy; anything else is SQLite out of memory.
            var pages: OpaquePointer?
            defer { sqlite3_finalize(pages) }
            if sqlite3_prepare_v2(connection, "PRAGMA page_count", -1, &pages, nil) == SQLITE_OK,
               sqlite3_step(pages) == SQLITE_ROW, sqlite3_column_int64(pages, 0) == 0 {
                return queue
            }
            throw DatabaseError(resultCode: .SQLITE_NOMEM, message: "cannot copy the in-memory database")
        }
        try queue.writeWithoutTransaction { db in
            // FREEONCLOSE hands the image to the copy, which frees it, even when this fails.
            let code = sqlite3_deserialize(
                db.sqliteConnection, "main", image, size, size,
                UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE))
            guard code == SQLITE_OK else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot copy the in-memory database")
            }
            db.clearSchemaCache()
        }
        return queue
    }

    // MARK: - The authorizer

    /// What the authorizer denied while a statement was prepared.
    private final class Denial {
        var what: String?
        func reset() { what = nil }
    }

    /// Allows everything a schema is built with; denies what reaches outside the database.
    private static func authorize(
        _ denial: Denial, _ action: Int32, _ first: UnsafePointer<CChar>?, _ second: UnsafePointer<CChar>?
    ) -> Int32 {
        guard let denied = deniedAction(action, first.map { String(cString: $0) }, second.map { String(cString: $0) }) else {
            return SQLITE_OK
        }
        if denial.what == nil { denial.what = denied }
        return SQLITE_DENY
    }

    /// What an authorizer call would do that is denied, in words; nil for what is allowed.
    private static func deniedAction(_ action: Int32, _ first: String?, _ second: String?) -> String? {
        switch action {
        case SQLITE_ATTACH:
            return "ATTACH"
        case SQLITE_DETACH:
            return "DETACH"
        case SQLITE_PRAGMA:
            let name = first?.sqlFolded ?? ""
            return allowedPragmas.contains(name) ? nil : "PRAGMA \(name)"
        case SQLITE_FUNCTION:
            let name = second?.sqlFolded ?? ""
            return deniedFunction(named: name)
        default:
            return nil
        }
    }

    /// `name()` when the sandbox denies the function `name` (folded), nil otherwise.
    private static func deniedFunction(named name: String) -> String? {
        deniedFunctions.contains(name) ? "\(name)()" : nil
    }

    /// The denied function SQLite's `message` says this build lacks ("no such function:
    /// load_extension", as Apple's SQLite, built without it, says), in the words the authorizer
    /// uses where it exists, so that the refusal reads the same on every platform; nil for any
    /// other message.
    static func deniedFunction(missingIn message: String) -> String? {
        let prefix = "no such function: "
        guard message.hasPrefix(prefix) else { return nil }
        return deniedFunction(named: String(message.dropFirst(prefix.count)).sqlFolded)
    }

    // MARK: - For tests

    /// Whether `SQLITE_DBCONFIG_DEFENSIVE` is on; nil where the linked SQLite lacks it.
    package var isDefensive: Bool? {
        switch migrationkit_sqlite3_is_defensive(UnsafeMutableRawPointer(connection)) {
        case 1: true
        case 0: false
        default: nil
        }
    }
}
