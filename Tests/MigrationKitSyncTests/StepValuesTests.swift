import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
@testable import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// The app's conversion executes its plans' step values: nothing it generated is rendered to
/// SQL text and tokenized back. The only SQL it reads is the database's own (the CREATE
/// statements the planner rewrites).
@Suite struct StepValuesTests {
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        func add(_ text: String) { lock.withLock { texts.append(text) } }
        var all: [String] { lock.withLock { texts } }
    }

    @Test(arguments: ["reminders", "calibre"])
    func theInAppConversionTokenizesOnlyTheDatabasesOwnSQL(sample: String) throws {
        let directory = try TemporaryDirectory()
        let path: String
        var options = ConversionOptions()
        if sample == "calibre" {
            path = directory.path("calibre.sqlite")
            try makeDatabase(at: path, sql: Fixtures.text("Shapes/calibre.sql"))
            options.references = [("books_authors_link", "book", "books"), ("books_authors_link", "author", "authors"),
                                  ("books_tags_link", "book", "books"), ("books_tags_link", "tag", "tags")]
                .map { ReferenceDeclaration(table: $0, column: $1, parentTable: $2, parentColumn: "id") }
        } else {
            path = try directory.copyFixture("reminders.sqlite")
        }
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        let seen = Seen()
        let own = Seen()
        let planned = options
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_uuid_keys") { db in
            for sql in try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL") { own.add(sql) }
            let report = try TokenizerObserver.observing({ seen.add($0) }) {
                try Conversion.apply(in: db, options: planned)
            }
            #expect(!report.convertedTables.isEmpty)
        }
        try migrator.migrate(queue)

        #expect(!seen.all.isEmpty, "the planner reads the database's CREATE statements")
        #expect(seen.all.filter { !own.all.contains($0) } == [], "tokenized text the conversion generated")
    }
}
