import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

/// One record's change from one version to the next, and the SQL that makes it.
///
/// The cheapest lossless SQL: `ALTER TABLE … RENAME COLUMN` for a renamed field (SQLite rewrites
/// the indexes, triggers and views that name it), `DROP COLUMN` for a removed one (SQLite
/// refuses, and the step rolls back with its message, where an index, a view, a trigger, a
/// foreign key or a UNIQUE constraint still uses it),
/// `ADD COLUMN` for an added one, and a rebuild of the table only where a field becomes optional
/// or non-optional, which no `ALTER TABLE` does. The rebuild edits the table's own
/// `CREATE TABLE` statement (so its foreign keys, checks and options stay) and hands it to the
/// conversion's rebuild engine (`TableRebuild`), which copies every row with its rowid and puts
/// back the table's indexes and triggers. Then, inside the same
/// transaction, the table must have exactly the model's columns and as many rows as before.
struct ModelTransition: Sendable {
    let table: String
    let from: [Field]
    let to: [Field]
    /// Where each field of `to` comes from: its field in `from` (the same name, or the one it
    /// renames), or nil when it is added. Matched once; everything below is read from it.
    private let sources: [(field: Field, source: Field?)]

    init(table: String, from: [Field], to: [Field]) {
        self.table = table
        self.from = from
        self.to = to
        self.sources = to.map { field in
            if let same = from.first(where: { $0.name.sqlFolded == field.name.sqlFolded }) { return (field, same) }
            if let old = field.migrationInfo.renamingID, let renamed = from.first(where: { $0.name.sqlFolded == old.sqlFolded }) {
                return (field, renamed)
            }
            return (field, nil)
        }
    }

    var creates: Bool { from.isEmpty && !to.isEmpty }
    var renames: [(from: String, to: String)] {
        sources.compactMap { field, source in
            guard let source, source.name != field.name else { return nil }
            return (source.name, field.name)
        }
    }
    var drops: [String] {
        let used = Set(sources.compactMap { $0.source?.name.sqlFolded })
        return from.filter { !used.contains($0.name.sqlFolded) }.map(\.name)
    }
    var adds: [Field] { sources.filter { $0.source == nil }.map(\.field) }
    /// Fields whose optionality changes, by their new name.
    var nullabilityChanges: [Field] {
        sources.compactMap { field, source in source.map { $0.optional != field.optional ? field : nil } ?? nil }
    }

    var isEmpty: Bool {
        !creates && !to.isEmpty && renames.isEmpty && drops.isEmpty && adds.isEmpty && nullabilityChanges.isEmpty
    }

    /// What the transition does, in words: the text its step's checksum is made from.
    var definition: String {
        if creates { return createTableSQL(named: table) }
        return "\(table): " + (renames.map { "rename \($0.from) to \($0.to)" } + drops.map { "drop \($0)" }
            + nullabilityChanges.map { "\($0.optional ? "null" : "not null default \($0.migrationInfo.default?.sqlLiteral ?? "")") \($0.name)" }
            + adds.map { "add \(columnDefinition($0))" }).joined(separator: "; ")
    }

    // MARK: - What cannot be done

    /// Every change the transition cannot make, one line each, naming the field.
    var problems: [String] {
        guard !from.isEmpty else { return [] }
        let table = quoteIdentifier(self.table)
        guard !to.isEmpty else {
            return ["\(table): the record has no field in this version; removing a record (its table and its rows) is not supported. Keep its fields, or leave the record in every version."]
        }
        var problems: [String] = []
        let renamedFrom = Dictionary(grouping: renames, by: { $0.from.sqlFolded })
        for (field, source) in sources {
            let name = "\(table).\(quoteIdentifier(field.name))"
            guard let source else {
                if let old = field.migrationInfo.renamingID {
                    problems.append("\(name): renames \(quoteIdentifier(old)), which the previous version does not have.")
                } else if !field.optional && field.migrationInfo.default == nil {
                    problems.append("\(name): added as non-optional without a default, so the rows that exist would have no value; give it migrationInfo: .init(default: …), or make it optional.")
                }
                continue
            }
            if (renamedFrom[source.name.sqlFolded]?.count ?? 0) > 1 {
                problems.append("\(name): renames \(quoteIdentifier(source.name)), which another field renames too.")
            }
            if source.type != field.type {
                problems.append("\(name): its type changes from .\(source.type) to .\(field.type); changing a field's type is not supported. Add a field of the new type under another name, and remove this one.")
            }
            if source.primaryKey != field.primaryKey {
                problems.append("\(name): \(field.primaryKey ? "becomes" : "stops being") the primary key; changing the primary key is not supported.")
            }
            if source.optional && !field.optional && field.migrationInfo.default == nil {
                problems.append("\(name): becomes non-optional without a default for the rows that hold NULL; give it migrationInfo: .init(default: …).")
            }
        }
        return problems
    }

    // MARK: - SQL

    func columnDefinition(_ field: Field) -> String {
        var definition = "\(quoteIdentifier(field.name)) \(field.type.sqlType)"
        if field.primaryKey {
            // Sync-ready by construction: a draft inserted without a key gets a UUID.
            return definition + " PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid())"
        }
        if !field.optional { definition += " NOT NULL" }
        if let value = field.migrationInfo.default { definition += " DEFAULT \(value.sqlLiteral)" }
        return definition
    }

    func createTableSQL(named name: String) -> String {
        "CREATE TABLE \(quoteIdentifier(name)) (" + to.map(columnDefinition).joined(separator: ", ") + ")"
    }

    /// What stops the transition before anything is written (the runner calls it before the
    /// first step it applies): a table to adopt that is not what the model declares, or a table
    /// to change whose columns are not the previous version's.
    func precheck(_ db: Database) throws -> [String] {
        let found = try Self.columnSummary(of: table, db)
        if creates {
            let expected = Self.columnSummary(of: to)
            return found.isEmpty || found == expected ? [] : ["\(quoteIdentifier(table)): its columns are \(found), not the model's \(expected)"]
        }
        let expected = Self.columnSummary(of: from)
        return found == expected ? [] : ["\(quoteIdentifier(table)): its columns are \(found.isEmpty ? "none (no such table)" : found), not the previous version's \(expected)"]
    }

    /// Applies the transition inside the step's transaction, then checks the table.
    func apply(_ db: Database) throws {
        let quoted = quoteIdentifier(table)
        if creates {
            // A table that exists already is adopted, if it is exactly what the model declares
            // (a database converted by `migrationkit migrate`, taken as version 1).
            if try !db.tableExists(table) { try db.execute(sql: createTableSQL(named: table)) }
            try check(db, rows: nil)
            return
        }
        let rows = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoted)") ?? 0
        for rename in renames {
            try db.execute(sql: "ALTER TABLE \(quoted) RENAME COLUMN \(quoteIdentifier(rename.from)) TO \(quoteIdentifier(rename.to))")
        }
        for column in drops {
            try db.execute(sql: "ALTER TABLE \(quoted) DROP COLUMN \(quoteIdentifier(column))")
        }
        if !nullabilityChanges.isEmpty { try changeNullability(db) }
        for field in adds {
            try db.execute(sql: "ALTER TABLE \(quoted) ADD COLUMN \(columnDefinition(field))")
        }
        try check(db, rows: rows)
    }

    /// The table must have the model's columns, and `rows` rows when given.
    private func check(_ db: Database, rows: Int?) throws {
        let found = try Self.columnSummary(of: table, db)
        let expected = Self.columnSummary(of: to)
        guard found == expected else {
            throw ModelCheckFailed(table: table, check: "its columns are \(found), not the model's \(expected)")
        }
        if let rows, let after = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoteIdentifier(table))"), after != rows {
            throw ModelCheckFailed(table: table, check: "it has \(after) rows after the change, \(rows) before")
        }
    }

    /// Rebuilds the table from its own statement, each field of `nullabilityChanges` made
    /// NULL-able or NOT NULL with its default, through the conversion's rebuild engine
    /// (`TableRebuild`, executed by `ConversionStatement.execute`): rowids, indexes, triggers,
    /// views and WITHOUT ROWID kept as the conversion keeps them.
    private func changeNullability(_ db: Database) throws {
        let schema = try SchemaIntrospector.read(db)
        guard let table = schema.table(self.table), let statement = CreateTableStatement(table.sql) else {
            throw ModelCheckFailed(table: self.table, check: "its CREATE TABLE statement cannot be read")
        }
        var edits: [(range: Range<Int>, text: String)] = []
        var values: [String: String] = [:]
        for field in nullabilityChanges {
            guard let definition = statement.column(field.name), let parts = statement.parts(of: definition) else {
                throw ModelCheckFailed(table: table.name, check: "the definition of \(quoteIdentifier(field.name)) cannot be read")
            }
            let removed: Set<ColumnDefinitionParts.ConstraintKind> = field.optional ? [.notNull] : [.notNull, .null, .defaultValue]
            for constraint in parts.constraints where removed.contains(constraint.kind) {
                edits.append((constraint.range, ""))
            }
            if !field.optional, let value = field.migrationInfo.default {
                edits.append((parts.body.upperBound..<parts.body.upperBound, " NOT NULL DEFAULT \(value.sqlLiteral)"))
                values[field.name.sqlFolded] = "coalesce(\(TableRebuild.old(field.name)), \(value.sqlLiteral))"
            }
        }
        let temporary = "migrationkit_rebuild_\(table.name)"
        let rebuild = TableRebuild(
            table: table, temporaryName: temporary,
            create: "CREATE TABLE \(quoteIdentifier(temporary)) " + CreateTableStatement.text(of: statement.tokens, from: statement.openParenthesis, editing: edits),
            expectedColumns: nil,
            triggers: schema.triggers.filter { $0.table.sqlFolded == table.name.sqlFolded })
        let statements = TableRebuild.renaming(rebuild.statements(comment: nil, values: values))
            + rebuild.restoredObjects().map { ConversionStatement(comment: nil, sql: $0) }
        try ConversionStatement.execute(statements, in: db)
    }

    // MARK: - Columns, as the model and the file say them

    /// `"name" TYPE [NOT NULL] [PRIMARY KEY]` for each column, sorted by name.
    static func columnSummary(of fields: [Field]) -> String {
        summary(fields.map { ($0.name, $0.type.sqlType, !$0.optional || $0.primaryKey, $0.primaryKey) })
    }

    /// The same summary of the table in `db`; empty when there is no such table.
    static func columnSummary(of table: String, _ db: Database) throws -> String {
        let rows = try Row.fetchAll(db, sql: "SELECT name, type, \"notnull\", pk FROM pragma_table_info(?)", arguments: [table])
        return summary(rows.map { ($0["name"], ($0["type"] as String).uppercased(), $0["notnull"], ($0["pk"] as Int) > 0) })
    }

    private static func summary(_ columns: [(name: String, type: String, notNull: Bool, primaryKey: Bool)]) -> String {
        columns.sorted { $0.name < $1.name }
            .map { "\(quoteIdentifier($0.name)) \($0.type)\($0.notNull ? " NOT NULL" : "")\($0.primaryKey ? " PRIMARY KEY" : "")" }
            .joined(separator: ", ")
    }
}

/// A check inside a model step failed; the step is rolled back.
struct ModelCheckFailed: Error, CustomStringConvertible {
    let table: String
    let check: String
    var description: String { "\(quoteIdentifier(table)): \(check)" }
}
