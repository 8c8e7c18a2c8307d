import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB

/// Where `migrationkit diff` reads a version of a schema from: a SQLite database file, a schema
/// script (what `schema-dump` writes), or a directory of migrations, applied in order to an
/// empty database. Reads only: a database file is opened read-only; scripts and migrations run
/// in memory.
public enum SchemaSource {
    /// The schema at `path`.
    public static func read(_ path: String) throws -> DatabaseSchema {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DatabaseOpeningError.databaseNotFound(path: path)
        }
        if isDirectory.boolValue {
            // All at once: only SchemaDiff needs the schema between files (SchemaSource.history).
            let db = try emptyDatabase()
            _ = try GRDBMigrationRunner(steps: SQLMigrationFiles.steps(in: path, kinds: [.conversion])).migrate(in: db)
            return try db.read(SchemaIntrospector.read)
        }
        let bytes = FileManager.default.contents(atPath: path) ?? Data()
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) {
            return try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read(SchemaIntrospector.read)
        }
        let db = try emptyDatabase()
        do {
            try db.writeWithoutTransaction { try $0.execute(sql: String(decoding: bytes, as: UTF8.self)) }
        } catch let error as DatabaseError {
            throw MigrationFileError.invalidMigrationFile(path: path, reason: "neither a SQLite database nor a schema script SQLite can run: \(error.message ?? "\(error)")")
        }
        return try db.read(SchemaIntrospector.read)
    }

    static func emptyDatabase() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        return try DatabaseQueue(configuration: configuration)
    }
}
