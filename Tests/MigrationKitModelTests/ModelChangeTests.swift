import Foundation
import MigrationKitModel
import MigrationKitTestSupport
import Testing

/// A record whose description is given per version by a closure, for tests.
protocol TestRecord: VersionedRecord {
    static var versions: [Int: [Field]] { get }
}

extension TestRecord {
    static var tableName: String { "Note" }
    // A `for` in the builder.
    @RecordDescriptionBuilder
    static func recordDescription(for version: Int) -> RecordDescription {
        for field in versions[version] ?? [] { field }
    }
}

let key = Field(primaryKey: true, name: "id", type: .uuid)

/// Every supported change, alone and combined, on a real file with rows: data kept row for
/// row (keys and rowids included), and the table's indexes, triggers and views kept.
@Suite struct ModelChangeTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Opens `record` at 1, inserts three notes, opens it at 2, and returns the rows at 2 as
    /// `rowid|id|…` lines of the given columns.
    func migrate<R: VersionedRecord>(_ record: R.Type, insert: String, columns: [String]) throws -> (before: [String], after: [String]) {
        let path = directory.path("\(R.self).sqlite")
        let before = try PersistentStore(path: path, model: StoreModel(version: 1, records: [record])).writer.write { db in
            try db.execute(sql: insert)
            return try String.fetchAll(db, sql: #"SELECT rowid || '|' || "id" FROM "Note" ORDER BY rowid"#)
        }
        let store = try PersistentStore(path: path, model: StoreModel(version: 2, records: [record]))
        let selected = (["rowid", #""id""#] + columns.map { "quote(\"\($0)\")" }).joined(separator: " || '|' || ")
        let after = try store.writer.read { db in try String.fetchAll(db, sql: "SELECT \(selected) FROM \"Note\" ORDER BY rowid") }
        return (before, after)
    }

    struct AddOptional: TestRecord {
        static let versions = [1: [key, Field(name: "title", type: .string)], 2: [key, Field(name: "title", type: .string), Field(name: "link", type: .url, optional: true)]]
    }
    struct AddWithDefault: TestRecord {
        static let versions = [1: [key, Field(name: "title", type: .string)], 2: [key, Field(name: "title", type: .string), Field(name: "done", type: .boolean, migrationInfo: .init(default: false))]]
    }
    struct Remove: TestRecord {
        static let versions = [1: [key, Field(name: "title", type: .string), Field(name: "old", type: .integer, optional: true)], 2: [key, Field(name: "title", type: .string)]]
    }
    struct Rename: TestRecord {
        static let versions = [1: [key, Field(name: "title", type: .string)], 2: [key, Field(name: "name", type: .string, migrationInfo: .init(renamingID: "title"))]]
    }
    struct BecomeRequired: TestRecord {
        static let versions = [1: [key, Field(name: "title", type: .string, optional: true)], 2: [key, Field(name: "title", type: .string, migrationInfo: .init(default: "untitled"))]]
    }
    struct BecomeOptional: TestRecord {
        static let versions = [1: [key, Field(name: "title", type: .string)], 2: [key, Field(name: "title", type: .string, optional: true)]]
    }
    /// Everything at once: a rename, a removal, an addition and a field becoming required.
    struct Combined: TestRecord {
        static let versions = [
            1: [key, Field(name: "title", type: .string, optional: true), Field(name: "contents", type: .string), Field(name: "old", type: .data, optional: true)],
            2: [key, Field(name: "title", type: .string, migrationInfo: .init(default: "untitled")), Field(name: "body", type: .string, migrationInfo: .init(renamingID: "contents")),
                Field(name: "rank", type: .double, migrationInfo: .init(default: 1))],
        ]
    }

    @Test func addingAnOptionalFieldGivesNull() throws {
        let (before, after) = try migrate(AddOptional.self, insert: #"INSERT INTO "Note" ("title") VALUES ('a'), ('b'), ('c')"#, columns: ["title", "link"])
        #expect(after == before.enumerated().map { "\($1)|'\(["a", "b", "c"][$0])'|NULL" })
    }

    @Test func addingARequiredFieldGivesItsDefault() throws {
        let (before, after) = try migrate(AddWithDefault.self, insert: #"INSERT INTO "Note" ("title") VALUES ('a'), ('b'), ('c')"#, columns: ["done"])
        #expect(after == before.map { "\($0)|0" })
    }

    /// A text default whose quote is followed by a combining mark (one Swift Character) is
    /// still quoted as SQLite reads it: the rows get the text itself.
    @Test func aTextDefaultIsQuotedScalarByScalar() throws {
        let (before, after) = try migrate(AddQuotedDefault.self, insert: #"INSERT INTO "Note" ("title") VALUES ('a'), ('b'), ('c')"#, columns: ["tag"])
        #expect(after == before.map { "\($0)|'it''\u{301}s'" })
    }

    /// A record named with letters beyond ASCII reopens: SQLite folds ASCII letters only, as
    /// the store now compares its tables' names.
    @Test func aRecordWithANonASCIINameReopens() throws {
        let path = directory.path("names.sqlite")
        _ = try PersistentStore(path: path, model: StoreModel(version: 1, records: [Élément.self]))
        let reopened = try PersistentStore(path: path, model: StoreModel(version: 2, records: [Élément.self]))
        #expect(try reopened.writer.read { db in try String.fetchAll(db, sql: #"SELECT name FROM pragma_table_info('Élément')"#) } == ["id", "titre"])
    }

    @Test func removingAFieldKeepsTheRest() throws {
        let (before, after) = try migrate(Remove.self, insert: #"INSERT INTO "Note" ("title", "old") VALUES ('a', 1), ('b', NULL), ('c', 3)"#, columns: ["title"])
        #expect(after == before.enumerated().map { "\($1)|'\(["a", "b", "c"][$0])'" })
    }

    /// SQLite will not drop a column an index uses: the step rolls back with SQLite's reason,
    /// and the file stays at version 1 with every row.
    @Test func removingAnIndexedFieldRollsBack() throws {
        let path = directory.path("indexed.sqlite")
        try PersistentStore(path: path, model: StoreModel(version: 1, records: [Remove.self])).writer.write { db in
            try db.execute(sql: #"CREATE INDEX "noteOld" ON "Note"("old"); INSERT INTO "Note" ("title", "old") VALUES ('a', 1)"#)
        }
        let error = #expect(throws: (any Error).self) {
            try PersistentStore(path: path, model: StoreModel(version: 2, records: [Remove.self]))
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains(#"migration "model_v0002" failed and was rolled back"#), "\(String(describing: error))")
        let store = try PersistentStore(path: path, model: StoreModel(version: 1, records: [Remove.self]))
        #expect(try store.writer.read { db in try String.fetchAll(db, sql: #"SELECT "title" || "old" FROM "Note""#) } == ["a1"])
    }

    @Test func renamingAFieldKeepsItsValues() throws {
        let (before, after) = try migrate(Rename.self, insert: #"INSERT INTO "Note" ("title") VALUES ('a'), ('b'), ('c')"#, columns: ["name"])
        #expect(after == before.enumerated().map { "\($1)|'\(["a", "b", "c"][$0])'" })
    }

    @Test func becomingRequiredFillsNullsWithTheDefault() throws {
        let (before, after) = try migrate(BecomeRequired.self, insert: #"INSERT INTO "Note" ("title") VALUES ('a'), (NULL), ('c')"#, columns: ["title"])
        #expect(after == before.enumerated().map { "\($1)|'\(["a", "untitled", "c"][$0])'" })
    }

    @Test func becomingOptionalAcceptsNull() throws {
        let (before, after) = try migrate(BecomeOptional.self, insert: #"INSERT INTO "Note" ("title") VALUES ('a')"#, columns: ["title"])
        #expect(after == before.map { "\($0)|'a'" })
        let store = try PersistentStore(path: directory.path("BecomeOptional.sqlite"), model: StoreModel(version: 2, records: [BecomeOptional.self]))
        try store.writer.write { db in try db.execute(sql: #"INSERT INTO "Note" ("title") VALUES (NULL)"#) }
        #expect(try store.writer.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "Note" WHERE "title" IS NULL"#) } == 1)
    }

    @Test func everythingAtOnce() throws {
        let (before, after) = try migrate(Combined.self, insert: """
            INSERT INTO "Note" ("title", "contents", "old") VALUES ('a', 'first', x'00'), (NULL, 'second', NULL), ('c', 'third', x'01')
            """, columns: ["title", "body", "rank"])
        #expect(after == zip(before, ["'a'|'first'|1.0", "'untitled'|'second'|1.0", "'c'|'third'|1.0"]).map { "\($0)|\($1)" })
    }

    /// A rebuild (a field becoming required) keeps the table's indexes, triggers and views, and
    /// the triggers still fire.
    @Test func aRebuildKeepsIndexesTriggersAndViews() throws {
        let path = directory.path("objects.sqlite")
        try PersistentStore(path: path, model: StoreModel(version: 1, records: [BecomeRequired.self])).writer.write { db in
            try db.execute(sql: """
                CREATE INDEX "noteTitle" ON "Note"("title");
                CREATE TABLE "log" ("entry" TEXT);
                CREATE TRIGGER "noteInserted" AFTER INSERT ON "Note" BEGIN INSERT INTO "log" VALUES (NEW."title"); END;
                CREATE VIEW "titles" AS SELECT "title" FROM "Note";
                INSERT INTO "Note" ("title") VALUES ('a'), (NULL);
                """)
        }
        let store = try PersistentStore(path: path, model: StoreModel(version: 2, records: [BecomeRequired.self]))
        try store.writer.write { db in
            let objects = try String.fetchAll(db, sql: "SELECT type || ' ' || name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%' AND name NOT LIKE 'migrationkit_%' ORDER BY name")
            #expect(objects == ["table Note", "table log", "trigger noteInserted", "index noteTitle", "view titles"])
            try db.execute(sql: #"INSERT INTO "Note" ("title") VALUES ('b')"#)
            #expect(try String.fetchAll(db, sql: #"SELECT "title" FROM "titles" ORDER BY 1"#) == ["a", "b", "untitled"])
            #expect(try String.fetchAll(db, sql: #"SELECT "entry" FROM "log" WHERE "entry" = 'b'"#) == ["b"])
        }
    }
}


extension ModelChangeTests {
    /// The rebuild is the conversion's (TableRebuild): a WITHOUT ROWID table adopted as version
    /// 1 keeps its option, its index, the trigger of another table that names it, the view over
    /// it and the rows that reference it; legacy_alter_table is off again afterwards.
    @Test func aRebuildKeepsWithoutRowidAndWhatNamesTheTable() throws {
        let path = directory.path("without-rowid.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE "Note" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT) WITHOUT ROWID;
            CREATE INDEX "noteTitle" ON "Note"("title");
            CREATE TABLE "comment" ("note" TEXT REFERENCES "Note"("id"), "text" TEXT);
            CREATE TABLE "log" ("entry" TEXT);
            CREATE TRIGGER "commented" AFTER INSERT ON "comment" BEGIN
              INSERT INTO "log" SELECT "title" FROM "Note" WHERE "id" = NEW."note";
            END;
            CREATE VIEW "commentedNotes" AS SELECT "Note"."title", "comment"."text" FROM "Note" JOIN "comment" ON "comment"."note" = "Note"."id";
            INSERT INTO "Note" VALUES ('b', NULL), ('a', 'first');
            INSERT INTO "comment" VALUES ('a', 'one'), ('b', 'two');
            """)
        let store = try PersistentStore(path: path, model: StoreModel(version: 2, records: [BecomeRequired.self]))
        try store.writer.write { db in
            #expect(try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'Note'")
                == #"CREATE TABLE "Note" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL DEFAULT 'untitled') WITHOUT ROWID"#)
            #expect(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger', 'view') AND sql IS NOT NULL ORDER BY name")
                == ["commented", "commentedNotes", "noteTitle"])
            #expect(try String.fetchAll(db, sql: #"SELECT "title" || ':' || "text" FROM "commentedNotes" ORDER BY 1"#) == ["first:one", "untitled:two"])
            try db.execute(sql: #"DELETE FROM "log"; INSERT INTO "comment" VALUES ('b', 'three')"#)
            #expect(try String.fetchAll(db, sql: #"SELECT "entry" FROM "log""#) == ["untitled"])
            #expect(try Bool.fetchOne(db, sql: "PRAGMA legacy_alter_table") == false)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pragma_foreign_key_check") == 0)
        }
    }
}

private enum AddQuotedDefault: TestRecord {
    static let versions: [Int: [Field]] = [
        1: [key, Field(name: "title", type: .string)],
        2: [key, Field(name: "title", type: .string), Field(name: "tag", type: .string, migrationInfo: .init(default: "it'\u{301}s"))],
    ]
}

private enum Élément: VersionedRecord {
    static func recordDescription(for version: Int) -> RecordDescription {
        Field(primaryKey: true, name: "id", type: .uuid)
        if version > 1 { Field(name: "titre", type: .string, optional: true) }
    }
}
