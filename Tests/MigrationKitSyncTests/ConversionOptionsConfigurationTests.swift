import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
@testable import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// The app passes one options value, built from the team's `.migrationkit.json` as
/// `migrationkit generate --config` reads it: ConversionOptions(configuration:) and the CLI share
/// `adopt(_:)`.
@Suite struct ConversionOptionsConfigurationTests {
    static let configuration = """
        {
          "syncedTables": ["lists", "items"],
          "keyRepresentation": "uppercase-text",
          "tables": { "items": { "keyRepresentation": "lowercase-text" } },
          "references": [
            { "column": "items.listID", "parent": "lists", "none": 0 },
            { "column": "items.position", "notReference": "an order, not a row" }
          ],
          "rules": { "foreign-key-cycle": "off" }
        }
        """

    @Test func theConfigurationGivesItsAnswersScopeAndKeyForms() throws {
        let options = ConversionOptions(configuration: try AuditConfiguration.read(Data(Self.configuration.utf8)))
        var expected = ConversionOptions(
            scope: ConversionScope(tables: ["lists", "items"]),
            references: [ReferenceDeclaration(table: "items", column: "listID", parentTable: "lists", none: .init(0, becomesNull: true))],
            notReferences: [ColumnPath(table: "items", column: "position")])
        expected.keyRepresentations = KeyRepresentations(.uppercaseText, tables: ["items": .lowercaseText])
        #expect(options == expected)
        // Nothing else: the scheme, the default, the orphans are the options' own.
        #expect(ConversionOptions(configuration: try AuditConfiguration.read(Data("{}".utf8))) == ConversionOptions())
    }

    /// What generate's flags say wins for their run: a column they answer, the tables they name;
    /// the file answers the rest.
    @Test func optionsGivenFirstWinOverTheFile() throws {
        var options = ConversionOptions(
            scope: ConversionScope(tables: ["items"], excluded: ["logs"]),
            notReferences: [ColumnPath(table: "items", column: "listID")])
        options.adopt(try AuditConfiguration.read(Data(Self.configuration.utf8)))
        #expect(options.scope == ConversionScope(tables: ["items"], excluded: ["logs"]))
        #expect(options.references == [])
        #expect(options.notReferences == [ColumnPath(table: "items", column: "listID"), ColumnPath(table: "items", column: "position")])

        var unscoped = ConversionOptions(scope: ConversionScope(excluded: ["logs"]))
        unscoped.adopt(try AuditConfiguration.read(Data(Self.configuration.utf8)))
        #expect(unscoped.scope == ConversionScope(tables: ["lists", "items"], excluded: ["logs"]))
    }

    /// A synced table the database does not have: a misspelt name would leave a table out (or
    /// convert one meant to stay) and record the migration as done. Thrown, by the estimate
    /// too, before anything is written.
    @Test func aScopeNamingNoTableIsThrown() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.copyFixture("reminders.sqlite")
        let queue = try ConversionProgressTests.queue(path)
        var app = DatabaseMigrator()
        app.registerMigration("0000_app") { _ in }
        try app.migrate(queue)
        let before = fileBytes(path)
        let options = ConversionOptions(configuration: try AuditConfiguration.read(Data(#"{ "syncedTables": ["remindersLists", "reminder", "tags"] }"#.utf8)))
        #expect(throws: ConversionError.unknownTables(["reminder"])) { try queue.read { db in try Conversion.estimate(in: db, options: options) } }
        let error = #expect(throws: ConversionError.unknownTables(["reminder"])) { try ConversionEstimateTests.convert(queue, options: options) }
        #expect(error?.description == #"cannot convert here, so nothing was written: the scope names a table this database does not have: "reminder" (ConversionOptions.scope, or syncedTables in .migrationkit.json); name the tables as the database does."#)
        #expect(throws: ConversionError.unknownTables(["logs"])) {
            try queue.read { db in try Conversion.estimate(in: db, options: ConversionOptions(scope: ConversionScope(excluded: ["logs"]))) }
        }
        try queue.close()
        #expect(fileBytes(path) == before)
    }
}
