import MigrationKit
import MigrationKitSync
import Testing

/// Names compare as SQLite compares them, wherever they are used as keys: one column is one
/// column, however the schema, the command line and the configuration spell it.
@Suite struct SQLNameTests {
    @Test func asciiLettersFoldOtherScalarsDoNot() {
        #expect(SQLName("Lists") == SQLName("lists"))
        #expect(Set([SQLName("Lists"), SQLName("LISTS")]).count == 1)
        // SQLite folds ASCII only: two tables.
        #expect(SQLName("Ärger") != SQLName("ärger"))
        // The spelling is kept for messages.
        #expect(SQLName("Lists").description == "Lists")
    }

    /// Regression: `ColumnPath`'s synthesized `Hashable` compared spellings, so answers merged
    /// by path kept `Lists.ID` and `lists.id` as two columns where answers merged by folded key
    /// kept one.
    @Test func aColumnPathIsOneColumnHoweverSpelled() {
        let paths: Set = [ColumnPath(table: "Lists", column: "ID"), ColumnPath(table: "lists", column: "id")]
        #expect(paths.count == 1)
        #expect(ColumnPath(table: "Lists", column: "ID") == ColumnPath(table: "lists", column: "id"))
        #expect(ColumnPath(table: "lists", column: "id") != ColumnPath(table: "lists", column: "listID"))
        var path = ColumnPath(table: "Lists", column: "ID")
        path.column = "title"
        #expect(path.description == #""Lists"."title""#)
    }
}
