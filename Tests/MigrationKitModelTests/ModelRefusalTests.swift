import Foundation
import MigrationKit
import MigrationKitModel
import MigrationKitTestSupport
import Testing

/// What a model cannot do is refused before the file is opened, by name; a file that drifted
/// from the model, or is newer than it, is refused too.
@Suite struct ModelRefusalTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    struct AddedRequiredWithoutDefault: TestRecord {
        static let versions = [1: [key], 2: [key, Field(name: "title", type: .string)]]
    }
    struct RequiredWithoutDefault: TestRecord {
        static let versions = [1: [key, Field(name: "title", type: .string, optional: true)], 2: [key, Field(name: "title", type: .string)]]
    }
    struct RenameOfNothing: TestRecord {
        static let versions = [1: [key], 2: [key, Field(name: "name", type: .string, optional: true, migrationInfo: .init(renamingID: "title"))]]
    }
    struct IntegerKey: TestRecord {
        static let versions = [1: [Field(primaryKey: true, name: "id", type: .integer)]]
    }
    struct NoKey: TestRecord {
        static let versions = [1: [Field(name: "title", type: .string)]]
    }
    struct Removed: TestRecord {
        static let versions = [1: [key], 2: []]
    }
    struct WrongDefault: TestRecord {
        static let versions = [1: [key, Field(name: "count", type: .integer, migrationInfo: .init(default: "many"))]]
    }

    /// The records below by name (a metatype is no test argument: it is not Sendable).
    static func record(named name: String) -> (any VersionedRecord.Type)? {
        let records: [any VersionedRecord.Type] = [
            AddedRequiredWithoutDefault.self, RequiredWithoutDefault.self, RenameOfNothing.self, IntegerKey.self,
            NoKey.self, Removed.self, WrongDefault.self,
        ]
        return records.first { String(describing: $0) == name }
    }

    @Test(arguments: [
        ("AddedRequiredWithoutDefault", 2, #""Note"."title": added as non-optional without a default, so the rows that exist would have no value; give it migrationInfo: .init(default: …), or make it optional."#),
        ("RequiredWithoutDefault", 2, #""Note"."title": becomes non-optional without a default for the rows that hold NULL; give it migrationInfo: .init(default: …)."#),
        ("RenameOfNothing", 2, #""Note"."name": renames "title", which the previous version does not have."#),
        ("IntegerKey", 1, #""Note": needs exactly one primary key field of type .uuid (found "id" of type .integer); sync identifies records by a UUID."#),
        ("NoKey", 1, #""Note": needs exactly one primary key field of type .uuid (found none); sync identifies records by a UUID."#),
        ("Removed", 2, #""Note": the record has no field in this version; removing a record (its table and its rows) is not supported. Keep its fields, or leave the record in every version."#),
        ("WrongDefault", 1, #""Note"."count": its default 'many' is not a .integer value."#),
    ])
    func refusedBeforeTheFileIsTouched(name: String, version: Int, problem: String) throws {
        let record = try #require(Self.record(named: name))
        let path = directory.path("note.sqlite")
        if version > 1 { _ = try PersistentStore(path: path, model: StoreModel(version: 1, records: [record])) }
        let before = fileBytes(path)
        #expect(throws: ModelError.invalidModel(version: version, problems: [problem])) {
            try PersistentStore(path: path, model: StoreModel(version: 2, records: [record]))
        }
        #expect(fileBytes(path) == before)
    }

    @Test func versionsAndTableNamesTheModelCannotHold() throws {
        let path = directory.path("never.sqlite")
        #expect(throws: ModelError.invalidModel(version: 0, problems: ["model versions count from 1 to 9999."])) {
            try PersistentStore(path: path, model: StoreModel(version: 0, records: [TodoItem.self]))
        }
        struct Note: TestRecord { static let versions = [1: [key]] }
        struct Memo: TestRecord { static var tableName: String { "NOTE" }; static let versions = [1: [key]] }
        #expect(throws: ModelError.invalidModel(version: 1, problems: [#"two records share the table "note"."#])) {
            try PersistentStore(path: path, model: StoreModel(version: 1, records: [Note.self, Memo.self]))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Version 1 adopts a table only when it is exactly what the model declares: a table of
    /// the same name with other columns is refused before anything is written, saying what it
    /// found.
    @Test func aTableThatIsNotTheModelsIsNotAdopted() throws {
        let path = directory.path("other.sqlite")
        try makeDatabase(at: path, sql: #"CREATE TABLE "Note" ("id" TEXT PRIMARY KEY NOT NULL, "extra" INTEGER); INSERT INTO "Note" VALUES ('a', 1);"#)
        let before = try #require(fileBytes(path))
        #expect(throws: MigrationKitError.preconditionsFailed(identifier: "model_v0001",
            failed: [#""Note": its columns are "extra" INTEGER, "id" TEXT NOT NULL PRIMARY KEY, not the model's "id" TEXT NOT NULL PRIMARY KEY"#])) {
            try PersistentStore(path: path, model: StoreModel(version: 1, records: [NoKeyButId.self]))
        }
        #expect(fileBytes(path) == before)
    }

    struct NoKeyButId: TestRecord { static let versions = [1: [key]] }

    @Test func aDriftedFileSaysWhatWasExpectedAndWhatWasFound() throws {
        let path = directory.path("drift.sqlite")
        try PersistentStore(path: path, model: StoreModel(version: 1, records: [TodoItem.self])).writer.write { db in
            try db.execute(sql: #"ALTER TABLE "TodoItem" ADD COLUMN "extra" INTEGER"#)
        }
        #expect(throws: ModelError.schemaMismatch(path: path, table: "TodoItem",
            expected: #""contents" TEXT NOT NULL, "id" TEXT NOT NULL PRIMARY KEY, "tag" TEXT, "title" TEXT NOT NULL"#,
            found: #""contents" TEXT NOT NULL, "extra" INTEGER, "id" TEXT NOT NULL PRIMARY KEY, "tag" TEXT, "title" TEXT NOT NULL"#)) {
            try PersistentStore(path: path, model: StoreModel(version: 1, records: [TodoItem.self]))
        }
        // Migrating it further is refused before anything is written.
        let before = try #require(fileBytes(path))
        #expect(throws: MigrationKitError.preconditionsFailed(identifier: "model_v0002", failed: [
            #""TodoItem": its columns are "contents" TEXT NOT NULL, "extra" INTEGER, "id" TEXT NOT NULL PRIMARY KEY, "tag" TEXT, "title" TEXT NOT NULL, not the previous version's "contents" TEXT NOT NULL, "id" TEXT NOT NULL PRIMARY KEY, "tag" TEXT, "title" TEXT NOT NULL"#,
        ])) {
            try PersistentStore(path: path, model: StoreModel(version: 2, records: [TodoItem.self]))
        }
        #expect(fileBytes(path) == before)
        #expect(ModelError.schemaMismatch(path: "p", table: "T", expected: "e", found: "f").description == """
            p: table "T" does not match the model.
              expected: e
              found:    f
            """)
    }

    @Test func aFileNewerThanTheModelIsLeftAsItIs() throws {
        let path = directory.path("newer.sqlite")
        _ = try PersistentStore(path: path, model: StoreModel(version: 3, records: [TodoItem.self]))
        let before = try #require(fileBytes(path))
        #expect(throws: ModelError.fileIsNewer(path: path, fileVersion: 3, modelVersion: 2)) {
            try PersistentStore(path: path, model: StoreModel(version: 2, records: [TodoItem.self]))
        }
        #expect(fileBytes(path) == before)
        #expect(ModelError.fileIsNewer(path: "p", fileVersion: 3, modelVersion: 2).description
            == "p is at model version 3, newer than this model (2); an older app cannot open it. Nothing was changed.")
    }

    /// A record whose tableName changed would start an empty table beside its rows: refused,
    /// naming the table, with the file untouched.
    @Test func renamingARecordIsRefused() throws {
        struct Renamed: TestRecord {
            static var tableName: String { "Memo" }
            static let versions = [1: [key, Field(name: "title", type: .string)], 2: [key, Field(name: "title", type: .string)]]
        }
        struct Original: TestRecord { static let versions = [1: [key, Field(name: "title", type: .string)]] }
        let path = directory.path("renamed.sqlite")
        _ = try PersistentStore(path: path, model: StoreModel(version: 1, records: [Original.self]))
        let before = try #require(fileBytes(path))
        #expect(throws: ModelError.tableMissing(path: path, table: "Memo", version: 1)) {
            try PersistentStore(path: path, model: StoreModel(version: 2, records: [Renamed.self]))
        }
        #expect(fileBytes(path) == before)
        #expect(ModelError.tableMissing(path: "p", table: "Memo", version: 1).description == """
            p is at model version 1, but has no table "Memo", which the model declares at that version. Renaming a record is \
            not supported: its rows stay in the table of its old name. Give the record its old tableName back. Nothing was changed.
            """)
    }

    /// A version already applied to the file is frozen: its step carries a checksum of what it
    /// does, so a description changed afterwards is refused, not silently skipped.
    @Test func anAppliedVersionThatChangedIsRefused() throws {
        struct Before: TestRecord { static let versions = [1: [key, Field(name: "title", type: .string)]] }
        struct After: TestRecord { static let versions = [1: [key, Field(name: "title", type: .string, optional: true)]] }
        let path = directory.path("frozen.sqlite")
        _ = try PersistentStore(path: path, model: StoreModel(version: 1, records: [Before.self]))
        #expect(throws: MigrationKitError.appliedMigrationModified(identifier: "model_v0001", sourceFile: "StoreModel version 1")) {
            try PersistentStore(path: path, model: StoreModel(version: 1, records: [After.self]))
        }
    }

    /// A file set up at version 1 with `setUp`, then opened at `version` in one go, and another
    /// opened one version at a time: for each, its applied steps, its schema and the rows
    /// `rows` selects.
    func openedBothWays(_ record: any VersionedRecord.Type, to version: Int, setUp: String, rows: String) throws -> (stepwise: [String], direct: [String]) {
        let stepwise = directory.path("stepwise.sqlite"), direct = directory.path("direct.sqlite")
        for path in [stepwise, direct] {
            try PersistentStore(path: path, model: StoreModel(version: 1, records: [record])).writer.write { try $0.execute(sql: setUp) }
        }
        for step in 2..<version { _ = try PersistentStore(path: stepwise, model: StoreModel(version: step, records: [record])) }
        return try [stepwise, direct].map { path in
            try PersistentStore(path: path, model: StoreModel(version: version, records: [record])).writer.read { db in
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
                    + String.fetchAll(db, sql: "SELECT type || ' ' || name || ' ' || coalesce(sql, '') FROM sqlite_master ORDER BY name")
                    + String.fetchAll(db, sql: rows)
            }
        }.pair
    }

    /// Opening at 3 in one go, or at 1, 2 and 3 one at a time, gives the same tables and rows.
    @Test func oneOpenOrOneVersionAtATimeGiveTheSameFile() throws {
        let insert = #"INSERT INTO "TodoItem" ("id", "title", "contents") VALUES ('0b6e1c8e-7d0a-4e39-9d6c-0d3f2b4a1c11', 'a', 'first'), ('6f1d5e2a-1b3c-4d5e-8f9a-0b1c2d3e4f50', 'b', 'second')"#
        let (a, b) = try openedBothWays(TodoItem.self, to: 3, setUp: insert, rows: #"SELECT rowid || '|' || "id" || '|' || "title" || '|' || "body" || '|' || "priority" FROM "TodoItem" ORDER BY rowid"#)
        #expect(a == b)
        #expect(a.prefix(3) == ["model_v0001", "model_v0002", "model_v0003"])
    }

    /// Four versions that use every supported change: 1 → 4 in one open, or one version at a
    /// time, gives the same tables, indexes, triggers and rows.
    @Test func fourVersionsInOneOpenOrOneAtATime() throws {
        struct Journal: VersionedRecord {
            static func recordDescription(for version: Int) -> RecordDescription {
                Field(primaryKey: true, name: "id", type: .uuid)
                if version < 3 { Field(name: "text", type: .string) } else { Field(name: "body", type: .string, migrationInfo: .init(renamingID: "text")) }
                Field(name: "mood", type: .integer, optional: version != 2, migrationInfo: .init(default: version == 2 ? 3 : nil))
                if version < 4 { Field(name: "weather", type: .string, optional: true) }
                if version > 1 { Field(name: "starred", type: .boolean, migrationInfo: .init(default: false)) }
                for tag in version > 3 ? ["place", "people"] : [] { Field(name: tag, type: .string, optional: true) }
            }
        }
        let setUp = #"""
            CREATE INDEX "journalText" ON "Journal"("text");
            CREATE TABLE "changes" ("entry" TEXT);
            CREATE TRIGGER "journalChanged" AFTER UPDATE OF "text" ON "Journal" BEGIN INSERT INTO "changes" VALUES (NEW."text"); END;
            INSERT INTO "Journal" ("id", "text", "mood", "weather") VALUES ('0b6e1c8e-7d0a-4e39-9d6c-0d3f2b4a1c11', 'rain', NULL, 'wet'), ('6f1d5e2a-1b3c-4d5e-8f9a-0b1c2d3e4f50', 'sun', 5, NULL);
            """#
        let (a, b) = try openedBothWays(Journal.self, to: 4, setUp: setUp, rows: #"SELECT rowid || '|' || "id" || '|' || "body" || '|' || quote("mood") || '|' || "starred" || '|' || quote("place") FROM "Journal" ORDER BY rowid"#)
        #expect(a == b)
        #expect(a.suffix(2) == ["1|0b6e1c8e-7d0a-4e39-9d6c-0d3f2b4a1c11|rain|3|0|NULL", "2|6f1d5e2a-1b3c-4d5e-8f9a-0b1c2d3e4f50|sun|5|0|NULL"])
        // The index and the trigger followed the rename, and the trigger still fires.
        #expect(a.contains { $0.hasPrefix("index journalText ") && $0.contains(#""body""#) })
        let store = try PersistentStore(path: directory.path("direct.sqlite"), model: StoreModel(version: 4, records: [Journal.self]))
        try store.writer.write { db in
            try db.execute(sql: #"UPDATE "Journal" SET "body" = 'fog' WHERE rowid = 1"#)
            #expect(try String.fetchAll(db, sql: #"SELECT "entry" FROM "changes""#) == ["fog"])
        }
    }

    /// The audit runs on a model: what a sync engine would reject is caught in a unit test.
    @Test func theAuditRunsOnAModel() throws {
        struct Risky: TestRecord {
            static let versions = [1: [key, Field(name: "title", type: .string), Field(name: "modificationDate", type: .date, optional: true)]]
        }
        let findings = try StoreModel(version: 1, records: [Risky.self]).audit().findings
        #expect(findings.map(\.rule).sorted() == ["not-null-without-default", "reserved-column-name"])
        #expect(try StoreModel(version: 3, records: [TodoItem.self]).audit().findings.filter { $0.severity == .error }.isEmpty)
    }
}

extension Array {
    /// The first two elements.
    fileprivate var pair: (Element, Element) { (self[0], self[1]) }
}
