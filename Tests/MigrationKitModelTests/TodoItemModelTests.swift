import Foundation
import MigrationKitModel
import MigrationKitTestSupport
import Testing

// The seed's client, its protocol named VersionedRecord (issue 25) so that it never clashes with GRDB's class `Record`.
struct TodoItem: VersionedRecord {
    static func recordDescription(for version: Int) -> RecordDescription {
        Field(primaryKey: true, name: "id", type: .uuid)
        if version < 4 { Field(name: "title", type: .string) } else { Field(name: "title", type: .integer) }
        if version < 3 { Field(name: "contents", type: .string) }
        else { Field(name: "body", type: .string, migrationInfo: .init(renamingID: "contents")) }
        if version == 1 { Field(name: "tag", type: .string, optional: true) }
        else if version == 2 { Field(name: "tag", type: .string, migrationInfo: .init(default: "none")) }
        if version > 1 { Field(name: "priority", type: .double, migrationInfo: .init(default: 10.5)) }
    }
}

/// A store opened at version 1, then 3, then 4: step by step, nothing lost, and a change the
/// model cannot make refused before the file is touched.
@Suite struct TodoItemModelTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    func open(_ path: String, at version: Int) throws -> PersistentStore {
        try PersistentStore(path: path, model: StoreModel(version: version, records: [TodoItem.self]))
    }

    @Test func theIssuesClient() throws {
        let path = directory.path("todo.sqlite")
        let keys: [String]
        do {
            let store = try open(path, at: 1)
            try store.writer.write { db in
                try db.execute(sql: #"INSERT INTO "TodoItem" ("title", "contents") VALUES ('a', 'first'), ('b', 'second')"#)
                try db.execute(sql: #"INSERT INTO "TodoItem" ("title", "contents", "tag") VALUES ('c', 'third', 'home')"#)
            }
            keys = try store.writer.read { db in try String.fetchAll(db, sql: #"SELECT "id" FROM "TodoItem" ORDER BY rowid"#) }
            #expect(keys.count == 3)
            // Drafts get a lowercase UUID from the database.
            #expect(keys.allSatisfy { UUID(uuidString: $0) != nil && $0 == $0.lowercased() }, "\(keys)")
        }
        do {
            let store = try PersistentStore(path: path, model: StoreModel(version: 3, records: [TodoItem.self]))
            try store.writer.write { db in
                try db.execute(sql: #"INSERT INTO "TodoItem" ("title", "body") VALUES ('d', 'fourth')"#)
            }
            try store.writer.read { db in
                let columns = try String.fetchAll(db, sql: #"SELECT name FROM pragma_table_info('TodoItem') ORDER BY name"#)
                #expect(columns == ["body", "id", "priority", "title"])
                func column(_ name: String) throws -> [String] {
                    try String.fetchAll(db, sql: #"SELECT "\#(name)" FROM "TodoItem" ORDER BY rowid"#)
                }
                #expect(try column("title") == ["a", "b", "c", "d"])
                #expect(try column("body") == ["first", "second", "third", "fourth"])
                #expect(try Double.fetchAll(db, sql: #"SELECT "priority" FROM "TodoItem" ORDER BY rowid"#) == [10.5, 10.5, 10.5, 10.5])
                #expect(Array(try column("id").prefix(3)) == keys)
            }
        }
        let before = try #require(fileBytes(path))
        #expect(throws: ModelError.invalidModel(version: 4, problems: [
            #""TodoItem"."title": its type changes from .string to .integer; changing a field's type is not supported. Add a field of the new type under another name, and remove this one."#,
        ])) {
            try open(path, at: 4)
        }
        #expect(fileBytes(path) == before)
    }
}
