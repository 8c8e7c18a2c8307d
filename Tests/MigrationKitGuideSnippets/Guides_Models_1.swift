// Guides/Models.md, its ```swift block number 1, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import MigrationKitModel
import Testing

enum Snippet_Guides_Models_1 {
    struct TodoItem: VersionedRecord {
        static func recordDescription(for version: Int) -> RecordDescription {
            Field(primaryKey: true, name: "id", type: .uuid)
            Field(name: "title", type: .string)
            if version < 3 { Field(name: "contents", type: .string) }
            else { Field(name: "body", type: .string, migrationInfo: .init(renamingID: "contents")) }
            if version == 1 { Field(name: "tag", type: .string, optional: true) }
            else if version == 2 { Field(name: "tag", type: .string, migrationInfo: .init(default: "none")) }
            if version > 1 { Field(name: "priority", type: .double, migrationInfo: .init(default: 10.5)) }
        }
    }


    static func run() throws {
        let path = GuideRun.newFile("todo.sqlite")
        do {
            let store = try PersistentStore(path: path, model: StoreModel(version: 3, records: [TodoItem.self]))
            try store.writer.write { db in
                try db.execute(sql: #"INSERT INTO "TodoItem" ("title", "body") VALUES ('d', 'fourth')"#)
            }
            #expect(try GuideRun.values(path, #"SELECT "body" || ' ' || "priority" || ' ' || length("id") FROM "TodoItem""#) == ["fourth 10.5 36"])
        }
    }
}
