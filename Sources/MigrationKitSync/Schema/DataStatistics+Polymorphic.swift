import GRDB
import MigrationKit
import MigrationKitGRDB

// Detection of polymorphic references (issue 37, item 3): a column asked about as an undeclared
// reference whose table has a type column that names, row by row, the table its key is in.
// Conservative: it changes no question (the corpus bars count questions), only the answer a
// question suggests, and only where each type is tied to its parent by more than containment:
// the type value names the table (Rails' 'Post' → posts, Kodi's 'movie' → movie), or is a
// row of Django's django_content_type naming it (app_label_model). Integer codes whose parents
// only values could tell (AntennaPod's feedfile_type 0 and 2, where ids numbered from 1 fit
// any table as large) are not suggested: containment in ids from 1 proves nothing.
extension DataStatistics {
    /// The suggested polymorphic answer of each reference asked about, by column key.
    static func polymorphicSuggestions(_ db: Database, schema: DatabaseSchema, references: [ImpliedReference]) throws -> [ColumnPath: PolymorphicReference] {
        var found: [ColumnPath: PolymorphicReference] = [:]
        for reference in references where !reference.isKey {
            if let suggestion = try PolymorphicReference.suggested(db, schema: schema, for: reference) {
                found[ColumnPath(table: reference.table, column: reference.column)] = suggestion
            }
        }
        return found
    }
}

extension PolymorphicReference {
    /// The type columns a polymorphic reference's column is paired with, by its name
    /// (`commentable_id` → `commentable_type`, `media_id` → `media_type`, `feedfile` →
    /// `feedfile_type`), then the generic ones.
    static func typeColumnNames(for column: String) -> [String] {
        var base = column
        for suffix in ["_id", "id"] where base.count > suffix.count && base.sqlFolded.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            break
        }
        return [base + "_type", base + "type", base + "_type_id", "content_type_id", "media_type", "type"]
    }

    /// The answer with a parent per type that `reference`'s rows suggest, or nil: its table has
    /// a type column (``typeColumnNames(for:)``) of 2 to 20 values, and at least two of them name
    /// different converted tables whose keys hold nine in ten of that type's distinct ids or
    /// more. The types that name no table are left out (their rows would keep their values).
    static func suggested(_ db: Database, schema: DatabaseSchema, for reference: ImpliedReference) throws -> PolymorphicReference? {
        guard let table = schema.table(reference.table),
              let typeColumn = typeColumnNames(for: reference.column).lazy.compactMap({ table.column($0) }).first(where: { $0.name.sqlFolded != reference.column.sqlFolded })
        else { return nil }
        let t = quoteIdentifier(table.name), c = quoteIdentifier(reference.column), type = quoteIdentifier(typeColumn.name)
        let values = try String.fetchAll(db, sql: "SELECT DISTINCT CAST(\(type) AS TEXT) FROM \(t) WHERE \(c) IS NOT NULL AND \(type) IS NOT NULL LIMIT 21")
        guard (2...20).contains(values.count) else { return nil }
        // Django: the type is a key of django_content_type, whose row names the table.
        let contentTypes = table.foreignKeys.first { $0.columns.count == 1 && $0.columns[0].sqlFolded == typeColumn.name.sqlFolded }
            .flatMap { schema.table($0.parentTable) }
            .flatMap { parent -> DatabaseSchema.Table? in parent.column("app_label") != nil && parent.column("model") != nil ? parent : nil }
        var parents: [String: ColumnPath] = [:]
        for value in values {
            var name = value
            if let contentTypes, case .single(let key, _) = contentTypes.primaryKey {
                guard let named = try String.fetchOne(db, sql: "SELECT app_label || '_' || model FROM \(quoteIdentifier(contentTypes.name)) WHERE CAST(\(quoteIdentifier(key)) AS TEXT) = ?", arguments: [value]) else { continue }
                name = named
            }
            guard let parent = tableNamed(by: name, in: schema), let key = schema.convertedKey(of: parent) else { continue }
            let ids = "SELECT DISTINCT \(c) AS v FROM \(t) WHERE CAST(\(type) AS TEXT) = ? AND \(c) IS NOT NULL"
            let row = try Row.fetchOne(db, sql: "SELECT count(*), total(v IN (SELECT \(quoteIdentifier(key.name)) FROM \(quoteIdentifier(parent.name)))) FROM (\(ids))", arguments: [value])
            let distinct: Int = row?[0] ?? 0, contained = Int(row?[1] as Double? ?? 0)
            guard distinct > 0, contained * 10 >= distinct * 9 else { continue }
            parents[value] = ColumnPath(table: parent.name, column: key.name)
        }
        guard Set(parents.values.map { $0.table.sqlFolded }).count >= 2 else { return nil }
        return PolymorphicReference(table: table.name, column: reference.column, typeColumn: typeColumn.name, parents: parents)
    }

    /// The table a type value names: its name in any casing and separators, singular or plural
    /// (`Post` → `posts`, `Admin::User` → `admin_users`, `movie` → `movie`, `blog_entry`).
    private static func tableNamed(by value: String, in schema: DatabaseSchema) -> DatabaseSchema.Table? {
        func letters(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let word = letters(value)
        guard !word.isEmpty else { return nil }
        let forms: Set<String> = [word, word + "s", word + "es", word.hasSuffix("y") ? String(word.dropLast()) + "ies" : word]
        let matches = schema.tables.filter { forms.contains(letters($0.name)) }
        return matches.count == 1 ? matches[0] : nil
    }
}

/// The rows of a polymorphic reference whose type no parent is listed for (and whose value is
/// set): kept as they are, and reported, never left silently.
package struct UnlistedTypes: Sendable, Equatable {
    package let reference: PolymorphicReference
    package let rows: Int
    /// Their type values, as text (nil: NULL), in order.
    package let typeValues: [String?]
    /// The query that lists them.
    package let listing: String

    /// `1 row of "DownloadLog"."feedfile" is of a type no parent is listed for ("feedfile_type" 1) and keeps its value`.
    package var sentence: String {
        let values = typeValues.map { $0.map(quoteLiteral) ?? "NULL" }.joined(separator: ", ")
        return "\(rows) \(rows == 1 ? "row" : "rows") of \(reference.columnPath) \(rows == 1 ? "is" : "are") of a type no parent is listed for (\(quoteIdentifier(reference.typeColumn)) \(values)) and \(rows == 1 ? "keeps its value" : "keep their values")"
    }
}

extension DataStatistics {
    /// The rows of a polymorphic reference whose type no parent is listed for and whose value
    /// is set: they keep their values, and `generate` says so. Nil when there are none.
    static func unlistedTypes(_ db: Database, _ reference: PolymorphicReference, withoutRowid: Bool) throws -> [UnlistedTypes] {
        let condition = "\(quoteIdentifier(reference.column)) IS NOT NULL AND (\(reference.unlistedCondition()))"
        let rows = try Row.fetchAll(db, sql: "SELECT CAST(\(quoteIdentifier(reference.typeColumn)) AS TEXT), count(*) FROM \(quoteIdentifier(reference.table)) WHERE \(condition) GROUP BY 1 ORDER BY 1")
        guard !rows.isEmpty else { return [] }
        return [UnlistedTypes(
            reference: reference, rows: rows.reduce(0) { $0 + ($1[1] as Int) }, typeValues: rows.map { $0[0] as String? },
            listing: "SELECT \(withoutRowid ? "" : "rowid, ")* FROM \(quoteIdentifier(reference.table)) WHERE \(condition)")]
    }
}
