// Guides/ConversionOptions.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import Foundation
import GRDB
import MigrationKitSync

enum Snippet_Guides_ConversionOptions_1 {
    struct RemindersList: Codable, FetchableRecord, PersistableRecord, Identifiable { static let databaseTableName = "remindersLists"; var id: UUID? }

    static func run() throws {
        let dbQueue = try DatabaseQueue()
        do {
            let keys = try dbQueue.read(ConvertedKeys.read)
            // A deep link that still says list 7:
            if let key = keys.key(forLegacyID: 7, in: "remindersLists") {
                let list = try dbQueue.read { db in try RemindersList.fetchOne(db, id: UUID(uuidString: key)!) }
                // And back: 7 for a key the conversion made, nil for a list created after it.
                let legacyID = keys.legacyID(forKey: key, in: "remindersLists")
            }
        }
    }
}
