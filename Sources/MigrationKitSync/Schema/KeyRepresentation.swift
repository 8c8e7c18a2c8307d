import MigrationKitGRDB

/// How the app's client binds a Swift `UUID`, and so the form its keys must be stored in for
/// the client to find them: a key stored in another form is never equal to the one the client
/// binds, so `find(id)` misses the row and an insert adds a second form beside the first.
///
/// - `lowercase-text`: StructuredQueries and SQLiteData (`UUID` as lowercase text), GRDB with
///   `databaseUUIDEncodingStrategy(for:)` returning `.lowercaseString`, and what MigrationKit's
///   conversion writes. The default.
/// - `uppercase-text`: Foundation's `uuidString`, GRDB's `.uppercaseString`.
/// - `blob`: 16 bytes, GRDB's default for a `UUID`.
public enum KeyRepresentation: String, Sendable, CaseIterable, Decodable {
    case lowercaseText = "lowercase-text"
    case uppercaseText = "uppercase-text"
    case blob

    /// How a message names the form: "lowercase text", "uppercase text", "16-byte blobs".
    public var formName: String {
        switch self {
        case .lowercaseText: "lowercase text"
        case .uppercaseText: "uppercase text"
        case .blob: "16-byte blobs"
        }
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let representation = Self(rawValue: text) else {
            throw AuditJSON.invalid(at: decoder.codingPath, "\"\(text)\" is no key representation; write \(Self.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
        }
        self = representation
    }
}

/// The key representation of every table: one for the database, and the tables that differ.
/// In `.migrationkit.json`:
///
///     { "keyRepresentation": "lowercase-text",
///       "tables": { "legacyNotes": { "keyRepresentation": "blob" } } }
public struct KeyRepresentations: Sendable, Equatable {
    public var database: KeyRepresentation
    /// By table name, compared as SQLite compares names (ASCII case folded).
    public var tables: [String: KeyRepresentation]

    public init(_ database: KeyRepresentation = .lowercaseText, tables: [String: KeyRepresentation] = [:]) {
        self.database = database
        self.tables = Dictionary(tables.map { ($0.key.sqlFolded, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The representation the client binds the keys of `table` in.
    public func of(_ table: String) -> KeyRepresentation {
        tables[table.sqlFolded] ?? database
    }
}
