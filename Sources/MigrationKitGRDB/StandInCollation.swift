import MigrationKit
import Foundation
import GRDB
import GRDBSQLite

/// How a stand-in collation compares text: exactly as one of SQLite's built-in collations.
package enum StandInComparison: String, CaseIterable, Sendable {
    /// SQLite's NOCASE: bytes compared with ASCII letters folded to lowercase.
    case nocase
    /// SQLite's BINARY: bytes compared as they are.
    case binary
}

extension Database {
    // MARK: - Collations the schema needs

    /// The collations that the schema's statements name (`COLLATE name` in a table, an index, a
    /// view or a trigger) and that this connection does not have: the ones an app registers on its
    /// own connections. SQLite refuses every statement that needs one of them ("no such collation
    /// sequence"), `PRAGMA quick_check` included when an index uses it. Each name once (SQLite
    /// compares collation names without regard to case), in the order the schema names them.
    ///
    /// - parameter source: the database whose schema is read; this connection by default.
    package func unregisteredCollations(namedIn source: Database? = nil) throws -> [String] {
        let statements = try String.fetchAll(source ?? self, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL")
        var seen: Set<String> = []
        return statements.flatMap(collationNames(in:))
            .filter { seen.insert($0.sqlFolded).inserted && !hasCollation($0) }
    }

    /// Whether this connection can compare with the collation `name`: whether SQLite prepares a
    /// comparison that uses it. (`PRAGMA collation_list` cannot tell: once SQLite has read a
    /// schema that names a collation, the list holds the name even though nothing compares.)
    package func hasCollation(_ name: String) -> Bool {
        (try? makeStatement(sql: "SELECT '' = '' COLLATE \(quoteIdentifier(name))")) != nil
    }

    // MARK: - Stand-ins

    /// Registers on this connection a collation named `name` that compares exactly as SQLite's
    /// built-in NOCASE or BINARY does, in place of a collation the app registers on its own
    /// connections.
    ///
    /// Only for a connection that does not write what the order decides. An index built or
    /// rebuilt through a stand-in is ordered by the stand-in, and the app, whose collation orders
    /// differently, then misses rows in it (and `PRAGMA integrity_check` reports them missing).
    /// Reading is safe: `PRAGMA quick_check` needs the collation to open the index but does not
    /// check the order of its entries, and the stand-in decides only comparisons on the columns
    /// and expressions that name the collation.
    package func registerStandInCollation(named name: String, comparing comparison: StandInComparison) throws {
        let compare: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?, Int32, UnsafeRawPointer?) -> Int32
        switch comparison {
        case .nocase: compare = nocaseCompare
        case .binary: compare = binaryCompare
        }
        let code = sqlite3_create_collation_v2(sqliteConnection, name, SQLITE_UTF8, nil, compare, nil)
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot register the collation \(name)")
        }
    }

    /// Registers a stand-in for every collation the schema of `source` names that this connection
    /// does not have. For a connection that holds no rows, such as the empty copy of a schema a
    /// change is rehearsed on: there the stand-in never compares anything, so what it
    /// compares as does not matter (BINARY).
    package func registerStandInCollations(forSchemaOf source: Database) throws {
        for name in try unregisteredCollations(namedIn: source) {
            try registerStandInCollation(named: name, comparing: .binary)
        }
    }
}

/// The names that follow `COLLATE` in one SQL statement, as written (quotes removed), in order.
/// Found by the tokenizer, so a `COLLATE` inside a string, a quoted name or a comment is none.
package func collationNames(in sql: String) -> [String] {
    let tokens = SQLTokenizer.tokenize(sql).filter { !$0.isTrivia }
    return tokens.indices.dropLast().compactMap { index in
        tokens[index].isKeyword("COLLATE") ? tokens[index + 1].identifier : nil
    }
}

// MARK: - The comparisons, as SQLite's own (main.c: binCollFunc, nocaseCollatingFunc)

/// BINARY: `memcmp` over the common length, then the shorter first.
private let binaryCompare: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?, Int32, UnsafeRawPointer?) -> Int32 = {
    _, length1, bytes1, length2, bytes2 in
    let common = Int(min(length1, length2))
    guard common > 0, let bytes1, let bytes2 else { return length1 - length2 }
    let result = memcmp(bytes1, bytes2, common)
    return result != 0 ? result : length1 - length2
}

/// NOCASE: `sqlite3StrNICmp` over the common length (ASCII `A`–`Z` folded to `a`–`z`; like
/// SQLite, it stops at a zero byte in the first string), then the shorter first.
private let nocaseCompare: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?, Int32, UnsafeRawPointer?) -> Int32 = {
    _, length1, bytes1, length2, bytes2 in
    @inline(__always) func fold(_ byte: UInt8) -> Int32 {
        Int32(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
    }
    let common = Int(min(length1, length2))
    if common > 0, let left = bytes1?.assumingMemoryBound(to: UInt8.self), let right = bytes2?.assumingMemoryBound(to: UInt8.self) {
        for index in 0..<common where left[index] == 0 || fold(left[index]) != fold(right[index]) {
            let result = fold(left[index]) - fold(right[index])
            return result != 0 ? result : length1 - length2
        }
    }
    return length1 - length2
}
