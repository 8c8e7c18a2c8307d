import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    package static let foreignKeyTarget = SyncRule(
        id: "foreign-key-target", code: "MK008", severity: .error, autoFixable: false,
        summary: "A foreign key refers to a missing table, a table left out of sync, or columns that are not the parent's primary key.",
        rationale: """
            Synced relations travel as record references, which name the parent by its primary \
            key; a parent outside the synchronized tables never arrives (SQLiteData's SyncEngine \
            refuses it: "references table … that is not synchronized"). A reference to other \
            columns cannot be carried, and the conversion leaves it as it is.
            """,
        triggeringExamples: [
            #"CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id") ON DELETE CASCADE);"#,
            #"CREATE TABLE "users" ("id" TEXT PRIMARY KEY NOT NULL, "email" TEXT); CREATE TABLE "logins" ("id" TEXT PRIMARY KEY NOT NULL, "email" TEXT REFERENCES "users"("email") ON DELETE CASCADE);"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists" ON DELETE CASCADE);"#,
        ]
    ) { rule, input in
        // SQLite refuses to check a table whose foreign key targets columns that are no key
        // ("foreign key mismatch"): its orphans, through any of its foreign keys, go unseen.
        let uncheckable = input.tables.compactMap { table -> Finding? in
            guard let message = input.statistics.uncheckableForeignKeys[table.name] else { return nil }
            return rule.finding(table.name, nil,
                "SQLite cannot check the foreign keys of this table (\(message)), so its orphaned rows cannot be counted.",
                fix: input.schema.uncheckableForeignKeysFix(of: table) + ".")
        }
        return uncheckable + input.tables.flatMap { table in
            table.foreignKeys.compactMap { foreignKey -> Finding? in
                let from = "the foreign key (\(columnList(foreignKey.columns))) → \(quoteIdentifier(foreignKey.parentTable))"
                guard let parent = input.schema.table(foreignKey.parentTable) else {
                    return rule.finding(table.name, foreignKey.columns.first,
                        "\(from) refers to a table that does not exist.",
                        fix: "create the parent table, or drop the REFERENCES clause.")
                }
                guard input.scope.includes(parent.name) else {
                    return rule.finding(table.name, foreignKey.columns.first,
                        "\(from) refers to a table left out of sync.",
                        fix: "synchronize \(quoteIdentifier(parent.name)) too, or leave \(quoteIdentifier(table.name)) out as well.")
                }
                let key = parent.primaryKey.columns.map { $0.sqlFolded }
                guard foreignKey.parentColumns.map({ $0.sqlFolded }) != key || key.isEmpty else { return nil }
                let target = foreignKey.parentColumns.isEmpty ? "the parent's primary key, which it has none of" : "(\(columnList(foreignKey.parentColumns))), not the parent's primary key"
                return rule.finding(table.name, foreignKey.columns.first,
                    "\(from) refers to \(target); synced relations name the parent by its primary key.",
                    fix: "reference \(quoteIdentifier(parent.name))'s primary key instead.")
            }
        }
    }
}

extension DatabaseSchema {
    /// What to do about a table whose foreign keys SQLite cannot check: REFERENCES to tables
    /// that do not exist (Android's contacts2.db names `mimetype` and `package` beside its
    /// `mimetypes` and `packages`), all of them named, fail differently from one to columns
    /// that are no key.
    func uncheckableForeignKeysFix(of table: Table) -> String {
        let name = quoteIdentifier(table.name)
        var missing: [String] = []
        for parent in table.foreignKeys.map(\.parentTable) where self.table(parent) == nil && !missing.contains(where: { $0.sqlFolded == parent.sqlFolded }) {
            missing.append(parent)
        }
        guard !missing.isEmpty else { return "make every foreign key of \(name) reference a primary key or UNIQUE columns" }
        let parents = missing.map(quoteIdentifier).joined(separator: " and ")
        let one = missing.count == 1
        return "\(name) declares REFERENCES to \(parents), \(one ? "a table that does" : "tables that do") not exist: drop \(one ? "that clause" : "those clauses") (rebuild \(name) without \(one ? "it" : "them")) or create \(one ? "the table" : "the tables"), in a migration of the app's before converting"
    }
}
