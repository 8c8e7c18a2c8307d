import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// The README's "Migrations in Swift" example, as written there, on a real file.
@Test func readmeSwiftExample() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("app.sqlite")

    let runner = try GRDBMigrationRunner(steps: [
        MigrationStep<Database>(
            identifier: "0001_create_items",
            apply: { db in
                try db.execute(sql: #"CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()))"#)
            },
            rollback: { db in try db.execute(sql: #"DROP TABLE "items""#) }),
    ])

    var config = Configuration()
    config.prepareDatabase { db in try db.registerUUIDFunction() }  // uuid(): lowercase v4
    let dbQueue = try DatabaseQueue(path: path, configuration: config)
    try runner.migrate(in: dbQueue)

    try dbQueue.write { try $0.execute(sql: #"INSERT INTO "items" DEFAULT VALUES"#) }
    let id = try #require(try dbQueue.read { try String.fetchOne($0, sql: "SELECT id FROM items") })
    #expect(id.count == 36 && id == id.lowercased())
}
