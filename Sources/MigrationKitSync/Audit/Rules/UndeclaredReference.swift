import MigrationKitGRDB

extension SyncRule {
    public static let undeclaredReference = SyncRule(
        id: "undeclared-reference", code: "MK012", severity: .warning, autoFixable: false,
        summary: "An integer column looks like a reference to a table whose key is converted, but declares no foreign key.",
        rationale: """
            The conversion rewrites integer keys to UUID text, and the foreign keys that \
            reference them with the same formula. It finds them by their REFERENCES clause: a \
            column such as "listID" or "list_id" next to a "lists" table that declares none keeps \
            its integers, which then point at nothing.
            """,
        triggeringExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL);"#,
            #"CREATE TABLE "list" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "list_id" INTEGER);"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE);"#,
            #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "externalID" INTEGER);"#,
        ]
    ) { rule, input in
        input.tables.flatMap { table -> [Finding] in
            let declared = Set(table.foreignKeys.flatMap(\.columns).map { $0.lowercased() })
            return table.columns.compactMap { column -> Finding? in
                guard column.affinity == .integer, column.primaryKeyPosition == 0,
                      !declared.contains(column.name.lowercased()),
                      let parent = referencedTable(by: column.name, in: input),
                      let key = input.schema.convertedKey(of: parent)
                else { return nil }
                return rule.finding(table.name, column.name,
                    "looks like a reference to \(quoteIdentifier(parent.name)).\(quoteIdentifier(key.name)) but declares no foreign key: the conversion turns that key into UUID text and leaves these integers pointing at nothing.",
                    fix: "declare REFERENCES \(quoteIdentifier(parent.name))(\(quoteIdentifier(key.name))) (rebuild the table) before converting, or rename the column if it is no reference.")
            }
        }
    }

    /// The table a column name such as `listID`, `list_id`, `listId` or `remindersListID`
    /// suggests: the name without its id suffix, as written or plural.
    private static func referencedTable(by column: String, in input: AuditInput) -> Table? {
        let lowercased = column.lowercased()
        guard lowercased.count > 2, lowercased.hasSuffix("id") else { return nil }
        var base = String(lowercased.dropLast(2))
        if base.hasSuffix("_") { base.removeLast() }
        guard !base.isEmpty else { return nil }
        for candidate in [base, base + "s", base + "es"] {
            if let table = input.tables.first(where: { $0.name.lowercased() == candidate }) { return table }
        }
        return nil
    }
}
