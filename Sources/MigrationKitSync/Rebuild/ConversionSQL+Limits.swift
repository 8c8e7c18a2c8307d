// Statements that grow with the schema: the sizes past which generated SQL is split or
// nested, so that no schema, however wide, meets one of SQLite's limits on a statement.
import MigrationKitGRDB

extension ConversionSQL {
    /// The most terms one generated compound SELECT (or multi-row VALUES beside one) holds.
    /// SQLite refuses more than 500 in one statement (SQLITE_MAX_COMPOUND_SELECT, "too many
    /// terms in compound SELECT"; https://sqlite.org/limits.html#max_compound_select), and a
    /// schema can have a table of 600 columns or a parent of 300 children: past this size a
    /// statement is split. Below it the SQL is the same as without the split.
    static let compoundTerms = 250

    /// The most terms one generated chain of AND or OR holds as it is. SQLite nests `a OR b OR c`
    /// one level per term and refuses an expression deeper than 1000 ("Expression tree is too
    /// large"; https://sqlite.org/limits.html#max_expr_depth), which a table of 500 references
    /// reaches. Past this size the chain is parenthesized as a balanced tree (parentheses add no
    /// level), of depth log2 of its length, which means the same.
    static let chainTerms = 100

    /// `terms` joined by `operator` (`AND`, `OR`).
    static func joined(_ terms: [String], by operator: String) -> String {
        guard terms.count > chainTerms else { return terms.joined(separator: " \(`operator`) ") }
        func tree(_ terms: ArraySlice<String>) -> String {
            guard terms.count > 1 else { return terms.first! }
            let middle = terms.startIndex + terms.count / 2
            return "(\(tree(terms[..<middle])) \(`operator`) \(tree(terms[middle...])))"
        }
        return tree(terms[...])
    }

    /// `terms` in groups of at most ``compoundTerms``.
    static func chunked(_ terms: [String]) -> [ArraySlice<String>] {
        stride(from: 0, to: terms.count, by: compoundTerms).map { terms[$0..<min($0 + compoundTerms, terms.count)] }
    }

    /// True when the query `actual` returns exactly the literal `rows` (`(a, b, …)`), both sides
    /// without duplicates. Up to ``compoundTerms`` rows: each side EXCEPT the other is empty.
    /// Past it, one VALUES would exceed SQLite's limit, so the same is said in pieces: `actual`
    /// returns as many rows, and each piece of `rows` EXCEPT `actual` is empty (with no
    /// duplicates, as many rows all found means the same rows).
    static func sameRows(_ actual: String, _ rows: [String]) -> String {
        guard rows.count > compoundTerms else {
            let values = "VALUES " + rows.joined(separator: ", ")
            return "NOT EXISTS (\(actual) EXCEPT \(values)) AND NOT EXISTS (\(values) EXCEPT \(actual))"
        }
        return "(SELECT count(*) FROM (\(actual))) = \(rows.count)"
            + chunked(rows).map { " AND NOT EXISTS (VALUES \($0.joined(separator: ", ")) EXCEPT \(actual))" }.joined()
    }
}
