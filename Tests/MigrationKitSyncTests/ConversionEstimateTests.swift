import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
@testable import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// The estimate an app reads before converting (Conversion.estimate), against the size the file
/// really has after, and the refusal when the volume lacks the room it says.
@Suite struct ConversionEstimateTests {
    final class Box: @unchecked Sendable { var report: ConversionReport? }

    static func convert(_ queue: DatabaseQueue, options: ConversionOptions = .init()) throws -> ConversionReport? {
        let box = Box()
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0000_app") { _ in }
        migrator.registerMigration("0001_uuid_keys") { db in box.report = try Conversion.apply(in: db, options: options) }
        try migrator.migrate(queue)
        return box.report
    }

    static func fileSize(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    }

    @Test(arguments: [ConversionOptions.IDScheme.salted, .random])
    func theSizeAfterIsWithinTenPercent(scheme: ConversionOptions.IDScheme) throws {
        let directory = try TemporaryDirectory()
        let path = try ConversionProgressTests.makeSample(directory, lists: 2_000)
        let queue = try ConversionProgressTests.queue(path)
        var options = ConversionOptions()
        options.idScheme = scheme
        let estimate = try queue.read { db in try Conversion.estimate(in: db, options: options) }
        #expect(estimate.rowsToCopy == 42_000)
        #expect(estimate.fileSize == (try Self.fileSize(path)))

        let report = try Self.convert(queue, options: options)
        // The report's, read once the migrator's bookkeeping table exists (a page or two more).
        #expect(report?.estimate.rowsToCopy == estimate.rowsToCopy)
        #expect(abs((report?.estimate.expectedFileSize ?? 0) - estimate.expectedFileSize) <= 2 * 4096)
        try queue.close()
        let after = try Self.fileSize(path)
        #expect(abs(Double(estimate.expectedFileSize - after)) / Double(after) < 0.10, "estimated \(estimate.expectedFileSize), measured \(after)")
        #expect(estimate.freeSpaceNeeded >= estimate.expectedFileSize - estimate.fileSize)
    }

    @Test func chinookIsWithinTenPercent() throws {
        let sql = "../shared/real-schemas/chinook/Chinook_Sqlite.sql"
        let source = DocumentationPages.root.appendingPathComponent(sql).path
        guard FileManager.default.fileExists(atPath: source) else {
            print("skipped: \(sql) is absent (../shared is not beside this checkout)")
            return
        }
        let directory = try TemporaryDirectory()
        let path = directory.path("chinook.sqlite")
        try makeDatabase(at: path, sql: String(contentsOfFile: source, encoding: .utf8))
        let queue = try ConversionProgressTests.queue(path)
        let estimate = try queue.read { db in try Conversion.estimate(in: db) }
        _ = try Self.convert(queue)
        try queue.close()
        let after = try Self.fileSize(path)
        #expect(abs(Double(estimate.expectedFileSize - after)) / Double(after) < 0.10, "estimated \(estimate.expectedFileSize), measured \(after)")
    }

    /// A volume with less room than the estimate says: refused before anything is written, the
    /// file as it was; with room, it converts.
    @Test func aVolumeWithoutRoomIsRefusedBeforeAnythingIsWritten() throws {
        let directory = try TemporaryDirectory()
        let path = try ConversionProgressTests.makeSample(directory, lists: 200)
        let queue = try ConversionProgressTests.queue(path)
        var app = DatabaseMigrator()
        app.registerMigration("0000_app") { _ in }
        try app.migrate(queue)
        let before = fileBytes(path)
        let needed = try queue.read { db in try Conversion.estimate(in: db).freeSpaceNeeded }

        var options = ConversionOptions()
        options.volumeFreeSpace = needed - 1
        #expect(throws: ConversionError.notEnoughSpace(path: path, needed: needed, available: needed - 1)) {
            try Self.convert(queue, options: options)
        }
        #expect(fileBytes(path) == before)
        #expect("\(ConversionError.notEnoughSpace(path: "app.sqlite", needed: 156_135_424, available: 20_000_000))"
            == "cannot convert app.sqlite, so nothing was written: the conversion needs about 156.1 MB of free space (the file grows, and its journal holds the pages before), and its volume has 20.0 MB; free some space, or convert later.")

        options.volumeFreeSpace = needed
        #expect(try Self.convert(queue, options: options)?.convertedTables == ["items", "lists"])
    }
}
