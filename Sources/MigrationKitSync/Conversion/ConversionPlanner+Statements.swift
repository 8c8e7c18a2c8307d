import MigrationKit
import MigrationKitGRDB

extension ConversionPlanner {
    /// The statements and checks that convert one component, in the order of the conversion
    /// procedure, whose steps are numbered the same below: 1. prechecks (the schema is the one
    /// planned from, the data can be carried); 2. count the rows and references, to compare
    /// after; 3. each table created anew from its own CREATE TABLE rewritten token by token;
    /// 4. its rows copied with their rowids, keys and references converted; 5. the old table
    /// dropped and the new one renamed to its name; 6. its indexes, triggers and views
    /// recreated from their saved SQL; 7. before commit, every guarantee checked once
    /// (``finalChecks(_:changes:schema:maps:)``). Guides/HowItWorks.md, "Converting", follows them.
    func componentPlan(_ component: [Change], changes: [String: Change], schema: DatabaseSchema, names: inout NameAllocator, recordsAnswers: Bool = false) throws -> ConversionPlan {
        var statements: [ConversionStatement] = []
        func add(_ comment: String?, _ sql: String) { statements.append(ConversionStatement(comment: comment, sql: sql)) }
        let rebuilt = component.filter(\.rebuilds)
        let checksTable = "temp." + quoteIdentifier(ConversionCheck.table)
        let countsTable = "temp." + quoteIdentifier("migrationkit_counts")

        // Temporary names, chosen to collide with nothing.
        var temporaryNames: [String: String] = [:]
        var maps: [String: String] = [:]  // random scheme: table → its mapping table
        for change in rebuilt {
            temporaryNames[change.table.name.sqlFolded] = names.name("migrationkit_new_\(temporaryNames.count + 1)")
            // A table keyed by its parent's key takes the parent's mapping and needs none.
            if options.idScheme == .random, change.convertedKey != nil, mapOwner(change.table.name, changes: changes) == change.table.name.sqlFolded {
                maps[change.table.name.sqlFolded] = names.name("migrationkit_map_\(maps.count + 1)")
            }
        }

        // 1. Prechecks: the schema is the one this plan was made from, and the data can be
        // carried. They are not statements: the runner runs them inside the step's transaction,
        // before these (`MigrationStep.precheck`), and so does the app's conversion. The checks
        // before commit rely on them, on the cheap side: integer keys in range and foreign keys
        // that hold on the integers.
        let prechecks = self.prechecks(rebuilt, component: component, schema: schema)
        add("The checks go in a temporary table: a failed one inserts NULL into its NOT NULL column, which stops the transaction.",
            "DROP TABLE IF EXISTS \(checksTable);\nCREATE TEMP TABLE \(quoteIdentifier(ConversionCheck.table)) (\"check\" TEXT NOT NULL, \"ok\" INTEGER NOT NULL);")
        let orphanFixes = orphanStatements(rebuilt, schema: schema)
        if !orphanFixes.isEmpty {
            add(options.orphans == .delete
                    ? "Orphans: the rows whose reference names no row are deleted, then the rows that referenced them (--orphans delete)."
                    : "Orphans: the references that name no row become NULL (--orphans set-null).",
                orphanFixes.joined(separator: "\n"))
        }

        // 2. Count rows and references, to compare after.
        var counts: [String] = []
        for change in rebuilt {
            let table = quoteIdentifier(change.table.name)
            counts.append("SELECT \(ConversionSQL.literal(change.table.name)), NULL, \(ConversionSQL.rowCount(table))")
            for foreignKey in (change.convertedForeignKeys + change.normalizedForeignKeys).onePerPolymorphicColumn
            where countsReferences(of: foreignKey, in: change.table) {
                let column = foreignKey.columns[0]
                // A none value that becomes NULL is no reference lost.
                let counted = foreignKey.declaration?.none.flatMap { $0.becomesNull ? $0.value : nil }
                    .map { "CASE WHEN \(quoteIdentifier(column)) IS \($0) THEN NULL ELSE \(quoteIdentifier(column)) END" } ?? quoteIdentifier(column)
                counts.append("SELECT \(ConversionSQL.literal(change.table.name)), \(ConversionSQL.literal(column)), count(\(counted)) FROM \(table)")
            }
            for carried in change.takenBack {
                counts.append("SELECT \(ConversionSQL.literal(change.table.name)), \(ConversionSQL.literal(carried.column)), count(\(quoteIdentifier(carried.column))) FROM \(table)")
            }
        }
        if !counts.isEmpty {
            // One INSERT per `compoundTerms` counts: a group of one parent and 250 children
            // counts over 500 (SQLite's limit on one compound SELECT).
            let inserts = ConversionSQL.chunked(counts).map { "INSERT INTO \(countsTable) (\"table\", \"column\", \"rows\")\n  " + $0.joined(separator: "\n  UNION ALL ") + ";" }
            add("Rows and non-NULL references of each table, to compare after the copy.",
                "DROP TABLE IF EXISTS \(countsTable);\nCREATE TEMP TABLE \"migrationkit_counts\" (\"table\" TEXT NOT NULL, \"column\" TEXT, \"rows\" INTEGER NOT NULL);\n"
                + inserts.joined(separator: "\n"))
        }

        // Random scheme: a fresh UUID for every old key, before any table is dropped. "old" has
        // INTEGER affinity, as the keys have: SQLite then looks a reference up through the
        // mapping's key index. With none (a plain `"old" PRIMARY KEY`), comparing it with an
        // integer column applies affinity to "old", the index cannot serve, and every lookup
        // scans the mapping (200,000 reminders: minutes instead of a second). INT rather than
        // INTEGER: not a rowid alias, so a text or real key is mapped as it is.
        for change in rebuilt {
            guard let map = maps[change.table.name.sqlFolded], let key = change.convertedKey else { continue }
            add("Fresh UUIDs for the keys of \(commentName(change.table.name)).",
                "DROP TABLE IF EXISTS temp.\(quoteIdentifier(map));\nCREATE TEMP TABLE \(quoteIdentifier(map)) (\"old\" INT PRIMARY KEY, \"new\" TEXT NOT NULL);\n"
                + "INSERT INTO temp.\(quoteIdentifier(map)) (\"old\", \"new\") SELECT \(quoteIdentifier(key.name)), \(freshKey) FROM \(quoteIdentifier(change.table.name));")
        }

        // The printf schemes: the prefix of each table's keys, recorded for ConvertedKeys.
        // Salted, each device draws its own now: the same file gives different keys on two
        // devices. Before any table is dropped, since the copies read it.
        let prefixes = keyPrefixes(rebuilt, changes: changes)
        if !prefixes.isEmpty {
            let table = quoteIdentifier(keyPrefixesTableName)
            add(options.idScheme == .salted
                    ? "The prefix of each table's keys, drawn on this device as the conversion runs, and kept: the last 12 hexadecimal digits of a key are the old id (ConvertedKeys finds a record by it)."
                    : "The prefix of each table's keys, kept: the last 12 hexadecimal digits of a key are the old id (ConvertedKeys finds a record by it).",
                "CREATE TABLE IF NOT EXISTS \(table) (\"table\" TEXT PRIMARY KEY NOT NULL COLLATE NOCASE, \"prefix\" TEXT NOT NULL, \"column\" TEXT NOT NULL);\n"
                + prefixes.map { "INSERT OR REPLACE INTO \(table) (\"table\", \"prefix\", \"column\") VALUES (\(ConversionSQL.literal($0.table)), \($0.prefix), \(ConversionSQL.literal($0.column)));" }
                    .joined(separator: "\n"))
        }

        // The answers the conversion was given, kept with the data they decided (in the first
        // plan only: they are the whole conversion's): the audit after it reads them, and asks
        // no answered question again.
        if recordsAnswers, let answers = RecordedAnswers.statements(for: options) {
            add("The answers given about columns that may be references, kept: the audit after the conversion reads them.", answers)
        }

        // 3–6. Each table rebuilt by the engine both the conversion and the model's
        // transitions use (TableRebuild): created from the rewritten statement, its shape
        // checked, its rows copied with their rowids and converted values, the old one dropped
        // and the new one renamed; then the indexes and triggers put back, and the indexes that
        // replace removed constraints. sqlite_sequence rows went with the old tables.
        var rebuilds: [ConversionStatement] = []
        var takenBackChecks: [ConversionCheck] = []
        var indexStatements: [String] = []
        var recreated: [String] = []
        for change in component {
            let table = change.table
            guard change.rebuilds else {
                for index in table.indexes where change.downgradedIndexes.contains(index) {
                    guard let sql = index.sql else { continue }
                    recreated.append("DROP INDEX \(quoteIdentifier(index.name));\n\(TableRebuild.removingUnique(from: sql));")
                }
                continue
            }
            let temporary = temporaryNames[table.name.sqlFolded]!
            let rewriter = CreateTableRewriter(
                table: table, temporaryName: temporary, convertedKey: change.convertedKey?.name, addsKey: change.addsKey,
                convertedColumns: Set(change.convertedForeignKeys.map { $0.columns[0].sqlFolded }),
                revertedColumns: Set(change.takenBack.map(\.column.sqlFolded)),
                declarations: Dictionary(change.convertedForeignKeys.compactMap { foreignKey in
                    foreignKey.declaration.map { (foreignKey.columns[0].sqlFolded, $0) }
                }, uniquingKeysWith: { first, _ in first }),
                keyDefaults: change.keyDefaults,
                options: options)
            let rewrite = try rewriter.rewrite(names: &names)
            let rebuild = TableRebuild(
                table: table, temporaryName: temporary, create: rewrite.sql, expectedColumns: rewrite.expectedColumns,
                triggers: schema.triggers.filter { $0.table.sqlFolded == table.name.sqlFolded })
            var statementsOfTable = rebuild.statements(
                comment: "\(commentName(table.name)): \(change.reasons.joined(separator: "; ")).",
                added: change.addsKey ? [(table.addedKeyName, addedKey(of: table, rowid: table.rowidName.map { "\(TableRebuild.source).\($0)" }))] : [],
                values: copiedValues(change, maps: maps, changes: changes))
            // Values taken back are compared with the old ones row by row while both tables are there.
            if let check = takenBackCheck(change, newTable: temporary), let copy = statementsOfTable.firstIndex(where: { $0.copiesRowsOf != nil }) {
                statementsOfTable.insert(ConversionStatement(asserting: check), at: copy + 1)
                takenBackChecks.append(check)
            }
            rebuilds += statementsOfTable
            recreated += rebuild.restoredObjects(removingUnique: change.downgradedIndexes)
            indexStatements += rewrite.indexes
        }
        statements += TableRebuild.renaming(rebuilds)
        if !recreated.isEmpty || !indexStatements.isEmpty {
            add("Indexes and triggers of the rebuilt tables.", (recreated + indexStatements).joined(separator: "\n"))
        }

        // 7. Before commit.
        let checks = self.finalChecks(rebuilt, changes: changes, schema: schema, maps: maps) + prefixChecks(prefixes, rebuilt: rebuilt)
        // One statement each, rendered one a line under the comment: the file is as before.
        if checks.isEmpty { add("The checks before commit.", "") }
        for (index, check) in checks.enumerated() {
            statements.append(ConversionStatement(comment: index == 0 ? "The checks before commit." : nil, asserting: check))
        }
        var cleanup = ["DROP TABLE \(checksTable);"]
        if !counts.isEmpty { cleanup.append("DROP TABLE \(countsTable);") }
        cleanup += maps.values.sorted().map { "DROP TABLE temp.\(quoteIdentifier($0));" }
        add(nil, cleanup.joined(separator: "\n"))

        let isRepair = component.allSatisfy { $0.convertedKey == nil && !$0.addsKey }
            && component.contains { !$0.table.repairedReferences.isEmpty || !$0.table.repointedReferences.isEmpty || !$0.takenBack.isEmpty }
        var plan = ConversionPlan(
            tables: component.map(\.tableChange),
            prechecks: prechecks, statements: statements, checks: takenBackChecks + checks, options: options, isRepair: isRepair,
            normalizedColumns: component.flatMap { change in
                ((change.normalizedKey.map { [$0.name] } ?? []) + change.normalizedForeignKeys.map { $0.columns[0] })
                    .map { ColumnPath(table: change.table.name, column: $0) }
            },
            convertsKeys: component.contains { $0.convertedKey != nil || $0.addsKey })
        plan.repairs = component.contains { !$0.table.repairedReferences.isEmpty }
        plan.takesBack = component.contains { !$0.takenBack.isEmpty }
        plan.repoints = component.contains { !$0.table.repointedReferences.isEmpty }
        return plan
    }
}

extension ConversionPlanner.Change {
    /// The change as a plan lists it.
    var tableChange: ConversionPlan.TableChange {
        var change = ConversionPlan.TableChange(table: table.name, reasons: reasons, addsKey: addsKey)
        change.rebuilds = rebuilds
        change.rewrittenKey = rewrittenKey.map { key in
            // The introspector's reading of the key: a rowid alias, stored in no index.
            guard case .single(_, let isRowidAlias) = table.primaryKey else {
                return ConversionPlan.RewrittenKey(column: key.name, isRowid: false)
            }
            return ConversionPlan.RewrittenKey(column: key.name, isRowid: isRowidAlias)
        }
        change.rewrittenReferences = rewrittenReferences
        return change
    }
}

/// A name for a `--` comment: quoted, with line breaks written out so that a name cannot end
/// the comment (a table may be named "x\n-- migrate:down").
func commentName(_ name: String) -> String {
    commentSafe(quoteIdentifier(name))
}
