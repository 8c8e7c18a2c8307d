/// Hooks through which an app replaces MigrationKit's default checks with its own.
///
/// Each closure, when set, runs instead of the corresponding default:
/// - `verifyIntegrity` instead of SQLite's `PRAGMA quick_check`, before and after every migrate
///   and rollback;
/// - `verifyPostMigration` instead of the foreign key check and the required-index checks,
///   after every migrate and rollback.
///
/// A closure reports a failure by throwing. After a migrate or rollback the runner reports it as
/// ``MigrationKitError/verificationFailed(after:direction:reason:)`` (the changes are committed
/// by then), with the closure's error as the reason; before, a failing `verifyIntegrity` stops
/// the runner with the closure's error unchanged.
public struct MigrationHostIntegration<Database>: Sendable {
    public var verifyIntegrity: (@Sendable (Database) throws -> Void)?
    public var verifyPostMigration: (@Sendable (Database) throws -> Void)?

    public init(
        verifyIntegrity: (@Sendable (Database) throws -> Void)? = nil,
        verifyPostMigration: (@Sendable (Database) throws -> Void)? = nil
    ) {
        self.verifyIntegrity = verifyIntegrity
        self.verifyPostMigration = verifyPostMigration
    }
}
