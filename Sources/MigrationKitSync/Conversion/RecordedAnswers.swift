import GRDB
import MigrationKit
import MigrationKitGRDB

/// The answers a conversion was given about columns that may be references, kept in the
/// database it converted (``answersTableName``: the column, `reference` with the parent's table
/// and key column, or `not-reference`): `--reference` and `--not-reference`, the
/// configuration's `references`, a Core Data model's. The audit after the conversion reads them:
/// a column answered as no reference is no error again (`stale-reference` says it as an info,
/// with how to take the answer back), without an `accepted` entry.
///
/// Written by the first plan of a conversion (``ConversionPlanner``), in its transaction; a later
/// conversion or repair replaces the answer it gives again (the table is keyed by the column).
package struct RecordedAnswers: Sendable, Equatable {
    /// The answer about one column: a reference (to `parentTable`, and its key column when the
    /// answer named it), or none.
    package struct Answer: Sendable, Equatable {
        package let isReference: Bool
        package var parentTable: String? = nil
        package var parentColumn: String? = nil
        /// A polymorphic reference (``PolymorphicReference``): its type column, and each type
        /// value's parent key, kept in ``answerParentsTableName``; no single parent.
        package var typeColumn: String? = nil
        package var parents: [String: ColumnPath] = [:]

        /// Whether the column was answered with a parent per type.
        package var isPolymorphic: Bool { typeColumn != nil }
    }

    /// The answers, by column key (``ColumnPath``, which compares as SQLite compares names).
    package var answers: [ColumnPath: Answer] = [:]

    package init(answers: [ColumnPath: Answer] = [:]) {
        self.answers = answers
    }

    /// Whether `table.column` was answered as no reference.
    package func dismissed(_ table: String, _ column: String) -> Bool {
        answers[ColumnPath(table: table, column: column)]?.isReference == false
    }

    /// The answers kept in `db`; none when no conversion recorded any.
    package static func read(_ db: Database) throws -> RecordedAnswers {
        guard try db.tableExists(answersTableName) else { return RecordedAnswers() }
        let rows = try Row.fetchAll(db, sql: "SELECT \"table\", \"column\", \"answer\", \"parent_table\", \"parent_column\" FROM \(quoteIdentifier(answersTableName))")
        var answers: [ColumnPath: Answer] = [:]
        for row in rows {
            guard let table = row["table"] as String?, let column = row["column"] as String?, let answer = row["answer"] as String? else { continue }
            answers[ColumnPath(table: table, column: column)] = Answer(isReference: answer == "reference" || answer == "polymorphic", parentTable: row["parent_table"], parentColumn: row["parent_column"])
        }
        // The parents of the polymorphic answers, kept only when a conversion was given one.
        if try db.tableExists(answerParentsTableName) {
            let parents = try Row.fetchAll(db, sql: "SELECT \"table\", \"column\", \"type_column\", \"type_value\", \"parent_table\", \"parent_column\" FROM \(quoteIdentifier(answerParentsTableName))")
            for row in parents {
                let key = ColumnPath(table: row["table"], column: row["column"])
                guard answers[key]?.isReference == true, answers[key]?.parentTable == nil,
                      let value = row["type_value"] as String?, let parentTable = row["parent_table"] as String?, let parentColumn = row["parent_column"] as String?
                else { continue }
                answers[key]?.typeColumn = row["type_column"]
                answers[key]?.parents[value] = ColumnPath(table: parentTable, column: parentColumn)
            }
        }
        return RecordedAnswers(answers: answers)
    }

    /// The same answers with `options`' dismissals added: what the audit reads once a conversion
    /// with `options` kept them.
    package func adding(_ options: ConversionOptions) -> RecordedAnswers {
        var answers = self.answers
        for column in options.notReferences { answers[column] = Answer(isReference: false) }
        for reference in options.polymorphicReferences {
            answers[reference.columnPath] = Answer(isReference: true, typeColumn: reference.typeColumn, parents: reference.parents)
        }
        return RecordedAnswers(answers: answers)
    }

    /// The same answers with the dismissals `answers` now answer as references left out: an
    /// answer given now (the configuration's) wins over the one a conversion kept, and the column
    /// is reported again until generate repairs it.
    package func overridden(by answers: [ReferenceAnswer]) -> RecordedAnswers {
        var kept = self.answers
        for answer in answers {
            if case .reference = answer.answer, kept[answer.column]?.isReference == false { kept[answer.column] = nil }
        }
        return RecordedAnswers(answers: kept)
    }

    /// The statements that keep the answers of `options`; nil when it gives none. The last
    /// answer about a column replaces the one before (a repair's `reference` a dismissal).
    static func statements(for options: ConversionOptions) -> String? {
        let references = options.references.map { reference in
            (reference.table, reference.column, "reference", Optional(reference.parentTable), reference.parentColumn)
        }
        let dismissed = options.notReferences.map { ($0.table, $0.column, "not-reference", String?.none, String?.none) }
        let polymorphic = options.polymorphicReferences.map { ($0.table, $0.column, "polymorphic", String?.none, String?.none) }
        let rows = references + dismissed + polymorphic
        guard !rows.isEmpty else { return nil }
        let table = quoteIdentifier(answersTableName)
        func literal(_ text: String?) -> String { text.map(ConversionSQL.literal) ?? "NULL" }
        return "CREATE TABLE IF NOT EXISTS \(table) (\"table\" TEXT NOT NULL COLLATE NOCASE, \"column\" TEXT NOT NULL COLLATE NOCASE, \"answer\" TEXT NOT NULL, \"parent_table\" TEXT, \"parent_column\" TEXT, PRIMARY KEY (\"table\", \"column\"));\n"
            + rows.map { child, column, answer, parentTable, parentColumn in
                "INSERT OR REPLACE INTO \(table) (\"table\", \"column\", \"answer\", \"parent_table\", \"parent_column\") VALUES (\(literal(child)), \(literal(column)), \(literal(answer)), \(literal(parentTable)), \(literal(parentColumn)));"
            }.joined(separator: "\n")
            + parentStatements(for: options.polymorphicReferences)
    }

    /// The statements that keep each polymorphic answer's parents, one row per type value,
    /// in a table of their own (``answerParentsTableName``) created only when there is one: the
    /// answers table and the files of conversions without one stay as they were. Empty when
    /// there is none.
    private static func parentStatements(for references: [PolymorphicReference]) -> String {
        guard !references.isEmpty else { return "" }
        let table = quoteIdentifier(answerParentsTableName)
        var statements = ["CREATE TABLE IF NOT EXISTS \(table) (\"table\" TEXT NOT NULL COLLATE NOCASE, \"column\" TEXT NOT NULL COLLATE NOCASE, \"type_column\" TEXT NOT NULL, \"type_value\" TEXT NOT NULL, \"parent_table\" TEXT NOT NULL, \"parent_column\" TEXT NOT NULL, PRIMARY KEY (\"table\", \"column\", \"type_value\"));"]
        for reference in references {
            let column = "\(ConversionSQL.literal(reference.table)), \(ConversionSQL.literal(reference.column))"
            statements.append("DELETE FROM \(table) WHERE \"table\" = \(ConversionSQL.literal(reference.table)) AND \"column\" = \(ConversionSQL.literal(reference.column));")
            for value in reference.typeValues {
                let parent = reference.parents[value]!
                statements.append("INSERT INTO \(table) (\"table\", \"column\", \"type_column\", \"type_value\", \"parent_table\", \"parent_column\") VALUES (\(column), \(ConversionSQL.literal(reference.typeColumn)), \(ConversionSQL.literal(value)), \(ConversionSQL.literal(parent.table)), \(ConversionSQL.literal(parent.column)));")
            }
        }
        return "\n" + statements.joined(separator: "\n")
    }
}
