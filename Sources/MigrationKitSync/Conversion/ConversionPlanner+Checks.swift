import MigrationKit
import MigrationKitGRDB

// The checks of a conversion, as values: what must hold before anything changes (prechecks),
// and what is asserted before commit (finalChecks). Each has a name that says what failed.
extension ConversionPlanner {
    /// Whether the non-NULL values of the reference `foreignKey` converts or rewrites are counted
    /// before the copy and after, to show that none was lost (the counts and the checks before
    /// commit both ask here). Not where its column is NOT NULL (without ON
    /// CONFLICT REPLACE, which would put the default in a NULL's place) and no "none" value
    /// becomes NULL: the rebuilt table keeps the NOT NULL (its columns are checked as planned),
    /// so a reference lost in the copy fails it, and the rows counted are its values counted.
    /// On the benchmark's 621,000 rows the counts of such columns took 0.09 s of 2.6 s.
    func countsReferences(of foreignKey: ForeignKey, in table: Table) -> Bool {
        guard let column = table.column(foreignKey.columns[0]), column.isNotNull, !column.replacesNullWithDefault else { return true }
        return foreignKey.declaration?.none?.becomesNull == true
    }

    func prechecks(_ rebuilt: [Change], component: [Change], schema: DatabaseSchema) -> [ConversionCheck] {
        var checks: [ConversionCheck] = []
        // The objects of the tables as this plan saw them: a schema changed since would make the
        // frozen statements wrong. Automatic indexes are left out: they follow from the CREATE
        // TABLE text, and a WITHOUT ROWID table's key index is not in sqlite_master at all.
        // One read of sqlite_master for all of them: a read per table made the checks grow with
        // the square of the tables (0.15 s at 1,000, seconds at 5,000).
        var rows: [String] = []
        for change in component {
            let table = change.table
            rows.append("(\(ConversionSQL.literal("table")), \(ConversionSQL.literal(table.name)), \(ConversionSQL.literal(table.sql)))")
            for index in table.indexes {
                guard let sql = index.sql else { continue }
                rows.append("(\(ConversionSQL.literal("index")), \(ConversionSQL.literal(index.name)), \(ConversionSQL.literal(sql)))")
            }
        }
        if !component.isEmpty {
            let names = component.map(\.table.name)
            // Names are unique in sqlite_master, so the rows are distinct on both sides.
            let actual = "SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN (\(names.map(ConversionSQL.literal).joined(separator: ", "))) AND type IN ('table', 'index') AND sql IS NOT NULL"
            let listed = names.map(quoteIdentifier).joined(separator: ", ")
            checks.append(ConversionCheck(
                name: names.count == 1
                    ? "the schema of \(listed) is the one the conversion was generated from"
                    : "the schemas of \(listed) are the ones the conversion was generated from",
                condition: ConversionSQL.sameRows(actual, rows), table: names.count == 1 ? names[0] : nil))
        }
        for change in rebuilt {
            let table = quoteIdentifier(change.table.name)
            // One scan of the table for every reference it converts, and for its key unless the
            // key is the rowid (then two lookups: `probes`).
            var conditions: [String] = []
            // Found by the rowid, without a scan: the rows of a key that is the rowid out of range.
            var probes: [String] = []
            var parts: [String] = []
            if let key = change.convertedKey {
                let column = quoteIdentifier(key.name)
                switch options.idScheme {
                case .salted, .deterministic:
                    if case .single(_, isRowidAlias: true) = change.table.primaryKey {
                        // The rowid is an integer (that the key is still the rowid is the
                        // schema's check, above).
                        probes = ConversionSQL.outOfPrintfRange(column)
                    } else {
                        conditions.append(ConversionSQL.cannotCarry(column, nullAllowed: false))
                    }
                    parts.append("its keys are integers from 0 to 2^48 - 1")
                case .random:
                    conditions.append("\(column) IS NULL")
                    parts.append("its keys are not NULL")
                }
            }
            // A repaired reference goes through printf whatever the scheme: its parent's keys did.
            // A re-pointed one is text already (its keys are checked as the parent's: below).
            let printed = change.convertedForeignKeys.filter {
                (options.idScheme.isPrintf || $0.declaration?.repairsConvertedKey == true) && $0.declaration?.repointedFrom == nil
            }
            if !printed.isEmpty {
                for foreignKey in printed {
                    let column = quoteIdentifier(foreignKey.columns[0])
                    let carried = ConversionSQL.cannotCarry(column, nullAllowed: true, none: foreignKey.declaration?.none?.value)
                    // One type of a polymorphic reference: its rows only (the others keep their values).
                    conditions.append(foreignKey.declaration?.selectedBy.map { "\($0.condition()) AND (\(carried))" } ?? carried)
                }
                parts.append("its references (\(columnList(printed.onePerPolymorphicColumn.map { $0.columns[0] }))) are integers from 0 to 2^48 - 1 or NULL")
            }
            if !conditions.isEmpty || !probes.isEmpty {
                let scan = conditions.isEmpty ? [] : ["NOT EXISTS (SELECT 1 FROM \(table) WHERE " + ConversionSQL.joined(conditions.map { "(\($0))" }, by: "OR") + ")"]
                checks.append(ConversionCheck(
                    name: "in \(table), " + parts.joined(separator: ", and "),
                    condition: ConversionSQL.joined(probes.map { "NOT EXISTS (SELECT 1 FROM \(table) WHERE \($0))" } + scan, by: "AND"), table: change.table.name))
            }
            // Taken back: each value is a key its parent's recorded prefix made (the old id after
            // it), NULL, or an integer kept as it is; anything else would lose its value.
            for carried in change.takenBack {
                let column = quoteIdentifier(carried.column)
                checks.append(ConversionCheck(
                    name: "in \(table), the values of (\(column)) taken back are keys of \(quoteIdentifier(carried.parentTable)) (its recorded prefix, then 12 hexadecimal digits), integers kept as they are, or NULL",
                    condition: "NOT EXISTS (SELECT 1 FROM \(table) WHERE \(ConversionSQL.notTakenBack(column, prefix: ConversionSQL.storedPrefix(of: carried.parentTable))))", table: change.table.name))
            }
            if let key = change.normalizedKey {
                let column = quoteIdentifier(key.name)
                checks.append(ConversionCheck(
                    name: "no two keys of \(table) are one UUID in two forms",
                    condition: "NOT EXISTS (SELECT 1 FROM \(table) GROUP BY \(ConversionSQL.uuidText(column, uppercase: false)) HAVING count(*) > 1)", table: change.table.name))
            }
            switch options.orphans {
            case .refuse:
                if change.table.foreignKeys.contains(where: { $0.declaration == nil }) {
                    checks.append(ConversionCheck(
                        name: ConversionCheck.orphanCheckPrefix + table + " references a missing row",
                        condition: "NOT EXISTS (SELECT 1 FROM pragma_foreign_key_check(\(ConversionSQL.literal(change.table.name))))", table: change.table.name))
                }
                checks += declaredReferenceChecks(of: change.table, beforeConversion: true)
            case .setNull, .delete:
                // Only the orphans the policy cannot clear: those of a NOT NULL reference.
                for foreignKey in change.table.foreignKeys where prechecksOrphans(through: foreignKey, of: change.table) {
                    checks.append(ConversionCheck(
                        name: ConversionCheck.orphanCheckPrefix + "\(table) references a missing row of \(quoteIdentifier(foreignKey.parentTable)) through (\(columnList(foreignKey.columns))), which is NOT NULL and cannot become NULL",
                        condition: "NOT EXISTS (SELECT 1 FROM \(table) WHERE \(foreignKey.orphanCondition(in: schema)))", table: change.table.name))
                }
            }
        }
        return checks
    }

    /// For each relation declared with `--reference` (which `PRAGMA foreign_key_check` does not
    /// see): no row of `table` references a missing row through it. True before the conversion
    /// and after alike (a repair's, as `beforeConversion` says: see ``ConversionSQL/missingParent(_:beforeConversion:)``).
    ///
    /// One type of a polymorphic reference is checked on the rows of that type: after a
    /// conversion that rewrote the type column too (Django's `content_type_id`, a reference to
    /// `django_content_type`), the rows whose type is the new key of that value
    /// (``typeCondition(_:of:changes:maps:)``).
    func declaredReferenceChecks(of table: Table, beforeConversion: Bool, changes: [String: Change] = [:], maps: [String: String] = [:]) -> [ConversionCheck] {
        table.foreignKeys.compactMap(\.declaration).map { declaration in
            var declared = options.optionNames == .commandLine ? "declared with --reference" : "declared in ConversionOptions.references"
            var typeCondition: String?
            if let selection = declaration.selectedBy {
                declared = "where \(quoteIdentifier(selection.column)) is \(quoteLiteral(selection.value)), " + (options.optionNames == .commandLine ? "declared with --reference-by" : "declared in ConversionOptions.polymorphicReferences")
                if !beforeConversion { typeCondition = self.typeCondition(selection, of: table, changes: changes, maps: maps) }
            }
            return ConversionCheck(
                name: ConversionCheck.orphanCheckPrefix + "\(quoteIdentifier(table.name)) references a missing row of \(quoteIdentifier(declaration.parentTable)) through \(quoteIdentifier(declaration.column)) (\(declared))",
                condition: "NOT EXISTS (SELECT 1 FROM \(quoteIdentifier(table.name)) WHERE \(ConversionSQL.missingParent(declaration, beforeConversion: beforeConversion, typeCondition: typeCondition)))",
                table: table.name)
        }
    }

    /// After the copy, true for a row of `table` of the type `selection` selects: its type
    /// column holds the value, or, where the rebuild converted the type column as a reference
    /// to a converted key, the new key of that value (an integer value: the same formula as
    /// the copy's). Nil when the type column is not converted: the value compared as text.
    func typeCondition(_ selection: ReferenceDeclaration.TypeSelection, of table: Table, changes: [String: Change], maps: [String: String]) -> String? {
        let qualified = quoteIdentifier(table.name)
        guard let change = changes[table.name.sqlFolded], let value = Int64(selection.value),
              let typeReference = change.convertedForeignKeys.first(where: { $0.columns[0].sqlFolded == selection.column.sqlFolded })
        else { return nil }
        let newKey = converted(String(value), keyOf: typeReference.parentTable, maps: maps, changes: changes, nullable: false)
        return "(\(selection.condition(qualifiedBy: qualified)) OR \(qualified).\(quoteIdentifier(selection.column)) = (\(newKey)))"
    }

    /// The checks before commit. Each guarantee is checked once, where it is cheap (DESIGN.md,
    /// "The conversion", step 7):
    /// - rows, counted from the table's pages (`count(*)` alone); nullable references, counted
    ///   in one scan of each rebuilt table that has any, no function per row
    ///   (``countsReferences(of:in:)``);
    /// - keys made by printf: their form follows from their prefix (checked once, one row:
    ///   ``prefixFormCheck(_:)``) and the integers the prechecks found in range; keys made by
    ///   `uuid()` or rewritten to another form are checked row by row;
    /// - foreign keys: they held on the integer keys (the prechecks, in the same transaction),
    ///   and a reference becomes what its parent's key becomes, through one function that is
    ///   one-to-one (the same prefix, or the same mapping, and printf of an integer in range).
    ///   `PRAGMA foreign_key_check` after runs only where that does not follow: with an orphan
    ///   policy (its rows change after the prechecks), for tables that reference a rebuilt one
    ///   without being rebuilt, and for a table with a foreign key that does not hold by
    ///   construction (``holdsByConstruction(_:of:changes:)``, foreign key by foreign key).
    func finalChecks(_ rebuilt: [Change], changes all: [String: Change], schema: DatabaseSchema, maps: [String: String] = [:]) -> [ConversionCheck] {
        var checks: [ConversionCheck] = []
        let countsTable = "temp." + quoteIdentifier("migrationkit_counts")
        var checkedForeignKeys: Set<String> = []
        let rebuiltNames = Set(rebuilt.map { $0.table.name.sqlFolded })
        let changes = Dictionary(rebuilt.map { ($0.table.name.sqlFolded, $0) }, uniquingKeysWith: { first, _ in first })
        /// Whether the foreign keys of `table` after follow from the prechecks (above): it is
        /// rebuilt (its foreign keys were checked on the integers, in the same transaction),
        /// no orphan policy changes rows after that, and each of its foreign keys holds after
        /// by construction (``holdsByConstruction(_:of:changes:)``).
        func followsFromPrechecks(_ table: Table) -> Bool {
            guard options.orphans == .refuse, let change = changes[table.name.sqlFolded] else { return false }
            return table.foreignKeys.allSatisfy { $0.declaration != nil || holdsByConstruction($0, of: change, changes: all) }
        }
        for change in rebuilt {
            let name = change.table.name
            let table = quoteIdentifier(name)
            // One scan of the table: its rows are all there (a cascade loss leaves no foreign key
            // violation behind, only missing rows; two keys made one the primary key's unique
            // index refuses as they are copied), and no converted reference was lost.
            // The references of `column` are as many as before the copy: none was lost. (A
            // converted reference is text: its column has TEXT affinity and its value is the
            // prefix and printf, or a mapping's TEXT value, or NULL.)
            func noneLost(_ column: String) -> String {
                "count(\(quoteIdentifier(column))) = (SELECT \"rows\" FROM \(countsTable) WHERE \"table\" = \(ConversionSQL.literal(name)) AND \"column\" = \(ConversionSQL.literal(column)))"
            }
            var conditions = ["\(ConversionSQL.rowCount(table)) = (SELECT \"rows\" FROM \(countsTable) WHERE \"table\" = \(ConversionSQL.literal(name)) AND \"column\" IS NULL)"]
            // What is read row by row: in one scan.
            var terms: [String] = []
            var parts = ["its rows are all there"]
            // The dashes come from the constant prefix or the tested uuid() formatter; a GLOB of
            // 32 character classes would cost 2.5 times as much.
            func notLowercase36(_ key: String) -> String {
                "typeof(\(key)) != 'text' OR length(\(key)) != 36 OR \(key) != lower(\(key))"
            }
            if let key = change.convertedKey, !options.idScheme.isPrintf {
                let column = quoteIdentifier(key.name)
                terms.append("total(\(notLowercase36(column))) = 0")
                parts.append("its keys are lowercase text of 36 characters")
            } else if change.addsKey {
                let key = quoteIdentifier(change.table.addedKeyName)
                if options.idScheme.isPrintf, let rowid = change.table.rowidName {
                    // Only a rowid out of printf's range draws its key from uuid(): those rows are
                    // found by their rowids, without a scan.
                    for outOfRange in ConversionSQL.outOfPrintfRange(rowid) {
                        conditions.append("NOT EXISTS (SELECT 1 FROM \(table) WHERE \(outOfRange) AND (\(notLowercase36(key))))")
                    }
                    parts.append("its keys drawn by uuid() are lowercase text of 36 characters")
                } else {
                    terms.append("total(\(notLowercase36(key))) = 0")
                    parts.append("its keys are lowercase text of 36 characters")
                }
            }
            // Where the foreign keys are checked after, a reference is also checked to be text:
            // SQLite's type affinity lets an integer child still match a text parent there.
            let typed = !followsFromPrechecks(change.table)
            for foreignKey in change.convertedForeignKeys.onePerPolymorphicColumn {
                if typed { terms.append("total(typeof(\(quoteIdentifier(foreignKey.columns[0]))) NOT IN ('text', 'null')) = 0") }
                if countsReferences(of: foreignKey, in: change.table) { terms.append(noneLost(foreignKey.columns[0])) }
            }
            if !change.convertedForeignKeys.isEmpty {
                let columns = columnList(change.convertedForeignKeys.onePerPolymorphicColumn.map { $0.columns[0] })
                parts.append(typed ? "its references (\(columns)) are text or NULL and none was lost" : "none of its references (\(columns)) was lost")
            }
            if let key = change.normalizedKey {
                let representation = options.keyRepresentations.of(name)
                terms.append("total(\(ConversionSQL.notUUIDText(quoteIdentifier(key.name), uppercase: representation == .uppercaseText))) = 0")
                parts.append("its keys' UUIDs are \(representation.formName)")
            }
            for foreignKey in change.normalizedForeignKeys {
                let column = foreignKey.columns[0]
                terms.append("total(\(ConversionSQL.notUUIDText(quoteIdentifier(column), uppercase: options.keyRepresentations.of(foreignKey.parentTable) == .uppercaseText))) = 0")
                if countsReferences(of: foreignKey, in: change.table) { terms.append(noneLost(column)) }
            }
            if !change.normalizedForeignKeys.isEmpty {
                parts.append("its references (\(columnList(change.normalizedForeignKeys.map { $0.columns[0] }))) are in the form of the keys they name and none was lost")
            }
            for carried in change.takenBack {
                terms.append("total(typeof(\(quoteIdentifier(carried.column))) NOT IN ('integer', 'null')) = 0")
                terms.append(noneLost(carried.column))
            }
            if !change.takenBack.isEmpty {
                parts.append("its values taken back (\(columnList(change.takenBack.map(\.column)))) are integers or NULL and none was lost")
            }
            checks.append(ConversionCheck(
                name: "in \(table), " + parts.joined(separator: ", "),
                condition: ConversionSQL.joined(conditions + (terms.isEmpty ? [] : ["(SELECT " + ConversionSQL.joined(terms, by: "AND") + " FROM \(table))"]), by: "AND"),
                table: name))
            if change.convertedKey != nil || change.addsKey {
                // The key rules of the audit: one key column, TEXT, NOT NULL. Its uniqueness is the
                // PRIMARY KEY's unique index.
                checks.append(ConversionCheck(
                    name: "\(table) has a single TEXT NOT NULL primary key",
                    condition: "(SELECT count(*) FROM pragma_table_xinfo(\(ConversionSQL.literal(name))) WHERE pk > 0) = 1 AND EXISTS (SELECT 1 FROM pragma_table_xinfo(\(ConversionSQL.literal(name))) WHERE pk = 1 AND type = 'TEXT' AND \"notnull\" = 1)",
                    table: name))
            }
            if change.table.hasAutoincrement {
                checks.append(ConversionCheck(
                    name: "no sqlite_sequence row is left for \(table)",
                    condition: "NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = \(ConversionSQL.literal(name)))", table: name))
            }
        }
        // Foreign keys of the rebuilt tables, and of every table that references one, where
        // they do not follow from the prechecks (above).
        for table in schema.tables where !table.foreignKeys.isEmpty {
            let touches = rebuiltNames.contains(table.name.sqlFolded)
                || table.foreignKeys.contains { rebuiltNames.contains($0.parentTable.sqlFolded) }
            guard touches, checkedForeignKeys.insert(table.name.sqlFolded).inserted else { continue }
            if table.foreignKeys.contains(where: { $0.declaration == nil }), !followsFromPrechecks(table) {
                checks.append(ConversionCheck(
                    name: "the foreign keys of \(quoteIdentifier(table.name)) hold",
                    condition: "NOT EXISTS (SELECT 1 FROM pragma_foreign_key_check(\(ConversionSQL.literal(table.name))))", table: table.name))
            }
            checks += declaredReferenceChecks(of: table, beforeConversion: false, changes: all, maps: maps)
        }
        return checks
    }

    /// Row by row, between the copy and the drop of the old table: each value of a column taken
    /// back is the integer its key carried (the parent's prefix and the integer in hex give the
    /// key back), and every other value (NULL, an integer kept as it is) is what it was. Rows are
    /// matched by rowid (by key in a WITHOUT ROWID table); the count of rows is checked before
    /// commit.
    func takenBackCheck(_ change: Change, newTable: String) -> ConversionCheck? {
        guard !change.takenBack.isEmpty else { return nil }
        let old = TableRebuild.source, new = quoteIdentifier("migrationkit_taken_back")
        let match = change.table.rowidName.map { "\(new).\($0) = \(old).\($0)" }
            ?? change.table.primaryKey.columns.map { "\(new).\(quoteIdentifier($0)) = \(old).\(quoteIdentifier($0))" }.joined(separator: " AND ")
        let terms = change.takenBack.map { carried in
            let before = "\(old).\(quoteIdentifier(carried.column))", after = "\(new).\(quoteIdentifier(carried.column))"
            let prefix = ConversionSQL.storedPrefix(of: carried.parentTable)
            return "CASE WHEN \(before) IS NULL THEN \(after) IS NULL "
                + "WHEN \(ConversionSQL.isPrintfKey(before, prefix: prefix)) THEN typeof(\(after)) = 'integer' AND \(ConversionSQL.printfUUID(prefix: prefix, after)) = \(before) "
                + "ELSE typeof(\(after)) = 'integer' AND CAST(\(after) AS TEXT) = \(before) END"
        }
        return ConversionCheck(
            name: "in \(quoteIdentifier(change.table.name)), every value taken back (\(columnList(change.takenBack.map(\.column)))) is the old id its key carried, and every other value is as it was",
            condition: "NOT EXISTS (SELECT 1 FROM \(quoteIdentifier(change.table.name)) AS \(old) JOIN \(quoteIdentifier(newTable)) AS \(new) ON \(match) WHERE NOT (\(ConversionSQL.joined(terms.map { "(\($0))" }, by: "AND"))))",
            table: change.table.name)
    }

    /// Whether a foreign key that held on the integers holds after the copy whatever the data:
    /// - its child column is converted by the same one-to-one function as the parent key it
    ///   references (the same prefix, or the same mapping: the tables' ``mapOwner(_:changes:)``),
    ///   and nothing else decides that column's value (a column is converted once, by the first
    ///   conversion that names it, which may be another foreign key's or the table's own key's);
    /// - or neither its child columns nor its parent columns change.
    /// Anything else (a column that references two converted parents, a converted reference
    /// that also references a non-key column, a table keyed by a parent left out or by a
    /// parent's non-key column, a reference to a converted non-key column, a form rewritten)
    /// is checked after the copy with `PRAGMA foreign_key_check`.
    func holdsByConstruction(_ foreignKey: ForeignKey, of change: Change, changes: [String: Change]) -> Bool {
        /// The columns of a change whose values the rebuild rewrites.
        func rewritten(_ change: Change?) -> Set<String> {
            guard let change, change.rebuilds else { return [] }
            return Set(((change.rewrittenKey.map { [$0.name] } ?? []) + change.rewrittenReferences).map(\.sqlFolded))
        }
        let parent = changes[foreignKey.parentTable.sqlFolded]
        let children = Set(foreignKey.columns.map(\.sqlFolded))
        let parents = Set(foreignKey.parentColumns.map(\.sqlFolded))
        if rewritten(change).isDisjoint(with: children), rewritten(parent).isDisjoint(with: parents) { return true }
        // Converted with its parent: one column, the parent's converted key, the same mapping.
        guard foreignKey.columns.count == 1, let parent, parent.rebuilds, let parentKey = parent.convertedKey,
              foreignKey.parentColumns.map(\.sqlFolded) == [parentKey.name.sqlFolded]
        else { return false }
        let column = foreignKey.columns[0].sqlFolded
        if change.normalizedKey?.name.sqlFolded == column || change.normalizedForeignKeys.contains(where: { $0.columns[0].sqlFolded == column }) {
            return false
        }
        let owner = mapOwner(parent.table.name, changes: changes)
        if let key = change.convertedKey, key.name.sqlFolded == column {
            return mapOwner(change.table.name, changes: changes) == owner
        }
        guard let deciding = change.convertedForeignKeys.first(where: { $0.columns[0].sqlFolded == column }),
              deciding.declaration?.none == nil
        else { return false }
        return mapOwner(deciding.parentTable, changes: changes) == owner
    }
}


extension [DatabaseSchema.ForeignKey] {
    /// These foreign keys with one declaration per polymorphic reference's column (the first
    /// type's): where a column is counted or listed once, not once per type. Every other
    /// foreign key stays, in order.
    var onePerPolymorphicColumn: [DatabaseSchema.ForeignKey] {
        var seen: Set<String> = []
        return filter { foreignKey in
            guard foreignKey.declaration?.selectedBy != nil else { return true }
            return seen.insert(foreignKey.columns[0].sqlFolded).inserted
        }
    }
}
