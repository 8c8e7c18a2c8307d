import GRDB
import MigrationKitGRDB

/// A converted reference's DEFAULT that is the old key of a row of its parent
/// (`owner INTEGER NOT NULL DEFAULT 1 REFERENCES users(id)`: the first user), carried as that
/// row's new key when the key is known only on the device: under the salted scheme (the
/// parent's prefix is drawn as the conversion runs), and in a repair (the prefix the parent's
/// conversion recorded). The deterministic scheme writes the key itself, a literal.
///
/// SQL cannot write a value read at run time into a `CREATE TABLE`: a DEFAULT is a constant
/// expression (no subquery, no column), evaluated at each INSERT, never once; and the one way
/// to change a table's definition afterwards from SQL, `PRAGMA writable_schema`, edits
/// `sqlite_schema` behind SQLite's back (refused in defensive mode; a slip corrupts the file).
/// So the statement holds a placeholder, the string `'migrationkit:new-key "users" 1'` in the
/// DEFAULT's place, and its two executors (``ConversionStatement/execute(_:in:cacheSize:tracker:plan:ran:)``
/// for the app's conversion and the rehearsal, the conversion file's step for `migrate` and a
/// Swift-format file) write the key in, read from `migrationkit_key_prefixes`, just before the
/// statement runs (``resolved(_:in:)``): the rebuilt table says `DEFAULT '<new key>'`. The
/// check of the rewritten table's columns expects that key, read from the same table
/// (``expectedDefault``): a file run by hand, where nothing replaces the placeholder, stops
/// at that check, changing nothing.
struct NewKeyDefault: Equatable {
    /// The parent whose row the DEFAULT names, and that row's old key.
    let parentTable: String
    let value: Int64

    /// What a placeholder's text starts with.
    static let marker = "migrationkit:new-key "

    /// The placeholder, an SQL string literal, written where the DEFAULT's value goes.
    var placeholder: String {
        ConversionSQL.literal(Self.marker + quoteIdentifier(parentTable) + " " + String(value))
    }

    /// The new key as SQL, read from the bookkeeping table: the parent's prefix and the old key
    /// in twelve hexadecimal digits.
    var newKey: String {
        ConversionSQL.printfUUID(prefix: ConversionSQL.storedPrefix(of: parentTable), String(value))
    }

    /// SQL for the `dflt_value` `PRAGMA table_xinfo` reports once the key is written in: the key
    /// as a string literal.
    var expectedDefault: String {
        "quote(\(newKey))"
    }

    /// The placeholder whose text (without its quotes) is `text`, or nil.
    init?(text: String) {
        guard text.hasPrefix(Self.marker), let space = text.lastIndex(of: " "),
              let value = Int64(text[text.index(after: space)...]),
              let name = SQLTokenizer.tokenize(String(text[text.index(text.startIndex, offsetBy: Self.marker.count)..<space])).first,
              name.kind == .quotedIdentifier, let table = name.identifier
        else { return nil }
        self.init(parentTable: table, value: value)
    }

    /// The placeholder written as `literal`, an SQL string literal (``placeholder``), or nil.
    init?(literal: String) {
        let tokens = SQLTokenizer.tokenize(literal)
        guard tokens.count == 1, tokens[0].kind == .string, let text = tokens[0].identifier else { return nil }
        self.init(text: text)
    }

    init(parentTable: String, value: Int64) {
        self.parentTable = parentTable
        self.value = value
    }

    /// Whether `sql` may hold a placeholder: the executors run such text statement by statement.
    static func appears(in sql: String) -> Bool {
        sql.contains(marker)
    }

    /// `sql` with every placeholder that follows a DEFAULT replaced by the key it stands for,
    /// read on `db`; `sql` itself when it holds none. A placeholder whose parent has no recorded
    /// prefix is an error naming it: the statements record every prefix before any table is
    /// rebuilt, so it means the statements were edited or run out of order.
    static func resolved(_ sql: String, in db: Database) throws -> String {
        guard appears(in: sql) else { return sql }
        var text = ""
        var previous: SQLToken?
        for token in SQLTokenizer.tokenize(sql) {
            if token.kind == .string, previous?.isKeyword("DEFAULT") == true, let content = token.identifier, let key = NewKeyDefault(text: content) {
                guard let literal = try String.fetchOne(db, sql: "SELECT \(key.expectedDefault)") else {
                    throw MissingPrefix(key: key)
                }
                text += literal
            } else {
                text += token.text
            }
            if !token.isTrivia { previous = token }
        }
        return text
    }

    /// A placeholder whose parent has no prefix in `migrationkit_key_prefixes`.
    struct MissingPrefix: Error, CustomStringConvertible {
        let key: NewKeyDefault
        var description: String {
            "a DEFAULT of the conversion is the new key of row \(key.value) of \(quoteIdentifier(key.parentTable)), but \(keyPrefixesTableName) records no prefix for \(quoteIdentifier(key.parentTable)): the statements that record it must run first"
        }
    }
}
