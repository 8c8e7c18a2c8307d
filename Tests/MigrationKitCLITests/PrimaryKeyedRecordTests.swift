import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// After the conversion, an app's GRDB records work by key, as SQLiteData's primary-keyed
/// tables expect: drafts inserted without an id get one from the database; upsert, update and
/// delete by key. UUIDs are stored as lowercase text, like the converted keys (GRDB's default
/// would store 16-byte blobs, which never match them).
@Suite struct PrimaryKeyedRecordTests {
    struct RemindersList: Codable, FetchableRecord, MutablePersistableRecord, Identifiable {
        static let databaseTableName = "remindersLists"
        // GRDB 7 asks per column; a `databaseUUIDEncodingStrategy` property is ignored.
        static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }
        var id: UUID?
        var title: String
        var color: Int = 0x4a96ef
        var position: Int = 0
    }

    struct Reminder: Codable, FetchableRecord, MutablePersistableRecord, Identifiable {
        static let databaseTableName = "reminders"
        // GRDB 7 asks per column; a `databaseUUIDEncodingStrategy` property is ignored.
        static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }
        var id: UUID?
        var remindersListID: UUID
        var parentReminderID: UUID?
        var title: String
        var notes = ""
        var isCompleted = false
        var dueDate: String?
        var priority: Int?
    }

    @Test func recordsWorkByKeyAfterConversion() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.copyFixture("reminders.sqlite")
        let migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", path, "--output", migrations]).status == 0)
        #expect(run(["migrate", "--db-path", path, "--migrations", migrations]).status == 0)

        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        let dbQueue = try DatabaseQueue(path: path, configuration: configuration)
        try dbQueue.write { db in
            // The converted keys read back as UUIDs; the old list 1 is found by its old id.
            let keys = try ConvertedKeys.read(db)
            let key = try #require(keys.key(forLegacyID: 1, in: "remindersLists"))
            let personal = try #require(try RemindersList.fetchOne(db, id: UUID(uuidString: key)!))
            #expect(personal.title == "Personal")
            #expect(keys.legacyID(forKey: personal.id!.uuidString, in: "remindersLists") == 1)

            // A draft without an id: the key's default fills it in, lowercase.
            let draft = Reminder(id: nil, remindersListID: personal.id!, title: "Buy milk")
            let inserted = try draft.insertAndFetch(db)
            let id = try #require(inserted.id)
            let stored = try String.fetchOne(db, sql: "SELECT id FROM reminders WHERE title = 'Buy milk'")
            #expect(stored == id.uuidString.lowercased())
            #expect(try String.fetchOne(db, sql: "SELECT typeof(remindersListID) FROM reminders WHERE id = ?", arguments: [stored]) == "text")

            // Update, upsert and delete by key.
            var reminder = try #require(try Reminder.fetchOne(db, id: id))
            reminder.isCompleted = true
            try reminder.update(db)
            #expect(try Reminder.fetchOne(db, id: id)?.isCompleted == true)

            var upserted = Reminder(id: id, remindersListID: personal.id!, title: "Buy oat milk")
            try upserted.upsert(db)
            #expect(try Reminder.fetchOne(db, id: id)?.title == "Buy oat milk")
            #expect(try Reminder.filter(Column("title").like("Buy%")).fetchCount(db) == 1)

            #expect(try Reminder.deleteOne(db, id: id))
            #expect(try Reminder.fetchOne(db, id: id) == nil)

            // A NULL id, as a sync engine writes one, also takes the default.
            try db.execute(sql: "INSERT INTO remindersLists (id, title) VALUES (NULL, 'Synced')")
            let synced = try String.fetchOne(db, sql: "SELECT id FROM remindersLists WHERE title = 'Synced'")
            #expect(synced?.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/) != nil)
        }
    }
}
