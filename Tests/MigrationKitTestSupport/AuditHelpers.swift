import GRDB
import MigrationKitGRDB

/// A database built from SQL in a temporary directory, opened read-only like `audit` opens it.
public func auditableDatabase(_ sql: String, in directory: TemporaryDirectory, name: String = "audited.sqlite") throws -> DatabaseQueue {
    let path = directory.path(name)
    try makeDatabase(at: path, sql: sql)
    return try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
}
