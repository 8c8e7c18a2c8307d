import GRDB
import GRDBSQLite
import MigrationKitGRDB

/// What the rows of the key and foreign-key columns hold, gathered in one aggregate query per
/// column (memory stays flat whatever the row count) plus `PRAGMA foreign_key_check` per table.
///
/// `gather` (below) runs the probes, one file each: the key and reference columns
/// (`DataStatistics+Keys.swift`), orphans (`+Orphans`), text columns holding rewritten keys
/// (`+TextReferences`), the values of columns that may be undeclared references (`+References`)
/// or stale ones after a conversion (`+StaleReferences`), a question's sample rows (`+Questions`),
/// polymorphic references (`+Polymorphic`), and a Core Data store's entities
/// (`CoreData/CoreDataEntities.swift`).
package struct DataStatistics: Sendable, Equatable {
    package var columns: [ColumnStatistics]
    package var orphans: [OrphanCount]
    /// The rows of polymorphic references of types no parent is listed for.
    package var polymorphicUnlisted: [UnlistedTypes] = []
    /// Tables whose foreign keys SQLite cannot check ("foreign key mismatch": the parent
    /// columns are not a key), with SQLite's message.
    package var uncheckableForeignKeys: [String: String]
    /// What the values of the columns that may be undeclared references say about the tables
    /// they may reference (``ImpliedReference``): the pairs whose values are evidence, and the
    /// pairs a name or a trigger suggests.
    package var referenceValues: [ReferenceValues] = []
    /// In a Core Data store, each entity number's table, from `Z_PRIMARYKEY`: a sub-entity's is
    /// its root entity's (`Z` and the root's name, upper-cased), for the tables there are.
    package var coreDataEntities = CoreDataEntities()
    /// What the rows of each column asked about say of its suggested parent, by column key
    /// (``ReferenceRows``).
    package var referenceRows: [ColumnPath: ReferenceRows] = [:]
    /// On a database converted before, what the values of the integer columns left as they were
    /// say about the converted tables whose old ids they may hold (``ReferenceValues``, as before a
    /// conversion).
    package var staleReferenceValues: [ReferenceValues] = []
    /// The columns asked about whose type column splits them between parents, by column key:
    /// the answer with a parent per type the values suggest (``PolymorphicReference/suggested(_:schema:for:)``).
    package var polymorphicSuggestions: [ColumnPath: PolymorphicReference] = [:]
    /// The answers an earlier conversion kept (``RecordedAnswers``).
    package var recordedAnswers = RecordedAnswers()
    /// Text or untyped columns that declare no foreign key but hold keys of a table whose
    /// keys are not in the client's form: rewriting the keys would leave them pointing at
    /// nothing (``ConversionRefusal/undeclaredTextReference``). Gathered only for such tables.
    package var undeclaredTextReferences: [UndeclaredTextReference] = []
    /// On a database converted before, the columns it carried as references that the options
    /// answer again (issue 37, item 5): taken back (``ConversionOptions/notReferences``), or
    /// re-pointed to another parent (``ConversionOptions/references``), with what their values say.
    package var takenBackReferences: [CarriedReference] = []
    package var repointedReferences: [CarriedReference] = []
    /// The converted references whose integer DEFAULT is the key of a row of their parent
    /// (`owner INTEGER NOT NULL DEFAULT 1 REFERENCES users(id)`, and user 1 exists), by
    /// ``ColumnPath``, which compares as SQLite compares names: carried as that row's new key
    /// (``CreateTableRewriter/carriedDefault(_:column:declaration:parentRow:options:)``). A
    /// DEFAULT that names no row (`0`, `-1`: the app's "none") is not among them.
    package var defaultKeys: Set<ColumnPath> = []

    /// Statistics of no rows, for auditing a schema alone (not `none`, which reads as
    /// `Optional.none` where a `DataStatistics?` is expected).
    package static let schemaOnly = DataStatistics(columns: [], orphans: [], uncheckableForeignKeys: [:])
}

extension DataStatistics {
    static let sampleLimit = 5

    /// Gathers the statistics of the columns the audit looks at, for the tables in `scope`.
    package static func gather(_ db: Database, schema: DatabaseSchema, scope: ConversionScope, keyRepresentations: KeyRepresentations = .init()) throws -> DataStatistics {
        var columns: [ColumnStatistics] = []
        var defaultKeys: Set<ColumnPath> = []
        var polymorphicUnlisted: [UnlistedTypes] = []
        for table in schema.tables(in: scope) {
            if let key = schema.convertedKey(of: table) {
                columns.append(try convertedColumn(db, table: table.name, column: key.name, isKey: true))
            } else if case .single(let name, _) = table.primaryKey {
                var key = try textKeyColumn(db, table: table.name, column: name, role: .textKey)
                key.sameUUIDs = try sameUUIDs(db, key)
                columns.append(key)
            }
            for foreignKey in table.foreignKeys where foreignKey.columns.count == 1 {
                guard let parent = schema.table(foreignKey.parentTable), schema.convertedKey(of: parent) == nil,
                      case .single(let key, _) = parent.primaryKey, foreignKey.parentColumns.first?.sqlFolded == key.sqlFolded
                else { continue }
                columns.append(try textKeyColumn(db, table: table.name, column: foreignKey.columns[0], role: .textReference(parentTable: parent.name)))
            }
            let polymorphic = Dictionary(table.polymorphicReferences.map { ($0.column.sqlFolded, $0) }, uniquingKeysWith: { first, _ in first })
            for foreignKey in (schema.convertedForeignKeys(of: table, in: scope) + table.repairedReferences).onePerPolymorphicColumn {
                // A polymorphic reference: the values of its listed types only, the others kept.
                if let reference = polymorphic[foreignKey.columns[0].sqlFolded] {
                    columns.append(try convertedColumn(db, table: table.name, column: foreignKey.columns[0], isKey: false, rows: "NOT (\(reference.unlistedCondition()))"))
                    polymorphicUnlisted += try unlistedTypes(db, reference, withoutRowid: table.isWithoutRowid)
                    continue
                }
                columns.append(try convertedColumn(db, table: table.name, column: foreignKey.columns[0], isKey: false, none: foreignKey.declaration?.none?.value))
                if try defaultNamesParentRow(db, table: table, foreignKey) {
                    defaultKeys.insert(ColumnPath(table: table.name, column: foreignKey.columns[0]))
                }
            }
        }
        var orphans: [OrphanCount] = []
        var uncheckable: [String: String] = [:]
        for table in schema.tables(in: scope) where !table.foreignKeys.isEmpty {
            do {
                orphans += try orphanCounts(db, table: table, schema: schema)
            } catch let error as DatabaseError {
                uncheckable[table.name] = error.message ?? "\(error)"
            } catch let error as UncheckableForeignKeys {
                uncheckable[table.name] = error.message
            }
            for foreignKey in table.foreignKeys {
                if let count = try declaredOrphans(db, foreignKey, schema: schema, withoutRowid: table.isWithoutRowid) {
                    orphans.append(count)
                }
            }
        }
        var statistics = DataStatistics(columns: columns, orphans: orphans, uncheckableForeignKeys: uncheckable)
        statistics.polymorphicUnlisted = polymorphicUnlisted
        statistics.coreDataEntities = try coreDataEntities(db, schema: schema)
        statistics.referenceValues = try sampleReferenceValues(db, schema: schema, scope: scope, coreData: statistics.coreDataEntities)
        let implied = schema.impliedReferences(in: scope, values: statistics.referenceValues, coreDataEntities: statistics.coreDataEntities)
        statistics.referenceRows = try referenceRows(db, schema: schema, references: implied)
        statistics.polymorphicSuggestions = try polymorphicSuggestions(db, schema: schema, references: implied)
        statistics.staleReferenceValues = try sampleStaleReferenceValues(db, schema: schema, scope: scope)
        statistics.recordedAnswers = try RecordedAnswers.read(db)
        statistics.undeclaredTextReferences = try undeclaredTextReferences(db, schema: schema, scope: scope, columns: columns, keyRepresentations: keyRepresentations)
        statistics.defaultKeys = defaultKeys
        return statistics
    }

    /// Whether the integer DEFAULT of a converted reference is the key of a row of its parent
    /// (``defaultKeys``): one lookup through the parent's key. A repaired reference's parent
    /// holds its keys converted already: the DEFAULT's new key is looked up.
    private static func defaultNamesParentRow(_ db: Database, table: Table, _ foreignKey: ForeignKey) throws -> Bool {
        guard let text = table.column(foreignKey.columns[0])?.defaultSQL, let value = CreateTableRewriter.integerLiteral(text),
              let key = foreignKey.parentColumns.first
        else { return false }
        let sought = foreignKey.declaration?.repairsConvertedKey == true
            ? NewKeyDefault(parentTable: foreignKey.parentTable, value: value).newKey : String(value)
        return try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(quoteIdentifier(foreignKey.parentTable)) WHERE \(quoteIdentifier(key)) = \(sought))") ?? false
    }
}
