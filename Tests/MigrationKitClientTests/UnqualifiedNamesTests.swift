import Foundation
import GRDB
import MigrationKit
import MigrationKitCLI
import MigrationKitGRDB
import MigrationKitModel
import MigrationKitSync
import MigrationKitTestSupport
import Testing

// An app's file: GRDB and every MigrationKit product imported, GRDB's `Record`, `Table`,
// `Column` and `ForeignKey` written unqualified beside the model's `VersionedRecord`. A public
// name of MigrationKit that clashed with one of GRDB's would make this file fail to build;
// the target has no access to `package` declarations (Package.swift: packageAccess: false).

/// GRDB's record class.
final class Player: Record {
    var id: String
    var name: String

    init(id: String, name: String) {
        self.id = id
        self.name = name
        super.init()
    }

    required init(row: Row) throws {
        id = row["id"]
        name = row["name"]
        try super.init(row: row)
    }

    override class var databaseTableName: String { "player" }

    override func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["name"] = name
    }
}

/// The model's record, in the same file.
struct Team: VersionedRecord {
    static func recordDescription(for version: Int) -> RecordDescription {
        Field(primaryKey: true, name: "id", type: .uuid)
        Field(name: "name", type: .string)
    }
}

@Suite struct UnqualifiedNamesTests {
    @Test func grdbNamesAndTheModelLiveInOneFile() throws {
        let directory = try TemporaryDirectory()
        let store = try PersistentStore(path: directory.path("app.sqlite"), model: StoreModel(version: 1, records: [Team.self]))
        try store.writer.write { db in
            try db.create(table: "player") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull()
            }
            try Player(id: "p1", name: "Ann").insert(db)
            try db.execute(sql: #"INSERT INTO "Team" ("name") VALUES ('Blue')"#)
        }
        let names = try store.writer.read { db in
            try Table("player").select(Column("name"), as: String.self).fetchAll(db)
        }
        #expect(names == ["Ann"])
        let teams = try store.writer.read { db in try Table("Team").fetchCount(db) }
        #expect(teams == 1)
        let foreignKey: ForeignKey? = ForeignKey(["teamID"])
        #expect(foreignKey != nil)
    }
}
