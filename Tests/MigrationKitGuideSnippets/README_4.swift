// README.md, its ```swift block number 4, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import MigrationKitModel
import Testing

enum Snippet_README_4 {
    struct TodoItem: VersionedRecord {
        static func recordDescription(for version: Int) -> RecordDescription {
            Field(primaryKey: true, name: "id", type: .uuid)
            Field(name: "title", type: .string)
            if version > 1 { Field(name: "priority", type: .double, migrationInfo: .init(default: 10.5)) }
        }
    }

    static func run() throws {
        let path = GuideRun.newFile("todo.sqlite")
        do {
            let store = try PersistentStore(path: path, model: StoreModel(version: 2, records: [TodoItem.self]))
            #expect(try GuideRun.values(path, "SELECT name FROM pragma_table_info('TodoItem') ORDER BY cid") == ["id", "title", "priority"])
        }
    }
}
