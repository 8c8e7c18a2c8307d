import Foundation
import GRDB
import MigrationKit
import MigrationKitSync

/// A database file kept at a model's version.
///
/// Opening it creates the file if it does not exist, registers `uuid()` on every connection,
/// and migrates the file version by version from whatever version it is at (2 → 3 → 4), each
/// step in its own transaction with its checks (``StoreModel/steps()``). Guarantees:
/// - a model that cannot be used, or a file at a later version than the model, is refused
///   before the file is opened: it is left byte for byte as it was;
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
            let applied = try reader.read { try MigrationRecords.read($0).applied }
            try reader.close()
            if let newest = applied.compactMap(StoreModel.version(of:)).max(), newest > model.version {
                throw ModelError.fileIsNewer(path: path, fileVersion: newest, modelVersion: model.version)
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
