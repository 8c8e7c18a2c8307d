import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

/// A database file kept at a model's version.
///
/// Opening it creates the file if it does not exist, registers `uuid()` on every connection,
/// and migrates the file version by version from whatever version it is at (2 → 3 → 4), each
/// step in its own transaction with its checks (``StoreModel/steps()``). Guarantees:
/// - a model that cannot be used, a file at a later version than the model, or a file that
///   lacks a table the model had at the file's version (a renamed record) is refused before
///   the file is written: it is left byte for byte as it was;
/// - after migrating, the file's tables must have exactly the model's columns, or opening
///   throws ``ModelError/schemaMismatch(path:table:expected:found:)`` saying what was expected
///   and what was found.
public final class PersistentStore: Sendable {
    public let path: String
    public let model: StoreModel
    /// The connection to query the store through.
    public let writer: any DatabaseWriter

    public init(path: String, model: StoreModel) throws {
        let steps = try model.steps()
        if FileManager.default.fileExists(atPath: path) {
            let reader = try DatabaseQueue(path: path, configuration: Self.configuration(readonly: true))
            let (applied, tables) = try reader.read { db in
                // Names compared as SQLite compares them: ASCII letters folded, nothing else
                // (Swift's lowercased() folds "É" too, and SQLite's lower() does not).
                (try MigrationRecords.read(db).applied, Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'").map(\.sqlFolded)))
            }
            try reader.close()
            if let fileVersion = applied.compactMap(StoreModel.version(of:)).max() {
                guard fileVersion <= model.version else {
                    throw ModelError.fileIsNewer(path: path, fileVersion: fileVersion, modelVersion: model.version)
                }
                if let missing = model.tables(at: fileVersion).first(where: { !tables.contains($0.sqlFolded) }) {
                    throw ModelError.tableMissing(path: path, table: missing, version: fileVersion)
                }
            }
        }
        let queue = try DatabaseQueue(path: path, configuration: Self.configuration(readonly: false))
        _ = try GRDBMigrationRunner(steps: steps).migrate(in: queue)
        try queue.read { try model.checkSchema($0, path: path) }
        self.path = path
        self.model = model
        self.writer = queue
    }

    private static func configuration(readonly: Bool) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readonly
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        return configuration
    }
}
