import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    package static let integerLiteralComparison = SyncRule(
        id: "integer-literal-comparison", code: "MK015", severity: .warning, autoFixable: false,
        summary: "A trigger or view compares a key or reference the conversion turns into text with an integer literal.",
        rationale: """
            The conversion keeps the text of triggers and views as it is. A comparison such as \\
            "listID" = 1 then compares UUID text with an integer and is never true: the view \\
            silently shows nothing, the trigger silently does nothing. Compare with the UUID the \\
            value becomes ('00000000-0000-0000-0000-000000000001' under the deterministic \\
            scheme), or with another column.
            """,
        triggeringExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE); CREATE VIEW "inbox" AS SELECT * FROM "items" WHERE "listID" = 1;"#,
            #"CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "done" INTEGER); CREATE TRIGGER "first" AFTER UPDATE ON "items" WHEN 1 = NEW."id" BEGIN SELECT 1; END;"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE, "priority" INTEGER); CREATE VIEW "urgent" AS SELECT * FROM "items" WHERE "priority" = 1 AND "listID" = "id";"#,
        ]
    ) { rule, input in
        // The columns the conversion turns into text, by lowercased name, with their table.
        var converted: [String: String] = [:]
        for table in input.tables {
            if let key = input.schema.convertedKey(of: table) { converted[key.name.sqlFolded] = table.name }
            for foreignKey in input.schema.convertedForeignKeys(of: table, in: input.scope) {
                converted[foreignKey.columns[0].sqlFolded] = table.name
            }
        }
        guard !converted.isEmpty else { return [] }
        let objects = input.schema.views.map { (kind: "view", name: $0.name, owner: $0.name, sql: $0.sql) }
            + input.schema.triggers.map { (kind: "trigger", name: $0.name, owner: $0.table, sql: $0.sql) }
        var findings: [Finding] = []
        for object in objects {
            let words = SQLTokenizer.tokenize(object.sql).filter { !$0.isTrivia }
            let comparisons: Set<String> = ["=", "==", "!=", "<>", "<", ">", "<=", ">="]
            var reported: Set<String> = []
            for index in words.indices where words[index].kind == .punctuation && comparisons.contains(words[index].text) {
                // column OP number, or number OP column (a column possibly qualified: t."c", NEW."c",
                // whose last name is the column).
                var right = index + 1
                while right + 2 < words.count, words[right + 1].text == "." { right += 2 }
                let pairs = [(index - 1, index + 1), (right, index - 1)]
                for (columnIndex, literalIndex) in pairs where words.indices.contains(columnIndex) && words.indices.contains(literalIndex) {
                    guard words[literalIndex].kind == .number,
                          let name = words[columnIndex].identifier?.sqlFolded,
                          words[columnIndex].kind == .word || words[columnIndex].kind == .quotedIdentifier,
                          let table = converted[name], reported.insert(name).inserted
                    else { continue }
                    findings.append(rule.finding(object.owner, words[columnIndex].identifier,
                        "the \(object.kind) \(quoteIdentifier(object.name)) compares \(quoteIdentifier(words[columnIndex].identifier!)) (of \(quoteIdentifier(table)), converted to UUID text) with the integer \(words[literalIndex].text): after the conversion it is never true.",
                        fix: "compare with the UUID the value becomes, or with another column; recreate the \(object.kind) in a migration after the conversion."))
                }
            }
        }
        return findings
    }
}
