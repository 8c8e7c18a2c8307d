import MigrationKit
import MigrationKitGRDB

// The new keys and references: what each converted column becomes in the copy (printf
// schemes: the table's prefix and the old integer; random: the mapping's fresh UUID), the
// prefixes recorded for ConvertedKeys, and the table whose keys a key that is a reference
// takes.
extension ConversionPlanner {
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
        // A polymorphic reference: each listed type's rows converted as a reference to that
        // type's parent, by the same formula; the rows of any other type keep their values.
        for reference in table.polymorphicReferences {
            guard values[reference.column.sqlFolded] == nil, let definition = table.column(reference.column) else { continue }
            let old = TableRebuild.old(definition.name)
            let cases = change.convertedForeignKeys.compactMap { foreignKey -> String? in
                guard let selection = foreignKey.declaration?.selectedBy, foreignKey.columns[0].sqlFolded == definition.name.sqlFolded else { return nil }
                return "WHEN \(selection.condition(qualifiedBy: TableRebuild.source)) THEN \(converted(old, keyOf: foreignKey.parentTable, maps: maps, changes: changes, nullable: !definition.isNotNull))"
            }
            values[definition.name.sqlFolded] = "CASE \(cases.joined(separator: " ")) ELSE \(old) END"
        }
        for foreignKey in change.convertedForeignKeys {
            let column = foreignKey.columns[0]
            guard values[column.sqlFolded] == nil, let definition = table.column(column) else { continue }
            let reference = TableRebuild.old(definition.name)
            var value = if let from = foreignKey.declaration?.repointedFrom {
                ConversionSQL.repointed(reference, from: from, to: foreignKey.parentTable)
            } else {
                converted(reference, keyOf: foreignKey.parentTable, maps: maps, changes: changes, nullable: !definition.isNotNull,
                          storedPrefix: foreignKey.declaration?.repairsConvertedKey == true)
            }
            if let none = foreignKey.declaration?.none {
                value = "CASE WHEN \(reference) IS \(none.value) THEN \(none.becomesNull ? "NULL" : reference) ELSE \(value) END"
            }
            values[column.sqlFolded] = value
        }
        for carried in change.takenBack {
            guard values[carried.column.sqlFolded] == nil, let definition = table.column(carried.column) else { continue }
            values[carried.column.sqlFolded] = ConversionSQL.takenBack(TableRebuild.old(definition.name), prefix: ConversionSQL.storedPrefix(of: carried.parentTable))
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
    func addedKey(of table: Table, rowid: String?) -> String {
        guard let rowid, let prefix = prefix(of: table.name) else { return freshKey }
        return "CASE WHEN \(rowid) BETWEEN 0 AND \(ConversionSQL.printfLimit - 1) THEN \(ConversionSQL.printfUUID(prefix: prefix, rowid)) ELSE \(freshKey) END"
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

    /// Salted, the checks of the prefixes drawn as the conversion runs:
    /// - each belongs to its table (and the tables keyed by its key) alone. 72 random bits make
    ///   a clash all but impossible; this makes it impossible;
    /// - they are lowercase text of 24 characters. A key is its table's prefix and 12
    ///   hexadecimal digits of an integer from 0 to 2^48 - 1 (a precheck), so its keys are then
    ///   lowercase text of 36 characters: checked once a table, not once a row. (The
    ///   deterministic scheme's prefix is a constant in the statements.)
    func prefixChecks(_ prefixes: [KeyPrefix], rebuilt: [Change]) -> [ConversionCheck] {
        guard options.idScheme == .salted else { return [] }
        let table = quoteIdentifier(keyPrefixesTableName)
        var checks = prefixes.filter { !$0.sharedBy.isEmpty }.map { prefix in
            ConversionCheck(
                name: "the prefix drawn for \(quoteIdentifier(prefix.table)) is the prefix of \(prefix.sharedBy.map(quoteIdentifier).joined(separator: ", ")) only",
                condition: "(SELECT count(*) FROM \(table) WHERE \"prefix\" = \(ConversionSQL.storedPrefix(of: prefix.table))) = \(prefix.sharedBy.count)",
                table: prefix.table)
        }
        // The tables whose keys bear a prefix, in the order they are rebuilt; the table's name
        // is the bookkeeping table's key: one row each, or none when missing.
        let prefixed = Set(prefixes.map(\.table.sqlFolded))
        let printed = rebuilt.map(\.table.name).filter { prefixed.contains($0.sqlFolded) }
        if !printed.isEmpty {
            checks.append(ConversionCheck(
                name: "the keys of \(printed.map(quoteIdentifier).joined(separator: ", ")) are lowercase text of 36 characters: their prefixes are lowercase text of 24",
                condition: "(SELECT count(*) FROM \(table) WHERE \"table\" IN (\(printed.map(ConversionSQL.literal).joined(separator: ", "))) AND typeof(\"prefix\") = 'text' AND length(\"prefix\") = 24 AND \"prefix\" = lower(\"prefix\")) = \(printed.count)"))
        }
        return checks
    }

    /// A key of `table`, or a reference to one, in its new form: the table's prefix and the old
    /// integer under the printf schemes. Under the random scheme the value comes from the mapping
    /// of the table's `mapOwner`. Either way a key that is also a reference (a 1:1 table keyed by
    /// its parent) takes its parent's new value, and the reference holds. A repair
    /// (`storedPrefix`) reads the prefix the parent's conversion recorded, whatever the scheme
    /// now: the parent's keys are made already.
    func converted(_ reference: String, keyOf table: String, maps: [String: String], changes: [String: Change], nullable: Bool, storedPrefix: Bool = false) -> String {
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
