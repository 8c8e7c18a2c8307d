import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// The id schemes on the database where they differ: one user's iPhone and iPad, which both
/// numbered their rows from 1 before sync, applying the same generated file.
@Suite struct KeySchemeTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    static let tables = ["reminders", "remindersLists", "remindersTags", "tags"]

    /// Two copies of the sample converted with one generated file: the phone's and the pad's.
    func convertTwoDevices(_ options: [String]) throws -> (original: String, phone: String, pad: String) {
        let original = try directory.copyFixture("reminders.sqlite")
        let migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", original, "--output", migrations] + options).status == 0)
        var devices: [String] = []
        for device in ["phone", "pad"] {
            let path = directory.path("\(device).sqlite")
            try FileManager.default.copyItem(atPath: original, toPath: path)
            let migrated = run(["migrate", "--db-path", path, "--migrations", migrations])
            #expect(migrated.status == 0, "\(migrated)")
            #expect(try ConversionComparison(before: original, after: path, scheme: .init(arguments: options)).differences() == [])
            devices.append(path)
        }
        return (original, devices[0], devices[1])
    }

    /// Every table's keys, by rowid.
    func keys(_ path: String) throws -> [String: [String]] {
        try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read { db in
            try Dictionary(uniqueKeysWithValues: Self.tables.map { table in
                (table, try String.fetchAll(db, sql: "SELECT id FROM \(quoteIdentifier(table)) ORDER BY rowid"))
            })
        }
    }

    /// Salted: the same row gets a different key on each device, so CloudKit keeps two records;
    /// the comparison above holds on each (references follow their parent, the last 12 digits
    /// are the old id, rowids for the join table).
    @Test func theDefaultGivesTwoDevicesDifferentKeysForTheSameRow() throws {
        let (_, phone, pad) = try convertTwoDevices([])
        let phoneKeys = try keys(phone), padKeys = try keys(pad)
        for table in Self.tables {
            let mine = try #require(phoneKeys[table]), theirs = try #require(padKeys[table])
            #expect(mine.count == theirs.count && !mine.isEmpty)
            #expect(Set(mine).isDisjoint(with: theirs), "\(table)")
            // The same old id, a different prefix.
            #expect(zip(mine, theirs).allSatisfy { $0.suffix(12) == $1.suffix(12) && $0.prefix(24) != $1.prefix(24) }, "\(table)")
        }
        // Keys of one table sort by old id: the key index fills in order.
        #expect(phoneKeys["reminders"] == phoneKeys["reminders"]?.sorted())
        let prefixes = try openDatabase(DatabaseConnectionOptions(path: phone, access: .readOnly)).read(ConvertedKeys.read)
        #expect(Set(Self.tables.compactMap { prefixes.derivation(of: $0)?.prefix }).count == 4)
        #expect(prefixes.derivation(of: "remindersTags")?.column == "rowid")
        #expect(prefixes.derivation(of: "reminders")?.column == "id")
    }

    /// Deterministic: the same keys on both devices, the seed's, and the join table's from rowids.
    @Test func deterministicGivesEveryDeviceTheSameKeys() throws {
        let (_, phone, pad) = try convertTwoDevices(["--id-scheme", "deterministic"])
        let phoneKeys = try keys(phone)
        #expect(phoneKeys == (try keys(pad)))
        #expect(phoneKeys["remindersLists"]?.first == "00000000-0000-0000-0000-000000000001")
        #expect(phoneKeys["remindersTags"]?.first == "00000000-0000-0000-0000-000000000001")
    }

    /// An app finds a record by the id it kept in a deep link, and the old id of a key; keys it
    /// did not derive are nil.
    @Test func convertedKeysFindARecordByItsOldID() throws {
        let (original, phone, _) = try convertTwoDevices([])
        let old = try openDatabase(DatabaseConnectionOptions(path: original, access: .readOnly)).read { db in
            try Row.fetchAll(db, sql: "SELECT id, title FROM reminders ORDER BY id").map { ($0[0] as Int64, $0[1] as String) }
        }
        try openDatabase(DatabaseConnectionOptions(path: phone, access: .readWrite)).write { db in
            let keys = try ConvertedKeys.read(db)
            for (id, title) in old {
                let key = try #require(keys.key(forLegacyID: id, in: "reminders"))
                #expect(try String.fetchOne(db, sql: "SELECT title FROM reminders WHERE id = ?", arguments: [key]) == title)
                #expect(keys.legacyID(forKey: key, in: "reminders") == id)
                #expect(keys.legacyID(forKey: key.uppercased(), in: "REMINDERS") == id)
                // Another table's prefix is not this table's.
                #expect(keys.legacyID(forKey: key, in: "tags") == nil)
            }
            let prefix = try #require(keys.derivation(of: "reminders")?.prefix)
            #expect(keys.key(forLegacyID: 255, in: "reminders") == prefix + "0000000000ff")
            #expect(keys.key(forLegacyID: -1, in: "reminders") == nil)
            #expect(keys.key(forLegacyID: 1 << 48, in: "reminders") == nil)
            #expect(keys.key(forLegacyID: 1, in: "no such table") == nil)
            // A row created after the conversion has a key of its own.
            try db.execute(sql: "INSERT INTO remindersLists (title) VALUES ('New')")
            let fresh = try #require(try String.fetchOne(db, sql: "SELECT id FROM remindersLists WHERE title = 'New'"))
            #expect(keys.legacyID(forKey: fresh, in: "remindersLists") == nil)
            #expect(keys.legacyID(forKey: prefix + "00000000000g", in: "reminders") == nil)
            #expect(keys.legacyID(forKey: prefix + "1", in: "reminders") == nil)
        }
    }

    /// The random scheme keeps no old id; a database never converted has none either.
    @Test func randomKeysAndUnconvertedDatabasesHaveNoLegacyIDs() throws {
        let (original, phone, _) = try convertTwoDevices(["--id-scheme", "random"])
        for path in [original, phone] {
            let keys = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read(ConvertedKeys.read)
            #expect(keys.derivation(of: "reminders") == nil)
            #expect(keys.key(forLegacyID: 1, in: "reminders") == nil)
        }
    }

    /// A table keyed by its parent's key shares the parent's prefix (the key is the reference);
    /// every other table draws its own, and the bookkeeping table is not audited.
    @Test func aTableKeyedByItsParentSharesThePrefix() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "notes" ("id" INTEGER PRIMARY KEY, "body" TEXT);
            CREATE TABLE "covers" ("id" INTEGER PRIMARY KEY REFERENCES "notes"("id") ON DELETE CASCADE, "image" BLOB);
            CREATE TABLE "pins" ("id" INTEGER PRIMARY KEY, "noteID" INTEGER REFERENCES "notes"("id") ON DELETE CASCADE);
            INSERT INTO "notes" VALUES (1, 'a'), (2, 'b');
            INSERT INTO "covers" VALUES (2, x'00');
            INSERT INTO "pins" VALUES (1, 2);
            """)
        let before = directory.path("before.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: before)
        let migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", migrations]).status == 0)
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations]).status == 0)
        #expect(try ConversionComparison(before: before, after: db).differences() == [])
        let keys = try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly)).read(ConvertedKeys.read)
        #expect(keys.derivation(of: "covers")?.prefix == keys.derivation(of: "notes")?.prefix)
        #expect(keys.derivation(of: "pins")?.prefix != keys.derivation(of: "notes")?.prefix)
        let sql = try String(contentsOfFile: migrations + "/0001_convert_covers_and_2_more.sql", encoding: .utf8)
        #expect(sql.contains(#"-- Before commit, these are checked, or everything is rolled back:"#))
        #expect(sql.contains(#"--   - the prefix drawn for "notes" is the prefix of "covers", "notes" only"#))
        #expect(sql.contains(#"--   - the prefix drawn for "pins" is the prefix of "pins" only"#))
        let audit = run(["audit", "--db-path", db, "--format", "json"])
        #expect(!audit.output.contains("migrationkit_key_prefixes"), "\(audit)")
    }

    /// A join table's rowid that printf cannot carry (negative, or 2^48 and more: only an
    /// explicit insert makes one) gets a fresh UUID; the other rows' keys come from their rowids.
    @Test(arguments: [[], ["--id-scheme", "deterministic"]])
    func rowidsPrintfCannotCarryGetFreshKeys(options: [String]) throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            CREATE TABLE "links" ("listID" INTEGER NOT NULL REFERENCES "lists"("id"), "note" TEXT);
            INSERT INTO "lists" VALUES (1);
            INSERT INTO "links" (rowid, "listID", "note") VALUES (-5, 1, 'negative'), (1, 1, 'one'), (281474976710656, 1, 'too big');
            """)
        let before = directory.path("before.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: before)
        let migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", migrations] + options).status == 0)
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations]).status == 0)
        #expect(try ConversionComparison(before: before, after: db, scheme: .init(arguments: options)).differences() == [])
        try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly)).read { db in
            let keys = try ConvertedKeys.read(db)
            #expect(keys.derivation(of: "links")?.column == "rowid")
            let ids = try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT note, id FROM links").map { ($0[0] as String, $0[1] as String) })
            #expect(ids["one"] == keys.key(forLegacyID: 1, in: "links"))
            for note in ["negative", "too big"] {
                let id = try #require(ids[note])
                // A version 4 UUID, not derived from the rowid.
                #expect(keys.legacyID(forKey: id, in: "links") == nil, "\(note): \(id)")
                #expect(Array(id)[14] == "4", "\(note): \(id)")
            }
        }
    }

    /// generate says which scheme it used, and what deterministic risks.
    @Test(arguments: [
        ([], "keys: salted, a prefix per table drawn on each device as it converts, then the old id in hex (ConvertedKeys finds a record by its old id)"),
        (["--id-scheme", "deterministic"], "keys: deterministic, the same on every device: rows that two devices created with the same id before sync become one record (use salted unless the data comes from one device)"),
        (["--id-scheme", "random"], "keys: random, a fresh UUID per row; the old ids are not kept"),
    ])
    func generateSaysWhichSchemeItUsed(options: [String], line: String) throws {
        let db = try directory.copyFixture("reminders.sqlite")
        let migrations = directory.path("Migrations")
        let result = run(["generate", "--db-path", db, "--output", migrations] + options)
        #expect(result.status == 0)
        #expect(result.output.components(separatedBy: "\n")[1] == line, "\(result)")
        let header = try String(contentsOfFile: migrations + "/0001_convert_reminders_and_3_more.sql", encoding: .utf8)
        #expect(header.contains("(migrationkit generate --id-scheme \(options.last ?? "salted") --uuid-default function):"))
    }
}
