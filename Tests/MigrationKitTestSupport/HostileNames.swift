import Foundation

/// Names a hostile database could give its tables, columns, indexes, triggers and views, from a
/// seed: quotes of every kind with combining marks and zero-width joiners right after them
/// (`"` + U+0301 is one Swift `Character` that equals no quote), `;`, `--`, `/*`, line breaks of
/// every kind, bidi controls, emoji, SQL keywords and statements, directive-looking comments,
/// case that only Unicode folds (`Ä`/`ä`, `ſ`), and names of 1,000 characters.
public struct HostileNames {
    public static let pieces: [String] = [
        "\"", "\"\u{0301}", "\"\u{200D}", "'", "'\u{0301}", "'\u{200D}", "`", "`\u{0308}", "[", "]", "]\u{0301}",
        ";", "--", "-\u{0301}-", "/*", "*/", "\n", "\r", "\r\n", "\u{2028}", "\u{0085}", "\n\u{0301}",
        "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{2400}", "🙂", "👩‍👩‍👧", " ", "\t",
        "DROP TABLE canary", "); DROP TABLE canary; --", "SELECT", "NOT NULL", "PRIMARY KEY", "ſelect",
        "Ä", "ä", "İ", "x", "y", "z", "-- migrate:down", "-- migrationkit:apply", "\n-- migrate:down\n",
        ".", "=", "(", ")", ",", "\\", "$a", "?", ":a", "@a", "%", "_",
    ]

    private var random: SeededGenerator
    private var used: Set<String> = []

    public init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// A new name, different from every name handed out before as SQLite compares names
    /// (ASCII case folded), never empty, never one of SQLite's or the toolkit's own, never `id`,
    /// `rowid`, `oid` or `_rowid_`.
    public mutating func next() -> String {
        while true {
            var name: String
            if Int.random(in: 0..<20, using: &random) == 0 {
                name = String(repeating: Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)], count: 1_000)
                name = String(name.unicodeScalars.prefix(1_000).map(Character.init))
            } else {
                name = (0..<Int.random(in: 1...6, using: &random)).map { _ in Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)] }.joined()
            }
            let folded = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
                scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(scalar.value + 0x20)! : scalar
            }))
            guard !["id", "rowid", "oid", "_rowid_", "canary"].contains(folded),
                  !folded.hasPrefix("sqlite_"), !folded.hasPrefix("migrationkit_"), !folded.hasPrefix("grdb_"), !folded.hasPrefix("sqlitedata_"),
                  used.insert(folded).inserted
            else { continue }
            return name
        }
    }

    /// `name` as a quoted SQL identifier, written here independently of the code under test:
    /// every `"` scalar doubled.
    public static func quoted(_ name: String) -> String {
        "\"" + String(String.UnicodeScalarView(name.unicodeScalars.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] })) + "\""
    }

    /// `text` as a SQL string literal, the same way.
    public static func literal(_ text: String) -> String {
        "'" + String(String.UnicodeScalarView(text.unicodeScalars.flatMap { $0 == "'" ? ["'", "'"] : [$0] })) + "'"
    }

    /// A database whose every name is hostile: a parent, a child referencing it, a table
    /// without a key referencing the child, an index, a view and a trigger, hostile text in a
    /// DEFAULT and in the rows; and a `canary` table that must come through untouched.
    public static func database(seed: UInt64) -> String {
        var names = HostileNames(seed: seed)
        let (parent, parentKey, title) = (quoted(names.next()), quoted(names.next()), quoted(names.next()))
        let (child, childKey, reference, note) = (quoted(names.next()), quoted(names.next()), quoted(names.next()), quoted(names.next()))
        let (join, joinReference, joinText) = (quoted(names.next()), quoted(names.next()), quoted(names.next()))
        let (index, view, trigger) = (quoted(names.next()), quoted(names.next()), quoted(names.next()))
        let text = literal(names.next())
        return """
            CREATE TABLE "canary" ("x" TEXT);
            INSERT INTO "canary" VALUES ('alive');
            CREATE TABLE \(parent) (\(parentKey) INTEGER PRIMARY KEY, \(title) TEXT DEFAULT \(text));
            CREATE TABLE \(child) (\(childKey) INTEGER PRIMARY KEY, \(reference) INTEGER REFERENCES \(parent)(\(parentKey)) ON DELETE CASCADE, \(note) TEXT);
            CREATE TABLE \(join) (\(joinReference) INTEGER NOT NULL REFERENCES \(child)(\(childKey)) ON DELETE CASCADE, \(joinText) TEXT);
            CREATE INDEX \(index) ON \(child)(\(reference));
            CREATE VIEW \(view) AS SELECT \(title) FROM \(parent);
            CREATE TRIGGER \(trigger) AFTER INSERT ON \(child) BEGIN UPDATE \(parent) SET \(title) = \(title) WHERE \(parentKey) = NEW.\(reference); END;
            INSERT INTO \(parent) (\(parentKey)) VALUES (1);
            INSERT INTO \(parent) VALUES (2, \(text));
            INSERT INTO \(child) VALUES (10, 1, \(text)), (11, NULL, NULL), (12, 2, 'plain');
            INSERT INTO \(join) VALUES (10, \(text)), (12, NULL), (12, 'again');
            """
    }
}
