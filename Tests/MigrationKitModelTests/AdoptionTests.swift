import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitModel
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// A database converted by MigrationKit becomes version 1 of a model: the first step adopts
/// each table that is exactly what the model declares, and later versions change it like any
/// model table. GRDB is imported here too, so the protocol is written `VersionedRecord`.
@Suite struct AdoptionTests {
    struct RemindersList: VersionedRecord {
        static let tableName = "remindersLists"
        static func recordDescription(for version: Int) -> RecordDescription {
            Field(primaryKey: true, name: "id", type: .uuid)
            Field(name: "title", type: .string)
            Field(name: "color", type: .integer, optional: version > 1)
            Field(name: "position", type: .integer)
            if version > 1 { Field(name: "isPinned", type: .boolean, migrationInfo: .init(default: false)) }
        }
    }

    /// GRDB's record protocols work by key on a model table: a draft gets its UUID from the
    /// database, and upserts, updates and deletes go by key.
    struct PinnedList: Codable, FetchableRecord, MutablePersistableRecord {
        static let databaseTableName = "remindersLists"
        static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }
        var id: UUID?
        var title: String
        var color: Int?
        var position: Int
        var isPinned: Bool
    }

    @Test func aConvertedDatabaseIsVersionOne() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.copyFixture("reminders.sqlite")
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        let before: [String]
        do {
            let dbQueue = try DatabaseQueue(path: path, configuration: configuration)
            var migrator = DatabaseMigrator()
            migrator.registerMigration("0001_uuid_keys") { db in try Conversion.apply(in: db) }
            try migrator.migrate(dbQueue)
            before = try dbQueue.read { db in
                try String.fetchAll(db, sql: #"SELECT l."id" || '|' || l."title" || '|' || count(r."id") FROM "remindersLists" l LEFT JOIN "reminders" r ON r."remindersListID" = l."id" GROUP BY l."id" ORDER BY l.rowid"#)
            }
        }

        _ = try PersistentStore(path: path, model: StoreModel(version: 1, records: [RemindersList.self]))
        let store = try PersistentStore(path: path, model: StoreModel(version: 2, records: [RemindersList.self]))
        try store.writer.write { db in
            let after = try String.fetchAll(db, sql: #"SELECT l."id" || '|' || l."title" || '|' || count(r."id") FROM "remindersLists" l LEFT JOIN "reminders" r ON r."remindersListID" = l."id" GROUP BY l."id" ORDER BY l.rowid"#)
            #expect(after == before)
            #expect(try Array(db.foreignKeyViolations()).isEmpty)
            // The rebuild edited the table's own statement: the defaults it had stay.
            let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'remindersLists'") ?? ""
            #expect(sql.contains(#""title" TEXT NOT NULL DEFAULT ''"#), "\(sql)")

            let draft = PinnedList(id: nil, title: "Errands", color: nil, position: 9, isPinned: true)
            let inserted = try draft.insertAndFetch(db)
            let id = try #require(inserted.id)
            #expect(try String.fetchOne(db, sql: #"SELECT "id" FROM "remindersLists" WHERE "title" = 'Errands'"#) == id.uuidString.lowercased())
            var changed = inserted
            changed.title = "Chores"
            try changed.update(db)
            #expect(try PinnedList.fetchOne(db, key: ["id": id.uuidString.lowercased()])?.title == "Chores")
            // Upsert by key: INSERT … ON CONFLICT("id") DO UPDATE.
            changed.position = 10
            try changed.upsert(db)
            #expect(try Int.fetchOne(db, sql: #"SELECT "position" FROM "remindersLists" WHERE "id" = ?"#, arguments: [id.uuidString.lowercased()]) == 10)
            #expect(try changed.delete(db))
        }
    }

    struct Trip: VersionedRecord {
        static func recordDescription(for version: Int) -> RecordDescription {
            Field(primaryKey: true, name: "id", type: .uuid)
            Field(name: "stops", type: .transformable)
            Field(name: "startsOn", type: .date, optional: true)
            Field(name: "link", type: .url, optional: true)
        }
    }

    struct TripRow: Codable, FetchableRecord, MutablePersistableRecord {
        struct Stop: Codable, Equatable { var name: String; var nights: Int }
        static let databaseTableName = "Trip"
        static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }
        var id: UUID?
        var stops: [Stop]
        var startsOn: Date?
        var link: URL?
    }

    /// A `.transformable` field holds a Codable value as JSON text, which GRDB's Codable records
    /// write and read by themselves; dates and URLs are text too.
    @Test func transformableFieldsHoldJSON() throws {
        let directory = try TemporaryDirectory()
        let store = try PersistentStore(path: directory.path("trips.sqlite"), model: StoreModel(version: 1, records: [Trip.self]))
        try store.writer.write { db in
            let stops = [TripRow.Stop(name: "Lyon", nights: 2)]
            let trip = try TripRow(id: nil, stops: stops, startsOn: Date(timeIntervalSince1970: 0), link: URL(string: "https://example.com/lyon")).insertAndFetch(db)
            #expect(try String.fetchOne(db, sql: #"SELECT "stops" FROM "Trip""#) == #"[{"name":"Lyon","nights":2}]"#)
            #expect(try String.fetchOne(db, sql: #"SELECT typeof("startsOn") || ' ' || "link" FROM "Trip""#) == "text https://example.com/lyon")
            #expect(try TripRow.fetchOne(db, key: ["id": trip.id?.uuidString.lowercased()])?.stops == stops)
        }
    }
}
