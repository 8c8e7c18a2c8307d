import GRDB
import GRDBSQLite
#if canImport(CLibUUID)
import CLibUUID
#else
import Foundation
#endif

extension Database {
    /// Registers `uuid()` on this connection: a fresh random (version 4) UUID as 36 lowercase
    /// characters, e.g. `0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2`.
    ///
    /// SQLite has no such function, yet converted tables declare
    /// `"id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid())`: every connection
    /// that inserts into them must register it. Register it in `prepareDatabase`:
    ///
    /// ```swift
    /// var config = Configuration()
    /// config.prepareDatabase { db in try db.registerUUIDFunction() }
    /// ```
    ///
    /// The function is registered through SQLite's C API rather than GRDB's
    /// `DatabaseFunction` because it must carry two flags GRDB does not set together:
    /// - not `SQLITE_DETERMINISTIC`: each call returns a new value;
    /// - `SQLITE_INNOCUOUS`: without it, `PRAGMA trusted_schema=OFF` (the default of some
    ///   builds, and recommended by SQLite) refuses the function inside a column DEFAULT.
    public func registerUUIDFunction() throws {
        let code = sqlite3_create_function_v2(
            sqliteConnection, "uuid", 0, SQLITE_UTF8 | SQLITE_INNOCUOUS, nil,
            { context, _, _ in
                var text = lowercaseUUIDv4()
                text.withUTF8 { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { chars in
                        sqlite3_result_text(context, chars.baseAddress, Int32(chars.count), sqliteTransient)
                    }
                }
            },
            nil, nil, nil)
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot register uuid()")
        }
    }
}

/// SQLite's `SQLITE_TRANSIENT`: SQLite copies the bytes before the call returns.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A random (version 4) UUID in lowercase text.
package func lowercaseUUIDv4() -> String {
    #if canImport(CLibUUID)
    var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    uuid_generate_random(&uuid)
    var buffer = [CChar](repeating: 0, count: 37)  // 36 characters and a NUL
    uuid_unparse_lower(&uuid, &buffer)
    return String(decoding: buffer.prefix(36).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
    return UUID().uuidString.lowercased()
    #endif
}
