import Foundation
import MigrationKitCLI
import MigrationKitGRDB
import MigrationKitModel
import MigrationKitTestSupport
import Testing

/// A model's steps are ordinary steps: an app's own binary runs them through the same
/// commands, and `status` lists them by version.
@Suite struct ModelHostTests {
    struct Place: VersionedRecord {
        static func recordDescription(for version: Int) -> RecordDescription {
            Field(primaryKey: true, name: "id", type: .uuid)
            Field(name: "name", type: .string)
            if version > 1 { Field(name: "visits", type: .integer, migrationInfo: .init(default: 0)) }
        }
    }

    @Test func theCommandsRunAModelsSteps() throws {
        let directory = try TemporaryDirectory()
        let db = directory.path("places.sqlite")
        _ = try PersistentStore(path: db, model: StoreModel(version: 1, records: [Place.self]))
        let host = MigrationCLIHost(runner: try GRDBMigrationRunner(steps: StoreModel(version: 2, records: [Place.self]).steps()))
        #expect(run(["status", "--db-path", db], host: host).output == "applied  model_v0001\npending  model_v0002\n")
        #expect(run(["migrate", "--db-path", db], host: host).output == "applied model_v0002\n\(db): 2 of 2 migrations applied; verification passed.\n")
        #expect(run(["status", "--db-path", db], host: host).output == "applied  model_v0001\napplied  model_v0002\n")
        // The store opens the file the commands migrated as it is.
        let store = try PersistentStore(path: db, model: StoreModel(version: 2, records: [Place.self]))
        #expect(try store.writer.read { db in try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('Place') ORDER BY name") } == ["id", "name", "visits"])
    }
}
