// What an app writes: GRDB imported beside every MigrationKit library, none of them
// @testable, GRDB's names (`Column`, `Table`, `ForeignKey`) used unqualified. A public
// MigrationKit name that clashes with one of GRDB's makes this file fail to compile.
import Foundation
import GRDB
import MigrationKit
import MigrationKitCLI
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

@Suite("Conversion inside an app's own DatabaseMigrator")
struct InAppConversionTests {
    /// Text keys in another form than the client's are rewritten in the app too, with their
    /// references, in the form the options say; two forms of one UUID are refused by name.
    @Test func keysInAnotherFormAreRewritten() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("notes.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE notes (id TEXT PRIMARY KEY NOT NULL, body TEXT);
            CREATE TABLE links (id TEXT PRIMARY KEY NOT NULL, noteID TEXT REFERENCES notes(id) ON DELETE CASCADE);
            INSERT INTO notes VALUES ('1C3D5E7F-0000-4000-8000-000000000001', 'a'), (X'2C3D5E7F000040008000000000000002', 'b');
            INSERT INTO links VALUES ('3c3d5e7f-0000-4000-8000-000000000003', '1C3D5E7F-0000-4000-8000-000000000001'), ('4c3d5e7f-0000-4000-8000-000000000004', X'2C3D5E7F000040008000000000000002');
            """)
        let dbQueue = try Self.queue(path)
        let report = try Self.migrate(dbQueue) { db in
            var options = ConversionOptions()
            options.keyRepresentations = KeyRepresentations(.uppercaseText)
            return try Conversion.apply(in: db, options: options)
        }
        #expect(report?.convertedTables.sorted() == ["links", "notes"])
        #expect(try dbQueue.read { db in try String.fetchAll(db, sql: "SELECT notes.id || ' ' || links.id FROM links JOIN notes ON notes.id = links.noteID ORDER BY notes.body") } == [
            "1C3D5E7F-0000-4000-8000-000000000001 3C3D5E7F-0000-4000-8000-000000000003",
            "2C3D5E7F-0000-4000-8000-000000000002 4C3D5E7F-0000-4000-8000-000000000004",
        ])

        let twice = directory.path("twice.sqlite")
        try makeDatabase(at: twice, sql: "CREATE TABLE notes (id TEXT PRIMARY KEY NOT NULL); INSERT INTO notes VALUES ('1c3d5e7f-0000-4000-8000-000000000001'), (X'1C3D5E7F000040008000000000000001');")
        let error = #expect(throws: ConversionError.self) {
            try Self.migrate(try Self.queue(twice)) { db in try Conversion.apply(in: db) }
        }
        #expect(error?.refusals == ["same-uuid-twice"])
    }

    @Test func theReportSaysWhatWasConverted() throws {
        let directory = try TemporaryDirectory()
        let dbQueue = try Self.queue(try directory.copyFixture("reminders.sqlite"))
        let report = try Self.migrate(dbQueue) { db in try Conversion.apply(in: db) }

        #expect(report?.convertedTables == ["reminders", "remindersLists", "remindersTags", "tags"])
        #expect(report?.rows == ["reminders": 10, "remindersLists": 3, "remindersTags": 7, "tags": 3])
        #expect(report?.keysAdded == ["remindersTags"])
        #expect(report?.normalized == [:])
        // Once converted, there is nothing left to do: an empty report.
        let again = try Self.migrate(dbQueue, identifier: "0002_again") { db in try Conversion.apply(in: db) }
        #expect(again?.isEmpty == true)
    }

    /// Orphans the developer's copy did not have: the migration throws an error that names the
    /// table, and the file is the same byte for byte (the app's own migrator already ran, so
    /// `grdb_migrations` exists and GRDB writes nothing before the migration's transaction).
    @Test func orphansAreRefusedByNameAndTheFileIsUnchanged() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("orphans.sqlite")
        try makeDatabase(at: path, sql: """
            PRAGMA foreign_keys = OFF;
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            INSERT INTO grdb_migrations VALUES ('v1_initial');
            CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
            CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER NOT NULL REFERENCES lists(id) ON DELETE CASCADE, title TEXT NOT NULL);
            INSERT INTO lists VALUES (1, 'Home');
            INSERT INTO items VALUES (1, 1, 'milk'), (2, 7, 'bread');
            """)
        let before = try #require(fileBytes(path))
        let dbQueue = try Self.queue(path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1_initial") { _ in }
        migrator.registerMigration("0001_uuid_keys") { db in try Conversion.apply(in: db) }

        let error = #expect(throws: ConversionError.self) { try migrator.migrate(dbQueue) }
        #expect(error?.description == """
            cannot convert without losing data, so nothing was written:
              - "items": 1 row references missing rows of "lists" through ("listID"); PRAGMA foreign_key_check("items") lists them.
            """)
        #expect(error?.refusals == ["orphaned-rows"])
        try dbQueue.close()
        #expect(fileBytes(path) == before)
    }

    /// A refusal names the option that would help as Swift names it, not as the command line does.
    @Test func refusalsNameTheSwiftOption() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("negative.sqlite")
        try makeDatabase(at: path, sql: "CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT); INSERT INTO items VALUES (-1, 'below zero');")
        let dbQueue = try Self.queue(path)
        let error = #expect(throws: ConversionError.self) {
            try Self.migrate(dbQueue) { db in try Conversion.apply(in: db) }
        }
        #expect(error?.description == """
            cannot convert without losing data, so nothing was written:
              - "items"."id": 1 value printf('%012x', …) cannot carry (-1); correct them, or use idScheme: .random.
            """)
    }

    /// With foreign keys on, DROP TABLE deletes the rows that reference the table (and cascades):
    /// refused before anything is written.
    @Test func refusesWithForeignKeysOn() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.copyFixture("reminders.sqlite")
        let before = try #require(fileBytes(path))
        let dbQueue = try Self.queue(path)
        let error = #expect(throws: ConversionError.self) {
            try dbQueue.write { db in try Conversion.apply(in: db) }
        }
        #expect(error?.description.hasPrefix("cannot convert here, so nothing was written: foreign keys are on") == true)
        try dbQueue.close()
        #expect(fileBytes(path) == before)
    }

    @Test func refusesOutsideATransaction() throws {
        let directory = try TemporaryDirectory()
        let dbQueue = try Self.queue(try directory.copyFixture("reminders.sqlite"))
        let error = #expect(throws: ConversionError.self) {
            try dbQueue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                try Conversion.apply(in: db)
            }
        }
        #expect(error?.description == "cannot convert here, so nothing was written: Conversion.apply runs inside a transaction, and there is none; call it from a migration registered with GRDB's DatabaseMigrator.")
    }

    /// The same conversion as a step of MigrationKit's own runner, with its checks before and
    /// its verification after.
    @Test func theStepRunsThroughTheRunner() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.copyFixture("reminders.sqlite")
        let pristine = directory.path("pristine.sqlite")
        try FileManager.default.copyItem(atPath: Fixtures.path("reminders.sqlite"), toPath: pristine)
        let dbQueue = try Self.queue(path)
        let runner = try GRDBMigrationRunner(steps: [Conversion.step(identifier: "0001_uuid_keys")])

        #expect(try runner.migrate(in: dbQueue) == ["0001_uuid_keys"])
        let keys = try dbQueue.read(ConvertedKeys.read)
        #expect(keys.key(forLegacyID: 1, in: "tags") != nil)
        // GRDB's association types beside MigrationKit's, unqualified.
        let list = ForeignKey(["remindersListID"], to: ["id"])
        let lists = try dbQueue.read { db in
            try Row.fetchAll(db, Table("reminders").including(required: Table("reminders").belongsTo(Table("remindersLists"), using: list)))
        }
        #expect(lists.count == 10)
        try dbQueue.close()
        #expect(try ConversionComparison(before: pristine, after: path).differences() == [])
    }

    /// A schema other people designed (Chinook: eleven tables, composite join-table keys,
    /// NO ACTION foreign keys), converted on the device the way an app would: lossless, by the
    /// same oracle as the CLI's conversion of it.
    @Test(.enabled(if: RealSchemas.hasChinook, "skipped: ../shared/real-schemas/chinook is absent"))
    func chinookConvertsInTheAppsMigrator() throws {
        let directory = try TemporaryDirectory()
        let before = directory.path("before.sqlite"), after = directory.path("after.sqlite")
        try makeDatabase(at: before, sql: try String(contentsOfFile: RealSchemas.chinook, encoding: .utf8))
        try FileManager.default.copyItem(atPath: before, toPath: after)
        let dbQueue = try Self.queue(after)
        let report = try Self.migrate(dbQueue) { db in try Conversion.apply(in: db) }
        try dbQueue.close()

        #expect(report?.convertedTables.count == 11)
        #expect(try ConversionComparison(before: before, after: after).differences() == [])
    }

    /// The answers a team keeps in its configuration, adopted by the app: every answered
    /// reference converted with its parent, the column answered as none left as it was.
    @Test func anAppAdoptsTheAnswersOfTheConfiguration() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("calibre.sqlite")
        try makeDatabase(at: path, sql: try Fixtures.text("Shapes/calibre.sql"))
        let configuration = try AuditConfiguration.read(Data("""
            { "references": [
                { "column": "books_authors_link.book", "parent": "books" },
                { "column": "books_authors_link.author", "parent": "authors" },
                { "column": "books_tags_link.book", "parent": "books" },
                { "column": "books_tags_link.tag", "notReference": "for the test" }
            ] }
            """.utf8))
        var options = ConversionOptions()
        options.adopt(configuration.references)
        let dbQueue = try Self.queue(path)
        _ = try Self.migrate(dbQueue) { [options] db in try Conversion.apply(in: db, options: options) }
        try dbQueue.read { db in
            let links = try Int.fetchOne(db, sql: "SELECT count(*) FROM books_authors_link")
            #expect(links ?? 0 > 0)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM books_authors_link JOIN books ON books.id = book JOIN authors ON authors.id = author") == links)
            #expect(try String.fetchAll(db, sql: "SELECT DISTINCT typeof(book) || '/' || typeof(tag) FROM books_tags_link") == ["text/integer"])
        }
    }

    /// A composite key that holds the parent's `id` converts in the app as with migrationkit:
    /// an added key named `id_key`, the old `id` converted as a reference, every row kept.
    @Test func aCompositeKeyHoldingIDConvertsInTheApp() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("history.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL);
            CREATE TABLE "items_history" ("id" INTEGER NOT NULL REFERENCES "items"("id") ON DELETE CASCADE,
              "position" INTEGER NOT NULL, "title" TEXT NOT NULL, PRIMARY KEY ("id", "position"));
            INSERT INTO "items" VALUES (1, 'Buy milk'), (2, 'Call Ana'), (5, 'Pay rent');
            INSERT INTO "items_history" VALUES (1, 1, 'Buy mlk'), (1, 2, 'Buy milk'), (2, 1, 'Call Ana'), (5, 1, 'Rent');
            """)
        let before = directory.path("before.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: before)
        let dbQueue = try Self.queue(path)
        _ = try Self.migrate(dbQueue) { db in try Conversion.apply(in: db) }
        let (key, keys, joined) = try dbQueue.read { db in
            (try db.primaryKey("items_history").columns,
             try Int.fetchOne(db, sql: "SELECT count(DISTINCT id_key) FROM items_history WHERE length(id_key) = 36"),
             try String.fetchAll(db, sql: "SELECT items.title || '/' || items_history.position FROM items_history JOIN items ON items.id = items_history.id ORDER BY items.rowid, position"))
        }
        #expect(key == ["id_key"])
        #expect(keys == 4)
        #expect(joined == ["Buy milk/1", "Buy milk/2", "Call Ana/1", "Pay rent/1"])
        try dbQueue.close()
        #expect(try ConversionComparison(before: before, after: path).differences() == [])
    }

    /// Issue 21: a relation answered as none when the app converted, answered as a reference in
    /// a later release. The app's next migration repairs it from the old ids the salted keys
    /// keep: every link back, the parent's keys untouched, and a later run finds nothing to do.
    @Test func aLaterReleaseRepairsARelationDismissedAtConversion() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("lists.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL);
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL, "title" TEXT NOT NULL);
            INSERT INTO "lists" VALUES (1, 'Groceries'), (2, 'Chores'), (7, 'Trip');
            INSERT INTO "items" VALUES (1, 7, 'Passport'), (2, 1, 'Milk'), (3, 2, 'Vacuum'), (4, 7, 'Tickets');
            """)
        let dbQueue = try Self.queue(path)
        let listID = ColumnPath(table: "items", column: "listID")
        _ = try Self.migrate(dbQueue) { db in try Conversion.apply(in: db, options: ConversionOptions(notReferences: [listID])) }
        let listKeys = try dbQueue.read { db in try String.fetchAll(db, sql: "SELECT id FROM lists ORDER BY rowid") }

        let configuration = try AuditConfiguration.read(Data(#"{ "references": [ { "column": "items.listID", "parent": "lists" } ] }"#.utf8))
        var options = ConversionOptions()
        options.adopt(configuration.references)
        let report = try Self.migrate(dbQueue, identifier: "0002_repair") { [options] db in try Conversion.apply(in: db, options: options) }
        #expect(report?.convertedTables == ["items"])
        #expect(report?.rows == ["items": 4])
        try dbQueue.read { db throws in
            #expect(try String.fetchAll(db, sql: "SELECT items.title || '/' || lists.title FROM items JOIN lists ON lists.id = items.listID ORDER BY items.rowid")
                == ["Passport/Trip", "Milk/Groceries", "Vacuum/Chores", "Tickets/Trip"])
            #expect(try String.fetchAll(db, sql: "SELECT id FROM lists ORDER BY rowid") == listKeys)
        }
        let again = try Self.migrate(dbQueue, identifier: "0003_again") { [options] db in try Conversion.apply(in: db, options: options) }
        #expect(again?.isEmpty == true)
    }

    /// An app that ships its Core Data model converts its users' store at launch
    /// (Guides/CoreData.md, "In the app"): the model's answers, no question, every note–tag link
    /// kept, and the relations declared with the model's deletion rules.
    @Test func anAppConvertsItsCoreDataStoreWithItsModel() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("Bear.sqlite")
        try makeDatabase(at: path, sql: try Fixtures.text("CoreData/bear.sql"))
        let modelPath = Fixtures.path("CoreData/bear.xcdatamodel")
        let dbQueue = try Self.queue(path)
        let linksQuery = "SELECT count(*) FROM Z_5TAGS JOIN ZSFNOTE ON ZSFNOTE.Z_PK = Z_5TAGS.Z_5NOTES JOIN ZSFNOTETAG ON ZSFNOTETAG.Z_PK = Z_5TAGS.Z_13TAGS"
        #expect(try dbQueue.read { try Int.fetchOne($0, sql: linksQuery) } == 323)
        let report = try Self.migrate(dbQueue) { db in
            let model = try CoreDataModel.read(path: modelPath)
            var options = ConversionOptions()
            options.dropUnique = true
            options.adopt(try model.answers(for: db))
            return try Conversion.apply(in: db, options: options)
        }
        #expect(report?.convertedTables.count == 14)
        try dbQueue.read { db throws in
            #expect(try Int.fetchOne(db, sql: linksQuery) == 323)
            #expect(try String.fetchAll(db, sql: "SELECT \"from\" || ' ' || on_delete FROM pragma_foreign_key_list('ZSFNOTEFILE') ORDER BY 1")
                == ["ZNOTE CASCADE", "ZPASSWORD SET NULL"])
        }
    }

    /// In the app too, a store another version of the model wrote is refused naming both, and
    /// the migrator's rollback leaves it as it was.
    @Test func anAppRefusesAStoreAnotherVersionOfItsModelWrote() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("Bear.sqlite")
        try makeDatabase(at: path, sql: try Fixtures.text("CoreData/bear.sql"))
        let model = directory.path("Bear 6.xcdatamodel")
        try FileManager.default.createDirectory(atPath: model, withIntermediateDirectories: true)
        try Data(try String(contentsOfFile: Fixtures.path("CoreData/bear.xcdatamodel/contents"), encoding: .utf8)
            .replacingOccurrences(of: #"userDefinedModelVersionIdentifier="Version 7""#, with: #"userDefinedModelVersionIdentifier="Version 6""#).utf8)
            .write(to: URL(fileURLWithPath: "\(model)/contents"))
        let dbQueue = try Self.queue(path)
        // The app's data: every schema object and every row (the migrator adds its own table).
        func contents() throws -> [String] {
            try dbQueue.read { db in
                let objects = try Row.fetchAll(db, sql: "SELECT type, name, sql FROM sqlite_master WHERE tbl_name <> 'grdb_migrations' ORDER BY name")
                return try objects.map(\.description) + objects.filter { $0["type"] == "table" }.flatMap { table in
                    try Row.fetchAll(db, sql: "SELECT * FROM \(quoteIdentifier(table["name"])) ORDER BY rowid").map(\.description)
                }
            }
        }
        let before = try contents()
        #expect(throws: CoreDataModelError.otherVersion(store: #"version identifier "Version 7" (its Z_METADATA)"#, given: #"version "Bear 6" (identifier "Version 6")"#, differences: [])) {
            try Self.migrate(dbQueue) { db in
                var options = ConversionOptions()
                options.adopt(try CoreDataModel.read(path: model).answers(for: db))
                return try Conversion.apply(in: db, options: options)
            }
        }
        #expect(try contents() == before)
        #expect(try dbQueue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM grdb_migrations") } == 0)
    }

    // MARK: - Helpers

    static func queue(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Runs `body` as the one migration of a fresh `DatabaseMigrator`, and returns what it returned.
    static func migrate<T: Sendable>(
        _ dbQueue: DatabaseQueue, identifier: String = "0001_uuid_keys", _ body: @escaping @Sendable (Database) throws -> T
    ) throws -> T? {
        let result = Result<T>()
        var migrator = DatabaseMigrator()
        migrator.registerMigration(identifier) { db in result.value = try body(db) }
        try migrator.migrate(dbQueue)
        return result.value
    }

    /// A value set inside a migration's closure, read after.
    final class Result<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: T?
        var value: T? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}
