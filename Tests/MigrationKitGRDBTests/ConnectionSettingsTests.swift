import GRDB
@testable import MigrationKitGRDB
import Testing

/// withSettings, the one place a step's pragmas are changed and put back: restored when the
/// body succeeds and when it throws, and the first error is the one reported.
@Suite struct ConnectionSettingsTests {
    struct BodyFailed: Error {}

    @Test func settingsAreRestoredWhenTheBodyThrows() throws {
        let queue = try DatabaseQueue()
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA cache_size = -1234; PRAGMA legacy_alter_table = ON")
            #expect(throws: BodyFailed.self) {
                try withSettings(["cache_size": "-65536", "legacy_alter_table": "OFF"], in: db) {
                    #expect(try Int.fetchOne(db, sql: "PRAGMA cache_size") == -65536)
                    #expect(try Bool.fetchOne(db, sql: "PRAGMA legacy_alter_table") == false)
                    throw BodyFailed()
                }
            }
            #expect(try Int.fetchOne(db, sql: "PRAGMA cache_size") == -1234)
            #expect(try Bool.fetchOne(db, sql: "PRAGMA legacy_alter_table") == true)
        }
    }

    @Test func aSettingThatCannotBeChangedIsThrownAndTheOthersRestored() throws {
        let queue = try DatabaseQueue()
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA cache_size = -1234")
            var ran = false
            #expect(throws: DatabaseError.self) {
                try withSettings(["cache_size": "-65536", "no_such_pragma_value": "(SELECT"], in: db) { ran = true }
            }
            #expect(!ran)
            #expect(try Int.fetchOne(db, sql: "PRAGMA cache_size") == -1234)
        }
    }

    @Test func theBodysResultIsReturned() throws {
        let queue = try DatabaseQueue()
        let value = try queue.writeWithoutTransaction { db in
            try withSettings(["secure_delete": "OFF"], in: db) { 42 }
        }
        #expect(value == 42)
    }
}
