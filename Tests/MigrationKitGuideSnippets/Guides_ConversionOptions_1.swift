// Guides/ConversionOptions.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import Foundation
import GRDB
import MigrationKitSync
import Testing

enum Snippet_Guides_ConversionOptions_1 {
    struct RemindersList: Codable, FetchableRecord, PersistableRecord, Identifiable {
        static let databaseTableName = "remindersLists"
        static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }
        var id: UUID?
    }

    enum DeepLinkError: Error { case notFound }

    static func run() throws {
        let dbQueue = try DatabaseQueue(path: GuideRun.converted("reminders.sqlite"))
        do {
            let keys = try dbQueue.read(ConvertedKeys.read)
            // A deep link that still says list 3:
            guard let key = keys.key(forLegacyID: 3, of: RemindersList.self),
                  let list = try dbQueue.read({ db in try RemindersList.fetchOne(db, id: key) })
            else { throw DeepLinkError.notFound }
            // And back: 3 for a key the conversion made, nil for a list created after it.
            let legacyID = keys.legacyID(forKey: key, of: RemindersList.self)
            #expect(list.id == key)
            #expect(legacyID == 3)
            #expect(keys.key(forLegacyID: 3, in: "remindersLists") == key.uuidString.lowercased())
        }
    }
}
