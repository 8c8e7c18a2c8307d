import MigrationKit

/// What `GRDBMigrationVerifier` found wrong with a database: a failed integrity check, rows whose
/// parent is missing, a missing index. Each description names the tables and indexes involved.
public enum VerificationError: Error, Equatable, Sendable {
    /// `PRAGMA quick_check` did not answer `ok`.
    case quickCheckFailed(result: [String])
    /// `PRAGMA foreign_key_check` found rows whose parent does not exist.
    case foreignKeyViolations(count: Int, examples: [OrphanedRow])
    /// A required index is missing.
    case missingIndex(table: String, index: String)
}

/// A row whose foreign key refers to a missing parent, as `PRAGMA foreign_key_check` reports it.
public struct OrphanedRow: Equatable, Sendable, CustomStringConvertible {
    /// The table holding the row whose parent is missing.
    public let table: String
    /// That row's rowid, or nil for a `WITHOUT ROWID` table.
    public let rowid: Int64?
    /// The table the foreign key refers to.
    public let parent: String

    public init(table: String, rowid: Int64?, parent: String) {
        self.table = table
        self.rowid = rowid
        self.parent = parent
    }

    public var description: String {
        let row = rowid.map { " rowid \($0)" } ?? ""
        return "\(displayName(table))\(row) → missing parent in \(displayName(parent))"
    }
}

extension VerificationError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .quickCheckFailed(let result):
            return "the database failed PRAGMA quick_check: \(result.joined(separator: "; ")). Restore it from a backup."
        case .foreignKeyViolations(let count, let examples):
            let shown = examples.map(\.description).joined(separator: ", ")
            let more = count > examples.count ? ", …" : ""
            return "\(count) foreign key violation\(count == 1 ? "" : "s"): \(shown)\(more)"
        case .missingIndex(let table, let index):
            return "required index \(displayName(index)) on table \(displayName(table)) is missing."
        }
    }
}
