/// Everything the audit and the conversion need to know about a database's schema, read once
/// by ``SchemaIntrospector`` into a plain value. Names are exactly as SQLite stores them.
/// SQLite's, GRDB's, MigrationKit's and SQLiteData's own objects are not in it.
import MigrationKitGRDB

package struct DatabaseSchema: Sendable, Equatable {
    /// Ordinary tables (not virtual, not shadow), in name order.
    package let tables: [Table]
    package let virtualTables: [VirtualTable]
    package let views: [View]
    package let triggers: [Trigger]
    /// Every name in `sqlite_master`, lowercased, internal and shadow objects included: new
    /// names must collide with none of them.
    package let objectNames: Set<String>
    /// Positions in `tables` by lowercased name: lookups stay O(1) on schemas of thousands of
    /// tables, where the rules look parents up for every foreign key.
    private let positions: [String: Int]

    package init(
        tables: [Table], virtualTables: [VirtualTable] = [], views: [View] = [], triggers: [Trigger] = [],
        objectNames: Set<String> = []
    ) {
        self.tables = tables
        self.objectNames = objectNames.union(tables.map { $0.name.sqlFolded })
        self.virtualTables = virtualTables
        self.views = views
        self.triggers = triggers
        self.positions = Dictionary(tables.enumerated().map { ($1.name.sqlFolded, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The table of that name, compared as SQLite compares names (ASCII case-insensitive).
    package func table(_ name: String) -> Table? {
        positions[name.sqlFolded].map { tables[$0] }
    }
}

// The schema model is nested in DatabaseSchema, so that an app importing GRDB beside
// MigrationKitSync can still write GRDB's `Table`, `Column` and `ForeignKey` unqualified.
extension DatabaseSchema {
    package struct Table: Sendable, Equatable {
        package var name: String
        /// The `CREATE TABLE` statement as stored in `sqlite_master`.
        package var sql: String
        /// Every column, hidden and generated ones included, in declaration order.
        package var columns: [Column]
        package var primaryKey: PrimaryKey
        package var foreignKeys: [ForeignKey]
        package var indexes: [Index]
        package var isStrict: Bool
        package var isWithoutRowid: Bool
        package var hasAutoincrement: Bool

        package func column(_ name: String) -> Column? {
            let key = name.sqlFolded
            return columns.first { $0.name.sqlFolded == key }
        }

        /// The name the rowid is read by: `rowid`, or `_rowid_` or `oid` when a column takes that
        /// name; nil for a WITHOUT ROWID table, or when columns take all three.
        var rowidName: String? {
            isWithoutRowid ? nil : ["rowid", "_rowid_", "oid"].first { column($0) == nil }
        }
    }

    package struct Column: Sendable, Equatable {
        package var name: String
        /// The declared type as written (`INTEGER`, `INT8`, `VARCHAR(36)`, or empty).
        package var declaredType: String
        package var affinity: TypeAffinity
        package var isNotNull: Bool
        /// The DEFAULT expression as SQL text, or nil.
        package var defaultSQL: String?
        /// 1-based position in the primary key, 0 when the column is not part of it.
        package var primaryKeyPosition: Int
        package var generated: Generated
        /// Whether the definition says `NOT NULL ON CONFLICT REPLACE` (NULL takes the default).
        package var replacesNullWithDefault: Bool

        package enum Generated: Sendable, Equatable {
            case no, virtual, stored, hidden
        }
    }

    /// SQLite's type affinity, by the rules of https://www.sqlite.org/datatype3.html §3.1, in order:
    /// a type containing "INT" is INTEGER (`INT8`, `BIGINT`, `UNSIGNED BIG INT`, and `POINT` too);
    /// "CHAR", "CLOB" or "TEXT" is TEXT; "BLOB" or no type is BLOB; "REAL", "FLOA" or "DOUB" is
    /// REAL; anything else is NUMERIC.
    package enum TypeAffinity: String, Sendable, Equatable {
        case integer, text, blob, real, numeric

        package init(declaredType: String) {
            let type = declaredType.uppercased()
            if type.contains("INT") { self = .integer }
            else if type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT") { self = .text }
            else if type.contains("BLOB") || type.isEmpty { self = .blob }
            else if type.contains("REAL") || type.contains("FLOA") || type.contains("DOUB") { self = .real }
            else { self = .numeric }
        }
    }

    package enum PrimaryKey: Sendable, Equatable {
        /// No declared key: rows are identified by their rowid only.
        case none
        /// One key column. `isRowidAlias`: declared exactly `INTEGER PRIMARY KEY` in a rowid table,
        /// so the column is the rowid itself (never NULL, always an integer).
        case single(column: String, isRowidAlias: Bool)
        /// A key of several columns, in key order.
        case composite(columns: [String])

        /// The key's columns, in key order.
        package var columns: [String] {
            switch self {
            case .none: return []
            case .single(let column, _): return [column]
            case .composite(let columns): return columns
            }
        }
    }

    package struct ForeignKey: Sendable, Equatable {
        /// The table that declares the key.
        package var table: String
        /// The child columns, in order.
        package var columns: [String]
        /// The parent table, as written in `REFERENCES`.
        package var parentTable: String
        /// The parent columns: as written, or the parent's primary key for `REFERENCES t` without
        /// a column list (resolved; empty when the parent does not exist or has no key).
        package var parentColumns: [String]
        /// Whether `REFERENCES t` had no column list.
        package var parentColumnsImplicit: Bool
        package var onDelete: Action
        package var onUpdate: Action
        /// Nil for a REFERENCES clause; for a relation the schema does not declare, the declaration
        /// that adds it for the conversion (``DatabaseSchema/declaring(_:scope:optionNames:)``). SQLite knows
        /// nothing of such a key: `PRAGMA foreign_key_check` does not see it.
        package var declaration: ReferenceDeclaration? = nil

        package enum Action: String, Sendable, Equatable {
            case noAction = "NO ACTION"
            case restrict = "RESTRICT"
            case setNull = "SET NULL"
            case setDefault = "SET DEFAULT"
            case cascade = "CASCADE"
        }
    }

    package struct Index: Sendable, Equatable {
        package var name: String
        package var table: String
        package var isUnique: Bool
        /// How the index came to be.
        package var origin: Origin
        package var isPartial: Bool
        /// The indexed columns in order; nil for an expression.
        package var columns: [String?]
        /// The `CREATE INDEX` statement; nil for indexes SQLite makes for UNIQUE and PRIMARY KEY.
        package var sql: String?

        package enum Origin: String, Sendable, Equatable {
            /// `CREATE INDEX`.
            case createIndex = "c"
            /// A UNIQUE constraint.
            case uniqueConstraint = "u"
            /// A PRIMARY KEY constraint.
            case primaryKey = "pk"
        }
    }

    package struct VirtualTable: Sendable, Equatable {
        package var name: String
        /// The module, lowercased: `fts5`, `fts4`, `rtree`, …
        package var module: String
        package var sql: String
        /// For an external-content FTS table: `content=` and `content_rowid=`.
        package var contentTable: String?
        package var contentRowid: String?
    }

    package struct View: Sendable, Equatable {
        package var name: String
        package var sql: String
    }

    package struct Trigger: Sendable, Equatable {
        package var name: String
        package var table: String
        package var sql: String
    }
}

// Shorthands inside this module only: not public, so they are no names a client sees.
typealias Table = DatabaseSchema.Table
typealias Column = DatabaseSchema.Column
typealias TypeAffinity = DatabaseSchema.TypeAffinity
typealias PrimaryKey = DatabaseSchema.PrimaryKey
typealias ForeignKey = DatabaseSchema.ForeignKey
typealias Index = DatabaseSchema.Index
typealias VirtualTable = DatabaseSchema.VirtualTable
typealias View = DatabaseSchema.View
typealias Trigger = DatabaseSchema.Trigger
