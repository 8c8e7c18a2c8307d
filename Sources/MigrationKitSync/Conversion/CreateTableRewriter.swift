import Foundation
import MigrationKit
import MigrationKitGRDB

/// Rewrites one table's `CREATE TABLE` statement token by token for the conversion, keeping
/// every byte it does not have to change: CHECK, COLLATE, DEFAULT, generated columns,
/// comments, quoting, `STRICT`, `WITHOUT ROWID`.
///
/// What changes:
/// - the table name, to the temporary name the new table is created under;
/// - the converted key column: `<name> TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (…)`,
///   keeping its CHECK, COLLATE and REFERENCES clauses (AUTOINCREMENT goes);
/// - a table-level `PRIMARY KEY (…)`, named or not, is removed;
/// - a table without a single key gets a new key column first, `"id"` unless a column has that
///   name (``DatabaseSchema/Table/addedKeyName``; old composite key columns of a
///   WITHOUT ROWID table keep their implicit NOT NULL, now written out);
/// - converted foreign-key columns become `TEXT` (an integer DEFAULT becomes its UUID);
/// - columns taken back (a reference converted by mistake) become `INTEGER` again;
/// - with `dropUnique`, UNIQUE constraints are removed and become plain indexes.
///
/// Anything it cannot parse with certainty is a refusal naming the table, never a guess; and the
/// result is checked against `PRAGMA table_xinfo` (``expectedColumns``) before any row moves.
struct CreateTableRewriter {
    let table: Table
    let temporaryName: String
    /// The key column to convert to UUID text, or nil.
    let convertedKey: String?
    /// Whether to add a key (tables without a key, or with a composite one), named
    /// ``DatabaseSchema/Table/addedKeyName``.
    let addsKey: Bool
    /// Foreign-key columns to convert, lowercased.
    let convertedColumns: Set<String>
    /// Columns a conversion made TEXT as references, taken back (``CarriedReference``),
    /// lowercased: `INTEGER` again. The type they had before is not kept (the conversion wrote
    /// `TEXT` over it); `INTEGER` gives the old ids the affinity they had. A DEFAULT that is a
    /// key of the deterministic scheme becomes its old id again.
    var revertedColumns: Set<String> = []
    /// The converted columns declared with `--reference`, by lowercased name. A DEFAULT equal to
    /// a declaration's none value becomes NULL or stays, as its values do (issue 21: `parent_id
    /// INTEGER NOT NULL DEFAULT 0`).
    var declarations: [String: ReferenceDeclaration] = [:]
    /// The converted columns whose integer DEFAULT is the key of a row of their parent, by
    /// lowercased name, with that parent (``DataStatistics/defaultKeys``): carried as the row's
    /// new key.
    var keyDefaults: [String: String] = [:]
    let options: ConversionOptions

    struct Result {
        let sql: String
        /// `PRAGMA table_xinfo` of the new table, row by row, as SQL literals:
        /// (cid, name, type, notnull, dflt_value, pk, hidden).
        let expectedColumns: [[String]]
        /// Plain or unique indexes that replace removed constraints, on the table's real name.
        let indexes: [String]
    }

    /// The DEFAULT expression of new keys, as written inside `DEFAULT (…)`.
    var keyDefault: String {
        options.uuidDefault == .function ? "uuid()" : ConversionSQL.portableUUID
    }

    var keyDefinitionTail: String {
        "TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (\(keyDefault))"
    }

    /// The rewrite; `names` hands out the names of the indexes it creates.
    func rewrite(names: inout NameAllocator) throws -> Result {
        guard let statement = CreateTableStatement(table.sql) else {
            throw refusal("its CREATE TABLE statement has no column list this rewriter can read")
        }
        let tokens = statement.tokens
        var edits: [(range: Range<Int>, text: String)] = []
        var indexes: [String] = []
        var addedNotNull: Set<String> = []

        // The table name: from after TABLE [IF NOT EXISTS] to before "(".
        let words = (0..<statement.openParenthesis).filter { !tokens[$0].isTrivia }
        guard let tableKeyword = words.firstIndex(where: { tokens[$0].isKeyword("TABLE") }) else {
            throw refusal("its CREATE TABLE statement has no TABLE keyword where expected")
        }
        var nameStart = tableKeyword + 1
        if nameStart + 2 < words.count, tokens[words[nameStart]].isKeyword("IF") { nameStart += 3 }
        guard nameStart < words.count else { throw refusal("its CREATE TABLE statement names no table") }
        edits.append((words[nameStart]..<(words[words.count - 1] + 1), quoteIdentifier(temporaryName)))

        // Column definitions.
        for definition in statement.columns {
            let lowercased = definition.name.sqlFolded
            let isKey = convertedKey?.sqlFolded == lowercased
            let isConverted = convertedColumns.contains(lowercased)
            let isReverted = revertedColumns.contains(lowercased)
            let isOldCompositeColumn = addsKey && table.primaryKey.columns.contains { $0.sqlFolded == lowercased }
            let dropsUnique = options.dropUnique && tokens[definition.range].contains { $0.isKeyword("UNIQUE") }
            guard isKey || isConverted || isReverted || isOldCompositeColumn || dropsUnique else { continue }
            guard let parts = statement.parts(of: definition) else {
                throw refusal("the definition of column \(quoteIdentifier(definition.name)) is not one this rewriter can read")
            }
            if isKey {
                edits.append((parts.body, keyColumn(parts, statement)))
                continue
            }
            /// The column's type becomes `type`, and its DEFAULT what `value` makes of it.
            func retype(_ type: String, default value: (String) throws -> String) rethrows {
                if let range = parts.type {
                    edits.append((range, type))
                } else {
                    edits.append((parts.name..<(parts.name + 1), tokens[parts.name].text + " " + type))
                }
                if let range = parts.constraints.first(where: { $0.kind == .defaultValue })?.valueRange {
                    let text = tokens[range].map(\.text).joined()
                    let changed = try value(text)
                    if changed != text { edits.append((range, changed)) }
                }
            }
            if isReverted {
                retype("INTEGER") { Self.oldIDDefault($0) ?? $0 }
            }
            if isConverted {
                try retype("TEXT") { try convertedDefault($0, column: definition.name) }
                // A relation declared with its action (a Core Data model's): now a foreign key.
                if let declaration = declarations[lowercased], let action = declaration.declaredOnDelete, let key = declaration.parentColumn,
                   !parts.constraints.contains(where: { $0.kind == .references }) {
                    edits.append((parts.body.upperBound..<parts.body.upperBound,
                                  " REFERENCES \(quoteIdentifier(declaration.parentTable))(\(quoteIdentifier(key))) ON DELETE \(action.rawValue)"))
                }
            }
            if isOldCompositeColumn && table.isWithoutRowid && !parts.constraints.contains(where: { $0.kind == .notNull }) {
                // The key of a WITHOUT ROWID table is NOT NULL without saying so; its columns
                // stay NOT NULL once they are no longer the key.
                edits.append((parts.body.upperBound..<parts.body.upperBound, " NOT NULL"))
                addedNotNull.insert(lowercased)
            }
            if dropsUnique {
                for constraint in parts.constraints where constraint.kind == .unique {
                    // The space before the constraint goes with it (not a line break).
                    var range = constraint.range
                    if range.lowerBound > 0, tokens[range.lowerBound - 1].kind == .whitespace, !tokens[range.lowerBound - 1].text.contains("\n") {
                        range = (range.lowerBound - 1)..<range.upperBound
                    }
                    edits.append((range, kept(range, in: tokens)))
                    indexes.append(plainIndex(on: [quoteIdentifier(definition.name)], suffix: definition.name, unique: false, names: &names))
                }
            }
        }

        // Table constraints: the old key goes; UNIQUE goes on request.
        for constraint in statement.constraints {
            let isKeyConstraint = constraint.kind == .primaryKey && (convertedKey != nil || addsKey)
            let isDroppedUnique = constraint.kind == .unique && options.dropUnique
            guard isKeyConstraint || isDroppedUnique else { continue }
            let comma = constraint.range.lowerBound - 1  // the separator before the segment
            edits.append((comma..<constraint.range.upperBound, kept(comma..<constraint.range.upperBound, in: tokens)))
            if isKeyConstraint && addsKey {
                let terms = try parenthesizedTerms(of: constraint, in: statement)
                indexes.append(plainIndex(on: [terms], suffix: table.primaryKey.columns.joined(separator: "_"), unique: !options.dropUnique, names: &names))
            } else if isDroppedUnique {
                let terms = try parenthesizedTerms(of: constraint, in: statement)
                indexes.append(plainIndex(on: [terms], suffix: "unique", unique: false, names: &names))
            }
        }

        // The new key, first.
        if addsKey {
            let after = statement.openParenthesis + 1
            let definition = quoteIdentifier(table.addedKeyName) + " " + keyDefinitionTail
            if after < tokens.count, tokens[after].kind == .whitespace {
                edits.append((after..<after, tokens[after].text + definition + ","))
            } else {
                edits.append((after..<after, definition + ", "))
            }
        }

        return Result(
            sql: CreateTableStatement.text(of: tokens, editing: edits),
            expectedColumns: expectedColumns(addedNotNull: addedNotNull),
            indexes: indexes)
    }

    // MARK: - Pieces

    /// The key column's new definition: its name as written, the new type and constraints,
    /// and the CHECK, COLLATE and REFERENCES clauses it had, in their order.
    private func keyColumn(_ parts: ColumnDefinitionParts, _ statement: CreateTableStatement) -> String {
        let tokens = statement.tokens
        var text = tokens[parts.name].text + " " + keyDefinitionTail
        var keptRanges: [Range<Int>] = []
        for constraint in parts.constraints where [.check, .collate, .references].contains(constraint.kind) {
            text += " " + tokens[constraint.range].map(\.text).joined()
            keptRanges.append(constraint.range)
        }
        // Comments elsewhere in the definition stay too.
        for index in parts.body where tokens[index].kind == .comment && !keptRanges.contains(where: { $0.contains(index) }) {
            text += " " + commentText(tokens[index])
        }
        return text
    }

    /// What stays of a removed range: its comments.
    private func kept(_ range: Range<Int>, in tokens: [SQLToken]) -> String {
        tokens[range].filter { $0.kind == .comment }.map { " " + commentText($0) }.joined()
    }

    /// A comment as it can be placed anywhere: a `--` comment keeps its line break, so it
    /// cannot swallow what follows it.
    private func commentText(_ token: SQLToken) -> String {
        token.isLineComment ? token.text + "\n" : token.text
    }

    /// The text inside the parentheses of a table constraint, e.g. `"a", "b" COLLATE NOCASE`.
    private func parenthesizedTerms(of constraint: CreateTableStatement.TableConstraint, in statement: CreateTableStatement) throws -> String {
        let tokens = statement.tokens
        guard let open = constraint.range.first(where: { tokens[$0].text == "(" }) else {
            throw refusal("a table constraint has no column list")
        }
        var depth = 0
        for index in open..<constraint.range.upperBound where tokens[index].kind == .punctuation {
            if tokens[index].text == "(" { depth += 1 }
            if tokens[index].text == ")" {
                depth -= 1
                if depth == 0 {
                    return tokens[(open + 1)..<index].map(\.text).joined().trimmingCharacters(in: .whitespacesAndNewlines)
                }
            }
        }
        throw refusal("a table constraint's column list is not closed")
    }

    private func plainIndex(on terms: [String], suffix: String, unique: Bool, names: inout NameAllocator) -> String {
        let name = names.name("\(table.name)_\(suffix)")
        return "CREATE \(unique ? "UNIQUE " : "")INDEX \(quoteIdentifier(name)) ON \(quoteIdentifier(table.name)) (\(terms.joined(separator: ", ")));"
    }

    /// A converted foreign key's DEFAULT, as ``carriedDefault(_:column:declaration:options:)``
    /// decides it for this table; a refusal is thrown.
    private func convertedDefault(_ value: String, column: String) throws -> String {
        switch Self.carriedDefault(value, column: column, declaration: declarations[column.sqlFolded], parentRow: keyDefaults[column.sqlFolded], options: options) {
        case .success(let converted): return converted
        case .failure(let reason): throw refusal(reason.message, .convertedDefault)
        }
    }

    /// Why a DEFAULT cannot be carried: the message, after the table's name.
    struct UncarriedDefault: Error { let message: String }

    /// A converted foreign key's DEFAULT: NULL stays; an integer becomes its UUID under the
    /// deterministic scheme; the key of a row of the parent (`parentRow`: that parent, from
    /// ``DataStatistics/defaultKeys``) becomes that row's new key under the salted scheme and in a
    /// repair, written in on the device (``NewKeyDefault``); anything else cannot be carried: a
    /// value that names no row (`0`, `-1`: the app's "none") has no new key but the
    /// deterministic scheme's, and under the random scheme a row's new key exists only where
    /// the row does. The catalog's `converted-default` check asks this before anything is
    /// written, for every such column at once; the rewriter asks again.
    ///
    /// A DEFAULT equal to the declared none value is that value: NULL when it becomes NULL, else
    /// the DEFAULT as written. A kept none value is stored as the text `'0'` once the column is
    /// TEXT, in the copied rows and in a row inserted with the DEFAULT alike (TEXT affinity
    /// turns the integer into text), so the two compare equal.
    static func carriedDefault(_ value: String, column: String, declaration: ReferenceDeclaration?, parentRow: String?, options: ConversionOptions) -> Swift.Result<String, UncarriedDefault> {
        if value.uppercased() == "NULL" { return .success(value) }
        // A polymorphic reference's DEFAULT names no type: it stays as it is, as the values of
        // a type no parent is listed for do.
        if declaration?.selectedBy != nil { return .success(value) }
        let integer = integerLiteral(value)
        if let none = declaration?.none, integer == none.value {
            return .success(none.becomesNull ? "NULL" : value)
        }
        if let parent = parentRow, let integer, ConversionSQL.printfKey(prefix: ConversionSQL.zeroPrefix, integer) != nil {
            if options.idScheme == .salted || declaration?.repairsConvertedKey == true {
                return .success(NewKeyDefault(parentTable: parent, value: integer).placeholder)
            }
            if options.idScheme == .random {
                // A device whose parent lost that row would have no key to write: the
                // conversion would fail there, at launch.
                return .failure(UncarriedDefault(message: "column \(quoteIdentifier(column)) references a converted key and has DEFAULT \(value), a key of \(quoteIdentifier(parent)); the random scheme draws new keys row by row, so a device that deleted that row has no key to write in the DEFAULT, and its conversion would fail; use \(SuggestedOption.idScheme(.salted).name(options.optionNames)), which carries it (its keys keep the old id), or change or drop the default first"))
            }
        }
        if options.idScheme == .deterministic, let integer, let key = ConversionSQL.printfKey(prefix: ConversionSQL.zeroPrefix, integer) {
            return .success(ConversionSQL.literal(key))
        }
        var fix = "change or drop the default first"
        if options.idScheme == .salted {
            fix += ", or use \(SuggestedOption.idScheme(.deterministic).name(options.optionNames)) (its keys do not depend on the device)"
        }
        if let declaration, declaration.none == nil, let integer {
            // The app's "none" value as a DEFAULT (parent_id INTEGER NOT NULL DEFAULT 0).
            let path = ColumnPath(table: declaration.table, column: declaration.column)
            fix = "if \(integer) means no row, declare it as the none value: \(SuggestedOption.noneValue(path, integer, becomesNull: true).name(options.optionNames)) (it becomes NULL; the column must accept NULL) or \(SuggestedOption.noneValue(path, integer, becomesNull: false).name(options.optionNames)) (it stays as it is); otherwise " + fix
        }
        return .failure(UncarriedDefault(message: "column \(quoteIdentifier(column)) references a converted key and has DEFAULT \(value), which the \(options.idScheme.rawValue) scheme cannot carry; \(fix)"))
    }

    /// A DEFAULT of a column taken back that the deterministic scheme wrote as a key
    /// (`'00000000-0000-0000-0000-000000000001'`): its old id, `1`; nil for anything else, which
    /// stays as it is (NULL, a kept none value; a salted key is never a DEFAULT).
    static func oldIDDefault(_ text: String) -> String? {
        var text = text.trimmingCharacters(in: .whitespaces)
        while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
        guard text.count == 38, text.hasPrefix("'" + ConversionSQL.zeroPrefix), text.hasSuffix("'") else { return nil }
        let digits = text.dropFirst(1 + ConversionSQL.zeroPrefix.count).dropLast()
        guard digits.allSatisfy({ $0.isHexDigit && !$0.isUppercase }), let value = Int64(digits, radix: 16) else { return nil }
        return String(value)
    }

    /// The integer a DEFAULT literal stands for: `0`, `-1`, `'0'`, `(0)`; nil for anything else.
    static func integerLiteral(_ text: String) -> Int64? {
        var text = text.trimmingCharacters(in: .whitespaces)
        while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
        if text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") { text = String(text.dropFirst().dropLast()) }
        return Int64(text)
    }

    /// `PRAGMA table_xinfo` the new table must have.
    private func expectedColumns(addedNotNull: Set<String>) -> [[String]] {
        var rows: [[String]] = []
        if addsKey {
            rows.append(["0", ConversionSQL.literal(table.addedKeyName), "'TEXT'", "1", ConversionSQL.literal(keyDefault), "1", "0"])
        }
        let hiddenCode: [Column.Generated: String] = [.no: "0", .hidden: "1", .virtual: "2", .stored: "3"]
        for (offset, column) in table.columns.enumerated() {
            let lowercased = column.name.sqlFolded
            var type = column.declaredType, notNull = column.isNotNull, defaultValue = column.defaultSQL, key = column.primaryKeyPosition
            var expectedDefault: String?
            if convertedKey?.sqlFolded == lowercased {
                type = "TEXT"; notNull = true; defaultValue = keyDefault; key = 1
            } else if revertedColumns.contains(lowercased) {
                type = "INTEGER"
                if let value = defaultValue, let old = Self.oldIDDefault(value) { defaultValue = old }
                if addsKey { key = 0 }
            } else {
                if convertedColumns.contains(lowercased) {
                    type = "TEXT"
                    if let value = defaultValue, let converted = try? convertedDefault(value, column: column.name) {
                        defaultValue = converted
                        // The new key written in on the device, read there from the same table.
                        if let key = NewKeyDefault(literal: converted) {
                            expectedDefault = key.expectedDefault
                        }
                    }
                }
                if addsKey { key = 0 }
                if addedNotNull.contains(lowercased) { notNull = true }
            }
            rows.append([
                String(offset + (addsKey ? 1 : 0)), ConversionSQL.literal(column.name), ConversionSQL.literal(type),
                notNull ? "1" : "0", expectedDefault ?? defaultValue.map(ConversionSQL.literal) ?? "NULL", String(key), hiddenCode[column.generated]!,
            ])
        }
        return rows
    }

    private func refusal(_ reason: String, _ refusal: ConversionRefusal = .unreadableStatement) -> ConversionError {
        .refused([refusal.reason(table.name, "\(quoteIdentifier(table.name)): \(reason).")])
    }
}
