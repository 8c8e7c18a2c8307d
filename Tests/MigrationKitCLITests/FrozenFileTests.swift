import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Files generated before a plan's steps became values (Fixtures/Frozen, from f3c169f): an app
/// that shipped one applies it as it is, with every later MigrationKit. Each must still apply and
/// carry every row, key, reference, index and trigger; and today's generator, which renders the
/// same step values the app now executes, must still write them byte for byte.
@Suite struct FrozenFileTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        let folder: String
        let arguments: [String]
        let undeclared: [ConversionComparison.Undeclared]
        let database: @Sendable (TemporaryDirectory) throws -> String
        var testDescription: String { folder }
    }

    static let samples: [Sample] = [
        Sample(folder: "reminders", arguments: [], undeclared: []) { try $0.copyFixture("reminders.sqlite") },
        Sample(folder: "reminders-random", arguments: ["--id-scheme", "random"], undeclared: []) { try $0.copyFixture("reminders.sqlite") },
        Sample(
            folder: "calibre",
            arguments: ["--reference", "books_authors_link.book=books.id", "--reference", "books_authors_link.author=authors.id",
                        "--reference", "books_tags_link.book=books.id", "--reference", "books_tags_link.tag=tags.id"],
            undeclared: [
                .init("books_authors_link", "book", "books"), .init("books_authors_link", "author", "authors"),
                .init("books_tags_link", "book", "books"), .init("books_tags_link", "tag", "tags"),
            ]
        ) { directory in
            let path = directory.path("calibre.sqlite")
            try makeDatabase(at: path, sql: Fixtures.text("Shapes/calibre.sql"))
            return path
        },
    ]

    static func frozenFiles(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Fixtures.path("Frozen/\(folder)")).filter { $0.hasSuffix(".sql") }.sorted()
    }

    /// Applies the sample's frozen files with `apply` (given the database's path) to a fresh
    /// database, and compares the result with the database before.
    func expectApplied(_ sample: Sample, _ apply: (String) throws -> Void) throws {
        let directory = try TemporaryDirectory()
        let db = try sample.database(directory)
        let pristine = directory.path("pristine.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: pristine)
        try apply(db)
        let comparison = ConversionComparison(
            before: pristine, after: db, scheme: .init(arguments: sample.arguments), undeclared: sample.undeclared)
        #expect(try comparison.differences() == [])
    }

    @Test(arguments: samples)
    func aFrozenFileStillApplies(sample: Sample) throws {
        let files = try Self.frozenFiles(sample.folder)
        #expect(!files.isEmpty)
        try expectApplied(sample) { db in
            let migrated = run(["migrate", "--db-path", db, "--migrations", Fixtures.path("Frozen/\(sample.folder)")])
            #expect(migrated.status == 0, "\(migrated)")
            #expect(migrated.output.hasSuffix("\(db): \(files.count) of \(files.count) migrations applied; verification passed.\n"))
        }
    }

    /// With a progress callback (migrate on a terminal), a conversion file runs statement by
    /// statement to say how far it has got: the same result, triggers' bodies kept whole.
    @Test(arguments: samples)
    func aFrozenFileAppliesStatementByStatementWithProgress(sample: Sample) throws {
        try expectApplied(sample) { db in
            var runner = try GRDBMigrationRunner(steps: SQLMigrationFiles.steps(in: Fixtures.path("Frozen/\(sample.folder)"), kinds: [.conversion]))
            runner.progressInterval = 0
            // Watched, the step runs its statements one by one (however few ticks a small
            // file gives the clock).
            runner.progress = { _ in }
            var configuration = Configuration()
            configuration.prepareDatabase { db in try db.registerUUIDFunction() }
            let queue = try DatabaseQueue(path: db, configuration: configuration)
            try runner.migrate(in: queue)
            try queue.close()
        }
    }

    @Test(arguments: samples)
    func todaysGeneratorWritesTheSameBytes(sample: Sample) throws {
        let directory = try TemporaryDirectory()
        let db = try sample.database(directory)
        let output = directory.path("Migrations")
        let generated = run(["generate", "--db-path", db, "--output", output] + sample.arguments)
        #expect(generated.status == 0, "\(generated)")
        let files = try Self.frozenFiles(sample.folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == files)
        for file in files {
            let frozen = try Fixtures.text("Frozen/\(sample.folder)/\(file)")
            let written = try String(contentsOfFile: "\(output)/\(file)", encoding: .utf8)
            #expect(written == frozen, "\(sample.folder)/\(file) differs from the frozen file")
        }
    }
}
