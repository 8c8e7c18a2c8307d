import GRDB
import GRDBSQLite

extension Database {
    /// Registers `uuid()` on this connection: a fresh random (version 4) UUID as 36 lowercase
    /// characters, e.g. `0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2`, its randomness from SQLite's
    /// own cryptographic generator.
    ///
    /// SQLite has no such function, yet tables keyed by UUID text declare
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
        try registerUUID(on: sqliteConnection)
    }
}

/// Registers `uuid()` on a connection GRDB may not manage (`SQLSandbox`'s).
func registerUUID(on connection: OpaquePointer?) throws {
    let code = sqlite3_create_function_v2(
        connection, "uuid", 0, SQLITE_UTF8 | SQLITE_INNOCUOUS, nil,
        { context, _, _ in
            // Called once per row when a table is copied, so it stays in C-level code: 16
            // bytes from SQLite's own generator (ChaCha20, seeded from the system), version
            // and variant bits set, hex-encoded on the stack. libuuid's
            // uuid_generate_random costs 3.2 µs an id here; this, 0.08 µs.
            var bytes: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &bytes) { raw in
                sqlite3_randomness(16, raw.baseAddress)
                raw[6] = (raw[6] & 0x0F) | 0x40  // version 4
                raw[8] = (raw[8] & 0x3F) | 0x80  // variant 10
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { text in
                    let digits: StaticString = "0123456789abcdef"
                    var position = 0
                    for index in 0..<16 {
                        if index == 4 || index == 6 || index == 8 || index == 10 {
                            text[position] = UInt8(ascii: "-")
                            position += 1
                        }
                        text[position] = digits.utf8Start[Int(raw[index] >> 4)]
                        text[position + 1] = digits.utf8Start[Int(raw[index] & 0x0F)]
                        position += 2
                    }
                    text.baseAddress!.withMemoryRebound(to: CChar.self, capacity: 36) { chars in
                        sqlite3_result_text(context, chars, 36, sqliteTransient)
                    }
                }
            }
        },
        nil, nil, nil)
    guard code == SQLITE_OK else {
        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot register uuid()")
    }
}

/// SQLite's `SQLITE_TRANSIENT`: SQLite copies the bytes before the call returns.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
