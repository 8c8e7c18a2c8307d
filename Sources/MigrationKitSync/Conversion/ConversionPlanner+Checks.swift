import MigrationKit
import MigrationKitGRDB

// The checks of a conversion, as values: what must hold before anything changes (prechecks),
// and what is asserted before commit (finalChecks). Each has a name that says what failed.
extension ConversionPlanner {
    func prechecks(_ rebuilt: [Change], component: [Change], schema: DatabaseSchema) -> [ConversionCheck] {
        var checks: [ConversionCheck] = []
        for change in component {
            let table = change.table
            // The objects of the table as this plan saw them: a schema changed since would make
            // the frozen statements wrong.
            // Automatic indexes are left out: they follow from the CREATE TABLE text, and a
            // WITHOUT ROWID table's key index is not in sqlite_master at all.
            var rows = ["(\(ConversionSQL.literal("table")), \(ConversionSQL.literal(table.name)), \(ConversionSQL.literal(table.sql)))"]
            for index in table.indexes {
                guard let sql = index.sql else { continue }
                rows.append("(\(ConversionSQL.literal("index")), \(ConversionSQL.literal(index.name)), \(ConversionSQL.literal(sql)))")
            }
            // Names are unique in sqlite_master, so the rows are distinct on both sides.
            let actual = "SELECT type, name, sql FROM sqlite_master WHERE tbl_name = \(ConversionSQL.literal(table.name)) AND type IN ('table', 'index') AND sql IS NOT NULL"
            checks.append(ConversionCheck(
                name: "the schema of \(quoteIdentifier(table.name)) is the one the conversion was generated from",
                condition: ConversionSQL.sameRows(actual, rows)))
        }
        for change in rebuilt {
            let table = quoteIdentifier(change.table.name)
            // One scan of the table for its key and every reference it converts.
            var conditions: [String] = []
            var parts: [String] = []
            if let key = change.convertedKey {
                let column = quoteIdentifier(key.name)
                switch options.idScheme {
                case .salted, .deterministic:
                    conditions.append(ConversionSQL.cannotCarry(column, nullAllowed: false))
                    parts.append("its keys are integers from 0 to 2^48 - 1")
                case .random:
                    conditions.append("\(column) IS NULL")
                    parts.append("its keys are not NULL")
                }
            }
            // A repaired reference goes through printf whatever the scheme: its parent's keys did.
            let printed = change.convertedForeignKeys.filter { options.idScheme.isPrintf || $0.declaration?.repairsConvertedKey == true }
            if !printed.isEmpty {
                for foreignKey in printed {
                    let column = quoteIdentifier(foreignKey.columns[0])
                    conditions.append(ConversionSQL.cannotCarry(column, nullAllowed: true, none: foreignKey.declaration?.none?.value))
                }
                parts.append("its references (\(columnList(printed.map { $0.columns[0] }))) are integers from 0 to 2^48 - 1 or NULL")
            }
            if !conditions.isEmpty {
                checks.append(ConversionCheck(
                    name: "in \(table), " + parts.joined(separator: ", and "),
                    condition: "NOT EXISTS (SELECT 1 FROM \(table) WHERE " + ConversionSQL.joined(conditions.map { "(\($0))" }, by: "OR") + ")"))
            }
            if let key = change.normalizedKey {
                let column = quoteIdentifier(key.name)
                checks.append(ConversionCheck(
                    name: "no two keys of \(table) are one UUID in two forms",
                    condition: "NOT EXISTS (SELECT 1 FROM \(table) GROUP BY \(ConversionSQL.uuidText(column, uppercase: false)) HAVING count(*) > 1)"))
            }
            switch options.orphans {
            case .refuse:
                if change.table.foreignKeys.contains(where: { $0.declaration == nil }) {
                    checks.append(ConversionCheck(
                        name: ConversionCheck.orphanCheckPrefix + table + " references a missing row",
                        condition: "NOT EXISTS (SELECT 1 FROM pragma_foreign_key_check(\(ConversionSQL.literal(change.table.name))))"))
                }
                checks += declaredReferenceChecks(of: change.table, beforeConversion: true)
            case .setNull, .delete:
                // Only the orphans the policy cannot clear: those of a NOT NULL reference.
                for foreignKey in change.table.foreignKeys where prechecksOrphans(through: foreignKey, of: change.table) {
                    checks.append(ConversionCheck(
                        name: ConversionCheck.orphanCheckPrefix + "\(table) references a missing row of \(quoteIdentifier(foreignKey.parentTable)) through (\(columnList(foreignKey.columns))), which is NOT NULL and cannot become NULL",
                        condition: "NOT EXISTS (SELECT 1 FROM \(table) WHERE \(orphanCondition(foreignKey, of: change.table, schema: schema)))"))
                }
            }
        }
        return checks
    }

    /// For each relation declared with `--reference` (which `PRAGMA foreign_key_check` does not
    /// see): no row of `table` references a missing row through it. True before the conversion
    /// and after alike (a repair's, as `beforeConversion` says: see ``ConversionSQL/missingParent(_:beforeConversion:)``).
    func declaredReferenceChecks(of table: Table, beforeConversion: Bool) -> [ConversionCheck] {
        table.foreignKeys.compactMap(\.declaration).map { declaration in
            ConversionCheck(
                name: ConversionCheck.orphanCheckPrefix + "\(quoteIdentifier(table.name)) references a missing row of \(quoteIdentifier(declaration.parentTable)) through \(quoteIdentifier(declaration.column)) (\(options.optionNames == .commandLine ? "declared with --reference" : "declared in ConversionOptions.references"))",
                condition: "NOT EXISTS (SELECT 1 FROM \(quoteIdentifier(table.name)) WHERE \(ConversionSQL.missingParent(declaration, beforeConversion: beforeConversion)))")
        }
    }

    func finalChecks(_ rebuilt: [Change], component: [Change], schema: DatabaseSchema) -> [ConversionCheck] {
        var checks: [ConversionCheck] = []
        let countsTable = "temp." + quoteIdentifier("migrationkit_counts")
        var checkedForeignKeys: Set<String> = []
        for change in rebuilt {
            let name = change.table.name
            let table = quoteIdentifier(name)
            // One scan of the table: its rows are all there (a cascade loss leaves no foreign key
            // violation behind, only missing rows), its keys are lowercase text of 36 characters,
            // its converted references are text or NULL and none was lost. (The dashes come from
            // the constant prefix or the tested uuid() formatter; a GLOB of 32 character classes
            // would cost 2.5 times as much.)
            // The references of `column` are as many as before the copy: none was lost.
            func noneLost(_ column: String) -> String {
                "count(\(quoteIdentifier(column))) = (SELECT \"rows\" FROM \(countsTable) WHERE \"table\" = \(ConversionSQL.literal(name)) AND \"column\" = \(ConversionSQL.literal(column)))"
            }
            var terms = ["count(*) = (SELECT \"rows\" FROM \(countsTable) WHERE \"table\" = \(ConversionSQL.literal(name)) AND \"column\" IS NULL)"]
            var parts = ["its rows are all there"]
            if change.convertedKey != nil || change.addsKey {
                let key = quoteIdentifier(change.convertedKey?.name ?? change.table.addedKeyName)
                terms.append("total(typeof(\(key)) != 'text' OR length(\(key)) != 36 OR \(key) != lower(\(key))) = 0")
                parts.append("its keys are lowercase text of 36 characters")
            }
            for foreignKey in change.convertedForeignKeys {
                let column = foreignKey.columns[0]
                terms.append("total(typeof(\(quoteIdentifier(column))) NOT IN ('text', 'null')) = 0")
                terms.append(noneLost(column))
            }
            if !change.convertedForeignKeys.isEmpty {
                parts.append("its references (\(columnList(change.convertedForeignKeys.map { $0.columns[0] }))) are text or NULL and none was lost")
            }
            if let key = change.normalizedKey {
                let representation = options.keyRepresentations.of(name)
                terms.append("total(\(ConversionSQL.notUUIDText(quoteIdentifier(key.name), uppercase: representation == .uppercaseText))) = 0")
                parts.append("its keys' UUIDs are \(representation.formName)")
            }
            for foreignKey in change.normalizedForeignKeys {
                let column = foreignKey.columns[0]
                terms.append("total(\(ConversionSQL.notUUIDText(quoteIdentifier(column), uppercase: options.keyRepresentations.of(foreignKey.parentTable) == .uppercaseText))) = 0")
                terms.append(noneLost(column))
            }
            if !change.normalizedForeignKeys.isEmpty {
                parts.append("its references (\(columnList(change.normalizedForeignKeys.map { $0.columns[0] }))) are in the form of the keys they name and none was lost")
            }
            checks.append(ConversionCheck(
                name: "in \(table), " + parts.joined(separator: ", "),
                condition: "(SELECT " + ConversionSQL.joined(terms, by: "AND") + " FROM \(table))"))
            if change.convertedKey != nil || change.addsKey {
                // The key rules of the audit: one key column, TEXT, NOT NULL. Its uniqueness is the
                // PRIMARY KEY's unique index.
                checks.append(ConversionCheck(
                    name: "\(table) has a single TEXT NOT NULL primary key",
                    condition: "(SELECT count(*) FROM pragma_table_xinfo(\(ConversionSQL.literal(name))) WHERE pk > 0) = 1 AND EXISTS (SELECT 1 FROM pragma_table_xinfo(\(ConversionSQL.literal(name))) WHERE pk = 1 AND type = 'TEXT' AND \"notnull\" = 1)"))
            }
            if change.table.hasAutoincrement {
                checks.append(ConversionCheck(
                    name: "no sqlite_sequence row is left for \(table)",
                    condition: "NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = \(ConversionSQL.literal(name)))"))
            }
        }
        // Foreign keys of the rebuilt tables, and of every table that references one.
        let rebuiltNames = Set(rebuilt.map { $0.table.name.sqlFolded })
        for table in schema.tables where !table.foreignKeys.isEmpty {
            let touches = rebuiltNames.contains(table.name.sqlFolded)
                || table.foreignKeys.contains { rebuiltNames.contains($0.parentTable.sqlFolded) }
            guard touches, checkedForeignKeys.insert(table.name.sqlFolded).inserted else { continue }
            if table.foreignKeys.contains(where: { $0.declaration == nil }) {
                checks.append(ConversionCheck(
                    name: "the foreign keys of \(quoteIdentifier(table.name)) hold",
                    condition: "NOT EXISTS (SELECT 1 FROM pragma_foreign_key_check(\(ConversionSQL.literal(table.name))))"))
            }
            checks += declaredReferenceChecks(of: table, beforeConversion: false)
        }
        return checks
    }
}
