// Guides/Models.md, its ```swift block number 3, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitModel
import Testing

enum Snippet_Guides_Models_3 {
    struct Grocery: VersionedRecord, Codable, FetchableRecord, PersistableRecord {
        static func recordDescription(for version: Int) -> RecordDescription {
            Field(primaryKey: true, name: "id", type: .uuid)
            Field(name: "name", type: .string)
        }
        var id: String
        var name: String
    }


    static func run() throws {
        let path = GuideRun.newFile("Groceries.sqlite")
        do {
            let store = try PersistentStore(path: path, model: StoreModel(version: 1, records: [Grocery.self]))
            try store.writer.write { db in try Grocery(id: "5b0a1c4e-8d2f-4a61-9b3e-2f7c1d0e9a84", name: "Milk").insert(db) }
            #expect(try GuideRun.values(path, "SELECT name FROM Grocery") == ["Milk"])
        }
    }
}
