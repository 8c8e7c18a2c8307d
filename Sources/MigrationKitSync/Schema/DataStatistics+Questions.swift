import GRDB
import MigrationKitGRDB

/// What the rows of a column asked about say of the parent it is suggested for: how many rows
/// hold one of its keys, values above its keys, and three rows with the parent rows they would
/// point at (``Finding/Evidence``). Read for the questions only, once the values have raised
/// them.
package struct ReferenceRows: Sendable, Equatable {
    package var rows = 0
    package var rowsWithKeys = 0
    package var valuesAboveKeys = 0
    package var samples: [Finding.Evidence.Sample] = []
}

extension DataStatistics {
    /// How many sample rows a question shows.
    static let questionSamples = 3

    /// ``ReferenceRows`` of every column `references` asks about, by column key
    /// (``ColumnPath``, which compares as SQLite compares names). Each is one bounded query: the first
    /// ``ReferenceValues/sampledRows`` rows holding a value, each looked up through the parent's
    /// key index; and one for the samples, among those rows.
    static func referenceRows(_ db: Database, schema: DatabaseSchema, references: [ImpliedReference]) throws -> [ColumnPath: ReferenceRows] {
        var found: [ColumnPath: ReferenceRows] = [:]
        for reference in references {
            guard let table = schema.table(reference.table), let parent = schema.table(reference.parentTable) else { continue }
            let c = quoteIdentifier(reference.column), k = quoteIdentifier(reference.parentColumn), p = quoteIdentifier(parent.name)
            let read = "SELECT \(c) AS v FROM \(quoteIdentifier(table.name)) WHERE \(c) IS NOT NULL LIMIT \(ReferenceValues.sampledRows)"
            var rows = ReferenceRows()
            if let row = try Row.fetchOne(db, sql: """
                WITH s(v) AS (\(read))
                SELECT count(*), count(p.\(k)),
                       (SELECT count(DISTINCT v) FROM s WHERE typeof(v) = 'integer' AND v > (SELECT max(\(k)) FROM \(p) WHERE \(k) <= \(Int64.max)))
                FROM s LEFT JOIN \(p) AS p ON p.\(k) = s.v
                """) {
                rows.rows = row[0]
                rows.rowsWithKeys = row[1]
                rows.valuesAboveKeys = row[2]
            }
            let identity = table.primaryKey.columns.count == 1 ? table.primaryKey.columns[0] : table.rowidName
            let label = Self.readableColumn(of: table, besides: [reference.column]), parentLabel = Self.readableColumn(of: parent, besides: [])
            let shown = [identity.map { "CAST(\(quoteIdentifier($0)) AS TEXT)" } ?? "NULL", label.map(quoteIdentifier) ?? "NULL", c]
            rows.samples = try Row.fetchAll(db, sql: """
                SELECT t.r, t.l, t.v, \(parentLabel.map { "CAST(p.\(quoteIdentifier($0)) AS TEXT)" } ?? "NULL")
                FROM (SELECT \(shown[0]) AS r, CAST(\(shown[1]) AS TEXT) AS l, \(shown[2]) AS v FROM \(quoteIdentifier(table.name))
                      WHERE typeof(\(c)) = 'integer' LIMIT \(ReferenceValues.sampledRows)) AS t
                JOIN \(p) AS p ON p.\(k) = t.v
                GROUP BY t.v LIMIT \(questionSamples)
                """).map { row in
                Finding.Evidence.Sample(row: row[0], rowLabel: Self.shortened(row[1]), value: row[2], parentLabel: Self.shortened(row[3]))
            }
            found[ColumnPath(table: reference.table, column: reference.column)] = rows
        }
        return found
    }

    /// The column a person recognizes a row by: a text column named as a name or a title is
    /// (`name`, `title`, `label`, `subject`, `ZTITLE`, `display_name`), or else the first text
    /// column that is no key; nil when the table has none.
    static func readableColumn(of table: Table, besides: [String]) -> String? {
        let skipped = Set(besides.map(\.sqlFolded) + table.primaryKey.columns.map(\.sqlFolded))
        let text = table.columns.filter { $0.affinity == .text && $0.generated != .hidden && !skipped.contains($0.name.sqlFolded) }
        let readable = ["name", "title", "label", "subject", "caption", "summary", "text", "email", "url", "path", "filename", "description"]
        for word in readable {
            // Core Data's names are one word after their Z: `ZTITLE`.
            if let column = text.first(where: { ParentNames.words($0.name).last.map { $0 == word || $0 == "z" + word } == true }) { return column.name }
        }
        return text.first?.name
    }

    /// Text shown in a sample: at most 40 characters, on one line.
    static func shortened(_ text: String?) -> String? {
        guard let text else { return nil }
        guard let line = text.split(whereSeparator: \.isNewline).first.map(String.init), !line.allSatisfy(\.isWhitespace) else { return nil }
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}
