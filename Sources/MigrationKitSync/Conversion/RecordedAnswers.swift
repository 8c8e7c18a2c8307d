import GRDB
import MigrationKit
import MigrationKitGRDB

/// The answers a conversion was given about columns that may be references, kept in the
/// database it converted (``answersTableName``): `--reference` and `--not-reference`, the
/// configuration's `references`, a Core Data model's. The audit after the conversion reads them:
/// a column answered as no reference is no error again (`stale-reference` says it as an info,
/// with how to take the answer back), without an `accepted` entry.
///
/// Written by the first plan of a conversion (``ConversionPlanner``), in its transaction; a later
/// conversion or repair replaces the answer it gives again (the table is keyed by the column).
package struct RecordedAnswers: Sendable, Equatable {
    /// The answer about one column: a reference (to `parent`, `TABLE` or `TABLE.COLUMN`), or none.
    package struct Answer: Sendable, Equatable {
        package let isReference: Bool
        package let parent: String?
    }

    /// The answers, by column key (``DatabaseSchema/columnKey(_:_:)``).
    package var answers: [String: Answer] = [:]

    package init(answers: [String: Answer] = [:]) {
        self.answers = answers
    }

    /// Whether `table.column` was answered as no reference.
    package func dismissed(_ table: String, _ column: String) -> Bool {
        answers[DatabaseSchema.columnKey(table, column)]?.isReference == false
    }

    /// The answers kept in `db`; none when no conversion recorded any.
    package static func read(_ db: Database) throws -> RecordedAnswers {
        guard try db.tableExists(answersTableName) else { return RecordedAnswers() }
        let rows = try Row.fetchAll(db, sql: "SELECT \"table\", \"column\", \"answer\", \"parent\" FROM \(quoteIdentifier(answersTableName))")
        var answers: [String: Answer] = [:]
        for row in rows {
            guard let table = row["table"] as String?, let column = row["column"] as String?, let answer = row["answer"] as String? else { continue }
            answers[DatabaseSchema.columnKey(table, column)] = Answer(isReference: answer == "reference", parent: row["parent"])
        }
        return RecordedAnswers(answers: answers)
    }

    /// The statements that keep the answers of `options`; nil when it gives none.
    static func statements(for options: ConversionOptions) -> String? {
        let references = options.references.map { reference in
            (reference.table, reference.column, "reference", Optional(reference.parentTable + (reference.parentColumn.map { "." + $0 } ?? "")))
        }
        let dismissed = options.notReferences.map { ($0.table, $0.column, "not-reference", String?.none) }
        let rows = references + dismissed
        guard !rows.isEmpty else { return nil }
        let table = quoteIdentifier(answersTableName)
        return "CREATE TABLE IF NOT EXISTS \(table) (\"table\" TEXT NOT NULL COLLATE NOCASE, \"column\" TEXT NOT NULL COLLATE NOCASE, \"answer\" TEXT NOT NULL, \"parent\" TEXT, PRIMARY KEY (\"table\", \"column\"));\n"
            + rows.map { table_, column, answer, parent in
                "INSERT OR REPLACE INTO \(table) (\"table\", \"column\", \"answer\", \"parent\") VALUES (\(ConversionSQL.literal(table_)), \(ConversionSQL.literal(column)), \(ConversionSQL.literal(answer)), \(parent.map(ConversionSQL.literal) ?? "NULL"));"
            }.joined(separator: "\n")
    }
}
