import MigrationKit
import MigrationKitGRDB

extension ConversionPlanner {
    /// The statements and checks that convert one component, in the order of the conversion
    /// procedure (DESIGN.md, "The conversion"; the steps are numbered the same below).
    func componentPlan(_ component: [Change], changes: [String: Change], schema: DatabaseSchema, names: inout NameAllocator) throws -> ConversionPlan {
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

        // 1. Prechecks: the schema is the one this plan was made from, and the data can be carried.
        let prechecks = self.prechecks(rebuilt, component: component, schema: schema)
        add("The checks run before any change, again inside the transaction (orphans aside: the foreign key checks before commit find them).",
            "DROP TABLE IF EXISTS \(checksTable);\nCREATE TEMP TABLE \(quoteIdentifier(ConversionCheck.table)) (\"check\" TEXT NOT NULL, \"ok\" INTEGER NOT NULL);")
        for check in prechecks where !check.isOrphanCheck { statements.append(ConversionStatement(asserting: check)) }
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
            counts.append("SELECT \(ConversionSQL.literal(change.table.name)), NULL, count(*) FROM \(table)")
            for foreignKey in change.convertedForeignKeys + change.normalizedForeignKeys {
                let column = foreignKey.columns[0]
                // A none value that becomes NULL is no reference lost.
                let counted = foreignKey.declaration?.none.flatMap { $0.becomesNull ? $0.value : nil }
                    .map { "CASE WHEN \(quoteIdentifier(column)) IS \($0) THEN NULL ELSE \(quoteIdentifier(column)) END" } ?? quoteIdentifier(column)
                counts.append("SELECT \(ConversionSQL.literal(change.table.name)), \(ConversionSQL.literal(column)), count(\(counted)) FROM \(table)")
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

        // 3–6. Each table rebuilt by the engine both the conversion and the model's
        // transitions use (TableRebuild): created from the rewritten statement, its shape
        // checked, its rows copied with their rowids and converted values, the old one dropped
        // and the new one renamed; then the indexes and triggers put back, and the indexes that
        // replace removed constraints. sqlite_sequence rows went with the old tables.
        var rebuilds: [ConversionStatement] = []
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
                declarations: Dictionary(change.convertedForeignKeys.compactMap { foreignKey in
                    foreignKey.declaration.map { (foreignKey.columns[0].sqlFolded, $0) }
                }, uniquingKeysWith: { first, _ in first }),
                options: options)
            let rewrite = try rewriter.rewrite(names: &names)
            let rebuild = TableRebuild(
                table: table, temporaryName: temporary, create: rewrite.sql, expectedColumns: rewrite.expectedColumns,
                triggers: schema.triggers.filter { $0.table.sqlFolded == table.name.sqlFolded })
            rebuilds += rebuild.statements(
                comment: "\(commentName(table.name)): \(change.reasons.joined(separator: "; ")).",
                added: change.addsKey ? [(table.addedKeyName, addedKey(of: table, rowid: table.rowidName.map { "\(TableRebuild.source).\($0)" }))] : [],
                values: copiedValues(change, maps: maps, changes: changes))
            recreated += rebuild.restoredObjects(removingUnique: change.downgradedIndexes)
            indexStatements += rewrite.indexes
        }
        statements += TableRebuild.renaming(rebuilds)
        if !recreated.isEmpty || !indexStatements.isEmpty {
            add("Indexes and triggers of the rebuilt tables.", (recreated + indexStatements).joined(separator: "\n"))
        }

        // 7. Before commit.
        let checks = self.finalChecks(rebuilt, component: component, schema: schema) + prefixChecks(prefixes)
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
            && component.contains { !$0.table.repairedReferences.isEmpty }
        return ConversionPlan(
            tables: component.map { ConversionPlan.TableChange(table: $0.table.name, reasons: $0.reasons, addsKey: $0.addsKey) },
            prechecks: prechecks, statements: statements, checks: checks, options: options, isRepair: isRepair,
            normalizedColumns: component.flatMap { change in
                ((change.normalizedKey.map { [$0.name] } ?? []) + change.normalizedForeignKeys.map { $0.columns[0] })
                    .map { ColumnPath(table: change.table.name, column: $0) }
            },
            convertsKeys: component.contains { $0.convertedKey != nil || $0.addsKey })
    }

    // MARK: - Checks

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

    // MARK: - The copy

    /// The new values of the columns the copy converts, by folded name: keys and references
    /// converted, UUIDs rewritten to the client's form; every other column is copied as it is
    /// (``TableRebuild``).
    func copiedValues(_ change: Change, maps: [String: String], changes: [String: Change]) -> [String: String] {
        let table = change.table
        var values: [String: String] = [:]
        if let key = change.convertedKey {
            values[key.name.sqlFolded] = converted(TableRebuild.old(key.name), keyOf: table.name, maps: maps, changes: changes, nullable: false)
        }
        if let key = change.normalizedKey {
            values[key.name.sqlFolded] = ConversionSQL.uuidText(TableRebuild.old(key.name), uppercase: options.keyRepresentations.of(table.name) == .uppercaseText)
        }
        // A column is converted once, by the first of these that names it.
        for foreignKey in change.normalizedForeignKeys {
            let column = foreignKey.columns[0]
            guard values[column.sqlFolded] == nil, let definition = table.column(column) else { continue }
            values[column.sqlFolded] = ConversionSQL.uuidText(TableRebuild.old(definition.name), uppercase: options.keyRepresentations.of(foreignKey.parentTable) == .uppercaseText)
        }
        for foreignKey in change.convertedForeignKeys {
            let column = foreignKey.columns[0]
            guard values[column.sqlFolded] == nil, let definition = table.column(column) else { continue }
            let reference = TableRebuild.old(definition.name)
            var value = converted(reference, keyOf: foreignKey.parentTable, maps: maps, changes: changes, nullable: !definition.isNotNull,
                                  storedPrefix: foreignKey.declaration?.repairsConvertedKey == true)
            if let none = foreignKey.declaration?.none {
                value = "CASE WHEN \(reference) IS \(none.value) THEN \(none.becomesNull ? "NULL" : reference) ELSE \(value) END"
            }
            values[column.sqlFolded] = value
        }
        return values
    }

    /// A fresh key: `uuid()` when the file requires that function anyway (its keys' DEFAULT calls
    /// it, and SQLite resolves a DEFAULT's functions on every INSERT), the plain-SQL expression
    /// otherwise. The C function costs less than the expression's five randomblob() calls.
    var freshKey: String {
        options.uuidDefault == .function ? "uuid()" : ConversionSQL.portableUUID
    }

    /// The new key (``DatabaseSchema/Table/addedKeyName``) of a row of a table that had no single key. Under the printf schemes it is
    /// derived from the rowid like a converted key (`prefix || printf('%012x', rowid)`), so the
    /// keys fill the key index in order and are found by rowid; a rowid out of 0…2^48 - 1 (only
    /// ever inserted explicitly) and a table without rowids get a fresh UUID.
    private func addedKey(of table: Table, rowid: String?) -> String {
        guard let rowid, let prefix = prefix(of: table.name) else { return freshKey }
        return "CASE WHEN \(rowid) BETWEEN 0 AND \(ConversionSQL.deterministicLimit - 1) THEN \(ConversionSQL.printfUUID(prefix: prefix, rowid)) ELSE \(freshKey) END"
    }

    /// The prefix of the keys of `table` as SQL under the printf schemes, nil under random.
    private func prefix(of table: String) -> String? {
        switch options.idScheme {
        case .salted: ConversionSQL.storedPrefix(of: table)
        case .deterministic: ConversionSQL.literal(ConversionSQL.zeroPrefix)
        case .random: nil
        }
    }

    /// One row of the bookkeeping table: SQL for its prefix, and the integer its keys carry.
    struct KeyPrefix {
        let table: String
        let prefix: String
        let column: String
        /// The tables whose keys bear this prefix, this one included (the others are keyed by
        /// its key); empty for a table that takes another's prefix.
        var sharedBy: [String]
    }

    /// The rows the component adds to the bookkeeping table, owners of a prefix first: a table
    /// keyed by its parent's key takes the parent's prefix (its keys must equal the parent's),
    /// every other table draws its own.
    func keyPrefixes(_ rebuilt: [Change], changes: [String: Change]) -> [KeyPrefix] {
        guard options.idScheme.isPrintf else { return [] }
        var owners: [KeyPrefix] = []
        var sharers: [KeyPrefix] = []
        let drawn = options.idScheme == .salted ? ConversionSQL.drawnPrefix : ConversionSQL.literal(ConversionSQL.zeroPrefix)
        // Each converted key's owner, walked once: the table whose prefix its keys bear.
        let keyed = rebuilt.filter { $0.convertedKey != nil }
        let ownerOf = Dictionary(uniqueKeysWithValues: keyed.map { ($0.table.name.sqlFolded, mapOwner($0.table.name, changes: changes)) })
        let sharing = Dictionary(grouping: keyed) { ownerOf[$0.table.name.sqlFolded]! }
        for change in rebuilt {
            let name = change.table.name
            if let key = change.convertedKey, let owner = ownerOf[name.sqlFolded] {
                if owner == name.sqlFolded {
                    owners.append(KeyPrefix(table: name, prefix: drawn, column: key.name, sharedBy: sharing[owner, default: []].map(\.table.name)))
                } else {
                    let ownerName = changes[owner]?.table.name ?? owner
                    sharers.append(KeyPrefix(table: name, prefix: ConversionSQL.storedPrefix(of: ownerName), column: key.name, sharedBy: []))
                }
            } else if change.addsKey, let rowid = change.table.rowidName {
                owners.append(KeyPrefix(table: name, prefix: drawn, column: rowid, sharedBy: [name]))
            }
        }
        return owners + sharers
    }

    /// Salted: each drawn prefix belongs to its table (and the tables keyed by its key) alone.
    /// 72 random bits make a clash all but impossible; this makes it impossible.
    func prefixChecks(_ prefixes: [KeyPrefix]) -> [ConversionCheck] {
        guard options.idScheme == .salted else { return [] }
        let table = quoteIdentifier(keyPrefixesTableName)
        return prefixes.filter { !$0.sharedBy.isEmpty }.map { prefix in
            ConversionCheck(
                name: "the prefix drawn for \(quoteIdentifier(prefix.table)) is the prefix of \(prefix.sharedBy.map(quoteIdentifier).joined(separator: ", ")) only",
                condition: "(SELECT count(*) FROM \(table) WHERE \"prefix\" = \(ConversionSQL.storedPrefix(of: prefix.table))) = \(prefix.sharedBy.count)")
        }
    }

    /// A key of `table`, or a reference to one, in its new form: the table's prefix and the old
    /// integer under the printf schemes. Under the random scheme the value comes from the mapping
    /// of the table's `mapOwner`. Either way a key that is also a reference (a 1:1 table keyed by
    /// its parent) takes its parent's new value, and the reference holds. A repair
    /// (`storedPrefix`) reads the prefix the parent's conversion recorded, whatever the scheme
    /// now: the parent's keys are made already.
    private func converted(_ reference: String, keyOf table: String, maps: [String: String], changes: [String: Change], nullable: Bool, storedPrefix: Bool = false) -> String {
        guard let prefix = storedPrefix ? ConversionSQL.storedPrefix(of: table) : prefix(of: table) else {
            let map = quoteIdentifier(maps[mapOwner(table, changes: changes)]!)
            // A missing value maps to NULL; the count of references before commit catches it.
            return "(SELECT \"new\" FROM temp.\(map) WHERE \"old\" = \(reference))"
        }
        let expression = ConversionSQL.printfUUID(prefix: prefix, reference)
        return nullable ? "CASE WHEN \(reference) IS NULL THEN NULL ELSE \(expression) END" : expression
    }

    /// The table whose mapping gives the new values of the keys of `table`: the table itself,
    /// or, for a key that references its parent's key, the parent's, followed up the chain. Keys
    /// that reference each other in a cycle all share one mapping: the cycle's first table by
    /// name, whichever table the walk starts from.
    func mapOwner(_ table: String, changes: [String: Change]) -> String {
        var path: [String] = []
        var current = table.sqlFolded
        while let change = changes[current], let key = change.convertedKey,
              let parent = change.convertedForeignKeys.first(where: { $0.columns[0].sqlFolded == key.name.sqlFolded })
        {
            if let start = path.firstIndex(of: current) { return path[start...].min()! }
            path.append(current)
            current = parent.parentTable.sqlFolded
        }
        return current
    }
}

/// A name for a `--` comment: quoted, with line breaks written out so that a name cannot end
/// the comment (a table may be named "x\n-- migrate:down").
func commentName(_ name: String) -> String {
    commentSafe(quoteIdentifier(name))
}
