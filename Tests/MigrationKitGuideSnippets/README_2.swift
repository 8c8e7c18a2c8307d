// README.md, its ```swift block number 2, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import Foundation
import MigrationKitSync
import Testing
import GRDB

enum Snippet_README_2 {
    struct RemindersList: Codable, FetchableRecord, PersistableRecord, Identifiable {
        static let databaseTableName = "remindersLists"
        // A function, asked per column. A `static let databaseUUIDEncodingStrategy` compiles too,
        // and GRDB 7 never reads it: every lookup then misses.
        static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }
        var id: UUID
        var title: String
    }


    static func run() throws {
        let dbQueue = try DatabaseQueue(path: GuideRun.converted("reminders.sqlite"), configuration: GuideRun.configuration)
        let listKey = try #require(UUID(uuidString: try dbQueue.read(ConvertedKeys.read).key(forLegacyID: 1, in: "remindersLists") ?? ""))
        do {
            let personal = try dbQueue.read { db in try RemindersList.fetchOne(db, id: listKey) }
            #expect(personal?.title == "Personal")
            try dbQueue.write { db in try RemindersList(id: UUID(), title: "Errands").insert(db) }
            #expect(try dbQueue.read { db in try String.fetchAll(db, sql: "SELECT DISTINCT typeof(id) || (id = lower(id)) FROM remindersLists") } == ["text1"])
        }
    }
}
