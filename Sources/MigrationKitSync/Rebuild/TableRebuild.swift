import MigrationKitGRDB

/// One table rebuilt, as statement values: the engine both the conversion
/// (`ConversionPlanner`) and the model's transitions (`MigrationKitModel`) use, so that a fix
/// to how a table is rebuilt reaches both.
///
/// SQLite's procedure for a change `ALTER TABLE` cannot make
/// (https://www.sqlite.org/lang_altertable.html#otheralter), with foreign keys off and inside
/// the caller's transaction:
/// 1. create the new table under a temporary name, from the caller's rewritten statement, and
///    (when the caller knows it) check its columns against `PRAGMA table_xinfo` before any row
///    moves;
/// 2. copy every row, keeping its rowid (FTS tables and apps may rely on it; a WITHOUT ROWID
///    table has none), generated columns left to SQLite, each column copied as it is unless the
///    caller gives its new value;
/// 3. drop the old table and give the new one its name, with `legacy_alter_table` on
///    (``renaming(_:)``): SQLite ≥ 3.26 would otherwise re-check the views and triggers that
///    name the table, and fail. The old table is never renamed first, which would make SQLite
///    rewrite its children's REFERENCES;
/// 4. put back the table's indexes and triggers, which DROP TABLE took along
///    (``restoredObjects(removingUnique:)``).
///
/// The checks that the rows are all there are the caller's: it knows what else changed.
package struct TableRebuild: Sendable {
    /// The table as it is before the rebuild.
    package let table: DatabaseSchema.Table
    /// The name the new table is created under, then renamed from.
    package let temporaryName: String
    /// The `CREATE TABLE` statement of the new table, under ``temporaryName``, without `;`.
    package let create: String
    /// `PRAGMA table_xinfo` rows (SQL literals: cid, name, type, notnull, dflt_value, pk,
    /// hidden) the new table must have, or nil for no such check.
    package let expectedColumns: [[String]]?
    /// The triggers of the table, put back after it.
    package let triggers: [DatabaseSchema.Trigger]

    package init(table: DatabaseSchema.Table, temporaryName: String, create: String, expectedColumns: [[String]]?, triggers: [DatabaseSchema.Trigger]) {
        self.table = table
        self.temporaryName = temporaryName
        self.create = create
        self.expectedColumns = expectedColumns
        self.triggers = triggers
    }

    /// What the copy's expressions read the old row by: `"migrationkit_source"."column"`.
    package static let source = quoteIdentifier("migrationkit_source")

    /// The old row's `column`, in a copy's expression.
    package static func old(_ column: String) -> String {
        "\(source).\(quoteIdentifier(column))"
    }

    /// Steps 1 to 3: create (commented with `comment`), check the columns, copy, drop, rename.
    /// `added` are columns the old table lacks, with their values, copied after the rowid;
    /// `values` the new value of a column by its folded name (``String/sqlFolded``), the
    /// column as it is otherwise. Run them inside ``renaming(_:)``.
    package func statements(comment: String?, added: [(column: String, value: String)] = [], values: [String: String] = [:]) -> [ConversionStatement] {
        var statements = [ConversionStatement(comment: comment, sql: create + ";")]
        if let expectedColumns {
            statements.append(ConversionStatement(asserting: ConversionCheck(
                name: "the rewritten table of \(quoteIdentifier(table.name)) has the columns planned",
                condition: ConversionSQL.sameRows(
                    "SELECT cid, name, type, \"notnull\", dflt_value, pk, hidden FROM pragma_table_xinfo(\(ConversionSQL.literal(temporaryName)))",
                    expectedColumns.map { "(" + $0.joined(separator: ", ") + ")" }),
                table: table.name)))
        }
        statements.append(ConversionStatement(comment: nil, sql: copy(added: added, values: values), check: nil, copiesRowsOf: table.name))
        statements.append(ConversionStatement(comment: nil, sql: "DROP TABLE \(quoteIdentifier(table.name));"))
        statements.append(ConversionStatement(comment: nil, sql: "ALTER TABLE \(quoteIdentifier(temporaryName)) RENAME TO \(quoteIdentifier(table.name));"))
        return statements
    }

    /// `INSERT INTO new (rowid, columns…) SELECT rowid, values… FROM old ORDER BY rowid`.
    private func copy(added: [(column: String, value: String)], values: [String: String]) -> String {
        let rowid = table.rowidName
        var targets: [String] = []
        var expressions: [String] = []
        if let rowid { targets.append(rowid); expressions.append("\(Self.source).\(rowid)") }
        for (column, value) in added {
            targets.append(quoteIdentifier(column))
            expressions.append(value)
        }
        for column in table.columns where column.generated == .no {
            targets.append(quoteIdentifier(column.name))
            expressions.append(values[column.name.sqlFolded] ?? Self.old(column.name))
        }
        let order = rowid.map { " ORDER BY \(Self.source).\($0)" } ?? ""
        return "INSERT INTO \(quoteIdentifier(temporaryName)) (\(targets.joined(separator: ", ")))\n"
            + "  SELECT \(expressions.joined(separator: ",\n    "))\n"
            + "  FROM \(quoteIdentifier(table.name)) AS \(Self.source)\(order);"
    }

    /// Step 4: the table's indexes as they were (those in `removingUnique` without their
    /// UNIQUE), then its triggers, one statement each with its `;`. Automatic indexes follow
    /// from the CREATE TABLE statement.
    package func restoredObjects(removingUnique: [DatabaseSchema.Index] = []) -> [String] {
        var objects: [String] = []
        for index in table.indexes {
            guard let sql = index.sql else { continue }
            objects.append((removingUnique.contains(index) ? Self.removingUnique(from: sql) : sql) + ";")
        }
        return objects + triggers.map { $0.sql + ";" }
    }

    /// `statements` wrapped in `legacy_alter_table` on, then off: the renames of step 3 leave
    /// the views and triggers that name a table alone. The setting is the connection's, not the
    /// transaction's; the executor restores it on failure (``ConversionStatement/withConversionPragmas(_:cacheSize:_:)``).
    package static func renaming(_ statements: [ConversionStatement]) -> [ConversionStatement] {
        [ConversionStatement(comment: nil, sql: "PRAGMA legacy_alter_table = ON;")] + statements
            + [ConversionStatement(comment: nil, sql: "PRAGMA legacy_alter_table = OFF;")]
    }

    /// A `CREATE UNIQUE INDEX` statement without its UNIQUE.
    package static func removingUnique(from sql: String) -> String {
        let tokens = SQLTokenizer.tokenize(sql)
        guard let unique = tokens.firstIndex(where: { $0.isKeyword("UNIQUE") }) else { return sql }
        var kept = tokens
        kept.remove(at: unique)
        if unique < kept.count, kept[unique].kind == .whitespace { kept.remove(at: unique) }
        return kept.map(\.text).joined()
    }
}
