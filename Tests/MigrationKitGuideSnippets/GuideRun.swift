import Foundation
import GRDB
import MigrationKitCLI
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// What a page's code leaves to the reader's app, when a test runs it: the files it works on.
/// A block asks for them in its hidden context (`<!-- doc-test swift: let path = try
/// GuideRun.fixture("reminders.sqlite") -->`), and its checks (`swift-then`) read them back.
/// Every block runs in a new directory of its own.
enum GuideRun {
    /// The running block's directory.
    nonisolated(unsafe) static var directory = FileManager.default.temporaryDirectory.path

    /// A copy of `Fixtures/<name>` in the block's directory: its path.
    static func fixture(_ name: String) throws -> String {
        let path = newFile(URL(fileURLWithPath: name).lastPathComponent)
        try FileManager.default.copyItem(atPath: Fixtures.path(name), toPath: path)
        return path
    }

    /// A path in the block's directory for a file the block creates.
    static func newFile(_ name: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent(name).path
    }

    /// A file `name` in the block's directory holding `text`: its path.
    static func file(_ name: String, _ text: String) throws -> String {
        let path = newFile(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A database `name` in the block's directory made by `sql` (on a connection that has the
    /// app's `collations`): its path.
    static func database(_ name: String, collations: [DatabaseCollation] = [], sql: String) throws -> String {
        let path = newFile(name)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false  // as an app's file may be: orphans included
        configuration.prepareDatabase { db in collations.forEach(db.add(collation:)) }
        try DatabaseQueue(path: path, configuration: configuration).write { try $0.execute(sql: sql) }
        return path
    }

    /// The text of the migration file `file` that `migrationkit generate` writes for a copy of
    /// `Fixtures/<fixture>` (in a directory of its own): what a page's generated file holds.
    static func generated(_ fixture: String, _ file: String) throws -> String {
        let copy = URL(fileURLWithPath: directory).appendingPathComponent("generated")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        let path = copy.appendingPathComponent(URL(fileURLWithPath: fixture).lastPathComponent).path
        try FileManager.default.copyItem(atPath: Fixtures.path(fixture), toPath: path)
        let output = copy.appendingPathComponent("Migrations").path
        let status = migrationkit("generate", "--db-path", path, "--output", output)
        guard status == 0 else { throw GenerateFailed(status: status) }
        return try String(contentsOfFile: URL(fileURLWithPath: output).appendingPathComponent(file).path, encoding: .utf8)
    }

    struct GenerateFailed: Error { let status: Int32 }

    /// A copy of `Fixtures/<name>` converted as an app converts it at launch
    /// (`Conversion.apply` in a migration, `options` as given): for a block that uses the
    /// converted tables.
    static func converted(_ name: String, options: ConversionOptions = ConversionOptions()) throws -> String {
        try convert(fixture(name), options: options)
    }

    /// Converts the database at `path` in place, as an app does at launch: its path.
    @discardableResult
    static func convert(_ path: String, options: ConversionOptions = ConversionOptions()) throws -> String {
        let dbQueue = try DatabaseQueue(path: path, configuration: configuration)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_uuid_keys") { db in _ = try Conversion.apply(in: db, options: options) }
        try migrator.migrate(dbQueue)
        return path
    }

    /// What `migrationkit ARGUMENTS` exits with, run in the block's directory's terms (paths
    /// as given).
    static func migrationkit(_ arguments: String...) -> Int32 {
        MigrationCLI.run(host: .sqlFiles, arguments: arguments)
    }

    /// A connection that has the `uuid()` function the converted keys' default calls.
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        return configuration
    }

    /// The first column of what `sql` selects in the database at `path`, as text: numbers in
    /// decimal, NULL as "NULL", a blob as "<n bytes>".
    static func values(_ path: String, _ sql: String) throws -> [String] {
        try DatabaseQueue(path: path, configuration: configuration).read { db in
            try Row.fetchAll(db, sql: sql).map { row -> String in
                switch (row[0] as DatabaseValue).storage {
                case .null: return "NULL"
                case .int64(let value): return String(value)
                case .double(let value): return String(value)
                case .string(let value): return value
                case .blob(let value): return "<\(value.count) bytes>"
                }
            }
        }
    }

    /// What the `exit` of an app's `main` on a page was given, when a test runs it.
    nonisolated(unsafe) static var exitStatus: Int32?
}

/// Every ```swift block of README.md and Guides/ runs as the page shows it, each in a directory
/// of its own, and then its checks (`<!-- doc-test swift-then: … -->`) run: a page cannot show
/// code that no longer does what the page says. The blocks share `GuideRun`, so they run one
/// after the other.
@Suite(.serialized) struct GuideRunTests {
    static let blocks: [GuideSnippets.Block] = DocumentationPages.all.flatMap { page in
        GuideSnippets.blocks(page: page, markdown: (try? DocumentationPages.text(page)) ?? "")
    }

    @Test(arguments: blocks)
    func everySwiftBlockRuns(_ block: GuideSnippets.Block) throws {
        let run = try #require(guideSnippetRuns[GuideSnippets.namespace(block)], "\(block): no compiled code; write the files again: MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests")
        let directory = try TemporaryDirectory()
        GuideRun.directory = directory.url.path
        GuideRun.exitStatus = nil
        do {
            try run()
        } catch {
            Issue.record("\(block): the page's code throws: \(error)")
        }
    }

    @Test func everyBlockIsRun() {
        #expect(Self.blocks.count == guideSnippetRuns.count, "the pages show \(Self.blocks.count) ```swift blocks, \(guideSnippetRuns.count) are compiled; write the files again: MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests")
    }
}
