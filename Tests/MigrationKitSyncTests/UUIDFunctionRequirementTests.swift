import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
@testable import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// A connection without `uuid()` (an app that forgot `registerUUIDFunction()` in
/// `prepareDatabase`): the conversion says so by name before it writes anything, in `apply` and
/// in `estimate`, where it would call the function; with the portable default and a schema that
/// never calls it, it converts without.
@Suite struct UUIDFunctionRequirementTests {
    static let missing = "cannot convert here, so nothing was written: this connection has no uuid() function, which the converted keys' DEFAULT (uuid()) calls on every insert, the conversion's own included; register it on every connection of the app: configuration.prepareDatabase { db in try db.registerUUIDFunction() } (import MigrationKitGRDB). (uuidDefault: .portable gives the keys a DEFAULT that needs no function.)"

    /// A queue whose connections have no uuid(), as GRDB opens them by default.
    static func bareQueue(_ path: String) throws -> DatabaseQueue {
        try DatabaseQueue(path: path)
    }

    static func convert(_ queue: DatabaseQueue, options: ConversionOptions = .init()) throws {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_uuid_keys") { db in try Conversion.apply(in: db, options: options) }
        try migrator.migrate(queue)
    }

    @Test func aConnectionWithoutUUIDIsRefusedByNameBeforeAnythingIsWritten() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.copyFixture("reminders.sqlite")
        let queue = try Self.bareQueue(path)
        var app = DatabaseMigrator()
        app.registerMigration("0000_app") { _ in }
        try app.migrate(queue)
        let before = fileBytes(path)

        #expect(throws: ConversionError.uuidFunctionMissing) { try queue.read { db in try Conversion.estimate(in: db) } }
        let error = #expect(throws: ConversionError.uuidFunctionMissing) { try Self.convert(queue) }
        #expect(error?.description == Self.missing)
        try queue.close()
        #expect(fileBytes(path) == before)
    }

    /// The portable default needs no function: no DEFAULT of the new keys, no fresh key, calls
    /// it (the rehearsal registers its own), under every scheme.
    @Test(arguments: ConversionOptions.IDScheme.allCases)
    func thePortableDefaultConvertsWithoutTheFunction(scheme: ConversionOptions.IDScheme) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.copyFixture("reminders.sqlite")
        let queue = try Self.bareQueue(path)
        let options = ConversionOptions(idScheme: scheme, uuidDefault: .portable)
        #expect(try queue.read { db in try Conversion.estimate(in: db, options: options) }.rowsToCopy == 23)
        try Self.convert(queue, options: options)
        #expect(try queue.read { db in try String.fetchAll(db, sql: "SELECT DISTINCT typeof(id) FROM remindersTags") } == ["text"])
        try queue.write { db in try db.execute(sql: "INSERT INTO tags (title) VALUES ('errands')") }
    }

    /// A rebuilt table whose own SQL calls uuid() (a trigger that an orphan policy fires, a
    /// DEFAULT the rewrite keeps) asks for it, portable or not; a table that is not rebuilt
    /// does not.
    @Test func aRebuiltTableThatCallsUUIDAsksForItWithThePortableDefault() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("notes.sqlite")
        try makeDatabase(at: path, sql: """
            PRAGMA foreign_keys = OFF;
            CREATE TABLE folders (id INTEGER PRIMARY KEY, title TEXT);
            CREATE TABLE notes (id INTEGER PRIMARY KEY, folderID INTEGER REFERENCES folders(id), body TEXT);
            CREATE TABLE log (id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), event TEXT);
            CREATE TRIGGER noteMoved AFTER UPDATE OF folderID ON notes BEGIN INSERT INTO log (id, event) VALUES (uuid(), 'moved'); END;
            INSERT INTO folders VALUES (1, 'Home');
            INSERT INTO notes VALUES (1, 1, 'first'), (2, 9, 'orphan');
            """)
        let queue = try Self.bareQueue(path)
        let options = ConversionOptions(uuidDefault: .portable, orphans: .setNull)
        #expect(throws: ConversionError.uuidFunctionMissing) { try Self.convert(queue, options: options) }
        #expect(throws: ConversionError.uuidFunctionMissing) { try queue.read { db in try Conversion.estimate(in: db, options: options) } }
        #expect(try queue.read { db in try String.fetchAll(db, sql: "SELECT typeof(id) FROM notes") } == ["integer", "integer"])

        try queue.write { db in try db.execute(sql: "DROP TRIGGER noteMoved") }
        try Self.convert(queue, options: options)
        #expect(try queue.read { db in try String.fetchAll(db, sql: "SELECT typeof(id) || '/' || typeof(folderID) FROM notes ORDER BY rowid") } == ["text/text", "text/null"])
    }

    /// Nothing to convert: no function needed.
    @Test func aDatabaseWithNothingToConvertNeedsNoFunction() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("ready.sqlite")
        try makeDatabase(at: path, sql: "CREATE TABLE notes (id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), body TEXT);")
        let queue = try Self.bareQueue(path)
        try Self.convert(queue)
        #expect(try queue.read { db in try Conversion.estimate(in: db) }.rowsToCopy == 0)
    }

    /// A uuid() of the app's own that returns uppercase text passes for one, and the keys it
    /// draws fail the check before commit, once the copies are written: its own error, with the
    /// check and its table, and the migrator's rollback leaves the file as it was.
    @Test func aCheckThatFailsAfterWritesBeganIsItsOwnError() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("notes.sqlite")
        try makeDatabase(at: path, sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes VALUES (1, 'a'), (2, 'b');")
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            db.add(function: DatabaseFunction("uuid", argumentCount: 0, pure: false) { _ in UUID().uuidString })
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        var app = DatabaseMigrator()
        app.registerMigration("0000_app") { _ in }
        try app.migrate(queue)
        let before = try contentDump(atPath: path)

        let check = #"in "notes", its rows are all there, its keys are lowercase text of 36 characters"#
        let error = #expect(throws: ConversionError.checkFailed(check: check, table: "notes")) {
            try Self.convert(queue, options: ConversionOptions(idScheme: .random))
        }
        #expect(error?.description == #"the conversion stopped at a check after it had begun writing: in "notes", its rows are all there, its keys are lowercase text of 36 characters. Its transaction must roll back (a DatabaseMigrator does, and the file stays as it was); the data, or the connection's uuid(), is not what the plan expected: please report it with the check's name."#)
        #expect(error?.refusals == [])
        try queue.close()
        #expect(try contentDump(atPath: path) == before)
    }

    @Test(arguments: [
        ("DEFAULT (uuid())", true), (#"DEFAULT ("uuid"())"#, true), ("DEFAULT (UUID ( ))", true),
        ("SELECT uuid FROM t", false), ("DEFAULT ('uuid()')", false), ("-- uuid()\nSELECT 1", false), ("SELECT my_uuid()", false),
    ])
    func callsAreReadTokenByToken(sql: String, calls: Bool) {
        #expect(Conversion.callsUUIDFunction(sql) == calls)
    }
}
