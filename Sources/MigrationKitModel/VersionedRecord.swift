import Foundation
import MigrationKitGRDB

/// A type stored as one table, described field by field for each version of the model.
///
/// ```swift
/// struct TodoItem: VersionedRecord {
///     static func recordDescription(for version: Int) -> RecordDescription {
///         Field(primaryKey: true, name: "id", type: .uuid)
///         Field(name: "title", type: .string)
///         if version > 1 { Field(name: "priority", type: .double, migrationInfo: .init(default: 10.5)) }
///     }
/// }
/// ```
///
/// Named so that it never clashes with GRDB's class `Record`: a file imports GRDB and
/// MigrationKitModel and writes both unqualified.
public protocol VersionedRecord {
    /// The table's name; the type's name by default. Renaming a record is not supported.
    static var tableName: String { get }
    /// The fields of the record at `version` (1 is the first).
    @RecordDescriptionBuilder
    static func recordDescription(for version: Int) -> RecordDescription
}

extension VersionedRecord {
    public static var tableName: String { String(describing: Self.self) }
}

/// The fields of a record at one version, in the order they were declared.
public struct RecordDescription: Sendable, Equatable {
    public var fields: [Field]

    public init(fields: [Field]) {
        self.fields = fields
    }
}

/// Builds a ``RecordDescription`` from `Field` expressions, with `if`, `if/else` and `for`.
@resultBuilder
public enum RecordDescriptionBuilder {
    public static func buildExpression(_ field: Field) -> [Field] { [field] }
    public static func buildBlock(_ parts: [Field]...) -> [Field] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Field]?) -> [Field] { part ?? [] }
    public static func buildEither(first part: [Field]) -> [Field] { part }
    public static func buildEither(second part: [Field]) -> [Field] { part }
    public static func buildArray(_ parts: [[Field]]) -> [Field] { parts.flatMap { $0 } }
    public static func buildFinalResult(_ fields: [Field]) -> RecordDescription { RecordDescription(fields: fields) }
}

/// One field of a record: a column of its table.
public struct Field: Sendable, Equatable {
    public var primaryKey: Bool
    public var name: String
    public var type: FieldType
    /// Whether the field may be NULL. A primary key never is.
    public var optional: Bool
    public var migrationInfo: MigrationInfo

    public init(primaryKey: Bool = false, name: String, type: FieldType, optional: Bool = false, migrationInfo: MigrationInfo = .init()) {
        self.primaryKey = primaryKey
        self.name = name
        self.type = type
        self.optional = optional && !primaryKey
        self.migrationInfo = migrationInfo
    }

    /// How a field came to be what it is in this version.
    public struct MigrationInfo: Sendable, Equatable {
        /// The value of rows that had none: when the field is added as non-optional, or becomes
        /// non-optional. It is also the column's DEFAULT.
        public var `default`: FieldDefault?
        /// The field's name in the previous version, when it is renamed in this one.
        public var renamingID: String?

        public init(default: FieldDefault? = nil, renamingID: String? = nil) {
            self.default = `default`
            self.renamingID = renamingID
        }
    }

    /// The kinds of values a field holds, and how SQLite stores them.
    public enum FieldType: String, Sendable, Equatable, CaseIterable {
        /// A UUID as lowercase text, like the keys the conversion writes.
        case uuid
        case string
        case integer
        case double
        /// 0 or 1.
        case boolean
        /// Text, as GRDB stores a `Date` (`"yyyy-MM-dd HH:mm:ss.SSS"`, UTC).
        case date
        case data
        /// The URL's absolute string.
        case url
        /// A Codable value stored as JSON text.
        case transformable

        /// The column's declared type.
        public var sqlType: String {
            switch self {
            case .uuid, .string, .date, .url, .transformable: "TEXT"
            case .integer, .boolean: "INTEGER"
            case .double: "REAL"
            case .data: "BLOB"
            }
        }
    }
}

/// A field's default value, written as a literal: `.init(default: "none")`, `.init(default: 10.5)`.
public enum FieldDefault: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    case text(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }

    /// The value as a SQL literal.
    var sqlLiteral: String {
        switch self {
        // Quoted scalar by scalar, as SQLite reads it: a quote followed by a combining mark is one
        // Swift Character, which replacingOccurrences(of: "'") would not double.
        case .text(let text): quoteLiteral(text)
        case .integer(let value): String(value)
        case .real(let value): value.isFinite ? "\(value)" : "NULL"
        case .boolean(let value): value ? "1" : "0"
        }
    }

    /// Whether a field of `type` can hold this value.
    func fits(_ type: Field.FieldType) -> Bool {
        switch (self, type) {
        case (.text, .uuid), (.text, .string), (.text, .date), (.text, .url), (.text, .transformable): true
        case (.integer, .integer), (.integer, .double), (.real, .double): true
        case (.boolean, .boolean), (.integer(0), .boolean), (.integer(1), .boolean): true
        default: false
        }
    }
}
