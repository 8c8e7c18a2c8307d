// Guides/ConvertingInTheApp.md, its ```swift block number 2, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import Testing

enum Snippet_Guides_ConvertingInTheApp_2 {
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


    struct ListNotFound: Error {}


    static func run() throws {
        let path = try GuideRun.converted("reminders.sqlite")
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { db in try db.registerUUIDFunction() }
            let dbQueue = try DatabaseQueue(path: path, configuration: configuration)
            try dbQueue.write { db in
                // By key: list 1's key, which the salted scheme drew on this device, from its old id.
                guard let key = try ConvertedKeys.read(db).key(forLegacyID: 1, of: RemindersList.self),
                      let personal = try RemindersList.fetchOne(db, id: key)
                else { throw ListNotFound() }

                // A draft without an id: the key's default fills it in, and insertAndFetch reads it back.
                let inserted = try Reminder(id: nil, remindersListID: personal.id!, title: "Buy milk").insertAndFetch(db)
                let id = inserted.id!

                // Update, upsert and delete by key.
                var reminder = try Reminder.fetchOne(db, id: id)!
                reminder.isCompleted = true
                try reminder.update(db)

                var upserted = Reminder(id: id, remindersListID: personal.id!, title: "Buy oat milk")
                try upserted.upsert(db)

                _ = try Reminder.deleteOne(db, id: id)
            }
            #expect(try GuideRun.values(path, "SELECT count(*) FROM reminders") == ["10"])
            #expect(try GuideRun.values(path, "SELECT count(*) FROM reminders WHERE typeof(id) <> 'text' OR id <> lower(id)") == ["0"])
        }
    }
}
