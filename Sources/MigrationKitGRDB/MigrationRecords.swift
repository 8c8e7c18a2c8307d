import GRDB
import MigrationKit

/// What a database records about its migrations: the identifiers GRDB's migrator stored in
/// `grdb_migrations`, and the checksums MigrationKit stored in `migrationkit_checksums`.
package struct MigrationRecords {
    static let checksumTable = "migrationkit_checksums"

    /// Identifiers recorded as applied.
    package let applied: Set<String>
    /// The same identifiers in the order they were applied: `grdb_migrations` is a rowid table,
    /// and each migrator, MigrationKit's or the app's own, appends its row when it applies a
    /// step. Not the identifiers' order: an app's `v2_attachments` applied before MigrationKit's
    /// `0001_uuid_keys` is older, though it sorts after it.
    package let appliedInOrder: [String]
    /// Checksums recorded when the steps that carry one were applied.
    let checksums: [String: String]

    /// Reads the records; a database without the tables has applied nothing. Reads only.
    package static func read(_ db: Database) throws -> MigrationRecords {
        let appliedInOrder = try db.tableExists("grdb_migrations")
            ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
            : []
        var checksums: [String: String] = [:]
        if try db.tableExists(checksumTable) {
            let rows = try Row.fetchCursor(db, sql: "SELECT identifier, sha256 FROM \(quoteIdentifier(checksumTable))")
            while let row = try rows.next() {
                checksums[row[0]] = row[1]
            }
        }
        return MigrationRecords(applied: Set(appliedInOrder), appliedInOrder: appliedInOrder, checksums: checksums)
    }

    /// Whether `identifier` is recorded as applied: inside a write transaction, what every other
    /// connection sees too.
    static func isApplied(_ identifier: String, _ db: Database) throws -> Bool {
        try db.tableExists("grdb_migrations")
            && Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM grdb_migrations WHERE identifier = ?)", arguments: [identifier]) == true
    }

    /// Where `identifier` stands in the order of application; nil when it is not applied.
    package func applicationIndex(of identifier: String) -> Int? {
        appliedInOrder.firstIndex(of: identifier)
    }

    /// Whether `step` is applied and its definition no longer matches the recorded checksum.
    /// A step applied without a recorded checksum (before it had one) is not modified.
    func isModified(_ step: MigrationStep<Database>) -> Bool {
        guard applied.contains(step.identifier),
              let current = step.checksum,
              let recorded = checksums[step.identifier]
        else { return false }
        return current != recorded
    }

    /// Records the checksum of `step`, if it has one. Call inside the step's transaction.
    static func recordChecksum(of step: MigrationStep<Database>, _ db: Database) throws {
        guard let checksum = step.checksum else { return }
        try db.execute(sql: """
            CREATE TABLE IF NOT EXISTS \(quoteIdentifier(checksumTable)) (
              identifier TEXT NOT NULL PRIMARY KEY,
              sha256 TEXT NOT NULL)
            """)
        try db.execute(
            sql: "INSERT OR REPLACE INTO \(quoteIdentifier(checksumTable)) (identifier, sha256) VALUES (?, ?)",
            arguments: [step.identifier, checksum])
    }

    /// Forgets that `identifier` was applied. Call inside the rollback's transaction.
    static func forget(_ identifier: String, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = ?", arguments: [identifier])
        if try db.tableExists(checksumTable) {
            try db.execute(
                sql: "DELETE FROM \(quoteIdentifier(checksumTable)) WHERE identifier = ?",
                arguments: [identifier])
        }
    }
}
