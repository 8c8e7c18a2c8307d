import MigrationKit
import MigrationKitGRDB

/// A reference whose parent a type column chooses row by row (issue 37, item 3): AntennaPod's
/// `DownloadLog.feedfile` holds a key of `Feeds` where `feedfile_type` is 0 and of `FeedMedia`
/// where it is 2; Rails' `commentable_id` beside `commentable_type` (`'Post'`, `'Photo'`);
/// Django's `object_id` beside `content_type_id`; Kodi's `media_id` beside `media_type`
/// (`'movie'`, `'episode'`). No single parent fits such a column: answered with one, the rows of
/// every other type would point at rows they never named.
///
/// The conversion converts each row of a listed type as a declared reference to that type's
/// parent (``ReferenceDeclaration``), in one `CASE` on the type column; the rows of any other
/// type (or a NULL type) keep their values, and `generate` reports them. Type values are
/// compared as text: a type column holding the integer 0 matches `"0"`.
///
/// In `.migrationkit.json`:
///
/// ```json
/// { "column": "DownloadLog.feedfile", "by": "DownloadLog.feedfile_type",
///   "parents": { "0": "Feeds.id", "2": "FeedMedia.id" } }
/// ```
///
/// On the command line, `generate --reference-by
/// DownloadLog.feedfile=DownloadLog.feedfile_type:0=Feeds.id,2=FeedMedia.id`; in an app,
/// ``ConversionOptions/polymorphicReferences``.
public struct PolymorphicReference: Sendable, Hashable, CustomStringConvertible {
    /// The table of the reference and of its type column.
    public var table: String
    /// The column that holds the parents' keys.
    public var column: String
    /// The column of the same table whose value says which parent a row's key belongs to.
    public var typeColumn: String
    /// Each type value, as text, and its parent's key column (the key the conversion converts).
    public var parents: [String: ColumnPath]

    public init(table: String, column: String, typeColumn: String, parents: [String: ColumnPath]) {
        self.table = table
        self.column = column
        self.typeColumn = typeColumn
        self.parents = parents
    }

    /// The type values in order, as the statements and messages list them.
    package var typeValues: [String] { parents.keys.sorted() }

    /// The column, as ``ColumnPath``.
    var columnPath: ColumnPath { ColumnPath(table: table, column: column) }

    /// `"DownloadLog"."feedfile" by "feedfile_type": '0' → "Feeds"."id", '2' → "FeedMedia"."id"`.
    public var description: String {
        "\(columnPath) by \(quoteIdentifier(typeColumn)): " + typeValues.map { "\(quoteLiteral($0)) → \(parents[$0]!)" }.joined(separator: ", ")
    }

    // MARK: - As the command line and the configuration write it

    /// `TABLE.COLUMN=TABLE.TYPECOLUMN:VALUE=PARENT.COLUMN,VALUE=PARENT.COLUMN`, names bare or
    /// quoted as in SQL, a value bare or as a SQL string (`'Admin::User'=admin_users.id`), as
    /// `generate --reference-by` takes it. Throws ``Invalid`` saying what is wrong and how to
    /// write it.
    public init(parsing text: String) throws {
        let form = "write TABLE.COLUMN=TABLE.TYPECOLUMN:VALUE=PARENT.COLUMN,VALUE=PARENT.COLUMN"
        guard let (child, rest) = Self.splitOnce(text, at: "="), let column = ColumnPath(parsing: child) else {
            throw Invalid(message: form)
        }
        guard let (by, list) = Self.splitOnce(rest, at: ":"), let typeColumn = ColumnPath(parsing: by) else {
            throw Invalid(message: "\(form) (the type column, then a colon)")
        }
        var parents: [String: String] = [:]
        var order: [String] = []
        for entry in Self.split(list, at: ",") {
            guard let (value, parent) = Self.splitOnce(entry, at: "=") else { throw Invalid(message: "\(entry.trimmed): \(form)") }
            let typeValue = Self.typeValue(value)
            guard parents[typeValue] == nil else {
                throw Invalid(message: "the type value \(quoteLiteral(typeValue)) is listed twice; give each type one parent")
            }
            parents[typeValue] = parent
            order.append(typeValue)
        }
        self = try Self.make(column: column, by: typeColumn, parents: order.map { ($0, parents[$0]!) })
    }

    /// The reference from its parts as written: the column, the type column (which must be of
    /// the same table), and each type value with `PARENT.COLUMN`. Throws ``Invalid``.
    static func make(column: ColumnPath, by typeColumn: ColumnPath, parents: [(value: String, parent: String)]) throws -> PolymorphicReference {
        guard typeColumn.table.sqlFolded == column.table.sqlFolded else {
            throw Invalid(message: "the type column \(typeColumn) is not in \(quoteIdentifier(column.table)); the type of a row of \(column) must be a column of the same row (\(quoteIdentifier(column.table)).TYPECOLUMN)")
        }
        guard typeColumn.column.sqlFolded != column.column.sqlFolded else {
            throw Invalid(message: "\(column) cannot be its own type column; name the column that says which table a row's key is in")
        }
        guard !parents.isEmpty else {
            throw Invalid(message: "\(column) lists no type value; give each type its parent, as \"0\": \"PARENT.COLUMN\"")
        }
        var resolved: [String: ColumnPath] = [:]
        for (value, text) in parents {
            guard let parent = ColumnPath(parsing: text) else {
                throw Invalid(message: "\"\(text.trimmed)\", the parent of type \(quoteLiteral(value)), is no PARENT.COLUMN; name the parent's key column (\(text.trimmed).id)")
            }
            guard resolved.updateValue(parent, forKey: value) == nil else {
                throw Invalid(message: "the type value \(quoteLiteral(value)) is listed twice; give each type one parent")
            }
        }
        return PolymorphicReference(table: column.table, column: column.column, typeColumn: typeColumn.column, parents: resolved)
    }

    /// A polymorphic reference that cannot be read as written.
    public struct Invalid: Error, Equatable, Sendable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// As one `--reference-by` argument: `DownloadLog.feedfile=DownloadLog.feedfile_type:0=Feeds.id,2=FeedMedia.id`.
    package var commandLineArgument: String {
        let values = typeValues.map { value in
            let plain = !value.isEmpty && value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
            return (plain ? value : quoteLiteral(value)) + "=" + commandLineName(parents[value]!.table, parents[value]!.column)
        }
        return shellWord(commandLineName(table, column) + "=" + commandLineName(table, typeColumn) + ":" + values.joined(separator: ","))
    }

    /// As a `.migrationkit.json` entry, on one line.
    package var configurationEntry: String {
        "{ \"column\": \(jsonString(commandLineName(table, column))), \"by\": \(jsonString(commandLineName(table, typeColumn))), \"parents\": { "
            + typeValues.map { "\(jsonString($0)): \(jsonString(commandLineName(parents[$0]!.table, parents[$0]!.column)))" }.joined(separator: ", ") + " } }"
    }

    /// As Swift source, for ``ConversionOptions/polymorphicReferences``.
    var swiftSource: String {
        "PolymorphicReference(table: \(swiftLiteral(table)), column: \(swiftLiteral(column)), typeColumn: \(swiftLiteral(typeColumn)), parents: ["
            + typeValues.map { "\(swiftLiteral($0)): ColumnPath(table: \(swiftLiteral(parents[$0]!.table)), column: \(swiftLiteral(parents[$0]!.column)))" }.joined(separator: ", ") + "])"
    }

    // MARK: - Splitting outside quotes

    /// `text` cut at each `separator` that is outside SQL quotes (`'…'`, `"…"`, `` `…` ``, `[…]`).
    private static func split(_ text: String, at separator: Character, maxSplits: Int = .max) -> [String] {
        var parts: [String] = []
        var current = ""
        var closing: Character?
        for character in text {
            if let close = closing {
                if character == close { closing = nil }
            } else if character == separator && parts.count < maxSplits {
                parts.append(current)
                current = ""
                continue
            } else if let close: Character = ["'": "'", "\"": "\"", "`": "`", "[": "]"][character] {
                closing = close
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    /// `text` cut at its first `separator` outside quotes, or nil when it has none.
    private static func splitOnce(_ text: String, at separator: Character) -> (String, String)? {
        let parts = split(text, at: separator, maxSplits: 1)
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    /// A type value as written: a SQL string (`'Admin::User'`) unquoted, anything else trimmed.
    private static func typeValue(_ text: String) -> String {
        let words = SQLTokenizer.tokenize(text).filter { !$0.isTrivia }
        if words.count == 1, words[0].kind == .string, let value = words[0].identifier { return value }
        return text.trimmed
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}

// MARK: - One declaration per type

extension ReferenceDeclaration {
    /// The rows a declaration of a ``PolymorphicReference`` converts: those whose type column
    /// holds `value`, compared as text.
    package struct TypeSelection: Sendable, Hashable {
        /// The type column, in the declaration's table.
        package let column: String
        package let value: String

        /// True for a row of this type: `CAST(type AS TEXT) = 'value'`, `table` qualifying the
        /// column when given (a query over the table by its name, or the copy's old row).
        func condition(qualifiedBy table: String? = nil) -> String {
            "CAST(\(table.map { "\($0)." } ?? "")\(quoteIdentifier(column)) AS TEXT) = \(quoteLiteral(value))"
        }
    }
}

extension PolymorphicReference {
    /// True for a row of no listed type (its type NULL, or any other value), `table` qualifying
    /// the type column when given.
    func unlistedCondition(qualifiedBy table: String? = nil) -> String {
        let type = "\(table.map { "\($0)." } ?? "")\(quoteIdentifier(typeColumn))"
        return "\(type) IS NULL OR CAST(\(type) AS TEXT) NOT IN (\(typeValues.map(quoteLiteral).joined(separator: ", ")))"
    }
}

extension DatabaseSchema {
    /// This schema with each polymorphic reference added to its table as one declared foreign
    /// key per listed type (``ReferenceDeclaration/selectedBy``), so that the conversion treats
    /// each type's rows as it treats a declared reference to that type's parent. Throws
    /// ``ConversionError/invalidPolymorphicReference(_:reason:)``, naming the column and the fix,
    /// for a table, column or type column that does not exist, a parent that is no table, is
    /// left out, or has no integer key the conversion converts, and a column answered twice.
    ///
    /// A column already TEXT whose parents were all converted before was carried by that
    /// conversion: nothing to do. A parent with text keys and a column still INTEGER would be a
    /// repair, which is not made: that parent has no integer key to convert.
    package func declaring(_ references: [PolymorphicReference], scope: ConversionScope) throws -> DatabaseSchema {
        guard !references.isEmpty else { return self }
        var tables = self.tables
        var declared: Set<ColumnPath> = []
        for reference in references {
            func invalid(_ reason: String) -> ConversionError {
                .invalidPolymorphicReference(reference, reason: reason)
            }
            guard let index = tables.firstIndex(where: { $0.name.sqlFolded == reference.table.sqlFolded }) else {
                throw invalid("there is no table \(quoteIdentifier(reference.table))")
            }
            let table = tables[index]
            guard let column = table.column(reference.column) else {
                throw invalid("\(quoteIdentifier(table.name)) has no column \(quoteIdentifier(reference.column))")
            }
            guard let typeColumn = table.column(reference.typeColumn) else {
                throw invalid("\(quoteIdentifier(table.name)) has no column \(quoteIdentifier(reference.typeColumn)), the type column; name the column of \(quoteIdentifier(table.name)) that says which table a row's key is in")
            }
            let location = "\(quoteIdentifier(table.name)).\(quoteIdentifier(column.name))"
            guard declared.insert(ColumnPath(table: table.name, column: column.name)).inserted,
                  !table.foreignKeys.contains(where: { $0.declaration != nil && $0.columns.contains { $0.sqlFolded == column.name.sqlFolded } })
            else {
                throw invalid("it is declared twice; give \(location) one answer: a parent, or a parent per type")
            }
            guard !table.foreignKeys.contains(where: { $0.columns.contains { $0.sqlFolded == column.name.sqlFolded } }) else {
                throw invalid("\(location) already declares a foreign key, to one table; a polymorphic reference declares none")
            }
            guard scope.includes(table.name) else { throw invalid("\(quoteIdentifier(table.name)) is left out of the conversion") }
            var keys: [(value: String, parent: Table, key: Column)] = []
            var carried = 0
            for value in reference.typeValues {
                let named = reference.parents[value]!
                guard let parent = self.table(named.table) else {
                    throw invalid("there is no table \(quoteIdentifier(named.table)), the parent of type \(quoteLiteral(value))")
                }
                guard scope.includes(parent.name) else {
                    throw invalid("\(quoteIdentifier(parent.name)), the parent of type \(quoteLiteral(value)), is left out of the conversion; include it, or leave the type out of \"parents\" (its rows keep their values)")
                }
                if let key = convertedKey(of: parent) {
                    guard named.column.sqlFolded == key.name.sqlFolded else {
                        throw invalid("\(quoteIdentifier(parent.name)).\(quoteIdentifier(named.column)), the parent of type \(quoteLiteral(value)), is not its key \(quoteIdentifier(key.name)); only a reference to the converted key can be converted: \(commandLineName(parent.name, key.name))")
                    }
                    keys.append((value, parent, key))
                } else if convertedBefore(parent) != nil, column.affinity == .text || column.affinity == .blob {
                    carried += 1
                } else {
                    throw invalid("\(quoteIdentifier(parent.name)), the parent of type \(quoteLiteral(value)), has no integer key for the conversion to convert; leave the type out of \"parents\" (its rows keep their values)")
                }
            }
            // Carried by an earlier conversion of its parents: as it is.
            if carried == reference.parents.count { continue }
            guard carried == 0 else {
                throw invalid("\(location) is text, and some of its parents have integer keys; a polymorphic reference is converted with all its parents, in one conversion")
            }
            guard column.affinity == .integer || column.affinity == .numeric || column.declaredType.isEmpty, column.generated == .no || column.generated == .hidden else {
                throw invalid("\(location) is \(column.generated == .no ? "a column of type \(column.declaredType)" : "a generated column"), not an integer column the conversion can rewrite")
            }
            guard typeColumn.name.sqlFolded != column.name.sqlFolded else {
                throw invalid("\(location) cannot be its own type column; name the column that says which table a row's key is in")
            }
            for (value, parent, key) in keys {
                var declaration = ReferenceDeclaration(table: table.name, column: column.name, parentTable: parent.name, parentColumn: key.name)
                declaration.selectedBy = .init(column: typeColumn.name, value: value)
                tables[index].foreignKeys.append(ForeignKey(
                    table: table.name, columns: [column.name], parentTable: parent.name, parentColumns: [key.name],
                    parentColumnsImplicit: false, onDelete: .noAction, onUpdate: .noAction, declaration: declaration))
            }
        }
        return DatabaseSchema(tables: tables, virtualTables: virtualTables, views: views, triggers: triggers, objectNames: objectNames)
    }
}

extension DatabaseSchema.Table {
    /// The polymorphic references declared on this table for the conversion, one per column,
    /// rebuilt from their per-type declarations (``ReferenceDeclaration/selectedBy``).
    var polymorphicReferences: [PolymorphicReference] {
        var found: [String: PolymorphicReference] = [:]
        var order: [String] = []
        for foreignKey in foreignKeys {
            guard let declaration = foreignKey.declaration, let selection = declaration.selectedBy else { continue }
            let key = declaration.column.sqlFolded
            if found[key] == nil {
                found[key] = PolymorphicReference(table: declaration.table, column: declaration.column, typeColumn: selection.column, parents: [:])
                order.append(key)
            }
            found[key]!.parents[selection.value] = ColumnPath(table: declaration.parentTable, column: declaration.parentColumn ?? "")
        }
        return order.map { found[$0]! }
    }
}
