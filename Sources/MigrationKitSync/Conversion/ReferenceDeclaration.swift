import MigrationKit
import MigrationKitGRDB

/// A relation the schema does not declare (no REFERENCES clause: Anki's `cards.nid → notes.id`,
/// Firefox's `moz_historyvisits.place_id → moz_places.id`, Calibre's link tables), declared for
/// the conversion so that the column is converted exactly like a foreign key to the parent's key.
/// No REFERENCES clause is added: the relation stays as the app kept it, with UUID text on both
/// sides. `generate --reference TABLE.COLUMN=PARENT[.COLUMN]`.
public struct ReferenceDeclaration: Sendable, Hashable, CustomStringConvertible {
    public var table: String
    public var column: String
    public var parentTable: String
    /// The parent's key column; nil for its primary key. It must be the key the conversion
    /// converts.
    public var parentColumn: String?
    /// A value of the column that means "no row" (Anki's `0`), and what it becomes.
    public var none: NoneValue?
    /// Set when the declaration is resolved against a schema whose parent was converted before
    /// (its key is text, its prefix recorded in `migrationkit_key_prefixes`): the column still
    /// holds the old ids, and the conversion repairs it into the parent's keys,
    /// `prefix || printf('%012x', old id)`, without touching the parent.
    var repairsConvertedKey = false
    /// Set when the column was carried by the conversion as a reference to another parent (this
    /// table, its keys made by the recorded prefix): the conversion re-points it, each key
    /// `fromPrefix || hex` becoming `toPrefix || hex` (issue 37: a wrong parent taken back).
    var repointedFrom: String? = nil
    /// Set for one type of a ``PolymorphicReference``: the declaration converts only the rows
    /// whose type column holds this value; the others are another type's, or keep their values.
    package var selectedBy: TypeSelection? = nil
    /// When set, the converted table declares the relation: `REFERENCES parent(key) ON DELETE`
    /// this action, so that the audit and a sync engine see it (a Core Data model's relation,
    /// ``CoreDataModel/answers(for:)``). Nil: no clause is added, the relation stays as the app
    /// kept it.
    package var declaredOnDelete: DatabaseSchema.ForeignKey.Action? = nil
    /// Why the converted table does not declare a relation whose parent a model gives
    /// exactly (a cycle SyncEngine refuses), for the audit to say (`core-data-plain-relation`).
    package var undeclaredBecause: String? = nil

    /// A value that means "no row": it is no orphan, and it becomes NULL or stays as it is.
    public struct NoneValue: Sendable, Hashable {
        public var value: Int64
        /// True: the value becomes NULL (the column must be nullable). False: it is kept as it is
        /// (an integer in a column now TEXT, which SQLite stores as the text `'0'`).
        public var becomesNull: Bool

        public init(_ value: Int64, becomesNull: Bool) {
            self.value = value
            self.becomesNull = becomesNull
        }
    }

    public init(table: String, column: String, parentTable: String, parentColumn: String? = nil, none: NoneValue? = nil) {
        self.table = table
        self.column = column
        self.parentTable = parentTable
        self.parentColumn = parentColumn
        self.none = none
    }

    /// `TABLE.COLUMN=PARENT[.COLUMN]`, names bare or quoted as in SQL (`"my table"."list id"=lists`).
    public init?(parsing text: String) {
        let words = SQLTokenizer.tokenize(text).filter { !$0.isTrivia }
        guard let equals = words.firstIndex(where: { $0.text == "=" }),
              let child = Self.qualifiedName(words[..<equals]), let columnName = child.column,
              let parent = Self.qualifiedName(words[(equals + 1)...])
        else { return nil }
        self.init(table: child.table, column: columnName, parentTable: parent.table, parentColumn: parent.column)
    }

    /// `TABLE.COLUMN=VALUE`: the column and its none value, for `--reference-none` and
    /// `--reference-keep`.
    public static func parseNoneValue(_ text: String) -> (column: ColumnPath, value: Int64)? {
        let words = SQLTokenizer.tokenize(text).filter { !$0.isTrivia }
        guard let equals = words.firstIndex(where: { $0.text == "=" }),
              let child = qualifiedName(words[..<equals]), let column = child.column
        else { return nil }
        let value = words[(equals + 1)...].map(\.text).joined()
        guard let integer = Int64(value) else { return nil }
        return (ColumnPath(table: child.table, column: column), integer)
    }

    /// `NAME` or `NAME.NAME`, each a word or a quoted identifier.
    fileprivate static func qualifiedName(_ words: ArraySlice<SQLToken>) -> (table: String, column: String?)? {
        let names = Array(words)
        func name(_ token: SQLToken) -> String? {
            token.kind == .word || token.kind == .quotedIdentifier ? token.identifier : nil
        }
        switch names.count {
        case 1: return name(names[0]).map { ($0, nil) }
        case 3 where names[1].text == ".": return name(names[0]).flatMap { table in name(names[2]).map { (table, $0) } }
        default: return nil
        }
    }

    /// As the command line writes it: `"cards"."nid"="notes"."id"`.
    public var description: String {
        "\(quoteIdentifier(table)).\(quoteIdentifier(column))=\(quoteIdentifier(parentTable))" + (parentColumn.map { ".\(quoteIdentifier($0))" } ?? "")
    }

    /// The declaration as one `--reference` argument: `cards.nid=notes.id`.
    var commandLineArgument: String {
        shellWord(commandLineName(table, column) + "=" + commandLineName(parentTable, parentColumn))
    }

    /// The declaration as Swift source: `ReferenceDeclaration(table: "cards", column: "nid", parentTable: "notes")`.
    var swiftSource: String {
        "ReferenceDeclaration(table: \(swiftLiteral(table)), column: \(swiftLiteral(column)), parentTable: \(swiftLiteral(parentTable))"
            + (parentColumn.map { ", parentColumn: \(swiftLiteral($0))" } ?? "") + ")"
    }
}

/// A column by its table's name and its own: `TABLE.COLUMN` on the command line.
///
/// Two paths are equal, and hash alike, when they name the same column as SQLite compares names
/// (``SQLName``): `Lists.ID` and `lists.id` are one column, in a set or as a dictionary's key.
public struct ColumnPath: Sendable, Hashable, CustomStringConvertible {
    private var tableName: SQLName
    private var columnName: SQLName

    /// The table, as spelled.
    public var table: String {
        get { tableName.spelling }
        set { tableName = SQLName(newValue) }
    }
    /// The column, as spelled.
    public var column: String {
        get { columnName.spelling }
        set { columnName = SQLName(newValue) }
    }

    public init(table: String, column: String) {
        self.tableName = SQLName(table)
        self.columnName = SQLName(column)
    }

    /// `TABLE.COLUMN`, names bare or quoted as in SQL.
    public init?(parsing text: String) {
        let words = SQLTokenizer.tokenize(text).filter { !$0.isTrivia }
        guard let name = ReferenceDeclaration.qualifiedName(words[...]), let column = name.column else { return nil }
        self.init(table: name.table, column: column)
    }

    /// `"table"."column"`.
    public var description: String { "\(quoteIdentifier(table)).\(quoteIdentifier(column))" }

    /// The column as one command-line argument: `cards.nid`.
    var commandLineArgument: String { shellWord(commandLineName(table, column)) }

    /// Whether this names `column` of `table` (ASCII case-insensitive, as SQLite compares names).
    public func names(_ table: String, _ column: String) -> Bool {
        tableName.names(table) && columnName.names(column)
    }
}

extension DatabaseSchema {
    /// This schema with `references` added to their tables as foreign keys
    /// (``ForeignKey/declaration`` set), so that the conversion treats them as it treats declared
    /// ones. Throws ``ConversionError/invalidReference(_:declared:reason:)`` for a declaration that names
    /// what does not exist, is already declared, or points at a key the conversion does not convert.
    ///
    /// A parent converted before, whose prefix `convertedKeys` records, is a repair: a column that
    /// still holds its old ids is converted into its keys (the parent stays as it is), and a
    /// column already TEXT was carried then and needs nothing. A parent with text keys and no
    /// prefix recorded (the random scheme keeps no old id) cannot be repaired.
    public func declaring(
        _ references: [ReferenceDeclaration], scope: ConversionScope, optionNames: ConversionOptions.OptionNames = .swift,
        convertedKeys: ConvertedKeys = ConvertedKeys([])
    ) throws -> DatabaseSchema {
        guard !references.isEmpty else { return self }
        var tables = self.tables
        var declared: Set<String> = []
        for reference in references {
            func invalid(_ reason: String) -> ConversionError {
                .invalidReference(ColumnPath(table: reference.table, column: reference.column), declared: reference, reason: reason)
            }
            guard let index = tables.firstIndex(where: { $0.name.sqlFolded == reference.table.sqlFolded }) else {
                throw invalid("there is no table \(quoteIdentifier(reference.table))")
            }
            let table = tables[index]
            guard let column = table.column(reference.column) else {
                throw invalid("\(quoteIdentifier(table.name)) has no column \(quoteIdentifier(reference.column))")
            }
            guard let parent = self.table(reference.parentTable) else {
                throw invalid("there is no table \(quoteIdentifier(reference.parentTable))")
            }
            guard scope.includes(table.name), scope.includes(parent.name) else {
                throw invalid("\(quoteIdentifier(scope.includes(table.name) ? parent.name : table.name)) is left out of the conversion")
            }
            let key: Column
            var repairs = false
            if let integerKey = convertedKey(of: parent) {
                key = integerKey
            } else if let textKey = convertedBefore(parent) {
                if let parentColumn = reference.parentColumn, parentColumn.sqlFolded != textKey.name.sqlFolded {
                    throw invalid("\(quoteIdentifier(parent.name)).\(quoteIdentifier(parentColumn)) is not its key \(quoteIdentifier(textKey.name)); only a reference to the key can be repaired")
                }
                // Text already: carried by the conversion of its parent, or repaired since. Kept
                // as a declared relation, so that it is rewritten with its parent's keys if they
                // are not in the client's form (``ConversionOptions/keyRepresentations``) and
                // checked like one; otherwise nothing changes for it.
                if column.affinity == .text || column.affinity == .blob {
                    guard declared.insert("\(table.name.sqlFolded).\(column.name.sqlFolded)").inserted else {
                        throw invalid("it is declared twice")
                    }
                    guard !table.foreignKeys.contains(where: { $0.columns.contains { $0.sqlFolded == column.name.sqlFolded } }) else { continue }
                    var resolved = reference
                    resolved.table = table.name
                    resolved.column = column.name
                    resolved.parentTable = parent.name
                    resolved.parentColumn = textKey.name
                    tables[index].foreignKeys.append(ForeignKey(
                        table: table.name, columns: [column.name], parentTable: parent.name, parentColumns: [textKey.name],
                        parentColumnsImplicit: false, onDelete: .noAction, onUpdate: .noAction, declaration: resolved))
                    continue
                }
                guard convertedKeys.derivation(of: parent.name) != nil else {
                    throw invalid("\(quoteIdentifier(parent.name)) has text keys that keep no old id (no prefix is recorded for it in \(keyPrefixesTableName): it was converted with the random scheme, or its keys were never integers), so the integers of \(quoteIdentifier(table.name)).\(quoteIdentifier(column.name)) cannot be turned into its keys; restore the relation from a copy made before the conversion")
                }
                key = textKey
                repairs = true
            } else {
                throw invalid("\(quoteIdentifier(parent.name)) has no integer key for the conversion to convert")
            }
            if let parentColumn = reference.parentColumn, parentColumn.sqlFolded != key.name.sqlFolded {
                throw invalid("\(quoteIdentifier(parent.name)).\(quoteIdentifier(parentColumn)) is not its key \(quoteIdentifier(key.name)); only a reference to the converted key can be converted")
            }
            guard declared.insert("\(table.name.sqlFolded).\(column.name.sqlFolded)").inserted else {
                throw invalid("it is declared twice")
            }
            // A column inside a foreign key of several columns (Room's (statusId, accountId))
            // references that key's parent, not the table its own values are keys of: it can be
            // answered, and must be, when the other side of its pair is converted
            // (``ConversionRefusal/compositeReferenceHalfConverted``).
            guard !table.foreignKeys.contains(where: { $0.declaration == nil && $0.columns.count == 1 && $0.columns[0].sqlFolded == column.name.sqlFolded }) else {
                throw invalid("\(quoteIdentifier(table.name)).\(quoteIdentifier(column.name)) already declares a foreign key")
            }
            guard column.affinity == .integer || column.affinity == .numeric || column.declaredType.isEmpty, column.generated == .no || column.generated == .hidden else {
                throw invalid("\(quoteIdentifier(table.name)).\(quoteIdentifier(column.name)) is \(column.generated == .no ? "a column of type \(column.declaredType)" : "a generated column"), not an integer column the conversion can rewrite")
            }
            if let none = reference.none, none.becomesNull, column.isNotNull {
                throw invalid("\(quoteIdentifier(table.name)).\(quoteIdentifier(column.name)) is NOT NULL, so its none value \(none.value) cannot become NULL; keep it instead (\(SuggestedOption.keptNoneValue.name(optionNames)))")
            }
            // A parent that keeps its keys (Core Data's `Z_PRIMARYKEY`: a `Z_ENT` answered as a
            // reference to its key, which it is) needs nothing: the column keeps naming its row.
            // The answer, checked as any other, is taken as a no-op, which `generate` says.
            if keepsItsKeys(parent.name) { continue }
            var resolved = reference
            resolved.table = table.name
            resolved.column = column.name
            resolved.parentTable = parent.name
            resolved.parentColumn = key.name
            resolved.repairsConvertedKey = repairs
            tables[index].foreignKeys.append(ForeignKey(
                table: table.name, columns: [column.name], parentTable: parent.name, parentColumns: [key.name],
                parentColumnsImplicit: false, onDelete: .noAction, onUpdate: .noAction, declaration: resolved))
        }
        return DatabaseSchema(tables: tables, virtualTables: virtualTables, views: views, triggers: triggers, objectNames: objectNames)
    }

    /// The key of a table that a conversion made text already: a single TEXT key column.
    func convertedBefore(_ table: Table) -> Column? {
        guard case .single(let name, _) = table.primaryKey, let column = table.column(name), column.affinity == .text else { return nil }
        return column
    }
}

/// `table.column` (or `table`) as the command line takes it: bare names where they are plain identifiers,
/// SQL-quoted otherwise.
package func commandLineName(_ table: String, _ column: String?) -> String {
    func name(_ name: String) -> String {
        let isPlain = name.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true
            && name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return isPlain ? name : quoteIdentifier(name)
    }
    return name(table) + (column.map { "." + name($0) } ?? "")
}
