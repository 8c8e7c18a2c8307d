import Foundation
import GRDB
import MigrationKit

/// Applies, reports on and rolls back migration steps on a GRDB database.
///
/// ```swift
/// let runner = try GRDBMigrationRunner(steps: [createItems, addIndex])
/// try runner.migrate(in: dbQueue)
/// ```
///
/// Guarantees, for every step applied or rolled back:
/// - it runs in its own transaction, with foreign keys off (`PRAGMA foreign_keys` is a no-op
///   inside a transaction, so they are turned off before it starts, as SQLite's procedure for
///   table rebuilds says) and restored afterwards;
/// - the step's bookkeeping (`grdb_migrations`, and its checksum when it has one) changes in
///   that same transaction;
/// - `PRAGMA foreign_key_check` runs before commit; a violation rolls the step back;
/// - the database is checked before anything runs (integrity; applied steps unchanged) and
///   verified after (``runPostMigrationChecks(in:)``);
/// - a step's precheck holds inside the transaction that applies it (the first step's is
///   checked before anything runs, and again inside its transaction only when another
///   connection committed in between: `PRAGMA data_version`).
///
/// Applying goes through GRDB's `DatabaseMigrator`. Targets are checked here first: the
/// migrator traps on a target it does not know or one already passed; the runner throws.
public struct GRDBMigrationRunner: Sendable {
    public let registry: MigrationRegistry<Database>
    public var integration: MigrationHostIntegration<Database>
    public var verifier: GRDBMigrationVerifier
    /// Called when a step starts, at most every ``progressInterval`` seconds while it runs, and
    /// once it has run, with the step, the seconds it has taken so far and, for a step that says
    /// (a conversion file), the share of its work done (1 at the end): for a progress line or
    /// bar during long steps.
    public var progress: (@Sendable (MigrationProgress) -> Void)?
    public var progressInterval: Double = 0.5
    /// Asked before each step, and every ``progressHandlerInstructions`` SQLite instructions while
    /// the checks before migrating or a step run: once it returns true, the statement running is
    /// interrupted (`SQLITE_INTERRUPT`), the step rolls back, and `migrate` throws
    /// ``MigrationKitError/cancelled(identifier:)``; the steps before it stay applied (with
    /// ``singleTransaction``, none does). For a command that stops on Ctrl-C, or an app that
    /// stops migrating when it must. A step that installs SQLite's progress handler itself (a
    /// conversion watched through `ConversionOptions.progress`) is asked through its own.
    public var isCancelled: (@Sendable () -> Bool)?
    /// Whether the pending steps run in one transaction: all of them are applied, or none. Off
    /// by default: each step then commits on its own, and a failure keeps the steps before it.
    /// GRDB's migrator opens a transaction per step, so for this the runner opens the one
    /// transaction itself, with the migrator's bookkeeping: foreign keys off around it, a row of
    /// `grdb_migrations` per step, each step's checks as usual, the foreign key check before
    /// commit. The price: the journal holds every page the steps change until the end.
    public var singleTransaction = false

    public init(
        steps: [MigrationStep<Database>],
        enforceLexicographicOrder: Bool = true,
        integration: MigrationHostIntegration<Database> = .init(),
        verifier: GRDBMigrationVerifier = .init()
    ) throws {
        self.registry = try MigrationRegistry(steps: steps, enforceLexicographicOrder: enforceLexicographicOrder)
        self.integration = integration
        self.verifier = verifier
    }

    // MARK: - Migrating

    /// Applies every pending step, then verifies. Returns the identifiers applied, in order.
    @discardableResult
    public func migrate(in writer: some DatabaseWriter) throws -> [String] {
        guard let last = registry.steps.last else { return [] }
        return try migrate(in: writer, upTo: last.identifier)
    }

    /// Applies the pending steps up to and including `target`, then verifies.
    /// Returns the identifiers applied, in order.
    ///
    /// - Throws: before any change: `MigrationKitError/unknownMigration(_:known:)` when
    ///   `target` names no step, `MigrationKitError/targetAlreadyPassed(target:latestApplied:)`
    ///   when a later step is applied, `MigrationKitError/appliedMigrationModified(identifier:sourceFile:)`
    ///   when an applied step changed, `MigrationKitError/refusedDamagedDatabase(result:)` when
    ///   the file fails its integrity check, `MigrationKitError/preconditionsFailed(identifier:failed:statement:)`
    ///   when the first step's prechecks fail or cannot run (a later step's, when they fail at
    ///   the start of its transaction; the steps before it stay applied). While applying:
    ///   `MigrationKitError/stepFailed(identifier:direction:reason:statement:)` or
    ///   `MigrationKitError/checkFailed(identifier:check:statement:)` when a step fails (it is
    ///   rolled back; the steps before it stay applied). After:
    ///   `MigrationKitError/verificationFailed(after:direction:reason:)` (the steps are
    ///   committed). Each message is a line or two; the SQL statement SQLite failed on is the
    ///   error's `MigrationKitError/failedStatement`.
    ///
    /// Another process may migrate the same file at the same time (an app and its extension,
    /// two `migrationkit migrate`): a step it applied first is not applied again, and is not
    /// among the identifiers returned (the `migrationkit migrate` command names it).
    @discardableResult
    public func migrate(in writer: some DatabaseWriter, upTo target: String) throws -> [String] {
        try migrateReporting(in: writer, upTo: target).applied
    }

    /// What one migrate did: the steps it applied, and the pending steps it found applied by
    /// another process when it came to apply them.
    package struct MigrationRun: Equatable, Sendable {
        package var applied: [String]
        package var appliedElsewhere: [String]

        package init(applied: [String] = [], appliedElsewhere: [String] = []) {
            self.applied = applied
            self.appliedElsewhere = appliedElsewhere
        }
    }

    /// ``migrate(in:upTo:)``, saying also which steps another process applied meanwhile.
    package func migrateReporting(in writer: some DatabaseWriter, upTo target: String) throws -> MigrationRun {
        // On the writer's own connection, so that `PRAGMA data_version` read here and in the
        // first step's transaction compare: see `PrecheckedSnapshot`.
        let (pending, snapshot) = try writer.writeWithoutTransaction { db in
            try cancellable(db, identifier: nil) {
                try db.readOnly {
                    var result: ([MigrationStep<Database>], PrecheckedSnapshot)?
                    try db.inTransaction(.deferred) {
                        let pending = try checkBeforeMigrating(upTo: target, db)
                        result = (pending, try PrecheckedSnapshot(step: pending.first?.identifier, db))
                        return .commit
                    }
                    return result!
                }
            }
        }
        guard !pending.isEmpty else { return MigrationRun() }

        // Foreign keys: the migrator's `.disabled` mode turns them off around each step's
        // transaction and back on after, without checking them; `checkedApply` runs the check
        // itself before commit, so it also happens on connections whose foreign keys are off
        // (where GRDB would skip it), and happens once.
        //
        // What is pending is decided inside each step's transaction. The migrator reads the
        // applied steps before it opens that transaction (`BEGIN IMMEDIATE`), and another process
        // may apply one in between; once the transaction holds the write lock, `grdb_migrations`
        // is what it is. A step found applied there throws `AppliedElsewhere`, which rolls back the
        // empty transaction; the migrator then starts again and reads the applied steps anew (and
        // skips a step another process committed before it read them at all). Every pending step
        // is applied when the migrator returns: those this run did not apply, another did.
        let run = AppliedSteps()
        if singleTransaction {
            try migrateInOneTransaction(writer, upTo: target, snapshot: snapshot, run: run)
        } else {
            var migrator = DatabaseMigrator().disablingDeferredForeignKeyChecks()
            for step in registry.steps {
                migrator.registerMigration(step.identifier) { db in
                    guard try !MigrationRecords.isApplied(step.identifier, db) else {
                        throw AppliedElsewhere(identifier: step.identifier)
                    }
                    try apply(step, snapshot: snapshot, db)
                    run.applied(step.identifier)
                }
            }
            while true {
                do {
                    try migrator.migrate(writer, upTo: target)
                    break
                } catch is AppliedElsewhere {
                    continue
                }
            }
        }
        let applied = run.identifiers
        let outcome = MigrationRun(applied: applied, appliedElsewhere: pending.map(\.identifier).filter { !applied.contains($0) })
        guard !outcome.applied.isEmpty else { return outcome }
        do {
            // Each step's foreign keys were checked before it committed, and nothing else wrote
            // in between: the check is not run a second time.
            try writer.read { db in try runPostMigrationChecks(db, foreignKeysChecked: true) }
        } catch {
            throw MigrationKitError.verificationFailed(after: outcome.applied, direction: .apply, reason: concise(error))
        }
        return outcome
    }

    /// Applies `step` inside the transaction that was opened for it: cancelled first when
    /// ``isCancelled`` says so, its precheck run again unless it still holds, then applied and
    /// checked.
    private func apply(_ step: MigrationStep<Database>, snapshot: PrecheckedSnapshot, _ db: Database) throws {
        if isCancelled?() == true { throw MigrationKitError.cancelled(identifier: step.identifier) }
        if try !snapshot.stillHolds(for: step.identifier, db) {
            try runPrecheckInTransaction(of: step, db)
        }
        try checkedApply(step, db)
    }

    /// Applies the pending steps up to `target` in one transaction (``singleTransaction``), as
    /// GRDB's migrator applies one step with foreign key checks disabled
    /// (`Migration.runWithDisabledForeignKeysChecks`): `grdb_migrations` created as it creates
    /// it, foreign keys off before the transaction and on after, whatever happens, and each
    /// step's identifier recorded in the transaction. What is pending is read inside it.
    private func migrateInOneTransaction(_ writer: some DatabaseWriter, upTo target: String, snapshot: PrecheckedSnapshot, run: AppliedSteps) throws {
        let targetIndex = try targetIndex(target)
        try writer.barrierWriteWithoutTransaction { db in
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            do {
                var applied: [String] = []
                try db.inTransaction(.immediate) {
                    for step in try pendingSteps(upTo: targetIndex, db) {
                        try apply(step, snapshot: snapshot, db)
                        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [step.identifier])
                        applied.append(step.identifier)
                    }
                    return .commit
                }
                applied.forEach(run.applied)
            } catch {
                try? db.execute(sql: "PRAGMA foreign_keys = ON")
                throw error
            }
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
    }

    /// A step found applied inside the transaction that was to apply it.
    private struct AppliedElsewhere: Error {
        let identifier: String
    }

    /// The steps a migrate applied, recorded from the writer's queue.
    private final class AppliedSteps: @unchecked Sendable {
        private let lock = NSLock()
        private var applied: [String] = []
        func applied(_ identifier: String) { lock.withLock { applied.append(identifier) } }
        var identifiers: [String] { lock.withLock { applied } }
    }

    /// A dry run of `migrate(in:upTo:)`: every check it makes before it changes anything, without
    /// changing anything (the target, the applied steps' checksums, and, when there is something
    /// to apply, the database's integrity and the first step's precheck), then the steps it would
    /// apply. Throws what `migrate` would throw before its first change.
    public func dryRun(upTo target: String? = nil, in reader: some DatabaseReader) throws -> [MigrationStep<Database>] {
        // One read: the pending steps and the checks see the same snapshot.
        try reader.read { db in try checkBeforeMigrating(upTo: target, db) }
    }

    /// ``dryRun(upTo:in:)``, whose name says what it returns.
    @available(*, deprecated, renamed: "dryRun(upTo:in:)")
    public func checkBeforeMigrating(upTo target: String? = nil, in reader: some DatabaseReader) throws -> [MigrationStep<Database>] {
        try dryRun(upTo: target, in: reader)
    }

    /// The checks before a change, then the steps to apply.
    private func checkBeforeMigrating(upTo target: String?, _ db: Database) throws -> [MigrationStep<Database>] {
        let pending = try pendingSteps(upTo: try targetIndex(target), db)
        if let first = pending.first {
            try checkIntegrityBeforeChanges(db)
            // Only the first step's: later steps' checks would see the database before the
            // steps ahead of them ran. Each runs inside its own step's transaction instead.
            try runPrecheck(of: first, db)
        }
        return pending
    }

    /// What the read-only checks before a migrate saw: the first step's precheck held on the
    /// database as it was at `dataVersion` (`PRAGMA data_version`, which changes when another
    /// connection commits, and only then).
    ///
    /// A step's precheck must hold inside the transaction that applies it: a step may rely on
    /// it (a conversion checks its foreign keys on the integer keys, before, instead of on the
    /// text keys after). Every step's precheck runs at the start of its transaction, except the
    /// first step's when nothing was committed since the read-only check: it holds already.
    private struct PrecheckedSnapshot {
        let step: String?
        let dataVersion: Int?

        init(step: String?, _ db: Database) throws {
            self.step = step
            self.dataVersion = step == nil ? nil : try Int.fetchOne(db, sql: "PRAGMA data_version")
        }

        func stillHolds(for identifier: String, _ db: Database) throws -> Bool {
            guard identifier == step, let dataVersion else { return false }
            return try Int.fetchOne(db, sql: "PRAGMA data_version") == dataVersion
        }
    }

    /// Runs `body` so that ``isCancelled`` can stop it: SQLite's progress handler asks it every
    /// ``progressHandlerInstructions`` instructions, and any failure once it has said yes (the
    /// statement it interrupted, or another) is ``MigrationKitError/cancelled(identifier:)``.
    private func cancellable<T>(_ db: Database, identifier: String?, _ body: () throws -> T) throws -> T {
        guard let isCancelled else { return try body() }
        do {
            return try withProgressHandler(db, every: progressHandlerInstructions, tick: { !isCancelled() }, body)
        } catch {
            if isCancelled() { throw MigrationKitError.cancelled(identifier: identifier) }
            throw error
        }
    }

    /// Runs a step's prechecks, and throws the ones that fail. A query SQLite cannot run (a table
    /// or column the step expects is missing: the database is not the one the step was written
    /// for) fails its check, with SQLite's message.
    private func runPrecheck(of step: MigrationStep<Database>, _ db: Database) throws {
        guard let precheck = step.precheck else { return }
        let failed: [String]
        do {
            failed = try precheck(db)
        } catch let failure as CheckFailed {
            // A named check's query: its name and SQLite's message.
            throw MigrationKitError.preconditionsFailed(
                identifier: step.identifier, failed: ["\(failure.check): \(sqliteMessage(failure.error))"], statement: firstStatement(failure.error.sql))
        } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR {
            throw MigrationKitError.preconditionsFailed(identifier: step.identifier, failed: [concise(error)], statement: firstStatement(error.sql))
        }
        if !failed.isEmpty {
            throw MigrationKitError.preconditionsFailed(identifier: step.identifier, failed: failed)
        }
    }

    /// ``runPrecheck(of:_:)`` at the start of the step's transaction, where a refusal rolls the
    /// step back (the steps before it stay applied): reported as a failed check.
    private func runPrecheckInTransaction(of step: MigrationStep<Database>, _ db: Database) throws {
        do {
            try runPrecheck(of: step, db)
        } catch MigrationKitError.preconditionsFailed(let identifier, let failed, let statement) {
            throw MigrationKitError.checkFailed(identifier: identifier, check: failed.joined(separator: "; "), statement: statement)
        }
    }

    /// The steps that `migrate(in:upTo:)` would apply, after checking the target and the
    /// applied steps' checksums. Reads only.
    public func pendingSteps(upTo target: String? = nil, in reader: some DatabaseReader) throws -> [MigrationStep<Database>] {
        let targetIndex = try self.targetIndex(target)
        return try reader.read { db in try pendingSteps(upTo: targetIndex, db) }
    }

    /// The index of `target` among the registered steps; the last one when nil.
    private func targetIndex(_ target: String?) throws -> Int {
        let identifiers = registry.identifiers
        guard let target else { return identifiers.count - 1 }
        guard let index = identifiers.firstIndex(of: target) else {
            throw MigrationKitError.unknownMigration(target, known: identifiers)
        }
        return index
    }

    private func pendingSteps(upTo targetIndex: Int, _ db: Database) throws -> [MigrationStep<Database>] {
        let records = try MigrationRecords.read(db)
        for step in registry.steps where records.isModified(step) {
            throw MigrationKitError.appliedMigrationModified(identifier: step.identifier, sourceFile: step.sourceFile)
        }
        if let latest = registry.steps.lastIndex(where: { records.applied.contains($0.identifier) }),
           latest > targetIndex
        {
            throw MigrationKitError.targetAlreadyPassed(target: registry.identifiers[targetIndex], latestApplied: registry.identifiers[latest])
        }
        return registry.steps.prefix(targetIndex + 1).filter { !records.applied.contains($0.identifier) }
    }

    // MARK: - Status

    /// Every migration the database records as applied, in the order it was applied (the app's
    /// own steps, which share `grdb_migrations`, are `MigrationState/unknown`), then the
    /// registered steps still pending, in registry order.
    public func migrationStatus(in reader: some DatabaseReader) throws -> [MigrationStatus] {
        try reader.read { db in
            let records = try MigrationRecords.read(db)
            let steps = Dictionary(registry.steps.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
            let applied = records.appliedInOrder.map { identifier in
                guard let step = steps[identifier] else { return MigrationStatus(identifier: identifier, state: .unknown) }
                return MigrationStatus(identifier: identifier, state: records.isModified(step) ? .modified : .applied)
            }
            let pending = registry.steps.filter { !records.applied.contains($0.identifier) }.map {
                MigrationStatus(identifier: $0.identifier, state: .pending)
            }
            return applied + pending
        }
    }

    // MARK: - One step

    /// Applies one step inside the transaction the migrator opened, records its checksum, and
    /// checks foreign keys before the migrator commits.
    private func checkedApply(_ step: MigrationStep<Database>, _ db: Database) throws {
        do {
            try withProgress(db, identifier: step.identifier, interval: progressInterval, report: progress, isCancelled: isCancelled) { listener in
                if let listener, let applyReporting = step.applyReporting {
                    try applyReporting(db, listener)
                } else {
                    try step.apply(db)
                }
                try MigrationRecords.recordChecksum(of: step, db)
                if !step.checksForeignKeys {
                    try verifier.verifyForeignKeys(db)
                }
            }
        } catch {
            if isCancelled?() == true {
                throw MigrationKitError.cancelled(identifier: step.identifier)
            }
            if let check = step.failedCheck?(error) {
                throw MigrationKitError.checkFailed(identifier: step.identifier, check: check, statement: failedStatement(of: error))
            }
            throw MigrationKitError.stepFailed(
                identifier: step.identifier, direction: .apply, reason: concise(error), statement: failedStatement(of: error))
        }
    }
}
