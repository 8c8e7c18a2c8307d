/// An index that must exist on a table once migrations have run, e.g. one that a query relies on
/// to stay fast. `GRDBMigrationVerifier` reports `VerificationError/missingIndex(table:index:)`
/// when it is absent.
public struct RequiredIndexSpec: Hashable, Sendable {
    public let table: String
    public let index: String

    public init(table: String, index: String) {
        self.table = table
        self.index = index
    }
}
