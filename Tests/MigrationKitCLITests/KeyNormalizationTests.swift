import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// `generate` + `migrate` rewrite UUID keys stored in another form than the client's
/// (uppercase text, 16-byte blobs, a mixture) with every reference to them, on the same
/// rebuild as a conversion, with its checks; then the audit is clean. Checked row by row
/// against the form computed here, in Swift, from the file before.
@Suite struct KeyNormalizationTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    static let schema = """
        CREATE TABLE lists (id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(16)))), title TEXT NOT NULL DEFAULT '');
        CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(16)))), listID TEXT REFERENCES lists(id) ON DELETE CASCADE, title TEXT NOT NULL DEFAULT '');
        CREATE INDEX items_listID ON items(listID);
        CREATE TRIGGER items_touched AFTER UPDATE ON items BEGIN UPDATE lists SET title = title || ' (touched)' WHERE id = new.listID; END;
        """

    /// A UUID as a literal in `form`: lower, upper or blob.
    static func literal(_ uuid: String, _ form: String) -> String {
        switch form {
        case "upper": "'\(uuid.uppercased())'"
        case "blob": "X'\(uuid.replacingOccurrences(of: "-", with: ""))'"
        default: "'\(uuid)'"
        }
    }

    /// Lists and items whose keys and references are in `forms` (one per row, cycled), a text
    /// key that is no UUID among them, and an item without a list.
    func database(_ name: String, forms: [String]) throws -> String {
        let path = directory.path(name)
        let lists = ["1c3d5e7f-0000-4000-8000-000000000001", "2a000000-0000-4000-8000-0000000000ff", "3b3d5e7f-0000-4000-8000-00000000abcd"]
        let items = ["0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2", "4c000000-0000-4000-8000-000000000004", "5d000000-0000-4000-8000-000000000005"]
        func form(_ index: Int) -> String { forms[index % forms.count] }
        var sql = Self.schema
        sql += "INSERT INTO lists VALUES " + lists.enumerated().map { "(\(Self.literal($1, form($0))), 'List \($0)')" }.joined(separator: ", ") + ", ('inbox', 'Inbox');\n"
        sql += "INSERT INTO items VALUES " + items.enumerated().map { "(\(Self.literal($1, form($0 + 1))), \(Self.literal(lists[$0], form($0))), 'Item \($0)')" }.joined(separator: ", ")
            + ", ('loose', NULL, 'Loose'), ('filed', 'inbox', 'Filed');\n"
        try makeDatabase(at: path, sql: sql)
        return path
    }

    /// A key or reference as the client's form spells it, computed in Swift: UUIDs (text in
    /// either case, or 16 bytes) as text in that case; anything else as it was.
    static func expected(_ value: DatabaseValue, uppercase: Bool) -> DatabaseValue {
        switch value.storage {
        case .blob(let data) where data.count == 16:
            let hex = data.map { String(format: "%02x", $0) }.joined()
            let text = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
                String(hex[hex.index(hex.startIndex, offsetBy: range.lowerBound)..<hex.index(hex.startIndex, offsetBy: range.upperBound)])
            }.joined(separator: "-")
            return (uppercase ? text.uppercased() : text).databaseValue
        case .string(let text) where UUID(uuidString: text) != nil:
            return (uppercase ? text.uppercased() : text.lowercased()).databaseValue
        default:
            return value
        }
    }

    /// Every row of lists and items, by rowid, as `before` held it with its keys and references
    /// in the client's form, equals what `after` holds; the trigger did not fire.
    func expectNormalized(before: String, after: String, uppercase: Bool = false) throws {
        func rows(_ path: String, _ table: String) throws -> [[DatabaseValue]] {
            try DatabaseQueue(path: path).read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY rowid").map { Array($0.databaseValues) }
            }
        }
        let keyColumns = ["lists": [0], "items": [0, 1]]
        for (table, columns) in keyColumns {
            let expected = try rows(before, table).map { row in
                row.enumerated().map { index, value in columns.contains(index) ? Self.expected(value, uppercase: uppercase) : value }
            }
            #expect(try rows(after, table) == expected, "\(table)")
        }
        let schema = try DatabaseQueue(path: after).read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name IN ('lists', 'items') ORDER BY name") }
        #expect(schema == ["items_listID", "items_touched", "sqlite_autoindex_items_1", "sqlite_autoindex_lists_1"])
    }

    func convert(_ path: String, config: String? = nil) throws -> (generate: CommandResult, migrate: CommandResult) {
        let configuration = try config.map { ["--config", try directory.write("config.json", $0)] } ?? []
        let output = directory.path("Migrations-\(UUID().uuidString)")
        let generate = run(["generate", "--db-path", path, "--output", output] + configuration)
        let migrate = run(["migrate", "--db-path", path, "--migrations", output])
        return (generate, migrate)
    }

    @Test(arguments: [["upper"], ["blob"], ["lower", "upper", "blob"]])
    func keysAndReferencesBecomeLowercaseText(forms: [String]) throws {
        let path = try database("app.sqlite", forms: forms)
        let before = directory.path("before.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: before)
        #expect(run(["audit", "--db-path", path]).status == 1)

        let (generate, migrate) = try convert(path)
        #expect(generate.status == 0, "\(generate)")
        #expect(generate.output.contains("keys: none drawn; UUID keys and their references are rewritten in the form the app's client binds"), "\(generate)")
        #expect(migrate.status == 0 && migrate.output.hasSuffix("1 of 1 migrations applied; verification passed.\n"), "\(migrate)")
        try expectNormalized(before: before, after: path)
        let audit = run(["audit", "--db-path", path])
        #expect(audit.status == 0 && !audit.output.contains("key-representation") && !audit.output.contains("mixed-uuid-format"), "\(audit)")
        // Nothing left to do.
        #expect(try convert(path).generate.output.hasPrefix("\(path): nothing to convert"))
    }

    /// With the uppercase form chosen, uppercase keys are ready as they are, and lowercase
    /// ones become uppercase.
    @Test func theConfigurationChoosesTheForm() throws {
        let config = #"{ "keyRepresentation": "uppercase-text" }"#
        let upper = try database("upper.sqlite", forms: ["upper"])
        #expect(try convert(upper, config: config).generate.output.hasPrefix("\(upper): nothing to convert; the database is already sync-ready."))

        let lower = try database("lower.sqlite", forms: ["lower"])
        let before = directory.path("before.sqlite")
        try FileManager.default.copyItem(atPath: lower, toPath: before)
        let (generate, migrate) = try convert(lower, config: config)
        #expect(generate.status == 0 && migrate.status == 0, "\(generate)\n\(migrate)")
        try expectNormalized(before: before, after: lower, uppercase: true)
    }

    /// Keys that are one UUID in two forms would become one key: refused, naming them, and the
    /// file is left as it was.
    @Test func keysThatWouldBecomeOneAreRefused() throws {
        let path = directory.path("twice.sqlite")
        try makeDatabase(at: path, sql: Self.schema + """
            INSERT INTO lists VALUES ('1c3d5e7f-0000-4000-8000-000000000001', 'a'), ('1C3D5E7F-0000-4000-8000-000000000001', 'b'), ('2a000000-0000-4000-8000-0000000000ff', 'c');
            """)
        let bytes = fileBytes(path)
        let result = run(["generate", "--db-path", path, "--output", directory.path("Migrations")])
        #expect(result == CommandResult(status: 1, output: "", error: """
            error: \(path): cannot convert without losing data, so nothing was written:
              - "lists"."id": keys that are one UUID in two forms ('1C3D5E7F-0000-4000-8000-000000000001' and '1c3d5e7f-0000-4000-8000-000000000001'): rewritten to one form they would be one key. Merge or delete the duplicates first.

            """))
        #expect(fileBytes(path) == bytes)
        #expect(!FileManager.default.fileExists(atPath: directory.path("Migrations")))
    }

    /// A column that holds the keys without declaring it would be left pointing at nothing:
    /// refused, naming it, until it is declared.
    @Test func aColumnHoldingTheKeysUndeclaredIsRefused() throws {
        let path = directory.path("undeclared.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE lists (id TEXT PRIMARY KEY NOT NULL, title TEXT);
            CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL, listRef TEXT, title TEXT);
            INSERT INTO lists VALUES ('1C3D5E7F-0000-4000-8000-000000000001', 'Home');
            INSERT INTO items VALUES ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2', '1C3D5E7F-0000-4000-8000-000000000001', 'Milk'), ('4c000000-0000-4000-8000-000000000004', NULL, 'Eggs');
            """)
        let bytes = fileBytes(path)
        let result = run(["generate", "--db-path", path, "--output", directory.path("Migrations")])
        #expect(result == CommandResult(status: 1, output: "", error: """
            error: \(path): cannot convert without losing data, so nothing was written:
              - "items"."listRef": 1 row holds keys of "lists" as they are now, but the column declares no foreign key, so rewriting those keys would leave it pointing at nothing. Answer it as a reference (--reference items.listRef=lists) so that it is rewritten with them, or rewrite it yourself first.

            """))
        #expect(fileBytes(path) == bytes)
        // The audit says generate does not fix the keys until then.
        #expect(run(["audit", "--db-path", path]).output.contains(#"fix: migrationkit generate refuses it until this is fixed: "items"."listRef": 1 row holds keys of "lists""#))

        // Answered as a reference, it is rewritten with the keys.
        let output = directory.path("Answered")
        let generate = run(["generate", "--db-path", path, "--output", output, "--reference", "items.listRef=lists"])
        #expect(generate.status == 0, "\(generate)")
        #expect(run(["migrate", "--db-path", path, "--migrations", output]).status == 0)
        #expect(try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "SELECT items.title || ' ' || coalesce(lists.title, '-') || ' ' || coalesce(items.listRef, '-') FROM items LEFT JOIN lists ON lists.id = items.listRef ORDER BY items.rowid") }
            == ["Milk Home 1c3d5e7f-0000-4000-8000-000000000001", "Eggs - -"])
        #expect(run(["audit", "--db-path", path]).status == 0)
        #expect(run(["generate", "--db-path", path, "--output", output, "--reference", "items.listRef=lists"]).output == "\(path): nothing to convert; the database is already sync-ready.\n")
    }

    /// The conversion writes text keys: a blob form is refused, saying why.
    @Test func aBlobFormIsRefused() throws {
        let path = try database("app.sqlite", forms: ["lower"])
        let result = try convert(path, config: #"{ "keyRepresentation": "blob" }"#).generate
        #expect(result.status == 1)
        #expect(result.error.contains(#"- "lists": the keys of "lists" are to be 16-byte blobs (keyRepresentation "blob"), and the conversion writes UUID keys as lowercase text"#), "\(result)")
    }
}
