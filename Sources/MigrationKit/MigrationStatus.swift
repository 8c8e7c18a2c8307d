/// Where one migration stands in a database.
public enum MigrationState: String, Sendable, Equatable, CaseIterable {
    /// Recorded as applied, and its definition is unchanged since (or carries no checksum).
    case applied
    /// Not applied yet.
    case pending
    /// Applied, but its definition changed since: the database does not hold what the file says.
    case modified
    /// Recorded as applied in the database, but no step of that identifier exists any more.
    case unknown
}

/// One row of a status report: a migration's identifier and its state.
public struct MigrationStatus: Sendable, Equatable {
    public let identifier: String
    public let state: MigrationState

    public init(identifier: String, state: MigrationState) {
        self.identifier = identifier
        self.state = state
    }
}
