import GRDB
import GRDBSQLite
import MigrationKitGRDB

/// What the rows of the key and foreign-key columns hold, gathered in one aggregate query per
/// column (memory stays flat whatever the row count) plus `PRAGMA foreign_key_check` per table.
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
    package var referenceRows: [String: ReferenceRows] = [:]
    /// On a database converted before, what the values of the integer columns left as they were
    /// say about the converted tables whose old ids they may hold (``StaleReferenceValues``).
    package var staleReferenceValues: [StaleReferenceValues] = []
    /// The columns asked about whose type column splits them between parents, by column key:
    /// the answer with a parent per type the values suggest (``PolymorphicReference/suggested(_:schema:for:)``).
    package var polymorphicSuggestions: [String: PolymorphicReference] = [:]
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
    /// ``DatabaseSchema/columnKey(_:_:)``: carried as that row's new key
    /// (``CreateTableRewriter/carriedDefault(_:column:declaration:parentRow:options:)``). A
    /// DEFAULT that names no row (`0`, `-1`: the app's "none") is not among them.
    package var defaultKeys: Set<String> = []

    /// Statistics of nothing: for auditing a schema alone.
    package static let none = DataStatistics(columns: [], orphans: [], uncheckableForeignKeys: [:])
}

/// One column's values, counted.
package struct ColumnStatistics: Sendable, Equatable {
    package enum Role: Sendable, Equatable {
        /// An integer key or foreign key the conversion will turn into UUID text.
        case converted(isKey: Bool)
        /// A text (or other non-integer) single-column key that stays as it is.
        case textKey
        /// A single-column foreign key to such a key (`parentTable`'s), which must hold its
        /// keys in the same form to match them.
        case textReference(parentTable: String)
    }

    package var table: String
    package var column: String
    package var role: Role
    package var rows = 0
    package var nulls = 0
    /// Integers the printf scheme cannot carry: negative or ≥ 2^48.
    package var integersOutOfRange = 0
    /// Values that are not integers (text, real, blob).
    package var nonIntegers = 0
    /// Up to five values the conversion cannot carry, as SQL literals.
    package var unconvertibleSamples: [String] = []
    /// Text keys that are not valid CloudKit record names.
    package var nonASCII = 0
    package var tooLongRecordNames = 0
    package var leadingUnderscores = 0
    /// UUID-shaped text in lowercase, UUID-shaped text with uppercase letters, 16-byte blobs.
    package var lowercaseUUIDs = 0
    package var uppercaseUUIDs = 0
    package var blobUUIDs = 0
    /// The first value of each of those forms, as an SQL literal: the examples a finding shows.
    package var formExamples: [KeyRepresentation: String] = [:]
    /// Keys that are one UUID in two forms (up to five groups, their values as SQL literals
    /// joined by " and "): rows that normalizing the keys would make one.
    package var sameUUIDs: [String] = []

    /// The forms its UUIDs are stored in, with how many of each, in a fixed order: lowercase
    /// text, uppercase text, blobs.
    package var uuidForms: [(form: KeyRepresentation, count: Int)] {
        [(.lowercaseText, lowercaseUUIDs), (.uppercaseText, uppercaseUUIDs), (.blob, blobUUIDs)].filter { $0.1 > 0 }
    }

    /// How many values are UUIDs not in `representation`'s form.
    package func outOfForm(_ representation: KeyRepresentation) -> Int {
        uuidForms.filter { $0.form != representation }.reduce(0) { $0 + $1.count }
    }

    /// The table whose keys' form this column must hold: its own for a text key, the parent's
    /// for a reference to one; nil for a column the conversion rewrites.
    package var formTable: String? {
        switch role {
        case .converted: nil
        case .textKey: table
        case .textReference(let parentTable): parentTable
        }
    }
    /// UUID-shaped text (either case) starting with the deterministic scheme's prefix
    /// `00000000-0000-0000-0000-`: the keys of a
    /// deterministic conversion, which another device's conversion repeats for other rows.
    package var zeroPrefixKeys = 0

    /// The values `printf('%012x', …)` cannot carry, for a column the conversion rewrites:
    /// integers out of range, values that are not integers, and NULL keys (a NULL reference is
    /// no reference). The audit (`unconvertible-key-value`) reports them; the salted and
    /// deterministic conversions refuse them.
    package var unconvertibleCount: Int {
        guard case .converted(let isKey) = role else { return 0 }
        return integersOutOfRange + nonIntegers + (isKey ? nulls : 0)
    }

    /// ``unconvertibleSamples`` as a message lists them, with `…` when there are more.
    var unconvertibleExamples: String {
        unconvertibleSamples.joined(separator: ", ") + (unconvertibleCount > unconvertibleSamples.count ? ", …" : "")
    }
}

/// A column holding keys of a table whose UUID keys are to be rewritten, without declaring it.
package struct UndeclaredTextReference: Sendable, Equatable {
    package var table: String
    package var column: String
    package var parentTable: String
    /// How many of its rows hold such a key.
    package var rows: Int
}

/// The rows of a polymorphic reference whose type no parent is listed for (and whose value is
/// set): kept as they are, and reported, never left silently.
package struct UnlistedTypes: Sendable, Equatable {
    package let reference: PolymorphicReference
    package let rows: Int
    /// Their type values, as text (nil: NULL), in order.
    package let typeValues: [String?]
    /// The query that lists them.
    package let listing: String

    /// `1 row of "DownloadLog"."feedfile" is of a type no parent is listed for ("feedfile_type" 1) and keeps its value`.
    package var sentence: String {
        let values = typeValues.map { $0.map(quoteLiteral) ?? "NULL" }.joined(separator: ", ")
        return "\(rows) \(rows == 1 ? "row" : "rows") of \(reference.columnPath) \(rows == 1 ? "is" : "are") of a type no parent is listed for (\(quoteIdentifier(reference.typeColumn)) \(values)) and \(rows == 1 ? "keeps its value" : "keep their values")"
    }
}

/// Rows of one table whose foreign key refers to a missing parent.
package struct OrphanCount: Sendable, Equatable {
    package var table: String
    package var parentTable: String
    package var columns: [String]
    package var count: Int
    /// Up to five of their rowids (none for a WITHOUT ROWID table).
    package var sampleRowids: [Int64]
    /// For a relation the schema does not declare, its declaration: SQLite's foreign key check
    /// does not list these rows.
    package var declaration: ReferenceDeclaration? = nil
    /// The value these rows hold when it looks like the app's "none" (no row): `0` or `-1`, or
    /// one value in most of at least three rows; the usual cause of orphans in real apps.
    package var noneCandidate: Int64? = nil

    /// What these rows are, in the words the audit's finding (`orphaned-rows`) and the
    /// conversion's refusal both use: `2 rows reference missing rows of "lists" through ("listID")`.
    package var sentence: String {
        let type = declaration?.selectedBy.map { " where \(quoteIdentifier($0.column)) is \(quoteLiteral($0.value))" } ?? ""
        return "\(count) \(count == 1 ? "row references" : "rows reference") missing rows of \(quoteIdentifier(parentTable)) through (\(columnList(columns)))\(type)"
    }

    /// The query that lists these rows: SQLite's foreign key check, or for a relation the schema
    /// does not declare (which that check cannot see), the rows its condition finds.
    package var listing: String {
        declaration.map { "SELECT rowid, * FROM \(quoteIdentifier($0.table)) WHERE \(ConversionSQL.missingParent($0))" }
            ?? "PRAGMA foreign_key_check(\(quoteIdentifier(table)))"
    }

    /// `noneCandidate` from the commonest orphan value of a single-column reference and how
    /// many rows hold it.
    mutating func noteCommonest(_ value: Int64?, rows: Int) {
        guard let value else { return }
        if value == 0 || value == -1 || (count >= 3 && rows * 2 > count) { noneCandidate = value }
    }
}

extension DataStatistics {
    static let sampleLimit = 5

    /// Gathers the statistics of the columns the audit looks at, for the tables in `scope`.
    package static func gather(_ db: Database, schema: DatabaseSchema, scope: ConversionScope, keyRepresentations: KeyRepresentations = .init()) throws -> DataStatistics {
        var columns: [ColumnStatistics] = []
        var defaultKeys: Set<String> = []
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
                    defaultKeys.insert(DatabaseSchema.columnKey(table.name, foreignKey.columns[0]))
                }
            }
        }
        var orphans: [OrphanCount] = []
        var uncheckable: [String: String] = [:]
        for table in schema.tables(in: scope) where !table.foreignKeys.isEmpty {
            do {
                orphans += try orphanCounts(db, table: table)
            } catch let error as DatabaseError {
                uncheckable[table.name] = error.message ?? "\(error)"
            }
            for foreignKey in table.foreignKeys {
                if let declaration = foreignKey.declaration, let count = try declaredOrphans(db, declaration, withoutRowid: table.isWithoutRowid) {
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

    /// For each text key with UUIDs out of the client's form, the other text or untyped
    /// columns in scope that hold one of those keys as it is and declare no foreign key to it.
    /// One scan of each such column, each value looked up through the key's index.
    private static func undeclaredTextReferences(
        _ db: Database, schema: DatabaseSchema, scope: ConversionScope, columns: [ColumnStatistics], keyRepresentations: KeyRepresentations
    ) throws -> [UndeclaredTextReference] {
        var found: [UndeclaredTextReference] = []
        for key in columns where key.role == .textKey && key.outOfForm(keyRepresentations.of(key.table)) > 0 {
            let uppercase = keyRepresentations.of(key.table) == .uppercaseText
            let parent = quoteIdentifier(key.table), parentKey = quoteIdentifier(key.column)
            for table in schema.tables(in: scope) {
                for column in table.columns where column.affinity == .text || column.affinity == .blob {
                    let isKey = table.name.sqlFolded == key.table.sqlFolded && column.name.sqlFolded == key.column.sqlFolded
                    let declared = table.foreignKeys.contains { foreignKey in
                        foreignKey.columns.count == 1 && foreignKey.columns[0].sqlFolded == column.name.sqlFolded
                            && foreignKey.parentTable.sqlFolded == key.table.sqlFolded
                    }
                    guard !isKey, !declared else { continue }
                    let c = quoteIdentifier(column.name)
                    let rows = try Int.fetchOne(db, sql: """
                        SELECT count(*) FROM \(quoteIdentifier(table.name))
                        WHERE \(c) IN (SELECT \(parentKey) FROM \(parent) WHERE \(ConversionSQL.notUUIDText(parentKey, uppercase: uppercase)))
                        """) ?? 0
                    if rows > 0 { found.append(UndeclaredTextReference(table: table.name, column: column.name, parentTable: key.table, rows: rows)) }
                }
            }
        }
        return found
    }

    /// ``coreDataEntities``, read from `Z_PRIMARYKEY` (empty for a store that is no Core Data
    /// store): each entity's root is followed through `Z_SUPER`, at most as many steps as there
    /// are entities.
    static func coreDataEntities(_ db: Database, schema: DatabaseSchema) throws -> CoreDataEntities {
        guard schema.isCoreDataStore, schema.table("Z_PRIMARYKEY")?.column("Z_NAME") != nil, schema.table("Z_PRIMARYKEY")?.column("Z_SUPER") != nil else { return CoreDataEntities() }
        let rows = try Row.fetchAll(db, sql: "SELECT Z_ENT, Z_NAME, Z_SUPER FROM Z_PRIMARYKEY WHERE typeof(Z_ENT) = 'integer'")
        var names: [Int64: String] = [:], supers: [Int64: Int64] = [:]
        for row in rows {
            let entity: Int64 = row[0]
            if let name: String = row[1] { names[entity] = name }
            if let parent: Int64 = row[2], parent != 0 { supers[entity] = parent }
        }
        var entities = CoreDataEntities()
        for entity in names.keys {
            var root = entity
            for _ in 0..<names.count { guard let parent = supers[root], names[parent] != nil else { break }; root = parent }
            if let name = names[root], let table = schema.table("Z" + name.uppercased()) {
                entities.tables[entity] = table.name
                if let own = names[entity] { entities.roots[own] = table.name }
            }
        }
        return entities
    }


    /// Rows of a relation declared for the conversion (``ReferenceDeclaration``) whose value is
    /// no key of the parent (its none value aside): orphans that `PRAGMA foreign_key_check`
    /// cannot see. Nil when there are none.
    private static func declaredOrphans(_ db: Database, _ declaration: ReferenceDeclaration, withoutRowid: Bool) throws -> OrphanCount? {
        let condition = ConversionSQL.missingParent(declaration)
        let table = quoteIdentifier(declaration.table)
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE \(condition)") ?? 0
        guard count > 0 else { return nil }
        let rowids = withoutRowid ? [] : try Int64.fetchAll(db, sql: "SELECT rowid FROM \(table) WHERE \(condition) ORDER BY rowid LIMIT \(sampleLimit)")
        var orphans = OrphanCount(table: declaration.table, parentTable: declaration.parentTable, columns: [declaration.column], count: count, sampleRowids: rowids, declaration: declaration)
        let commonest = try Row.fetchOne(db, sql: "SELECT \(quoteIdentifier(declaration.column)), count(*) FROM \(table) WHERE \(condition) GROUP BY 1 ORDER BY 2 DESC LIMIT 1")
        orphans.noteCommonest(commonest.flatMap { Int64.fromDatabaseValue($0[0] as DatabaseValue) }, rows: commonest?[1] ?? 0)
        return orphans
    }

    /// `rows`, when given, restricts the rows read (SQL over the table): a polymorphic
    /// reference's rows of listed types.
    /// The rows of a polymorphic reference whose type no parent is listed for and whose value
    /// is set: they keep their values, and `generate` says so. Nil when there are none.
    private static func unlistedTypes(_ db: Database, _ reference: PolymorphicReference, withoutRowid: Bool) throws -> [UnlistedTypes] {
        let condition = "\(quoteIdentifier(reference.column)) IS NOT NULL AND (\(reference.unlistedCondition()))"
        let rows = try Row.fetchAll(db, sql: "SELECT CAST(\(quoteIdentifier(reference.typeColumn)) AS TEXT), count(*) FROM \(quoteIdentifier(reference.table)) WHERE \(condition) GROUP BY 1 ORDER BY 1")
        guard !rows.isEmpty else { return [] }
        return [UnlistedTypes(
            reference: reference, rows: rows.reduce(0) { $0 + ($1[1] as Int) }, typeValues: rows.map { $0[0] as String? },
            listing: "SELECT \(withoutRowid ? "" : "rowid, ")* FROM \(quoteIdentifier(reference.table)) WHERE \(condition)")]
    }

    private static func convertedColumn(_ db: Database, table: String, column: String, isKey: Bool, none: Int64? = nil, rows: String? = nil) throws -> ColumnStatistics {
        let c = quoteIdentifier(column)
        let t = quoteIdentifier(table) + (rows.map { " WHERE \($0)" } ?? "")
        let limit = ConversionSQL.deterministicLimit
        let exemption = none.map { " AND \(c) IS NOT \($0)" } ?? ""
        let row = try Row.fetchOne(db, sql: """
            SELECT count(*),
                   total(\(c) IS NULL),
                   total(typeof(\(c)) = 'integer' AND (\(c) < 0 OR \(c) >= \(limit))\(exemption)),
                   total(typeof(\(c)) NOT IN ('integer', 'null'))
            FROM \(t)
            """)!
        var statistics = ColumnStatistics(table: table, column: column, role: .converted(isKey: isKey))
        statistics.rows = row[0]
        statistics.nulls = Int(row[1] as Double)
        statistics.integersOutOfRange = Int(row[2] as Double)
        statistics.nonIntegers = Int(row[3] as Double)
        if statistics.integersOutOfRange + statistics.nonIntegers > 0 || (isKey && statistics.nulls > 0) {
            statistics.unconvertibleSamples = try String.fetchAll(
                db, sql: "SELECT quote(\(c)) FROM \(quoteIdentifier(table)) WHERE \(rows.map { "(\($0)) AND " } ?? "")(\(ConversionSQL.cannotCarry(c, nullAllowed: !isKey, none: none))) LIMIT \(sampleLimit)")
        }
        return statistics
    }

    /// One read of a text key's values (the key's index, usually), each classified in Swift.
    ///
    /// A converted database has a text key in every table, so this reads every row of the
    /// file. In SQL, the UUID shape was a GLOB of 32 character classes, evaluated twice per row
    /// (lowercase, and not), about 1.5 µs a row: 90% of the time of auditing a converted file,
    /// which made it 3.4 times slower to audit than before its conversion. Here each value's
    /// bytes are looked at once, without copying them.
    private static func textKeyColumn(_ db: Database, table: String, column: String, role: ColumnStatistics.Role) throws -> ColumnStatistics {
        // A record name is "<key>:<table>" and must be shorter than 255 bytes.
        let budget = 255 - 1 - table.utf8.count
        var statistics = ColumnStatistics(table: table, column: column, role: role)
        // Stepped through SQLite's C API: a GRDB row per value cost as much again as the rest
        // of the audit.
        let statement = try db.makeStatement(sql: "SELECT \(quoteIdentifier(column)) FROM \(quoteIdentifier(table))")
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: statement.sql)
            }
            statistics.rows += 1
            switch sqlite3_column_type(handle, 0) {
            case SQLITE_NULL:
                statistics.nulls += 1
            case SQLITE_TEXT:
                let start = sqlite3_column_text(handle, 0)
                let bytes = UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(handle, 0)))
                let text = TextKey(bytes)
                if text.nonASCII { statistics.nonASCII += 1 }
                if bytes.count >= budget { statistics.tooLongRecordNames += 1 }
                if bytes.first == UInt8(ascii: "_") { statistics.leadingUnderscores += 1 }
                switch text.uuid {
                case .lowercase:
                    statistics.lowercaseUUIDs += 1
                    if statistics.lowercaseUUIDs == 1 { statistics.formExamples[.lowercaseText] = "'\(String(decoding: bytes, as: UTF8.self))'" }
                case .uppercase:
                    statistics.uppercaseUUIDs += 1
                    if statistics.uppercaseUUIDs == 1 { statistics.formExamples[.uppercaseText] = "'\(String(decoding: bytes, as: UTF8.self))'" }
                case nil: break
                }
                if text.zeroPrefix { statistics.zeroPrefixKeys += 1 }
            case SQLITE_BLOB:
                if sqlite3_column_bytes(handle, 0) == 16 {
                    statistics.blobUUIDs += 1
                    if statistics.blobUUIDs == 1, let start = sqlite3_column_blob(handle, 0) {
                        let bytes = UnsafeRawBufferPointer(start: start, count: 16)
                        let digits = Array("0123456789ABCDEF")
                        statistics.formExamples[.blob] = "X'" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }) + "'"
                    }
                }
            default:
                break
            }
        }
        return statistics
    }

    /// Keys that are one UUID in two forms, when the key is in two forms or more: the rows
    /// normalizing would make one (``ColumnStatistics/sameUUIDs``). Read once the key's own
    /// statement is done with.
    private static func sameUUIDs(_ db: Database, _ statistics: ColumnStatistics) throws -> [String] {
        guard statistics.uuidForms.count > 1 else { return [] }
        let c = quoteIdentifier(statistics.column)
        return try String.fetchAll(db, sql: """
            SELECT group_concat(quote(\(c)), ' and ') FROM \(quoteIdentifier(statistics.table))
            GROUP BY \(ConversionSQL.uuidText(c, uppercase: false)) HAVING count(*) > 1 LIMIT \(sampleLimit)
            """)
    }

    /// `PRAGMA foreign_key_check(table)`, counted per foreign key. It reports violations
    /// whether or not `PRAGMA foreign_keys` is on.
    private static func orphanCounts(_ db: Database, table: Table) throws -> [OrphanCount] {
        var counts: [Int: OrphanCount] = [:]
        let cursor = try Row.fetchCursor(db, sql: "PRAGMA foreign_key_check(\(quoteIdentifier(table.name)))")
        while let row = try cursor.next() {
            let id: Int = row[3]
            let rowid: Int64? = row[1]
            let foreignKey = id < table.foreignKeys.count ? table.foreignKeys[id] : nil  // fkid is foreign_key_list's id
            var count = counts[id] ?? OrphanCount(
                table: table.name, parentTable: row[2], columns: foreignKey?.columns ?? [], count: 0, sampleRowids: [])
            count.count += 1
            if let rowid, count.sampleRowids.count < sampleLimit { count.sampleRowids.append(rowid) }
            counts[id] = count
        }
        // The commonest value of a single-column reference's orphans, for the hint that it may
        // be the app's "none".
        for id in counts.keys {
            guard id < table.foreignKeys.count, table.foreignKeys[id].columns.count == 1, table.foreignKeys[id].parentColumns.count == 1 else { continue }
            let foreignKey = table.foreignKeys[id]
            let child = quoteIdentifier(table.name), column = quoteIdentifier(foreignKey.columns[0])
            let commonest = try Row.fetchOne(db, sql: """
                SELECT \(child).\(column), count(*) FROM \(child) WHERE \(child).\(column) IS NOT NULL AND NOT EXISTS \
                (SELECT 1 FROM \(quoteIdentifier(foreignKey.parentTable)) AS p WHERE p.\(quoteIdentifier(foreignKey.parentColumns[0])) = \(child).\(column)) \
                GROUP BY 1 ORDER BY 2 DESC LIMIT 1
                """)
            counts[id]?.noteCommonest(commonest.flatMap { Int64.fromDatabaseValue($0[0] as DatabaseValue) }, rows: commonest?[1] ?? 0)
        }
        return counts.keys.sorted().map { counts[$0]! }
    }
}

/// What the audit looks at in a text key's UTF-8 bytes.
private struct TextKey {
    enum UUIDForm { case lowercase, uppercase }

    /// A byte outside ASCII, or a NUL (which SQLite's length() stops at): no record name.
    var nonASCII = false
    /// UUID-shaped (8-4-4-4-12 hexadecimal digits), and whether any digit is an uppercase letter.
    var uuid: UUIDForm?
    /// UUID-shaped and starting with the deterministic scheme's prefix; the twelve digits after
    /// it may be lowercase or uppercase.
    var zeroPrefix = false

    init(_ bytes: UnsafeRawBufferPointer) {
        var hex = bytes.count == 36
        var uppercase = false
        var zeros = hex
        for offset in bytes.indices {
            let byte = bytes[offset]
            if byte >= 0x80 || byte == 0 { nonASCII = true }
            guard hex else { continue }
            let dash = offset == 8 || offset == 13 || offset == 18 || offset == 23
            if offset < 24, byte != (dash ? UInt8(ascii: "-") : UInt8(ascii: "0")) { zeros = false }
            switch byte {
            case UInt8(ascii: "-"): hex = dash
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"): hex = !dash
            case UInt8(ascii: "A")...UInt8(ascii: "F"): hex = !dash; uppercase = true
            default: hex = false
            }
        }
        if hex {
            uuid = uppercase ? .uppercase : .lowercase
            zeroPrefix = zeros
        }
    }
}

/// What `Z_PRIMARYKEY` says of a Core Data store's entities: the table that holds each one's
/// rows, its root entity's (entities of one hierarchy share it: single-table inheritance).
package struct CoreDataEntities: Sendable, Equatable {
    /// By entity number (`Z_ENT`).
    package var tables: [Int64: String] = [:]
    /// By entity name (`Z_NAME`, as the model spells it: `ICFolder`).
    package var roots: [String: String] = [:]

    package init(tables: [Int64: String] = [:], roots: [String: String] = [:]) {
        self.tables = tables
        self.roots = roots
    }

    /// The tables of the entities a to-one column `Z<NAME>` names, as Core Data names its columns
    /// for relationships: the relationship's name, uppercased, a digit after it when another
    /// property of the table took it (`ZACCOUNT2`). A relationship is mostly named for its
    /// destination (`folder` → `ICFolder`, `store` → `Store`), its class prefix dropped
    /// (`IC`, `SF`, `NS`: two or three capitals before a capitalized word). Only the whole name:
    /// a relationship whose name ends with an entity's may point elsewhere (Kik's
    /// `KIKUser.chatUser` is a chat), and the table names are matched that way already.
    func tables(namedBy column: String) -> Set<String> {
        var name = column.uppercased()
        guard name.hasPrefix("Z"), !name.hasPrefix("Z_") else { return [] }
        name.removeFirst()
        while let last = name.last, last.isASCII, last.isNumber { name.removeLast() }
        guard !name.isEmpty else { return [] }
        var found: Set<String> = []
        for (entity, table) in roots {
            let forms = [entity.uppercased(), Self.withoutClassPrefix(entity).uppercased()]
            if forms.contains(name) {
                found.insert(table)
            }
        }
        return found
    }

    /// `ICFolder` → `Folder`, `SFNoteTag` → `NoteTag`: a class prefix of two or three capitals
    /// before a capitalized word, dropped; a name without one as it is.
    static func withoutClassPrefix(_ name: String) -> String {
        let characters = Array(name)
        for length in [3, 2] where characters.count > length + 1 {
            let prefix = characters[..<length], next = characters[length], after = characters[length + 1]
            if prefix.allSatisfy({ $0.isASCII && $0.isUppercase }), next.isUppercase, after.isLowercase {
                return String(characters[length...])
            }
        }
        return name
    }
}
