import MigrationKit
import MigrationKitGRDB

// Core Data's conventions, as a store's schema shows them: which tables and columns are its
// bookkeeping, its many-to-many tables, its to-one relationships (read by the detection of
// relations nobody declared, `Schema/ReferenceSuggestions.swift`).

extension DatabaseSchema {
    /// Whether this is a Core Data store: Core Data's bookkeeping tables `Z_PRIMARYKEY` (each
    /// entity's number, name and highest key) and `Z_METADATA` are there.
    var isCoreDataStore: Bool {
        table("Z_PRIMARYKEY")?.column("Z_ENT") != nil && table("Z_METADATA") != nil
    }

    /// Core Data's many-to-many table: `Z_<n><RELATIONSHIP>`, no `Z_PK`; each of its columns
    /// `Z_<n><NAME>` holds the keys of entity `n` (Bear's `Z_5TAGS (Z_5NOTES, Z_13TAGS)`: notes
    /// are entity 5, tags 13). The entity number of `column`, or nil.
    static func coreDataManyToManyEntity(of column: Column, in table: Table) -> Int64? {
        func number(_ name: String) -> Int64? {
            guard name.hasPrefix("Z_") else { return nil }
            let digits = name.dropFirst(2).prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count < name.count - 2 else { return nil }
            return Int64(digits)
        }
        guard table.column("Z_PK") == nil, number(table.name) != nil else { return nil }
        return number(column.name)
    }

    /// The companion of a to-one relationship whose destination has sub-entities:
    /// `Z<n>_<NAME>` (Bear's `Z7_FILE`), holding the destination row's entity number.
    static func isCoreDataCompanion(_ name: String) -> Bool {
        guard name.hasPrefix("Z") else { return false }
        let digits = name.dropFirst().prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && name.dropFirst(1 + digits.count).hasPrefix("_")
    }

    /// Core Data's bookkeeping, not the app's data: left as it is by the conversion and the
    /// audit (its `Z_ENT` numbers are what every entity row's `Z_ENT` holds).
    static let coreDataBookkeeping: Set<String> = ["z_primarykey", "z_metadata", "z_modelcache"]

    /// Core Data's index on a to-one relationship's column: `Z<ENTITY>_<COLUMN>_INDEX` on that
    /// column alone, in an entity table (keyed by `Z_PK`); its name, or nil. Core Data's own
    /// columns (`Z_PK`, `Z_ENT`, `Z_OPT`, `Z_…`) are none.
    static func coreDataToOneIndex(of column: Column, in table: Table) -> String? {
        guard table.column("Z_PK") != nil, column.name.uppercased().hasPrefix("Z"), !column.name.hasPrefix("Z_") else { return nil }
        let expected = "\(table.name)_\(column.name)_INDEX".sqlFolded
        return table.indexes.first { $0.name.sqlFolded == expected && $0.columns.count == 1 && $0.columns[0]?.sqlFolded == column.name.sqlFolded }?.name
    }

    /// Whether a Core Data column names an entity, `Z` left out of both: the same word
    /// (`ZFOLDER`, `ZFOLDER`), or one ending with the other (`ZDEFAULTSTORE`/`ZSTORE`,
    /// `ZBODY`/`ZNOTEBODY`), four letters or more.
    static func coreDataColumn(_ column: String, names entity: String) -> Bool {
        let c = column.sqlFolded.dropFirst(), e = entity.sqlFolded.dropFirst()
        guard c.count >= 4, e.count >= 4 else { return c == e && !c.isEmpty }
        return c.hasSuffix(e) || e.hasSuffix(c)
    }
}
