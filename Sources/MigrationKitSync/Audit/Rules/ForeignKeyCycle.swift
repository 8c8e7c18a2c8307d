import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    package static let foreignKeyCycle = SyncRule(
        id: "foreign-key-cycle", code: "MK007", severity: .error, autoFixable: false,
        summary: "Foreign keys form a cycle, a table referencing itself included.",
        rationale: """
            The sync engine sends parents before their children, which needs an order of the \
            tables; a cycle has none. SQLiteData's SyncEngine refuses such schemas ("Cycles are \
            not currently permitted in schemas, e.g. a table that references itself"). Typical \
            case: a parentID column for nested items. Keep the column but drop its REFERENCES \
            clause, or move the relation to a table of its own.
            """,
        triggeringExamples: [
            #"CREATE TABLE "reminders" ("id" TEXT PRIMARY KEY NOT NULL, "parentID" TEXT REFERENCES "reminders"("id") ON DELETE CASCADE);"#,
            #"CREATE TABLE "a" ("id" TEXT PRIMARY KEY NOT NULL, "bID" TEXT REFERENCES "b"("id") ON DELETE SET NULL); CREATE TABLE "b" ("id" TEXT PRIMARY KEY NOT NULL, "aID" TEXT REFERENCES "a"("id") ON DELETE SET NULL);"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id") ON DELETE CASCADE);"#,
        ]
    ) { rule, input in
        let components = stronglyConnectedTables(input)
        return input.tables.flatMap { table in
            table.foreignKeys.compactMap { foreignKey -> Finding? in
                guard let component = components[table.name.sqlFolded],
                      component == components[foreignKey.parentTable.sqlFolded]
                else { return nil }
                let message: String
                if foreignKey.parentTable.sqlFolded == table.name.sqlFolded {
                    message = "the foreign key (\(columnList(foreignKey.columns))) references its own table; SQLiteData's SyncEngine permits no cycle, a self-reference included."
                } else {
                    let members = input.tables.filter { components[$0.name.sqlFolded] == component }.map { quoteIdentifier($0.name) }
                    message = "the foreign key (\(columnList(foreignKey.columns))) → \(quoteIdentifier(foreignKey.parentTable)) closes a cycle among \(members.joined(separator: ", ")); SQLiteData's SyncEngine permits no cycle."
                }
                return rule.finding(
                    table.name, foreignKey.columns.first, message,
                    fix: "keep the column but drop its REFERENCES clause, or move the relation to a table of its own.")
            }
        }
    }
}

/// Tarjan's algorithm over the foreign keys between tables in scope: each table in a cycle
/// (a self-reference included) mapped to the number of its cycle. Tables in no cycle are absent.
private func stronglyConnectedTables(_ input: AuditInput) -> [String: Int] {
    let names = input.tables.map { $0.name.sqlFolded }
    let known = Set(names)
    var edges: [String: [String]] = [:]
    for table in input.tables {
        edges[table.name.sqlFolded] = table.foreignKeys.map { $0.parentTable.sqlFolded }.filter(known.contains)
    }
    var index = 0, indices: [String: Int] = [:], lowlinks: [String: Int] = [:]
    var stack: [String] = [], onStack: Set<String> = []
    var result: [String: Int] = [:], componentCount = 0

    func connect(_ v: String) {
        indices[v] = index; lowlinks[v] = index; index += 1
        stack.append(v); onStack.insert(v)
        for w in edges[v] ?? [] {
            if indices[w] == nil {
                connect(w)
                lowlinks[v] = min(lowlinks[v]!, lowlinks[w]!)
            } else if onStack.contains(w) {
                lowlinks[v] = min(lowlinks[v]!, indices[w]!)
            }
        }
        if lowlinks[v] == indices[v] {
            var members: [String] = []
            while let w = stack.popLast() {
                onStack.remove(w)
                members.append(w)
                if w == v { break }
            }
            if members.count > 1 || (edges[v] ?? []).contains(v) {
                for member in members { result[member] = componentCount }
                componentCount += 1
            }
        }
    }
    for name in names where indices[name] == nil { connect(name) }
    return result
}
