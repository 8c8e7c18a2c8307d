// A plain GRDB record after a real conversion, as an app writes it: GRDB imported beside
// MigrationKit, nothing @testable.
import Foundation
import GRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// The sample's lists as an app's GRDB record, configured as README tells an app: its `UUID`s
/// bound as lowercase text, the form of the converted keys.
private struct RemindersList: Codable, FetchableRecord, PersistableRecord, Identifiable {
    static let databaseTableName = "remindersLists"
    static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }
    var id: UUID
    var title: String
    var color = 0x4a96ef
    var position = 0
}

/// The same record without the strategy, as GRDB's default leaves it: a `UUID` is bound as a
/// 16-byte blob. What an app meets when it forgets the line (or writes it as a `static let`).
private struct DefaultList: Codable, FetchableRecord, PersistableRecord, Identifiable {
    static let databaseTableName = "remindersLists"
    var id: UUID
    var title: String
    var color = 0x4a96ef
    var position = 0
}

/// Another trap of the same line: a static property of the strategy's name, which GRDB 7
/// never reads (it asks the function, per column).
private struct PropertyList: Codable, FetchableRecord, PersistableRecord, Identifiable {
    static let databaseTableName = "remindersLists"
    static let databaseUUIDEncodingStrategy = DatabaseUUIDEncodingStrategy.lowercaseString
    var id: UUID
    var title: String
    var color = 0x4a96ef
    var position = 0
}

/// The sample's tags, whose keys bear another prefix than the lists'.
private struct Tag: TableRecord {
    static let databaseTableName = "tags"
}

/// A table the sample does not have.
private struct Unconverted: TableRecord {
    static let databaseTableName = "unconverted"
}

@Suite("A GRDB record with var id: UUID after a conversion")
struct GRDBRecordTests {
    /// The sample converted at launch, with list 1's key as a `UUID`.
    private static func converted(_ directory: TemporaryDirectory) throws -> (DatabaseQueue, UUID) {
        let dbQueue = try InAppConversionTests.queue(try directory.copyFixture("reminders.sqlite"))
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_uuid_keys") { db in try Conversion.apply(in: db) }
        try migrator.migrate(dbQueue)
        let key = try #require(try dbQueue.read(ConvertedKeys.read).key(forLegacyID: 1, of: RemindersList.self))
        return (dbQueue, key)
    }

    /// An old id becomes the record's key, as a `UUID` the record's own lookup finds, and back,
    /// by the record type's table (its `databaseTableName`): the same as by the table's name.
    @Test func convertedKeysByRecordType() throws {
        let directory = try TemporaryDirectory()
        let (dbQueue, key) = try Self.converted(directory)
        let keys = try dbQueue.read(ConvertedKeys.read)
        let personal = try dbQueue.read { db in try RemindersList.fetchOne(db, id: key) }
        #expect(personal?.title == "Personal")
        #expect(keys.key(forLegacyID: 1, of: RemindersList.self)?.uuidString.lowercased() == keys.key(forLegacyID: 1, in: "remindersLists"))
        #expect(keys.legacyID(forKey: key, of: RemindersList.self) == 1)
        #expect(keys.legacyID(forKey: key, of: DefaultList.self) == 1)
        // A list created after the conversion has no old id; neither has a key of another table.
        let fresh = UUID()
        try dbQueue.write { db in try RemindersList(id: fresh, title: "New").insert(db) }
        #expect(keys.legacyID(forKey: fresh, of: RemindersList.self) == nil)
        #expect(keys.legacyID(forKey: key, of: Tag.self) == nil)
        // Out of what printf carries, and a table never converted from integers.
        #expect(keys.key(forLegacyID: -1, of: RemindersList.self) == nil)
        #expect(keys.key(forLegacyID: 1 << 48, of: RemindersList.self) == nil)
        #expect(keys.key(forLegacyID: 1, of: Unconverted.self) == nil)
    }

    /// Found by key, inserted, updated and deleted; the table then still holds one key form,
    /// lowercase text, and the audit finds none other.
    @Test func findsInsertsUpdatesAndDeletesByKey() throws {
        let directory = try TemporaryDirectory()
        let (dbQueue, key) = try Self.converted(directory)
        try dbQueue.write { db in
            let personal = try #require(try RemindersList.fetchOne(db, id: key))
            #expect(personal.id == key)

            var errands = RemindersList(id: UUID(), title: "Errands")
            try errands.insert(db)
            errands.title = "Errands and chores"
            try errands.update(db)
            #expect(try RemindersList.fetchOne(db, id: errands.id)?.title == "Errands and chores")
            #expect(try RemindersList.deleteOne(db, id: errands.id))
            try RemindersList(id: UUID(), title: "Trips").insert(db)
        }
        let forms = try dbQueue.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT CASE WHEN typeof(id) = 'text' AND id = lower(id) THEN 'lowercase text' ELSE typeof(id) END FROM remindersLists")
        }
        #expect(forms == ["lowercase text"])
        let report = try dbQueue.read { db in try SyncReadinessAnalyzer().audit(db) }
        #expect(report.findings.filter { $0.rule == "mixed-uuid-format" } == [])
    }

    /// Without the strategy, the same calls miss every converted row, and an insert writes a
    /// blob beside the text keys: what the test above would meet if its line were removed.
    @Test func withoutTheStrategyTheKeysAreMissed() throws {
        let directory = try TemporaryDirectory()
        let (dbQueue, key) = try Self.converted(directory)
        try dbQueue.write { db in
            #expect(try DefaultList.fetchOne(db, id: key) == nil)
            #expect(try PropertyList.fetchOne(db, id: key) == nil)
            #expect(try DefaultList.deleteOne(db, id: key) == false)
            try DefaultList(id: UUID(), title: "Errands").insert(db)
        }
        #expect(try dbQueue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM remindersLists WHERE typeof(id) = 'blob'") } == 1)
        let report = try dbQueue.read { db in try SyncReadinessAnalyzer().audit(db) }
        #expect(report.findings.map(\.rule).contains("mixed-uuid-format"))
    }
}
