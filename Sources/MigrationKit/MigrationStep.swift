/// One named change to a database: an identifier, the closure that applies it, and optionally
/// the closure that undoes it.
///
/// The step is generic over `Database` so that this module stays free of any database library;
/// `MigrationKitGRDB` runs steps whose `Database` is GRDB's `Database`.
///
/// ```swift
/// MigrationStep<Database>(
///     identifier: "0001_create_items",
///     apply: { db in try db.execute(sql: "CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL)") },
///     rollback: { db in try db.execute(sql: "DROP TABLE items") })
/// ```
public struct MigrationStep<Database>: Sendable {
    /// Names the step uniquely; recorded in the database once the step is applied.
    public let identifier: String

    /// Where the step is defined. Bookkeeping for people; never executed.
    public let sourceFile: String

    /// A fingerprint of the step's definition (the SHA-256 of a SQL migration file), or nil.
    ///
    /// When present, the runner records it in the same transaction that applies the step, reports
    /// the step as ``MigrationState/modified`` when the definition changes afterwards, and refuses
    /// to migrate past such a change.
    public let checksum: String?

    /// Checks that must hold before the step may run, or nil. Returns what fails (empty when
    /// all hold); it must only read. They hold inside the transaction that applies the step, so
    /// the step may rely on them: the runner calls it at the start of that transaction. For the
    /// first step to apply it calls it before changing anything, so that a refusal leaves the
    /// database file untouched, and not again unless another connection committed in between.
    public let precheck: (@Sendable (Database) throws -> [String])?

    /// Performs the change. Runs inside a transaction; throwing rolls the whole step back.
    public let apply: @Sendable (Database) throws -> Void

    /// Undoes the change, or nil when the step cannot be undone.
    public let rollback: (@Sendable (Database) throws -> Void)?

    /// Whether the step itself checks, before it returns, every foreign key its change can break
    /// (a table rebuild checks the tables it rebuilds and those that reference them). The runner
    /// then skips its own `PRAGMA foreign_key_check` of the whole database for this step.
    public let checksForeignKeys: Bool

    /// The name of the check that an error of ``apply`` reports as failed, or nil for any other
    /// failure: a step that asserts conditions inside its transaction says which one failed,
    /// and the runner reports it as ``MigrationKitError/checkFailed(identifier:check:statement:)``.
    public let failedCheck: (@Sendable (any Error) -> String?)?

    /// ``apply`` for a runner that reports progress: the step is handed the runner's listener,
    /// and says through it how far it has got. Nil for a step that does not know its work (the
    /// runner then reports the time alone). Passed as a parameter, never through a
    /// thread-local: MigrationKit's conversion steps set it.
    package var applyReporting: (@Sendable (Database, any StepProgressListener) throws -> Void)? = nil

    public init(
        identifier: String,
        sourceFile: String = #fileID,
        checksum: String? = nil,
        precheck: (@Sendable (Database) throws -> [String])? = nil,
        checksForeignKeys: Bool = false,
        failedCheck: (@Sendable (any Error) -> String?)? = nil,
        apply: @escaping @Sendable (Database) throws -> Void,
        rollback: (@Sendable (Database) throws -> Void)? = nil
    ) {
        self.checksForeignKeys = checksForeignKeys
        self.failedCheck = failedCheck
        self.identifier = identifier
        self.sourceFile = sourceFile
        self.checksum = checksum
        self.precheck = precheck
        self.apply = apply
        self.rollback = rollback
    }
}

/// The runner's progress, as a step that knows its work sees it
/// (``MigrationStep/applyReporting``): the step provides the share of its work done, which the
/// runner asks for at each tick of SQLite's progress handler, and may tick it itself between
/// statements.
package protocol StepProgressListener: AnyObject {
    /// Runs `body` with `fraction` giving the share of the step done, from 0 to 1, when asked
    /// with the virtual-machine instructions SQLite ran since the last time. `fraction` runs
    /// inside SQLite's progress handler: it must not touch the database.
    func providing<T>(_ fraction: @escaping (_ instructions: Int) -> Double, _ body: () throws -> T) rethrows -> T
    /// Lets the runner report now (at most every interval): for a step whose statements are
    /// many and short, between which SQLite's progress handler may not fire at all.
    func tick()
}
