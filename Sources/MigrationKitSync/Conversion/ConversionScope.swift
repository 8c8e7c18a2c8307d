/// Which tables a sync setup covers, and so which keys a conversion converts. One definition
/// serves the audit (which values must be convertible) and the conversion (what it rewrites).
import MigrationKitGRDB

public struct ConversionScope: Sendable, Equatable {
    /// Tables to consider, by name (ASCII case-insensitive); nil means every table.
    public var tables: Set<String>?
    /// Tables to leave out, by name.
    public var excluded: Set<String>

    public init(tables: [String]? = nil, excluded: [String] = []) {
        self.tables = tables.map { Set($0.map { $0.sqlFolded }) }
        self.excluded = Set(excluded.map { $0.sqlFolded })
    }

    public func includes(_ table: String) -> Bool {
        let key = table.sqlFolded
        return !excluded.contains(key) && (tables?.contains(key) ?? true)
    }
}

extension DatabaseSchema {
    /// The tables in scope.
    /// The tables in scope. In a Core Data store, Core Data's bookkeeping tables are never in it
    /// (``coreDataBookkeeping``): they are not the app's data, and converting `Z_PRIMARYKEY`'s
    /// entity numbers would leave every row's `Z_ENT` pointing at nothing.
    public func tables(in scope: ConversionScope) -> [Table] {
        tables.filter { scope.includes($0.name) && !keepsItsKeys($0.name) }
    }

    /// Whether a table is never converted whatever the scope, its keys kept as they are: Core
    /// Data's bookkeeping in a Core Data store (``coreDataBookkeeping``).
    package func keepsItsKeys(_ table: String) -> Bool {
        isCoreDataStore && Self.coreDataBookkeeping.contains(table.sqlFolded)
    }

    /// The key column a conversion turns into UUID text: a single-column key with INTEGER
    /// affinity (`INTEGER`, `INT`, `INT8`, `BIGINT`, `UNSIGNED BIG INT`, …), rowid alias or not.
    public func convertedKey(of table: Table) -> Column? {
        guard case .single(let name, _) = table.primaryKey, let column = table.column(name),
              column.affinity == .integer
        else { return nil }
        return column
    }

    /// The foreign keys a conversion converts along with their parent's key: single-column
    /// keys, in scope, whose parent is in scope and whose parent column is the parent's
    /// converted key. (A foreign key is converted exactly when the column it references is.)
    public func convertedForeignKeys(of table: Table, in scope: ConversionScope) -> [ForeignKey] {
        table.foreignKeys.filter { foreignKey in
            guard foreignKey.columns.count == 1, foreignKey.parentColumns.count == 1,
                  scope.includes(foreignKey.parentTable),
                  let parent = self.table(foreignKey.parentTable),
                  let key = convertedKey(of: parent)
            else { return false }
            return key.name.sqlFolded == foreignKey.parentColumns[0].sqlFolded
        }
    }
}

extension DatabaseSchema {
    /// An external-content full-text index keyed on an integer key that the conversion turns
    /// into text: its `content_rowid` names the converted key of its content table.
    struct FullTextIndexOnConvertedKey {
        let index: VirtualTable
        let table: Table
        let contentRowid: String
    }

    /// The full-text indexes on converted keys of the tables in `scope`. The audit
    /// (`fts-content-rowid`) reports them; the conversion refuses them.
    func fullTextIndexesOnConvertedKeys(in scope: ConversionScope) -> [FullTextIndexOnConvertedKey] {
        virtualTables.compactMap { virtual in
            guard let contentTable = virtual.contentTable, let contentRowid = virtual.contentRowid,
                  scope.includes(contentTable),
                  let table = table(contentTable),
                  let key = convertedKey(of: table),
                  key.name.sqlFolded == contentRowid.sqlFolded
            else { return nil }
            return FullTextIndexOnConvertedKey(index: virtual, table: table, contentRowid: contentRowid)
        }
    }
}

